"""The user's own track files: finished tracks, drafts, and sharing them.

Finished tracks go to the user's tracks folder (`tracks/<game>/`), where the
new-game form finds them; a track that does not pass its game's check can be
kept only as a draft (`drafts/<game>/`), which nothing can start. Every file is
read through the content loader (size, nesting and alias limits; lines in every
message), and an imported file must pass its game's full track loader before
it is copied in. Nothing in a file is ever executed.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.content.problems import ContentError, Problem
from tabletop.content.schema import Reader
from tabletop.content.yaml_source import LMap, read_text, read_yaml, to_plain
from tabletop.editor.game_link import EditorGame, has_editor
from tabletop.editor.track_text import track_text, yaml_text
from tabletop.engine.track_design.document import TrackDocument
from tabletop.files.track_library import reading_order, user_tracks_dir
from tabletop.games.registry import GAME_IDS, game_module
from tabletop.games.track_check import load_track
from tabletop.language import N_, _, local
from tabletop.language.data_text import gathered
from tabletop.paths import data_dir, user_dir, write_atomic

SUFFIX = ".yaml"
# Letters that no decomposition turns into plain ones ("cœur" is coeur); ß is ss once casefolded.
_JOINED = str.maketrans({"œ": "oe", "æ": "ae", "ø": "o", "ł": "l", "đ": "d", "þ": "th"})
_NUMBERED = re.compile(r"(.+) \((\d+)\)")
_NOT_A_TRACK = N_("a track file must be a mapping with name, game and pieces")


@dataclass(frozen=True)
class Imported:
    """A shared file taken in: its game, where it went, the name it has now and the one it came
    with (they differ when another of the game's tracks went by that one)."""

    game_id: str
    path: Path
    name: str
    asked: str


@dataclass(frozen=True)
class TrackFile:
    path: Path
    name: str
    draft: bool
    built_in: bool = False


def drafts_dir(game_id: str) -> Path:
    return user_dir() / "drafts" / game_id


def built_in_dir(game_id: str) -> Path:
    return data_dir() / "tracks" / game_id


def slug(name: str, game_id: str) -> str:
    """A file name for a track's name: ASCII letters, digits and dashes, an accented letter as its
    plain one ("Café" is cafe), so the file reads as the name does on every system. A name with no
    such letter ("???") is named after its game, a word alike in every language the app speaks
    (an English word there would show in the editor's footer whatever the language)."""
    plain = unicodedata.normalize("NFKD", name.casefold().translate(_JOINED))
    plain = "".join(letter for letter in plain if not unicodedata.combining(letter))
    word = re.sub(r"[^a-z0-9]+", "-", plain).strip("-")
    return word[:48].rstrip("-") or game_id


def list_tracks(game_id: str) -> list[TrackFile]:
    """The built-in tracks, then the user's finished tracks and drafts, each by name."""
    found = []
    for folder, draft, built_in in (
        (built_in_dir(game_id), False, True),
        (user_tracks_dir(game_id), False, False),
        (drafts_dir(game_id), True, False),
    ):
        tracks = [TrackFile(path, _name_of(path), draft, built_in)
                  for path in (sorted(folder.glob(f"*{SUFFIX}")) if folder.is_dir() else [])]
        found += tracks if built_in else sorted(tracks, key=lambda track: reading_order(track.name))
    return found



def taken_names(game_id: str, keep: Path | None = None) -> set[str]:
    """The names the game's tracks go by (built-in, the user's, drafts; in every language a file
    names its track in), casefolded, but those of the file `keep` (the track being named)."""
    taken = set()
    for track in list_tracks(game_id):
        if keep is not None and track.path.resolve() == keep.resolve():
            continue
        taken.add(track.name.casefold())
        try:
            data = read_yaml(track.path)
        except ContentError:
            continue
        if isinstance(data, dict):
            taken.update(str(value).casefold() for key, value in data.items()
                         if str(key).startswith("name_") and isinstance(value, str))
    return taken


def free_name(name: str, taken: set[str]) -> str:
    """`name`, or when another track goes by it the first free of "name (2)", "name (3)"...
    ("Oval (2)" taken goes on to "Oval (3)", not "Oval (2) (2)"), so no two tracks share a name
    in the new-game list."""
    if name.casefold() not in taken:
        return name
    numbered = _NUMBERED.fullmatch(name)
    stem, number = (numbered[1], int(numbered[2])) if numbered else (name, 1)
    while True:
        number += 1
        candidate = f"{stem} ({number})"
        if candidate.casefold() not in taken:
            return candidate


def _name_of(path: Path) -> str:
    try:
        data = read_yaml(path)
    except ContentError:
        return path.stem
    # A bundled track carries its name in every language (`name_fr`): the list says it in the one spoken.
    name = gathered(dict(data)).get("name") if isinstance(data, dict) else None
    return name if isinstance(name, str) and name else path.stem


def read_layout(path: Path) -> dict[str, Any]:
    """A track file as plain data, through the hardened reader; ContentError with file:line."""
    data = read_yaml(path)
    if not isinstance(data, dict):
        raise ContentError([Problem(str(path), 1, _(_NOT_A_TRACK))])
    return dict(to_plain(data))


def open_document(path: Path, game: EditorGame) -> TrackDocument:
    """A track file (finished, draft or built-in) as a document to edit; ContentError if it cannot be.

    The file is read by the bounded reader and checked against the game's own track spec
    (every type, size and cell within its bounds, each problem at its line) before a piece is
    made of it. Only what makes a track raceable is left to the editor's live problems: a
    draft need not meet it yet.
    """
    return document_from(read_yaml(path), str(path), game)


def racing_problem(track: TrackFile, game_id: str) -> Problem | None:
    """The first reason New game refuses one of the player's finished tracks, read as New game
    reads it (not from the pieces the editor opens): a Race Day file edited by hand may hold
    rows its pieces do not make. None for a track that races, a draft, a built-in one."""
    if track.draft or track.built_in:
        return None
    try:
        load_track(game_id, track.path)
    except ContentError as exc:
        return exc.problems[0] if exc.problems else Problem(str(track.path), 1, _(_NOT_A_TRACK))
    except OSError:
        return None  # told as a file that cannot be opened
    return None


def document_from(data: Any, where: str, game: EditorGame) -> TrackDocument:
    """A track read (by the bounded reader) from `where` as a document, checked as `open_document`
    says; ContentError if it cannot be."""
    line = getattr(data, "line", 1)
    if not isinstance(data, dict):
        raise ContentError([Problem(where, line, _(_NOT_A_TRACK))])
    if data.get("game") != game.id:
        message = _("this is not a {game} track (game: {found})").format(
            game=local(game.name), found=repr(data.get("game")))
        at = data.line_of("game") if isinstance(data, LMap) else line
        raise ContentError([Problem(where, at, message)])
    reader = Reader(where)
    checked = reader.read(data, game.draft_spec, "track")
    reader.raise_if_problems()
    try:
        return game.document(to_plain(checked))
    except (KeyError, TypeError, ValueError) as exc:
        told = _("this track cannot be edited as pieces: {reason}")
        problem = Problem(where, line, told.format(reason=exc))
        raise ContentError([problem]) from exc


def saving_folder(game_id: str, *, valid: bool) -> Path:
    """Where a track is saved: with the user's tracks when it can be raced, else with the drafts."""
    return user_tracks_dir(game_id) if valid else drafts_dir(game_id)


def save_track(doc: TrackDocument, game: EditorGame, *, valid: bool, replacing: Path | None = None) -> Path:
    """Write the document as a finished track (when `valid`) or a draft.

    `replacing` is the file the track was opened from or last saved to: the same track, whatever
    its name now (a track renamed in the editor is that track renamed, as its Rename button
    does, not a second one). It is written over, or goes when the new file is another (a new
    name, or the track moving between drafts and finished tracks). A copy is made with Copy.
    """
    layout, _owners = game.layout(doc)
    folder = saving_folder(game.id, valid=valid)
    target = _free_path(folder, slug(doc.name, game.id), replacing)
    # A stretch's name in every language it has ("Turn 2", "Virage 2").
    write_atomic(target, track_text(layout))
    if replacing is not None and replacing != target and _is_users(replacing, game.id):
        replacing.unlink(missing_ok=True)
    return target


def write_yaml(path: Path, data: Mapping[str, Any]) -> None:
    """Write atomically: a crash leaves the old file or the new one, never half of one (and what
    it cut short is a temp file the next start removes)."""
    write_atomic(path, yaml_text(data))


def rename_track(path: Path, name: str, game: EditorGame) -> tuple[Path, str]:
    """Give a saved track a new name (inside the file and in its file name): its new path and
    name, which has a number added when another track goes by the name asked for."""
    name = name.strip()
    if not name:
        raise ValueError(_("a track needs a name"))
    name = free_name(name, taken_names(game.id, keep=path))
    layout = read_layout(path)
    layout["name"] = name
    target = _free_path(path.parent, slug(name, game.id), path)
    write_yaml(target, layout)
    if target != path:
        path.unlink(missing_ok=True)
    return target, name


def delete_track(path: Path, game_id: str) -> None:
    """Remove one of the user's own tracks or drafts (never a built-in one)."""
    if not _is_users(path, game_id):
        raise ValueError(_("only your own tracks can be deleted"))
    path.unlink(missing_ok=True)


def import_track(source: Path) -> Imported:
    """Copy a shared track file into the user's tracks folder once its game's loader accepts it.

    A name another of the game's tracks goes by has a number added, in the copy only (its names in
    other languages, which would still be the other track's, go with it). Raises ContentError
    (file:line reasons) and changes nothing when the file is malformed, hostile, not a raceable
    track or not a regular file (a named pipe is refused, never waited on); OSError when the
    tracks folder cannot be written.
    """
    text = read_text(source)  # read once: what is checked is what is kept
    data = read_yaml(source, text)
    game_id = data.get("game") if isinstance(data, dict) else None
    if game_id not in GAME_IDS or not has_editor(str(game_id)):
        line = getattr(data, "line", 1)
        if isinstance(data, LMap) and "game" in data:
            line = data.line_of("game")
        message = _("'game' must name a game with tracks, not {value}").format(value=show_value(game_id))
        raise ContentError([Problem(str(source), line, message)])
    game = str(game_id)
    game_module(game).load_track_file(source, text)  # every check of the game, with lines
    layout = dict(to_plain(data))
    asked = str(layout["name"])
    name = free_name(asked, taken_names(game))
    if name != asked:
        layout = {key: value for key, value in layout.items() if not str(key).startswith("name_")}
        layout["name"] = name
    target = _free_path(user_tracks_dir(game), slug(name, game), None)
    write_yaml(target, layout)
    return Imported(game, target, name, asked)


def export_track(path: Path, target: Path) -> Path:
    """Write a copy of a track file to `target` (a folder or a file name) for sharing."""
    if target.is_dir():
        target = target / path.name
    if target.suffix != SUFFIX:
        target = target.with_suffix(SUFFIX)
    write_yaml(target, read_layout(path))
    return target


def show_value(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _is_users(path: Path, game_id: str) -> bool:
    resolved = path.resolve()
    return any(resolved.is_relative_to(folder.resolve())
               for folder in (user_tracks_dir(game_id), drafts_dir(game_id)))


def _free_path(folder: Path, stem: str, keep: Path | None) -> Path:
    """`folder/stem.yaml`, or with a number added when another file has that name."""
    candidate = folder / f"{stem}{SUFFIX}"
    number = 2
    while candidate.exists() and (keep is None or candidate.resolve() != keep.resolve()):
        candidate = folder / f"{stem}-{number}{SUFFIX}"
        number += 1
    return candidate
