"""A medal holder's name is drawn bold: it must fit its column as drawn, or it runs into the
next medal (French names at 960x600: "Rouleur 1 (Italie)")."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.mindcycling.view.prepared import label
from tabletop.sprite_factory.palette import INK

NAMES = ["Rouleur 1 (Italie)", "Grimpeur 2 (France)", "Sprinteur 3 (Pays-Bas)", "Rider"]


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("room", [60, 90, 120, 150, 170])
def test_a_bold_name_fits_its_room_as_drawn(name: str, room: int) -> None:
    pygame.font.init()
    assert label(name, room, 20, INK, bold=True).get_width() <= room
    assert label(name, room, 20, INK).get_width() <= room
