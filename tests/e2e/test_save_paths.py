"""Issue 23: every game on every track the library offers is saved and continued as a player does it.

New game (a player and a computer) -> a few moves -> Ctrl+S -> quit -> Continue -> quit ->
Load -> Open: the same game each time, and bots finish it as they would have the unbroken
one. The tracks are the library's, listed when the tests are collected: a track added,
removed or rewritten in another format is walked without touching this file.
"""

from __future__ import annotations

import pytest

from tabletop.app import App
from tabletop.games.registry import GAME_IDS
from tabletop.track_library import available_tracks
from tests.e2e.walk import new_game_through_the_form, start_app, walk_the_save_paths


def _every_game_and_track() -> list[tuple[str, str | None]]:
    found: list[tuple[str, str | None]] = []
    for game in GAME_IDS:
        choices = available_tracks(game)[0]
        found += [(game, choice.name) for choice in choices] or [(game, None)]
    return found


@pytest.mark.parametrize(("game", "track"), _every_game_and_track())
def test_a_new_game_saves_continues_and_loads_as_the_same_game(
    make_app: type[App], game: str, track: str | None
) -> None:
    driver = start_app(make_app)
    table = new_game_through_the_form(driver, game, track)
    chosen = table.match.setup.track
    assert (chosen["name"] if chosen is not None else None) == track
    walk_the_save_paths(driver, table)
