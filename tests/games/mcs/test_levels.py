"""The Easy and Hard computer managers: legal, repeatable for a seed, and Hard sees a
match-winning card that a quick look misses."""

from __future__ import annotations

import pytest

from tabletop.engine.levels import ALL_LEVELS
from tabletop.engine.search.easy_bot import EasyBot
from tabletop.engine.search.hard_bot import HardBot
from tabletop.engine.search.settings import EasySettings, HardSettings
from tabletop.games.bot_levels import make_level_bot
from tabletop.games.mcs.actions import BendCard, BendPass
from tabletop.games.mcs.game import make_bot, make_search
from tabletop.games.mcs.state import McsState

from .helpers import card, fresh, gate, give, rules, stack_laps

HOST, VISITOR = 0, 1
QUICK = HardSettings(playouts=24, max_steps=0, exploration=0.7, candidates=6)


def hard(seed: int) -> HardBot:
    return HardBot(seed, make_search(), make_bot, QUICK)


def easy(seed: int) -> EasyBot:
    return EasyBot(seed, make_bot, EasySettings(mistakes=0.5))


def test_hard_plays_the_one_card_that_wins_the_match_in_its_last_bend() -> None:
    r = rules()
    state = fresh()
    state.heats = 1  # this heat is the last
    state.players[HOST].points = 3
    five_one = card(r, effect="five_one")
    decoys = [card(r, effect="three"), card(r, effect="zero")]
    give(state, {HOST: [], VISITOR: [five_one, *decoys]})
    stack_laps(r, state, ["bend"] * 4)
    # Red and blue (the host's) finish 1st and 3rd unless the visitor's pair takes 1st and
    # 2nd: 3 + 4 to 2 loses the match, 3 + 1 to 5 wins it.
    gate(r, state, {HOST: (20, 8), VISITOR: (6, 13)})
    while state.lap < 4:
        r.apply(state, VISITOR, BendPass())
    assert state.phase == "bend" and r.to_act(state) == (VISITOR,)
    view = r.view(state, VISITOR)
    bot = hard(1)
    assert bot.choose(r, view, VISITOR) == BendCard(five_one)
    # Not by following Normal's taste: every playout of the card wins, every other move loses.
    moves = r.legal_actions(view, VISITOR)
    values = dict(zip(moves, bot.values(view, VISITOR, moves), strict=True))
    assert values.pop(BendCard(five_one)) == 1.0
    assert set(values.values()) == {0.0}


def playing_positions() -> list[tuple[McsState, int]]:
    """A few positions of a short match between Normals, one per kind of decision."""
    r = rules()
    state = fresh(seed=8)
    bot = make_bot(8)
    found: dict[str, tuple[McsState, int]] = {}
    while r.outcome(state) is None and len(found) < 4:
        seat = r.to_act(state)[0]
        if len(r.legal_actions(state, seat)) > 1:
            found.setdefault(state.phase, (state.clone(), seat))
        r.apply(state, seat, bot.choose(r, r.view(state, seat), seat))
    return list(found.values())


@pytest.mark.parametrize("make", [hard, easy], ids=["hard", "easy"])
def test_a_level_chooses_a_legal_move_and_the_same_one_for_the_same_seed(make: object) -> None:
    r = rules()
    positions = playing_positions()
    assert len(positions) >= 3
    for state, seat in positions:
        view = r.view(state, seat)
        choices = [make(seed).choose(r, view, seat) for seed in (5, 5, 6)]  # type: ignore[operator]
        assert choices[0] == choices[1]
        assert all(choice in r.legal_actions(state, seat) for choice in choices)


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_level_can_be_made_for_mcs(level: str) -> None:
    r = rules()
    state = fresh(seed=4)
    seat = r.to_act(state)[0]
    bot = make_level_bot("mcs", level, 9, players=2)
    assert bot.choose(r, r.view(state, seat), seat) in r.legal_actions(state, seat)
