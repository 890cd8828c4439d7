"""The track editor: build a track from a game's palette, see its problems live, save it, race on it.

The scene holds the document (through an undo stack), the selection and the
file it came from; the board (`editor_board`) turns the mouse into edits, the
game link (`tabletop.editor.game_link`) knows the game. Nothing here knows any
game's rules.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UITextEntryLine

from tabletop.editor.game_link import EditorGame, Problem
from tabletop.editor.track_files import free_name, save_track, saving_folder, taken_names
from tabletop.editor.undo import UndoStack
from tabletop.editor.unsaved import forget_unsaved, keep_unsaved
from tabletop.engine.track_design.document import TrackDocument
from tabletop.engine.track_design.geometry import laid_on
from tabletop.engine.track_design.palette import Palette
from tabletop.games.setup import game_info
from tabletop.games.track_fairness import race_words
from tabletop.language import N_, _, local, ngettext, pgettext
from tabletop.paths import os_reason
from tabletop.scenes.editor.editor_board import TILE, TILE_GAP, Board
from tabletop.scenes.editor.editor_draw import (
    draw_grid,
    draw_marquee,
    draw_no_entry,
    draw_open_end,
    draw_piece,
)
from tabletop.scenes.editor.editor_files import TrackFilesScene
from tabletop.scenes.editor.palette_words import heading_face, label_face, label_lines
from tabletop.scenes.editor.race_it import RaceItRun
from tabletop.scenes.editor.race_it_panel import RaceItHits, draw_heat, draw_race_it
from tabletop.scenes.editor.test_drive import start_test_drive
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.machinery.layout import shortened_name
from tabletop.scenes.widgets.scroll_bar import draw_scroll_bar
from tabletop.sprite_factory.palette import FELT_DARK, GOLD, INK, INK_HINT, LEGAL, REFUSED, SELECTED
from tabletop.table.machinery.cloth import draw_cloth
from tabletop.table.machinery.text import fitting_text, font, wrap
from tabletop.table.panels.banner import Banner
from tabletop.table.panels.log_panel import BODY_SIZE
from tabletop.table.panels.panel import draw_panel
from tabletop.table.panels.tooltip import Tooltip

BAR = 56  # the button bar along the top
# A button's room around its words: @small_button's 6, its border and its shadow, each side.
BUTTON_PADDING = 16
EASE = 16  # extra room a button takes when the bar has it
NAME_MOST = 360  # the name field's widest
# The name field's narrowest where the bar has room (a long name shows shortened, whole in the side panel).
NAME_LEAST = 150
NAME_NARROWEST = 80  # narrower still where the bar's words leave it no more (a language longer than French)
# The bar's faces, the usual first: the tighter one where the window is too narrow for the words.
BAR_FACES = ("@small_button", "@tight_button")
NAME_PADDING = 24  # the name field's room around its words
TOAST_FONT = 28  # the toasts' words are a size smaller: 22
TOAST_ROOM = 84  # from the board's foot to the toast's top: room for two lines of its words
# Two columns of tiles, each as wide as the longest word of a piece's name (French
# "Rétrécissement") in the palette's face: names wrap between words, never shrink.
PALETTE_COLUMN = 110
PALETTE_WIDTH = 2 * PALETTE_COLUMN + TILE_GAP
PROBLEMS_WIDTH = 300
GAP = 8
BAR_GAP_LEAST = 3  # between two of the bar's buttons, however narrow the window
FOOTER_ROOM = 26  # the side panel's last line (pieces, file), above its foot
OK_GREEN = (60, 150, 70)

# (tooltip with its shortcut, method name); the tooltips are translated where shown, and None is
# Race it's, which names the game's racers in the game's own words (`track_fairness.race_words`)
TOOLS: tuple[tuple[str | None, str], ...] = (
    (N_("Open, copy, rename, delete, import or export tracks (Ctrl+O)"), "open_files"),
    (N_("Save to your tracks; a track with problems is kept as a draft (Ctrl+S)"), "save"),
    (N_("Undo the last change (Ctrl+Z)"), "undo"),
    (N_("Redo (Ctrl+Y or Ctrl+Shift+Z)"), "redo"),
    (N_("Turn the selection a quarter clockwise (R; Shift+R the other way)"), "rotate"),
    (N_("Turn the selected piece over to its other side (F)"), "flip"),
    (N_("Remove the selected pieces (Delete or Backspace, or drag them onto the palette)"), "delete"),
    (N_("Show or hide the grid (G)"), "toggle_grid"),
    (N_("Zoom to the whole track (Home); wheel zooms, right or middle drag pans"), "fit"),
    (N_("Race computer players on this track, then come back here (Ctrl+T)"), "test_drive"),
    (None, "race_it"),
)


def tool_labels(palette: Palette | None = None) -> list[str]:
    """The bar's words in the order of TOOLS, then Back (Flip as `palette` names it). The bar is
    short of room at 960 pixels, so a word may be a shorter one than the same English word
    elsewhere (its own context)."""
    flip = palette.flip_label if palette is not None and palette.flip_label else _("Flip")
    return [
        _("Tracks"), _("Save"), _("Undo"), _("Redo"), _("Rotate"), flip,
        pgettext("editor bar", "Delete"), _("Grid"), _("Fit"), _("Test drive"), _("Race it"), _("Back"),
    ]


class EditorScene(Scene):
    home_label = "editor"  # a race started from here comes back here
    keyboard_focus = False  # the arrows move the chosen pieces or the view

    def __init__(self, ctx: AppContext, game: EditorGame, doc: TrackDocument | None = None,
                 path: Path | None = None) -> None:
        super().__init__(ctx)
        self.game = game
        self.history: UndoStack[TrackDocument] = UndoStack(doc or TrackDocument(game.id, _("My track")))
        self.path = path  # the file the document was opened from or last saved to (None: new)
        self.saved = self.history.current if path is not None else None
        self.selection: set[int] = set()
        self.board = Board(game.palette)
        self.show_grid = True
        # Toasts as large as the table's banner toasts' least, to be read at a glance.
        self.banner = Banner(pygame.Rect(0, 0, 10, 10), font_size=TOAST_FONT)
        self.tooltip = Tooltip()  # the table's, on the palette's pieces
        self.name_entry: UITextEntryLine | None = None
        self._name_typed = False  # the name field had the keys at the last update
        # The name being typed is the current undo step: its next keys change that step, not
        # the board's change before it (which an undo would otherwise take back with the name).
        self._naming = False
        self.problems: list[Problem] = game.problems(self.doc)
        self._problem_rows: list[tuple[pygame.Rect, Problem]] = []
        self._fitted = False
        self.race_run: RaceItRun | None = None
        self._race_counts = game_info(game.id).counts
        # A table of four where the game seats four: the usual size of a race night.
        self.race_players = min(self._race_counts, key=lambda count: abs(count - 4))
        self._race_hits = RaceItHits()
        self._race_drawn_done = False  # the finished report has been drawn once
        self._unsaved_question: DialogScene | None = None  # open while it asks

    # -- the document -------------------------------------------------------------------------

    @property
    def doc(self) -> TrackDocument:
        return self.history.current

    def change(self, doc: TrackDocument, selection: set[int] | None = None) -> None:
        """Make `doc` the current document (one undo step) and check it again."""
        self._naming = False
        self.history.push(doc)
        if selection is not None:
            self.selection = selection
        self._after_change()

    def lay(self, doc: TrackDocument, selection: set[int] | None = None) -> None:
        """Make `doc` current, as `change`, unless it lays a piece on a square another piece holds:
        a piece is never laid on another, so the track stays as it was (a dragged piece goes back
        where it came from) and a toast says why, as the table says why a dropped piece went back."""
        stacked = laid_on(self.doc, doc)
        if stacked is None:
            self.change(doc, selection)
            return
        laid, under = stacked
        piece, other = self.game.label(doc, laid), self.game.label(doc, under)
        if laid >= len(self.doc.pieces):
            told = _("Not there: {other} is on that square. Drop {piece} on a free one.")
        elif sum(a != b for a, b in zip(self.doc.pieces, doc.pieces, strict=True)) == 1:
            told = _("{piece} stays where it was: {other} is on that square.")
        else:
            told = _("The pieces stay where they were: {piece} would lie on {other}.")
        self.banner.toast(told.format(piece=piece, other=other))

    def _after_change(self) -> None:
        self.selection = {i for i in self.selection if i < len(self.doc.pieces)}
        self.problems = self.game.problems(self.doc)
        self._show_name()
        self._name_tip()
        self._keep_unsaved()

    def _keep_unsaved(self) -> None:
        """Changes not saved are kept on disk at once, for the menu to offer back after a crash;
        none left, nothing is kept."""
        if self.dirty:
            keep_unsaved(self.game, self.doc, self.path)
        else:
            forget_unsaved()

    @property
    def valid(self) -> bool:
        return not self.problems

    @property
    def dirty(self) -> bool:
        return self.doc != self.saved and bool(self.doc.pieces)

    def reopen_unsaved(self, doc: TrackDocument, path: Path | None) -> None:
        """Edit `doc`, a track whose changes to `path` (None: a new track) were never saved."""
        self.load(doc, path)
        self.saved = None
        self._keep_unsaved()

    def load(self, doc: TrackDocument, path: Path | None) -> None:
        """Edit another document (from the file list); the undo history starts again, and a Race it
        report, which was about the track before, goes (its races stop)."""
        if self.race_run is not None:
            self.race_run.cancel()
        self.race_run = None
        self.history = UndoStack(doc)
        self._naming = False
        self.path = path
        self.saved = doc if path is not None else None
        self.selection = set()
        self._after_change()
        self.board.fit(self.doc)

    # -- layout and widgets ---------------------------------------------------------------------

    def board_rect(self) -> pygame.Rect:
        w, h = self.ctx.size
        return pygame.Rect(PALETTE_WIDTH + 2 * GAP, BAR + GAP, w - PALETTE_WIDTH - PROBLEMS_WIDTH - 4 * GAP,
                           h - BAR - 2 * GAP)

    def problems_rect(self) -> pygame.Rect:
        w, h = self.ctx.size
        return pygame.Rect(w - PROBLEMS_WIDTH - GAP, BAR + GAP, PROBLEMS_WIDTH, h - BAR - 2 * GAP)

    def build_ui(self) -> None:
        w, h = self.ctx.size
        self.board.palette_rect = pygame.Rect(GAP, BAR + GAP, PALETTE_WIDTH, h - BAR - 2 * GAP)
        self.board.scroll_palette(0)  # a taller window may show all of it
        self.board.camera.set_viewport(self.board_rect())
        if not self._fitted:
            self.board.fit(self.doc)
            self._fitted = True
        # No standing message, only toasts, which hang below the banner's rect: inside the board.
        board = self.board_rect()
        toasts = pygame.Rect(board.left + GAP, board.bottom - TOAST_ROOM, board.width - 2 * GAP, 0)
        self.banner.set_rect(toasts)
        labels = tool_labels(self.game.palette)
        face_class, widths = self._bar_face(labels, w)
        # The name takes what the buttons leave (at least NAME_LEAST, at most NAME_MOST);
        # the buttons share what is left after it, and close up on a narrow window.
        room = w - 2 * GAP - sum(widths)
        # Where even the tighter face leaves the name less than its least (a longer language),
        # the name gives up more, down to NAME_NARROWEST, rather than the buttons touching: it
        # shows shortened, with its ellipsis, whole in the side panel and on the field's note.
        least = max(NAME_NARROWEST, min(NAME_LEAST, room - BAR_GAP_LEAST * len(labels)))
        name_width = min(NAME_MOST, max(least, room - GAP * len(labels)))
        left = room - name_width
        gap = max(2, min(GAP, left // len(labels)))
        widths = [width + min(EASE, max(0, left - gap * len(labels)) // len(labels)) for width in widths]
        self.name_entry = UITextEntryLine(
            pygame.Rect(GAP, 10, name_width, 36), manager=self.ctx.ui, container=self.root,
            object_id=ObjectID(object_id="#track_name"), initial_text=self.doc.name,
        )
        self.name_entry.set_text_length_limit(60)
        self._show_name()
        self._name_tip()
        x = GAP + name_width + gap
        for label, (tip, method), width in zip(labels, TOOLS, widths, strict=False):
            tip = _(tip or race_words(self.game.id).question)
            if method == "flip" and self.game.palette.flip_tip:
                tip = self.game.palette.flip_tip
            self.add_button(pygame.Rect(x, 10, width, 36), label, getattr(self, method), tool_tip=tip,
                            class_id=face_class, object_id=f"#editor_{method}")
            x += width + gap
        self.add_button(pygame.Rect(w - widths[-1] - GAP, 10, widths[-1], 36), labels[-1], self.on_escape,
                        tool_tip=_("Back to the menu (Esc)"), class_id=face_class, object_id="#editor_back")

    def _bar_face(self, labels: list[str], w: int) -> tuple[str, list[int]]:
        """The bar's buttons in their usual face, or in the tighter one where their words (French
        is longer) would leave the name field less than its least: each button's width with it."""
        theme = self.ctx.ui.get_theme()
        for face_class in BAR_FACES:
            face = theme.get_font([face_class, "button"])
            widths = [face.size(label)[0] + BUTTON_PADDING for label in labels]
            if sum(widths) + NAME_LEAST + 2 * len(labels) + 2 * GAP <= w:
                break
        return face_class, widths

    def _name_tip(self) -> None:
        """A name longer than its field shows whole in the field's tooltip."""
        entry = self.name_entry
        if entry is None:
            return
        cut = self._short_name(entry) != self.doc.name
        entry.set_tooltip(_("{name}: the track's name (it names the file too)").format(name=self.doc.name)
                          if cut else _("The track's name (it names the file too)"))

    def on_resize(self, size: tuple[int, int]) -> None:
        self.rebuild_ui()

    def on_language(self) -> None:
        """The palette's words, the problems and the bar in the new language; the track, its undo
        history, the selection and the view stay."""
        self.game.relanguage()
        self.board.palette = self.game.palette
        self.problems = self.game.problems(self.doc)
        self.rebuild_ui()

    # -- actions ---------------------------------------------------------------------------------

    def undo(self) -> None:
        self._naming = False
        if self.history.can_undo:
            self.history.undo()
            # A message about the track before (a refused drop: "stays where it was") is stale now.
            self.banner.clear_toast()
            self._after_change()
        else:
            self.banner.toast(_("Nothing to undo."))

    def redo(self) -> None:
        self._naming = False
        if self.history.can_redo:
            self.history.redo()
            self.banner.clear_toast()
            self._after_change()
        else:
            self.banner.toast(_("Nothing to redo."))

    def rotate(self, quarter: int = -1) -> None:
        if self.board.drag is not None and self.board.drag.kind is not None:
            self.board.heading = (self.board.heading + 90 * quarter) % 360
            return
        if not self.selection:
            self.banner.toast(_("Select pieces first: click one, Shift+click or drag a box."))
            return
        self.lay(self.doc.rotated(self.selection, quarter))

    def flip(self) -> None:
        drag = self.board.drag
        if drag is not None and drag.kind is not None:
            kind = self.game.palette.kind(drag.kind)
            if kind is not None:
                drag.side = kind.next_side(drag.side)
            return
        if not self.selection:
            self.banner.toast(_("Select a piece to turn over."))
            return
        doc = self.doc
        for index in sorted(self.selection):
            kind = self.game.palette.kind(doc.pieces[index].kind)
            if kind is not None:
                doc = doc.with_side(index, kind.next_side(doc.pieces[index].side))
        self.change(doc)

    def delete(self) -> None:
        if not self.selection:
            self.banner.toast(_("Select pieces to delete."))
            return
        self.change(self.doc.deleted(self.selection), set())

    def select_all(self) -> None:
        self.selection = set(range(len(self.doc.pieces)))

    def toggle_grid(self) -> None:
        self.show_grid = not self.show_grid

    def fit(self) -> None:
        self.board.fit(self.doc)

    def rename(self, name: str) -> None:
        """The name as finished (Enter): typing it made it its own undo step already."""
        self._type_name(name)
        self._naming = False

    def _type_name(self, text: str) -> None:
        """The name as it stands while it is typed: the whole name is one undo step, however many
        keys it took, and never part of the change before it."""
        name = text.strip()
        if not name or name == self.doc.name:
            return
        if self._naming:
            self.history.replace_current(self.doc.renamed(name))
            self._name_tip()  # the note names the name as typed, whole where the field cuts it
            self._keep_unsaved()
        else:
            self.change(self.doc.renamed(name))
            self._naming = True

    def save(self) -> Path | None:
        """Save the track; a name another track goes by gets a number first, and the toast says so."""
        asked = self.doc.name
        try:
            name = free_name(asked, taken_names(self.game.id, keep=self.path))
            doc = self.doc.renamed(name)
            path = save_track(doc, self.game, valid=self.valid, replacing=self.path)
        except OSError as exc:
            folder = saving_folder(self.game.id, valid=self.valid)
            message = _("Could not save in {folder}: {reason}")
            self.banner.toast(message.format(folder=folder, reason=os_reason(exc)))
            return None
        if doc != self.doc:
            self.history.replace_current(doc)
            self._after_change()
        self.path, self.saved = path, self.doc
        self._keep_unsaved()
        if name != asked:
            told = _("Saved as {name}: another track is called {asked}.").format(name=name, asked=asked)
        elif self.valid:
            told = _("Saved to your tracks: ready to race.")
        else:
            count = len(self.problems)
            told = ngettext("Saved as a draft ({count} problem): fix it to race on it.",
                            "Saved as a draft ({count} problems): fix them to race on it.",
                            count).format(count=count)
        self.banner.toast(told, GOLD)
        return path

    def test_drive(self) -> None:
        if not self.valid:
            count = len(self.problems)
            self.banner.toast(ngettext("Fix the track's problem to test drive it.",
                                       "Fix the track's {count} problems to test drive it.",
                                       count).format(count=count))
            return
        layout, _owners = self.game.layout(self.doc)
        start_test_drive(self.ctx, self.game, layout)

    def race_it(self) -> None:
        """Start (or start again) the background races on the track as it is now."""
        if not self.valid:
            count = len(self.problems)
            self.banner.toast(ngettext("Fix the track's problem to race it.",
                                       "Fix the track's {count} problems to race it.",
                                       count).format(count=count))
            return
        if self.race_run is not None:
            self.race_run.cancel()
        layout, owners = self.game.layout(self.doc)
        self.race_run = RaceItRun(self.game.id, self.doc, layout, owners, self.race_players)
        self._race_drawn_done = False

    def cancel_race_it(self) -> None:
        if self.race_run is not None and not self.race_run.done:
            self.race_run.cancel()
            self.banner.toast(_("Race it stopped: the report covers the races run so far."))

    def _race_count(self, step: int) -> None:
        counts = self._race_counts
        index = max(0, min(len(counts) - 1, counts.index(self.race_players) + step))
        if counts[index] != self.race_players:
            self.race_players = counts[index]
            if self.race_run is not None and not self.race_run.done:
                self.race_it()  # the running count no longer matches what is shown

    def _click_race_it(self, pos: tuple[int, int]) -> bool:
        hits = self._race_hits
        for rect, action in ((hits.cancel, self.cancel_race_it), (hits.fewer, lambda: self._race_count(-1)),
                             (hits.more, lambda: self._race_count(1))):
            if rect is not None and rect.collidepoint(pos):
                action()
                return True
        return False

    def _race_current(self) -> bool:
        """Whether the report (and its marks on the pieces) is of this track and the count shown."""
        run = self.race_run
        return run is not None and self._raced_as_is(run) and run.players == self.race_players

    def _raced_as_is(self, run: RaceItRun) -> bool:
        """Whether `run` raced the track as it is: a new name (typed, or given on saving) races
        the same, so the report stays."""
        return run.doc.pieces == self.doc.pieces

    def wants_frames(self) -> bool:
        # The report grows while the races run, and its last state is drawn once after.
        run = self.race_run
        return run is not None and self._race_current() and not self._race_drawn_done

    def on_exit(self) -> None:
        if self.race_run is not None:
            self.race_run.cancel()
        super().on_exit()

    def on_pause(self) -> None:
        # The editor stands still under a test drive or a dialog: a message shown before it
        # would otherwise come back, stale, when the editor does; a piece's note would stay
        # drawn under the dialog's veil, cut by its panel.
        self.banner.clear_toast()
        self.tooltip.hide()
        super().on_pause()

    def open_files(self) -> None:
        def show() -> None:
            self.ctx.stack.push(TrackFilesScene(self.ctx, self))

        self._confirm_unsaved(show, N_("Save the changes to {name} before opening another track?"))

    def on_escape(self) -> None:
        if self.board.drag is not None:
            self.board.drag = None
            return
        self._confirm_unsaved(self._leave, N_("Save the changes to {name} before leaving?"))

    def asks_before_closing(self, close: Callable[[], None]) -> bool:
        """Closing the window with changes not saved asks first, as Back does: they would be lost.
        A second close while the question is open asks nothing more."""
        if not self.dirty:
            return False
        if self._unsaved_question not in self.ctx.stack.scenes:
            self._confirm_unsaved(close, N_("Save the changes to {name} before quitting?"))
        return True

    def _leave(self) -> None:
        if self.ctx.stack.top is self and len(self.ctx.stack) > 1:
            self.ctx.stack.pop()
        elif self.ctx.stack.top is self:
            self.ctx.quit()

    def _confirm_unsaved(self, then: Callable[[], None], question: str) -> None:
        """Ask `question` (a message with the track's {name}) when the track has unsaved changes."""
        if not self.dirty:
            then()
            return

        def save_then() -> None:
            if self.save() is not None:
                then()

        def discard_then() -> None:
            forget_unsaved()
            then()

        self._unsaved_question = DialogScene(
            self.ctx, _("Unsaved changes"), _(question).format(name=self.doc.name),
            [(_("Save"), save_then), (pgettext("unsaved changes", "Discard"), discard_then),
             (_("Cancel"), None)],
        )
        self.ctx.stack.push(self._unsaved_question)

    # -- input --------------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.tooltip.hide()
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.name_entry:
            self.rename(event.text)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.name_entry:
            self._type_name(event.text)
            return True
        if event.type == pygame.KEYDOWN and not self._typing(event) and self._key(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_RIGHT:
            kind = self.board.tile_at(event.pos)
            if kind is not None:
                self.board.sides[kind.id] = kind.next_side(self.board.side_of(kind))
                return True
        if self.board.pan_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            if self._click_problem(event.pos) or self._click_race_it(event.pos):
                return True
            shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
            self.selection = self.board.press(self.doc, self.selection, event.pos, shift)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.tooltip.point_at(event.pos, self._tile_tip(event.pos) or self._piece_tip(event.pos))
            self.board.motion(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == pygame.BUTTON_LEFT:
            doc, selection = self.board.release(self.doc, self.selection, event.pos)
            if doc != self.doc:
                self.lay(doc, selection)
            else:
                self.selection = selection
            return True
        return super().handle_event(event)

    def _typing(self, event: pygame.event.Event) -> bool:
        """Whether a key goes to the name being typed, not to the pieces: letters typed in the name
        turned (R), flipped (F) or hid the grid (G), and Ctrl+A, Ctrl+Z are the box's own. The
        commands on whole files (save, open, test drive, race it) still work from it."""
        entry = self.name_entry
        if entry is None or not entry.is_focused:
            return False
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        return not (ctrl and event.key in (pygame.K_s, pygame.K_o, pygame.K_t, pygame.K_r))

    def _key(self, event: pygame.event.Event) -> bool:
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        key = event.key
        actions: dict[tuple[int, bool, bool], Callable[[], object]] = {
            (pygame.K_z, True, False): self.undo,
            (pygame.K_z, True, True): self.redo,
            (pygame.K_y, True, False): self.redo,
            (pygame.K_s, True, False): self.save,
            (pygame.K_o, True, False): self.open_files,
            (pygame.K_t, True, False): self.test_drive,
            (pygame.K_r, True, False): self.race_it,
            (pygame.K_a, True, False): self.select_all,
            (pygame.K_r, False, False): self.rotate,
            (pygame.K_r, False, True): lambda: self.rotate(1),
            (pygame.K_f, False, False): self.flip,
            (pygame.K_g, False, False): self.toggle_grid,
            (pygame.K_HOME, False, False): self.fit,
            (pygame.K_DELETE, False, False): self.delete,
            (pygame.K_BACKSPACE, False, False): self.delete,
        }
        action = actions.get((key, ctrl, shift))
        if action is not None:
            action()
            return True
        arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if key in arrows and not ctrl:
            if self.selection:
                self.lay(self.doc.moved(self.selection, *arrows[key]))
            else:
                dx, dy = arrows[key]
                self.board.camera.pan(-dx * 60, -dy * 60)
            return True
        return False

    def _click_problem(self, pos: tuple[int, int]) -> bool:
        for rect, problem in self._problem_rows:
            if rect.collidepoint(pos):
                if problem.pieces:
                    self.selection = set(problem.pieces)
                    first = self.doc.pieces[problem.pieces[0]]
                    centre = self.board.cell_centre(first.cell)
                    view = self.board.camera.viewport.center
                    self.board.camera.pan(view[0] - centre.x, view[1] - centre.y)
                return True
        return False

    def update(self, dt: float) -> None:
        self.banner.update(dt)
        self.tooltip.update(dt)
        entry = self.name_entry
        if entry is not None and entry.is_focused != self._name_typed:
            self._name_typed = entry.is_focused
            self._naming = False  # typing there again is another rename
            entry.set_text(self.doc.name if entry.is_focused else self._short_name(entry))

    def _show_name(self) -> None:
        """The name in its field, unless the player is typing there."""
        entry = self.name_entry
        if entry is None or entry.is_focused:
            return
        if entry.get_text() != (short := self._short_name(entry)):
            entry.set_text(short)

    def _short_name(self, entry: UITextEntryLine) -> str:
        """The name shortened by whole words (as the track list does) where its field is too narrow;
        the player types in the whole name."""
        face = self.ctx.ui.get_theme().get_font(["text_entry_line"])
        return shortened_name(self.doc.name, entry.rect.width - NAME_PADDING, lambda text: face.size(text)[0])

    # -- drawing ----------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_cloth(surface)
        board = self.board_rect()
        surface.set_clip(board)
        pygame.draw.rect(surface, FELT_DARK, board)
        camera = self.board.camera
        if self.show_grid:
            draw_grid(surface, board, camera.world_to_screen, camera.screen_to_world)
        self._draw_pieces(surface)
        drag = self.board.drag
        if drag is not None and drag.moved and drag.kind is None and not drag.indices:
            draw_marquee(surface, (drag.start, drag.pos))
        surface.set_clip(None)
        self._draw_palette(surface)
        self._draw_problems(surface)
        if drag is not None and drag.kind is not None and drag.moved and not board.collidepoint(drag.pos):
            kind = self.game.palette.kind(drag.kind)
            if kind is not None:
                draw_piece(surface, kind.side(drag.side), self.board.heading, drag.pos, TILE, alpha=200)
        self.tooltip.draw(surface)
        self.banner.draw(surface)

    def _tile_tip(self, pos: tuple[int, int]) -> str | None:
        """What the palette piece at `pos` is, and how to place it."""
        kind = self.board.tile_at(pos)
        if kind is None or self.board.drag is not None:
            return None
        # Two sides are told both (a Nascard card's a and b); more are one piece in other forms
        # (MotoX's ramps, Mind Cycling's widths): the form shown is told, the flip tip says the rest.
        sides = kind.sides if len(kind.sides) <= 2 else (kind.side(self.board.side_of(kind)),)
        notes = [f"{side.note[0].upper()}{side.note[1:]}." for side in sides if side.note]
        flip = self.game.palette.flip_tip
        if flip:
            words = [f"{kind.label}.", *notes, _("Drag onto the table; R turns it."), f"{flip}."]
        else:
            words = [f"{kind.label}.", *notes, _("Drag onto the table; R turns it, F turns it over.")]
            if len(kind.sides) > 1:
                words.append(_("Right-click shows its other side."))
        if kind.limit is not None:
            words.append(_("The box holds {count}.").format(count=kind.limit))
        return " ".join(words)

    def _piece_tip(self, pos: tuple[int, int]) -> str | None:
        """What the laid piece at `pos` is and which side is up (a MotoX tile's ramp)."""
        if self.board.drag is not None or not self.board_rect().collidepoint(pos):
            return None
        index = self.board.piece_at(self.doc, pos)
        kind = self.game.palette.kind(self.doc.pieces[index].kind) if index is not None else None
        if index is None or kind is None:
            return None
        note = kind.side(self.doc.pieces[index].side).note
        return _("{piece}: {side}.").format(piece=kind.label, side=note) if note else f"{kind.label}."

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        size = self.board.camera.zoom
        marked = {i for p in self.problems for i in p.pieces}
        dragged = set(self.board.drag.indices) if self.board.drag and self.board.drag.moved else set()
        for index, piece in enumerate(self.doc.pieces):
            kind = self.game.palette.kind(piece.kind)
            if kind is None:
                continue
            outline = SELECTED if index in self.selection else REFUSED if index in marked else None
            centre = self.board.cell_centre(piece.cell)
            draw_piece(surface, kind.side(piece.side), piece.heading, centre, size,
                       outline=outline, alpha=110 if index in dragged else 255)
        heat = self.race_run.piece_heat() if self.race_run is not None and self._race_current() else {}
        for index, amount in heat.items():
            if index < len(self.doc.pieces):
                draw_heat(surface, self.board.cell_centre(self.doc.pieces[index].cell), size, amount)
        for ring in {ring for problem in self.problems for ring in problem.rings}:
            draw_open_end(surface, self.board.camera.world_to_screen(ring), size)
        # A ghost where the drop would be refused (on another piece) is outlined as refused.
        dropped = self.board.dropped(self.doc)
        refused = dropped is not None and laid_on(self.doc, dropped) is not None
        for ghost in self.board.preview(self.doc):
            kind = self.game.palette.kind(ghost.kind)
            if kind is not None:
                centre = self.board.cell_centre(ghost.cell)
                side = kind.side(ghost.side)
                draw_piece(surface, side, ghost.heading, centre, size, outline=REFUSED if refused else LEGAL,
                           alpha=170)
                if refused:
                    draw_no_entry(surface, centre, size)

    def _draw_palette(self, surface: pygame.Surface) -> None:
        rect = self.board.palette_rect
        draw_panel(surface, rect)
        words = _("{game} pieces").format(game=local(self.game.name))
        size = next((size for size in range(22, 15, -1) if font(size).size(words)[0] <= rect.width - 20), 16)
        title = font(size).render(words, True, INK)
        surface.blit(title, (rect.left + 10, rect.top + 8))
        view = self.board.palette_view()
        surface.set_clip(view)
        heading = heading_face()
        for group, y in self.board.group_headings():
            line = fitting_text(group, rect.width - 20, lambda text: heading.size(text)[0])
            surface.blit(heading.render(line, True, INK_HINT), (rect.left + 10, y + 2))
        names = label_face()
        width = self.board.label_width()
        used: dict[str, int] = {}
        for piece in self.doc.pieces:
            used[piece.kind] = used.get(piece.kind, 0) + 1
        for kind, tile in self.board.tiles():
            left = None if kind.limit is None else kind.limit - used.get(kind.id, 0)
            draw_piece(surface, kind.side(self.board.side_of(kind)), 0, tile.center, tile.width,
                       alpha=110 if left is not None and left <= 0 else 255)
            colour = INK if left is None or left > 0 else INK_HINT  # none left: the tile is faded
            y = tile.bottom + 2
            for line in label_lines(kind.label, width):
                text = names.render(line, True, colour)
                surface.blit(text, text.get_rect(midtop=(tile.centerx, y)))
                y += names.get_linesize()
        surface.set_clip(None)
        # The wheel scrolls it; the bar says there is more below (the Start/finish pieces, at 960).
        draw_scroll_bar(surface, view.right - 5, view.top + 2, view.height - 6,
                        self.board.scroll, view.height, self.board.palette_height())

    def _draw_problems(self, surface: pygame.Surface) -> None:
        rect = self.problems_rect()
        draw_panel(surface, rect)
        x, y = rect.left + 12, rect.top + 10
        width = rect.width - 24
        # The whole name, which a narrow window's name field may not show.
        title = font(BODY_SIZE, bold=True)
        for line in wrap(self.doc.name, title, width):
            surface.blit(title.render(line, True, INK), (x, y))
            y += title.get_linesize()
        y += 6
        heading = font(BODY_SIZE + 2)
        body = font(BODY_SIZE)
        step = body.get_linesize()
        if self.valid:
            surface.blit(heading.render(_("Ready to race"), True, OK_GREEN), (x, y))
            y += heading.get_linesize() + 6
            run = self.race_run
            raced_here = run is not None and self._raced_as_is(run)
            # Once Race it has a report on this track, the report says what to do next: the
            # note gives it the room (at 960 in French its last sentence was cut off). Nor does
            # a change of count bring it back, moving the count's arrows from under the pointer.
            if not raced_here:
                for line in wrap(_("The track passes every check of the game. Save it, take it for a "
                                   "test drive, or race it."), body, width):
                    surface.blit(body.render(line, True, INK), (x, y))
                    y += step
                y += 8
            y += 6
            self._race_hits = draw_race_it(surface, x, y, width, rect.bottom - 30, run, self.race_players,
                                           raced_here, race_words(self.game.id))
            if run is not None and run.done:
                self._race_drawn_done = True
        else:
            self._race_hits = RaceItHits()
            count = len(self.problems)
            words = ngettext("{count} problem", "{count} problems", count).format(count=count)
            surface.blit(heading.render(words, True, REFUSED), (x, y))
            y += heading.get_linesize() + 2
            for line in wrap(_("Saving keeps it as a draft."), body, width):
                surface.blit(body.render(line, True, INK_HINT), (x, y))
                y += step
            y += 8
        self._problem_rows = []
        for problem in self.problems:
            lines = wrap(problem.message, body, width - 14)
            row = pygame.Rect(x - 4, y - 2, width + 8, len(lines) * step + 6)
            if row.bottom > rect.bottom - 8 - FOOTER_ROOM:
                hidden = len(self.problems) - len(self._problem_rows)
                more = body.render(_("\u2026 and {count} more").format(count=hidden), True, INK_HINT)
                surface.blit(more, (x, y))
                break
            pygame.draw.circle(surface, REFUSED, (x + 3, y + step // 2 - 1), 4)
            for line in lines:
                surface.blit(body.render(line, True, INK), (x + 14, y))
                y += step
            self._problem_rows.append((row, problem))
            y += 8
        footer = font(BODY_SIZE - 4)
        line = fitting_text(self._footer(), width, lambda text: footer.size(text)[0])
        surface.blit(footer.render(line, True, INK_HINT), (x, rect.bottom - FOOTER_ROOM))

    def _footer(self) -> str:
        count = len(self.doc.pieces)
        where = self.path.name if self.path is not None else _("not saved yet")
        pieces = ngettext("{count} piece - {where}", "{count} pieces - {where}", count)
        return pieces.format(count=count, where=where) + (" *" if self.dirty else "")

