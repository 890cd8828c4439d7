"""Every word the app says, in every language, is drawn by its font: a glyph the font lacks
comes out as a box ("Récent ▯")."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame.freetype
import pytest
from babel.messages.pofile import read_po

from tabletop.language.catalogs import locale_dir, po_path
from tabletop.language.refresh import extract


def missing_glyphs(texts: list[str]) -> dict[str, list[str]]:
    """Each character of `texts` the default font (the table's, and the widgets' freesans) has
    no glyph for, with the texts using it. Spaces of any width render as spaces."""
    pygame.freetype.init()
    face = pygame.freetype.Font(None, 20)
    found: dict[str, list[str]] = {}
    for text in texts:
        for char in set(text):
            if not char.isspace() and face.get_metrics(char) == [None]:
                found.setdefault(char, []).append(text)
    return found


def strings(message: object) -> list[str]:
    value = message if isinstance(message, tuple | list) else (message,)
    return [text for text in value if isinstance(text, str) and text]


def test_every_english_message_has_its_glyphs() -> None:
    texts = [text for message in extract() if message.id for text in strings(message.id)]
    assert missing_glyphs(texts) == {}


@pytest.mark.parametrize("code", sorted(p.name for p in Path(locale_dir()).iterdir() if p.is_dir()))
def test_every_translation_has_its_glyphs(code: str) -> None:
    with po_path(code).open("rb") as source:
        catalog = read_po(source, locale=code)
    texts = [text for message in catalog if message.id for text in strings(message.string)]
    assert missing_glyphs(texts) == {}
