"""Launch to the first menu frame, against a bare pygame + pygame_gui window drawing one button.

Both are started the same number of times, alternately, in the same run, so the
ratio holds on a busy machine where absolute times do not. Each start is timed in
wall time from starting the process to its first frame being shown (the child
reports the moment on the system's monotonic clock, which every process shares),
and in CPU time from start to exit (the child's user + system time, so it also
counts what the process does after its first frame and on the way out). The
frozen bundle, if given, is timed the same way. Besides the medians, each start is
set against the bare window's start of the same round: on a machine whose speed
drifts from second to second, the median of those ratios is the steadiest figure.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from tabletop.app import FIRST_FRAME_REPORT

RUNS = 31
SIZE_ARG = "1280x720"

# The baseline: what any pygame_gui app pays before its first frame.
BARE_WINDOW = """
import time
import pygame, pygame_gui
pygame.display.init()
pygame.font.init()
screen = pygame.display.set_mode((1280, 720))
ui = pygame_gui.UIManager((1280, 720))
pygame_gui.elements.UIButton(pygame.Rect(540, 330, 200, 60), "New game", ui)
ui.update(1 / 60)
screen.fill((0, 0, 0))
ui.draw_ui(screen)
pygame.display.flip()
shown = time.monotonic()
pygame.quit()
print(f"{REPORT} {shown:.6f}", flush=True)
"""


@dataclass(frozen=True)
class LaunchTime:
    wall: float  # seconds, median
    cpu: float  # seconds, median
    best_wall: float  # the shortest start: noise from the rest of the machine only ever adds time
    # The median over rounds of this start's wall time over the bare window's in the same round:
    # the two ran moments apart, so a spell of a slower machine weighs on both alike.
    paired_ratio: float


def _launch_env(user_dir: Path) -> dict[str, str]:
    """As a player's machine has it: modules compiled once and kept (`PYTHONDONTWRITEBYTECODE`
    off), and the user folder given (where pictures drawn at an earlier launch are kept)."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["TABLETOP_USER_DIR"] = str(user_dir)
    return env


def _timed(command: list[str], user_dir: Path) -> tuple[float, float]:
    """Seconds from starting `command` to its first frame, and the CPU seconds it used in all."""
    env = _launch_env(user_dir)
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, env=env, text=True)
    assert process.stdout is not None
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode:
        raise RuntimeError(f"{' '.join(command)} exited with {process.returncode}")
    return _first_frame(output, command) - start, usage.ru_utime + usage.ru_stime


def _first_frame(output: str, command: list[str]) -> float:
    for line in output.splitlines():
        if line.startswith(FIRST_FRAME_REPORT):
            return float(line.removeprefix(FIRST_FRAME_REPORT))
    raise RuntimeError(f"{' '.join(command)} did not report its first frame")


def _summary(samples: list[tuple[float, float]], bare: list[tuple[float, float]]) -> LaunchTime:
    walls = [wall for wall, _ in samples]
    ratios = [wall / bare_wall for wall, (bare_wall, _) in zip(walls, bare, strict=True)]
    return LaunchTime(
        statistics.median(walls), statistics.median(cpu for _, cpu in samples), min(walls),
        statistics.median(ratios),
    )


SMOKE_ARGS = ["--smoke-frames", "1", "--size", SIZE_ARG]


def _app_command() -> list[str]:
    """The app as a player starts it: the `tabletop` command installed beside this Python
    (what README's first line runs), or `python -m` where it is not installed."""
    installed = shutil.which("tabletop", path=str(Path(sys.executable).parent))
    return [installed, *SMOKE_ARGS] if installed else [sys.executable, "-m", "tabletop.cli", *SMOKE_ARGS]


APP = _app_command()
BARE = [sys.executable, "-c", BARE_WINDOW.replace("{REPORT}", FIRST_FRAME_REPORT)]
BARE_NAME = "bare pygame_gui window"
FIRST_LAUNCH = "app, first launch"  # an empty user folder: the menu's pictures are drawn


def launch_times(runs: int = RUNS, bundle: Path | None = None) -> dict[str, LaunchTime]:
    """Median launch of the bare window, the app from source and (if given) the bundle's executable.

    Each kind of launch keeps its own user folder, as two installs would (the source and the
    bundle compile the drawing code differently, so they would redraw each other's pictures),
    holding a returning player's settings file; a first launch gets an empty one every time.
    """
    commands = {BARE_NAME: BARE, "app from source": APP}
    if bundle is not None:
        commands["frozen bundle"] = [str(bundle), *SMOKE_ARGS]
    commands[FIRST_LAUNCH] = APP
    samples: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    with tempfile.TemporaryDirectory(prefix="tabletop-launch-") as scratch:
        folders = {name: Path(scratch) / str(index) for index, name in enumerate(commands)}
        for name, command in commands.items():
            if name not in (BARE_NAME, FIRST_LAUNCH):
                _returning_player(folders[name])
            _timed(command, folders[name])  # warm the disk cache, compile modules, keep pictures
        for _ in range(runs):
            for name, command in commands.items():
                if name == FIRST_LAUNCH:
                    shutil.rmtree(folders[name], ignore_errors=True)
                samples[name].append(_timed(command, folders[name]))
    return {name: _summary(times, samples[BARE_NAME]) for name, times in samples.items()}


def _returning_player(folder: Path) -> None:
    """The settings a player has after a first game of each kind (each guided game offered)."""
    from tabletop.files.settings import SETTINGS_FILE, Settings, save_settings
    from tabletop.games.registry import GAME_IDS

    folder.mkdir(parents=True)
    save_settings(Settings(tutorials_offered=GAME_IDS), folder / SETTINGS_FILE)


def bundle_size_mb(folder: Path) -> float:
    """The bundle's files on disk, in MB (10^6 bytes); links to its own files are not counted twice."""
    files = [path for path in folder.rglob("*") if path.is_file() and not path.is_symlink()]
    return sum(path.stat().st_size for path in files) / 1e6
