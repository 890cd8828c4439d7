"""Nascard's YAML files described once: the components file and track files.

Structure problems come from the schema with their lines; `build` adds the cross
checks (a card in two suits, a bonus naming an unknown suit, a track card that
does not exist) at the line of the value at fault.
"""

from __future__ import annotations

from operator import itemgetter
from pathlib import Path
from typing import Any

from tabletop.content.schema import (
    Reader,
    boolean,
    dict_of,
    integer,
    list_of,
    load_typed,
    mapping,
    text,
    translatable,
)
from tabletop.content.yaml_source import LMap, line_at, to_plain
from tabletop.engine.track import Track
from tabletop.games.nascard.components import (
    BonusCard,
    CarStyle,
    Components,
    Cost,
    Effect,
    Numbers,
    Suit,
    TrackCard,
    TrackCardSide,
)
from tabletop.games.nascard.track_layout import build_track, layout_problems
from tabletop.language import N_, _

MAX_CARDS = 200
GRID = 200  # how far from the origin a track card may lie, in cards
BURNS = ("same_suit", "higher", "same_suit_higher")
TAGS = ("caution",)

_COST = mapping(
    {"blister": integer(default=0, min=0, max=5), "burn": text(default=None, choices=BURNS)},
    default=None,
    what=N_("cost"),
)
_EFFECT = mapping(
    {
        "recover": boolean(default=False),
        "draw": integer(default=0, min=0, max=6),
        "trump": boolean(default=False),
        "extra": integer(default=0, min=0, max=5),
    },
    default=None,
    what=N_("effect"),
)
_SIDE = mapping(
    {"inside": list_of(text(choices=TAGS), default=[]), "outside": list_of(text(choices=TAGS), default=[])},
    what=N_("track card side"),
)
COMPONENTS = mapping(
    {
        "suits": list_of(
            mapping(
                {
                    "id": text(min=1),
                    "name": translatable(min=1),
                    "theme": translatable(default=""),
                    "colour": text(min=4),
                    "symbol": translatable(min=1, max=2),
                },
                what=N_("suit"),
            ),
            min=1,
        ),
        "driving_cards": dict_of(list_of(integer(min=1, max=MAX_CARDS), min=1, max=MAX_CARDS)),
        "bonus_cards": list_of(
            mapping(
                {
                    "number": integer(min=1, max=MAX_CARDS),
                    "suit": text(),
                    "name": translatable(min=1),
                    "text": translatable(min=1),
                    "cost": _COST,
                    "effect": _EFFECT,
                    "caution": mapping({"cost": _COST, "effect": _EFFECT}, default=None, what=N_("caution")),
                },
                what=N_("bonus card"),
            ),
            min=1,
        ),
        "recommended_bonus": list_of(integer(min=1, max=MAX_CARDS), max=MAX_CARDS),
        "track_cards": list_of(
            mapping(
                {
                    "id": text(min=1),
                    "kind": text(choices=("corner", "straight")),
                    "start_finish": boolean(default=False),
                    "a": _SIDE,
                    "b": _SIDE,
                },
                what=N_("track card"),
            ),
            min=4,
        ),
        "movement": list_of(integer(min=0, max=20), min=1, max=20),
        "numbers": mapping(
            {
                "hand_size": integer(min=1, max=12),
                "hand_limit": integer(min=1, max=20),
                "pit_draw": integer(min=0, max=10),
                "trading_paint": integer(min=0, max=5),
                "rival_minimum": integer(min=0, max=10),
                "field": integer(min=1, max=6),
            },
        ),
        "cars": list_of(
            mapping({"colour": text(min=1), "name": translatable(min=1)}, what=N_("car")), min=6, max=20
        ),
    }
)

TRACK = mapping(
    {
        "name": translatable(min=1),
        "game": text(choices=("nascard",)),
        "pieces": list_of(
            mapping(
                {
                    "card": text(min=1),
                    "side": text(default="a", choices=("a", "b")),
                    "at": list_of(integer(min=-GRID, max=GRID), min=2, max=2),
                    "heading": integer(choices=(0, 90, 180, 270)),
                    "turn": integer(default=0, choices=(0, 90)),
                },
                what=N_("track piece"),
            ),
            min=4,
            max=500,
        ),
    }
)


def load_components(path: Path) -> Components:
    return load_typed(path, COMPONENTS, _build_components, what=N_("Nascard components"))


def _cost(raw: LMap | None) -> Cost:
    return Cost() if raw is None else Cost(raw["blister"], raw["burn"])


def _effect(raw: LMap | None) -> Effect:
    return Effect() if raw is None else Effect(raw["recover"], raw["draw"], raw["trump"], raw["extra"])


def _build_components(data: Any, reader: Reader) -> Components:
    for key in ("id", "name", "colour"):
        reader.check_unique(data["suits"], _("suit {field}").format(field=key), itemgetter(key))
    # The corner letter is what tells the suits apart on a small card, in whatever language.
    reader.check_unique_in_every_language(data["suits"], _("suit {field}").format(field="symbol"), "symbol")
    reader.check_unique(data["cars"], _("car colour"), lambda car: car["colour"])
    reader.check_unique(data["cars"], _("car name"), lambda car: car["name"])
    suits = {s["id"]: Suit(s["id"], s["name"], s["theme"], s["colour"], s["symbol"]) for s in data["suits"]}
    card_suit: dict[int, str] = {}
    cards = data["driving_cards"]
    for suit, numbers in cards.items():
        reader.check_known(cards.line_of(suit), _("suit"), suit, suits)
        for index, number in enumerate(numbers):
            if number in card_suit:
                message = _("card {number} is both {suit} and {other}")
                message = message.format(number=number, suit=card_suit[number], other=suit)
                reader.error(numbers.line_of(index), message)
            card_suit[number] = suit
    expected = set(range(1, len(card_suit) + 1))
    if set(card_suit) != expected:
        missing = sorted(expected - set(card_suit))
        message = _("driving cards must be numbered 1 to {last}; missing {missing}")
        reader.error(cards.line, message.format(last=len(card_suit), missing=missing))
    bonus: dict[int, BonusCard] = {}
    for index, raw in enumerate(data["bonus_cards"]):
        line = data["bonus_cards"].line_of(index)
        reader.check_known(raw.line_of("suit"), _("suit"), raw["suit"], suits)
        if raw["number"] in bonus:
            reader.error(line, _("bonus card {number} is listed twice").format(number=raw["number"]))
        caution = raw["caution"]
        cost, effect = _cost(raw["cost"]), _effect(raw["effect"])
        bonus[raw["number"]] = BonusCard(
            raw["number"], raw["suit"], raw["name"], raw["text"], cost, effect,
            _cost(caution["cost"]) if caution and caution["cost"] is not None else cost,
            _effect(caution["effect"]) if caution and caution["effect"] is not None else effect,
        )
    for suit in suits:
        if not any(b.suit == suit for b in bonus.values()):
            reader.error(data["bonus_cards"].line, _("no bonus card is {suit}").format(suit=suit))
    recommended = data["recommended_bonus"]
    for index, number in enumerate(recommended):
        reader.check_known(recommended.line_of(index), _("bonus card"), number, bonus)
    if reader.ok and sorted(bonus[n].suit for n in recommended) != sorted(suits):
        reader.error(recommended.line, _("the recommended bonus cards must hold one card of each suit"))
    track_cards: dict[str, TrackCard] = {}
    for index, raw in enumerate(data["track_cards"]):
        if raw["id"] in track_cards:
            message = _("track card {card} is listed twice").format(card=raw["id"])
            reader.error(data["track_cards"].line_of(index), message)
        sides = {
            side: TrackCardSide(frozenset(raw[side]["inside"]), frozenset(raw[side]["outside"]))
            for side in ("a", "b")
        }
        track_cards[raw["id"]] = TrackCard(raw["id"], raw["kind"], raw["start_finish"], sides)
    cards_line = data["track_cards"].line
    corners = sum(card.kind == "corner" for card in track_cards.values())
    if not corners or (len(track_cards) - corners) % corners:
        reader.error(cards_line, _("the straights must share out equally between the corners"))
    if sum(card.start_finish for card in track_cards.values()) != 1:
        reader.error(cards_line, _("exactly one track card must carry the start/finish line"))
    n = data["numbers"]
    numbers = Numbers(
        n["hand_size"], n["hand_limit"], n["pit_draw"], n["trading_paint"], n["rival_minimum"], n["field"]
    )
    return Components(
        suits=suits,
        card_suit=dict(sorted(card_suit.items())),
        bonus_cards=dict(sorted(bonus.items())),
        recommended_bonus=tuple(recommended),
        track_cards=track_cards,
        movement=tuple(data["movement"]),
        numbers=numbers,
        cars=tuple(CarStyle(c["colour"], c["name"]) for c in data["cars"]),
    )


def load_track(path: Path, parts: Components, text_: str | None = None) -> Track:
    """A track file as the engine's track model; problems carry the file's lines."""

    def build(data: Any, reader: Reader) -> Track:
        reader.check_unique(data["pieces"], _("track card"), lambda piece: piece["card"])
        for piece in data["pieces"]:
            reader.check_known(piece.line_of("card"), _("track card"), piece["card"], parts.track_cards)
        if reader.ok:
            # At the line of the piece a problem is about (the first, for two that do not join):
            # in a file of sixteen pieces, the `pieces:` line alone leaves the reader to count.
            for problem in layout_problems(data, parts):
                reader.error(line_at(data, ("pieces", *problem.items[:1])), problem.message)
        reader.raise_if_problems()
        return build_track(to_plain(data), parts, track_id=Path(path).stem)

    return load_typed(path, TRACK, build, what=N_("track"), text=text_)
