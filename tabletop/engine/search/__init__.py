"""Search for computer players: sample what a seat cannot see, play the position out, keep
the move that wins most. A game takes part by offering a `Searchable` for its rules."""
