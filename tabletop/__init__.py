"""Tabletop racing: five racing board and card games for friends around one computer."""
