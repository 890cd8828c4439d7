from __future__ import annotations

import pytest

from tabletop.engine.codec import CodecError, from_dict, to_dict
from tabletop.engine.deck import draw
from tabletop.engine.rng import Rng
from tabletop.games.nascard.actions import ACTION_TYPES, PitStop, PlayCard


def test_same_seed_same_stream_and_fork_is_independent() -> None:
    a, b = Rng.from_seed(5), Rng.from_seed(5)
    assert [a.die() for _ in range(50)] == [b.die() for _ in range(50)]
    fork = a.fork()
    b.next64()
    assert a.state == b.state and fork.state != a.state


def test_below_is_in_range_and_shuffle_is_a_permutation() -> None:
    rng = Rng.from_seed(1)
    assert {rng.below(3) for _ in range(200)} == {0, 1, 2}
    items = list(range(20))
    rng.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


def test_actions_round_trip_through_dicts() -> None:
    for action in (PlayCard(8, True, (5,), (40,)), PitStop()):
        data = to_dict(action)
        assert from_dict(data, ACTION_TYPES) == action
    assert to_dict(PlayCard(3, False, (1, 2)))["blister"] == [1, 2]


def test_bad_dicts_are_refused() -> None:
    with pytest.raises(CodecError, match="unknown type"):
        from_dict({"type": "Teleport"}, ACTION_TYPES)
    with pytest.raises(CodecError, match="whole number"):
        from_dict({"type": "PlayCard", "card": "ten"}, ACTION_TYPES)
    with pytest.raises(CodecError, match="missing field"):
        from_dict({"type": "PlayCard"}, ACTION_TYPES)
    with pytest.raises(CodecError, match="no field"):
        from_dict({"type": "PitStop", "fuel": 3}, ACTION_TYPES)


def test_draw_rebuilds_from_the_discard_pile_and_falls_short_when_all_is_gone() -> None:
    rng = Rng.from_seed(3)
    deck, discard = [1], [2, 3]
    taken = draw(deck, discard, rng, 5)
    assert sorted(taken.cards) == [1, 2, 3] and taken.reshuffled and not deck and not discard
