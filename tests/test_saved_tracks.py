"""A save records its match's track in a form its own load check accepts, for every game and track.

The New game screen hands the rules a track as the game's loader filled it in
(or, for a track the game builds at setup, its recipe); a save must take that
back through the load check and replay it into the same game.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tabletop.content.yaml_source import MAX_BYTES
from tabletop.editor.game_link import EditorGame
from tabletop.editor.track_files import save_track
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import MAX_MOVE_BYTES, MAX_MOVES, MAX_SAVE_BYTES, MAX_TRACK_BYTES, Match, SaveError
from tabletop.files import saves
from tabletop.files.track_library import available_tracks
from tabletop.games.mindcycling.game import load_track_file as load_course
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.games.setup import game_info, resolve_options
from tabletop.games.track_check import layout_text, load_track
from tests.editor.test_problems_told import _race_day_serpentine
from tests.test_saves import bots_to


@pytest.fixture(autouse=True)
def user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "user"
    monkeypatch.setenv("TABLETOP_USER_DIR", str(folder))
    return folder


def bot_setup(game: str, players: int, track: dict[str, object] | None) -> Setup:
    info = game_info(game)
    seats = tuple(SeatSetup(f"Bot {i + 1}", True, info.colours[i]) for i in range(players))
    return Setup(seats, resolve_options(game, players, {}), track)


TRACKS = [
    (game, choice.id)
    for game in GAME_IDS
    for choice in available_tracks(game)[0]
]


@pytest.mark.parametrize(("game", "track_id"), TRACKS)
def test_a_game_on_every_offered_track_saves_and_loads(game: str, track_id: str) -> None:
    choice = next(c for c in available_tracks(game)[0] if c.id == track_id)
    match = Match(rules_for(game), bot_setup(game, game_info(game).counts[0], dict(choice.layout)), 5)
    bots_to(match, 6)
    path = saves.save_named(match)
    [listed] = saves.list_saves()
    assert listed.problem is None
    loaded = saves.load(path)
    assert loaded.setup == match.setup and loaded.checksum() == match.checksum()


def test_a_filled_in_empty_field_is_read_as_left_out() -> None:
    """Race Day's Pocono, as loaded, says `start: null` on its pieces; the save must still load."""
    choice = next(c for c in available_tracks("raceday")[0] if c.path is not None)
    assert None in _leaves(choice.layout), "no empty field left to test: the test is moot"
    match = Match(rules_for("raceday"), bot_setup("raceday", 2, dict(choice.layout)), 1)
    saves.write_autosave(match)
    assert saves.load_autosave().setup.track == choice.layout


def test_a_recipe_is_accepted_only_as_the_game_offers_it(user_dir: Path) -> None:
    recipe = dict(available_tracks("nascard")[0][0].layout)
    assert recipe.get("random") is True
    match = Match(rules_for("nascard"), bot_setup("nascard", 2, recipe), 9)
    saves.write_autosave(match)
    assert saves.load_autosave().state.track == match.state.track
    # Renamed since the save (a label only): still the same recipe.
    text = saves.autosave_path().read_text(encoding="utf-8")
    saves.autosave_path().write_text(text.replace("Random layout", "Any layout"), encoding="utf-8")
    assert saves.load_autosave().checksum() == match.checksum()
    # Anything else without pieces is a track file gone wrong, and refused.
    saves.autosave_path().write_text(text.replace("random: true", "random: 3"), encoding="utf-8")
    with pytest.raises(SaveError, match="the track is not valid"):
        saves.load_autosave()


def _leaves(value: object) -> list[object]:
    if isinstance(value, dict):
        return [leaf for item in value.values() for leaf in _leaves(item)]
    if isinstance(value, list):
        return [leaf for item in value for leaf in _leaves(item)]
    return [value]


def test_a_long_stage_saves_and_loads(tmp_path: Path) -> None:
    """367 rows, four teams: about 1,000 moves and 160 kB, past the 128 KiB a data file may be."""
    pieces = [{"kind": "start", "rows": 7}] + [{"kind": "flat", "rows": 30} for _ in range(12)]
    course = {"name": "Long", "game": "mindcycling", "pieces": [*pieces, {"kind": "finish"}]}
    path = tmp_path / "long.yaml"
    path.write_text(yaml.safe_dump(course), encoding="utf-8")
    match = Match(rules_for("mindcycling"), bot_setup("mindcycling", 4, dict(load_course(path).source)), 1)
    bots_to(match)
    saved = saves.save_named(match)
    assert saved.stat().st_size > 128 * 1024
    assert saves.load(saved).outcome() == match.outcome() is not None


@pytest.mark.parametrize("game", GAME_IDS)
def test_no_move_is_longer_than_the_save_limit_allows_for(game: str) -> None:
    """The save limit is sized from MAX_MOVES moves of at most MAX_MOVE_BYTES each: hold the games to it."""
    info = game_info(game)
    track = available_tracks(game)[0]
    layout = dict(track[0].layout) if track else None
    match = Match(rules_for(game), bot_setup(game, info.counts[-1], layout), 2)
    bots_to(match)
    for step in match.steps:
        one = Match(match.rules, match.setup, match.seed)
        one.steps = [step]
        text = yaml.safe_dump(one.to_data()["moves"], sort_keys=False)
        assert len(text.encode()) <= MAX_MOVE_BYTES, text


TRACK_FILES = [
    (game, choice.id) for game in GAME_IDS for choice in available_tracks(game)[0] if choice.path is not None
]


@pytest.mark.parametrize(("game", "track_id"), TRACK_FILES)
def test_a_track_grows_in_a_save_by_less_than_the_save_limit_allows_for(game: str, track_id: str) -> None:
    """A save holds its track filled in and indented deeper than its file: the limit allows 8 times."""
    choice = next(c for c in available_tracks(game)[0] if c.id == track_id)
    assert choice.path is not None
    match = Match(rules_for(game), bot_setup(game, game_info(game).counts[-1], dict(choice.layout)), 1)
    embedded = len(yaml.safe_dump({"setup": match.to_data()["setup"]}).encode())
    assert embedded / choice.path.stat().st_size <= MAX_TRACK_BYTES / MAX_BYTES
    assert MAX_SAVE_BYTES >= MAX_MOVES * MAX_MOVE_BYTES + MAX_TRACK_BYTES


def test_a_game_on_a_large_track_of_the_editor_saves_and_loads() -> None:
    """A Race Day track of 252 pieces (a 113 KB file) written back out of its save for the load
    check took 160 KB, past what a file may be: Continue and Load said the track was not valid."""
    game = EditorGame("raceday")
    track = load_track("raceday", save_track(_race_day_serpentine(18, 14), game, valid=True))
    assert track.source is not None
    match = Match(rules_for("raceday"), bot_setup("raceday", 2, dict(track.source)), 3)
    bots_to(match, 6)
    assert len(layout_text(track.source).encode()) > MAX_BYTES
    loaded = saves.load(saves.save_named(match))
    assert loaded.checksum() == match.checksum()
