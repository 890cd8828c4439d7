"""The editor's track list: open or copy a track, rename, delete (after asking), import, export.

Built-in tracks open as copies (saving makes one of the user's own). Each row
shows the game's own thumbnail of the track; a draft, which may not be a track
yet, shows its name instead.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Protocol

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIImage, UILabel, UIPanel, UITextEntryLine

from tabletop.content.problems import ContentError
from tabletop.editor.game_link import EditorGame
from tabletop.editor.track_files import (
    TrackFile,
    delete_track,
    export_track,
    free_name,
    import_track,
    list_tracks,
    open_document,
    racing_problem,
    read_layout,
    rename_track,
    taken_names,
)
from tabletop.engine.track_design.document import TrackDocument
from tabletop.games.setup import game_info
from tabletop.language import N_, _, local, pgettext
from tabletop.paths import os_reason
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.button_focus import Control
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.machinery.layout import MARGIN, ROW_GAP, button_width, centred
from tabletop.scenes.widgets.scroll_bar import draw_scroll_bar
from tabletop.scenes.widgets.track_thumbnail import draw_thumbnail, name_card
from tabletop.table.machinery.text import fitting_text


class Editing(Protocol):
    """The editor this list serves (the editor scene, which opens the list): its game, the track
    it shows and where that track was last saved, which the list changes when it renames one."""

    game: EditorGame
    path: Path | None
    saved: TrackDocument | None

    @property
    def doc(self) -> TrackDocument: ...

    def load(self, doc: TrackDocument, path: Path | None) -> None: ...

    def reopen_unsaved(self, doc: TrackDocument, path: Path | None) -> None: ...

WIDTH = 940  # at most: the smallest window leaves it 912, which the names need in French
LIST_TOP = 60  # the first row's top, below the heading
ROW = 78
THUMB = (96, 70)
BUTTON = (92, 34)
BUTTON_GAP = 6
BUTTON_LEAST = 64  # a row's button however short its word
ENTRY_PADDING = 6  # a text entry's room either side of its words (pygame_gui's padding, border, shadow)
NAME_PADDING = 4  # pygame_gui's room either side of a label's words
TAKEN = N_("Another track is called {asked}, so this one is named {name}.")


class TrackFilesScene(Scene):
    opaque = False

    def __init__(self, ctx: AppContext, editor: Editing) -> None:
        super().__init__(ctx)
        self.editor = editor
        self.files: list[TrackFile] = []
        self.names: dict[Path, UITextEntryLine] = {}
        self.path_entry: UITextEntryLine | None = None
        self.path_text = str(Path.home())
        self.typed: dict[Path, str] = {}  # names typed in rows, kept while they scroll out of view
        self.panel: UIPanel | None = None
        self.first = 0  # the first row in view
        self.shown = 1  # how many rows the panel has room for

    def build_ui(self) -> None:
        game = self.editor.game
        self.files = list_tracks(game.id)
        # What was typed is kept through laying out again (a scroll, a rename, a new language).
        if self.path_entry is not None:
            self.path_text = self.path_entry.get_text()
        self.typed.update({path: entry.get_text() for path, entry in self.names.items()})
        rect = centred(self.ctx.size, WIDTH, self.ctx.size[1])
        self.panel = UIPanel(rect, manager=self.ctx.ui, container=self.root, starting_height=1)
        # Laid out inside the panel's frame, so the margins are alike on every side.
        room = self.panel.get_container().get_rect()
        inner = room.width - 2 * MARGIN
        UILabel(pygame.Rect(MARGIN, 12, inner, 40), _("{game} tracks").format(game=local(game.name)),
                manager=self.ctx.ui,
                container=self.panel, object_id=ObjectID(class_id="@panel_heading"))
        self.names = {}
        # Two rows of controls at the foot, a margin below them as beside them.
        new_row = room.height - MARGIN - BUTTON[1]
        path_row = new_row - ROW_GAP - BUTTON[1]
        # The rows in view scroll (the wheel, or the keyboard's ring going past the last in view):
        # every track, drafts too, can be reached at any window size.
        self.shown = max(1, (path_row - ROW_GAP - LIST_TOP) // ROW)
        self.first = max(0, min(self.first, len(self.files) - self.shown))
        y = LIST_TOP
        for track in self.files[self.first:self.first + self.shown]:
            self._row(track, y, inner)
            y += ROW
        # The foot's buttons in the rows' face, as wide as their words need.
        wide = max(BUTTON[0], *(self._button_width(word) for word in (_("Import"), _("Close"))))
        self.path_entry = UITextEntryLine(
            pygame.Rect(MARGIN, path_row, inner - 2 * (wide + BUTTON_GAP), BUTTON[1]), manager=self.ctx.ui,
            container=self.panel, object_id=ObjectID(object_id="#track_path"),
            initial_text=self.path_text,
        )
        self.path_entry.set_tooltip(_("A track file to import, or where to export to"))
        x = MARGIN + inner - 2 * wide - BUTTON_GAP
        self.add_button(pygame.Rect(x, path_row, wide, BUTTON[1]), _("Import"), self.import_file,
                        container=self.panel, class_id="@small_button",
                        tool_tip=_("Check the file at this path and add it to your tracks"),
                        object_id="#import")
        self.add_button(pygame.Rect(x + wide + BUTTON_GAP, path_row, wide, BUTTON[1]), _("Close"),
                        self.on_escape, container=self.panel, class_id="@small_button",
                        tool_tip=_("Back to the editor (Esc)"), object_id="#close")
        new = _("New empty track")
        self.add_button(pygame.Rect(MARGIN, new_row, self._button_width(new), BUTTON[1]), new, self.new_track,
                        container=self.panel, class_id="@small_button",
                        tool_tip=_("Start again from an empty table"), object_id="#new_track")

    def _row(self, track: TrackFile, y: int, inner: int) -> None:
        """Thumbnail, name, tag and the row's buttons, which end at the row's right edge, so a
        row with fewer buttons leaves its name more room."""
        thumb = pygame.Rect(MARGIN, y, *THUMB)
        try:
            picture = (name_card(track.name, THUMB) if track.draft else
                       draw_thumbnail(self.editor.game.id, track.name, read_layout(track.path), THUMB))
        except (ContentError, OSError, ValueError, KeyError, TypeError):
            picture = name_card(track.name, THUMB)
        UIImage(thumb, picture, manager=self.ctx.ui, container=self.panel)
        # (id, label, action, tooltip); the id names the button whatever the language
        buttons = [
            ("copy", _("Copy"), partial(self.open, track), _("Edit a copy of this track")) if track.built_in
            else ("open", _("Open"), partial(self.open, track), _("Edit this track")),
        ]
        if not track.built_in:
            buttons += [
                ("rename", _("Rename"), partial(self.rename, track), _("Give it the name typed here")),
                ("delete", _("Delete"), partial(self.delete, track), _("Delete this track (asks first)")),
            ]
        buttons.append(("export", _("Export"), partial(self.export, track),
                        _("Write a copy to the path below, to share")))
        # Each button as wide as its own word: the name, which tells copies apart by their
        # ends ("(2)", "(8)"), gets what the longest word would have taken from the others.
        widths = [max(BUTTON_LEAST, self._button_width(label)) for _id, label, _action, _tip in buttons]
        first_button = MARGIN + inner - sum(widths) - (len(buttons) - 1) * BUTTON_GAP
        x = first_button
        for (button_id, label, action, tip), width in zip(buttons, widths, strict=True):
            self.add_button(pygame.Rect(x, y + 18, width, BUTTON[1]), label, action, container=self.panel,
                            tool_tip=tip, class_id="@small_button",
                            object_id=f"#{button_id}_{track.path.stem}")
            x += width + BUTTON_GAP
        # A file of the player's that cannot be opened (edited by hand, cut short), or that New game
        # refuses, says so here, and why on hover, rather than only once Open is pressed.
        problem = None if track.built_in else (opening_problem(track.path, self.editor.game)
                                               or self._racing(track))
        kind = (pgettext("track", "(built-in)") if track.built_in
                else pgettext("track", "(damaged)") if problem is not None
                else pgettext("track", "(draft)") if track.draft else pgettext("track", "(yours)"))
        tag = pygame.Rect(0, y + 18, self._tag_width(kind), 34)
        tag.right = first_button - BUTTON_GAP
        tag_label = UILabel(tag, kind, manager=self.ctx.ui, container=self.panel,
                            object_id=ObjectID(class_id="@panel_label",
                                               object_id="#damaged_track" if problem is not None else None))
        if problem is not None:
            tag_label.set_tooltip(problem)
        left = thumb.right + 8
        name = pygame.Rect(left, y + 18, tag.left - 4 - left, 34)
        if track.built_in:
            self._name_label(name, local(track.name))
        else:
            entry = UITextEntryLine(name, manager=self.ctx.ui, container=self.panel,
                                    initial_text=self.typed.get(track.path, track.name),
                                    object_id=ObjectID(object_id=f"#name_{track.path.stem}"))
            # The field scrolls what it cannot show; the whole name is on hover.
            if entry.font is not None and entry.font.size(track.name)[0] > name.width - 2 * ENTRY_PADDING:
                entry.set_tooltip(track.name)
            self.names[track.path] = entry

    def _tag_width(self, words: str) -> int:
        """A row's tag as wide as its own words: a shorter tag ("(à vous)") leaves its name more room."""
        face = self.ctx.ui.get_theme().get_font(["@panel_label", "label"])
        return face.size(words)[0] + 2 * NAME_PADDING

    def _button_width(self, words: str) -> int:
        return button_width(self.ctx.ui, words, "@small_button")

    def _name_label(self, rect: pygame.Rect, text: str) -> None:
        """A name too long for its place ends in an ellipsis, and shows whole on hover."""
        label = UILabel(rect, "", manager=self.ctx.ui, container=self.panel,
                        object_id=ObjectID(class_id="@panel_label"))
        face, room = label.font, rect.width - 2 * NAME_PADDING
        shown = text if face is None else fitting_text(text, room, lambda words: face.get_rect(words).width)
        label.set_text(shown)
        if shown != text:
            label.set_tooltip(text)

    # -- actions ------------------------------------------------------------------------------

    def open(self, track: TrackFile) -> None:
        game = self.editor.game
        try:
            doc = open_document(track.path, game)
        except (ContentError, OSError) as exc:
            self.ctx.stack.push(DialogScene(self.ctx, _("Cannot open the track"), str(exc)))
            return
        self.ctx.stack.pop()
        refused = self._racing(track)
        if track.built_in:
            # The list's name, in the language spoken: the document kept only the file's English one.
            self.editor.load(doc.renamed(self._free(_("{name} (copy)").format(name=local(track.name)))), None)
        elif refused is not None:
            # What the editor shows is the track as its pieces, not the file New game refuses:
            # it has changes to save until it is written again.
            self.editor.reopen_unsaved(doc, track.path)
            told = _("New game cannot race {file} as it is ({problem}). The editor shows the track as its "
                     "pieces: save it to write the file again.")
            self.ctx.stack.push(DialogScene(self.ctx, _("Cannot be raced as it is"),
                                            told.format(file=track.path.name, problem=refused)))
        else:
            self.editor.load(doc, track.path)

    def _racing(self, track: TrackFile) -> str | None:
        """Why New game refuses `track`, its line first; None if it races (or is no finished track)."""
        problem = racing_problem(track, self.editor.game.id)
        return None if problem is None else _("line {line}: {problem}").format(line=problem.line,
                                                                             problem=problem.message)

    def rename(self, track: TrackFile) -> None:
        entry = self.names.get(track.path)
        name = entry.get_text() if entry is not None else track.name
        try:
            new_path, given = rename_track(track.path, name, self.editor.game)
        except (ContentError, OSError, ValueError) as exc:
            self.ctx.stack.push(DialogScene(self.ctx, _("Cannot rename"), str(exc)))
            return
        self._forget_typed(track.path)
        if self.editor.path == track.path:
            self.editor.path = new_path
            self.editor.saved = self.editor.doc.renamed(given)
            self.editor.load(self.editor.saved, new_path)
        self.rebuild_ui()
        self.show_track(new_path)
        if given != name.strip():
            told = _(TAKEN).format(asked=name.strip(), name=given)
            self.ctx.stack.push(DialogScene(self.ctx, _("Renamed"), told))

    def delete(self, track: TrackFile) -> None:
        def confirmed() -> None:
            try:
                delete_track(track.path, self.editor.game.id)
            except (OSError, ValueError) as exc:
                self.ctx.stack.push(DialogScene(self.ctx, _("Cannot delete"), str(exc)))
                return
            self._forget_typed(track.path)
            if self.editor.path == track.path:
                self.editor.path = None
                self.editor.saved = None
            self.rebuild_ui()

        self.ctx.stack.push(DialogScene(
            self.ctx, _("Delete the track?"), _("{name} will be gone for good.").format(name=track.name),
            [(_("Delete"), confirmed), (_("Keep it"), None)],
        ))

    def import_file(self) -> None:
        source = Path(self.path_entry.get_text().strip()).expanduser() if self.path_entry else Path()
        try:
            imported = import_track(source)
        except ContentError as exc:
            self.ctx.stack.push(DialogScene(self.ctx, _("The file was not imported"), str(exc)))
            return
        except OSError as exc:  # the file was fine; the user's tracks folder takes nothing
            reason = os_reason(exc)
            message = (_("Your tracks folder cannot be written ({file}): {reason}.").format(
                file=exc.filename, reason=reason) if exc.filename
                else _("Your tracks folder cannot be written: {reason}.").format(reason=reason))
            self.ctx.stack.push(DialogScene(self.ctx, _("The file was not imported"), message))
            return
        if imported.game_id != self.editor.game.id:
            message = _("It is a {game} track, saved as {file} with that game's tracks.").format(
                game=local(game_info(imported.game_id).name), file=imported.path.name)
        else:
            message = _("Added to your tracks as {file}.").format(file=imported.path.name)
        if imported.name != imported.asked:
            message += " " + _(TAKEN).format(asked=imported.asked, name=imported.name)
        self.rebuild_ui()
        self.show_track(imported.path)
        self.ctx.stack.push(DialogScene(self.ctx, _("Imported"), message))

    def _forget_typed(self, path: Path) -> None:
        """The name typed in a row whose file is gone: a later file of that name starts afresh."""
        self.names.pop(path, None)
        self.typed.pop(path, None)

    def export(self, track: TrackFile) -> None:
        target = Path(self.path_entry.get_text().strip()).expanduser() if self.path_entry else Path()
        try:
            written = export_track(track.path, target)
        except (ContentError, OSError) as exc:
            self.ctx.stack.push(DialogScene(self.ctx, _("Not exported"), str(exc)))
            return
        self.ctx.stack.push(DialogScene(self.ctx, _("Exported"), _("Written to {path}").format(path=written)))

    def new_track(self) -> None:
        self.ctx.stack.pop()
        self.editor.load(TrackDocument(self.editor.game.id, self._free(_("My track"))), None)

    def _free(self, name: str) -> str:
        """A name for a track not saved yet that no saved one goes by ("My track (2)")."""
        return free_name(name, taken_names(self.editor.game.id))

    # -- scrolling ----------------------------------------------------------------------------

    def scroll(self, rows: int) -> None:
        """Bring `rows` more rows into view below (above, when negative), as far as there are."""
        first = max(0, min(self.first + rows, len(self.files) - self.shown))
        if first != self.first:
            self.first = first
            self.rebuild_ui()

    def show_track(self, path: Path) -> None:
        """Scroll the list so that the row of the file at `path` is in view."""
        index = next((i for i, track in enumerate(self.files) if track.path == path), None)
        if index is not None and not self.first <= index < self.first + self.shown:
            self.scroll(index - self.first if index < self.first else index - self.first - self.shown + 1)

    def _list_area(self) -> pygame.Rect:
        """The rows' part of the window."""
        assert self.panel is not None
        inside = self.panel.get_container().get_rect()
        return pygame.Rect(inside.left, inside.top + LIST_TOP, inside.width, self.shown * ROW)

    def ring_leaving(self, control: Control, forward: bool) -> None:
        # Stepping on from the last control of the rows in view (the first, going back) brings
        # the next row in, rather than leaving the list with rows never reached.
        if self.panel is None:
            return
        area = self._list_area()
        in_rows = [c for c in self.focus.order() if area.collidepoint(c.rect.center)]
        if in_rows and control is (in_rows[-1] if forward else in_rows[0]):
            self.scroll(1 if forward else -1)

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        self._draw_scroll_bar(surface)
        super().draw_over_widgets(surface)

    def _draw_scroll_bar(self, surface: pygame.Surface) -> None:
        """A thin bar at the rows' right edge when they do not all fit: how far down the list is."""
        if self.panel is None:
            return
        area = self._list_area()
        draw_scroll_bar(surface, area.right - MARGIN // 2 - 2, area.top, area.height,
                        self.first, self.shown, len(self.files))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        return super().handle_event(event)


def opening_problem(path: Path, game: EditorGame) -> str | None:
    """Why the editor cannot open a track file, its line first ("line 4: ..."); None if it can."""
    try:
        open_document(path, game)
    except ContentError as exc:
        first = exc.problems[0]
        return _("line {line}: {problem}").format(line=first.line, problem=first.message)
    except OSError as exc:
        return _("cannot be read: {reason}").format(reason=os_reason(exc))
    return None
