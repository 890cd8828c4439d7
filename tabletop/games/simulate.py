"""Bot-only matches without a window: used by `tabletop simulate`, the benchmark and tests."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.contract import Action, Outcome, Rules, SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.engine.random_bot import RandomBot
from tabletop.engine.rng import derive_seed
from tabletop.games.registry import Bot, game_module, rules_for


def make_bot(game_id: str, kind: str, seed: int) -> Bot:
    """`random` for the engine's random bot, anything else for the game's own."""
    return RandomBot(seed) if kind == "random" else game_module(game_id).make_bot(seed)


class MatchBot:
    """A computer player of one seat whose every choice draws on the match alone.

    Each choice gets a fresh bot seeded from (match seed, seat, move number), so
    its randomness does not depend on when the process started or how many
    choices this object made: a loaded game continues exactly as an unbroken
    one would, and an undone move is chosen again the same way.
    """

    def __init__(self, match: Match, seat: int, kind: str = "game") -> None:
        self.match = match
        self.seat = seat
        self.kind = kind

    def choose(self, rules: Rules[Any], view: Any, seat: int) -> Action:
        seed = derive_seed(self.match.seed, seat, len(self.match.steps))
        return make_bot(self.match.game_id, self.kind, seed).choose(rules, view, seat)


VS_RANDOM = "vs-random"  # seat 1 plays the game's bot, every other seat the random bot


def seat_kind(bot_kind: str, seat: int) -> str:
    return ("game" if seat == 0 else "random") if bot_kind == VS_RANDOM else bot_kind


@dataclass
class MatchResult:
    seed: int
    outcome: Outcome
    actions: int
    details: dict[str, Any] = field(default_factory=dict)
    winner: str | None = None  # a name (a seat's, or a rival car's); None for a draw


def winner_of(outcome: Outcome, setup: Setup, details: Mapping[str, Any]) -> str | None:
    """The winner's name as the results show it (a team's names together, a rival car's)."""
    if details.get("result") == "draw":
        return None
    if outcome.order:
        return outcome.order[0]
    if details.get("order"):
        return str(details["order"][0])
    return setup.seats[outcome.ranking[0]].name if outcome.ranking else None


def bot_setup(players: int, options: Mapping[str, Any]) -> Setup:
    seats = tuple(SeatSetup(f"Bot {i + 1}", True) for i in range(players))
    return Setup(seats, dict(options))


def play_match(
    rules: Rules[Any], setup: Setup, seed: int, bot_kind: str = "game", max_actions: int = 100_000
) -> Match:
    """Play one match to the end with a bot in every seat."""
    match = Match(rules, setup, seed)
    bots = [MatchBot(match, seat, seat_kind(bot_kind, seat)) for seat in range(len(setup.seats))]
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
    bot_kind: str = "game",
    progress: Callable[[int], None] | None = None,
) -> list[MatchResult]:
    rules = rules_for(game_id)
    setup = bot_setup(players, options)
    summarise = game_module(game_id).summarise
    results = []
    for index in range(games):
        match_seed = seed + index
        match = play_match(rules, setup, match_seed, bot_kind)
        outcome = match.outcome()
        assert outcome is not None
        details = summarise(match)
        winner = winner_of(outcome, setup, details)
        results.append(MatchResult(match_seed, outcome, len(match.steps), details, winner))
        if progress:
            progress(index + 1)
    return results
