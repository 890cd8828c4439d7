"""Where MotoX's camera looks: the whole track when its tiles can be shown at a readable size,
else the part where the play is, never so far out that a tile is too small to read.

What must be in sight (the focus) is every place lit for the player to act, and the bike
to act: the coach rings one of those, so the ring is in sight too. In the race, a view round it
takes in the other bikes too (as Mind Cycling keeps every rider) where tiles stay readable. A
view the player has panned or zoomed is kept while the focus stays inside it.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.engine.contract import Action
from tabletop.games.motox.actions import Move, PlaceCoin, PlacePawn, PlaceTile, WipeOut
from tabletop.games.motox.state import DECIDE, MOVE, MotoXState
from tabletop.games.motox.view.layout import SPACE, TILE, lying_spot, ramp_point, space_rect, tile_rect

MIN_TILE = 76  # screen pixels: a view of part of the track shows its tiles no smaller
WHOLE_TILE = 56  # screen pixels: the whole track is shown if its tiles come out no smaller (still read)
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
    rects.extend(bike_rects(state, [seat] if seat is not None else []))
    return rects[0].unionall(rects[1:]) if rects else None


def bike_rects(state: MotoXState, seats: Sequence[int] | None = None) -> list[pygame.Rect]:
    """The world round each bike on the track of `seats` (every bike in the race when None)."""
    course = state.course() if state.tiles else None
    if seats is None:
        seats = [b.seat for b in state.bikes] if state.phase in (DECIDE, MOVE) else []
    rects = []
    for seat in seats:
        bike = state.bikes[seat] if seat < len(state.bikes) else None
        if bike is not None and bike.space is not None and course is not None and course.on_track(bike.space):
            rects.append(
                _around(lying_spot(course, state.bikes, bike.seat)) if bike.wiped else space_rect(bike.space)
            )
    return rects


def _around(point: pygame.Vector2) -> pygame.Rect:
    """A space's room round a world point (a ramp's lit edge, a bike lying beside the track)."""
    rect = pygame.Rect(0, 0, SPACE, SPACE)
    rect.center = (round(point.x), round(point.y))
    return rect


def window(
    room: tuple[int, int],
    track: pygame.Rect,
    wanted: pygame.Rect | None,
    tiles: Sequence[pygame.Rect] = (),
    also: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """The world rect to fit into a board of `room` screen pixels: all of `track` if its
    tiles come out at least WHOLE_TILE, else a MIN_TILE view of the track round `wanted`
    (zoomed out further only if `wanted` itself would not fit).

    `tiles`: the world rects of the tiles laid and of the places lit for one. A partial view
    keeps the tiles `wanted` lies on whole, and then shows as many other whole tiles as it can
    (rather than the empty cloth inside the track's bounding box) and cuts as few as it can.
    `also` (the other bikes in the race) joins `wanted` where that still shows MIN_TILE tiles."""
    width, height = max(1, room[0] - 2 * MARGIN), max(1, room[1] - 2 * MARGIN)
    whole = min(width / max(1, track.width), height / max(1, track.height))
    least, most = MIN_TILE / TILE, MAX_TILE / TILE
    # Readable, a little smaller than a part of the track is shown: all of it at one glance.
    if whole >= WHOLE_TILE / TILE or wanted is None:
        zoom = min(whole, most)
        view = pygame.Rect(0, 0, round(width / zoom), round(height / zoom))
        view.center = track.center
        return view
    best = _round(room, wanted, tiles)
    joined = wanted.unionall(list(also)) if also else wanted
    if joined != wanted and min(width / max(1, joined.width), height / max(1, joined.height)) >= least:
        with_all = _round(room, joined, tiles)
        if with_all[1] <= best[1] and with_all[2] >= least:  # no more tiles cut, none smaller
            best = with_all
    return best[3]


def _round(
    room: tuple[int, int], wanted: pygame.Rect, tiles: Sequence[pygame.Rect]
) -> tuple[int, int, float, pygame.Rect]:
    """The partial view round `wanted` (see `window`), as `_framed` gives it."""
    width, height = max(1, room[0] - 2 * MARGIN), max(1, room[1] - 2 * MARGIN)
    least, most = MIN_TILE / TILE, MAX_TILE / TILE
    zoom = min(least, width / max(1, wanted.width), height / max(1, wanted.height))
    # Closer, so the board is a whole number of tile rows high (or columns wide): those rows can
    # then be shown whole, where at the least zoom the last row is cut by the banner or the strip.
    # A row or two more is a little further out: taken only if it cuts fewer tiles, as when
    # `wanted` (every ramp edge lit for a coin) spans nearly the board and the nearer ones cut.
    zooms = [zoom]
    for side, seen, needed in ((room[1], height, wanted.height), (room[0], width, wanted.width)):
        most_tiles = int(side / (zoom * TILE))
        for count in range(most_tiles + 2, max(0, most_tiles - 2), -1):
            closer = side / (count * TILE)
            if closer <= most and seen / closer >= needed:
                zooms.append(closer)
    # Fewest tiles cut by the board's edge first, then tiles no smaller than `wanted` allows,
    # then most whole ones, then the farthest zoom.
    return max(
        (_framed(z, width, height, wanted, tiles) for z in zooms),
        key=lambda item: (-item[1], item[2] >= zoom, item[0], -item[2]),
    )


def _framed(
    zoom: float, width: int, height: int, wanted: pygame.Rect, tiles: Sequence[pygame.Rect]
) -> tuple[int, int, float, pygame.Rect]:
    """The best view at `zoom` round `wanted`: the tiles it shows whole, those it cuts, the zoom
    and the view."""
    view = pygame.Rect(0, 0, round(width / zoom), round(height / zoom))
    under = [tile for tile in tiles if tile.colliderect(wanted)]
    must = wanted.unionall(under) if under else pygame.Rect(wanted)
    if must.width > view.width or must.height > view.height:
        must = pygame.Rect(wanted)
    # The board shows the margin round the view too: what lies there is in sight (or cut) as well.
    pad = round(MARGIN / zoom)
    xs = _starts(view.width, pad, must.left, must.right, [(tile.left, tile.right) for tile in tiles])
    ys = _starts(view.height, pad, must.top, must.bottom, [(tile.top, tile.bottom) for tile in tiles])
    # Most whole tiles first, then fewest cut by the edge (half a tile under the banner reads as
    # hidden, not as more track), then `must` nearest the middle.
    best = max(
        (
            (
                sum(1 for a, b in zip(x_seen, y_seen, strict=True) if a == 1 and b == 1),
                -sum(1 for a, b in zip(x_seen, y_seen, strict=True) if 0 < a * b < 1),
                -abs(x + view.width // 2 - must.centerx) - abs(y + view.height // 2 - must.centery),
                x,
                y,
            )
            for x, x_seen in xs
            for y, y_seen in ys
        ),
        default=None,
    )
    if best is None:
        view.center = must.center
        return 0, len(tiles), zoom, view
    view.topleft = (best[3], best[4])
    return best[0], -best[1], zoom, view


def _starts(
    size: int, pad: int, want_low: int, want_high: int, spans: list[tuple[int, int]]
) -> list[tuple[int, list[float]]]:
    """Where a view `size` long may start on one axis and still hold what is wanted: centred on
    it, or with its edge (`pad` further out, what the board shows) on a tile's edge; each with
    how much of each of the `spans` the board shows (1 for whole)."""
    low, high = want_high - size, want_low
    # As far either way as it may go too: a tile's edge just past the range is still whole there,
    # the board's edge falling in the gap between tiles.
    starts = {(want_low + want_high - size) // 2, low, high}
    for a, b in spans:
        starts.update((a + pad, b - size - pad))
    return [
        (start, [_seen(a, b, start - pad, start + size + pad) for a, b in spans])
        for start in sorted(s for s in starts if low <= s <= high)
    ]


def _seen(low: int, high: int, start: int, end: int) -> float:
    """How much of the span low..high lies in start..end (1 for all of it)."""
    return max(0, min(high, end) - max(low, start)) / max(1, high - low)
