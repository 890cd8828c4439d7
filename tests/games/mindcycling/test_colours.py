"""A rider's team and its role read apart: no jersey takes a helmet's colour or the bottle's blue."""

from __future__ import annotations

from tabletop.content.game_info import load_game_info
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.paths import data_dir

from .helpers import COURSE, rules

BOTTLE = "blue"


def test_no_jersey_offered_or_given_takes_a_helmet_or_the_bottle_colour() -> None:
    parts = rules().parts
    marks = {role.helmet for role in parts.roles.values()} | {BOTTLE}
    offered = load_game_info(data_dir() / "games" / "mindcycling.yaml").colours
    assert not marks & set(offered)
    assert not marks & {country.colour for country in parts.countries}
    teams = rules().new_state(Setup(tuple(SeatSetup(f"P{i}") for i in range(6)), {}, COURSE), 1).teams
    assert not marks & {team.colour for team in teams}
