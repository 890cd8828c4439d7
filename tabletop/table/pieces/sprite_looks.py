"""How a table sprite looks right now, as a hashable key: equal keys, equal pixels.

The keys of the view's still layers (`still_layers`) are built from these. Each
lists what the sprite's `draw` reads: where it lands on screen, its size, its
faces and every state that changes its picture. A sprite not visible draws
nothing, whatever else it holds. No look is None (to `still_layers`, None means
a layer that is never still).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

from tabletop.table.pieces.button import ButtonSprite
from tabletop.table.pieces.card_sprite import CardSprite
from tabletop.table.pieces.drop_zone import DropZone
from tabletop.table.pieces.piles import PileSprite
from tabletop.table.pieces.sprite import TableSprite
from tabletop.table.pieces.token_sprite import TokenSprite

UNSEEN = "unseen"  # the look of a sprite that draws nothing


def _place(sprite: TableSprite) -> Hashable:
    centre = sprite.screen_pos + sprite.draw_offset()
    return (centre.x, centre.y, sprite.screen_size(), sprite.angle, sprite.highlight, sprite.dimmed)


def card_look(card: CardSprite) -> Hashable:
    if not card.visible:
        return UNSEEN
    return (_place(card), card.front if card.face_up else card.back)


def cards_look(cards: Iterable[CardSprite]) -> Hashable:
    return tuple(card_look(card) for card in cards)


def pile_look(pile: PileSprite) -> Hashable:
    if not pile.visible:
        return UNSEEN
    return (_place(pile), pile.zoom, pile.count, pile.top, pile.back, pile.label)


def token_look(token: TokenSprite) -> Hashable:
    if not token.visible:
        return UNSEEN
    return (_place(token), token.colour, token.label, token.shape, token.pattern, token.show_pattern)


def button_look(button: ButtonSprite) -> Hashable:
    if not button.visible:
        return UNSEEN
    return (_place(button), button.text, button.enabled)


def zone_look(zone: DropZone) -> Hashable:
    if not zone.visible or zone.highlight is None:
        return UNSEEN  # an unlit zone draws nothing
    return (_place(zone), zone.round_shape)
