"""The numbers that make a level: read from `data/bots/<game>.yaml`, fixed per game so a
decision depends on the match alone, never on how fast the machine is."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class EasySettings:
    mistakes: float
    """How often, out of 1, an Easy seat plays a move the Normal player would not."""


@dataclass(frozen=True)
class HardSettings:
    playouts: int
    """Positions played out per decision, shared among the legal moves."""
    max_steps: int
    """Moves a playout may run before it is judged as it stands (0: none, only `cut_off`)."""
    exploration: float
    """How far the search spreads its playouts over less promising moves (UCB1's constant)."""
    candidates: int
    """At most this many moves are searched, the policy's favourite and a spread of others
    (0: every legal move)."""
