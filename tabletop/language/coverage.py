"""Which messages of the template a catalog leaves in English, or would break when shown.

`tabletop validate` reports these as file:line problems, so a message wrapped in `_()` and
extracted into the template fails CI until the French catalog translates it.
"""

from __future__ import annotations

import re
from pathlib import Path

from tabletop.language.catalogs import DOMAIN, po_path, template_path
from tabletop.language.current import _

# The fields `say` and str.format fill: a translation must keep every one, or it raises when shown.
_FIELD = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}")


def fields(text: str | None) -> set[str]:
    return set(_FIELD.findall(text or ""))


def catalog_problems(
    code: str, template: Path | None = None, catalog: Path | None = None
) -> list[tuple[int, str]]:
    """(line in the catalog, what is wrong) for each message of `template` not ready in `code`."""
    from babel.messages.pofile import read_po

    template = template or template_path()
    catalog = catalog or po_path(code)
    with template.open("rb") as source:
        wanted = read_po(source, domain=DOMAIN)
    if not catalog.is_file():
        return [(1, _("no catalog for language {code}").format(code=repr(code)))]
    with catalog.open("rb") as source:
        have = read_po(source, locale=code, domain=DOMAIN)
    problems: list[tuple[int, str]] = []
    for message in wanted:
        if not message.id:
            continue
        key = message.id[0] if isinstance(message.id, tuple | list) else message.id
        found = have.get(message.id, message.context)
        shown = repr(key)
        if message.context:
            shown = _("{message} (context {context})").format(message=shown, context=repr(message.context))
        if found is None:
            sentence = _("{message} is missing: run `python -m tabletop.language.refresh`")
            problems.append((1, sentence.format(message=shown)))
            continue
        line = found.lineno or 1
        strings = found.string if isinstance(found.string, tuple | list) else (found.string,)
        if not all(strings):
            problems.append((line, _("{message} has no translation").format(message=shown)))
        elif found.fuzzy:
            sentence = _("{message} is marked fuzzy: its translation needs a review")
            problems.append((line, sentence.format(message=shown)))
        else:
            sources = message.id if isinstance(message.id, tuple | list) else (message.id,)
            lost = set().union(*(fields(s) for s in sources)) - set().union(*(fields(s) for s in strings))
            extra = set().union(*(fields(s) for s in strings)) - set().union(*(fields(s) for s in sources))
            if lost or extra:
                names = ", ".join(sorted(lost | extra))
                sentence = _("{message}: its fields differ from the English ({names})")
                problems.append((line, sentence.format(message=shown, names=names)))
    return problems
