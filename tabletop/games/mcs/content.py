"""MCS's components file described once, and built into typed components.

Structure problems come from the schema with their lines; `_build` adds the
cross checks (an unknown edge colour or effect, a rider value used twice,
host and visitor strengths that do not balance, a lane letter that is both red
and green on one card) at the line of the value at fault.
"""

from __future__ import annotations

from operator import itemgetter
from pathlib import Path
from typing import Any

from tabletop.content.schema import Reader, integer, list_of, load_typed, mapping, text, translatable
from tabletop.games.mcs.components import (
    EFFECT_IDS,
    LANES,
    LAP_KINDS,
    MODES,
    SIDES,
    Components,
    EdgeColour,
    Effect,
    Helmet,
    LapCard,
    Numbers,
    RacingCard,
    RiderCard,
)
from tabletop.language import N_, _

MARKS = ("circle", "triangle", "square", "diamond", "star", "hexagon")
HELMET_COLOURS = ("red", "blue", "yellow", "white")

# What a side is told when it has not two helmet colours, by side (SIDES).
_TWO_HELMETS = {
    "hosts": N_("the hosts need exactly two helmet colours"),
    "visitors": N_("the visitors need exactly two helmet colours"),
}
_LETTERS = text(default="", max=4, doc="Lane letters A-D, e.g. AB.")
COMPONENTS = mapping(
    {
        "helmets": list_of(
            mapping(
                {
                    "colour": text(choices=HELMET_COLOURS),
                    "name": translatable(min=1),
                    "side": text(choices=SIDES),
                    "letter": translatable(min=1, max=2),
                    "pattern": text(min=1),
                },
                what=N_("helmet"),
            ),
            min=4,
            max=4,
        ),
        "riders": mapping(
            {colour: list_of(integer(min=1, max=20), min=5, max=5) for colour in HELMET_COLOURS}
        ),
        "numbers": mapping(
            {
                "heats": mapping({mode: integer(min=1, max=40) for mode in MODES}),
                "short_heats": integer(min=1, max=40),
                "hand_two": integer(min=1, max=10),
                "hand_four": integer(min=1, max=10),
                "points": list_of(integer(min=0, max=10), min=4, max=4),
                "reward": integer(min=0, max=3),
                "laps": integer(min=1, max=4),
            }
        ),
        "effects": list_of(
            mapping(
                {
                    "id": text(choices=EFFECT_IDS),
                    "symbol": text(min=1, max=4),
                    "name": translatable(min=1),
                    "text": translatable(min=1),
                },
                what=N_("effect"),
            ),
            min=len(EFFECT_IDS),
            max=len(EFFECT_IDS),
        ),
        "edges": list_of(
            mapping(
                {
                    "id": text(min=1),
                    "name": translatable(min=1),
                    "colour": text(min=7, max=7),
                    "mark": text(choices=MARKS),
                },
                what=N_("edge colour"),
            ),
            min=2,
        ),
        "racing_cards": list_of(
            mapping(
                {
                    "n": integer(min=1, max=200),
                    "charge": _LETTERS,
                    "hold": _LETTERS,
                    "edge": text(min=1),
                    "effect": text(min=1),
                },
                what=N_("racing card"),
            ),
            min=8,
        ),
        "lap_decks": list_of(
            mapping(
                {
                    "lap": integer(min=1, max=4),
                    "straight": integer(min=0, max=30),
                    "bend": integer(min=0, max=30),
                    "finish": integer(min=0, max=30),
                },
                what=N_("lap deck"),
            ),
            min=4,
            max=4,
        ),
    }
)


def load_components(path: Path) -> Components:
    return load_typed(path, COMPONENTS, _build, what=N_("MCS components"))


def _letters(reader: Reader, line: int, raw: str, key: str) -> frozenset[str]:
    """The lanes of the card's field `key` ("charge" or "hold"), each letter once and A to D."""
    letters = frozenset(raw.upper())
    bad = sorted(letters - set(LANES))
    if bad:
        message = _("{key} letters must be lanes A to D, not {letters}")
        reader.error(line, message.format(key=key, letters=", ".join(bad)))
    if len(letters) != len(raw):
        reader.error(line, _("{key} letters repeat a lane: {letters}").format(key=key, letters=raw))
    return letters


def _build(data: Any, reader: Reader) -> Components:
    reader.check_unique(data["helmets"], _("helmet name"), itemgetter("name"))
    # The letter tells the helmets apart where colour cannot, in whatever language is shown.
    reader.check_unique_in_every_language(data["helmets"], _("helmet letter"), "letter")
    for key, what in (("name", N_("edge colour name")), ("colour", N_("edge colour colour"))):
        reader.check_unique(data["edges"], _(what), itemgetter(key))
    reader.check_unique(data["effects"], _("effect name"), lambda effect: effect["name"])
    helmets: dict[str, Helmet] = {}
    for index, raw in enumerate(data["helmets"]):
        if raw["colour"] in helmets:
            message = _("helmet {colour} is listed twice").format(colour=raw["colour"])
            reader.error(data["helmets"].line_of(index), message)
        helmets[raw["colour"]] = Helmet(
            raw["colour"], raw["name"], raw["side"], raw["letter"], raw["pattern"]
        )
    helmets = {c: helmets[c] for c in HELMET_COLOURS if c in helmets}
    for side in SIDES:
        if sum(1 for h in helmets.values() if h.side == side) != 2:
            reader.error(data.line_of("helmets"), _(_TWO_HELMETS[side]))

    riders: dict[int, RiderCard] = {}
    rider_data = data["riders"]
    for colour in HELMET_COLOURS:
        values = rider_data[colour]
        for index, value in enumerate(values):
            if value in riders:
                message = _("rider {value} is both {colour} and {other}")
                message = message.format(value=value, colour=riders[value].colour, other=colour)
                reader.error(values.line_of(index), message)
            riders[value] = RiderCard(value, colour)
    if reader.ok and sorted(riders) != list(range(1, 21)):
        reader.error(rider_data.line, _("the rider cards must be the values 1 to 20, each once"))

    effects: dict[str, Effect] = {}
    for index, raw in enumerate(data["effects"]):
        if raw["id"] in effects:
            message = _("effect {id} is listed twice").format(id=raw["id"])
            reader.error(data["effects"].line_of(index), message)
        effects[raw["id"]] = Effect(raw["id"], raw["symbol"], raw["name"], raw["text"])

    edges: dict[str, EdgeColour] = {}
    for index, raw in enumerate(data["edges"]):
        if raw["id"] in edges:
            message = _("edge colour {id} is listed twice").format(id=raw["id"])
            reader.error(data["edges"].line_of(index), message)
        if not raw["colour"].startswith("#"):
            reader.error(data["edges"].line_of(index), _("an edge colour is written #rrggbb"))
        edges[raw["id"]] = EdgeColour(raw["id"], raw["name"], raw["colour"], raw["mark"])

    cards: dict[int, RacingCard] = {}
    for index, raw in enumerate(data["racing_cards"]):
        line = data["racing_cards"].line_of(index)
        number = raw["n"]
        if number in cards:
            reader.error(line, _("racing card {number} is listed twice").format(number=number))
        charge = _letters(reader, line, raw["charge"], "charge")
        hold = _letters(reader, line, raw["hold"], "hold")
        if charge & hold:
            message = _("lane {lanes} is both red and green on card {number}")
            reader.error(line, message.format(lanes="".join(sorted(charge & hold)), number=number))
        if not 1 <= len(charge) + len(hold) <= 3:
            reader.error(line, _("card {number} must show one to three lane letters").format(number=number))
        reader.check_known(raw.line_of("edge"), _("edge colour"), raw["edge"], edges)
        reader.check_known(raw.line_of("effect"), _("effect"), raw["effect"], effects)
        cards[number] = RacingCard(number, charge, hold, raw["edge"], raw["effect"])
    if reader.ok and sorted(cards) != list(range(1, len(cards) + 1)):
        message = _("racing cards must be numbered 1 to {last}").format(last=len(cards))
        reader.error(data.line_of("racing_cards"), message)
    if reader.ok:
        unused = [e for e in effects if not any(c.effect == e for c in cards.values())]
        if unused:
            message = _("no racing card carries {effects}").format(effects=", ".join(unused))
            reader.error(data.line_of("racing_cards"), message)

    laps: dict[int, LapCard] = {}
    seen_laps: set[int] = set()
    for index, raw in enumerate(data["lap_decks"]):
        line = data["lap_decks"].line_of(index)
        if raw["lap"] in seen_laps:
            reader.error(line, _("lap deck {lap} is listed twice").format(lap=raw["lap"]))
        seen_laps.add(raw["lap"])
        if raw["straight"] + raw["bend"] + raw["finish"] == 0:
            reader.error(line, _("lap deck {lap} has no cards").format(lap=raw["lap"]))
        for kind in LAP_KINDS:
            for _card in range(raw[kind]):
                number = len(laps) + 1
                laps[number] = LapCard(number, raw["lap"], kind)

    n = data["numbers"]
    numbers = Numbers(
        heats=dict(n["heats"]),
        short_heats=n["short_heats"],
        hand_two=n["hand_two"],
        hand_four=n["hand_four"],
        points=tuple(n["points"]),
        reward=n["reward"],
        laps=n["laps"],
    )
    if list(numbers.points) != sorted(numbers.points, reverse=True):
        reader.error(n.line_of("points"), _("points must not grow from one place to the next"))
    return Components(helmets, dict(sorted(riders.items())), effects, edges, cards, laps, numbers)
