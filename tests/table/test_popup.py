"""Words rising from a piece: they climb, fade over their last moments and then go."""

from __future__ import annotations

import itertools
import math
from collections import Counter

import pygame
import pytest

from tabletop.sprite_factory.palette import CREAM, GOLD, PAPER, REFUSED
from tabletop.table.machinery.camera import Camera
from tabletop.table.machinery.text import font
from tabletop.table.pieces.popup import Popup, age_popups, draw_popups, popup_boxes, rise_from

CLOTH = (10, 60, 20)
RED = (255, 40, 40)


def test_popups_rise_with_time_and_go_when_their_time_is_up() -> None:
    young = Popup("Jump!", (255, 200, 0), pygame.Vector2(50, 50))
    old = Popup("Pass", (255, 255, 255), pygame.Vector2(80, 50), 1.4)
    kept = age_popups([young, old], 0.5, rise=20, seconds=1.6, speed=1.0)
    assert kept == [young] and young.pos == pygame.Vector2(50, 40) and young.age == 0.5


def _shot(age: float) -> pygame.Surface:
    surface = pygame.Surface((200, 120))
    surface.fill(CLOTH)
    popup = Popup("OUT!", RED, pygame.Vector2(100, 60), age)
    draw_popups(surface, Camera(pygame.Rect(0, 0, 200, 120)), [popup], size=30, seconds=1.6)
    return surface


def _reds(surface: pygame.Surface) -> list[tuple[int, int, int]]:
    return [(x, y, surface.get_at((x, y)).r) for x in range(200) for y in range(120)]


def test_a_popup_is_drawn_on_its_place_and_fades_before_it_goes() -> None:
    lit = [(x, y) for x, y, red in _reds(_shot(0.0)) if red > 200]
    assert lit
    assert abs(sum(x for x, _ in lit) / len(lit) - 100) < 12
    assert abs(sum(y for _, y in lit) / len(lit) - 60) < 12
    fading = max(red for _, _, red in _reds(_shot(1.4)))
    assert CLOTH[0] < fading < 150


def _box(popup: Popup, size: int) -> pygame.Rect:
    words = font(size, bold=True)
    box = pygame.Rect((0, 0), words.size(popup.text))
    box.center = (round(popup.pos.x), round(popup.pos.y))
    return box


def test_words_from_one_place_in_quick_succession_never_cover_each_other() -> None:
    popups: list[Popup] = []
    for text in ("Ramp 1", "Ramp 2", "Ramp 3", "Jump!"):
        rise_from(popups, text, RED, pygame.Vector2(100, 100), size=30, zoom=1.0)
    rise_from(popups, "Far away", RED, pygame.Vector2(600, 100), size=30, zoom=1.0)
    boxes = [_box(p, 30) for p in popups]
    assert all(box.collidelist(boxes[index + 1 :]) == -1 for index, box in enumerate(boxes))
    assert popups[0].pos == pygame.Vector2(100, 100) and popups[-1].pos == pygame.Vector2(600, 100)
    age_popups(popups, 0.3, rise=22, seconds=1.6, speed=1.0)
    rise_from(popups, "Ramp 4", RED, pygame.Vector2(100, 100), size=30, zoom=1.0)
    boxes = [_box(p, 30) for p in popups]
    assert boxes[-1].collidelist(boxes[:-1]) == -1


def test_stacking_ends_at_any_zoom() -> None:
    for zoom in (0.3, 0.61, 1.575):  # at 1.575 a line's height once rounded so that it never ended
        popups: list[Popup] = []
        for text in ("Ramp 1", "Ramp 2", "Ramp 3"):
            rise_from(popups, text, RED, pygame.Vector2(64, 10.1), size=max(18, round(30 * zoom)), zoom=zoom)
        assert popups[0].pos.y > popups[1].pos.y > popups[2].pos.y


def test_words_stacked_close_in_are_drawn_clear_of_each_other_once_the_camera_zooms_out() -> None:
    popups: list[Popup] = []
    for text in ("Ramp 1", "Ramp 2", "Jump!"):
        rise_from(popups, text, RED, pygame.Vector2(100, 100), size=60, zoom=2.0)
    camera = Camera(pygame.Rect(0, 0, 400, 300))
    camera.zoom = 0.5
    boxes = popup_boxes(camera, popups, size=18)
    assert all(box.collidelist(boxes[index + 1 :]) == -1 for index, box in enumerate(boxes))
    assert boxes[0].centery > boxes[1].centery > boxes[2].centery  # still in the order they came


def test_words_at_the_edge_of_the_table_are_drawn_whole_inside_it() -> None:
    camera = Camera(pygame.Rect(100, 50, 400, 300))
    popups: list[Popup] = []
    for corner in (pygame.Vector2(-100, 150), pygame.Vector2(420, 0), pygame.Vector2(200, 400)):
        rise_from(popups, "Engine check: passes", RED, corner, size=30, zoom=1.0)
    for box in popup_boxes(camera, popups, size=30):
        assert camera.viewport.contains(box), box


def test_a_pile_keeps_the_newest_words_the_oldest_under_them_giving_way() -> None:
    popups: list[Popup] = []
    for age, text in enumerate(("Ramp 1", "Ramp 2", "Ramp 3", "Jump!")):
        age_popups(popups, 0.1 * age, rise=0, seconds=1.6, speed=1.0)
        rise_from(popups, text, RED, pygame.Vector2(100, 100), size=30, zoom=1.0, pile=3)
    rise_from(popups, "Far away", RED, pygame.Vector2(600, 100), size=30, zoom=1.0, pile=3)
    assert [p.text for p in popups] == ["Ramp 2", "Ramp 3", "Jump!", "Far away"]
    assert popups[2].pos == pygame.Vector2(100, 100)  # in the place the oldest left
    boxes = [_box(p, 30) for p in popups]
    assert all(box.collidelist(boxes[index + 1 :]) == -1 for index, box in enumerate(boxes))


def test_words_piled_at_the_top_of_the_table_go_below_rather_than_off_it() -> None:
    camera = Camera(pygame.Rect(100, 50, 400, 300))
    popups: list[Popup] = []
    for text in ("Engine check: passes", "+1 Body", "Lap 2 of 3"):
        rise_from(popups, text, RED, pygame.Vector2(200, 20), size=30, zoom=1.0)
    boxes = popup_boxes(camera, popups, size=30)
    for index, box in enumerate(boxes):
        assert camera.viewport.contains(box) and box.collidelist(boxes[index + 1 :]) == -1, boxes


def test_a_game_may_keep_its_words_to_part_of_the_table() -> None:
    camera = Camera(pygame.Rect(0, 0, 400, 300))
    board = pygame.Rect(0, 0, 250, 300)
    popups: list[Popup] = []
    rise_from(popups, "+1 Body", RED, pygame.Vector2(240, 150), size=30, zoom=1.0)
    (box,) = popup_boxes(camera, popups, size=30, area=board)
    assert board.contains(box)


def test_popups_rise_and_go_on_the_animations_clock() -> None:
    fast = Popup("Jump!", (255, 200, 0), pygame.Vector2(50, 50))
    assert age_popups([fast], 0.5, rise=20, seconds=1.6, speed=2.0) == [fast]
    assert fast.pos == pygame.Vector2(50, 30) and fast.age == 1.0
    assert age_popups([fast], 0.3, rise=20, seconds=1.6, speed=2.0) == []
    # The instant speed skips the animations: the words go before they are drawn.
    instant = Popup("Pass", RED, pygame.Vector2(80, 50))
    assert age_popups([instant], 1 / 60, rise=20, seconds=1.6, speed=math.inf) == []


def _luminance(colour: tuple[int, int, int]) -> float:
    """Relative luminance, as WCAG measures it."""
    lin = [c / 255 / 12.92 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in colour]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def _contrast(one: tuple[int, int, int], other: tuple[int, int, int]) -> float:
    light, dark = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


# The boards words rise over, from the dark felt and track to the palest road and tile, and
# the words' colours, from a refusal's red to the palest tints.
BOARDS = [(17, 58, 36), (58, 58, 62), (220, 217, 199), (236, 214, 188), (252, 247, 236), (255, 255, 255)]
WORD_COLOURS = [
    REFUSED, GOLD, CREAM, PAPER, (210, 170, 255), (140, 230, 150), (150, 200, 255), (255, 120, 100)
]


@pytest.mark.parametrize("board", BOARDS)
def test_words_stand_out_from_what_they_are_drawn_on_over_every_board(board: tuple[int, int, int]) -> None:
    for colour in WORD_COLOURS:
        surface = pygame.Surface((300, 120))
        surface.fill(board)
        camera = Camera(surface.get_rect())
        popup = Popup("Relay!", colour, pygame.Vector2(150, 60))
        draw_popups(surface, camera, [popup], size=18, seconds=1.6)
        (box,) = popup_boxes(camera, [popup], size=18)
        points = itertools.product(range(box.left, box.right), range(box.top, box.bottom))
        behind = Counter(surface.get_at(point)[:3] for point in points).most_common(1)[0][0]
        # WCAG's least contrast for large text: the words are bold and at least 16 pixels high.
        assert _contrast(colour, behind) >= 3, (colour, board, behind)
