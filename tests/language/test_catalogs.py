"""The French catalog translates every message the code marks, and a gap is reported."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tabletop.language import _, choose_language, language, ngettext, pgettext, set_language
from tabletop.language.catalogs import po_path, template_path
from tabletop.language.coverage import catalog_problems
from tabletop.language.refresh import extract


def _ids(catalog: object) -> set[tuple[str, str | None]]:
    return {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalog if m.id}  # type: ignore[attr-defined]


def test_every_marked_message_has_a_french_translation() -> None:
    """Extracted from the code as it is now, not from the kept template: a new _() fails here."""
    with po_path("fr").open("rb") as source:
        french = read_po(source, locale="fr")
    missing = []
    for message in extract():
        if not message.id:
            continue
        found = french.get(message.id, message.context)
        if found is None or not found.string or found.fuzzy:
            missing.append(message.id)
    assert not missing, f"no French yet (python -m tabletop.language.refresh, then translate): {missing}"


def test_the_kept_template_is_the_code_s() -> None:
    with template_path().open("rb") as source:
        kept = read_po(source)
    assert _ids(kept) == _ids(extract()), "run python -m tabletop.language.refresh"


def test_the_french_catalog_has_no_problem() -> None:
    assert catalog_problems("fr") == []


def test_a_gap_and_a_lost_field_are_reported_with_their_line(tmp_path: Path) -> None:
    template = tmp_path / "t.pot"
    template.write_text(
        'msgid ""\nmsgstr ""\n\nmsgid "Save"\nmsgstr ""\n\nmsgid "Saved as {name}"\nmsgstr ""\n\n'
        'msgid "Quit"\nmsgstr ""\n',
        encoding="utf-8",
    )
    catalog = tmp_path / "fr.po"
    catalog.write_text(
        'msgid ""\nmsgstr ""\n"Language: fr\\n"\n\nmsgid "Save"\nmsgstr ""\n\n'
        'msgid "Saved as {name}"\nmsgstr "Sauvegardée sous {nom}"\n',
        encoding="utf-8",
    )
    problems = catalog_problems("fr", template, catalog)
    assert (5, "'Save' has no translation") in problems
    assert (8, "'Saved as {name}': its fields differ from the English (name, nom)") in problems
    assert any(message.startswith("'Quit' is missing") for _line, message in problems)
    set_language("fr")  # as `tabletop --lang fr validate` tells them
    try:
        problems = catalog_problems("fr", template, catalog)
    finally:
        set_language("en")
    assert (5, "'Save' n'a pas de traduction") in problems
    assert (8, "'Saved as {name}' : ses champs diffèrent de l'anglais (name, nom)") in problems


def test_switching_the_language_switches_the_words() -> None:
    assert _("Settings") == "Settings"
    set_language("fr")
    assert language() == "fr"
    assert _("Settings") == "Réglages"
    assert pgettext("switch", "Off") == "Non"
    assert ngettext("{n} game", "{n} games", 1) == "{n} game"  # not in the catalog: English stays
    set_language("en")
    assert _("Settings") == "Settings"
    with pytest.raises(ValueError, match="unknown language 'de'"):
        set_language("de")


@pytest.mark.parametrize(
    ("value", "code"),
    [("fr_FR.UTF-8", "fr"), ("fr_CA", "fr"), ("en_GB.UTF-8", "en"), ("de_DE", "en"), ("de:fr", "fr"),
     ("C", "en")],
)
def test_the_system_locale_names_a_language(value: str, code: str) -> None:
    assert choose_language(value) == code
