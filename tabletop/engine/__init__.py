"""Pure-Python core shared by every game: the rules contract, matches, chance, decks, tracks."""
