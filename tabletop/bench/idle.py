"""The app waiting at a human decision, measured from outside: CPU time over 10 s and memory.

`python -m tabletop.bench.idle GAME` opens the real app (on whatever display
SDL finds: an X server such as Xvfb, or the dummy driver) with a mid-game table
where the only human must decide, prints "ready" once the table is at rest, and
runs until killed. `idle_figures` starts it and reads its CPU time (not wall
time, so other busy programs on the machine do not count) and RSS from /proc.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass

from tabletop.bench.process import cpu_seconds, rss_mib

IDLE_SECONDS = 10.0
READY_TIMEOUT = 120.0


@dataclass(frozen=True)
class IdleFigures:
    cpu_percent: float  # of one core, CPU seconds used over the idle span
    rss_mib: float  # mid-game, at the decision


def idle_figures(game_id: str, seconds: float = IDLE_SECONDS) -> IdleFigures:
    child = subprocess.Popen(
        [sys.executable, "-m", "tabletop.bench.idle", game_id],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"},  # "ready" must be the first line
    )
    try:
        assert child.stdout is not None
        line = child.stdout.readline()
        if line.strip() != "ready":
            raise RuntimeError(f"the idle table for {game_id} did not start (said {line!r})")
        used = cpu_seconds(child.pid)
        time.sleep(seconds)
        used = cpu_seconds(child.pid) - used
        return IdleFigures(100 * used / seconds, rss_mib(child.pid))
    finally:
        child.kill()
        child.wait()


def main(game_id: str) -> int:
    from tabletop.app import App
    from tabletop.bench.scenarios import SIZE, mid_game_match, open_table
    from tabletop.bench.scratch import use_scratch_user_dir
    from tabletop.scenes.menus import game_hooks

    use_scratch_user_dir()
    game_hooks.install()
    app = App(SIZE)
    open_table(app, mid_game_match(game_id))
    while not app.at_rest():
        app.run(frames=1)
    print("ready", flush=True)
    return app.run()


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1]))
