"""Events that mean the same in more than one game: who starts, a round, a pass, a lap, the end.

A game uses these instead of writing its own; where games word one differently, the
game passes the words that differ (what a first roll is for, how a die face reads,
how its deck's reshuffle is told), so the class holds no game's name.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.contract import Event
from tabletop.engine.seat_names import Team
from tabletop.engine.words import names_list, say, spoken_to
from tabletop.language import N_, _, local


@dataclass(frozen=True)
class FirstRolled(Event):
    """A seat's roll to decide who starts."""

    seat: int
    who: str
    value: int
    aim: str  # what the roll decides, marked N_ and translated when shown: "first player", "the pole"
    face: str = ""  # the die as the game reads it ("ace", marked N_ too); its number when empty
    reveals = True
    revealed_what = N_("a die was rolled")

    def describe(self) -> str:
        if not self.face:
            return say(_("{who:rolls} {value} for {aim}."), who=self.who, value=self.value, aim=_(self.aim))
        # A face is a noun: English says "an ace", "a null"; the French line is one for either.
        template = _("{who:rolls} an {value} for {aim}.") if self.face[0] in "aeio" else _(
            "{who:rolls} a {value} for {aim}."
        )
        return say(template, who=self.who, value=_(self.face), aim=_(self.aim))


@dataclass(frozen=True)
class FirstTied(Event):
    """The best first rolls were equal: those seats roll again."""

    seats: tuple[int, ...]
    who: tuple[str, ...]
    value: int
    face: str = ""  # the die as the game reads it (marked N_); its number when empty

    def describe(self) -> str:
        # A tie with a seat named You in it speaks to them, as a team does: "Bob and you tie",
        # French "Bob et vous faites … et relancez".
        first, *rest = self.who or ("",)
        names = Team(names_list([first, *(spoken_to(name) for name in rest)]), {}, self.who)
        if not self.face:
            return say(_("{names} tie on {value} and roll again."), names=names, value=self.value)
        # A face is a noun, as in `FirstRolled`: "tie with an ace each".
        template = _("{names} tie with an {value} each and roll again.") if self.face[0] in "aeio" else _(
            "{names} tie with a {value} each and roll again."
        )
        return say(template, names=names, value=_(self.face))


@dataclass(frozen=True)
class RoundStarted(Event):
    round: int
    # What the new round brings, in the game's words, an English message translated when shown
    # ("{about} is trump"); `about` fills it, itself a message ("hearts").
    news: str = ""
    about: str = ""

    def describe(self) -> str:
        if self.news:
            news = _(self.news).format(about=_(self.about) if self.about else "")
            return _("Round {round} — {news}.").format(round=self.round, news=news)
        return _("Round {round}").format(round=self.round)


@dataclass(frozen=True)
class Passed(Event):
    """A seat passes where it could have acted."""

    seat: int
    who: str

    def describe(self) -> str:
        return say(_("{who:passes}."), who=self.who)


@dataclass(frozen=True)
class LapCompleted(Event):
    car: int  # the car's index; where every car is a seat's, that seat
    who: str
    lap: int
    laps: int
    # What crossing the line on the last lap means, in the game's words (a message, translated when shown).
    finish_news: str = ""

    def describe(self) -> str:
        if self.lap >= self.laps:
            finished = say(_("{who:crosses} the finish line!"), who=self.who)
            return f"{finished} {_(self.finish_news)}" if self.finish_news else finished
        return say(_("{who:completes} lap {lap} of {laps}."), who=self.who, lap=self.lap, laps=self.laps)


@dataclass(frozen=True)
class DeckRebuilt(Event):
    """A draw pile ran out and a new one was shuffled from cards already used."""

    cards: int
    # The game's sentence for it, a message translated when shown, with {n:...} for the count of
    # cards shuffled and {about} for `about` (which deck: "II").
    telling: str
    about: str = ""
    reveals = True
    revealed_what = N_("the deck was reshuffled")

    def describe(self) -> str:
        return say(_(self.telling), n=self.cards, about=self.about)


@dataclass(frozen=True)
class RaceFinished(Event):
    order: tuple[str, ...]  # every car's name, winner first

    def describe(self) -> str:
        podium = ", ".join(f"{i}. {local(name)}" for i, name in enumerate(self.order, start=1))
        return _("Race over: {podium}.").format(podium=podium)
