"""Cards, hands, tokens and dice: flips, layouts, glides along a path, rolls."""

from __future__ import annotations

import pygame
import pytest

from tabletop.table.machinery.animation import Animator
from tabletop.table.machinery.camera import Camera
from tabletop.table.pieces.card_faces import CARD_SIZE, CardFace, render_back, render_face
from tabletop.table.pieces.card_sprite import CardSprite
from tabletop.table.pieces.dice_sprite import DieSprite
from tabletop.table.pieces.hand_layout import HandFan, fan_layout
from tabletop.table.pieces.piles import PileSprite
from tabletop.table.pieces.sprite import Highlight
from tabletop.table.pieces.token_sprite import PATTERNS, TokenSprite, draw_pattern

FRONT = CardFace("7", (38, 92, 214), "B", ("Move seven",), symbol="flag")


def make_card(**kwargs: object) -> CardSprite:
    return CardSprite(render_face(FRONT), render_back(), size=CARD_SIZE, **kwargs)  # type: ignore[arg-type]


def test_card_faces_are_cached_and_sized() -> None:
    face = render_face(FRONT, (140, 196))
    assert face.get_size() == (140, 196)
    assert render_face(FRONT, (140, 196)) is face
    assert render_face(CardFace("7", (38, 92, 214)), (140, 196)) is not face
    assert face.get_at((0, 0)).a == 0  # rounded corners
    assert face.get_at((70, 98)).a == 255


def test_flip_turns_the_card_over_at_its_edge() -> None:
    card = make_card(face_up=False)
    animator = Animator()
    animator.add(card.flip(0.4))
    animator.update(0.1)
    assert 0 < card.scale_x < 1 and not card.face_up
    animator.update(0.15)
    assert card.face_up  # swapped while edge-on
    animator.update(1.0)
    assert card.scale_x == 1.0 and card.face_up and not animator.busy


def test_rotated_cards_are_hit_where_they_are_drawn() -> None:
    card = make_card(pos=(300, 300), angle=90)
    assert card.hit_test((300 + 90, 300))  # the long side now runs left to right
    assert not card.hit_test((300, 300 + 90))
    assert card.screen_rect().size == (CARD_SIZE[1], CARD_SIZE[0])


def test_hover_lifts_a_card_and_draws_it() -> None:
    card = make_card(pos=(200, 200))
    card.hovered = True
    for _ in range(30):
        card.update(1 / 60)
    assert card.lift > 0.9
    assert card.hit_test((200, 200 - 100))  # its lifted top edge
    card.highlight = Highlight.SELECTED
    surface = pygame.Surface((400, 400))
    card.draw(surface)
    assert surface.get_at((200, 180))[:3] != (0, 0, 0)


def test_fan_layout_is_symmetric_inside_the_area() -> None:
    area = pygame.Rect(100, 400, 800, 300)
    slots = fan_layout(5, area)
    xs = [pos.x for pos, _ in slots]
    assert xs == sorted(xs)
    assert xs[2] == pytest.approx(area.centerx)
    assert slots[0][1] == pytest.approx(-slots[4][1]) and slots[0][1] > 0
    assert all(area.left <= x <= area.right for x in xs)
    assert fan_layout(0, area) == []
    hovered = fan_layout(5, area, hovered=2)
    assert hovered[1][0].x < slots[1][0].x and hovered[3][0].x > slots[3][0].x
    assert hovered[2][1] == 0


def test_hand_hover_comes_from_motion_events_and_cards_settle() -> None:
    hand = HandFan(pygame.Rect(0, 400, 1000, 300))
    cards = [make_card(draggable=True) for _ in range(4)]
    hand.set_cards(cards)
    hand.snap()
    target = cards[1].screen_pos
    hand.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(target.x), round(target.y)),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    assert hand.hovered is cards[1] and cards[1].hovered
    assert hand.draw_order()[-1] is cards[1]
    cards[3].held = True
    held_at = pygame.Vector2(cards[3].pos)
    for _ in range(60):
        hand.update(1 / 60)
    assert cards[3].pos == held_at  # a held card is left to the drag controller
    for card, (pos, _) in zip(cards[:3], hand.slots()[:3], strict=True):
        assert card.pos.distance_to(pos) < 1


def test_a_featured_card_is_shown_whole_until_one_is_hovered() -> None:
    hand = HandFan(pygame.Rect(0, 400, 600, 300))  # tight: the cards overlap
    cards = [make_card(draggable=True) for _ in range(5)]
    hand.set_cards(cards)
    hand.feature(cards[1])
    assert hand.draw_order()[-1] is cards[1]
    assert hand.slots() == fan_layout(5, hand.area, hand.card_size, hovered=1)
    hand.hovered = cards[3]  # the mouse goes first
    assert hand.draw_order()[-1] is cards[3]
    hand.hovered = None
    hand.set_cards(cards[2:])  # the featured card was played
    assert hand.featured is None and hand.draw_order() == cards[2:]
    hand.feature(cards[0])  # not in this hand
    assert hand.featured is None


def test_token_glides_along_every_point_in_order() -> None:
    path = [(100, 0), (100, 100), (0, 100)]
    token = TokenSprite("red", "3", shape="car", size=50, pos=(0, 0))
    animator = Animator()
    animator.add(token.glide(path, seconds_per_leg=0.2))
    visited = []
    for _ in range(3):
        animator.update(0.2)
        visited.append((round(token.pos.x), round(token.pos.y), round(token.angle) % 360))
    # Cars face along each leg: east (-90 deg), then south (180), then west (90).
    assert visited == [(100, 0, 270), (100, 100, 180), (0, 100, 90)]


def test_glides_queued_behind_each_other_chain() -> None:
    token = TokenSprite("blue", "1", size=30, pos=(0, 0))
    animator = Animator()
    animator.add(token.glide([(50, 0)]), token.glide([(50, 50)]), token.nudge((10, 0)))
    animator.update(0.2)
    assert token.pos.x == pytest.approx(50, abs=0.01) and token.pos.y < 50
    animator.finish_all()
    assert token.pos == pygame.Vector2(60, 50)


def test_tokens_draw_with_a_pattern_for_colour_blind_players() -> None:
    camera = Camera(pygame.Rect(0, 0, 200, 200), zoom=2.0)
    plain = pygame.Surface((200, 200))
    marked = pygame.Surface((200, 200))
    token = TokenSprite("green", "A", size=40, pos=(50, 50), camera=camera, pattern="stripes")
    token.draw(plain)
    token.show_pattern = True
    token.draw(marked)
    assert plain.get_at((100, 100))[:3] != (0, 0, 0)  # drawn where the camera puts it
    assert marked.get_at((130, 130)) != plain.get_at((130, 130))
    assert len(set(PATTERNS)) == len(PATTERNS) == 8
    for pattern in PATTERNS:
        swatch = pygame.Surface((24, 24))
        draw_pattern(swatch, pattern, pygame.Rect(0, 0, 24, 24))


@pytest.mark.parametrize("label", ["C", "Bc"])
def test_a_counter_s_letter_reads_on_a_small_counter(label: str) -> None:
    """A MotoX bike's letter was 4 pixels tall on a 26-pixel counter: now at least 7."""
    camera = Camera(pygame.Rect(0, 0, 200, 200))
    surface = pygame.Surface((200, 200))
    surface.fill((0, 0, 0))
    token = TokenSprite("white", label, size=26, pos=(100, 100), camera=camera)
    token.draw(surface)
    face = pygame.Rect(0, 0, 16, 16)
    face.center = (100, 100)
    inked = [y for y in range(face.top, face.bottom)
             if any(sum(surface.get_at((x, y))[:3]) < 300 for x in range(face.left, face.right))]
    assert inked and inked[-1] - inked[0] + 1 >= 7, inked


def test_die_tumbles_and_lands_on_the_given_value() -> None:
    die = DieSprite(1, pos=(100, 100), seed=3)
    animator = Animator()
    animator.add(die.roll(4, duration=0.8))
    shown, angles, heights = set(), set(), set()
    for _ in range(40):
        animator.update(1 / 60)
        shown.add(die.shown)
        angles.add(round(die.angle))
        heights.add(round(die.bounce))
    assert len(shown) > 1 and len(angles) > 10 and max(heights) > 0
    animator.finish_all()
    assert (die.value, die.shown, die.angle, die.bounce) == (4, 4, 0.0, 0.0)
    surface = pygame.Surface((200, 200))
    DieSprite(9, pos=(100, 100)).draw(surface)  # beyond six: the number is printed
    assert surface.get_at((100, 100))[:3] != (0, 0, 0)


def test_pile_shows_its_count_and_empty_place() -> None:
    surface = pygame.Surface((300, 300))
    PileSprite(render_back(), size=(100, 140), count=0, pos=(150, 150)).draw(surface)
    assert surface.get_at((150, 150))[:3] == (0, 0, 0)  # only an outline where it lives
    PileSprite(render_back(), size=(100, 140), count=12, pos=(150, 150), label="Deck").draw(surface)
    assert surface.get_at((150, 150))[:3] != (0, 0, 0)
