"""The track editor's pure model: palette, document, snapping, undo, files. No pygame, no game."""
