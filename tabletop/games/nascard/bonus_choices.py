"""The new-game form's bonus cards, one option per suit, named from the cards themselves.

`data/games/nascard.yaml` asks for them by `choices_from: bonus_<suit>`; each label is made
here from `data/cards/nascard.yaml`, so the form never names a card the game does not deal.
"""

from __future__ import annotations

from tabletop.content.game_info import Choice
from tabletop.games.nascard.components import Components
from tabletop.language import N_, composed

_PREFIX = "bonus_"  # `choices_from: bonus_purple`: the purple bonus cards
# Translators: a bonus card on the new-game form: its number, then its name ("4 Drapeau jaune").
_LABEL = N_("{number} {name}")


def bonus_choices(parts: Components, source: str) -> tuple[Choice, ...] | None:
    """A choice per bonus card of the suit `source` names, valued by its number; None for another `source`."""
    suit = source.removeprefix(_PREFIX)
    cards = parts.bonus_of_suit(suit) if source.startswith(_PREFIX) else []
    if not cards:
        return None
    return tuple(
        Choice(str(card.number), composed(_LABEL, number=card.number, name=card.name))
        for card in sorted(cards, key=lambda card: card.number)
    )
