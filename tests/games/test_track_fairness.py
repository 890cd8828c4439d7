"""Racing a track many times: the report adds up every race, and the command line shows it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tabletop.engine.contract import Outcome
from tabletop.engine.race_facts import RaceFacts
from tabletop.games.track_fairness import TrackReport, race_track, raceable
from tests.command import run

TRACKS = Path(__file__).resolve().parents[2] / "data" / "tracks"


@pytest.mark.parametrize(
    ("game_id", "track", "players"),
    [
        ("nascard", "speedway", 3), ("raceday", "pocono", 3), ("mindcycling", "flat", 2),
        ("motox", "quarry_run", 3),
    ],
)
def test_every_race_is_counted_once_by_seat_and_by_start(game_id: str, track: str, players: int) -> None:
    from tabletop.games.track_check import load_track

    layout = load_track(game_id, TRACKS / game_id / f"{track}.yaml").source
    seen: list[int] = []
    report = race_track(game_id, layout, players, 4, seed=3, on_race=lambda r: seen.append(r.races) or True)
    assert seen == [1, 2, 3, 4]
    assert sum(report.seat_wins) == pytest.approx(4) == sum(report.start_wins)
    assert all(rounds > 0 for rounds in report.rounds)
    assert report.minutes() > 0


def test_cancel_stops_after_the_race_in_hand() -> None:
    report = race_track("raceday", None, 2, 50, on_race=lambda r: r.races < 2)
    assert report.races == 2


def test_the_verdict_names_a_start_that_wins_too_often() -> None:
    report = TrackReport("raceday", 4, [0.0] * 4, [0.0] * 4)
    for race in range(100):
        winner = 0 if race % 10 < 6 else race % 4  # the pole-sitter wins well over its quarter
        others = tuple(s for s in range(4) if s != winner)
        report.add(Outcome((winner, *others)), 80, RaceFacts((0, 1, 2, 3), 20, 0, ()))
    assert report.verdict() == "start 1 wins too often: 70% against a fair share of 25% (100 races)"
    even = TrackReport("raceday", 2, [0.0] * 2, [0.0] * 2)
    for race in range(100):
        even.add(Outcome((race % 2, 1 - race % 2)), 80, RaceFacts((0, 1), 20, 0, ()))
    assert even.verdict().startswith("fair")
    few = TrackReport("raceday", 2, [0.0] * 2, [0.0] * 2)
    for _ in range(5):
        few.add(Outcome((0, 1)), 80, RaceFacts((0, 1), 20, 0, ()))
    assert few.verdict() == "too few races to tell (5 of at least 20)"


def test_the_four_track_games_are_raceable_and_mcs_is_not() -> None:
    assert [g for g in ("nascard", "mcs", "raceday", "mindcycling", "motox") if raceable(g)] == [
        "nascard", "raceday", "mindcycling", "motox"]


def test_simulate_on_a_track_reports_shares_by_seat_and_start(capsys: pytest.CaptureFixture[str]) -> None:
    track = str(TRACKS / "raceday" / "pocono.yaml")
    code, out, _ = run(
        capsys, "simulate", "raceday", "--players", "2", "--games", "4", "--track", track, "--json"
    )
    assert code == 0
    record = json.loads(out)
    assert record["races"] == 4 and len(record["by_seat"]) == len(record["by_start"]) == 2
    assert record["verdict"]
    code, _, err = run(capsys, "simulate", "mcs", "--players", "2", "--track", track)
    assert code == 2 and "not raced on a track" in err
    code, _, err = run(capsys, "simulate", "raceday", "--players", "2", "--track", str(TRACKS / "none.yaml"))
    assert code == 2 and "none.yaml" in err


@pytest.mark.parametrize(
    ("game", "track", "said"),
    [
        ("raceday", "raceday/pocono.yaml", "Cars out of the race: "),
        ("motox", "motox/switchback.yaml", "Bikes wiped out: "),
        ("mindcycling", "mindcycling/sprint.yaml", None),
    ],
)
def test_the_command_line_report_counts_racers_out_in_the_game_s_words(
    capsys: pytest.CaptureFixture[str], game: str, track: str, said: str | None
) -> None:
    path = TRACKS / track
    code, out, _err = run(capsys, "simulate", game, "--players", "3", "--games", "2", "--track", str(path))
    assert code == 0, out
    assert "out or wiped out" not in out
    if said is None:
        assert "per race" not in out, out
    else:
        assert re.search(rf"^  {said}\d+\.\d+ per race\.$", out, re.M), out
