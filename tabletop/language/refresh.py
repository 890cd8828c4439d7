"""`python -m tabletop.language.refresh`: extract the messages into the template, update each catalog.

Run after adding or changing a `_()` message; then translate what the catalogs mark new
(Poedit or any .po editor) until `tabletop validate` has nothing to say of them.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.language.catalogs import DOMAIN, locale_dir, po_path, template_path

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

# What marks a message in the code: _(), N_(), ngettext(one, many, n), pgettext(context, message).
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
PACKAGE = Path(__file__).resolve().parent.parent


def extract() -> Catalog:
    """The template as the code is now: a babel Catalog of every marked message."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    template = Catalog(
        domain=DOMAIN, project="Tabletop Racing", version="0.1", charset="utf-8",
        header_comment="# The messages of Tabletop Racing, extracted from the code by\n"
        "# `python -m tabletop.language.refresh`: do not edit by hand.",
        msgid_bugs_address="the project's issues",
    )
    for filename, lineno, message, comments, context in extract_from_dir(
        str(PACKAGE), [("**.py", "python")], keywords=KEYWORDS, comment_tags=("Translators:",)
    ):
        path = f"tabletop/{Path(filename).as_posix()}"
        template.add(message, None, [(path, lineno)], auto_comments=comments, context=context)
    return template


def refresh() -> list[str]:
    """Write the template and merge it into every catalog; the languages updated."""
    from babel.messages.pofile import read_po, write_po

    template = extract()
    with template_path().open("wb") as out:
        write_po(out, template, width=110, sort_output=True, omit_header=False, include_lineno=False)
    updated = []
    for folder in sorted(p for p in locale_dir().iterdir() if p.is_dir()):
        path = po_path(folder.name)
        if not path.is_file():
            continue
        with path.open("rb") as source:
            catalog = read_po(source, locale=folder.name, domain=DOMAIN)
        catalog.update(template, update_header_comment=False)
        with path.open("wb") as out:
            write_po(out, catalog, width=110, sort_output=True, ignore_obsolete=True, include_lineno=False)
        updated.append(folder.name)
    return updated


if __name__ == "__main__":
    languages = refresh()
    print(f"{template_path()} written; updated: {', '.join(languages) or 'no catalog'}", file=sys.stderr)
