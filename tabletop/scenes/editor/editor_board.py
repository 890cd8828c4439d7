"""The editor's board and palette under the mouse: hit tests, drags, snapping, marquee selection.

The board turns pointer events into new documents (a piece dropped, pieces
moved) and selections; it never touches files or widgets. It reads only
`event.pos`, so tests drive it by posting mouse events.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from tabletop.engine.track_design.document import Piece, TrackDocument
from tabletop.engine.track_design.geometry import snap
from tabletop.engine.track_design.palette import Palette, PieceKind
from tabletop.scenes.editor.palette_words import heading_room, label_room
from tabletop.table.machinery.camera import Camera

TILE = 74  # palette tile size in pixels
TILE_GAP = 8
PALETTE_TOP = 34  # the palette's title, above its pieces
LABEL_ROOM = 16  # a column's width a piece's name leaves free
DRAG_START = 6  # pixels the pointer must move before a press becomes a drag
PAN_BUTTONS = (pygame.BUTTON_MIDDLE, pygame.BUTTON_RIGHT)
CELL_PIXELS = 84  # the starting zoom: pixels per grid cell


@dataclass
class Drag:
    """A press on the palette (`kind` set), on pieces (`indices`) or on empty board (a marquee)."""

    start: tuple[int, int]
    pos: tuple[int, int]
    kind: str | None = None
    side: str = "a"
    indices: tuple[int, ...] = ()
    moved: bool = False


@dataclass
class Board:
    palette: Palette
    camera: Camera = field(default_factory=lambda: Camera(pygame.Rect(0, 0, 100, 100), zoom=CELL_PIXELS,
                                                          min_zoom=24, max_zoom=220))
    palette_rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    heading: int = 0  # the way new pieces face; R turns it while dragging from the palette
    sides: dict[str, str] = field(default_factory=dict)  # side shown per palette tile
    drag: Drag | None = None
    scroll: int = 0  # palette scroll in pixels
    _pan_from: tuple[int, int] | None = None

    # -- geometry --------------------------------------------------------------------------

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int]:
        world = self.camera.screen_to_world(pos)
        return (math.floor(world.x), math.floor(world.y))

    def cell_centre(self, cell: tuple[float, float]) -> pygame.Vector2:
        return self.camera.world_to_screen((cell[0] + 0.5, cell[1] + 0.5))

    def tiles(self) -> list[tuple[PieceKind, pygame.Rect]]:
        """Each palette piece and its tile, in groups, two tiles a row."""
        return self._palette_layout()[1]

    def group_headings(self) -> list[tuple[str, int]]:
        """Each group's heading and the top of its line."""
        return self._palette_layout()[0]

    def palette_view(self) -> pygame.Rect:
        """The palette's part that scrolls: below its title, inside its frame."""
        rect = self.palette_rect
        top = rect.top + PALETTE_TOP
        return pygame.Rect(rect.left + 2, top, rect.width - 4, rect.bottom - 2 - top)

    def palette_height(self) -> int:
        """How tall the palette's headings and tiles are together, scrolled or not."""
        return self._palette_layout()[2] + self.scroll - (self.palette_rect.top + PALETTE_TOP)

    def scroll_palette(self, pixels: int) -> None:
        """Scroll the palette by `pixels` (up when negative), no further than its last row."""
        most = max(0, self.palette_height() - self.palette_view().height)
        self.scroll = max(0, min(most, self.scroll + pixels))

    def label_width(self) -> int:
        """How wide a piece's name under its tile may be: its column, less the room that keeps two
        names side by side apart and the right one off the scroll bar (French "2 des Couronnes
        3 des Couronnes" read as one line, its last letter under the bar). A word no line can
        break takes some of that room (`palette_words.label_lines`)."""
        return self._column() - LABEL_ROOM

    def _column(self) -> int:
        rect = self.palette_rect
        per_row = max(1, (rect.width - TILE_GAP) // (TILE + TILE_GAP))
        return max(TILE, (rect.width - TILE_GAP) // per_row)

    def _palette_layout(self) -> tuple[list[tuple[str, int]], list[tuple[PieceKind, pygame.Rect]], int]:
        """The group headings and the tiles: each tile centred in its column, each row as tall
        as the longest name under it (one line or two); and where the last row ends."""
        rect = self.palette_rect
        column = self._column()
        per_row = max(1, (rect.width - TILE_GAP) // column)
        headings: list[tuple[str, int]] = []
        tiles: list[tuple[PieceKind, pygame.Rect]] = []
        y = rect.top + PALETTE_TOP - self.scroll
        for group in self.palette.groups():
            headings.append((group, y))
            y += heading_room()
            kinds = [k for k in self.palette.kinds if k.group == group]
            for first in range(0, len(kinds), per_row):
                row = kinds[first:first + per_row]
                for col, kind in enumerate(row):
                    left = rect.left + TILE_GAP // 2 + col * column + (column - TILE) // 2
                    tiles.append((kind, pygame.Rect(left, y, TILE, TILE)))
                names = max(label_room(kind.label, self.label_width()) for kind in row)
                y += TILE + 2 + names + TILE_GAP
            y += 4
        return headings, tiles, y

    def tile_at(self, pos: tuple[int, int]) -> PieceKind | None:
        if not self.palette_rect.collidepoint(pos):
            return None
        return next((kind for kind, tile in self.tiles() if tile.collidepoint(pos)), None)

    def side_of(self, kind: PieceKind) -> str:
        return self.sides.get(kind.id, kind.sides[0].id)

    def piece_at(self, doc: TrackDocument, pos: tuple[int, int]) -> int | None:
        return doc.at(self.cell_at(pos))

    def fit(self, doc: TrackDocument) -> None:
        if not doc.pieces:
            # About CELL_PIXELS, so that the board is a whole number of grid columns wide: none
            # is cut by the side panel's edge (a tile laid there would show half).
            columns = max(1, round(self.camera.viewport.width / CELL_PIXELS))
            self.camera.zoom = self.camera.viewport.width / columns
            self.camera.origin = pygame.Vector2(-1, -1)
            return
        xs = [p.x for p in doc.pieces]
        ys = [p.y for p in doc.pieces]
        area = pygame.FRect(min(xs) - 1, min(ys) - 1, max(xs) - min(xs) + 3, max(ys) - min(ys) + 3)
        self.camera.fit(area, margin=10)

    # -- the pointer ---------------------------------------------------------------------------

    def press(self, doc: TrackDocument, selection: set[int], pos: tuple[int, int], shift: bool) -> set[int]:
        """A left press: start a drag; the selection it leaves."""
        kind = self.tile_at(pos)
        if kind is not None:
            self.drag = Drag(pos, pos, kind=kind.id, side=self.side_of(kind))
            return selection
        if self.palette_rect.collidepoint(pos) or not self.camera.viewport.collidepoint(pos):
            return selection
        index = self.piece_at(doc, pos)
        if index is None:
            self.drag = Drag(pos, pos)
            return selection if shift else set()
        if shift:
            selection = selection ^ {index}
        elif index not in selection:
            selection = {index}
        self.drag = Drag(pos, pos, indices=tuple(sorted(selection)) if index in selection else ())
        return selection

    def motion(self, pos: tuple[int, int]) -> None:
        self.camera.pointer = pos
        if self._pan_from is not None:
            self.camera.pan(pos[0] - self._pan_from[0], pos[1] - self._pan_from[1])
            self._pan_from = pos
        if self.drag is not None:
            self.drag.pos = pos
            if math.dist(pos, self.drag.start) >= DRAG_START:
                self.drag.moved = True

    def release(
        self, doc: TrackDocument, selection: set[int], pos: tuple[int, int]
    ) -> tuple[TrackDocument, set[int]]:
        """End a drag: the document and selection after it."""
        drag = self.drag
        if drag is None:
            return doc, selection
        drag.pos = pos
        dropped = self.dropped(doc)
        self.drag = None
        if drag.kind is not None:
            return (doc, selection) if dropped is None else (dropped, {len(doc.pieces)})
        if drag.indices:
            if drag.moved and self.palette_rect.collidepoint(pos):  # put back in the box
                return doc.deleted(drag.indices), set()
            return (doc, selection) if dropped is None else (dropped, selection)
        if drag.moved:
            return doc, selection | self._in_marquee(doc, drag)
        return doc, selection

    def dropped(self, doc: TrackDocument) -> TrackDocument | None:
        """The track if the pieces being dragged were dropped now: None where a drop lays nothing
        (a press that has not moved, a marquee, the pointer off the board or over the palette)."""
        drag = self.drag
        if drag is None or not drag.moved or not self.camera.viewport.collidepoint(drag.pos):
            return None
        if self.palette_rect.collidepoint(drag.pos):
            return None
        if drag.kind is not None:
            return doc.added(self.placed(doc, drag))
        return self._moved(doc, drag) if drag.indices else None

    def placed(self, doc: TrackDocument, drag: Drag, ignore: frozenset[int] = frozenset()) -> Piece:
        """Where the dragged palette piece (or the one moved piece) would land now."""
        world = self.camera.screen_to_world(drag.pos)
        kind = drag.kind or doc.pieces[drag.indices[0]].kind
        side = drag.side if drag.kind else doc.pieces[drag.indices[0]].side
        heading = self.heading if drag.kind else doc.pieces[drag.indices[0]].heading
        return snap(doc, self.palette, kind, side, (world.x, world.y), heading, ignore)

    def _moved(self, doc: TrackDocument, drag: Drag) -> TrackDocument:
        if len(drag.indices) == 1:
            index = drag.indices[0]
            piece = self.placed(doc, drag, frozenset(drag.indices))
            return doc.replaced(index, piece)
        (ax, ay), (bx, by) = self.cell_at(drag.start), self.cell_at(drag.pos)
        return doc.moved(drag.indices, bx - ax, by - ay)

    def preview(self, doc: TrackDocument) -> list[Piece]:
        """Where the pieces being dragged would land if dropped now (drawn as ghosts)."""
        dropped = self.dropped(doc)
        if dropped is None or self.drag is None:
            return []
        if self.drag.kind is not None:
            return [dropped.pieces[-1]]
        return [dropped.pieces[i] for i in self.drag.indices]

    def _in_marquee(self, doc: TrackDocument, drag: Drag) -> set[int]:
        a = self.camera.screen_to_world(drag.start)
        b = self.camera.screen_to_world(drag.pos)
        left, right = sorted((a.x, b.x))
        top, bottom = sorted((a.y, b.y))
        return {
            i for i, p in enumerate(doc.pieces) if left <= p.x + 0.5 <= right and top <= p.y + 0.5 <= bottom
        }

    def pan_event(self, event: pygame.event.Event) -> bool:
        """Pan with the middle or right button held; zoom with the wheel."""
        pressed = event.type == pygame.MOUSEBUTTONDOWN and event.button in PAN_BUTTONS
        if pressed and self.camera.viewport.collidepoint(event.pos):
            self._pan_from = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in PAN_BUTTONS and self._pan_from is not None:
            self._pan_from = None
            return True
        if event.type == pygame.MOUSEWHEEL:
            pointer = self.camera.pointer
            if pointer is not None and self.palette_rect.collidepoint(pointer):
                self.scroll_palette(-event.y * 40)
                return True
            return self.camera.handle_event(event)
        return False
