"""The banner at the top of the table: whose turn and what to do, plus a fading toast line.

The toast carries short news such as the reason a move was refused; it fades out
on its own after a few seconds.
"""

from __future__ import annotations

import pygame

from tabletop.language import _
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, PAPER, REFUSED, RGB, ink_for, outline_for, shade
from tabletop.table.machinery.layer import CachedLayer, Layer
from tabletop.table.machinery.render_cache import render_cache
from tabletop.table.machinery.text import fit_font, fitting_text, font, text_image, wrap
from tabletop.table.panels.panel import PADDING, paint_panel
from tabletop.table.pieces.token_sprite import pattern_badge

TOAST_SECONDS = 3.5
FADE_SECONDS = 0.6
LEAST_ONE_LINE = 22  # the standing line is never drawn smaller on one line: it goes on two
LEAST_TWO_LINES = 18
# A toast's words are a size smaller than the standing line's, and never smaller than these.
LEAST_TOAST_ONE_LINE = 20
LEAST_TOAST_TWO_LINES = 16
PATTERN_BADGE = 16  # the colour-blind marking under the swatch, as big as the seat panel's


class Banner:
    def __init__(self, rect: pygame.Rect, *, font_size: int = 30) -> None:
        """`rect` is where the banner plaque goes; the toast hangs just below it."""
        self.rect = pygame.Rect(rect)
        self.font_size = font_size
        self.message = ""
        self.swatch: RGB | None = None
        self.pattern: str | None = None  # the swatch's colour-blind marking (None: none shown)
        self.toast_text = ""
        self.toast_colour: RGB = REFUSED
        self.toast_left = 0.0
        # The (English) heading of the rules paragraph behind the prompt; the banner then offers
        # a "?". `rule_title` is that heading as the page in the language spoken now words it.
        self.rule: str | None = None
        self.rule_title: str | None = None
        self.reserve = 0  # pixels at the right end kept free for a chip drawn there (the Tab hint)
        self._layer = CachedLayer()

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def set_message(self, text: str, swatch: RGB | None = None, pattern: str | None = None) -> None:
        """The standing line ("Anna: play a card"); `swatch` is the acting seat's colour, `pattern`
        its colour-blind marking, drawn under the swatch as the seat panel draws it."""
        self.message = text
        self.swatch = swatch
        self.pattern = pattern if swatch is not None else None

    def toast(self, text: str, colour: RGB = REFUSED, seconds: float = TOAST_SECONDS) -> None:
        self.toast_text = text
        self.toast_colour = colour
        self.toast_left = seconds

    def clear_toast(self) -> None:
        self.toast_left = 0.0

    def set_rule(self, rule: str | None, title: str | None = None) -> None:
        self.rule = rule
        self.rule_title = title

    def help_rect(self) -> pygame.Rect | None:
        """The "?" button at the banner's right end, while there is a rule to explain."""
        if not self.rule or not self.message:
            return None
        size = self.rect.height - 2 * PADDING
        return pygame.Rect(self.rect.right - PADDING - self.reserve - size, self.rect.y + PADDING, size, size)

    def help_clicked(self, event: pygame.event.Event) -> bool:
        button = self.help_rect()
        return (
            button is not None
            and event.type == pygame.MOUSEBUTTONDOWN
            and event.button == pygame.BUTTON_LEFT
            and button.collidepoint(event.pos)
        )

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        button = self.help_rect()
        if button is not None and button.collidepoint(pos):
            return _("Open the rules at \"{rule}\".").format(rule=self.rule_title or self.rule)
        return _("What to do now: {message}").format(message=self.message) if self.message else None

    def update(self, dt: float) -> None:
        self.toast_left = max(0.0, self.toast_left - dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.message:
            # Composed once per change of the words, the swatch, the "?" or the room, not per frame.
            key = (self.message, self.swatch, self.pattern, self.help_rect() is not None, self.reserve,
                   self.font_size)
            size = (self.rect.width + 4, self.rect.height + 5)  # the plate's shadow included
            self._layer.get(key, size, self._paint).show(surface, self.rect.topleft)
        if self.toast_left > 0 and self.toast_text:
            self._draw_toast(surface)

    def _paint(self, layer: Layer) -> None:
        surface = layer.image
        rect = pygame.Rect((0, 0), self.rect.size)
        paint_panel(layer, rect)
        x = rect.x + PADDING + 4
        if self.swatch is not None:
            centre = (x + 10, rect.centery)
            pygame.draw.circle(surface, outline_for(self.swatch), centre, 11)
            pygame.draw.circle(surface, self.swatch, centre, 9)
            if self.pattern:
                badge = pygame.Rect(0, 0, PATTERN_BADGE, PATTERN_BADGE)
                badge.midtop = (centre[0], centre[1] + 8)
                layer.blit(pattern_badge(self.pattern, PATTERN_BADGE), badge)
            x += 28
        button = self.help_rect()
        if button is not None:
            button = button.move(-self.rect.x, -self.rect.y)
        right = button.left - 8 if button is not None else rect.right - PADDING - self.reserve
        text = _message_image(self.message, right - x, rect.height - 8, self.font_size)
        layer.blit(text, text.get_rect(midleft=(x, rect.centery)))
        if button is not None:
            pygame.draw.circle(surface, shade(PAPER, 0.55), button.center, button.width // 2)
            pygame.draw.circle(surface, GOLD, button.center, button.width // 2 - 2)
            mark = text_image("?", button.height - 6, INK, bold=True)
            layer.blit(mark, mark.get_rect(center=button.center))

    def _draw_toast(self, surface: pygame.Surface) -> None:
        box, plate = self._toast_place()
        fading = min(1.0, self.toast_left / FADE_SECONDS)  # 1 until the fade, then down to 0
        alpha = round(255 * fading)
        if self.message and self.rect.height:
            # The standing line under the toast stays covered until the toast has faded (in
            # the first half of the fade), then fades back in: never both words at once.
            alpha = round(255 * max(0.0, 2 * fading - 1))
            area = self._message_area()
            cover = pygame.Surface(area.size, pygame.SRCALPHA)
            hidden = round(255 * min(1.0, 2 * fading))
            pygame.draw.rect(cover, (*CREAM, hidden), cover.get_rect(), border_radius=6)
            surface.blit(cover, area)
        plate.set_alpha(alpha)
        surface.blit(plate, box)

    def _message_area(self) -> pygame.Rect:
        """The plaque's room for the standing line (and a toast over it): between the swatch
        and the "?" or the room kept at the right."""
        button = self.help_rect()
        left = self.rect.x + PADDING + (32 if self.swatch is not None else 0)
        right = button.left - 8 if button is not None else self.rect.right - PADDING - self.reserve
        return pygame.Rect(left, self.rect.y + 4, right - left, self.rect.height - 8)

    def toast_rect(self) -> pygame.Rect:
        """Where the toast's pill is drawn."""
        return self._toast_place()[0]

    def _toast_place(self) -> tuple[pygame.Rect, pygame.Surface]:
        if self.message and self.rect.height:
            # Over the standing line, which shows again as the toast fades: hung below the
            # plaque, it covered pieces on the board. The swatch and "?" stay in sight.
            area = self._message_area()
            plate = _toast_plate(self.toast_text, self.toast_colour, area.width, self.font_size, area.height)
            return plate.get_rect(center=area.center), plate
        # A banner with no plaque (the editor's) hangs its toasts where its owner put it.
        plate = _toast_plate(self.toast_text, self.toast_colour, self.rect.width, self.font_size)
        return plate.get_rect(midtop=(self.rect.centerx, self.rect.bottom + 6)), plate


@render_cache(maxsize=8)
def _message_image(
    message: str,
    width: int,
    height: int,
    size: int,
    colour: RGB = INK,
    least: tuple[int, int] = (LEAST_ONE_LINE, LEAST_TWO_LINES),
) -> pygame.Surface:
    """The standing line on one line while it fits at a legible size; else on two, as large as
    they fit; the second cut with "…" only when even two lines at the least size are too few.

    `least`: the smallest sizes of one line and of two (a toast's are a size smaller).
    """
    least_one, least_two = least
    one = fit_font(message, width, size, min_size=least_one)
    if one.size(message)[0] <= width:
        return one.render(message, True, colour)
    face = font(least_two)
    lines = wrap(message, face, width)
    for two in range(max(size, least_two), least_two, -1):
        larger = font(two)
        wrapped = wrap(message, larger, width)
        if len(wrapped) <= 2 and len(wrapped) * larger.get_linesize() <= height:
            face, lines = larger, wrapped
            break
    if len(lines) > 2:
        smallest = face
        lines = [lines[0], fitting_text(" ".join(lines[1:]), width, lambda words: smallest.size(words)[0])]
    image = pygame.Surface((max(face.size(line)[0] for line in lines), face.get_linesize() * len(lines)),
                           pygame.SRCALPHA)
    for row, line in enumerate(lines):
        image.blit(face.render(line, True, colour), (0, row * face.get_linesize()))
    return image


def _toast_plate(text: str, colour: RGB, width: int, font_size: int, fill: int = 0) -> pygame.Surface:
    """The toast's pill with its words; the banner fades it with the surface's alpha.

    Words too long for one line at a legible size go on two, as the standing line's do. With
    `fill` (a height) the pill is `width` by `fill`, to cover the banner's line whole. The words
    are dark on a light pill (gold) and light on a dark one (red): white on gold hardly reads.
    """
    size = max(LEAST_TOAST_TWO_LINES, font_size - 6)
    room = fill - 4 if fill else 2 * font(size).get_linesize()
    least = (min(size, LEAST_TOAST_ONE_LINE), LEAST_TOAST_TWO_LINES)
    image = _message_image(text, width - 2 * PADDING, room, size, ink_for(colour), least)
    box = image.get_rect().inflate(2 * PADDING + 8, PADDING + 4)
    if fill:
        box.size = (width, fill)
    plate = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(plate, colour, plate.get_rect(), border_radius=box.height // 2)
    plate.blit(image, image.get_rect(center=plate.get_rect().center))
    return plate
