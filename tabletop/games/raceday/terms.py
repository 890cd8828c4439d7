"""Race Day's words for its checks and damage, in the language shown.

The rules and the events name a check or a kind of damage by its id ("engine", "body",
"driver"); every text that shows one asks here, at the moment it is shown.
"""

from __future__ import annotations

from tabletop.games.raceday.components import BODY, DRIVER, ENGINE
from tabletop.language import N_, _, pgettext

_CHECKS = {ENGINE: N_("Engine check"), BODY: N_("Body check"), DRIVER: N_("Driver check")}
# The dashboard's values and counters: a check is passed on its value; Body and Smoke count damage.
_VALUES = {ENGINE: N_("Engine"), BODY: N_("Body"), DRIVER: N_("Driver")}


def check_name(check: str) -> str:
    """"Engine check" for "engine"."""
    return _(_CHECKS[check])


def value_name(check: str) -> str:
    """The dashboard value a check is rolled against: "Engine" for "engine"."""
    return _(_VALUES[check])


def value_label(check: str) -> str:
    """The value's name on the dashboard card, where a third of its width holds it: "Body" ("Carross.")."""
    if check == ENGINE:
        return pgettext("dashboard", "Engine")
    return pgettext("dashboard", "Body") if check == BODY else pgettext("dashboard", "Driver")


def counter_name(kind: str) -> str:
    """The counter a kind of damage adds to: "Smoke" for engine damage, "Body" for body damage."""
    return _("Smoke") if kind == ENGINE else _("Body")


def capitalised(words: str) -> str:
    """`words` opening a sentence: "test de moteur" inside a French one, "Test de moteur" at its start."""
    return words[:1].upper() + words[1:]
