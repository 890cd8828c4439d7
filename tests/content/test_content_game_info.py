from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.content.game_info import Choice, GameInfo, OptionInfo, load_game_info
from tabletop.content.problems import ContentError

FIXTURE = Path(__file__).parent / "fixtures" / "games" / "nascard.yaml"

MINIMAL = """\
id: nascard
name: Nascard
players: {min: 2, max: 3}
colours: [red, blue, green]
has_secrets: false
"""


def problems(text: str) -> list[tuple[int, str]]:
    with pytest.raises(ContentError) as caught:
        load_game_info("games/nascard.yaml", text)
    return [(problem.line, problem.message) for problem in caught.value.problems]


def nascard() -> GameInfo:
    return load_game_info(FIXTURE)


def test_fixture_loads_into_typed_objects() -> None:
    info = nascard()
    assert (info.id, info.name, info.min_players, info.max_players) == ("nascard", "Nascard", 1, 6)
    assert info.blurb.startswith("Stock-car")
    assert info.colours == ("red", "blue", "green", "yellow", "purple", "orange")
    assert info.has_secrets is True
    rivals, bonus, laps = info.options
    assert rivals == OptionInfo(
        key="rivals",
        label="Rival cars fill the field to six",
        kind="bool",
        default=False,
        help="Mandatory with 1 or 2 players.",
    )
    assert bonus.kind == "choice"
    assert bonus.default == "recommended"
    assert bonus.choices[0] == Choice("recommended", "Recommended (4, 7, 10, 13)")
    assert [choice.value for choice in bonus.choices] == ["recommended", "random", "chosen"]
    assert (laps.kind, laps.min, laps.max, laps.default, laps.label) == ("int", 1, 5, 2, "Laps")


def test_optional_parts_default() -> None:
    info = load_game_info("nascard.yaml", MINIMAL)
    assert info.blurb == ""
    assert info.options == ()


def test_schema_problems_come_with_lines() -> None:
    found = problems(
        "id: nascard\nname: Nascard\nplayers: {min: 0, max: 3}\ncolours: red\nhas_secret: true\n"
    )
    assert found == [
        (1, "missing field 'has_secrets' in game"),
        (3, "'min' must be at least 1, not 0"),
        (4, "'colours' must be a list, not 'red'"),
        (
            5,
            "unknown key 'has_secret' in game; expected one of: blurb, colours, has_secrets,"
            " id, name, options, players (did you mean 'has_secrets'?)",
        ),
    ]


def test_every_consistency_problem_at_once() -> None:
    found = problems(
        "id: Nascard\n"
        "name: Nascard\n"
        "players: {min: 4, max: 3}\n"
        "colours: [red, red]\n"
        "has_secrets: true\n"
        "options:\n"
        "  - {key: rivals, label: Rivals, kind: bool, default: 1, min: 2}\n"
        "  - {key: bonus, label: Bonus, kind: choice, default: x}\n"
        "  - {key: laps, label: Laps, kind: int, min: 1, max: 5, default: 7}\n"
        "  - key: laps\n"
        "    label: Laps again\n"
        "    kind: choice\n"
        "    choices: [{value: a, label: A}, {value: a, label: B}]\n"
        "    default: c\n"
        "  - {key: speed, label: Speed, kind: int, min: 5, max: 1, default: 3}\n"
    )
    assert found == [
        (
            1,
            "'id' must be lower-case letters, digits and '_', starting with a letter, not 'Nascard'",
        ),
        (1, "'id' is 'Nascard' but the file is nascard.yaml; they must match"),
        (3, "'max' must be at least 'min' (4), not 3"),
        (4, "colour 'red' is listed twice (first at line 4)"),
        (4, "'colours' offers 2 colours for up to 3 players; each seat needs its own"),
        (7, "'min' only applies to int options, not to bool options"),
        (7, "'default' must be true or false, not 1"),
        (8, "option 'bonus' is a choice, so it needs 'choices'"),
        (9, "'default' must be at most 5, not 7"),
        (10, "option key 'laps' is listed twice (first at line 9)"),
        (13, "choice 'a' is listed twice (first at line 13)"),
        (15, "'max' must be at least 'min' (5), not 1"),
    ]


def test_resolve_options_fills_defaults() -> None:
    assert nascard().resolve_options({}) == (
        {"rivals": False, "bonus_cards": "recommended", "laps": 2},
        [],
    )


def test_resolve_options_reads_command_line_text() -> None:
    resolved, found = nascard().resolve_options({"rivals": "yes", "laps": " 3", "bonus_cards": "random"})
    assert resolved == {"rivals": True, "bonus_cards": "random", "laps": 3}
    assert found == []


def test_resolve_options_explains_bad_and_unknown_options() -> None:
    resolved, found = nascard().resolve_options(
        {"lapz": 3, "laps": 9, "rivals": "maybe", "bonus_cards": "randm"}
    )
    assert resolved == {"rivals": False, "bonus_cards": "recommended", "laps": 2}
    assert found == [
        "unknown option 'lapz' for Nascard; expected one of: rivals, bonus_cards, laps"
        " (did you mean 'laps'?)",
        "option 'rivals' must be true or false, not 'maybe'; using false",
        "option 'bonus_cards' must be one of recommended, random, chosen, not 'randm'"
        " (did you mean 'random'?); using 'recommended'",
        "option 'laps' must be at most 5, not 9; using 2",
    ]


def test_numeric_choice_values_accept_numbers() -> None:
    option = OptionInfo("bonus", "Bonus", "choice", "4", (Choice("4", "Four"), Choice("7", "Seven")))
    assert option.coerce(7) == "7"
    assert option.coerce("4") == "4"
    with pytest.raises(ValueError, match="must be one of 4, 7, not '5'"):
        option.coerce(5)
    with pytest.raises(ValueError, match="must be text, not true"):
        option.coerce(True)


def test_a_game_without_options_says_so() -> None:
    info = load_game_info("nascard.yaml", MINIMAL)
    assert info.resolve_options({"laps": 2}) == (
        {},
        ["Nascard has no options, so 'laps' means nothing"],
    )


@pytest.mark.parametrize(
    ("key", "given", "expected"),
    [
        ("rivals", True, True),
        ("rivals", "OFF", False),
        ("rivals", "1", True),
        ("laps", 5, 5),
        ("laps", "-0", None),
        ("laps", True, None),
        ("laps", 2.0, None),
        ("laps", "two", None),
        ("bonus_cards", "chosen", "chosen"),
        ("bonus_cards", "Chosen", None),
    ],
)
def test_coerce(key: str, given: object, expected: object) -> None:
    option = next(option for option in nascard().options if option.key == key)
    if expected is None:
        with pytest.raises(ValueError, match=f"option '{key}' must be"):
            option.coerce(given)
    else:
        assert option.coerce(given) == expected
        assert type(option.coerce(given)) is type(expected)


MADE = MINIMAL + """\
options:
  - key: car
    label: Car
    kind: choice
    default: random
    choices:
      - {value: random, label: Random}
    choices_from: cars
"""


def test_a_game_makes_the_choices_an_option_names_by_choices_from() -> None:
    def source(name: str) -> tuple[Choice, ...] | None:
        return (Choice("1", "#9 (D5+)"), Choice("2", "#8 (D6+)")) if name == "cars" else None

    (car,) = load_game_info("nascard.yaml", MADE, source).options
    assert [(choice.value, choice.label) for choice in car.choices] == [
        ("random", "Random"), ("1", "#9 (D5+)"), ("2", "#8 (D6+)")
    ]
    assert car.coerce("2") == "2"
    # Read alone (no game to ask), the file still loads: its own choices only.
    (alone,) = load_game_info("nascard.yaml", MADE).options
    assert [choice.value for choice in alone.choices] == ["random"]
    with pytest.raises(ContentError, match="names 'cars', which this game does not make choices from"):
        load_game_info("nascard.yaml", MADE, lambda name: None)
    with pytest.raises(ContentError, match="choice 'random' is listed and also made from 'cars'"):
        load_game_info("nascard.yaml", MADE, lambda name: (Choice("random", "Random"),))
    with pytest.raises(ContentError, match="'choices_from' only applies to choice options"):
        no_list = MADE.replace("    choices:\n      - {value: random, label: Random}\n", "")
        as_int = no_list.replace("kind: choice", "kind: int").replace("default: random", "default: 1")
        load_game_info("nascard.yaml", as_int)


FIGURED = MINIMAL + """\
blurb: Up to {most} cars.
blurb_fr: Jusqu'à {most} voitures.
options:
  - key: length
    label: Length
    kind: choice
    default: "{usual}"
    choices:
      - {value: full, label: "Full: {heats} heats", label_fr: "Complet : {heats} manches"}
      - {value: short, label: Short, short: "{short} heats"}
    help: The full match has {heats} heats.
    help_fr: Le match complet compte {heats} manches.
"""
FIGURES = {"most": "6", "usual": "full", "heats": "15", "short": "5"}


def test_a_game_fills_the_figures_its_texts_and_defaults_name_in_every_language() -> None:
    info = load_game_info("nascard.yaml", FIGURED, figures=FIGURES)
    (length,) = info.options
    assert (info.blurb, info.blurb.translations) == ("Up to 6 cars.", {"fr": "Jusqu'à 6 voitures."})  # type: ignore[attr-defined]
    assert length.default == "full"
    full, short = length.choices
    assert (full.label, full.label.translations) == ("Full: 15 heats", {"fr": "Complet : 15 manches"})  # type: ignore[attr-defined]
    assert short.short == "5 heats"
    assert length.help.translations == {"fr": "Le match complet compte 15 manches."}  # type: ignore[attr-defined]
    # Read alone (no game to ask), the texts stay as written and the default is not judged.
    (alone,) = load_game_info("nascard.yaml", FIGURED).options
    assert (alone.default, alone.choices[0].label) == ("{usual}", "Full: {heats} heats")


def test_a_figure_the_game_does_not_give_is_a_problem_at_its_line_in_each_language() -> None:
    wrong = FIGURED.replace("Complet : {heats}", "Complet : {heat}").replace('"{usual}"', '"{usual_length}"')
    with pytest.raises(ContentError) as caught:
        load_game_info("games/nascard.yaml", wrong, figures=FIGURES)
    found = [(problem.line, problem.message) for problem in caught.value.problems]
    assert (14, "'{heat}' is not a figure this game gives; it gives: heats, most, short, usual"
            " (did you mean 'heats'?)") in found
    unknown_default = "'{usual_length}' is not a figure"
    assert any(line == 12 and message.startswith(unknown_default) for line, message in found)
    with pytest.raises(ContentError, match=r"'\{most\}' is not a figure this game gives; it gives none"):
        load_game_info("games/nascard.yaml", FIGURED, figures={})
