"""The least a track needs, read from each game's palette file with lines in every problem."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.content.problems import ContentError
from tabletop.engine.track_design.least import least_path, load_least
from tabletop.games.mindcycling.editing import LEAST as STAGE
from tabletop.games.motox.editing import LEAST as TILES


def test_the_bundled_numbers_load() -> None:
    assert load_least(least_path("mindcycling"), dict(STAGE)) == {"road_rows": 24, "section_rows": 6}
    assert load_least(least_path("motox"), dict(TILES)) == {"tiles": 12}


def test_a_bad_number_is_refused_with_its_line(tmp_path: Path) -> None:
    root = tmp_path / "data"
    path = least_path("motox", root)
    path.parent.mkdir(parents=True)
    path.write_text("# the least\nleast:\n  tiles: none\n")
    with pytest.raises(ContentError) as caught:
        load_least(path, dict(TILES))
    assert [(p.line, "tiles" in p.message) for p in caught.value.problems] == [(3, True)]
