"""The board's plates for a track larger than the board shows: the hint on how to see it all, and
the "Whole track (Home)" button (or "Back to the play (Home)" while the whole track is shown).

Any game whose camera follows only part of its track gives the player both, the same words in the
same places: in a corner of the board, the first that covers none of the pieces in sight. The game
says when part of its track is out of sight and whether it shows the whole track; Home and the
button both call its `toggle_whole_course`.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.language import N_, _
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, PAPER
from tabletop.table.machinery.text import font, text_image, wrap_even
from tabletop.table.panels.panel import draw_panel

HINT_SIZE = 15  # the words on the board's plates
WHOLE_TRACK = N_("Whole track (Home)")
BACK_TO_PLAY = N_("Back to the play (Home)")
# In a replay Home goes back to its start: the button alone shows the whole track there.
WHOLE_TRACK_BUTTON = N_("Whole track")
BACK_TO_PLAY_BUTTON = N_("Back to the play")


def out_of_sight_hint(*, home: bool = True) -> str:
    """The hint's words, in the language now spoken; without `home`, in a replay, the button's."""
    if not home:
        return _("Part of the track is out of sight: the button shows it all, the wheel zooms, a drag pans.")
    return _("Part of the track is out of sight: Home shows it all, the wheel zooms, a drag pans.")


def hint_plate(words: str) -> pygame.Rect:
    """The size of a plate on the board holding `words` on one line (the whole-track button)."""
    return text_image(words, HINT_SIZE, INK).get_rect().inflate(16, 8)


def hint_lines(hint: str, board: pygame.Rect) -> list[str]:
    """The hint broken onto as many lines as the board's width needs, evenly: a narrow board
    (French at 960x600) must not cut it mid-word, nor leave one word on a line of its own."""
    return wrap_even(hint, font(HINT_SIZE), board.width - 16 - 16)


def hint_spot(
    board: pygame.Rect, hint: str, taken: Sequence[pygame.Rect], button: pygame.Rect | None = None
) -> tuple[pygame.Rect, list[str]]:
    """Where the hint's plate goes on `board` (see `corner_spot`), never over the `button`, and
    its lines."""
    lines = hint_lines(hint, board)
    face = font(HINT_SIZE)
    size = pygame.Rect(0, 0, max(face.size(line)[0] for line in lines), face.get_linesize() * len(lines))
    return corner_spot(board, size.inflate(16, 8), taken, () if button is None else (button,)), lines


def corner_spot(
    board: pygame.Rect,
    size: pygame.Rect,
    taken: Sequence[pygame.Rect],
    kept_clear: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """A plate of `size` in a corner of the board: the first that covers none of `taken` (the
    tiles, places and pieces in sight), else the one that covers least of them; never one over
    any of `kept_clear` while another corner is free of them (a button hidden under the hint
    could not be seen to be pressed)."""
    plate = pygame.Rect(size)
    inner = board.inflate(-16, -16)
    corners = ("bottomleft", "bottomright", "topleft", "topright")

    def covered(corner: str) -> tuple[bool, int]:
        spot = plate.copy()
        setattr(spot, corner, getattr(inner, corner))
        near = spot.inflate(12, 12)  # and clear of their shadows
        over = sum(near.clip(rect).width * near.clip(rect).height for rect in taken)
        return spot.inflate(4, 4).collidelist(list(kept_clear)) >= 0, over

    best = min(corners, key=covered)
    setattr(plate, best, getattr(inner, best))
    return plate


class WholeTrackPlates:
    """The button and the hint on one board: where they go, how they are drawn, the button's
    hover and press."""

    def __init__(self) -> None:
        self.hovered = False
        self.home = True  # Home toggles the whole track too (not in a replay, where it goes to the start)

    def button(
        self, board: pygame.Rect, whole: bool, hint: str, taken: Sequence[pygame.Rect]
    ) -> tuple[pygame.Rect, str] | None:
        """The button's plate and words: only while part of the track is out of sight (`hint`
        is said), or it is shown `whole`; where it covers none of `taken` if a corner allows."""
        if not whole and not hint:
            return None
        if self.home:
            words = _(BACK_TO_PLAY) if whole else _(WHOLE_TRACK)
        else:
            words = _(BACK_TO_PLAY_BUTTON) if whole else _(WHOLE_TRACK_BUTTON)
        return corner_spot(board, hint_plate(words), taken), words

    def pressed(self, event: pygame.event.Event, button: tuple[pygame.Rect, str] | None) -> bool:
        """Follows the pointer over `button`; True when `event` presses it."""
        on = button is not None and hasattr(event, "pos") and button[0].collidepoint(event.pos)
        if event.type == pygame.MOUSEMOTION:
            self.hovered = on
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT and on

    def draw(
        self,
        surface: pygame.Surface,
        board: pygame.Rect,
        button: tuple[pygame.Rect, str] | None,
        hint: str,
        taken: Sequence[pygame.Rect],
    ) -> None:
        """The button edged in gold as a button is, and the hint on a plain plate in another
        corner (clear of the button too)."""
        if button is not None:
            plate, words = button
            text = text_image(words, HINT_SIZE, INK)
            fill = PAPER if self.hovered else CREAM
            draw_panel(surface, plate, fill=fill, alpha=235, border=GOLD, radius=6)
            surface.blit(text, text.get_rect(center=plate.center))
        if hint:
            plate, lines = hint_spot(board, hint, taken, None if button is None else button[0])
            draw_panel(surface, plate, alpha=215, radius=6)
            step = font(HINT_SIZE).get_linesize()
            top = plate.top + 4
            for row, line in enumerate(lines):
                text = text_image(line, HINT_SIZE, INK)
                surface.blit(text, text.get_rect(midtop=(plate.centerx, top + row * step)))
