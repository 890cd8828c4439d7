"""What would Hard do? at a recorded position: Hard's own move, a value for each move it
compared and for the move played, the same answer every time, from the seat's view only."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.engine.rng import derive_seed
from tabletop.engine.search.hard_bot import HardBot
from tabletop.engine.timeline import Timeline
from tabletop.games.bot_levels import make_level_bot
from tabletop.games.hard_advice import HardAdvice, prepare_advice
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match

SEATS = (
    SeatSetup("Anna", False, "blue"), SeatSetup("Bob", True, "orange"), SeatSetup("Clara", True, "purple")
)


@pytest.fixture(scope="module")
def nascard() -> Match:
    return play_match(rules_for("nascard"), Setup(SEATS, {"laps": 1}), 11)


def advice_at(match: Match, moves: int) -> HardAdvice:
    step = match.steps[moves]
    state = Timeline(match).state_at(moves)
    return prepare_advice(
        match.rules, state, step.seat, match.seed, moves, step.action, players=len(match.setup.seats)
    )()


def choice_points(match: Match) -> list[int]:
    """The positions where the seat to move had several legal moves."""
    timeline = Timeline(match)
    return [
        moves for moves, step in enumerate(match.steps)
        if len(match.rules.legal_actions(timeline.state_at(moves), step.seat)) > 1
    ]


def test_hard_prefers_the_move_a_hard_seat_plays_there_and_values_every_move(nascard: Match) -> None:
    moves = choice_points(nascard)[0]
    step = nascard.steps[moves]
    advice = advice_at(nascard, moves)
    view = nascard.rules.view(Timeline(nascard).state_at(moves), step.seat)
    hard_seat = make_level_bot("nascard", "hard", derive_seed(nascard.seed, step.seat, moves), players=3)
    assert advice.preferred.action == hard_seat.choose(nascard.rules, view, step.seat)
    legal = nascard.rules.legal_actions(view, step.seat)
    assert all(move.action in legal for move in advice.moves)
    assert all(0.0 <= move.value <= 1.0 for move in advice.moves)
    values = [move.value for move in advice.moves]
    assert values == sorted(values, reverse=True)
    assert advice.played is not None and advice.played.action == step.action
    assert advice.legal == len(legal) and 1 <= advice.searched <= advice.legal


def test_the_same_position_gets_the_same_advice(nascard: Match) -> None:
    moves = choice_points(nascard)[1]
    first, again = advice_at(nascard, moves), advice_at(nascard, moves)
    assert first.moves == again.moves


def test_a_move_played_outside_the_shortlist_is_judged_beside_the_others(nascard: Match) -> None:
    # Nascard's Hard compares at most five moves, the shortlist's best: a position with more
    # has moves left out.
    timeline = Timeline(nascard)
    for moves, step in enumerate(nascard.steps):
        view = nascard.rules.view(timeline.state_at(moves), step.seat)
        hard = make_level_bot("nascard", "hard", derive_seed(nascard.seed, step.seat, moves), players=3)
        assert isinstance(hard, HardBot)
        searched = hard.assess(nascard.rules, view, step.seat).searched
        left_out = [move for move in nascard.rules.legal_actions(view, step.seat) if move not in searched]
        if searched and left_out:
            break
    else:
        pytest.fail("no position of the match has moves left out of the search")
    state = timeline.state_at(moves)
    advice = prepare_advice(
        nascard.rules, state, step.seat, nascard.seed, moves, left_out[-1], players=3
    )()
    assert advice.searched == len(searched) < advice.legal
    assert advice.played is not None and advice.played.action == left_out[-1]
    assert not advice.played.preferred
    assert len(advice.moves) == len(searched) + 1


def test_hard_is_given_the_seats_view_never_the_true_state(
    nascard: Match, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[Any] = []
    assess = HardBot.assess

    def spy(self: HardBot, rules: Any, view: Any, seat: int) -> Any:
        seen.append(view)
        return assess(self, rules, view, seat)

    monkeypatch.setattr(HardBot, "assess", spy)
    moves = choice_points(nascard)[0]
    seat = nascard.steps[moves].seat
    true_state = Timeline(nascard).state_at(moves)
    advice_at(nascard, moves)
    assert [repr(view) for view in seen] == [repr(nascard.rules.view(true_state, seat))]
    assert repr(seen[0]) != repr(true_state)  # the others' hands and the deck are hidden


def test_hard_advises_with_the_playouts_of_the_matchs_number_of_players(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Race Day's four cars search fewer positions than two: the advice is the four-car Hard's.
    made: list[HardBot] = []

    def judged_by(self: HardBot, rules: Any, view: Any, seat: int) -> Any:
        made.append(self)
        return assess(self, rules, view, seat)

    assess = HardBot.assess
    monkeypatch.setattr(HardBot, "assess", judged_by)
    seats = tuple(SeatSetup(f"P{n}", n > 0, level="hard" if n else "normal") for n in range(4))
    match = Match(rules_for("raceday"), Setup(seats, {"laps": 1}), 5)
    while len(match.rules.legal_actions(match.state, seat := match.to_act()[0])) < 2:
        match.apply(seat, match.rules.legal_actions(match.state, seat)[0])
    prepare_advice(match.rules, match.state, seat, match.seed, len(match.steps), None, players=4)()
    four_cars = make_level_bot("raceday", "hard", 1, players=4)
    assert isinstance(four_cars, HardBot)
    assert [bot.settings for bot in made] == [four_cars.settings]
    assert made[0].settings != make_level_bot("raceday", "hard", 1, players=2).settings
