"""Steps the editor's scene tests share: open the editor, build a track from the palette, save
and reopen it, test-drive it, and race it with computer players from the new-game form."""

from __future__ import annotations

from pathlib import Path

import pygame
from pygame_gui.elements import UIDropDownMenu

from tabletop.engine.track_design.document import TrackDocument
from tabletop.scenes.editor.editor_files import TrackFilesScene
from tabletop.scenes.editor.editor_scene import EditorScene
from tabletop.scenes.menus.new_game import NewGameScene
from tabletop.scenes.play.results import ResultsScene
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.menus.test_new_game import choose


def open_editor(driver: Driver, game_name: str) -> EditorScene:
    driver.click_button("Track editor")
    driver.click_button(game_name)
    scene = driver.top
    assert isinstance(scene, EditorScene)
    return scene


def tile_centre(driver: Driver, scene: EditorScene, kind: str) -> pygame.Vector2:
    """The palette tile of `kind`, scrolled into view with the wheel first if need be."""
    for _ in range(40):
        tile = next(rect for k, rect in scene.board.tiles() if k.id == kind)
        if scene.board.palette_view().contains(tile):  # whole in sight (the wheel stops at the last row)
            return pygame.Vector2(tile.center)
        over = scene.board.palette_rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0)))
        driver.wheel(-1 if tile.top > over[1] else 1)
    raise AssertionError(f"tile {kind} never came into view")


def build(driver: Driver, scene: EditorScene, doc: TrackDocument) -> list[int]:
    """Drag each piece of `doc` from the palette onto its cell (snapping does the turning);
    flip with F where the piece lies on its other side. The problem counts after each drop."""
    counts = []
    first = doc.pieces[0]
    scene.board.heading = first.heading
    for piece in doc.pieces:
        target = scene.board.cell_centre(piece.cell)
        driver.drag(tile_centre(driver, scene, piece.kind), target)
        placed = scene.doc.pieces[-1]
        assert placed.cell == piece.cell and placed.heading == piece.heading, piece
        kind = scene.game.palette.kind(piece.kind)
        assert kind is not None
        while scene.doc.pieces[-1].side != piece.side:
            driver.key(pygame.K_f)
        counts.append(len(scene.problems))
    return counts


def drop_down(driver: Driver, object_id: str) -> UIDropDownMenu:
    found = [e for e in driver.app.ctx.ui.get_root_container().elements
             if isinstance(e, UIDropDownMenu) and e.object_ids[-1] == object_id]
    found += [e for c in driver.app.ctx.ui.get_root_container().elements if hasattr(c, "elements")
              for e in c.elements if isinstance(e, UIDropDownMenu) and e.object_ids[-1] == object_id]
    assert len(found) == 1, object_id
    return found[0]


def finish_with_bots(driver: Driver, limit: int = 20000) -> ResultsScene:
    for _ in range(limit):
        if isinstance(driver.top, ResultsScene):
            return driver.top
        driver.frames(1)
    raise AssertionError("the race did not finish")


def save_and_reopen(driver: Driver, scene: EditorScene, user_dir: Path, game: str) -> None:
    """Ctrl+S saves the track as the user's; the track list opens it again in the same editor."""
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    saved = user_dir / "tracks" / game
    assert [p.name for p in saved.glob("*.yaml")] == ["my-track.yaml"]
    driver.click_id("#editor_open_files")
    assert isinstance(driver.top, TrackFilesScene)
    driver.click_id("#open_my-track")
    assert driver.top is scene


def drive_and_come_back(driver: Driver, scene: EditorScene) -> TableScene:
    """A race on the track open in the editor, left from the pause menu: the table it was."""
    driver.click_id("#editor_test_drive")
    table = driver.top
    assert isinstance(table, TableScene)
    assert table.match.setup.track is not None and table.match.setup.track["name"] == "My track"
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Quit to editor")
    assert driver.top is scene
    return table


def race_my_track_with_bots(driver: Driver, game: str, **options: object) -> TableScene:
    """Back at the menu, the saved track is offered in the new-game form as the user's; a race
    of computer players on it (with the form's `options`) starts."""
    driver.click_id("#editor_back")
    driver.click_button("New game")
    form = driver.top
    assert isinstance(form, NewGameScene)
    driver.click_id(f"#game_{game}")
    choose(driver, drop_down(driver, "#track"), "My track (yours)")
    for name, value in options.items():
        form.set_option(name, value)
    for row in form.seat_rows:
        choose(driver, row.kind, "Computer \u2014 Normal")
    driver.click_button("Start")
    table = driver.top
    assert isinstance(table, TableScene)
    assert table.match.setup.track is not None and table.match.setup.track["name"] == "My track"
    return table
