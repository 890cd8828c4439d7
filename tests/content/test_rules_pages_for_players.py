"""The rules pages are for players: they describe an example instead of pointing at a book the
player may not own, and give a figure as a short "how often" note, never as a measurement's
working (its sample, its seed, its date, the sets tried before). That working is in
docs/benchmarks.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop.paths import data_dir

RULES = Path(data_dir()) / "rules"
PAGES = sorted(RULES.glob("*.md")) + sorted((RULES / "fr").glob("*.md"))
DEVELOPER_WORDS = re.compile(
    "|".join((
        r"rulebook's (example|numbering)", r"exemple de la règle", r"numérotation de la règle",
        r"\bmeasured\b", r"\bmesurée?s?\b", r"\bMesures?\b",
        r"\b\d{3,}\s(?:[\w-]+\s)?(?:races|meetings|matches|stages|courses|meetings|matchs|étapes)\b",
        r"standard error", r"erreur type", r"\bseed\b", r"December 2026", r"décembre 2026",
        r"before the rulings", r"avant le changement des arbitrages", r"earlier (rider )?set", r"ancien jeu",
    )),
    re.IGNORECASE,
)


def test_the_check_finds_developer_words() -> None:
    assert DEVELOPER_WORDS.search("In the rulebook's example an Engine check")
    assert DEVELOPER_WORDS.search("Measured with the game's computer driver, 200 five-lap races")
    assert DEVELOPER_WORDS.search("over 2000 meetings and 1000 matches")
    assert not DEVELOPER_WORDS.search("About how often cars go out of a five-lap race")


@pytest.mark.parametrize("page", PAGES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_rules_page_speaks_to_players(page: Path) -> None:
    found = [
        f"{number}: {match.group(0)!r}"
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), start=1)
        for match in DEVELOPER_WORDS.finditer(line)
    ]
    assert found == []
