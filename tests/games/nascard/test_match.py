"""Saving a race part-way, loading it and going on gives the race never stopped."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match, SaveError
from tabletop.games.registry import rules_for
from tests.games.bots import bots_play, play_on_alike, save_and_load


def new_match(seed: int = 12) -> Match:
    seats = tuple(SeatSetup(n, True) for n in ("Ann", "Bo", "Cy", "Di"))
    return Match(rules_for("nascard"), Setup(seats, {"rivals": True}), seed)


def test_save_load_continue_matches_an_unbroken_race(tmp_path: Path) -> None:
    whole = new_match()
    bots_play(whole)
    part = new_match()
    bots_play(part, steps=17)
    loaded = save_and_load(part, tmp_path / "race.yaml")
    play_on_alike(part, loaded)
    assert loaded.outcome() == part.outcome()
    assert whole.outcome() is not None


def test_a_save_embeds_the_track_and_options(tmp_path: Path) -> None:
    match = new_match()
    data = match.to_data()
    assert data["game"] == "nascard" and data["setup"]["options"] == {"rivals": True}
    assert data["format"] == 1


def test_corrupt_saves_give_clear_messages(tmp_path: Path) -> None:
    match = new_match()
    bots_play(match, steps=6)
    path = tmp_path / "race.yaml"
    match.save(path)
    data = yaml.safe_load(path.read_text())

    data["moves"][3]["action"]["card"] = 99
    path.write_text(yaml.safe_dump(data))
    with pytest.raises(SaveError, match="move 4"):
        Match.load(path, rules_for)

    path.write_text("format: 1\ngame: nascard\nseed: [\n")
    with pytest.raises(SaveError, match=r"race.yaml:\d+: not valid YAML"):
        Match.load(path, rules_for)

    path.write_text("format: 1\ngame: chess\nseed: 1\n")
    with pytest.raises(SaveError, match="unknown game"):
        Match.load(path, rules_for)

    path.write_text("!!python/object/apply:os.system ['true']\n")
    with pytest.raises(SaveError):
        Match.load(path, rules_for)


def test_a_changed_checksum_is_caught(tmp_path: Path) -> None:
    match = new_match()
    bots_play(match, steps=4)
    data = match.to_data()
    data["checksum"] = "0" * 16
    with pytest.raises(SaveError, match="different position"):
        Match.from_data(data, rules_for)


def test_a_rival_that_wins_is_the_winner_and_seats_keep_their_places() -> None:
    seats = (SeatSetup("Ann", True), SeatSetup("Bo", True))
    for seed in range(20):
        match = Match(rules_for("nascard"), Setup(seats, {"laps": 1}), seed)
        bots_play(match)
        outcome = match.outcome()
        assert outcome is not None
        names = [match.state.cars[c].name for c in match.state.finish_order]
        assert list(outcome.order) == names and len(names) == 6
        places = [names.index(name) + 1 for name in ("Ann", "Bo")]
        assert outcome.scores == tuple(float(place) for place in places)
        assert outcome.ranking == ((0, 1) if places[0] < places[1] else (1, 0))
        if names[0].startswith("Rival"):
            return
    pytest.fail("no rival won in 20 races")


def test_without_rivals_the_order_is_the_seats_ranking() -> None:
    seats = tuple(SeatSetup(n, True) for n in ("Ann", "Bo", "Cy"))
    match = Match(rules_for("nascard"), Setup(seats, {"laps": 1}), 4)
    bots_play(match)
    outcome = match.outcome()
    assert outcome is not None
    assert outcome.order == tuple(seats[seat].name for seat in outcome.ranking)
