"""What would Hard do? in the replay, driven with real posted events: offered only where a
person decided (and whose cards are in view), thinking off the frame loop, then Hard's move
among the legal ones with a percentage for each move; the same answer twice, a stale one
never shown, and Hard given the seat's view, never the true state."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.engine.search.hard_bot import HardBot
from tabletop.games.hard_advice import HardAdvice
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.scenes.play import replay_hint
from tabletop.scenes.play.bot_worker import Question
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.replay_hint import HardHintPanel
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.table.machinery.layer import Layer
from tabletop.table.machinery.text import wrap
from tests.scenes.driver import Driver
from tests.scenes.play.test_replay_secrets import unfinished
from tests.scenes.play.test_secret_frames import NASCARD_2, humans

SEATS = (
    SeatSetup("Anna", False, "blue"), SeatSetup("Bob", True, "orange"), SeatSetup("Clara", True, "purple")
)
HINT = "What would Hard do?"


@pytest.fixture(scope="module")
def finished() -> Match:
    return play_match(rules_for("nascard"), Setup(SEATS, {"laps": 1}), 11)


def open_replay(make_app: type[App], match: Match, size: tuple[int, int] = (1280, 720)) -> Driver:
    driver = Driver(make_app(size))
    driver.frames(1)
    driver.app.ctx.stack.push(ReplayScene(driver.app.ctx, match))
    driver.frames(3)
    return driver


@pytest.fixture
def replay(make_app: type[App], finished: Match) -> Driver:
    return open_replay(make_app, finished)


def scene_of(driver: Driver) -> ReplayScene:
    scene = driver.top
    assert isinstance(scene, ReplayScene)
    return scene


def decisions(match: Match, seat_is: Callable[[int], bool]) -> list[int]:
    """The positions where a seat `seat_is` picks had more than one legal move."""
    replayed = Match(match.rules, match.setup, match.seed)
    found = []
    for moves, step in enumerate(match.steps):
        if seat_is(step.seat) and len(match.rules.legal_actions(replayed.state, step.seat)) > 1:
            found.append(moves)
        replayed.apply(step.seat, step.action)
    return found


def advice_shown(driver: Driver, limit: float = 30.0) -> HardAdvice:
    scene = scene_of(driver)

    def answered() -> bool:
        if scene.hint.advice is not None:
            return True
        assert scene.hint.open, "the panel closed before Hard answered"
        return False

    driver.frames_until(answered, "Hard never answered", limit)
    driver.frames(1)
    return scene.hint.advice


class Gate:
    """Holds Hard's searches until opened, and keeps every view a search was given."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.open = threading.Event()
        self.views: list[Any] = []
        assess = HardBot.assess

        def held(bot: HardBot, rules: Any, view: Any, seat: int) -> Any:
            self.views.append(view)
            self.open.wait(30)
            return assess(bot, rules, view, seat)

        monkeypatch.setattr(HardBot, "assess", held)


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[Gate]:
    held = Gate(monkeypatch)
    yield held
    held.open.set()  # a search still held ends on its own thread


def test_offered_at_a_persons_decision_and_refused_with_the_reason_elsewhere(
    replay: Driver, finished: Match
) -> None:
    scene = scene_of(replay)
    button = replay.button(HINT)
    anna, bots = decisions(finished, lambda seat: seat == 0), decisions(finished, lambda seat: seat != 0)
    scene.go_to(anna[0])
    replay.frames(1)
    assert button.is_enabled and scene.hint_refusal() is None
    scene.go_to(bots[0])
    replay.frames(1)
    assert not button.is_enabled
    refusal = scene.hint_refusal()
    assert refusal is not None and "computer player" in refusal
    # The pointer over the disabled button shows why, on the table's own tool tip.
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    replay.frames(2)
    assert scene.tooltip.text == refusal
    replay.key(pygame.K_h)
    assert not scene.hint.open  # the key is refused too, on the banner
    scene.go_to(scene.timeline.length)
    replay.frames(1)
    assert not button.is_enabled and "over" in (scene.hint_refusal() or "")


def test_hard_thinks_off_the_frame_loop_then_shows_a_legal_move_and_a_percentage_per_move(
    replay: Driver, finished: Match, gate: Gate
) -> None:
    scene = scene_of(replay)
    position = decisions(finished, lambda seat: seat == 0)[1]
    scene.go_to(position)
    replay.frames(1)
    replay.click_button(HINT)
    # The search is held on its thread, and the window goes on: frames run, the panel thinks.
    replay.frames(5)
    assert scene.hint.open and scene.hint.thinking
    # The thread takes the question when the scheduler lets it, maybe after many quick frames.
    replay.frames_until(lambda: bool(gate.views), "the thread never took the question", 10)
    assert len(gate.views) == 1 and scene.hint.thinking
    gate.open.set()
    advice = advice_shown(replay)
    view = finished.rules.view(scene.timeline.state_at(position), 0)
    legal = finished.rules.legal_actions(view, 0)
    assert advice.preferred.action in legal
    assert all(move.action in legal for move in advice.moves)
    rows = scene.hint.rows()
    assert len(rows) == len(advice.moves) >= 2
    assert all(row.percent.endswith("%") and 0 <= int(row.percent[:-1]) <= 100 for row in rows)
    assert [row.preferred for row in rows].count(True) == 1
    played = finished.steps[position].action
    assert advice.played is not None and advice.played.action == played
    assert [row.words for row in rows if row.played] == [finished.rules.describe_action(view, 0, played)]


def test_the_same_position_gets_the_same_answer(replay: Driver, finished: Match) -> None:
    scene = scene_of(replay)
    scene.go_to(decisions(finished, lambda seat: seat == 0)[2])
    replay.frames(1)
    replay.key(pygame.K_h)
    first = advice_shown(replay)
    replay.key(pygame.K_h)
    assert not scene.hint.open
    replay.click_button(HINT)
    again = advice_shown(replay)
    assert again is not first and again.moves == first.moves


def test_stepping_away_drops_the_question_and_its_answer_is_never_shown(
    replay: Driver, finished: Match, gate: Gate
) -> None:
    scene = scene_of(replay)
    anna = decisions(finished, lambda seat: seat == 0)
    scene.go_to(anna[0])
    replay.frames(1)
    replay.key(pygame.K_h)
    assert scene.hint.thinking
    replay.key(pygame.K_RIGHT)
    assert not scene.hint.open
    gate.open.set()
    for _ in range(30):  # time for the dropped search to end and be thrown away
        time.sleep(0.02)
        replay.frames(1)
    assert not scene.hint.open and scene.hint.advice is None
    # Asked at another decision, the answer is that position's, not the dropped one's.
    scene.go_to(anna[1])
    replay.frames(1)
    replay.key(pygame.K_h)
    advice = advice_shown(replay)
    assert scene.hint.question is not None and scene.hint.question.step == anna[1]
    view = finished.rules.view(scene.timeline.state_at(anna[1]), 0)
    assert advice.preferred.action in finished.rules.legal_actions(view, 0)


def test_hard_is_given_the_seats_view_never_the_true_state(
    replay: Driver, finished: Match, gate: Gate
) -> None:
    scene = scene_of(replay)
    gate.open.set()
    for position in decisions(finished, lambda seat: seat == 0)[:3]:
        scene.go_to(position)
        replay.frames(1)
        replay.key(pygame.K_h)
        advice_shown(replay)
        true_state = scene.timeline.state_at(position)
        assert repr(gate.views[-1]) == repr(finished.rules.view(true_state, 0))
        assert repr(gate.views[-1]) != repr(true_state)  # Bob's and Clara's hands, the deck: hidden
        replay.key(pygame.K_h)


def test_esc_closes_the_panel_even_while_hard_thinks_then_leaves(
    make_app: type[App], finished: Match, gate: Gate
) -> None:
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    stack = driver.app.ctx.stack
    first = stack.top
    driver.app.ctx.stack.push(ReplayScene(driver.app.ctx, finished))
    driver.frames(3)
    scene = scene_of(driver)
    scene.go_to(decisions(finished, lambda seat: seat == 0)[0])
    driver.key(pygame.K_h)
    assert scene.hint.thinking
    driver.key(pygame.K_ESCAPE)
    assert not scene.hint.open and stack.top is scene
    driver.key(pygame.K_ESCAPE)
    assert stack.top is first


def test_only_the_seat_whose_cards_are_watched_may_be_asked_about(make_app: type[App]) -> None:
    match = unfinished(NASCARD_2, 6, 4)
    driver = open_replay(make_app, match)
    scene = scene_of(driver)
    anna = decisions(match, lambda seat: seat == 0)
    scene.go_to(anna[0])
    driver.frames(1)
    assert scene.viewer is None  # two people share the screen: nobody's cards yet
    refusal = scene.hint_refusal()
    assert refusal is not None and "Anna's cards" in refusal
    assert not driver.button(HINT).is_enabled
    scene.next_viewer()  # Anna's cards, after a hand-off
    driver.frames(2)
    assert isinstance(driver.top, HandoffScene)
    driver.click_button("I am Anna")
    driver.frames(3)
    assert scene.viewer == 0 and scene.position == anna[0]
    assert driver.button(HINT).is_enabled
    bob = decisions(match, lambda seat: seat == 1)[0]
    scene.go_to(bob)
    driver.frames(1)
    assert not driver.button(HINT).is_enabled  # Bob's decision, and Anna at the screen
    assert "Bob's cards" in (scene.hint_refusal() or "")


def test_the_refusal_speaks_to_a_seat_named_you_in_either_language(make_app: type[App]) -> None:
    """It read "what You saw: show You's cards first", and in French "ce que Anna voyait"."""
    match = unfinished(replace(NASCARD_2, setup=Setup(humans("You", "Anna"), {"laps": 1})), 6, 4)
    driver = open_replay(make_app, match)
    scene = scene_of(driver)
    you, anna = (decisions(match, lambda seat, at=at: seat == at)[0] for at in (0, 1))
    scene.go_to(you)
    driver.frames(1)
    assert scene.hint_refusal() == "Hard may see only what you saw: show your cards first (the Cards button)."
    driver.app.ctx.speak("fr")
    assert scene.hint_refusal() == (
        "Difficile ne peut voir que ce que vous voyiez : montrez d'abord vos cartes (bouton Cartes)."
    )
    scene.go_to(anna)
    driver.frames(1)
    assert scene.hint_refusal() == (
        "Difficile ne peut voir que ce qu'Anna voyait : montrez d'abord les cartes d'Anna (bouton Cartes)."
    )
    driver.app.ctx.speak("en")


@pytest.mark.parametrize(
    ("game_id", "size", "language"),
    [(game_id, size, "en") for game_id in ("nascard", "mindcycling", "raceday")
     for size in ((960, 600), (1280, 720))] + [("mindcycling", (960, 600), "fr")],
)
def test_the_panel_fits_its_words_at_both_window_sizes(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch, game_id: str, size: tuple[int, int], language: str
) -> None:
    match = play_match(rules_for(game_id), Setup(SEATS, {}), 11)
    driver = open_replay(make_app, match, size)
    driver.app.ctx.speak(language)
    driver.frames(1)
    scene = scene_of(driver)
    outside: list[tuple[pygame.Rect, pygame.Rect]] = []
    panels: list[Layer] = []  # the layers the hint panel is painted on
    blit, paint = Layer.blit, HardHintPanel._paint

    def inside(layer: Layer, image: pygame.Surface, pos: Any, *, premultiplied: bool = False) -> None:
        where = image.get_rect(topleft=pygame.Rect(pos).topleft if isinstance(pos, pygame.Rect) else pos)
        box = pygame.Rect((0, 0), scene.hint.rect.size)  # the panel, not its shadow
        if layer in panels and not premultiplied and not box.contains(where):  # (the plate is)
            outside.append((where, box))
        blit(layer, image, pos, premultiplied=premultiplied)

    def painting(panel: HardHintPanel, layer: Layer) -> None:
        panels.append(layer)
        paint(panel, layer)

    monkeypatch.setattr(Layer, "blit", inside)
    monkeypatch.setattr(HardHintPanel, "_paint", painting)
    scene.go_to(max(decisions(match, lambda seat: seat == 0), key=lambda moves: len(
        match.rules.legal_actions(scene.timeline.state_at(moves), 0))))
    driver.frames(1)
    driver.key(pygame.K_h)
    advice_shown(driver)
    assert len(panels) >= 2  # painted thinking, then with the advice
    assert outside == []
    assert pygame.Rect((0, 0), size).contains(scene.hint.rect)
    assert not scene.hint.rect.colliderect(scene.bar) and not scene.hint.rect.colliderect(scene.hint_row())
    assert scene.buttons["hint"].rect == scene.hint_row()
    assert scene.hint.rows()[0].percent == ("{}%" if language == "en" else "{}\u00a0%").format(
        round(scene.hint.advice.moves[0].value * 100))


@pytest.mark.parametrize(("language", "name", "asked", "saw"), [
    ("en", "You", "You to move here", "Hard saw only what you could see."),
    ("fr", "Vous", "À vous de jouer ici", "Difficile n'a vu que ce que vous pouviez voir."),
    ("fr", "Anna", "À Anna de jouer ici", "Difficile n'a vu que ce qu'Anna pouvait voir."),
])
def test_the_panel_speaks_of_a_seat_named_you_as_you(
    driver: Driver, monkeypatch: pytest.MonkeyPatch, language: str, name: str, asked: str, saw: str
) -> None:
    """It read "what You could see", "À Vous de jouer ici", "ce que Vous pouvait voir"."""
    driver.app.ctx.speak(language)
    said: list[str] = []

    def wrapped(text: str, face: Any, width: int) -> list[str]:
        said.append(text)
        return wrap(text, face, width)

    monkeypatch.setattr(replay_hint, "wrap", wrapped)
    panel = HardHintPanel(rules_for("nascard"))
    panel.set_rect(pygame.Rect(0, 0, 420, 500))
    panel.ask(Question(0, 3), name, True)
    panel.draw(pygame.Surface((600, 600)))
    assert asked in said
    assert any(saw in text for text in said), said
    driver.app.ctx.speak("en")
