"""Scenes: whole screens and overlays on a stack (menu, settings, rules, dialogs, hand-off, games)."""
