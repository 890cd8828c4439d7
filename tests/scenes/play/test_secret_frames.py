"""Random walks through the table's operations in hot-seat games, watching every frame.

Hot seat keeps one rule: a seat's secrets are drawn only after that seat's player
confirmed a hand-off, and while nobody else can have been at the screen since.
Anything laid over the table (a hand-off, the pause menu, rules, settings, the
saves) may end with someone else in front of it, and so does a new table (load,
Continue, play again).

The walk plays legal moves from the keyboard, undoes by Ctrl+Z and from the menu,
saves, loads, continues from the main menu, opens settings and rules and comes
back, in 2- and 3-human games. A witness, which knows nothing of the table's own
bookkeeping, follows who confirmed the last hand-off and, after every frame,
looks at the card faces actually drawn in it: none may be a card hidden from that
player (by the full position) all along since they confirmed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.games.mcs.state import McsState
from tabletop.games.mcs.view import art as mcs_face_art
from tabletop.games.nascard.state import NascardState
from tabletop.games.nascard.view import animation as nascard_view
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.menus.load_game import LoadGameScene
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.results import ResultsScene
from tabletop.scenes.play.table_launch import start_match
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.machinery.backdrop import Backdrop
from tabletop.table.pieces.card_sprite import CardSprite
from tabletop.table.pieces.piles import PileSprite
from tests.scenes.driver import Driver

Card = tuple[str, int]  # ("kind", number): what a drawn face shows
Faces = dict[int, tuple[pygame.Surface, Card]]  # id of a face surface -> (it, what it shows)


# --- what each game hides, and how its faces are told apart ---------------------------------


def nascard_secrets(state: NascardState, seat: int | None) -> set[Card]:
    hidden = list(state.deck) + list(state.rival_cards.values())
    for player in state.players:
        if player.seat != seat:
            hidden += player.hand + player.blistered
    return {("card", n) for n in hidden}


def nascard_faces(monkeypatch: pytest.MonkeyPatch, known: Faces) -> None:
    card_of: dict[object, int] = {}
    real_face, real_render = nascard_view.driving_face, nascard_view.render_face

    def driving_face(parts: Any, card: int) -> Any:
        face = real_face(parts, card)
        card_of[face] = card
        return face

    def render_face(face: Any, *args: Any) -> pygame.Surface:
        surface = real_render(face, *args)
        if face in card_of:
            known[id(surface)] = (surface, ("card", card_of[face]))
        return surface

    monkeypatch.setattr(nascard_view, "driving_face", driving_face)
    monkeypatch.setattr(nascard_view, "render_face", render_face)


def mcs_secrets(state: McsState, seat: int | None) -> set[Card]:
    hidden: set[Card] = {("racing", n) for n in state.deck}
    for player in state.players:
        if player.seat != seat:
            hidden |= {("racing", n) for n in player.hand}
    for owner, chosen in state.choices.items():
        if owner != seat:
            kind = "rider" if state.phase == "gate" else "racing"
            hidden |= {(kind, n) for n in chosen}
    att = state.attempt
    if att is not None:
        for colour, value in ((att.charger, att.charge), (att.holder, att.hold)):
            if value and value > 0 and state.riders[colour].seat != seat:
                hidden.add(("racing", value))
    return hidden


def mcs_faces(monkeypatch: pytest.MonkeyPatch, known: Faces) -> None:
    real_racing, real_rider = mcs_face_art.racing_face, mcs_face_art.rider_face

    def racing_face(parts: Any, number: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = real_racing(parts, number, *args, **kwargs)
        known[id(surface)] = (surface, ("racing", number))
        return surface

    def rider_face(parts: Any, value: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = real_rider(parts, value, *args, **kwargs)
        known[id(surface)] = (surface, ("rider", value))
        return surface

    monkeypatch.setattr(mcs_face_art, "racing_face", racing_face)
    monkeypatch.setattr(mcs_face_art, "rider_face", rider_face)


@dataclass(frozen=True)
class Game:
    game_id: str
    setup: Setup
    secrets: Callable[[Any, int | None], set[Card]]
    faces: Callable[[pytest.MonkeyPatch, Faces], None]


def humans(*names: str) -> tuple[SeatSetup, ...]:
    colours = ("red", "blue", "green", "yellow")
    return tuple(SeatSetup(name, False, colour) for name, colour in zip(names, colours, strict=False))


NASCARD_2 = Game("nascard", Setup(humans("Anna", "Bob"), {"laps": 1}), nascard_secrets, nascard_faces)
NASCARD_3 = Game(
    "nascard",
    Setup((*humans("Anna", "Bob", "Clara"), SeatSetup("Otto", True, "yellow")), {"laps": 1, "rivals": True}),
    nascard_secrets,
    nascard_faces,
)
MCS_2 = Game(
    "mcs",
    Setup((SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "yellow")), {"mode": "match"}),
    mcs_secrets,
    mcs_faces,
)


# --- the witness ---------------------------------------------------------------------------------


class Witness:
    """Who confirmed the last hand-off, and whether any frame drew what they may not see."""

    def __init__(self, driver: Driver, game: Game) -> None:
        self.driver = driver
        self.game = game
        self.faces: Faces = {}
        self.drawn: set[int] = set()
        self.in_backdrop: set[int] = set()  # faces in the table's kept backdrop
        self.table: TableScene | None = None
        self.confirmed: int | None = None
        self.hidden_since: set[Card] | None = None  # hidden from `confirmed` at every frame since
        self.doing = "start"
        self.leaks: list[str] = []
        self.own_frames = 0  # frames that drew a confirmed player's own secret cards

    def confirmed_by(self, name: str) -> None:
        assert self.table is not None
        names = [seat.name for seat in self.table.match.setup.seats]
        self.confirmed = names.index(name)
        self.hidden_since = None

    def forget(self) -> None:
        self.confirmed = None
        self.hidden_since = None

    def after_frame(self) -> None:
        stack = self.driver.app.ctx.stack
        tables = [scene for scene in stack.scenes if isinstance(scene, TableScene)]
        table = tables[-1] if tables else None
        if table is not self.table:
            self.table = table
            self.forget()
        if table is None:
            return
        if stack.top is not table:
            self.forget()
        state = table.match.state
        hidden = self.game.secrets(state, self.confirmed)
        self.hidden_since = hidden if self.hidden_since is None else self.hidden_since & hidden
        shown = {self.faces[i][1] for i in self.drawn if i in self.faces}
        who = "nobody" if self.confirmed is None else table.match.setup.seats[self.confirmed].name
        leaked = shown & self.hidden_since
        if leaked:
            self.leaks.append(f"after {self.doing}: {sorted(leaked)} drawn with {who} confirmed")
        for told in (table.viewer, getattr(table.view, "viewer", None)):
            if told not in (None, self.confirmed):
                self.leaks.append(f"after {self.doing}: the table draws for seat {told} with {who} confirmed")
        if shown & self.game.secrets(state, None):
            self.own_frames += 1


@pytest.fixture
def watched(make_app: type[App], monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[Game], Witness]]:
    """An app whose every frame is checked by a witness for the given game."""
    game_hooks.install()

    def open_app(game: Game) -> Witness:
        driver = Driver(make_app((1024, 640)))
        witness = Witness(driver, game)
        game.faces(monkeypatch, witness.faces)

        real_confirm = HandoffScene.confirm

        def confirm(scene: HandoffScene) -> None:
            witness.confirmed_by(scene.name)
            real_confirm(scene)

        real_card_draw, real_pile_draw = CardSprite.draw, PileSprite.draw

        def card_draw(sprite: CardSprite, surface: pygame.Surface) -> None:
            if sprite.visible and sprite.face_up:
                witness.drawn.add(id(sprite.front))
            real_card_draw(sprite, surface)

        def pile_draw(pile: PileSprite, surface: pygame.Surface) -> None:
            if pile.top is not None:
                witness.drawn.add(id(pile.top))
            real_pile_draw(pile, surface)

        real_backdrop_draw = Backdrop.draw

        def backdrop_draw(backdrop: Backdrop, surface: pygame.Surface, view: object) -> None:
            # The backdrop keeps what it painted and shows it in later frames without drawing
            # it again: those frames show the faces it painted, too.
            before = backdrop._key
            real_backdrop_draw(backdrop, surface, view)
            if backdrop._key != before:
                witness.in_backdrop = set(witness.drawn)
            witness.drawn |= witness.in_backdrop

        monkeypatch.setattr(HandoffScene, "confirm", confirm)
        monkeypatch.setattr(Backdrop, "draw", backdrop_draw)
        monkeypatch.setattr(CardSprite, "draw", card_draw)
        monkeypatch.setattr(PileSprite, "draw", pile_draw)
        real_step = driver.app.step

        def step(dt: float) -> None:
            witness.drawn.clear()
            real_step(dt)
            witness.after_frame()

        monkeypatch.setattr(driver.app, "step", step)
        driver.frames(1)
        return witness

    yield open_app


# --- the walk -------------------------------------------------------------------------------------


class Walk:
    def __init__(self, witness: Witness, seed: int) -> None:
        self.witness = witness
        self.driver = witness.driver
        self.rng = random.Random(seed)
        self.moves = 0
        self.done: list[str] = []

    def table(self) -> TableScene:
        table = self.witness.table
        assert table is not None
        return table

    def new_game(self) -> None:
        start_match(self.driver.app.ctx, self.witness.game.game_id, self.witness.game.setup)
        self.driver.frames(3)

    def from_menu(self, *entries: str) -> None:
        """Esc for the pause menu, then its entries (and sub-screens' buttons) in turn."""
        self.driver.key(pygame.K_ESCAPE)
        for entry in entries:
            if entry not in self.driver.button_texts():
                return
            self.driver.click_button(entry)

    def play(self) -> None:
        """A legal move of the player at the screen, picked from the keyboard list."""
        table = self.table()
        count = len(table.picker.items)
        self.driver.key(pygame.K_TAB)
        for _ in range(self.rng.randrange(min(count, 4))):
            self.driver.key(pygame.K_DOWN)
        self.driver.key(pygame.K_RETURN)
        self.moves += 1

    def load(self) -> None:
        self.from_menu("Load")
        top = self.driver.top
        if isinstance(top, LoadGameScene):
            chosen = top.chosen
            self.driver.click_button("Open" if chosen is not None and chosen.problem is None else "Back")

    def continue_from_menu(self) -> None:
        self.from_menu("Quit to menu")
        self.driver.frames(2)
        if "Continue" in self.driver.button_texts():
            self.driver.click_button("Continue")
        else:
            self.new_game()

    def options(self, at_table: bool) -> list[tuple[str, Callable[[], None], int]]:
        key = self.driver.key
        # Undo is likeliest to cross a hand-off, where it matters most, right after a move.
        undo = 3 if at_table else 5
        found = [
            ("undo by key", lambda: key(pygame.K_z, pygame.KMOD_CTRL), undo),
            ("undo from the menu", lambda: self.from_menu("Undo"), undo),
            ("save by key", lambda: key(pygame.K_s, pygame.KMOD_CTRL), 1),
            ("save from the menu", lambda: self.from_menu("Save"), 1),
            ("load", self.load, 2),
            ("quit to menu and Continue", self.continue_from_menu, 2),
            ("settings and back", lambda: self.from_menu("Settings", "Back", "Resume"), 1),
            ("rules and back", lambda: self.from_menu("Rules", "Back", "Resume"), 1),
            ("menu and resume", lambda: self.from_menu("Resume"), 1),
        ]
        top = self.driver.top
        if isinstance(top, HandoffScene):
            name = top.name
            found.append((f"confirm {name}", lambda: self.driver.click_button(f"I am {name}"), 10))
        elif at_table and self.table().picker.items:
            found.append(("play", self.play, 14))
        else:
            found.append(("wait", lambda: self.driver.frames(self.rng.randrange(5, 40)), 10))
        return found

    def step(self) -> None:
        top = self.driver.top
        if isinstance(top, ResultsScene):
            self.witness.doing = "play again"
            self.driver.click_button("Play again")
            return
        if isinstance(top, MainMenu):
            self.witness.doing = "new game"
            self.new_game()
            return
        if not isinstance(top, TableScene | HandoffScene):
            self.witness.doing = f"Esc on {type(top).__name__}"
            self.driver.key(pygame.K_ESCAPE)
            return
        choices = self.options(isinstance(top, TableScene))
        name, action, _ = self.rng.choices(choices, weights=[w for _, _, w in choices])[0]
        self.witness.doing = name
        self.done.append(name)
        action()
        self.driver.frames(self.rng.randrange(1, 4))


@pytest.mark.parametrize(
    ("game", "seed"),
    [(NASCARD_2, 1), (NASCARD_3, 2), (MCS_2, 3)],
    ids=["nascard-2-humans", "nascard-3-humans", "mcs-2-humans"],
)
def test_no_frame_draws_a_secret_of_anyone_but_the_confirmed_player(
    watched: Callable[[Game], Witness], game: Game, seed: int
) -> None:
    witness = watched(game)
    walk = Walk(witness, seed)
    walk.new_game()
    for _ in range(80):
        walk.step()
        assert not witness.leaks, witness.leaks[:3]
    # The walk did what it is for: moves made, hands shown, every operation tried.
    assert walk.moves >= 5 and witness.own_frames > 50, (walk.moves, witness.own_frames)
    assert {"undo by key", "undo from the menu", "load", "quit to menu and Continue"} <= set(walk.done)
