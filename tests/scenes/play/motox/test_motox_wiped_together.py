"""Two bikes wiped out from one space: both lie beside it, apart, and each one's tooltip
names the bike under the pointer."""

from __future__ import annotations

from tabletop.engine.match import Match
from tabletop.games.motox.view.drawing import _lying_on_start, start_tag_box
from tabletop.games.motox.view.layout import PAWN, start_tag_sides, tile_rect
from tabletop.language import _
from tabletop.sprite_factory.palette import PAPER
from tabletop.table.machinery.text import text_image
from tests.games.motox.helpers import STRAIGHT, layout, race, setup
from tests.scenes.driver import Driver
from tests.scenes.play.motox.test_table_motox import view_of
from tests.scenes.play.test_table_explains import hover
from tests.scenes.tables import push_table


def test_bikes_wiped_out_from_one_space_lie_apart_and_each_names_itself(driver: Driver) -> None:
    rules, state = race([(4, 0), (4, 0), (1, 1)], wiped=(0, 1), turn=2)
    scene = push_table(driver, Match(rules, setup(3, layout(STRAIGHT)), 1, state=state))
    pawns = view_of(scene).pieces.pawns
    ann, ben = pawns[0], pawns[1]
    assert ann.visible and ben.visible
    assert ann.screen_pos.distance_to(ben.screen_pos) >= PAWN * scene.camera.zoom
    assert "Ann's bike" in hover(driver, scene, ann.screen_pos)
    assert "Ben's bike" in hover(driver, scene, ben.screen_pos)


def test_a_wiped_out_bike_s_cross_has_a_dark_edge_to_read_on_a_red_bike(driver: Driver) -> None:
    """The red cross alone was lost on a red bike."""
    rules, state = race([(4, 0), (1, 1), (2, 0)], wiped=(0,), turn=1)
    scene = push_table(driver, Match(rules, setup(3, layout(STRAIGHT)), 1, state=state))
    driver.frames(2)
    centre = view_of(scene).pieces.pawns[0].screen_pos
    reach = max(6, round(10 * scene.camera.zoom))
    screen = driver.app.screen
    # The bike's own red, beside the cross (the table may be dimmed under a hand-off cover).
    fill = sum(screen.get_at((round(centre.x) + reach + 4, round(centre.y)))[:3])
    # Inside the cross's square, on a red bike, only the cross's edge is much darker.
    dark = sum(
        1
        for x in range(round(centre.x) - reach, round(centre.x) + reach + 1)
        for y in range(round(centre.y) - reach, round(centre.y) + reach + 1)
        if sum(screen.get_at((x, y))[:3]) < fill / 2
    )
    assert dark >= 4 * reach, (dark, fill)


def test_a_bike_wiped_out_beside_the_start_leaves_the_start_tag_in_sight(driver: Driver) -> None:
    """Wiped out from the start tile's top lane, a bike lies across its top edge, where the START
    tag stood: the tag goes to a side the bike leaves free."""
    rules, state = race([(1, 0), (3, 1), (5, 0)], wiped=(0,), turn=1)
    scene = push_table(driver, Match(rules, setup(3, layout(STRAIGHT)), 1, state=state))
    driver.settle(scene.animator)
    view = view_of(scene)
    shown = scene.match.state
    first = scene.camera.world_rect_to_screen(tile_rect(shown.tiles[0].cell))
    label = text_image(_("START"), max(12, round(20 * scene.camera.zoom)), PAPER, bold=True).get_rect()
    sides = start_tag_sides([t.cell for t in shown.tiles])
    lying = _lying_on_start(scene.camera, shown, shown.course())
    tag = start_tag_box(label, first, sides, view.table, lying).inflate(8, 2)
    assert lying == [view.pieces.pawns[0].screen_rect()]
    assert view.table.contains(tag) and not tag.colliderect(view.pieces.pawns[0].screen_rect())
