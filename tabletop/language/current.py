"""The language the app speaks now, and the functions that translate into it.

One language for the whole process: the app switches it from Settings (every open screen
is then laid out again), `tabletop --lang fr` sets it for one run. Code calls `_()` when
the words are shown, never at import, so a switch reaches every text; a constant written
at import is marked with `N_()` for extraction and translated where it is shown.
"""

from __future__ import annotations

import gettext
import locale
import os

from tabletop.language.catalogs import translations

# The languages offered, by code, each named in itself (what a player looks for).
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français"}
DEFAULT = "en"

_current: list[str] = [DEFAULT]
_catalog: list[gettext.NullTranslations] = [gettext.NullTranslations()]


def language() -> str:
    return _current[0]


def set_language(code: str) -> None:
    """Speak `code` from now on; an unknown code is refused (ValueError)."""
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}: choose from {', '.join(LANGUAGES)}")
    _catalog[0] = gettext.NullTranslations() if code == DEFAULT else translations(code)
    _current[0] = code


def system_language() -> str:
    """The system's language when the app speaks it, else English (read in GNU gettext's order)."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        if value:
            return choose_language(value)
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return choose_language(code)


def choose_language(value: str) -> str:
    """The app's language for a locale name such as 'fr_CA.UTF-8' or 'en:fr'; English if none."""
    for part in value.split(":"):
        code = part.split("_")[0].split(".")[0].split("@")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


def _(message: str) -> str:
    return _catalog[0].gettext(message)


def every_translation(message: str) -> set[str]:
    """`message` as each language the app speaks says it: to recognise words made before a switch."""
    return {message} | {translations(code).gettext(message) for code in LANGUAGES if code != DEFAULT}


def N_(message: str) -> str:
    """Marks `message` for the catalog without translating it yet (a constant made at import)."""
    return message


def ngettext(singular: str, plural: str, count: int) -> str:
    return _catalog[0].ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """`message` as `context` reads it: one English word, two French ones ("Off" of a switch)."""
    return _catalog[0].pgettext(context, message)
