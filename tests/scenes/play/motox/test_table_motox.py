"""MotoX played through the real table scene, by posting mouse events: building and a whole race."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.bench.scenarios import mid_game_match
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.motox.actions import Kickstart, Move, Pass, PlaceCoin, PlaceTile, Roll
from tabletop.games.motox.state import BUILD, DECIDE, MOVE, ORDER, OVER, PAWNS
from tabletop.games.motox.track_layout import layout_of
from tabletop.games.motox.view import MotoXView
from tabletop.games.motox.view.camera import MIN_TILE
from tabletop.games.motox.view.layout import TILE
from tabletop.games.motox.view.sprites import ChoiceButton, Zone
from tabletop.games.registry import rules_for
from tabletop.scenes.play.results import ResultsScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.machinery.text import fit_font, font
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table

TRIO = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "blue"), SeatSetup("Cleo", False, "green"))
SHORT = [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2)]


def start(driver: Driver, track: dict[str, object] | None = None, seed: int = 4) -> TableScene:
    options = {"track": "chosen"} if track is not None else {}
    scene = push_table(driver, Match(rules_for("motox"), Setup(TRIO, options, track), seed))
    scene.animator.speed = 4.0  # the same animations, played faster
    return scene


def view_of(scene: TableScene) -> MotoXView:
    assert isinstance(scene.view, MotoXView)
    return scene.view


def click_button(driver: Driver, scene: TableScene, prefix: str) -> None:
    button = next(b for b in view_of(scene).pieces.buttons if b.text.startswith(prefix))
    driver.click_at(button.screen_pos)
    driver.settle(scene.animator)


def roll_for_first(driver: Driver, scene: TableScene) -> None:
    for _ in range(30):
        if scene.match.state.phase != ORDER:
            return
        click_button(driver, scene, "Roll for first")
    raise AssertionError("no first player")


def short_track() -> dict[str, object]:
    faces = [f.id for f in rules_for("motox").parts.tiles]  # type: ignore[attr-defined]
    return layout_of("Short", [(faces[i], cell, 2 if i == 1 else 0) for i, cell in enumerate(SHORT)])


def take_turn(driver: Driver, scene: TableScene) -> None:
    """Whoever is to act does the first thing on offer, through the table only."""
    state = scene.match.state
    pieces = view_of(scene).pieces
    if state.phase in (ORDER, DECIDE):
        kick = any(b.text == "Kick-start" for b in pieces.buttons)
        click_button(driver, scene, "Kick-start" if kick else "")
        return
    if state.phase == PAWNS:
        assert pieces.stock_pawn is not None
        driver.drag(pieces.stock_pawn.screen_pos, pieces.zones[0].screen_pos)
        driver.settle(scene.animator)
        return
    assert state.phase == MOVE
    wipes = [z for z in pieces.zones if z.wipe]
    if wipes:
        driver.click_at(wipes[0].screen_pos)
    elif pieces.chosen is None and any(d.highlight for d in pieces.dice):
        die = max((d for d in pieces.dice[: pieces.dice_shown] if d.highlight), key=lambda d: d.value)
        driver.click_at(die.screen_pos)
        return
    elif pieces.zones:
        pawn = pieces.pawns[pieces.viewer or 0]
        driver.drag(pawn.screen_pos, pieces.zones[-1].screen_pos)
    else:
        click_button(driver, scene, "Don't move")
        return
    driver.settle(scene.animator)


def test_building_by_dragging_tiles_and_coins(driver: Driver) -> None:
    scene = start(driver)
    assert driver.top is scene  # no secrets: no hand-off screen
    roll_for_first(driver, scene)
    state = scene.match.state
    assert state.phase == BUILD
    pieces = view_of(scene).pieces
    for count in range(1, 4):
        assert pieces.stock_tile is not None and [z.kind for z in pieces.zones].count("cell") >= 1
        driver.drag(pieces.stock_tile.screen_pos, pieces.zones[0].screen_pos)
        driver.settle(scene.animator)
        assert len(state.tiles) == count
    assert isinstance(scene.match.steps[-1].action, PlaceTile)
    # A tile dropped on the dice tray snaps back: nothing changes.
    assert pieces.stock_tile is not None and pieces.areas is not None
    steps = len(scene.match.steps)
    driver.drag(pieces.stock_tile.screen_pos, pygame.Vector2(pieces.areas.tray.center))
    driver.settle(scene.animator)
    assert len(state.tiles) == 3 and len(scene.match.steps) == steps
    # The middle tile is a straight: its edge is lit for a coin, and a click lays one.
    ramp = next(z for z in pieces.zones if z.kind == "ramp")
    driver.click_at(ramp.screen_pos)
    driver.settle(scene.animator)
    assert isinstance(scene.match.steps[-1].action, PlaceCoin) and state.tiles[1].ramp == 1


def test_a_whole_race_through_the_table_on_a_saved_track(driver: Driver) -> None:
    scene = start(driver, short_track())
    roll_for_first(driver, scene)
    assert scene.match.state.phase == PAWNS and len(scene.match.state.tiles) == 5
    for _ in range(400):
        if scene.match.state.phase == OVER:
            break
        take_turn(driver, scene)
    state = scene.match.state
    assert state.phase == OVER and state.winner is not None
    moves = [s.action for s in scene.match.steps if isinstance(s.action, Move)]
    assert moves, "the bikes rode by drags"
    log = " ".join(entry.text for entry in scene.log.entries)
    assert "wins!" in log and "rolls" in log
    for _ in range(400):
        driver.frames(1)
        if isinstance(driver.top, ResultsScene):
            break
    assert isinstance(driver.top, ResultsScene)


def open_mid_game(driver: Driver, actions: int) -> TableScene:
    match = mid_game_match("motox", actions=actions)
    scene = push_table(driver, match)
    driver.settle(scene.animator)
    return scene


def next_tile_places(view: MotoXView) -> list[Zone]:
    places = [zone for zone in view.pieces.zones if zone.kind == "cell"]
    assert places
    return places


def on_screen_tile(view: MotoXView) -> int:
    return view.camera.world_rect_to_screen(pygame.Rect(0, 0, TILE, TILE)).width


def test_the_lit_places_stay_in_sight_and_tiles_readable_on_a_long_track(driver: Driver) -> None:
    # 30 actions in the track is still being built, at 42 the pawns line up on its first tile,
    # at 55 the race is on: each time too long to show whole at a readable size.
    for actions, phase in ((30, BUILD), (42, PAWNS), (55, MOVE)):
        scene = open_mid_game(driver, actions)
        view = view_of(scene)
        assert scene.match.state.phase == phase
        # Ramp edges lie all along the track: they come into sight when a coin is picked up.
        lit = [z for z in view.pieces.zones if z.kind != "ramp"] or [view.pieces.pawns[0]]
        whole = view._track_bounds()
        readable = whole.scale_by(MIN_TILE / TILE)
        assert readable.height > view.table.height or readable.width > view.table.width
        assert on_screen_tile(view) >= MIN_TILE, actions
        for zone in lit:
            assert view.table.contains(zone.screen_rect()), (actions, zone.payload)
        driver.app.ctx.stack.pop()
        driver.frames(2)


def test_picking_up_a_building_coin_brings_every_lit_ramp_edge_into_sight(driver: Driver) -> None:
    scene = open_mid_game(driver, 30)
    view = view_of(scene)
    pieces = view.pieces
    ramps = [z for z in pieces.zones if z.kind == "ramp"]
    assert ramps and not all(view.table.contains(z.screen_rect()) for z in ramps)
    assert pieces.stock_coin is not None
    driver.click_at(pieces.stock_coin.screen_pos)  # picked up (selected), not yet dropped
    assert all(view.table.contains(z.screen_rect()) for z in ramps)


def test_the_player_pans_and_zooms_and_the_view_stays_while_the_lit_places_show(driver: Driver) -> None:
    scene = open_mid_game(driver, 30)
    view = view_of(scene)
    before = on_screen_tile(view)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=view.table.center, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)  # the wheel zooms about the pointer
    driver.wheel(-1)
    assert on_screen_tile(view) < before  # zoomed out
    empty = pygame.Vector2(view.table.left + 30, view.table.bottom - 30)
    driver.drag(empty, empty + pygame.Vector2(20, -10))
    look = view.camera.look()
    # A bot's move re-shows the table: the player's view stays, the lit places being in it.
    scene._refresh()
    assert view.camera.look() == look
    assert all(view.table.contains(zone.screen_rect()) for zone in next_tile_places(view))
    # Panned far away, the lit places out of sight: the next showing brings them back.
    view.camera.pan(5000, 0)
    scene._refresh()
    assert all(view.table.contains(zone.screen_rect()) for zone in next_tile_places(view))


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_kick_start_choices_read_in_order_and_stay_legible(
    make_app: type[App], size: tuple[int, int]
) -> None:
    driver = Driver(make_app(size))
    driver.frames(1)
    match = mid_game_match("motox", actions=56)
    state = match.state
    me = state.bikes[0]
    leader = max(state.bikes, key=lambda b: state.course().progress(b.space))
    me.space, leader.space = leader.space, me.space  # first place: one die, three coins to add
    me.wiped, me.coins = True, 3
    scene = push_table(driver, match)
    buttons = sorted(view_of(scene).pieces.buttons, key=lambda b: (b.screen_rect().y, b.screen_rect().x))
    payloads = [b.payload for b in buttons]
    assert payloads == [Roll(0), Roll(1), Roll(2), Roll(3), Kickstart(), Pass()]  # row by row
    for button in buttons:
        room = button.screen_rect().width - 12
        # Sizes in the table's font: 16 for the words, 13 for the price under them.
        assert fit_font(button.text, room, 22, min_size=1).get_height() >= font(16).get_height(), button.text
        if isinstance(button, ChoiceButton) and button.note:
            assert fit_font(button.note, room, 17, min_size=1).get_height() >= font(13).get_height()
