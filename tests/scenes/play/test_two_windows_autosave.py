"""Two windows of the app on one user folder, each playing its own game: neither writes its game
over the other's autosave. The first to find the autosave taken says so and stops autosaving."""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.files import saves
from tabletop.games.registry import rules_for
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver


def _table(driver: Driver, seed: int) -> TableScene:
    # The tables share the folder as two processes would: all they know of each other is on disk.
    match = Match(rules_for("mindcycling"), Setup((SeatSetup("Anna", False, "red"),), {}), seed)
    scene = TableScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    return scene


def _move(driver: Driver, scene: TableScene) -> None:
    scene.propose(scene.rules.legal_actions(scene.match.state, 0)[0])
    driver.settle(scene.animator)


def test_a_window_does_not_write_over_the_game_another_window_autosaves(
    driver: Driver, user_dir: Path
) -> None:
    first = _table(driver, 3)
    _move(driver, first)
    second = _table(driver, 4)
    _move(driver, second)  # the first window's game is kept in Load game, the second's autosaved
    kept = saves.read_info(saves.list_saves()[0].path)
    assert kept.set_aside and kept.moves == 1
    second_game = saves.autosave_path().read_text()

    _move(driver, first)
    assert saves.autosave_path().read_text() == second_game
    told = first.banner.toast_text
    assert "no longer autosaved" in told and str(saves.autosave_path()) in told

    _move(driver, second)  # the second goes on autosaving
    assert saves.load_autosave().checksum() == second.match.checksum()


def test_a_game_ending_leaves_another_windows_autosave(driver: Driver, user_dir: Path) -> None:
    first = _table(driver, 3)
    _move(driver, first)
    saves.autosave_path().write_text("another window's game\n")
    first._to_results()
    assert saves.autosave_path().read_text() == "another window's game\n"


def test_two_windows_continuing_one_game_do_not_write_over_each_other(driver: Driver, user_dir: Path) -> None:
    first = _table(driver, 3)
    _move(driver, first)
    # Both windows chose Continue: each plays the game the autosave holds.
    one = TableScene(driver.app.ctx, saves.load_autosave())
    other = TableScene(driver.app.ctx, saves.load_autosave())
    driver.app.ctx.stack.push(one)
    driver.frames(3)
    _move(driver, one)
    ahead = saves.autosave_path().read_text()
    driver.app.ctx.stack.push(other)
    driver.frames(3)
    _move(driver, other)  # would go back a move and on another way, losing the other's move
    assert saves.autosave_path().read_text() == ahead
    assert "no longer autosaved" in other.banner.toast_text
