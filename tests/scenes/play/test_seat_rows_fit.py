"""The seat panel's words stay legible with the longest names New game allows, computer levels
and a game's own notes, in English and French, at the smallest window and a usual one: never
shrunk below their least size, a long note on a line of its own where the column has room,
else the least words left out behind an ellipsis, and the row's hover note saying it all."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.files.settings import MIN_WINDOW_SIZE
from tabletop.games.motox.state import ORDER
from tabletop.games.registry import rules_for
from tabletop.games.simulate import MatchBot
from tabletop.language import set_language
from tabletop.scenes.menus.new_game import NAME_LIMIT
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.machinery.text import font
from tabletop.table.panels.panel import PADDING
from tabletop.table.panels.seat_panel import ELLIPSIS, FIELD_SMALLER, LEAST_FIELD, SWATCH, field_size, title
from tests.scenes.driver import Driver
from tests.scenes.play.test_table_explains import hover
from tests.scenes.tables import push_table

LONG = ("Alexandra Vandenberg", "Bartholomew Ashworth", "Maximilian Oberhofer", "WWWWWWWWWWWWWWWWWWWW")
COLOURS = ("red", "blue", "green", "yellow", "purple", "orange")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def ink_height(surface: pygame.Surface, area: pygame.Rect) -> int:
    """How many pixel rows of `area` the title's dark ink reaches, top to bottom."""
    inked = [y for y in range(area.top, area.bottom)
             if any(sum(surface.get_at((x, y))[:3]) < 240 for x in range(area.left, area.right))]
    return inked[-1] - inked[0] + 1 if inked else 0


def seats(count: int) -> tuple[SeatSetup, ...]:
    """A person and computers at every level, long names and the form's own "Computer 2"."""
    assert all(len(name) == NAME_LIMIT for name in LONG)
    names = (LONG[0], "Computer 2", *LONG[1:], "Computer 6")
    levels = ("easy", "normal", "hard")
    return tuple(
        SeatSetup(names[seat], seat > 0, COLOURS[seat], level=levels[seat % 3]) for seat in range(count)
    )


def table(driver: Driver, game: str, count: int) -> TableScene:
    """`game` under way (MotoX past its roll for first, so one seat "starts each round"), waiting
    for the person: no computer's move changes the rows while the test reads them."""
    match = Match(rules_for(game), Setup(seats(count), {}), 3)
    bots = [MatchBot(match, seat) for seat in range(count)]
    for _ in range(100):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.rules, match.rules.view(match.state, seat), seat))
        if match.to_act()[0] == 0 and (game != "motox" or match.state.phase != ORDER):
            return push_table(driver, match)
    raise AssertionError("the person never came to play")


@pytest.mark.parametrize("size", [MIN_WINDOW_SIZE, (1280, 720)])
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game, count", [("motox", 4), ("raceday", 6), ("mindcycling", 6)])
def test_every_row_reads_at_a_legible_size(
    make_app: type[App], size: tuple[int, int], language: str, game: str, count: int
) -> None:
    driver = Driver(make_app(size))
    driver.frames(1)
    driver.app.ctx.speak(language)
    scene = table(driver, game, count)
    panel = scene.seats
    room = panel.rect.width - 2 * PADDING - SWATCH - 10
    boxes = panel._boxes()
    assert len(boxes) == count, "every seat has its row"
    picture = pygame.Surface(driver.app.ctx.size)
    panel.draw(picture)
    capital = font(field_size(panel.font_size)).render("H", True, (0, 0, 0), (255, 255, 255))
    capitals = ink_height(capital, capital.get_rect())
    name_height = font(panel.font_size).get_linesize()
    noted_below = 0
    for box, index in boxes:
        # As drawn: the title's letters are no smaller than the capitals of the lines under it.
        words = pygame.Rect(box.x + PADDING + SWATCH + 10, box.y + PADDING, room, name_height)
        assert ink_height(picture, words) >= capitals, panel.rows[index]
        row = panel.rows[index]
        name, *under = panel.lines(index)
        assert name.size >= panel.font_size - FIELD_SMALLER, name
        for line in (name, *under):
            assert line.size >= LEAST_FIELD and font(line.size).size(line.text)[0] <= room, line
        whole = [title(row), *row.fields]
        if len(under) > len(row.fields):
            whole = [row.name, row.note, *row.fields]
            noted_below += 1
        drawn = [line.text for line in (name, *under)]
        for text, words in zip(drawn, whole, strict=True):
            # Shortened, a row says so, or keeps a computer's note from its level's end.
            tail = text[len(row.name) + 2:-1]
            kept = row.level and text.startswith(f"{row.name} (") and row.note.endswith(f" {tail}")
            assert text == words or ELLIPSIS in text or kept, (text, words)
        if drawn != whole:
            told = hover(driver, scene, box.center)
            assert title(row) in told and all(text in told for text in row.fields), told
    if game == "motox":
        assert noted_below, "a long note has a line of its own where the column has room"
