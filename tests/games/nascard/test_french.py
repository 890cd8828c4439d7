"""Nascard in French: the log, moves and refusals, with a seat named Vous; a French race read in English."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tabletop.engine import common_events as common
from tabletop.engine.contract import IllegalAction, SeatSetup, Setup
from tabletop.games.nascard import events as ev
from tabletop.games.nascard.actions import CutHand, PitStop, PlayCard
from tabletop.games.nascard.explain import bonus_words
from tabletop.games.nascard.random_track import random_choice
from tabletop.games.registry import rules_for
from tabletop.language import local, set_language
from tests.games.french_table import data_words, game_lines, slips

# "the" is not looked for: a French text may quote a name the player typed.
ENGLISH = re.compile(r"\b(plays|draws|card|cards|trump|pits|goes|space|spaces|blistered|lap|round)\b")


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


@pytest.mark.parametrize(("names", "seed"), [(("Vous", "Élodie"), 3), (("Anna", "Bob", "Vous"), 8)])
def test_a_whole_race_is_told_in_french(names: tuple[str, ...], seed: int) -> None:
    _match, lines = game_lines("nascard", names, seed)
    assert slips(lines, ENGLISH) == []
    said = " ".join(lines)
    assert "Vous jouez " in said and " atout " in said and "Course terminée" in said


def test_key_lines_take_the_seat_s_grammar() -> None:
    assert ev.CardPlayed(0, "Vous", 0, 7, "blue", "", False).describe() == "Vous jouez 7 bleu."
    assert ev.CardPlayed(1, "Anna", 1, 7, "blue", "", False).describe() == "Anna joue 7 bleu."
    assert ev.PitCardTurnedBack(1, "Élodie").describe() == "La carte stand d'Élodie se remet à l'endroit."
    assert ev.PitCardTurnedBack(0, "Vous").describe() == "Votre carte stand se remet à l'endroit."
    assert ev.PitStopMade(0, "Vous", 0).describe() == "Vous vous arrêtez au stand."
    hidden = ev.TyresBlistered(0, "Anna", (0,), ("",)).describe()
    assert hidden == "Anna pose 1 carte face cachée (pneus usés)."
    assert ev.CardsDrawn(0, "Vous", (0, 0), ("", "")).describe() == "Vous piochez 2 cartes."
    taken_back = ev.BlistersRecovered(0, "Vous", 2).describe()
    assert taken_back == "Vous reprenez en main 2 cartes posées face cachée."
    moved = ev.CarMoved(0, "Vous", 1, 5, ("a",), 40, True).describe()
    assert moved == "Vous partez 1er avec le 40, atout : 5 cases."
    assert common.RoundStarted(3, ev.TRUMP_NEWS, "yellow").describe() == "Manche 3 — atout jaune."
    # Not "Anna pousse vous jusqu'à…": the pushed car is named, "vous" never follows the verb.
    pushed = ev.CarPushed(0, "Vous", "Anna", ()).describe()
    assert pushed == "Anna pousse votre voiture jusqu'à la carte suivante."
    pushing = ev.CarPushed(1, "Anna", "Vous", ()).describe()
    assert pushing == "Vous poussez la voiture d'Anna jusqu'à la carte suivante."
    assert common.DeckRebuilt(1, ev.DECK_REBUILT).describe().endswith("mélangeant 1 carte défaussée.")


def test_the_moves_and_the_refusals_are_french() -> None:
    rules = rules_for("nascard")
    state = rules.new_state(Setup((SeatSetup("Vous"), SeatSetup("Élodie", True))), 4)
    seat = rules.to_act(state)[0]
    said = [rules.describe_action(state, seat, action) for action in rules.legal_actions(state, seat)]
    assert any(line.startswith("Jouer ") for line in said)
    assert "Arrêt au stand : piocher 4 cartes et reprendre vos cartes usées" in said
    assert rules.describe_action(state, seat, CutHand(7)).startswith("Défausser le 7 ")
    with pytest.raises(IllegalAction, match="Ce n'est pas votre tour : on attend "):
        rules.apply(state, 1 - seat, PitStop())
    missing = next(card for card in range(1, 59) if card not in state.players[seat].hand)
    with pytest.raises(IllegalAction, match=f"Le {missing} n'est pas dans votre main."):
        rules.apply(state, seat, PlayCard(missing))


def test_a_race_played_in_french_reads_in_english_when_loaded() -> None:
    """Events hold ids and figures, never words: the same game speaks whichever language reads it."""
    match, french = game_lines("nascard", ("Vous", "Élodie"), 5)
    set_language("en")
    english = [event.describe() for step in match.steps for event in step.events]
    assert len(english) == len(french) and english != french
    assert any(line.startswith("You play ") for line in english)
    assert not any(" cartes" in line or "atout" in line for line in english)


def test_the_data_s_names_are_french_in_the_log_the_moves_and_the_hover_notes() -> None:
    """Bonus cards, rival cars and the random track carry their French from the data: no English left."""
    rules = rules_for("nascard")
    match, lines = game_lines("nascard", ("Vous", "Élodie"), 3, rivals=True)
    english = data_words(rules.parts, match.state)
    said = " ".join(lines)
    assert english.findall(said) == []
    assert "Rival Vert" in said or "Rival Violet" in said or "Rival Jaune" in said
    bonuses = [step.action for step in match.steps if isinstance(step.action, PlayCard) and step.action.bonus]
    assert bonuses, "the bots used no bonus card in this race"
    names = {local(bonus.name) for bonus in rules.parts.bonus_cards.values()}
    assert any(f" active {name}." in said or f" activez {name}." in said for name in names)
    state = rules.new_state(Setup((SeatSetup("Vous"), SeatSetup("Élodie", True))), 4)
    seat = rules.to_act(state)[0]
    moves = [rules.describe_action(state, seat, action) for action in rules.legal_actions(state, seat)]
    with_bonus = [line for line in moves if " + " in line]
    assert with_bonus and all(any(f" + {name}" in line for name in names) for line in with_bonus)
    notes = [bonus_words(rules.parts, bonus, False, False) for bonus in rules.parts.bonus_cards.values()]
    assert english.findall(" ".join(moves + notes)) == []
    assert notes[0].startswith("Gomme neuve, le bonus violet : Reprenez toutes vos cartes usées.")
    assert local(random_choice()["name"]) == "Tracé au hasard"


def test_a_bonus_card_s_name_follows_a_switch_of_language() -> None:
    bonus_cards = rules_for("nascard").parts.bonus_cards
    fresh = bonus_cards[min(bonus_cards)]
    played = ev.CardPlayed(0, "Anna", 0, 7, "purple", fresh.name, False)
    assert played.describe() == "Anna joue le 7 violet et active Gomme neuve."
    set_language("en")
    assert played.describe() == "Anna plays 7 purple and activates Fresh Rubber."


@pytest.mark.parametrize("suit", ["purple", "blue", "orange", "yellow"])
def test_the_new_trump_is_told_without_a_wrong_article(suit: str) -> None:
    """"fait du orange l'atout" wanted "de l'orange": the line now names the suit after a colon."""
    line = ev.TrumpChanged(suit).describe()
    assert line.endswith(f"l'atout : {ev.suit_word(suit)}."), line
    assert " du " + ev.suit_word(suit) not in line
