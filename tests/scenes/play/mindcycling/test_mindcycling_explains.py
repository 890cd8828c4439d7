"""Mind Cycling's table explains itself: tooltips on its riders, spaces, buttons and medal board,
the banner's "?" on the rule of moving, and the gold ring round the viewer's rider to move."""

from __future__ import annotations

import pygame

from tabletop.engine.contract import SeatSetup
from tabletop.games.mindcycling.explain import RULE_MOVING
from tabletop.games.mindcycling.view.layout import CARD_HEIGHT
from tabletop.games.mindcycling.view.table_view import MindCyclingView
from tabletop.scenes.pages.rules_help import RulesHelpScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.sprite_factory.palette import GOLD
from tabletop.table.pieces.you_marker import you_marker_rect
from tests.scenes.driver import Driver
from tests.scenes.play.mindcycling.test_table_mindcycling import place
from tests.scenes.play.test_table_explains import hover
from tests.scenes.tables import start_table

PAIR = (SeatSetup("Anna", False, "green"), SeatSetup("Bob", False, "blue"))


def start(driver: Driver) -> tuple[TableScene, MindCyclingView]:
    scene = start_table(driver, "mindcycling", PAIR, 3)
    assert isinstance(scene.view, MindCyclingView)
    return scene, scene.view


def on_road(view: MindCyclingView, spaces: frozenset[str]) -> str:
    """The first of `spaces`, in a fixed order, that shows on the road (not under the side panel)."""
    road = view._road_area()
    return next(space for space in sorted(spaces) if road.collidepoint(view.zones[space].screen_pos))


def test_hovering_riders_spaces_and_the_board_says_what_they_are_now(driver: Driver) -> None:
    scene, view = start(driver)
    state = scene.match.state
    rider = state.active()
    assert rider is not None and rider.team == scene.viewer
    text = hover(driver, scene, view.riders[rider.id].screen_pos)
    role = scene.rules.parts.roles[rider.role].name.lower()
    assert rider.name in text and role in text and "your team" in text
    assert "Its turn now: up to" in text and "Drag it to a lit space" in text
    other = next(r for r in state.riders if r.team != rider.team)
    text = hover(driver, scene, view.riders[other.id].screen_pos)
    assert "Bob's team" in text and "Still to ride this turn" in text
    lit = next(s for s, zone in view.zones.items() if zone.highlight is not None)
    assert "Lit: drop the rider here for a normal move" in hover(driver, scene, view.zones[lit].screen_pos)
    # The camera follows the rider to move; the player zooms out to see the whole stage.
    view.camera.fit(view._geometry().bounds)
    feed = on_road(view, state.course.feed)
    assert "Feed zone" in hover(driver, scene, view.zones[feed].screen_pos)
    rock = on_road(view, state.course.rocks)
    text = hover(driver, scene, view.zones[rock].screen_pos)
    assert "A rock" in text and "mountain climb" in text
    assert "medal board" in hover(driver, scene, view.board.center)
    card = pygame.Rect(view.panel.x, view.panel.y, view.panel.width, CARD_HEIGHT)
    assert f"{rider.name} rides now" in hover(driver, scene, card.center)


def test_a_fatigued_domestic_and_its_buttons_explain_themselves(driver: Driver) -> None:
    scene, view = start(driver)
    state = scene.match.state
    # Domestic 1 leads alone on the flat; domestic 2 sits straight behind it without a bottle.
    place(scene, {1: "10.1", 2: "9.1"})
    state.riders[2].bottle = False
    scene._refresh(rebuild_log=True)
    assert state.active() is state.riders[1]
    titles = {button.title: button for button in view.buttons}
    assert "Give the bottle" in titles and "Attack" in titles
    assert "teammate straight behind" in hover(driver, scene, titles["Give the bottle"].screen_pos)
    assert "three spaces past" in hover(driver, scene, titles["Attack"].screen_pos)
    text = hover(driver, scene, view.riders[1].screen_pos)
    assert "into the wind" in text and "give its bottle to" in text
    assert "fatigued, one space shorter" in hover(driver, scene, view.riders[2].screen_pos)


def test_the_banner_question_mark_opens_the_rule_of_moving(driver: Driver) -> None:
    scene, _ = start(driver)
    assert scene.banner.rule == RULE_MOVING
    button = scene.banner.help_rect()
    assert button is not None
    driver.click(button.center)
    top = driver.top
    assert isinstance(top, RulesHelpScene)
    document = top._document()
    assert document is not None and document.heading_y(RULE_MOVING)


def test_the_rider_to_move_is_ringed(driver: Driver) -> None:
    scene, view = start(driver)
    rider = scene.match.state.active()
    assert rider is not None
    surface = driver.app.screen
    scene.draw(surface)
    marker = you_marker_rect(view.riders[rider.id].screen_rect())
    assert tuple(surface.get_at((marker.x + 3, marker.centery)))[:3] == GOLD
