"""Telling a player that a save cannot be opened: in their words first, the file's lines on request.

The first dialog says which game, when it was saved, what is wrong in a few
words and what can be done; its Details button shows the file and the line at
fault (for a bug report, or someone who mends files), then comes back.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tabletop.files.saves import without_path
from tabletop.language import N_, _
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.dialog import DialogButton, DialogScene

DETAILS = N_("Details")  # a dialog button: translated when laid out


def show_trouble(
    ctx: AppContext,
    title: str,
    message: str,
    details: str,
    path: Path,
    choices: list[DialogButton],
) -> None:
    """A dialog of `message` with `choices` and, before the last (the safe one), Details."""

    def again() -> None:
        show_trouble(ctx, title, message, details, path, choices)

    buttons = [*choices[:-1], (DETAILS, lambda: show_details(ctx, path, details, again)), choices[-1]]
    ctx.stack.push(DialogScene(ctx, title, message, buttons))


def show_details(ctx: AppContext, path: Path, details: str, back: Callable[[], None] | None = None) -> None:
    """The technical account of what is wrong with the save at `path`."""
    text = _("File: {name}").format(name=path) + f"\n\n{without_path(details, path)}"
    ctx.stack.push(DialogScene(ctx, _("What is wrong with the file"), text, [(N_("OK"), back)]))
