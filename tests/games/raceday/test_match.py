"""Saving a race part-way, loading it and going on gives the race never stopped."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match, SaveError
from tabletop.games.raceday.actions import Move
from tabletop.games.registry import rules_for
from tests.games.bots import bots_play, play_on_alike, save_and_load


def new_match(seed: int = 12) -> Match:
    seats = tuple(SeatSetup(n, True) for n in ("Ann", "Bo", "Cy", "Di"))
    return Match(rules_for("raceday"), Setup(seats, {"laps": 3, "car_2": "10"}), seed)


def test_save_load_continue_matches_an_unbroken_race(tmp_path: Path) -> None:
    part = new_match()
    bots_play(part, steps=61)
    assert part.to_act(), "the race is still on when saved"
    assert any(isinstance(step.action, Move) for step in part.steps)
    loaded = save_and_load(part, tmp_path / "race.yaml")
    assert loaded.state.cars[1].card == 10
    play_on_alike(part, loaded)
    assert loaded.outcome() == part.outcome() is not None


def test_a_save_embeds_the_options_and_replays_the_moves(tmp_path: Path) -> None:
    match = new_match()
    bots_play(match, steps=20)
    data = match.to_data()
    assert data["game"] == "raceday" and data["setup"]["options"] == {"laps": 3, "car_2": "10"}
    data["moves"][-1]["action"] = {"type": "Move", "path": ["nowhere"]}
    with pytest.raises(SaveError, match="move 20"):
        Match.from_data(data, rules_for)


def test_a_custom_track_in_the_setup_is_used_and_saved(tmp_path: Path) -> None:
    from tabletop.games.raceday.game import make_rules

    layout = dict(make_rules().default_circuit.track.source)
    layout["name"] = "Pocono Copy"
    seats = tuple(SeatSetup(n, True) for n in ("Ann", "Bo"))
    match = Match(rules_for("raceday"), Setup(seats, {}, layout), 3)
    assert match.state.circuit.track.name == "Pocono Copy"
    bots_play(match, steps=10)
    path = tmp_path / "race.yaml"
    match.save(path)
    assert Match.load(path, rules_for).state.circuit.track.name == "Pocono Copy"


def test_undo_takes_a_move_back_but_never_the_roll_before_it() -> None:
    from tabletop.games.raceday.actions import ChooseSpeed

    seats = (SeatSetup("Ann", False), SeatSetup("Bo", False))
    for seed in range(40):
        match = Match(rules_for("raceday"), Setup(seats, {}), seed)
        while match.state.phase == "pole":
            match.apply(match.to_act()[0], match.rules.legal_actions(match.state, match.to_act()[0])[0])
        seat = match.to_act()[0]
        match.apply(seat, ChooseSpeed("cruise"))
        if match.state.phase != "move":
            continue
        assert match.undoable(seat) == 0  # the roll was seen: no going back on the speed
        roll = match.state.turn.roll
        moves = match.rules.legal_actions(match.state, seat)
        match.apply(seat, moves[-1])
        if match.steps[-1].revealed:
            continue  # a bump roll followed: that cannot be taken back either
        assert match.undo(seat) == 1
        assert match.state.phase == "move" and match.state.turn.roll == roll
        return
    raise AssertionError("no seed gave a quiet move to take back")
