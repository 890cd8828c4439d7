"""A computer seat at any level, for any game: Easy and Hard are built on the game's own
Normal player with the numbers of `data/bots/<game>.yaml`."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from tabletop.content.schema import Reader, dict_of, integer, load_typed, mapping, number
from tabletop.engine.levels import ALL_LEVELS, EASY, HARD, NORMAL, RANDOM
from tabletop.engine.match import MAX_SEATS
from tabletop.engine.random_bot import RandomBot
from tabletop.engine.search.easy_bot import EasyBot
from tabletop.engine.search.hard_bot import HardBot
from tabletop.engine.search.settings import EasySettings, HardSettings
from tabletop.games.registry import Bot, game_module
from tabletop.language import N_, _
from tabletop.paths import data_dir

BOTS_SPEC = mapping(
    {
        "easy": mapping(
            {"mistakes": number(min=0, max=1, doc="how often Easy plays a move Normal would not")},
            what=N_("Easy level"),
        ),
        "hard": mapping(
            {
                "playouts": integer(min=1, max=100_000, doc="positions played out per decision"),
                "playouts_by_player_count": dict_of(
                    integer(min=1, max=100_000), default={},
                    doc='playouts per decision in a match of that many players ("4": 140); '
                    "any other count plays `playouts`",
                ),
                "max_steps": integer(min=0, max=100_000, default=0,
                                     doc="moves a playout runs before it is judged (0: no limit)"),
                "exploration": number(min=0, max=10, default=0.7,
                                      doc="how widely playouts spread over weaker-looking moves"),
                "candidates": integer(min=0, max=1000, default=0,
                                      doc="at most this many moves searched (0: all)"),
            },
            what=N_("Hard level"),
        ),
    }
)


def bots_path(game_id: str, root: Path | None = None) -> Path:
    return (root or data_dir()) / "bots" / f"{game_id}.yaml"


def load_bot_levels(path: Path, text: str | None = None) -> tuple[EasySettings, HardSettings]:
    """A game's level numbers, checked; ContentError with file:line on problems."""
    return load_typed(path, BOTS_SPEC, _build, what=N_("the computer players' levels"), text=text)


def _build(data: Any, reader: Reader) -> tuple[EasySettings, HardSettings]:
    hard = data["hard"]
    return EasySettings(float(data["easy"]["mistakes"])), HardSettings(
        playouts=int(hard["playouts"]),
        max_steps=int(hard["max_steps"]),
        exploration=float(hard["exploration"]),
        candidates=int(hard["candidates"]),
        playouts_by_player_count=_by_player_count(hard["playouts_by_player_count"], reader),
    )


def _by_player_count(table: Any, reader: Reader) -> tuple[tuple[int, int], ...]:
    """The (players, playouts) pairs of `playouts_by_player_count`, whose keys are text (YAML
    keys always are here: `"4": 140`) naming a number of players."""
    pairs = []
    for key, playouts in table.items():
        if not (key.isascii() and key.isdigit() and 1 <= int(key) <= MAX_SEATS):
            message = _("'{key}' is not a number of players (a whole number from 1 to {most})")
            reader.error(table.line_of(key), message.format(key=key, most=MAX_SEATS))
            continue
        pairs.append((int(key), int(playouts)))
    return tuple(sorted(pairs))


@cache
def _levels(game_id: str) -> tuple[EasySettings, HardSettings]:
    return load_bot_levels(bots_path(game_id))


def make_level_bot(game_id: str, level: str, seed: int, *, players: int) -> Bot:
    """A computer player of `level` (see `tabletop.engine.levels`) in a match of `players`;
    KeyError for an unknown level."""
    if level not in ALL_LEVELS:
        raise KeyError(level)
    module = game_module(game_id)
    if level == RANDOM:
        return RandomBot(seed)
    if level == NORMAL:
        return module.make_bot(seed)
    if level == EASY:
        return EasyBot(seed, module.make_bot, _levels(game_id)[0])
    assert level == HARD
    return make_hard_bot(game_id, seed, players=players)


def make_hard_bot(game_id: str, seed: int, *, players: int) -> HardBot:
    """The Hard player of `game_id` in a match of `players`, with the numbers of its
    `data/bots/<game>.yaml` for that many players."""
    module = game_module(game_id)
    settings = _levels(game_id)[1].for_players(players)
    return HardBot(seed, module.make_search(), module.make_bot, settings)
