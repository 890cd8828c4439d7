"""The numbers that make a level: read from `data/bots/<game>.yaml`, fixed per game (and, for
Hard's playouts, per number of players) so a decision depends on the match alone, never on how
fast the machine is."""

from __future__ import annotations

from dataclasses import dataclass, replace


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
    playouts_by_player_count: tuple[tuple[int, int], ...] = ()
    """(players, playouts) pairs: the playouts of a match of that many players, where a playout
    costs more with more of them (Race Day's runs until the searching car moves again, after
    every other car); a count not listed plays `playouts`."""

    def for_players(self, players: int) -> HardSettings:
        """The settings of a match of `players`, the same for all of it: its playout count is a
        fact of the match, so a saved game goes on exactly as an unbroken one."""
        playouts = dict(self.playouts_by_player_count).get(players, self.playouts)
        return replace(self, playouts=playouts)
