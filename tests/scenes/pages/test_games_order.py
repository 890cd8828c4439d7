"""The games come in one order wherever they are listed: New game's, and so the rules help's and
Learn to play's, in every language (a French title must not reorder the rules' list)."""

from __future__ import annotations

import pytest

from tabletop.language import set_language
from tabletop.scenes.menus.learn import LearnScene
from tabletop.scenes.menus.new_game import NewGameScene
from tabletop.scenes.pages.rules_help import RulesHelpScene
from tests.scenes.driver import Driver


@pytest.mark.parametrize("code", ["en", "fr"])
def test_rules_help_and_learn_to_play_list_the_games_in_new_game_s_order(menu: Driver, code: str) -> None:
    menu.app.ctx.speak(code)
    try:
        menu.click_button("New game" if code == "en" else "Nouvelle partie")
        form = menu.top
        assert isinstance(form, NewGameScene)
        new_game = [info.id for info in form.games]
        rules = RulesHelpScene(menu.app.ctx)
        menu.app.ctx.stack.push(rules)
        menu.frames(1)
        learn = LearnScene(menu.app.ctx)
        assert [page.path.stem for page in rules.pages] == new_game
        assert learn.games == new_game  # every game has its lesson
    finally:
        set_language("en")
