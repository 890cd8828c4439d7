"""MCS's rules, content, bot, summary and words (explain) run without pygame."""

from __future__ import annotations

from tests.games.purity import assert_runs_without_pygame

MODULES = [
    "tabletop.games.mcs.rules",
    "tabletop.games.mcs.game",
    "tabletop.games.mcs.bot",
    "tabletop.games.mcs.summary",
    "tabletop.games.mcs.content",
    "tabletop.games.mcs.explain",
]


def test_mcs_rules_do_not_import_pygame() -> None:
    assert_runs_without_pygame(MODULES, "rules_for('mcs')")
