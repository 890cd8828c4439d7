"""MotoX: a piecepack motocross race for 3 or 4 riders over a track they build tile by tile."""
