"""`bench launch` times each start to the first frame the process reports, as a person sees it."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from tabletop.bench import launch as bench_launch


def test_the_app_and_the_bare_window_each_report_their_first_frame(tmp_path: Path) -> None:
    before = time.monotonic()
    for command in (bench_launch.APP, bench_launch.BARE):
        to_frame, cpu = bench_launch._timed(command, tmp_path)
        assert 0 < to_frame < time.monotonic() - before  # shown after the start, before the exit
        assert cpu > 0


def test_a_run_that_never_shows_a_frame_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(RuntimeError, match="did not report its first frame"):
        bench_launch._timed([sys.executable, "-c", "print('hello')"], tmp_path)


def test_the_paired_ratio_compares_starts_of_the_same_round() -> None:
    bare = [(1.0, 0.5), (4.0, 0.5), (1.0, 0.5)]  # the machine was slow in the second round
    app = [(2.0, 0.6), (4.0, 0.6), (3.0, 0.6)]
    figures = bench_launch._summary(app, bare)
    assert figures.paired_ratio == 2.0  # of 2, 1 and 3; the medians' ratio would say 3
    assert (figures.wall, figures.cpu, figures.best_wall) == (3.0, 0.6, 2.0)
