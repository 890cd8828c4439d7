"""Which games have a guided first game, and the match each one starts."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tabletop.content.problems import ContentError
from tabletop.engine.contract import Setup
from tabletop.engine.match import Match
from tabletop.engine.seat_names import named_in_data
from tabletop.games.registry import GAME_IDS, game_module, rules_for
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
    # The learner's seat is "You" in English, "Vous" in French, whenever the language changes.
    seats = tuple(replace(seat, name=named_in_data(seat.name)) for seat in tutorial.seats)
    setup = Setup(seats, dict(tutorial.options), track)
    return Match(rules_for(tutorial.game), setup, tutorial.seed, lesson=True)


def start_tutorial(game_id: str) -> tuple[Match, Coach]:
    """Raises ContentError for a tutorial file (or game data) that `validate` would refuse."""
    tutorial = load_checked_tutorial(tutorial_path(game_id), tutorial_match)
    return tutorial_match(tutorial), _coach_for(tutorial)


def resumed_coach(match: Match) -> Coach | None:
    """The coach of a lesson continued from a save, knowing what the moves so far have taught;
    None for any other game, or when the lesson's file no longer fits the saved game (it
    then goes on without the coach, as an ended lesson does)."""
    if not match.lesson or match.game_id not in games_with_tutorials():
        return None
    try:
        tutorial = load_checked_tutorial(tutorial_path(match.game_id), tutorial_match)
    except (ContentError, ValueError):
        return None
    if tutorial.seed != match.seed or len(tutorial.seats) != len(match.setup.seats):
        return None
    coach = _coach_for(tutorial)
    # The moves are made again, the learner's as the table took them: each was the coach's
    # advice, or another move teaching the lesson advised, and taught that lesson.
    again = Match(match.rules, match.setup, match.seed)
    for step in match.steps:
        if step.seat == tutorial.learner:
            coach.followed(coach.advise(again, step.seat))
        coach.saw(again.apply(step.seat, step.action))
    coach.news.clear()  # told when they happened, not again on the way back
    coach.told = list(coach.taught)
    return coach


def _coach_for(tutorial: Tutorial) -> Coach:
    return Coach(tutorial, game_module(tutorial.game).make_bot(tutorial.seed))
