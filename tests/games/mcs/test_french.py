"""MCS in French: the log, moves and refusals, with a seat named Vous; a French match read in English."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tabletop.engine.contract import IllegalAction, SeatSetup, Setup
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import ChooseRiders
from tabletop.games.registry import rules_for
from tabletop.language import set_language
from tests.games.french_table import game_lines, slips

# Effect names are data, still English ("Tactical switch"), so only the code's own words are looked for.
ENGLISH = re.compile(r"\b(the|heat|rider|riders|charges|passes|bend|straight|lap|draws|hold off)\b", re.I)


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


def test_a_whole_match_is_told_in_french() -> None:
    _match, lines = game_lines("mcs", ("Vous", "Élodie"), 2, length="short")
    # Card texts keep their effect's English name ("purple Fall"); only the code's own words count.
    assert (
        slips(
            [
                re.sub(
                    r"\b(Fall|Split|Overtake|Tactical switch|Engine failure|Lead held|Tail-ender|One-two|"
                    r"First and third)\b",
                    "",
                    line,
                )
                for line in lines
            ],
            ENGLISH,
        )
        == []
    )
    said = " ".join(lines)
    assert "Grille de départ : " in said and "Match terminé : " in said


def test_key_lines_take_the_seat_s_grammar() -> None:
    assert (
        ev.RidersReturned(0, "Vous").describe()
        == "Vous avez fait courir tous vos pilotes : ils reviennent tous."
    )
    assert (
        ev.RidersReturned(1, "Anna").describe()
        == "Anna a fait courir tous ses pilotes : ils reviennent tous."
    )
    taken = ev.CardTaken(0, "Élodie", 1, "Vous", 0, "").describe()
    assert taken == "Élodie prend une carte dans votre main."
    assert (
        ev.CardTaken(0, "Vous", 1, "Anna", 0, "").describe() == "Vous prenez une carte dans la main d'Anna."
    )
    assert (
        ev.SecretChosen(0, "Vous", "riders").describe()
        == "Vous choisissez vos pilotes pour la grille de départ."
    )
    assert ev.SecretChosen(1, "Anna", "hold").describe() == "Anna décide de sa défense."
    assert ev.CardsDrawn(0, "Vous", (0,), ("",), "reward").describe() == "Vous piochez 1 carte en récompense."
    assert ev.BendOpened(("Élodie", "Vous")).describe() == "Le virage — peuvent jouer : Élodie, puis vous."
    assert ev.HazardStruck("engine", "white", "out", "bend").describe() == (
        "Le moteur de Blanc casse dans le virage : aucun point."
    )
    ignored = ev.EffectIgnored(0, "Anna", "One-two", "locks", "red", ("yellow",)).describe()
    assert (
        ignored
        == "One-two est sans effet : il déferait le 3 qui garde Rouge en tête "
        "et le 0 qui garde Jaune en queue."
    )
    finished = ev.HeatFinished(
        2, False, ("red", "blue"), (3, 0), ("", "fall"), (3, 0), "Vous 5 - Anna 5", True
    )
    assert (
        finished.describe()
        == "Résultat de la manche 2 : Rouge 3, Bleu (chute). Score : égalité, Vous 5 - Anna 5."
    )


def test_the_moves_and_the_refusals_are_french() -> None:
    rules = rules_for("mcs")
    state = rules.new_state(Setup((SeatSetup("Vous", False, "red"), SeatSetup("Élodie", True, "white"))), 4)
    seat = 0
    while seat not in rules.to_act(state):
        other = rules.to_act(state)[0]
        rules.apply(state, other, rules.legal_actions(state, other)[0])
    said = [rules.describe_action(state, seat, action) for action in rules.legal_actions(state, seat)]
    assert said and all(
        line.startswith(("Pilotes : Rouge ", "Garder toute la main", "Échanger ")) for line in said
    )
    if state.phase == "gate":
        with pytest.raises(
            IllegalAction, match=r"Choisissez un pilote rouge et un pilote bleu pas encore utilisés\."
        ):
            rules.apply(state, seat, ChooseRiders((99,)))


def test_a_match_played_in_french_reads_in_english_when_loaded() -> None:
    match, french = game_lines("mcs", ("Vous", "Élodie"), 6, length="short")
    set_language("en")
    english = [event.describe() for step in match.steps for event in step.events]
    assert len(english) == len(french) and english != french
    assert any(line.startswith("Gate: ") for line in english) and any(
        "Match over: " in line for line in english
    )
    assert not any("Manche " in line or "pilote" in line for line in english)
