"""Ways into the track editor: the main menu's "Track editor" and `tabletop edit`."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from tabletop.content.problems import ContentError
from tabletop.editor.game_link import EditorGame, editable_games
from tabletop.editor.track_files import open_document
from tabletop.language import _, local
from tabletop.scenes.editor.editor_scene import EditorScene
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.dialog import DialogScene


def open_editor_menu(ctx: AppContext) -> None:
    """The main menu's "Track editor": choose which game's track to build."""
    games = [EditorGame(game_id) for game_id in editable_games()]
    buttons: list[tuple[str, Any]] = [(local(game.name), partial(open_editor, ctx, game.id))
                                      for game in games]
    question = _("Build a track for which game?")
    ctx.stack.push(DialogScene(ctx, _("Track editor"), question, [*buttons, (_("Cancel"), None)]))


def open_editor(ctx: AppContext, game_id: str, path: Path | None = None) -> EditorScene | None:
    """Push the editor for `game_id`, on `path` if given; a file that cannot be edited is explained."""
    try:
        game = EditorGame(game_id)
    except ContentError as exc:
        ctx.stack.push(DialogScene(ctx, _("The game files have problems"), str(exc)))
        return None
    scene = EditorScene(ctx, game)
    ctx.stack.push(scene)
    if path is not None:
        try:
            scene.load(open_document(path, game), path)
        except (ContentError, OSError) as exc:
            ctx.stack.push(DialogScene(ctx, _("Cannot open the track"), str(exc)))
    return scene
