"""Memory and the garbage collector: what lives as long as the process is kept out of its
collections, and memory is given back once a scene has closed and the window is at rest
(reference cycles collected, the C heap trimmed).

Surfaces and fonts live in C memory; glibc keeps freed blocks for reuse instead of
returning them, so without a trim the process only ever grows over many games.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any


@contextmanager
def lasting_for_good() -> Iterator[None]:
    """What is made inside (modules as they are imported) lives until the process ends.

    The collector would find nothing to free in it, so it does not run meanwhile, and
    afterwards leaves it out of its passes: otherwise each full pass walks it all again,
    a pause of 5 to 14 ms on this machine (under 2 ms frozen), in a game and on the way out.
    """
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.enable()


@cache
def _libc() -> Any:
    import ctypes  # only once a scene closes: not on the way to the first frame

    try:
        return ctypes.CDLL("libc.so.6")
    except OSError:
        return None  # not glibc: nothing to trim


def release_memory() -> None:
    gc.collect()
    if sys.platform.startswith("linux"):
        libc = _libc()
        if libc is not None and hasattr(libc, "malloc_trim"):
            libc.malloc_trim(0)
