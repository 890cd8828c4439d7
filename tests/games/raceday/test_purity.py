"""Race Day's rules, bot and data, and the graph-track engine module, run without pygame."""

from __future__ import annotations

import subprocess
import sys

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
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in MODULES)
        + "from tabletop.games.simulate import play_match, bot_setup\n"
        + "from tabletop.games.registry import rules_for\n"
        + "play_match(rules_for('raceday'), bot_setup(3, {'laps': 1}), 1)\n"
        + "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
