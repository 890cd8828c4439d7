"""Mind Cycling drawn on the table: what the table and the track chooser call."""

from tabletop.games.mindcycling.view.art import draw_track_thumbnail, rules_picture
from tabletop.games.mindcycling.view.table_view import MindCyclingView, make_view

__all__ = ["MindCyclingView", "draw_track_thumbnail", "make_view", "rules_picture"]
