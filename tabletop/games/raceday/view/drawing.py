"""Race Day's pixels: the track, lit spaces, the dice tray and prompt, the cars, the popups,
the key to the lit colours and the dashboards (showing only what the table has shown).

What stands still (the track, the lit spaces and the clicked path, the tray's plate, the
prompt, the choices and the key) goes into the table's backdrop, drawn once and redrawn
whenever `backdrop_key` changes; the dice, the tray's words, the cars, the popups and the
dashboards are drawn every frame over it.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from tabletop.engine.words import say
from tabletop.games.raceday.explain import (
    END_WORDS,
    STEP_WORDS,
)
from tabletop.games.raceday.state import DRAFT, MOVE, OVER, POLE, SPEED, RaceDayState
from tabletop.games.raceday.view.dashboard import DashboardLook, render_dashboard
from tabletop.games.raceday.view.layout import (
    LEAST_TEXT,
    PANEL_GAP,
    PROMPT_HEIGHT,
    PROMPT_TEXT,
    ROW_GAP,
    TRAY_ROWS,
    TRAY_TEXT,
    RaceDayLayout,
    row_height,
)
from tabletop.games.raceday.view.sprites import SpaceZone
from tabletop.language import _, language, local, pgettext
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, LEGAL, RGB, SELECTED
from tabletop.table.machinery.render_cache import render_cache
from tabletop.table.machinery.text import fitted_size, fitted_text, fitting_text, font, text_image, wrap
from tabletop.table.pieces.car_numbers import part_numbers
from tabletop.table.pieces.popup import draw_popups, popup_boxes
from tabletop.table.pieces.token_sprite import TokenSprite
from tabletop.table.pieces.you_marker import draw_you_marker

POPUP_SECONDS = 1.6
POPUP_PILE = 3  # the most rising words one above another: a car's news comes fast in a bump


class RaceDayDrawing(RaceDayLayout):
    """Draws the table as it stands: the board under the camera, the panel and dashboards on top."""

    def backdrop_key(self) -> Hashable:
        """Everything `draw_backdrop` reads: the camera, the panel, and what each still piece shows."""
        state = self.state
        if state is None:
            return None
        return (
            self.track_art,
            self.camera.look(),
            tuple(self.panel),
            tuple(self.tray),
            tuple((space_id, zone.highlight, zone.step, zone.badge) for space_id, zone in self._lit_zones()),
            (state.turn.start if state.turn is not None else None, tuple(self.steps)),
            self._prompt(),
            tuple(
                (b.title, b.line, b.colour, (b.pos.x, b.pos.y), b.size, b.hovered, b.visible)
                for b in self.choices
            ),
            tuple((tuple(rect), words) for rect, words in self.legend_rows()),
        )

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        state = self.state
        if state is None:
            return
        self._draw_track(surface)
        for _kind, zone in self._lit_zones():
            zone.draw(surface)
        self._draw_path_preview(surface, state)
        self._draw_tray_plate(surface)
        self._draw_prompt(surface)
        for sprite in self.choices:
            sprite.draw(surface)
        self._draw_legend(surface)

    def _lit_zones(self) -> list[tuple[str, SpaceZone]]:
        return [(i, z) for i, z in self.zones.items() if z.highlight is not None or z.step or z.badge]

    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        if state is None:
            return
        self._draw_tray_dice(surface)
        for car in self.cars.values():
            self._fit_car(car)
        you = self._you()
        mine = self.cars.get(you) if you is not None else None
        if mine is not None and mine.visible and mine is not self.drag.dragging:
            draw_you_marker(surface, mine.screen_rect())  # under the cars: it hides none
        dragged = self.drag.dragging
        cars = [car for car in sorted(self.cars.values(), key=lambda s: s.pos.y) if car is not dragged]
        for car in cars:
            car.draw(surface)
        # Every number over every car: a car shrunk to a small space keeps a full-size number,
        # which may reach past its body over a neighbour's; no number covers another, nor touches
        # it: on a packed bend the discs slide apart along their cars.
        part_numbers([car for car in cars if car.visible])
        for car in cars:
            car.draw_number(surface)
        for die in self.bump_dice:
            die.draw(surface)
            ring = self.bump_marks.get(id(die))
            if ring is not None:
                size = max(die.screen_size()) * 0.8
                pygame.draw.circle(surface, ring, die.screen_pos, size, max(2, round(size / 8)))
        draw_popups(
            surface, self.camera, self.popups, size=self._popup_size(), seconds=POPUP_SECONDS,
            area=self._popup_area(),
        )
        self._draw_dashboards(surface, state)
        if dragged is not None:
            dragged.draw(surface)
            if isinstance(dragged, TokenSprite):
                dragged.number_slide = 0.0  # in the hand, away from the cars it was parted from
                dragged.draw_number(surface)

    def _draw_track(self, surface: pygame.Surface) -> None:
        if self.track_art is None or self.geometry is None:
            return
        self.track_picture.draw(surface, self.track_art, self.camera, self.geometry.bounds.topleft)

    def _draw_path_preview(self, surface: pygame.Surface, state: RaceDayState) -> None:
        """The clicked spaces so far, as a dotted line from where the car started."""
        if not self.steps or state.turn is None:
            return
        points = [self.camera.world_to_screen(self._centre(s)) for s in [state.turn.start, *self.steps]]
        if len(points) > 1:
            pygame.draw.lines(surface, SELECTED, False, points, max(2, round(4 * self.camera.zoom)))
        for point in points:
            pygame.draw.circle(surface, SELECTED, point, max(3, round(7 * self.camera.zoom)))

    def _draw_tray_plate(self, surface: pygame.Surface) -> None:
        rect = self.tray
        plate = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (14, 52, 32, 225), plate.get_rect(), border_radius=14)
        pygame.draw.rect(plate, (122, 84, 48), plate.get_rect(), width=3, border_radius=14)
        surface.blit(plate, rect)

    def _draw_tray_dice(self, surface: pygame.Surface) -> None:
        """The dice, then the tray's words over them: a bouncing die passes under its caption."""
        self.move_die.draw(surface)
        for die in self.check_dice:
            die.draw(surface)
        for image, where in self.tray_words():
            surface.blit(image, where)

    def tray_words(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The tray's words as drawn: the captions over the dice, and under the dice what the
        last roll meant (it changes as dice roll)."""
        words = []
        for label, x in (
            (pgettext("die", "Move"), self.move_die.pos.x),
            (pgettext("dice", "Check"), (self.check_dice[0].pos.x + self.check_dice[1].pos.x) / 2),
        ):
            text = text_image(label, 16, CREAM)
            words.append((text, text.get_rect(midtop=(x, self.tray.y + 8))))
        return words + text_rows(self.tray_text, self.tray_lines[-2:], TRAY_TEXT, TRAY_ROWS)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        label = self._prompt()
        if not label:
            return
        area = pygame.Rect(self.panel.x, self.tray.bottom + 4, self.panel.width, PROMPT_HEIGHT - 8)
        for colour, offset in ((INK, (1, 2)), (CREAM, (0, 0))):
            for image, where in text_rows(area, [(label, colour)], PROMPT_TEXT, 2):
                surface.blit(image, where.move(offset))

    def _prompt(self) -> str:
        """The line over the choices: what to do, or who is doing what, in the position the
        table shows (the banner's, until a move's animation is over)."""
        state = self.shown_state
        if state is None or self.rolling:
            return ""
        if state.phase == OVER:
            return _("Race over")
        if self._shown_mine():
            return {
                POLE: _("Your roll for the pole"),
                SPEED: _("Choose your speed"),
                MOVE: _("Drag your car to a lit space"),
                DRAFT: _("Draft the car ahead?"),
            }.get(state.phase, "")
        if not self.shown_waiting or state.phase not in (POLE, SPEED, MOVE, DRAFT):
            return ""
        template = {
            POLE: _("{who:rolls} for the pole"),
            SPEED: _("{who:picks} a speed"),
            MOVE: _("{who:picks} a line"),
            DRAFT: _("{who:may} draft"),
        }[state.phase]
        return say(template, who=state.cars[self.shown_waiting[0]].name)

    def _popup_size(self) -> int:
        return max(19, round(34 * self.camera.zoom))

    def popup_rects(self) -> list[pygame.Rect]:
        """Where the rising words are on screen now (they must never cover one another)."""
        return popup_boxes(self.camera, self.popups, self._popup_size(), self._popup_area())

    def _popup_area(self) -> pygame.Rect:
        """The board left of the panel: rising words never cover the tray, the prompt or the choices."""
        board = self.camera.viewport
        return pygame.Rect(board.x, board.y, self.panel.x - PANEL_GAP // 2 - board.x, board.height)

    def legend_rows(self) -> list[tuple[pygame.Rect, str]]:
        """The key to the two colours of lit spaces, under the prompt while the viewer moves."""
        state = self.shown_state
        if state is None or state.phase != MOVE or not self._shown_mine() or self.choices:
            return []
        top = self.tray.bottom + PROMPT_HEIGHT
        rows = []
        keys = (_("Gold: {words}").format(words=_(END_WORDS).lower()),
                _("Blue: {words}").format(words=_(STEP_WORDS).lower()))
        for index, words in enumerate(keys):
            rows.append((pygame.Rect(self.panel.x, top + index * 34, self.panel.width, 30), words))
        return rows

    def _draw_legend(self, surface: pygame.Surface) -> None:
        for (rect, words), colour in zip(self.legend_rows(), (LEGAL, SELECTED), strict=False):
            plate = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(plate, (14, 52, 32, 215), plate.get_rect(), border_radius=8)
            surface.blit(plate, rect)
            swatch = pygame.Rect(rect.x + 8, rect.y + 7, 24, 16)
            pygame.draw.rect(surface, (*colour,), swatch, border_radius=3)
            pygame.draw.rect(surface, INK, swatch, 1, border_radius=3)
            text = fitted_text(words, rect.right - swatch.right - 16, 17, CREAM)
            surface.blit(text, text.get_rect(midleft=(swatch.right + 8, rect.centery)))

    def _look(self, state: RaceDayState, seat: int) -> DashboardLook:
        """What seat's dashboard shows now (see `shown_state`)."""
        shown = self.shown_state or state
        car = shown.cars[seat]
        news = self.dash_news.get(seat, {})
        parts = self.parts
        status = str(news.get("status", car.status))
        pole_roll = news.get("pole_roll", car.pole_roll)
        body, smoke = car.counters(parts.numbers.body_limit, parts.numbers.engine_limit)
        active = seat in self.shown_waiting or (shown.turn is not None and shown.turn.car == seat)
        note = ""
        if shown.phase == POLE:
            note = _("Pole roll {roll}").format(roll=pole_roll) if pole_roll else ""
        elif status == "racing":
            note = _("Lap {lap}/{laps}").format(lap=shown.lap_of(car), laps=shown.laps)
        return DashboardLook(
            card=parts.card(car.card),
            ability=parts.ability_of(car.card),
            rarity=parts.rarities[parts.card(car.card).rarity],
            cards=parts.card_count,
            colour=car.colour,
            player=local(car.name),
            body=int(news.get("body", body)),
            engine=int(news.get("engine", smoke)),
            body_limit=parts.numbers.body_limit,
            engine_limit=parts.numbers.engine_limit,
            face_down=bool(news.get("face_down", car.face_down)),
            status=status,
            place=int(news.get("place", car.place)),
            active=active and state.phase != OVER and status == "racing",
            note=note,
        )

    def _draw_dashboards(self, surface: pygame.Surface, state: RaceDayState) -> None:
        if not self.dash_rects:
            self._place_dashboards()
        you = self._you()
        for seat, rect in self.dash_rects.items():
            look = self._look(state, seat)
            lift = 10 if look.active else (5 if seat == self._hover_dash else 0)
            surface.blit(_dashboard_on_shadow(look, rect.size, language()), rect.move(0, -lift))
            if seat == you:
                label = text_image(_("you"), 16, GOLD, bold=True)
                surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.top - lift - 1)))


@render_cache(maxsize=16)
def _dashboard_on_shadow(look: DashboardLook, size: tuple[int, int], spoken: str) -> pygame.Surface:
    """The dashboard over its shadow (3 right, 4 down): one picture to blit each frame (in the
    language `spoken`, a key only)."""
    picture = pygame.Surface((size[0] + 3, size[1] + 4), pygame.SRCALPHA)
    pygame.draw.rect(picture, (0, 0, 0), pygame.Rect((3, 4), size), border_radius=8)
    picture.blit(render_dashboard(look, size), (0, 0))
    return picture


def text_rows(
    area: pygame.Rect, lines: Sequence[tuple[str, RGB]], size: int, most: int
) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """`lines` centred in `area`, one under another: each at the largest size up to `size` that
    fits on one row, else wrapped at LEAST_TEXT (never smaller); past `most` rows the last one
    is cut short."""
    rows: list[tuple[str, int, RGB]] = []
    for text, colour in lines:
        fitted = fitted_size(text, area.width, size, LEAST_TEXT)
        if font(fitted).size(text)[0] <= area.width:
            rows.append((text, fitted, colour))
        else:
            rows += [(part, LEAST_TEXT, colour) for part in wrap(text, font(LEAST_TEXT), area.width)]
    if len(rows) > most:
        text, fitted, colour = rows[most - 1]
        face = font(fitted)
        cut = fitting_text(f"{text} {rows[most][0]}", area.width, lambda words: face.size(words)[0])
        rows = [*rows[: most - 1], (cut, fitted, colour)]
    y = area.centery - (sum(row_height(fitted) for _text, fitted, _colour in rows) - ROW_GAP) / 2
    placed = []
    for text, fitted, colour in rows:
        image = text_image(text, fitted, colour)
        placed.append((image, image.get_rect(midtop=(area.centerx, round(y)))))
        y += row_height(fitted)
    return placed
