"""MCS in French: the log, moves and refusals, with a seat named Vous; a French match read in English."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tabletop.engine.contract import IllegalAction, SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.actions import ChooseRiders
from tabletop.games.mcs.card_words import card_words
from tabletop.games.mcs.explain import racing_card_words
from tabletop.games.registry import rules_for
from tabletop.language import local, set_language
from tests.games.french_table import data_words, game_lines, slips

ENGLISH = re.compile(r"\b(the|heat|rider|riders|charges|passes|bend|straight|lap|draws|hold off)\b", re.I)


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


def test_a_whole_match_is_told_in_french() -> None:
    match, lines = game_lines("mcs", ("Vous", "Élodie"), 2, length="short")
    assert slips(lines, ENGLISH) == []
    # The data's effect names too ("Tactical switch" is "Échange tactique"), on cards and alone.
    assert data_words(rules_for("mcs").parts, match.state).findall(" ".join(lines)) == []
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
    taken = ev.CardTaken(0, "Élodie", 1, "Vous", 0, None).describe()
    assert taken == "Élodie prend une carte dans votre main."
    assert (
        ev.CardTaken(0, "Vous", 1, "Anna", 0, None).describe() == "Vous prenez une carte dans la main d'Anna."
    )
    assert (
        ev.SecretChosen(0, "Vous", "riders").describe()
        == "Vous choisissez vos pilotes pour la grille de départ."
    )
    assert ev.SecretChosen(1, "Anna", "hold").describe() == "Anna choisit sa défense, ou aucune."
    assert ev.SecretChosen(0, "Vous", "charge").describe() == "Vous choisissez votre attaque, ou aucune."
    drawn = ev.CardsDrawn(0, "Vous", (0,), (None,), "reward")
    assert drawn.describe() == "Vous piochez 1 carte en récompense."
    assert ev.BendOpened(("Élodie", "Vous")).describe() == "Le virage — peuvent jouer : Élodie, puis vous."
    assert ev.BendOpened(("Vous", "Élodie")).describe() == "Le virage — peuvent jouer : vous, puis Élodie."
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


def test_effect_names_are_french_on_cards_in_the_log_the_moves_and_the_hover_notes() -> None:
    parts = rules_for("mcs").parts
    switch = next(n for n, c in parts.cards.items() if c.effect == "switch")
    played = ev.BendCardPlayed(0, "Anna", switch, card_words(parts, switch), 0, "")
    assert played.describe() == "Anna joue défense BCD, Échange tactique à bord orange."
    assert ev.EffectTriggered(0, "Anna", switch, "switch", parts.effects["switch"].name).describe() == (
        "Anna gagne le virage avec Échange tactique."
    )
    three = next(n for n, c in parts.cards.items() if c.effect == "three")
    assert ev.EffectTriggered(0, "Vous", three, "three", parts.effects["three"].name).describe() == (
        "Vous gagnez le virage avec Tête gardée : le leader garde la tête."
    )
    ignored = ev.EffectIgnored(0, "Anna", parts.effects["overtake"].name, "overtake").describe()
    assert ignored.startswith("Dépassement est sans effet")
    note = racing_card_words(parts, switch)
    assert "Échange tactique : Prenez au hasard une carte de course" in note
    notes = " ".join(racing_card_words(parts, n) for n in parts.cards)
    assert data_words(parts).findall(notes) == []
    # The log is written again from the events when the language changes: the card's words follow.
    set_language("en")
    assert played.describe() == "Anna plays hold BCD, orange Tactical switch."
    assert local(parts.effects["switch"].name) == "Tactical switch"


def test_a_match_s_moves_name_the_effects_in_french() -> None:
    rules = rules_for("mcs")
    played, _lines = game_lines("mcs", ("Vous", "Élodie"), 4, length="short")
    again = Match(rules, played.setup, played.seed)
    said: list[str] = []
    for step in played.steps:
        for seat in again.to_act():
            legal = rules.legal_actions(again.state, seat)
            said += [rules.describe_action(again.state, seat, action) for action in legal]
        again.apply(step.seat, step.action)
    moves = " ".join(said)
    assert data_words(rules.parts).findall(moves) == []
    assert any(local(effect.name) in moves for effect in rules.parts.effects.values())


def test_a_setup_the_rules_refuse_is_told_in_french() -> None:
    rules = rules_for("mcs")
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "blue"))
    with pytest.raises(ValueError, match=r"^Un joueur court pour les locaux \(rouge ou bleu\)"):
        rules.new_state(Setup(seats), 1)


def test_the_score_says_a_default_name_in_french() -> None:
    """A seat nobody named is "You" in English and "Vous" in French, in the score line too."""
    from tabletop.engine.seat_names import YOU, default_name
    from tabletop.games.simulate import play_match

    set_language("en")
    seats = (SeatSetup(default_name(YOU), False, "red"), SeatSetup("Ivan", True, "yellow"))
    match = play_match(rules_for("mcs"), Setup(seats), 3)
    heats = [e for step in match.steps for e in step.events if isinstance(e, ev.HeatFinished) and e.score]
    assert heats and "You" in heats[0].describe()
    set_language("fr")
    said = heats[0].describe()
    assert "Vous" in said and "You" not in said
    over = next(e for step in match.steps for e in step.events if isinstance(e, ev.MatchFinished))
    assert "Vous" in over.describe() and "You" not in over.describe()


def test_a_charge_is_told_by_its_lanes_in_french() -> None:
    parts = rules_for("mcs").parts
    charge = next(c for c in parts.cards.values() if len(c.charge) == 2)
    lanes = " et ".join(sorted(charge.charge))
    shown = ev.ChargeRevealed("white", "red", charge.number, -1, True, (), charge, None)
    said = f"Blanc attaque dans les couloirs {lanes} ; Rouge ne se défend pas. Blanc double Rouge !"
    assert shown.describe() == said


def test_a_seat_named_you_opening_the_bend_is_you_inside_the_sentence() -> None:
    set_language("en")
    assert ev.BendOpened(("You", "Ann")).describe() == "The bend: you, then Ann may play."
    assert ev.BendOpened(("Ann", "You")).describe() == "The bend: Ann, then you may play."


def test_a_tie_break_heat_names_you_in_lower_case_inside_the_sentence() -> None:
    """It read "pour départager Vous et Dan"."""
    assert ev.HeatStarted(16, True, ("Vous", "Dan")).describe() == (
        "Manche 16 : une manche de barrage pour départager vous et Dan."
    )
    set_language("en")
    assert ev.HeatStarted(16, True, ("Dan", "You")).describe() == (
        "Heat 16: an extra heat to break the tie between Dan and you."
    )
