"""Is a track a good race? Many computer races on it, added up: who wins from which start,
how long a race takes, how many cars go out, and where cars get into trouble.

Used by the editor's Race it and by `tabletop simulate --track`. Each race is an
ordinary seeded match of Normal players, so the same track, count and seed give the
same report everywhere, and a report can be built race by race (the editor shows it
as it grows).
"""

from __future__ import annotations

import importlib
import math
import statistics
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.contract import Outcome, SeatSetup, Setup
from tabletop.engine.levels import NORMAL
from tabletop.engine.match import Match
from tabletop.engine.race_facts import RaceFacts, RaceWords
from tabletop.games.registry import rules_for
from tabletop.games.setup import game_info, resolve_options
from tabletop.games.simulate import play_match
from tabletop.language import _

SECONDS_PER_MOVE = 12.0
"""A rough time at the table for one decision, for the report's minutes (people ponder,
pass the mouse and watch the move)."""


MIN_RACES = 20
"""Fewer races say too little for a verdict either way."""


def raceable(game_id: str) -> bool:
    """Whether the game reads the facts of its races (the four track games)."""
    try:
        importlib.import_module(f"tabletop.games.{game_id}.race_facts")
    except ModuleNotFoundError:
        return False
    return True


def facts_of(game_id: str, match: Match) -> RaceFacts:
    module = importlib.import_module(f"tabletop.games.{game_id}.race_facts")
    facts: RaceFacts = module.race_facts(match)
    return facts


def race_words(game_id: str) -> RaceWords:
    """The report's sentences in the game's own words (its cars, bikes or riders), marked `N_`."""
    words: RaceWords = importlib.import_module(f"tabletop.games.{game_id}.race_facts").WORDS
    return words


@dataclass(frozen=True)
class Share:
    wins: float
    races: int

    @property
    def share(self) -> float:
        return self.wins / self.races if self.races else 0.0

    @property
    def margin(self) -> float:
        """Half the 95% confidence interval."""
        return self.margin_at(0.95)

    def margin_at(self, confidence: float) -> float:
        """Half the confidence interval (Wilson's, which stays sane near 0 and 1 and few races)."""
        if not self.races:
            return 1.0
        z = statistics.NormalDist().inv_cdf(0.5 + confidence / 2)
        n, p = self.races, self.share
        return z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)


@dataclass
class TrackReport:
    game_id: str
    players: int
    seat_wins: list[float]
    start_wins: list[float]
    rounds: list[int] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)
    knocked_out: list[int] = field(default_factory=list)
    trouble: Counter[int] = field(default_factory=Counter)

    @property
    def races(self) -> int:
        return len(self.rounds)

    def by_seat(self) -> list[Share]:
        return [Share(w, self.races) for w in self.seat_wins]

    def by_start(self) -> list[Share]:
        return [Share(w, self.races) for w in self.start_wins]

    def add(self, outcome: Outcome, moves: int, facts: RaceFacts) -> None:
        for seat in range(self.players):
            self.seat_wins[seat] += outcome.win_share(seat)
        for place, seat in enumerate(facts.grid):
            self.start_wins[place] += outcome.win_share(seat)
        self.rounds.append(facts.rounds)
        self.moves.append(moves)
        self.knocked_out.append(facts.knocked_out)
        self.trouble.update(facts.trouble)

    def minutes(self) -> float:
        """A rough race length at the table, from the moves a race takes."""
        return statistics.fmean(self.moves) * SECONDS_PER_MOVE / 60 if self.moves else 0.0

    def finding(self) -> dict[str, Any]:
        """The verdict as data: `kind` "fair", "few" (too few races to tell), "often" or "seldom"
        (`start` wins too often or too seldom: its `share` against the `fair` share), and `races`.

        Every start is tested, so each test is stricter than 95% (Bonferroni): a fair track
        is called unfair in at most one run in twenty, whatever the number of starts."""
        fair = 1 / self.players
        if self.races < MIN_RACES:
            return {"kind": "few", "races": self.races}
        confidence = 1 - 0.05 / self.players
        for place, share in enumerate(self.by_start(), start=1):
            if abs(share.share - fair) > share.margin_at(confidence):
                return {"kind": "often" if share.share > fair else "seldom", "start": place,
                        "share": share.share, "fair": fair, "races": share.races}
        return {"kind": "fair", "races": self.races}

    def verdict(self) -> str:
        """The finding in words (see `verdict_words`)."""
        return verdict_words(self.finding())

    def to_data(self) -> dict[str, Any]:
        def shares(items: list[Share]) -> list[dict[str, float]]:
            return [{"share": round(s.share, 4), "margin": round(s.margin, 4)} for s in items]

        return {
            "races": self.races,
            "by_seat": shares(self.by_seat()),
            "by_start": shares(self.by_start()),
            "rounds": _spread(self.rounds),
            "minutes": round(self.minutes(), 1),
            "knocked_out_per_race": round(statistics.fmean(self.knocked_out), 3) if self.knocked_out else 0,
            "trouble": dict(self.trouble.most_common()),
            "verdict": self.verdict(),
            "finding": self.finding(),
        }


def verdict_words(finding: Mapping[str, Any]) -> str:
    """A report's finding (`TrackReport.finding`) in words of the language spoken when shown:
    "fair: ...", "too few races to tell (...)", "start 1 wins too often: ...", lower case first."""
    races = finding["races"]
    if finding["kind"] == "few":
        return _("too few races to tell ({races} of at least {least})").format(races=races, least=MIN_RACES)
    if finding["kind"] == "fair":
        return _("fair: no start wins more or less than its share beyond chance ({races} races)").format(
            races=races)
    told = (_("start {start} wins too often: {share} against a fair share of {fair} ({races} races)")
            if finding["kind"] == "often" else
            _("start {start} wins too seldom: {share} against a fair share of {fair} ({races} races)"))
    return told.format(start=finding["start"], share=percent(finding["share"]),
                       fair=percent(finding["fair"]), races=races)


def percent(value: float) -> str:
    """A share as a whole percentage, "38%"; in French "38 %"."""
    return _("{percent}%").format(percent=round(value * 100))


def _spread(values: list[int]) -> dict[str, float]:
    if not values:
        return {"mean": 0, "margin": 0}
    margin = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return {"mean": round(statistics.fmean(values), 2), "margin": round(margin, 2)}


def race_setup(
    game_id: str, players: int, layout: Mapping[str, Any] | None, levels: Sequence[str] = ()
) -> Setup:
    """Computer players (Normal, unless `levels` says otherwise) on `layout` (None: the game's own track)."""
    info = game_info(game_id)
    seats = tuple(
        SeatSetup(f"Computer {n + 1}", True, info.colours[n % len(info.colours)],
                  levels[n] if n < len(levels) else NORMAL)
        for n in range(players)
    )
    module = importlib.import_module(f"tabletop.games.{game_id}.game")
    # A game may need an option to race on a given track (MotoX: skip the building phase).
    chosen = dict(getattr(module, "EDITOR_RACE_OPTIONS", {})) if layout is not None else {}
    return Setup(seats, resolve_options(game_id, players, chosen), None if layout is None else dict(layout))


def race_track(
    game_id: str,
    layout: Mapping[str, Any] | None,
    players: int,
    races: int,
    seed: int = 1,
    on_race: Callable[[TrackReport], bool] | None = None,
    levels: Sequence[str] = (),
) -> TrackReport:
    """Race `races` times; `on_race` sees the report after each race and may stop the run
    by returning False (Cancel)."""
    rules = rules_for(game_id)
    setup = race_setup(game_id, players, layout, levels)
    report = TrackReport(game_id, players, [0.0] * players, [0.0] * players)
    for index in range(races):
        match = play_match(rules, setup, seed + index)
        outcome = match.outcome()
        assert outcome is not None
        report.add(outcome, len(match.steps), facts_of(game_id, match))
        if on_race is not None and not on_race(report):
            break
    return report
