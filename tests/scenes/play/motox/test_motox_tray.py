"""MotoX's dice tray at the smallest window: the last roll and the prompt sit under the dice,
never over them, and stay inside the tray."""

from __future__ import annotations

from itertools import pairwise

import pygame

from tabletop.app import App
from tabletop.games.motox.state import MOVE
from tabletop.games.motox.view.drawing import TRAY_TEXT, tray_lines
from tabletop.games.motox.view.sprites import Zone
from tabletop.table.machinery.text import font
from tests.scenes.driver import Driver
from tests.scenes.play.motox.test_motox_explains import to_phase
from tests.scenes.play.motox.test_table_motox import roll_for_first, short_track, start, view_of


def test_the_roll_and_the_prompt_sit_under_the_dice_at_960x600(make_app: type[App]) -> None:
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    scene = start(driver, short_track())
    roll_for_first(driver, scene)
    to_phase(driver, scene, MOVE)
    pieces = view_of(scene).pieces
    assert pieces.areas is not None and pieces.tray_line and pieces.dice_shown
    tray = pieces.areas.tray
    dice = [die.screen_rect() for die in pieces.dice[: pieces.dice_shown]]
    # The banner's long prompt too: whatever the prompt, nothing lands on a die.
    for prompt in (view_of(scene)._prompt(scene.match.state, pieces.waiting[0], True), scene.banner.message):
        lines = tray_lines(tray, pieces.tray_line, prompt)
        assert len(lines) == 2, prompt  # the roll, then the prompt on one line
        for _, rect in lines:
            assert tray.contains(rect), (prompt, rect, tray)
            assert rect.collidelist(dice) == -1, (prompt, rect, dice)
        assert lines[0][1].bottom <= lines[1][1].top
    own = view_of(scene)._prompt(scene.match.state, pieces.waiting[0], True)
    (image, _), = tray_lines(tray, "", own)
    assert image.get_width() == font(TRAY_TEXT).size(own)[0], "the tray's own prompt reads at full size"


def test_a_prompt_too_long_for_one_line_is_wrapped_inside_the_tray_at_960x600(make_app: type[App]) -> None:
    """The French wipe-out prompt at the smallest window: under the roll, wrapped in the tray's
    smallest letters rather than running past its edge; the tray's own words for it are shorter."""
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    scene = start(driver, short_track())
    roll_for_first(driver, scene)
    to_phase(driver, scene, MOVE)
    driver.app.ctx.update_settings(language="fr")
    view = view_of(scene)
    pieces = view.pieces
    assert pieces.areas is not None and pieces.tray_line and pieces.dice_shown
    tray = pieces.areas.tray
    dice = [die.screen_rect() for die in pieces.dice[: pieces.dice_shown]]
    banner = "aucun déplacement possible — choisissez où chuter (en rouge)"
    lines = tray_lines(tray, pieces.tray_line, banner)
    assert len(lines) == 3  # the roll, then the prompt on two lines
    for _, rect in lines:
        assert tray.contains(rect) and rect.collidelist(dice) == -1, (rect, tray)
    assert all(a[1].bottom <= b[1].top for a, b in pairwise(lines))
    wipe = Zone("space", (0, 0), pygame.Rect(0, 0, 10, 10), None)
    wipe.wipe = True
    pieces.zones = [wipe]
    seat = pieces.waiting[0]
    assert view._asked(scene.match.state, seat, long=True) == banner
    own = view._asked(scene.match.state, seat, long=False)
    assert own == "choisissez où chuter (en rouge)"
    assert all(tray.contains(rect) for _, rect in tray_lines(tray, pieces.tray_line, own))
