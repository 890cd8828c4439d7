"""Putting a game on the real table for a scene test."""

from __future__ import annotations

import pygame

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver


def push_table(driver: Driver, match: Match) -> TableScene:
    """The table scene for `match`, opened and shown for a few frames."""
    scene = TableScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    return scene


def start_table(
    driver: Driver, game_id: str, seats: tuple[SeatSetup, ...], seed: int, **options: object
) -> TableScene:
    """A new match of `game_id` on the table."""
    return push_table(driver, Match(rules_for(game_id), Setup(seats, dict(options)), seed))


def at(pos: pygame.Vector2 | tuple[float, float]) -> tuple[int, int]:
    """A point on screen as a posted mouse event carries it."""
    return (round(pos[0]), round(pos[1]))
