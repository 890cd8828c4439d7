"""The rising words of every game live on the animations' clock: at the instant speed the
computers' moves come one a frame and their words must not pile up over the board; at a fast
speed they go sooner; at the normal speed they last as long as they always did."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.engine.contract import SeatSetup
from tabletop.games.mindcycling.view.animation import POPUP_SECONDS as CYCLING_SECONDS
from tabletop.games.motox.view.drawing import POPUP_SECONDS as MOTOX_SECONDS
from tabletop.games.raceday.view.drawing import POPUP_SECONDS as RACEDAY_SECONDS
from tests.scenes.driver import FRAME, Driver
from tests.scenes.tables import start_table

COMPUTERS = tuple(
    SeatSetup(f"Computer {n}", True, colour) for n, colour in enumerate(("red", "blue", "green"), 1)
)
SECONDS = {"raceday": RACEDAY_SECONDS, "motox": MOTOX_SECONDS, "mindcycling": CYCLING_SECONDS}


def words(view: Any, game: str) -> list[Any]:
    """The rising words the game's view holds (each game keeps them in its own place)."""
    where = {"motox": lambda: view.pieces.popups, "mindcycling": lambda: view.shown.popups,
             "raceday": lambda: view.popups}
    return list(where[game]())


def lives(driver: Driver, game: str, speed: str, frames: int) -> tuple[int, list[int], int]:
    """The moves a table of computers plays in `frames` at `speed` (or until the race is over:
    the results cover the table and its words stop ageing), how many frames each of its words
    was held, and the most words held at once."""
    driver.app.ctx.update_settings(animation_speed=speed)
    scene = start_table(driver, game, COMPUTERS, 4)
    held: dict[int, int] = {}
    # Every word seen is kept, so no later word is given a gone one's id (and its frames).
    seen: list[Any] = []
    most = 0
    for _ in range(frames):
        driver.frames(1)
        if driver.top is not scene:
            break
        shown = words(scene.view, game)
        most = max(most, len(shown))
        for popup in shown:
            if id(popup) not in held:
                seen.append(popup)
            held[id(popup)] = held.get(id(popup), 0) + 1
    return len(scene.match.steps), list(held.values()), most


@pytest.mark.parametrize("game", ["raceday", "motox", "mindcycling"])
def test_at_the_instant_speed_no_words_pile_up_over_the_moves(driver: Driver, game: str) -> None:
    moves, held, most = lives(driver, game, "instant", 120)
    assert moves > 20
    assert most == 0 and held == []


@pytest.mark.parametrize("game", ["raceday", "motox", "mindcycling"])
def test_words_last_their_time_at_the_normal_speed_and_half_of_it_at_the_fast(
    driver: Driver, game: str
) -> None:
    frames = round(SECONDS[game] / FRAME)
    _moves, held, _most = lives(driver, game, "normal", 1200)
    assert held and max(held) == pytest.approx(frames, abs=1)
    _moves, held, _most = lives(driver, game, "fast", 600)
    assert held and max(held) == pytest.approx(frames / 2, abs=1)


def test_at_the_slow_speed_the_table_runs_frames_until_the_words_are_gone(driver: Driver) -> None:
    driver.app.ctx.update_settings(animation_speed="slow")
    seats = (SeatSetup("Anna", False, "red"), *COMPUTERS[1:])
    scene = start_table(driver, "raceday", seats, 5, laps=1)
    rested_with_words = []
    for _ in range(4000):
        driver.frames(1)
        if scene.match.to_act() == (0,) and not scene.wants_frames():
            # The table stops drawing here: whatever words it holds would hang, half faded.
            rested_with_words.append(len(scene.view.popups))
            scene.propose(scene.match.rules.legal_actions(scene.match.state, 0)[0])
    assert len(rested_with_words) > 3 and not any(rested_with_words)
