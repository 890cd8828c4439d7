"""Race Day's YAML files described once: the components file and track files.

Structure problems come from the schema with their lines; the builders add the
cross checks (an ability that does not exist, a link to an unknown space, a
missing start space) at the line of the value at fault.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.content.schema import (
    Reader,
    boolean,
    integer,
    list_of,
    load_typed,
    mapping,
    number,
    text,
    translatable,
)
from tabletop.content.yaml_source import line_at, to_plain
from tabletop.games.raceday.components import (
    ABILITY_KINDS,
    AVOID_DAMAGE,
    CHECKS,
    DAMAGE_CAUSES,
    Ability,
    Components,
    Dashboard,
    Numbers,
    Rarity,
    Speed,
)
from tabletop.games.raceday.editing import EDITOR_PIECES
from tabletop.games.raceday.track_layout import Circuit, build_circuit, check_layout
from tabletop.language import N_, _

COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "white", "black")
SYMBOLS = ("circle", "diamond", "star")

COMPONENTS = mapping(
    {
        "numbers": mapping(
            {
                "die": integer(min=2, max=20),
                "check_dice": integer(min=1, max=4),
                "engine_limit": integer(min=1, max=10),
                "body_limit": integer(min=1, max=20),
                "max_players": integer(min=2, max=6),
            }
        ),
        "speeds": list_of(
            mapping(
                {
                    "id": text(min=1),
                    "name": translatable(min=1),
                    "modifier": integer(min=-6, max=6),
                    "check": text(default=None, choices=CHECKS),
                },
                what=N_("speed"),
            ),
            min=1,
        ),
        "rarities": list_of(
            mapping(
                {"id": text(min=1), "name": translatable(min=1), "symbol": text(choices=SYMBOLS)},
                what=N_("rarity"),
            ),
            min=1,
        ),
        "abilities": list_of(
            mapping(
                {
                    "id": text(min=1),
                    "name": translatable(min=1),
                    "kind": text(choices=ABILITY_KINDS),
                    "cause": text(default=None, choices=DAMAGE_CAUSES),
                    "text": translatable(min=1),
                },
                what=N_("ability"),
            ),
            min=1,
        ),
        "cards": list_of(
            mapping(
                {
                    "number": integer(min=1, max=200),
                    "driver": text(min=1, max=24),
                    "car": text(min=1, max=3),
                    "colour": text(choices=COLOURS),
                    "rarity": text(min=1),
                    "driver_value": integer(min=2, max=12),
                    "body_value": integer(min=2, max=12),
                    "engine_value": integer(min=2, max=12),
                    "ability": text(min=1),
                },
                what=N_("card"),
            ),
            min=12,
        ),
    }
)

_SPACE = mapping(
    {
        "id": text(min=1, max=12),
        "ahead": list_of(text(min=1), min=1, max=5),
        "start": integer(default=None, min=1, max=6),
        "tags": list_of(text(min=1), default=[], max=10),
    },
    what=N_("space"),
)
_ROW = mapping(
    {
        "at": list_of(number(min=-1000, max=1000), min=2, max=2),
        "heading": number(min=-360, max=360),
        "section": translatable(default=None, min=1),
        "finish": boolean(default=False),
        "spaces": list_of(_SPACE, min=1, max=5),
    },
    what=N_("row"),
)
TRACK = mapping(
    {
        "name": translatable(min=1),
        "game": text(choices=("raceday",)),
        "width": number(min=0.2, max=10),
        "pieces": list_of(
            _ROW, min=1, max=2000, doc="The rows of the track, one piece each, in the direction of travel."
        ),
        "editor": EDITOR_PIECES,
    }
)


def load_components(path: Path) -> Components:
    return load_typed(path, COMPONENTS, _build_components, what=N_("Race Day components"))


def _build_components(data: Any, reader: Reader) -> Components:
    named = (("speeds", N_("speed name")), ("rarities", N_("rarity name")), ("abilities", N_("ability name")))
    for key, what in named:
        reader.check_unique(data[key], _(what), lambda item: item["name"])
    n = data["numbers"]
    numbers = Numbers(n["die"], n["check_dice"], n["engine_limit"], n["body_limit"], n["max_players"])
    speeds: dict[str, Speed] = {}
    for index, raw in enumerate(data["speeds"]):
        if raw["id"] in speeds:
            message = _("speed {id} is listed twice").format(id=repr(raw["id"]))
            reader.error(data["speeds"].line_of(index), message)
        speeds[raw["id"]] = Speed(raw["id"], raw["name"], raw["modifier"], raw["check"])
    rarities: dict[str, Rarity] = {}
    for index, raw in enumerate(data["rarities"]):
        if raw["id"] in rarities:
            message = _("rarity {id} is listed twice").format(id=repr(raw["id"]))
            reader.error(data["rarities"].line_of(index), message)
        rarities[raw["id"]] = Rarity(raw["id"], raw["name"], raw["symbol"])
    abilities: dict[str, Ability] = {}
    for index, raw in enumerate(data["abilities"]):
        line = data["abilities"].line_of(index)
        if raw["id"] in abilities:
            reader.error(line, _("ability {id} is listed twice").format(id=repr(raw["id"])))
        if raw["kind"] == AVOID_DAMAGE and raw["cause"] is None:
            message = _("ability {id} avoids damage, so it needs a 'cause'").format(id=repr(raw["id"]))
            reader.error(line, message)
        if raw["kind"] != AVOID_DAMAGE and raw["cause"] is not None:
            message = _("only avoid_damage abilities have a 'cause' ({id} is {kind})")
            reader.error(raw.line_of("cause"), message.format(id=repr(raw["id"]), kind=raw["kind"]))
        abilities[raw["id"]] = Ability(raw["id"], raw["name"], raw["kind"], raw["cause"], raw["text"])
    cards: dict[int, Dashboard] = {}
    names: dict[str, int] = {}
    for index, raw in enumerate(data["cards"]):
        line = data["cards"].line_of(index)
        if raw["number"] in cards:
            reader.error(line, _("card {number} is listed twice").format(number=raw["number"]))
        if raw["driver"] in names:
            message = _("{driver} is already card {number}")
            reader.error(line, message.format(driver=raw["driver"], number=names[raw["driver"]]))
        names.setdefault(raw["driver"], raw["number"])
        reader.check_known(raw.line_of("rarity"), _("rarity"), raw["rarity"], rarities)
        reader.check_known(raw.line_of("ability"), _("ability"), raw["ability"], abilities)
        cards[raw["number"]] = Dashboard(
            raw["number"],
            raw["driver"],
            raw["car"],
            raw["colour"],
            raw["rarity"],
            raw["driver_value"],
            raw["body_value"],
            raw["engine_value"],
            raw["ability"],
        )
    expected = set(range(1, len(cards) + 1))
    if reader.ok and set(cards) != expected:
        missing = sorted(expected - set(cards))
        message = _("cards must be numbered 1 to {last}; missing {missing}")
        reader.error(data["cards"].line, message.format(last=len(cards), missing=missing))
    used = {card.ability for card in cards.values()}
    for index, raw in enumerate(data["abilities"]):
        if raw["id"] not in used:
            message = _("no card has the ability {id}").format(id=repr(raw["id"]))
            reader.error(data["abilities"].line_of(index), message)
    if len(cards) < numbers.max_players:
        message = _("{count} players need at least that many cards").format(count=numbers.max_players)
        reader.error(data["cards"].line, message)
    return Components(
        cards=dict(sorted(cards.items())),
        abilities=abilities,
        rarities=rarities,
        speeds=speeds,
        numbers=numbers,
    )


def load_track(path: Path | str, text_: str | None = None) -> Circuit:
    """A track file as a checked Circuit; problems carry the file's lines."""

    def build(data: Any, reader: Reader) -> Circuit:
        for problem in check_layout(data):
            reader.error(line_at(data, problem.where), str(problem.message))
        reader.raise_if_problems()
        return build_circuit(to_plain(data), track_id=Path(path).stem)

    return load_typed(path, TRACK, build, what=N_("track"), text=text_)
