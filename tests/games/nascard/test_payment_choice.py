"""Choosing payment cards by clicks can only ever end on a legal play."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.games.nascard.actions import PlayCard
from tabletop.games.nascard.payment import plays_for_card
from tabletop.games.nascard.payment_choice import PaymentChoice

from .helpers import rules


@settings(max_examples=150, deadline=None)
@given(
    hand=st.lists(st.integers(1, 58), min_size=1, max_size=8, unique=True),
    bonus=st.sampled_from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
    trump=st.sampled_from(["purple", "blue", "orange", "yellow"]),
    caution=st.booleans(),
    clicks=st.lists(st.integers(0, 7), max_size=12),
)
def test_any_clicks_end_on_a_legal_play_or_none(
    hand: list[int], bonus: int, trump: str, caution: bool, clicks: list[int]
) -> None:
    parts = rules().parts
    card = hand[0]
    bonus_card = parts.bonus_cards[bonus]
    if bonus_card.suit != parts.suit_of(card):
        bonus_card = parts.bonus_of_suit(parts.suit_of(card))[bonus % 4]
    legal = list(plays_for_card(card, hand, trump, bonus_card, caution, parts))
    for with_bonus in (False, True):
        options = [a for a in legal if a.bonus == with_bonus]
        if not options:
            continue
        choice = PaymentChoice(card, with_bonus, options)
        for click in clicks:
            target = hand[click % len(hand)]
            allowed = choice.eligible()
            chosen_before = target in choice.blister or target == choice.burn
            changed = choice.toggle(target)
            assert changed == (target in allowed or chosen_before)
            assert choice.card not in choice.blister and choice.burn != card
        action = choice.action()
        if choice.step == "done":
            assert isinstance(action, PlayCard) and action in options
        else:
            assert action is None
