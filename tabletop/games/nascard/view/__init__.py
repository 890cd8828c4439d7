"""Nascard on the table: the entry the table and the new-game and rules screens call."""

from __future__ import annotations

from tabletop.games.nascard.view.art import draw_track_thumbnail, rules_picture
from tabletop.games.nascard.view.table_view import NascardView, make_view

__all__ = ["NascardView", "draw_track_thumbnail", "make_view", "rules_picture"]
