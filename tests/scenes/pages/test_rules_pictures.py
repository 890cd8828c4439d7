"""Mind Cycling's and MotoX's rules pages show their components, drawn by each game's own code."""

from __future__ import annotations

import re

import pytest

from tabletop.paths import data_dir
from tabletop.scenes.pages.rules_help import _picture
from tests.scenes.driver import Driver

NAMES = re.compile(r"\]\(picture:([\w-]+)\)")


@pytest.mark.parametrize(
    ("game", "wanted"), [("mindcycling", {"course", "riders"}), ("motox", {"tiles", "dice", "ramp"})]
)
def test_each_picture_on_the_page_is_drawn_by_the_game(driver: Driver, game: str, wanted: set[str]) -> None:
    text = (data_dir() / "rules" / f"{game}.md").read_text(encoding="utf-8")
    assert set(NAMES.findall(text)) == wanted
    for name in wanted:
        image = _picture(game, name, (300, 200))
        assert image is not None and image.get_width() <= 300 and image.get_height() <= 200
        colours = {tuple(image.get_at((x, image.get_height() // 2))) for x in range(0, image.get_width(), 7)}
        assert len(colours) > 3, f"{game}'s {name} picture is blank"
    assert _picture(game, "no_such_thing", (300, 200)) is None
