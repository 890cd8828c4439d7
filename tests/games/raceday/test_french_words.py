"""Race Day in French: the log's grammar (a seat named "Vous", elision, one and many), the
move list, and a whole race told without English left over."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.raceday import events as ev
from tabletop.games.raceday.actions import Draft, Move
from tabletop.games.raceday.components import BLOCKED, BUMP, ENGINE, ENGINE_CHECK
from tabletop.games.raceday.explain import car_words, dashboard_words, speed_words
from tabletop.games.raceday.track_layout import SpaceName
from tabletop.games.registry import rules_for
from tabletop.games.simulate import MatchBot
from tabletop.language import Translated, local, set_language
from tests.games.bots import match_bots_play
from tests.games.french_table import data_words

from .helpers import CHECK_UP, CRUISE, STAND_ON_IT, race

# A count of one or none with a plural noun, a field left unfilled, English left over.
SLIPS = (
    re.compile(r"(?<![\d.+=] )(?<![\d.])[01] (cases|dégâts)\b"),
    re.compile(r"[{}]"),
    re.compile(r"\b(the|takes|moves|drafts|check|damage|lap|lane|space|pole roll)\b"),
    re.compile(r"\b\d+(st|nd|rd|th)\b"),
    # A place named with no article: "jusqu'à Virage 3" (the track's own words start with a capital).
    re.compile(r"\b(jusqu'à|par) [A-ZÀ-Ý]"),
)


TURN_1 = Translated("Turn 1", {"fr": "Virage 1"})


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


def test_a_seat_named_vous_is_spoken_to() -> None:
    moved = ev.CarMoved(0, "Vous", "a", ("b",), 1, SpaceName(TURN_1, 0, 2))
    assert moved.describe() == "Vous avancez de 1 case jusqu'à la voie intérieure (Virage 1)."
    assert ev.TurnSkipped(0, "Vous").describe().startswith("Vous avez votre tableau de bord face cachée")
    assert ev.TurnSkipped(1, "Bob").describe().startswith("Bob a son tableau de bord face cachée")
    finished = ev.CarFinished(0, "Vous", 1).describe()
    assert finished == "Vous passez sous le drapeau à damier et gagnez !"


def test_a_place_on_the_track_reads_as_french_whatever_its_stretch_is_called() -> None:
    """A track's stretch names ("Virage 3", "Ligne droite de Long Pond", or an editor-made
    "Le grand virage") carry no article: the lane does, and the stretch follows as written."""
    long_pond = Translated("Long Pond straight", {"fr": "Ligne droite de Long Pond"})
    moved = ev.CarMoved(0, "Anna", "a", tuple("bcdefghi"), 8, SpaceName(long_pond, 1, 3))
    assert moved.describe() == "Anna avance de 8 cases jusqu'à la voie du milieu (Ligne droite de Long Pond)."
    tunnel = Translated("Tunnel turn", {"fr": "Virage du tunnel"})
    drafted = ev.Drafted(1, "Bob", "Anna", "A", "a", ("b",), SpaceName(tunnel, 0, 1))
    assert drafted.describe() == (
        "Bob prend l'aspiration d'Anna (A) : 1 case, jusqu'à la case en file indienne (Virage du tunnel)."
    )
    wide = ev.CarMoved(0, "Anna", "a", ("b",), 1, SpaceName("Le grand virage", 3, 4))
    assert wide.describe() == "Anna avance de 1 case jusqu'à la voie 4 (Le grand virage)."


def test_a_bump_check_says_who_rolls_what_even_with_numbered_names() -> None:
    bump = ev.BumpRolled((1, 0), ("Ordinateur 4", "Vous"), (5, 4), (), ())
    assert bump.describe() == "Test d'accrochage : Ordinateur 4 fait 5, vous faites 4. Aucun dé identique."


def test_a_bump_check_pairing_vous_speaks_to_them() -> None:
    """It read "Anna et Vous font pareil", "Vous font pareil mais ne sont pas côte à côte"; the
    rolls follow the colon, "vous faites 4"."""
    bump = ev.BumpRolled((1, 0, 2), ("Anna", "Vous", "Bob"), (4, 4, 4), ((1, 0), (0, 2)), ((1, 2),))
    assert bump.describe().endswith(
        "Anna et vous faites pareil ; vous et Bob faites pareil. Anna et Bob font pareil mais ne sont pas"
        " côte à côte."
    )
    apart = ev.BumpRolled((0, 1, 2), ("Vous", "Anna", "Bob"), (4, 2, 4), (), ((0, 2),)).describe()
    assert apart.endswith("Vous et Bob faites pareil mais n'êtes pas côte à côte.")
    set_language("en")
    bump = ev.BumpRolled((1, 0, 2), ("Anna", "You", "Bob"), (4, 4, 4), ((1, 0), (0, 2)), ())
    assert bump.describe().endswith("you roll 4, Bob rolls 4. Anna and you match; you and Bob match.")
    apart = ev.BumpRolled((0, 1, 2), ("You", "Anna", "Bob"), (4, 2, 4), (), ((0, 2),)).describe()
    assert apart.endswith("You and Bob match but are not next to each other.")


def test_names_elide_and_counts_agree() -> None:
    assert ev.DraftDeclined(1, "Bob", "Anna").describe() == "Bob ne prend pas l'aspiration d'Anna."
    assert ev.DraftDeclined(1, "Anna", "Bob").describe() == "Anna ne prend pas l'aspiration de Bob."
    one = ev.DamageTaken(0, "Anna", "body", 1, 1, 5, BLOCKED).describe()
    two = ev.DamageTaken(0, "Anna", "body", 2, 3, 5, BUMP, ("Bob", "Élodie")).describe()
    assert one == "Anna prend 1 dégât de carrosserie sur une route barrée : 1 sur 5."
    assert two == "Anna prend 2 dégâts de carrosserie dans l'accrochage avec Bob et Élodie : 3 sur 5."
    # Not "en accrochant Vous": a pronoun never follows the verb so; "avec vous" reads whole.
    bumped = ev.DamageTaken(0, "Anna", "body", 1, 1, 5, BUMP, ("Vous",)).describe()
    assert bumped == "Anna prend 1 dégât de carrosserie dans l'accrochage avec vous : 1 sur 5."
    both = ev.DamageTaken(0, "Anna", "body", 2, 2, 5, BUMP, ("Vous", "Bob")).describe()
    assert both == "Anna prend 2 dégâts de carrosserie dans l'accrochage avec vous et Bob : 2 sur 5."
    smoke = ev.DamageTaken(0, "Vous", ENGINE, 1, 2, 2, ENGINE_CHECK).describe()
    assert smoke.startswith("Vous prenez 1 dégât de moteur (fumée)")
    assert ev.CarOut(0, "Vous", ENGINE, 2).describe() == (
        "Vous êtes hors course (2e dégât de moteur) et quittez la piste."
    )
    stand_on_it = rules_for("raceday").parts.speeds["stand_on_it"].name
    check = ev.CheckRolled(0, "Vous", ENGINE, (3, 1), 5, False, stand_on_it).describe()
    assert check == "Test de moteur pour vous (après Pied au plancher) : 3 + 1 = 4 contre 5+ : raté."
    set_language("en")
    bumped = ev.DamageTaken(0, "Anna", "body", 1, 1, 5, BUMP, ("Bob", "You")).describe()
    assert bumped == "Anna takes 1 Body damage from bumping Bob and you: 1 of 5."


def test_the_move_list_is_french() -> None:
    rules, state = race({"Anna": "r05b", "Vous": "r15b"})
    speeds = [rules.describe_action(state, 0, action) for action in (STAND_ON_IT, CHECK_UP)]
    value = rules.parts.card(state.cars[0].card)
    assert speeds == [
        f"Pied au plancher (+2 au dé, puis test de moteur : {value.engine_value}+)",
        f"Lever le pied (-2 au dé, puis test de carrosserie : {value.body_value}+)",
    ]


@pytest.mark.parametrize("seed", [3, 8])
def test_a_whole_race_is_told_in_french(seed: int) -> None:
    rules = rules_for("raceday")
    names = ("Vous", "Anna", "Élodie")
    match = Match(rules, Setup(tuple(SeatSetup(name, True) for name in names)), seed)
    bots = [MatchBot(match, seat) for seat in range(len(names))]
    lines: list[str] = []
    while match.to_act():
        seat = match.to_act()[0]
        lines += [rules.describe_action(match.state, seat, a) for a in rules.legal_actions(match.state, seat)]
        events = match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
        lines += [event.describe() for event in events]
    assert [line for line in lines if any(slip.search(line) for slip in SLIPS)] == []
    said = " ".join(lines)
    assert "Vous faites " in said and " pour la pole." in said and "Course terminée" in said
    # The data's words: speeds, abilities, Pocono's sections ("Turn 1" is "Virage 1").
    assert data_words(rules.parts, match.state).findall(said) == []
    assert "Pied au plancher" in said and "Virage 1" in said


def test_the_log_follows_a_switch_of_language() -> None:
    """An event keeps the space and the speed, never their words: the log is written again in English."""
    rules = rules_for("raceday")
    match = Match(rules, Setup(tuple(SeatSetup(name, True) for name in ("Anna", "Bob"))), 5)
    match_bots_play(match, steps=30)
    events = [event for step in match.steps for event in step.events]
    french = " ".join(event.describe() for event in events)
    set_language("en")
    english = " ".join(event.describe() for event in events)
    assert "voie" in french and "voie" not in english and " lane" in english
    sections = {str(section) for section in match.state.circuit.sections}
    assert any(section in english for section in sections)
    assert data_words(rules.parts, match.state).findall(french) == []


def test_the_hover_notes_name_speeds_and_abilities_in_french() -> None:
    rules, state = race({"Anna": "r05b", "Vous": "r15b"})
    car = state.cars[0]
    notes = [speed_words(rules.parts, speed, car) for speed in rules.parts.speeds]
    notes.append(dashboard_words(rules.parts, state, car, 0))
    said = " ".join(notes)
    assert data_words(rules.parts).findall(said) == []
    assert said.startswith("Pied au plancher : ")
    ability = rules.parts.ability_of(car.card)
    assert f"{local(ability.name)} : {local(ability.text)}" in said


def test_what_is_vous_s_reads_votre_not_de_vous() -> None:
    """A draft of Vous, Vous's car and dashboard read "votre aspiration", "Votre voiture": it read
    "Anna prend l'aspiration de vous", "Tableau de bord de vous" (the watcher is not Vous here)."""
    drafted = ev.Drafted(1, "Anna", "Vous", "A", "a", ("b",), SpaceName(TURN_1, 0, 2))
    assert drafted.describe() == (
        "Anna prend votre aspiration (A) : 1 case, jusqu'à la voie intérieure (Virage 1)."
    )
    assert ev.DraftDeclined(1, "Anna", "Vous").describe() == "Anna ne prend pas votre aspiration."
    assert ev.DraftDeclined(0, "Vous", "Anna").describe() == "Vous ne prenez pas l'aspiration d'Anna."
    rules, state = race({"Anna": "r05b", "Vous": "r15b"})
    yours = state.cars[1]
    assert car_words(state, yours, None).startswith(f"Votre voiture (n° {yours.number}) : tour ")
    assert car_words(state, state.cars[0], None).startswith("La voiture d'Anna (n° ")
    assert dashboard_words(rules.parts, state, yours, None).startswith("Votre tableau de bord : ")


def test_a_setup_the_rules_refuse_is_told_in_french() -> None:
    """New game checks each option alone; two seats on one dashboard card reach the rules, and the player."""
    rules = rules_for("raceday")
    setup = Setup((SeatSetup("Anna"), SeatSetup("Bob")), {"car_1": "3", "car_2": "3"})
    with pytest.raises(ValueError, match=r"^les places 1 et 2 ont toutes deux choisi Cole Brannigan ; "):
        rules.new_state(setup, 1)


def test_a_draft_over_the_line_is_offered_as_crossing_it_in_french() -> None:
    r, state = race({"A": "r19b", "B": "r18b"}, dice=[3, 2, 3], lap=4)
    state.cars[1].distance = state.finish_distance - 1  # B is one space short of the line
    r.apply(state, 0, CRUISE)
    moves = [m for m in r.legal_actions(state, 0) if isinstance(m, Move) and m.path[-1] == "r02b"]
    r.apply(state, 0, moves[0])
    assert r.describe_action(state, 1, Draft("A")) == "Aspiration A : 1 case, franchir la ligne d'arrivée"
    assert r.describe_action(state, 1, Draft("B")) == "Aspiration B : 3 cases, franchir la ligne d'arrivée"
