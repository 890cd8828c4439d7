"""What a player reads on the rules pages: numbered lists, pictures with their captions, and no
developer's words or raw Markdown, on every game's page in every language."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path

import pygame
import pytest

from tabletop import paths
from tabletop.app import App
from tabletop.scenes.pages.rules_help import RulesHelpScene, _picture
from tabletop.scenes.widgets import markdown
from tabletop.table.machinery.text import font
from tests.scenes.driver import Driver

RULES = paths.data_dir() / "rules"
PAGES = sorted(RULES.glob("*.md")) + sorted(RULES.glob("*/*.md"))

# Markdown the widget does not draw (it would show as typed), a file of the app, a command line,
# and the random seed, which only the command line offers.
NOT_FOR_PLAYERS = re.compile(
    r"`|\*|_|\]\(|\bdata/|\w\.(ya?ml|py|md|json)\b|(^|\s)--\w|python -m"
    r"|\btabletop (simulate|bench|validate)\b|\bseed\b|\bgraine\b",
    re.IGNORECASE,
)


def _rect(piece: tuple[int, int, pygame.Surface]) -> pygame.Rect:
    x, y, image = piece
    return image.get_rect(topleft=(x, y))


def test_every_page_of_every_language_is_checked() -> None:
    assert {page.parent.name for page in PAGES} == {"rules", "fr"} and len(PAGES) == 10


@pytest.mark.parametrize("page", PAGES, ids=lambda page: str(page.relative_to(RULES)))
def test_a_page_shows_players_no_file_command_or_raw_markdown(page: Path) -> None:
    found = []
    for block in markdown.parse(page.read_text(encoding="utf-8")):
        for shown in [run.text for run in block.spans] + [cell for row in block.rows for cell in row]:
            found += [f"{match.group(0)!r} in {shown!r}" for match in NOT_FOR_PLAYERS.finditer(shown)]
    assert not found


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


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_every_caption_sits_right_under_its_picture(make_app: type[App], size: tuple[int, int]) -> None:
    """Each picture of each page, in both languages, laid out in the text column of the window."""
    driver = Driver(make_app(size))
    driver.frames(1)
    width = RulesHelpScene(driver.app.ctx).text_rect().width
    pictures = 0
    for page in PAGES:
        for block in markdown.parse(page.read_text(encoding="utf-8")):
            if block.kind != "picture":
                continue
            drawn = markdown.layout([block], width, partial(_picture, page.stem))
            picture, caption = _rect(drawn.pieces[0]), [_rect(piece) for piece in drawn.pieces[1:]]
            where = f"{page.relative_to(RULES)}: {block.picture}"
            # The picture has no empty margin of its own to push its caption away.
            assert drawn.pieces[0][2].get_bounding_rect().size == picture.size, where
            assert caption and 0 <= min(rect.top for rect in caption) - picture.bottom <= 10, where
            assert min(rect.left for rect in caption) == picture.left, where
            assert max(rect.right for rect in caption) <= width, where
            pictures += 1
    assert pictures == 2 * 15  # each game's pictures, in English and in French


@pytest.mark.parametrize("page", PAGES, ids=lambda path: f"{path.parent.name}/{path.stem}")
def test_every_table_stays_legible_on_the_narrowest_page(make_app: type[App], page: Path) -> None:
    """At 960x600 Nascard's bonus table was shrunk to fit, to letters a third of the text's: a
    table too wide wraps its cells instead, in words no smaller than TABLE_LEAST's."""
    driver = Driver(make_app((960, 600)))
    width = RulesHelpScene(driver.app.ctx).text_rect().width
    least = font(markdown.TABLE_LEAST).get_height()
    for block in markdown.parse(page.read_text(encoding="utf-8")):
        if block.kind != "table":
            continue
        drawn = markdown.layout([block], width)
        words = [_rect(piece) for piece in drawn.pieces if piece[2].get_width()]
        assert min(rect.height for rect in words) >= least, block.rows[0]
        assert max(rect.right for rect in words) <= width, block.rows[0]


def test_items_written_under_an_item_are_drawn_a_step_further_in() -> None:
    """MotoX's step 3 lists "A tile" and "A coin" under it: they read as its parts, not as
    steps beside 3 and 4."""
    pygame.font.init()
    text = "3. Then each adds:\n   - **A tile** goes\n   - **A coin** goes\n4. When done"
    blocks = markdown.parse(text)
    assert [block.nested for block in blocks] == [False, True, True, False]
    drawn = markdown.layout(blocks, 600)
    size = font(markdown.BODY_PX).get_height()
    marks = [_rect(piece) for piece in drawn.pieces if piece[2].get_size() == (size, size)]
    assert len(marks) == 2
    step_text = _rect(drawn.pieces[1]).left  # "Then", after the number "3."
    assert all(mark.left >= step_text for mark in marks), "a sub-item's bullet left of its step's text"
