"""The translation catalogs kept in the package, compiled when a language is chosen.

The `.po` files are the only form kept (no `.mo` to forget to rebuild): Babel compiles one
in memory, a few milliseconds for the app's catalog, the first time its language is used.
"""

from __future__ import annotations

import gettext
import io
from functools import cache
from pathlib import Path

DOMAIN = "tabletop"


def locale_dir() -> Path:
    """`tabletop/locale`: beside the modules in a checkout, an install and the frozen bundle."""
    return Path(__file__).resolve().parent.parent / "locale"


def po_path(code: str) -> Path:
    return locale_dir() / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def template_path() -> Path:
    return locale_dir() / f"{DOMAIN}.pot"


@cache
def translations(code: str) -> gettext.NullTranslations:
    """The compiled catalog of language `code`; a language without one reads English."""
    path = po_path(code)
    if not path.is_file():
        return gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with path.open("rb") as source:
        catalog = read_po(source, locale=code, domain=DOMAIN)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)  # fuzzy entries stay out: they read English until reviewed
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)
