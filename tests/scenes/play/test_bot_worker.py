"""The computers' thread on its own: one question at a time, answers only to the question still
wanted, a bot's error raised in the frame loop, and no wait behind a dropped search."""

from __future__ import annotations

import threading

import pytest

from tabletop.engine.contract import Action, SeatSetup, Setup
from tabletop.engine.levels import HARD, NORMAL
from tabletop.engine.match import Match
from tabletop.games import bot_levels
from tabletop.games.nascard.actions import PlayCard
from tabletop.games.registry import Bot, rules_for
from tabletop.scenes.play import bot_worker
from tabletop.scenes.play.bot_worker import BotWorker, Question

WAIT = 30.0  # seconds before a test calls the thread stuck (never reached when it works)


class Answered:
    """Counts the thread's answers, so a test can wait for one without polling the clock."""

    def __init__(self) -> None:
        self.count = 0
        self._changed = threading.Condition()

    def __call__(self) -> None:
        with self._changed:
            self.count += 1
            self._changed.notify_all()

    def wait_for(self, count: int) -> None:
        with self._changed:
            assert self._changed.wait_for(lambda: self.count >= count, WAIT)


def held(gate: threading.Event, action: Action) -> Action:
    assert gate.wait(WAIT)
    return action


def test_the_wanted_answer_comes_back_with_its_question() -> None:
    answered = Answered()
    worker = BotWorker(answered)
    question = Question(seat=1, step=4)
    worker.ask(question, lambda: PlayCard(1))
    assert worker.question == question
    answered.wait_for(1)
    assert worker.answer() == (question, PlayCard(1))
    assert worker.question is None and worker.answer() is None
    worker.close()


def test_a_dropped_question_is_answered_but_never_handed_back() -> None:
    answered = Answered()
    worker = BotWorker(answered)
    gate = threading.Event()
    worker.ask(Question(1, 4), lambda: held(gate, PlayCard(2)))
    worker.drop()
    # Waiting is refused behind a dropped search: it might run long.
    worker.ask(Question(1, 3), lambda: PlayCard(3))
    assert worker.answer(wait=True) is None
    gate.set()
    answered.wait_for(2)
    assert worker.answer() == (Question(1, 3), PlayCard(3))
    worker.close()


def test_asking_again_drops_the_question_before() -> None:
    answered = Answered()
    worker = BotWorker(answered)
    worker.ask(Question(0, 1), lambda: PlayCard(4))
    worker.ask(Question(0, 2), lambda: PlayCard(5))
    answered.wait_for(2)
    assert worker.answer() == (Question(0, 2), PlayCard(5))
    worker.close()


def test_waiting_for_the_only_question_blocks_until_its_answer() -> None:
    worker = BotWorker()
    gate = threading.Event()
    worker.ask(Question(2, 0), lambda: held(gate, PlayCard(6)))
    threading.Timer(0.01, gate.set).start()
    assert worker.answer(wait=True) == (Question(2, 0), PlayCard(6))
    worker.close()


def test_a_bots_error_is_raised_where_the_answer_is_collected() -> None:
    answered = Answered()
    worker = BotWorker(answered)

    def broken() -> Action:
        raise ValueError("no legal move")

    worker.ask(Question(0, 0), broken)
    answered.wait_for(1)
    with pytest.raises(ValueError, match="no legal move"):
        worker.answer()
    worker.close()


def test_closing_drops_the_question_and_ends_the_thread() -> None:
    answered = Answered()
    worker = BotWorker(answered)
    gate = threading.Event()
    before = set(threading.enumerate())
    worker.ask(Question(0, 0), lambda: held(gate, PlayCard(7)))
    threads = [thread for thread in threading.enumerate() if thread not in before]
    assert [thread.name for thread in threads] == ["computer-player"]
    worker.close()
    assert worker.question is None
    gate.set()
    answered.wait_for(1)
    assert worker.answer() is None
    for thread in threads:
        thread.join(WAIT)
    assert not any(thread.is_alive() for thread in threads)


def test_a_computer_seat_is_made_for_its_matchs_number_of_players(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[tuple[str, int]] = []

    def make(game_id: str, level: str, seed: int, *, players: int) -> Bot:
        made.append((level, players))
        return bot_levels.make_level_bot(game_id, NORMAL, seed, players=players)

    monkeypatch.setattr(bot_worker, "make_level_bot", make)
    seats = tuple(SeatSetup(f"Bot {n}", True, level=HARD) for n in range(4))
    match = Match(rules_for("raceday"), Setup(seats, {"laps": 1}), 3)
    seat = match.to_act()[0]
    assert bot_worker.prepare(match, seat)() in match.rules.legal_actions(match.state, seat)
    assert made == [(HARD, 4)]
