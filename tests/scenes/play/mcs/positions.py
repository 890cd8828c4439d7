"""MCS positions for the table's tests: Anna (a person, the hosts) against Bob (a computer),
played at random from a seed until the position a test needs, and put on a table."""

from __future__ import annotations

import random
from collections.abc import Callable

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver

ANNA_AND_BOB = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "yellow"))


def anna_and_bob(seed: int, **options: object) -> Match:
    return Match(rules_for("mcs"), Setup(ANNA_AND_BOB, dict(options)), seed)


def played_until(
    match: Match, reached: Callable[[Match], bool], pick: int, what: str, *, bob_first: bool = False
) -> Match:
    """`match` played on with legal moves picked at random (seed `pick`) until `reached(match)`;
    where both choose at once, Bob first if `bob_first` (Anna's choice then reveals both)."""
    chance = random.Random(pick)
    while match.outcome() is None:
        if reached(match):
            return match
        waiting = match.to_act()
        seat = waiting[-1] if bob_first else waiting[0]
        match.apply(seat, chance.choice(match.rules.legal_actions(match.state, seat)))
    raise AssertionError(f"never came: {what}")


def on_the_table(driver: Driver, match: Match) -> TableScene:
    """`match` on a table, its opening moves played out."""
    scene = TableScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.settle(scene.animator)
    return scene


def table_of(
    make_app: type[App], match: Match, size: tuple[int, int] = (1280, 720)
) -> tuple[Driver, TableScene]:
    """A new app in a `size` window, `match` on its table."""
    driver = Driver(make_app(size))
    driver.frames(1)
    return driver, on_the_table(driver, match)
