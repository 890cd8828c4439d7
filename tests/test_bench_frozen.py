"""`tabletop bench` run from the frozen bundle: the figures that start the app in a new Python
process (idle, launch) are refused in words, not with a traceback; the rest are measured."""

from __future__ import annotations

import sys

import pytest

from tabletop.bench import command
from tests.command import run


@pytest.fixture
def frozen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)


@pytest.mark.parametrize("what", ["idle", "launch"])
def test_a_part_that_starts_python_is_refused_in_the_bundle(
    frozen: None, capsys: pytest.CaptureFixture[str], what: str
) -> None:
    code, out, err = run(capsys, "bench", what)
    assert code == 2 and out == ""
    assert err.startswith("tabletop bench: idle and launch start the app in a new Python process")


def test_all_leaves_them_out_and_measures_the_rest(
    frozen: None, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    parts: list[str] = []
    monkeypatch.setattr(command, "print_rules", lambda games: parts.append("rules"))
    monkeypatch.setattr(command, "print_idle", lambda: parts.append("idle"))
    monkeypatch.setattr(command, "print_memory", lambda games: parts.append("memory"))
    monkeypatch.setattr(command, "print_launch", lambda bundle: parts.append("launch"))
    assert command.bench_command("memory", 200, 1, None) == 0 and parts == ["memory"]
    parts.clear()
    for heavy in ("tabletop.bench.table", "tabletop.bench.bots", "tabletop.bench.replay"):
        monkeypatch.setitem(sys.modules, heavy, _Stub())
    assert command.bench_command("all", 200, 1, None) == 0
    assert "idle" not in parts and "launch" not in parts and {"rules", "memory"} <= set(parts)
    assert "idle and launch" in capsys.readouterr().err


class _Stub:
    """A bench module whose figures are not the point here."""

    def __getattr__(self, name: str) -> object:
        return lambda *args, **kwargs: None
