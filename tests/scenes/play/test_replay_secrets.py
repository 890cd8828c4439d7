"""Secrets in a replay: an unfinished hot-seat game shows only what the seat at the screen saw.

The witness of the table's hot-seat walk watches every frame of the replay (a replay
is a table): no card face drawn may be one hidden from the player who confirmed the
last hand-off, all along since they confirmed. The walk steps, jumps, plays and picks
whose cards to watch, through the hand-off screen. Once a game is over, "All hands"
shows the other seats' cards too.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace

import pygame
import pytest

from tabletop.engine.contract import Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.replay_scene import ReplayScene
from tests.scenes.driver import Driver
from tests.scenes.play.test_secret_frames import MCS_2, NASCARD_2, Game, Witness, watched

__all__ = ["watched"]


def unfinished(game: Game, moves: int, seed: int) -> Match:
    """`moves` random legal moves of a hot-seat game, which goes on after them."""
    rules = rules_for(game.game_id)
    match = Match(rules, game.setup, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = match.to_act()[0]
        match.apply(seat, rng.choice(rules.legal_actions(match.state, seat)))
    assert match.outcome() is None
    return match


def open_replay(driver: Driver, match: Match) -> ReplayScene:
    scene = ReplayScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    return scene


def watch_button(driver: Driver) -> tuple[int, int]:
    """Where the button that picks whose cards to watch is ("Cards: nobody", "Cards: Anna"...)."""
    found = [button for button in driver.buttons() if str(button.text).startswith("Cards: ")]
    assert len(found) == 1, driver.button_texts()
    return found[0].rect.center


def somewhere_on(bar: pygame.Rect, rng: random.Random) -> tuple[int, int]:
    return rng.randrange(bar.left, bar.right), bar.top + 12


def walk(witness: Witness, scene: ReplayScene, seed: int, steps: int) -> list[str]:
    driver = witness.driver
    rng = random.Random(seed)
    done = []
    for _ in range(steps):
        top = driver.top
        if isinstance(top, HandoffScene):
            choices: list[tuple[str, Callable[[], None]]] = [
                (f"confirm {top.name}", lambda name=top.name: driver.click_button(f"I am {name}")),
                ("Esc on the hand-off", lambda: driver.key(pygame.K_ESCAPE)),
            ]
        else:
            choices = [
                ("forward", lambda: driver.key(pygame.K_RIGHT)),
                ("back", lambda: driver.key(pygame.K_LEFT)),
                ("next round", lambda: driver.key(pygame.K_PAGEDOWN)),
                ("start", lambda: driver.key(pygame.K_HOME)),
                ("scrubber", lambda: driver.click(somewhere_on(scene.scrubber.rect, rng))),
                ("play a while", lambda: (driver.key(pygame.K_SPACE), driver.frames(rng.randrange(20, 120)),
                                          driver.key(pygame.K_SPACE))),
                ("whose cards", lambda: driver.click(watch_button(driver))),
                ("whose cards", lambda: driver.click(watch_button(driver))),
            ]
        name, action = rng.choice(choices)
        witness.doing = name
        done.append(name)
        action()
        driver.frames(rng.randrange(1, 4))
        assert not witness.leaks, witness.leaks[:3]
    return done


# Three laps: a one-lap race between two is over in a few moves.
NASCARD_LONG = replace(NASCARD_2, setup=Setup(NASCARD_2.setup.seats, {"laps": 3}))


@pytest.mark.parametrize(("game", "moves"), [(NASCARD_LONG, 20), (MCS_2, 40)], ids=["nascard", "mcs"])
def test_an_unfinished_replay_draws_only_the_cards_of_the_seat_at_the_screen(
    watched: Callable[[Game], Witness], game: Game, moves: int
) -> None:
    seed = 4
    witness = watched(game)
    scene = open_replay(witness.driver, unfinished(game, moves, seed))
    assert scene.viewer is None  # two people share the screen: nobody's cards until a hand-off
    assert "All hands" not in witness.driver.button_texts()
    scene.toggle_hands()
    assert not scene.all_hands
    done = walk(witness, scene, seed, 70)
    # The walk did what it is for: hands shown to whoever confirmed, seats changed, moves stepped.
    assert witness.own_frames > 30, witness.own_frames
    assert {"forward", "back", "whose cards", "scrubber"} <= set(done)
    assert any(name.startswith("confirm") for name in done)


def test_a_finished_game_shows_every_hand_on_request(watched: Callable[[Game], Witness]) -> None:
    witness = watched(NASCARD_2)
    match = play_match(rules_for("nascard"), NASCARD_2.setup, 8)
    driver = witness.driver
    scene = open_replay(driver, match)
    assert "Cards: Anna" in driver.button_texts()
    driver.click_button("Cards: Anna")
    assert not isinstance(driver.top, HandoffScene)  # the game is over: no secret left to keep
    assert scene.viewer == 1 and "Cards: Bob" in driver.button_texts()
    assert driver.button("All hands").tool_tip_text == "Show every player's cards"
    driver.click_button("All hands")
    assert scene.all_hands and "Hide hands" in driver.button_texts()
    # The hover note says what a click does now.
    assert driver.button("Hide hands").tool_tip_text == "Hide every player's cards"
    seen_hands: set[int] = set()
    for _ in range(len(match.steps)):
        driver.key(pygame.K_RIGHT)
        driver.settle(scene.animator)
        hidden_from_anna = NASCARD_2.secrets(scene.match.state, 0) - NASCARD_2.secrets(scene.match.state, 1)
        shown = {witness.faces[i][1] for i in witness.drawn if i in witness.faces}
        if shown & hidden_from_anna:
            seen_hands.add(scene.viewer if scene.viewer is not None else -1)
    assert 1 in seen_hands  # Bob's cards drawn, at his decisions
    driver.click_button("Hide hands")
    assert not scene.all_hands and scene.viewer is None
    assert driver.button("All hands").tool_tip_text == "Show every player's cards"


def test_all_hands_lists_every_seat_s_cards_in_its_row(watched: Callable[[Game], Witness]) -> None:
    witness = watched(NASCARD_2)
    match = play_match(rules_for("nascard"), NASCARD_2.setup, 8)
    driver = witness.driver
    scene = open_replay(driver, match)
    driver.key(pygame.K_RIGHT)
    driver.settle(scene.animator)
    assert not any("Hand:" in line for row in scene.seats.rows for line in row.fields)
    driver.click_button("All hands")
    for _ in range(3):
        driver.key(pygame.K_RIGHT)
        driver.settle(scene.animator)
        state = scene.match.state
        for player in state.players:
            row = next(r for r in scene.seats.rows if r.name == player.name)
            (line,) = [line for line in row.fields if line.startswith("Hand:")]
            held, _, down = line.replace(",", " ").partition(" · face down: ")
            assert sorted(int(n) for n in held.split() if n.isdigit()) == sorted(player.hand)
            assert sorted(int(n) for n in down.split() if n.isdigit()) == sorted(player.blistered)
            assert not re.search(r"\d \d", line), line  # numbers apart, not run together at a small size
    driver.click_button("Hide hands")
    assert not any("Hand:" in line for row in scene.seats.rows for line in row.fields)
