"""The track editor in French: its bar, palette, problems, Race it report and track list switch
with the language while the editor is open, the track untouched, and the longer words fit the
window at 960x600 and 1280x720 for every editor game."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from pygame_gui.elements import UILabel

from tabletop.app import App
from tabletop.editor.game_link import EditorGame
from tabletop.engine.track_design.document import TrackDocument
from tabletop.games.track_fairness import race_words, verdict_words
from tabletop.language import _, set_language
from tabletop.scenes.editor import editor_scene, palette_words, race_it, race_it_panel
from tabletop.scenes.editor.editor_files import TrackFilesScene
from tabletop.scenes.editor.editor_scene import NAME_LEAST, EditorScene
from tabletop.scenes.editor.palette_words import heading_face, label_lines
from tabletop.scenes.menus import game_hooks
from tabletop.table.machinery.text import font
from tests.editor.tracks import MINDCYCLING, MOTOX, NASCARD, RACEDAY
from tests.scenes.driver import Driver
from tests.scenes.fits import ink_rows

SIZES = [(960, 600), (1280, 720)]
TRACKS = {"nascard": NASCARD, "raceday": RACEDAY, "mindcycling": MINDCYCLING, "motox": MOTOX}


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def broken(doc: TrackDocument) -> TrackDocument:
    """The track without its last three pieces: open ends and the game's own problems."""
    return TrackDocument(doc.game, doc.name, doc.pieces[:-3])


def editor(make_app: type[App], size: tuple[int, int], doc: TrackDocument, language: str = "en"
           ) -> tuple[Driver, EditorScene]:
    game_hooks.install()
    driver = Driver(make_app(size))
    driver.frames(1)
    driver.app.ctx.speak(language)
    scene = EditorScene(driver.app.ctx, EditorGame(doc.game), doc)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    return driver, scene


class Recording:
    """A face that notes every text it renders (the editor draws its side panel itself)."""

    def __init__(self, face: pygame.font.Font, seen: list[str]) -> None:
        self.face, self.seen = face, seen

    def render(self, text: str, *args: Any) -> pygame.Surface:
        self.seen.append(text)
        return self.face.render(text, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.face, name)


def drawn_texts(scene: EditorScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    for module in (editor_scene, race_it_panel, palette_words):
        monkeypatch.setattr(module, "font", lambda size, bold=False: Recording(font(size, bold=bold), seen))
    scene.draw(pygame.Surface(scene.ctx.size))
    monkeypatch.undo()
    return seen


def named(label: str) -> str:
    """A piece named in a French problem: in guillemets held to it by no-break spaces."""
    return f"«\u00a0{label}\u00a0»"


def bar_words(driver: Driver) -> list[str]:
    return [str(b.text) for b in sorted(driver.buttons(), key=lambda b: b.rect.left)]


def test_switching_to_french_lays_the_editor_out_again_with_the_track_kept(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    driver, scene = editor(make_app, (960, 600), broken(NASCARD))
    driver.click_at(scene.board.cell_centre(scene.doc.pieces[0].cell))
    driver.key(pygame.K_r)  # one change to undo later, and a selection
    doc, selection = scene.doc, set(scene.selection)
    assert bar_words(driver) == ["Tracks", "Save", "Undo", "Redo", "Rotate", "Flip", "Delete", "Grid", "Fit",
                                 "Test drive", "Race it", "Back"]
    assert any("leads nowhere" in problem.message for problem in scene.problems)

    driver.app.ctx.speak("fr")
    driver.frames(1)
    assert bar_words(driver) == ["Circuits", "Enregistrer", "Défaire", "Refaire", "Pivoter", "Verso", "Ôter",
                                 "Grille", "Vue", "Essai", "Simuler", "Retour"]
    assert scene.doc is doc and scene.selection == selection and scene.history.can_undo
    assert [kind.label for kind in scene.game.palette.kinds][:2] == ["Virage C1", "Virage C2"]
    assert scene.board.palette is scene.game.palette
    messages = [problem.message for problem in scene.problems]
    loop = "le circuit doit être une seule boucle fermée."
    assert f"{named('Droite S10')} ne mène nulle part : {loop}" in messages
    # The game's own check speaks French too.
    assert "Le circuit doit utiliser les seize cartes circuit ; il manque : C4, S11, S12." in messages
    assert not any("leads nowhere" in m or "the track" in m for m in messages), messages
    shown = drawn_texts(scene, monkeypatch)
    assert "Pièces de Nascard" in shown and f"{len(messages)} problèmes" in shown and "Virage C1" in shown
    # A problem in the list: a piece's name is never broken across two lines.
    assert any(named("Droite S1") in line for line in shown)
    split = [line for line in shown if line.count("«") != line.count("»")]
    assert not split, split
    assert scene._problem_rows  # the problems are listed, with rows to click
    tip = scene._tile_tip(next(tile for _kind, tile in scene.board.tiles()).center)
    assert tip is not None and tip.startswith("Virage C1. Face a : ") and "R la fait pivoter" in tip

    driver.app.ctx.speak("en")
    driver.frames(1)
    assert "Tracks" in bar_words(driver) and "Circuits" not in bar_words(driver)
    assert scene.doc is doc and scene.game.palette.kinds[0].label == "Corner C1"
    assert any("leads nowhere" in problem.message for problem in scene.problems)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)  # the undo history survived both switches
    assert scene.doc != doc


@pytest.mark.parametrize("game", list(TRACKS))
def test_every_game_s_problems_and_palette_speak_french(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    _driver, scene = editor(make_app, (1280, 720), broken(TRACKS[game]), "fr")
    assert scene.problems
    english = ("the track", "piece", "leads nowhere", "a race needs", "a stage needs", " long and ")
    for problem in scene.problems:
        assert not any(words in problem.message for words in english), problem.message
    shown = drawn_texts(scene, monkeypatch)
    assert any(text.endswith("problèmes") or text.endswith("problème") for text in shown)
    assert "Enregistré, il sera gardé comme brouillon." in " ".join(shown)
    assert any(text.startswith("Pièces de ") for text in shown)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", list(TRACKS))
def test_the_french_editor_fits_the_window(make_app: type[App], size: tuple[int, int], game: str) -> None:
    driver, scene = editor(make_app, size, TRACKS[game], "fr")
    buttons = sorted(driver.buttons(), key=lambda b: b.rect.left)
    assert len(buttons) == 12 and str(buttons[-1].text) == "Retour"
    for button in buttons:
        words = button.font.size(str(button.text))[0]
        assert words + 12 + 4 <= button.rect.width, button.text  # padding and borders included
        assert pygame.Rect((0, 0), size).contains(button.rect)
    for left, right in itertools.pairwise(buttons):
        assert left.rect.right < right.rect.left, (left.text, right.text)
    entry = scene.name_entry
    # Room for a name such as "Grand Prix de Montréal" (85 pixels showed "Gran…"). At 960 the bar's
    # "Enregistrer", the word the editor says for saving everywhere else too, takes up to 25 of it: a
    # longer name shows shortened there, whole in the side panel and in the field's tip.
    least = NAME_LEAST if size[0] > 960 else NAME_LEAST - 25
    assert entry is not None and entry.rect.width >= least, entry.rect.width
    assert entry.rect.right <= buttons[0].rect.left
    # Every piece's name reads whole under its tile, in two lines at most, no word cut.
    for kind in scene.game.palette.kinds:
        lines = label_lines(kind.label, scene.board.label_width())
        assert len(lines) <= 2 and " ".join(lines) == " ".join(kind.label.split()), lines
    for group in scene.game.palette.groups():
        assert heading_face().size(group)[0] <= scene.board.palette_rect.width - 20, group
    # Names side by side read as two ("2 des Couronnes 3 des Couronnes" touched), none under the bar.
    face, room = palette_words.label_face(), scene.board.label_width()

    def wide(label: str) -> int:
        return max(face.size(line)[0] for line in label_lines(label, room))

    for _top, row in itertools.groupby(scene.board.tiles(), key=lambda t: t[1].top):
        spans = [(tile.centerx - wide(kind.label) // 2, tile.centerx + wide(kind.label) // 2)
                 for kind, tile in row]
        assert all(right + 12 <= left for (_l, right), (left, _r) in itertools.pairwise(spans)), spans
        assert spans[-1][1] <= scene.board.palette_view().right - 8, spans


@pytest.mark.parametrize("size", SIZES)
def test_the_track_list_in_french_shows_whole_words(make_app: type[App], user_dir: Path,
                                                     size: tuple[int, int]) -> None:
    driver, scene = editor(make_app, size, RACEDAY, "fr")
    scene.save()  # one track of the player's own: its row has every button
    driver.click_id("#editor_open_files")
    files = driver.top
    assert isinstance(files, TrackFilesScene)
    words = bar_words(driver)
    assert {"Copier", "Ouvrir", "Renommer", "Supprimer", "Exporter", "Importer", "Fermer",
            "Nouveau circuit vide"} <= set(words)
    for button in driver.buttons():
        assert button.font.size(str(button.text))[0] + 12 + 4 <= button.rect.width, button.text
        assert pygame.Rect((0, 0), size).contains(button.rect)
    for name in files.names.values():
        assert name.rect.width >= 150  # the player's track name still has room to be typed


def test_race_it_tells_its_verdict_in_the_language_shown() -> None:
    often = {"kind": "often", "start": 1, "share": 0.41, "fair": 0.25, "races": 200}
    assert verdict_words(often) == "start 1 wins too often: 41% against a fair share of 25% (200 races)"
    set_language("fr")
    assert verdict_words(often) == ("le départ 1 gagne trop souvent : 41\u00a0% pour une part équitable "
                                    "de 25\u00a0% (200 courses)")
    assert verdict_words({"kind": "fair", "races": 200}).startswith("équitable : ")
    few = verdict_words({"kind": "few", "races": 5})
    assert few == "trop peu de courses pour conclure (5 sur au moins 20)"


@pytest.mark.parametrize("size", SIZES)
def test_the_bars_french_words_stand_on_one_baseline(make_app: type[App], size: tuple[int, int]) -> None:
    """ "Ôter" (its circumflex rises above the font's ascent) sits on the line "Verso" sits on; every
    word of the bar without a descender has a round letter, so their lowest rows agree."""
    driver, _scene = editor(make_app, size, MOTOX, "fr")
    driver.frames(2)
    bar = [button for button in driver.buttons() if button.rect.top < 60
           and not set(str(button.text)) & set("gjpqy")]  # "Pivoter" reaches below the line
    lowest = {str(button.text): ink_rows(driver.app.screen, button.rect)[1] for button in bar}
    assert "Ôter" in lowest and len(set(lowest.values())) == 1, lowest
    top, _bottom = ink_rows(driver.app.screen, driver.button("Ôter").rect)
    assert top >= 4  # the circumflex is whole, inside the frame


# Each track game's racers, in English and French: Race it speaks of them in the game's own words.
RACERS = {"nascard": ("cars", "voitures"), "raceday": ("cars", "voitures"),
          "mindcycling": ("riders", "cyclistes"), "motox": ("bikes", "motos")}


@pytest.mark.parametrize("game", list(TRACKS))
def test_race_it_names_the_games_own_racers(game: str) -> None:
    for language, own in zip(("en", "fr"), RACERS[game], strict=True):
        set_language(language)
        others = {word for pair in RACERS.values() for word in pair} - {own}
        words = race_words(game)
        for sentence in (_(words.invitation), _(words.question), _(words.trouble)):
            assert own in sentence and not any(other in sentence for other in others), sentence


@pytest.mark.parametrize("game", ["motox", "mindcycling"])
def test_the_editor_asks_where_the_games_own_racers_get_stuck(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    driver, scene = editor(make_app, (1280, 720), TRACKS[game], "fr")
    racers = RACERS[game][1]
    assert racers in str(driver.button_with_id("#editor_race_it").tool_tip_text)
    note = " ".join(drawn_texts(scene, monkeypatch))  # Race it's invitation, before any race
    assert f"où les {racers} restent" in note and "voitures" not in note


@pytest.mark.parametrize("language", ["en", "fr"])
def test_race_its_report_stays_inside_its_panel_at_960(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """Each line of the finished report is no wider than the side panel's inside: the French
    "Victoires par place au départ (part équitable marquée)" ran past its right edge."""
    monkeypatch.setattr(race_it, "RACES", 2)
    driver, scene = editor(make_app, (960, 600), MOTOX, language)
    driver.click_id("#editor_race_it")
    run = scene.race_run
    assert run is not None
    driver.frames_until(lambda: run.done, "Race it never got there")
    widths: dict[str, int] = {}

    class Measured(Recording):
        def render(self, text: str, *args: Any) -> pygame.Surface:
            widths[text] = self.face.size(text)[0]
            return self.face.render(text, *args)

    monkeypatch.setattr(race_it_panel, "font", lambda size, bold=False: Measured(font(size, bold=bold), []))
    scene.draw(pygame.Surface(scene.ctx.size))
    inside = scene.problems_rect().width - 24
    assert len(widths) > 10, widths  # the whole report was drawn
    assert all(width <= inside for width in widths.values()), {t: w for t, w in widths.items() if w > inside}


@pytest.mark.parametrize("game", list(TRACKS))
@pytest.mark.parametrize("most", [False, True])
def test_race_its_report_is_drawn_whole_at_960_in_french(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch, game: str, most: bool
) -> None:
    """The report's last sentence (what the red pieces mean) is not cut off by the panel's foot
    ("... bloquées ou" and nothing after): the note on saving and racing, said already by the
    report itself, gives way to it."""
    monkeypatch.setattr(race_it, "RACES", 2)
    driver, scene = editor(make_app, (960, 600), TRACKS[game], "fr")
    if most:  # a bar for each start: the longest report
        scene.race_players = max(scene._race_counts)
    driver.click_id("#editor_race_it")
    run = scene.race_run
    assert run is not None
    driver.frames_until(lambda: run.done, "Race it never got there")
    seen = drawn_texts(scene, monkeypatch)
    trouble = _(race_words(game).trouble)
    lines = [line for line in seen if line in trouble]
    assert " ".join(lines) == trouble, lines


def test_the_track_list_names_the_bundled_tracks_in_french(make_app: type[App]) -> None:
    """As New game does ("Étape de plaine"): the file carries the name in each language."""
    driver, scene = editor(make_app, SIZES[1], MINDCYCLING, "fr")
    scene.save()
    driver.click_id("#editor_open_files")
    assert isinstance(driver.top, TrackFilesScene), getattr(driver.top, "message", "")
    labels = {str(sprite.text) for sprite in driver.app.ctx.ui.get_sprite_group().sprites()
              if isinstance(sprite, UILabel)}
    assert "Étape de plaine - À travers les plaines" in labels, labels
    assert not any(label.startswith("Flat stage") for label in labels)
