"""MotoX's still track drawn once at the camera's zoom, a little past the board's edges.

The table's backdrop is redrawn whenever the camera moves; with this layer a pan only
moves one picture of the track instead of drawing every tile, mark and ramp again.
The layer is drawn afresh when the zoom or the track changes, or when a pan has
brought in a part of the track it does not hold. Its pixels line up with the camera's
(it is drawn through a camera shifted by whole pixels), so the track looks exactly as
drawn straight onto the table.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from tabletop.games.motox.view.drawing import draw_still, still_key
from tabletop.games.motox.view.layout import TILE, tile_rect
from tabletop.games.motox.view.sprites import Pieces
from tabletop.table.machinery.camera import Camera

REACH = 0.25  # how far past each edge of the board the layer reaches, as a share of the board


class TrackLayer:
    def __init__(self) -> None:
        self._key: Hashable = None
        self._image: pygame.Surface | None = None
        self._origin = pygame.Vector2()  # the world point at the image's top-left corner
        self._reach = pygame.Rect(0, 0, 0, 0)  # the screen it holds, from that corner

    def draw(self, surface: pygame.Surface, camera: Camera, pieces: Pieces, board: pygame.Rect) -> None:
        """The still track as `camera` sees it, onto the `board` part of `surface`."""
        key = (camera.zoom, still_key(pieces))
        if key != self._key or not self._reach.move(self._corner(camera)).contains(board):
            self._render(camera, pieces, board)
            self._key = key
        if self._image is not None:
            surface.blit(self._image, self._corner(camera))

    def _corner(self, camera: Camera) -> tuple[int, int]:
        """Where the image's top-left corner is on screen now (pans move it by whole pixels)."""
        spot = camera.world_to_screen(self._origin)
        return round(spot.x), round(spot.y)

    def _render(self, camera: Camera, pieces: Pieces, board: pygame.Rect) -> None:
        reach = board.inflate(round(board.width * REACH) * 2, round(board.height * REACH) * 2)
        area = reach.clip(camera.world_rect_to_screen(_track_bounds(pieces)))
        corner = area.topleft if area.width and area.height else reach.topleft
        self._origin = camera.screen_to_world(corner)
        self._reach = reach.move(-corner[0], -corner[1])
        if not area.width or not area.height:
            self._image = None
            return
        # The camera moved by whole pixels to the area's corner: the same pixels, in the image.
        limits = {"min_zoom": camera.min_zoom, "max_zoom": camera.max_zoom}
        shifted = Camera(pygame.Rect((0, 0), area.size), zoom=camera.zoom, **limits)
        shifted.origin = pygame.Vector2(self._origin)
        self._image = pygame.Surface(area.size, pygame.SRCALPHA)
        draw_still(self._image, shifted, pieces)


def _track_bounds(pieces: Pieces) -> pygame.Rect:
    """The world the track's tiles, marks and ramps may be drawn on."""
    state = pieces.state
    if state is None or not state.tiles:
        return pygame.Rect(0, 0, 0, 0)
    bounds = tile_rect(state.tiles[0].cell)
    for placed in state.tiles[1:]:
        bounds.union_ip(tile_rect(placed.cell))
    return bounds.inflate(TILE, TILE)
