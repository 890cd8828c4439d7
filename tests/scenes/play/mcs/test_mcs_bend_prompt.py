"""The bend's prompt names the effect a card must match ("another Fall"), not its wheel's letter."""

from __future__ import annotations

import random

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver


def a_bend_topped_by_a_named_effect() -> Match:
    """Anna is to beat a bend's top card whose wheel shows a letter (F, E, SW) or +1."""
    rules = rules_for("mcs")
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "yellow"))
    match = Match(rules, Setup(seats, {"mode": "match"}), 0)
    pick = random.Random(2)
    while match.outcome() is None:
        state = match.state
        bend = state.bend
        mine = match.to_act() == (0,) and state.phase == "bend" and bend is not None and bend.chain
        if mine and rules.parts.cards[bend.chain[-1][1]].effect in ("fall", "engine", "switch", "overtake"):
            return match
        seat = match.to_act()[-1]
        match.apply(seat, pick.choice(rules.legal_actions(state, seat)))
    raise AssertionError("no bend came to Anna topped by a named effect")


def test_the_bend_prompt_names_the_effect_to_match(make_app: type[App]) -> None:
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    scene = TableScene(driver.app.ctx, a_bend_topped_by_a_named_effect())
    driver.app.ctx.stack.push(scene)
    driver.settle(scene.animator)
    state = scene.match.state
    effect = scene.view.parts.effects[scene.view.parts.cards[state.bend.chain[-1][1]].effect]
    text, _colour = scene.view.banner(state, 0, (0,))
    assert f"another {effect.name}," in text, text
