"""The Easy player: the policy's move, but for its share of slips."""

from __future__ import annotations

from tabletop.engine.search.easy_bot import EasyBot
from tabletop.engine.search.settings import EasySettings
from tests.engine.search.toy_pile import Greedy, Pile, PileRules, Take


def choices(mistakes: float, count: int = 1000) -> list:
    rules = PileRules()
    return [EasyBot(seed, Greedy, EasySettings(mistakes)).choose(rules, Pile(3), 0) for seed in range(count)]


def test_without_mistakes_it_plays_as_the_policy() -> None:
    assert set(choices(0.0)) == {Take(3)}


def test_a_mistake_is_always_another_legal_move() -> None:
    assert set(choices(1.0)) == {Take(1), Take(2)}


def test_mistakes_come_at_about_their_rate() -> None:
    slips = sum(choice != Take(3) for choice in choices(0.3, 2000)) / 2000
    assert 0.26 < slips < 0.34


def test_the_same_seed_makes_the_same_choice() -> None:
    rules = PileRules()
    for seed in range(50):
        first = EasyBot(seed, Greedy, EasySettings(0.5)).choose(rules, Pile(3), 0)
        assert EasyBot(seed, Greedy, EasySettings(0.5)).choose(rules, Pile(3), 0) == first
