"""Mind Cycling's rules, bot, data, records, words, track layout and editor pieces run without pygame."""

from __future__ import annotations

import subprocess
import sys

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
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in MODULES)
        + "from tabletop.games.simulate import play_match, bot_setup\n"
        + "from tabletop.games.registry import rules_for\n"
        + "play_match(rules_for('mindcycling'), bot_setup(2, {}), 1)\n"
        + "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
