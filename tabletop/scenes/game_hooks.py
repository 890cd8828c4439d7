"""The main menu's game entries: New game, Continue, Load game, Learn to play, Track editor.

The menu knows no game; `install()` registers these hooks with `menu_actions`
when the app starts. The scenes, the table and the games behind them are
imported when a hook first runs, so the menu shows without waiting for them.
"""

from __future__ import annotations

from tabletop import paths
from tabletop.scenes import menu_actions
from tabletop.scenes.context import AppContext


def install() -> None:
    menu_actions.register_new_game(open_new_game)
    menu_actions.register_continue(continue_game, has_autosave)
    menu_actions.register_load_game(open_load_game)
    menu_actions.register_learn(open_learn)
    menu_actions.register_track_editor(open_track_editor)


def has_autosave() -> bool:
    return paths.autosave_path().is_file()


def open_new_game(ctx: AppContext) -> None:
    from tabletop.content.problems import ContentError
    from tabletop.scenes.dialog import DialogScene
    from tabletop.scenes.new_game import NewGameScene

    try:
        scene = NewGameScene(ctx)
    except ContentError as exc:
        # The app's own game files are broken; say which lines rather than crash.
        ctx.stack.push(DialogScene(ctx, "The game files have problems", str(exc)))
        return
    ctx.stack.push(scene)


def open_load_game(ctx: AppContext) -> None:
    from tabletop.scenes.load_game import LoadGameScene

    ctx.stack.push(LoadGameScene(ctx))


def open_learn(ctx: AppContext) -> None:
    from tabletop.scenes.learn import LearnScene

    ctx.stack.push(LearnScene(ctx))


def open_track_editor(ctx: AppContext) -> None:
    from tabletop.scenes.editor_launch import open_editor_menu

    open_editor_menu(ctx)


def continue_game(ctx: AppContext) -> None:
    """Resume the autosave; a damaged one is explained and may be thrown away."""
    from tabletop import saves
    from tabletop.engine.match import SaveError
    from tabletop.scenes.save_trouble import show_trouble
    from tabletop.scenes.table_launch import open_table

    try:
        match = saves.load_autosave()
    except SaveError as exc:
        path = saves.autosave_path()
        which = saves.described(saves.read_info(path), unknown="The game in progress")
        message = (
            f"{which}, cannot be continued: {exc.summary}.\n\n"
            "Discard it to clear Continue from the menu, or keep it for now."
        )
        show_trouble(
            ctx, "Cannot continue", message, str(exc), path,
            [("Discard it", lambda: _discard_autosave(ctx)), ("Keep it", None)],
        )
        return
    open_table(ctx, match)


def _discard_autosave(ctx: AppContext) -> None:
    from tabletop import saves

    saves.clear_autosave()
    # The menu below was laid out (with Continue) before the file went.
    if ctx.stack.top is not None:
        ctx.stack.top.rebuild_ui()
