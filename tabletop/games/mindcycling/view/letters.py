"""The marks that name a rider's role (on its helmet) and the end of a draft, a relay or an attack
(on a lit space), in the language shown: each the start of its word, no two alike (in English a
domestic and a draft both begin with D; in French a rouleur, the wheel and a relay all with R).

A role takes its word's first letter; a ride's end takes as few of its word's first letters as
tell it from every mark before it ("Dr" for a draft, "Ro" and "Re" for "Roue" and "Relais").
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.mindcycling.actions import ATTACK, DRAFT, RELAY
from tabletop.games.mindcycling.components import Components
from tabletop.language import N_, _, local

RIDES = {DRAFT: N_("Draft"), RELAY: N_("Relay"), ATTACK: N_("Attack")}  # the words of its buttons


@dataclass(frozen=True)
class Marks:
    roles: dict[str, str]  # role id -> its helmet's letter
    rides: dict[str, str]  # a ride's kind -> the mark on the space it ends on


def marks(parts: Components) -> Marks:
    """The marks in the language of the moment."""
    taken: list[str] = []

    def mark(word: str) -> str:
        letters = [c for c in word if c.isalpha()]
        for end in range(1, len(letters) + 1):
            found = letters[0].upper() + "".join(letters[1:end]).lower()
            if found not in taken:
                taken.append(found)
                return found
        raise ValueError(f"no mark for {word!r} apart from {taken}")  # two words alike: a data error

    roles = {role.id: mark(local(role.name)) for role in parts.roles.values()}
    rides = {kind: mark(_(word)) for kind, word in RIDES.items()}
    return Marks(roles, rides)
