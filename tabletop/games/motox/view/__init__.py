"""MotoX's drawing side: what the table, the rules page and the new-game screen call."""

from __future__ import annotations

from tabletop.games.motox.view.art import draw_track_thumbnail, rules_picture
from tabletop.games.motox.view.table_view import MotoXView, make_view

__all__ = ["MotoXView", "draw_track_thumbnail", "make_view", "rules_picture"]
