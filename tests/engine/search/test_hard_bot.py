"""The Hard player's search, on a game small enough to know the right move."""

from __future__ import annotations

from tabletop.engine.search.hard_bot import HardBot
from tabletop.engine.search.open_search import OpenSearch
from tabletop.engine.search.settings import HardSettings
from tests.engine.search.toy_pile import Greedy, Pile, PileRules, Take

SETTINGS = HardSettings(playouts=60, max_steps=0, exploration=0.7, candidates=0)


class PileSearch(OpenSearch[Pile]):
    def evaluate(self, state: Pile, seat: int) -> float:
        return 0.5


def hard(seed: int, settings: HardSettings = SETTINGS) -> HardBot:
    return HardBot(seed, PileSearch(PileRules()), Greedy, settings)


def test_hard_leaves_the_opponent_a_pile_it_cannot_win_from() -> None:
    # From five, taking one leaves four: whatever the greedy opponent takes, the rest is ours.
    # Taking two or three leaves a pile the opponent takes whole.
    rules = PileRules()
    for seed in range(10):
        assert hard(seed).choose(rules, Pile(5), 0) == Take(1)


def test_the_values_say_why() -> None:
    values = hard(3).values(Pile(5), 0, [Take(1), Take(2), Take(3)])
    assert values[0] == 1.0
    assert values[1] == values[2] == 0.0


def test_the_same_seed_and_view_give_the_same_move_and_values() -> None:
    rules = PileRules()
    for left in range(1, 12):
        assert hard(7).choose(rules, Pile(left), 0) == hard(7).choose(rules, Pile(left), 0)
    moves: list = [Take(1), Take(2), Take(3)]
    assert hard(7).values(Pile(11), 0, moves) == hard(7).values(Pile(11), 0, moves)


def test_a_single_legal_move_is_played_without_search() -> None:
    assert hard(1, HardSettings(1, 0, 0.7, 0)).choose(PileRules(), Pile(1), 0) == Take(1)


def test_candidates_keep_the_policys_favourite() -> None:
    # Limited to two moves, the search still looks at the greedy player's winning move.
    settings = HardSettings(playouts=10, max_steps=0, exploration=0.7, candidates=2)
    assert hard(2, settings).choose(PileRules(), Pile(3), 0) == Take(3)


def test_a_playout_stopped_early_is_judged_by_evaluate() -> None:
    # Playouts cut after one move are worth the evaluation's 0.5 unless the move itself won.
    settings = HardSettings(playouts=30, max_steps=1, exploration=0.7, candidates=0)
    values = hard(4, settings).values(Pile(9), 0, [Take(1), Take(2)])
    assert values == [0.5, 0.5]


def test_the_assessment_names_the_move_chosen_and_what_each_searched_move_is_worth() -> None:
    rules = PileRules()
    assessment = hard(3).assess(rules, Pile(5), 0)
    assert assessment.choice == hard(3).choose(rules, Pile(5), 0) == Take(1)
    assert assessment.legal == 3
    assert set(assessment.searched) == {Take(1), Take(2), Take(3)}
    worth = dict(zip(assessment.searched, assessment.values, strict=True))
    assert worth[Take(1)] == 1.0 and worth[Take(2)] == worth[Take(3)] == 0.0
    assert sum(assessment.playouts) == SETTINGS.playouts


def test_no_search_is_reported_where_there_was_no_choice() -> None:
    assessment = hard(1).assess(PileRules(), Pile(1), 0)
    assert assessment.choice == Take(1) and assessment.searched == () and assessment.values == ()


def test_a_move_left_out_of_the_search_is_judged_on_the_same_worlds() -> None:
    # Capped at two moves, Take(2) may go unsearched; judging it alone gives its worth.
    assert hard(5).judge(Pile(5), 0, Take(2), 10) == 0.0
    assert hard(5).judge(Pile(5), 0, Take(1), 10) == 1.0


class Asked:
    """A policy that takes one counter and notes which seats it was asked to play."""

    def __init__(self, seats: set[int]) -> None:
        self.seats = seats

    def choose(self, rules: PileRules, view: Pile, seat: int) -> Take:
        self.seats.add(seat)
        return Take(1)


class OwnPileSearch(PileSearch):
    def __init__(self, own: set[int]) -> None:
        super().__init__(PileRules())
        self.own = own

    def own_policy(self, seed: int) -> Asked:
        return Asked(self.own)


def test_a_game_with_its_own_hard_policy_plays_the_searching_seat_with_it_and_the_rest_as_normal() -> None:
    own: set[int] = set()
    others: set[int] = set()
    bot = HardBot(6, OwnPileSearch(own), lambda seed: Asked(others), SETTINGS)
    bot.choose(PileRules(), Pile(9), 0)
    assert own == {0}, "the favourite and the seat's own playout turns"
    assert others == {1}
    plain: set[int] = set()
    HardBot(6, PileSearch(PileRules()), lambda seed: Asked(plain), SETTINGS).choose(PileRules(), Pile(9), 0)
    assert plain == {0, 1}, "without the hook every seat plays the Normal player"
