"""MotoX calls the rider's piece a bike everywhere a player reads (the rulebook's word):
the log, the move list, the lesson and the rules page never switch to another name for it."""

from __future__ import annotations

import re

from tabletop.games.motox import events as ev
from tabletop.games.motox.bot import MotoXBot
from tabletop.paths import data_dir

from .helpers import rules, setup

OTHER_NAME = re.compile(r"\bpawns?\b", re.IGNORECASE)


def test_a_whole_game_log_and_move_list_say_bike() -> None:
    r = rules()
    state = r.new_state(setup(3), 5)
    bots = [MotoXBot(seat) for seat in range(3)]
    said: list[str] = []
    while r.to_act(state):
        seat = r.to_act(state)[0]
        said += [r.describe_action(state, seat, action) for action in r.legal_actions(state, seat)]
        action = bots[seat].choose(r, r.view(state, seat), seat)
        said += [event.describe() for event in r.apply(state, seat, action)]
    assert any("bike" in line for line in said)
    assert [line for line in said if OTHER_NAME.search(line)] == []


def test_the_lesson_and_the_rules_page_say_bike() -> None:
    for path in (data_dir() / "tutorials" / "motox.yaml", data_dir() / "rules" / "motox.md"):
        lines = path.read_text(encoding="utf-8").splitlines()
        # The lesson's step ids and action names are not read by players.
        read = [line for line in lines if not re.match(r"\s*(- id|action):", line)]
        assert [line for line in read if OTHER_NAME.search(line)] == [], path


def test_one_coin_buys_one_extra_die_in_the_log() -> None:
    assert ev.DiceRolled(0, "You", (2, 3), 1, False).describe() == (
        "You roll 2 dice, spending 1 coin for 1 extra die: 2, 3."
    )
    assert ev.DiceRolled(1, "Ann", (1, 2, 3), 2, True).describe().startswith(
        "Ann rolls 3 dice to kick-start, spending 2 coins for 2 extra dice:"
    )
