"""`say` in French: the template names its grammar, the French rules fill it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.engine.words import names_list, ordinal, say
from tabletop.language import set_language


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


def test_counts_are_singular_up_to_one() -> None:
    assert [say("{n:pièce}", n=n) for n in (0, 1, 2)] == ["0 pièce", "1 pièce", "2 pièces"]
    assert say("{n:cheval|chevaux}", n=3) == "3 chevaux"


def test_a_verb_agrees_with_a_seat_named_vous() -> None:
    template = "{who:passe|passez} la bouteille à {to:them}."
    assert say(template, who="Anna", to="Bob") == "Anna passe la bouteille à Bob."
    assert say(template, who="Vous", to="Bob") == "Vous passez la bouteille à Bob."
    assert say(template, who="Bob", to="Vous") == "Bob passe la bouteille à vous."
    assert say("{who:attaque|attaquez} et {who:-avance|avancez}", who="vous") == "Vous attaquez et avancez"


def test_a_template_says_which_ordinal_its_noun_takes() -> None:
    assert say("{who:finit|finissez} {place:nth}", who="Anna", place=1) == "Anna finit 1er"
    assert say("{place:re} place, {lap:re} manche", place=1, lap=1) == "1re place, 1re manche"
    assert say("{place:re} place", place=3) == "3e place"


def test_articles_elide_before_a_vowel() -> None:
    assert say("{card:le}", card="as") == "l'as"
    assert say("{card:le}", card="roi") == "le roi"
    assert say("{card:la}", card="dame") == "la dame"
    assert say("le stock {who:de}", who="Anna") == "le stock d'Anna"
    assert say("le stock {who:de}", who="Bob") == "le stock de Bob"


def test_places_and_lists() -> None:
    assert [ordinal(n) for n in (1, 2, 11)] == ["1er", "2e", "11e"]
    assert [ordinal(n, feminine=True) for n in (1, 2, 11)] == ["1re", "2e", "11e"]
    assert names_list(["Anna", "Bob", "Cléo"]) == "Anna, Bob et Cléo"


def test_a_possessive_puts_the_name_after_the_thing_or_says_votre() -> None:
    template = "{who:prend|prenez} une carte dans {victim:~la main|votre main}."
    assert say(template, who="Bob", victim="Anna") == "Bob prend une carte dans la main d'Anna."
    assert say(template, who="Anna", victim="Bob") == "Anna prend une carte dans la main de Bob."
    assert say(template, who="Bob", victim="Vous") == "Bob prend une carte dans votre main."
