"""A computers' Race Day race played again on the live table, move by move, so a test can
watch the table show one chosen move (a bump in another car's turn, a saving ability)."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine.contract import Event, SeatSetup, Setup
from tabletop.engine.match import Match, Step
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table

NAMES = ("Anna", "Bob", "Cleo", "Dan")
COLOURS = ("red", "blue", "green", "yellow")


def computers_race(seed: int) -> Match:
    """Four computers race a lap."""
    seats = tuple(SeatSetup(name, True, colour) for name, colour in zip(NAMES, COLOURS, strict=True))
    return play_match(rules_for("raceday"), Setup(seats, {"laps": 1}), seed)


def first_step(found: Callable[[Match, int], bool], seeds: range = range(1, 30)) -> tuple[Match, int]:
    """The first race (by seed) with a move `found` picks, and that move's index."""
    for seed in seeds:
        race = computers_race(seed)
        for index in range(len(race.steps)):
            if found(race, index):
                return race, index
    raise AssertionError("no race has such a move")


def mover_before(race: Match, index: int) -> int | None:
    """The car whose turn it was when move `index` was made."""
    state = race.rules.new_state(race.setup, race.seed)
    for step in race.steps[:index]:
        race.rules.apply(state, step.seat, step.action)
    return state.turn.car if state.turn is not None else None


def table_before(driver: Driver, race: Match, index: int) -> TableScene:
    """The live table just before move `index`, everyone at it a person (the table plays no move
    by itself), at rest with the seat to move watching."""
    seats = tuple(SeatSetup(seat.name, False, seat.colour) for seat in race.setup.seats)
    match = Match(race.rules, Setup(seats, race.setup.options), race.seed)
    for step in race.steps[:index]:
        match.apply(step.seat, step.action)
    scene = push_table(driver, match)
    driver.settle(scene.animator)
    driver.frames(2)
    assert scene.viewer == race.steps[index].seat
    return scene


def play(scene: TableScene, step: Step) -> list[Event]:
    """`step`'s move proposed at the table, as its player would (the table starts showing it)."""
    assert scene.propose(step.action) is None
    events = scene.match.steps[-1].events
    assert events == step.events, "the race went as the computers played it"
    return events
