"""One position of a Nascard race. Pure data: the rules change it, the table draws it."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.rng import Rng
from tabletop.engine.track import Track

HIDDEN = 0  # a card whose number the viewer may not see


@dataclass
class Play:
    """The card a car put down this round (None for a pit stop)."""

    card: int | None
    as_trump: bool = False
    extra: int = 0

    @property
    def pit(self) -> bool:
        return self.card is None


@dataclass
class Car:
    id: int
    name: str
    colour: str
    seat: int | None  # None for a rival
    progress: int  # track cards travelled since the start card; laps = progress // cards
    lane: int  # 0 inside, 1 outside

    @property
    def is_rival(self) -> bool:
        return self.seat is None


@dataclass
class Player:
    seat: int
    name: str
    car: int
    hand: list[int] = field(default_factory=list)
    blistered: list[int] = field(default_factory=list)
    pit_turned: bool = False


@dataclass
class NascardState:
    track: Track = field(repr=False)
    players: list[Player]
    cars: list[Car]
    deck: list[int]
    discard: list[int]
    trump: str
    bonus: dict[str, int]  # suit -> the bonus card in play for it
    rng: Rng
    laps: int
    round: int = 1
    phase: str = "play"  # "play" | "cut" | "over"
    order: list[int] = field(default_factory=list)  # car ids, this round's play order
    turn: int = 0  # index into `order` of the car whose driver plays next
    plays: dict[int, Play] = field(default_factory=dict)  # car id -> this round's play
    rival_cards: dict[int, int] = field(default_factory=dict)  # car id -> face-down card
    rival_suits: dict[int, str] = field(default_factory=dict)  # suit shows on the back
    progress_by_round: list[list[int]] = field(default_factory=list)
    finish_order: list[int] = field(default_factory=list)  # car ids, set once over

    @property
    def track_length(self) -> int:
        return len(self.track.placements)  # Track.piece_count, one call fewer: asked often

    def car_piece(self, car: Car) -> int:
        return car.progress % self.track_length

    def occupant(self, piece: int, lane: int) -> Car | None:
        length = self.track_length
        for car in self.cars:
            if car.lane == lane and car.progress % length == piece:
                return car
        return None

    def space_of(self, car: Car) -> str:
        return f"{self.car_piece(car)}.{car.lane}"

    def player_of_car(self, car_id: int) -> Player | None:
        seat = self.cars[car_id].seat
        return None if seat is None else self.players[seat]

    def standings(self) -> list[Car]:
        """Cars from the leader back; on one track card the inside car is ahead."""
        return sorted(self.cars, key=lambda c: (-c.progress, c.lane))

    def clone(self) -> NascardState:
        """An independent copy, made by hand: views and the search copy states by the
        thousand, and a deep copy spent most of its time on what never changes. The track
        and the rounds already recorded are never changed in place, so copies share them."""
        return NascardState(
            track=self.track,
            players=[
                Player(p.seat, p.name, p.car, list(p.hand), list(p.blistered), p.pit_turned)
                for p in self.players
            ],
            cars=[Car(c.id, c.name, c.colour, c.seat, c.progress, c.lane) for c in self.cars],
            deck=list(self.deck),
            discard=list(self.discard),
            trump=self.trump,
            bonus=dict(self.bonus),
            rng=Rng(self.rng.state),
            laps=self.laps,
            round=self.round,
            phase=self.phase,
            order=list(self.order),
            turn=self.turn,
            plays={car: Play(p.card, p.as_trump, p.extra) for car, p in self.plays.items()},
            rival_cards=dict(self.rival_cards),
            rival_suits=dict(self.rival_suits),
            progress_by_round=list(self.progress_by_round),
            finish_order=list(self.finish_order),
        )
