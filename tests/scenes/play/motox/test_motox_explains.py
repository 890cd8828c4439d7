"""MotoX's table explains itself: tooltips on its tiles, ramps, pawns, dice, coins and lit places,
the banner's "?" on the rule of the moment, and the gold ring round the viewer's pawn."""

from __future__ import annotations

from tabletop.games.motox.explain import RULE_BUILDING, RULE_TURN
from tabletop.games.motox.state import BUILD, DECIDE, MOVE, PAWNS
from tabletop.games.motox.view.layout import ramp_point, tile_centre
from tabletop.scenes.play.table_scene import TableScene
from tabletop.sprite_factory.palette import GOLD
from tabletop.table.pieces.you_marker import you_marker_rect
from tests.scenes.driver import Driver
from tests.scenes.play.motox.test_table_motox import roll_for_first, short_track, start, take_turn, view_of
from tests.scenes.play.test_table_explains import hover


def to_phase(driver: Driver, scene: TableScene, phase: str, limit: int = 60) -> None:
    for _ in range(limit):
        if scene.match.state.phase == phase:
            return
        take_turn(driver, scene)
    raise AssertionError(f"never reached {phase}")


def test_building_pieces_and_lit_places_explain_themselves(driver: Driver) -> None:
    scene = start(driver)
    pieces = view_of(scene).pieces
    roll = next(b for b in pieces.buttons if b.text.startswith("Roll for first"))
    assert "the highest roll lays the starting tile" in hover(driver, scene, roll.screen_pos)
    roll_for_first(driver, scene)
    state = scene.match.state
    assert state.phase == BUILD and scene.banner.rule == RULE_BUILDING
    assert pieces.stock_tile is not None and pieces.stock_coin is not None
    assert "Your next tile" in hover(driver, scene, pieces.stock_tile.screen_pos)
    assert "jump ramp" in hover(driver, scene, pieces.stock_coin.screen_pos)
    cell = next(z for z in pieces.zones if z.kind == "cell")
    assert "drop your tile here" in hover(driver, scene, cell.screen_pos)
    for _ in range(3):
        assert pieces.stock_tile is not None
        place = next(z for z in pieces.zones if z.kind == "cell")
        driver.drag(pieces.stock_tile.screen_pos, place.screen_pos)
        driver.settle(scene.animator)
    first = scene.camera.world_to_screen(tile_centre(state.tiles[0].cell))
    assert "The starting tile" in hover(driver, scene, first)
    ramp = next(z for z in pieces.zones if z.kind == "ramp")
    assert "raise this edge's ramp to height 1" in hover(driver, scene, ramp.screen_pos)


def test_racing_pieces_explain_themselves(driver: Driver) -> None:
    scene = start(driver, short_track())
    roll_for_first(driver, scene)
    to_phase(driver, scene, PAWNS)
    pieces = view_of(scene).pieces
    assert pieces.stock_pawn is not None
    assert "starting tile" in hover(driver, scene, pieces.stock_pawn.screen_pos)
    to_phase(driver, scene, DECIDE)
    state = scene.match.state
    assert scene.banner.rule == RULE_TURN
    viewer = scene.viewer
    assert viewer is not None
    text = hover(driver, scene, pieces.pawns[viewer].screen_pos)
    rank = scene.rules.race_ranks(state)[viewer]  # type: ignore[attr-defined]
    assert text.startswith("Your bike") and f"in the race, {state.bikes[viewer].coins} coins" in text
    assert str(rank) in text
    course = state.course()
    centre, _ = ramp_point(course, 1)
    assert "jump ramp of height 2" in hover(driver, scene, scene.camera.world_to_screen(centre))
    last = scene.camera.world_to_screen(tile_centre(state.tiles[-1].cell))
    assert "The finish tile" in hover(driver, scene, last)
    roll = next(b for b in pieces.buttons if b.text.startswith("Roll"))
    assert "the more dice you roll" in hover(driver, scene, roll.screen_pos)
    assert pieces.areas is not None
    assert "Your coins" in hover(driver, scene, (pieces.areas.stock.x + 8, pieces.areas.stock.centery))
    driver.click_at(roll.screen_pos)
    driver.settle(scene.animator)
    to_phase(driver, scene, MOVE)  # a roll of nulls only moves nobody
    assert pieces.dice_shown
    for die in pieces.dice[: pieces.dice_shown]:
        words = {0: "A null", 1: "An ace"}.get(die.value, f"A {die.value}")
        assert hover(driver, scene, die.screen_pos).startswith(words)
    usable = next(d for d in pieces.dice[: pieces.dice_shown] if d.highlight is not None)
    driver.click_at(usable.screen_pos)
    lit = next(z for z in pieces.zones if z.kind == "space")
    assert f"ride {usable.value} to here" in hover(driver, scene, lit.screen_pos)


def test_the_viewer_s_pawn_is_ringed(driver: Driver) -> None:
    scene = start(driver, short_track())
    roll_for_first(driver, scene)
    to_phase(driver, scene, DECIDE)
    viewer = scene.viewer
    assert viewer is not None
    surface = driver.app.screen
    scene.draw(surface)
    marker = you_marker_rect(view_of(scene).pieces.pawns[viewer].screen_rect())
    assert tuple(surface.get_at((marker.x + 3, marker.centery)))[:3] == GOLD
