"""The table scene and what surrounds a game: launching it, hand-offs, pause, coach, results."""
