"""Two bikes wiped out from one space: both lie beside it, apart, and each one's tooltip
names the bike under the pointer."""

from __future__ import annotations

from tabletop.engine.match import Match
from tabletop.games.motox.view.layout import PAWN
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
