"""The track editor driven as a player would: mouse drags from the palette, keys, buttons."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.editor.game_link import EditorGame, editable_games
from tabletop.engine.track_design.document import TrackDocument
from tabletop.files import saves
from tabletop.files.settings import SETTINGS_FILE
from tabletop.scenes.editor.editor_files import TrackFilesScene
from tabletop.scenes.editor.editor_scene import EditorScene
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.play.table_scene import TableScene
from tests.editor.tracks import NASCARD, RACEDAY
from tests.scenes.driver import Driver, main_menu
from tests.scenes.editor_steps import (
    build,
    drive_and_come_back,
    finish_with_bots,
    open_editor,
    race_my_track_with_bots,
    save_and_reopen,
    tile_centre,
)


@pytest.mark.parametrize(("doc", "game_name"), [(NASCARD, "Nascard"), (RACEDAY, "Race Day")])
def test_build_save_reload_and_race_a_track(menu: Driver, user_dir: Path, doc: TrackDocument,
                                            game_name: str) -> None:
    menu.app.ctx.update_settings(animation_speed="instant")
    scene = open_editor(menu, game_name)
    assert scene.problems  # the empty table
    counts = build(menu, scene, doc)
    assert all(counts[:-1]) and counts[-1] == 0, counts
    assert scene.valid and set(scene.doc.pieces) == set(doc.pieces)

    # A piece dragged off the loop opens it; the ends are listed and marked; undo closes it.
    moving = scene.doc.pieces[5]
    start = scene.board.cell_centre(moving.cell)
    menu.drag(start, start + pygame.Vector2(0, 4 * scene.board.camera.zoom))
    assert scene.doc.pieces[5] != moving and not scene.valid
    assert any(5 in p.pieces for p in scene.problems)
    assert any(p.rings for p in scene.problems)
    menu.key(pygame.K_z, pygame.KMOD_CTRL)
    assert scene.valid and scene.doc.pieces[5] == moving
    menu.key(pygame.K_y, pygame.KMOD_CTRL)
    assert not scene.valid
    menu.key(pygame.K_z, pygame.KMOD_CTRL)

    # Rotating a selected piece breaks the loop too; rotating it back mends it.
    menu.click_at(scene.board.cell_centre(moving.cell))
    assert scene.selection == {5}
    menu.key(pygame.K_r)
    assert not scene.valid
    menu.key(pygame.K_r, pygame.KMOD_SHIFT)
    assert scene.valid

    # Saved, then reloaded through the track list.
    save_and_reopen(menu, scene, user_dir, doc.game)
    assert set(scene.doc.pieces) == set(doc.pieces) and scene.valid

    # Test drive: a race on this track, and back to the editor from the pause menu.
    drive_and_come_back(menu, scene)

    # Back at the menu, the saved track is offered in the new-game form, marked as the user's,
    # and a race of computer players on it runs to the end.
    short = {"laps": 1} if doc.game == "raceday" else {}  # a short race keeps the test quick
    race_my_track_with_bots(menu, doc.game, **short)
    results = finish_with_bots(menu)
    assert results.match.outcome() is not None


def test_an_invalid_track_saves_as_a_draft_and_cannot_be_test_driven(menu: Driver, user_dir: Path) -> None:
    scene = open_editor(menu, "Nascard")
    build(menu, scene, TrackDocument("nascard", "x", NASCARD.pieces[:3]))
    menu.key(pygame.K_t, pygame.KMOD_CTRL)
    assert menu.top is scene
    menu.key(pygame.K_s, pygame.KMOD_CTRL)
    assert list((user_dir / "drafts" / "nascard").glob("*.yaml"))
    assert not (user_dir / "tracks" / "nascard").exists()


def test_a_save_that_fails_names_the_folder_and_what_is_wrong(menu: Driver, user_dir: Path) -> None:
    # A file where the drafts folder should be: the system's "File exists" told nothing of where.
    (user_dir / "drafts").write_text("not a folder\n")
    scene = open_editor(menu, "Nascard")
    build(menu, scene, TrackDocument("nascard", "x", NASCARD.pieces[:3]))
    menu.key(pygame.K_s, pygame.KMOD_CTRL)
    assert scene.banner.toast_text == (
        f"Could not save in {user_dir / 'drafts' / 'nascard'}: a file is where a folder should be"
    )
    assert scene.dirty


def test_box_select_rotate_flip_and_delete(menu: Driver) -> None:
    scene = open_editor(menu, "Nascard")
    build(menu, scene, TrackDocument("nascard", "x", NASCARD.pieces[:3]))
    corner = scene.board.cell_centre((0, 3)) - pygame.Vector2(scene.board.camera.zoom / 2)
    far = scene.board.cell_centre((4, 5))
    menu.drag(corner, far)
    assert scene.selection == {0, 1, 2}
    before = scene.doc
    menu.key(pygame.K_f)
    assert [p.side for p in scene.doc.pieces] == ["b", "b", "a"]
    menu.key(pygame.K_DELETE)
    assert scene.doc.pieces == ()
    menu.key(pygame.K_z, pygame.KMOD_CTRL)
    menu.key(pygame.K_z, pygame.KMOD_CTRL)
    assert scene.doc == before


def test_tooltips_name_the_shortcuts(menu: Driver) -> None:
    open_editor(menu, "Nascard")
    tips = {str(b.text): b.tool_tip_text for b in menu.buttons()}
    assert "(R" in str(tips["Rotate"]) and "Ctrl+Z" in str(tips["Undo"]) and "Ctrl+S" in str(tips["Save"])


def test_a_finished_test_drive_comes_back_to_the_editor(
    menu: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    menu.app.ctx.update_settings(animation_speed="instant")
    watch = EditorGame.test_drive_setup
    monkeypatch.setattr(EditorGame, "test_drive_setup", lambda self, layout: watch(self, layout, human=False))
    scene = open_editor(menu, "Nascard")
    build(menu, scene, NASCARD)
    menu.key(pygame.K_s, pygame.KMOD_CTRL)
    assert scene.banner.toast_left > 0  # "Saved to your tracks"
    menu.click_id("#editor_test_drive")
    assert isinstance(menu.top, TableScene)
    finish_with_bots(menu)
    menu.click_button("Back to editor")
    assert menu.top is scene and scene.valid
    assert scene.banner.toast_left == 0  # said before the drive, not again after it


def test_track_list_copies_renames_exports_imports_and_deletes(
    menu: Driver, user_dir: Path, tmp_path: Path
) -> None:
    scene = open_editor(menu, "Nascard")
    menu.click_id("#editor_open_files")
    menu.click_id("#copy_speedway")  # a built-in track opens as a copy
    assert menu.top is scene and scene.valid and scene.path is None
    assert scene.doc.name == "Tri-County Speedway (copy)"
    menu.key(pygame.K_s, pygame.KMOD_CTRL)
    saved = user_dir / "tracks" / "nascard" / "tri-county-speedway-copy.yaml"
    assert scene.path == saved and saved.exists()

    menu.click_id("#editor_open_files")
    files = menu.top
    assert isinstance(files, TrackFilesScene)
    files.names[saved].set_text("Home Oval")
    menu.click_id("#rename_tri-county-speedway-copy")
    renamed = user_dir / "tracks" / "nascard" / "home-oval.yaml"
    assert renamed.exists() and not saved.exists() and scene.path == renamed

    assert files.path_entry is not None
    files.path_entry.set_text(str(tmp_path))
    menu.click_id("#export_home-oval")
    menu.click_button("OK")
    shared = tmp_path / "home-oval.yaml"
    assert shared.exists()

    # Deleting asks first; "Keep it" keeps it.
    menu.click_id("#delete_home-oval")
    menu.click_button("Keep it")
    assert renamed.exists()
    menu.click_id("#delete_home-oval")
    confirm = [b for b in menu.buttons() if b.text == "Delete"][-1]  # the dialog's, on top
    menu.click(confirm.rect.center)
    assert not renamed.exists()

    # The exported file comes back in through Import; a hostile one is refused with its line.
    files.path_entry.set_text(str(shared))
    menu.click_id("#import")
    assert renamed.exists()
    menu.click_button("OK")
    hostile = tmp_path / "hostile.yaml"
    hostile.write_text("name: x\ngame: nascard\npieces: !!python/object/apply:os.system ['true']\n")
    files.path_entry.set_text(str(hostile))
    menu.click_id("#import")
    dialog = menu.top
    assert dialog is not None and f"{hostile}:3" in getattr(dialog, "message", "")
    menu.click_button("OK")
    assert sorted(p.name for p in (user_dir / "tracks" / "nascard").iterdir()) == ["home-oval.yaml"]


def test_wheel_zooms_and_right_drag_pans(menu: Driver) -> None:
    scene = open_editor(menu, "Nascard")
    camera = scene.board.camera
    centre = camera.viewport.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    zoom = camera.zoom
    menu.wheel(2)
    assert camera.zoom > zoom
    origin = pygame.Vector2(camera.origin)
    for kind, pos in ((pygame.MOUSEBUTTONDOWN, centre), (pygame.MOUSEMOTION, (centre[0] + 50, centre[1])),
                      (pygame.MOUSEBUTTONUP, (centre[0] + 50, centre[1]))):
        fields = {"pos": pos, "button": pygame.BUTTON_RIGHT} if kind != pygame.MOUSEMOTION else {
            "pos": pos, "rel": (50, 0), "buttons": (0, 0, 1)}
        pygame.event.post(pygame.event.Event(kind, **fields))
    menu.frames(2)
    assert camera.origin.x < origin.x


def test_tabletop_edit_smoke_runs(user_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop import app as app_module
    from tabletop.cli import main

    opened: list[object] = []
    real_run = app_module.App.run

    def run(self: App, frames: int | None = None) -> int:
        opened.append(self.ctx.stack.top)
        return real_run(self, frames)

    monkeypatch.setattr(app_module.App, "run", run)
    # Only one run: the app quits pygame when it ends.
    assert main(["edit", "nascard", "--smoke-frames", "30"]) == 0
    assert isinstance(opened[-1], EditorScene) and not opened[-1].doc.pieces


def test_tabletop_edit_opens_a_file_and_refuses_games_without_tracks(menu: Driver) -> None:
    from tabletop.cli import _editor_start
    from tabletop.paths import data_dir

    _editor_start(str(data_dir() / "tracks" / "nascard" / "speedway.yaml"), None)(menu.app.ctx)
    menu.frames(2)
    scene = menu.top
    assert isinstance(scene, EditorScene) and len(scene.doc.pieces) == 16 and scene.valid
    with pytest.raises(SystemExit):
        _editor_start("mcs", None)


def test_leaving_with_unsaved_changes_asks(menu: Driver) -> None:
    scene = open_editor(menu, "Nascard")
    build(menu, scene, TrackDocument("nascard", "x", NASCARD.pieces[:1]))
    menu.key(pygame.K_ESCAPE)
    menu.click_button("Cancel")
    assert menu.top is scene
    menu.click_id("#editor_back")
    menu.click_button("Discard")
    assert "Track editor" in menu.button_texts() and not isinstance(menu.top, EditorScene)


def test_right_click_on_a_palette_piece_shows_its_other_side(menu: Driver) -> None:
    scene = open_editor(menu, "Race Day")
    tile = tile_centre(menu, scene, "turn")
    menu.click((round(tile.x), round(tile.y)), button=pygame.BUTTON_RIGHT)
    menu.drag(tile, scene.board.cell_centre((2, 2)))
    placed = scene.doc.pieces[-1]
    assert (placed.kind, placed.side) == ("turn", "b")
    kind = scene.game.palette.kind("turn")
    assert kind is not None and kind.side("b").turn == -90


def test_pieces_dragged_back_onto_the_palette_go_back_in_the_box(menu: Driver) -> None:
    scene = open_editor(menu, "Nascard")
    build(menu, scene, TrackDocument("nascard", "x", NASCARD.pieces[:2]))
    palette = pygame.Vector2(scene.board.palette_rect.center)
    menu.drag(scene.board.cell_centre(NASCARD.pieces[0].cell), palette)
    assert [p.kind for p in scene.doc.pieces] == ["S2"]


def test_the_game_choice_lays_its_buttons_in_even_rows(menu: Driver) -> None:
    menu.click_button("Track editor")
    games = [EditorGame(game_id).name for game_id in editable_games()]
    buttons = {button.text: button.rect for button in menu.buttons() if button.text in [*games, "Cancel"]}
    assert set(buttons) == {*games, "Cancel"}
    rows: dict[int, list[pygame.Rect]] = {}
    for name in games:
        rows.setdefault(buttons[name].top, []).append(buttons[name])
    # Every row of games is alike: as many buttons, as wide, spanning the same band.
    spans = {(min(r.left for r in row), max(r.right for r in row), len(row)) for row in rows.values()}
    assert len(spans) == 1
    assert len({rect.width for rect in buttons.values() if rect is not buttons["Cancel"]}) == 1
    # Cancel, the safe choice, sits alone below them, flush right with the rows.
    cancel = buttons["Cancel"]
    assert cancel.top > max(rows) and cancel.right == next(iter(spans))[1]


def test_after_a_test_drive_a_game_of_it_is_not_called_the_first(make_app: type[App], user_dir: Path) -> None:
    (user_dir / SETTINGS_FILE).unlink()  # a player who has not started any game yet
    menu = main_menu(make_app)
    scene = open_editor(menu, "Nascard")
    scene.change(NASCARD.renamed("My track"))
    drive_and_come_back(menu, scene)
    menu.click_id("#editor_back")
    menu.click_button("Discard")
    menu.click_button("New game")
    menu.click_button("Start")
    assert not any(isinstance(s, DialogScene) for s in menu.app.ctx.stack.scenes)
    assert any(isinstance(s, TableScene) for s in menu.app.ctx.stack.scenes)


def test_play_again_after_a_test_drive_is_a_test_drive_too(
    menu: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    menu.app.ctx.update_settings(animation_speed="instant")
    watch = EditorGame.test_drive_setup
    monkeypatch.setattr(EditorGame, "test_drive_setup", lambda self, layout: watch(self, layout, human=False))
    scene = open_editor(menu, "Nascard")
    menu.click_id("#editor_open_files")
    menu.click_id("#copy_speedway")
    menu.click_id("#editor_test_drive")
    finish_with_bots(menu)
    menu.click_button("Play again")
    again = menu.top
    assert isinstance(again, TableScene) and again.match.setup.track is not None
    for _ in range(200):
        if again.match.steps:
            break
        menu.frames(1)
    assert again.match.steps and not saves.has_autosave() and not saves.list_saves()
    menu.key(pygame.K_ESCAPE)
    menu.click_button("Quit to editor")
    assert menu.top is scene


def test_a_name_typed_after_a_change_is_its_own_undo_step(menu: Driver, user_dir: Path) -> None:
    scene = open_editor(menu, "Nascard")
    scene.change(NASCARD.renamed("My track"))
    menu.key(pygame.K_s, pygame.KMOD_CTRL)
    first = user_dir / "tracks" / "nascard" / "my-track.yaml"
    assert scene.path == first
    menu.click_at(scene.board.cell_centre(scene.doc.pieces[0].cell))
    menu.key(pygame.K_DELETE)
    pieces = scene.doc.pieces
    assert len(pieces) == len(NASCARD.pieces) - 1
    entry = scene.name_entry
    assert entry is not None
    menu.click(entry.rect.center)
    menu.type_text(" Short")
    menu.key(pygame.K_RETURN)
    assert scene.doc.name == "My track Short"

    menu.click_id("#editor_undo")  # the name goes back, the piece stays deleted
    assert scene.doc.name == "My track" and scene.doc.pieces == pieces
    menu.click_id("#editor_redo")
    assert scene.doc.name == "My track Short"

    # Saved under the new name, then the name taken back and saved again: the one track, renamed.
    menu.key(pygame.K_s, pygame.KMOD_CTRL)
    short = user_dir / "drafts" / "nascard" / "my-track-short.yaml"
    assert scene.path == short and short.exists() and not first.exists()
    menu.click_id("#editor_undo")
    menu.key(pygame.K_s, pygame.KMOD_CTRL)
    assert not short.exists() and scene.path == user_dir / "drafts" / "nascard" / "my-track.yaml"
    assert scene.path.exists() and scene.doc.name == "My track"
    menu.click_id("#editor_undo")  # the piece comes back
    assert len(scene.doc.pieces) == len(NASCARD.pieces)


@pytest.mark.parametrize(("game_name", "kind", "told", "untold"), [
    # A strip's other sides are its widths: the width shown is told, and F's words are the game's.
    ("Mind Cycling", "start", ["7 rows, 3 lanes", "another width (2 to 5 lanes)"],
     ["5 lanes.", "turns it over"]),
    ("MotoX", "suns-2", ["No ramp", "Raise the selected tile's ramp"], ["3 coins under"]),
    ("Nascard", "C1", ["Side a: Caution inside", "Side b: no Caution space", "turns it over"], []),
])
def test_a_palette_pieces_note_tells_the_form_shown_and_what_f_does(
    menu: Driver, game_name: str, kind: str, told: list[str], untold: list[str]
) -> None:
    scene = open_editor(menu, game_name)
    tip = scene._tile_tip(tuple(map(round, tile_centre(menu, scene, kind))))
    assert tip is not None
    assert all(words in tip for words in told), tip
    assert not any(words in tip for words in untold), tip
    if game_name == "Mind Cycling":
        assert "another width" in str(menu.button_with_id("#editor_flip").tool_tip_text)
