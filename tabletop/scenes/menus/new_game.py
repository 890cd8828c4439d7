"""The new-game form: pick a game and a track, seat the players, set the options, Start.

The form is built from the game's `GameInfo` (data/games/<id>.yaml) and its
track files alone: no game has code here, and a new option is a data change.
What was chosen for a game is remembered for the rest of the session, so the
next "New game" opens on the game last started (or left with Back), set up as it was; each
game's seats, options and track are kept in the settings too, for the next time the app runs.
Switching games on the form takes the seats along (names typed, people and computers, colours
the new game has).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIDropDownMenu, UILabel, UITextBox, UITextEntryLine

from tabletop.content.game_info import GameInfo, OptionInfo
from tabletop.engine.colour_words import colour_name
from tabletop.engine.contract import Setup
from tabletop.engine.levels import LEVELS, NORMAL, level_word
from tabletop.files.track_library import TrackChoice, available_tracks
from tabletop.games.registry import GAME_IDS
from tabletop.games.setup import SetupError, game_info, player_counts, resolve_options
from tabletop.games.track_check import raced_track
from tabletop.language import N_, _, language, local, ngettext
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.button_focus import Control
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.machinery.layout import MARGIN, ROW_GAP, as_html, fitting_words, shortened_name
from tabletop.scenes.menus.game_form import NAME_LIMIT, GameForm
from tabletop.scenes.play.table_launch import know_the_game, start_guided_game, start_match
from tabletop.scenes.widgets.line_chart import colour_of
from tabletop.scenes.widgets.shortened_drop_down import ShortenedDropDown
from tabletop.scenes.widgets.track_thumbnail import draw_thumbnail, game_drawer
from tabletop.sprite_factory.palette import GOLD, INK, INK_SOFT, ink_for
from tabletop.table.machinery.cloth import draw_cloth
from tabletop.table.machinery.text import font, wrap
from tabletop.table.panels.panel import draw_panel
from tabletop.tutorial.catalogue import games_with_tutorials

PAD = 16  # inside a panel
GAP = 16  # between panels
HEADING = 52  # a panel's heading row
ROW = 36  # a control
LABEL = 24  # an option's label above its control
BADGE = 26  # the seat number disc, in the seat's colour
CAPTION = 48  # room for two lines of a track's name under its picture
CAPTION_TEXT = 20
CAPTION_GAP = 6  # between the picture and its name
MIN_PICTURE = 64  # the least height a track's picture is worth drawing at in a roomy column
LEAST_PICTURE = 40  # the least it is drawn at, in a short one
PROBLEMS_ROW = 30  # the "track problems" button: shorter than a row, to leave the picture room
DROP_DOWN_ROOM = 48  # a drop-down's room beside its words: borders, padding, the arrow
LIST_EDGES = 8  # an open list's borders and shadow, above and below its entries
FIXED_ROOM = 24  # a settled option's room beside its words: padding, border, corners
BUTTON_HEIGHT = 52
NAME_ROOM = 200  # a seat's name keeps this much before its type's words grow long
COLOUR_WIDTH = 100
# A seat's drop-downs are as wide as their words and this (borders, padding, the arrow: 32 pixels
# measured, and a gap that keeps the last letter clear of the arrow), so that at 960 x 600 the name
# left beside them shows "Ordinateur 6" whole.
SEAT_BOX_ROOM = 40
OPTION_WHEEL = 40  # pixels the options column scrolls per wheel notch
OPTION_GAP = 12  # below an option
OPTION_STEP = LABEL + 4 + ROW + OPTION_GAP  # an option's label, its control and the gap below
SETTLED_LINES = 3  # at most, for an option the number of players settles (it wraps; never cut)
SETTLED_LINE = 19  # a line of its words (15-point italic, as data/theme.json's @option_fixed has)
# The seat-type drop-down, in its order: a person, then a computer at each level.
SEAT_TYPES: tuple[tuple[bool, str], ...] = ((False, NORMAL), *((True, level) for level in LEVELS))
BOOL_CHOICES = ((N_("No"), False), (N_("Yes"), True))


# The form of each game as it was last started this session, for the next "New game"; the
# game started last comes last.
remembered: dict[str, GameForm] = {}


def remember(ctx: AppContext, game_id: str, form: GameForm, track: TrackChoice | None) -> None:
    """Keep `form` for the next New game: all of it for this session, and in the settings for the
    next run, with the `track` it showed."""
    remembered.pop(game_id, None)
    remembered[game_id] = form.copy()
    kept = {**form.kept(), "track": track.key if track is not None else None}
    ctx.update_settings(new_game_seats={**ctx.settings.new_game_seats, game_id: kept}, last_game=game_id)


def first_form(ctx: AppContext, info: GameInfo, tracks: Sequence[TrackChoice]) -> GameForm:
    """The form a game opens with: as last started this session, else as kept in the settings
    from an earlier run (what of it the game and its `tracks` still offer), else fresh."""
    if info.id in remembered:
        return remembered[info.id].copy()
    form = GameForm.fresh(info)
    kept = ctx.settings.new_game_seats.get(info.id)
    form.take_kept(kept)
    track = kept.get("track") if isinstance(kept, dict) else None
    # A track gone since (a file of the user's deleted) leaves the first one offered.
    form.track = next((choice.path for choice in tracks if choice.key == track), None)
    return form


@dataclass
class SeatRow:
    """One seat's widgets (tests reach them through `NewGameScene.seat_rows`)."""

    name: UITextEntryLine
    kind: UIDropDownMenu
    colour: UIDropDownMenu


class NewGameScene(Scene):
    def __init__(self, ctx: AppContext) -> None:
        """Reads every game's info and tracks now: a ContentError here means broken app data."""
        super().__init__(ctx)
        self.games = [game_info(game_id) for game_id in GAME_IDS]
        self.tracks = {info.id: available_tracks(info.id) for info in self.games}
        self.forms = {info.id: first_form(ctx, info, self.tracks[info.id][0]) for info in self.games}
        for form in self.forms.values():
            form.speak_defaults()
        started = [game_id for game_id in (ctx.settings.last_game, *remembered) if game_id in self.forms]
        self.game = started[-1] if started else self.games[0].id
        # Seats changed on this visit go along to the next game picked; until then each game
        # shows its own, as last started.
        self.seats_changed = False
        self.message = ""
        self.seat_rows: list[SeatRow] = []
        self.option_menus: dict[str, UIDropDownMenu | UITextEntryLine] = {}
        self.fixed_options: dict[str, str] = {}  # options the player count settles, in whole words
        self.options_scroll = 0
        self._options_height = 0
        self._pointer: tuple[int, int] | None = None
        self._on_choice: dict[object, Callable[[int], None]] = {}
        self._on_text: dict[object, Callable[[str], None]] = {}
        self._badges: list[pygame.Rect] = []
        self._thumbnail_rect: pygame.Rect | None = None
        self._caption_room = 0  # kept under the picture for its name's lines, when it was placed
        self._thumbnail: tuple[tuple[Path | None, tuple[int, int], str], pygame.Surface] | None = None

    @property
    def form(self) -> GameForm:
        return self.forms[self.game]

    @property
    def info(self) -> GameInfo:
        return self.form.info

    def track_choice(self) -> TrackChoice | None:
        choices = self.tracks[self.game][0]
        for choice in choices:
            if choice.path == self.form.track:
                return choice
        return choices[0] if choices else None

    # -- layout -------------------------------------------------------------------------

    def panels(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The game, seats and options panels, left to right, above the button bar."""
        w, h = self.ctx.size
        height = h - 2 * MARGIN - BUTTON_HEIGHT - ROW_GAP
        # Wide enough for every game's name on its button, and a track's short name, at the
        # smallest window.
        left = max(210, min(250, w * 18 // 100))
        right = max(282, min(400, w * 29 // 100))
        games = pygame.Rect(MARGIN, MARGIN, left, height)
        options = pygame.Rect(w - MARGIN - right, MARGIN, right, height)
        seats = pygame.Rect(games.right + GAP, MARGIN, options.left - GAP - games.right - GAP, height)
        return games, seats, options

    def reading_regions(self) -> Sequence[pygame.Rect]:
        # The keyboard reads the form a column at a time, as its headings do: game, seats, options.
        return self.panels()

    def build_ui(self) -> None:
        games, seats, options = self.panels()
        self._build_games(games)
        self._build_seats(seats)
        self._build_options(options)
        bar_top = self.ctx.size[1] - MARGIN - BUTTON_HEIGHT
        self.add_button(pygame.Rect(MARGIN, bar_top, games.width, BUTTON_HEIGHT), _("Back"), self.on_escape)
        self.add_button(
            pygame.Rect(options.left, bar_top, options.width, BUTTON_HEIGHT), _("Start"), self.start,
            class_id="@start_button",
        )
        self._show_problems()

    def clear_ui(self) -> None:
        super().clear_ui()
        self._on_choice.clear()
        self._on_text.clear()
        self.seat_rows = []
        self.option_menus = {}
        self.fixed_options = {}
        self._badges = []

    def _heading(self, panel: pygame.Rect, text: str) -> None:
        UILabel(
            pygame.Rect(panel.left + PAD, panel.top + 8, panel.width - 2 * PAD, 40), text,
            manager=self.ctx.ui, container=self.root, object_id=ObjectID(class_id="@panel_heading"),
        )

    def _label(self, rect: pygame.Rect, text: str, class_id: str = "@panel_label") -> UILabel:
        return UILabel(
            rect, text, manager=self.ctx.ui, container=self.root, object_id=ObjectID(class_id=class_id)
        )

    def _drop_down(
        self,
        rect: pygame.Rect,
        labels: Sequence[str],
        selected: int,
        on_choice: Callable[[int], None],
        object_id: str,
        whole: Mapping[str, str] | None = None,
        grow: str = "right",
    ) -> UIDropDownMenu:
        """`whole`: the words each label shown shorter in the box stands for, read in the open list
        (which grows toward `grow` to show them) and on the box when it is hovered."""
        # Options carry their index as id, so any label text (spaces, dots) is fine.
        options: list[str | tuple[str, str]] = [
            (label, f"#choice_{index}") for index, label in enumerate(labels)
        ]
        upwards = self._opens_upwards(rect, len(labels))
        menu = ShortenedDropDown(
            options, options[selected], rect, manager=self.ctx.ui, container=self.root,
            object_id=ObjectID(object_id=object_id, class_id="@drop_up" if upwards else None),
            whole=whole or {}, grow=grow,
        )
        self._on_choice[menu] = on_choice
        return menu

    def _list_height(self, count: int) -> int:
        """The height of a drop-down's open list of `count` entries, shown whole."""
        try:
            item = int(str(self.ctx.ui.get_theme().get_misc_data(
                "list_item_height", ["drop_down_menu.selection_list"]
            )))
        except (LookupError, ValueError):
            item = 20  # pygame_gui's own, without the theme
        return count * item + LIST_EDGES

    def _opens_upwards(self, rect: pygame.Rect, count: int) -> bool:
        # Below its box, as a list reads, whenever it fits there whole; a list too long for that
        # opens where the window leaves it more room (it scrolls there).
        below = self.ctx.size[1] - rect.bottom
        return self._list_height(count) > below and rect.top > below

    # -- the game column ------------------------------------------------------------------

    def _build_games(self, panel: pygame.Rect) -> None:
        self._heading(panel, _("Game"))
        x, width = panel.left + PAD, panel.width - 2 * PAD
        y = panel.top + HEADING + 4
        # In a short window the game buttons close up, so the track's picture keeps its room.
        track_room = 10 + LABEL + 6 + ROW + 10 + MIN_PICTURE + CAPTION + PAD
        roomy = panel.bottom - y - track_room >= len(self.games) * (ROW + 6 + ROW_GAP)
        height, step = (ROW + 6, ROW + 6 + ROW_GAP) if roomy else (ROW + 2, ROW + 2 + 6)
        for info in self.games:
            button = self.add_button(
                pygame.Rect(x, y, width, height), local(info.name), partial(self.choose_game, info.id),
                object_id=f"#game_{info.id}", tool_tip=local(info.name),
            )
            if info.id == self.game:
                button.select()
            y += step
        choices, problems = self.tracks[self.game]
        self._thumbnail_rect = None
        if not choices and not problems:
            return  # a game played without a track
        y += 10
        self._label(pygame.Rect(x, y, width, LABEL), _("Track"))
        y += LABEL + 6
        bottom = panel.bottom - PAD
        if problems:
            count = len(problems)
            self.add_button(
                pygame.Rect(x, bottom - PROBLEMS_ROW, width, PROBLEMS_ROW),
                ngettext("{n} track problem", "{n} track problems", count).format(n=count),
                self._show_track_problems,
                class_id="@small_button", object_id="#track_problems",
                tool_tip=_("Some of your track files could not be loaded; click to see why."),
            )
            bottom -= PROBLEMS_ROW + 8
        chosen = self.track_choice()
        if chosen is None:
            return
        face = self.ctx.ui.get_theme().get_font(["drop_down_menu"])
        labels = track_labels(choices, width - DROP_DOWN_ROOM, lambda words: face.size(words)[0])
        selected = choices.index(chosen)
        # A game whose players may build their own track (MotoX) lists that first, so the list
        # says which applies: a track raced, or one built; the option says the same.
        if self._can_build():
            labels = [_("To be built"), *labels]
            selected = selected + 1 if self._races_the_track() else 0
        names = [whole_name(choice) for choice in choices]
        listed = labels[-len(choices):]
        whole = {label: name for label, name in zip(listed, names, strict=True) if label != name}
        self._drop_down(pygame.Rect(x, y, width, ROW), labels, selected, self.choose_track, "#track", whole)
        y += ROW + 10
        # The game's picture of the track, with its full name below: the drop-down
        # may show a long name shortened. (Without a picture, the stand-in card
        # shows the name already.) The name keeps the lines it takes, the picture the rest,
        # smaller in a short column; without room for a picture, the name alone.
        lines = len(self.track_caption(width, self._races_the_track()))
        self._caption_room = CAPTION_GAP + lines * font(CAPTION_TEXT).get_linesize() if lines else 0
        bottom -= self._caption_room
        if bottom - y >= LEAST_PICTURE:
            self._thumbnail_rect = pygame.Rect(x, y, width, min(bottom - y, width))
        elif lines and bottom >= y:
            self._thumbnail_rect = pygame.Rect(x, y, width, 0)

    # -- the seats column -----------------------------------------------------------------

    def _build_seats(self, panel: pygame.Rect) -> None:
        info, form = self.info, self.form
        self._heading(panel, local(info.name))
        x, width = panel.left + PAD, panel.width - 2 * PAD
        y = panel.top + HEADING
        span = _("{counts} players").format(counts=player_counts(info))
        blurb = UITextBox(
            as_html(f"{local(info.blurb)} ({span})" if info.blurb else span),
            pygame.Rect(x - 6, y - 6, width + 12, -1), manager=self.ctx.ui, container=self.root,
            object_id=ObjectID(class_id="@blurb"),
        )
        y += blurb.rect.height + 4
        label_width = 90
        self._label(pygame.Rect(x, y, label_width, ROW), _("Players"))
        counts = info.counts
        size = min(ROW + 8, (width - label_width) // len(counts) - 6)
        for offset, count in enumerate(counts):
            button = self.add_button(
                pygame.Rect(x + label_width + offset * (size + 6), y, size, ROW), str(count),
                partial(self.set_players, count), object_id=f"#players_{count}",
            )
            if count == form.players:
                button.select()
        y += ROW + 18
        # The name takes what the two drop-downs leave (a narrow window gives it the
        # narrow gaps too), so a usual name shows whole.
        gap = 4
        face = self.ctx.ui.get_theme().get_font(["drop_down_menu"])
        colour_labels = [colour_name(colour) for colour in info.colours]
        colour_width = min(COLOUR_WIDTH, widest(colour_labels, face.size) + SEAT_BOX_ROOM)
        # A seat's type says "Computer \u2014 Hard" where the name keeps its room, else the level alone;
        # judged by the widest colour column of any game, so every game words the levels alike.
        widest_colours = max(
            min(COLOUR_WIDTH, widest([colour_name(c) for c in game.colours], face.size) + SEAT_BOX_ROOM)
            for game in self.games
        )
        type_labels = seat_type_labels(short=False)
        type_words: dict[str, str] = {}  # the whole words of a level shown alone, for its list
        rest = width - BADGE - widest_colours - 3 * gap
        if rest - widest(type_labels, face.size) - SEAT_BOX_ROOM < NAME_ROOM:
            short = seat_type_labels(short=True)
            type_words = {
                label: words for label, words in zip(short, type_labels, strict=True) if label != words
            }
            type_labels = short
        type_width = widest(type_labels, face.size) + SEAT_BOX_ROOM
        name_width = width - BADGE - type_width - colour_width - 3 * gap
        for index, seat in enumerate(form.active):
            self._badges.append(pygame.Rect(x, y + (ROW - BADGE) // 2, BADGE, BADGE))
            entry = UITextEntryLine(
                pygame.Rect(x + BADGE + gap, y, name_width, ROW), manager=self.ctx.ui, container=self.root,
                object_id=ObjectID(object_id=f"#seat_name_{index}"), initial_text=seat.name,
            )
            entry.set_text_length_limit(NAME_LIMIT)
            self._on_text[entry] = partial(self.set_name, index)
            kind = self._drop_down(
                pygame.Rect(entry.rect.right + gap, y, type_width, ROW), type_labels,
                SEAT_TYPES.index((seat.is_bot, seat.level if seat.is_bot else NORMAL)),
                partial(self.set_bot, index), f"#seat_type_{index}", type_words,
            )
            colour = self._drop_down(
                pygame.Rect(x + width - colour_width, y, colour_width, ROW), colour_labels,
                info.colours.index(seat.colour), partial(self.set_colour, index), f"#seat_colour_{index}",
            )
            self.seat_rows.append(SeatRow(entry, kind, colour))
            y += ROW + 10

    # -- the options column -----------------------------------------------------------------

    def _build_options(self, panel: pygame.Rect) -> None:
        self._heading(panel, _("Options"))
        x, width = panel.left + PAD, panel.width - 2 * PAD
        area = self.options_area(panel)
        options = [option for option in self.info.options if option.offered_for(self.form.players)]
        if not options:
            none = _("This game has no options.")
            self._label(pygame.Rect(x, area.top, width, LABEL), none, "@option_label")
        # A long column scrolls (mouse wheel over it, or the ring going past it); only whole
        # options are shown.
        steps = [self._option_step(option, width) for option in options]
        self._options_height = sum(steps)
        self.options_scroll = max(0, min(self.options_scroll, self._options_height - area.height))
        y = area.top - self.options_scroll
        for option, step in zip(options, steps, strict=True):
            if area.top <= y and y + step - OPTION_GAP <= area.bottom:
                self._option_row(option, x, y, width)
            y += step

    def options_area(self, panel: pygame.Rect | None = None) -> pygame.Rect:
        """The part of the options panel that holds the options, below its heading."""
        panel = panel or self.panels()[2]
        return pygame.Rect(panel.left, panel.top + HEADING, panel.width, panel.height - HEADING - PAD)

    def _option_row(self, option: OptionInfo, x: int, y: int, width: int) -> None:
        help_width = 30 if option.help else 0
        label_rect = pygame.Rect(x, y, width - help_width, LABEL)
        label = self._label(label_rect, local(option.label), "@option_label")
        if option.help:
            label.set_tooltip(local(option.help))
            self.add_button(
                pygame.Rect(x + width - 26, y, 26, LABEL), "?",
                partial(self._show_help, option), class_id="@small_button",
                object_id=f"#help_{option.key}", tool_tip=local(option.help),
            )
        settled = self._settled_text(option)
        if settled is not None:
            lines = self._settled_lines(settled, width)
            rect = pygame.Rect(x, y + LABEL + 4, width, self._settled_height(len(lines)))
            self._settled(option, rect, settled, lines)
        else:
            self._option_control(option, pygame.Rect(x, y + LABEL + 4, width, ROW))

    def _settled_text(self, option: OptionInfo) -> str | None:
        """The words of an option the number of players settles; None for one still to choose."""
        players = self.form.players
        forced = option.forced_for(players)
        offered = option.choices_for(players)
        if forced is not None:
            return f"{option.label_of(forced.value)} \u2014 {local(forced.note)}"
        if option.kind == "choice" and len(offered) == 1:
            return _("{choice} \u2014 the only one").format(choice=local(offered[0].label))
        return None

    def _settled_lines(self, text: str, width: int) -> list[str]:
        face = self.ctx.ui.get_theme().get_font(["@option_fixed", "label"])
        lines = wrap(text, face, width - FIXED_ROOM)
        if len(lines) > SETTLED_LINES:  # never so far: the last line says there is more
            lines = [*lines[: SETTLED_LINES - 1], fitting_words(
                " ".join(lines[SETTLED_LINES - 1:]), width - FIXED_ROOM, lambda words: face.size(words)[0]
            )]
        return lines

    def _settled_height(self, lines: int) -> int:
        """One line in a control's height; more, each a line higher."""
        return ROW + (lines - 1) * SETTLED_LINE

    def _option_step(self, option: OptionInfo, width: int) -> int:
        """The height an option takes in its column: its label, its control and the gap below."""
        settled = self._settled_text(option)
        if settled is None:
            return OPTION_STEP
        return LABEL + 4 + self._settled_height(len(self._settled_lines(settled, width))) + OPTION_GAP

    def _settled(self, option: OptionInfo, rect: pygame.Rect, text: str, lines: list[str]) -> None:
        """An option the number of players decides: shown as a fact, not a control, its words on
        as many `lines` as they need (a narrow window wraps them rather than cutting them)."""
        self.fixed_options[option.key] = text
        why = local(option.help) or _("The number of players decides this option.")
        box = self._label(rect, lines[0] if len(lines) == 1 else "", "@option_fixed")
        box.set_tooltip(why)
        if len(lines) > 1:
            top = rect.centery - len(lines) * SETTLED_LINE // 2
            for number, line in enumerate(lines):
                words = self._label(
                    pygame.Rect(rect.left, top + number * SETTLED_LINE, rect.width, SETTLED_LINE), line,
                    "@option_fixed_line",
                )
                words.set_tooltip(why)

    def _option_control(self, option: OptionInfo, rect: pygame.Rect) -> None:
        value = self.form.options[option.key]
        object_id = f"#option_{option.key}"
        if option.kind == "bool":
            half = (rect.width - 8) // 2
            for index, (text, choice) in enumerate(BOOL_CHOICES):
                button = self.add_button(
                    pygame.Rect(rect.left + index * (half + 8), rect.top, half, rect.height), _(text),
                    partial(self.set_option, option.key, choice), object_id=f"{object_id}_{text.lower()}",
                    tool_tip=local(option.help) or None,
                )
                if bool(value) == choice:
                    button.select()
        elif option.kind == "choice":
            offered = option.choices_for(self.form.players)
            values = [choice.value for choice in offered]
            if value not in values:
                value = self.form.options[option.key] = values[0]
            words = [local(choice.label) for choice in offered]
            face = self.ctx.ui.get_theme().get_font(["drop_down_menu"])
            shown = shortened_labels(
                words, rect.width - DROP_DOWN_ROOM, lambda text: face.size(text)[0],
                [local(choice.short) for choice in offered],
            )
            self.option_menus[option.key] = self._drop_down(
                rect, shown, values.index(value),
                lambda index: self.set_option(option.key, values[index], rebuild=False), object_id,
                whole={label: text for label, text in zip(shown, words, strict=True) if label != text},
                grow="left",  # over the seats: the options column is at the window's right
            )
        elif option.min is not None and option.max is not None:
            numbers = list(range(option.min, option.max + 1))
            self.option_menus[option.key] = self._drop_down(
                rect, [str(n) for n in numbers], numbers.index(int(value)),
                lambda index: self.set_option(option.key, numbers[index], rebuild=False), object_id,
            )
        else:
            # A number without bounds cannot be listed; it is typed, and checked on Start.
            entry = UITextEntryLine(
                rect, manager=self.ctx.ui, container=self.root, object_id=ObjectID(object_id=object_id),
                initial_text=str(value),
            )
            entry.set_allowed_characters([*"0123456789-"])
            self._on_text[entry] = partial(self.set_option, option.key, rebuild=False)
            self.option_menus[option.key] = entry

    # -- changes ------------------------------------------------------------------------------

    def on_language(self) -> None:
        for form in self.forms.values():
            form.speak_defaults()
        super().on_language()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self._on_choice:
            self._on_choice[event.ui_element](int(event.selected_option_id.rsplit("_", 1)[1]))
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self._on_text:
            self._on_text[event.ui_element](event.text)
            return True
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        if event.type == pygame.MOUSEWHEEL and self._scroll_options(-event.y * OPTION_WHEEL):
            return True
        return super().handle_event(event)

    def _scroll_options(self, pixels: int) -> bool:
        area = self.options_area()
        if self._pointer is None or not area.collidepoint(self._pointer):
            return False
        self._move_options(pixels)
        return True

    def _move_options(self, pixels: int) -> None:
        area = self.options_area()
        scroll = max(0, min(self.options_scroll + pixels, self._options_height - area.height))
        if scroll != self.options_scroll:
            self.options_scroll = scroll
            self.rebuild_ui()

    def on_escape(self) -> None:
        # A player who steps back (to read the rules, to fetch a friend) finds the game they were
        # setting up as they left it, as after Start.
        remember(self.ctx, self.game, self.form, self.track_choice())
        super().on_escape()

    def ring_leaving(self, control: Control, forward: bool) -> None:
        # Stepping on from the last option in view (the first, going back) brings the next
        # hidden one in, rather than leaving the column with options never reached.
        area = self.options_area()
        shown = [c for c in self.focus.order() if area.collidepoint(c.rect.center)]
        if shown and control is (shown[-1] if forward else shown[0]):
            self._move_options(OPTION_STEP if forward else -OPTION_STEP)

    def choose_game(self, game_id: str) -> None:
        if game_id != self.game and self.seats_changed:
            self.forms[game_id].take_seats(self.form)
        self.game = game_id
        self.options_scroll = 0
        self.rebuild_ui()

    def choose_track(self, index: int) -> None:
        """The track listed at `index`; in a game whose players may build theirs, the first entry
        is that, and a track picked is one they want to race."""
        if self._can_build():
            if index == 0:
                self._set_raced(False)
                return
            index -= 1
        self.form.track = self.tracks[self.game][0][index].path
        if not self._races_the_track():
            self._set_raced(True)

    def _races_the_track(self) -> bool:
        """Whether the game set up races on the track picked (MotoX's players may build theirs)."""
        track = self.track_choice()
        if track is None:
            return True
        form = self.form
        try:
            options = resolve_options(self.game, form.players, form.options)
        except SetupError:
            return True  # the form says what is wrong when Start is pressed
        return raced_track(self.game, Setup(form.seat_setups(), options, track.layout)) is not None

    def _raced_option(self, raced: bool) -> tuple[str, Any] | None:
        """The first option and value that make the game race the track chosen (`raced`) or have
        the players build theirs (MotoX: "Race on the track on the left", "Build the track
        together"); None when no option does."""
        form = self.form
        for option in self.info.options:
            was = form.options[option.key]
            try:
                for choice in option.choices_for(form.players):
                    form.options[option.key] = choice.value
                    if self._races_the_track() == raced:
                        return option.key, choice.value
            finally:
                form.options[option.key] = was
        return None

    def _can_build(self) -> bool:
        """Whether the players may build their own track rather than race one listed."""
        return not self._races_the_track() or self._raced_option(False) is not None

    def _set_raced(self, raced: bool) -> None:
        found = self._raced_option(raced)
        if found is not None:
            self.form.options[found[0]] = found[1]
        self.rebuild_ui()

    def set_players(self, count: int) -> None:
        self.seats_changed = True
        self.form.set_players(count)
        self.rebuild_ui()

    def set_name(self, index: int, name: str) -> None:
        self.seats_changed = True
        self.form.seats[index].name = name
        self.form.seats[index].typed = True
        self._show_problems()

    def set_bot(self, index: int, choice: int) -> None:
        is_bot, level = SEAT_TYPES[choice]
        self.seats_changed = True
        self.form.set_bot(index, is_bot, level if is_bot else None)
        # Another seat's default name may follow too: the one person among computers is "You".
        for row, seat in zip(self.seat_rows, self.form.active, strict=True):
            if row.name.get_text() != seat.name:
                row.name.set_text(seat.name)
        self._show_problems()

    def set_colour(self, index: int, choice: int) -> None:
        self.seats_changed = True
        self.form.seats[index].colour = self.info.colours[choice]
        self._show_problems()

    def set_option(self, key: str, value: Any, *, rebuild: bool = True) -> None:
        """Store an option's value; `rebuild` moves the selection mark of option buttons (and the
        track's list follows an option that decides whether it is raced)."""
        raced = self._races_the_track()
        self.form.options[key] = value
        if rebuild or raced != self._races_the_track():
            self.rebuild_ui()

    def _show_problems(self) -> None:
        """Name the first thing stopping a start, beside the Start button (drawn each frame)."""
        problems = self.form.problems()
        self.message = problems[0] if problems else ""

    def _show_help(self, option: OptionInfo) -> None:
        self.ctx.stack.push(DialogScene(self.ctx, local(option.label), local(option.help)))

    def _show_track_problems(self) -> None:
        problems = self.tracks[self.game][1]
        message = _("These track files could not be loaded:") + "\n\n" + "\n".join(problems)
        self.ctx.stack.push(DialogScene(self.ctx, _("Track problems"), message))

    # -- starting --------------------------------------------------------------------------------

    def start(self) -> None:
        form = self.form
        self._show_problems()
        if self.message:
            return  # the reason is on screen, beside the Start button
        try:
            options = resolve_options(self.game, form.players, form.options)
        except SetupError as exc:
            self.ctx.stack.push(DialogScene(self.ctx, _("These options cannot start a game"), str(exc)))
            return
        track = self.track_choice()
        setup = Setup(form.seat_setups(), options, track.layout if track is not None else None)
        if self._offer_lesson(setup):
            return
        if start_match(self.ctx, self.game, setup) is not None:
            remember(self.ctx, self.game, form, track)

    def _offer_lesson(self, setup: Setup) -> bool:
        """The first time a game with a guided first game is started, offer that instead."""
        game = self.game
        if game not in games_with_tutorials() or game in self.ctx.settings.tutorials_offered:
            return False
        if all(seat.is_bot for seat in setup.seats):
            return False  # a race of computers only is watched, not played: the offer waits for a player
        know_the_game(self.ctx, game)
        # The setup made is kept whichever way the player goes: back in New game after the
        # lesson, it is there as it was left.
        remember(self.ctx, game, self.form, self.track_choice())

        def play_now() -> None:
            start_match(self.ctx, game, setup)

        message = _(
            "This is your first game of {game}. A guided game against the computer "
            "shows every rule on the table, one step at a time. (It is always under Learn to play.)"
        ).format(game=local(self.info.name))
        self.ctx.stack.push(DialogScene(
            self.ctx, _("New to {game}?").format(game=local(self.info.name)), message,
            [(N_("Learn to play"), partial(start_guided_game, self.ctx, game)), (N_("Play now"), play_now)],
            enter=1,  # Start was pressed: Enter plays the game set up
            escape_closes=True,  # and Esc goes back to the setup
        ))
        return True

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        draw_cloth(surface)
        for panel in self.panels():
            draw_panel(surface, panel, alpha=245, radius=14)
        for index, (badge, seat) in enumerate(zip(self._badges, self.form.active, strict=False)):
            colour = colour_of(seat.colour)
            pygame.draw.circle(surface, colour, badge.center, BADGE // 2)
            pygame.draw.circle(surface, INK, badge.center, BADGE // 2, 2)
            number = font(22).render(str(index + 1), True, ink_for(colour))
            surface.blit(number, number.get_rect(center=badge.center))
        if self._thumbnail_rect is not None:
            self._draw_track(surface, self._thumbnail_rect)
        self._draw_options_scrollbar(surface)
        if self.message:
            self._draw_message(surface)

    def _draw_options_scrollbar(self, surface: pygame.Surface) -> None:
        """A thin bar beside a column too long for the window: how far down it is scrolled."""
        area = self.options_area()
        if self._options_height <= area.height:
            return
        track = pygame.Rect(area.right - 8, area.top, 4, area.height)
        pygame.draw.rect(surface, INK_SOFT, track, border_radius=2)
        height = max(20, area.height * area.height // self._options_height)
        top = area.top + (area.height - height) * self.options_scroll // (self._options_height - area.height)
        pygame.draw.rect(surface, GOLD, pygame.Rect(track.x - 1, top, 6, height), border_radius=3)

    def _draw_track(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The track's picture (when `rect` has room for one) and its whole name below, in the
        lines kept under `rect`; words that need more lines take them from the picture."""
        track = self.track_choice()
        assert track is not None  # there is a picture rect only when a track is chosen
        top = rect.top
        raced = self._races_the_track()
        face = font(CAPTION_TEXT)
        lines = self.track_caption(rect.width, raced)
        used = CAPTION_GAP + face.get_linesize() * len(lines) if lines else 0
        size = (rect.width, min(rect.height, rect.height + self._caption_room - used))
        # No picture of a track the players will not race: they build their own.
        if size[1] > 0 and raced:
            key = (track.path, size, language())
            if self._thumbnail is None or self._thumbnail[0] != key:
                # Drawn once per track and size, not every frame.
                picture = draw_thumbnail(self.game, local(track.name), track.layout, size)
                self._thumbnail = (key, picture)
            picture = self._thumbnail[1]
            surface.blit(picture, rect)
            top += picture.get_height() + CAPTION_GAP
        for line in lines:
            text = face.render(line, True, INK)
            surface.blit(text, text.get_rect(midtop=(rect.centerx, top)))
            top += face.get_linesize()

    def track_caption(self, width: int, raced: bool) -> list[str]:
        """The lines under the track's picture: its whole name, or that it will not be raced (not
        `raced`); none where the picture is a stand-in card, which shows the name."""
        track = self.track_choice()
        if track is None or game_drawer(self.game) is None:
            return []
        # Marked here always: the list leaves the mark off a name that fits only without it.
        words = whole_name(track) if raced else _("The players build their own track at the table.")
        return wrap(words, font(CAPTION_TEXT), width)

    def _draw_message(self, surface: pygame.Surface) -> None:
        seats = self.panels()[1]
        face = font(26)
        lines = wrap(self.message, face, seats.width)[:2]
        top = self.ctx.size[1] - MARGIN - (BUTTON_HEIGHT + face.get_linesize() * len(lines)) // 2
        for line in lines:
            shadow = face.render(line, True, INK)
            text = face.render(line, True, GOLD)
            centre = (seats.centerx, top + face.get_linesize() // 2)
            surface.blit(shadow, shadow.get_rect(center=(centre[0] + 1, centre[1] + 2)))
            surface.blit(text, text.get_rect(center=centre))
            top += face.get_linesize()


def seat_type_labels(*, short: bool) -> list[str]:
    """The seat-type drop-down's words: "Computer — Hard", or in a narrow window the level alone
    (the seat's name, "Computer 2" unless changed, says the rest)."""
    def label(is_bot: bool, level: str) -> str:
        if not is_bot:
            return _("Human")
        word = level_word(level).capitalize()
        return word if short else _("Computer \u2014 {level}").format(level=word)

    return [label(is_bot, level) for is_bot, level in SEAT_TYPES]


def widest(labels: Sequence[str], size: Callable[[str], tuple[int, int]]) -> int:
    return max(size(label)[0] for label in labels)


def shortened_labels(
    labels: Sequence[str], room: int, measure: Callable[[str], int], shorts: Sequence[str] = ()
) -> list[str]:
    """A drop-down box's words for each choice: whole where they fit `room`, else fewer words that
    still say it (the data's short label in `shorts`, or the label without its closing brackets:
    "#14 Dusty Ravenscroft" for "#14 Dusty Ravenscroft (D7+ B5+ E6+)"), else their first words and an
    ellipsis; two choices that would read alike keep their whole words."""
    def shorter(label: str, short: str) -> str:
        if measure(label) <= room:
            return label
        before, bracket, _rest = label.rpartition(" (")
        for words in (short, before if bracket and label.endswith(")") else ""):
            if words and measure(words) <= room:
                return words
        return fitting_words(short or label, room, measure)

    padded = [*shorts, *[""] * len(labels)]
    shown = [shorter(label, short) for label, short in zip(labels, padded, strict=False)]
    return [short if shown.count(short) == 1 else label for short, label in zip(shown, labels, strict=True)]


def whole_name(choice: TrackChoice) -> str:
    """A track's name as the form says it whole, a player's own marked so: "Tiny Oval (yours)", or
    inside the words' brackets a name already ends with: "Quarry Run (copy, yours)", and a copy's
    number inside them too: "Quarry Run (copy 2, yours)", not "Quarry Run (copy) (2, yours)". A
    number alone keeps its brackets: "My track (2) (yours)"."""
    name = local(choice.name)
    if not choice.user:
        return name
    numbered = re.fullmatch(r"(.*) \(([^()]+)\) \((\d+)\)", name)
    if numbered:
        before, note = numbered[1], f"{numbered[2]} {numbered[3]}"
    else:
        before, bracket, note = name.removesuffix(")").rpartition(" (")
        if not (bracket and name.endswith(")")) or note.isdigit():
            return name + _(" (yours)")
    return _("{name} ({note}, yours)").format(name=before, note=note)


def track_labels(choices: Sequence[TrackChoice], room: int, measure: Callable[[str], int]) -> list[str]:
    """The drop-down's words for each track: its name, shortened to what fits `room` as a reader
    would shorten it (a stage's title before its " - " subtitle, then whole words off the end,
    with an ellipsis) rather than cut mid-word."""
    yours = _(" (yours)")
    labels = []
    for choice in choices:
        whole = whole_name(choice)
        labels.append(whole if measure(whole) <= room else
                      shortened_name(local(choice.name), room, measure, yours if choice.user else ""))
    # Two tracks shortened alike are told apart by their whole names.
    return [label if labels.count(label) == 1 else whole_name(choice)
            for label, choice in zip(labels, choices, strict=True)]
