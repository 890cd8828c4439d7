"""Race Day and MotoX on the table in French: the banner, the seat rows, the tray's words and
the keyboard list read French at the smallest window and the usual one, a seat named "Vous"
is spoken to, and every label fits."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.common_events import FirstRolled
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.motox.events import DiceRolled, face_words
from tabletop.games.motox.rules import MotoXRules
from tabletop.games.motox.state import DECIDE, MOVE
from tabletop.games.motox.view.table_view import MotoXView
from tabletop.games.registry import rules_for
from tabletop.games.simulate import MatchBot
from tabletop.language import set_language
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import main_menu
from tests.scenes.pages.test_language_switch import cut_texts
from tests.scenes.tables import push_table, start_table

SIZES = [(960, 600), (1280, 720)]
SEATS = (SeatSetup("Vous", False, "red"), SeatSetup("Anna", True, "blue"), SeatSetup("Élodie", True, "green"))


@pytest.fixture(autouse=True)
def french() -> Iterator[None]:
    yield
    set_language("en")


def table_in_french(make_app: type[App], size: tuple[int, int], game: str) -> TableScene:
    """A new `game` on the table in French at `size`, the seat named "Vous" to act first."""
    driver = main_menu(make_app, size, instant=True)
    driver.app.ctx.speak("fr")
    scene = start_table(driver, game, SEATS, seed=4)
    driver.frames(400)  # the opening toasts fade and the table settles
    assert scene.match.to_act() == (0,)
    assert cut_texts(driver) == []
    return scene


def picker_words(scene: TableScene) -> list[str]:
    return [words for words, _action in scene.picker.items]


@pytest.mark.parametrize("size", SIZES)
def test_race_day_reads_french_on_the_table(make_app: type[App], size: tuple[int, int]) -> None:
    scene = table_in_french(make_app, size, "raceday")
    assert scene.banner.message.startswith("Vous : cliquez sur « Lancer pour la pole »")
    assert picker_words(scene) == ["Lancer pour la pole"]
    rows = scene.view.seat_rows(scene.match.state, scene.match.to_act())
    # Each line goes on from the seat's name above it, the verb agreeing with "Vous".
    lines = {row.name: row.fields for row in rows}
    assert lines == {
        "Vous": ("devez lancer pour la pole",),
        "Anna": ("doit lancer pour la pole",),
        "Élodie": ("doit lancer pour la pole",),
    }
    assert scene.view.tray_lines == [("Lancer pour la pole", scene.view.tray_lines[0][1])]


@pytest.mark.parametrize("size", SIZES)
def test_motox_reads_french_on_the_table(make_app: type[App], size: tuple[int, int]) -> None:
    scene = table_in_french(make_app, size, "motox")
    assert scene.banner.message == "Vous : lancez pour savoir qui commence"
    assert picker_words(scene) == ["Lancer pour commencer"]
    rows = scene.view.seat_rows(scene.match.state, scene.match.to_act())
    assert [row.fields for row in rows] == [
        ("devez lancer pour commencer",), ("doit lancer pour commencer",),
        ("doit lancer pour commencer",),
    ]
    scene.match.apply(0, next(iter(scene.rules.legal_actions(scene.match.state, 0))))
    state = scene.match.state
    said = scene.view.seat_rows(state, scene.match.to_act())[0].fields[0]
    assert said == f"avez fait un {face_words(state.bikes[0].first_roll)}"


@pytest.mark.parametrize("size", SIZES)
def test_a_motox_race_names_its_tiles_in_french(make_app: type[App], size: tuple[int, int]) -> None:
    """Mid-race, the log names each tile laid in French ("l'As des Lunes"), and the table fits."""
    driver = main_menu(make_app, size, instant=True)
    driver.app.ctx.speak("fr")
    rules = rules_for("motox")
    match = Match(rules, Setup((SEATS[0], SEATS[1], SEATS[2])), 4)
    bots = [MatchBot(match, seat) for seat in range(3)]
    while match.state.phase != MOVE or match.to_act() != (0,):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
    scene = push_table(driver, match)
    driver.frames(400)
    told = " ".join(entry.text for entry in scene.log.entries)
    assert " des Soleils" in told or " des Lunes" in told or " des Couronnes" in told or " des Armes" in told
    assert not any(word in told for word in ("Suns", "Moons", "Crowns", "Arms", " of "))
    assert cut_texts(driver) == []
    shots = Path(__file__).resolve().parents[3] / "build" / "shots"
    shots.mkdir(parents=True, exist_ok=True)
    pygame.image.save(driver.app.screen, str(shots / f"motox_fr_{size[0]}x{size[1]}.png"))


def test_the_motox_dice_tray_speaks_french_with_french_colons(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The tray says who rolls for first in French, and a roll as "Vous : 3, 5", a space before
    the colon as everywhere else in French."""
    scene = table_in_french(make_app, (1280, 720), "motox")
    view = scene.view
    assert isinstance(view, MotoXView)
    said: list[str] = []
    monkeypatch.setattr(view.animations, "_tray", lambda line, _shown, rolling=False: said.append(line))
    events = [FirstRolled(0, "Vous", 4, "first player"), DiceRolled(0, "Vous", (3, 5), 0, False)]
    for event in events:
        for animation in view.animations.of(event, scene.match.state):
            while not animation.done:
                animation.advance(1.0)
    assert said[0] == "Vous lancez pour commencer…"
    assert said[-1] == "Vous : 3, 5"


def test_motox_says_1re_place_for_the_leader_and_1er_of_a_rider(make_app: type[App]) -> None:
    """"Place" is feminine: the leader's banner reads "1re place"; the seat row, said of the
    rider, keeps "1er"."""
    driver = main_menu(make_app, (960, 600), instant=True)
    driver.app.ctx.speak("fr")
    rules = rules_for("motox")
    match = Match(rules, Setup((SEATS[0], SEATS[1], SEATS[2])), 4)
    bots = [MatchBot(match, seat) for seat in range(3)]
    while match.state.phase != DECIDE or match.to_act() != (0,):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
    state = match.state
    course = state.course()
    me = state.bikes[0]
    leader = max(state.bikes, key=lambda bike: course.progress(bike.space))
    me.space, leader.space = leader.space, me.space
    assert isinstance(rules, MotoXRules) and rules.race_ranks(state)[0] == 1
    scene = push_table(driver, match)
    driver.frames(400)
    assert scene.banner.message.startswith("Vous : 1re place — lancez"), scene.banner.message
    rows = scene.view.seat_rows(scene.match.state, scene.match.to_act())
    assert rows[0].fields[0].split(" · ")[0] in ("1er", "1er (ex æquo)")  # level with another bike or not


@pytest.mark.parametrize("game", ["raceday", "motox"])
def test_in_english_the_roll_for_first_goes_on_from_the_seats_name(make_app: type[App], game: str) -> None:
    """"You / have yet to roll for the pole", never the fragment "You / to roll for the pole"."""
    driver = main_menu(make_app, (960, 600), instant=True)
    seats = (SeatSetup("You", False, "red"), SeatSetup("Anna", True, "blue"), SeatSetup("Ed", True, "green"))
    scene = start_table(driver, game, seats, seed=4)
    aim = "the pole" if game == "raceday" else "first player"
    lines = {row.name: row.fields for row in scene.view.seat_rows(scene.match.state, scene.match.to_act())}
    assert lines["You"] == (f"have yet to roll for {aim}",)
    assert lines["Anna"] == (f"has yet to roll for {aim}",)
