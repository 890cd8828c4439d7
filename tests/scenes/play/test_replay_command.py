"""`tabletop replay FILE`: any save or autosave of any game, finished or not, opens its replay;
a file that cannot be replayed is explained in words and opens no window."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import app as app_module
from tabletop.app import App
from tabletop.bench.scenarios import bench_setup, seat_bots
from tabletop.cli import main
from tabletop.engine.match import SAVE_FORMAT, Match
from tabletop.files import saves
from tabletop.games.registry import GAME_IDS, rules_for
from tabletop.scenes.play.replay_scene import ReplayScene


def bot_match(game_id: str, moves: int | None) -> Match:
    """A match of the game's bots, stopped after `moves` moves (None: played to the end)."""
    setup = bench_setup(game_id)
    rules = rules_for(game_id)
    match = Match(rules, setup, 3)
    bots = seat_bots(game_id, setup)
    while match.to_act() and (moves is None or len(match.steps) < moves):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
    return match


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The scene on top when the app started running."""
    scenes: list[object] = []
    real_run = app_module.App.run

    def run(self: App, frames: int | None = None) -> int:
        scenes.append(self.ctx.stack.top)
        return real_run(self, frames)

    monkeypatch.setattr(app_module.App, "run", run)
    return scenes


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_finished_save_of_each_game_replays(
    game_id: str, user_dir: Path, tmp_path: Path, opened: list[object]
) -> None:
    match = bot_match(game_id, None)
    path = tmp_path / f"{game_id}.yaml"
    match.save(path)
    assert main(["replay", str(path), "--smoke-frames", "20", "--size", "960x600"]) == 0
    scene = opened[-1]
    assert isinstance(scene, ReplayScene) and scene.finished
    assert scene.timeline.length == len(match.steps)


@pytest.mark.parametrize("game_id", ["nascard", "mcs", "motox"])
def test_an_autosave_mid_game_replays(game_id: str, user_dir: Path, opened: list[object]) -> None:
    match = bot_match(game_id, 25)
    assert match.outcome() is None
    saves.write_autosave(match)
    assert main(["replay", str(saves.autosave_path()), "--smoke-frames", "20"]) == 0
    scene = opened[-1]
    assert isinstance(scene, ReplayScene) and not scene.finished and scene.timeline.length == 25


def test_a_file_that_cannot_be_replayed_is_explained(
    user_dir: Path, tmp_path: Path, opened: list[object]
) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text(f"format: {SAVE_FORMAT}\ngame: nascard\nmoves: [\n", encoding="utf-8")
    with pytest.raises(SystemExit) as caught:
        main(["replay", str(broken), "--smoke-frames", "5"])
    message = str(caught.value.code)
    # Its end (the checksum) is missing: it reads as a file cut short.
    assert message.startswith(f"tabletop replay: {broken} cannot be replayed: the file was cut short")
    assert f"{broken}:" in message.splitlines()[1]  # where, for whoever mends files

    edited = tmp_path / "edited.yaml"
    bot_match("nascard", 12).save(edited)
    # Another seed deals other cards: the moves recorded no longer play out.
    edited.write_text(edited.read_text(encoding="utf-8").replace("seed: 3", "seed: 4"), encoding="utf-8")
    with pytest.raises(SystemExit) as caught:
        main(["replay", str(edited)])
    assert "cannot be replayed: its moves no longer play out as they did" in str(caught.value.code)

    with pytest.raises(SystemExit) as caught:
        main(["replay", str(tmp_path / "gone.yaml")])
    assert "there is no saved game here" in str(caught.value.code)
    assert not opened  # no window for a file that cannot be replayed
