"""A roll that leaves no legal ride is read before its wipe-out: the dice land, stay in sight with
the tray saying why, then the cross goes on the bike, and only after a look does the turn pass."""

from __future__ import annotations

from tabletop.engine.match import Match
from tabletop.games.motox.actions import Roll
from tabletop.games.motox.state import DECIDE
from tests.games.motox.helpers import layout, race, setup
from tests.scenes.driver import FRAME, Driver
from tests.scenes.play.motox.test_table_motox import view_of
from tests.scenes.tables import at, push_table


def test_a_forced_wipe_out_waits_for_the_dice_and_stays_in_sight(driver: Driver) -> None:
    # Boxed in on a two-space-wide track: ahead and beside are bikes; two nulls to ride.
    rules, state = race([(4, 0), (5, 0), (4, 1)], dice=[1, 1])
    scene = push_table(driver, Match(rules, setup(3, layout([(i, 0) for i in range(6)])), 1, state=state))
    driver.settle(scene.animator)
    pieces = view_of(scene).pieces
    roll = next(b for b in pieces.buttons if b.payload == Roll(0))
    driver.click(at(roll.screen_rect().center))
    frames = []  # per frame: dice tumbling, dice in sight, the cross on Ann's bike, the tray's words
    for _ in range(600):
        driver.frames(1)
        dice = pieces.dice[: pieces.dice_shown]
        tumbling = any(d.bounce or d.angle for d in dice)
        crossed = pieces.state is not None and pieces.state.bikes[0].wiped and 0 not in pieces.wipes_to_come
        frames.append((tumbling, bool(dice), crossed, pieces.tray_line))
        if not scene.animator.busy:
            break
    assert scene.match.state.phase == DECIDE and scene.match.state.turn == 1
    crossed_tumbling = [crossed for tumbling, _d, crossed, _l in frames if tumbling]
    assert not any(crossed_tumbling), "no cross while the dice tumble"
    landed = next(i for i, f in enumerate(frames) if not f[0] and i and frames[i - 1][0])
    first_cross = next(i for i, f in enumerate(frames) if f[2])
    assert (first_cross - landed) * FRAME >= 0.8, "the dice are read before the wipe-out"
    assert any("no legal ride" in line for _t, _d, _c, line in frames[landed:first_cross])
    crossed_with_dice = [f for f in frames[first_cross:] if f[1]]
    assert len(crossed_with_dice) * FRAME >= 1.0, "the wipe-out is looked at with its dice"
