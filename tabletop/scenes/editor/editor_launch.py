"""Ways into the track editor: the main menu's "Track editor" and `tabletop edit`."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from tabletop.content.problems import ContentError
from tabletop.editor.game_link import EditorGame, editable_games
from tabletop.editor.track_files import open_document
from tabletop.editor.unsaved import find_unsaved, forget_unsaved
from tabletop.language import _, local
from tabletop.scenes.editor.editor_scene import EditorScene
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.dialog import DialogScene


def open_editor_menu(ctx: AppContext) -> None:
    """The main menu's "Track editor": choose which game's track to build, after offering back
    a track whose changes the editor was closed on without a word (a crash, a kill)."""
    offer_unsaved(ctx, lambda: _choose_game(ctx))


def offer_unsaved(ctx: AppContext, then: Callable[[], None]) -> None:
    """Offer back the track an editor was closed on with changes not saved, before `then` opens
    the editor some other way (whose first change would write over it); just `then` when none."""
    unsaved = find_unsaved()
    if unsaved is None:
        then()
        return

    def reopen() -> None:
        scene = EditorScene(ctx, unsaved.game)
        ctx.stack.push(scene)
        scene.reopen_unsaved(unsaved.doc, unsaved.path)

    def throw_away() -> None:
        forget_unsaved()
        then()

    message = _("The track editor closed before {name} ({game}) was saved. Open it again to save it?")
    ctx.stack.push(DialogScene(
        ctx, _("A track was not saved"), message.format(name=unsaved.doc.name, game=local(unsaved.game.name)),
        [(_("Open"), reopen), (_("Discard it"), throw_away), (_("Cancel"), None)],
    ))


def _choose_game(ctx: AppContext) -> None:
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
