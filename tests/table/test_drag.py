"""Drag and drop and click-to-select, driven only by posted mouse and key events."""

from __future__ import annotations

import pygame
import pytest

from tabletop.table.host.drag import DRAG_THRESHOLD, DragController
from tabletop.table.host.game_view import TableHost
from tabletop.table.machinery.animation import Animator
from tabletop.table.machinery.camera import Camera, Point
from tabletop.table.pieces.drop_zone import DropZone
from tabletop.table.pieces.sprite import Highlight, TableSprite
from tabletop.table.pieces.token_sprite import TokenSprite


class Table:
    """Two pieces and three places; only the places listed in `legal` accept a piece."""

    def __init__(self, camera: Camera | None = None) -> None:
        self.piece = TokenSprite("red", "1", size=40, pos=(100, 100), camera=camera, draggable=True)
        self.fixed = TokenSprite("blue", "2", size=40, pos=(100, 200), camera=camera)
        self.places = [
            DropZone((60, 60), pos=(300 + 100 * i, 100), camera=camera, payload=i) for i in range(3)
        ]
        self.legal = {0, 1}
        self.drops: list[tuple[TableSprite, int]] = []
        self.refusals: list[str] = []
        self.inspected: list[TableSprite] = []
        self.animator = Animator()
        self.drag = DragController(
            items=lambda: [self.piece, self.fixed],
            targets=lambda: self.places,
            legal_targets=lambda item: [p for p in self.places if p.payload in self.legal],
            on_drop=self.on_drop,
            animator=self.animator,
            on_refused=self.refusals.append,
            on_inspect=self.inspected.append,
        )

    def on_drop(self, item: TableSprite, target: TableSprite) -> str | None:
        if target.payload not in self.legal:
            return "That space is taken"
        assert isinstance(target.payload, int)
        self.drops.append((item, target.payload))
        return None

    def send(self, kind: int, pos: Point, button: int = 1) -> bool:
        point = (round(pos[0]), round(pos[1]))
        if kind == pygame.MOUSEMOTION:
            event = pygame.event.Event(kind, pos=point, rel=(0, 0), buttons=(1, 0, 0))
        else:
            event = pygame.event.Event(kind, pos=point, button=button)
        return self.drag.handle_event(event)

    def drag_to(self, start: pygame.Vector2, end: pygame.Vector2) -> None:
        self.send(pygame.MOUSEBUTTONDOWN, start)
        for step in range(1, 6):
            self.send(pygame.MOUSEMOTION, start + (end - start) * step / 5)
        self.send(pygame.MOUSEBUTTONUP, end)

    def click(self, pos: pygame.Vector2, button: int = 1) -> bool:
        used = self.send(pygame.MOUSEBUTTONDOWN, pos, button)
        self.send(pygame.MOUSEBUTTONUP, pos, button)
        return used


def test_dragging_highlights_legal_places_and_a_legal_drop_is_accepted() -> None:
    table = Table()
    start = table.piece.screen_pos
    table.send(pygame.MOUSEBUTTONDOWN, start)
    table.send(pygame.MOUSEMOTION, start + pygame.Vector2(DRAG_THRESHOLD + 2, 0))
    assert table.drag.dragging is table.piece
    assert [p.highlight for p in table.places] == [Highlight.LEGAL, Highlight.LEGAL, None]
    table.send(pygame.MOUSEMOTION, table.places[1].screen_pos)
    assert table.piece.screen_pos.distance_to(table.places[1].screen_pos) < 1
    table.send(pygame.MOUSEBUTTONUP, table.places[1].screen_pos)
    assert table.drops == [(table.piece, 1)]
    assert [p.highlight for p in table.places] == [None, None, None]
    assert not table.piece.held and not table.animator.busy


def test_a_refused_drop_gives_the_reason_and_snaps_back() -> None:
    table = Table()
    start = pygame.Vector2(table.piece.pos)
    table.drag_to(table.piece.screen_pos, table.places[2].screen_pos)
    assert table.refusals == ["That space is taken"]
    assert table.drops == []
    assert table.animator.busy and table.piece.held
    table.animator.update(0.1)
    assert 0 < table.piece.pos.distance_to(start) < table.places[2].pos.distance_to(start)
    table.animator.update(1.0)
    assert table.piece.pos == start and not table.piece.held


def test_dropping_on_empty_cloth_snaps_back_and_says_why() -> None:
    table = Table()
    start = pygame.Vector2(table.piece.pos)
    table.drag_to(table.piece.screen_pos, pygame.Vector2(600, 400))
    table.animator.finish_all()
    assert table.piece.pos == start
    assert table.drops == [] and table.refusals == ["Not there: it goes on one of the lit places."]
    table.drag.on_missed = lambda item: "The red piece goes on a lit place." if item is table.piece else ""
    table.drag_to(table.piece.screen_pos, pygame.Vector2(600, 400))
    assert table.refusals[-1] == "The red piece goes on a lit place."


def test_a_piece_put_back_where_it_was_goes_quietly() -> None:
    table = Table()
    start = table.piece.screen_pos
    table.drag_to(start, start + pygame.Vector2(DRAG_THRESHOLD + 4, 0))
    table.animator.finish_all()
    assert table.drag.dragging is None and table.refusals == []


@pytest.mark.parametrize("where", ["cloth", "refused"])
def test_places_lit_before_a_drag_stay_lit_after_a_refused_one(where: str) -> None:
    table = Table()
    for place in table.places[:2]:
        place.highlight = Highlight.LEGAL  # a view that keeps its places lit at rest
    end = pygame.Vector2(600, 400) if where == "cloth" else table.places[2].screen_pos
    table.drag_to(table.piece.screen_pos, end)
    table.animator.finish_all()
    assert table.refusals and [p.highlight for p in table.places] == [Highlight.LEGAL, Highlight.LEGAL, None]


def test_pieces_that_are_not_draggable_stay_put() -> None:
    table = Table()
    start = pygame.Vector2(table.fixed.pos)
    table.drag_to(table.fixed.screen_pos, table.places[0].screen_pos)
    assert table.fixed.pos == start and table.drops == []


def test_click_to_select_then_click_a_place() -> None:
    table = Table()
    assert table.click(table.piece.screen_pos)
    assert table.drag.selected is table.piece
    assert table.piece.highlight is Highlight.SELECTED
    assert table.places[0].highlight is Highlight.LEGAL

    table.click(table.places[2].screen_pos)  # refused: stays selected, with the reason
    assert table.refusals == ["That space is taken"] and table.drag.selected is table.piece

    table.click(table.places[0].screen_pos)
    assert table.drops == [(table.piece, 0)]
    assert table.drag.selected is None
    assert table.piece.highlight is None and table.places[0].highlight is None


def test_clicking_the_selected_piece_or_empty_cloth_deselects_the_cloth_saying_why() -> None:
    table = Table()
    table.click(table.piece.screen_pos)
    table.click(table.piece.screen_pos)
    assert table.drag.selected is None
    table.click(table.piece.screen_pos)
    assert table.refusals == []
    assert not table.click(pygame.Vector2(700, 500))  # left for the camera to pan
    assert table.drag.selected is None and table.piece.highlight is None
    assert table.refusals == ["Not there: it goes on one of the lit places."]  # and says why


def test_esc_cancels_a_selection() -> None:
    table = Table()
    table.click(table.piece.screen_pos)
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    assert table.drag.handle_event(escape)
    assert table.drag.selected is None
    assert not table.drag.handle_event(escape)  # nothing to cancel: Esc is free for the pause menu


def test_right_click_asks_to_inspect() -> None:
    table = Table()
    assert table.click(table.fixed.screen_pos, button=3)
    assert table.inspected == [table.fixed]
    assert not table.click(pygame.Vector2(700, 500), button=3)


@pytest.mark.parametrize("zoom", [0.5, 2.0])
def test_dragging_world_pieces_through_a_zoomed_camera(zoom: float) -> None:
    camera = Camera(pygame.Rect(0, 0, 1000, 700))
    camera.zoom_at((0, 0), zoom)
    table = Table(camera)
    start = pygame.Vector2(table.piece.pos)
    grip = pygame.Vector2(5, 3)  # off-centre: the piece keeps its grip offset
    table.drag_to(table.piece.screen_pos + grip, table.places[1].screen_pos + grip)
    assert table.drops == [(table.piece, 1)]
    assert table.piece.pos.distance_to(table.places[1].pos) < 1.5 / zoom
    table.drag_to(table.piece.screen_pos, table.places[2].screen_pos)
    table.animator.finish_all()
    assert table.piece.pos.distance_to(table.places[1].pos) < 1.5 / zoom
    assert table.piece.pos != start


class ViewTable(Table):
    """The same table offered as a game view offers it: its own drag parts, on a host."""

    def __init__(self, *, own_words: bool = False) -> None:
        super().__init__()
        self.toasts: list[str] = []
        host = TableHost(
            camera=Camera(pygame.Rect(0, 0, 800, 600)),
            animator=self.animator,
            propose=lambda action: None,
            toast=lambda text, *_: self.toasts.append(text),
            inspect=lambda surface, title: None,
            colour_blind=lambda: False,
            history=lambda: (),
        )
        if own_words:
            self.drag = DragController.for_view(
                self, host, on_refused=self.refusals.append, on_inspect=self.inspected.append
            )
        else:
            self.drag = DragController.for_view(self, host)

    def drag_items(self) -> list[TableSprite]:
        return [self.piece, self.fixed]

    def drop_targets(self) -> list[TableSprite]:
        return list(self.places)

    def legal_targets(self, item: TableSprite) -> list[TableSprite]:
        return [p for p in self.places if p.payload in self.legal]


def test_a_view_on_the_table_drags_through_its_own_parts_and_the_host_toasts_refusals() -> None:
    table = ViewTable()
    table.drag_to(table.piece.pos, table.places[1].pos)
    assert table.drops == [(table.piece, 1)]
    table.drag_to(table.piece.pos, table.places[2].pos)
    assert table.toasts == ["That space is taken"] and table.refusals == []
    assert not table.send(pygame.MOUSEBUTTONDOWN, table.piece.pos, button=3)  # no inspector given


def test_a_view_that_says_refusals_itself_and_inspects_gets_them() -> None:
    table = ViewTable(own_words=True)
    table.drag_to(table.piece.pos, table.places[2].pos)
    assert table.refusals == ["That space is taken"] and table.toasts == []
    table.send(pygame.MOUSEBUTTONDOWN, table.places[0].pos, button=3)
    assert table.inspected == [table.places[0]]
