"""A card face's body text breaks only at spaces: a word too long for the card shrinks the text."""

from __future__ import annotations

import pygame

from tabletop.games.nascard.view.art import pit_face
from tabletop.language import set_language
from tabletop.table.machinery.text import font
from tabletop.table.pieces.card_faces import FACE_RESOLUTION, body_lines


def test_a_long_french_word_on_the_pit_card_is_never_cut() -> None:
    pygame.font.init()
    set_language("fr")
    try:
        face = pit_face(True)
        assert face.lines[0].startswith("Ravitaillement")
        size = 42
        longest = max((w for line in face.lines for w in line.split()), key=len)
        width = font(size).size(longest)[0] - 20  # narrower than the word at the usual size
        body_font, lines = body_lines(face.lines, width, 1000, size)
        words = [w for line in face.lines for w in line.split()]
        assert [w for line in lines for w in line.split()] == words, lines
        assert all(body_font.size(line)[0] <= width for line in lines)
        roomy, _lines = body_lines(face.lines, FACE_RESOLUTION[0], 1000, size)
        assert roomy.get_height() == font(size).get_height()
        body_font, lines = body_lines(face.lines, width, 2 * font(size).get_linesize(), size)
        assert len(lines) * body_font.get_linesize() <= 2 * font(size).get_linesize(), "every line shown"
    finally:
        set_language("en")
