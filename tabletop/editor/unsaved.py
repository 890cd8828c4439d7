"""The editor's track as it stands, kept beside the user's files while it has unsaved changes.

A game is autosaved after every move; a track being built was only in memory, so a crash, a
kill or a power cut lost all of it. The editor writes it here after every change and removes it
once the track is saved or its changes are thrown away: a file found here at the next start is
work the player never chose to lose, and the menu offers it back.
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

from tabletop.content.problems import ContentError, Problem
from tabletop.content.yaml_source import MAX_BYTES, LMap, read_yaml
from tabletop.editor.game_link import EditorGame, editable_games
from tabletop.editor.track_files import document_from, list_tracks
from tabletop.editor.track_text import yaml_text
from tabletop.engine.track_design.document import TrackDocument
from tabletop.language import _
from tabletop.language.data_text import spread
from tabletop.paths import user_dir, write_atomic


@dataclass(frozen=True)
class Unsaved:
    """A track left unsaved: its game, the document, and the file it had been opened from or
    saved to (None: a new track)."""

    game: EditorGame
    doc: TrackDocument
    path: Path | None


def unsaved_path() -> Path:
    return user_dir() / "editor-unsaved.yaml"


def keep_unsaved(game: EditorGame, doc: TrackDocument, path: Path | None) -> None:
    """Write `doc` (opened from `path`) over the kept track. A folder that takes nothing keeps
    nothing: saving says why, and the editor must not fail at every change for it."""
    layout = spread(game.layout(doc)[0])
    text = yaml_text({"file": str(path) if path is not None else None, "track": dict(layout)})
    # Not waited onto the disk: this is written at every change, and the app's crash, the
    # common case, loses nothing the system has been given.
    with suppress(OSError):
        write_atomic(unsaved_path(), text, durable=False)


def forget_unsaved() -> None:
    with suppress(OSError):
        unsaved_path().unlink(missing_ok=True)


def find_unsaved() -> Unsaved | None:
    """The track kept by an editor that did not close as it should; None when there is none.
    ContentError (file:line) when the file is there but holds no track the editor can open: the
    player is told, not left to find the work gone."""
    path = unsaved_path()
    if not path.is_file():
        return None
    # The track indented under `track:`: a track file's most, and room for its deeper lines.
    data = read_yaml(path, max_bytes=2 * MAX_BYTES)
    track = data.get("track") if isinstance(data, LMap) else None
    game_id = track.get("game") if isinstance(track, LMap) else None
    if game_id not in editable_games():
        line = track.line if isinstance(track, LMap) else getattr(data, "line", 1)
        raise ContentError([Problem(str(path), line, _("no track of a game the editor builds"))])
    game = EditorGame(str(game_id))
    doc = document_from(track, str(path), game)
    return Unsaved(game, doc, _known_file(data.get("file"), game))


def _known_file(file: object, game: EditorGame) -> Path | None:
    """The file named as the track's own, if it is still one of the game's tracks: the file is
    written over when the track is saved, so a name the editor did not give is not trusted."""
    if not isinstance(file, str):
        return None
    for track in list_tracks(game.id):
        if str(track.path) == file:
            return track.path
    return None
