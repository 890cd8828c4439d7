"""Saves the app wrote before issue 23's fixes (MCS and MotoX were the games that could be
continued then, Nascard on its fixed speedway too) still pass every check of a save's header,
setup and track: the save format did not change.

Whether their moves still replay depends on the rules of the day, which may rightly change;
the end-to-end walks pin the replay of saves written now.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tabletop.files import saves

WRITTEN_BEFORE = Path(__file__).parent / "saves_before_23"


@pytest.fixture(autouse=True)
def user_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "user"
    monkeypatch.setenv("TABLETOP_USER_DIR", str(folder))
    return folder


@pytest.mark.parametrize("name", sorted(path.name for path in WRITTEN_BEFORE.glob("*.yaml")))
def test_a_save_written_before_is_listed_as_one_that_opens(name: str) -> None:
    saves.saves_dir().mkdir(parents=True)
    shutil.copy(WRITTEN_BEFORE / name, saves.saves_dir() / name)
    [info] = saves.list_saves()
    assert info.problem is None and info.moves > 0
    assert info.game == Path(name).stem.split("-")[0]
