"""A replay: the real table, read-only, stepping through a recorded match.

It is the table scene (the game's own view, the banner, the seats and the log) showing
the match as it stood after some number of its moves, with a bar along the bottom: step
back and forward (the arrow keys too), play at 1x, 2x or 4x with the table's animations,
pause, and a scrubber to jump to any move or round; a click on a log line goes back to
its move, and the results chart marks the round being watched. Nothing here can make a
move: the view never gets a click, and `propose` refuses whatever reaches it.

Secrets are kept as at the table. While the game is unfinished, the replay shows what
one chosen seat saw, after a hand-off to that seat when several people share the screen;
once it is over any seat may be watched, and "All hands" shows every secret.

Where a person decided, "What would Hard do?" (H) asks the game's Hard computer player
about that position from that seat's view (`games.hard_advice`), on a thread of its own:
the panel says Hard is thinking, then shows the move it prefers, the move played and what
each is worth. Only the seat whose cards are in view may be asked about (any seat to act
with all hands shown), and stepping anywhere drops the question.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from typing import Any, NamedTuple

import pygame
from pygame_gui.elements import UIButton

from tabletop.engine.common_events import RoundStarted
from tabletop.engine.contract import Action, Event
from tabletop.engine.match import Match
from tabletop.engine.timeline import Timeline
from tabletop.engine.words import say, spoken_to
from tabletop.games.hard_advice import HardAdvice, prepare_advice
from tabletop.games.registry import game_module
from tabletop.language import N_, _, local, pgettext
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.play.bot_worker import BotWorker, Question
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.replay_chart import ReplayChart
from tabletop.scenes.play.replay_hint import HardHintPanel
from tabletop.scenes.play.replay_scrubber import Scrubber
from tabletop.scenes.play.table_scene import (
    BOT_ANSWERED,
    BOT_PAUSE,
    GAP,
    SETTLE_SECONDS,
    THINKING_DOT_SECONDS,
    TableScene,
    wake_the_loop,
)
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, INK_SOFT, REFUSED
from tabletop.table.machinery.animation import Call
from tabletop.table.machinery.text import fit_font, fitting_text
from tabletop.table.panels.panel import draw_panel
from tabletop.table.pieces.token_sprite import colour_rgb

SPEEDS = (1, 2, 4)
BAR_HEIGHT = 104  # the scrubber and the row of buttons under the table
GROOVE_ROW = 28  # the scrubber's groove and knob, above its round numbers
SCRUBBER_HEIGHT = 40
BUTTON_HEIGHT = 40
WHERE_WIDTH = 210  # "Move 151 of 300 · Heat 8" right of the scrubber
NOT_HERE = N_("This is a replay: no move can be made here.")
BUTTON_PAD = 24  # room beside a control's words (the theme's button padding, borders)
SMALL_PAD = 18  # the same for @small_button
CONTROL_GAP = 6
WATCH_MOST = 200  # the "Cards: Anna" button grows for a long name up to this
WATCH_LEAST = 90  # and shrinks, on a narrow window in French, no further than this
HINT_ROW = 40  # the "What would Hard do?" button, at the foot of the side column


def chart_of(match: Match) -> dict[str, Any] | None:
    chart: dict[str, Any] | None = game_module(match.game_id).summarise(match).get("chart")
    return chart


def rounds_reached(match: Match) -> int:
    """How many rounds the game's chart has values for at `match`'s position."""
    chart = chart_of(match)
    return max((len(series["values"]) for series in chart.get("series", ())), default=0) if chart else 0


class Control(NamedTuple):
    """A button of the bar: the words it may show (the first at the start), at least `least` wide
    and at most `most` (0: no limit), in the theme's `style`."""

    key: str
    least: int
    texts: tuple[str, ...]
    action: Callable[[], None]
    tip: str
    style: str | None = None
    most: int = 0


def _width(face: Any, pad: int, control: Control, *, least: bool = True) -> int:
    """Room for the widest words `control` shows in `face`, with the button's `pad` beside them
    (and at least its `least` width, unless `least` is False)."""
    wanted = max(control.least if least else 0, *(face.size(text)[0] + pad for text in control.texts))
    return min(wanted, control.most) if control.most else wanted


class ReplayScene(TableScene):
    watching = True

    def __init__(self, ctx: AppContext, match: Match) -> None:
        """The replay of `match` (finished or not), standing at its start."""
        def progress(state: Any) -> int:
            return rounds_reached(Match(match.rules, match.setup, match.seed, state=state))

        self.timeline = Timeline(match, progress)
        self.finished = match.outcome() is not None
        super().__init__(ctx, self.timeline.match_at(0))
        self.chart_data = chart_of(match)
        # The chart's axis ("Turn", marked in the game's summary), translated where shown.
        self.axis = str(self.chart_data.get("axis", N_("Round"))) if self.chart_data else N_("Round")
        # Unfinished, a secret is drawn only for the seat at the screen: with several humans,
        # after a hand-off to them. Over, any seat may be watched, and all hands shown.
        self.private = self.info.has_secrets and not self.finished and len(self.humans) > 1
        self.viewer = None if self.private or not self.humans else self.humans[0]
        self.all_hands = False
        self.playing = False
        self.speed = SPEEDS[0]
        self._compact = False  # the bar's buttons in the smaller font (set as it is laid out)
        self._step_clock = 0.0
        self._entry_moves: list[int] = []  # for each log entry, the move it tells of (0: the heading)
        self._log_for: int | str | None = "not told yet"
        self.scrubber = Scrubber(self.timeline.length, self.timeline.round_starts, self.go_to)
        self.chart = ReplayChart(self.chart_data, self.to_round_end) if self.chart_data else None
        self.bar = pygame.Rect(0, 0, 10, 10)
        self.buttons: dict[str, UIButton] = {}
        # "What would Hard do?": its own thread, so a question never waits behind the table's.
        self.hint = HardHintPanel(self.rules)
        self.hint_worker: BotWorker[HardAdvice] = BotWorker(wake_the_loop)

    @property
    def position(self) -> int:
        """How many moves of the match have been played on the table."""
        return len(self.match.steps)

    # --- layout and controls ------------------------------------------------------------

    def _layout(self, size: tuple[int, int]) -> None:
        w, h = size
        super()._layout((w, h - BAR_HEIGHT))
        self.bar = pygame.Rect(GAP, h - BAR_HEIGHT, w - 2 * GAP, BAR_HEIGHT - GAP)
        # The scrubber, then the move and round it stands at, on the row above the buttons.
        width = self.bar.width - 3 * GAP - WHERE_WIDTH
        self.scrubber.set_rect(pygame.Rect(self.bar.left + GAP, self.bar.top + 6, width, SCRUBBER_HEIGHT))
        if self.chart is not None:
            board = self.camera.viewport
            self.chart.set_rect(board.inflate(-2 * GAP, -2 * GAP))

    def _fit_side_panels(self) -> None:
        """The table's seats and log, with a row kept under them for "What would Hard do?",
        whose panel covers them both while it is open."""
        super()._fit_side_panels()
        column, log = self._column, self.log.rect
        self.log.set_rect(pygame.Rect(log.x, log.y, log.width, column.bottom - HINT_ROW - GAP - log.y))
        self.hint.set_rect(pygame.Rect(column.x, column.y, column.width, column.height - HINT_ROW - GAP))

    def hint_row(self) -> pygame.Rect:
        column = self._column
        return pygame.Rect(column.x, column.bottom - HINT_ROW, column.width, HINT_ROW)

    def choices(self) -> list[int | None]:
        """Whose view may be watched: nobody's secrets first, then the seats allowed."""
        seats = range(len(self.match.setup.seats)) if self.finished else self.humans
        return [None, *seats]

    def build_ui(self) -> None:
        # The stack builds the widgets before the table lays itself out (on entering, on a resize).
        self._layout(self.ctx.size)
        top = self.bar.bottom - BUTTON_HEIGHT - 6
        self.buttons = {}
        left, right = self._controls()
        compact = False
        widths = self._widths([*left, *right], compact)
        room = self.bar.width - 2 * GAP - CONTROL_GAP * (len(widths) - 1)
        if sum(widths) > room:
            # Longer words (French) on a narrow window: the smaller buttons, each as wide as its words.
            compact = True
            widths = self._widths([*left, *right], compact)
        keys = [control.key for control in [*left, *right]]
        if sum(widths) > room and "watch" in keys:
            # Still too wide: "Cards: <name>" gives way (its words are shortened to fit), never
            # lying over its neighbour.
            watch = keys.index("watch")
            widths[watch] = max(WATCH_LEAST, widths[watch] - (sum(widths) - room))
        self._compact = compact
        x = self.bar.left + GAP
        for control, width in zip(left, widths, strict=False):
            self._add_control(control, pygame.Rect(x, top, width, BUTTON_HEIGHT), compact)
            x += width + CONTROL_GAP
        x = self.bar.right - GAP
        for control, width in zip(right, widths[len(left):], strict=True):
            self._add_control(control, pygame.Rect(x - width, top, width, BUTTON_HEIGHT), compact)
            x -= width + CONTROL_GAP
        tip = _("Ask the Hard computer player about this move, seeing only what its player saw (H)")
        self.buttons["hint"] = self.add_button(self.hint_row(), _("What would Hard do?"), self.toggle_hint,
                                               tool_tip=tip)
        self._update_controls()

    def _controls(self) -> tuple[list[Control], list[Control]]:
        """The bar's controls: those from its left edge, then those from its right edge."""
        # "Start" and "Back" name places in the game here, not New game's start or a menu's way back.
        start, back = pgettext("replay", "Start"), pgettext("replay", "Back")
        left = [
            Control("start", 64, (start,), lambda: self.go_to(0), _("The start of the game (Home)")),
            Control("back", 64, (back,), self.back, _("One move back (Left arrow)")),
            Control("play", 84, (_("Play"), _("Pause")), self.toggle_play,
                    _("Play the moves one after another (Space)"), "@start_button"),
            Control("forward", 96, (_("Forward"),), self.forward, _("One move forward (Right arrow)")),
            Control("end", 56, (_("End"),), lambda: self.go_to(self.timeline.length),
                    _("The last move (End)")),
            Control("speed", 50, (f"{self.speed}\u00d7",), self.faster,
                    _("Playing speed: 1\u00d7, 2\u00d7 or 4\u00d7")),
        ]
        right = [Control("close", 80, (_("Close"),), self.leave, _("Leave the replay (Esc)"))]
        if self.chart is not None:
            right.append(Control("chart", 76, (_("Chart"),), self.toggle_chart,
                                 _("The results chart, marking where you are (C)")))
        if self.info.has_secrets and self.finished:
            right.append(Control("hands", 124, (_("All hands"), _("Hide hands")), self.toggle_hands,
                                 _("Show every player's cards")))
        if self.info.has_secrets and len(self.choices()) > 2:
            shown = (_("Cards: all"), *(self._cards_words(viewer) for viewer in self.choices()))
            right.append(Control("watch", 170, shown, self.next_viewer,
                                 _("Whose cards to show: each seat in turn"), most=WATCH_MOST))
        return left, right

    def _widths(self, controls: list[Control], compact: bool) -> list[int]:
        """Each control's width; `compact`: the small buttons' font (a styled one keeps its own),
        and no width beyond the words'."""
        theme = self.ctx.ui.get_theme()
        widths = []
        for control in controls:
            if not compact:
                widths.append(_width(theme.get_font(["button"]), BUTTON_PAD, control))
            elif control.style is None:
                small = theme.get_font(["@small_button", "button"])
                widths.append(_width(small, SMALL_PAD, control, least=False))
            else:
                own = theme.get_font([control.style, "button"])
                widths.append(_width(own, BUTTON_PAD, control, least=False))
        return widths

    def _add_control(self, control: Control, rect: pygame.Rect, compact: bool) -> None:
        style = control.style or ("@small_button" if compact else None)
        words = control.texts[0] if control.key != "watch" else ""  # the viewer's words come with the state
        self.buttons[control.key] = self.add_button(
            rect, words, control.action, class_id=style, tool_tip=control.tip
        )

    def _update_controls(self) -> None:
        self.scrubber.position = self.position
        if not self.buttons:
            return
        for key, allowed in (("start", self.position > 0), ("back", self.position > 0),
                             ("forward", self.position < self.timeline.length),
                             ("end", self.position < self.timeline.length),
                             ("hint", self.hint_refusal() is None)):
            if allowed:
                self.buttons[key].enable()
            else:
                self.buttons[key].disable()
        self.buttons["play"].set_text(_("Pause") if self.playing else _("Play"))
        self.buttons["speed"].set_text(f"{self.speed}\u00d7")
        if "hands" in self.buttons:
            hands = self.buttons["hands"]
            hands.set_text(_("Hide hands") if self.all_hands else _("All hands"))
            tip = _("Hide every player's cards") if self.all_hands else _("Show every player's cards")
            if hands.tool_tip_text != tip:
                hands.set_tooltip(tip)
        if "watch" in self.buttons:
            words = _("Cards: all") if self.all_hands else self._cards_words(self.viewer)
            button = self.buttons["watch"]
            ids = ["@small_button", "button"] if self._compact else ["button"]
            face = self.ctx.ui.get_theme().get_font(ids)
            pad = SMALL_PAD if self._compact else BUTTON_PAD
            shown = fitting_text(words, button.rect.width - pad, lambda text: face.size(text)[0])
            button.set_text(shown)
            button.set_tooltip(words if shown != words else _("Whose cards to show: each seat in turn"))

    def _cards_words(self, viewer: int | None) -> str:
        """The "whose cards" button's words for `viewer` (None: nobody's)."""
        if viewer is None:
            return _("Cards: nobody")
        return _("Cards: {name}").format(name=self.match.setup.seats[viewer].name)

    # --- moving through the game --------------------------------------------------------

    def go_to(self, moves: int) -> None:
        """Show the table as it stood after `moves` moves, at rest."""
        moves = max(0, min(self.timeline.length, moves))
        self.close_hint()
        self.animator.finish_all()
        self.view.cancel()
        self.inspector.hide()
        before = self.position
        if moves != before:
            self.match.state = self.timeline.state_at(moves)
            self.match.steps = self.timeline.steps[:moves]
        self._step_clock = 0.0
        self._refresh()
        self._catch_up_log(before)
        self._update_controls()

    def _catch_up_log(self, before: int) -> None:
        """The log to the current move from where it told up to `before`: lines dropped or added,
        not the whole log told again (a long game's log is most of a jump's time)."""
        moves = self.position
        # The log keeps its newest lines only: once its first line (move 0) has gone, lines
        # dropped going back would leave it shorter than it should be.
        trimmed = bool(self._entry_moves) and self._entry_moves[0] > 0
        if self._log_for != self._log_key() or (moves < before and trimmed):
            self._rebuild_log()
        elif moves < before:
            keep = bisect.bisect_right(self._entry_moves, moves)
            self.log.truncate(keep)
            del self._entry_moves[keep:]
        else:
            for done in range(before, moves):
                self._log_move(done + 1, self._seen(self.timeline.steps[done].events))

    def _log_key(self) -> int | str | None:
        """What the log was told for: a seat's view (None: nobody's), or every secret."""
        return "all" if self.all_hands else self.viewer

    def back(self) -> None:
        self.go_to(self.position - 1)

    def forward(self) -> None:
        """The next move, animated as at the table; the log and panels follow when it has shown."""
        if self.position >= self.timeline.length:
            self.playing = False
            self._update_controls()
            return
        self.close_hint()
        self.animator.finish_all()
        step = self.timeline.steps[self.position]
        self.timeline.advance(self.match.state, self.position)
        self.match.steps.append(step)
        moves = self.position
        seen = self._seen(step.events)
        state, waiting = self._masked(), self.match.to_act()
        self._follow_turn(waiting)
        self.view.play(seen, state, self.viewer, waiting)
        self._start_moving(step.seat, seen)
        self.animator.add(Call(lambda: self._narrate_move(moves, seen, state, waiting)))
        self._step_clock = 0.0
        self._update_controls()

    def _narrate_move(self, moves: int, seen: list[Event], state: Any, waiting: tuple[int, ...]) -> None:
        self._moving = None
        self._log_move(moves, seen)
        self._update_panels(state, waiting)

    def to_round_end(self, value: int) -> None:
        """Go to where the chart got its value number `value` (from 0): the end of that round."""
        reached = self.timeline.progress_after
        self.go_to(next((k for k, got in enumerate(reached) if got > value), self.timeline.length))

    def next_round(self, direction: int) -> None:
        starts = self.timeline.round_starts
        if direction > 0:
            self.go_to(next((s for s in starts if s > self.position), self.timeline.length))
        else:
            self.go_to(next((s for s in reversed(starts) if s < self.position), 0))

    def toggle_play(self) -> None:
        if not self.playing and self.position >= self.timeline.length:
            self.go_to(0)  # played to the end: Play starts over
        self.playing = not self.playing
        self._step_clock = BOT_PAUSE  # the first move comes at once
        self._update_controls()

    def faster(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        self._update_controls()

    def toggle_chart(self) -> None:
        if self.chart is not None:
            self.chart.visible = not self.chart.visible

    # --- what would Hard do? --------------------------------------------------------------

    def decider(self) -> int | None:
        """The seat that decides at this position: the one whose move comes next (None: over)."""
        if self.position < self.timeline.length:
            return self.timeline.steps[self.position].seat
        waiting = self.match.to_act()  # an unfinished record ends where someone is to move
        return waiting[0] if waiting else None

    def hint_refusal(self) -> str | None:
        """Why Hard cannot be asked about this position (None: it can)."""
        seat = self.decider()
        if seat is None:
            return _("The game is over: nobody decides here.")
        name = self.match.setup.seats[seat].name
        if self.match.is_bot(seat):
            return _("{name} is a computer player: Hard is asked only about people's moves.").format(
                name=name)
        if self.info.has_secrets and not self.all_hands and self.viewer != seat:
            return say(
                _("Hard may see only what {name:them} saw: show {name:'s} cards first (the Cards button)."),
                name=name,
            )
        return None

    def toggle_hint(self) -> None:
        """Ask Hard about this position (the panel shows it thinking), or close its panel."""
        if self.hint.open:
            self.close_hint()
            return
        refusal, seat = self.hint_refusal(), self.decider()
        if refusal is not None:
            self.banner.toast(refusal, REFUSED)
            return
        assert seat is not None  # a position nobody decides at is refused
        self.playing = False
        played = self.timeline.steps[self.position].action if self.position < self.timeline.length else None
        question = Question(seat, self.position)
        # The position's true state goes no further than here: Hard gets the seat's view of it.
        self.hint_worker.ask(question, prepare_advice(
            self.rules, self.match.state, seat, self.timeline.seed, self.position, played,
            players=len(self.match.setup.seats),
        ))
        self.hint.ask(question, self.match.setup.seats[seat].name, self.info.has_secrets)
        self._update_controls()

    def close_hint(self) -> None:
        """Close the panel; an answer still being worked out is thrown away when it comes."""
        self.hint_worker.drop()
        self.hint.close()

    def _hint_in_view(self) -> bool:
        """Whether the panel is for this very position and may still be shown to who watches."""
        seat = self.decider()
        here = Question(seat, self.position) if seat is not None else None
        return self.hint.question is not None and self.hint.question == here and self.hint_refusal() is None

    def _collect_hint(self) -> None:
        if not self.hint.thinking:
            return
        answer = self.hint_worker.answer()
        if answer is not None and answer[0] == self.hint.question:
            self.hint.answer(answer[1])
            self.ctx.stack.request_redraw()
            return
        # A resting loop draws nothing by itself: a new dot of the thinking mark asks for its frame.
        dots = 1 + int(self.clock() / THINKING_DOT_SECONDS) % 3
        if dots != self.hint.dots:
            self.hint.dots = dots
            self.ctx.stack.request_redraw()

    # --- whose secrets -------------------------------------------------------------------

    def next_viewer(self) -> None:
        """Watch the next seat's cards (then nobody's); a hand-off first where the game is private."""
        choices = self.choices()
        now = choices.index(self.viewer) if self.viewer in choices else 0
        following = choices[(now + 1) % len(choices)]
        self.all_hands = False
        if following is None or not self.private:
            self._watch(following)
            return
        seat = self.match.setup.seats[following]
        # Pushing it covers the table (see TableScene.on_pause): nobody's cards until confirmed.
        self.ctx.stack.push(HandoffScene(
            self.ctx, seat.name, lambda: self._watch(following),
            colour=colour_rgb(seat.colour) if seat.colour else None, on_escape=self._cancel_handoff,
        ))

    def _cancel_handoff(self) -> None:
        """Esc on the hand-off: back to the table, still covered (nobody's cards)."""
        self.ctx.stack.pop()
        self._update_controls()

    def _watch(self, seat: int | None) -> None:
        self.animator.finish_all()  # what is in flight was drawn for the seat watched until now
        self.viewer = self.holder = seat
        self.go_to(self.position)

    def toggle_hands(self) -> None:
        """Every secret in sight, the hand shown being the seat's to act (finished games only)."""
        if not self.finished:
            return
        self.animator.finish_all()
        self.all_hands = not self.all_hands
        if not self.all_hands:
            self.viewer = None
        self.go_to(self.position)

    def _follow_turn(self, waiting: tuple[int, ...]) -> None:
        """With all hands shown, the hand in view is the one of the seat to act."""
        if self.all_hands and waiting:
            self.viewer = waiting[0]

    def _masked(self) -> Any:
        if self.all_hands:
            return self.match.state.clone()
        return super()._masked()

    def _seen(self, events: list[Event]) -> list[Event]:
        return list(events) if self.all_hands else [event.seen_by(self.viewer) for event in events]

    # --- the table's panels, read-only ----------------------------------------------------

    def _refresh(self, rebuild_log: bool = False) -> None:
        self._follow_turn(self.match.to_act())
        super()._refresh(rebuild_log)

    def _update_banner(self) -> None:
        """The banner as a bystander reads it: "Bob is choosing...", never a prompt to act."""
        if self._shown is not None and not self._say_moving():
            state, waiting = self._shown
            self._set_banner(*self.view.banner(state, None, waiting))
            self._set_banner_rule(state, None, waiting)

    def _update_panels(self, state: Any, waiting: tuple[int, ...]) -> None:
        """The table's panels (each computer's level too), less its keyboard list of moves: there
        is no move to make here."""
        self._shown = (state, waiting)
        self.seats.show_patterns = self.ctx.settings.colour_blind
        self.seats.set_rows(self._with_levels(self.view.seat_rows(state, waiting)))
        self._update_banner()
        self._fit_side_panels()
        if self.tooltip.text is not None:
            pos = self.tooltip.pos
            self.tooltip.point_at(pos, self.describe_at(pos), self.described_rect(pos))
        self.picker.set_items([])
        self.banner.reserve = 0

    def _rebuild_log(self) -> None:
        self._log_for = self._log_key()
        self.log.clear()
        self._entry_moves = []
        # As the table lists them: a seat named You is "you" after the colon.
        names = ", ".join(local(spoken_to(seat.name)) for seat in self.match.setup.seats)
        heading = _("Replay of {game}: {names}.") if self.finished else _(
            "Replay of {game} (unfinished): {names}."
        )
        self._add_entry(0, heading.format(game=local(self.info.name), names=names), INK_SOFT)
        for moves, step in enumerate(self.match.steps, start=1):
            self._log_move(moves, self._seen(step.events))

    def _log_move(self, moves: int, events: list[Event]) -> None:
        for event in events:
            self._add_entry(moves, event.describe(), INK_SOFT if isinstance(event, RoundStarted) else INK)

    def _add_entry(self, moves: int, text: str, colour: tuple[int, int, int]) -> None:
        self.log.add(text, colour)
        self._entry_moves.append(moves)
        del self._entry_moves[: len(self._entry_moves) - len(self.log.entries)]

    def entry_at(self, pos: tuple[int, int]) -> int | None:
        """The log entry whose line is at `pos` on screen (None: no line there)."""
        if not self.log.rect.collidepoint(pos):
            return None
        line_height = self.log.font.get_linesize()
        for index, _line, top in self.log.shown_lines():
            if top <= pos[1] < top + line_height:
                return index
        return None

    def propose(self, action: Action) -> str | None:
        return _(NOT_HERE)

    # --- the loop and input ------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self._collect_hint()
        self.animator.speed = self.ctx.settings.speed_multiplier * self.speed
        self.animator.update(dt)
        self.view.update(dt)
        self._update_banner()
        self.banner.update(dt)
        self.tooltip.update(dt)
        if self.animator.busy:
            self._settle_left = SETTLE_SECONDS
            return
        # Rising words live on the animations' clock: at a slow speed they outlast the settling
        # in real seconds, and must not stop half-faded when the frames stop.
        self._settle_left = max(0.0, self._settle_left - dt * min(self.animator.speed, 1.0))
        if not self.playing:
            return
        self._step_clock += dt * self.speed
        if self._step_clock >= BOT_PAUSE:
            self.forward()

    def wants_frames(self) -> bool:
        busy = self.animator.busy or self._settle_left > 0 or self.banner.toast_left > 0
        return busy or self.playing or self.scrubber.dragging

    def on_enter(self) -> None:
        super().on_enter()
        self.banner.toast(_("Replay: the arrow keys step, Space plays, the bar below jumps."), GOLD, 4.0)

    def on_pause(self) -> None:
        self.playing = False
        # Whoever comes back to the screen may not be the seat Hard was asked for.
        self.close_hint()
        super().on_pause()
        self._update_controls()

    def on_exit(self) -> None:
        super().on_exit()
        self.hint_worker.close()

    def on_escape(self) -> None:
        """Esc closes Hard's panel first, then leaves the replay."""
        if self.hint.open:
            self.close_hint()
            return
        self.leave()

    def leave(self) -> None:
        self.close_hint()
        self.playing = False
        self.ctx.stack.pop()

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        if self.hint.open and self.hint.rect.collidepoint(pos):
            return _("A move's percentage is its average result in Hard's playouts from here: mostly how "
                     "often it won, a little the place it finished.")
        hint = self.buttons.get("hint")
        if hint is not None and not hint.is_enabled and hint.rect.collidepoint(pos):
            return self.hint_refusal()  # a disabled button shows no tool tip of its own
        if self.scrubber.rect.collidepoint(pos):
            moves = self.scrubber.moves_at(pos[0])
            return _("Move {moves} of {length}, {axis} {round}: click or drag to go there.").format(
                moves=moves, length=self.timeline.length, axis=_(self.axis).lower(),
                round=self.timeline.round_of(moves),
            )
        if self.chart is not None and self.chart.visible and self.chart.rect.collidepoint(pos):
            return _("Click a {axis} to go to its end.").format(axis=_(self.axis).lower())
        if self.log.rect.collidepoint(pos):
            return _("Click a line to go back to that move. Scroll with the mouse wheel.")
        return super().describe_at(pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == BOT_ANSWERED:
            return True  # it only woke the loop: `update` collects Hard's advice
        self._point(event)
        if self.banner.help_clicked(event) and self.banner.rule:
            self.open_rule(self.banner.rule)
            return True
        if self.inspector.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and self._key(event.key):
            return True
        if self._hint_event(event):
            return True
        if self.scrubber.handle_event(event):
            return True
        if self.chart is not None and self.chart.handle_event(event):
            return True
        if self.log.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            entry = self.entry_at(event.pos)
            if entry is not None:
                self.go_to(self._entry_moves[entry])
                return True
        # The view gets no input but what only looks (MCS's match card): its pieces cannot be
        # picked up or played.
        watch = getattr(self.view, "watch_event", None)
        if watch is not None and watch(event):
            return True
        if self.camera.handle_event(event):
            return True
        return Scene.handle_event(self, event)

    def _hint_event(self, event: pygame.event.Event) -> bool:
        """The open panel covers the seats and log: its cross closes it, other clicks stop there."""
        if not self.hint.open or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            return False
        pos = event.pos if event.type == pygame.MOUSEBUTTONDOWN else pygame.mouse.get_pos()
        if not self.hint.rect.collidepoint(pos):
            return False
        closing = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if closing and self.hint.close_rect().collidepoint(pos):
            self.close_hint()
        return True

    def _key(self, key: int) -> bool:
        actions = {
            pygame.K_LEFT: self.back,
            pygame.K_RIGHT: self.forward,
            pygame.K_SPACE: self.toggle_play,
            pygame.K_HOME: lambda: self.go_to(0),
            pygame.K_END: lambda: self.go_to(self.timeline.length),
            pygame.K_PAGEUP: lambda: self.next_round(-1),
            pygame.K_PAGEDOWN: lambda: self.next_round(1),
            pygame.K_c: self.toggle_chart,
            pygame.K_h: self.toggle_hint,
        }
        action = actions.get(key)
        if action is None:
            return False
        action()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface, self.view)
        self.view.draw(surface)
        self.banner.draw(surface)
        self.seats.draw(surface)
        self.log.draw(surface)
        if self._hint_in_view():
            self.hint.draw(surface)
        else:
            self._ring_log_line(surface)
        if self.private and self.viewer is None:
            self._say_whose_cards(surface)
        if self.chart is not None:
            reached = self.timeline.progress_after[self.position]
            self.chart.draw(surface, reached, self.ctx.settings.colour_blind)
        self._draw_bar(surface)
        self.inspector.draw(surface)
        self.tooltip.draw(surface)

    def _say_whose_cards(self, surface: pygame.Surface) -> None:
        """Where a hand would be: why there is none, and how to see one."""
        board = self.camera.viewport
        room = pygame.Rect(board.left, board.bottom, board.width, self.bar.top - board.bottom)
        words = _("Nobody's cards are shown. \u201cCards\u201d below picks a player, after a hand-off.")
        text = fit_font(words, room.width - 2 * GAP, 24, min_size=12).render(words, True, CREAM)
        surface.blit(text, text.get_rect(center=room.center))

    def _ring_log_line(self, surface: pygame.Surface) -> None:
        """The log entry under the pointer ringed: a click there goes to its move."""
        pointer = self.log.pointer
        entry = self.entry_at(pointer) if pointer is not None else None
        if entry is None:
            return
        tops = [top for index, _line, top in self.log.shown_lines() if index == entry]
        height = self.log.font.get_linesize()
        ring = pygame.Rect(self.log.rect.left + 4, tops[0] - 2, self.log.rect.width - 8, 0)
        ring.height = tops[-1] + height - tops[0] + 4
        pygame.draw.rect(surface, GOLD, ring, width=2, border_radius=6)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.bar, alpha=245, radius=12)
        self.scrubber.draw(surface)
        if self.timeline.round_starts:
            where = _("Move {moves} of {length}  \u00b7  {axis} {round}").format(
                moves=self.position, length=self.timeline.length, axis=_(self.axis),
                round=self.timeline.round_of(self.position),
            )
        else:
            where = _("Move {moves} of {length}").format(moves=self.position, length=self.timeline.length)
        room = pygame.Rect(self.scrubber.rect.right + GAP, self.scrubber.rect.top, WHERE_WIDTH, GROOVE_ROW)
        text = fit_font(where, room.width, 22, min_size=12).render(where, True, INK)
        surface.blit(text, text.get_rect(midleft=room.midleft))
