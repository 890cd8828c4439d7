"""Putting a match on the table, wherever it comes from: new game, load, continue, play again."""

from __future__ import annotations

import random

from tabletop.content.problems import ContentError
from tabletop.engine.contract import Setup
from tabletop.engine.match import Match
from tabletop.games.playable import refusal, require_playable
from tabletop.games.registry import rules_for
from tabletop.language import _
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.tutorial.catalogue import resumed_coach, start_tutorial
from tabletop.tutorial.coach import Coach


def new_seed() -> int:
    """A seed no one can predict; it goes into the save, so the game can still be replayed."""
    return random.SystemRandom().randrange(2**63)


def start_match(ctx: AppContext, game_id: str, setup: Setup, *, autosaved: bool = True) -> Match | None:
    """A fresh match of `setup` on the table; None (with a dialog saying why) if the rules refuse it.
    `autosaved`: see `TableScene`."""
    if not playable(ctx, game_id):
        return None
    try:
        match = Match(rules_for(game_id), setup, new_seed())
    except ValueError as exc:
        ctx.stack.push(DialogScene(ctx, _("The game cannot start"), str(exc)))
        return None
    open_table(ctx, match, autosaved=autosaved)
    return match


def playable(ctx: AppContext, game_id: str) -> bool:
    """Whether `game_id` may start on the data as it stands; if not, a dialog says what is wrong where."""
    try:
        require_playable(game_id)
    except ContentError as exc:
        ctx.stack.push(DialogScene(ctx, _("The game files have problems"), refusal(game_id, exc)))
        return False
    return True


def start_guided_game(ctx: AppContext, game_id: str) -> None:
    """A game's guided first game on the table, or a dialog naming what is wrong with its file."""
    try:
        match, coach = start_tutorial(game_id)
    except (ContentError, ValueError) as exc:
        ctx.stack.push(DialogScene(ctx, _("The lesson cannot start"), str(exc)))
        return
    # A lesson taken is a first game played: starting the game later asks no "New to ...?".
    know_the_game(ctx, game_id)
    open_table(ctx, match, coach)


def know_the_game(ctx: AppContext, game_id: str) -> None:
    """Remember, in the settings, that the player has met `game_id`: its lesson offered or taken."""
    if game_id not in ctx.settings.tutorials_offered:
        ctx.update_settings(tutorials_offered=(*ctx.settings.tutorials_offered, game_id))


def open_table(ctx: AppContext, match: Match, coach: Coach | None = None, *, autosaved: bool = True) -> None:
    """Show `match` on a fresh table directly above the main menu.

    Whatever led here (the setup form, the load list, a results screen, a pause
    menu over an older game) is closed, so leaving the table returns to the menu.
    A lesson continued or loaded comes back with its coach.
    """
    stack = ctx.stack
    if len(stack):
        stack.pop_to(stack.home)
    coach = coach if coach is not None else resumed_coach(match)
    stack.push(TableScene(ctx, match, coach, autosaved=autosaved))
