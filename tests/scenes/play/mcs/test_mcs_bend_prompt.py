"""The bend's prompt names the effect a card must match ("another Fall"), not its wheel's letter."""

from __future__ import annotations

from tabletop.app import App
from tabletop.engine.match import Match
from tests.scenes.play.mcs.positions import anna_and_bob, played_until, table_of


def a_bend_topped_by_a_named_effect() -> Match:
    """Anna is to beat a bend's top card whose wheel shows a letter (F, E, SW) or +1."""

    def reached(match: Match) -> bool:
        state, parts = match.state, match.rules.parts
        bend = state.bend
        mine = match.to_act() == (0,) and state.phase == "bend" and bend is not None and bend.chain
        named = ("fall", "engine", "switch", "overtake")
        return bool(mine) and parts.cards[bend.chain[-1][1]].effect in named

    return played_until(anna_and_bob(0, mode="match"), reached, 2, "a bend topped by a named effect",
                        bob_first=True)


def test_the_bend_prompt_names_the_effect_to_match(make_app: type[App]) -> None:
    _driver, scene = table_of(make_app, a_bend_topped_by_a_named_effect())
    state = scene.match.state
    effect = scene.view.parts.effects[scene.view.parts.cards[state.bend.chain[-1][1]].effect]
    text, _colour = scene.view.banner(state, 0, (0,))
    assert f"another {effect.name}," in text, text
