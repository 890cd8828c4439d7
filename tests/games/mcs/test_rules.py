"""MCS's rules object on small scripted positions: the setup, what each seat may see, and
the refusals."""

from __future__ import annotations

import pytest

from tabletop.engine.contract import IllegalAction, SeatSetup, Setup
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import BendCard, BendPass, Charge, PickRider
from tabletop.games.mcs.card_words import card_words
from tabletop.games.mcs.state import HIDDEN, Pending

from .helpers import (
    FILLER,
    HOST,
    RWBY,
    VISITOR,
    at_bend,
    card,
    fresh,
    gate,
    give,
    hands_total,
    rules,
    stack_laps,
)


def test_match_setup_hands_of_five_and_sides() -> None:
    state = fresh()
    assert [len(p.hand) for p in state.players] == [5, 5]
    assert state.players[HOST].colours == ("red", "blue")
    assert state.players[VISITOR].colours == ("yellow", "white")
    assert state.heats == 15 and state.phase == "gate" and rules().to_act(state) == (0, 1)
    assert len(hands_total(state)) == 48


def test_four_players_hold_four_cards_and_one_helmet_each() -> None:
    state = fresh(4, "teams")
    assert [len(p.hand) for p in state.players] == [4, 4, 4, 4]
    assert [p.colours for p in state.players] == [("red",), ("yellow",), ("blue",), ("white",)]
    assert [p.side for p in state.players] == ["hosts", "visitors", "hosts", "visitors"]
    assert state.mode == "teams" and state.heats == 15
    assert fresh(4, "meeting").heats == 20


def test_modes_and_colours_are_checked() -> None:
    r = rules()
    three = Setup(tuple(SeatSetup(n) for n in "ABC"), {})
    with pytest.raises(ValueError, match="2 or 4 players"):
        r.new_state(three, 1)
    with pytest.raises(ValueError, match="needs 4 players"):
        r.new_state(Setup((SeatSetup("A"), SeatSetup("B")), {"mode": "meeting"}), 1)
    with pytest.raises(ValueError, match="hosts"):
        r.new_state(Setup((SeatSetup("A", colour="red"), SeatSetup("B", colour="blue")), {}), 1)
    swapped = r.new_state(Setup((SeatSetup("A", colour="white"), SeatSetup("B", colour="red")), {}), 1)
    assert swapped.players[0].side == "visitors" and swapped.players[1].side == "hosts"
    # "match" with four players is the two-team match.
    assert r.new_state(Setup(tuple(SeatSetup(n) for n in "ABCD"), {"mode": "match"}), 1).mode == "teams"


def test_view_hides_hands_decks_and_secret_choices() -> None:
    r = rules()
    state = fresh()
    seen = r.view(state, HOST)
    assert set(seen.players[VISITOR].hand) == {HIDDEN} and seen.players[HOST].hand == state.players[HOST].hand
    assert set(seen.deck) == {HIDDEN} and all(set(d) <= {HIDDEN} for d in seen.lap_decks)
    assert seen.rng.state == 0
    spectator = r.view(state, None)
    assert all(set(p.hand) == {HIDDEN} for p in spectator.players)


def test_drawn_cards_are_masked_for_everyone_else() -> None:
    parts = rules().parts
    drawn = ev.CardsDrawn(1, "Vera", (4, 9), (card_words(parts, 4), card_words(parts, 9)))
    assert drawn.seen_by(1) == drawn
    assert drawn.seen_by(0).cards == (0, 0) and drawn.seen_by(None).texts == (None, None)
    assert drawn.seen_by(0).describe() == "Vera draws 2 cards."
    assert drawn.reveals


def test_illegal_actions_explain_and_change_nothing() -> None:
    r = rules()
    state = fresh()
    give(state, {HOST: [card(r, hold="ABC")], VISITOR: [card(r, charge="AB", hold="")]})
    stack_laps(r, state, ["straight", "finish"])
    gate(r, state, RWBY)
    before = repr(state)
    green_only = state.players[HOST].hand[0]
    with pytest.raises(IllegalAction, match="not in your hand"):
        r.apply(state, VISITOR, Charge(green_only))
    with pytest.raises(IllegalAction, match="red"):
        r.apply(state, HOST, Charge(green_only))
    with pytest.raises(IllegalAction):
        r.apply(state, HOST, BendPass())
    assert repr(state) == before


def test_a_refused_bend_replacement_says_what_to_play_in_plain_words() -> None:
    r = rules()
    orange = card(r, edge="orange", effect="five_one")
    purple = card(r, edge="purple", effect="overtake")
    r, state = at_bend({HOST: [orange, FILLER], VISITOR: [purple, FILLER]}, ["bend", "finish"])
    r.apply(state, HOST, BendCard(orange))
    with pytest.raises(IllegalAction) as refused:
        r.apply(state, VISITOR, BendCard(purple))
    reason = str(refused.value)
    assert reason.startswith("Only a card with the orange edge or another 5:1 can beat the card on top")
    assert "pass" in reason and "same edge colour or the same effect" in reason
    assert "charge" not in reason and "hold" not in reason, "no letters read out as jargon"


def test_the_bend_s_winner_and_the_rider_an_effect_works_on_are_told_apart() -> None:
    r = rules()
    three = card(r, effect="three")
    said = ev.EffectTriggered(1, "Ivan", three, "three", r.parts.effects["three"].name).describe()
    # Ivan won the bend; the lead stays with whoever leads (the next line names him), not Ivan.
    assert said == "Ivan wins the bend with Lead held: the rider in front keeps the lead."
    fall = card(r, effect="fall")
    assert ev.EffectTriggered(0, "You", fall, "fall", r.parts.effects["fall"].name).describe() == (
        "You win the bend with Fall."
    )


@pytest.mark.parametrize(("effect", "words"), [
    ("fall", "White risks a fall"),
    ("engine", "White's engine at risk"),
    ("overtake", "Move up White"),
])
def test_a_rider_picked_for_an_effect_is_named_with_what_happens_to_him(effect: str, words: str) -> None:
    r = rules()
    state = fresh()
    state.pending = Pending(0, card(r, effect=effect), effect)
    assert r.describe_action(state, 0, PickRider("white")) == words
