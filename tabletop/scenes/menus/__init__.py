"""The menus before a game: main menu, new game, load, learn to play, and their hooks."""
