"""Bikes level in the race ranking (one wiped out from the space the other landed on) share a
rank: the seat panel says so, "1st (tied)", rather than two bare "1st"s that read as a mistake."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.engine.match import Match
from tabletop.language import set_language
from tests.games.motox.helpers import STRAIGHT, layout, race, setup
from tests.scenes.driver import Driver
from tests.scenes.play.motox.test_table_motox import view_of
from tests.scenes.tables import push_table


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize(
    ("code", "tied", "third"), [("en", "1st (tied)", "3rd"), ("fr", "1er (ex æquo)", "3e")]
)
def test_a_wiped_out_leader_and_the_bike_on_its_space_share_1st(
    driver: Driver, code: str, tied: str, third: str
) -> None:
    rules, state = race([(4, 0), (4, 0), (1, 1)], wiped=(0,), turn=2)
    assert rules.race_ranks(state) == [1, 1, 3]  # the rulebook: a tie skips the next rank
    scene = push_table(driver, Match(rules, setup(3, layout(STRAIGHT)), 1, state=state))
    driver.app.ctx.speak(code)
    rows = view_of(scene).seat_rows(state, scene.match.to_act())
    places = [row.fields[0].split(" · ")[0] for row in rows]
    assert places == [tied, tied, third]
