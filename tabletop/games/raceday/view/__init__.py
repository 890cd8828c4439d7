"""Race Day on the table: the entry the table calls (`make_view`) and the pictures it asks for."""

from __future__ import annotations

from tabletop.games.raceday.view.art import draw_track_thumbnail, rules_picture
from tabletop.games.raceday.view.table_view import RaceDayView, make_view

__all__ = ["RaceDayView", "draw_track_thumbnail", "make_view", "rules_picture"]
