"""The track editor's scenes: the board, its drawing, the files list, the ways in."""
