"""Drag and drop, and click-to-select then click-a-target, driven only by mouse events.

The controller never decides legality. It asks `legal_targets(item)` what to
highlight and `on_drop(item, target)` whether a drop is accepted: None means
yes, a string is the reason for refusing, which goes to `on_refused` (for the
banner) while the piece snaps back. A piece dropped where there is no target
at all snaps back too, and `on_missed(item)` says why (a plain default if the
view gives none); only a piece put back where it was picked up goes quietly.
Positions come from `event.pos` only, so tests can drive it by posting events.

While a piece is selected or held, the controller owns the `highlight` of that
piece and of its legal targets, and gives them back the highlight they had
when the interaction ends (a view that keeps its places lit keeps them lit).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

import pygame

from tabletop.language import _
from tabletop.table.host.game_view import TableHost
from tabletop.table.machinery.animation import Animator, ease_out, tween_attr
from tabletop.table.pieces.sprite import Highlight, TableSprite

DRAG_THRESHOLD = 6  # pixels the pointer must travel before a press becomes a drag
SNAP_BACK_SECONDS = 0.22


def topmost(sprites: Sequence[TableSprite], point: tuple[int, int]) -> TableSprite | None:
    """The last-drawn sprite under `point` (sprites are listed bottom to top)."""
    for sprite in reversed(sprites):
        if sprite.visible and sprite.hit_test(point):
            return sprite
    return None


class DragParts(Protocol):
    """A game view's side of drag and drop: its pieces, its places, and what a drop means."""

    def drag_items(self) -> Sequence[TableSprite]:
        """Pieces on show, bottom to top (only `draggable` ones can be picked up)."""

    def drop_targets(self) -> Sequence[TableSprite]:
        """Every place a piece could be dropped, bottom to top, legal or not."""

    def legal_targets(self, item: TableSprite) -> Sequence[TableSprite]:
        """The places `item` may go now (lit while it is held or selected)."""

    def on_drop(self, item: TableSprite, target: TableSprite) -> str | None:
        """Propose the move: None when it was taken, else the reason it was refused."""


class DragController:
    @classmethod
    def for_view(
        cls,
        parts: DragParts,
        host: TableHost,
        *,
        on_refused: Callable[[str], None] | None = None,
        on_inspect: Callable[[TableSprite], None] | None = None,
        on_missed: Callable[[TableSprite], str] | None = None,
    ) -> DragController:
        """The controller of a game view on the table: the host animates snaps and, unless
        the view says otherwise, shows refusals as a toast."""
        return cls(
            items=parts.drag_items,
            targets=parts.drop_targets,
            legal_targets=parts.legal_targets,
            on_drop=parts.on_drop,
            animator=host.animator,
            on_refused=host.toast if on_refused is None else on_refused,
            on_inspect=on_inspect,
            on_missed=on_missed,
        )

    def __init__(
        self,
        *,
        items: Callable[[], Sequence[TableSprite]],
        targets: Callable[[], Sequence[TableSprite]],
        legal_targets: Callable[[TableSprite], Sequence[TableSprite]],
        on_drop: Callable[[TableSprite, TableSprite], str | None],
        animator: Animator,
        on_refused: Callable[[str], None] | None = None,
        on_inspect: Callable[[TableSprite], None] | None = None,
        on_missed: Callable[[TableSprite], str] | None = None,
    ) -> None:
        """`items`: pieces on show, bottom to top (only `draggable` ones can be picked up).
        `targets`: every place a piece could be dropped, bottom to top, legal or not, so a
        refused drop can still be explained. `on_inspect(sprite)`: a right-click on a piece
        or target asks for the enlarged view.
        """
        self.items = items
        self.targets = targets
        self.legal_targets = legal_targets
        self.on_drop = on_drop
        self.animator = animator
        self.on_refused = on_refused
        self.on_inspect = on_inspect
        self.on_missed = on_missed
        self.selected: TableSprite | None = None
        self.dragging: TableSprite | None = None
        self._legal: list[TableSprite] = []
        self._lit_before: list[Highlight | None] = []  # the legal targets' highlights before
        self._press_item: TableSprite | None = None
        self._press_target: TableSprite | None = None
        self._press_pos = (0, 0)
        self._grab_offset = pygame.Vector2()
        self._origin = pygame.Vector2()

    # -- highlights -----------------------------------------------------------------

    def _show_legal(self, item: TableSprite) -> None:
        self._clear_legal()
        self._legal = list(self.legal_targets(item))
        self._lit_before = [target.highlight for target in self._legal]
        for target in self._legal:
            target.highlight = Highlight.LEGAL

    def _clear_legal(self) -> None:
        for target, before in zip(self._legal, self._lit_before, strict=True):
            target.highlight = before
        self._legal, self._lit_before = [], []

    def _select(self, item: TableSprite | None) -> None:
        if self.selected is not None:
            self.selected.highlight = None
        self._clear_legal()
        self.selected = item
        if item is not None:
            self._show_legal(item)
            item.highlight = Highlight.SELECTED

    def cancel(self) -> None:
        """Drop any selection; a piece being dragged goes back where it came from."""
        if self.dragging is not None:
            self._snap_back(self.dragging)
        self._select(None)
        self._press_item = self._press_target = None

    # -- moves ----------------------------------------------------------------------

    def _snap_back(self, item: TableSprite) -> None:
        self.dragging = None
        self._clear_legal()

        def release() -> None:
            item.held = False

        self.animator.add(
            tween_attr(item, "pos", pygame.Vector2(self._origin), SNAP_BACK_SECONDS,
                       easing=ease_out, on_done=release)
        )

    def _propose(self, item: TableSprite, target: TableSprite) -> bool:
        reason = self.on_drop(item, target)
        if reason is None:
            return True
        if self.on_refused:
            self.on_refused(reason)
        return False

    def _start_drag(self, item: TableSprite) -> None:
        if self.selected is not None and self.selected is not item:
            self._select(None)
        if self.selected is item:
            item.highlight = None
            self.selected = None
        self.dragging = item
        item.held = True
        self._origin = pygame.Vector2(item.pos)
        self._show_legal(item)

    def _finish_drag(self, pos: tuple[int, int]) -> None:
        item = self.dragging
        assert item is not None
        target = topmost([t for t in self.targets() if t is not item], pos)
        if target is not None and self._propose(item, target):
            self.dragging = None
            item.held = False
            self._clear_legal()
            return
        if target is None and self.on_refused is not None and not self._put_back(item, pos):
            self.on_refused(self._missed(item))
        self._snap_back(item)

    def _put_back(self, item: TableSprite, pos: tuple[int, int]) -> bool:
        """Whether the drop is where the piece came from: the player changed their mind."""
        origin = item.camera.world_to_screen(self._origin) if item.camera is not None else self._origin
        home = item.screen_rect()
        home.center = (round(origin.x), round(origin.y))
        return home.collidepoint(pos)

    def _missed(self, item: TableSprite) -> str:
        if self.on_missed is not None:
            return self.on_missed(item)
        if self._legal:
            return _("Not there: it goes on one of the lit places.")
        return _("That piece has nowhere to go now.")

    def _click_target(self, target: TableSprite) -> None:
        item = self.selected
        assert item is not None
        if self._propose(item, target):
            self._select(None)

    # -- events ---------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_RIGHT:
            return self._inspect(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            return self._press(event.pos)
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == pygame.BUTTON_LEFT:
            return self._release(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.selected is None and self.dragging is None:
                return False
            self.cancel()
            return True
        return False

    def _inspect(self, pos: tuple[int, int]) -> bool:
        if self.on_inspect is None:
            return False
        sprite = topmost(self.items(), pos) or topmost(self.targets(), pos)
        if sprite is None:
            return False
        self.on_inspect(sprite)
        return True

    def _press(self, pos: tuple[int, int]) -> bool:
        item = topmost([i for i in self.items() if i.draggable], pos)
        target = None
        if self.selected is not None:
            target = topmost([t for t in self.targets() if t is not self.selected], pos)
            # A legal target wins over a piece lying on it; an illegal one loses to
            # a piece the player may simply want to pick instead.
            if target is not None and item is not None and target not in self._legal:
                target = None
        self._press_pos = pos
        self._press_target = target
        self._press_item = None if target is not None else item
        if target is None and item is None:
            if self.selected is not None and self.on_refused is not None:
                self.on_refused(self._missed(self.selected))  # the piece goes nowhere: say why
            self._select(None)
            return False  # empty cloth: let the camera pan
        if item is not None:
            self._grab_offset = pygame.Vector2(pos) - item.screen_pos
        return True

    def _motion(self, pos: tuple[int, int]) -> bool:
        if self.dragging is None and self._press_item is not None:
            moved = pygame.Vector2(pos).distance_to(self._press_pos)
            if moved >= DRAG_THRESHOLD:
                self._start_drag(self._press_item)
                self._press_item = None
        if self.dragging is None:
            return False
        self.dragging.screen_pos = pygame.Vector2(pos) - self._grab_offset
        return True

    def _release(self, pos: tuple[int, int]) -> bool:
        if self.dragging is not None:
            self._finish_drag(pos)
            return True
        item, target = self._press_item, self._press_target
        self._press_item = self._press_target = None
        if target is not None and self.selected is not None:
            self._click_target(target)
            return True
        if item is not None:
            self._select(None if item is self.selected else item)
            return True
        return False
