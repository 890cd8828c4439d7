"""The editor's side panel reads at a glance: its words as large as the table's side panels' running
text (a hint or a count a little smaller, never below `LEAST`), in ink dark enough on its cream."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from tabletop.app import App
from tabletop.editor.game_link import EditorGame, Problem
from tabletop.engine.track_design.document import TrackDocument
from tabletop.language import set_language
from tabletop.scenes.editor import editor_scene, palette_words, race_it_panel
from tabletop.scenes.editor.editor_board import TILE
from tabletop.scenes.editor.editor_scene import EditorScene
from tabletop.scenes.menus import game_hooks
from tabletop.sprite_factory.palette import CREAM
from tabletop.table.machinery.text import font
from tabletop.table.panels.log_panel import BODY_SIZE
from tests.editor.tracks import MINDCYCLING, MOTOX, NASCARD, RACEDAY
from tests.scenes.driver import Driver

LEAST = BODY_SIZE - 4  # the smallest words the panel may draw
HEADING = BODY_SIZE + 2  # "Ready to race", "3 problems": large, in their own colours
EVEN = 4.5  # the least contrast running text needs on its ground (WCAG AA)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def luminance(colour: tuple[int, ...]) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: tuple[int, ...], two: tuple[int, ...]) -> float:
    light, dark = sorted((luminance(one), luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def drawn(
    scene: EditorScene, monkeypatch: pytest.MonkeyPatch, panel: str = "_draw_problems"
) -> list[tuple[str, int, tuple[int, ...]]]:
    """Each text the panel (the side panel, or the palette's `_draw_palette`) renders: its words,
    size and colour."""
    seen: list[tuple[str, int, tuple[int, ...]]] = []

    class Noted:
        def __init__(self, size: int, bold: bool = False) -> None:
            self.size_of, self.face = size, font(size, bold=bold)

        def render(self, text: str, antialias: bool, colour: tuple[int, ...], *args: Any) -> pygame.Surface:
            seen.append((text, self.size_of, tuple(colour)))
            return self.face.render(text, antialias, colour, *args)

        def __getattr__(self, name: str) -> Any:
            return getattr(self.face, name)

    for module in (editor_scene, race_it_panel, palette_words):
        monkeypatch.setattr(module, "font", lambda size, bold=False: Noted(size, bold))
    getattr(scene, panel)(pygame.Surface(scene.ctx.size))
    monkeypatch.undo()
    return seen


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("doc", [TrackDocument("mindcycling", "Short", MINDCYCLING.pieces[:2]), RACEDAY])
def test_the_side_panel_is_as_large_and_dark_as_the_tables(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], doc: TrackDocument
) -> None:
    game_hooks.install()
    driver = Driver(make_app(size))
    driver.frames(1)
    scene = EditorScene(driver.app.ctx, EditorGame(doc.game), doc)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    texts = drawn(scene, monkeypatch)
    assert texts
    for text, points, colour in texts:
        assert points >= LEAST, (text, points)
        if points != HEADING:
            assert contrast(colour, CREAM) >= EVEN, (text, colour)
    hint = "Saving keeps it as a draft." if scene.problems else "Race computer players on this track"
    assert any(text.startswith(hint[:12]) and points == BODY_SIZE for text, points, _colour in texts), texts


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
@pytest.mark.parametrize("doc", [NASCARD, RACEDAY, MINDCYCLING, MOTOX], ids=lambda doc: doc.game)
def test_the_palette_s_words_are_as_large_and_dark_as_the_side_panel_s(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], doc: TrackDocument,
    language: str,
) -> None:
    """The group headings and the pieces' names ("Corner C1", "Rétrécissement") were 15 points
    in a soft grey, down to 11: now at least the side panel's smallest, dark, names whole."""
    game_hooks.install()
    driver = Driver(make_app(size))
    driver.frames(1)
    driver.app.ctx.speak(language)
    scene = EditorScene(driver.app.ctx, EditorGame(doc.game), doc)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    palette = scene.board.palette_rect
    assert palette.right < scene.board.camera.viewport.left
    texts = drawn(scene, monkeypatch, "_draw_palette")
    for text, points, colour in texts:
        assert points >= LEAST, (text, points)
        assert contrast(colour, CREAM) >= EVEN, (text, colour)
    shown = " ".join(text for text, _points, _colour in texts)
    heads = scene.board.group_headings()
    assert heads and all(group in shown for group, y in heads if y < palette.bottom)
    tiles = [(kind, tile) for kind, tile in scene.board.tiles() if tile.bottom < palette.bottom]
    assert len(tiles) >= 4
    for kind, tile in tiles:
        assert tile.size == (TILE, TILE) and palette.contains(tile)
        assert " ".join(kind.label.split()) in shown or all(word in shown for word in kind.label.split())


def test_problems_the_panel_has_no_room_for_are_counted(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long list ended in a bare "...": how many more problems there are is now said."""
    game_hooks.install()
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    scene = EditorScene(driver.app.ctx, EditorGame(RACEDAY.game), RACEDAY)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    scene.problems = [Problem(f"Piece {n} does not join the piece before it.") for n in range(40)]
    texts = [text for text, _points, _colour in drawn(scene, monkeypatch)]
    shown = len(scene._problem_rows)
    assert 0 < shown < 40
    assert f"\u2026 and {40 - shown} more" in texts
