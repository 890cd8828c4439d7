"""Nascard's banner asks for what the moment shown allows: not for a move already made, not
for "more" cards before any, not for a card from an empty hand."""

from __future__ import annotations

import pytest

from tabletop.engine.contract import SeatSetup
from tabletop.games.nascard.actions import PitStop, PlayCard
from tabletop.games.nascard.view import NascardView
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.tables import start_table

FIELD = (
    SeatSetup("Player 1", False, "red"), SeatSetup("Computer 2", True, "blue"),
    SeatSetup("Computer 3", True, "green"), SeatSetup("Computer 4", True, "yellow"),
)


def view_of(scene: TableScene) -> NascardView:
    assert isinstance(scene.view, NascardView)
    return scene.view


def until_player_1_acts(driver: Driver, scene: TableScene) -> None:
    for _ in range(1200):
        if 0 in scene.match.to_act() and not scene.animator.busy:
            return
        driver.frames(1)
    pytest.fail("Player 1 is never asked to play")


def test_while_a_move_is_shown_the_banner_names_its_player_not_the_question_it_answered(
    driver: Driver,
) -> None:
    scene = start_table(driver, "nascard", FIELD, 5)
    until_player_1_acts(driver, scene)
    assert scene.banner.message.startswith("Player 1: drag a card")
    card = next(a.card for a in scene.rules.legal_actions(scene.match.state, 0)
                if isinstance(a, PlayCard) and not a.bonus and not a.blister)
    view = view_of(scene)
    driver.drag(view.fan.cards[view.fan.cards.index(view.hand[card])].screen_pos,
                scene.camera.world_to_screen(view.play_zone.pos))
    assert scene.match.steps[-1].seat == 0 and scene.animator.busy
    assert scene.banner.message == "Player 1 has played."
    assert scene.banner.rule is None
    # A computer's card on its way to the track is no longer being chosen.
    for _ in range(1200):
        before = len(scene.match.steps)
        driver.frames(1)
        if len(scene.match.steps) > before:
            mover = scene.match.setup.seats[scene.match.steps[-1].seat]
            assert mover.is_bot and scene.animator.busy
            assert scene.banner.message == f"{mover.name} has played."
            break
    else:
        pytest.fail("no computer moved")
    driver.settle(scene.animator)
    assert "has played" not in scene.banner.message


def test_the_cards_to_put_face_down_are_more_only_once_one_is_chosen(driver: Driver) -> None:
    for seed in range(60):
        scene = start_table(driver, "nascard", FIELD, seed)
        until_player_1_acts(driver, scene)
        paid = [a for a in scene.rules.legal_actions(scene.match.state, 0)
                if isinstance(a, PlayCard) and not a.bonus and len(a.blister) >= 2 and not a.burn]
        if paid:
            break
        driver.app.ctx.stack.pop_to(driver.app.ctx.stack.scenes[0])
    else:
        pytest.fail("no seed lets Player 1 trade paint for two cards")
    view = view_of(scene)
    play = paid[0]
    driver.drag(view.hand[play.card].screen_pos, scene.camera.world_to_screen(view.play_zone.pos))
    assert view.paying is not None
    assert scene.banner.message.startswith(f"Click {len(play.blister)} cards to put face down")
    driver.click_at(view.hand[play.blister[0]].screen_pos)
    left = len(play.blister) - 1
    more = "1 more card" if left == 1 else f"{left} more cards"
    assert scene.banner.message.startswith(f"Click {more} to put face down")


def test_with_no_card_to_play_the_banner_offers_the_pit_stop_alone(driver: Driver) -> None:
    scene = start_table(driver, "nascard", (SeatSetup("Solo", False, "red"),), 3)
    driver.app.ctx.update_settings(animation_speed="instant")
    for _ in range(4000):
        if scene.match.to_act() == (0,) and not scene.animator.busy:
            legal = scene.rules.legal_actions(scene.match.state, 0)
            if not any(isinstance(a, PlayCard) for a in legal):
                break
            # Never to the pits: the hand empties a card a round.
            scene.propose(next(a for a in legal if not isinstance(a, PitStop)))
        driver.frames(1)
    else:
        pytest.fail("the hand never ran out")
    driver.frames(2)
    assert scene.banner.message == "Solo: no card to play — click your pit card to make a pit stop"
