"""What a player reads on the rules pages: numbered lists of any length, and Markdown drawn,
not shown as typed."""

from __future__ import annotations

import pygame

from tabletop.scenes.widgets import markdown
from tabletop.table.machinery.text import font


def _rect(piece: tuple[int, int, pygame.Surface]) -> pygame.Rect:
    x, y, image = piece
    return image.get_rect(topleft=(x, y))


def test_inline_code_shows_plainly_and_single_asterisks_slant_a_word() -> None:
    assert markdown.spans("*Blister* it, **bold *and* slanted**, or `a *b* **c**` then 5 * 3") == (
        markdown.Span("Blister", italic=True),
        markdown.Span(" it, "),
        markdown.Span("bold ", bold=True),
        markdown.Span("and", bold=True, italic=True),
        markdown.Span(" slanted", bold=True),
        markdown.Span(", or a *b* **c** then 5 * 3"),
    )
    assert markdown.spans("an `unmatched backtick") == (markdown.Span("an `unmatched backtick"),)


def test_numbers_of_any_width_keep_clear_of_their_items_which_line_up() -> None:
    pygame.font.init()
    drawn = markdown.layout(markdown.parse("8. eight\n9. nine\n10. ten\n11. eleven\n116. many"), 600)
    markers, words = drawn.pieces[0::2], drawn.pieces[1::2]
    assert len(markers) == len(words) == 5
    space = font(markdown.BODY_PX).size(" ")[0]
    for marker, word in zip(markers, words, strict=True):
        assert _rect(marker).right + space <= _rect(word).left
    assert len({_rect(word).left for word in words}) == 1
    assert len({_rect(marker).right for marker in markers}) == 1  # the numbers' dots line up
    # A list of single figures keeps its text where it always was.
    short = markdown.layout(markdown.parse("1. one\n2. two"), 600)
    assert _rect(short.pieces[1]).left == markdown.BULLET_INDENT

