"""Hundreds of damaged track files: each is refused with a reason and a line, or is a track a
bot race finishes on. None crashes or hangs the loader."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.content.problems import ContentError
from tabletop.editor.game_link import EditorGame
from tabletop.editor.track_files import import_track, save_track
from tabletop.engine.track_design.document import TrackDocument
from tabletop.files.validate import validate
from tabletop.games.registry import game_module, rules_for
from tabletop.games.simulate import play_match
from tests.editor.tracks import MINDCYCLING, MOTOX, NASCARD, RACEDAY

GARBAGE = ("", "-1", "99999999999999999999", "1e400", "[", "{a: 1}", "*nowhere",
           "!!python/object/apply:os.system", "&x [1]", "S99", "suns-ace", "ramp: 4", "heading", "null",
           "0.5", "- -")
# Per game, a few hundred in all; a Race Day file is long and slow to parse, so fewer of those.
SAMPLES = {"nascard": 150, "raceday": 100, "motox": 150, "mindcycling": 120}


def mutate(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    index = rng.randrange(len(lines))
    how = rng.randrange(5)
    if how == 0:
        del lines[index]
    elif how == 1:
        lines.insert(index, lines[index])
    elif how == 2:
        other = rng.randrange(len(lines))
        lines[index], lines[other] = lines[other], lines[index]
    elif how == 3:
        words = lines[index].replace(",", " ,").split(" ")
        spot = rng.randrange(len(words))
        words[spot] = rng.choice(GARBAGE)
        lines[index] = " ".join(words).replace(" ,", ",")
    else:
        lines = lines[: rng.randrange(1, len(lines) + 1)]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(
    "doc", [NASCARD, RACEDAY, MOTOX, MINDCYCLING], ids=["nascard", "raceday", "motox", "mindcycling"]
)
def test_mutated_track_files_are_refused_with_lines_or_raced(
    doc: TrackDocument, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "user"))
    game = EditorGame(doc.game)
    original = save_track(doc, game, valid=True).read_text()
    rng = random.Random(f"mutate-{doc.game}")
    raced: set[str] = set()
    refused = 0
    for number in range(SAMPLES[doc.game]):
        source = tmp_path / f"m{number}.yaml"
        source.write_text(mutate(original, rng))
        try:
            target = import_track(source).path
        except ContentError as error:
            assert error.problems, source.read_text()
            assert all(p.line >= 1 and p.message for p in error.problems), source.read_text()
            refused += 1
            continue
        layout = game_module(doc.game).load_track_file(target).source
        key = repr(layout)
        if key not in raced and len(raced) < 3:
            raced.add(key)
            setup = game.test_drive_setup(layout, human=False)
            if "laps" in setup.options:  # one lap is enough to show the track can be raced
                setup = replace(setup, options={**setup.options, "laps": 1})
            match = play_match(rules_for(doc.game), setup, seed=number)
            assert match.outcome() is not None
    assert refused > SAMPLES[doc.game] // 3  # the mutations really do damage most files


def test_validate_accepts_saved_tracks_and_refuses_broken_ones_with_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    user = tmp_path / "user"
    monkeypatch.setenv("TABLETOP_USER_DIR", str(user))
    for doc in (NASCARD, RACEDAY, MOTOX, MINDCYCLING):
        save_track(doc, EditorGame(doc.game), valid=True)
    assert validate([user]) == []
    assert validate([]) == []  # by default too: the bundled data and the user's tracks
    broken = user / "tracks" / "raceday" / "broken.yaml"
    broken.write_text("name: Broken\ngame: raceday\nwidth: 1.6\npieces:\n  - at: [0, 0]\n    heading: 0\n"
                      "    spaces:\n      - {id: a, ahead: [zz]}\n")
    for problems in (validate([user]), validate([])):
        assert problems and all(p.path.endswith("broken.yaml") and p.line >= 1 for p in problems)
