"""French clicks *on* a thing: « cliquez sur la carte », « cliquez dessus », never « cliquez la
carte » nor « cliquez-la », in every message, tutorial and rules page."""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from babel.messages.pofile import read_po

from tabletop.language.catalogs import po_path
from tabletop.paths import data_dir

from .test_french_typography import french_data_words

# « cliquer » followed straight by what is clicked: a pronoun glued on, an article, a possessive,
# a placeholder or a number, maybe after « d'abord », « encore », « deux fois » or « à nouveau ».
_TRANSITIVE = re.compile(
    r"\bcliqu(?:ez|er|e)(?:-(?:le|la|les|en)\b|\s+(?:(?:d'abord|encore|deux fois|à nouveau)\s+)?"
    r"(?:(?:un|une|le|la|les|votre|vos|son|sa|ses|celle|celles|celui|ceux)(?![\w-])|l'|\{|\d))",
    re.IGNORECASE,
)


def test_the_check_tells_a_wrong_click_from_a_right_one() -> None:
    wrong = ["Cliquez votre carte", "Cliquez-la deux fois", "cliquez d'abord une carte", "Cliquez {card}"]
    right = ["Cliquez sur votre carte", "cliquez dessus", "cliquez à nouveau pour le reprendre", "Cliquez ou"]
    assert all(_TRANSITIVE.search(text) for text in wrong)
    assert not any(_TRANSITIVE.search(text) for text in right)


def test_every_french_message_clicks_on_things() -> None:
    with po_path("fr").open("rb") as source:
        catalog = read_po(source, locale="fr")
    wrong = [
        text
        for message in catalog
        if message.id
        for text in (message.string if isinstance(message.string, tuple | list) else (message.string,))
        if text and _TRANSITIVE.search(text)
    ]
    assert wrong == []


def test_every_french_tutorial_and_rules_page_clicks_on_things() -> None:
    root = Path(data_dir())
    texts = [
        text
        for path in sorted(root.rglob("*.yaml"))
        for text in french_data_words(yaml.safe_load(path.read_text("utf-8")))
    ]
    texts += [path.read_text("utf-8") for path in sorted((root / "rules" / "fr").glob("*.md"))]
    assert [t for t in texts if _TRANSITIVE.search(" ".join(t.split()))] == []
