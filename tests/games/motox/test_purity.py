"""MotoX's rules, bot, data and plain words run without pygame."""

from __future__ import annotations

import subprocess
import sys

MODULES = [
    "tabletop.games.motox.rules",
    "tabletop.games.motox.bot",
    "tabletop.games.motox.content",
    "tabletop.games.motox.summary",
    "tabletop.games.motox.game",
    "tabletop.games.motox.explain",
]


def test_motox_rules_do_not_import_pygame() -> None:
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in MODULES)
        + "from tabletop.games.simulate import play_match, bot_setup\n"
        + "from tabletop.games.registry import rules_for\n"
        + "play_match(rules_for('motox'), bot_setup(3, {}), 1)\n"
        + "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
