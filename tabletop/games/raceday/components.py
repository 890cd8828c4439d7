"""Race Day's components as typed objects, built from data/cards/raceday.yaml."""

from __future__ import annotations

from dataclasses import dataclass

# What an ability can do. Each kind is one hook in the rules, and every hook is a
# Driver check: roll two dice against the card's Driver value.
AVOID_DAMAGE = "avoid_damage"  # a passed Driver check cancels one kind of damage
KEEP_TURN = "keep_turn"  # a passed Driver check keeps the dashboard face up after drafting B
ABILITY_KINDS = (AVOID_DAMAGE, KEEP_TURN)

# The moments an `avoid_damage` ability can step in.
BUMP = "bump"  # Body damage from bumping
BLOCKED = "blocked"  # Body damage from a blocked path
ENGINE_CHECK = "engine_check"  # Engine damage from a failed Engine check
BODY_CHECK = "body_check"  # Body damage from a failed Body check
DAMAGE_CAUSES = (BUMP, BLOCKED, ENGINE_CHECK, BODY_CHECK)

ENGINE = "engine"
BODY = "body"
DRIVER = "driver"
CHECKS = (ENGINE, BODY)


@dataclass(frozen=True)
class Ability:
    id: str
    name: str
    kind: str  # one of ABILITY_KINDS
    cause: str | None  # for avoid_damage: one of DAMAGE_CAUSES
    text: str

    def cancels(self, cause: str) -> bool:
        return self.kind == AVOID_DAMAGE and self.cause == cause


@dataclass(frozen=True)
class Rarity:
    id: str
    name: str
    symbol: str  # drawn in the card's corner: circle, diamond or star


@dataclass(frozen=True)
class Dashboard:
    """One dashboard card: a driver and their car. A check passes when two dice reach the value."""

    number: int  # collector's number
    driver: str
    car_number: str
    colour: str
    rarity: str
    driver_value: int
    body_value: int
    engine_value: int
    ability: str  # an Ability id

    def value(self, check: str) -> int:
        return {ENGINE: self.engine_value, BODY: self.body_value, DRIVER: self.driver_value}[check]


@dataclass(frozen=True)
class Speed:
    id: str
    name: str
    modifier: int  # added to the move roll
    check: str | None  # the check made after the move: engine, body or none


@dataclass(frozen=True)
class Numbers:
    die: int  # sides of every die
    check_dice: int  # dice rolled for a check
    engine_limit: int  # the Engine damage that puts a car out
    body_limit: int  # the Body damage that puts a car out
    max_players: int


@dataclass(frozen=True)
class Components:
    cards: dict[int, Dashboard]
    abilities: dict[str, Ability]
    rarities: dict[str, Rarity]
    speeds: dict[str, Speed]
    numbers: Numbers

    def card(self, number: int) -> Dashboard:
        return self.cards[number]

    def ability_of(self, number: int) -> Ability:
        return self.abilities[self.cards[number].ability]

    @property
    def card_count(self) -> int:
        return len(self.cards)
