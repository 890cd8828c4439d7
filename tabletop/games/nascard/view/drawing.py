"""Nascard's pixels: the track, the cards of the round and their labels, the trump marker,
the viewer's hand with the card being paid for, and the cards in flight.

Everything on the board that stands still (the track, the labels, the piles, the bonus
cards, the cards of the round at rest) goes into the table's backdrop, drawn once and
redrawn whenever `backdrop_key` changes; the cars, the hand and whatever moves are
drawn every frame over it.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator

import pygame

from tabletop.games.nascard.state import NascardState
from tabletop.games.nascard.view.layout import (
    BONUS_CARD,
    BONUS_GAP,
    BONUS_ROOM,
    INFIELD,
    SLOT_TOPS,
    WORLD_CARD,
    NascardLayout,
)
from tabletop.language import _, language, local
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, PLAYING
from tabletop.table.machinery.text import label_image, text_image
from tabletop.table.pieces.card_sprite import CardSprite
from tabletop.table.pieces.sprite_looks import card_look, pile_look, zone_look
from tabletop.table.pieces.you_marker import draw_you_marker

LABEL_GAP = 4  # screen pixels between a label and its neighbours


class NascardDrawing(NascardLayout):
    """Draws the table as it stands: the still board into the backdrop, the rest on top."""

    def backdrop_key(self) -> Hashable:
        """Everything `draw_backdrop` reads: the camera, the track, and how each still piece looks."""
        state = self.state
        if state is None:
            return None
        return (
            self.track_art,
            self.camera.look(),
            tuple(car.name for car in state.cars),
            zone_look(self.play_zone),
            tuple((car_id, card_look(sprite)) for car_id, sprite in self._still_slots()),
            pile_look(self.deck),
            pile_look(self.discard),
            tuple((suit, card_look(sprite)) for suit, sprite in self.bonus_cards.items()),
            tuple(state.bonus.items()),  # the names under the bonus cards
            state.trump,
            language(),  # the trump ribbon's word and the bonus cards' names
        )

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        state = self.state
        if state is None:
            return
        self._draw_track(surface)
        self.play_zone.draw(surface)
        self._draw_slot_labels(surface, state)
        for _car, sprite in self._still_slots():
            sprite.draw(surface)
        self.deck.draw(surface)
        self.discard.draw(surface)
        for suit, sprite in self.bonus_cards.items():
            sprite.draw(surface)
            if suit == state.trump:
                self._draw_trump_marker(surface, sprite)
        self._draw_bonus_names(surface, state)

    def _still_slots(self) -> Iterator[tuple[int, CardSprite]]:
        """The cards of the round lying flat (a card turning over is drawn every frame)."""
        for car_id, sprite in self.slots.items():
            if _still(sprite):
                yield car_id, sprite

    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        if state is None:
            return
        for sprite in self.slots.values():
            if not _still(sprite):
                sprite.draw(surface)
        mine = self.cars.get(state.players[self.viewer].car) if self.viewer is not None else None
        if mine is not None:
            draw_you_marker(surface, mine.screen_rect())  # under the cars: it hides none
        for car in sorted(self.cars.values(), key=lambda s: s.pos.y):
            car.draw(surface)
        self._draw_hand(surface, state)
        for sprite in self.flying:
            sprite.draw(surface)
        if self.drag.dragging is not None:
            self.drag.dragging.draw(surface)

    def _draw_track(self, surface: pygame.Surface) -> None:
        if self.track_art is None:
            return
        self.track_picture.draw(surface, self.track_art, self.camera, (0, 0))

    def _draw_slot_labels(self, surface: pygame.Surface, state: NascardState) -> None:
        for car in state.cars:
            surface.blit(*self.slot_label(state, car.id))

    def slot_label(self, state: NascardState, car_id: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The driver's name over the card they put down, and where it goes on screen: within its
        column and the room above the card (cut when too long: the card's hover names them whole)."""
        zoom = self.camera.zoom
        width = round(INFIELD.width / self._slot_columns() * zoom) - LABEL_GAP
        height = round((SLOT_TOPS[0] - INFIELD.top) * zoom) - LABEL_GAP
        foot = self._world_screen(self._slot_pos(car_id) - pygame.Vector2(0, WORLD_CARD[1] / 2))
        label = label_image(local(state.cars[car_id].name), width, height, round(20 * zoom), CREAM)
        return label, label.get_rect(midbottom=(round(foot.x), round(foot.y) - LABEL_GAP))

    def _draw_bonus_names(self, surface: pygame.Surface, state: NascardState) -> None:
        for suit in self.bonus_cards:
            surface.blit(*self.bonus_label(state, suit))

    def bonus_label(self, state: NascardState, suit: str) -> tuple[pygame.Surface, pygame.Rect]:
        """The name of `suit`'s bonus card and where it goes on screen: under the card, clear of
        the trump ribbon, within the room under its row (cut when too long: hovering it, or the
        card, tells it whole with the card's effect)."""
        zoom = self.camera.zoom
        sprite = self.bonus_cards[suit]
        ribbon = self._trump_ribbon(sprite)
        top = ribbon.bottom + LABEL_GAP
        width = round((BONUS_CARD[0] + BONUS_GAP) * zoom) - LABEL_GAP
        height = round(sprite.screen_rect().bottom + BONUS_ROOM * zoom) - top - LABEL_GAP
        name = local(self.parts.bonus_cards[state.bonus[suit]].name)
        label = label_image(name, width, height, round(22 * zoom), CREAM)
        return label, label.get_rect(midtop=(ribbon.centerx, top))

    def _trump_ribbon(self, sprite: CardSprite) -> pygame.Rect:
        """Across the foot of the trump suit's bonus card, clear of the piles' labels above."""
        rect = sprite.screen_rect()
        ribbon = pygame.Rect(0, 0, rect.width + 12, max(18, rect.height // 6))
        ribbon.midtop = (rect.centerx, rect.bottom - ribbon.height // 2)
        return ribbon

    def _draw_trump_marker(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        ribbon = self._trump_ribbon(sprite)
        pygame.draw.rect(surface, GOLD, ribbon, border_radius=6)
        pygame.draw.rect(surface, INK, ribbon, 2, border_radius=6)
        label = text_image(_("TRUMP"), max(12, ribbon.height - 4), INK, bold=True)
        surface.blit(label, label.get_rect(center=ribbon.center))

    def _draw_hand(self, surface: pygame.Surface, state: NascardState) -> None:
        if self.viewer is None:
            return
        self.fan.draw(surface)
        if self.blistered:
            words = _("Face down ({count})").format(count=len(self.blistered))
            title = text_image(words, 18, CREAM, bold=True)
            surface.blit(title, (self.hand_area.x + 12, self.hand_area.y + 6))
            for sprite in self.blistered:
                sprite.draw(surface)
        self.pit.draw(surface)
        self.confirm.draw(surface)
        self.cancel_button.draw(surface)
        played = self.hand.get(self.paying.card) if self.paying is not None else None
        if played is not None:
            self._draw_playing_tag(surface, played)
        del state

    def _draw_playing_tag(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        """ "Playing" over the card being paid for: it is not one of the cards that pay."""
        rect = sprite.screen_rect()
        label = text_image(_("Playing"), 18, INK, bold=True)
        plate = label.get_rect().inflate(12, 4)
        plate.center = (rect.centerx, rect.top + plate.height // 2 + 6)
        pygame.draw.rect(surface, PLAYING, plate, border_radius=6)
        pygame.draw.rect(surface, INK, plate, 2, border_radius=6)
        surface.blit(label, label.get_rect(center=plate.center))


def _still(sprite: CardSprite) -> bool:
    return sprite.scale_x == 1.0 and not sprite.held
