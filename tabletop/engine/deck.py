"""Piles of cards as lists whose last item is the top card.

Card games here keep their decks as lists of card numbers; these helpers hold the
one procedure they all share: draw, and rebuild an empty deck from the discard pile.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.rng import Rng


@dataclass
class Draw:
    """What a draw took, and whether the discard pile had to be shuffled into the deck."""

    cards: list[int] = field(default_factory=list)
    reshuffled: bool = False


def draw(deck: list[int], discard: list[int], rng: Rng, count: int) -> Draw:
    """Take up to `count` cards off the deck, rebuilding it from the discard pile when empty.

    When both are empty the draw falls short: there are simply no cards left to take.
    """
    result = Draw()
    for _ in range(count):
        if not deck:
            if not discard:
                break
            rebuild(deck, discard, rng)
            result.reshuffled = True
        result.cards.append(deck.pop())
    return result


def rebuild(deck: list[int], discard: list[int], rng: Rng) -> None:
    """Shuffle the whole discard pile under whatever is left of the deck."""
    pile = list(discard)
    discard.clear()
    rng.shuffle(pile)
    deck[:0] = pile
