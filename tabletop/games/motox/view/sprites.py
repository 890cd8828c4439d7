"""What MotoX puts on the table, shared by the view's input, animation and drawing modules."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.games.motox.components import Components, TileFace
from tabletop.games.motox.state import MotoXState
from tabletop.games.motox.track_model import Point
from tabletop.games.motox.view.art import COIN, COIN_EDGE, PiecepackDie, tile_image
from tabletop.games.motox.view.layout import DIE, Areas
from tabletop.sprite_factory.palette import INK, INK_SOFT, RGB
from tabletop.table.machinery.camera import Camera
from tabletop.table.machinery.camera import Point as ScreenPoint
from tabletop.table.machinery.text import fit_font, text_image
from tabletop.table.pieces.button import ButtonSprite
from tabletop.table.pieces.drop_zone import DropZone
from tabletop.table.pieces.popup import Popup
from tabletop.table.pieces.sprite import TableSprite
from tabletop.table.pieces.token_sprite import TokenSprite

STOCK_TILE = 96  # screen pixels
STOCK_COIN = 40


class StockTile(TableSprite):
    """The viewer's next tile, in the stock; dragged onto a lit place on the board."""

    def __init__(self, parts: Components, face: TileFace) -> None:
        super().__init__((STOCK_TILE, STOCK_TILE), payload=("tile",), draggable=True)
        self.parts = parts
        self.face = face

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rect = self.screen_rect()
        image = tile_image(self.parts, self.face, rect.width)
        pygame.draw.rect(surface, (18, 40, 26), rect.move(3, 4), border_radius=8)
        surface.blit(image, rect)
        if self.highlight is not None:
            pygame.draw.rect(surface, self.highlight.colour, rect.inflate(8, 8), 4, border_radius=10)


class StockCoin(TableSprite):
    """A building coin from the viewer's stock; dragged onto a lit ramp edge."""

    def __init__(self) -> None:
        super().__init__((STOCK_COIN, STOCK_COIN), payload=("coin",), draggable=True)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        centre = self.screen_pos
        r = self.screen_size()[0] / 2
        pygame.draw.circle(surface, COIN_EDGE, centre + pygame.Vector2(1, 3), r)
        pygame.draw.circle(surface, COIN, centre, r)
        pygame.draw.circle(surface, COIN_EDGE, centre, r, 2)
        if self.highlight is not None:
            pygame.draw.circle(surface, self.highlight.colour, centre, r + 5, 4)


class ChoiceButton(ButtonSprite):
    """A button of the choices strip with a smaller second line (the price), so that both
    stay readable in a narrow column rather than one long line shrunk to nothing."""

    def __init__(
        self, text: str, note: str, size: tuple[int, int], *, pos: ScreenPoint, payload: object
    ) -> None:
        super().__init__(text, size, pos=pos, payload=payload)
        self.note = note

    def draw(self, surface: pygame.Surface) -> None:
        if not self.note or not self.visible:
            super().draw(surface)
            return
        words, self.text = self.text, ""
        super().draw(surface)  # the plate alone
        self.text = words
        rect = self.screen_rect()
        room = rect.width - 12
        title = fit_font(words, room, 22, min_size=14).render(words, True, INK)
        note = fit_font(self.note, room, 17, min_size=12).render(self.note, True, INK_SOFT)
        gap = max(0, (rect.height - title.get_height() - note.get_height()) // 3)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + gap)))
        surface.blit(note, note.get_rect(midbottom=(rect.centerx, rect.bottom - gap)))


class Zone(DropZone):
    """A place a piece may go: a tile cell, a ramp edge or a space; `wipe` marks a wipe-out."""

    def __init__(
        self, kind: str, key: Any, rect: pygame.Rect, camera: Camera | None, round_shape: bool = False
    ) -> None:
        super().__init__(
            rect.size, pos=rect.center, camera=camera, payload=(kind, key), round_shape=round_shape
        )
        self.kind = kind
        self.key: Any = key
        self.wipe = False

    def world_rect(self) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.size)
        rect.center = (round(self.pos.x), round(self.pos.y))
        return rect


@dataclass(frozen=True)
class TrayRest:
    """The dice tray between rolls: the dice the last roll left on show and the words about it."""

    dice: tuple[int, ...] = ()
    line: str = ""


@dataclass
class Pieces:
    """Everything on show: the state drawn, the sprites, the zones, the choice in progress."""

    parts: Components
    watching: bool = False  # a replay's (TableHost.watching)
    state: MotoXState | None = None
    viewer: int | None = None
    waiting: tuple[int, ...] = ()
    # The position last shown at rest (state, viewer, waiting), whose prompt the tray keeps while
    # a move is shown: `state` is the move's outcome at once, but like the banner ("Anna has
    # played.") the tray must not name the next seat as deciding before the move has landed.
    at_rest: tuple[MotoXState, int | None, tuple[int, ...]] | None = None
    areas: Areas | None = None
    pawns: dict[int, TokenSprite] = field(default_factory=dict)
    dice: list[PiecepackDie] = field(default_factory=list)
    dice_shown: int = 0
    buttons: list[ButtonSprite] = field(default_factory=list)
    zones: list[Zone] = field(default_factory=list)
    stock_tile: StockTile | None = None
    stock_coin: StockCoin | None = None
    stock_pawn: TokenSprite | None = None
    chosen: int | None = None  # the number picked from the dice
    hovered: Zone | None = None
    popups: list[Popup] = field(default_factory=list)
    events_shown: int = 0  # the moves' events shown so far: fewer later means moves taken back
    tray_line: str = ""  # drawn now: a roll's words change as it lands
    # Dice in the air: their words ("Mika rolls to move…") say what is happening, and the prompt
    # of the position the roll answers ("Mika rolls for first player…" again) would only echo them.
    rolling: bool = False
    rest: TrayRest = TrayRest()  # the tray once the events shown so far have landed
    fresh_tile: tuple[int, float] | None = None  # a tile just laid (index, 0..1 landed)
    fresh_ramp: tuple[int, float] | None = None
    # Bikes whose wipe-out is yet to be shown: the state has them wiped out from the start of
    # the move, but the cross waits until the dice have landed and been read.
    wipes_to_come: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.dice = [PiecepackDie(0, size=DIE, payload=("die", i), seed=3 + i) for i in range(4)]

    def my_turn(self) -> bool:
        if self.watching:
            return False
        return self.state is not None and self.viewer is not None and self.viewer in self.waiting

    def occupied(self) -> dict[Point, int]:
        return self.state.occupied() if self.state is not None else {}


def label_surface(text: str, size: int, colour: RGB = INK) -> pygame.Surface:
    return text_image(text, size, colour, bold=True)
