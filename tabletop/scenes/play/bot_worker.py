"""Computer players choose their moves on a thread of their own, so the table keeps drawing,
animating and answering Esc while a Hard player searches.

One daemon thread per table takes one question at a time. A question is a computer seat's
whole choice, prepared on the frame loop: a bot seeded exactly as `MatchBot` seeds it and a
copy of the seat's view, so the answer is the one a call in the frame loop would have given.
The table drops a question the position has left behind (an undo, the table closing); its
answer, when it comes, is thrown away rather than played. The replay asks its own worker other
questions of the same kind ("What would Hard do?"), whose answers are Hard's advice.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from tabletop.engine.contract import Action
from tabletop.engine.match import Match
from tabletop.engine.rng import derive_seed
from tabletop.games.bot_levels import make_level_bot

T = TypeVar("T")


@dataclass(frozen=True)
class Question:
    """Which seat asked, at which move of the match: an answer counts only there."""

    seat: int
    step: int


def prepare(match: Match, seat: int) -> Callable[[], Action]:
    """`seat`'s choice now, as `MatchBot.choose` makes it, ready to run anywhere: nothing of it
    reads the match again, which the frame loop may change meanwhile."""
    rules = match.rules
    view = rules.view(match.state, seat)  # a copy: the seat's view is never the live state
    seed = derive_seed(match.seed, seat, len(match.steps))
    seats = match.setup.seats
    bot = make_level_bot(match.game_id, seats[seat].level, seed, players=len(seats))
    return lambda: bot.choose(rules, view, seat)


@dataclass(frozen=True)
class _Answer(Generic[T]):
    ticket: int
    answer: T | None
    error: BaseException | None


class BotWorker(Generic[T]):
    """Asks questions of one background thread, one at a time, and hands back the answer
    (a move, for the table) to the latest one still wanted. Only the frame loop calls its methods."""

    def __init__(self, answered: Callable[[], object] = lambda: None) -> None:
        """`answered` is called on the thread after each answer: it may wake a resting app."""
        self._answered = answered
        self._questions: queue.Queue[tuple[int, Callable[[], T]] | None] = queue.Queue()
        self._answers: queue.Queue[_Answer[T]] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._tickets = 0
        self._unanswered = 0  # asked and not yet collected, wanted or not
        self._wanted: tuple[int, Question] | None = None

    @property
    def question(self) -> Question | None:
        """The question whose answer is awaited (None: nothing asked, or it was dropped)."""
        return self._wanted[1] if self._wanted is not None else None

    def ask(self, question: Question, choose: Callable[[], T]) -> None:
        """Run `choose` on the thread; an earlier question still unanswered is dropped."""
        if self._thread is None:
            # A daemon: a search still running never holds the app open when it quits.
            self._thread = threading.Thread(target=self._serve, name="computer-player", daemon=True)
            self._thread.start()
        self._tickets += 1
        self._unanswered += 1
        self._wanted = (self._tickets, question)
        self._questions.put((self._tickets, choose))

    def drop(self) -> None:
        """The awaited answer will not be played: the position it was for is gone."""
        self._wanted = None

    def answer(self, *, wait: bool = False) -> tuple[Question, T] | None:
        """The awaited answer once it is in, else None. With `wait`, block for it, but only while
        it is the thread's sole work: never behind a dropped search that may run long."""
        while self._unanswered:
            block = wait and self._wanted is not None and self._unanswered == 1
            try:
                answer = self._answers.get(block=block)
            except queue.Empty:
                return None
            self._unanswered -= 1
            if self._wanted is None or answer.ticket != self._wanted[0]:
                continue  # a dropped question's answer
            question, self._wanted = self._wanted[1], None
            if answer.error is not None:
                raise answer.error
            assert answer.answer is not None
            return question, answer.answer
        return None

    def close(self) -> None:
        """Drop the awaited answer and let the thread end after whatever it is running."""
        self.drop()
        if self._thread is not None:
            self._questions.put(None)
            self._thread = None

    def _serve(self) -> None:
        while (job := self._questions.get()) is not None:
            ticket, choose = job
            try:
                answer = _Answer(ticket, choose(), None)
            except Exception as error:  # handed to the frame loop, which raises it there
                answer = _Answer(ticket, None, error)
            # The question's view and bot are not kept while the thread waits for the next one.
            del job, choose
            self._answers.put(answer)
            self._answered()
