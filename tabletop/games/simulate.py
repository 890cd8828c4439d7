"""Bot-only matches without a window: used by `tabletop simulate`, the benchmark and tests."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.contract import Action, Outcome, Rules, SeatSetup, Setup
from tabletop.engine.levels import NORMAL, RANDOM
from tabletop.engine.match import Match
from tabletop.engine.rng import derive_seed
from tabletop.games.bot_levels import make_level_bot
from tabletop.games.registry import Bot, game_module, rules_for

GAME_BOT = "game"  # `--bot game`: the game's own player, which is the Normal level


def make_bot(game_id: str, kind: str, seed: int, *, players: int) -> Bot:
    """A computer player of level `kind` (`game` is the Normal level) in a match of `players`."""
    return make_level_bot(game_id, NORMAL if kind == GAME_BOT else kind, seed, players=players)


class MatchBot:
    """A computer player of one seat whose every choice draws on the match alone.

    Each choice gets a fresh bot seeded from (match seed, seat, move number), so
    its randomness does not depend on when the process started or how many
    choices this object made: a loaded game continues exactly as an unbroken
    one would, and an undone move is chosen again the same way.
    """

    def __init__(self, match: Match, seat: int, kind: str | None = None) -> None:
        self.match = match
        self.seat = seat
        self.kind = match.setup.seats[seat].level if kind is None else kind

    def choose(self, rules: Rules[Any], view: Any, seat: int) -> Action:
        seed = derive_seed(self.match.seed, seat, len(self.match.steps))
        players = len(self.match.setup.seats)
        return make_bot(self.match.game_id, self.kind, seed, players=players).choose(rules, view, seat)


VS_RANDOM = "vs-random"  # seat 1 plays the game's bot, every other seat the random bot


def seat_levels(bot_kind: str, players: int) -> tuple[str, ...]:
    """Each seat's level for `--bot`: one kind everywhere, or vs-random."""
    if bot_kind == VS_RANDOM:
        return (NORMAL, *(RANDOM,) * (players - 1))
    return (NORMAL if bot_kind == GAME_BOT else bot_kind,) * players


@dataclass
class MatchResult:
    seed: int
    outcome: Outcome
    actions: int
    details: dict[str, Any] = field(default_factory=dict)
    winner: str | None = None  # a name (a seat's, or a rival car's); None for a draw
    levels: tuple[str, ...] = ()


def winner_of(outcome: Outcome, setup: Setup, details: Mapping[str, Any]) -> str | None:
    """The winner's name as the results show it (a team's names together, a rival car's)."""
    if details.get("result") == "draw":
        return None
    if outcome.order:
        return outcome.order[0]
    if details.get("order"):
        return str(details["order"][0])
    return setup.seats[outcome.ranking[0]].name if outcome.ranking else None


def bot_setup(players: int, options: Mapping[str, Any], levels: Sequence[str] = ()) -> Setup:
    """Computer players in every seat, each at its level (Normal where `levels` is short)."""
    seats = tuple(
        SeatSetup(f"Bot {i + 1}", True, level=levels[i] if i < len(levels) else NORMAL)
        for i in range(players)
    )
    return Setup(seats, dict(options))


def play_match(rules: Rules[Any], setup: Setup, seed: int, max_actions: int = 100_000) -> Match:
    """Play one match to the end with a bot in every seat, each at its seat's level."""
    match = Match(rules, setup, seed)
    bots = [MatchBot(match, seat) for seat in range(len(setup.seats))]
    for _ in range(max_actions):
        waiting = match.to_act()
        if not waiting:
            return match
        seat = waiting[0]
        action = bots[seat].choose(rules, rules.view(match.state, seat), seat)
        match.apply(seat, action)
    raise RuntimeError(f"match with seed {seed} did not end within {max_actions} actions")


def simulate(
    game_id: str,
    players: int,
    options: Mapping[str, Any],
    games: int,
    seed: int,
    bot_kind: str = GAME_BOT,
    progress: Callable[[int], None] | None = None,
    levels: Sequence[str] = (),
) -> list[MatchResult]:
    """`games` matches from `seed` on; each seat plays at `levels` (one per seat) or, without
    them, as `bot_kind` says."""
    rules = rules_for(game_id)
    chosen = tuple(levels) or seat_levels(bot_kind, players)
    setup = bot_setup(players, options, chosen)
    summarise = game_module(game_id).summarise
    results = []
    for index in range(games):
        match_seed = seed + index
        match = play_match(rules, setup, match_seed)
        outcome = match.outcome()
        assert outcome is not None
        details = summarise(match)
        winner = winner_of(outcome, setup, details)
        results.append(MatchResult(match_seed, outcome, len(match.steps), details, winner, chosen))
        if progress:
            progress(index + 1)
    return results
