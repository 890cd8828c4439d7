"""The buttons of a choice ("Don't charge", "No hold-off") go as soon as it is made, not once
the move it starts (a charge shown, the news of it) has played."""

from __future__ import annotations

import random

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mcs.actions import NoCharge, NoHoldOff
from tabletop.games.mcs.view import McsView
from tabletop.games.registry import rules_for
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.tables import at


def last_to_choose_on_a_straight() -> Match:
    """Anna is the last to choose on a straight: her choice reveals the charge."""
    rules = rules_for("mcs")
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "yellow"))
    match = Match(rules, Setup(seats, {"mode": "match"}), 0)
    pick = random.Random(1)
    while match.outcome() is None:
        waiting = match.to_act()
        seat = waiting[-1]  # Bob first where both choose
        legal = rules.legal_actions(match.state, seat)
        straight = waiting == (0,) and match.state.phase == "straight"
        if straight and any(isinstance(action, NoCharge | NoHoldOff) for action in legal):
            return match
        match.apply(seat, pick.choice(legal))
    raise AssertionError("Anna never chose last on a straight")


def test_the_choice_s_button_goes_when_it_is_pressed(make_app: type[App]) -> None:
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    scene = TableScene(driver.app.ctx, last_to_choose_on_a_straight())
    driver.app.ctx.stack.push(scene)
    driver.settle(scene.animator)
    view = scene.view
    assert isinstance(view, McsView)
    button = next(b for b in view.buttons if isinstance(b.payload, NoCharge | NoHoldOff))
    moves = len(scene.match.steps)
    driver.click(at(button.screen_pos))
    driver.frames(1)
    assert len(scene.match.steps) > moves and scene.animator.busy
    assert view.buttons == []

