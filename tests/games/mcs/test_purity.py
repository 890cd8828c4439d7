"""MCS's rules, content, bot, summary and words (explain) run without pygame."""

from __future__ import annotations

import subprocess
import sys


def test_mcs_rules_do_not_import_pygame() -> None:
    code = (
        "import sys\n"
        "import tabletop.games.mcs.rules, tabletop.games.mcs.game, tabletop.games.mcs.bot\n"
        "import tabletop.games.mcs.summary, tabletop.games.mcs.content, tabletop.games.mcs.explain\n"
        "from tabletop.games.registry import rules_for\n"
        "rules_for('mcs')\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
