"""Race it in the editor: races run beside the editor, the report grows, Cancel stops it, and
the pieces where cars got into trouble are marked."""

from __future__ import annotations

import pygame
import pytest

from tabletop.scenes.editor import race_it, race_it_panel
from tabletop.scenes.editor.editor_scene import EditorScene
from tests.scenes.driver import Driver


def open_track(menu: Driver, game: str, track: str) -> EditorScene:
    from tabletop.cli import _editor_start
    from tabletop.paths import data_dir

    _editor_start(str(data_dir() / "tracks" / game / f"{track}.yaml"), None)(menu.app.ctx)
    menu.frames(2)
    scene = menu.top
    assert isinstance(scene, EditorScene) and scene.valid
    return scene


@pytest.mark.parametrize(("game", "track"), [("raceday", "pocono"), ("motox", "quarry_run")])
def test_race_it_reports_and_marks_the_trouble(menu: Driver, monkeypatch: pytest.MonkeyPatch, game: str,
                                               track: str) -> None:
    monkeypatch.setattr(race_it, "RACES", 6)
    scene = open_track(menu, game, track)
    menu.click_id("#editor_race_it")
    run = scene.race_run
    assert run is not None and run.players == scene.race_players and run.races == 6
    # The editor stays in hand while the races run: a key still toggles the grid.
    grid = scene.show_grid
    menu.key(pygame.K_g)
    assert scene.show_grid != grid
    menu.frames_until(lambda: run.done, "Race it never got there")
    menu.frames(1)
    snapshot = run.snapshot()
    assert snapshot is not None and snapshot.data["races"] == 6
    assert sum(s["share"] for s in snapshot.data["by_start"]) == pytest.approx(1, abs=0.001)
    assert not scene.wants_frames()  # the finished report was drawn; the editor sleeps again
    heat = run.piece_heat()
    assert heat and max(heat.values()) == 1.0 and all(0 <= i < len(scene.doc.pieces) for i in heat)
    # A changed track no longer shows the old report.
    menu.click_at(scene.board.cell_centre(scene.doc.pieces[0].cell))
    menu.key(pygame.K_r)
    assert not scene._race_current()


def test_cancel_stops_the_races_and_the_count_can_change(
    menu: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(race_it, "RACES", 500)
    scene = open_track(menu, "nascard", "speedway")
    before = scene.race_players
    menu.key(pygame.K_r, pygame.KMOD_CTRL)
    run = scene.race_run
    assert run is not None
    menu.frames_until(lambda: run.snapshot() is not None, "Race it never got there")
    assert scene._race_hits.cancel is not None
    menu.click(scene._race_hits.cancel.center)
    menu.frames_until(lambda: run.done, "Race it never got there")
    assert run.cancelled and run.snapshot().data["races"] < 500  # type: ignore[union-attr]
    menu.frames(1)
    assert scene._race_hits.fewer is not None
    menu.click(scene._race_hits.fewer.center)
    assert scene.race_players == before - 1


def test_a_report_is_not_shown_under_another_player_count(
    menu: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Races over, then the count changed with its arrow: the 4 players' wins by start and red
    marks were still shown under "6 players"; the panel now says whose races they were."""
    monkeypatch.setattr(race_it, "RACES", 2)
    scene = open_track(menu, "raceday", "pocono")
    menu.click_id("#editor_race_it")
    run = scene.race_run
    assert run is not None
    menu.frames_until(lambda: run.done, "Race it never got there")
    menu.frames(1)
    assert scene._race_current() and run.piece_heat()
    noted: list[str] = []
    note = race_it_panel._note

    def told(surface: pygame.Surface, hits: race_it_panel.RaceItHits, x: int, y: int, width: int,
             text: str, *rest: object) -> race_it_panel.RaceItHits:
        noted.append(text)
        return note(surface, hits, x, y, width, text, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(race_it_panel, "_note", told)
    more = scene._race_hits.more
    assert more is not None
    menu.click(more.center)
    menu.frames(1)
    assert scene.race_players == run.players + 1 and scene.race_run is run
    assert not scene._race_current()  # nor its marks on the pieces
    assert noted and noted[-1] == f"These races had {run.players} players: Race it again."
    assert scene._race_hits.more == more  # the arrows stay under the pointer for the next click
    assert scene._race_hits.fewer is not None
    menu.click(scene._race_hits.fewer.center)
    assert scene._race_current()  # back to the count raced: the report again


def test_a_track_with_problems_is_not_raced(menu: Driver) -> None:
    scene = open_track(menu, "nascard", "speedway")
    menu.click_at(scene.board.cell_centre(scene.doc.pieces[3].cell))
    menu.key(pygame.K_DELETE)
    assert not scene.valid
    menu.key(pygame.K_r, pygame.KMOD_CTRL)
    assert scene.race_run is None


@pytest.mark.parametrize(("game", "track", "told"), [
    ("raceday", "pocono", "Cars out of the race:"),
    ("motox", "quarry_run", "Bikes wiped out:"),
    ("nascard", "speedway", None),
    ("mindcycling", "sprint", None),
])
def test_the_report_counts_racers_put_out_in_the_games_words(
    menu: Driver, monkeypatch: pytest.MonkeyPatch, game: str, track: str, told: str | None
) -> None:
    """Cars out, bikes wiped out; nothing of the kind where the game puts no one out (a count
    always nought, "out or wiped out" said of riders, told nothing)."""
    monkeypatch.setattr(race_it, "RACES", 2)
    scene = open_track(menu, game, track)
    written: list[str] = []
    wrap = race_it_panel.wrap

    def noted(text: str, *rest: object) -> list[str]:
        written.append(text)
        return wrap(text, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(race_it_panel, "wrap", noted)
    menu.click_id("#editor_race_it")
    run = scene.race_run
    assert run is not None
    menu.frames_until(lambda: run.done, "Race it never got there")
    menu.frames(2)
    assert any(text.startswith("A race:") for text in written)  # the report's facts were drawn
    put_out = [text for text in written if "per race." in text]
    assert bool(put_out) == (told is not None), put_out
    assert all(text.startswith(told or "") for text in put_out), put_out


def test_a_new_name_keeps_the_report(menu: Driver, monkeypatch: pytest.MonkeyPatch) -> None:
    """The races ran on the same pieces; the panel said "The track has changed since these races"
    after a rename, or after saving under a name another track had."""
    monkeypatch.setattr(race_it, "RACES", 4)
    scene = open_track(menu, "raceday", "pocono")
    menu.key(pygame.K_r, pygame.KMOD_CTRL)
    run = scene.race_run
    assert run is not None
    menu.frames_until(lambda: run.done, "Race it never got there")
    entry = scene.name_entry
    assert entry is not None
    menu.click(entry.rect.center)
    menu.key(pygame.K_a, pygame.KMOD_CTRL)
    menu.type_text("Pocono by night")
    menu.key(pygame.K_RETURN)
    assert scene.doc.name == "Pocono by night"
    assert scene._race_current()
