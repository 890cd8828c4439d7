"""Choosing the cards that pay for a play, one click at a time.

A play that costs cards (trading paint, a bonus's burn and blisters) is chosen in
steps: first the card to burn, if any, then the cards to blister. Which cards may
be clicked at each step comes from the legal plays themselves, so the choice can
only ever end on a legal action.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.games.nascard.actions import PlayCard


@dataclass
class PaymentChoice:
    card: int
    bonus: bool
    options: list[PlayCard]  # the legal plays of this card with this bonus choice
    burn: int | None = None
    blister: list[int] = field(default_factory=list)

    @property
    def needs_burn(self) -> bool:
        return any(option.burn for option in self.options)

    @property
    def blister_count(self) -> int:
        return len(self.options[0].blister) if self.options else 0

    @property
    def step(self) -> str:
        if self.needs_burn and self.burn is None:
            return "burn"
        if len(self.blister) < self.blister_count:
            return "blister"
        return "done"

    def _fitting(self) -> list[PlayCard]:
        chosen = set(self.blister)
        return [
            o
            for o in self.options
            if (self.burn is None or o.burn == (self.burn,)) and chosen <= set(o.blister)
        ]

    def eligible(self) -> set[int]:
        """Cards that may be clicked now."""
        fitting = self._fitting()
        if self.step == "burn":
            return {o.burn[0] for o in fitting}
        if self.step == "blister":
            return {c for o in fitting for c in o.blister} - set(self.blister)
        return set()

    def toggle(self, card: int) -> bool:
        """Click on a hand card: choose it, or take it back. False if it cannot be chosen."""
        if card == self.burn:
            self.burn = None
            self.blister.clear()
            return True
        if card in self.blister:
            self.blister.remove(card)
            return True
        if card not in self.eligible():
            return False
        if self.step == "burn":
            self.burn = card
        else:
            self.blister.append(card)
        return True

    def action(self) -> PlayCard | None:
        if self.step != "done":
            return None
        chosen = tuple(sorted(self.blister))
        burn = (self.burn,) if self.burn is not None else ()
        return next((o for o in self.options if o.blister == chosen and o.burn == burn), None)
