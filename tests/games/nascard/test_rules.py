"""Nascard rule by rule, on small arranged positions."""

from __future__ import annotations

import pytest

from tabletop.engine import common_events as common
from tabletop.engine.contract import IllegalAction
from tabletop.games.nascard import events as ev
from tabletop.games.nascard.actions import CutHand, PitStop, PlayCard
from tabletop.games.nascard.movement import place
from tabletop.language import _

from .helpers import position, rules, seat, setup

SUIT = {
    "purple": [1, 7, 10, 16, 17, 24, 26, 31],
    "blue": [2, 8, 9, 15, 19, 21, 28, 29],
    "orange": [3, 5, 12, 14, 18, 23, 25, 32],
    "yellow": [4, 6, 11, 13, 20, 22, 27, 30],
}


def test_setup_deals_five_and_turns_a_trump() -> None:
    r = rules()
    state = r.new_state(setup("A", "B", "C"), 3)
    assert all(len(p.hand) == 5 for p in state.players)
    assert len(state.discard) == 1
    assert state.trump == r.parts.suit_of(state.discard[0])
    assert len(state.deck) == 58 - 15 - 1


def test_cars_start_two_per_card_inside_first() -> None:
    state = rules().new_state(setup("A", "B", "C", "D", "E"), 11)
    slots = sorted((c.progress, c.lane) for c in state.cars)
    assert slots == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]


def test_grid_order_depends_on_the_seed() -> None:
    r = rules()
    grids = {tuple(c.progress * 2 + c.lane for c in r.new_state(setup("A", "B", "C"), s).cars)
             for s in range(20)}
    assert len(grids) > 1


def test_leader_plays_first_and_inside_before_outside() -> None:
    r, state = position(("A", "B", "C"), {}, {"A": (3, 1), "B": (3, 0), "C": (5, 0)}, "blue")
    assert [state.cars[c].name for c in state.order] == ["C", "B", "A"]
    assert r.to_act(state) == (seat(state, "C"),)


def test_trading_paint_needs_two_other_cards() -> None:
    r, state = position(("A", "B"), {"A": [30, 1]}, {"A": (2, 0), "B": (0, 0)}, "yellow")
    a = seat(state, "A")
    plays = [x for x in r.legal_actions(state, a) if isinstance(x, PlayCard) and x.card == 30]
    assert plays == []
    before = repr(state)
    with pytest.raises(IllegalAction, match="Trading paint needs 2 other cards"):
        r.apply(state, a, PlayCard(30, False, (1,)))
    assert repr(state) == before


def test_trading_paint_blisters_two_and_never_takes_a_bonus() -> None:
    r, state = position(("A", "B"), {"A": [30, 1, 2, 3]}, {"A": (2, 0), "B": (0, 0)}, "yellow")
    a = seat(state, "A")
    with pytest.raises(IllegalAction, match="never activates a bonus"):
        r.apply(state, a, PlayCard(30, True, (1, 2)))
    events = r.apply(state, a, PlayCard(30, False, (2, 1)))
    assert sorted(state.players[a].blistered) == [1, 2]
    assert state.players[a].hand == [3]
    assert any(isinstance(e, ev.TyresBlistered) for e in events)


def test_a_bonus_must_be_paid_exactly() -> None:
    # Pace Car (blue, recommended): burn a higher card and blister one.
    r, state = position(("A", "B"), {"A": [8, 5, 3, 40]}, {"A": (2, 0), "B": (0, 0)}, "yellow")
    a = seat(state, "A")
    with pytest.raises(IllegalAction, match="must burn a card higher than 8"):
        r.apply(state, a, PlayCard(8, True, (5,), (3,)))
    with pytest.raises(IllegalAction, match=r"costs: .*higher than 8.*put 1 card from your hand face down"):
        r.apply(state, a, PlayCard(8, True, (), (40,)))
    r.apply(state, a, PlayCard(8, True, (5,), (40,)))
    assert state.discard[-1] == 40
    assert state.players[a].blistered == [5]
    assert state.plays[state.players[a].car].as_trump


def test_caution_changes_a_bonus() -> None:
    # Oil Leak (orange 12) draws 1, or 3 on a Caution space.
    r, plain = position(("A", "B"), {"A": [5]}, {"A": (1, 0), "B": (0, 0)}, "blue",
                        bonus_cards="chosen", bonus_purple="1", bonus_blue="5",
                        bonus_orange="12", bonus_yellow="13")
    a = seat(plain, "A")
    caution_piece = next(s.piece for s in plain.track.spaces.values() if s.has("caution") and s.lane == 0)
    assert not plain.track.space(plain.space_of(plain.cars[plain.players[a].car])).has("caution")
    r.apply(plain, a, PlayCard(5, True))
    assert len(plain.players[a].hand) == 1
    r, hazard = position(("A", "B"), {"A": [5]}, {"A": (caution_piece, 0), "B": (0, 0)}, "blue",
                         bonus_cards="chosen", bonus_purple="1", bonus_blue="5",
                         bonus_orange="12", bonus_yellow="13")
    r.apply(hazard, a, PlayCard(5, True))
    assert len(hazard.players[a].hand) == 3


def test_yellow_bonus_adds_spaces() -> None:
    # Pick Up the Pace (yellow 13): one extra space.
    r, state = position(("A", "B", "C"), {"A": [20, 1], "B": [40, 3], "C": [10]},
                        {"A": (3, 0), "B": (2, 0), "C": (1, 0)}, "blue")
    r.apply(state, seat(state, "A"), PlayCard(20, True))
    r.apply(state, seat(state, "B"), PlayCard(40))
    events = r.apply(state, seat(state, "C"), PlayCard(10))
    moved = {e.who: e.spaces for e in events if isinstance(e, ev.CarMoved)}
    assert moved == {"B": 5, "A": 4 + 1, "C": 3}


def test_pit_stop_draws_four_and_recovers_blisters() -> None:
    r, state = position(("A", "B"), {"A": [1]}, {"A": (3, 0), "B": (0, 0)}, "blue")
    a = seat(state, "A")
    state.players[a].blistered = [state.deck.pop(), state.deck.pop()]
    events = r.apply(state, a, PitStop())
    assert len(state.players[a].hand) == 1 + 4 + 2 and state.players[a].blistered == []
    assert state.players[a].pit_turned
    drawn = next(e for e in events if isinstance(e, ev.CardsDrawn))
    assert drawn.reveals and len(drawn.cards) == 4


def test_placement_rules_a_b_c_with_a_chain_push() -> None:
    _r, state = position(("A", "B", "C", "D", "E"), {},
                        {"A": (5, 0), "B": (5, 1), "C": (6, 0), "D": (6, 1), "E": (0, 0)}, "blue")
    mover = state.cars[state.players[seat(state, "E")].car]
    pushed = place(state, mover, 5)
    names = {c.name: (c.progress, c.lane) for c in state.cars}
    # E takes A's inside space; A is pushed to card 6, where C is pushed on to card 7.
    assert names == {"E": (5, 0), "B": (5, 1), "A": (6, 0), "D": (6, 1), "C": (7, 0)}
    assert [(c.name, was) for c, was in pushed] == [("A", 5), ("C", 6)]


def test_outside_space_when_inside_is_taken() -> None:
    _r, state = position(("A", "B"), {}, {"A": (5, 0), "B": (0, 0)}, "blue")
    b = state.cars[state.players[seat(state, "B")].car]
    assert place(state, b, 5) == [] and (b.progress, b.lane) == (5, 1)


def test_hand_above_the_limit_is_cut_by_its_owner() -> None:
    hand = [1, 2, 3, 4, 5, 6, 7, 9]
    r, state = position(("A", "B"), {"A": hand, "B": [40]}, {"A": (3, 0), "B": (0, 0)}, "purple")
    a, b = seat(state, "A"), seat(state, "B")
    r.apply(state, a, PitStop())
    r.apply(state, b, PlayCard(40))
    assert state.phase == "cut" and r.to_act(state) == (a,)
    assert r.legal_actions(state, b) == []
    with pytest.raises(IllegalAction):
        r.apply(state, a, PitStop())
    while state.phase == "cut":
        r.apply(state, a, CutHand(state.players[a].hand[0]))
    assert len(state.players[a].hand) == 8 and state.round == 2


def test_empty_deck_is_rebuilt_from_the_discard_pile() -> None:
    r, state = position(("A", "B"), {"A": [1], "B": [40]}, {"A": (3, 0), "B": (0, 0)}, "purple")
    state.discard = state.deck[2:] + state.discard
    state.deck = state.deck[:2]
    events = r.apply(state, seat(state, "A"), PitStop())
    assert any(isinstance(e, common.DeckRebuilt) for e in events)
    assert len(state.players[seat(state, "A")].hand) == 5


def test_crossing_the_line_twice_ends_the_race_after_the_round() -> None:
    r, state = position(("A", "B"), {"A": [50], "B": [10]}, {"A": (30, 0), "B": (29, 1)}, "yellow")
    r.apply(state, seat(state, "A"), PlayCard(50))
    events = r.apply(state, seat(state, "B"), PlayCard(10))
    assert state.phase == "over" and r.to_act(state) == ()
    laps = [e for e in events if isinstance(e, common.LapCompleted)]
    assert laps and laps[0].lap == 2
    outcome = r.outcome(state)
    assert outcome is not None and outcome.ranking == (seat(state, "A"), seat(state, "B"))


def test_the_race_end_is_told_once_when_several_cars_cross() -> None:
    r, state = position(("A", "B", "C"), {"A": [50], "B": [10], "C": [1]},
                        {"A": (30, 0), "B": (30, 1), "C": (1, 0)}, "yellow")
    r.apply(state, seat(state, "A"), PlayCard(50))
    r.apply(state, seat(state, "B"), PlayCard(10))
    events = r.apply(state, seat(state, "C"), PitStop())
    finals = [e.describe() for e in events if isinstance(e, common.LapCompleted) and e.lap == 2]
    assert len(finals) == 2, finals
    assert finals[0].endswith(_(ev.LAST_LAP)) and ev.LAST_LAP not in finals[1], finals


def test_inside_car_wins_a_tie_on_one_card() -> None:
    _r, state = position(("A", "B", "C"), {}, {"A": (33, 1), "B": (33, 0), "C": (1, 0)}, "blue")
    assert [c.name for c in state.standings()] == ["B", "A", "C"]


def test_rivals_fill_the_field_and_move_at_least_two() -> None:
    r = rules()
    state = r.new_state(setup("Solo"), 5)
    assert len(state.cars) == 6 and sum(c.is_rival for c in state.cars) == 5
    assert set(state.rival_cards) == {c.id for c in state.cars if c.is_rival}
    events = r.apply(state, 0, PitStop())
    moved = [e for e in events if isinstance(e, ev.CarMoved) and e.card is not None]
    assert len(moved) == 5 and all(m.spaces >= 2 for m in moved)
    assert sum(isinstance(e, ev.RivalCardRevealed) for e in events) == 5


def test_rivals_are_optional_from_three_players() -> None:
    r = rules()
    assert len(r.new_state(setup("A", "B", "C"), 1).cars) == 3
    assert len(r.new_state(setup("A", "B", "C", rivals=True), 1).cars) == 6
    assert len(r.new_state(setup("A", "B"), 1).cars) == 6


def test_rival_blue_cards_are_never_trump_wildcards() -> None:
    r = rules()
    state = r.new_state(setup("Solo"), 5)
    state.trump = "yellow"
    state.rival_cards = {c.id: card for c, card in zip(
        [c for c in state.cars if c.is_rival], [58, 55, 50, 47, 41], strict=True)}
    events = r.apply(state, 0, PitStop())
    assert all(not e.as_trump for e in events if isinstance(e, ev.CarMoved) and e.card)


def test_view_hides_other_hands_blisters_rival_values_and_the_deck() -> None:
    r = rules()
    state = r.new_state(setup("A", "B"), 9)
    state.players[1].blistered = [state.deck.pop()]
    seen = r.view(state, 0)
    assert seen.players[0].hand == state.players[0].hand
    assert set(seen.players[1].hand) == {0} and len(seen.players[1].hand) == 5
    assert seen.players[1].blistered == [0]
    assert set(seen.deck) == {0}
    assert set(seen.rival_cards.values()) == {0}
    assert seen.rival_suits == state.rival_suits
    assert seen.rng.state != state.rng.state


def test_out_of_turn_is_refused_with_a_reason() -> None:
    r = rules()
    state = r.new_state(setup("A", "B", "C"), 2)
    waiting = r.to_act(state)[0]
    other = (waiting + 1) % 3
    with pytest.raises(IllegalAction, match="not your turn"):
        r.apply(state, other, PitStop())


def test_chosen_bonus_cards_are_checked() -> None:
    r = rules()
    with pytest.raises(ValueError, match="both blue"):
        r.new_state(setup("A", "B", "C", bonus_cards="chosen", bonus_purple="5", bonus_blue="6",
                          bonus_orange="9", bonus_yellow="13"), 1)


def test_cards_taken_back_go_into_the_seat_s_own_hand() -> None:
    mine, theirs = ev.BlistersRecovered(0, "You", 2), ev.BlistersRecovered(1, "Dale", 1)
    assert mine.describe() == "You take back 2 face-down cards into your hand."
    assert theirs.describe() == "Dale takes back 1 face-down card into their hand."


def test_with_six_drivers_the_sixth_card_moves_nothing_yet_sets_trump() -> None:
    names = ("A", "B", "C", "D", "E", "F")
    hands = {"A": [50], "B": [42], "C": [31], "D": [23], "E": [10], "F": [1]}  # none yellow
    places = {n: (10 - i, 0) for i, n in enumerate(names)}
    r, state = position(names, hands, places, "yellow")
    assert len(state.cars) == 6 and not any(c.is_rival for c in state.cars)
    events: list[object] = []
    for name in names:
        events += r.apply(state, seat(state, name), PlayCard(hands[name][0]))
    moved = {e.who: e.spaces for e in events if isinstance(e, ev.CarMoved)}
    assert moved == {"A": 5, "B": 4, "C": 3, "D": 2, "E": 1, "F": 0}
    assert state.discard[-1] == 1 and state.trump == "purple"


def test_trump_stays_when_every_car_pits_and_the_discard_pile_is_empty() -> None:
    r, state = position(("A", "B", "C"), {"A": [1], "B": [2], "C": [3]},
                        {"A": (3, 0), "B": (2, 0), "C": (1, 0)}, "yellow")
    state.deck += state.discard
    state.discard = []  # just shuffled into the deck
    for name in ("A", "B", "C"):
        r.apply(state, seat(state, name), PitStop())
    assert state.round == 2 and state.trump == "yellow" and state.discard == []


def test_the_books_two_driver_race_with_four_rivals_and_yellow_trump() -> None:
    # The rulebook's Rivals example: Anna and Alba with four rival cars, yellow trump. The
    # rivals' cards show their suits, are turned over once both have played, and resolve
    # with theirs (trump first, highest first); a rival never moves fewer than two spaces.
    r, state = position(("Anna", "Alba"), {"Anna": [30, 1, 2], "Alba": [5]},
                        {"Anna": (3, 0), "Alba": (2, 0)}, "yellow")
    rivals = [c for c in state.cars if c.is_rival]
    assert len(state.cars) == 6 and len(rivals) == 4
    dealt = dict(zip((c.id for c in rivals), (43, 58, 12, 3), strict=True))  # yellow, blue, orange, orange
    for card in dealt.values():
        state.deck.remove(card)
    state.rival_cards = dict(dealt)
    state.rival_suits = {car: r.parts.suit_of(card) for car, card in dealt.items()}
    assert r.view(state, 0).rival_suits == {rivals[0].id: "yellow", rivals[1].id: "blue",
                                            rivals[2].id: "orange", rivals[3].id: "orange"}
    r.apply(state, seat(state, "Anna"), PlayCard(30, False, (1, 2)))
    events = r.apply(state, seat(state, "Alba"), PlayCard(5))
    moved = [(e.card, e.spaces) for e in events if isinstance(e, ev.CarMoved)]
    assert moved == [(43, 5), (30, 4), (58, 3), (12, 2), (5, 1), (3, 2)]
