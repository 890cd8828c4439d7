"""Problems found in content files, reported as `file:line: what is wrong`.

Content is written by hand (ours and the players' own tracks), so a mistake must
point at the line to fix, and every mistake of a file is reported in one go:
fixing one problem per run is what makes people give up on a data format.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    """One thing wrong in one file; `line` is 1-based like every editor's."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


class ContentError(Exception):
    """Every problem found in the content being loaded, never just the first."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        super().__init__(self.problems)

    def __str__(self) -> str:
        return "\n".join(str(problem) for problem in self.problems)
