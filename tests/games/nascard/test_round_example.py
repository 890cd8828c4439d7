"""The rulebook's worked round: yellow is trump and five drivers each make one choice."""

from __future__ import annotations

from tabletop.games.nascard import events as ev
from tabletop.games.nascard.actions import PitStop, PlayCard
from tabletop.games.nascard.state import NascardState

from .helpers import position, seat

NAMES = ("Alba", "William", "Anna", "Clara", "Harvey")


def play_example() -> tuple[list[ev.CarMoved], list[object], object]:
    hands = {
        "Alba": [30, 1, 2],  # 30 yellow is trump: trading paint blisters 1 and 2
        "William": [39, 3],
        "Anna": [18, 5],
        "Clara": [6, 7],
        "Harvey": [8, 58],  # 8 blue with Pace Car: burn the higher 58, blister nothing else
    }
    # Cars far apart on outside lanes 1 card apart from each other, all off Caution.
    places = {"Alba": (8, 0), "William": (7, 0), "Anna": (6, 0), "Clara": (1, 0), "Harvey": (0, 0)}
    r, state = position(NAMES, hands, places, trump="yellow")
    assert state.bonus["blue"] == 7  # the recommended Pace Car
    harvey_pays = [c for c in state.deck if c < 8][:1]
    state.players[seat(state, "Harvey")].hand.append(harvey_pays[0])
    state.deck.remove(harvey_pays[0])
    choices = {
        "Alba": PlayCard(30, False, (1, 2)),
        "William": PlayCard(39),
        "Anna": PlayCard(18),
        "Clara": PitStop(),
        "Harvey": PlayCard(8, True, (harvey_pays[0],), (58,)),
    }
    events: list[object] = []
    while state.phase == "play" and state.round == 1:
        (acting,) = r.to_act(state)
        events += r.apply(state, acting, choices[state.players[acting].name])
    moved = [e for e in events if isinstance(e, ev.CarMoved)]
    return moved, events, state


def test_each_car_moves_in_the_rulebook_order() -> None:
    moved, _, _ = play_example()
    assert [(m.who, m.rank, m.spaces) for m in moved] == [
        ("Alba", 1, 5),
        ("Harvey", 2, 4),
        ("William", 3, 3),
        ("Anna", 4, 2),
        ("Clara", 0, 0),
    ]
    assert moved[1].as_trump and moved[0].as_trump and not moved[2].as_trump


def test_cars_land_where_their_moves_take_them() -> None:
    _, _, state = play_example()
    by_name = {car.name: car.progress for car in state.cars}
    assert by_name == {"Alba": 13, "Harvey": 4, "William": 10, "Anna": 8, "Clara": 1}


def test_the_lowest_non_trump_card_makes_orange_trump() -> None:
    _, events, state = play_example()
    assert state.trump == "orange"
    assert ev.TrumpChanged("orange") in events
    assert state.discard[-1] == 18


def test_plays_happen_leader_first() -> None:
    _, events, _ = play_example()
    order = [e.who for e in events if isinstance(e, ev.CardPlayed | ev.PitStopMade)]
    assert order == ["Alba", "William", "Anna", "Clara", "Harvey"]


def play_with_harvey(hand: list[int], choice: PlayCard) -> tuple[list[ev.CarMoved], NascardState]:
    """The same round, but Harvey holds `hand` and makes `choice`; the others play as before."""
    hands = {"Alba": [30, 1, 2], "William": [39, 3], "Anna": [18, 5], "Clara": [6, 7], "Harvey": hand}
    places = {"Alba": (8, 0), "William": (7, 0), "Anna": (6, 0), "Clara": (1, 0), "Harvey": (0, 0)}
    r, state = position(NAMES, hands, places, trump="yellow")
    choices = {"Alba": PlayCard(30, False, (1, 2)), "William": PlayCard(39), "Anna": PlayCard(18),
               "Clara": PitStop(), "Harvey": choice}
    events: list[object] = []
    while state.phase == "play" and state.round == 1:
        (acting,) = r.to_act(state)
        events += r.apply(state, acting, choices[state.players[acting].name])
    return [e for e in events if isinstance(e, ev.CarMoved)], state


def test_a_blue_bonus_card_above_the_highest_trump_moves_first() -> None:
    # The book's aside: had Harvey's blue card been higher than 30, he would have moved first.
    moved, _ = play_with_harvey([36, 58, 9], PlayCard(36, True, (9,), (58,)))
    assert [(m.who, m.spaces) for m in moved if m.card] == [
        ("Harvey", 5), ("Alba", 4), ("William", 3), ("Anna", 2)
    ]


def test_a_plain_blue_card_resolved_last_makes_blue_trump() -> None:
    # The book's later round: yellow is trump again and the blue card is the last applied,
    # so blue is trump for the next round.
    moved, state = play_with_harvey([8, 58], PlayCard(8))
    assert [(m.who, m.spaces) for m in moved if m.card] == [
        ("Alba", 5), ("William", 4), ("Anna", 3), ("Harvey", 2)
    ]
    assert state.trump == "blue"
