"""MCS's drawing side: the entry the table calls (see `tabletop.table.host.game_view.ViewModule`)."""

from tabletop.games.mcs.view.art import draw_track_thumbnail, rules_picture
from tabletop.games.mcs.view.table_view import McsView, make_view

__all__ = ["McsView", "draw_track_thumbnail", "make_view", "rules_picture"]
