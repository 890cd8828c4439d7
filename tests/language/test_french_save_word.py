"""Saving is "Enregistrer" in French wherever the app says it, the editor's bar too: never "Sauver"
or "Sauvegarder" (a saved game's file stays "une sauvegarde", a noun)."""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from tabletop.language.catalogs import po_path

VERB = re.compile(r"\bsauve(?:r|garder)\b", re.IGNORECASE)


def test_saving_is_one_french_verb() -> None:
    with po_path("fr").open("rb") as file:
        catalog = read_po(file)
    saying = [message.string for message in catalog if message.id and VERB.search(str(message.string))]
    assert not saying, saying
    assert all(message.string == "Enregistrer" for message in catalog if message.id == "Save")
