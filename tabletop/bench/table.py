"""Frame time of the table for every game: at a decision, with a piece dragged, with pieces in flight.

Every measured frame is drawn in full (the loop would skip frames at rest). A
frame's time is the CPU time its thread used (`time.thread_time`), so other
programs competing for the cores do not inflate it; on an unloaded machine it is
the wall time of the frame. Run under SDL_VIDEODRIVER=dummy the figures leave
out the cost of showing the frame on a real screen.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

import pygame

from tabletop.app import App
from tabletop.bench.scenarios import (
    SIZE,
    mid_game_match,
    open_table,
    post_mouse,
    seat_bots,
    viewer_move,
)
from tabletop.games.registry import GAME_IDS
from tabletop.language import N_, _
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.host.drag import DragController

FRAMES = 300
WARM_UP = 30
DT = 1 / 60
KINDS = (N_("mid-game"), N_("dragging"), N_("in flight"))  # keys, translated when printed
MAX_UNMEASURED = 20_000  # frames waited for computer players between animations


@dataclass(frozen=True)
class FrameTimes:
    frames: int
    p50: float  # milliseconds
    p95: float
    max: float

    def __str__(self) -> str:
        if not self.frames:
            return "n/a"
        return f"{self.p50:.2f} / {self.p95:.2f} / {self.max:.2f}"


def summarise(times: list[float]) -> FrameTimes:
    if not times:
        return FrameTimes(0, math.nan, math.nan, math.nan)
    ordered = sorted(times)
    return FrameTimes(
        len(ordered), ordered[len(ordered) // 2], ordered[int(len(ordered) * 0.95)], ordered[-1]
    )


def timed_frame(app: App) -> float:
    """One full frame (drawn even at rest), in milliseconds of CPU time."""
    app.ctx.stack.request_redraw()
    start = time.thread_time()
    app.step(DT)
    return (time.thread_time() - start) * 1000


def _settle(app: App, frames: int = WARM_UP) -> None:
    for _step in range(frames):
        app.step(DT)


def mid_game(app: App, game_id: str) -> FrameTimes:
    open_table(app, mid_game_match(game_id))
    _settle(app)
    return summarise([timed_frame(app) for _ in range(FRAMES)])


def _draggable(scene: TableScene) -> tuple[DragController, pygame.Vector2] | None:
    """The view's drag controller and where a piece the viewer may pick up is on screen."""
    drag = getattr(scene.view, "drag", None)
    if not isinstance(drag, DragController):
        return None
    for item in reversed(drag.items()):
        if item.draggable and item.visible:
            return drag, item.screen_pos + item.draw_offset()
    return None


def _next_decision(app: App, scene: TableScene) -> bool:
    """Run frames until the viewer has a decision again; False if the game ended first."""
    for _step in range(MAX_UNMEASURED):
        if app.ctx.stack.top is not scene:
            return False
        if not scene.animator.busy and 0 in scene.match.to_act():
            return True
        app.step(DT)
    return False


def dragging(app: App, game_id: str) -> FrameTimes:
    """A piece held and moved in a circle, one pointer move a frame."""
    match = mid_game_match(game_id)
    scene = open_table(app, match)
    bots = seat_bots(game_id, match.setup)
    _settle(app)
    found = _draggable(scene)
    for _step in range(40):
        if found is not None or not _next_decision(app, scene):
            break
        viewer_move(scene, bots[0])
        if _next_decision(app, scene):
            _settle(app)
            found = _draggable(scene)
    if found is None:
        return summarise([])
    drag, start = found
    press = (round(start.x), round(start.y))
    post_mouse(pygame.MOUSEMOTION, press, 0)
    post_mouse(pygame.MOUSEBUTTONDOWN, press)
    post_mouse(pygame.MOUSEMOTION, (press[0], press[1] - 20))
    _settle(app, 2)
    if drag.dragging is None:
        return summarise([])
    centre = pygame.Vector2(press[0], press[1] - 140)
    times = []
    for frame in range(FRAMES):
        point = centre + pygame.Vector2(90, 0).rotate(frame * 6)
        pointer = (round(point.x), round(point.y))
        post_mouse(pygame.MOUSEMOTION, pointer)
        times.append(timed_frame(app))
    drag.cancel()
    return summarise(times)


def opening(app: App, game_id: str) -> float:
    """The table's first frame, in ms: it composes the still board, the cloth and the log once."""
    open_table(app, mid_game_match(game_id))
    return timed_frame(app)


def in_flight(app: App, game_id: str) -> FrameTimes:
    """Frames while cards, cars or dice move: the viewer's moves (by a bot) and the others'.

    The table's first frame is left out (it is `opening`'s figure), so the maximum is of frames
    that move pieces.
    """
    match = mid_game_match(game_id)
    scene = open_table(app, match)
    bots = seat_bots(game_id, match.setup)
    app.step(DT)
    times: list[float] = []
    for _step in range(MAX_UNMEASURED):
        if len(times) >= FRAMES or app.ctx.stack.top is not scene:
            break
        if scene.animator.busy:
            times.append(timed_frame(app))
        elif 0 in scene.match.to_act():
            viewer_move(scene, bots[0])
        else:
            app.step(DT)
    return summarise(times)


@dataclass(frozen=True)
class GameFrames:
    kinds: dict[str, FrameTimes]  # by KINDS
    opening: float  # ms, the table's first frame


def bench_frames(games: tuple[str, ...] = GAME_IDS) -> dict[str, GameFrames]:
    app = App(SIZE)
    try:
        return {
            game: GameFrames(
                {"mid-game": mid_game(app, game), "dragging": dragging(app, game),
                 "in flight": in_flight(app, game)},
                opening(app, game),
            )
            for game in games
        }
    finally:
        pygame.quit()


def print_frames(figures: dict[str, GameFrames]) -> None:
    heading = _("Table frame time (CPU), ms p50 / p95 / max, {width}x{height}, up to {frames} frames each,"
                " and the table's first frame:")
    print(heading.format(width=SIZE[0], height=SIZE[1], frames=FRAMES))
    game_word, headings = _("game"), [_(kind) for kind in KINDS]
    print(f"  {game_word:<12} " + " ".join(f"{heading:<22}" for heading in headings) + _("opening"))
    for game, rows in figures.items():
        kinds = " ".join(f"{rows.kinds[kind]!s:<22}" for kind in KINDS)
        print(f"  {game:<12} {kinds}{rows.opening:.2f}")
