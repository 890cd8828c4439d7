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
from tabletop.language import N_

MARKS = ("circle", "triangle", "square", "diamond", "star", "hexagon")
HELMET_COLOURS = ("red", "blue", "yellow", "white")

_LETTERS = text(default="", max=4, doc="Lane letters A-D, e.g. AB.")
COMPONENTS = mapping(
    {
        "helmets": list_of(
            mapping(
                {
                    "colour": text(choices=HELMET_COLOURS),
                    "name": translatable(min=1),
                    "side": text(choices=SIDES),
                    "letter": text(min=1, max=2),
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


def _letters(reader: Reader, line: int, raw: str, what: str) -> frozenset[str]:
    letters = frozenset(raw.upper())
    bad = sorted(letters - set(LANES))
    if bad:
        reader.error(line, f"{what} letters must be lanes A to D, not {', '.join(bad)}")
    if len(letters) != len(raw):
        reader.error(line, f"{what} letters repeat a lane: {raw}")
    return letters


def _build(data: Any, reader: Reader) -> Components:
    for key in ("name", "letter"):
        reader.check_unique(data["helmets"], f"helmet {key}", itemgetter(key))
    for key in ("name", "colour"):
        reader.check_unique(data["edges"], f"edge colour {key}", itemgetter(key))
    reader.check_unique(data["effects"], "effect name", lambda effect: effect["name"])
    helmets: dict[str, Helmet] = {}
    for index, raw in enumerate(data["helmets"]):
        if raw["colour"] in helmets:
            reader.error(data["helmets"].line_of(index), f"helmet {raw['colour']} is listed twice")
        helmets[raw["colour"]] = Helmet(
            raw["colour"], raw["name"], raw["side"], raw["letter"], raw["pattern"]
        )
    helmets = {c: helmets[c] for c in HELMET_COLOURS if c in helmets}
    for side in SIDES:
        if sum(1 for h in helmets.values() if h.side == side) != 2:
            reader.error(data.line_of("helmets"), f"the {side} need exactly two helmet colours")

    riders: dict[int, RiderCard] = {}
    rider_data = data["riders"]
    for colour in HELMET_COLOURS:
        values = rider_data[colour]
        for index, value in enumerate(values):
            if value in riders:
                reader.error(
                    values.line_of(index), f"rider {value} is both {riders[value].colour} and {colour}"
                )
            riders[value] = RiderCard(value, colour)
    if reader.ok and sorted(riders) != list(range(1, 21)):
        reader.error(rider_data.line, "the rider cards must be the values 1 to 20, each once")

    effects: dict[str, Effect] = {}
    for index, raw in enumerate(data["effects"]):
        if raw["id"] in effects:
            reader.error(data["effects"].line_of(index), f"effect {raw['id']} is listed twice")
        effects[raw["id"]] = Effect(raw["id"], raw["symbol"], raw["name"], raw["text"])

    edges: dict[str, EdgeColour] = {}
    for index, raw in enumerate(data["edges"]):
        if raw["id"] in edges:
            reader.error(data["edges"].line_of(index), f"edge colour {raw['id']} is listed twice")
        if not raw["colour"].startswith("#"):
            reader.error(data["edges"].line_of(index), "an edge colour is written #rrggbb")
        edges[raw["id"]] = EdgeColour(raw["id"], raw["name"], raw["colour"], raw["mark"])

    cards: dict[int, RacingCard] = {}
    for index, raw in enumerate(data["racing_cards"]):
        line = data["racing_cards"].line_of(index)
        number = raw["n"]
        if number in cards:
            reader.error(line, f"racing card {number} is listed twice")
        charge = _letters(reader, line, raw["charge"], "charge")
        hold = _letters(reader, line, raw["hold"], "hold")
        if charge & hold:
            reader.error(
                line, f"lane {''.join(sorted(charge & hold))} is both red and green on card {number}"
            )
        if not 1 <= len(charge) + len(hold) <= 3:
            reader.error(line, f"card {number} must show one to three lane letters")
        reader.check_known(raw.line_of("edge"), "edge colour", raw["edge"], edges)
        reader.check_known(raw.line_of("effect"), "effect", raw["effect"], effects)
        cards[number] = RacingCard(number, charge, hold, raw["edge"], raw["effect"])
    if reader.ok and sorted(cards) != list(range(1, len(cards) + 1)):
        reader.error(data.line_of("racing_cards"), f"racing cards must be numbered 1 to {len(cards)}")
    if reader.ok:
        unused = [e for e in effects if not any(c.effect == e for c in cards.values())]
        if unused:
            reader.error(data.line_of("racing_cards"), f"no racing card carries {', '.join(unused)}")

    laps: dict[int, LapCard] = {}
    seen_laps: set[int] = set()
    for index, raw in enumerate(data["lap_decks"]):
        line = data["lap_decks"].line_of(index)
        if raw["lap"] in seen_laps:
            reader.error(line, f"lap deck {raw['lap']} is listed twice")
        seen_laps.add(raw["lap"])
        if raw["straight"] + raw["bend"] + raw["finish"] == 0:
            reader.error(line, f"lap deck {raw['lap']} has no cards")
        for kind in LAP_KINDS:
            for _ in range(raw[kind]):
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
        reader.error(n.line_of("points"), "points must not grow from one place to the next")
    return Components(helmets, dict(sorted(riders.items())), effects, edges, cards, laps, numbers)
