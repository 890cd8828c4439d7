"""MotoX's drawing: the board (tiles, ramps, the finish line, lit places, pawns, popups) through
the camera, and the bottom strip (stock, dice tray, choices) on the screen. Only reads."""

from __future__ import annotations

import pygame

from tabletop.games.motox.state import BUILD, PAWNS, MotoXState
from tabletop.games.motox.track_model import Course
from tabletop.games.motox.view_art import draw_finish, draw_marker, draw_ramp, draw_tile, legal_colour
from tabletop.games.motox.view_layout import SPACE, TILE, ramp_point, space_centre, tile_rect
from tabletop.games.motox.view_pieces import Pieces, label_surface
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, PAPER, SELECTED, WOOD
from tabletop.table.camera import Camera
from tabletop.table.text import fit_font, font

POPUP_SECONDS = 1.6
START_GREEN = (70, 190, 100)


def draw_board(
    surface: pygame.Surface, camera: Camera, pieces: Pieces, path: tuple[tuple[int, int], ...]
) -> None:
    state = pieces.state
    if state is None:
        return
    course = state.course() if state.tiles else None
    for index, placed in enumerate(state.tiles):
        rect = tile_rect(placed.cell)
        alpha = 255
        if pieces.fresh_tile is not None and pieces.fresh_tile[0] == index:
            t = pieces.fresh_tile[1]
            rect = rect.inflate(round(TILE * 0.35 * (1 - t)), round(TILE * 0.35 * (1 - t)))
            alpha = round(120 + 135 * t)
        draw_tile(surface, camera, pieces.parts, pieces.parts.tiles[placed.face], rect, alpha)
    if course is not None:
        _draw_marks(surface, camera, state, course)
        for index, placed in enumerate(state.tiles):
            if placed.ramp:
                centre, across = ramp_point(course, index)
                height = placed.ramp
                if (
                    pieces.fresh_ramp is not None
                    and pieces.fresh_ramp[0] == index
                    and pieces.fresh_ramp[1] < 0.5
                ):
                    height -= 1
                if height:
                    draw_ramp(surface, camera.world_to_screen(centre), across, height, camera.zoom)
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
    for pawn in sorted(pieces.pawns.values(), key=lambda s: s.scale):
        pawn.draw(surface)
    _draw_wiped_marks(surface, camera, pieces)
    _draw_popups(surface, camera, pieces)


def _draw_marks(surface: pygame.Surface, camera: Camera, state: MotoXState, course: Course) -> None:
    first = tile_rect(state.tiles[0].cell)
    top_left = camera.world_to_screen(first.topleft)
    size = first.width * camera.zoom
    pygame.draw.rect(
        surface, START_GREEN, (top_left.x - 2, top_left.y - 2, size + 4, size + 4), 3, border_radius=8
    )
    label = font(max(12, round(20 * camera.zoom)), bold=True).render("START", True, PAPER)
    box = label.get_rect(midbottom=(top_left.x + size / 2, top_left.y - 3))
    pygame.draw.rect(surface, START_GREEN, box.inflate(8, 2), border_radius=4)
    surface.blit(label, box)
    if state.phase not in (BUILD,) and len(state.tiles) >= 2:
        (ax, ay), (bx, by) = course.finish_line()
        a = camera.world_to_screen((ax * SPACE, ay * SPACE))
        b = camera.world_to_screen((bx * SPACE, by * SPACE))
        draw_finish(surface, a, b, camera.zoom)
    for index in range(len(state.tiles)):
        centre = camera.world_to_screen(tile_rect(state.tiles[index].cell).topleft)
        number = font(max(10, round(15 * camera.zoom))).render(str(index + 1), True, INK)
        surface.blit(number, (centre.x + 4, centre.y + 2))


def _draw_wiped_marks(surface: pygame.Surface, camera: Camera, pieces: Pieces) -> None:
    state = pieces.state
    if state is None:
        return
    for bike in state.bikes:
        pawn = pieces.pawns.get(bike.seat)
        if bike.wiped and pawn is not None and pawn.visible:
            centre = pawn.screen_pos
            r = max(6, round(10 * camera.zoom))
            pygame.draw.line(
                surface,
                (220, 40, 30),
                centre - pygame.Vector2(r, r),
                centre + pygame.Vector2(r, r),
                max(2, r // 3),
            )
            pygame.draw.line(
                surface,
                (220, 40, 30),
                centre - pygame.Vector2(r, -r),
                centre + pygame.Vector2(r, -r),
                max(2, r // 3),
            )


def _draw_popups(surface: pygame.Surface, camera: Camera, pieces: Pieces) -> None:
    face = font(max(18, round(30 * camera.zoom)), bold=True)
    for popup in pieces.popups:
        alpha = round(255 * max(0.0, min(1.0, (POPUP_SECONDS - popup.age) / 0.5)))
        text = face.render(popup.text, True, popup.colour)
        shadow = face.render(popup.text, True, INK)
        box = text.get_rect(center=camera.world_to_screen(popup.pos))
        plate = pygame.Surface((box.width + 4, box.height + 4), pygame.SRCALPHA)
        plate.blit(shadow, (3, 3))
        plate.blit(text, (1, 1))
        plate.set_alpha(alpha)
        surface.blit(plate, box.move(-1, -1))


def draw_strip(surface: pygame.Surface, pieces: Pieces, prompt: str) -> None:
    """The stock, the dice tray and the choices along the bottom."""
    areas = pieces.areas
    state = pieces.state
    if areas is None or state is None:
        return
    for rect in (areas.stock, areas.tray):
        plate = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (14, 52, 32, 225), plate.get_rect(), border_radius=14)
        pygame.draw.rect(plate, WOOD, plate.get_rect(), width=3, border_radius=14)
        surface.blit(plate, rect)
    _draw_stock(surface, pieces)
    title = font(18).render("Dice", True, CREAM)
    surface.blit(title, title.get_rect(midtop=(areas.tray.centerx, areas.tray.y + 8)))
    for die in pieces.dice[: pieces.dice_shown]:
        die.draw(surface)
    lines = [pieces.tray_line, prompt]
    y = areas.tray.bottom - 54
    for line, colour in zip(lines, (CREAM, GOLD), strict=True):
        if line:
            rendered = fit_font(line, areas.tray.width - 16, 19, min_size=10).render(line, True, colour)
            surface.blit(rendered, rendered.get_rect(midtop=(areas.tray.centerx, y)))
        y += 24
    for button in pieces.buttons:
        button.draw(surface)


def _draw_stock(surface: pygame.Surface, pieces: Pieces) -> None:
    areas = pieces.areas
    state = pieces.state
    assert areas is not None and state is not None
    viewer = pieces.viewer
    bike = state.bikes[viewer] if viewer is not None and viewer < len(state.bikes) else None
    rect = areas.stock
    head = f"{bike.name}'s stock" if bike is not None else "Stock"
    surface.blit(fit_font(head, rect.width - 16, 18).render(head, True, CREAM), (rect.x + 10, rect.y + 8))
    if bike is None:
        return
    if state.phase == BUILD:
        text = f"{len(bike.tiles)} tiles · {bike.build_coins} coins"
    elif state.phase == PAWNS:
        text = f"pawn to place · {bike.coins} coins"
    else:
        text = f"{bike.coins} coin{'s' * (bike.coins != 1)} to spend"
    surface.blit(font(17).render(text, True, CREAM), (rect.x + 10, rect.bottom - 24))
    for sprite in (pieces.stock_tile, pieces.stock_coin, pieces.stock_pawn):
        if sprite is not None and sprite.visible and not sprite.held:
            sprite.draw(surface)
    if pieces.stock_coin is not None and pieces.stock_coin.visible and bike.build_coins > 1:
        count = label_surface(f"x{bike.build_coins}", 18, CREAM)
        surface.blit(count, count.get_rect(midleft=pieces.stock_coin.screen_rect().midright).move(4, 0))
