"""Undo is not Cancel: in French "Annuler" is the dialogs' Cancel, so Undo reads "Défaire" (and Redo
"Refaire") on the pause menu, the editor's bar and in what they say."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.language import _, set_language


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


def test_undo_and_cancel_are_two_french_words() -> None:
    assert _("Undo") != _("Cancel") == "Annuler"
    assert (_("Undo"), _("Redo")) == ("Défaire", "Refaire")


def test_what_undo_says_uses_the_same_word() -> None:
    said = [
        _("Nothing to undo."), _("Nothing to redo."),
        _("Undo the last change (Ctrl+Z)"), _("Move taken back."),
    ]
    assert not [line for line in said if "annul" in line.lower() or "rétabl" in line.lower()]
