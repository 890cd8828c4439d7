"""The table's panels drawn on the cloth: banner, seats, log, tooltip, move list, the enlarged card."""
