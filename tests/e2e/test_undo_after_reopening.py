"""A move that could be taken back before a save can be taken back after it: Load, Continue and
the pause menu's Load reopen the game with the same Undo, pressed as a player presses it.

Two humans and a computer play a game with secrets (a hand-off between the humans) from the
keyboard until a human's move stands at the hand-off to the next player with nothing revealed
since. There the game is saved with Ctrl+S and left; reopened, the same hand-off comes back,
and Ctrl+Z takes back exactly what it would have taken back in the game never interrupted.
"""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.language import set_language
from tabletop.scenes.menus.load_game import LoadGameScene
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.pause_menu import PauseMenu
from tabletop.scenes.play.table_launch import open_table
from tabletop.scenes.play.table_scene import TableScene
from tests.e2e.walk import quit_to, save_with_ctrl_s, table_of
from tests.scenes.driver import Driver, main_menu

SEED = 11
HUMANS = (SeatSetup("Alice", False, "red"), SeatSetup("Bob", False, "blue"))
# Two humans and the computer: MCS is for two or four managers.
SEATS = {
    "nascard": (*HUMANS, SeatSetup("Computer 3", True, "green")),
    "mcs": (*HUMANS, SeatSetup("Computer 3", True, "yellow"), SeatSetup("Computer 4", True, "white")),
}


def to_an_undoable_handoff(driver: Driver, table: TableScene) -> HandoffScene:
    """Play from the keyboard until a hand-off to the next human shows while the last human's
    move may still be taken back."""
    for _ in range(3000):
        top = driver.top
        if isinstance(top, HandoffScene):
            if table.holder is not None and table.holder != top.name and table.undo_refusal() is None:
                return top
            driver.click_button(top.confirm_label)
        elif top is table and not table.animator.busy and table.picker.items:
            driver.key(pygame.K_TAB)
            driver.key(pygame.K_RETURN)
        else:
            driver.frames(1)
        assert table.match.outcome() is None
    raise AssertionError("no human move stood at a hand-off with nothing revealed since")


def reopen(driver: Driver, how: str) -> TableScene:
    """Leave the saved game and open it again `how` a player would, stopping at its first screen."""
    if how == "menu Load":  # Esc -> Load, the newest save highlighted, Enter
        driver.key(pygame.K_ESCAPE)
        assert isinstance(driver.top, PauseMenu)
        driver.click_button("Load")
    else:
        quit_to(driver)
        assert isinstance(driver.top, MainMenu)
        driver.click_button("Continue" if how == "Continue" else "Load game")
    if isinstance(driver.top, LoadGameScene):
        driver.key(pygame.K_RETURN)
    driver.frames(3)
    return table_of(driver)


def expected_undo(match: Match, seat: int) -> tuple[list[tuple[int, object]], str]:
    """What an undo by `seat` leaves of the unbroken game: its moves and its position."""
    copy = Match.from_data(match.to_data(), rules_for)
    assert copy.undo(seat) > 0
    return [(step.seat, step.action) for step in copy.steps], copy.checksum()


@pytest.mark.parametrize("how", ["Load", "Continue", "menu Load"])
@pytest.mark.parametrize("game", ["nascard", "mcs"])
def test_a_saved_move_is_taken_back_after_reopening_as_before(
    make_app: type[App], game: str, how: str
) -> None:
    driver = main_menu(make_app, instant=True)
    open_table(driver.app.ctx, Match(rules_for(game), Setup(SEATS[game], {}), SEED))
    table = table_of(driver)
    handoff = to_an_undoable_handoff(driver, table)
    mover, next_player = table.holder, handoff.name
    assert mover is not None
    moves, position = expected_undo(table.match, mover)
    save_with_ctrl_s(driver)  # on the hand-off, as on the table
    assert handoff.note.startswith("Game saved")

    again = reopen(driver, how)
    assert again is not table and again.match.checksum() == table.match.checksum()
    top = driver.top
    assert isinstance(top, HandoffScene) and top.name == next_player and not top.back
    assert again.undo_refusal() is None
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert [(step.seat, step.action) for step in again.match.steps] == moves
    assert again.match.checksum() == position
    # The computer goes back to the player whose move it was, nobody's hand shown meanwhile.
    top = driver.top
    assert isinstance(top, HandoffScene) and top.name == SEATS[game][mover].name and top.back
    assert top.note == "Move taken back."
    assert again.viewer is None


def test_in_french_a_rider_chosen_then_saved_and_loaded_is_taken_back(make_app: type[App]) -> None:
    """The audit's path (m15, m20): MCS in French, Esc -> Save, Esc -> Load at the hand-off."""
    driver = main_menu(make_app, instant=True)
    driver.app.ctx.update_settings(language="fr")
    try:
        open_table(driver.app.ctx, Match(rules_for("mcs"), Setup(SEATS["mcs"], {}), SEED))
        table = table_of(driver)
        to_an_undoable_handoff(driver, table)
        mover = table.holder
        assert mover is not None
        moves, _ = expected_undo(table.match, mover)
        driver.key(pygame.K_ESCAPE)
        driver.click_button("Enregistrer")
        again = reopen_in_french(driver)
        driver.key(pygame.K_z, pygame.KMOD_CTRL)
        assert [(step.seat, step.action) for step in again.match.steps] == moves
        top = driver.top
        assert isinstance(top, HandoffScene) and top.note == "Coup défait."
    finally:
        set_language("en")


def reopen_in_french(driver: Driver) -> TableScene:
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseMenu)
    driver.click_button("Charger")
    assert isinstance(driver.top, LoadGameScene)
    driver.key(pygame.K_RETURN)
    driver.frames(3)
    return table_of(driver)
