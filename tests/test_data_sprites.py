"""Every sprite the data names exists under sprites/, so a fresh checkout draws no stand-ins."""

from __future__ import annotations

import yaml

from tabletop.paths import data_dir, sprites_dir
from tabletop.sprite_factory import sprite_names


def test_every_seat_colour_in_the_game_files_has_a_car_sprite() -> None:
    for path in sorted((data_dir() / "games").glob("*.yaml")):
        for colour in yaml.safe_load(path.read_text())["colours"]:
            assert (sprites_dir() / f"car_{colour}.png").exists(), f"{path.name}: no car_{colour}.png"


def test_every_car_colour_in_the_card_files_has_a_car_sprite() -> None:
    for path in sorted((data_dir() / "cards").glob("*.yaml")):
        for car in yaml.safe_load(path.read_text()).get("cars", []):
            assert (sprites_dir() / f"car_{car['colour']}.png").exists(), f"{path.name}: {car}"


def test_the_generated_sprites_are_committed() -> None:
    missing = [name for name in sprite_names() if not (sprites_dir() / f"{name}.png").exists()]
    assert missing == []
