"""The "Whole track" button of a board larger than the screen works in a replay as at the table:
it was drawn there but did nothing, the replay passing the view no input. Its words and the hint's
do not send the watcher to Home ("Origine"), which goes back to the replay's start there."""

from __future__ import annotations

import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tests.scenes.play.replay_walk import open_replay

SEATS = {
    "mindcycling": (SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "white")),
    "motox": (
        SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "blue"), SeatSetup("Cleo", True, "green")
    ),
}


@pytest.mark.parametrize("game", sorted(SEATS))
def test_the_replay_s_whole_track_button_shows_it_all_and_back(make_app: type[App], game: str) -> None:
    match = play_match(rules_for(game), Setup(SEATS[game], {}), 12345)
    driver, scene = open_replay(make_app, (960, 600), match, "fr")
    middle = len(match.steps) // 2  # the track built, the race on: larger than the board
    scene.go_to(middle)
    driver.settle(scene.animator)
    view = scene.view
    button = view.whole_button()  # type: ignore[attr-defined]
    assert button is not None, "the whole track is in sight: nothing to test"
    assert button[1] == "Tout le circuit"
    assert view.view_hint().startswith("Circuit en partie hors de vue : le bouton le montre")  # type: ignore[attr-defined]
    driver.click(button[0].center)
    assert view._whole  # type: ignore[attr-defined]
    driver.settle(scene.animator)
    back = view.whole_button()  # type: ignore[attr-defined]
    assert back is not None and back[1] == "Retour au jeu"
    driver.click(back[0].center)
    assert not view._whole  # type: ignore[attr-defined]
    assert scene.position == middle  # the button moved no move
