"""MotoX's YAML files described once: the piecepack file and track files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.content.game_info import GameInfo
from tabletop.content.problems import Problem
from tabletop.content.schema import Reader, integer, list_of, load_typed, mapping, text, translatable
from tabletop.content.yaml_source import LList, LMap, read_yaml, to_plain
from tabletop.engine.track import Placement, Space, Track
from tabletop.engine.words import names_list
from tabletop.games.motox.components import Components, Numbers, Suit, Value
from tabletop.games.motox.track_layout import check_layout, parse_layout
from tabletop.games.motox.track_model import Course, spaces_of
from tabletop.language import N_, _

COMPONENTS = mapping(
    {
        "suits": list_of(
            mapping(
                {
                    "id": text(min=1, max=12),
                    "name": translatable(min=1),
                    "colour": list_of(integer(min=0, max=255), min=3, max=3),
                },
                what=N_("suit"),
            ),
            min=1,
            max=6,
        ),
        "values": list_of(
            mapping(
                {"id": text(min=1, max=6), "name": translatable(min=1), "number": integer(min=0, max=9)},
                what=N_("value"),
            ),
            min=2,
            max=8,
        ),
        "numbers": mapping(
            {
                "coins": integer(min=1, max=60),
                "set_aside": integer(min=0, max=60),
                "dice": integer(min=1, max=8),
                "pawns": integer(min=1, max=8),
                "max_ramp": integer(min=1, max=9),
                "players": mapping({"min": integer(min=2, max=8), "max": integer(min=2, max=8)}),
            }
        ),
    }
)

TRACK = mapping(
    {
        "name": translatable(min=1),
        "game": text(choices=("motox",)),
        "pieces": list_of(
            mapping(
                {
                    "at": list_of(integer(min=-100, max=100), min=2, max=2),
                    "tile": text(min=1),
                    # No ceiling here: the set's own `max_ramp` is the limit a track is told (track_layout).
                    "ramp": integer(default=0, min=0),
                },
                what=N_("tile"),
            ),
            min=2,
            max=60,
            doc="The tiles in the order they were laid; the first is the starting tile.",
        ),
    }
)


def load_components(path: Path) -> Components:
    return load_typed(path, COMPONENTS, _build_components, what=N_("MotoX components"))


def _build_components(data: Any, reader: Reader) -> Components:
    suits = {}
    for index, raw in enumerate(data["suits"]):
        if raw["id"] in suits:
            message = _("suit {id} is listed twice").format(id=repr(raw["id"]))
            reader.error(data["suits"].line_of(index), message)
        suits[raw["id"]] = Suit(raw["id"], raw["name"], tuple(raw["colour"]))
    values = {}
    for index, raw in enumerate(data["values"]):
        if raw["id"] in values:
            message = _("value {id} is listed twice").format(id=repr(raw["id"]))
            reader.error(data["values"].line_of(index), message)
        values[raw["id"]] = Value(raw["id"], raw["name"], raw["number"])
    n = data["numbers"]
    if n["set_aside"] > n["coins"]:
        reader.error(n.line_of("set_aside"), _("more coins set aside than the set has"))
    if n["players"]["min"] > n["players"]["max"]:
        reader.error(n["players"].line_of("max"), _("'max' must be at least 'min'"))
    if n["pawns"] < n["players"]["max"]:
        reader.error(n.line_of("pawns"), _("every player needs a pawn"))
    highest = max((value["number"] for value in data["values"]), default=0)
    if n["max_ramp"] >= highest:
        # A bike clears a ramp only with a number higher than it (movement.py).
        message = _(
            "a ramp of {ramp} could never be jumped: the highest die face is {highest}, "
            "so 'max_ramp' must be at most {most}"
        )
        message = message.format(ramp=n["max_ramp"], highest=highest, most=highest - 1)
        reader.error(n.line_of("max_ramp"), message)
    tiles = len(data["suits"]) * len(data["values"])
    if tiles < n["players"]["max"]:
        # Tiles are dealt out equally: with fewer than one each, nobody can lay the starting tile.
        message = _(
            "{suits} suits of {values} values make {tiles} tiles, "
            "fewer than one for each of {players} players: the track could not be built"
        )
        message = message.format(
            suits=len(data["suits"]), values=len(data["values"]), tiles=tiles, players=n["players"]["max"]
        )
        reader.error(data.line_of("suits"), message)
    numbers = Numbers(
        n["coins"],
        n["set_aside"],
        n["dice"],
        n["pawns"],
        n["max_ramp"],
        n["players"]["min"],
        n["players"]["max"],
    )
    return Components(suits, values, numbers)


def check_game_info(
    info_path: Path, info: GameInfo, parts: Components, option_key: str, choices: tuple[str, ...]
) -> list[Problem]:
    """What the new-game form of MotoX (data/games/motox.yaml) must offer for its rules to start:
    player counts the piecepack is for, and the choice `option_key` with every one of `choices`."""
    data = read_yaml(info_path)
    line = data.line_of("players") if isinstance(data, LMap) and "players" in data else 1
    problems = []
    numbers = parts.numbers
    outside = [count for count in info.counts if not numbers.min_players <= count <= numbers.max_players]
    if outside:
        message = _(
            "the form offers {counts} players, but the piecepack (cards/motox.yaml) is for {least} to {most}"
        ).format(counts=", ".join(map(str, outside)), least=numbers.min_players, most=numbers.max_players)
        problems.append(Problem(str(info_path), line, message))
    option = next((option for option in info.options if option.key == option_key), None)
    offered = {choice.value for choice in option.choices} if option is not None else set()
    if option is None or option.kind != "choice" or not offered.issuperset(choices):
        line = data.line_of("options") if isinstance(data, LMap) and "options" in data else 1
        message = _(
            "MotoX needs a choice option '{key}' offering {choices}: "
            "whether to build the track or race the one picked"
        ).format(key=option_key, choices=names_list(choices))
        problems.append(Problem(str(info_path), line, message))
    return problems


def load_track(path: Path | str, parts: Components, text_: str | None = None) -> Track:
    """A track file as an engine Track (its source keeps the layout); problems carry lines."""

    def build(data: Any, reader: Reader) -> Track:
        for problem in check_layout(data, parts):
            reader.error(_line(data, problem.piece, problem.field), problem.message)
        reader.raise_if_problems()
        return track_of(to_plain(data), parts, Path(path).stem)

    return load_typed(path, TRACK, build, what=N_("track"), text=text_)


def track_of(layout: dict[str, Any], parts: Components, track_id: str) -> Track:
    """The engine's view of a checked layout: one placement per tile, four spaces each, tagged."""
    parsed = parse_layout(layout, parts)
    course = Course.of([cell for _, cell, _ in parsed.tiles], [ramp for _, _, ramp in parsed.tiles])
    placements = []
    spaces: dict[str, Space] = {}
    for index, (face, cell, ramp) in enumerate(parsed.tiles):
        dx, dy = course.ahead[index]
        heading = {(1, 0): 0, (0, -1): 90, (-1, 0): 180, (0, 1): 270}[(dx, dy)]
        placements.append(Placement(parts.tiles[face].id, "front", cell[0], cell[1], heading))
        tags = {"start"} if index == 0 else {"finish"} if index == course.last else set()
        if ramp:
            tags.add(f"ramp {ramp}")
        for lane, (x, y) in enumerate(spaces_of(cell)):
            sid = f"{x},{y}"
            spaces[sid] = Space(sid, index, lane, frozenset(tags), (), x / 2, y / 2)
    return Track(track_id, parsed.name, "motox", tuple(placements), spaces, loop=False, source=layout)


def _line(data: Any, piece: int | None, key: str) -> int:
    line = getattr(data, "line", 1)
    pieces = data.get("pieces") if isinstance(data, LMap) else None
    if piece is None or not isinstance(pieces, LList) or not 0 <= piece < len(pieces):
        return data.line_of("pieces") if isinstance(data, LMap) and "pieces" in data else line
    node = pieces[piece]
    if isinstance(node, LMap) and key in node:
        return node.line_of(key)
    return pieces.line_of(piece)
