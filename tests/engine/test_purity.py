"""The engine, content and every game's rules run without pygame."""

from __future__ import annotations

import subprocess
import sys

MODULES = [
    "tabletop.engine.contract",
    "tabletop.engine.match",
    "tabletop.engine.track",
    "tabletop.engine.deck",
    "tabletop.engine.random_bot",
    "tabletop.content.schema",
    "tabletop.content.game_info",
    "tabletop.games.nascard.rules",
    "tabletop.games.nascard.game",
    "tabletop.games.simulate",
    "tabletop.cli",
]


def test_pure_layers_do_not_import_pygame() -> None:
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in MODULES)
        + "from tabletop.games.registry import rules_for\n"
        + "rules_for('nascard')\n"
        + "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
