"""Continue and Load open the table on a stage under way: framed as the play had it, not closer in
and cut at the road area's edge (the board jumped at 1280 x 720 between the save and Continue)."""

from __future__ import annotations

import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup
from tabletop.games.simulate import make_bot
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.play.mindcycling.test_table_mindcycling import rules_of, start, view_of
from tests.scenes.tables import push_table

SEATS = (SeatSetup("Anna", False, "red"), SeatSetup("Bea", False, "white"), SeatSetup("Carl", True, "purple"))


def played(driver: Driver, moves: int) -> TableScene:
    """A stage played on the table, the people's moves by a bot, until `moves` are made and a
    person is to ride."""
    scene = start(driver, SEATS, seed=5)
    rules = rules_of(scene)
    bots = [make_bot("mindcycling", "game", 7 + seat, players=3) for seat in range(3)]
    frames = 0
    while len(scene.match.steps) < moves or scene.animator.busy or 2 in scene.match.to_act():
        frames += 1
        assert frames < 20000
        state = scene.match.state
        if not scene.animator.busy and scene.match.to_act() and scene.match.to_act()[0] != 2:
            seat = scene.match.to_act()[0]
            scene.propose(bots[seat].choose(rules, rules.view(state, seat), seat))
        driver.frames(1)
    return scene


@pytest.mark.parametrize("moves", [6, 12, 18])
def test_the_table_opened_again_frames_the_stage_as_the_play_did(make_app: type[App], moves: int) -> None:
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    scene = played(driver, moves)
    left = view_of(scene).camera.look()
    again = Driver(make_app((1280, 720)))
    again.frames(1)
    reopened = push_table(again, scene.match)
    again.settle(reopened.animator)
    assert view_of(reopened).camera.look() == left
