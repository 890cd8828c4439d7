"""The data files' words on screen follow the language: New game and a guided game in French,
then in English again after a switch, with nothing cut at the smallest and the usual window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pygame_gui.elements import UIButton, UILabel, UITextBox

from tabletop.app import App
from tabletop.language import local, set_language
from tabletop.language.typography import NO_BREAK
from tabletop.scenes.menus.new_game import NewGameScene
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver, main_menu
from tests.scenes.pages.test_language_switch import SIZES, cut_texts


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def shown(driver: Driver) -> str:
    """Every word the widgets on screen show, one widget a line."""
    texts = []
    for sprite in driver.app.ctx.ui.get_sprite_group().sprites():
        if not sprite.alive() or not getattr(sprite, "visible", True):
            continue
        if isinstance(sprite, UITextBox):
            # A no-break space (a count held to its word: "6 joueurs") reads as a space.
            texts.append(sprite.html_text.replace(NO_BREAK, " "))
        elif isinstance(sprite, UIButton | UILabel):
            texts.append(str(sprite.text))
    return "\n".join(texts)


@pytest.mark.parametrize("size", SIZES)
def test_new_game_names_options_and_tracks_in_french_then_english(
    make_app: type[App], user_dir: Path, size: tuple[int, int]
) -> None:
    driver = main_menu(make_app, size)
    driver.app.ctx.speak("fr")
    driver.click_button("Nouvelle partie")
    assert isinstance(driver.top, NewGameScene)
    driver.click_id("#game_nascard")
    words = shown(driver)
    assert "Jouez haut, jouez atout et ménagez vos pneus. (1 à 6 joueurs)" in words
    options = {"Tours", "Cartes bonus", "Conseillées : 4, 7, 10, 13", "Bonus violet (si choisi)"}
    assert options <= set(words.split("\n"))
    assert "Bonus cards" not in words
    assert cut_texts(driver) == []
    driver.click_id("#game_mindcycling")
    assert "Étape de plaine" in shown(driver).split("\n")  # the track's title; its subtitle drawn below
    assert cut_texts(driver) == []
    # A switch while the screen is open lays it out again in English.
    driver.app.ctx.speak("en")
    driver.frames(1)
    words = shown(driver)
    assert "Flat stage" in words.split("\n") and "Étape" not in words
    driver.click_id("#game_nascard")
    assert "Bonus cards" in shown(driver) and "Cartes bonus" not in shown(driver)


def test_a_guided_game_teaches_in_french_and_its_seats_say_vous(make_app: type[App], user_dir: Path) -> None:
    driver = main_menu(make_app, (960, 600), instant=True)
    driver.app.ctx.speak("fr")
    driver.click_button("Apprendre à jouer")
    driver.click_id("#learn_mindcycling")
    driver.frames(2)
    table = driver.top
    assert isinstance(table, TableScene) and table.coach is not None
    assert local(table.match.setup.seats[0].name) == "Vous"
    titles = [local(text) for _title, text in table.coach.sections]
    # The first card: the welcome, the first move, or (the computer first) the first tip.
    french = ("Bienvenue dans Mind Cycling", "Glissez le cycliste", "Faites glisser",
              "Un cycliste sans personne")
    assert any(text.startswith(words) or words in text for text in titles for words in french), titles
    driver.app.ctx.speak("en")
    assert all("Bienvenue" not in local(text) for _title, text in table.coach.sections)


def test_seat_colours_are_named_in_french_then_english(make_app: type[App], user_dir: Path) -> None:
    driver = main_menu(make_app, (960, 600))
    driver.app.ctx.speak("fr")
    driver.click_button("Nouvelle partie")
    scene = driver.top
    assert isinstance(scene, NewGameScene)
    driver.click_id("#game_nascard")
    driver.click_id("#players_6")
    colours = [row.colour.selected_option[0] for row in scene.seat_rows]
    assert colours == ["Rouge", "Bleu", "Vert", "Jaune", "Violet", "Orange"]
    assert cut_texts(driver) == []
    driver.click_id("#game_mindcycling")
    row = scene.seat_rows[1].colour
    labels = {label for label, _id in row.options_list}
    assert labels == {"Rouge", "Blanc", "Violet", "Orange", "Noir", "Rose"}
    scene.set_colour(1, 0)  # two seats in red: the problem names the colour in French
    assert "ont la même couleur, Rouge :" in scene.message
    driver.app.ctx.speak("en")
    driver.frames(1)
    assert [row.colour.selected_option[0] for row in scene.seat_rows][:2] == ["Red", "Red"]
