"""The new-game form's cars, one per dashboard card, named from the card itself.

A seat's car is a choice of `data/games/raceday.yaml`; its label is made here from
`data/cards/raceday.yaml`, so the values the form shows are the values the car races with.
"""

from __future__ import annotations

from tabletop.content.game_info import Choice
from tabletop.games.raceday.components import Components, Dashboard
from tabletop.language import N_, composed

DASHBOARD_CARDS = "dashboard_cards"  # the `choices_from` name of data/games/raceday.yaml's car options

# Translators: a car on the new-game form, its Driver, Body and Engine values as its dashboard card
# shows them (a check passes at that total or more): "P5+ C5+ M5+" in French.
_LABEL = N_("#{car} {driver} (D{driver_value}+ B{body_value}+ E{engine_value}+)")


def car_label(card: Dashboard) -> str:
    """ "#9 Nadia Szabo (D5+ B5+ E5+)", in every language."""
    return composed(
        _LABEL, car=card.car_number, driver=card.driver,
        driver_value=card.driver_value, body_value=card.body_value, engine_value=card.engine_value,
    )


def car_choices(parts: Components, source: str) -> tuple[Choice, ...] | None:
    """A choice per dashboard card, valued by its collector's number; None for another `source`."""
    if source != DASHBOARD_CARDS:
        return None
    return tuple(Choice(str(number), car_label(card)) for number, card in sorted(parts.cards.items()))
