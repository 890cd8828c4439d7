"""Words that repeat a number held in another data file say that number.

The new-game form's numbers come from the cards (`choices_from`, `{figures}`); what no
figure can fill, a number spelled out in a lesson ("over five heats") or a count the rules
act on (Nascard's rivals), is held to the data here, in English and in French, so a
changed number fails a test instead of drifting.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from tabletop.content.problems import ContentError
from tabletop.content.yaml_source import read_yaml
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.games.registry import GAME_IDS, game_module
from tabletop.games.setup import game_info, load_info
from tabletop.paths import data_dir

WORDS = {
    "en": [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen", "twenty",
    ],
    "fr": [
        "zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
        "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit",
        "dix-neuf", "vingt",
    ],
}


def parts(game: str) -> Any:
    return game_module(game).make_rules().parts


def default(game: str, key: str) -> Any:
    return next(option.default for option in game_info(game).options if option.key == key)


def tutorial(game: str) -> Any:
    return read_yaml(data_dir() / "tutorials" / f"{game}.yaml")


@dataclass(frozen=True)
class Said:
    """`words` (English, French; `{}` for each number) found in a tutorial's text at `where`
    ("welcome", or a lesson's id), the numbers `value` gives, spelled out when `spelled`."""

    game: str
    where: str
    words: tuple[str, str]
    value: Callable[[], Sequence[int]]
    spelled: bool = True

    def text(self, code: str) -> str:
        data = tutorial(self.game)
        if self.where in data:
            holder, key = data, self.where
        else:
            holder, key = next(lesson for lesson in data["lessons"] if lesson["id"] == self.where), "text"
        return " ".join(str(holder[key if code == "en" else f"{key}_{code}"]).split())


SAID = [
    Said("mcs", "welcome", ("over {} heats", "en {} manches"), lambda: [parts("mcs").numbers.short_heats]),
    Said("mcs", "farewell", ("has {} heats", "compte {} manches"),
         lambda: [parts("mcs").numbers.heats["match"]]),
    Said("mcs", "gate", ("once in every {} heats", "une fois toutes les {} manches"),
         lambda: [len(parts("mcs").riders) // len(parts("mcs").helmets)]),
    Said("mcs", "scoring", ("score {}, {}, {} and {} by place", "marquent {}, {}, {} et {} selon"),
         lambda: parts("mcs").numbers.points, spelled=False),
    Said("nascard", "welcome", ("Dale and {} rival cars", "Dale et {} voitures rivales"),
         lambda: [parts("nascard").numbers.field - len(tutorial("nascard")["seats"])]),
    Said("nascard", "farewell", ("try {} laps", "essayez {} tours"), lambda: [default("nascard", "laps")]),
    Said("nascard", "order", ("goes {} track cards, the next {}, then {}, {}, {} and {}",
                              "avance de {} cartes circuit, la suivante de {}, puis {}, {}, {} et {}"),
         lambda: parts("nascard").movement, spelled=False),
    Said("nascard", "trading_paint", ("blister {} other cards", "user {} autres cartes"),
         lambda: [parts("nascard").numbers.trading_paint]),
    Said("nascard", "pit_stop", ("draw {} cards", "piochez {} cartes"),
         lambda: [parts("nascard").numbers.pit_draw]),
    Said("raceday", "farewell", ("run {} laps", "durent {} tours"), lambda: [default("raceday", "laps")]),
    Said("raceday", "speed", ("Stand on It adds {}", "Pied au plancher ajoute {}"),
         lambda: [parts("raceday").speeds["stand_on_it"].modifier], spelled=False),
    Said("raceday", "speed", ("Check Up takes {} off", "Lever le pied retire {}"),
         lambda: [-parts("raceday").speeds["check_up"].modifier], spelled=False),
    Said("raceday", "stand_on_it", ("{} extra spaces", "{} cases de plus"),
         lambda: [parts("raceday").speeds["stand_on_it"].modifier]),
    Said("raceday", "stand_on_it", ("{} dice must reach", "{} dés doivent"),
         lambda: [parts("raceday").numbers.check_dice]),
    Said("raceday", "stand_on_it",
         ("{} smoke counters and you are out", "{} jetons fumée et vous êtes hors course"),
         lambda: [parts("raceday").numbers.engine_limit]),
    Said("raceday", "check", ("rolls {} dice", "lance {} dés"),
         lambda: [parts("raceday").numbers.check_dice]),
    Said("mindcycling", "welcome", ("a team of {} riders", "une équipe de {} cyclistes"),
         lambda: [parts("mindcycling").team_sizes[len(tutorial("mindcycling")["seats"])]]),
    Said("mindcycling", "relay", ("the first {} of its train", "les {} premiers de son train"),
         lambda: [parts("mindcycling").numbers.relay_depth]),
    Said("mindcycling", "attack", ("ride {} spaces more", "avancez de {} cases de plus"),
         lambda: [parts("mindcycling").numbers.attack]),
    Said("motox", "ramp", ("stack up to {}", "Jusqu'à {} pièces"),
         lambda: [parts("motox").numbers.max_ramp], spelled=False),
    Said("motox", "extra_die", ("{} at most", "{} au plus"), lambda: [parts("motox").numbers.dice]),
]


@pytest.mark.parametrize("said", SAID, ids=lambda said: f"{said.game}-{said.where}-{said.words[0]}")
@pytest.mark.parametrize("code", ["en", "fr"])
def test_a_lesson_says_the_numbers_of_the_data(said: Said, code: str) -> None:
    numbers = list(said.value())
    words = said.words[0 if code == "en" else 1]
    spoken = [WORDS[code][number] if said.spelled else str(number) for number in numbers]
    text = said.text(code)
    assert re.search(rf"\b{re.escape(words.format(*spoken))}", text, re.IGNORECASE), (words, numbers, text)


def test_nascards_form_offers_rivals_as_the_rules_add_them() -> None:
    """Forced on where the rules add rivals anyway, off where the field is already full."""
    info, rules = game_info("nascard"), game_module("nascard").make_rules()
    (rivals,) = [option for option in info.options if option.key == "rivals"]
    field = rules.parts.numbers.field
    assert info.max_players == field
    for count in info.counts:
        seats = tuple(SeatSetup(f"P{n}", False, info.colours[n]) for n in range(count))
        cars = {
            value: len(rules.new_state(Setup(seats, {"rivals": value}), 1).cars) for value in (False, True)
        }
        forced = rivals.forced_for(count)
        if cars[False] > count:
            assert forced is not None and forced.value is True, count
        elif cars[True] == count:
            assert forced is not None and forced.value is False, count
        else:
            assert forced is None, count
    for code, said in (("en", f"to {WORDS['en'][field]}"), ("fr", f"jusqu'à {WORDS['fr'][field]}")):
        label = rivals.label if code == "en" else rivals.label.translations[code]  # type: ignore[attr-defined]
        assert label.endswith(said)
    full = rivals.forced_for(field)
    assert full is not None and WORDS["en"][field] in full.note
    assert WORDS["fr"][field] in full.note.translations["fr"]  # type: ignore[attr-defined]


def test_mcs_length_names_as_the_heats_it_plays() -> None:
    """"Full: 15 heats (meeting 20)" holds for the match and the two-team match alike, and
    "every rider once" for the short game's heats."""
    numbers, mcs = parts("mcs").numbers, parts("mcs")
    assert numbers.heats["teams"] == numbers.heats["match"]
    assert numbers.short_heats == len(mcs.riders) // len(mcs.helmets)


def test_mind_cyclings_blurb_counts_the_teams_it_offers() -> None:
    info, sizes = game_info("mindcycling"), parts("mindcycling").team_sizes
    assert info.max_players == max(sizes)
    assert f"2 to {max(sizes)} teams" in info.blurb
    assert f"2 à {max(sizes)} équipes" in info.blurb.translations["fr"]  # type: ignore[attr-defined]


@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_forms_numbers_are_the_cards(code: str) -> None:
    """The labels and defaults `{figures}` fill: what a hand-typed copy would drift from."""
    heats, short = parts("mcs").numbers.heats, parts("mcs").numbers.short_heats
    length = next(option for option in game_info("mcs").options if option.key == "length")
    full_label, short_label = (local_in(choice.label, code) for choice in length.choices)
    assert full_label == {"en": f"Full: {heats['match']} heats (meeting {heats['meeting']})",
                          "fr": f"Complet : {heats['match']} manches (meeting : {heats['meeting']})"}[code]
    assert short_label.startswith({"en": f"Short: {short} heats", "fr": f"Court : {short} manches"}[code])
    nascard = parts("nascard")
    options = {option.key: option for option in game_info("nascard").options}
    listed = ", ".join(map(str, nascard.recommended_bonus))
    assert local_in(options["bonus_cards"].choices[0].label, code).endswith(f": {listed}")
    for number in nascard.recommended_bonus:
        assert options[f"bonus_{nascard.bonus_cards[number].suit}"].default == str(number)


def local_in(text: str, code: str) -> str:
    return str(text) if code == "en" else text.translations[code]  # type: ignore[attr-defined]


def test_a_mistyped_figure_is_named_at_its_line_by_validate() -> None:
    path = data_dir() / "games" / "mcs.yaml"
    text = path.read_text(encoding="utf-8")
    line = text.splitlines().index(next(row for row in text.splitlines() if "value: full" in row)) + 1
    with pytest.raises(ContentError) as caught:
        load_info(path, text.replace("(meeting {heats_meeting})", "(meeting {heats_meetings})", 1))
    (problem,) = caught.value.problems
    assert (problem.path, problem.line) == (str(path), line)
    assert problem.message.startswith("'{heats_meetings}' is not a figure this game gives")
    assert problem.message.endswith("(did you mean 'heats_meeting'?)")


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_game_started_without_options_plays_the_forms_defaults(game: str) -> None:
    """The rules' own fallbacks (Nascard's 2 laps) are the form's defaults, not a second copy."""
    info, rules = game_info(game), game_module(game).make_rules()
    count = info.counts[0]
    seats = tuple(SeatSetup(f"P{n}", False, info.colours[n]) for n in range(count))
    defaults = info.settle(info.resolve_options({})[0], count)
    track = tutorial(game).get("track")
    layout = dict(read_yaml(data_dir() / "tracks" / game / f"{track}.yaml")) if track else None
    assert rules.new_state(Setup(seats, {}, layout), 5) == rules.new_state(Setup(seats, defaults, layout), 5)


@pytest.mark.parametrize(("game", "colours"), [
    ("nascard", lambda: [car.colour for car in parts("nascard").cars]),
    ("mcs", lambda: list(parts("mcs").helmets)),
])
def test_the_forms_seat_colours_are_the_cards(game: str, colours: Callable[[], list[str]]) -> None:
    assert sorted(game_info(game).colours) == sorted(colours())
