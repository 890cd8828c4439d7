"""French typography: a space before : ; ? ! in every French message and data word, and no line
ever opening on such a mark, whatever wraps it (the table's `wrap`, the rules pages, pygame_gui's
text boxes)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
import yaml
from babel.messages.pofile import read_po

from tabletop.games.raceday.explain import END_WORDS, STEP_WORDS
from tabletop.language import _, set_language
from tabletop.language.catalogs import po_path
from tabletop.language.typography import NO_BREAK, break_points, unbreakable
from tabletop.paths import data_dir
from tabletop.scenes.machinery.layout import as_html
from tabletop.scenes.widgets import markdown
from tabletop.table.machinery.text import LEAST_LEGIBLE, fitted_size, font, wrap

# What may stand straight before a mark without a space: a placeholder's own spec ({x:le}), a URL,
# a time or a ratio (10:30, 5:1), a file's line (page:line), a strftime field (%H:%M), and a data
# file's key written as the file writes it ('game: motox', kind: start).
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_ALLOWED = re.compile(r"\w+://\S+|\d:\d|X:X|%\w:%\w|\b[a-z_]+: ")
_GLUED = re.compile(r"[^\s\u00a0\u202f][:;?!]")
MARKS_LINE = "Fronde : Aspiration longue (B) ? Réussissez un test ; oui !"


def glued_marks(text: str) -> list[str]:
    """The marks in `text` written straight after a word, as English writes them."""
    plain = _ALLOWED.sub(" ", _PLACEHOLDER.sub("X", text))
    return _GLUED.findall(plain)


def french_data_words(value: Any) -> Iterator[str]:
    """Every `*_fr` text in a data file's tree."""
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(key, str) and key.endswith("_fr") and isinstance(item, str):
                yield item
            yield from french_data_words(item)
    elif isinstance(value, list):
        for item in value:
            yield from french_data_words(item)


def test_the_check_finds_a_glued_mark_and_lets_the_allowed_ones_be() -> None:
    assert glued_marks("Or: votre déplacement") == ["r:"]
    assert glued_marks("Vraiment?") == ["t?"]
    assert glued_marks("Or : {words} ; à 10:30, 5:1, {page}:{line}, 'game: motox', {x:le}") == []
    assert glued_marks("Bleu\u00a0: avancez\u202f!") == []


def test_every_french_message_has_a_space_before_colons_semicolons_question_and_exclamation_marks() -> None:
    with po_path("fr").open("rb") as source:
        catalog = read_po(source, locale="fr")
    wrong = {
        str(message.id): text
        for message in catalog
        if message.id
        for text in (message.string if isinstance(message.string, tuple | list) else (message.string,))
        if text and glued_marks(text)
    }
    assert wrong == {}


def test_every_french_data_word_has_a_space_before_those_marks() -> None:
    wrong = [
        (path.name, text)
        for path in sorted(Path(data_dir()).rglob("*.yaml"))
        for text in french_data_words(yaml.safe_load(path.read_text(encoding="utf-8")))
        if glued_marks(text)
    ]
    assert wrong == []


def test_a_mark_is_held_to_the_word_before_it() -> None:
    assert break_points(MARKS_LINE) == [
        "Fronde :", "Aspiration", "longue", "(B) ?", "Réussissez", "un", "test ;", "oui !",
    ]
    assert unbreakable("« Oui » ? Non") == f"«{NO_BREAK}Oui{NO_BREAK}»{NO_BREAK}? Non"
    assert NO_BREAK in as_html("Aspiration longue (B) ? Réussissez")


@pytest.mark.parametrize("width", range(120, 400, 7))
def test_the_table_s_wrapping_never_opens_a_line_on_a_mark(width: int) -> None:
    pygame.font.init()
    lines = wrap(MARKS_LINE, font(17), width)
    assert not [line for line in lines[1:] if line[:1] in "?!:;"], lines
    assert " ".join(lines) == MARKS_LINE


@pytest.mark.parametrize("width", range(120, 400, 7))
def test_the_rules_pages_never_open_a_line_on_a_mark(width: int) -> None:
    pygame.font.init()
    text = f"**Bleu** : {MARKS_LINE}"
    page = markdown.layout(markdown.parse(text), width)
    words = [word for word, _run, _spaced in markdown._words(markdown.spans(text))]
    assert len(page.pieces) == len(words)  # one piece a word, in order
    tops = [y for _x, y, _image in page.pieces]
    firsts = [word for index, word in enumerate(words) if index and tops[index] != tops[index - 1]]
    assert not [word for word in firsts if word[:1] in "?!:;"], firsts


@pytest.fixture
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


@pytest.mark.usefixtures("french")
def test_race_day_s_legend_of_lit_spaces_stays_legible_in_french() -> None:
    # The legend's words have about 162 pixels beside their swatch at 960x600; "Or : votre
    # déplacement peut finir ici" was shrunk below legible there, its space before ":" lost.
    pygame.font.init()
    for words in (_("Gold: {words}").format(words=_(END_WORDS).lower()),
                  _("Blue: {words}").format(words=_(STEP_WORDS).lower())):
        assert fitted_size(words, 162, 17, 10) >= LEAST_LEGIBLE, words


def test_a_name_in_guillemets_is_never_broken_across_two_lines_unless_it_is_wider_than_one() -> None:
    """The editor's side panel broke "« Droite S1 »" after "Droite" once its words grew larger."""
    face = font(22)
    told = "Aucune pièce ne mène à « Droite S1 » : le circuit doit être une seule boucle fermée."
    for width in range(120, 420, 7):
        lines = wrap(told, face, width)
        assert sum("« Droite S1 » :" in line for line in lines) == 1, (width, lines)
    assert break_points("posez « Ligne d'arrivée » ici") == ["posez", "« Ligne d'arrivée »", "ici"]
    # Wider than a line, it breaks at its spaces, not mid-word.
    name = "« Un nom bien trop long pour tenir sur une ligne »"
    lines = wrap(name, face, 120)
    assert len(lines) > 1 and " ".join(lines) == name



@pytest.mark.parametrize(
    ("text", "px", "word"),
    [("au stand\u202f; les cartes", markdown.BODY_PX, "stand ;"),
     ("| Bonus |\n|---|\n| Atout\u202f? |", markdown.TABLE_PX, "Atout ?")],
)
def test_the_rules_pages_draw_a_narrow_no_break_space_as_a_space(text: str, px: int, word: str) -> None:
    """The French rules pages set a narrow no-break space before ; ? !, which the font drew no
    wider than its letters' spacing: "stand ;" read "stand;". It is drawn as a space, in the
    text and in the tables."""
    pygame.font.init()
    page = markdown.layout(markdown.parse(text), 600)
    widths = [image.get_width() for _x, _y, image in page.pieces]
    assert font(px).size(word)[0] in widths, widths


def test_a_count_and_a_sum_are_never_broken_across_two_lines() -> None:
    """The log broke "(après Pied au plancher) : 1 +" / "5 = 6 contre 4+", "atout : 5" / "cases",
    and the editor's palette "Montagne, 4" / "rangs"."""
    assert break_points("fait 1 + 5 = 6 cases.") == ["fait", "1 + 5 = 6 cases."]
    assert break_points("Montagne, 4 rangs - voir +2 ici") == ["Montagne,", "4 rangs", "-", "voir", "+2 ici"]
    assert break_points("Tour 3 · 12 au 1er") == ["Tour", "3", "·", "12 au", "1er"]
    assert unbreakable("Anna fait 1 + 5 = 6.") == f"Anna fait 1{NO_BREAK}+{NO_BREAK}5{NO_BREAK}={NO_BREAK}6."
    told = ("Test de moteur pour Ordi (après Pied au plancher) : 1 + 5 = 6 contre 4+ : réussi. "
            "Bob avance de 5 cases.")
    face = font(17)
    for width in range(120, 420, 7):
        lines = wrap(told, face, width)
        assert " ".join(lines) == told
        ends = [line.split(" ")[-1] for line in lines[:-1]]
        assert not [end for end in ends if end in ("1", "+", "5", "=")], (width, lines)
