"""The benchmark's own user folder."""

from __future__ import annotations

import os
import tempfile


def use_scratch_user_dir() -> None:
    """Keep the benchmark's autosaves out of the player's own folder."""
    os.environ.setdefault("TABLETOP_USER_DIR", tempfile.mkdtemp(prefix="tabletop-bench-"))
