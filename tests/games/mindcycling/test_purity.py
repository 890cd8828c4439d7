"""Mind Cycling's rules, bot, data, records, words, track layout and editor pieces run without pygame."""

from __future__ import annotations

from tests.games.purity import assert_runs_without_pygame

MODULES = [
    "tabletop.games.mindcycling.rules",
    "tabletop.games.mindcycling.moves",
    "tabletop.games.mindcycling.bot",
    "tabletop.games.mindcycling.content",
    "tabletop.games.mindcycling.summary",
    "tabletop.games.mindcycling.records",
    "tabletop.games.mindcycling.game",
    "tabletop.games.mindcycling.explain",
    "tabletop.games.mindcycling.track_layout",
    "tabletop.games.mindcycling.editing",
]


def test_mindcycling_rules_do_not_import_pygame() -> None:
    assert_runs_without_pygame(MODULES, "play_match(rules_for('mindcycling'), bot_setup(2, {}), 1)")
