"""One position of an MCS match. Pure data: the rules change it, the table draws it.

Riders are named by their helmet colour, which is unique in a heat. Racing
cards, rider cards and lap cards are named by their numbers (rider cards by
their strength). A secret choice made but not yet revealed is kept in the state
and masked by `rules.view` for everyone else.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.rng import Rng

HIDDEN = 0  # a card the viewer may not see (or a secret choice made but not shown)
NO_CARD = -1  # the choice "no card": no charge, no hold-off


@dataclass
class Player:
    seat: int
    name: str
    side: str  # "hosts" | "visitors"
    colours: tuple[str, ...]  # the helmet colours he manages (two in the 2-player match)
    hand: list[int] = field(default_factory=list)
    riders: list[int] = field(default_factory=list)  # rider cards still to use this cycle
    used: list[int] = field(default_factory=list)  # rider cards used this cycle
    points: int = 0  # his riders' points in the regular heats

    def clone(self) -> Player:
        return Player(
            self.seat, self.name, self.side, self.colours,
            list(self.hand), list(self.riders), list(self.used), self.points,
        )


@dataclass
class Rider:
    colour: str
    seat: int  # his manager
    card: int  # the rider card's strength
    out: str = ""  # "" while racing, "fall" or "engine" once out of the heat


@dataclass
class Attempt:
    """A charge in a straight: the rider behind tries to pass the one ahead.

    Each choice is None until made, NO_CARD for "no card", else the card (masked
    to HIDDEN for everyone but its owner until both have chosen; the card stays in
    its owner's hand until then).
    """

    charger: str
    holder: str
    charge: int | None = None
    hold: int | None = None


@dataclass
class Bend:
    """A battle in a bend: turns go round `seats` (race order); `chain` is every card played."""

    seats: list[int]
    turn: int = 0  # index into `seats`
    chain: list[tuple[int, int]] = field(default_factory=list)  # (seat, card), the last on top
    passes: int = 0  # passes in a row since the last card (or since the start)


@dataclass(frozen=True)
class Pending:
    """The card whose effect triggered, waiting for its player's choice."""

    seat: int
    card: int
    effect: str


@dataclass(frozen=True)
class Hazard:
    """A fall or engine failure waiting for the next lap card."""

    effect: str  # "fall" | "engine"
    rider: str
    seat: int


@dataclass(frozen=True)
class ShownCharge:
    """The last charge of this lap, revealed: for the table to show edge to edge."""

    charger: str
    holder: str
    charge: int
    hold: int  # NO_CARD when nothing held him off
    success: bool


@dataclass(frozen=True)
class RiderResult:
    colour: str
    seat: int
    card: int
    place: int  # 1-4 among the riders who finished; 0 when out
    out: str
    points: int


@dataclass(frozen=True)
class HeatResult:
    number: int
    extra: bool  # an extra heat of the meeting: decides a tie, scores nothing
    riders: tuple[RiderResult, ...]  # in finishing order, the riders out last
    seat_points: tuple[int, ...]  # by seat (zero for seats not in an extra heat)
    laps: tuple[str, ...]  # the kinds of lap card revealed


@dataclass
class McsState:
    mode: str  # "match" | "teams" | "meeting"
    players: list[Player]
    deck: list[int]
    discard: list[int]
    lap_decks: list[list[int]]  # decks I-IV, top card last
    lap_discards: list[list[int]]
    rng: Rng
    heats: int  # regular heats in the match
    heat: int = 0  # the heat being run (extra heats continue the count)
    phase: str = "gate"  # exchange | gate | straight | bend | effect | over
    participants: tuple[int, ...] = ()  # seats taking part in this heat
    extra: bool = False  # this heat is an extra heat
    choices: dict[int, tuple[int, ...]] = field(default_factory=dict)  # secret rider/exchange choices
    exchange_next: bool = False  # the last heat ended on lap I: hands may be exchanged first
    riders: dict[str, Rider] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)  # racing riders, the leader first
    out: list[str] = field(default_factory=list)  # riders out of this heat, in the order they went
    lap: int = 0  # 1-4 once the lap cards are being turned
    lap_cards: list[int] = field(default_factory=list)  # this heat's lap cards, lap I first
    involved: list[str] = field(default_factory=list)  # riders in a charge this lap
    declined: list[str] = field(default_factory=list)  # riders who chose not to charge this lap
    sick: str = ""  # a rider whose engine lets him neither charge nor hold off this lap
    lead_lock: str = ""  # the leader held by a "3"
    tail_locks: list[str] = field(default_factory=list)  # riders held at the back by a "0"
    hazard: Hazard | None = None
    attempt: Attempt | None = None
    bend: Bend | None = None
    pending: Pending | None = None
    shown_charge: ShownCharge | None = None
    shown_chain: tuple[tuple[int, int], ...] = ()  # the last bend battle, until the next lap card
    results: list[HeatResult] = field(default_factory=list)
    groups: list[list[int]] = field(default_factory=list)  # meeting standings: tied seats share a group
    ranking: list[int] = field(default_factory=list)  # the final order of seats, once over

    def clone(self) -> McsState:
        """A deep copy, written out by hand: views, bots and the search copy states all the time.
        The fields not listed are immutable (numbers, strings, frozen records) and shared."""
        copied = object.__new__(McsState)
        fields = copied.__dict__
        fields.update(self.__dict__)
        bend, att = self.bend, self.attempt
        fields.update(
            players=[p.clone() for p in self.players],
            deck=list(self.deck),
            discard=list(self.discard),
            lap_decks=[list(d) for d in self.lap_decks],
            lap_discards=[list(d) for d in self.lap_discards],
            rng=Rng(self.rng.state),
            choices=dict(self.choices),
            riders={c: Rider(r.colour, r.seat, r.card, r.out) for c, r in self.riders.items()},
            order=list(self.order),
            out=list(self.out),
            lap_cards=list(self.lap_cards),
            involved=list(self.involved),
            declined=list(self.declined),
            tail_locks=list(self.tail_locks),
            attempt=Attempt(att.charger, att.holder, att.charge, att.hold) if att else None,
            bend=Bend(list(bend.seats), bend.turn, list(bend.chain), bend.passes) if bend else None,
            results=list(self.results),
            groups=[list(g) for g in self.groups],
            ranking=list(self.ranking),
        )
        return copied

    # --- questions the rules, the bot and the table all ask -------------------------------

    @property
    def four_players(self) -> bool:
        return len(self.players) == 4

    def committed(self, seat: int) -> list[int]:
        """Cards of `seat`'s hand put down face down for the charge not yet shown.

        They stay in the hand until the reveal, so that a hand never shrinks on a secret
        choice; only their owner sees them (and the table draws them on the track)."""
        att = self.attempt
        if att is None:
            return []
        return [
            card
            for rider, card in ((att.charger, att.charge), (att.holder, att.hold))
            if card is not None and card > 0 and self.riders[rider].seat == seat
        ]

    def seat_of(self, colour: str) -> int:
        return self.riders[colour].seat

    def place_of(self, colour: str) -> int:
        """1 for the leader; 0 for a rider out of the heat."""
        return self.order.index(colour) + 1 if colour in self.order else 0

    def side_of_seat(self, seat: int) -> str:
        return self.players[seat].side

    def opponents(self, seat: int) -> list[int]:
        """Seats playing against `seat`: the other side, or everyone else in the meeting."""
        me = self.players[seat]
        if self.mode == "meeting":
            return [p.seat for p in self.players if p.seat != seat]
        return [p.seat for p in self.players if p.side != me.side]

    def team_total(self, seat: int) -> int:
        """What `seat` is scored on: his own points in the meeting, his side's otherwise."""
        if self.mode == "meeting":
            return self.players[seat].points
        side = self.players[seat].side
        return sum(p.points for p in self.players if p.side == side)

    def regular_results(self) -> list[HeatResult]:
        return [r for r in self.results if not r.extra]
