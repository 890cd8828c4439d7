"""Mind Cycling's computer players at every level: legal, repeatable, and Hard sees a winning attack."""

from __future__ import annotations

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.levels import ALL_LEVELS, EASY, HARD
from tabletop.engine.search.easy_bot import EasyBot
from tabletop.engine.search.hard_bot import HardBot
from tabletop.engine.search.settings import EasySettings, HardSettings
from tabletop.games.bot_levels import make_level_bot
from tabletop.games.mindcycling.actions import ATTACK, MOVE, Ride
from tabletop.games.mindcycling.game import make_bot, make_search
from tabletop.games.mindcycling.state import MOUNTAIN_MEDAL, SPRINT_MEDAL, STAGE
from tabletop.games.mindcycling.track_layout import FINISH

from .helpers import act, ends, place, rules, stage

SMALL = HardSettings(playouts=12, max_steps=0, exploration=0.7, candidates=6)

# Team 0: 0 sprinter, 1-3 domestics, 4 climber; team 1: 5 sprinter, 6-8 domestics, 9 climber.
CLIMBER, THEIR_CLIMBER = 4, 9


def hard(seed: int) -> HardBot:
    return HardBot(seed, make_search(), make_bot, SMALL)


def easy(seed: int) -> EasyBot:
    return EasyBot(seed, make_bot, EasySettings(mistakes=0.5))


@pytest.mark.parametrize("teams", [1, 2])
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_every_level_is_made_and_plays_a_legal_move(level: str, teams: int) -> None:
    r = rules()
    state = r.new_state(Setup(tuple(SeatSetup(f"P{i + 1}") for i in range(teams)), {}), 4)
    bot = make_level_bot("mindcycling", level, 8, players=teams)
    seat = r.to_act(state)[0]
    assert bot.choose(r, r.view(state, seat), seat) in r.legal_actions(state, seat)


@pytest.mark.parametrize("level", [EASY, HARD])
def test_easy_and_hard_play_only_legal_moves_and_the_same_move_for_the_same_seed(level: str) -> None:
    r = rules()
    state = r.new_state(Setup((SeatSetup("P1"), SeatSetup("P2")), {}), 6)
    make = hard if level == HARD else easy
    for step in range(14):
        seat = r.to_act(state)[0]
        view = r.view(state, seat)
        action = make(step).choose(r, view, seat)
        assert action in r.legal_actions(state, seat)
        assert make(step).choose(r, r.view(state, seat), seat) == action
        assert view == r.view(state, seat)  # thinking changed nothing it was shown
        r.apply(state, seat, action)


def test_hard_attacks_for_the_line_when_a_normal_move_hands_the_stage_and_the_mountain_over() -> None:
    # Both climbers start the turn on the first mountain row, theirs in the left lane, so it
    # moves first and rides its six to the 33rd row. Ours can ride six to the same row, but
    # theirs would then lead next turn and take the line and the climb; our attack (nine)
    # crosses now, and with the sprint already ours, three medals win the stage whatever follows.
    state = place(stage(teams=2), {CLIMBER: "27.2", THEIR_CLIMBER: "27.0", 0: "23.1"})
    state.medals = {SPRINT_MEDAL: 0}
    assert state.active() is not None and state.active().id == THEIR_CLIMBER  # type: ignore[union-attr]
    act(state, ends(state, MOVE)["33.0"])
    assert state.active() is not None and state.active().id == CLIMBER  # type: ignore[union-attr]
    r = rules()
    legal = r.legal_actions(state, 0)
    win = next(a for a in legal if isinstance(a, Ride) and a.kind == ATTACK and a.path[-1:] == (FINISH,))
    assert any(isinstance(a, Ride) and a.kind == MOVE and a.path[-1:] == ("33.1",) for a in legal)
    assert hard(1).choose(r, r.view(state, 0), 0) == win
    act(state, win)
    assert state.medals[STAGE] == state.medals[MOUNTAIN_MEDAL] == CLIMBER
