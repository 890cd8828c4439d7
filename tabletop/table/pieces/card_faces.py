"""A generic procedural card face and back, for games to fill with their own data.

Render at about twice the size the card is shown at: the card sprite scales
down smoothly, and the same surface stays sharp when the card is inspected.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.sprite_factory import load_sprite
from tabletop.sprite_factory.drawing import supersampled
from tabletop.sprite_factory.palette import INK, INK_SOFT, PAPER, RGB, shade
from tabletop.table.machinery.render_cache import render_cache
from tabletop.table.machinery.text import fit_font, fitted_size, font, wrap

CARD_SIZE = (140, 196)  # the usual size of a card on the table, in table units
FACE_RESOLUTION = (280, 392)  # the usual size to render a face at (see the module doc)
INDEX_SCALE = 1.3  # a stacked corner's first line (a card's number) beside the lines under it
MIN_BODY_SIZE = 8  # the body text shrinks no further, in pixels at the rendered size


@dataclass(frozen=True)
class CardFace:
    """What a card shows. Games build these from their own card data."""

    title: str  # the big central text: a number or a short name
    accent: RGB  # frame and title colour
    corner: str = ""  # small label in the top-left and bottom-right corners; "\n" stacks its lines
    lines: tuple[str, ...] = ()  # body text under the title
    symbol: str | None = None  # a sprite name drawn above the title ("flag", "caution", ...)


def _readable(accent: RGB) -> RGB:
    """The accent darkened enough to read as text on paper (yellow would not)."""
    r, g, b = accent
    return shade(accent, 0.62) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else accent


@render_cache(maxsize=96)
def render_face(face: CardFace, size: tuple[int, int] = FACE_RESOLUTION) -> pygame.Surface:
    w, h = size
    unit = w / 100  # layout in hundredths of the card width, so any size looks the same
    ink = _readable(face.accent)

    def frame(s: pygame.Surface, k: int) -> None:
        rect = s.get_rect()
        radius = round(8 * unit * k)
        pygame.draw.rect(s, PAPER, rect, border_radius=radius)
        pygame.draw.rect(s, INK_SOFT, rect, width=max(k, round(1.2 * unit * k)), border_radius=radius)
        inner = rect.inflate(round(-9 * unit * k), round(-9 * unit * k))
        pygame.draw.rect(
            s, face.accent, inner, width=round(2.2 * unit * k), border_radius=round(5 * unit * k)
        )

    card = supersampled(size, frame)
    margin = round(9 * unit)

    if face.corner:
        label = corner_label(face.corner, max(10, round(17 * unit)), ink)
        card.blit(label, (margin, margin - round(unit)))
        flipped = pygame.transform.rotate(label, 180)
        card.blit(flipped, flipped.get_rect(bottomright=(w - margin, h - margin + round(unit))))

    body_top = round(h * 0.64)
    title_centre_y = round(h * (0.47 if face.lines else 0.56))
    if face.symbol:
        icon_size = round(40 * unit)
        icon = pygame.transform.smoothscale(load_sprite(face.symbol), (icon_size, icon_size))
        card.blit(icon, icon.get_rect(center=(w // 2, round(h * 0.27))))
    else:
        title_centre_y = round(h * (0.38 if face.lines else 0.5))

    title_font = fit_font(face.title, w - 2 * margin - round(8 * unit), round(52 * unit))
    title = title_font.render(face.title, True, ink)
    card.blit(title, title.get_rect(center=(w // 2, title_centre_y)))

    if face.lines:
        box = pygame.Rect(margin + round(3 * unit), body_top, w - 2 * margin - round(6 * unit), 0)
        box.height = h - margin - round(8 * unit) - body_top
        pygame.draw.rect(card, shade(face.accent, 1.85), box, border_radius=round(3 * unit))
        body_font, lines = body_lines(
            face.lines, box.width - round(6 * unit), box.height - round(3 * unit), max(10, round(15 * unit))
        )
        y = box.top + round(3 * unit)
        for line in lines:
            if y + body_font.get_linesize() > box.bottom:
                break
            text = body_font.render(line, True, INK)
            card.blit(text, text.get_rect(midtop=(box.centerx, y)))
            y += body_font.get_linesize()
    return card


def corner_label(corner: str, size: int, ink: RGB) -> pygame.Surface:
    """The corner's lines stacked and centred on each other, the first in bold: a card's index
    ("7" over its suit), the first line larger, that still reads where a fanned hand shows only
    its corner strip."""
    stacked = "\n" in corner
    index_font = font(round(size * INDEX_SCALE), bold=True) if stacked else font(size)
    lines = [
        (index_font if index == 0 else font(size)).render(text, True, ink)
        for index, text in enumerate(corner.split("\n"))
    ]
    gap = -round(size * 0.18)  # the lines' own leading is loose for two short words
    width = max(line.get_width() for line in lines)
    height = sum(line.get_height() for line in lines) + gap * (len(lines) - 1)
    label = pygame.Surface((width, height), pygame.SRCALPHA)
    y = 0
    for line in lines:
        label.blit(line, line.get_rect(midtop=(width // 2, y)))
        y += line.get_height() + gap
    return label


def body_lines(
    lines: tuple[str, ...], width: int, height: int, size: int
) -> tuple[pygame.font.Font, list[str]]:
    """`lines` wrapped at spaces in the largest font up to `size` in which no word is wider than
    `width` and every line fits in `height`: a long word ("Ravitaillement") shrinks the text
    rather than being cut in two, and no line is dropped."""
    words = [word for line in lines for word in line.split()] or [""]
    widest = max(words, key=lambda word: font(size).size(word)[0])
    size = fitted_size(widest, width, size, MIN_BODY_SIZE)
    while True:
        body_font = font(size)
        wrapped = [piece for line in lines for piece in wrap(line, body_font, width)]
        if size <= MIN_BODY_SIZE or len(wrapped) * body_font.get_linesize() <= height:
            return body_font, wrapped
        size -= 1


@render_cache(maxsize=16)
def render_back(size: tuple[int, int] = FACE_RESOLUTION) -> pygame.Surface:
    """The generic card back (the `card_back` sprite, replaceable by art) at `size`."""
    return pygame.transform.smoothscale(load_sprite("card_back"), size)
