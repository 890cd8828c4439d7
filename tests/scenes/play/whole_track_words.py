"""The whole-track plates' words in French, as MotoX and Mind Cycling both show them."""

from __future__ import annotations

from typing import Protocol

import pygame

from tabletop.language import set_language
from tests.scenes.driver import Driver


class WholeTrackView(Protocol):
    def whole_button(self) -> tuple[pygame.Rect, str] | None: ...

    def view_hint(self) -> str: ...


def check_the_plates_read_french(driver: Driver, view: WholeTrackView) -> None:
    """The button and the hint name Home as a French keyboard does, before and after a press."""
    try:
        set_language("fr")
        button = view.whole_button()
        assert button is not None and button[1] == "Tout le circuit (Origine)"
        assert "Origine" in view.view_hint()
        driver.key(pygame.K_HOME)
        button = view.whole_button()
        assert button is not None and button[1] == "Retour au jeu (Origine)"
    finally:
        set_language("en")
