"""What Nascard's cards look like: faces built from the card data for the generic renderer."""

from __future__ import annotations

from tabletop.games.nascard.components import BonusCard, Components
from tabletop.sprite_factory.palette import RGB
from tabletop.table.card_faces import CardFace

PIT_GREY: RGB = (120, 124, 132)


def hex_rgb(colour: str) -> RGB:
    value = colour.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def driving_face(parts: Components, card: int) -> CardFace:
    suit = parts.suits[parts.suit_of(card)]
    return CardFace(str(card), hex_rgb(suit.colour), corner=suit.symbol, lines=(suit.name,))


def bonus_face(parts: Components, bonus: BonusCard) -> CardFace:
    suit = parts.suits[bonus.suit]
    return CardFace(
        str(bonus.number), hex_rgb(suit.colour), corner=suit.symbol, lines=(bonus.name, bonus.text)
    )


def rival_back(parts: Components, suit_id: str) -> CardFace:
    """A rival's face-down card: its suit shows, its number does not."""
    suit = parts.suits[suit_id]
    return CardFace("?", hex_rgb(suit.colour), corner=suit.symbol, lines=("Rival card", suit.name))


def pit_face(turned: bool) -> CardFace:
    if turned:
        return CardFace("In the pits", PIT_GREY, symbol="wrench", lines=("Drawing and", "changing tyres"))
    return CardFace("Pit stop", PIT_GREY, symbol="wrench", lines=("Draw 4, take back", "blistered cards"))
