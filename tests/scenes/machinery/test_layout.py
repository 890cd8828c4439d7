"""The menu scenes' small layout helpers."""

from __future__ import annotations

from tabletop.scenes.machinery.layout import fitting_text


def test_text_that_fits_is_left_alone() -> None:
    assert fitting_text("Flat stage", 10, len) == "Flat stage"


def test_text_too_wide_keeps_what_fits_before_an_ellipsis() -> None:
    assert fitting_text("Mountain stage", 10, len) == "Mountain…"  # the space before it is dropped
    assert len(fitting_text("Mountain stage", 6, len)) <= 6


def test_no_room_at_all_leaves_the_ellipsis_alone() -> None:
    assert fitting_text("Sprint", 0, len) == "…"
