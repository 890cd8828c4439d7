"""Ways into the track editor (the main menu, `tabletop edit`) and the test drive out of it."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from pathlib import Path
from typing import Any

from tabletop.content.problems import ContentError
from tabletop.editor.game_link import EditorGame, editable_games
from tabletop.editor.track_files import open_document
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.scenes.context import AppContext
from tabletop.scenes.dialog import DialogScene
from tabletop.scenes.editor_scene import EditorScene
from tabletop.scenes.table_launch import new_seed, playable
from tabletop.scenes.table_scene import TableScene


def open_editor_menu(ctx: AppContext) -> None:
    """The main menu's "Track editor": choose which game's track to build."""
    games = [EditorGame(game_id) for game_id in editable_games()]
    buttons: list[tuple[str, Any]] = [(game.name, partial(open_editor, ctx, game.id)) for game in games]
    question = "Build a track for which game?"
    ctx.stack.push(DialogScene(ctx, "Track editor", question, [*buttons, ("Cancel", None)]))


def open_editor(ctx: AppContext, game_id: str, path: Path | None = None) -> EditorScene | None:
    """Push the editor for `game_id`, on `path` if given; a file that cannot be edited is explained."""
    try:
        game = EditorGame(game_id)
    except ContentError as exc:
        ctx.stack.push(DialogScene(ctx, "The game files have problems", str(exc)))
        return None
    scene = EditorScene(ctx, game)
    ctx.stack.push(scene)
    if path is not None:
        try:
            scene.load(open_document(path, game), path)
        except (ContentError, OSError) as exc:
            ctx.stack.push(DialogScene(ctx, "Cannot open the track", str(exc)))
    return scene


def start_test_drive(ctx: AppContext, game: EditorGame, layout: Mapping[str, Any]) -> TableScene | None:
    """A race on `layout` against computer players, on a table above the editor.

    The editor is the stack's home while it is below (`Scene.home_label`), so the
    results' back button and the pause menu's quit come back to it.
    """
    if not playable(ctx, game.id):
        return None
    try:
        match = Match(rules_for(game.id), game.test_drive_setup(layout), new_seed())
    except ValueError as exc:
        ctx.stack.push(DialogScene(ctx, "The race cannot start", str(exc)))
        return None
    table = TableScene(ctx, match)
    ctx.stack.push(table)
    return table
