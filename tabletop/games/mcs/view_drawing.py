"""MCS's pixels: the oval and its labels, the piles and lap cards, the infield's cards and
caption, the riders with their badges, the viewer's hand, the cards in flight, the match card.
"""

from __future__ import annotations

import pygame

from tabletop.games.mcs import events as ev
from tabletop.games.mcs import faces
from tabletop.games.mcs.match_card import draw_match_card
from tabletop.games.mcs.state import McsState
from tabletop.games.mcs.track_art import CENTRE, TOKEN, draw_oval
from tabletop.games.mcs.view_layout import ACTION, CHARGE_CARD, PITS, TOP_Y, McsLayout
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, PAPER, RGB
from tabletop.table.text import font
from tabletop.table.you_marker import draw_you_marker


class McsDrawing(McsLayout):
    """Draws the table as it stands: the board under the camera, the hand on top."""

    def update(self, dt: float) -> None:
        self.fan.update(dt)
        for sprite in self.fan.cards:
            sprite.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        if state is None:
            return
        draw_oval(surface, self._world_screen, self.camera.zoom)
        self._draw_labels(surface, state)
        self.deck.draw(surface)
        self.discard.draw(surface)
        for index, pile in enumerate(self.lap_piles):
            pile.draw(surface)
            shown = self.lap_cards[index]
            if shown is not None:
                shown.draw(surface)
            if state.lap == index + 1 and state.phase in ("straight", "bend", "effect"):
                rect = pile.screen_rect().inflate(16, 16)
                pygame.draw.rect(surface, GOLD, rect, 3, border_radius=10)
        self.play_zone.draw(surface)
        self._draw_infield(surface, state)
        for sprite in self.table_cards:
            sprite.draw(surface)
        for pos, name in self.chain_names:
            label = font(max(14, round(20 * self.camera.zoom)), bold=True).render(name, True, PAPER)
            surface.blit(label, label.get_rect(center=self._world_screen(pos)))
        self._draw_covered(surface, state)
        self._draw_riders(surface, state)
        self._draw_hand(surface, state)
        for sprite in self.flying:
            sprite.draw(surface)
        if self.drag.dragging is not None:
            self.drag.dragging.draw(surface)
        self.match_button.draw(surface)
        if self.show_match_card:
            self._draw_match_card(surface, state)

    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        world: pygame.Vector2,
        size: int,
        colour: RGB,
        *,
        bold: bool = False,
        anchor: str = "center",
    ) -> None:
        face = font(max(18, round(size * self.camera.zoom)), bold=bold)
        image = face.render(text, True, colour)
        rect = image.get_rect(**{anchor: self._world_screen(world)})
        surface.blit(image, rect)

    def _pill(self, surface: pygame.Surface, text: str, world: pygame.Vector2, size: int) -> None:
        """A line of news on a dark rounded plate, readable on grass and shale alike."""
        face = font(max(18, round(size * self.camera.zoom)), bold=True)
        image = face.render(text, True, PAPER)
        box = image.get_rect().inflate(24, 8)
        box.center = (round(self._world_screen(world).x), round(self._world_screen(world).y))
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (20, 30, 24, 190), plate.get_rect(), border_radius=box.height // 2)
        surface.blit(plate, box)
        surface.blit(image, image.get_rect(center=box.center))

    def _draw_labels(self, surface: pygame.Surface, state: McsState) -> None:
        heat = f"Heat {state.heat}" + (" · extra heat" if state.extra else f" of {state.heats}")
        self._text(surface, heat, pygame.Vector2(1070, TOP_Y), 36, CREAM, bold=True)
        if state.phase == "over":
            return
        if state.out:
            self._text(surface, "Pits", PITS - pygame.Vector2(0, 55), 24, CREAM, bold=True)

    def _draw_infield(self, surface: pygame.Surface, state: McsState) -> None:
        """A caption over the infield saying what its cards are."""
        caption = ""
        if state.phase == "gate":
            chosen = len(state.choices)
            caption = "The gate: riders chosen in secret" if chosen else ""
            if not chosen and state.results:
                last = state.results[-1]
                parts = [f"{ev.rider_word(r.colour)} {r.points if not r.out else r.out}" for r in last.riders]
                caption = f"Heat {last.number}: " + ", ".join(parts)
        elif state.phase == "exchange":
            caption = "Finish on lap I: cards may be exchanged"
        elif state.attempt is not None:
            att = state.attempt
            caption = f"{ev.rider_word(att.charger)} may charge {ev.rider_word(att.holder)}"
        elif state.bend is not None:
            caption = "Bend battle" if state.bend.chain else "Bend: who plays first?"
        elif state.shown_charge is not None:
            shown = state.shown_charge
            result = "passes!" if shown.success else "is held off"
            caption = f"{ev.rider_word(shown.charger)} charges {ev.rider_word(shown.holder)} and {result}"
        elif state.shown_chain:
            seat, card = state.shown_chain[-1]
            caption = f"{state.players[seat].name}'s {self.parts.effects[self.parts.cards[card].effect].name}"
        if caption:
            self._pill(surface, caption, pygame.Vector2(CENTRE.x, 186), 28)

    def _draw_covered(self, surface: pygame.Surface, state: McsState) -> None:
        """Over a revealed charge: cross out covered red letters, ring the open ones."""
        shown = state.shown_charge
        if shown is None or state.attempt is not None or state.phase == "gate" or state.shown_chain:
            return
        charge = self.parts.cards[shown.charge]
        hold = self.parts.cards[shown.hold] if shown.hold > 0 else None
        zoom = self.camera.zoom
        origin = self._world_screen(self._charge_pos("charge") - pygame.Vector2(CHARGE_CARD) / 2)
        for lane in sorted(charge.charge):
            cell = faces.lane_rect((CHARGE_CARD[0] * zoom, CHARGE_CARD[1] * zoom), lane)
            rect = pygame.Rect(
                round(origin.x + cell.x), round(origin.y + cell.y), round(cell.w), round(cell.h)
            )
            if hold is not None and lane in hold.hold:
                width = max(2, round(4 * zoom))
                pygame.draw.line(surface, INK, rect.topleft, rect.bottomright, width)
                pygame.draw.line(surface, INK, rect.topright, rect.bottomleft, width)
            else:
                pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), max(2, round(4 * zoom)), border_radius=6)
        centre = self._world_screen(ACTION + pygame.Vector2(CHARGE_CARD[0] / 2 + 24, 0))
        word = "open lane!" if shown.success else "all covered"
        label = font(max(14, round(24 * zoom)), bold=True).render(
            word, True, GOLD if shown.success else PAPER
        )
        surface.blit(label, label.get_rect(midleft=centre))

    def _draw_riders(self, surface: pygame.Surface, state: McsState) -> None:
        zoom = self.camera.zoom
        mine = set(state.players[self.viewer].colours) if self.viewer is not None else set()
        for colour, sprite in sorted(self.tokens.items(), key=lambda item: item[1].pos.y):
            sprite.draw(surface)
            rider = state.riders.get(colour)
            if rider is None:
                continue
            if colour in mine and sprite.visible:
                draw_you_marker(surface, sprite.screen_rect())
            centre = sprite.screen_pos
            small = font(max(16, round(24 * zoom)), bold=True)
            strength = small.render(str(rider.card), True, PAPER)
            plate = strength.get_rect().inflate(10, 2)
            plate.midleft = (round(centre.x + TOKEN * zoom / 2 + 2), round(centre.y))
            pygame.draw.rect(surface, (30, 30, 30), plate, border_radius=plate.height // 2)
            surface.blit(strength, strength.get_rect(center=plate.center))
            badges: list[tuple[str, RGB]] = []
            if colour in state.order:
                badges.append((str(state.order.index(colour) + 1), INK))
            if state.lead_lock == colour:
                badges.append(("3", (176, 128, 20)))
            if colour in state.tail_locks:
                badges.append(("0", (90, 90, 96)))
            if state.hazard is not None and state.hazard.rider == colour:
                badges.append(("F?" if state.hazard.effect == "fall" else "E?", (180, 40, 30)))
            if state.sick == colour:
                badges.append(("E", (180, 40, 30)))
            if rider.out:
                badges.append(("out", (120, 30, 30)))
            x = centre.x - TOKEN * zoom / 2
            for text, colour_rgb_ in badges:
                image = font(max(15, round(22 * zoom)), bold=True).render(text, True, PAPER)
                box = image.get_rect().inflate(10, 4)
                box.bottomleft = (round(x), round(centre.y - TOKEN * zoom / 2 + 4))
                pygame.draw.rect(surface, colour_rgb_, box, border_radius=box.height // 2)
                pygame.draw.rect(surface, PAPER, box, 1, border_radius=box.height // 2)
                surface.blit(image, image.get_rect(center=box.center))
                x = box.right + 3

    def _draw_hand(self, surface: pygame.Surface, state: McsState) -> None:
        if self.viewer is None:
            return
        title = font(18, bold=True).render("Your riders", True, CREAM)
        surface.blit(title, (self.hand_area.x + 16, self.hand_area.y + 14))
        for card in self.rider_cards.values():
            card.draw(surface)
        used = state.players[self.viewer].used
        for value in used:
            dimmed = self.rider_cards.get(value)
            if dimmed is not None:
                rect = dimmed.screen_rect()
                shade_box = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade_box.fill((0, 0, 0, 120))
                surface.blit(shade_box, rect)
        self.fan.draw(surface)
        for button in self.buttons:
            button.draw(surface)

    def _draw_match_card(self, surface: pygame.Surface, state: McsState) -> None:
        area = self.table_area.union(self.hand_area).inflate(-30, -20)
        draw_match_card(surface, area, state, self.rules)
