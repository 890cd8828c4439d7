"""Nascard: a stock-car card race over two laps of a card-built oval."""
