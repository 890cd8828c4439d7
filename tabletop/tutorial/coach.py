"""The coach of a guided first game: which move to point at next, and which lesson it teaches.

It steers the learner to a move that teaches a lesson not yet taught whenever
one is legal, and otherwise to the move the game's own computer player would
make, so a first game shows every mechanic and still plays sensibly: of the
moves that teach a lesson, it points at the one that computer player likes best. It sees
only what the learner may see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.contract import Action, Event
from tabletop.engine.match import Match
from tabletop.games.registry import NormalBot
from tabletop.tutorial.lessons import Lesson, Tutorial


@dataclass(frozen=True)
class Advice:
    action: Action
    lesson: Lesson | None  # what this move teaches; None for a move already taught
    words: str  # what the move is, as the game names it
    # What the lesson's general words leave out for this move (a heading and words), where
    # the game says (its rules' optional `coach_note`): a car's ability that changes the cost.
    note: tuple[str, str] | None = None


@dataclass
class Coach:
    tutorial: Tutorial
    bot: NormalBot
    taught: list[str] = field(default_factory=list)  # lesson ids, in the order taught
    news: list[Lesson] = field(default_factory=list)  # lessons events just taught, to tell
    # Lesson ids whose words the learner has been shown: what the counter counts. A lesson
    # taught by an event is told a little later (on the learner's next turn, or at the end).
    told: list[str] = field(default_factory=list)

    def advise(self, match: Match, seat: int) -> Advice:
        rules = match.rules
        view = rules.view(match.state, seat)
        legal = rules.legal_actions(view, seat)
        suggested = self.bot.choose(rules, view, seat)
        for lesson in self.untaught():
            fitting = [action for action in legal if lesson.fits_action(action)]
            if fitting:
                # Of the moves teaching the lesson, the one the computer player would make:
                # the first one listed is often the shortest ride, or a card thrown away.
                if suggested in fitting:
                    action = suggested
                else:
                    action = self.bot.choose_among(rules, view, seat, fitting)
                return self._advice(match, view, seat, action, lesson)
        return self._advice(match, view, seat, suggested, None)

    def _advice(self, match: Match, view: Any, seat: int, action: Action, lesson: Lesson | None) -> Advice:
        rules = match.rules
        note_of = getattr(rules, "coach_note", None)
        note = note_of(view, seat, action) if note_of is not None else None
        return Advice(action, lesson, rules.describe_action(view, seat, action), note)

    def followed(self, advice: Advice) -> None:
        """The learner made the advised move: its lesson is taught."""
        if advice.lesson is not None and advice.lesson.id not in self.taught:
            self.taught.append(advice.lesson.id)

    def saw(self, events: Sequence[Event]) -> None:
        """Events happened at the table: lessons they teach are taught, and news to tell."""
        for event in events:
            for lesson in self.untaught():
                if lesson.fits_event(event):
                    self.taught.append(lesson.id)
                    self.news.append(lesson)

    def tell(self, lesson: Lesson) -> None:
        """The learner has been shown `lesson`'s words."""
        if lesson.id not in self.told:
            self.told.append(lesson.id)

    def learned(self) -> list[Lesson]:
        """The lessons taught, in the order taught."""
        by_id = {lesson.id: lesson for lesson in self.tutorial.lessons}
        return [by_id[lesson] for lesson in self.taught]

    def untaught(self) -> list[Lesson]:
        return [lesson for lesson in self.tutorial.lessons if lesson.id not in self.taught]

    def progress(self) -> tuple[int, int]:
        """How many lessons the learner has been shown, of how many."""
        return len(self.told), len(self.tutorial.lessons)
