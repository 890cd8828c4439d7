"""The main menu's backdrop: the cloth, the app's name and an oval race track with cars and a
chequered flag, all drawn in code."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from tabletop.language import N_, _
from tabletop.sprite_factory import load_sprite, sprite_path
from tabletop.sprite_factory.palette import ACCENT, INK, PAPER, shade
from tabletop.sprite_factory.picture_cache import cached_picture, code_version, file_stamp
from tabletop.table.machinery.cloth import cloth_surface, cloth_version
from tabletop.table.machinery.text import fit_font

ASPHALT = (58, 58, 64)
Box = tuple[int, int, int, int]  # x, y, width, height: a rect that can be a cache key
TITLE = "Tabletop Racing"
SUBTITLE = N_("Racing board and card games for friends around one computer")


def stadium_point(rect: pygame.FRect, t: float) -> tuple[pygame.Vector2, pygame.Vector2]:
    """The point at fraction `t` along a stadium (running-track) outline, and its direction.

    Starts at the middle of the bottom straight and runs anticlockwise on screen.
    """
    r = rect.height / 2
    straight = rect.width - 2 * r
    bend = math.pi * r
    total = 2 * straight + 2 * bend
    d = (t % 1.0) * total
    cx_left, cx_right, cy = rect.left + r, rect.right - r, rect.centery
    half = straight / 2
    if d < half:  # bottom straight, heading right
        return pygame.Vector2(rect.centerx + d, rect.bottom), pygame.Vector2(1, 0)
    d -= half
    if d < bend:  # right bend, turning up
        a = math.pi / 2 - d / r
        return (pygame.Vector2(cx_right + r * math.cos(a), cy + r * math.sin(a)),
                pygame.Vector2(math.sin(a), -math.cos(a)))
    d -= bend
    if d < straight:  # top straight, heading left
        return pygame.Vector2(cx_right - d, rect.top), pygame.Vector2(-1, 0)
    d -= straight
    if d < bend:  # left bend, turning down
        a = -math.pi / 2 - d / r
        return (pygame.Vector2(cx_left + r * math.cos(a), cy + r * math.sin(a)),
                pygame.Vector2(math.sin(a), -math.cos(a)))
    d -= bend
    return pygame.Vector2(cx_left + d, rect.bottom), pygame.Vector2(1, 0)


def _asphalt(size: tuple[int, int], track: pygame.FRect, band: float) -> pygame.Surface:
    """The track surface with white edge lines: stadium shapes drawn large and scaled down."""
    k = 2
    big = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
    outer = pygame.Rect(
        round((track.x - band / 2) * k), round((track.y - band / 2) * k),
        round((track.width + band) * k), round((track.height + band) * k),
    )
    inner = outer.inflate(round(-2 * band * k), round(-2 * band * k))
    line = max(2, round(band * 0.07 * k))
    pygame.draw.rect(big, ASPHALT, outer, border_radius=outer.height // 2)
    pygame.draw.rect(big, PAPER, outer, width=line, border_radius=outer.height // 2)
    pygame.draw.rect(big, (0, 0, 0, 0), inner, border_radius=inner.height // 2)
    pygame.draw.rect(big, PAPER, inner.inflate(2 * line, 2 * line), width=line,
                     border_radius=inner.height // 2 + line)
    return pygame.transform.smoothscale(big, size)


def menu_backdrop(size: tuple[int, int], title: Box, art: Box) -> pygame.Surface:
    """The menu's backdrop in the language spoken (the subtitle is words)."""
    return _menu_backdrop(size, title, art, _(SUBTITLE))


@lru_cache(maxsize=2)
def _menu_backdrop(size: tuple[int, int], title: Box, art: Box, subtitle: str) -> pygame.Surface:
    """The whole window behind the menu's buttons: cloth, with the name in `title` and the track in
    `art`. One picture, kept on disk between launches, so the first frame is one read and one copy.

    Its pixels are all opaque, but it is asked for as an alpha picture: the menu only blits it,
    and an alpha picture comes straight from the kept file's pages, where an opaque one is
    copied into 3.7 MB of new memory first (most of what the menu's first frame waited for)."""
    version = code_version(
        (_menu_backdrop, _draw_backdrop, stadium_point, _asphalt, _draw_title_art, _draw_title_banner,
         fit_font, shade),
        title, art, ASPHALT, ACCENT, INK, PAPER, TITLE, subtitle, pygame.version.ver,
        [file_stamp(sprite_path(name)) for name in ART_SPRITES], cloth_version(),
    )
    return cached_picture("menu", size, version, lambda: _draw_backdrop(size, title, art))


ART_SPRITES = ("car_red", "car_blue", "car_yellow", "flag")


def _draw_backdrop(size: tuple[int, int], title: Box, art: Box) -> pygame.Surface:
    backdrop = cloth_surface(size).copy()
    for box, draw in ((title, _draw_title_banner), (art, _draw_title_art)):
        rect = pygame.Rect(box)
        backdrop.blit(draw(rect.size), rect)
    return backdrop


def _draw_title_art(size: tuple[int, int]) -> pygame.Surface:
    """The track for an area of `size`, transparent around it."""
    w, h = size
    band = min(w, h) * 0.13
    track = pygame.FRect(band, band, w - 2 * band, h - 2 * band)
    art = _asphalt(size, track, band)
    # Red and white kerbs on the inside of both bends.
    kerb = track.inflate(-band * 1.05, -band * 1.05)
    steps = 72
    for i in range(steps):
        start, _ = stadium_point(kerb, i / steps)
        end, _ = stadium_point(kerb, (i + 1) / steps)
        if abs(start.y - end.y) > 0.5:  # only where the kerb turns: the bends
            pygame.draw.line(art, ACCENT if i % 2 else PAPER, start, end, max(3, round(band * 0.14)))
    # Dashed lane line along the middle of the asphalt.
    for i in range(0, 120, 2):
        start, _ = stadium_point(track, i / 120)
        end, _ = stadium_point(track, (i + 0.9) / 120)
        pygame.draw.line(art, shade(PAPER, 0.85), start, end, max(1, round(band * 0.05)))
    # The chequered start/finish line across the bottom straight.
    cells, cell = 4, band / 4
    left = track.centerx - band * 0.6
    for row in range(cells):
        for col in range(2):
            colour = INK if (row + col) % 2 else PAPER
            x = round(left + col * cell)
            y = round(track.bottom - band / 2 + row * cell)
            art.fill(colour, pygame.Rect(x, y, math.ceil(cell), math.ceil(cell)))
    # Three cars on the track, turned along it.
    car_length = band * 0.95
    for t, name, lane in ((0.07, "red", -0.22), (0.035, "blue", 0.22), (0.6, "yellow", 0.0)):
        point, direction = stadium_point(track, t)
        normal = pygame.Vector2(-direction.y, direction.x)
        image = load_sprite(f"car_{name}")
        scale = car_length / image.get_height()
        image = pygame.transform.smoothscale(
            image, (round(image.get_width() * scale), round(image.get_height() * scale))
        )
        image = pygame.transform.rotate(image, -pygame.Vector2(0, -1).angle_to(direction))
        centre = point + normal * band * lane
        art.blit(image, image.get_rect(center=(round(centre.x), round(centre.y))))
    # A big chequered flag waving over the infield.
    infield = track.inflate(-band * 2, -band * 2)
    flag_size = round(min(infield.width, infield.height) * 0.75)
    flag = pygame.transform.smoothscale(load_sprite("flag"), (flag_size, flag_size))
    art.blit(flag, flag.get_rect(center=(round(infield.centerx), round(infield.centery))))
    return art


def _draw_title_banner(size: tuple[int, int]) -> pygame.Surface:
    """The app's name and a one-line welcome, centred in an area of `size`."""
    w, h = size
    banner = pygame.Surface(size, pygame.SRCALPHA)
    title_font = fit_font(TITLE, w - 40, round(h * 0.72), min_size=30)
    title = title_font.render(TITLE, True, PAPER)
    shadow = title_font.render(TITLE, True, (0, 0, 0))
    shadow.set_alpha(120)
    words = _(SUBTITLE)
    sub_font = fit_font(words, w - 40, max(22, round(h * 0.22)), min_size=20)
    subtitle = sub_font.render(words, True, shade(PAPER, 0.86))
    top = (h - title.get_height() - subtitle.get_height() - 6) // 2
    rect = title.get_rect(midtop=(w // 2, top))
    banner.blit(shadow, rect.move(3, 4))
    banner.blit(title, rect)
    banner.blit(subtitle, subtitle.get_rect(midtop=(w // 2, rect.bottom + 6)))
    return banner
