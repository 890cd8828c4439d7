"""The "you" ring means the player at the screen in every game, as in Race Day (see
test_raceday_you_marks): where several people share the screen, the one whose turn it is, so
no one's while a computer seat plays (Nascard and MotoX ringed whoever played last) and no
one's in a replay (they ringed whoever's cards it showed); alone with computers, that person's
throughout, whoever's cards a replay shows. Mind Cycling rings only the rider to move."""

from __future__ import annotations

import sys
from collections.abc import Callable

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mcs.view import McsView
from tabletop.games.mindcycling.view import MindCyclingView
from tabletop.games.motox.view import MotoXView
from tabletop.games.nascard.view import NascardView
from tabletop.games.registry import rules_for
from tabletop.games.setup import game_info, resolve_options
from tabletop.games.simulate import MatchBot
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver
from tests.scenes.tables import push_table

GAMES = ("nascard", "mcs", "mindcycling", "motox")
COMPUTER = 3
# Moves played before a position is taken: MotoX's pawns come on the track once it is built.
MOVES = {"motox": 60}


def seats(game: str, people: int) -> tuple[SeatSetup, ...]:
    """Four seats, the first `people` of them people's, the rest computers'."""
    colours = game_info(game).colours
    return tuple(
        SeatSetup(f"Player {n + 1}", False, colours[n]) if n < people
        else SeatSetup(f"Computer {n + 1}", True, colours[n], level="normal")
        for n in range(4)
    )


def played_until(game: str, people: int, stop: Callable[[Match], bool]) -> Match:
    """A match played by computers until `stop(match)`, some of the people's moves made."""
    setup = Setup(seats(game, people), resolve_options(game, 4, {}))
    match = Match(rules_for(game), setup, 3)
    bots = [MatchBot(match, seat) for seat in range(4)]
    while len(match.steps) < MOVES.get(game, 12) or not stop(match):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.rules, match.rules.view(match.state, seat), seat))
    return match


def to_act(seat: int) -> Callable[[Match], bool]:
    return lambda match: match.to_act() == (seat,)


def piece_seats(scene: TableScene) -> dict[tuple[int, int, int, int], int]:
    """Each piece's screen box, and the seat it is whose."""
    view = scene.view
    if isinstance(view, MotoXView):
        return {tuple(p.screen_rect()): seat for seat, p in view.pieces.pawns.items()}  # type: ignore[misc]
    state = view.state  # type: ignore[attr-defined]
    if isinstance(view, NascardView):
        owner = {player.car: seat for seat, player in enumerate(state.players)}
        return {tuple(car.screen_rect()): owner[key] for key, car in view.cars.items() if key in owner}  # type: ignore[misc]
    if isinstance(view, McsView):
        owner = {c: seat for seat, player in enumerate(state.players) for c in player.colours}
        return {tuple(t.screen_rect()): owner[c] for c, t in view.tokens.items()}  # type: ignore[misc]
    assert isinstance(view, MindCyclingView)
    team = {rider.id: rider.team for rider in state.riders}
    return {tuple(r.screen_rect()): team[key] for key, r in view.riders.items()}  # type: ignore[misc]


def ringed(driver: Driver, scene: TableScene) -> set[int]:
    """The seats whose pieces the gold ring is drawn round."""
    rings: list[pygame.Rect] = []
    with pytest.MonkeyPatch.context() as patch:
        game = scene.match.game_id
        for name, module in list(sys.modules.items()):
            if name.startswith(f"tabletop.games.{game}.") and hasattr(module, "draw_you_marker"):
                patch.setattr(module, "draw_you_marker", lambda surface, rect: rings.append(rect))
        scene.backdrop.forget()
        scene.draw(driver.app.screen)
    owners = piece_seats(scene)
    return {owners[tuple(rect)] for rect in rings}  # type: ignore[index]


def open_match(make_app: type[App], match: Match) -> tuple[Driver, TableScene]:
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    scene = push_table(driver, match)
    if isinstance(driver.top, HandoffScene):  # a game with secrets, the next person called
        driver.key(pygame.K_RETURN)
        driver.frames(2)
    return driver, scene


@pytest.mark.parametrize("game", GAMES)
def test_nobody_is_ringed_while_a_computer_plays(make_app: type[App], held: None, game: str) -> None:
    match = played_until(game, 3, lambda m: to_act(COMPUTER)(m) and m.last_human_seat() is not None)
    driver, scene = open_match(make_app, match)
    assert ringed(driver, scene) == set()


@pytest.mark.parametrize("game", GAMES)
def test_the_person_to_play_is_ringed(make_app: type[App], held: None, game: str) -> None:
    driver, scene = open_match(make_app, played_until(game, 3, to_act(1)))
    assert scene.viewer == 1
    assert ringed(driver, scene) == {1}


@pytest.mark.parametrize("game", [game for game in GAMES if game != "mindcycling"])
def test_one_person_is_ringed_throughout(make_app: type[App], held: None, game: str) -> None:
    driver, scene = open_match(make_app, played_until(game, 1, to_act(2)))
    assert ringed(driver, scene) == {0}


def test_mind_cycling_rings_the_one_persons_rider_to_move_only(make_app: type[App], held: None) -> None:
    driver, scene = open_match(make_app, played_until("mindcycling", 1, to_act(0)))
    assert ringed(driver, scene) == {0}
    driver, scene = open_match(make_app, played_until("mindcycling", 1, to_act(2)))
    assert ringed(driver, scene) == set()


def replay(driver: Driver, match: Match) -> ReplayScene:
    scene = ReplayScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    return scene


@pytest.mark.parametrize("game", GAMES)
def test_nobody_is_ringed_in_a_shared_game_s_replay(make_app: type[App], game: str) -> None:
    match = played_until(game, 3, to_act(COMPUTER))
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    scene = replay(driver, match)
    scene.go_to(MOVES.get(game, 12) - 4)
    for _step in range(8):
        driver.settle(scene.animator)
        assert ringed(driver, scene) == set()
        driver.key(pygame.K_RIGHT)


@pytest.mark.parametrize("game", ["nascard", "mcs", "motox"])
def test_the_one_person_is_ringed_in_a_replay_whoever_s_cards_it_shows(
    make_app: type[App], game: str
) -> None:
    match = played_until(game, 1, lambda m: m.outcome() is not None)
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    scene = replay(driver, match)
    scene.go_to(MOVES.get(game, 12))
    for _watched in scene.choices():  # nobody's cards, then each seat's (a computer's too)
        scene.next_viewer()
        driver.settle(scene.animator)
        assert ringed(driver, scene) == {0}, scene.viewer


@pytest.mark.parametrize("game", ["nascard", "mcs"])
def test_the_ring_stays_on_the_seat_that_moved_until_its_move_is_shown(
    make_app: type[App], held: None, game: str
) -> None:
    """The ring moved to the next seat (or left the table) as soon as the move was made, while
    its cards were still flying: it follows the table, as the seat panel does."""
    def moving(match: Match) -> bool:  # a pass moves nothing: one to act with cards to play
        legal = match.rules.legal_actions(match.state, 1)
        return to_act(1)(match) and not any("Pass" in type(action).__name__ for action in legal)

    driver, scene = open_match(make_app, played_until(game, 3, moving))
    assert ringed(driver, scene) == {1}
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)  # the keyboard list's first move
    assert scene.match.last_human_seat() == 1 and scene.animator.busy
    assert scene.match.to_act() != (1,)
    assert ringed(driver, scene) == {1}
    driver.settle(scene.animator)
    assert 1 not in ringed(driver, scene)
