"""What every computer player (each game's bot, the random bot) starts from: its own
random stream, from the seed it is made with."""

from __future__ import annotations

from tabletop.engine.rng import Rng


class SeededBot:
    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed)
