"""Race Day's rules, bot and data, and the graph-track engine module, run without pygame."""

from __future__ import annotations

from tests.games.purity import assert_runs_without_pygame

MODULES = [
    "tabletop.engine.track_graph",
    "tabletop.games.raceday.rules",
    "tabletop.games.raceday.damage",
    "tabletop.games.raceday.routes",
    "tabletop.games.raceday.bot",
    "tabletop.games.raceday.content",
    "tabletop.games.raceday.summary",
    "tabletop.games.raceday.game",
]


def test_raceday_rules_do_not_import_pygame() -> None:
    assert_runs_without_pygame(MODULES, "play_match(rules_for('raceday'), bot_setup(3, {'laps': 1}), 1)")
