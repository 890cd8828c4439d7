"""What happens in an MCS match, in order: the table animates these, the log prints them.

Events about cards the viewer may not see (cards drawn, a card taken by a
tactical switch) mask the numbers in `seen_by`; secret choices are announced
without saying what was chosen, and revealed together by their own event.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.engine.words import clauses, names_list, say, spoken_to
from tabletop.games.mcs.card_words import CardWords
from tabletop.games.mcs.components import RacingCard
from tabletop.games.mcs.words import out_word, rider_word, score_words
from tabletop.language import N_, _, local

ROMAN = ("", "I", "II", "III", "IV")


# The shared events of tabletop.engine.common_events this game also uses; its tutorial may name them.
SHARED: tuple[type[Event], ...] = (common.DeckRebuilt, common.Passed)


# MCS's words for the deck reshuffles (tabletop.engine.common_events.DeckRebuilt), translated when shown.
RACING_DECK_REBUILT = N_("The racing deck is empty: a new one is shuffled from {n:discarded card}.")
LAP_DECK_REBUILT = N_("Lap deck {about} is empty: a new one is shuffled from its {n:used card}.")


def _words(cards: tuple[CardWords | None, ...]) -> str:
    """Cards the viewer sees, in the language shown: "charge A, orange 5:1; hold CD, teal 3"."""
    return clauses(card.words() for card in cards if card is not None)


@dataclass(frozen=True)
class HeatStarted(Event):
    heat: int
    extra: bool
    names: tuple[str, ...]  # who takes part

    def describe(self) -> str:
        if self.extra:
            return _("Heat {heat}: an extra heat to break the tie between {names}.").format(
                heat=self.heat, names=names_list([spoken_to(name) for name in self.names])
            )
        return _("Heat {heat}.").format(heat=self.heat)


@dataclass(frozen=True)
class CardsDrawn(Event):
    seat: int
    who: str
    cards: tuple[int, ...]
    texts: tuple[CardWords | None, ...]  # None where the viewer may not see the card
    why: str = ""  # "", "reward", "exchange"
    reveals = True
    revealed_what = N_("cards were drawn")

    def describe(self) -> str:
        if self.cards and self.cards[0]:
            template = {
                "reward": _("{who:draws} {cards} as a reward."),
                "exchange": _("{who:draws} {cards} in exchange."),
            }.get(self.why, _("{who:draws} {cards}."))
            return say(template, who=self.who, cards=_words(self.texts))
        template = {
            "reward": _("{who:draws} {n:card} as a reward."),
            "exchange": _("{who:draws} {n:card} in exchange."),
        }.get(self.why, _("{who:draws} {n:card}."))
        return say(template, who=self.who, n=len(self.cards))

    def seen_by(self, viewer: int | None) -> Event:
        if viewer == self.seat:
            return self
        return replace(self, cards=(0,) * len(self.cards), texts=(None,) * len(self.texts))


@dataclass(frozen=True)
class SecretChosen(Event):
    """A secret choice was made; what it was shows only when everyone has chosen."""

    seat: int
    who: str
    what: str  # "riders" | "exchange" | "charge" | "hold"

    def describe(self) -> str:
        template = {
            "riders": _("{who:chooses} riders for the gate."),
            "exchange": _("{who:decides} which cards to exchange."),
            # "whether": the log must not tell the other side which way the choice went.
            "charge": _("{who:decides} whether to charge."),
            "hold": _("{who:decides} whether to hold off."),
        }.get(self.what, _("{who:chooses}."))
        return say(template, who=self.who)


@dataclass(frozen=True)
class CardsExchanged(Event):
    seat: int
    who: str
    cards: tuple[int, ...]  # the cards given up, face up on the discard pile
    texts: tuple[CardWords, ...]

    def describe(self) -> str:
        if not self.cards:
            return say(_("{who:keeps} the whole hand."), who=self.who)
        return say(_("{who:exchanges} {cards}."), who=self.who, cards=_words(self.texts))


@dataclass(frozen=True)
class RidersRevealed(Event):
    order: tuple[str, ...]  # helmet colours, strongest first
    cards: tuple[int, ...]  # their strengths, in the same order
    names: tuple[str, ...]  # their managers ("" for none)
    random: bool = False  # chosen at random (extra heats)
    reveals = True
    revealed_what = N_("the riders were revealed")

    def describe(self) -> str:
        line = ", ".join(f"{rider_word(c)} {v}" for c, v in zip(self.order, self.cards, strict=True))
        template = _("Riders drawn at random: {riders}.") if self.random else _("Gate: {riders}.")
        return template.format(riders=line)


@dataclass(frozen=True)
class LapCardRevealed(Event):
    lap: int
    card: int
    kind: str
    reveals = True
    revealed_what = N_("a lap card was turned over")

    def describe(self) -> str:
        template = {
            "straight": _("Lap {lap}: a straight."),
            "bend": _("Lap {lap}: a bend."),
        }.get(self.kind, _("Lap {lap}: the finish line."))
        return template.format(lap=ROMAN[self.lap])


@dataclass(frozen=True)
class HazardStruck(Event):
    effect: str  # "fall" | "engine"
    rider: str
    outcome: str  # "last" | "out" | "sick" | "none"
    lap_kind: str  # what came next: "straight", "bend" or "finish"

    def describe(self) -> str:
        who = rider_word(self.rider)
        if self.effect == "fall":
            template = {
                "last": _("{rider} falls in the bend and drops to the back."),
                "out": _("{rider} falls before the line: no points."),
            }.get(self.outcome, _("{rider} stays on his bike on the straight."))
        else:
            template = {
                "out": _("{rider}'s engine blows in the bend: no points."),
                "sick": _("{rider}'s engine splutters: he can neither charge nor hold off this lap."),
            }.get(self.outcome, _("{rider}'s engine holds to the line."))
        return template.format(rider=who)


@dataclass(frozen=True)
class ChargeOffered(Event):
    charger: str
    holder: str
    charger_seat: int
    holder_seat: int

    def describe(self) -> str:
        return _("{charger} may charge {holder}.").format(
            charger=rider_word(self.charger), holder=rider_word(self.holder)
        )


@dataclass(frozen=True)
class ChargeRevealed(Event):
    charger: str
    holder: str
    charge: int
    hold: int  # -1: nothing held him off
    success: bool
    covered: tuple[str, ...]  # red letters covered by green ones
    charge_card: RacingCard
    hold_card: RacingCard | None  # None: nothing held him off
    # Why nothing held him off, where everyone may know it: "sick" (his engine splutters) or
    # "empty" (his manager's hand is empty, which everyone can count); "" for a choice, since
    # a hand's cards are secret: "no hold-off card" would tell the table what it holds.
    unheld: str = ""
    reveals = True

    def describe(self) -> str:
        c, h = rider_word(self.charger), rider_word(self.holder)
        charge = _lanes(
            self.charge_card.charge,
            _("{charger} charges in lane {lanes}"),
            _("{charger} charges in lanes {lanes}"),
        )
        if self.hold_card is not None:
            held = _lanes(
                self.hold_card.hold,
                _("{holder} holds off in lane {lanes}."),
                _("{holder} holds off in lanes {lanes}."),
            )
        else:
            held = {
                "sick": _("{holder} cannot hold off: his engine splutters."),
                "empty": _("{holder} has no card left to hold off with."),
            }.get(self.unheld, _("{holder} does not hold off."))
        result = _("{charger} passes {holder}!") if self.success else _("{holder} keeps his place.")
        return f"{clauses((charge, held))} {result}".format(charger=c, holder=h)


def _lanes(letters: frozenset[str], one: str, more: str) -> str:
    """`one` or `more` (templates with a {lanes} field) for a card's `letters`: "lanes C and D"."""
    ordered = sorted(letters)
    return (one if len(ordered) == 1 else more).replace("{lanes}", names_list(ordered))


@dataclass(frozen=True)
class ChargeNotMade(Event):
    charger: str
    holder: str

    def describe(self) -> str:
        return _("{charger} does not charge {holder}.").format(
            charger=rider_word(self.charger), holder=rider_word(self.holder)
        )


@dataclass(frozen=True)
class OrderChanged(Event):
    before: tuple[str, ...]
    order: tuple[str, ...]  # the racing riders, leader first

    def describe(self) -> str:
        return _("Order: {riders}.").format(riders=", ".join(rider_word(c) for c in self.order))


@dataclass(frozen=True)
class BendOpened(Event):
    names: tuple[str, ...]  # the managers in the order they may play

    def describe(self) -> str:
        # Inside the sentence a seat named You is "you", the first too: "The bend: you, then Ann
        # may play".
        first, *rest = self.names or ("",)
        turns = spoken_to(first)
        for name in rest:
            turns = say(_("{turns}, then {who:them}"), turns=turns, who=name)
        return _("The bend: {turns} may play.").format(turns=turns)


@dataclass(frozen=True)
class BendCardPlayed(Event):
    seat: int
    who: str
    card: int
    text: CardWords
    replaces: int  # the card it replaces, 0 when it opens the battle
    how: str  # "", "colour" or "effect": what it matches

    def describe(self) -> str:
        if not self.replaces:
            return say(_("{who:plays} {card}."), who=self.who, card=self.text.words())
        template = (
            _("{who:replaces} it (same edge colour) with {card}.")
            if self.how == "edge colour"
            else _("{who:replaces} it (same effect) with {card}.")
        )
        return say(template, who=self.who, card=self.text.words())


@dataclass(frozen=True)
class BendEnded(Event):
    """The battle is over with no card on the table: nothing happens."""

    def describe(self) -> str:
        return _("Nobody plays: the riders take the bend as they are.")


@dataclass(frozen=True)
class EffectTriggered(Event):
    seat: int
    who: str
    card: int
    effect: str
    name: str

    def describe(self) -> str:
        # A 3 or a 0 works on whoever leads or trails, whatever side he rides for: said here, so
        # "Ivan wins the bend" is not read as Ivan's rider taking the lead.
        template = {
            "three": _("{who:wins} the bend with {effect}: the rider in front keeps the lead."),
            "zero": _("{who:wins} the bend with {effect}: the last rider stays last."),
        }.get(self.effect, _("{who:wins} the bend with {effect}."))
        return say(template, effect=self.name, who=self.who)


@dataclass(frozen=True)
class EffectIgnored(Event):
    seat: int
    who: str
    name: str
    reason: str  # why, as `phases.effects.why_ignored` names it: "switch", "overtake", "side" or "locks"
    lead: str = ""  # with "locks": the rider a 3 holds in the lead
    tail: tuple[str, ...] = ()  # with "locks": the riders a 0 keeps at the back

    def describe(self) -> str:
        why = {
            "switch": _("no opponent holds a racing card"),
            "overtake": _("nobody is left to pass"),
            "side": _("no rider of that side is still racing"),
        }.get(self.reason)
        if why is None:
            locks = (
                [_("the 3 holding {rider} in the lead").format(rider=rider_word(self.lead))]
                if self.lead
                else []
            )
            locks += [_("the 0 keeping {rider} at the back").format(rider=rider_word(r)) for r in self.tail]
            why = _("it would undo {locks}").format(locks=names_list(locks))
        return _("{effect} is ignored: {why}.").format(effect=local(self.name), why=why)


@dataclass(frozen=True)
class RiderLocked(Event):
    rider: str
    how: str  # "lead" | "tail"

    def describe(self) -> str:
        if self.how == "lead":
            return _("{rider} holds the lead: nobody may charge him this heat.").format(
                rider=rider_word(self.rider)
            )
        return _("{rider} will finish last unless someone ahead drops out.").format(
            rider=rider_word(self.rider)
        )


@dataclass(frozen=True)
class HazardSet(Event):
    effect: str
    rider: str

    def describe(self) -> str:
        template = (
            _("{rider} risks a fall: the next lap card decides.")
            if self.effect == "fall"
            else _("{rider} risks an engine failure: the next lap card decides.")
        )
        return template.format(rider=rider_word(self.rider))


@dataclass(frozen=True)
class CardTaken(Event):
    seat: int
    who: str
    victim: int
    victim_name: str
    card: int
    text: CardWords | None  # None where the viewer may not see the card
    reveals = True
    revealed_what = N_("a card was taken")

    def describe(self) -> str:
        if self.card and self.text is not None:
            return say(
                _("{who:takes} {card} from {victim:'s} hand."),
                who=self.who,
                card=self.text.words(),
                victim=self.victim_name,
            )
        return say(_("{who:takes} a card from {victim:'s} hand."), who=self.who, victim=self.victim_name)

    def seen_by(self, viewer: int | None) -> Event:
        if viewer in (self.seat, self.victim):
            return self
        return replace(self, card=0, text=None)


@dataclass(frozen=True)
class HeatFinished(Event):
    heat: int
    extra: bool
    order: tuple[str, ...]  # every rider, finishers first
    points: tuple[int, ...]  # by rider, same order
    out: tuple[str, ...]  # by rider: "" or how he went out
    seat_points: tuple[int, ...]
    score: str  # the running score, names and figures ("" in an extra heat)
    level: bool = False  # the sides are level

    def describe(self) -> str:
        parts = []
        for colour, points, out in zip(self.order, self.points, self.out, strict=True):
            parts.append(f"{rider_word(colour)} {'(' + out_word(out) + ')' if out else points}")
        template = (
            _("Extra heat {heat} result: {riders}.") if self.extra else _("Heat {heat} result: {riders}.")
        )
        line = template.format(heat=self.heat, riders=", ".join(parts))
        if self.score:
            line += " " + _("Score: {score}.").format(score=score_words(self.score, self.level))
        return line


@dataclass(frozen=True)
class RidersReturned(Event):
    seat: int
    who: str

    def describe(self) -> str:
        return say(_("{who:has} used every rider: all of them come back."), who=self.who)


@dataclass(frozen=True)
class MatchFinished(Event):
    order: tuple[str, ...]
    summary: str  # the final score, names and figures
    level: bool = False  # the sides are level

    def describe(self) -> str:
        return _("Match over: {score}.").format(score=score_words(self.summary, self.level))
