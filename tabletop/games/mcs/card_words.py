"""A racing card as an event keeps it: the card and what its wheel reads, worded when shown.

The log is written again from the events when the language changes, so an event holds
the card, never its words: "charge AB / hold C, orange 5:1" is made at the moment it is read.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.mcs.components import Components, RacingCard, letters_text
from tabletop.games.mcs.words import edge_word
from tabletop.language import _, local

# The effects a card names in full, their symbols being letters a player would not read ("SW").
NAMED_EFFECTS = ("+1", "SW", "F", "E")


@dataclass(frozen=True)
class CardWords:
    card: RacingCard
    effect: str  # the wheel as the log reads it: a symbol ("5:1") or the effect's name (data words)

    def words(self) -> str:
        """ "charge AB / hold C, orange 5:1", in the language shown."""
        return _("{letters}, {edge} {effect}").format(
            letters=letters_text(self.card), edge=edge_word(self.card.edge), effect=local(self.effect)
        )


def card_words(parts: Components, number: int) -> CardWords:
    card = parts.cards[number]
    return CardWords(card, effect_symbol(parts, card.effect))


def effect_symbol(parts: Components, effect: str) -> str:
    """What the log calls an effect: its symbol, or its name (kept with its translations)."""
    found = parts.effects[effect]
    return found.name if found.symbol in NAMED_EFFECTS else found.symbol
