"""Is MCS fair? Bot matches that measure the balance of the helmet colours and the sides.

    python -m tabletop.games.mcs.balance --meetings 2000 --matches 1000 --jobs 4

The meeting: the same bot in every seat and the colours rotated round the seats,
so each colour sits in every seat (and so chooses first, second...) equally
often; prints how often each colour wins and its average points. The 2-player
match: the host sits in the first seat in half the matches and in the second in
the other half, so each side is the first to make every secret choice equally
often; prints both sides' points and wins, by who chose first. The figures in
data/rules/mcs.md come from here.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections import Counter
from dataclasses import dataclass, field

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.games.mcs.rules import FOUR_PLAYER_COLOURS
from tabletop.games.mcs.state import McsState
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match


@dataclass
class MeetingFigures:
    meetings: int = 0
    wins: Counter[str] = field(default_factory=Counter)
    points: Counter[str] = field(default_factory=Counter)
    extra_heats: int = 0

    def add(self, other: MeetingFigures) -> None:
        self.meetings += other.meetings
        self.wins.update(other.wins)
        self.points.update(other.points)
        self.extra_heats += other.extra_heats


@dataclass
class MatchFigures:
    matches: int = 0
    wins: Counter[str] = field(default_factory=Counter)  # "hosts", "visitors", "draw"
    points: Counter[str] = field(default_factory=Counter)
    first_points: Counter[str] = field(default_factory=Counter)  # by who chose first: "first", "second"

    def add(self, other: MatchFigures) -> None:
        self.matches += other.matches
        self.wins.update(other.wins)
        self.points.update(other.points)
        self.first_points.update(other.first_points)


def meetings(games: range, seed: int) -> MeetingFigures:
    """The meetings numbered `games`, the first (number 0) played with `seed`."""
    rules = rules_for("mcs")
    figures = MeetingFigures()
    for index in games:
        colours = [FOUR_PLAYER_COLOURS[(seat + index) % 4] for seat in range(4)]
        setup = Setup(
            tuple(SeatSetup(f"Bot {s + 1}", True, c) for s, c in enumerate(colours)), {"mode": "meeting"}
        )
        state: McsState = play_match(rules, setup, seed + index).state
        figures.meetings += 1
        figures.wins[state.players[state.ranking[0]].colours[0]] += 1
        for player in state.players:
            figures.points[player.colours[0]] += player.points
        figures.extra_heats += len(state.results) - state.heats
    return figures


def matches(games: range, seed: int) -> MatchFigures:
    """The matches numbered `games`, the first (number 0) played with `seed`."""
    rules = rules_for("mcs")
    figures = MatchFigures()
    for index in games:
        # The bots act in seat order, so the first seat always makes its secret choice first.
        colours = ("red", "yellow") if index % 2 == 0 else ("yellow", "red")
        setup = Setup(
            tuple(SeatSetup(f"Bot {s + 1}", True, c) for s, c in enumerate(colours)), {"mode": "match"}
        )
        state: McsState = play_match(rules, setup, seed + index).state
        figures.matches += 1
        totals = {p.side: p.points for p in state.players}
        figures.points.update(totals)
        for player in state.players:
            figures.first_points["first" if player.seat == 0 else "second"] += player.points
        if totals["hosts"] == totals["visitors"]:
            figures.wins["draw"] += 1
        else:
            figures.wins[max(totals, key=lambda side: totals[side])] += 1
    return figures


def report(meeting: MeetingFigures | None, match: MatchFigures | None) -> str:
    lines = []
    if meeting is not None and meeting.meetings:
        n = meeting.meetings
        lines.append(f"Four-team meeting, {n} meetings, colours rotated round the seats:")
        for colour in FOUR_PLAYER_COLOURS:
            lines.append(
                f"  {colour:<7} wins {meeting.wins[colour]:>5} ({100 * meeting.wins[colour] / n:.1f}%),"
                f" {meeting.points[colour] / n:.2f} points a meeting"
            )
        lines.append(f"  extra heats per meeting: {meeting.extra_heats / n:.2f}")
    if match is not None and match.matches:
        n = match.matches
        lines.append(f"Match, {n} matches, the host choosing first in half of them:")
        hosts, visitors = match.points["hosts"] / n, match.points["visitors"] / n
        lines.append(f"  hosts {hosts:.2f} and visitors {visitors:.2f} points a match")
        wins = match.wins
        lines.append(f"  wins: hosts {wins['hosts']}, visitors {wins['visitors']}, draws {wins['draw']}")
        lines.append(
            f"  whoever chose first {match.first_points['first'] / n:.2f},"
            f" second {match.first_points['second'] / n:.2f} points a match"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tabletop.games.mcs.balance", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--meetings", type=int, default=200, help="four-team meetings to play (default 200)")
    parser.add_argument("--matches", type=int, default=200, help="2-player matches to play (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="processes to share the games (same figures)")
    args = parser.parse_args(argv)
    jobs = max(1, args.jobs)
    meeting, match = MeetingFigures(), MatchFigures()
    with multiprocessing.Pool(jobs) as pool:
        for part in pool.starmap(meetings, [(range(j, args.meetings, jobs), args.seed) for j in range(jobs)]):
            meeting.add(part)
        for half in pool.starmap(matches, [(range(j, args.matches, jobs), args.seed) for j in range(jobs)]):
            match.add(half)
    print(report(meeting, match))
    return 0


if __name__ == "__main__":
    sys.exit(main())
