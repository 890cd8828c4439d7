"""The events several games share read in each game's words, for a seat named You too."""

from __future__ import annotations

import pytest

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event


@pytest.mark.parametrize(
    ("event", "line"),
    [
        (common.FirstRolled(0, "Ann", 4, "the pole"), "Ann rolls 4 for the pole."),
        (common.FirstRolled(0, "You", 1, "first player", "ace"), "You roll an ace for first player."),
        (common.FirstTied((0, 2), ("Ann", "Bob"), 5), "Ann and Bob tie on 5 and roll again."),
        (
            common.FirstTied((0, 1), ("Ann", "Bob"), 0, "null"),
            "Ann and Bob tie with a null each and roll again.",
        ),
        (
            common.FirstTied((0, 1), ("Ann", "Bob"), 1, "ace"),
            "Ann and Bob tie with an ace each and roll again.",
        ),
        # "Bob and You tie": inside the list a seat named You is "you" (French below agrees).
        (common.FirstTied((1, 0), ("Bob", "You"), 2), "Bob and you tie on 2 and roll again."),
        (common.RoundStarted(3), "Round 3"),
        (common.RoundStarted(2, "Hearts is trump"), "Round 2 — Hearts is trump."),
        (common.Passed(1, "You"), "You pass."),
        (common.Passed(1, "Ann"), "Ann passes."),
        (common.LapCompleted(0, "You", 1, 3), "You complete lap 1 of 3."),
        (common.LapCompleted(0, "Ann", 3, 3), "Ann crosses the finish line!"),
        (
            common.LapCompleted(4, "You", 3, 3, "The race ends with this round."),
            "You cross the finish line! The race ends with this round.",
        ),
        (common.DeckRebuilt(1, "Empty: {n:card} shuffled."), "Empty: 1 card shuffled."),
        (common.DeckRebuilt(12, "Empty: {n:card} shuffled."), "Empty: 12 cards shuffled."),
        (common.RaceFinished(("Ann", "You")), "Race over: 1. Ann, 2. You."),
    ],
)
def test_a_shared_event_reads_in_the_words_its_game_gave(event: Event, line: str) -> None:
    assert event.describe() == line
    assert event.seen_by(1).describe() == line  # nothing in them is secret


def test_what_a_shared_event_reveals_stops_undo() -> None:
    assert common.FirstRolled(0, "Ann", 4, "the pole").reveals
    assert common.DeckRebuilt(3, "{n:card}").reveals
    assert not common.RoundStarted(1).reveals and not common.Passed(0, "Ann").reveals
