"""The editor's track list with more tracks than the window has rows for: the wheel and the
keyboard's ring scroll it to every track, drafts too; names a track already goes by get a number,
said to the player; a file name reads as the track's name; another track leaves its Race it
report behind."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UILabel

from tabletop.app import App
from tabletop.editor.game_link import EditorGame
from tabletop.editor.track_files import save_track
from tabletop.files.settings import MIN_WINDOW_SIZE
from tabletop.language import pgettext
from tabletop.scenes.editor import race_it
from tabletop.scenes.editor.editor_files import ENTRY_PADDING, TrackFilesScene
from tabletop.scenes.editor.editor_scene import EditorScene
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.menus import game_hooks
from tests.editor.tracks import RACEDAY
from tests.scenes.driver import Driver

FINISHED, DRAFTS = 6, 3


def many_tracks() -> None:
    """More Race Day tracks than any window shows at once: the drafts, listed last, are the ones
    a list that does not scroll leaves out."""
    game = EditorGame("raceday")
    for number in range(FINISHED):
        save_track(RACEDAY.renamed(f"Oval {number}"), game, valid=True)
    for number in range(DRAFTS):
        save_track(RACEDAY.deleted([0]).renamed(f"Sketch {number}"), game, valid=False)


def editor(make_app: type[App], size: tuple[int, int], language: str = "en") -> tuple[Driver, EditorScene]:
    game_hooks.install()
    driver = Driver(make_app(size))
    driver.frames(1)
    driver.app.ctx.speak(language)
    scene = EditorScene(driver.app.ctx, EditorGame("raceday"), RACEDAY)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    return driver, scene


def track_list(driver: Driver) -> TrackFilesScene:
    driver.key(pygame.K_o, pygame.KMOD_CTRL)
    if isinstance(driver.top, DialogScene):  # the unsaved track: not saved
        driver.click_button(pgettext("unsaved changes", "Discard"))
    files = driver.top
    assert isinstance(files, TrackFilesScene)
    return files


def shown(driver: Driver, object_id: str) -> bool:
    return any(button.object_ids[-1] == object_id for button in driver.buttons())


@pytest.mark.parametrize("size", [MIN_WINDOW_SIZE, (1280, 720)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_wheel_brings_every_track_into_view_and_the_last_draft_opens(
    make_app: type[App], user_dir: Path, language: str, size: tuple[int, int]
) -> None:
    many_tracks()
    driver, scene = editor(make_app, size, language)
    files = track_list(driver)
    assert len(files.files) == 1 + FINISHED + DRAFTS > files.shown
    labels = [str(s.text) for s in driver.app.ctx.ui.get_sprite_group().sprites() if isinstance(s, UILabel)]
    assert not [text for text in labels if "(not shown)" in text or "(non affichés)" in text]
    seen: set[Path] = set()
    for _ in range(len(files.files)):
        seen |= {track.path for track in files.files if shown(driver, f"#export_{track.path.stem}")}
        driver.wheel(-1)
    assert seen == {track.path for track in files.files}
    # The drafts' tag, in view now, reads whole ("(brouillon)" ran under the Open button).
    tags = [s for s in driver.app.ctx.ui.get_sprite_group().sprites()
            if isinstance(s, UILabel) and s.text == pgettext("track", "(draft)")]
    assert tags
    for tag in tags:
        assert tag.font is not None and tag.font.get_rect(tag.text).width <= tag.relative_rect.width
    last = files.files[-1]
    assert last.draft
    driver.click_id(f"#open_{last.path.stem}")
    assert driver.top is scene and scene.path == last.path and scene.doc.name == last.name
    # And back up: the wheel the other way shows the first again.
    files = track_list(driver)
    for _ in range(len(files.files)):
        driver.wheel(1)
    assert shown(driver, f"#copy_{files.files[0].path.stem}")


def test_the_keyboards_ring_scrolls_to_the_last_draft_and_enter_opens_it(
    make_app: type[App], user_dir: Path
) -> None:
    many_tracks()
    driver, scene = editor(make_app, MIN_WINDOW_SIZE)
    files = track_list(driver)
    last = files.files[-1]
    for _ in range(100):
        ringed = files.focus.focused
        if ringed is not None and ringed.object_ids[-1] == f"#open_{last.path.stem}":
            break
        driver.key(pygame.K_DOWN)
    else:
        raise AssertionError("the ring never reached the last draft")
    driver.key(pygame.K_RETURN)
    assert driver.top is scene and scene.path == last.path


def test_a_name_typed_in_a_row_stays_while_it_scrolls_out_of_view_and_back(
    make_app: type[App], user_dir: Path
) -> None:
    many_tracks()
    driver, _scene = editor(make_app, MIN_WINDOW_SIZE)
    files = track_list(driver)
    mine = files.files[1]
    entry = files.names[mine.path]
    driver.click(entry.rect.center)
    driver.type_text(" bis")
    for step in (-1,) * len(files.files) + (1,) * len(files.files):
        driver.wheel(step)
    assert files.names[mine.path].get_text() == f"{mine.name} bis"
    driver.click_id(f"#rename_{mine.path.stem}")
    assert [track.name for track in files.files if track.name == f"{mine.name} bis"]


def test_saving_under_a_name_another_track_has_adds_a_number_and_says_so(
    make_app: type[App], user_dir: Path
) -> None:
    many_tracks()
    driver, scene = editor(make_app, (1280, 720))
    entry = scene.name_entry
    assert entry is not None
    driver.click(entry.rect.center)
    driver.key(pygame.K_a, pygame.KMOD_CTRL)
    driver.type_text("oval 2")
    driver.click(scene.board_rect().center)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert scene.doc.name == scene.saved.name == "oval 2 (2)"  # type: ignore[union-attr]
    assert scene.banner.toast_text == "Saved as oval 2 (2): another track is called oval 2."
    assert scene.path is not None and scene.path.name == "oval-2-2.yaml"
    assert not scene.dirty


def test_copying_a_track_twice_gives_two_names(make_app: type[App], user_dir: Path) -> None:
    driver, scene = editor(make_app, (1280, 720))
    track_list(driver)
    driver.click_id("#copy_pocono")
    assert scene.doc.name == "Pocono Raceway (copy)"
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    track_list(driver)
    driver.click_id("#copy_pocono")
    assert scene.doc.name == "Pocono Raceway (copy) (2)"


def test_importing_a_track_named_as_one_of_yours_adds_a_number_and_says_so(
    make_app: type[App], user_dir: Path, tmp_path: Path
) -> None:
    mine = save_track(RACEDAY, EditorGame("raceday"), valid=True)
    shared = tmp_path / "shared.yaml"
    shared.write_text(mine.read_text(encoding="utf-8"), encoding="utf-8")
    driver, _scene = editor(make_app, (1280, 720))
    files = track_list(driver)
    assert files.path_entry is not None
    files.path_entry.set_text(str(shared))
    driver.click_id("#import")
    told = driver.top
    assert isinstance(told, DialogScene)
    assert told.message.endswith(f"Another track is called {RACEDAY.name}, so this one is named "
                                 f"{RACEDAY.name} (2).")
    names = [track.name for track in files.files]
    assert names.count(RACEDAY.name) == 1 and f"{RACEDAY.name} (2)" in names


@pytest.mark.parametrize(("name", "file"), [("Café loop", "cafe-loop.yaml"), ("???", "raceday.yaml")])
def test_the_footer_names_the_file_in_plain_letters_or_after_the_game(
    make_app: type[App], user_dir: Path, name: str, file: str
) -> None:
    driver, scene = editor(make_app, (1280, 720), "fr")
    scene.rename(name)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    assert scene.path is not None and scene.path.name == file
    assert file in scene._footer()


def test_another_track_leaves_the_race_it_report_of_the_last_behind(
    make_app: type[App], user_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(race_it, "RACES", 2)
    driver, scene = editor(make_app, MIN_WINDOW_SIZE)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    for opened in ("#copy_pocono", "#new_track"):
        driver.key(pygame.K_r, pygame.KMOD_CTRL)
        run = scene.race_run
        assert run is not None
        driver.frames_until(lambda run=run: run.done, "the races never ended")
        # Within the track, Undo still brings the report back.
        driver.click_at(scene.board.cell_centre(scene.doc.pieces[0].cell))
        driver.key(pygame.K_DELETE)
        assert not scene._race_current()
        driver.key(pygame.K_z, pygame.KMOD_CTRL)
        assert scene._race_current()
        track_list(driver)
        driver.click_id(opened)
        assert scene.race_run is None and run.cancelled
        if opened == "#copy_pocono":
            assert scene.valid
            # Reopen the raced track for the next round.
            track_list(driver)
            driver.click_id(f"#open_{RACEDAY.name.lower()}")


def test_copies_of_a_track_read_whole_at_960_in_french_and_a_longer_name_shows_on_hover(
    make_app: type[App], user_dir: Path
) -> None:
    """At 960x600 in French the rows' name fields showed "Pocono Raceway (": the copies' numbers,
    all that tells them apart, were out of sight."""
    game = EditorGame("raceday")
    for name in ("Pocono Raceway (copie) (2)", "Pocono Raceway (copie) (8)"):
        save_track(RACEDAY.renamed(name), game, valid=True)
    long_name = "Le Grand Tour de tous les cols des Alpes (copie) (12)"
    save_track(RACEDAY.renamed(long_name), game, valid=True)
    driver, _scene = editor(make_app, MIN_WINDOW_SIZE, "fr")
    files = track_list(driver)
    entries = {entry.get_text(): entry for entry in files.names.values()}
    for name in ("Pocono Raceway (copie) (2)", "Pocono Raceway (copie) (8)"):
        entry = entries[name]
        assert entry.font is not None
        assert entry.font.size(name)[0] + 2 * ENTRY_PADDING <= entry.rect.width, name
        assert not entry.tool_tip_text
    assert entries[long_name].tool_tip_text == long_name


@pytest.mark.parametrize(("game", "track", "copied"), [
    ("motox", "quarry_run", "La Carrière (copie)"),
    ("mindcycling", "sprint", "Étape de sprint - Le long de la côte (copie)"),
])
def test_a_copy_in_french_takes_the_french_name_the_list_showed(
    make_app: type[App], user_dir: Path, game: str, track: str, copied: str
) -> None:
    """In French the list says "La Carrière", but Copy named the new track "Quarry Run (copie)":
    the name the file gives in English, never shown to the player."""
    game_hooks.install()
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    driver.app.ctx.speak("fr")
    scene = EditorScene(driver.app.ctx, EditorGame(game))
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    track_list(driver)
    driver.click_id(f"#copy_{track}")
    assert scene.doc.name == copied
