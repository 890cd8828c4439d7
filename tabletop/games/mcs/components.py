"""MCS's components as typed objects, built from data/cards/mcs.yaml.

Three kinds of card: rider cards (a helmet colour and a strength 1-20), racing
cards (lane letters on top, red for charging and green for holding off; an edge
colour and a bend effect below) and lap cards (a straight, a bend or a finish
line, in four decks I to IV). The numbers of the game (heats, hand sizes, the
points of each place) live here too.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.games.mcs.words import edge_word, rider_word
from tabletop.language import _

LANES = ("A", "B", "C", "D")
SIDES = ("hosts", "visitors")
LAP_KINDS = ("straight", "bend", "finish")
MODES = ("match", "teams", "meeting")

# The procedures the rules know, by effect id; the YAML names and describes them.
EFFECT_IDS = (
    "three",
    "zero",
    "five_one",
    "four_two",
    "three_three",
    "overtake",
    "switch",
    "fall",
    "engine",
)
# The places a pair of riders takes for each placing effect (the 3:3 offers two).
PLACINGS: dict[str, tuple[tuple[int, int], ...]] = {
    "five_one": ((1, 2),),
    "four_two": ((1, 3),),
    "three_three": ((1, 4), (2, 3)),
}


@dataclass(frozen=True)
class Helmet:
    colour: str  # also the token colour name
    name: str
    side: str  # "hosts" | "visitors"
    letter: str  # drawn on the helmet, so colour is never the only clue
    pattern: str  # the colour-blind badge


@dataclass(frozen=True)
class RiderCard:
    value: int  # 1-20, unique: the value names the card
    colour: str


@dataclass(frozen=True)
class Effect:
    id: str
    symbol: str  # what the card's wheel shows: "3", "5:1", ...
    name: str
    text: str


@dataclass(frozen=True)
class EdgeColour:
    id: str
    name: str
    colour: str  # "#rrggbb"
    mark: str  # a shape drawn on the edge for colour-blind players


@dataclass(frozen=True)
class RacingCard:
    number: int
    charge: frozenset[str]  # red letters
    hold: frozenset[str]  # green letters
    edge: str
    effect: str

    @property
    def can_charge(self) -> bool:
        return bool(self.charge)

    @property
    def can_hold(self) -> bool:
        return bool(self.hold)


@dataclass(frozen=True)
class LapCard:
    number: int
    lap: int  # 1-4
    kind: str  # "straight" | "bend" | "finish"


@dataclass(frozen=True)
class Numbers:
    heats: dict[str, int]  # by mode
    short_heats: int  # the short game's heats, whatever the mode
    hand_two: int  # hand size in the 2-player match
    hand_four: int  # hand size with 4 players
    points: tuple[int, ...]  # by place, 1st first
    reward: int  # cards the winner of a charge draws
    laps: int


@dataclass(frozen=True)
class Components:
    helmets: dict[str, Helmet]  # by colour, in the order red, blue, yellow, white
    riders: dict[int, RiderCard]
    effects: dict[str, Effect]
    edges: dict[str, EdgeColour]
    cards: dict[int, RacingCard]
    laps: dict[int, LapCard]
    numbers: Numbers
    racing_numbers: tuple[int, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "racing_numbers", tuple(sorted(self.cards)))

    def side_colours(self, side: str) -> tuple[str, ...]:
        return tuple(h.colour for h in self.helmets.values() if h.side == side)

    def riders_of(self, colour: str) -> tuple[int, ...]:
        return tuple(sorted(v for v, r in self.riders.items() if r.colour == colour))

    def lap_deck(self, lap: int) -> tuple[int, ...]:
        return tuple(sorted(n for n, c in self.laps.items() if c.lap == lap))

    def card_name(self, number: int) -> str:
        """ "A B / c: orange 5:1" — red letters upper case, green lower case."""
        card = self.cards[number]
        return f"{letters_text(card)} · {edge_word(card.edge)} {self.effects[card.effect].symbol}"

    def rider_name(self, value: int) -> str:
        """A rider card by helmet and strength: "Red 5"."""
        return f"{rider_word(self.riders[value].colour)} {value}"


def letters_text(card: RacingCard) -> str:
    """The top of a card in words: "charge AB / hold C"."""
    parts = []
    if card.charge:
        parts.append(_("charge {letters}").format(letters="".join(sorted(card.charge))))
    if card.hold:
        parts.append(_("hold {letters}").format(letters="".join(sorted(card.hold))))
    return " / ".join(parts)


def charge_succeeds(charge: RacingCard, hold: RacingCard | None) -> bool:
    """A charge gets through when one of its red letters finds no green letter in its lane."""
    if hold is None:
        return True
    return bool(charge.charge - hold.hold)


def covered(charge: RacingCard, hold: RacingCard | None) -> frozenset[str]:
    """The red letters a hold-off card covers."""
    return frozenset() if hold is None else charge.charge & hold.hold
