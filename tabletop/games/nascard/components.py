"""Nascard's components as typed objects, built from data/cards/nascard.yaml."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Suit:
    id: str
    name: str
    theme: str
    colour: str
    symbol: str


@dataclass(frozen=True)
class Cost:
    """What activating a bonus costs on top of the card played."""

    blister: int = 0
    burn: str | None = None  # "same_suit" | "higher" | "same_suit_higher"


@dataclass(frozen=True)
class Effect:
    recover: bool = False
    draw: int = 0
    trump: bool = False
    extra: int = 0


@dataclass(frozen=True)
class BonusCard:
    number: int
    suit: str
    name: str
    text: str
    cost: Cost
    effect: Effect
    caution_cost: Cost
    caution_effect: Effect

    def terms(self, on_caution: bool) -> tuple[Cost, Effect]:
        if on_caution:
            return self.caution_cost, self.caution_effect
        return self.cost, self.effect

    @property
    def caution_changes_cost(self) -> bool:
        return self.caution_cost != self.cost

    @property
    def caution_changes_terms(self) -> bool:
        return self.caution_changes_cost or self.caution_effect != self.effect


@dataclass(frozen=True)
class TrackCardSide:
    inside: frozenset[str]
    outside: frozenset[str]


@dataclass(frozen=True)
class TrackCard:
    id: str
    kind: str  # "corner" | "straight"
    start_finish: bool
    sides: dict[str, TrackCardSide]


@dataclass(frozen=True)
class Numbers:
    hand_size: int
    hand_limit: int
    pit_draw: int
    trading_paint: int
    rival_minimum: int
    field: int


@dataclass(frozen=True)
class CarStyle:
    colour: str
    name: str


@dataclass(frozen=True)
class Components:
    suits: dict[str, Suit]
    card_suit: dict[int, str]
    bonus_cards: dict[int, BonusCard]
    recommended_bonus: tuple[int, ...]
    track_cards: dict[str, TrackCard]
    movement: tuple[int, ...]
    numbers: Numbers
    cars: tuple[CarStyle, ...]
    driving_cards: tuple[int, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "driving_cards", tuple(sorted(self.card_suit)))

    def suit_of(self, card: int) -> str:
        return self.card_suit[card]

    def bonus_of_suit(self, suit: str) -> list[BonusCard]:
        return [b for b in self.bonus_cards.values() if b.suit == suit]

    def track_shape(self) -> tuple[int, int]:
        """How many corners a track has, and how many straights lie between two of them."""
        corners = sum(card.kind == "corner" for card in self.track_cards.values())
        return corners, (len(self.track_cards) - corners) // max(1, corners)

    def card_name(self, card: int) -> str:
        return f"{card} {self.card_suit[card]}"
