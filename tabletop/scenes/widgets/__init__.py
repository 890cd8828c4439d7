"""Drawn widgets the scenes reuse: line chart, Markdown, title art, track thumbnails, shapes."""
