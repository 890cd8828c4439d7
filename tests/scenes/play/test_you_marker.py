"""The viewer's own piece is marked by a ring under the pieces: it hides no other piece and no
label, in every game that marks one (Mind Cycling's riders are checked in its own tests)."""

from __future__ import annotations

import sys

import pygame
import pytest

from tabletop.bench.scenarios import mid_game_match, open_table
from tabletop.games.mcs.view import McsView
from tabletop.games.motox.view import MotoXView
from tabletop.games.motox.view.layout import tile_rect
from tabletop.games.nascard.view import NascardView
from tabletop.games.raceday.view import RaceDayView
from tabletop.scenes.play.table_scene import TableScene
from tabletop.sprite_factory.palette import GOLD
from tabletop.table.pieces.sprite import TableSprite
from tabletop.table.pieces.you_marker import you_marker_rect
from tests.scenes.driver import Driver

ON_THE_START = 43  # the race about to start, your pawn on the first tile's row nearest the label


def pieces_of(scene: TableScene) -> tuple[TableSprite, list[TableSprite]]:
    """The viewer's (seat 0's) piece and everyone else's."""
    view = scene.view
    state = scene.match.state
    if scene.match.game_id == "motox":
        assert isinstance(view, MotoXView)
        pawns = view.pieces.pawns
        return pawns[0], [p for seat, p in pawns.items() if seat != 0 and p.visible]
    if isinstance(view, McsView):
        mine = set(state.players[0].colours)
        first = next(c for c in view.tokens if c in mine)
        return view.tokens[first], [t for c, t in view.tokens.items() if c not in mine]
    assert isinstance(view, (NascardView, RaceDayView))
    key = state.players[0].car if isinstance(view, NascardView) else 0
    return view.cars[key], [car for k, car in view.cars.items() if k != key]


def frame(driver: Driver, scene: TableScene) -> pygame.Surface:
    scene.backdrop.forget()  # the still pieces are kept in the backdrop: paint them again
    scene.draw(driver.app.screen)
    return driver.app.screen.copy()


@pytest.mark.parametrize(
    "game, actions", [("motox", 55), ("motox", ON_THE_START), ("nascard", 30), ("raceday", 30), ("mcs", 30)]
)
def test_the_ring_round_your_piece_hides_nothing(
    driver: Driver, monkeypatch: pytest.MonkeyPatch, game: str, actions: int
) -> None:
    scene = open_table(driver.app, mid_game_match(game, actions=actions))
    driver.frames(3)
    driver.settle(scene.animator)
    mine, others = pieces_of(scene)
    assert others
    ringed = frame(driver, scene)
    ring = you_marker_rect(mine.screen_rect())
    # The ring shows gold on a side no other piece stands over (a piece's own labels may lie on it).
    inward = range(3, 7)
    sides = [
        [(ring.x + i, ring.centery) for i in inward], [(ring.right - i, ring.centery) for i in inward],
        [(ring.centerx, ring.y + i) for i in inward], [(ring.centerx, ring.bottom - i) for i in inward],
    ]
    free = [side for side in sides
            if not any(o.visible and o.screen_rect().collidepoint(pos) for o in others for pos in side)]
    assert any(tuple(ringed.get_at(pos))[:3] == GOLD for side in free for pos in side)
    calls: list[pygame.Rect] = []
    # Wherever the game's view package keeps its drawing, the ring is drawn through that module's name.
    drawers = [module for name, module in list(sys.modules.items())
               if name.startswith(f"tabletop.games.{game}.") and hasattr(module, "draw_you_marker")]
    assert drawers
    for module in drawers:
        monkeypatch.setattr(module, "draw_you_marker", lambda s, r: calls.append(r))
    bare = frame(driver, scene)
    assert calls
    for other in others:
        if not other.visible or not other.screen_rect().colliderect(ring.inflate(60, 60)):
            continue
        # Where the other piece paints, the frame is the same with the ring or without it.
        alone = pygame.Surface(ringed.get_size(), pygame.SRCALPHA)
        other.draw(alone)
        area = other.screen_rect().clip(alone.get_rect())
        for x in range(area.left, area.right):
            for y in range(area.top, area.bottom):
                # Through a pixel of the piece only as much shows as the piece lets through.
                cover = alone.get_at((x, y)).a
                if cover > 200:
                    pair = zip(ringed.get_at((x, y)), bare.get_at((x, y)), strict=True)
                    change = max(abs(a - b) for a, b in pair)
                    assert change <= 255 - cover + 2, (other.payload, x, y, cover, change)
    if isinstance(scene.view, MotoXView) and actions == ON_THE_START:
        # Your pawn on the front row of the first tile: the START label above it reads whole.
        camera = scene.view.camera
        first = camera.world_rect_to_screen(tile_rect(scene.match.state.tiles[0].cell))
        high = round(28 * camera.zoom)
        label = pygame.Rect(first.x, first.y - 3 - high, first.width, high)
        assert label.colliderect(ring.inflate(40, 40)), "the pawn is not on the first tile's front row"
        for x in range(label.left, label.right):
            for y in range(label.top, label.bottom):
                assert ringed.get_at((x, y)) == bare.get_at((x, y)), (x, y)
