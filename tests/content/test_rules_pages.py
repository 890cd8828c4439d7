"""Rules pages in French: every game has one, in step with its English page, checked by validate."""

from __future__ import annotations

from pathlib import Path

from tabletop.content.problems import ContentError
from tabletop.content.rules_pages import anchor_of, check_translated_page, outline, page_path, section_title
from tabletop.files.validate import validate
from tabletop.games.registry import GAME_IDS
from tabletop.language import set_language
from tabletop.paths import data_dir
from tests.content.data_copy import data_copy, edit

__all__ = ["data_copy"]  # the fixture, used by name


def test_anchors_come_from_the_english_words_or_the_written_id() -> None:
    assert anchor_of("1. Play cards") == anchor_of("Play cards") == "play-cards"
    assert anchor_of("The end and the medals") == "the-end-and-the-medals"
    text = "# Jeu\n\n## Déplacements {#moving}\n\n1. un\n2. deux\n\n## Solo\n![Vue](picture:course)\n"
    sections = outline(text)
    assert [(s.line, s.title, s.anchor) for s in sections] == [
        (1, "Jeu", "jeu"), (3, "Déplacements", "moving"), (8, "Solo", "solo"),
    ]
    assert sections[1].numbers == ((5, "1"), (6, "2")) and sections[2].pictures == ((9, "course"),)


def test_every_game_has_a_french_page_in_step_with_its_english_one() -> None:
    for game_id in GAME_IDS:
        path = data_dir() / "rules" / "fr" / f"{game_id}.md"
        assert page_path(data_dir() / "rules", game_id, "fr") == path
        check_translated_page(path)  # raises on any difference


def _problems(tmp_path: Path, english: str, french: str) -> list[str]:
    (tmp_path / "fr").mkdir()
    (tmp_path / "game.md").write_text(english, encoding="utf-8")
    (tmp_path / "fr" / "game.md").write_text(french, encoding="utf-8")
    try:
        check_translated_page(tmp_path / "fr" / "game.md")
    except ContentError as error:
        return [f"{Path(p.path).name}:{p.line}: {p.message}" for p in error.problems]
    return []


def test_a_french_page_is_held_to_the_sections_rulings_and_pictures_of_the_english(tmp_path: Path) -> None:
    english = "# Game\n\n## Moving\n\n1. a\n2. b\n3. c\n\n## Our rulings\n\n![P](picture:board)\n"
    french = "# Game\n\n## Déplacements {#moving}\n\n1. a\n2. b\n4. c\n\n## Arbitrages\n"
    assert _problems(tmp_path, english, french) == [
        "game.md:7: the numbered rulings of 'Déplacements' are 1, 2, 4, but "
        f"{tmp_path / 'game.md'}:3 numbers 1, 2, 3",
        "game.md:9: the anchor 'arbitrages' names no section of " + str(tmp_path / "game.md"),
        f"game.md:9: no section for 'Our rulings' ({tmp_path / 'game.md'}:9): "
        "its heading ends with {#our-rulings}",
    ]


def test_validate_reports_a_missing_and_a_mismatched_french_page(data_copy: Path) -> None:
    rules = data_copy / "rules"
    (rules / "fr" / "motox.md").unlink()
    edit(rules / "fr" / "mindcycling.md", "16. **Chaque cycliste", "17. **Chaque cycliste")
    problems = [str(problem) for problem in validate([rules])]
    line = next(n for n, text in enumerate((rules / "fr" / "mindcycling.md").read_text().splitlines(), 1)
                if text.startswith("17. "))
    assert len(problems) == 2
    assert f"{rules / 'fr' / 'motox.md'}:1: missing: the 'fr' rules page of motox.md (Français)" in problems
    mismatch = f"{rules / 'fr' / 'mindcycling.md'}:{line}: the numbered rulings of 'Nos arbitrages'"
    assert any(problem.startswith(mismatch) for problem in problems), problems


def test_a_section_is_named_in_the_language_spoken() -> None:
    assert section_title("raceday", "1. Pick a speed") == "1. Pick a speed"
    set_language("fr")
    assert section_title("raceday", "1. Pick a speed") == "1. Choisir une vitesse"
    assert section_title("mindcycling", "The end and the medals") == "L'arrivée et les médailles"
    assert section_title("mindcycling", "No such section") == "No such section"
