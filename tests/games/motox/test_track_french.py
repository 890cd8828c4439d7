"""MotoX's track check in French: the words change, the field at fault (and so the line
`validate` names) does not."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tabletop.games.motox.game import make_rules
from tabletop.games.motox.track_layout import check_layout
from tabletop.language import set_language


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def test_a_ramp_problem_is_on_the_ramp_in_either_language() -> None:
    parts = make_rules().parts
    track = {"name": "Bad ramp", "game": "motox", "pieces": [
        {"at": [0, 0], "tile": "suns-null", "ramp": 1}, {"at": [1, 0], "tile": "suns-ace"},
        {"at": [3, 0], "tile": "suns-2"},
    ]}
    english = check_layout(track, parts)
    assert str(english[1]) == "piece 1: a ramp goes on a tile with a tile on each side"
    set_language("fr")
    french = check_layout(track, parts)
    places = [(2, "at"), (0, "ramp")]
    assert [(p.piece, p.field) for p in french] == [(p.piece, p.field) for p in english] == places
    assert str(french[1]) == "tuile 1 : un tremplin se pose sur une tuile qui a une tuile de chaque côté"
