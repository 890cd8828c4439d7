"""What a dashboard card looks like on the table: the driver, the values, the counters.

The card is drawn from its data (no art files): a band in the car's colour with
its number and the driver, the three values (a check passes when two dice reach
them), the ability, then the damage counters (Body) and smoke counters
(Engine) the car has collected. Face down it shows its back with the reminder
that the car skips its next turn; a car out of the race is greyed and stamped.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from tabletop.engine.words import ordinal
from tabletop.games.raceday.components import BODY, DRIVER, ENGINE, Ability, Dashboard, Rarity
from tabletop.games.raceday.terms import counter_name, value_label
from tabletop.language import _, language, local
from tabletop.sprite_factory.palette import ACCENT, GOLD, INK, INK_SOFT, PAPER, RGB, ink_for, shade
from tabletop.table.machinery.render_cache import render_cache
from tabletop.table.machinery.text import LEAST_LEGIBLE, fit_font, fitting_text, font, wrap
from tabletop.table.pieces.card_faces import render_back
from tabletop.table.pieces.token_sprite import colour_rgb

SMOKE: RGB = (96, 96, 104)
DAMAGE: RGB = (176, 36, 32)
EMPTY: RGB = (226, 218, 198)


@dataclass(frozen=True)
class DashboardLook:
    """Everything a dashboard shows; equal looks draw the same picture (and share a cache)."""

    card: Dashboard
    ability: Ability
    rarity: Rarity
    cards: int  # how many cards in the set, for "3/14"
    colour: str
    player: str
    body: int
    engine: int
    body_limit: int
    engine_limit: int
    face_down: bool = False
    status: str = "racing"  # racing | finished | out
    place: int = 0
    active: bool = False
    note: str = ""  # a line at the foot: "Pole roll 5", "Lap 3/5"


def render_dashboard(look: DashboardLook, size: tuple[int, int]) -> pygame.Surface:
    """The card at `size` pixels (any size; the layout scales with the width), in the language spoken."""
    return _render(look, size, language())


@render_cache(maxsize=96)
def _render(look: DashboardLook, size: tuple[int, int], spoken: str) -> pygame.Surface:
    """`spoken` is only a key: a card drawn in English is not shown once French is chosen."""
    w, h = size
    u = w / 100  # layout unit: a hundredth of the width
    card = pygame.Surface(size, pygame.SRCALPHA)
    body = card.get_rect()
    radius = max(4, round(7 * u))
    if look.face_down:
        back = pygame.transform.smoothscale(render_back(), size)
        card.blit(back, (0, 0))
        _stamp(card, _("SKIPS NEXT TURN"), GOLD, u, rotate=False)
        _name_strip(card, look, u)
        return _rounded(card, radius)
    colour = colour_rgb(look.colour)
    pygame.draw.rect(card, PAPER, body, border_radius=radius)
    band = pygame.Rect(0, 0, w, round(24 * u))
    pygame.draw.rect(card, colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
    pygame.draw.line(card, shade(colour, 0.55), band.bottomleft, band.bottomright, max(1, round(u)))
    ink = ink_for(colour)
    number_text = f"#{look.card.car_number}"
    number = fit_font(number_text, round(38 * u), round(21 * u), min_size=8)
    text = number.render(number_text, True, ink)
    card.blit(text, text.get_rect(midleft=(round(5 * u), band.centery)))
    left = text.get_width() + round(10 * u)
    # A long name is cut with "…" rather than shrunk past reading: the seat panel names it whole.
    room = w - left - round(5 * u)
    player = fit_font(look.player, room, round(17 * u), min_size=max(13, round(12 * u)))
    rendered = player.render(fitting_text(look.player, room, lambda words: player.size(words)[0]), True, ink)
    card.blit(rendered, rendered.get_rect(midright=(w - round(5 * u), band.centery)))
    driver = fit_font(look.card.driver, w - round(8 * u), round(12.5 * u), min_size=7)
    rendered = driver.render(look.card.driver, True, INK)
    card.blit(rendered, rendered.get_rect(midtop=(w // 2, band.bottom + round(2.5 * u))))
    y = band.bottom + round(15 * u)
    y = _values(card, look, u, y)
    _ability(card, look, u, y, h - round(37 * u))
    _counters(card, look, u, h - round(27 * u))
    _foot(card, look, u)
    edge = GOLD if look.active else INK_SOFT
    pygame.draw.rect(
        card, edge, body, width=max(2, round((3.2 if look.active else 1.2) * u)), border_radius=radius
    )
    if look.status == "out":
        veil = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((90, 90, 90, 150))
        card.blit(veil, (0, 0))
        _stamp(card, _("OUT"), ACCENT, u)
    elif look.status == "finished":
        _stamp(card, _place(look.place), (30, 30, 30), u, chequered=True)
    return _rounded(card, radius)


def _values(card: pygame.Surface, look: DashboardLook, u: float, y: int) -> int:
    boxes = (
        (value_label(DRIVER), look.card.driver_value),
        (value_label(BODY), look.card.body_value),
        (value_label(ENGINE), look.card.engine_value),
    )
    width = card.get_width()
    gap = round(3 * u)
    box_w = (width - 4 * gap) / 3
    value_font = font(max(9, round(22 * u)), bold=True)
    height = round(28 * u)
    for index, (label, value) in enumerate(boxes):
        box = pygame.Rect(round(gap + index * (box_w + gap)), y, round(box_w), height)
        pygame.draw.rect(card, shade(colour_rgb(look.colour), 1.82), box, border_radius=round(4 * u))
        pygame.draw.rect(card, INK_SOFT, box, width=max(1, round(0.8 * u)), border_radius=round(4 * u))
        tag = fit_font(label, box.width - 2, max(7, round(10 * u)), min_size=6).render(label, True, INK_SOFT)
        card.blit(tag, tag.get_rect(midtop=(box.centerx, box.top + round(1.5 * u))))
        text = value_font.render(f"{value}+", True, INK)
        card.blit(text, text.get_rect(midbottom=(box.centerx, box.bottom - round(0.5 * u))))
    return y + height + round(3 * u)


def _ability(card: pygame.Surface, look: DashboardLook, u: float, y: int, bottom: int) -> None:
    """The ability's name, and its words when they fit in full above `bottom`."""
    width = card.get_width()
    name, words = local(look.ability.name), local(look.ability.text)
    name_font = font(max(7, round(12.5 * u)), bold=True)
    if name_font.size(name)[0] > width - round(8 * u):
        name_font = fit_font(name, width - round(8 * u), round(12.5 * u), min_size=7)
    text = name_font.render(name, True, INK)
    card.blit(text, text.get_rect(midtop=(width // 2, y)))
    y += text.get_height() + round(1 * u)
    body_font = font(max(7, round(9.5 * u)))
    lines = wrap(words, body_font, width - round(8 * u))
    if y + len(lines) * body_font.get_linesize() > bottom:
        return
    for line in lines:
        rendered = body_font.render(line, True, INK_SOFT)
        card.blit(rendered, rendered.get_rect(midtop=(width // 2, y)))
        y += body_font.get_linesize()


def _counters(card: pygame.Surface, look: DashboardLook, u: float, y: int) -> None:
    """Body damage as squares, smoke as puffs: filled for damage taken, empty for what is left."""
    width = card.get_width()
    room = width - 10 * u
    gap = 2 * u
    body_room = room * 0.64
    size = round(min(11 * u, (body_room - (look.body_limit - 1) * gap) / look.body_limit))
    x = round(5 * u)
    for index in range(look.body_limit):
        box = pygame.Rect(round(x + index * (size + gap)), y, size, size)
        filled = index < look.body
        pygame.draw.rect(card, DAMAGE if filled else EMPTY, box, border_radius=max(1, round(2 * u)))
        pygame.draw.rect(
            card, INK_SOFT, box, width=max(1, round(0.8 * u)), border_radius=max(1, round(2 * u))
        )
    spacing = min(15 * u, (room - body_room) / look.engine_limit)
    puff = spacing * 0.62
    right = width - 5 * u
    edge = max(1, round(0.8 * u))
    shapes = ((-0.34, 0.14, 0.3), (0.34, 0.14, 0.3), (0.0, -0.1, 0.42), (0.0, 0.22, 0.3))
    for index in range(look.engine_limit):
        centre = (right - (look.engine_limit - index - 0.5) * spacing, y + size / 2)
        filled = index < look.engine
        for colour, grow in ((INK_SOFT, edge), (SMOKE if filled else EMPTY, 0)):
            for dx, dy, r in shapes:
                pygame.draw.circle(
                    card, colour, (centre[0] + dx * puff, centre[1] + dy * puff), r * puff + grow
                )
    small = _foot_font(u)
    body_words, smoke_words = counter_labels(small, room)
    label = small.render(body_words, True, INK_SOFT)
    card.blit(label, (round(5 * u), y - label.get_height()))
    label = small.render(smoke_words, True, INK_SOFT)
    card.blit(label, label.get_rect(bottomright=(round(right), y)))


def counter_labels(face: pygame.font.Font, room: float) -> tuple[str, str]:
    """The names over the Body squares and the smoke puffs, side by side in `room`: on a narrow
    card the Body counters take the values' short name, as "Carrosserie" ran into "Fumée"."""
    body, smoke = counter_name(BODY), counter_name(ENGINE)
    if face.size(f"{body} {smoke}")[0] > room:
        body = value_label(BODY)
    return body, smoke


def _foot_font(u: float) -> pygame.font.Font:
    """The small words at the card's foot (the counters' names, the lap): never below legible,
    however small the window makes the card."""
    return font(max(LEAST_LEGIBLE, round(9 * u)))


def _foot(card: pygame.Surface, look: DashboardLook, u: float) -> None:
    w, h = card.get_size()
    y = h - round(9 * u)
    _rarity_mark(card, look.rarity.symbol, (round(9 * u), y), max(3, round(4 * u)))
    note_right = w // 2
    if look.note:
        size = max(LEAST_LEGIBLE, round(11 * u))
        face = fit_font(look.note, w - round(30 * u), size, min_size=LEAST_LEGIBLE)
        note = face.render(look.note, True, INK)
        spot = note.get_rect(center=(w // 2, y))
        card.blit(note, spot)
        note_right = spot.right
    number = _foot_font(u).render(f"{look.card.number}/{look.cards}", True, INK_SOFT)
    spot = number.get_rect(midright=(w - round(5 * u), y))
    # On a small card the collector's number is what makes way: the lap is worth reading.
    if spot.left > note_right + round(2 * u):
        card.blit(number, spot)


def _rarity_mark(card: pygame.Surface, symbol: str, centre: tuple[int, int], r: int) -> None:
    x, y = centre
    if symbol == "circle":
        pygame.draw.circle(card, INK, centre, r)
    elif symbol == "diamond":
        pygame.draw.polygon(
            card, (40, 110, 170), [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)]
        )
    else:
        points = []
        for k in range(10):
            radius = (r + 2) if k % 2 == 0 else (r + 2) * 0.45
            angle = math.pi / 2 + k * math.pi / 5
            points.append((x + radius * math.cos(angle), y - radius * math.sin(angle)))
        pygame.draw.polygon(card, GOLD, points)
        pygame.draw.polygon(card, shade(GOLD, 0.5), points, 1)


def _name_strip(card: pygame.Surface, look: DashboardLook, u: float) -> None:
    w, h = card.get_size()
    strip = pygame.Rect(0, h - round(24 * u), w, round(24 * u))
    pygame.draw.rect(card, colour_rgb(look.colour), strip)
    text = f"#{look.card.car_number} {look.player}"
    face = fit_font(text, w - round(8 * u), round(14 * u), min_size=7)
    rendered = face.render(text, True, ink_for(colour_rgb(look.colour)))
    card.blit(rendered, rendered.get_rect(center=strip.center))


def _stamp(
    card: pygame.Surface, text: str, colour: RGB, u: float, *, rotate: bool = True, chequered: bool = False
) -> None:
    w, h = card.get_size()
    face = fit_font(text, round(w * 0.8), round(24 * u), min_size=8)
    rendered = face.render(text, True, GOLD if chequered else PAPER)
    pad_x, pad_y = round(7 * u), round(4 * u)
    check = max(2, round(3 * u)) if chequered else 0
    plate = pygame.Surface(
        (rendered.get_width() + 2 * pad_x, rendered.get_height() + 2 * pad_y + 2 * check), pygame.SRCALPHA
    )
    pygame.draw.rect(plate, colour, plate.get_rect(), border_radius=round(4 * u))
    for row in range(2 if chequered else 0):
        y = row * (plate.get_height() - check)
        for index, x in enumerate(range(0, plate.get_width(), check)):
            if index % 2 == row % 2:
                plate.fill(PAPER, pygame.Rect(x, y, check, check))
    plate.blit(rendered, rendered.get_rect(center=(plate.get_width() // 2, plate.get_height() // 2)))
    pygame.draw.rect(plate, PAPER, plate.get_rect(), width=max(1, round(1.2 * u)), border_radius=round(4 * u))
    if rotate:
        plate = pygame.transform.rotate(plate, 14)
    card.blit(plate, plate.get_rect(center=(w // 2, round(h * 0.5))))


def _rounded(card: pygame.Surface, radius: int) -> pygame.Surface:
    mask = pygame.Surface(card.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    card.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return card


def _place(place: int) -> str:
    return _("FINISHED {place}").format(place=ordinal(place).upper())


__all__ = ["DashboardLook", "render_dashboard"]
