"""Which games have a guided first game, and the match each one starts."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tabletop.engine.contract import Setup
from tabletop.engine.match import Match
from tabletop.games.registry import GAME_IDS, game_module, rules_for
from tabletop.language import local
from tabletop.paths import data_dir
from tabletop.tutorial.checks import load_checked_tutorial
from tabletop.tutorial.coach import Coach
from tabletop.tutorial.lessons import Tutorial


def tutorial_path(game_id: str) -> Path:
    return data_dir() / "tutorials" / f"{game_id}.yaml"


def games_with_tutorials() -> list[str]:
    return [game_id for game_id in GAME_IDS if tutorial_path(game_id).is_file()]


def tutorial_match(tutorial: Tutorial) -> Match:
    """The fixed first game: always the same deal, so the coach's texts fit it."""
    track = None
    if tutorial.track:
        path = data_dir() / "tracks" / tutorial.game / f"{tutorial.track}.yaml"
        track = dict(game_module(tutorial.game).load_track_file(path).source)
    # The seats are named in the language of the moment the game starts ("You", "Vous").
    seats = tuple(replace(seat, name=local(seat.name)) for seat in tutorial.seats)
    setup = Setup(seats, dict(tutorial.options), track)
    return Match(rules_for(tutorial.game), setup, tutorial.seed)


def start_tutorial(game_id: str) -> tuple[Match, Coach]:
    """Raises ContentError for a tutorial file (or game data) that `validate` would refuse."""
    tutorial = load_checked_tutorial(tutorial_path(game_id), tutorial_match)
    coach = Coach(tutorial, game_module(game_id).make_bot(tutorial.seed))
    return tutorial_match(tutorial), coach
