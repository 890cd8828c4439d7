"""MCS's still board in the table backdrop: drawn once while it holds still, never stale.

Every frame checked here is compared with the same frame drawn from scratch (a
fresh backdrop and nothing taken as still): zooming, panning, a new window size,
hovering, dragging, the riders riding and every change of state must show at once.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.bench.scenarios import mid_game_match, open_table, seat_bots, viewer_move
from tabletop.games.mcs.view import McsView, drawing
from tabletop.games.mcs.view.still_layers import StillLayers
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.machinery.backdrop import Backdrop
from tabletop.table.pieces.sprite import Highlight
from tests.scenes.driver import Driver


@pytest.fixture
def ovals(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[float]]:
    """The zoom of every oval the view paints."""
    painted: list[float] = []
    real = drawing.draw_oval

    def counted(surface: pygame.Surface, to_screen: object, zoom: float) -> None:
        painted.append(zoom)
        real(surface, to_screen, zoom)  # type: ignore[arg-type]

    monkeypatch.setattr(drawing, "draw_oval", counted)
    yield painted


def table(driver: Driver, actions: int = 30) -> TableScene:
    scene = open_table(driver.app, mid_game_match("mcs", seed=11, actions=actions))
    settle(driver, scene)
    return scene


def view_of(scene: TableScene) -> McsView:
    assert isinstance(scene.view, McsView)
    return scene.view


def settle(driver: Driver, scene: TableScene) -> None:
    driver.settle(scene.animator)
    frame(driver, 20)


def frame(driver: Driver, count: int = 1) -> None:
    """Frames drawn in full, as if something moved in each."""
    for _ in range(count):
        driver.app.ctx.stack.request_redraw()
        driver.frames(1)


def shown(driver: Driver) -> bytes:
    return pygame.image.tobytes(driver.app.screen, "RGB")


def from_scratch(driver: Driver, scene: TableScene) -> bytes:
    """This frame drawn again with nothing cached: a fresh backdrop, no layer taken as still."""
    view = view_of(scene)
    still, backdrop = view._still, scene.backdrop
    view._still, scene.backdrop = StillLayers(), Backdrop()
    try:
        surface = driver.app.screen.copy()
        surface.fill((255, 0, 255))
        driver.app.draw(surface)
    finally:
        view._still, scene.backdrop = still, backdrop
    return pygame.image.tobytes(surface, "RGB")


def assert_fresh(driver: Driver, scene: TableScene, count: int = 1) -> None:
    for index in range(count):
        frame(driver)
        assert shown(driver) == from_scratch(driver, scene), f"frame {index}: the table shows a stale picture"


def test_the_oval_is_painted_once_while_the_table_holds_still(driver: Driver, ovals: list[float]) -> None:
    scene = table(driver)
    ovals.clear()
    frame(driver, 30)
    assert len(ovals) <= 1, "the still oval is painted again and again"
    assert_fresh(driver, scene)


def test_zoom_pan_and_a_new_window_size_repaint_the_oval(driver: Driver, ovals: list[float]) -> None:
    scene = table(driver)
    before = shown(driver)
    zoom = scene.camera.zoom
    ovals.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 300), rel=(0, 0), buttons=(0, 0, 0)))
    driver.wheel(2)
    frame(driver, 3)
    assert scene.camera.zoom != zoom
    assert ovals and ovals[-1] == scene.camera.zoom, "zooming did not repaint the oval"
    assert_fresh(driver, scene, 3)
    assert shown(driver) != before

    before = shown(driver)
    panned = scene.camera.origin.copy()
    driver.drag(pygame.Vector2(40, 250), pygame.Vector2(140, 300))
    assert scene.camera.origin != panned
    assert_fresh(driver, scene, 3)
    assert shown(driver) != before

    for size in ((1100, 760), (1280, 720)):
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        assert_fresh(driver, scene, 3)
        assert view_of(scene).hand_area.bottom == size[1]


def test_hovering_and_dragging_a_card_show_at_once(driver: Driver) -> None:
    scene = table(driver)
    view = view_of(scene)
    card = next(c for c in view.fan.draw_order() if view.legal_targets(c))  # one he may play now
    point = (round(card.screen_pos.x), round(card.screen_pos.y))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    assert_fresh(driver, scene, 12)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1, touch=False))
    for step in range(1, 8):
        moved = (point[0], point[1] - 30 * step)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=moved, rel=(0, -30), buttons=(1, 0, 0)))
        assert_fresh(driver, scene)
    assert view.drag.dragging is not None
    assert view.play_zone.highlight is not None, "the infield is not lit for the held card"
    view.drag.cancel()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1, touch=False))
    assert_fresh(driver, scene, 30)


def test_a_rider_card_clicked_at_the_gate_lights_at_once(driver: Driver) -> None:
    scene = table(driver, actions=0)
    view = view_of(scene)
    assert view.state is not None and view.state.phase == "gate"
    frame(driver, 3)
    value, card = next((v, c) for v, c in view.rider_cards.items() if c.highlight is Highlight.LEGAL)
    driver.click_at(card.screen_pos)
    assert card.highlight is Highlight.SELECTED
    assert_fresh(driver, scene)
    driver.click_at(card.screen_pos)
    assert card.highlight is Highlight.LEGAL and value not in view.chosen.values()
    assert_fresh(driver, scene)


def test_every_frame_of_a_stretch_of_play_matches_a_fresh_drawing(driver: Driver) -> None:
    """Riders ride, lap cards turn, cards fly, charges and bends are laid, states change the board."""
    scene = table(driver, actions=6)
    bots = seat_bots("mcs", scene.match.setup)
    steps, checked = len(scene.match.steps), 0
    for index in range(1200):
        if driver.top is not scene or checked >= 160:
            break
        if not scene.animator.busy and 0 in scene.match.to_act():
            viewer_move(scene, bots[0])
        if index % (3 if scene.animator.busy else 10) == 0:
            assert_fresh(driver, scene)
            checked += 1
        else:
            frame(driver)
    assert checked >= 160 and len(scene.match.steps) >= steps + 6, "the stretch of play was cut short"


def test_the_match_card_covers_the_table_and_closes(driver: Driver) -> None:
    scene = table(driver)
    driver.key(pygame.K_m)
    assert view_of(scene).show_match_card
    assert_fresh(driver, scene, 2)
    driver.key(pygame.K_m)
    assert not view_of(scene).show_match_card
    assert_fresh(driver, scene, 2)
