"""What a seat sees never depends on what it may not see.

Random playthroughs; at every step each seat's view is compared with its view of
the same position after everything hidden from it has been changed: the other
hands (same sizes), their committed charge and hold-off cards, their secret gate
and exchange choices, the order of every deck and the random numbers. And every
secret choice, whichever it is, leaves the other seats' views and logs the same.
"""

from __future__ import annotations

import itertools

import pytest

from tabletop.engine.contract import Action
from tabletop.engine.random_bot import RandomBot
from tabletop.engine.rng import Rng
from tabletop.games.mcs.actions import Exchange, HoldOff, NoHoldOff
from tabletop.games.mcs.bot import McsBot
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.state import NO_CARD, McsState

from .helpers import card, fresh, gate, give, rules, setup, stack_laps

MODES = [(2, "match"), (4, "teams"), (4, "meeting")]


def perturbed(r: McsRules, state: McsState, viewer: int, rng: Rng) -> McsState:
    """`state` with everything `viewer` may not see changed at random, all else kept."""
    other = state.clone()
    others = [p for p in other.players if p.seat != viewer]
    pool = list(other.deck) + [c for p in others for c in p.hand]
    rng.shuffle(pool)
    for player in others:
        player.hand, pool = pool[: len(player.hand)], pool[len(player.hand) :]
    other.deck = pool
    for deck in other.lap_decks:
        rng.shuffle(deck)
    other.rng = Rng(rng.next64())
    att = other.attempt
    if att is not None:
        for role, rider in (("charge", att.charger), ("hold", att.holder)):
            seat = other.riders[rider].seat
            value = getattr(att, role)
            if seat == viewer or seat is None or value is None:
                continue
            hand = other.players[seat].hand
            fits = [c for c in hand if getattr(r.parts.cards[c], "can_" + role)]
            # "No card" forced by an empty hand or a spluttering engine is public: keep it.
            forced = not hand or (role == "hold" and rider == other.sick)
            if not forced:
                setattr(att, role, rng.choice([NO_CARD, *fits]))
    for seat in list(other.choices):
        if seat == viewer:
            continue
        player = other.players[seat]
        if other.phase == "gate":
            options = [
                [v for v in player.riders if r.parts.riders[v].colour == colour] for colour in player.colours
            ]
            other.choices[seat] = tuple(rng.choice(o) for o in options)
        else:
            size = rng.below(len(player.hand) + 1)
            other.choices[seat] = tuple(sorted(player.hand[:size]))
    return other


def check_every_view(r: McsRules, state: McsState, rng: Rng) -> None:
    for viewer in range(len(state.players)):
        seen = r.view(state, viewer)
        for _ in range(2):
            assert r.view(perturbed(r, state, viewer, rng), viewer) == seen, (
                f"seat {viewer}'s view changed with what it may not see, phase {state.phase}"
            )


def check_secret_choice(r: McsRules, state: McsState, seat: int) -> None:
    """Before the reveal, every choice `seat` could make looks the same to everyone else."""
    if len(r.to_act(state)) < 2:
        return  # the last choice reveals them all
    results = []
    for action in r.legal_actions(state, seat):
        after = state.clone()
        events = r.apply(after, seat, action)
        results.append((after, events))
    for viewer in range(len(state.players)):
        if viewer == seat:
            continue
        seen = [(r.view(after, viewer), [e.seen_by(viewer) for e in events]) for after, events in results]
        assert all(s == seen[0] for s in seen), f"seat {viewer} can tell seat {seat}'s secret choices apart"


def play_checking(players: int, mode: str, seed: int, bots: str) -> None:
    r = rules()
    state = r.new_state(setup(players, mode), seed)
    chooser = [RandomBot(seed + s) if bots == "random" else McsBot(seed + s) for s in range(players)]
    rng = Rng.from_seed(seed * 7 + 1)
    secret_checks = 0
    for step in itertools.count():
        waiting = r.to_act(state)
        if not waiting or step > 400:
            break
        # Seats act in either order, so both the first and the second chooser are tried.
        seat = waiting[rng.below(len(waiting))]
        check_every_view(r, state, rng)
        if state.phase in ("gate", "exchange", "straight") and step % 3 == 0:
            check_secret_choice(r, state, seat)
            secret_checks += 1
        action: Action = chooser[seat].choose(r, r.view(state, seat), seat)
        r.apply(state, seat, action)
    assert secret_checks


@pytest.mark.parametrize(("players", "mode"), MODES)
@pytest.mark.parametrize("bots", ["random", "game"])
def test_no_view_depends_on_what_its_seat_may_not_see(players: int, mode: str, bots: str) -> None:
    play_checking(players, mode, 5 if bots == "random" else 9, bots)


def test_a_committed_hold_off_card_looks_like_no_card() -> None:
    """The card stays in the hand until the reveal; the charger's view is the same."""
    r = rules()
    views = []
    for holding in (True, False):
        state = fresh()
        hold = card(r, hold="ABC")
        give(state, {0: [hold, 47], 1: [card(r, charge="AB", hold="")]})
        stack_laps(r, state, ["straight", "finish"])
        gate(r, state, {0: (20, 8), 1: (6, 13)})
        r.apply(state, 0, HoldOff(hold) if holding else NoHoldOff())
        assert len(state.players[0].hand) == 2 and state.committed(0) == ([hold] if holding else [])
        views.append(r.view(state, 1))
    assert views[0] == views[1]
    assert len(views[0].players[0].hand) == 2


def test_how_many_cards_go_in_an_exchange_is_secret() -> None:
    r = rules()
    seen = []
    for keep in (0, 3):
        state = fresh()
        stack_laps(r, state, ["finish"])
        gate(r, state, {0: (20, 8), 1: (6, 13)})
        assert state.phase == "exchange"
        r.apply(state, 0, Exchange(tuple(sorted(state.players[0].hand)[:keep])))
        seen.append(r.view(state, 1))
    assert seen[0] == seen[1]
