"""Small valid tracks for the editor tests, as documents built from each game's palette."""

from __future__ import annotations

from tabletop.engine.track_design.document import Piece, TrackDocument

# Nascard: the rulebook's square: a corner in each corner, three straights between each pair,
# travelled counter-clockwise from the start/finish straight S1.
NASCARD = TrackDocument("nascard", "Square", (
    Piece("S1", "a", 1, 4, 0), Piece("S2", "a", 2, 4, 0), Piece("S3", "b", 3, 4, 0),
    Piece("C1", "a", 4, 4, 0), Piece("S4", "a", 4, 3, 90), Piece("S5", "a", 4, 2, 90),
    Piece("S6", "a", 4, 1, 90), Piece("C2", "a", 4, 0, 90),
    Piece("S7", "a", 3, 0, 180), Piece("S8", "b", 2, 0, 180), Piece("S9", "a", 1, 0, 180),
    Piece("C3", "a", 0, 0, 180), Piece("S10", "a", 0, 1, 270), Piece("S11", "a", 0, 2, 270),
    Piece("S12", "a", 0, 3, 270), Piece("C4", "b", 0, 4, 270),
))

# Race Day: a rectangle with a single-file stretch (narrowing, single, widening) on the back.
RACEDAY = TrackDocument("raceday", "Narrows", (
    Piece("turn", "a", 0, 1, 270), Piece("finish", "a", 1, 1, 0), Piece("grid", "a", 2, 1, 0),
    Piece("straight", "a", 3, 1, 0), Piece("turn", "a", 4, 1, 0), Piece("turn", "a", 4, 0, 90),
    Piece("narrow", "a", 3, 0, 180), Piece("single", "a", 2, 0, 180), Piece("widen", "a", 1, 0, 180),
    Piece("turn", "a", 0, 0, 180),
))

# MotoX: twelve tiles (the least a race needs) laid east, south, east and north; a two-coin ramp
# on the second tile, in line with both neighbours.
MOTOX = TrackDocument("motox", "Dogleg", (
    Piece("suns-null", "flat", 0, 0, 0), Piece("suns-ace", "ramp-2", 1, 0, 0),
    Piece("suns-2", "flat", 2, 0, 0), Piece("moons-3", "flat", 2, 1, 270),
    Piece("moons-4", "flat", 2, 2, 270), Piece("moons-5", "flat", 2, 3, 270),
    Piece("crowns-null", "flat", 2, 4, 270), Piece("crowns-ace", "flat", 3, 4, 0),
    Piece("crowns-2", "flat", 4, 4, 0), Piece("crowns-3", "flat", 5, 4, 0),
    Piece("arms-4", "flat", 5, 3, 90), Piece("arms-5", "flat", 5, 2, 90),
))

# Mind Cycling: a straight run from the start area over flat road with a feed zone, up a
# mountain with a rock, down to flat road and the finish line: 26 rows of road.
MINDCYCLING = TrackDocument("mindcycling", "Short climb", (
    Piece("start", "3", 0, 2, 0), Piece("flat-8", "3", 1, 2, 0), Piece("feed", "2", 2, 2, 0),
    Piece("mountain-4", "3", 3, 2, 0), Piece("rock", "2", 4, 2, 0), Piece("mountain-4", "3", 5, 2, 0),
    Piece("flat-8", "3", 6, 2, 0), Piece("finish", "a", 7, 2, 0),
))


def race_day_square(side: int) -> TrackDocument:
    """A Race Day loop round a square of `side` cells: the finish line and the grid first."""
    laid = [("straight", x, side - 1, 0) for x in range(1, side - 1)] + [("turn", side - 1, side - 1, 0)]
    laid += [("straight", side - 1, y, 90) for y in range(side - 2, 0, -1)] + [("turn", side - 1, 0, 90)]
    laid += [("straight", x, 0, 180) for x in range(side - 2, 0, -1)] + [("turn", 0, 0, 180)]
    laid += [("straight", 0, y, 270) for y in range(1, side - 1)] + [("turn", 0, side - 1, 270)]
    laid[:2] = [("finish", *laid[0][1:]), ("grid", *laid[1][1:])]
    return TrackDocument("raceday", "Huge", tuple(Piece(kind, "a", x, y, h) for kind, x, y, h in laid))
