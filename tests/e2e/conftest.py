"""The player's paths are walked through the real app, with the scene tests' fresh user folder."""

from __future__ import annotations

from tests.scenes.conftest import make_app, user_dir

__all__ = ["make_app", "user_dir"]
