from __future__ import annotations

import pickle

from tabletop.content.problems import ContentError, Problem


def test_problem_reads_like_a_compiler_message() -> None:
    assert str(Problem("data/cards.yaml", 12, "unknown suit 'pink'")) == (
        "data/cards.yaml:12: unknown suit 'pink'"
    )


def test_content_error_lists_every_problem_on_its_own_line() -> None:
    error = ContentError([Problem("a.yaml", 1, "first"), Problem("a.yaml", 3, "second")])
    assert error.problems == (Problem("a.yaml", 1, "first"), Problem("a.yaml", 3, "second"))
    assert str(error) == "a.yaml:1: first\na.yaml:3: second"


def test_content_error_survives_pickling() -> None:
    error = ContentError([Problem("a.yaml", 2, "bad")])
    assert pickle.loads(pickle.dumps(error)).problems == error.problems
