"""Small layout helpers shared by the menu-like scenes."""

from __future__ import annotations

import html
import math
from collections.abc import Callable

import pygame
import pygame_gui

from tabletop.language.typography import unbreakable
from tabletop.table.machinery.text import at_slashes, fitting_text

ROW_GAP = 12
MARGIN = 24


def centred(size: tuple[int, int], width: int, height: int) -> pygame.Rect:
    """A rect of at most `width` x `height` centred in a window of `size`, with a margin."""
    rect = pygame.Rect(0, 0, min(width, size[0] - 2 * MARGIN), min(height, size[1] - 2 * MARGIN))
    rect.center = (size[0] // 2, size[1] // 2)
    return rect


def button_width(ui: pygame_gui.UIManager, words: str, class_id: str | None = None) -> int:
    """The least width a button of theme class `class_id` shows `words` whole in, with its theme's
    horizontal padding either side (pygame_gui clips centred words at the border without it)."""
    theme = ui.get_theme()
    ids = [class_id, "button"] if class_id else ["button"]

    def misc(key: str, fallback: int) -> int:
        try:
            return int(str(theme.get_misc_data(key, ids)))
        except (LookupError, ValueError):
            return fallback  # no theme (a broken file) or a per-side value: pygame_gui's default

    radius = misc("shape_corner_radius", 0)
    # A rounded button keeps its words off the corners by as much as pygame_gui's shape does.
    corner = round(radius - math.sin(math.pi / 4) * radius)
    border = misc("border_width", 1) + misc("shadow_width", 2)
    edge = misc("text_horiz_alignment_padding", 0) + border + corner
    return int(theme.get_font(ids).size(words)[0]) + 2 * edge


def column(left: int, top: int, width: int, height: int, count: int) -> list[pygame.Rect]:
    """`count` rects of `width` x `height`, stacked down from (left, top)."""
    return [pygame.Rect(left, top + i * (height + ROW_GAP), width, height) for i in range(count)]


def as_html(text: str) -> str:
    """Plain text made safe for a pygame_gui text box, line breaks kept; a French mark's space made
    a no-break one, since the box breaks lines at any regular space."""
    return html.escape(unbreakable(text)).replace("\n", "<br>")


def broken_at_slashes(text: str, width: int, measure: Callable[[str], int]) -> str:
    """`text` with each word wider than a line of `width` (a file's path, `:line` after it) broken
    after a slash: a text box would cut it anywhere, with a dash either side ("yaml:-" "-334", a
    line that reads as negative)."""
    return "\n".join(
        " ".join("\n".join(at_slashes(word, width, measure)) if measure(word) > width else word
                 for word in line.split(" "))
        for line in text.split("\n")
    )


# Words shortened words must not end on: cut there, they read as cut mid-thought ("Étape de").
DANGLING = frozenset({
    "a", "an", "and", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to", "with",
    "à", "au", "aux", "avec", "d'", "dans", "de", "des", "du", "en", "et", "l'", "la", "le", "les", "ou",
    "par", "pour", "sur", "un", "une",
})


def shortened_name(name: str, width: int, measure: Callable[[str], int], mark: str = "") -> str:
    """A track's name (and `mark` after it) shortened to `width` as a reader would shorten it: the
    mark left off when the whole name fits without it (a name says more than a mark), else its
    title before a " - " subtitle, else the subtitle (a stage's own name: "Col des Roches"), then
    whole words off the title's end (never ending on "de", "of"...) and an ellipsis, cut mid-word
    only as a last resort. A title or a subtitle is a whole name of its own; words left off
    anywhere else are said by the ellipsis, so "Quarry Run (copy)" is never read as a "Quarry"."""
    if measure(name + mark) <= width:
        return name + mark
    if mark and measure(name) <= width:
        return name
    title, _dash, subtitle = name.partition(" - ")
    for part in (title, subtitle):
        if part and measure(part + mark) <= width:
            return part + mark
    for marked in (mark, "") if mark else ("",):  # the mark given up before a word is cut in two
        words = title.split(" ")
        while len(words) > 1:
            words = words[:-1]
            while len(words) > 1 and words[-1].lower() in DANGLING:
                words = words[:-1]
            shortened = " ".join(words).rstrip(",;:\u2014(").rstrip() + "…" + marked
            if measure(shortened) <= width:
                return shortened
    return fitting_text(name + mark, width, measure)


def fitting_words(text: str, width: int, measure: Callable[[str], int]) -> str:
    """`text` if it is at most `width` wide, else as many of its first words as fit before an
    ellipsis (a comma, colon or dash left at the end dropped, and never ending on "de", "of"...),
    cut mid-word only as a last resort."""
    if measure(text) <= width:
        return text
    words = text.split(" ")
    while len(words) > 1:
        words = words[:-1]
        while len(words) > 1 and words[-1].lower() in DANGLING:
            words = words[:-1]
        label = " ".join(words).rstrip(",;:\u2014").rstrip() + "…"
        if measure(label) <= width:
            return label
    return fitting_text(text, width, measure)

