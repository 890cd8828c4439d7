"""Mind Cycling's kept pictures (backdrop, card, medal board, buttons) never show a stale table.

Each test changes what the table shows through real events, then checks that the
frame drawn from the kept pictures is the frame drawn with all of them dropped.
"""

from __future__ import annotations

import pygame

from tabletop.engine.contract import SeatSetup
from tabletop.games.mindcycling.track_layout import FINISH
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.machinery import render_cache
from tests.scenes.driver import Driver
from tests.scenes.play.mindcycling.test_table_mindcycling import lit, place, start, view_of

ANNA = SeatSetup("Anna", False, "green")


def drawn(driver: Driver, scene: TableScene) -> bytes:
    surface = pygame.Surface(driver.app.ctx.size)
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def afresh(driver: Driver, scene: TableScene) -> bytes:
    """The same frame with every kept picture dropped, so each is drawn from scratch."""
    view = view_of(scene)
    scene.backdrop.forget()
    view._card.forget()
    view._board.forget()
    render_cache.release()
    return drawn(driver, scene)


def assert_fresh(driver: Driver, scene: TableScene, before: bytes) -> bytes:
    now = drawn(driver, scene)
    assert now != before, "the change should show on the table"
    assert now == afresh(driver, scene), "a kept picture is stale"
    return now


def test_the_course_follows_the_camera_through_zoom_and_pan(driver: Driver) -> None:
    scene = start(driver, (ANNA, SeatSetup("Bob", False, "blue")))
    before = drawn(driver, scene)
    centre = scene.camera.viewport.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    driver.wheel(1)
    zoomed = assert_fresh(driver, scene, before)
    origin = pygame.Vector2(scene.camera.origin)
    far = (centre[0] + 60, centre[1] + 40)
    middle = pygame.BUTTON_MIDDLE
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=middle, touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(60, 40), buttons=(0, 1, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=far, button=middle, touch=False))
    driver.frames(2)
    assert scene.camera.origin != origin
    assert_fresh(driver, scene, zoomed)


def test_lit_spaces_and_buttons_follow_the_attack_switch_and_the_pointer(driver: Driver) -> None:
    scene = start(driver, (ANNA,))
    place(scene, {1: "10.1", 2: "9.1"})
    driver.frames(1)
    view = view_of(scene)
    attack = next(b for b in view.buttons if b.title == "Attack")
    normal = lit(scene)
    before = drawn(driver, scene)
    centre = (round(attack.screen_pos.x), round(attack.screen_pos.y))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(1)
    assert attack.hovered
    hovered = assert_fresh(driver, scene, before)
    driver.click_at(attack.screen_pos)
    assert view.attack_mode and lit(scene) != normal
    assert_fresh(driver, scene, hovered)


def test_moves_and_medals_redraw_the_card_and_the_board(driver: Driver) -> None:
    driver.app.ctx.update_settings(animation_speed="instant")
    scene = start(driver, (ANNA, SeatSetup("Cpu", True, "blue")))
    state = scene.match.state
    view = view_of(scene)
    before = drawn(driver, scene)
    moves = 0
    for _ in range(400):
        if view.shown.medals and moves >= 3:
            break
        if scene.match.to_act() == (0,) and not scene.animator.busy:
            ends = lit(scene)
            target = FINISH if FINISH in ends else max(ends, key=state.course.row)
            driver.click_at(view.zones[target].screen_pos)
            driver.settle(scene.animator)
            before = assert_fresh(driver, scene, before)
            moves += 1
        driver.frames(2)
    assert view.shown.medals, "a medal should have been shown by now"
    assert drawn(driver, scene) == afresh(driver, scene)


def test_a_window_resize_lays_the_card_and_the_board_out_afresh(driver: Driver) -> None:
    scene = start(driver, (ANNA, SeatSetup("Bob", False, "blue")))
    view = view_of(scene)
    board = pygame.Rect(view.board)
    before = drawn(driver, scene)
    pygame.display.set_mode((1000, 640), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 640), w=1000, h=640))
    driver.frames(1)
    assert view.board != board
    resized = drawn(driver, scene)
    assert resized == afresh(driver, scene)
    assert driver.app.ctx.size == (1000, 640) and resized != before


def test_section_tags_of_short_sections_stand_apart(driver: Driver) -> None:
    """A section of one row has a tag wider than its road: the next section's tag moves along
    past it, never printed over it."""
    from tabletop.editor.game_link import EditorGame
    from tabletop.engine.track_design.document import Piece, TrackDocument
    from tabletop.games.mindcycling.track_layout import build_course
    from tabletop.games.mindcycling.view.art import section_tags
    from tabletop.games.mindcycling.view.layout import geometry_of

    doc = TrackDocument("mindcycling", "Short sections", (
        Piece("start", "3", 0, 0, 0), Piece("flat-8", "3", 1, 0, 0), Piece("mountain-1", "3", 2, 0, 0),
        Piece("sprint-1", "3", 3, 0, 0), Piece("flat-8", "3", 4, 0, 0), Piece("mountain-8", "3", 5, 0, 0),
        Piece("finish", "a", 6, 0, 0),
    ))
    layout, _owners = EditorGame("mindcycling").layout(doc)
    tags = [rect for _band, _text, rect in section_tags(geometry_of(build_course(layout)))]
    assert len(tags) == 6
    assert all(tag.collidelist(tags[index + 1:]) == -1 for index, tag in enumerate(tags))
