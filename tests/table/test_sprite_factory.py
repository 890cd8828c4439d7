"""The generated sprites: all present, reproducible, and drawn on the fly when missing."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import tabletop.sprite_factory as factory
from tabletop import paths


def test_every_sprite_is_committed_under_sprites() -> None:
    for name in factory.sprite_names():
        path = paths.sprites_dir() / f"{name}.png"
        assert path.exists(), f"{path} is missing: run python -m tabletop.sprite_factory"
    expected = {"card_back", "felt", "flag", "caution", "wrench"}
    expected |= {f"die_{v}" for v in range(1, 7)}
    for colour in ("red", "blue", "green", "yellow", "purple", "orange", "white", "black", "pink"):
        expected |= {f"car_{colour}", f"helmet_{colour}"}
    assert set(factory.sprite_names()) == expected


def test_generation_is_deterministic_and_matches_the_committed_files(tmp_path: Path) -> None:
    first = factory.generate_all(tmp_path / "a")
    second = factory.generate_all(tmp_path / "b")
    for one, two in zip(first, second, strict=True):
        assert one.read_bytes() == two.read_bytes(), one.name
        committed = pygame.image.load(paths.sprites_dir() / one.name)
        assert committed.get_size() == pygame.image.load(one).get_size()


def test_a_missing_png_is_drawn_on_the_fly(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_ROOT", str(tmp_path))
    monkeypatch.setattr(factory, "_cache", {})
    assert factory.sprite_path("flag") == tmp_path / "sprites" / "flag.png"
    flag = factory.load_sprite("flag")
    assert flag.get_size() == (128, 128)
    assert factory.load_sprite("flag") is flag
    with pytest.raises(KeyError):
        factory.load_sprite("no_such_sprite")
