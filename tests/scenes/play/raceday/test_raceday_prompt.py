"""Race Day's line over the choices tells the moment the banner tells: while a move is shown,
both still speak of the move being shown (who rolls for the pole, who may draft), and both
turn to the next one together."""

from __future__ import annotations

from tabletop.engine.contract import SeatSetup
from tabletop.games.raceday.state import OVER
from tabletop.games.raceday.view import RaceDayView
from tests.scenes.driver import Driver
from tests.scenes.tables import start_table

SEATS = (
    SeatSetup("Anna", False, "red"),
    SeatSetup("Bob", True, "blue"),
    SeatSetup("Cleo", True, "green"),
    SeatSetup("Dan", True, "yellow"),
)


def first_named(text: str) -> str | None:
    """The seat `text` names first (None: it names none, as "Choose your speed" does)."""
    found = [(text.find(seat.name), seat.name) for seat in SEATS if seat.name in text]
    return min(found)[1] if found else None


def test_the_prompt_and_the_banner_speak_of_the_same_seat_at_every_frame(driver: Driver) -> None:
    driver.app.ctx.update_settings(animation_speed="fast")
    scene = start_table(driver, "raceday", SEATS, 3, laps=1)
    view = scene.view
    assert isinstance(view, RaceDayView)
    shown = 0
    while len(scene.match.steps) < 40 and scene.match.state.phase != OVER:
        if scene.match.to_act() == (0,) and not scene.animator.busy:
            scene.propose(scene.rules.legal_actions(scene.match.state, 0)[0])
        driver.frames(1)
        prompt, banner = view._prompt(), scene.banner.message
        if not prompt or scene.match.state.phase == OVER:
            continue
        named = first_named(prompt)
        # A prompt naming nobody asks the viewer, as the banner does, by name: "Anna: choose...",
        # or, while her answer is shown, "Anna has played."
        asks_anna = banner.startswith(("Anna:", "Anna has played"))
        assert named == first_named(banner) if named else asks_anna, (prompt, banner)
        shown += scene.animator.busy
    assert shown > 100, "frames of moves being shown were checked"
