"""The check each game's purity test makes: its rules side loads and plays without pygame."""

from __future__ import annotations

import subprocess
import sys


def assert_runs_without_pygame(modules: list[str], run: str) -> None:
    """In a fresh interpreter, importing `modules` and then running `run` (which may call
    `rules_for`, `play_match` and `bot_setup`) never imports pygame."""
    code = (
        "import sys\n"
        + "".join(f"import {m}\n" for m in modules)
        + "from tabletop.games.simulate import play_match, bot_setup\n"
        + "from tabletop.games.registry import rules_for\n"
        + f"{run}\n"
        + "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
