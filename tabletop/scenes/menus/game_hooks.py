"""The main menu's game entries: New game, Continue, Load game, Learn to play, Track editor.

The menu knows no game; `install()` registers these hooks with `menu_actions`
when the app starts, and `install_table_exits()` tells the table where it leads.
The scenes, the table and the games behind them are imported when a hook first
runs, so the menu shows without waiting for them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop import paths
from tabletop.language import N_, _
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.menus import menu_actions
from tabletop.scenes.play import table_exits

if TYPE_CHECKING:
    from tabletop.engine.match import Match
    from tabletop.scenes.machinery.base import Scene
    from tabletop.tutorial.coach import Coach


def install() -> None:
    menu_actions.register_new_game(open_new_game)
    menu_actions.register_continue(continue_game, has_autosave)
    menu_actions.register_load_game(open_load_game)
    menu_actions.register_learn(open_learn)
    menu_actions.register_track_editor(open_track_editor)


def install_table_exits() -> None:
    table_exits.register(
        table_exits.TableExits(results=results_scene, load_game=load_game_scene, new_game=new_game_of)
    )


def results_scene(ctx: AppContext, match: Match, coach: Coach | None, autosaved: bool) -> Scene:
    from tabletop.scenes.play.results import ResultsScene

    return ResultsScene(ctx, match, coach, autosaved=autosaved)


def new_game_of(ctx: AppContext, game_id: str) -> None:
    """The menu, and over it the New game form on `game_id`."""
    ctx.stack.pop_to(ctx.stack.home)
    open_new_game(ctx)
    from tabletop.scenes.menus.new_game import NewGameScene

    form = ctx.stack.top
    if isinstance(form, NewGameScene):
        form.choose_game(game_id)


def load_game_scene(ctx: AppContext) -> Scene:
    from tabletop.scenes.menus.load_game import LoadGameScene

    return LoadGameScene(ctx)


def has_autosave() -> bool:
    return paths.autosave_path().is_file()


def open_new_game(ctx: AppContext) -> None:
    from tabletop.content.problems import ContentError
    from tabletop.scenes.machinery.dialog import DialogScene
    from tabletop.scenes.menus.new_game import NewGameScene

    try:
        scene = NewGameScene(ctx)
    except ContentError as exc:
        # The app's own game files are broken; say which lines rather than crash.
        ctx.stack.push(DialogScene(ctx, _("The game files have problems"), str(exc)))
        return
    ctx.stack.push(scene)


def open_load_game(ctx: AppContext) -> None:
    ctx.stack.push(load_game_scene(ctx))


def open_learn(ctx: AppContext) -> None:
    from tabletop.scenes.menus.learn import LearnScene

    ctx.stack.push(LearnScene(ctx))


def open_track_editor(ctx: AppContext) -> None:
    from tabletop.scenes.editor.editor_launch import open_editor_menu

    open_editor_menu(ctx)


def continue_game(ctx: AppContext) -> None:
    """Resume the autosave; a damaged one is explained and may be thrown away."""
    from tabletop.engine.match import SaveError
    from tabletop.files import saves
    from tabletop.scenes.menus.save_trouble import show_trouble
    from tabletop.scenes.play.table_launch import open_table

    try:
        match = saves.load_autosave()
    except SaveError as exc:
        path = saves.autosave_path()
        which = saves.described(saves.read_info(path), unknown=_("The game in progress"))
        message = (
            _("{save}, cannot be continued: {reason}.").format(save=which, reason=_(exc.summary)) + "\n\n"
            + _("Discard it to clear Continue from the menu, or keep it for now.")
        )
        show_trouble(
            ctx, _("Cannot continue"), message, str(exc), path,
            [(N_("Discard it"), lambda: _discard_autosave(ctx)), (N_("Keep it"), None)],
        )
        return
    open_table(ctx, match)


def _discard_autosave(ctx: AppContext) -> None:
    from tabletop.files import saves

    saves.clear_autosave()
    # The menu below was laid out (with Continue) before the file went.
    if ctx.stack.top is not None:
        ctx.stack.top.rebuild_ui()
