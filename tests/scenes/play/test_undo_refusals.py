"""An undo that cannot be done says why, to the player asking, and the pause menu knows it
before anyone clicks: its Undo is greyed out, the reason its hover note, and it calls up no
hand-off (the audit's n12, n25, n26 and m17)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.pause_menu import PauseMenu
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.panels.tooltip import DELAY
from tests.scenes.driver import FRAME, Driver
from tests.scenes.tables import push_table

SEATS = {
    "nascard": (SeatSetup("Alice", False, "red"), SeatSetup("Bob", False, "blue"),
                SeatSetup("Computer 3", True, "green")),
    "mcs": (SeatSetup("Alice", False, "red"), SeatSetup("Bob", False, "blue"),
            SeatSetup("Computer 3", True, "yellow"), SeatSetup("Computer 4", True, "white")),
}
NOT_PLAYED = {
    "en": "You have no move to take back: you have not played yet.",
    "fr": "Vous n'avez aucun coup à défaire : vous n'avez pas encore joué.",
}


def hot_seat(driver: Driver, game: str, language: str = "en") -> TableScene:
    driver.app.ctx.update_settings(language=language, animation_speed="instant")
    return push_table(driver, Match(rules_for(game), Setup(SEATS[game], {}), 11))


def humans_moved(table: TableScene) -> set[int]:
    return {step.seat for step in table.match.steps if not table.match.is_bot(step.seat)}


def play_until(driver: Driver, table: TableScene, reached: Callable[[], bool], what: str) -> None:
    """Play from the keyboard (each seat's first offered move, every hand-off confirmed) until
    `reached()`."""
    for _ in range(3000):
        if reached():
            return
        top = driver.top
        if isinstance(top, HandoffScene):
            driver.click_button(top.confirm_label)
        elif top is table and not table.animator.busy and table.picker.items:
            driver.key(pygame.K_TAB)
            driver.key(pygame.K_RETURN)
        else:
            driver.frames(1)
    raise AssertionError(f"never came: {what}")


def to_a_player_who_has_not_played(driver: Driver, table: TableScene) -> int:
    """Play until the second human holds the table, before their first move."""

    def second_human_at_the_table() -> bool:
        moved, viewer = humans_moved(table), table.viewer
        return (driver.top is table and bool(moved) and viewer is not None and viewer not in moved
                and not table.match.is_bot(viewer))

    play_until(driver, table, second_human_at_the_table, "the second player at the table")
    driver.frames(2)
    assert table.viewer is not None
    return table.viewer


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game", ["nascard", "mcs"])
def test_ctrl_z_tells_a_player_who_has_not_played_so(driver: Driver, game: str, language: str) -> None:
    table = hot_seat(driver, game, language)
    seat = to_a_player_who_has_not_played(driver, table)
    assert driver.top is table and table.viewer == seat
    moves = len(table.match.steps)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    # The banner says it; nothing else happens: no hand-off, the same table.
    assert driver.top is table and table.viewer == seat and len(table.match.steps) == moves
    assert table.banner.toast_text == NOT_PLAYED[language]


@pytest.mark.parametrize("game", ["nascard", "mcs"])
def test_the_menus_undo_is_greyed_out_with_the_reason_and_calls_up_no_handoff(
    driver: Driver, game: str
) -> None:
    table = hot_seat(driver, game)
    to_a_player_who_has_not_played(driver, table)
    moves = len(table.match.steps)
    driver.key(pygame.K_ESCAPE)
    menu = driver.top
    assert isinstance(menu, PauseMenu) and menu.undo_button is not None
    assert not menu.undo_button.is_enabled
    # The pointer rests on it: the note says why.
    centre = menu.undo_button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(round(DELAY / FRAME) + 5)
    assert menu.tooltip.showing and menu.tooltip.text == NOT_PLAYED["en"]
    driver.app.draw(driver.app.screen)
    note = menu.tooltip.rect_in(driver.app.screen.get_rect())
    assert driver.app.screen.get_rect().contains(note)
    # A click on it does nothing: the menu stays, no hand-off comes, nothing is taken back.
    driver.click(centre)
    assert driver.top is menu and len(table.match.steps) == moves
    assert not any(isinstance(scene, HandoffScene) for scene in driver.app.ctx.stack.scenes)


@pytest.mark.parametrize("game", ["nascard", "mcs"])
def test_the_menus_undo_is_offered_when_a_move_can_be_taken_back(driver: Driver, game: str) -> None:
    table = hot_seat(driver, game)
    play_until(
        driver, table,
        lambda: isinstance(driver.top, HandoffScene) and table.holder is not None
        and table.undo_refusal() is None,
        "a hand-off where an undo is allowed",
    )
    moves = len(table.match.steps)
    driver.key(pygame.K_ESCAPE)
    menu = driver.top
    assert isinstance(menu, PauseMenu) and menu.undo_button is not None
    assert menu.undo_button.is_enabled and menu.refusal is None
    driver.click_button("Undo")
    assert len(table.match.steps) < moves
    top = driver.top
    assert isinstance(top, HandoffScene) and top.back and top.note == "Move taken back."


def test_an_undo_before_anyone_at_the_computer_played_says_why(driver: Driver) -> None:
    table = hot_seat(driver, "nascard")
    assert isinstance(driver.top, HandoffScene) and table.holder is None
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    top = driver.top
    assert isinstance(top, HandoffScene)
    assert top.note == "Nothing to undo: nobody at this computer has played yet."
    driver.key(pygame.K_ESCAPE)
    menu = driver.top
    assert isinstance(menu, PauseMenu) and menu.undo_button is not None and not menu.undo_button.is_enabled
    assert menu.refusal == top.note


@pytest.mark.parametrize(("language", "you"), [("en", "you "), ("fr", "vous ")])
def test_a_refusal_on_another_players_handoff_names_whom_it_speaks_to(
    driver: Driver, language: str, you: str
) -> None:
    """The hand-off shows the next player's name, so a refusal for the one who last played
    opens with theirs, as one sentence: "Bob, you have no move…", never "Bob: You have…: …"."""
    table = hot_seat(driver, "nascard", language)

    def refused_on_another_players_handoff() -> bool:
        top = driver.top
        return (isinstance(top, HandoffScene) and table.holder is not None
                and top.name != table.match.setup.seats[table.holder].name
                and table.undo_refusal() is not None)

    play_until(driver, table, refused_on_another_players_handoff, "a refused undo on another's hand-off")
    top = driver.top
    assert isinstance(top, HandoffScene)
    assert table.holder is not None
    holder = table.match.setup.seats[table.holder].name
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert top.note is not None and top.note.startswith(f"{holder}, {you}")
    assert top.note.count(":") <= 1
