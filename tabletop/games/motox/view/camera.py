"""Where MotoX's camera looks: the whole track when its tiles can be shown at a readable size,
else the part where the play is, never so far out that a tile is too small to read.

What must be in sight (the focus) is every place lit for the player to act, and the bike
to act: the coach rings one of those, so the ring is in sight too. A view the player has
panned or zoomed is kept while the focus stays inside it.
"""

from __future__ import annotations

import pygame

from tabletop.engine.contract import Action
from tabletop.games.motox.actions import Move, PlaceCoin, PlacePawn, PlaceTile, WipeOut
from tabletop.games.motox.state import MotoXState
from tabletop.games.motox.view.layout import SPACE, TILE, beside, ramp_point, space_rect, tile_rect

MIN_TILE = 96  # screen pixels: smaller, a tile's value and marks are hard to read
MAX_TILE = 190  # screen pixels: a short track is not blown up past this
MARGIN = 12  # screen pixels kept free round what is fitted


def focus(state: MotoXState, seat: int | None, legal: list[Action]) -> pygame.Rect | None:
    """The world that must be in sight for `seat` to act: its lit places and its bike.

    `legal`: the seat's legal actions now."""
    rects: list[pygame.Rect] = []
    course = state.course() if state.tiles else None
    if any(isinstance(a, PlaceTile) for a in legal):
        # Ramps can go anywhere along the track: the places for the next tile are what is in
        # play; a lit ramp edge further back is a pan or a zoom away.
        legal = [a for a in legal if not isinstance(a, PlaceCoin)]
    for action in legal:
        if isinstance(action, PlaceTile):
            rects.append(tile_rect((action.x, action.y)))
        elif isinstance(action, PlaceCoin) and course is not None:
            rects.append(_around(ramp_point(course, action.tile)[0]))
        elif isinstance(action, (PlacePawn, WipeOut)):
            rects.append(space_rect((action.x, action.y)))
        elif isinstance(action, Move):
            rects.extend(space_rect(space) for space in action.path)
    bike = state.bikes[seat] if seat is not None and seat < len(state.bikes) else None
    if bike is not None and bike.space is not None and course is not None and course.on_track(bike.space):
        rects.append(_around(beside(course, bike.space)) if bike.wiped else space_rect(bike.space))
    return rects[0].unionall(rects[1:]) if rects else None


def _around(point: pygame.Vector2) -> pygame.Rect:
    """A space's room round a world point (a ramp's lit edge, a bike lying beside the track)."""
    rect = pygame.Rect(0, 0, SPACE, SPACE)
    rect.center = (round(point.x), round(point.y))
    return rect


def window(room: tuple[int, int], track: pygame.Rect, wanted: pygame.Rect | None) -> pygame.Rect:
    """The world rect to fit into a board of `room` screen pixels: all of `track` if its
    tiles come out at least MIN_TILE, else a MIN_TILE view of the track round `wanted`
    (zoomed out further only if `wanted` itself would not fit)."""
    width, height = max(1, room[0] - 2 * MARGIN), max(1, room[1] - 2 * MARGIN)
    whole = min(width / max(1, track.width), height / max(1, track.height))
    least, most = MIN_TILE / TILE, MAX_TILE / TILE
    if whole >= least or wanted is None:
        zoom = min(whole, most)
        view = pygame.Rect(0, 0, round(width / zoom), round(height / zoom))
        view.center = track.center
        return view
    zoom = min(least, width / max(1, wanted.width), height / max(1, wanted.height))
    view = pygame.Rect(0, 0, round(width / zoom), round(height / zoom))
    # Show as much track and as little empty cloth as the view allows, keeping `wanted` in it.
    view.x = _slide(view.width, track.left, track.right, wanted.left, wanted.right)
    view.y = _slide(view.height, track.top, track.bottom, wanted.top, wanted.bottom)
    return view


def _slide(size: int, low: int, high: int, want_low: int, want_high: int) -> int:
    """Where a view `size` long starts on one axis: centred on the track if the track fits
    in it, else centred on what is wanted but within the track; always showing what is wanted."""
    if size >= high - low:
        start = (low + high - size) // 2
    else:
        start = max(low, min((want_low + want_high - size) // 2, high - size))
    return max(want_high - size, min(start, want_low))

