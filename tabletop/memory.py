"""Giving memory back once a scene has closed: collect reference cycles, trim the C heap.

Surfaces and fonts live in C memory; glibc keeps freed blocks for reuse instead of
returning them, so without a trim the process only ever grows over many games.
"""

from __future__ import annotations

import gc
import sys
from functools import cache
from typing import Any


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
