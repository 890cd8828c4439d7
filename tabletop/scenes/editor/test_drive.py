"""The editor's test drive: a race on the track being built, on a table above the editor."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.editor.game_link import EditorGame
from tabletop.engine.match import Match
from tabletop.games.registry import rules_for
from tabletop.language import _
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.play.table_launch import know_the_game, new_seed, playable
from tabletop.scenes.play.table_scene import TableScene


def start_test_drive(ctx: AppContext, game: EditorGame, layout: Mapping[str, Any]) -> TableScene | None:
    """A race on `layout` against computer players, on a table above the editor.

    The editor is the stack's home while it is below (`Scene.home_label`), so the
    results' back button and the pause menu's quit come back to it. The race is the
    editor's, not one of the player's games: it is not autosaved, so Continue still
    resumes the player's own unfinished game and Load game lists only what was saved.
    Ctrl+S saves it as any game, since the player asked for it.
    """
    if not playable(ctx, game.id):
        return None
    try:
        match = Match(rules_for(game.id), game.test_drive_setup(layout), new_seed())
    except ValueError as exc:
        ctx.stack.push(DialogScene(ctx, _("The race cannot start"), str(exc)))
        return None
    # A race driven is a game played: starting the game later asks no "New to ...?", which
    # would call it the player's first game.
    know_the_game(ctx, game.id)
    table = TableScene(ctx, match, autosaved=False)
    ctx.stack.push(table)
    return table
