"""Test-wide setup: no real window or sound, and a throw-away user folder.

These are set before any test module imports pygame (SDL reads them at init)
or touches the user's real settings and saves.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from tabletop.language import set_language

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["TABLETOP_USER_DIR"] = tempfile.mkdtemp(prefix="tabletop-tests-")
# pygame prints a banner on import; keep test output to the tests.
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
# The app starts in the system's language; tests expect English unless they switch.
os.environ["LANGUAGE"] = "en"
# Tests check behaviour, never time: a busy machine (CI, two cores shared) must not fail one.
settings.register_profile("no-clock", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("no-clock")


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    """A test that switches the language (Settings, --lang) leaves the next one in English."""
    yield
    set_language("en")
