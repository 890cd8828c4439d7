"""How a game plugs into the table: the host it is given, its view, drag and drop, whose turn it is."""
