"""The coach of a guided first game, on the table: a card of advice, a ring, a Skip button.

The table asks it what the learner should do (`advise`), checks the learner's
moves against it (`check`), and tells it what happened (`saw`). It points at the
piece the game's view names for the advised move; where the view names none
(a choice in a list), it points at the banner and the keyboard list.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from tabletop.engine.contract import Action, Event
from tabletop.engine.match import Match
from tabletop.engine.words import names_list
from tabletop.language import N_, _, language, local
from tabletop.sprite_factory.palette import ACCENT, GOLD, INK, INK_SOFT
from tabletop.table.machinery.layer import CachedLayer, Layer
from tabletop.table.machinery.text import fit_font, font, wrap
from tabletop.table.panels.panel import PADDING, paint_panel
from tabletop.tutorial.coach import Advice, Coach
from tabletop.tutorial.lessons import Lesson

SKIP_HEIGHT = 30
SECTION_GAP = 6
RING = 8  # pixels around the piece pointed at
# The card's words at their usual size, then smaller where the side column is short
# (six seats at 960x600): the card is as tall as its words, never cut.
TEXT_SIZES = (20, 18, 16, 14)
WAITING = N_("Watch the table: the coach points at your next move when it is your turn.")
# The learner's race is over (a car finished, every rider across) while others still play.
DONE = N_("Your race is over: watch the others finish. The lesson ends with the race.")


class CoachOverlay:
    def __init__(self, coach: Coach, on_skip: Callable[[], None]) -> None:
        self.coach = coach
        self.on_skip = on_skip
        self.advice: Advice | None = None
        self.sections: list[tuple[str, str]] = [(_("Learn to play"), coach.tutorial.welcome)]
        # The lessons among the sections: each counts as seen once it is on the card.
        self.telling: list[Lesson] = []
        self.at_hand: Lesson | None = None  # the lesson the advice teaches
        self.keep: list[tuple[str, str]] = []  # sections the card keeps whatever its room
        self.clock = 0.0
        self.card = pygame.Rect(0, 0, 0, 0)
        self.skip = pygame.Rect(0, 0, 0, 0)
        self.target: pygame.Rect | None = None  # where the ring goes, on screen
        self.advised = False  # whether the learner has had a move to make yet
        self.text_size = TEXT_SIZES[0]
        self._layer = CachedLayer()

    # -- the coach's part of the turn loop ----------------------------------------------------

    def advise(self, match: Match, seat: int) -> Advice:
        """The move to point at for the learner's decision now (the same until it is made)."""
        self.advice = self.coach.advise(match, seat)
        self.advised = True
        lesson = self.advice.lesson
        # What the last moves showed comes first, each under its own heading.
        self.telling = list(self.coach.news)
        self.coach.news.clear()
        self.at_hand = lesson
        if lesson is not None:
            self.telling.append(lesson)
        self.sections = [(told.title, told.text) for told in self.telling]
        if not self.coach.taught:
            # Nothing taught yet: the welcome says what the game is, ahead of the first lesson
            # (it leaves the card first where there is no room for both).
            self.sections.insert(0, (_("Learn to play"), self.coach.tutorial.welcome))
        if lesson is None and self.coach.taught:  # else the lesson at hand or the welcome says it
            suggests = _("The coach suggests: {advice}.").format(advice=self.advice.words)
            self.sections.append((_("Your move"), suggests))
        # The lesson at hand and what it leaves out for this move are never dropped for room.
        self.keep = self.sections[-1:] if lesson is not None else []
        if self.advice.note is not None:
            self.sections.append(self.advice.note)
            self.keep.append(self.advice.note)
        return self.advice

    def waiting(self, names: Sequence[str], done: bool = False) -> None:
        """Others (`names`) are to play: no ring, and no advice on the card that is not for now.

        Before the learner's first turn the card opens with the welcome, as that turn's card
        does; then what the last moves showed (told again on the learner's turn); then who is
        playing, and that no turn of the learner's is coming where it is `done` (its race over).
        """
        self.advice = None
        self.target = None
        self.telling = list(self.coach.news)  # kept as news too: told again on the learner's turn
        self.at_hand, self.keep = None, []
        self.sections = [(news.title, news.text) for news in self.telling]
        if not self.advised or not (self.sections or names):
            self.sections.insert(0, (_("Learn to play"), self.coach.tutorial.welcome))
        if names:
            waiting = _("Waiting for {names}").format(names=names_list(tuple(names)))
            self.sections.append((waiting, _(DONE if done else WAITING)))

    def check(self, action: Action) -> str | None:
        """None when the learner may make `action`; else what the coach asks for instead.

        A move that teaches the lesson at hand is always welcome (another card of the
        kind, another way to the same place); a move with no lesson is only a suggestion.
        """
        advice = self.advice
        if advice is None or advice.lesson is None or action == advice.action:
            return None
        if advice.lesson.fits_action(action):
            return None
        return _("The coach asks for: {advice}. (End the lesson to play freely.)").format(advice=advice.words)

    def followed(self) -> None:
        if self.advice is not None:
            self.coach.followed(self.advice)
            self.advice = None

    def saw(self, events: Sequence[Event]) -> None:
        self.coach.saw(events)

    def finished(self) -> None:
        """The game is over: what its last moves taught, and the lesson's end."""
        self.advice, self.target = None, None
        self.at_hand, self.keep = None, []
        self.telling = list(self.coach.news)
        self.coach.news.clear()
        self.sections = [(told.title, told.text) for told in self.telling]
        self.sections.append((_("Lesson complete"), self.coach.tutorial.farewell))

    # -- input and drawing ------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.skip.collidepoint(event.pos):
            self.on_skip()
            return True
        return False

    def update(self, dt: float) -> None:
        self.clock += dt

    def height_for(self, width: int, size: int | None = None) -> int:
        """How tall the advice card must be at `width` to hold its words (at text `size`)."""
        return self._height(self.sections, width, size or self.text_size)

    def _height(self, sections: Sequence[tuple[str, str]], width: int, size: int) -> int:
        height = 2 * PADDING + SKIP_HEIGHT + 4
        for _title, text in sections:
            lines = len(wrap(local(text), font(size), width - 2 * PADDING))
            height += font(size + 2).get_linesize() + lines * font(size).get_linesize() + SECTION_GAP
        return height

    def height_in(self, width: int, room: int) -> int:
        """The card's height were it fitted into `room` (see `fit`), nothing dropped meanwhile:
        the table tries several rooms before it settles on one."""
        sections, _dropped, size = self._fitting(width, room)
        return self._height(sections, width, size)

    def fit(self, width: int, room: int) -> int:
        """The card's height for `room` pixels, dropping what it has no room for: first what
        the ring and banner say too (the move suggested, who is playing, then the welcome),
        then the newest news, left for the next card (news are told oldest first); the lesson
        at hand stays. Then smaller words; if even the smallest overflow, the card takes the
        height its words need."""
        sections, dropped, self.text_size = self._fitting(width, room)
        for section in dropped:
            self._drop(section)
        self.sections = sections
        for lesson in self.telling:
            self.coach.tell(lesson)  # on the card now: the counter counts it
        return self.height_for(width)

    def _fitting(
        self, width: int, room: int
    ) -> tuple[list[tuple[str, str]], list[tuple[str, str]], int]:
        """What `fit` keeps of the sections, what it drops (in the order dropped) and the words'
        size, worked out without changing anything."""
        sections = list(self.sections)
        telling = [(lesson.title, lesson.text) for lesson in self.telling]
        dropped: list[tuple[str, str]] = []
        while len(sections) > 1 and self._height(sections, width, TEXT_SIZES[0]) > room:
            index = self._least_needed(sections, telling)
            if index is None:
                break
            section = sections.pop(index)
            dropped.append(section)
            if section in telling:
                telling.remove(section)
        size = next((size for size in TEXT_SIZES if self._height(sections, width, size) <= room),
                    TEXT_SIZES[-1])
        return sections, dropped, size

    def _least_needed(self, sections: list[tuple[str, str]], telling: list[tuple[str, str]]) -> int | None:
        """The section to drop first for room: what the ring and banner say too (the last of
        them first: who is playing or the move suggested, before the welcome), then the newest
        news; None when only what the card keeps is left."""
        at_hand = None if self.at_hand is None else (self.at_hand.title, self.at_hand.text)
        news = [section for section in telling if section != at_hand]
        kept = news + self.keep
        others = [index for index, section in enumerate(sections) if section not in kept]
        if others:
            return others[-1]
        told = [index for index, section in enumerate(sections) if section in news]
        return told[-1] if told else None

    def _drop(self, section: tuple[str, str]) -> None:
        """A section with no room left: a lesson's waits for the next card, not counted as seen."""
        lesson = next((told for told in self.telling if (told.title, told.text) == section), None)
        if lesson is None:
            return
        self.telling.remove(lesson)
        if lesson not in self.coach.news and lesson.id not in self.coach.told:
            # Dropped newest first: each goes before those dropped after it, told in order.
            self.coach.news.insert(0, lesson)

    def place(self, card: pygame.Rect) -> None:
        self.card = pygame.Rect(card)
        self.skip = pygame.Rect(0, 0, 120, SKIP_HEIGHT)
        self.skip.bottomright = (self.card.right - PADDING, self.card.bottom - PADDING)

    def draw(self, surface: pygame.Surface) -> None:
        if self.target is not None:
            pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
            ring = self.target.inflate(2 * RING + 6 * pulse, 2 * RING + 6 * pulse)
            pygame.draw.rect(surface, INK, ring.inflate(4, 4), width=3, border_radius=14)
            pygame.draw.rect(surface, GOLD, ring, width=4, border_radius=12)
        # The card's words are wrapped and rendered once per change, not per frame.
        key = (
            tuple(self.sections), self.coach.progress(), tuple(self.skip.move(-self.card.x, -self.card.y)),
            self.text_size, language(),  # the lessons' words follow a switch of language
        )
        size = (self.card.width + 4, self.card.height + 5)  # the plate's shadow included
        self._layer.get(key, size, self._paint).show(surface, self.card.topleft)

    def _paint(self, layer: Layer) -> None:
        card = pygame.Rect((0, 0), self.card.size)
        skip = self.skip.move(-self.card.x, -self.card.y)
        paint_panel(layer, card, alpha=250)
        pygame.draw.rect(layer.image, GOLD, card, width=3, border_radius=10)
        face, heading = font(self.text_size), font(self.text_size + 2)
        y = PADDING
        for title, text in self.sections:
            layer.blit(heading.render(local(title), True, ACCENT), (PADDING, y))
            y += heading.get_linesize()
            for line in wrap(local(text), face, card.width - 2 * PADDING):
                layer.blit(face.render(line, True, INK), (PADDING, y))
                y += face.get_linesize()
            y += SECTION_GAP
        done, total = self.coach.progress()
        progress = _("Tips seen: {done}/{total}").format(done=done, total=total)
        # Beside the End lesson button, smaller where a narrow card leaves it little room.
        room = skip.left - 2 * PADDING
        count = fit_font(progress, room, self.text_size, min_size=10).render(progress, True, INK_SOFT)
        layer.blit(count, count.get_rect(midleft=(PADDING, skip.centery)))
        paint_panel(layer, skip, alpha=255, radius=8)
        label = face.render(_("End lesson"), True, INK)
        layer.blit(label, label.get_rect(center=skip.center))
