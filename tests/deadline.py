"""A time limit for a test step that could wait forever (a read from a named pipe)."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType


class Overran(Exception):
    """The step was still waiting when its time was up."""


@contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Interrupt the block with Overran after `seconds`: a blocked open() or read() of a pipe
    returns to Python on the signal, and the handler's exception ends the wait. POSIX, main
    thread only (where pytest runs tests)."""

    def overrun(signum: int, frame: FrameType | None) -> None:
        raise Overran(f"still waiting after {seconds} s")

    previous = signal.signal(signal.SIGALRM, overrun)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
