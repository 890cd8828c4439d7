"""The menu shows before the games, the table, the engine and saves are imported."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SHOW_MENU = """
import sys
from tabletop.app import run_app
run_app(smoke_frames=2, size=(1280, 720))
print("\\n".join(sorted(name for name in sys.modules if name.startswith("tabletop"))))
"""

# The settings file is read at start through the one loader of untrusted files
# (content.yaml_source); the rest of content (schemas, game files) waits.
LATER = ("tabletop.engine", "tabletop.files.saves", "tabletop.scenes.play.table_scene",
         "tabletop.table.host.game_view", "tabletop.scenes.menus.new_game", "tabletop.scenes.menus.load_game",
         "tabletop.content.schema", "tabletop.content.game_info")


def test_the_first_menu_frames_import_no_game_table_or_saves(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TABLETOP_USER_DIR": str(tmp_path)}
    shown = subprocess.run(
        [sys.executable, "-c", SHOW_MENU], env=env, capture_output=True, text=True, check=True
    ).stdout.split()
    assert "tabletop.scenes.menus.main_menu" in shown
    games = [name for name in shown if name.startswith("tabletop.games.")]
    assert set(games) <= {"tabletop.games.registry"}  # at most the list of games, no game
    assert [name for name in shown if name.startswith(LATER)] == []
