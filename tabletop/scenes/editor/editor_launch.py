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
    def throw_away() -> None:
        forget_unsaved()
        then()

    try:
        unsaved = find_unsaved()
    except ContentError as exc:
        # Damaged (a disk fault, a hand edit): said where, and kept until the player lets it go.
        told = _("The track the editor kept unsaved cannot be opened:\n{problems}").format(problems=exc)
        ctx.stack.push(DialogScene(
            ctx, _("A track was not saved"), told, [(_("Discard it"), throw_away), (_("Cancel"), None)],
        ))
        return
    if unsaved is None:
        then()
        return
    kept = unsaved

    def reopen() -> None:
        scene = EditorScene(ctx, kept.game)
        ctx.stack.push(scene)
        scene.reopen_unsaved(kept.doc, kept.path)

    message = _("The track editor closed before {name} ({game}) was saved. Open it again to save it?")
    ctx.stack.push(DialogScene(
        ctx, _("A track was not saved"), message.format(name=kept.doc.name, game=local(kept.game.name)),
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
