"""MotoX's prompt under the dice tells the moment the banner tells: while a computer's move is
shown (the banner: "Bot 3 has played."), the tray does not yet name the next seat as deciding."""

from __future__ import annotations

from tabletop.engine.contract import SeatSetup
from tabletop.games.motox.view import MotoXView
from tests.scenes.driver import Driver
from tests.scenes.tables import start_table

SEATS = (SeatSetup("Anna", True, "red"), SeatSetup("Bob", True, "blue"), SeatSetup("Cleo", True, "green"))


def test_the_tray_names_no_next_seat_while_a_computer_s_move_is_shown(driver: Driver) -> None:
    driver.app.ctx.update_settings(animation_speed="fast")
    scene = start_table(driver, "motox", SEATS, 3)
    view = scene.view
    assert isinstance(view, MotoXView)
    shown = 0
    while len(scene.match.steps) < 30:
        driver.frames(1)
        banner = scene.banner.message
        if not (scene.animator.busy and banner.endswith(" has played.")):
            continue
        mover = banner.removesuffix(" has played.")
        prompt = view.tray_prompt()
        others = [seat.name for seat in SEATS if seat.name != mover and seat.name in prompt]
        assert not others, (banner, prompt)
        shown += bool(prompt)
    assert shown > 50, "frames of moves being shown, with a prompt under the dice, were checked"
