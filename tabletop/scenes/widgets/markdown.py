"""The markdown subset the rules pages are written in, parsed and laid out for drawing.

Supported: `#`, `##`, `###` headings; paragraphs; `- ` (or `* `) bullets and
`1. ` numbered items; a heading's anchor written after it, `## Déplacements {#moving}` (see
`content/rules_pages.py`); `**bold**`, `*italic*` and `` `code` `` (shown as plain words) inside
any of them; `|` tables, drawn as plain aligned rows; a line `![caption](picture:name)`, a
picture the game's own code draws, shown with its caption right under it. Anything else is shown
as ordinary text, never dropped.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import groupby

import pygame

from tabletop.content.rules_pages import anchor_of, split_heading
from tabletop.language import _
from tabletop.language.typography import HELD_MARKS, break_points, drawable
from tabletop.sprite_factory.palette import ACCENT, INK, INK_SOFT, RGB
from tabletop.table.machinery.text import font, wrap

HEADING = re.compile(r"^(#{1,3})\s+(.*)$")
BULLET = re.compile(r"^\s*([-*]|\d+[.)])\s+(.*)$")
TABLE_RULE_CELL = re.compile(r"^:?-+:?$")
PICTURE = re.compile(r"^!\[(.*)\]\(picture:([\w-]+)\)$")
CODE = re.compile(r"`([^`]+)`")
# An asterisk hugging a word on each side, and not half of a `**`.
ITALIC = re.compile(r"(?<![*\w])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![*\w])")
# Code is swapped for these private-use characters while emphasis is read, so the `*` or `**`
# inside it stay as written.
CODE_STAND_IN = 0xE000

BODY_PX = 27
HEADING_PX = {1: 46, 2: 36, 3: 30}
TABLE_PX = 25
TABLE_LEAST = 20  # a table too wide at this size wraps its cells rather than shrink further
BULLET_INDENT = 30  # where an item's text starts, unless its list's numbers need more room
MARKER_LEFT = 4  # where the widest marker of a list starts
MARKER_GAP = 9  # between a number and its item's text
COLUMN_GAP = 28


@dataclass(frozen=True)
class Span:
    text: str
    bold: bool = False
    italic: bool = False


@dataclass(frozen=True)
class Block:
    kind: str  # "heading", "paragraph", "bullet" or "table"
    spans: tuple[Span, ...] = ()
    level: int = 0  # heading level 1-3
    marker: str = ""  # a numbered item's number ("2."); empty for a plain bullet
    nested: bool = False  # a list item written indented under another: drawn a step further in
    rows: tuple[tuple[str, ...], ...] = ()  # table cells
    picture: str = ""  # a picture's name; its caption is in `spans`
    anchor: str = ""  # a heading's anchor, which links into the page find it by
    line: int = 0  # 1-based line of the source, for problems


def spans(text: str) -> tuple[Span, ...]:
    """`text` split into plain, `**bold**` and `*italic*` runs, `` `code` `` shown as its plain
    words (an unmatched `**`, `*` or backtick stays as text)."""
    codes: list[str] = []

    def set_aside(match: re.Match[str]) -> str:
        codes.append(match.group(1))
        return chr(CODE_STAND_IN + len(codes) - 1)

    def put_back(part: str) -> str:
        return "".join(
            codes[ord(c) - CODE_STAND_IN] if 0 <= ord(c) - CODE_STAND_IN < len(codes) else c for c in part
        )

    parts = CODE.sub(set_aside, text).split("**")
    if len(parts) % 2 == 0:
        parts[-2:] = [parts[-2] + "**" + parts[-1]]
    runs = []
    for i, part in enumerate(parts):
        for j, piece in enumerate(ITALIC.split(part)):
            if piece:
                runs.append(Span(put_back(piece), bold=i % 2 == 1, italic=j % 2 == 1))
    return tuple(runs)


def _cells(line: str) -> tuple[str, ...]:
    return tuple(cell.strip() for cell in line.strip().strip("|").split("|"))


def parse(text: str) -> list[Block]:
    blocks: list[Block] = []
    paragraph: list[str] = []
    # The marker of the list item being collected ("-", "2."); None inside a paragraph.
    item: str | None = None
    nested = False  # the item being collected is indented under the one before it
    table: list[tuple[str, ...]] = []

    def flush() -> None:
        nonlocal item
        if paragraph:
            text = spans(" ".join(paragraph))
            if item is None:
                blocks.append(Block("paragraph", text))
            else:
                blocks.append(Block("bullet", text, marker="" if item in ("-", "*") else item, nested=nested))
            paragraph.clear()
        item = None
        if table:
            blocks.append(Block("table", rows=tuple(table)))
            table.clear()

    for number, raw in enumerate(drawable(text).splitlines(), start=1):
        line = raw.rstrip()
        if not line.strip():
            flush()
            continue
        if line.lstrip().startswith("|"):
            if paragraph:
                flush()
            cells = _cells(line)
            # The |---|:-:| row under the header only says how to align; it is not a row.
            if not all(TABLE_RULE_CELL.match(cell) for cell in cells):
                table.append(cells)
            continue
        if table:
            flush()
        picture = PICTURE.match(line.strip())
        if picture:
            flush()
            blocks.append(Block("picture", spans(picture.group(1)), picture=picture.group(2), line=number))
            continue
        heading = HEADING.match(line)
        if heading:
            flush()
            level = len(heading.group(1))
            words, anchor = split_heading(heading.group(2))
            blocks.append(Block("heading", spans(words), level=level, anchor=anchor))
            continue
        bullet = BULLET.match(line)
        if bullet:
            under = item is not None and line[:1].isspace()
            flush()
            item, nested = bullet.group(1), under
            paragraph.append(bullet.group(2).strip())
            continue
        paragraph.append(line.strip())
    flush()
    return blocks


def title_of(text: str) -> str | None:
    """The text of the first `# ` heading, if any."""
    for line in text.splitlines():
        heading = HEADING.match(line.rstrip())
        if heading and len(heading.group(1)) == 1:
            return "".join(run.text for run in spans(split_heading(heading.group(2))[0]))
    return None


@dataclass
class Layout:
    """Text pieces placed in a column of `width`: (x, y, rendered text), top to bottom."""

    width: int
    pieces: list[tuple[int, int, pygame.Surface]] = field(default_factory=list)
    height: int = 0
    anchors: dict[str, int] = field(default_factory=dict)  # each heading's anchor -> its y, in order
    problems: list[str] = field(default_factory=list)  # "line N: ..." for pictures not drawn

    def heading_y(self, heading: str) -> int | None:
        """The y of the heading `heading` names: its English words (case ignored, a leading "1. "
        optional) or its anchor, so a translated page is found by the English heading too."""
        return self.anchors.get(anchor_of(heading))

    def anchor_at(self, y: int) -> str | None:
        """The anchor of the last heading at or above `y` (the section being read there)."""
        above = [anchor for anchor, top in self.anchors.items() if top <= y]
        return above[-1] if above else None

    def draw(self, surface: pygame.Surface, origin: tuple[int, int], clip: pygame.Rect) -> None:
        """Blit the pieces that fall inside `clip`, with the column's top-left at `origin`."""
        previous = surface.get_clip()
        surface.set_clip(clip)
        ox, oy = origin
        for x, y, image in self.pieces:
            top = oy + y
            if top + image.get_height() < clip.top:
                continue
            if top > clip.bottom:
                break
            surface.blit(image, (ox + x, top))
        surface.set_clip(previous)


# Words break at ordinary spaces only: a no-break space (U+00A0, U+202F) keeps French "4 %",
# "mot :" and "« mot »" together on one line.
BREAKS = " \t\r\n"
WORD = re.compile(rf"([{BREAKS}]*)([^{BREAKS}]+)")


def _words(runs: tuple[Span, ...]) -> list[tuple[str, Span, bool]]:
    """(word, its run, space before it) for every word; a space may sit in the previous run."""
    words: list[tuple[str, Span, bool]] = []
    pending_space = False
    for run in runs:
        for match in WORD.finditer(run.text):
            words.append((match.group(2), run, pending_space or bool(match.group(1))))
            pending_space = False
        if run.text[-1:] and run.text[-1] in BREAKS:
            pending_space = True
    return words


def _flow(
    layout: Layout, runs: tuple[Span, ...], px: int, colour: RGB, left: int, top: int
) -> int:
    """Lay out `runs` as wrapped text from (left, top); returns the y below the last line."""
    regular = font(px)
    line_h = round(regular.get_linesize() * 1.2)
    space = regular.size(" ")[0]
    x, y = left, top
    words = _words(runs)
    images = [
        font(px, bold=run.bold, italic=run.italic).render(
            word, True, ACCENT if run.bold and colour == INK else colour
        )
        for word, run, _spaced in words
    ]
    for index, image in enumerate(images):
        spaced = words[index][2]
        if x > left and spaced:
            x += space
        # A French mark ("Bleu :", "(B) ?") never opens a line: it goes with the word before it.
        follow = index + 1
        width = image.get_width()
        while follow < len(words) and _held(words[follow]):
            width += space * words[follow][2] + images[follow].get_width()
            follow += 1
        if x > left and not _held(words[index]) and x + width > layout.width:
            x, y = left, y + line_h
        layout.pieces.append((x, y, image))
        x += image.get_width()
    return y + line_h


def _held(word: tuple[str, Span, bool]) -> bool:
    """Whether a word is a mark French sets after a space (":", "?", "!", ";", "»"), which stays on
    the line of the word before it."""
    return bool(word[0]) and word[0][0] in HELD_MARKS


def _table(layout: Layout, rows: tuple[tuple[str, ...], ...], top: int) -> int:
    """`rows` as aligned columns, the first row their heads: as large as fits up to TABLE_PX but
    not below TABLE_LEAST; a table too wide even then has its cells wrapped onto more lines, the
    column with the most room to give narrowed first (at 960x600 Nascard's bonus table was
    shrunk to specks)."""
    columns = max(len(row) for row in rows)
    room = layout.width - COLUMN_GAP * (columns - 1)
    for px in range(TABLE_PX, TABLE_LEAST - 1, -1):
        faces = [font(px, bold=True) if r == 0 else font(px) for r in range(len(rows))]
        natural, least = [0] * columns, [0] * columns
        for row, face in zip(rows, faces, strict=True):
            for c, cell in enumerate(row):
                natural[c] = max(natural[c], face.size(cell)[0])
                least[c] = max([least[c], *(face.size(word)[0] for word in break_points(cell))])
        if sum(natural) <= room:
            break
    widths = _narrowed(natural, least, room)
    line_h = round(faces[-1].get_linesize() * 1.25)
    y = top
    for r, (row, face) in enumerate(zip(rows, faces, strict=True)):
        x = 0
        lines = [wrap(cell, face, widths[c]) for c, cell in enumerate(row)]
        for c, cell_lines in enumerate(lines):
            for number, line in enumerate(cell_lines):
                image = face.render(line, True, INK if r else INK_SOFT)
                layout.pieces.append((x, y + number * line_h, image))
            x += widths[c] + COLUMN_GAP
        y += line_h * max(1, *(len(cell_lines) for cell_lines in lines))
    return y


def _narrowed(natural: list[int], least: list[int], room: int) -> list[int]:
    """Columns `natural` wide made to fit `room` together, a pixel at a time from the one with
    the most to give above its `least` (its longest word), none below it."""
    widths = list(natural)
    while sum(widths) > room:
        column = max(range(len(widths)), key=lambda c: widths[c] - least[c])
        if widths[column] <= least[column]:
            break
        widths[column] -= 1
    return widths


# Draws a named picture at most (width, height); None when the name is unknown.
PictureSource = Callable[[str, tuple[int, int]], "pygame.Surface | None"]
PICTURE_SIZE = (220, 220)
CAPTION_GAP = 6  # between a picture and its caption under it


def _picture(layout: Layout, block: Block, source: PictureSource | None, top: int) -> int:
    drawn = source(block.picture, PICTURE_SIZE) if source is not None else None
    if drawn is None:
        told = _("line {line}: no picture named {name}")
        layout.problems.append(told.format(line=block.line, name=repr(block.picture)))
        return top
    # A game centres its drawing in the whole box, so a wide, low one (MotoX's dice) came with
    # a hundred empty pixels above and below; cut to what is drawn, the caption meets it.
    image = drawn.subsurface(drawn.get_bounding_rect()).copy()
    layout.pieces.append((0, top + 4, image))
    caption_top = top + 4 + image.get_height() + CAPTION_GAP
    return _flow(layout, block.spans, BODY_PX - 2, INK_SOFT, 0, caption_top) + 14


def _list_indents(blocks: list[Block]) -> dict[int, int]:
    """Where the text of each list item (by its index in `blocks`) starts: one place for a whole
    list, far enough right that its widest number ("10.") keeps clear of every item's text."""
    indents: dict[int, int] = {}
    for is_list, run in groupby(enumerate(blocks), key=lambda pair: pair[1].kind == "bullet"):
        if is_list:
            items = dict(run)
            widest = max(font(BODY_PX, bold=True).size(item.marker)[0] for item in items.values())
            indents.update(dict.fromkeys(items, max(BULLET_INDENT, MARKER_LEFT + widest + MARKER_GAP)))
    return indents


def layout(blocks: list[Block], width: int, pictures: PictureSource | None = None) -> Layout:
    """`pictures` draws the page's `picture:` names; without it (or for an unknown name)
    the picture is left out and a problem noted."""
    result = Layout(width)
    indents = _list_indents(blocks)
    y = 0
    for index, block in enumerate(blocks):
        if block.kind == "picture":
            y = _picture(result, block, pictures, y)
        elif block.kind == "heading":
            y += 18 if y else 0
            result.anchors.setdefault(block.anchor, y)
            y = _flow(result, block.spans, HEADING_PX[block.level], ACCENT if block.level == 1 else INK, 0, y)
            y += 4
        elif block.kind == "bullet":
            indent = indents[index] + BULLET_INDENT * block.nested
            if block.marker:
                mark = font(BODY_PX, bold=True).render(block.marker, True, ACCENT)
                # Numbers end at one place, so "9." and "10." line up on their dots.
                left = indent - MARKER_GAP - mark.get_width()
            else:
                size = font(BODY_PX).get_height()
                mark = pygame.Surface((size, size), pygame.SRCALPHA)
                pygame.draw.circle(mark, ACCENT, (size // 2, size // 2), max(3, size // 7))
                left = indent - BULLET_INDENT + MARKER_LEFT
            result.pieces.append((left, y, mark))
            y = _flow(result, block.spans, BODY_PX, INK, indent, y) + 4
        elif block.kind == "table":
            y = _table(result, block.rows, y + 4) + 10
        else:
            y = _flow(result, block.spans, BODY_PX, INK, 0, y) + 10
    result.height = y
    return result
