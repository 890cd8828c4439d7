"""The app's languages: every word a person reads goes through `_` (or `ngettext`, `pgettext`).

English is written in the code and is the fallback; other languages are GNU gettext
catalogs in `tabletop/locale/<code>/LC_MESSAGES/tabletop.po`, read when the language is
chosen. Usable from every layer (rules included): nothing here imports pygame.
"""

from __future__ import annotations

from tabletop.language.current import (
    LANGUAGES,
    N_,
    _,
    choose_language,
    every_translation,
    language,
    ngettext,
    pgettext,
    set_language,
    system_language,
)
from tabletop.language.data_text import Translated, composed, local, other_languages, reworded

__all__ = [
    "LANGUAGES",
    "N_",
    "Translated",
    "_",
    "choose_language",
    "composed",
    "every_translation",
    "language",
    "local",
    "ngettext",
    "other_languages",
    "pgettext",
    "reworded",
    "set_language",
    "system_language",
]
