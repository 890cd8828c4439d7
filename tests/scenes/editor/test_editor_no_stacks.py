"""A piece is never laid on a square another piece holds, in every editor: a new piece dropped
there is not laid, a moved one stays where it was, and a toast says why. A file that already has
a piece on another opens as it is, with the advice to move it off, which can be followed."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from tabletop.engine.track_design.document import TrackDocument
from tabletop.scenes.editor.editor_scene import EditorScene
from tabletop.sprite_factory.palette import LEGAL, REFUSED
from tests.editor.tracks import MINDCYCLING, MOTOX, NASCARD, RACEDAY
from tests.scenes.driver import Driver
from tests.scenes.editor_steps import open_editor, tile_centre

# Each game's sample track, its editor's name and a palette piece the box still holds.
GAMES = [(NASCARD, "Nascard", "S1"), (RACEDAY, "Race Day", "straight"), (MOTOX, "MotoX", "arms-null"),
         (MINDCYCLING, "Mind Cycling", "flat-4")]
KEYS = {(1, 0): pygame.K_RIGHT, (-1, 0): pygame.K_LEFT, (0, 1): pygame.K_DOWN, (0, -1): pygame.K_UP}


def hold(driver: Driver, start: pygame.Vector2, end: pygame.Vector2) -> None:
    """Press at `start` and move to `end`, the button still down."""
    a, b = (round(start.x), round(start.y)), (round(end.x), round(end.y))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1, touch=False))
    for step in range(1, 6):
        point = (a[0] + (b[0] - a[0]) * step // 5, a[1] + (b[1] - a[1]) * step // 5)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(1, 0, 0)))
    driver.frames(2)


def let_go(driver: Driver, end: pygame.Vector2) -> None:
    pos = (round(end.x), round(end.y))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False))
    driver.frames(2)


def ghost_outline(driver: Driver, scene: EditorScene, cell: tuple[int, int]) -> tuple[int, int, int]:
    """The colour on the top edge of the ghost drawn over `cell`."""
    centre = scene.board.cell_centre(cell)
    top = centre.y - scene.board.camera.zoom / 2 + 1
    return tuple(driver.app.screen.get_at((round(centre.x), round(top)))[:3])


def free_cell(scene: EditorScene) -> tuple[int, int]:
    """A square in view, two squares clear of every piece (so nothing snaps a drop away from it)."""
    view = scene.board.camera.viewport
    for y in range(-10, 20):
        for x in range(-10, 20):
            corners = (scene.board.cell_centre((x + dx, y + dy)) for dx in (-0.5, 0.5) for dy in (-0.5, 0.5))
            clear = all(max(abs(p.x - x), abs(p.y - y)) >= 2 for p in scene.doc.pieces)
            if clear and all(view.collidepoint(corner) for corner in corners):
                return (x, y)
    raise AssertionError("no free square in view")


def refused_and_kept(scene: EditorScene, doc: TrackDocument, words: str) -> None:
    assert scene.doc == doc
    assert words in scene.banner.toast_text and scene.banner.toast_left > 0, scene.banner.toast_text
    assert not any("sits on top of" in p.message for p in scene.problems)


@pytest.mark.parametrize(("doc", "game_name", "new"), GAMES)
def test_a_piece_dropped_or_moved_onto_another_is_not_laid_there(
    menu: Driver, doc: TrackDocument, game_name: str, new: str
) -> None:
    scene = open_editor(menu, game_name)
    scene.change(doc)
    menu.frames(60)  # the editor's fade is over: the ghosts' colours are their own
    label = {piece.kind: scene.game.label(doc, i) for i, piece in enumerate(doc.pieces)}
    under, far = doc.pieces[3], doc.pieces[6]
    kind = scene.game.palette.kind(new)
    assert kind is not None

    # From the palette onto a piece: its ghost is outlined as refused, and it is not laid.
    hold(menu, tile_centre(menu, scene, new), scene.board.cell_centre(under.cell))
    assert ghost_outline(menu, scene, under.cell) == REFUSED
    # Struck through, unlike a piece with a problem, which is only outlined in that red.
    middle = scene.board.cell_centre(under.cell)
    assert tuple(menu.app.screen.get_at((round(middle.x), round(middle.y)))[:3]) == REFUSED
    let_go(menu, scene.board.cell_centre(under.cell))
    refused_and_kept(scene, doc, f"Not there: {label[under.kind]} is on that square. Drop {kind.label} on a "
                                 "free one.")

    # A piece of the track dragged onto another goes back where it came from.
    moving = doc.pieces[1]
    hold(menu, scene.board.cell_centre(moving.cell), scene.board.cell_centre(far.cell))
    assert ghost_outline(menu, scene, far.cell) == REFUSED
    let_go(menu, scene.board.cell_centre(far.cell))
    refused_and_kept(scene, doc, f"{label[moving.kind]} stays where it was: {label[far.kind]} is on that "
                                 "square.")

    # Nor do the arrow keys move a piece onto its neighbour.
    menu.click_at(scene.board.cell_centre(under.cell))
    assert scene.selection == {3}
    beside = doc.pieces[4]
    menu.key(KEYS[(beside.x - under.x, beside.y - under.y)])
    refused_and_kept(scene, doc, f"{label[under.kind]} stays where it was: {label[beside.kind]} is on that "
                                 "square.")

    # A drop on a free square is laid as ever, its ghost outlined as legal.
    free = free_cell(scene)
    hold(menu, tile_centre(menu, scene, new), scene.board.cell_centre(free))
    assert ghost_outline(menu, scene, free) == LEGAL
    let_go(menu, scene.board.cell_centre(free))
    assert scene.doc.pieces[-1].cell == free and len(scene.doc.pieces) == len(doc.pieces) + 1


@pytest.mark.parametrize(("doc", "game_name", "new"), GAMES)
def test_a_file_with_a_piece_on_another_opens_and_the_advice_can_be_followed(
    menu: Driver, doc: TrackDocument, game_name: str, new: str
) -> None:
    scene = open_editor(menu, game_name)
    lying = replace(doc.pieces[5], kind=new)
    scene.load(TrackDocument(doc.game, doc.name, (*doc.pieces, lying)), None)
    menu.frames(2)
    told = [p for p in scene.problems if "sits on top of" in p.message]
    assert len(told) == 1 and "drag it to a free square, or select it and press Delete" in told[0].message

    # The piece on top (the one a click picks) is dragged off to a free square: laid there.
    free = free_cell(scene)
    menu.drag(scene.board.cell_centre(lying.cell), scene.board.cell_centre(free))
    assert scene.doc.pieces[-1].cell == free and scene.doc.pieces[:-1] == doc.pieces
    assert not any("sits on top of" in p.message for p in scene.problems)


def test_pieces_moved_together_onto_another_stay_where_they_were(menu: Driver) -> None:
    scene = open_editor(menu, "Nascard")
    scene.change(NASCARD)
    # A box round Straight S2 and S3 (from the empty infield), then the right arrow: S3 would lie
    # on Corner C1.
    box_end = scene.board.cell_centre((3, 4)) + pygame.Vector2(scene.board.camera.zoom * 0.4)
    menu.drag(scene.board.cell_centre((2, 3)), box_end)
    assert scene.selection == {1, 2}
    menu.key(pygame.K_RIGHT)
    refused_and_kept(scene, NASCARD, "The pieces stay where they were: Straight S3 would lie on Corner C1.")


def test_undo_after_a_refusal_clears_the_refusal_s_message(menu: Driver) -> None:
    """After Ctrl+Z the toast still said a piece "stays where it was" though the undo had moved it."""
    scene = open_editor(menu, "Nascard")
    scene.change(NASCARD)
    scene.selection = {6}
    scene.delete()  # a real change, for Ctrl+Z to take back
    menu.click_at(scene.board.cell_centre(NASCARD.pieces[3].cell))
    beside, under = NASCARD.pieces[4], NASCARD.pieces[3]
    menu.key(KEYS[(beside.x - under.x, beside.y - under.y)])
    assert "stays where it was" in scene.banner.toast_text
    menu.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.doc.pieces) == len(NASCARD.pieces)
    assert "stays where it was" not in scene.banner.toast_text or scene.banner.toast_left <= 0
