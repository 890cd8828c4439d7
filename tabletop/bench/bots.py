"""`tabletop bench bots`: how often each level beats another, and how long it thinks.

One level (the "tested") takes one seat, the other level every other seat; the
tested seat moves round the table game by game, so no seat's advantage counts for
it. A draw counts as a shared win. The share comes with a 95% confidence interval
(normal approximation over the games' shares), and each level's decision times are
CPU seconds per `choose`, median and 95th percentile.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.match import Match
from tabletop.engine.rng import derive_seed
from tabletop.games.registry import rules_for
from tabletop.games.setup import SetupError, resolve_options
from tabletop.games.simulate import bot_setup, make_bot
from tabletop.language import _


@dataclass(frozen=True)
class Duel:
    game: str
    players: int
    tested: str
    opponent: str


@dataclass
class DuelFigures:
    duel: Duel
    shares: list[float] = field(default_factory=list)
    seconds: dict[str, list[float]] = field(default_factory=dict)

    @property
    def share(self) -> float:
        return statistics.fmean(self.shares) if self.shares else 0.0

    @property
    def margin(self) -> float:
        """Half the width of the 95% confidence interval of `share`."""
        if len(self.shares) < 2:
            return 1.0
        return 1.96 * statistics.stdev(self.shares) / math.sqrt(len(self.shares))

    def times(self, level: str) -> tuple[float, float]:
        """Median and 95th percentile of `level`'s CPU seconds per decision."""
        spent = sorted(self.seconds.get(level, [0.0]))
        return statistics.median(spent), spent[min(len(spent) - 1, int(0.95 * len(spent)))]


def play_duel(
    duel: Duel, games: int, seed: int = 1, progress: Callable[[int], None] | None = None
) -> DuelFigures:
    rules = rules_for(duel.game)
    options = resolve_options(duel.game, duel.players, {})
    figures = DuelFigures(duel)
    for index in range(games):
        tested_seat = index % duel.players
        levels = [duel.tested if s == tested_seat else duel.opponent for s in range(duel.players)]
        match = Match(rules, bot_setup(duel.players, options, levels), seed + index)
        _play(match, rules, levels, figures.seconds)
        outcome = match.outcome()
        assert outcome is not None
        figures.shares.append(outcome.win_share(tested_seat))
        if progress:
            progress(index + 1)
    return figures


def _play(match: Match, rules: Any, levels: list[str], seconds: dict[str, list[float]]) -> None:
    while waiting := match.to_act():
        seat = waiting[0]
        seed = derive_seed(match.seed, seat, len(match.steps))
        bot = make_bot(match.game_id, levels[seat], seed, players=len(match.setup.seats))
        view = rules.view(match.state, seat)
        started = time.process_time()
        action = bot.choose(rules, view, seat)
        seconds.setdefault(levels[seat], []).append(time.process_time() - started)
        match.apply(seat, action)


def duels(game: str) -> list[Duel]:
    """What `bench bots` measures for `game`: Hard and Easy against Normal heads-up (MotoX
    needs three), and Hard against a full table of Normals where the game seats four."""
    heads_up = 3 if game == "motox" else 2
    found = [Duel(game, heads_up, "hard", "normal"), Duel(game, heads_up, "easy", "normal")]
    if game != "motox" and _seats_four(game):
        found.append(Duel(game, 4, "hard", "normal"))
    return found


def _seats_four(game: str) -> bool:
    try:
        resolve_options(game, 4, {})
    except SetupError:
        return False
    return True


def playout_rate(game: str, decisions: int = 12, seed: int = 1) -> float:
    """Hard's playouts per CPU second over `decisions` of its decisions in a Normal game."""
    from tabletop.engine.search.hard_bot import HardBot

    rules = rules_for(game)
    players = 3 if game == "motox" else 2
    match = Match(rules, bot_setup(players, resolve_options(game, players, {})), seed)
    spent, played = 0.0, 0
    while (waiting := match.to_act()) and decisions:
        seat = waiting[0]
        hard = make_bot(game, "hard", derive_seed(match.seed, seat, len(match.steps)), players=players)
        assert isinstance(hard, HardBot)
        view = rules.view(match.state, seat)
        moves = rules.legal_actions(view, seat)
        if len(moves) > 1:
            started = time.process_time()
            hard.values(view, seat, moves)
            spent += time.process_time() - started
            played += max(hard.settings.playouts, len(moves))
            decisions -= 1
        normal = make_bot(game, "normal", derive_seed(match.seed, seat, len(match.steps)), players=players)
        match.apply(seat, normal.choose(rules, view, seat))
    return played / spent if spent else 0.0


def print_bots(games_wanted: list[str], games: int) -> None:
    print(_("Hard's playouts per CPU second (its decisions in a Normal game):"))
    for game in games_wanted:
        print(f"  {game:<12} {playout_rate(game):8.0f}")
    heading = _("Win share of the first level against the second, {games} games a row, seats rotated,"
                " draws shared; 95% confidence interval; CPU seconds per decision (median / p95):")
    print(heading.format(games=games))
    heads = [_("game"), _("players"), _("duel"), _("share"), _("95% CI"), _("fair"), _("tested s/move"),
             _("opponent s/move")]
    print("  {:<12} {:>7}  {:<15} {:>6}  {:<13} {:>5}  {:<15} {:<15}".format(*heads))
    for game in games_wanted:
        for duel in duels(game):
            figures = play_duel(duel, games)
            low, high = max(0.0, figures.share - figures.margin), min(1.0, figures.share + figures.margin)
            tested, opponent = figures.times(duel.tested), figures.times(duel.opponent)
            print(f"  {game:<12} {duel.players:>7}  {duel.tested + ' v ' + duel.opponent:<15}"
                  f" {figures.share:6.1%}  {low:5.1%}-{high:5.1%}  {1 / duel.players:5.1%}"
                  f"  {tested[0]:.3f} / {tested[1]:.3f}   {opponent[0]:.3f} / {opponent[1]:.3f}")
