"""The letter on each rider's token, which tells the helmets apart where colour cannot, is in the
language shown: French players read Y and W for Jaune and Blanc; now J and Bc, and the tokens
already on the track change their letters with the language."""

from __future__ import annotations

from tabletop.app import App
from tabletop.games.mcs.view import McsView
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.play.mcs.positions import anna_and_bob, on_the_table, played_until


def letters(scene: TableScene) -> dict[str, str]:
    """Each rider's letter as its token on the track shows it."""
    view = scene.view
    assert isinstance(view, McsView)
    return {colour: token.label for colour, token in view.tokens.items()}


def test_the_tokens_letters_follow_the_language(make_app: type[App]) -> None:
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    match = played_until(anna_and_bob(3), lambda m: len(m.state.order) == 4, 1, "the riders at the gate")
    scene = on_the_table(driver, match)
    assert letters(scene) == {"red": "R", "blue": "B", "yellow": "Y", "white": "W"}
    driver.app.ctx.speak("fr")
    driver.frames(2)
    assert letters(scene) == {"red": "R", "blue": "B", "yellow": "J", "white": "Bc"}
