"""MotoX's drawing: the board (tiles, ramps, the finish line, lit places, pawns, popups) through
the camera, and the bottom strip (stock, dice tray, choices) on the screen. Only reads."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from tabletop.engine.words import is_you, say
from tabletop.games.motox.state import BUILD, DECIDE, MOVE, PAWNS, MotoXState
from tabletop.games.motox.track_model import Course
from tabletop.games.motox.view.art import (
    COIN,
    COIN_EDGE,
    LANDING_GROWTH,
    draw_finish,
    draw_marker,
    draw_ramp,
    draw_tile,
    legal_colour,
)
from tabletop.games.motox.view.layout import (
    DIE,
    PAWN,
    RACE_COIN,
    SPACE,
    TILE,
    Areas,
    dice_positions,
    lying_spot,
    popup_size,
    race_coin_spots,
    ramp_point,
    space_centre,
    start_tag_sides,
    tile_rect,
)
from tabletop.games.motox.view.sprites import Pieces, label_surface
from tabletop.language import _, language
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, PAPER, RGB, SELECTED, WOOD
from tabletop.table.machinery.camera import Camera
from tabletop.table.machinery.cloth import cloth_surface
from tabletop.table.machinery.render_cache import render_cache
from tabletop.table.machinery.text import fitted_text, fitting_text, font, text_image, wrap
from tabletop.table.pieces.popup import Popup, draw_popups
from tabletop.table.pieces.sprite import TableSprite
from tabletop.table.pieces.you_marker import draw_you_marker

POPUP_SECONDS = 1.6
POPUP_RISE = 22  # world pixels a second the rising words climb (on the animations' clock)
TRAY_TEXT = 18  # the size of the lines under the dice
TRAY_LINE = 22  # their spacing
TRAY_LEAST = 12  # the smallest letters under the dice; their lines are spaced as closely
START_GREEN = (70, 190, 100)

WIPED_RED: RGB = (220, 40, 30)  # the cross on a wiped-out bike


def draw_still(surface: pygame.Surface, camera: Camera, pieces: Pieces) -> None:
    """The part of the board that stays put, for the table's backdrop: the tiles laid (but one
    landing, see `draw_board`), the marks and the ramps; only those in sight are drawn."""
    state = pieces.state
    if state is None or not state.tiles:
        return
    landing = pieces.fresh_tile[0] if pieces.fresh_tile is not None else None
    view = _world_seen(camera, surface.get_clip())
    shown = [index != landing and view.colliderect(tile_rect(t.cell)) for index, t in enumerate(state.tiles)]
    for index, placed in enumerate(state.tiles):
        if shown[index]:
            draw_tile(surface, camera, pieces.parts, pieces.parts.tiles[placed.face], tile_rect(placed.cell))
    _draw_track_marks(surface, camera, pieces, state.course(), shown)


def start_tag_box(
    label: pygame.Rect,
    first: pygame.Rect,
    sides: Sequence[str],
    board: pygame.Rect,
    lying: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where the START tag's words go: just outside the start tile (`first`, on screen) on the
    first of `sides` where they are whole on the `board` and clear of the bikes `lying` wiped out
    beside the tile (one lies across the tile's edge, over a tag there); else on the first side
    where they are whole; else inside the tile's top edge."""
    places = {
        "top": ("midbottom", (first.centerx, first.top - 3)),
        "bottom": ("midtop", (first.centerx, first.bottom + 3)),
        "left": ("midright", (first.left - 7, first.centery)),
        "right": ("midleft", (first.right + 7, first.centery)),
    }
    inside = ("midtop", (first.centerx, first.top + 4))
    boxes = []
    for anchor, point in [*(places[side] for side in sides), inside]:
        box = pygame.Rect(label)
        setattr(box, anchor, point)
        boxes.append(box)
    whole = [box for box in boxes if board.contains(box.inflate(8, 2))]
    clear = [box for box in whole if box.inflate(8, 2).collidelist(list(lying)) == -1]
    return (clear or whole or boxes[-1:])[0]


def _world_seen(camera: Camera, clip: pygame.Rect) -> pygame.Rect:
    """The world under `clip`, with a tile's margin for what a tile's marks and ramp overhang."""
    top_left = camera.screen_to_world(clip.topleft)
    bottom_right = camera.screen_to_world(clip.bottomright)
    seen = pygame.Rect(top_left, bottom_right - top_left)
    return seen.inflate(TILE, TILE)


def still_key(pieces: Pieces) -> Hashable:
    """Everything `draw_still` depends on besides the camera, as it will look: a tile or coin
    just laid is not there yet, so laying one redraws the backdrop once, when it has landed;
    and the language, since the backdrop has words ("START", "Dice")."""
    state = pieces.state
    if state is None:
        return None
    landing = pieces.fresh_tile[0] if pieces.fresh_tile is not None else None
    rising = _rising(pieces)
    return (
        tuple(
            (index, t.face, t.cell, t.ramp - (index == rising))
            for index, t in enumerate(state.tiles)
            if index != landing
        ),
        state.phase == BUILD,
        tuple((b.seat, b.space) for b in state.bikes if b.wiped),  # the START tag keeps clear of them
        language(),
    )


def _rising(pieces: Pieces) -> int | None:
    """The tile whose ramp is shown a coin lower: the coin added is still in the air."""
    ramp = pieces.fresh_ramp
    return ramp[0] if ramp is not None and ramp[1] < 0.5 else None


def draw_board(
    surface: pygame.Surface,
    camera: Camera,
    pieces: Pieces,
    path: tuple[tuple[int, int], ...],
    mine: TableSprite | None = None,
) -> None:
    """What moves or lights up on the board, over the still part in the backdrop; `mine`, the
    viewer's pawn, is ringed under the pawns."""
    state = pieces.state
    if state is None:
        return
    if pieces.fresh_tile is not None and pieces.fresh_tile[0] < len(state.tiles):
        index, t = pieces.fresh_tile
        placed = state.tiles[index]
        face = pieces.parts.tiles[placed.face]
        landing = (round(LANDING_GROWTH * (1 - t)), round(120 + 135 * t))
        covered = draw_tile(surface, camera, pieces.parts, face, tile_rect(placed.cell), landing)
        # What the backdrop has over this tile (the marks of its own and the tiles around it)
        # goes over it again, and only there.
        x, y = placed.cell
        near = [max(abs(t.cell[0] - x), abs(t.cell[1] - y)) <= 1 for t in state.tiles]
        clip = surface.get_clip()
        surface.set_clip(clip.clip(covered))
        _draw_track_marks(surface, camera, pieces, state.course(), near)
        surface.set_clip(clip)
    for zone in pieces.zones:
        rect = zone.screen_rect()
        if zone.kind == "ramp":
            pygame.draw.circle(surface, legal_colour(False), rect.center, rect.width / 2, 4)
            continue
        draw_marker(surface, rect, legal_colour(zone.wipe), 110 if zone is pieces.hovered else 60)
    if len(path) > 0 and pieces.state is not None:
        bike = state.bikes[pieces.viewer] if pieces.viewer is not None else None
        if bike is not None and bike.space is not None:
            points = [camera.world_to_screen(space_centre(s)) for s in (bike.space, *path)]
            pygame.draw.lines(surface, SELECTED, False, points, max(2, round(5 * camera.zoom)))
    if mine is not None:
        draw_you_marker(surface, mine.screen_rect())
    for pawn in sorted(pieces.pawns.values(), key=lambda s: s.scale):
        pawn.draw(surface)
    _draw_wiped_marks(surface, camera, pieces)
    draw_popups(surface, camera, _risen_in_sight(camera, pieces), size=popup_size(camera.zoom),
                seconds=POPUP_SECONDS)


def _risen_in_sight(camera: Camera, pieces: Pieces) -> list[Popup]:
    """The rising words whose piece is on the board. Words near the board's edge are moved in
    so that none is cut; words whose tile or bike is out of sight would be moved in too, to
    stand on empty cloth at the board's edge apart from what they tell of. So words are drawn
    only while the point they rose from is in sight (the camera may go on to the next player's
    places while a ramp's words still rise, or the player pan away)."""
    starts = [popup.pos + pygame.Vector2(0, POPUP_RISE * popup.age) for popup in pieces.popups]
    return [
        popup
        for popup, start in zip(pieces.popups, starts, strict=True)
        if camera.viewport.collidepoint(camera.world_to_screen(start))
    ]


def _draw_track_marks(
    surface: pygame.Surface, camera: Camera, pieces: Pieces, course: Course, shown: list[bool]
) -> None:
    """The start, the finish, the numbers and the ramps of the tiles `shown` (by index)."""
    state = pieces.state
    assert state is not None
    _draw_marks(surface, camera, state, course, shown)
    rising = _rising(pieces)
    for index, placed in enumerate(state.tiles):
        if placed.ramp and shown[index]:
            centre, across = ramp_point(course, index)
            height = placed.ramp - (index == rising)
            if height:
                draw_ramp(surface, camera.world_to_screen(centre), across, height, camera.zoom)


def _draw_marks(
    surface: pygame.Surface, camera: Camera, state: MotoXState, course: Course, shown: list[bool]
) -> None:
    first, clip = camera.world_rect_to_screen(tile_rect(state.tiles[0].cell)), surface.get_clip()
    # Only with the start tile on the board: its tag alone, past the board's edge, read as another tile's.
    if shown[0] and clip.colliderect(first):
        pygame.draw.rect(surface, START_GREEN, first.inflate(4, 4), 3, border_radius=8)
        label = text_image(_("START"), max(12, round(20 * camera.zoom)), PAPER, bold=True)
        sides = start_tag_sides([t.cell for t in state.tiles])
        box = start_tag_box(label.get_rect(), first, sides, clip, _lying_on_start(camera, state, course))
        pygame.draw.rect(surface, START_GREEN, box.inflate(8, 2), border_radius=4)
        surface.blit(label, box)
    if state.phase not in (BUILD,) and len(state.tiles) >= 2 and shown[-1]:
        (ax, ay), (bx, by) = course.finish_line()
        a = camera.world_to_screen((ax * SPACE, ay * SPACE))
        b = camera.world_to_screen((bx * SPACE, by * SPACE))
        draw_finish(surface, a, b, camera.zoom)
    size_of_number = max(10, round(15 * camera.zoom))
    for index in range(len(state.tiles)):
        if shown[index]:
            centre = camera.world_to_screen(tile_rect(state.tiles[index].cell).topleft)
            surface.blit(text_image(str(index + 1), size_of_number, INK), (centre.x + 4, centre.y + 2))


def _lying_on_start(camera: Camera, state: MotoXState, course: Course) -> list[pygame.Rect]:
    """The bikes wiped out from the start tile where they lie (on screen)."""
    lying = []
    for bike in state.bikes:
        if bike.wiped and bike.space is not None and course.tile_at(bike.space) == 0:
            rect = pygame.Rect(0, 0, PAWN, PAWN)
            rect.center = lying_spot(course, state.bikes, bike.seat)
            lying.append(camera.world_rect_to_screen(rect))
    return lying


def _draw_wiped_marks(surface: pygame.Surface, camera: Camera, pieces: Pieces) -> None:
    state = pieces.state
    if state is None:
        return
    for bike in state.bikes:
        pawn = pieces.pawns.get(bike.seat)
        if bike.wiped and pawn is not None and pawn.visible and bike.seat not in pieces.wipes_to_come:
            centre = pawn.screen_pos
            r = max(6, round(10 * camera.zoom))
            width = max(2, r // 3)
            # Red over a dark edge: the red alone was lost on a red bike.
            for colour, thick in ((INK, width + 4), (WIPED_RED, width)):
                for turn in (pygame.Vector2(r, r), pygame.Vector2(r, -r)):
                    pygame.draw.line(surface, colour, centre - turn, centre + turn, thick)


def draw_strip_plates(surface: pygame.Surface, areas: Areas) -> None:
    """The still part of the bottom strip, for the backdrop (on the bare cloth): the stock's
    and the tray's plates."""
    for rect in (areas.stock, areas.tray):
        surface.blit(_plate_on_cloth(surface.get_size(), (rect.x, rect.y, rect.w, rect.h)), rect)
    title = text_image(_("Dice"), 18, CREAM)
    surface.blit(title, title.get_rect(midtop=(areas.tray.centerx, areas.tray.y + 8)))


@render_cache(maxsize=4)
def _plate_on_cloth(window: tuple[int, int], where: tuple[int, int, int, int]) -> pygame.Surface:
    """A translucent plate laid on the cloth at `where`, as one opaque picture (a quick copy)."""
    rect = pygame.Rect(where)
    image = pygame.Surface(rect.size)
    image.blit(cloth_surface(window), (0, 0), rect)
    plate = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (14, 52, 32, 225), plate.get_rect(), border_radius=14)
    pygame.draw.rect(plate, WOOD, plate.get_rect(), width=3, border_radius=14)
    image.blit(plate, (0, 0))
    return image


def draw_strip(surface: pygame.Surface, pieces: Pieces, prompt: str) -> None:
    """What changes in the bottom strip: the stock's pieces, the dice, the lines and the choices."""
    areas = pieces.areas
    state = pieces.state
    if areas is None or state is None:
        return
    _draw_stock(surface, pieces)
    for die in pieces.dice[: pieces.dice_shown]:
        die.draw(surface)
    for image, rect in tray_lines(areas.tray, pieces.tray_line, "" if pieces.rolling else prompt):
        surface.blit(image, rect)
    for button in pieces.buttons:
        button.draw(surface)


def tray_lines(tray: pygame.Rect, caption: str, prompt: str) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The caption (the last roll) and the prompt under the dice, never over them nor past the
    tray's sides: a prompt wraps to a second line only where the tray has room below the dice,
    else it is made to fit one line (tiny letters are a last resort); too long for one line of
    the smallest letters, every line is that small and closer together so that the prompt wraps
    (cut short only past the room)."""
    room = tray.width - 16
    top = dice_positions(tray, 1)[0].y + DIE / 2 + 4
    height = tray.bottom - 6 - top
    lines: list[tuple[str, RGB]] = [(caption, CREAM)] if caption else []
    size, spacing = TRAY_TEXT, TRAY_LINE
    if prompt:
        parts = wrap(prompt, font(TRAY_TEXT), room)
        if len(lines) + len(parts) <= max(1, int(height // TRAY_LINE)):
            lines += [(part, GOLD) for part in parts]
        elif font(TRAY_LEAST).size(prompt)[0] <= room:
            lines.append((prompt, GOLD))  # smaller letters, fitted below
        else:
            size, spacing = TRAY_LEAST, TRAY_LEAST + 4
            rows = max(1, int(height // spacing) - len(lines))
            parts = wrap(prompt, font(size), room)
            if len(parts) > rows:
                rest = " ".join(parts[rows - 1 :])
                parts = [*parts[: rows - 1], fitting_text(rest, room, lambda text: font(size).size(text)[0])]
            lines += [(part, GOLD) for part in parts]
    y = max(top, tray.bottom - 6 - spacing * len(lines))
    placed = []
    for text, colour in lines:
        image = fitted_text(text, room, size, colour, min_size=TRAY_LEAST)
        placed.append((image, image.get_rect(midtop=(tray.centerx, round(y)))))
        y += spacing
    return placed


def _draw_stock(surface: pygame.Surface, pieces: Pieces) -> None:
    areas = pieces.areas
    state = pieces.state
    assert areas is not None and state is not None
    viewer = pieces.viewer
    bike = state.bikes[viewer] if viewer is not None and viewer < len(state.bikes) else None
    rect = areas.stock
    if bike is None:
        head = _("Stock")
    else:
        # "Your stock", never "the stock of you" (French reads a name after the noun).
        head = _("Your stock") if is_you(bike.name) else say(_("{who:'s} stock"), who=bike.name)
    surface.blit(fitted_text(head, rect.width - 16, 18, CREAM), (rect.x + 10, rect.y + 8))
    if bike is None:
        return
    if state.phase == BUILD:
        text = say(_("{tiles:tile} · {coins:coin}"), tiles=len(bike.tiles), coins=bike.build_coins)
    elif state.phase == PAWNS:
        text = say(_("bike to place · {coins:coin}"), coins=bike.coins)
    else:
        text = say(_("{coins:coin} to spend"), coins=bike.coins)
        if state.phase in (DECIDE, MOVE):
            _draw_race_coins(surface, rect, bike.coins, bike.wiped)
    surface.blit(text_image(text, 17, CREAM), (rect.x + 10, rect.bottom - 24))
    for sprite in (pieces.stock_tile, pieces.stock_coin, pieces.stock_pawn):
        if sprite is not None and sprite.visible and not sprite.held:
            sprite.draw(surface)
    if pieces.stock_coin is not None and pieces.stock_coin.visible and bike.build_coins > 1:
        count = label_surface(f"x{bike.build_coins}", 18, CREAM)
        surface.blit(count, count.get_rect(midtop=pieces.stock_coin.screen_rect().midbottom).move(0, 4))


def _draw_race_coins(surface: pygame.Surface, rect: pygame.Rect, coins: int, wiped: bool) -> None:
    """The rider's race coins as coins, and what one buys: the reason to keep or spend them."""
    spots = race_coin_spots(rect, coins)
    for centre in spots:
        pygame.draw.circle(surface, COIN_EDGE, centre + pygame.Vector2(1, 2), RACE_COIN / 2)
        pygame.draw.circle(surface, COIN, centre, RACE_COIN / 2)
        pygame.draw.circle(surface, COIN_EDGE, centre, RACE_COIN / 2, 2)
    if len(spots) < coins:
        more = label_surface(f"x{coins}", 18, CREAM)
        surface.blit(more, more.get_rect(midleft=(spots[-1].x + RACE_COIN / 2 + 8, spots[-1].y)))
    if not coins:
        none = fitted_text(_("no coins left"), rect.width - 20, 16, CREAM, min_size=12)
        surface.blit(none, none.get_rect(midleft=(rect.x + 10, rect.y + 36 + RACE_COIN / 2)))
    # A wiped-out rider's coin first buys the way back on.
    uses = [_("1 coin: one more die"), _("1 coin: kick-start")]
    if wiped:
        uses.reverse()
    y = rect.y + 44 + RACE_COIN
    for line in uses:
        if y + 18 > rect.bottom - 28:
            break
        image = fitted_text(line, rect.width - 20, 16, GOLD, min_size=12)
        surface.blit(image, (rect.x + 10, y))
        y += 20
