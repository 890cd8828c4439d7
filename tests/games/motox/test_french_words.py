"""MotoX in French: the log's grammar (a seat named "Vous", one and many, die faces), the
move list, and a whole game, building included, told without English left over."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tabletop.engine.common_events import FirstRolled, FirstTied
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.engine.words import say
from tabletop.games.motox import events as ev
from tabletop.games.motox.actions import Kickstart, Pass, Roll
from tabletop.games.motox.explain import pawn_words
from tabletop.games.motox.state import Bike
from tabletop.games.registry import rules_for
from tabletop.games.simulate import MatchBot
from tabletop.language import _, local, set_language
from tabletop.language.catalogs import po_path
from tabletop.paths import data_dir

SLIPS = (
    re.compile(r"(?<![\d.])[01] (tuiles|pièces|dés|tremplins|virages|motos)\b"),
    re.compile(r"[{}]"),
    re.compile(r"\b(the|rolls|rides|tile|coins?|ramp|bike|wipes|null|ace|kick|first player)\b"),
    re.compile(r"\b\d+(st|nd|rd|th)\b"),
    re.compile(r"\b(Suns|Moons|Crowns|Arms|Ace|Null|of)\b"),  # the piecepack's English names
    re.compile(r"\b(le|de) [AEIOUaeiou]"),  # elision missed: "le As", "de Armes"
)


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


def test_a_seat_named_vous_is_spoken_to_and_counts_agree() -> None:
    assert ev.DiceRolled(0, "Vous", (1, 0), 1, False).describe() == (
        "Vous lancez 2 dés, en dépensant 1 pièce pour 1 dé de plus : as, nul."
    )
    assert ev.DiceRolled(1, "Anna", (4,), 0, True).describe() == "Anna lance 1 dé pour redémarrer : 4."
    assert ev.WipedOut(0, "Vous", (0, 0), "off").describe() == "Vous sortez de la piste et chutez."
    assert ev.CoinTaken(0, "Vous", True).describe().startswith("Vous avez votre case de retour occupée")
    assert ev.CoinTaken(1, "Anna", False).describe().startswith("Anna a sa case de retour occupée")
    built = ev.TrackBuilt(12, 1, 0, (0, 0), (3, 3)).describe()
    assert built.startswith("Le circuit est construit : 12 tuiles, 1 tremplin.")
    # Not "Vous ..., en s'envolant": a reflexive verb would have to agree ("en vous envolant").
    ride = ev.BikeMoved(0, "Vous", 4, (0, 0), ((1, 0),), 2, (2,), 1, False).describe()
    assert ride == (
        "Vous avancez de 4, avec 2 virages, en sautant un tremplin de hauteur 2, par-dessus 1 moto."
    )
    # Not "Vous avancez de 5, et franchit la ligne d'arrivée": the gerund agrees with anyone.
    finish = ev.BikeMoved(0, "Vous", 5, (0, 0), ((1, 0),), 0, (), 0, True).describe()
    assert finish == "Vous avancez de 5, en franchissant la ligne d'arrivée."
    assert FirstRolled(1, "Élodie", 1, "first player", "ace").describe() == (
        "Élodie fait un as pour désigner le premier joueur."
    )
    tied = FirstTied((0, 1), ("Anna", "Bob"), 0, "null").describe()
    assert tied == "Anna et Bob font un nul à égalité et relancent."
    # Not "Bob et Vous font … et relancent": with Vous in it, the pair is spoken to.
    with_you = FirstTied((1, 0), ("Bob", "Vous"), 2, "2").describe()
    assert with_you == "Bob et vous faites un 2 à égalité et relancez."
    # The refusal of a ride on a number not rolled elides before "as".
    assert say(_("You did not roll a {face}."), face=ev.face_words(1)) == "Vous n'avez pas fait d'as."


def test_the_order_after_a_win_names_vous_in_lower_case() -> None:
    """It read "Classement : Bob, Vous, Anna", "Order: Bob, You, Anna"."""
    assert ev.RaceWon(1, "Bob", ("Bob", "Vous", "Anna")).describe() == (
        "Bob gagne ! Classement : Bob, vous, Anna."
    )
    assert ev.RaceWon(0, "Vous", ("Vous", "Anna")).describe() == "Vous gagnez ! Classement : vous, Anna."
    set_language("en")
    assert ev.RaceWon(1, "Bob", ("Bob", "You", "Anna")).describe() == "Bob wins! Order: Bob, you, Anna."


def test_a_bike_of_a_seat_named_vous_is_votre_moto_to_a_watcher() -> None:
    """A replay or a table of computers only: it read "La moto de vous."."""
    assert pawn_words(Bike(1, "Vous", "red"), None, 1, None) == "Votre moto."
    assert pawn_words(Bike(0, "Anna", "blue"), None, 1, None) == "La moto d'Anna."


def test_the_move_list_and_its_buttons_are_french() -> None:
    rules = rules_for("motox")
    match = Match(rules, Setup(tuple(SeatSetup(n, True) for n in ("Vous", "Anna", "Élodie"))), 2)
    state = match.state
    assert rules.describe_action(state, 0, Pass()) == "Passer"
    assert rules.describe_action(state, 0, Kickstart()) == "Payer une pièce pour redémarrer"
    assert rules.describe_action(state, 0, Roll(1)).endswith(", en dépensant 1 pièce")


def test_a_bike_redemarre_in_french_never_kicks() -> None:
    """The English "kick" is no French word for it: the catalog, the rules and the lesson say
    "redémarrer" (the button, the log, the notes alike)."""
    translated, in_msgstr = [], False
    for line in po_path("fr").read_text(encoding="utf-8").splitlines():
        if line.startswith(("msgid", "msgstr", "msgctxt")):
            in_msgstr = line.startswith("msgstr")
        if in_msgstr and line.startswith(("msgstr", '"')):
            translated.append(line)
    assert [line for line in translated if "kick" in line.casefold()] == []
    rules = (data_dir() / "rules" / "fr" / "motox.md").read_text(encoding="utf-8")
    assert "kick" not in rules.casefold()
    assert _("Kick-start") == "Redémarrer"


@pytest.mark.parametrize("seed", [4, 9])
def test_a_whole_game_is_told_in_french(seed: int) -> None:
    rules = rules_for("motox")
    names = ("Vous", "Anna", "Élodie")
    match = Match(rules, Setup(tuple(SeatSetup(name, True) for name in names)), seed)
    bots = [MatchBot(match, seat) for seat in range(len(names))]
    lines: list[str] = []
    while match.to_act():
        seat = match.to_act()[0]
        lines += [rules.describe_action(match.state, seat, a) for a in rules.legal_actions(match.state, seat)]
        events = match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
        lines += [event.describe() for event in events]
    slips = [line for line in lines if any(slip.search(line) for slip in SLIPS)]
    assert slips == []
    said = " ".join(lines)
    assert "Le circuit est construit" in said and " pour désigner le premier joueur." in said
    assert re.search(r" pose (le (\d|Nul)|l'As) des (Soleils|Lunes|Couronnes|Armes) comme tuile", said)


def test_a_tile_is_named_in_the_language_spoken_when_shown() -> None:
    """TilePlaced keeps the tile's name in every language: the log switches with the app."""
    rules = rules_for("motox")
    name = rules.parts.tile_name(0)
    placed = ev.TilePlaced(0, "Anna", 0, name, 3, (0, 0))
    assert placed.describe() == f"Anna pose le {local(name)} comme tuile 4."
    assert local(name).endswith(" des Soleils")
    set_language("en")
    assert placed.describe() == f"Anna lays the {name} as tile 4." and name.endswith(" of Suns")
