"""The `tabletop` command run in the test's own process, for the tests of its subcommands."""

from __future__ import annotations

import pytest

from tabletop.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """`tabletop ARGS`: its exit code, what it printed and what it wrote to stderr."""
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def repeats_exactly(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """`tabletop ARGS` run twice: it succeeds and prints the same both times. What it printed."""
    code, first, _ = run(capsys, *args)
    assert code == 0 and run(capsys, *args)[1] == first
    return first
