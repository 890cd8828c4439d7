"""While the computers build a track too big for the board, a ramp raised anywhere along it
comes into sight as its coin lands, and its words ("Ramp 2") rise over it: never on empty
cloth at the board's edge while the tile lies out of sight under the banner or the strip.
No tile is ever half under them meanwhile."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.motox.state import BUILD, ORDER
from tabletop.games.motox.view import drawing
from tabletop.games.motox.view.layout import tile_centre, tile_rect
from tabletop.games.registry import rules_for
from tabletop.games.simulate import make_bot
from tabletop.language import _, set_language
from tabletop.table.machinery.camera import Camera
from tabletop.table.pieces.popup import Rising, popup_boxes
from tests.scenes.driver import main_menu
from tests.scenes.play.motox.test_table_motox import view_of
from tests.scenes.tables import push_table

SEATS = tuple(SeatSetup(name, True, colour, "normal") for name, colour in
              (("Ann", "red"), ("Bob", "blue"), ("Cid", "green"), ("Dee", "yellow")))


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def built_to(tiles: int, seed: int) -> Match:
    """A game the four computers build, played away from the table until `tiles` are laid."""
    rules = rules_for("motox")
    match = Match(rules, Setup(SEATS, {}), seed)
    bots = [make_bot("motox", "game", seed + seat, players=len(SEATS)) for seat in range(len(SEATS))]
    while len(match.state.tiles) < tiles:
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
    return match


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_ramp_raised_out_of_sight_comes_into_sight_with_its_words_over_it(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    """Seed 5 from the 12th tile on: the computers raise ramps on tiles the view round the
    places for the next tile leaves under the strip (the words once stood on the cloth above)."""
    driver = main_menu(make_app, size)
    driver.app.ctx.update_settings(animation_speed="fast")  # words still rise, the test runs sooner
    driver.app.ctx.speak(lang)
    scene = push_table(driver, built_to(12, 5))
    view = view_of(scene)
    ramp_words = _("Ramp {height}").split(" ", 1)[0]
    landed: set[tuple[int, int]] = set()
    risen: Counter[tuple[int, int]] = Counter()  # frames each raised tile's words were drawn
    apart: list[tuple[str, pygame.Rect, pygame.Rect]] = []

    def spy(surface: pygame.Surface, camera: Camera, popups: Iterable[Rising], **kwargs: object) -> None:
        """Before drawing them: each ramp's words drawn stand over their tile, the tile in sight."""
        shown = list(popups)
        letters = kwargs["size"]
        state = view.pieces.state
        assert isinstance(letters, int) and state is not None
        for popup, box in zip(shown, popup_boxes(camera, shown, letters), strict=True):
            if not popup.text.startswith(ramp_words):
                continue
            # Its tile: the nearest raised one straight under the point the words rose from.
            under = [t.cell for t in state.tiles if t.ramp and tile_centre(t.cell).x == popup.pos.x
                     and tile_centre(t.cell).y > popup.pos.y]
            assert under, popup
            cell = min(under, key=lambda cell: cell[1])
            tile = camera.world_rect_to_screen(tile_rect(cell))
            over = tile.left <= box.centerx <= tile.right
            over = over and tile.top - box.height <= box.centery <= tile.bottom
            if not (view.table.contains(tile) and over):
                apart.append((popup.text, box, tile))
            risen[cell] += 1
        real_draw(surface, camera, shown, **kwargs)

    real_draw = drawing.draw_popups
    monkeypatch.setattr(drawing, "draw_popups", spy)
    while scene.match.state.phase in (ORDER, BUILD):
        driver.frames(1)
        state, landing = view.pieces.state, view.pieces.fresh_ramp
        assert state is not None
        shown = [view.camera.world_rect_to_screen(tile_rect(t.cell)) for t in state.tiles]
        board = view.table
        cut = [i for i, rect in enumerate(shown) if rect.colliderect(board) and not board.contains(rect)]
        assert cut == [], ("tiles half under the banner, the strip or the side panel", cut)
        if landing is not None and landing[1] > 0:  # on its way down
            tile = view.camera.world_rect_to_screen(tile_rect(state.tiles[landing[0]].cell))
            assert view.table.contains(tile), ("a coin lands out of sight", landing[0], tile)
            landed.add(state.tiles[landing[0]].cell)
    assert len(landed) >= 3, "ramps were raised"
    assert apart == [], apart[:3]
    # Long enough to read (a quarter of a second at this speed), not a flash before the view
    # goes back to the places for the next tile.
    assert [cell for cell in landed if risen[cell] < 15] == [], risen
