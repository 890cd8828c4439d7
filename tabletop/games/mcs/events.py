"""What happens in an MCS match, in order: the table animates these, the log prints them.

Events about cards the viewer may not see (cards drawn, a card taken by a
tactical switch) mask the numbers in `seen_by`; secret choices are announced
without saying what was chosen, and revealed together by their own event.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.engine.words import is_you, names_list, say

ROMAN = ("", "I", "II", "III", "IV")
PLACE_WORDS = ("out", "1st", "2nd", "3rd", "4th")


# The shared events of tabletop.engine.common_events this game also uses; its tutorial may name them.
SHARED: tuple[type[Event], ...] = (common.DeckRebuilt, common.Passed)


def rider_word(colour: str) -> str:
    return colour.capitalize()


# MCS's words for the deck reshuffles (tabletop.engine.common_events.DeckRebuilt).
RACING_DECK_REBUILT = "The racing deck is empty: a new one is shuffled from {n:discarded card}."


def lap_deck_rebuilt(lap: int) -> str:
    return f"Lap deck {ROMAN[lap]} is empty: a new one is shuffled from its {{n:used card}}."


@dataclass(frozen=True)
class HeatStarted(Event):
    heat: int
    extra: bool
    names: tuple[str, ...]  # who takes part

    def describe(self) -> str:
        if self.extra:
            return say("Heat {heat}: an extra heat to break the tie between {names}.", heat=self.heat,
                       names=names_list(self.names))
        return f"Heat {self.heat}."


@dataclass(frozen=True)
class CardsDrawn(Event):
    seat: int
    who: str
    cards: tuple[int, ...]
    texts: tuple[str, ...]
    why: str = ""  # "", "reward", "exchange"
    reveals = True
    revealed_what = "cards were drawn"

    def describe(self) -> str:
        why = {"reward": " as a reward", "exchange": " in exchange"}.get(self.why, "")
        if self.cards and self.cards[0]:
            return say("{who:draws} {cards}{why}.", who=self.who, cards="; ".join(self.texts), why=why)
        return say("{who:draws} {n:card}{why}.", who=self.who, n=len(self.cards), why=why)

    def seen_by(self, viewer: int | None) -> Event:
        if viewer == self.seat:
            return self
        return replace(self, cards=(0,) * len(self.cards), texts=("",) * len(self.texts))


@dataclass(frozen=True)
class SecretChosen(Event):
    """A secret choice was made; what it was shows only when everyone has chosen."""

    seat: int
    who: str
    what: str  # "riders" | "exchange" | "charge" | "hold"

    def describe(self) -> str:
        template = {
            "riders": "{who:chooses} riders for the gate.",
            "exchange": "{who:decides} which cards to exchange.",
            "charge": "{who:decides} on the charge.",
            "hold": "{who:decides} on holding off.",
        }.get(self.what, "{who:chooses}.")
        return say(template, who=self.who)


@dataclass(frozen=True)
class CardsExchanged(Event):
    seat: int
    who: str
    cards: tuple[int, ...]  # the cards given up, face up on the discard pile
    texts: tuple[str, ...]

    def describe(self) -> str:
        if not self.cards:
            return say("{who:keeps} the whole hand.", who=self.who)
        return say("{who:exchanges} {cards}.", who=self.who, cards="; ".join(self.texts))


@dataclass(frozen=True)
class RidersRevealed(Event):
    order: tuple[str, ...]  # helmet colours, strongest first
    cards: tuple[int, ...]  # their strengths, in the same order
    names: tuple[str, ...]  # their managers ("" for none)
    random: bool = False  # chosen at random (extra heats)
    reveals = True
    revealed_what = "the riders were revealed"

    def describe(self) -> str:
        line = ", ".join(f"{rider_word(c)} {v}" for c, v in zip(self.order, self.cards, strict=True))
        how = "Riders drawn at random" if self.random else "Gate"
        return f"{how}: {line}."


@dataclass(frozen=True)
class LapCardRevealed(Event):
    lap: int
    card: int
    kind: str
    reveals = True
    revealed_what = "a lap card was turned over"

    def describe(self) -> str:
        words = {"straight": "a straight", "bend": "a bend", "finish": "the finish line"}
        return f"Lap {ROMAN[self.lap]}: {words[self.kind]}."


@dataclass(frozen=True)
class HazardStruck(Event):
    effect: str  # "fall" | "engine"
    rider: str
    outcome: str  # "last" | "out" | "sick" | "none"
    lap_kind: str  # what came next: "straight", "bend" or "finish"

    def describe(self) -> str:
        who = rider_word(self.rider)
        if self.effect == "fall":
            return {
                "last": f"{who} falls in the bend and drops to the back.",
                "out": f"{who} falls before the line: no points.",
            }.get(self.outcome, f"{who} stays on his bike on the straight.")
        return {
            "out": f"{who}'s engine blows in the bend: no points.",
            "sick": f"{who}'s engine splutters: he can neither charge nor hold off this lap.",
        }.get(self.outcome, f"{who}'s engine holds to the line.")


@dataclass(frozen=True)
class ChargeOffered(Event):
    charger: str
    holder: str
    charger_seat: int
    holder_seat: int

    def describe(self) -> str:
        return f"{rider_word(self.charger)} may charge {rider_word(self.holder)}."


@dataclass(frozen=True)
class ChargeRevealed(Event):
    charger: str
    holder: str
    charge: int
    hold: int  # -1: nothing held him off
    success: bool
    covered: tuple[str, ...]  # red letters covered by green ones
    charge_text: str
    hold_text: str
    reveals = True

    def describe(self) -> str:
        c, h = rider_word(self.charger), rider_word(self.holder)
        held = f"{h} holds off with {self.hold_text}" if self.hold > 0 else f"{h} has no hold-off card"
        result = f"{c} passes {h}!" if self.success else f"{h} keeps his place."
        return f"{c} charges with {self.charge_text}; {held}. {result}"


@dataclass(frozen=True)
class ChargeNotMade(Event):
    charger: str
    holder: str

    def describe(self) -> str:
        return f"{rider_word(self.charger)} does not charge {rider_word(self.holder)}."


@dataclass(frozen=True)
class OrderChanged(Event):
    before: tuple[str, ...]
    order: tuple[str, ...]  # the racing riders, leader first

    def describe(self) -> str:
        return "Order: " + ", ".join(rider_word(c) for c in self.order) + "."


@dataclass(frozen=True)
class BendOpened(Event):
    names: tuple[str, ...]  # the managers in the order they may play

    def describe(self) -> str:
        # Inside the sentence a seat named You is "you": "Ann, then you may play".
        first, *rest = self.names or ("",)
        turns = ", then ".join([first, *("you" if is_you(name) else name for name in rest)])
        return say("The bend: {turns} may play.", turns=turns)


@dataclass(frozen=True)
class BendCardPlayed(Event):
    seat: int
    who: str
    card: int
    text: str
    replaces: int  # the card it replaces, 0 when it opens the battle
    how: str  # "", "colour" or "effect": what it matches

    def describe(self) -> str:
        if not self.replaces:
            return say("{who:plays} {card}.", who=self.who, card=self.text)
        return say("{who:replaces} it (same {how}) with {card}.", who=self.who, how=self.how, card=self.text)


@dataclass(frozen=True)
class BendEnded(Event):
    """The battle is over with no card on the table: nothing happens."""

    def describe(self) -> str:
        return "Nobody plays: the riders take the bend as they are."


@dataclass(frozen=True)
class EffectTriggered(Event):
    seat: int
    who: str
    card: int
    effect: str
    name: str

    def describe(self) -> str:
        return say("{effect} for {who:them}!", effect=self.name, who=self.who)


@dataclass(frozen=True)
class EffectIgnored(Event):
    seat: int
    who: str
    name: str
    reason: str

    def describe(self) -> str:
        return f"{self.name} is ignored: {self.reason}."


@dataclass(frozen=True)
class RiderLocked(Event):
    rider: str
    how: str  # "lead" | "tail"

    def describe(self) -> str:
        if self.how == "lead":
            return f"{rider_word(self.rider)} holds the lead: nobody may charge him this heat."
        return f"{rider_word(self.rider)} will finish last unless someone ahead drops out."


@dataclass(frozen=True)
class HazardSet(Event):
    effect: str
    rider: str

    def describe(self) -> str:
        what = "a fall" if self.effect == "fall" else "an engine failure"
        return f"{rider_word(self.rider)} risks {what}: the next lap card decides."


@dataclass(frozen=True)
class CardTaken(Event):
    seat: int
    who: str
    victim: int
    victim_name: str
    card: int
    text: str
    reveals = True
    revealed_what = "a card was taken"

    def describe(self) -> str:
        if self.card:
            return say("{who:takes} {card} from {victim:'s} hand.", who=self.who, card=self.text,
                       victim=self.victim_name)
        return say("{who:takes} a card from {victim:'s} hand.", who=self.who, victim=self.victim_name)

    def seen_by(self, viewer: int | None) -> Event:
        if viewer in (self.seat, self.victim):
            return self
        return replace(self, card=0, text="")


@dataclass(frozen=True)
class HeatFinished(Event):
    heat: int
    extra: bool
    order: tuple[str, ...]  # every rider, finishers first
    points: tuple[int, ...]  # by rider, same order
    out: tuple[str, ...]  # by rider: "" or how he went out
    seat_points: tuple[int, ...]
    score: str  # the running score in words

    def describe(self) -> str:
        parts = []
        for colour, points, out in zip(self.order, self.points, self.out, strict=True):
            parts.append(f"{rider_word(colour)} {'(' + out + ')' if out else points}")
        head = f"Extra heat {self.heat}" if self.extra else f"Heat {self.heat}"
        return f"{head} result: {', '.join(parts)}. {self.score}"


@dataclass(frozen=True)
class RidersReturned(Event):
    seat: int
    who: str

    def describe(self) -> str:
        return say("{who:has} used every rider: all of them come back.", who=self.who)


@dataclass(frozen=True)
class MatchFinished(Event):
    order: tuple[str, ...]
    summary: str

    def describe(self) -> str:
        return f"Match over: {self.summary}."
