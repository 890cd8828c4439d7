"""Text on the table: pygame's bundled font at any size, word wrapping, and rendered lines.

Panels and labels redraw the same words every frame; `text_image` and
`fitted_text` render each line once and keep the most recent ones (bounded).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Protocol

import pygame

from tabletop.language.typography import break_points
from tabletop.sprite_factory.palette import RGB
from tabletop.table.machinery import render_cache

# The smallest words drawn: pygame's font runs its letters together below (and at 960x600 the
# board's words scaled with it became specks).
LEAST_LEGIBLE = 15


def font(size: int, *, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """pygame's default font (freesansbold, shipped with pygame) at `size` pixels.

    `bold` adds synthetic emphasis on top, for words that must stand out in running text;
    `italic` slants it, for a term the text defines (the rules pages' `*word*`).
    """
    global _armed
    if not _armed:
        # Fonts die with pygame.quit(); forget them so a later pygame.init() gets fresh ones.
        # pygame forgets its quit hooks once it has run them, so each cache arms its own.
        pygame.register_quit(_forget_fonts)
        _armed = True
    return _font(size, bold, italic)


_armed = False


@lru_cache(maxsize=64)
def _font(size: int, bold: bool, italic: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    result = pygame.font.Font(None, size)
    result.bold = bold
    result.italic = italic
    return result


def _forget_fonts() -> None:
    global _armed
    for cache in (_font, text_image, fitted_text):
        cache.cache_clear()
    _armed = False


@lru_cache(maxsize=256)
def text_image(text: str, size: int, colour: RGB, *, bold: bool = False) -> pygame.Surface:
    """`text` rendered (anti-aliased) in `font(size, bold=bold)`; do not draw on the result."""
    return font(size, bold=bold).render(text, True, colour)


@lru_cache(maxsize=256)
def fitted_text(text: str, max_width: int, size: int, colour: RGB, *, min_size: int = 10) -> pygame.Surface:
    """`text` rendered in the largest font up to `size` that fits in `max_width` (see `fit_font`)."""
    return fit_font(text, max_width, size, min_size=min_size).render(text, True, colour)


@render_cache.render_cache(maxsize=64)
def label_image(
    text: str, width: int, height: int, size: int, colour: RGB, *, bold: bool = True
) -> pygame.Surface:
    """`text` as a label (in bold unless not `bold`), within a `width` by `height` box on the
    board (its lines are `label_lines`'), centred; the image is only as big as its words."""
    face, lines = label_lines(text, width, height, size, bold=bold)
    rendered = [face.render(line, True, colour) for line in lines]
    image = pygame.Surface((max(line.get_width() for line in rendered), face.get_linesize() * len(lines)),
                           pygame.SRCALPHA)
    for row, line in enumerate(rendered):
        image.blit(line, line.get_rect(midtop=(image.get_width() // 2, row * face.get_linesize())))
    return image


def label_lines(
    text: str, width: int, height: int, size: int, *, bold: bool = True
) -> tuple[pygame.font.Font, list[str]]:
    """The face (bold unless not `bold`) and the lines of `label_image`: on one line as large as
    fits up to `size` but not below LEAST_LEGIBLE; else at that least size, broken at its spaces
    onto the lines the box holds (one at least), the last cut with "…" if the words run out of
    room (so the lines joined by spaces read `text` again only when it is whole)."""
    face = font(max(LEAST_LEGIBLE, fitted_size(text, width, size, LEAST_LEGIBLE)), bold=bold)
    room = max(1, height // face.get_linesize())
    lines: list[str] = []
    for word in text.split(" "):
        if lines and face.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    if len(lines) > room:
        lines[room - 1:] = [" ".join(lines[room - 1:])]

    def measure(words: str) -> int:
        return face.size(words)[0]

    return face, [fitting_text(line, width, measure) for line in lines]


# A finished game's lines (names, scores, prompts) are of no use to the next one.
for _cache in (text_image, fitted_text):
    render_cache.on_release(_cache.cache_clear)


class Measures(Protocol):
    """A font as `wrap` needs one: pygame's, or a pygame_gui theme's."""

    def size(self, text: str, /) -> tuple[int, int]: ...


def at_slashes(word: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """`word`, wider than a line, cut after its slashes into pieces that each fit in `width` (a
    file's path: its name and `:line` stay whole); what no slash lets fit is one piece."""
    return _cut_after(word, "/", width, measure)


def at_hyphens(word: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """`word`, wider than a line, cut after its hyphens ("Hautes-" then "Fagnes"), as a compound
    breaks in print; what no hyphen lets fit is one piece."""
    return _cut_after(word, "-", width, measure)


def _cut_after(word: str, mark: str, width: int, measure: Callable[[str], int]) -> list[str]:
    pieces: list[str] = []
    piece = ""
    for part in word.split(mark)[:-1]:
        part += mark
        if piece and measure(piece + part) > width:
            pieces.append(piece)
            piece = ""
        piece += part
    last = word.rsplit(mark, 1)[-1]
    if piece and measure(piece + last) > width:
        pieces.append(piece)
        piece = ""
    return [*pieces, piece + last]


def wrap_even(text: str, face: Measures, width: int) -> list[str]:
    """`text` on as few lines as `wrap` needs at `width`, made as even as they go: a note on a
    plate reads as a block, not a full line and one word left alone under it."""
    lines = wrap(text, face, width)
    if len(lines) < 2:
        return lines
    narrow, wide = width // len(lines), width  # the narrowest width that needs no more lines
    while narrow < wide:
        middle = (narrow + wide) // 2
        if len(wrap(text, face, middle)) <= len(lines):
            wide = middle
        else:
            narrow = middle + 1
    return wrap(text, face, wide)


def wrap(text: str, face: Measures, width: int) -> list[str]:
    """`text` broken into lines no wider than `width`; over-long words are broken after a slash
    (a file's path), else after a hyphen, or else cut, never lost."""

    def measure(words: str) -> int:
        return face.size(words)[0]

    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        # A French mark stays with the word before it ("(B) ?"): it never opens a line.
        for word in held_together(break_points(paragraph), face, width):
            candidate = f"{line} {word}" if line else word
            if face.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            *whole, word = at_slashes(word, width, measure)
            lines += whole
            if measure(word) > width:
                *whole, word = at_hyphens(word, width, measure)
                lines += whole
            while face.size(word)[0] > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and face.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def held_together(pieces: list[str], face: Measures, width: int) -> list[str]:
    """`pieces` to wrap, a name held in guillemets given back as its words where it is wider than
    a whole line (broken at a space rather than cut mid-word)."""
    return [word for piece in pieces
            for word in (piece.split(" ") if " " in piece and face.size(piece)[0] > width else [piece])]


def fitting_text(text: str, width: int, measure: Callable[[str], int]) -> str:
    """`text` if it is at most `width` wide, else as much of it as fits before an ellipsis."""
    if measure(text) <= width:
        return text
    while text and measure(text.rstrip() + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"


def fit_font(text: str, max_width: int, size: int, *, min_size: int = 10) -> pygame.font.Font:
    """The largest font up to `size` in which `text` fits in `max_width` pixels."""
    return font(fitted_size(text, max_width, size, min_size))


@render_cache.render_cache(maxsize=512)
def fitted_size(text: str, max_width: int, size: int, min_size: int) -> int:
    """The size `fit_font` picks (`min_size` when even that is too wide); remembered, as views
    fit the same words every frame."""
    width = font(size).size(text)[0]
    if size <= min_size or width <= max_width:
        return size
    # Width grows about in proportion to the size: start near the answer rather than
    # opening every font on the way down (each size is a font file opened and kept).
    guess = max(min_size, min(size - 1, size * max_width // max(width, 1)))
    while guess > min_size and font(guess).size(text)[0] > max_width:
        guess -= 1
    while guess + 1 < size and font(guess + 1).size(text)[0] <= max_width:
        guess += 1
    return guess
