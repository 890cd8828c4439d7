from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pygame
import pytest

from tabletop.sprite_factory import picture_cache
from tabletop.sprite_factory.picture_cache import cached_picture, code_version


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(picture_cache, "cache_dir", lambda: tmp_path)
    return tmp_path


RGBA = tuple[int, int, int, int]


def _painter(calls: list[int], colour: RGBA = (200, 40, 10, 128)) -> Callable[[], pygame.Surface]:
    def draw() -> pygame.Surface:
        calls.append(1)
        picture = pygame.Surface((30, 20), pygame.SRCALPHA)
        picture.fill(colour)
        picture.fill((0, 0, 255, 255), pygame.Rect(3, 4, 5, 6))
        return picture

    return draw


def _blank(width: int) -> pygame.Surface:
    return pygame.Surface((width, 5), pygame.SRCALPHA)


def test_a_kept_picture_is_read_back_without_drawing(folder: Path) -> None:
    calls: list[int] = []
    first = cached_picture("art", (30, 20), "v1", _painter(calls))
    again = cached_picture("art", (30, 20), "v1", _painter(calls))
    assert calls == [1]
    assert not again.get_locked()  # it can be drawn on and blitted
    assert [again.get_at((x, y)) for x in range(30) for y in range(20)] == [
        first.get_at((x, y)) for x in range(30) for y in range(20)
    ]


def test_a_damaged_or_cut_file_is_drawn_again(folder: Path) -> None:
    calls: list[int] = []
    cached_picture("art", (30, 20), "v1", _painter(calls))
    (kept,) = folder.iterdir()
    data = bytearray(kept.read_bytes())
    data[100] ^= 0xFF
    kept.write_bytes(bytes(data))
    assert cached_picture("art", (30, 20), "v1", _painter(calls)).get_at((0, 0)) == (200, 40, 10, 128)
    kept.write_bytes(kept.read_bytes()[:500])
    cached_picture("art", (30, 20), "v1", _painter(calls))
    assert calls == [1, 1, 1]


def test_a_new_version_replaces_the_old_file(folder: Path) -> None:
    calls: list[int] = []
    cached_picture("art", (30, 20), "v1", _painter(calls))
    newer = cached_picture("art", (30, 20), "v2", _painter(calls, (0, 255, 0, 255)))
    assert calls == [1, 1] and newer.get_at((0, 0)) == (0, 255, 0, 255)
    assert [path.name for path in folder.iterdir()] == ["art-30x20-v2.bgra"]


def test_only_a_few_window_sizes_are_kept(folder: Path) -> None:
    for width in range(10, 16):
        cached_picture("art", (width, 5), "v1", partial(_blank, width))
    assert len(list(folder.iterdir())) == picture_cache.KEEP_SIZES


def test_an_unwritable_folder_only_means_drawing_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setattr(picture_cache, "cache_dir", lambda: blocked / "cache")
    calls: list[int] = []
    assert cached_picture("art", (30, 20), "v1", _painter(calls)).get_size() == (30, 20)
    cached_picture("art", (30, 20), "v1", _painter(calls))
    assert calls == [1, 1]


def test_the_code_version_is_the_same_in_every_process() -> None:
    """A version that changed from run to run would draw the art at every launch."""
    script = (
        "from tabletop.table.machinery import cloth; from tabletop.scenes.widgets import title_art; "
        "from tabletop.sprite_factory.picture_cache import code_version; "
        "exec('def word(x):\\n    return x in {\"red\", \"blue\", \"white\", \"yellow\"}'); "
        "print(code_version((cloth._weave, title_art._draw_title_art, title_art.menu_backdrop, word)))"
    )
    versions = {
        subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=True,
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
        ).stdout
        for seed in (1, 2, 3)
    }
    assert len(versions) == 1


def test_the_code_version_follows_the_code() -> None:
    def one() -> int:
        return 1

    def two() -> int:
        return 2

    assert code_version((one,)) != code_version((two,))
    assert code_version((one,), (1, 2)) != code_version((one,), (1, 3))


def test_no_user_folder_at_all_only_means_drawing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse() -> Path:
        raise PermissionError("read-only home")

    monkeypatch.setattr(picture_cache, "cache_dir", refuse)
    calls: list[int] = []
    assert cached_picture("art", (30, 20), "v1", _painter(calls)).get_size() == (30, 20)
    assert calls == [1]


def test_kept_bytes_come_back_only_whole_and_within_their_bound(folder: Path) -> None:
    picture_cache.keep_bytes("shapes", (30, 20), "v1", b"x" * 100)
    assert picture_cache.kept_bytes("shapes", (30, 20), "v1", 100) == b"x" * 100
    assert picture_cache.kept_bytes("shapes", (30, 20), "v1", 99) is None  # longer than the caller allows
    assert picture_cache.kept_bytes("shapes", (30, 20), "v2", 100) is None
    (kept,) = folder.iterdir()
    kept.write_bytes(kept.read_bytes()[:-1])
    assert picture_cache.kept_bytes("shapes", (30, 20), "v1", 100) is None
