"""The saved games, newest first: open one on the table, watch its replay, or delete it.

The list shows what each file's header says (game, players, moves, date),
checked but not replayed; a damaged file is listed with its line and problem
and can only be deleted. Opening replays every move, and a save that fails then
explains itself in a dialog while the list stays as it was.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UISelectionList

from tabletop.engine.contract import SeatSetup
from tabletop.engine.levels import COMPUTER, computer_note, level_word
from tabletop.engine.match import CUT_SHORT, Match, SaveError
from tabletop.files import saves
from tabletop.files.saves import SaveInfo
from tabletop.games.track_check import made_at_setup, raced_track, track_in_play
from tabletop.language import N_, _, local, ngettext
from tabletop.paths import os_reason
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.button_focus import show_entry
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.machinery.layout import MARGIN, ROW_GAP
from tabletop.scenes.menus.save_trouble import show_details, show_trouble
from tabletop.scenes.play.replay_scene import ReplayScene
from tabletop.scenes.play.table_launch import open_table
from tabletop.scenes.widgets.line_chart import colour_of
from tabletop.scenes.widgets.track_thumbnail import draw_thumbnail, game_drawer
from tabletop.sprite_factory.palette import ACCENT, INK, INK_SOFT
from tabletop.table.machinery.cloth import draw_cloth
from tabletop.table.machinery.text import fit_font, font, wrap
from tabletop.table.panels.panel import draw_panel

PAD = 16
HEADING = 52
BUTTON_HEIGHT = 52
DETAILS_WIDTH = 0.3  # of the window
# strftime's month names follow the C locale, not the app: French writes the date in figures.
DATE_FORMAT = N_("%d %b %Y, %H:%M")
DATE_SHORT = N_("%d %b, %H:%M")  # where a row has no room for the year
MIN_PICTURE = 80  # the least height a track's picture is worth drawing at
# The saves list's rows, as the theme has them: their height, and their words' room less the
# list's borders and the words' padding either side; a list that scrolls gives up its bar's width.
LIST_ROW = 40
LIST_ROW_EDGES = 2 * 2 + 2 * 12
SCROLL_BAR = 20
SEPARATOR = "  ·  "  # between a row's parts
# A row's note on a game kept when another took its place (see `saves.SET_ASIDE`), and the details' line.
SET_ASIDE = N_("set aside")
SET_ASIDE_WHY = N_("Set aside when another game began, so that nothing was lost.")
# A lesson's row note, and the details' line: opening it brings its coach back.
LESSON = N_("lesson")
LESSON_WHY = N_("A lesson: its coach is back when you open it.")
PROGRESS_BUDGET = 0.05  # seconds a frame may spend replaying saves to say how far each had got


def list_item(info: SaveInfo, fits: Callable[[str], bool], progress: str = "") -> tuple[str, str]:
    """A save's row text and its theme id (damaged rows are red): when, which game, whether it is
    a lesson, why it is listed when no player saved it ("set aside"), how far it had got (`progress`, else its
    moves), who plays. Where the row would not `fit`, the last names give way to how many they
    are ("Anna, Bob +2"), then the names, then the date's year, then the room around the dots:
    the details say them all."""
    date = info.modified.strftime(_(DATE_FORMAT))
    if info.problem is not None:
        what = local(info.game_name) if info.game else info.path.name
        if info.summary == CUT_SHORT:
            return _("{date}  ·  {game}  ·  cut short").format(date=date, game=what), "#damaged_save"
        return _("{date}  ·  {game}  ·  cannot be opened").format(date=date, game=what), "#damaged_save"
    moves = ngettext("{count} move", "{count} moves", info.moves).format(count=info.moves)
    notes = [*([_(LESSON)] if info.lesson else []), *([_(SET_ASIDE)] if info.set_aside else [])]
    parts = [local(info.game_name), *notes, progress or moves]
    names = [local(name) for name in info.players]
    rows = [SEPARATOR.join([date, *parts, _players(names, keep)]) for keep in range(len(names), 0, -1)]
    rows.append(SEPARATOR.join([date, *parts]))
    rows.append(SEPARATOR.join([info.modified.strftime(_(DATE_SHORT)), *parts]))
    rows.append(" · ".join([info.modified.strftime(_(DATE_SHORT)), *parts]))
    return next((row for row in rows if fits(row)), rows[-1]), "#save"


def _players(names: list[str], keep: int) -> str:
    """The first `keep` of `names`, then how many more: "Anna, Bob +2"."""
    shown = ", ".join(names[:keep])
    return shown if keep == len(names) else _("{names} +{count}").format(names=shown, count=len(names) - keep)


class LoadGameScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.saves = saves.list_saves()
        self.folder_problem = saves.saves_dir_problem()  # read once: drawn every frame
        self.selected: int | None = 0 if self.saves else None
        self.list: UISelectionList | None = None
        self.open_button: UIButton | None = None
        self.delete_button: UIButton | None = None
        self.details_button: UIButton | None = None
        self.replay_button: UIButton | None = None
        self.picture_rect: pygame.Rect | None = None  # where the chosen save's track is drawn
        self._picture_cache: tuple[tuple[Path, tuple[int, int]], pygame.Surface] | None = None
        self._built_cache: tuple[tuple[Path, datetime], Mapping[str, Any] | None] | None = None
        self._fits: Callable[[str], bool] = lambda row: True  # whether a row's words fit the list

    @property
    def chosen(self) -> SaveInfo | None:
        return None if self.selected is None else self.saves[self.selected]

    # -- layout ---------------------------------------------------------------------------

    def panels(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The list and the details of the chosen save, above the button bar."""
        w, h = self.ctx.size
        height = h - 2 * MARGIN - BUTTON_HEIGHT - ROW_GAP
        details = pygame.Rect(0, MARGIN, max(280, int(w * DETAILS_WIDTH)), height)
        details.right = w - MARGIN
        listing = pygame.Rect(MARGIN, MARGIN, details.left - MARGIN - MARGIN, height)
        return listing, details

    def build_ui(self) -> None:
        listing, details = self.panels()
        ui = self.ctx.ui
        UILabel(
            pygame.Rect(listing.left + PAD, listing.top + 8, listing.width - 2 * PAD, 40), _("Saved games"),
            manager=ui, container=self.root, object_id=ObjectID(class_id="@panel_heading"),
        )
        self.list = None
        if self.saves:
            rect = pygame.Rect(listing.left + PAD, listing.top + HEADING, listing.width - 2 * PAD,
                               listing.height - HEADING - PAD)
            scrolls = len(self.saves) * LIST_ROW > rect.height
            room = rect.width - LIST_ROW_EDGES - (SCROLL_BAR if scrolls else 0)
            face = ui.get_theme().get_font(["selection_list.@selection_list_item"])
            self._fits = lambda row: face.size(row)[0] <= room
            items: list[str | tuple[str, str]] = [
                list_item(info, self._fits, saves.known_progress(info) or "") for info in self.saves
            ]
            self.list = UISelectionList(
                rect,
                items, manager=ui, container=self.root, object_id=ObjectID(object_id="#saves"),
                default_selection=items[self.selected] if self.selected is not None else None,
            )
            if self.selected is not None:
                show_entry(self.list, self.selected)  # laid out again, the chosen save stays in view
        bar_top = self.ctx.size[1] - MARGIN - BUTTON_HEIGHT
        self.add_button(pygame.Rect(MARGIN, bar_top, 200, BUTTON_HEIGHT), _("Back"), self.on_escape)
        half = (details.width - ROW_GAP) // 2
        self.delete_button = self.add_button(
            pygame.Rect(details.left, bar_top, half, BUTTON_HEIGHT), _("Delete"), self.ask_delete,
        )
        self.open_button = self.add_button(
            pygame.Rect(details.right - half, bar_top, half, BUTTON_HEIGHT), _("Open"), self.open,
            class_id="@start_button",
        )
        # What is wrong with a damaged save, for a bug report: shown only while one is chosen.
        self.details_button = self.add_button(
            pygame.Rect(details.left - ROW_GAP - 200, bar_top, 200, BUTTON_HEIGHT), _("Details"),
            self.show_details,
        )
        # A save that opens can be watched from its first move instead: in the Details button's place.
        self.replay_button = self.add_button(
            pygame.Rect(details.left - ROW_GAP - 200, bar_top, 200, BUTTON_HEIGHT), _("Replay"), self.replay,
        )
        self._enable_buttons()

    def set_ui_visible(self, visible: bool) -> None:
        super().set_ui_visible(visible)
        # Showing the root shows every widget in it, Details and Replay both (after a replay).
        if visible:
            self._enable_buttons()

    def _enable_buttons(self) -> None:
        chosen = self.chosen
        for button, allowed in (
            (self.open_button, chosen is not None and chosen.problem is None),
            (self.delete_button, chosen is not None),
        ):
            if button is None:
                continue
            if allowed:
                button.enable()
            else:
                button.disable()
        damaged = chosen is not None and chosen.problem is not None
        for button, shown in ((self.details_button, damaged), (self.replay_button, not damaged)):
            if button is None:
                continue
            if shown:
                button.show()
            else:
                button.hide()
        if self.replay_button is not None and chosen is None:
            self.replay_button.disable()
        elif self.replay_button is not None:
            self.replay_button.enable()

    # -- how far each save had got ------------------------------------------------------------

    def update(self, dt: float) -> None:
        self._find_progress()

    def wants_frames(self) -> bool:
        return self.list is not None and any(self._unknown_progress())

    def _unknown_progress(self) -> Iterator[int]:
        return (
            index for index, info in enumerate(self.saves)
            if info.problem is None and saves.known_progress(info) is None
        )

    def _find_progress(self) -> None:
        """Replay saves, a few a frame, to say in their rows how far each had got: the list
        shows at once, its notes follow."""
        if self.list is None:
            return
        start = time.perf_counter()
        for index in list(self._unknown_progress()):
            info = self.saves[index]
            note = saves.progress(info)
            if note:
                item = self.list.item_list[index]
                item["text"] = list_item(info, self._fits, note)[0]
                if item["button_element"] is not None:
                    item["button_element"].set_text(item["text"])
            if time.perf_counter() - start > PROGRESS_BUDGET:
                return

    # -- input ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.list is not None and getattr(event, "ui_element", None) is self.list:
            if event.type in (
                pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION,
            ):
                # Picking another row drops the old one too, in either order: read the list.
                index = self._list_index()
                if index is None and self.selected is not None:
                    # The list lets a click on the chosen row drop it; here a click picks a save,
                    # and a second click is half of a double click, which opens it.
                    self._mark_selected(self.selected)
                else:
                    self.select(index)
                return True
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                self.open()
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.saves:
            self.choose_by_key(1 if event.key == pygame.K_DOWN else -1)
            return True
        if (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.focus.focused is None  # else Enter presses the ringed button
        ):
            self.open()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            self.ask_delete()
            return True
        return super().handle_event(event)

    def _list_index(self) -> int | None:
        """The selected row by position: two saves may well read the same."""
        assert self.list is not None
        for index, item in enumerate(self.list.item_list):
            if item["selected"]:
                return index
        return None

    def _mark_selected(self, index: int) -> None:
        """Show the row `index` chosen in the list, and no other."""
        assert self.list is not None
        for position, item in enumerate(self.list.item_list):
            item["selected"] = position == index
            button = item["button_element"]
            if button is not None and position == index:
                button.select()
            elif button is not None:
                button.unselect()

    def choose_by_key(self, step: int) -> None:
        """Up and Down: choose the save `step` rows on, brought into view. The ring leaves the
        buttons, so that Enter opens the save chosen."""
        assert self.list is not None
        index = 0 if self.selected is None else max(0, min(self.selected + step, len(self.saves) - 1))
        self._mark_selected(index)
        show_entry(self.list, index)
        self.select(index)
        self.focus.drop()

    def select(self, index: int | None) -> None:
        self.selected = index
        self._enable_buttons()

    # -- actions ---------------------------------------------------------------------------------

    def open(self) -> None:
        match = self._load_chosen()
        if match is not None:
            open_table(self.ctx, match)

    def replay(self) -> None:
        """Watch the chosen save from its first move, over this list (closing it comes back here)."""
        match = self._load_chosen()
        if match is not None:
            self.ctx.stack.push(ReplayScene(self.ctx, match))

    def _load_chosen(self) -> Match | None:
        """The chosen save replayed to its last move; None (with a dialog saying why) if it fails."""
        chosen = self.chosen
        if chosen is None or chosen.problem is not None:
            return None
        try:
            return saves.load(chosen.path)
        except SaveError as exc:
            message = (
                _("{save}, cannot be opened: {reason}.").format(
                    save=saves.described(chosen), reason=_(exc.summary)
                )
                + "\n\n" + _("You can delete it from the list, or keep it for now.")
            )
            title = _("This save cannot be opened")
            show_trouble(self.ctx, title, message, str(exc), chosen.path, [(N_("OK"), None)])
            return None

    def show_details(self) -> None:
        chosen = self.chosen
        if chosen is not None and chosen.problem is not None:
            show_details(self.ctx, chosen.path, chosen.problem)

    def ask_delete(self) -> None:
        chosen = self.chosen
        if chosen is None:
            return
        game = local(chosen.game_name)
        names = ", ".join(local(name) for name in chosen.players)
        what = _("{game}: {names}").format(game=game, names=names) if chosen.players else game
        self.ctx.stack.push(DialogScene(
            self.ctx, _("Delete this save?"), f"{what}\n{chosen.path.name}\n\n" + _("This cannot be undone."),
            [(N_("Delete it"), lambda: self.delete(chosen)), (N_("Keep it"), None)],
        ))

    def delete(self, info: SaveInfo) -> None:
        try:
            saves.delete(info.path)
        except OSError as exc:
            self.ctx.stack.push(DialogScene(
                self.ctx, _("The save was not deleted"), f"{info.path}: {os_reason(exc)}",
            ))
            return
        self.saves = saves.list_saves()
        self.selected = min(self.selected or 0, len(self.saves) - 1) if self.saves else None
        self.rebuild_ui()

    def empty_note(self) -> str:
        """What the list says when it has no save: why, when the folder cannot hold any."""
        if self.folder_problem is not None:
            return self.folder_problem
        return _("No saved games yet. During a game, press Esc and choose Save (or Ctrl+S).")

    # -- drawing -------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_cloth(surface)
        listing, details = self.panels()
        draw_panel(surface, listing, alpha=245, radius=14)
        draw_panel(surface, details, alpha=245, radius=14)
        if not self.saves:
            self._draw_lines(
                surface, listing.inflate(-2 * PAD, 0).move(0, HEADING),
                [(self.empty_note(), INK_SOFT)],
            )
        chosen = self.chosen
        if chosen is not None:
            self._draw_details(surface, details.inflate(-2 * PAD, -2 * PAD), chosen)
        elif self.saves:
            pick = _("Pick a saved game.")
            self._draw_lines(surface, details.inflate(-2 * PAD, -2 * PAD), [(pick, INK_SOFT)])

    def _draw_details(self, surface: pygame.Surface, rect: pygame.Rect, info: SaveInfo) -> None:
        """The game, then who plays (each in their colour, computers said so), the moves and the
        date; the track's picture fills the room left, above the file's name at the bottom."""
        title = font(34).render(local(info.game_name), True, ACCENT)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top)))
        y = rect.top + title.get_height() + 16
        seats = info.setup.seats if info.setup is not None else ()
        if seats:
            y = self._draw_seats(surface, pygame.Rect(rect.left, y, rect.width, 0), seats) + 8
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if info.players and not seats:
            names = ", ".join(local(name) for name in info.players)
            lines.append((_("Players: {names}").format(names=names), INK))
        if info.problem is None:
            note = saves.known_progress(info)
            if note:
                lines.append((note, INK))
            lines.append((_("Moves made: {count}").format(count=info.moves), INK))
        lines.append((_("Saved: {when}").format(when=info.modified.strftime(_(DATE_FORMAT))), INK))
        if info.lesson:
            lines.append((_(LESSON_WHY), INK_SOFT))
        if info.set_aside:
            lines.append((_(SET_ASIDE_WHY), INK_SOFT))
        setup = info.setup
        if setup is not None and setup.track is not None and raced_track(info.game, setup) is None:
            lines.append((_("Track: built by the players in this game"), INK))
        if info.problem is not None:
            reason = _(info.summary) if info.summary else ""
            lines.append((_("This save cannot be opened: {reason}.").format(reason=reason), ACCENT))
            lines.append((_("You can delete it. Details shows what is wrong in the file."), INK_SOFT))
        y = self._draw_lines(surface, pygame.Rect(rect.left, y, rect.width, 0), lines)
        # One line, smaller if need be: a file's name broken mid-word reads badly.
        file_line = _("File: {name}").format(name=info.path.name)
        file_text = fit_font(file_line, rect.width, 22, min_size=14).render(file_line, True, INK_SOFT)
        file_top = rect.bottom - file_text.get_height()
        surface.blit(file_text, (rect.left, file_top))
        track = self._pictured_track(info)
        if track and game_drawer(info.game) is not None:
            room = pygame.Rect(rect.left, y + 4, rect.width, file_top - 12 - y - 4)
            if room.height >= MIN_PICTURE:
                surface.blit(self._picture(info, room.size), room)
                self.picture_rect = room
                return
        self.picture_rect = None

    def _pictured_track(self, info: SaveInfo) -> Mapping[str, Any] | None:
        """The track a save's picture shows: the one its race starts on, or one the match makes in
        play, as the save left it (MotoX's tiles laid, Nascard's random layout as dealt; found by
        opening the save, once per save)."""
        if info.setup is None:
            return None
        track = raced_track(info.game, info.setup)
        if track is not None and not made_at_setup(info.game, track):
            return track
        key = (info.path, info.modified)
        if self._built_cache is None or self._built_cache[0] != key:
            try:
                built = track_in_play(info.game, saves.load(info.path).state)
            except SaveError:
                built = None  # changed since it was listed: opening it will say what is wrong
            self._built_cache = (key, built)
        # A recipe (Nascard's random layout) is drawn as such where the save cannot be read.
        return self._built_cache[1] or track

    def _picture(self, info: SaveInfo, size: tuple[int, int]) -> pygame.Surface:
        """The save's track, drawn once per save and size rather than every frame."""
        key = (info.path, size)
        if self._picture_cache is None or self._picture_cache[0] != key:
            track = self._pictured_track(info)
            assert track is not None
            picture = draw_thumbnail(info.game, str(track.get("name", "")), track, size)
            self._picture_cache = (key, picture)
        return self._picture_cache[1]

    def _draw_seats(self, surface: pygame.Surface, rect: pygame.Rect, seats: Sequence[SeatSetup]) -> int:
        """One row a seat: a disc of its colour, its name, and "computer · hard" after a computer's
        (less beside a long name). The bottom."""
        face, soft = font(26), font(22)
        y = rect.top
        step = face.get_linesize() + 4
        radius = 8
        for seat in seats:
            centre = (rect.left + radius, y + step // 2)
            pygame.draw.circle(surface, colour_of(seat.colour), centre, radius)
            pygame.draw.circle(surface, INK, centre, radius, 2)
            left = rect.left + 2 * radius + 10
            name = face.render(local(seat.name), True, INK)
            surface.blit(name, name.get_rect(midleft=(left, centre[1])))
            after = left + name.get_width() + 10
            # Short of room, the level where the name says computer already, else "computer".
            full = computer_note(local(seat.name), seat.level)
            short = level_word(seat.level) if full == level_word(seat.level) else _(COMPUTER)
            notes = (full, short) if seat.is_bot else ()
            fits = [note for note in notes if after + soft.size(note)[0] <= rect.right]
            if fits:
                note = soft.render(fits[0], True, INK_SOFT)
                surface.blit(note, note.get_rect(midleft=(after, centre[1] + 1)))
            y += step
        return y

    def _draw_lines(
        self, surface: pygame.Surface, rect: pygame.Rect, lines: list[tuple[str, tuple[int, int, int]]]
    ) -> int:
        """Each of `lines` wrapped to `rect`'s width from its top; the bottom they reach."""
        face = font(26)
        y = rect.top
        for text, colour in lines:
            for line in wrap(text, face, rect.width):
                surface.blit(face.render(line, True, colour), (rect.left, y))
                y += face.get_linesize()
            y += 8
        return y
