"""Mind Cycling's YAML files described once: the riders-and-teams file and course files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.content.schema import Reader, dict_of, integer, list_of, load_typed, mapping, text, translatable
from tabletop.content.yaml_source import line_at, to_plain
from tabletop.games.mindcycling.components import DOMESTIC, SECTIONS, Components, Country, Numbers, Role
from tabletop.games.mindcycling.track_layout import (
    MIN_START_SPACES,
    PIECE_KINDS,
    Course,
    build_course,
    check_course,
)
from tabletop.language import N_, _, local, ngettext

COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "white", "black", "pink")
_MOVE = integer(min=1, max=12)

COMPONENTS = mapping(
    {
        "roles": list_of(
            mapping(
                {
                    "id": text(min=1),
                    "name": translatable(min=1),
                    "helmet": text(choices=COLOURS),
                    "flat": _MOVE,
                    "sprint": _MOVE,
                    "mountain": _MOVE,
                    "specialty": text(choices=SECTIONS),
                },
                what=N_("role"),
            ),
            min=1,
        ),
        "countries": list_of(
            mapping(
                {"id": text(min=1), "name": translatable(min=1, max=20), "colour": text(choices=COLOURS)},
                what=N_("country"),
            ),
            min=6,
        ),
        "team_sizes": dict_of(integer(min=1, max=5)),
        "compositions": dict_of(list_of(text(min=1), min=1, max=5)),
        "numbers": mapping(
            {
                "wind": integer(min=0, max=5),
                "fatigue": integer(min=0, max=5),
                "attack": integer(min=0, max=10),
                "relay_depth": integer(min=2, max=10),
                "solo_finishers": integer(min=1, max=5),
            }
        ),
        "points": list_of(integer(min=0, max=100), min=1, max=30),
    }
)

_CELL = list_of(integer(min=1, max=30), min=2, max=2)
TRACK = mapping(
    {
        "name": translatable(min=1),
        "game": text(choices=("mindcycling",)),
        "lanes": integer(default=3, min=2, max=5),
        "pieces": list_of(
            mapping(
                {
                    "kind": text(choices=PIECE_KINDS),
                    "rows": integer(default=None, min=1, max=30),
                    "lanes": integer(default=None, min=2, max=5),
                    "feed": list_of(_CELL, default=[]),
                    "rocks": list_of(_CELL, default=[]),
                },
                what=N_("strip"),
            ),
            min=2,
            max=100,  # over fifteen times a built-in stage's strips, and few enough to edit smoothly
            doc="The strips of the course in the direction of travel: start area first, finish last.",
        ),
    }
)


def load_components(path: Path) -> Components:
    return load_typed(path, COMPONENTS, _build_components, what=N_("Mind Cycling riders and teams"))


def _build_components(data: Any, reader: Reader) -> Components:
    roles: dict[str, Role] = {}
    for index, raw in enumerate(data["roles"]):
        if raw["id"] in roles:
            message = _("role {id} is listed twice").format(id=repr(raw["id"]))
            reader.error(data["roles"].line_of(index), message)
        maxima = {section: raw[section] for section in SECTIONS}
        roles[raw["id"]] = Role(raw["id"], raw["name"], raw["helmet"], maxima, raw["specialty"])
    countries = tuple(Country(c["id"], c["name"], c["colour"]) for c in data["countries"])
    sizes: dict[int, int] = {}
    for key, value in data["team_sizes"].items():
        try:
            teams = int(key)
        except ValueError:
            message = _("{key} is not a number of teams").format(key=repr(key))
            reader.error(data["team_sizes"].line_of(key), message)
            continue
        sizes[teams] = value
        if teams * value > MIN_START_SPACES:
            message = _(
                "{teams} teams of {size} make {riders} riders, but a start area need hold only {spaces}: "
                "they would not all find a place on the grid"
            )
            message = message.format(teams=teams, size=value, riders=teams * value, spaces=MIN_START_SPACES)
            reader.error(data["team_sizes"].line_of(key), message)
    if sorted(sizes) != list(range(1, 7)):
        reader.error(data["team_sizes"].line, _("give a team size for 1 to 6 teams"))
    compositions: dict[int, tuple[str, ...]] = {}
    for key, riders in data["compositions"].items():
        line = data["compositions"].line_of(key)
        for role in riders:
            reader.check_known(line, _("role"), role, roles)
        if str(key).isdigit() and int(key) != len(riders):
            message = ngettext(
                "a team of {size} lists {count} rider", "a team of {size} lists {count} riders", len(riders)
            )
            reader.error(line, message.format(size=key, count=len(riders)))
        compositions[int(key) if str(key).isdigit() else 0] = tuple(riders)
    for teams, size in sorted(sizes.items()):
        if size not in compositions:
            message = ngettext(
                "{teams} team rides {size}, but no team of {size} is listed",
                "{teams} teams ride {size} each, but no team of {size} is listed",
                teams,
            )
            reader.error(data["compositions"].line, message.format(teams=teams, size=size))
    n = data["numbers"]
    numbers = Numbers(n["wind"], n["fatigue"], n["attack"], n["relay_depth"], n["solo_finishers"])
    for index, role in enumerate(roles.values()):
        _check_can_ride(reader, data["roles"].line_of(index), role, numbers)
    if numbers.solo_finishers > sizes.get(1, 5):
        reader.error(data["numbers"].line_of("solo_finishers"), _("the solo team is smaller than that"))
    return Components(roles, countries, sizes, compositions, numbers, tuple(data["points"]))


def _check_can_ride(reader: Reader, line: int, role: Role, numbers: Numbers) -> None:
    """Wind (and a domestic's fatigue) must leave every rider at least one space a turn.

    A rider alone at the front always rides into the wind; with nothing left to
    ride it could never move again, and the stage would never end.
    """
    cut = numbers.wind + (numbers.fatigue if role.id == DOMESTIC else 0)
    for section, most in role.maxima.items():
        if most - cut < 1:
            if role.id == DOMESTIC:
                message = _(
                    "a {role} rides at most {most} in the {section} section, and the wind and fatigue "
                    "take {cut} off it: it could never move"
                )
            else:
                message = _(
                    "a {role} rides at most {most} in the {section} section, and the wind takes {cut} "
                    "off it: it could never move"
                )
            role_name = local(role.name).lower()
            reader.error(line, message.format(role=role_name, most=most, section=section, cut=cut))


def load_track(path: Path | str, text_: str | None = None) -> Course:
    """A course file as a checked Course; problems carry the file's lines."""

    def build(data: Any, reader: Reader) -> Course:
        for problem in check_course(data):
            reader.error(line_at(data, problem.where), problem.message)
        reader.raise_if_problems()
        return build_course(to_plain(data), track_id=Path(path).stem)

    return load_typed(path, TRACK, build, what=N_("course"), text=text_)
