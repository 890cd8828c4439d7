"""Nascard's pixels: the track, the cards of the round and their labels, the trump marker,
the viewer's hand with the card being paid for, and the cards in flight.

Everything on the board that stands still (the track, the labels, the piles, the bonus
cards, the cards of the round at rest) goes into the table's backdrop, drawn once and
redrawn whenever `backdrop_key` changes; the cars, the hand and whatever moves are
drawn every frame over it.
"""

from __future__ import annotations

import itertools
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
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, PLAYING, RGB, SELECTED, SPENT
from tabletop.table.machinery.text import LEAST_LEGIBLE, font, label_image, label_lines, text_image
from tabletop.table.pieces.card_sprite import CardSprite
from tabletop.table.pieces.sprite_looks import card_look, pile_look, zone_look
from tabletop.table.pieces.you_marker import draw_you_marker

LABEL_GAP = 4  # screen pixels between a label and its neighbours
Label = tuple[pygame.Surface, pygame.Rect]  # words drawn on the board, and where on screen


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
        you = self._you()
        mine = self.cars.get(state.players[you].car) if you is not None else None
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
        for label in self.slot_labels(state).values():
            surface.blit(*label)

    def slot_labels(self, state: NascardState) -> dict[int, Label]:
        """The drivers' names over the cards they put down, and where they go on screen, by car:
        each within its column and the room above its card, on two lines if need be. Where a name
        of a row of cards would be cut so (six cars at 960x600: "Com…"), that row's names are
        written on one line each, every other one a line up: a name may then reach over its
        neighbours' columns, whose names are on the other line. Cut only when too long even then
        (the card's hover names them whole)."""
        zoom = self.camera.zoom
        columns = self._slot_columns()
        width = round(INFIELD.width / columns * zoom) - LABEL_GAP
        height = round((SLOT_TOPS[0] - INFIELD.top) * zoom) - LABEL_GAP
        size = round(20 * zoom)
        rows: dict[int, dict[int, str]] = {}
        for car in state.cars:
            rows.setdefault(car.id // columns, {})[car.id] = local(car.name)

        def whole(name: str) -> bool:
            return " ".join(label_lines(name, width, height, size)[1]) == name

        labels: dict[int, Label] = {}
        for names in rows.values():
            if not all(map(whole, names.values())):
                labels.update(self._staggered(names, height, size))
        for car in state.cars:
            if car.id not in labels:
                label = label_image(local(car.name), width, height, size, CREAM)
                foot = self._slot_foot(car.id)
                labels[car.id] = label, label.get_rect(midbottom=(round(foot.x), round(foot.y) - LABEL_GAP))
        return labels

    def _staggered(self, names: dict[int, str], height: int, size: int) -> dict[int, Label]:
        """A row's names (by car) each whole on one line over its card, the odd columns' a line
        up: as large as fits up to `size` but not below LEAST_LEGIBLE, in bold if that fits; none
        if they fit no way in the room `height` over the row."""
        for bold in (True, False):
            for points in range(max(LEAST_LEGIBLE, size), LEAST_LEGIBLE - 1, -1):
                face = font(points, bold=bold)
                places = self._stagger_places(names, face) if 2 * face.get_linesize() <= height else None
                if places is not None:
                    return {
                        car_id: (text_image(names[car_id], points, CREAM, bold=bold), place)
                        for car_id, place in places.items()
                    }
        return {}

    def _stagger_places(self, names: dict[int, str], face: pygame.font.Font) -> dict[int, pygame.Rect] | None:
        """Where `_staggered` writes a row's names in `face`: over their cards, drawn in off the
        track's edge; None if two on a line would run together or one is wider than the infield."""
        infield = self.camera.world_rect_to_screen(INFIELD).inflate(-LABEL_GAP, 0)
        columns = self._slot_columns()
        places: dict[int, pygame.Rect] = {}
        for car_id, name in names.items():
            foot = self._slot_foot(car_id)
            rise = face.get_linesize() * (car_id % columns % 2)
            place = pygame.Rect((0, 0), face.size(name))
            place.midbottom = (round(foot.x), round(foot.y) - LABEL_GAP - rise)
            places[car_id] = place.clamp(infield)
        rects = list(places.values())
        if any(rect.width > infield.width for rect in rects):
            return None
        if any(a.inflate(2 * LABEL_GAP, 0).colliderect(b) for a, b in itertools.combinations(rects, 2)):
            return None
        return places

    def _slot_foot(self, car_id: int) -> pygame.Vector2:
        """The middle of the top edge of the card `car_id` put down, on screen: its name stands on it."""
        return self._world_screen(self._slot_pos(car_id) - pygame.Vector2(0, WORLD_CARD[1] / 2))

    def _draw_bonus_names(self, surface: pygame.Surface, state: NascardState) -> None:
        for suit in self.bonus_cards:
            surface.blit(*self.bonus_label(state, suit))

    def bonus_label(self, state: NascardState, suit: str) -> tuple[pygame.Surface, pygame.Rect]:
        """The name of `suit`'s bonus card and where it goes on screen: under the card, clear of
        the trump ribbon, within the room under its row (its lines are `bonus_lines`')."""
        ribbon = self._trump_ribbon(self.bonus_cards[suit])
        name, box, bold = self._bonus_words(state, suit)
        label = label_image(name, *box, CREAM, bold=bold)
        return label, label.get_rect(midtop=(ribbon.centerx, ribbon.bottom + LABEL_GAP))

    def bonus_lines(self, state: NascardState, suit: str) -> list[str]:
        """The lines of `suit`'s bonus card's name as `bonus_label` draws them."""
        name, box, bold = self._bonus_words(state, suit)
        return label_lines(name, *box, bold=bold)[1]

    def _bonus_words(self, state: NascardState, suit: str) -> tuple[str, tuple[int, int, int], bool]:
        """The name of `suit`'s bonus card, the box it is written in (width, height, size) and
        whether in bold: in the plainer, narrower face where only that keeps it whole ("Voiture
        de sécurité" read "Voiture de séc…" at 960x600), cut when too long even so (hovering it,
        or the card, tells it whole with the card's effect)."""
        zoom = self.camera.zoom
        sprite = self.bonus_cards[suit]
        top = self._trump_ribbon(sprite).bottom + LABEL_GAP
        width = round((BONUS_CARD[0] + BONUS_GAP) * zoom) - LABEL_GAP
        height = round(sprite.screen_rect().bottom + BONUS_ROOM * zoom) - top - LABEL_GAP
        box = (width, height, round(22 * zoom))
        name = local(self.parts.bonus_cards[state.bonus[suit]].name)

        def whole(bold: bool) -> bool:
            return " ".join(label_lines(name, *box, bold=bold)[1]) == name

        return name, box, whole(True) or not whole(False)

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
        if self.paying is not None:
            self._draw_payment_tags(surface)
        del state

    def _draw_payment_tags(self, surface: pygame.Surface) -> None:
        """ "Playing" over the card being paid for, and over each card chosen to pay what becomes
        of it ("Burn", "Blister") in the colour of its outline: the two are told apart."""
        for label, plate, colour in self.payment_tags():
            pygame.draw.rect(surface, colour, plate, border_radius=6)
            pygame.draw.rect(surface, INK, plate, 2, border_radius=6)
            surface.blit(label, label.get_rect(center=plate.center))

    def payment_tags(self) -> list[tuple[pygame.Surface, pygame.Rect, RGB]]:
        """The tags over the hand while paying, left to right, each clear of the others: above
        the cards' top edges (on a card, a tag covered its number or the card being played),
        moved along its card past the one on its left, or raised over it where the fan is too
        tight for both side by side."""
        paying = self.paying
        if paying is None:
            return []
        tags: list[tuple[pygame.Surface, pygame.Rect, RGB]] = []
        for card, sprite in sorted(self.hand.items(), key=lambda item: item[1].screen_pos.x):
            rect = sprite.screen_rect()
            if card == paying.card:
                label, plate = _tag(_("Playing"), 18)
                plate.midbottom = (rect.centerx, rect.top + 3)
                colour = PLAYING
            elif card == paying.burn or card in paying.blister:
                spent = card == paying.burn
                label, plate = _tag(_("Burn") if spent else _("Blister"), 15)
                plate.bottomleft = (rect.left + 4, rect.top + 3)
                colour = SPENT if spent else SELECTED
            else:
                continue
            # Along its card past the tag on its left where the card has room (raised, the tag
            # went up onto the track), else raised over the tags it meets.
            crossed_right = [other.right for _label, other, _colour in tags if plate.colliderect(other)]
            if crossed_right and max(crossed_right) + 2 + plate.width <= rect.right:
                plate.left = max(crossed_right) + 2
            while crossed := [other.top for _label, other, _colour in tags if plate.colliderect(other)]:
                plate.bottom = min(crossed)
            tags.append((label, plate, colour))
        return tags


def _tag(words: str, size: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A tag's words and the plate around them, to be placed."""
    label = text_image(words, size, INK, bold=True)
    return label, label.get_rect().inflate(12, 4)


def _still(sprite: CardSprite) -> bool:
    return sprite.scale_x == 1.0 and not sprite.held
