"""What a game offers before it starts (data/games/<id>.yaml), and checking a choice of it."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.content.game_info import ChoiceSource, GameInfo, load_game_info
from tabletop.content.setup_figures import Figures
from tabletop.engine.words import clauses
from tabletop.games.registry import GAME_IDS, game_module
from tabletop.language import _, local
from tabletop.paths import data_dir


class SetupError(ValueError):
    """A setup that cannot start: the message names every problem."""


@cache
def game_info(game_id: str) -> GameInfo:
    return load_info(data_dir() / "games" / f"{game_id}.yaml")


def load_info(path: Path, text: str | None = None) -> GameInfo:
    """A game's `data/games/<id>.yaml` with the choices its game makes from its other data
    (`choices_from`: Race Day's cars, named from their dashboard cards) and the figures its
    texts name (`{heats_match}`: MCS's heats); ContentError on problems."""
    game_id = Path(path).stem
    return load_game_info(path, text, _choice_source(game_id), _figures(game_id))


def _choice_source(game_id: str) -> ChoiceSource | None:
    if game_id not in GAME_IDS:
        return None
    source: ChoiceSource | None = getattr(game_module(game_id), "setup_choices", None)
    return source


def _figures(game_id: str) -> Figures | None:
    """The figures a game gives its setup texts; none for a game that gives none, so a
    `{name}` in its file is still a problem."""
    if game_id not in GAME_IDS:
        return None
    figures: Figures = getattr(game_module(game_id), "setup_figures", dict)()
    return figures


def resolve_options(game_id: str, players: int, given: Mapping[str, Any]) -> dict[str, Any]:
    """Every option of the game filled in; SetupError for bad input of any kind."""
    info = game_info(game_id)
    options, problems = info.resolve_options(given)
    if players not in info.counts:
        problem = _("{game} is for {counts} players, not {players}")
        problems.append(problem.format(game=local(info.name), counts=player_counts(info), players=players))
    if problems:
        raise SetupError(clauses(problems))
    return info.settle(options, players)


def player_counts(info: GameInfo) -> str:
    """The counts a game is for, in words: "1 to 6", "2 or 4", "3"."""
    counts = info.counts
    if counts == tuple(range(counts[0], counts[-1] + 1)) and len(counts) > 2:
        return _("{low} to {high}").format(low=counts[0], high=counts[-1])
    if len(counts) == 1:
        return str(counts[0])
    return _("{some} or {last}").format(some=", ".join(str(n) for n in counts[:-1]), last=counts[-1])
