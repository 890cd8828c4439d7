"""The board's plates for a track larger than the board: the hint never hides the button."""

from __future__ import annotations

import pygame

from tabletop.table.panels.whole_track import WholeTrackPlates, out_of_sight_hint


def test_the_hint_goes_elsewhere_when_only_the_button_s_corner_is_clear_of_tiles() -> None:
    # As on a winding MotoX track at 1280x720: tiles in three corners, the fourth free.
    board = pygame.Rect(0, 76, 950, 450)
    taken = [
        pygame.Rect(0, 440, 86, 86),  # bottom left
        pygame.Rect(810, 440, 86, 86),  # bottom right
        pygame.Rect(810, 80, 86, 86),  # top right
    ]
    plates = WholeTrackPlates()
    button = plates.button(board, False, out_of_sight_hint(), taken)
    assert button is not None and button[0].topleft == (8, 84)
    alone = pygame.Surface((960, 600))
    plates.draw(alone, board, button, "", taken)
    both = pygame.Surface((960, 600))
    plates.draw(both, board, button, out_of_sight_hint(), taken)
    plate = button[0].inflate(2, 2)
    assert pygame.image.tobytes(alone.subsurface(plate), "RGB") == pygame.image.tobytes(
        both.subsurface(plate), "RGB"
    ), "the hint is drawn over the button"
