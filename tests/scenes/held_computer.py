"""A computer seat that never answers, so a test can look at the table during its turn."""

from __future__ import annotations

import threading
from typing import Any

from tabletop.engine.contract import Action, Rules


class Held:
    """A computer seat that thinks until the test ends: the table stays at its turn."""

    def __init__(self, release: threading.Event) -> None:
        self.release = release

    def choose(self, rules: Rules[Any], view: Any, seat: int) -> Action:
        self.release.wait(30)
        raise RuntimeError("the test is over")
