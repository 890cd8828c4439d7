"""Undo takes back a seat's own decisions, never a reveal, never another human's choice."""

from __future__ import annotations

import re

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event, SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mcs import events as mcs
from tabletop.games.motox import events as motox
from tabletop.games.nascard import events as nascard
from tabletop.games.nascard.actions import PitStop, PlayCard
from tabletop.games.raceday import events as raceday
from tabletop.games.registry import rules_for
from tabletop.language import _, set_language


def match_of(*seats: tuple[str, bool]) -> Match:
    setup = Setup(tuple(SeatSetup(name, bot) for name, bot in seats), {})
    return Match(rules_for("nascard"), setup, 21)


def plain_play(match: Match, seat: int) -> PlayCard:
    """A play that reveals nothing: a non-trump card without a bonus."""
    return next(
        a for a in match.rules.legal_actions(match.state, seat)
        if isinstance(a, PlayCard) and not a.bonus and not a.blister
    )


def two_plain_plays(match: Match) -> tuple[int, int]:
    """The seat to act makes a plain play, then the next seat to act does: the two seats."""
    first = match.to_act()[0]
    match.apply(first, plain_play(match, first))
    second = match.to_act()[0]
    match.apply(second, plain_play(match, second))
    return first, second


def test_a_human_takes_back_a_plain_play() -> None:
    match = match_of(("A", False), ("B", False), ("C", False))
    first = match.to_act()[0]
    before = match.checksum()
    match.apply(first, plain_play(match, first))
    assert match.undoable(first) == 1
    assert match.undo(first) == 1 and match.checksum() == before


def test_no_undo_after_another_humans_decision() -> None:
    match = match_of(("A", False), ("B", False), ("C", False))
    first, _ = two_plain_plays(match)
    assert match.undoable(first) == 0


def test_no_undo_past_a_reveal() -> None:
    match = match_of(("A", False), ("B", False), ("C", False))
    first = match.to_act()[0]
    match.apply(first, PitStop())  # draws four cards
    assert match.undoable(first) == 0


def test_undo_takes_back_the_bot_moves_after_it() -> None:
    match = match_of(("A", False), ("B", True), ("C", True), ("D", True))
    order = [match.state.cars[c].seat for c in match.state.order]
    human_turn = order.index(0)
    if human_turn == len(order) - 1:
        return  # the human resolves the round; nothing after it to take back here
    while match.to_act()[0] != 0:
        seat = match.to_act()[0]
        match.apply(seat, plain_play(match, seat))
    match.apply(0, plain_play(match, 0))
    nxt = match.to_act()[0]
    match.apply(nxt, plain_play(match, nxt))
    assert match.undoable(0) == 2


def test_a_refused_undo_says_why_in_the_games_words() -> None:
    match = match_of(("A", False), ("B", False), ("C", False))
    first = match.to_act()[0]
    assert match.undo_refusal(first) == "You have no move to take back: you have not played yet."
    match.apply(first, plain_play(match, first))
    second = match.to_act()[0]
    match.apply(second, plain_play(match, second))
    name = match.setup.seats[second].name
    said = match.undo_refusal(first)
    assert said == f"You have no move to take back: {name} has moved since you last played."


def test_the_last_human_seat_is_the_latest_decision_by_a_human_not_a_computer() -> None:
    match = match_of(("A", False), ("B", True), ("C", True), ("D", True))
    assert match.last_human_seat() is None
    while match.to_act()[0] != 0:
        seat = match.to_act()[0]
        match.apply(seat, plain_play(match, seat))
    assert match.last_human_seat() is None  # only computers have played
    match.apply(0, plain_play(match, 0))
    nxt = match.to_act()[0]
    if nxt != 0:
        match.apply(nxt, plain_play(match, nxt))
    assert match.last_human_seat() == 0


def test_a_player_who_has_not_played_is_told_so_not_that_someone_moved() -> None:
    match = match_of(("A", False), ("B", False), ("C", False))
    first = match.to_act()[0]
    match.apply(first, plain_play(match, first))
    second = match.to_act()[0]
    assert second != first and match.undoable(second) == 0
    assert match.undo_refusal(second) == "You have no move to take back: you have not played yet."


def test_a_refused_undo_speaks_to_a_seat_named_you() -> None:
    match = match_of(("You", False), ("Ann", False), ("Cal", False))
    first, second = two_plain_plays(match)
    assert match.setup.seats[second].name == "You"
    assert match.undo_refusal(first) == "You have no move to take back: you have moved since you last played."


def test_race_day_says_a_die_was_rolled() -> None:
    seats = (SeatSetup("Anna", False), SeatSetup("Bob", False))
    match = Match(rules_for("raceday"), Setup(seats, {}), 4)
    seat = match.to_act()[0]
    match.apply(seat, match.rules.legal_actions(match.state, seat)[0])  # the roll for the pole
    assert match.undoable(seat) == 0
    assert match.undo_refusal(seat) == "You cannot take back your last move: a die was rolled."


def test_a_refused_undo_speaks_french_and_english_again() -> None:
    seats = (SeatSetup("Anna", False), SeatSetup("Vous", False))
    match = Match(rules_for("raceday"), Setup(seats, {}), 4)
    seat = match.to_act()[0]
    set_language("fr")
    try:
        assert match.undo_refusal(seat) == "Vous n'avez aucun coup à défaire : vous n'avez pas encore joué."
        match.apply(seat, match.rules.legal_actions(match.state, seat)[0])  # the roll for the pole
        said = match.undo_refusal(seat)
        assert said == "Vous ne pouvez plus défaire votre dernier coup : un dé a été lancé."
    finally:
        set_language("en")
    assert match.undo_refusal(seat) == "You cannot take back your last move: a die was rolled."


def test_a_refused_undo_names_who_moved_in_french() -> None:
    match = match_of(("Anna", False), ("Vous", False), ("Cal", False))
    first, second = two_plain_plays(match)
    set_language("fr")
    try:
        said = match.undo_refusal(first)
    finally:
        set_language("en")
    name = match.setup.seats[second].name
    lead = "Vous n'avez aucun coup à défaire : "
    assert said == (f"{lead}vous avez joué depuis votre dernier coup." if name == "Vous" else
                    f"{lead}{name} a joué depuis votre dernier coup.")


def test_every_reveal_is_told_in_french() -> None:
    """Each game's revealing events name what they showed in the catalog's French."""
    set_language("fr")
    try:
        told = {
            _(event.revealed_what)
            for module in (common, mcs, motox, nascard, raceday)
            for event in vars(module).values()
            if isinstance(event, type) and issubclass(event, Event) and event.reveals
        }
    finally:
        set_language("en")
    assert "un dé a été lancé" in told and len(told) >= 8
    assert not any(re.search(r"\b(was|were|the|rolled|drawn|card)\b", what) for what in told)
