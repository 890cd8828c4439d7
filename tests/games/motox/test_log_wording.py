"""The log's lines read as a player would say them, in English and in French: "an ace" for
first player, ramps of one height counted together, the bike that lands named, and a roll with
no legal ride said to be why the bike wipes out."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.engine.common_events import FirstRolled
from tabletop.games.motox import events as ev
from tabletop.language import N_, set_language


@pytest.fixture(params=["en", "fr"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def said(lang: str, english: str, french: str) -> str:
    return english if lang == "en" else french


def test_a_face_rolled_for_first_player_takes_its_article(lang: str) -> None:
    ace = FirstRolled(0, "Anna", 1, N_("first player"), ev.face(1)).describe()
    null = FirstRolled(0, "Anna", 0, N_("first player"), ev.face(0)).describe()
    four = FirstRolled(0, "Anna", 4, N_("first player"), ev.face(4)).describe()
    french = "Anna fait un {} pour désigner le premier joueur."
    assert ace == said(lang, "Anna rolls an ace for first player.", french.format("as"))
    assert null == said(lang, "Anna rolls a null for first player.", french.format("nul"))
    assert four == said(lang, "Anna rolls a 4 for first player.", french.format("4"))


def test_ramps_of_one_height_are_counted_not_repeated(lang: str) -> None:
    twice = ev.BikeMoved(0, "Anna", 5, (0, 0), ((1, 0),), 0, (3, 3), 0, False).describe()
    assert twice == said(lang, "Anna rides 5, flying off two 3-high ramps.",
                         "Anna avance de 5, en sautant deux tremplins de hauteur 3.")
    mixed = ev.BikeMoved(0, "Anna", 5, (0, 0), ((1, 0),), 0, (2, 3), 0, False).describe()
    # Not "en décollant d'un tremplin de hauteur 2 et un tremplin…": no "de" is left to repeat.
    assert mixed == said(lang, "Anna rides 5, flying off a 2-high ramp and a 3-high ramp.",
                         "Anna avance de 5, en sautant un tremplin de hauteur 2"
                         " et un tremplin de hauteur 3.")


def test_the_bike_that_lands_is_named(lang: str) -> None:
    line = ev.WipedOut(0, "Anna", (2, 0), "landed", by="Bob").describe()
    assert line == said(lang, "Bob's bike lands on Anna: Anna wipes out.",
                        "La moto de Bob atterrit sur Anna : Anna chute.")
    you = ev.WipedOut(0, "You", (2, 0), "landed", by="Bob").describe()
    assert you == said(lang, "Bob's bike lands on you: you wipe out.",
                       "La moto de Bob atterrit sur vous : vous chutez.")


def test_a_forced_wipe_out_says_the_roll_left_no_legal_ride(lang: str) -> None:
    line = ev.WipedOut(0, "Anna", (2, 0), "blocked", forced=True).describe()
    assert line.startswith(said(lang, "Anna has no legal ride with that roll. ",
                                "Anna n'a aucun trajet possible avec ce jet. "))
