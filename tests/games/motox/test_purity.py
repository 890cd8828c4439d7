"""MotoX's rules, bot, data and plain words run without pygame."""

from __future__ import annotations

from tests.games.purity import assert_runs_without_pygame

MODULES = [
    "tabletop.games.motox.rules",
    "tabletop.games.motox.bot",
    "tabletop.games.motox.content",
    "tabletop.games.motox.summary",
    "tabletop.games.motox.game",
    "tabletop.games.motox.explain",
]


def test_motox_rules_do_not_import_pygame() -> None:
    assert_runs_without_pygame(MODULES, "play_match(rules_for('motox'), bot_setup(3, {}), 1)")
