"""Rules help: the games' rules pages (`data/rules/*.md`), one shown at a time, scrollable.

In another language a game's page is `data/rules/<code>/<game>.md` when there is one, else
the English page; a switch of language while the help is open keeps the section being read.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pygame

from tabletop import paths
from tabletop.content.problems import ContentError
from tabletop.content.rules_pages import page_path
from tabletop.content.text_files import check_rules_page
from tabletop.language import _, language
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.layout import MARGIN, ROW_GAP
from tabletop.scenes.widgets import markdown
from tabletop.sprite_factory.palette import CREAM_DARK, INK_SOFT, PAPER, WOOD
from tabletop.table.machinery.cloth import draw_cloth
from tabletop.table.machinery.text import font
from tabletop.table.panels.panel import draw_panel

LIST_WIDTH = 250
BUTTON_HEIGHT = 46
PAGE_PADDING = 28
MAX_TEXT_WIDTH = 860  # long lines are hard to read; wider windows get wider margins
LINE_STEP = 40  # pixels per arrow key / wheel notch


@dataclass(frozen=True)
class RulesPage:
    path: Path
    title: str


def find_pages(folder: Path, code: str | None = None) -> list[RulesPage]:
    """A page for every `*.md` in `folder`, in language `code` (default: the one spoken now) when
    it has one, titled by its first `# ` heading (else its file name). The games' pages come in
    New game's order, as every list of the games does; any other page follows, by title."""
    from tabletop.games.registry import GAME_IDS

    pages = []
    for english in sorted(folder.glob("*.md")):
        path = page_path(folder, english.stem, code or language())
        try:
            title = markdown.title_of(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):
            title = None
        pages.append(RulesPage(path, title or path.stem.replace("-", " ").capitalize()))
    order = {game_id: index for index, game_id in enumerate(GAME_IDS)}
    # A translated page keeps its game's file name (rules/fr/nascard.md).
    return sorted(pages, key=lambda page: (order.get(page.path.stem, len(order)), page.title.lower()))


class RulesHelpScene(Scene):
    def __init__(
        self,
        ctx: AppContext,
        *,
        folder: Path | None = None,
        initial: str | None = None,
        heading: str | None = None,
    ) -> None:
        """`initial` picks the page whose file stem it names (a game id) to show first,
        scrolled so that its `heading` (an English heading or an anchor) is at the top."""
        super().__init__(ctx)
        self.heading = heading
        self.folder = folder or paths.data_dir() / "rules"
        self.pages = find_pages(self.folder)
        self.current = 0
        for index, page in enumerate(self.pages):
            if page.path.stem == initial:
                self.current = index
        self.scroll = 0
        self._layout: markdown.Layout | None = None
        self._error = ""

    # -- layout -------------------------------------------------------------------

    def page_rect(self) -> pygame.Rect:
        w, h = self.ctx.size
        left = MARGIN + LIST_WIDTH + MARGIN
        return pygame.Rect(left, MARGIN, w - left - MARGIN, h - 2 * MARGIN)

    def text_rect(self) -> pygame.Rect:
        inner = self.page_rect().inflate(-2 * PAGE_PADDING, -2 * PAGE_PADDING)
        width = min(inner.width - 12, MAX_TEXT_WIDTH)
        return pygame.Rect(inner.x + (inner.width - 12 - width) // 2, inner.y, width, inner.height)

    def build_ui(self) -> None:
        top = MARGIN + 56
        for index, page in enumerate(self.pages):
            rect = pygame.Rect(MARGIN, top + index * (BUTTON_HEIGHT + ROW_GAP), LIST_WIDTH, BUTTON_HEIGHT)
            button = self.add_button(rect, page.title, partial(self.show, index))
            if index == self.current:
                button.select()
        back = pygame.Rect(MARGIN, self.ctx.size[1] - MARGIN - BUTTON_HEIGHT, LIST_WIDTH, BUTTON_HEIGHT)
        self.add_button(back, _("Back"), self.on_escape)
        self._layout = None

    def on_language(self) -> None:
        """The same game's page in the new language, at the section that was being read."""
        if self._layout is not None:
            self.heading = self._layout.anchor_at(self.scroll)
        stem = self.pages[self.current].path.stem if self.pages else None
        self.pages = find_pages(self.folder)
        self.current = next((i for i, page in enumerate(self.pages) if page.path.stem == stem), 0)
        super().on_language()

    def show(self, index: int) -> None:
        self.current = index
        self.scroll = 0
        self.heading = None
        self.rebuild_ui()

    def _document(self) -> markdown.Layout | None:
        """The current page laid out for the current width (laid out once, then kept)."""
        if not self.pages:
            return None
        width = self.text_rect().width
        if self._layout is None or self._layout.width != width:
            page = self.pages[self.current]
            try:
                text = check_rules_page(page.path)
                self._error = ""
            except ContentError as exc:  # what `validate` refuses is not shown as a rules page
                text = ""
                self._error = _("This page cannot be shown:") + f"\n{exc}"
            self._layout = markdown.layout(markdown.parse(text), width, partial(_picture, page.path.stem))
            for problem in self._layout.problems:
                print(f"{page.path.name}: {problem}", file=sys.stderr)
            if self.heading is not None:
                found = self._layout.heading_y(self.heading) or 0
                self.scroll = min(found, max(0, self._layout.height - self.text_rect().height))
        return self._layout

    def max_scroll(self) -> int:
        document = self._document()
        if document is None:
            return 0
        return max(0, document.height - self.text_rect().height)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + pixels))

    # -- input ------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * LINE_STEP)
            return True
        if event.type == pygame.KEYDOWN:
            page = self.text_rect().height - LINE_STEP
            steps = {
                pygame.K_DOWN: LINE_STEP, pygame.K_UP: -LINE_STEP,
                pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                pygame.K_SPACE: page,
                pygame.K_HOME: -self.max_scroll(), pygame.K_END: self.max_scroll(),
            }
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return True
        return super().handle_event(event)

    # -- drawing ------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_cloth(surface)
        heading = font(40).render(_("Rules"), True, PAPER)
        surface.blit(heading, (MARGIN + 4, MARGIN + 6))
        draw_panel(surface, self.page_rect(), alpha=250, radius=14)
        text = self.text_rect()
        document = self._document()
        if document is None or self._error:
            message = self._error or _("No rules pages were found.")
            note = font(28).render(message, True, INK_SOFT)
            surface.blit(note, text.topleft)
            return
        document.draw(surface, (text.x, text.y - self.scroll), text)
        self._draw_scrollbar(surface, document.height)

    def _draw_scrollbar(self, surface: pygame.Surface, content: int) -> None:
        text = self.text_rect()
        if content <= text.height:
            return
        track = pygame.Rect(self.page_rect().right - PAGE_PADDING + 6, text.y, 8, text.height)
        pygame.draw.rect(surface, CREAM_DARK, track, border_radius=4)
        thumb_h = max(30, round(track.height * text.height / content))
        travel = track.height - thumb_h
        thumb_y = track.y + round(travel * self.scroll / max(1, content - text.height))
        pygame.draw.rect(surface, WOOD, (track.x, thumb_y, track.width, thumb_h), border_radius=4)


def _picture(page: str, name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """A picture of `page`'s game drawn by that game's view (`rules_picture`); None if none."""
    from tabletop.games.registry import GAME_IDS
    from tabletop.table.host.game_view import view_module

    if page not in GAME_IDS:
        return None
    draw = getattr(view_module(page), "rules_picture", None)
    return draw(name, size) if draw is not None else None
