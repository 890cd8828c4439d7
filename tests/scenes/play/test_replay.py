"""The replay, driven with real posted events: the table and its log in step with the moves,
read-only, playing at its speeds, with the results chart; reached from the results and Load."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.files import saves
from tabletop.games.registry import rules_for
from tabletop.games.simulate import play_match
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.menus.load_game import LoadGameScene
from tabletop.scenes.play.replay_scene import NOT_HERE, ReplayScene
from tabletop.scenes.play.results import ResultsScene
from tests.scenes.driver import Driver
from tests.scenes.play.replay_walk import open_replay

SEATS = (
    SeatSetup("Anna", False, "blue"), SeatSetup("Bob", True, "orange"), SeatSetup("Clara", True, "purple")
)


@pytest.fixture(scope="module")
def finished() -> Match:
    return play_match(rules_for("nascard"), Setup(SEATS, {"laps": 1}), 11)


@pytest.fixture
def results(make_app: type[App], finished: Match) -> Driver:
    game_hooks.install()
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, finished))
    driver.frames(3)
    return driver


def replay_of(driver: Driver) -> ReplayScene:
    scene = driver.top
    assert isinstance(scene, ReplayScene)
    return scene


def fresh(match: Match, moves: int) -> Match:
    again = Match(match.rules, match.setup, match.seed)
    for step in match.steps[:moves]:
        again.apply(step.seat, step.action)
    return again


def assert_in_step(driver: Driver, finished: Match) -> None:
    """The table shows the position a fresh replay of its moves reaches, and its log tells those moves."""
    scene = replay_of(driver)
    driver.settle(scene.animator)
    moves = scene.position
    assert repr(scene.match.state) == repr(fresh(finished, moves).state)
    steps = finished.steps[:moves]
    told = [event.seen_by(scene.viewer).describe() for step in steps for event in step.events]
    assert [entry.text for entry in scene.log.entries[1:]] == told
    assert scene.scrubber.position == moves


def test_watch_the_replay_steps_jumps_and_keeps_the_log_in_step(results: Driver, finished: Match) -> None:
    results.click_button("Watch the replay")
    scene = replay_of(results)
    assert scene.position == 0 and scene.timeline.length == len(finished.steps)
    for _ in range(3):
        results.key(pygame.K_RIGHT)
    assert scene.position == 3
    assert_in_step(results, finished)
    results.key(pygame.K_LEFT)
    assert scene.position == 2
    assert_in_step(results, finished)
    results.click_button("Forward")
    results.click_button("Forward")
    assert scene.position == 4
    assert_in_step(results, finished)
    results.key(pygame.K_END)
    assert scene.position == len(finished.steps)
    assert_in_step(results, finished)
    results.click_button("Back")
    assert scene.position == len(finished.steps) - 1
    results.key(pygame.K_HOME)
    assert scene.position == 0
    assert_in_step(results, finished)
    starts = scene.timeline.round_starts
    assert len(starts) > 3
    results.key(pygame.K_PAGEDOWN)
    results.key(pygame.K_PAGEDOWN)
    assert scene.position == starts[2]
    assert_in_step(results, finished)
    results.key(pygame.K_PAGEUP)
    assert scene.position == starts[1]
    # The scrubber: a click on a round's mark goes to that round's start, elsewhere to that move.
    bar = scene.scrubber
    results.click((bar.x_of(starts[3]) + 2, bar.rect.top + 12))
    assert scene.position == starts[3]
    assert_in_step(results, finished)
    middle = (starts[1] + starts[2]) // 2 + 1
    if abs(bar.x_of(middle) - bar.x_of(starts[2])) > 8 and abs(bar.x_of(middle) - bar.x_of(starts[1])) > 8:
        results.click((bar.x_of(middle), bar.rect.top + 12))
        assert scene.position == middle
    # Dragging along it follows the pointer.
    y = bar.rect.top + 12
    results.drag(pygame.Vector2(bar.x_of(0), y), pygame.Vector2(bar.rect.right, y))
    assert scene.position == len(finished.steps)
    assert_in_step(results, finished)
    results.click_button("Close")
    assert isinstance(results.top, ResultsScene)


def test_a_click_on_a_log_line_goes_back_to_its_move(results: Driver, finished: Match) -> None:
    results.click_button("Watch the replay")
    scene = replay_of(results)
    results.key(pygame.K_END)
    # Scrolled up the log a little, as a reader looking for a turn would.
    pointer = pygame.event.Event(pygame.MOUSEMOTION, pos=scene.log.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(pointer)
    for _ in range(4):
        results.wheel(1)
    assert scene.log.scroll > 0
    shown = scene.log.shown_lines()
    index, _line, top = shown[len(shown) // 2]
    text = scene.log.entries[index].text
    wanted = scene._entry_moves[index]
    assert 0 < wanted < len(finished.steps)
    results.click((scene.log.rect.x + 30, top + 3))
    assert scene.position == wanted
    assert_in_step(results, finished)
    # The line clicked is now among the last: the table stands just after its move.
    move_lines = sum(1 for _ in finished.steps[wanted - 1].events)
    assert text in [entry.text for entry in scene.log.entries[-move_lines:]]


def test_the_chart_marks_the_round_and_a_click_on_it_jumps(results: Driver, finished: Match) -> None:
    results.click_button("Watch the replay")
    scene = replay_of(results)
    assert scene.chart is not None and not scene.chart.visible
    results.key(pygame.K_c)
    assert scene.chart.visible
    rect = scene.chart.rect
    results.frames(20)  # past the fade, so drawn pixels have their true colours
    # The mark is drawn where the replay stands: at the start, then at the end of the race.
    surface = results.app.screen
    marks_at_start = marked_columns(surface, rect)
    results.key(pygame.K_END)
    results.frames(2)
    marks_at_end = marked_columns(results.app.screen, rect)
    assert marks_at_start and marks_at_end and max(marks_at_end) > max(marks_at_start) + rect.width // 3
    results.click((rect.left + rect.width // 3, rect.centery))
    reached = scene.timeline.progress_after
    assert 0 < scene.position < len(finished.steps)
    assert reached[scene.position] > reached[scene.position - 1]  # the end of a round
    assert_in_step(results, finished)


def marked_columns(surface: pygame.Surface, rect: pygame.Rect) -> list[int]:
    """The x of every column in `rect` drawn in the mark's colour for most of the chart's height."""
    from tabletop.sprite_factory.palette import ACCENT

    found = []
    for x in range(rect.left, rect.right):
        hits = sum(surface.get_at((x, y))[:3] == ACCENT for y in range(rect.top, rect.bottom, 4))
        if hits > rect.height // 8:
            found.append(x)
    return found


def test_play_runs_the_moves_at_the_speed_chosen_and_stops_at_the_end(
    results: Driver, finished: Match
) -> None:
    results.click_button("Watch the replay")
    scene = replay_of(results)

    def frames_for(moves: int) -> int:
        start, count = scene.position, 0
        while scene.position < start + moves:
            results.frames(1)
            count += 1
            assert count < 5000
        return count

    results.key(pygame.K_SPACE)
    assert scene.playing and "Pause" in results.button_texts()
    at_one = frames_for(3)
    results.click_button("1\u00d7")
    results.click_button("2\u00d7")
    assert "4\u00d7" in results.button_texts()
    at_four = frames_for(3)
    assert at_four * 2 < at_one
    assert_in_step(results, finished)
    results.key(pygame.K_SPACE)
    assert not scene.playing
    paused_at = scene.position
    results.frames(200)
    assert scene.position == paused_at
    results.key(pygame.K_END)
    results.key(pygame.K_LEFT)
    results.click_button("Play")
    for _ in range(600):
        results.frames(1)
        if not scene.playing:
            break
    assert scene.position == len(finished.steps) and not scene.playing and "Play" in results.button_texts()


def test_the_replay_never_makes_a_move(results: Driver, finished: Match) -> None:
    moves = len(finished.steps)
    results.click_button("Watch the replay")
    scene = replay_of(results)
    anna = [n for n, step in enumerate(finished.steps) if step.seat == 0][2]
    results.click((scene.scrubber.x_of(anna), scene.scrubber.rect.top + 12))
    assert scene.position == anna and 0 in scene.match.to_act()  # Anna's decision, Anna watching
    before = repr(scene.match.state)
    board, hand = scene.camera.viewport, scene.view
    for point in (board.center, (board.centerx, board.bottom + 40), (board.left + 40, board.bottom + 80)):
        results.click(point)
        results.drag(pygame.Vector2(point), pygame.Vector2(board.center))
    results.key(pygame.K_RETURN)
    results.key(pygame.K_TAB)
    results.key(pygame.K_RETURN)
    results.key(pygame.K_z, pygame.KMOD_CTRL)
    assert not scene.picker.items
    assert scene.position == anna and repr(scene.match.state) == before
    assert scene.propose(finished.rules.legal_actions(scene.match.state, 0)[0]) == NOT_HERE
    assert repr(scene.match.state) == before and hand is scene.view
    assert len(finished.steps) == moves and finished.outcome() is not None


def test_replay_from_load_comes_back_to_the_list(make_app: type[App], finished: Match) -> None:
    game_hooks.install()
    saves.save_named(finished)
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    driver.app.ctx.stack.push(LoadGameScene(driver.app.ctx))
    driver.frames(3)
    driver.click_button("Replay")
    scene = replay_of(driver)
    assert scene.timeline.length == len(finished.steps) and scene.finished
    driver.key(pygame.K_END)
    assert repr(scene.match.state) == repr(finished.state)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, LoadGameScene)
    # Shown again, the list keeps Details hidden in Replay's place (a save that opens has none).
    assert "Replay" in driver.button_texts() and "Details" not in driver.button_texts()


def test_a_long_game_keeps_its_log_in_step_when_its_oldest_lines_are_gone(make_app: type[App]) -> None:
    from tabletop.bench.replay import whole_game

    match = whole_game("mcs")
    driver, scene = open_replay(make_app, (1280, 720), match)
    kept = scene.log.max_entries

    def lines(moves: int) -> list[str]:
        steps = match.steps[:moves]
        return [event.seen_by(scene.viewer).describe() for step in steps for event in step.events]

    driver.key(pygame.K_END)
    assert len(lines(scene.position)) > kept  # the log has dropped its first lines
    for moves in (len(match.steps) - 20, len(match.steps) - 21, len(match.steps) - 5, 40, 41, 0):
        scene.go_to(moves)
        shown = [entry.text for entry in scene.log.entries]
        if len(lines(moves)) < kept:
            assert shown[1:] == lines(moves), moves  # under the replay's heading
        else:
            assert shown == lines(moves)[-kept:], moves


@pytest.mark.parametrize("game", ["motox", "mindcycling", "raceday"])
def test_stepping_back_takes_the_rising_words_of_the_move_away(make_app: type[App], game: str) -> None:
    seats = (SeatSetup("Anna", True, "red"), SeatSetup("Bob", True, "blue"), SeatSetup("Cleo", True, "green"))
    match = play_match(rules_for(game), Setup(seats), 9)
    driver, scene = open_replay(make_app, (1280, 720), match)
    view: Any = scene.view

    def words() -> list[object]:
        """The rising words the game's view holds (each game keeps them in its own place)."""
        where = {"motox": lambda: view.pieces.popups, "mindcycling": lambda: view.shown.popups,
                 "raceday": lambda: view.popups}
        return list(where[game]())

    for _ in range(len(match.steps)):
        driver.key(pygame.K_RIGHT)
        driver.frames(2)
        if words():
            break
    assert words(), "no move of the game raised a word"
    driver.key(pygame.K_LEFT)
    driver.frames(1)
    assert words() == []
