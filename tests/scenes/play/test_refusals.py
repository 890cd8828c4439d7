"""Every refused drop says why in the banner, and the places lit before stay lit: a piece
dropped on bare cloth or on a place it may not go, in MotoX, Nascard, MCS and Race Day
(Mind Cycling's are tested with its table)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.bench.scenarios import mid_game_match, open_table
from tabletop.games.motox.actions import PlaceTile
from tabletop.games.motox.track_model import tile_problem
from tabletop.games.motox.view import MotoXView
from tabletop.games.motox.view.layout import TILE
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.host.drag import DragController
from tabletop.table.pieces.sprite import TableSprite
from tests.scenes.driver import Driver


def opened(driver: Driver, game: str, actions: int) -> tuple[TableScene, DragController]:
    scene = open_table(driver.app, mid_game_match(game, actions=actions))
    driver.frames(3)
    driver.settle(scene.animator)
    drag = scene.view.drag
    assert isinstance(drag, DragController)
    return scene, drag


def bare_cloth(scene: TableScene, drag: DragController) -> pygame.Vector2:
    """A point of the board with no piece and no place on it."""
    board = scene.camera.viewport
    things = [*drag.items(), *drag.targets()]
    for y in range(board.top + 20, board.bottom - 20, 17):
        for x in range(board.left + 20, board.right - 20, 17):
            if not any(t.visible and t.screen_rect().inflate(40, 40).collidepoint(x, y) for t in things):
                return pygame.Vector2(x, y)
    raise AssertionError("no bare cloth on the board")


def piece(drag: DragController, kind: object = None) -> TableSprite:
    def kind_of(item: TableSprite) -> object:
        return item.payload[0] if isinstance(item.payload, tuple) else None

    found = [i for i in drag.items() if i.draggable and i.visible and kind in (None, kind_of(i))]
    assert found, "nothing to drag"
    # One that may go somewhere now, where there is one (an MCS card that cannot answer the
    # bend's top card has nowhere to go, and is refused for that).
    playable = [i for i in found if drag.legal_targets(i)]
    return (playable or found)[-1]


def drop_and_read(driver: Driver, scene: TableScene, drag: DragController, item: TableSprite,
                  end: pygame.Vector2) -> str:
    lit = [(t, t.highlight) for t in drag.targets()]
    steps = len(scene.match.steps)
    scene.banner.toast_text = ""
    driver.drag(item.screen_pos, end)
    driver.settle(scene.animator)
    assert len(scene.match.steps) == steps  # refused: nothing happened
    assert [(t, t.highlight) for t in drag.targets()] == lit  # the lit places stay lit
    assert scene.banner.toast_left > 0
    return scene.banner.toast_text


@pytest.mark.parametrize("game, actions", [("nascard", 30), ("mcs", 30), ("raceday", 30)])
def test_a_piece_dropped_on_bare_cloth_says_why(driver: Driver, game: str, actions: int) -> None:
    scene, drag = opened(driver, game, actions)
    assert scene.viewer in scene.match.to_act()
    said = drop_and_read(driver, scene, drag, piece(drag), bare_cloth(scene, drag))
    assert said == "Not there: it goes on one of the lit places."


def test_race_day_a_car_dropped_on_an_unlit_space_says_why(driver: Driver) -> None:
    scene, drag = opened(driver, "raceday", 30)
    car = piece(drag)
    lit = drag.legal_targets(car)
    unlit = next(
        t for t in drag.targets()
        if t not in lit and t.screen_rect().colliderect(scene.camera.viewport)
        and t.screen_pos.distance_to(car.screen_pos) > 60
        and not any(c.hit_test(t.screen_pos) for c in drag.items())
    )
    said = drop_and_read(driver, scene, drag, car, unlit.screen_pos)
    assert "lit space" in said


def test_motox_a_tile_or_coin_dropped_in_a_wrong_place_says_why(driver: Driver) -> None:
    scene, drag = opened(driver, "motox", 30)
    view = scene.view
    assert isinstance(view, MotoXView)
    tile = piece(drag, "tile")
    # Beside a tile laid earlier: the rules' reason, not a silent snap back.
    cells = [t.cell for t in scene.match.state.tiles]
    x, y = cells[-3]
    spot = view.camera.world_to_screen(((x - 0.5) * TILE, (y + 0.5) * TILE))
    assert view.table.collidepoint(spot)
    problem = tile_problem(cells, (x - 1, y))
    assert problem
    said = drop_and_read(driver, scene, drag, tile, spot)
    assert said == f"A tile cannot go there: {problem}."
    said = drop_and_read(driver, scene, drag, piece(drag, "coin"), bare_cloth(scene, drag))
    assert said.startswith("A coin goes under a lit edge")


def test_motox_a_pawn_dropped_off_the_lit_spaces_says_why(driver: Driver) -> None:
    scene, drag = opened(driver, "motox", 55)
    view = scene.view
    assert isinstance(view, MotoXView)
    pawn = view.pieces.pawns[0]
    # No number picked yet: the pawn cannot be dragged, the banner says to pick a die.
    assert view.pieces.chosen is None
    die = next(d for d in view.pieces.dice[: view.pieces.dice_shown] if d.highlight is not None)
    driver.click_at(die.screen_pos)
    said = drop_and_read(driver, scene, drag, pawn, bare_cloth(scene, drag))
    assert said.startswith(f"Ride exactly {die.value}, straight")


def test_motox_a_piece_dropped_on_someone_else_s_turn_says_whose_turn_it_is(driver: Driver) -> None:
    scene, drag = opened(driver, "motox", 30)
    view = scene.view
    assert isinstance(view, MotoXView)
    lay = next(a for a in scene.rules.legal_actions(scene.match.state, 0) if isinstance(a, PlaceTile))
    assert scene.propose(lay) is None
    driver.settle(scene.animator)
    waiting = scene.match.to_act()
    assert waiting and waiting[0] != 0  # a computer player builds now; the viewer's coins show
    coin = view.pieces.stock_coin
    assert coin is not None
    scene.banner.toast_text = ""
    driver.drag(coin.screen_pos, bare_cloth(scene, drag))
    builder = scene.match.setup.seats[scene.match.to_act()[0]].name
    assert scene.banner.toast_text == f"Not your turn: waiting for {builder}."
