"""The buttons of a choice ("Don't charge", "No hold-off") go as soon as it is made, not once
the move it starts (a charge shown, the news of it) has played."""

from __future__ import annotations

from tabletop.app import App
from tabletop.engine.match import Match
from tabletop.games.mcs.actions import NoCharge, NoHoldOff
from tabletop.games.mcs.view import McsView
from tests.scenes.play.mcs.positions import anna_and_bob, played_until, table_of
from tests.scenes.tables import at


def last_to_choose_on_a_straight() -> Match:
    """Anna is the last to choose on a straight: her choice reveals the charge."""

    def reached(match: Match) -> bool:
        legal = match.rules.legal_actions(match.state, 0) if match.to_act() == (0,) else []
        return match.state.phase == "straight" and any(isinstance(a, NoCharge | NoHoldOff) for a in legal)

    return played_until(anna_and_bob(0, mode="match"), reached, 1, "Anna last to choose on a straight",
                        bob_first=True)


def test_the_choice_s_button_goes_when_it_is_pressed(make_app: type[App]) -> None:
    driver, scene = table_of(make_app, last_to_choose_on_a_straight())
    view = scene.view
    assert isinstance(view, McsView)
    button = next(b for b in view.buttons if isinstance(b.payload, NoCharge | NoHoldOff))
    moves = len(scene.match.steps)
    driver.click(at(button.screen_pos))
    driver.frames(1)
    assert len(scene.match.steps) > moves and scene.animator.busy
    assert view.buttons == []

