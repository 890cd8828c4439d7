"""The table: one match in play, for any game.

It owns the turn loop: whose turn, the hand-off between humans in games with
secrets, the computer players' moves (chosen off the frame loop by `bot_worker`, and
played after a pause people can follow), undo,
saving and the move to the results. The game's view draws the board and turns
drags into actions; this scene never knows a rule. Everything drawn comes from
`rules.view(state, viewer)` and events as the viewer may see them.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import Any

import pygame

from tabletop.content.rules_pages import section_title
from tabletop.engine.common_events import RoundStarted
from tabletop.engine.contract import Action, Event, IllegalAction, in_list_order
from tabletop.engine.levels import EASY, NORMAL, computer_note, level_about, level_word
from tabletop.engine.match import Match
from tabletop.engine.words import names_list, say, spoken_to
from tabletop.files import saves
from tabletop.games.setup import game_info
from tabletop.language import _, local
from tabletop.paths import os_reason
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.play.bot_worker import BotWorker, Question, prepare
from tabletop.scenes.play.coach_overlay import CoachOverlay
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.pause_menu import PauseMenu
from tabletop.scenes.play.table_exits import table_exits
from tabletop.sprite_factory.palette import GOLD, INK, INK_SOFT, REFUSED, RGB
from tabletop.table.host.game_view import GameView, TableHost, view_module
from tabletop.table.machinery import render_cache
from tabletop.table.machinery.animation import Animator, Call
from tabletop.table.machinery.backdrop import Backdrop
from tabletop.table.machinery.camera import Camera
from tabletop.table.panels.action_picker import ActionPicker
from tabletop.table.panels.banner import Banner
from tabletop.table.panels.inspect import InspectView
from tabletop.table.panels.log_panel import LogPanel
from tabletop.table.panels.seat_panel import SeatPanel, SeatRow
from tabletop.table.panels.tooltip import Tooltip
from tabletop.table.pieces.token_sprite import colour_rgb
from tabletop.tutorial.coach import Coach

BOT_PAUSE = 0.7  # seconds a computer player "thinks", at normal speed
RESULTS_PAUSE = 1.2  # seconds to look at the finish before the results
# Frames go on this long after the last animation: cards easing into the hand, popups fading.
SETTLE_SECONDS = 2.0
# Levels whose choice takes milliseconds: once the pause is over the table waits for it, as it
# did when it chose in the frame loop. A Hard search is never waited for; the banner says it thinks.
QUICK_LEVELS = (EASY, NORMAL)
# The thinking mark's dots come one by one this far apart: the rhythm of a resting app's wake-ups.
THINKING_DOT_SECONDS = 0.5
# Posted by the computers' thread when an answer is in: it wakes the resting loop at once.
BOT_ANSWERED = pygame.event.custom_type()
BANNER_HEIGHT = 56
GAP = 10
LOG_LINES = 4  # the game log always shows at least this many whole lines
SEAT_FONT_SIZES = (24, 22, 20, 18)  # the seat rows' words, largest first, as the column allows


def wake_the_loop() -> None:
    """On the computers' thread, once an answer is in. After the app has closed nobody waits."""
    with contextlib.suppress(pygame.error):
        pygame.event.post(pygame.event.Event(BOT_ANSWERED))


class TableScene(Scene):
    watching = False  # a replay's table only shows the game (TableHost.watching)
    keyboard_focus = False  # Tab, the arrows and Enter choose moves here (the action picker)

    def __init__(self, ctx: AppContext, match: Match, coach: Coach | None = None, *,
                 autosaved: bool = True) -> None:
        """`autosaved`: False for a race that is not one of the player's games (the editor's test
        drive): Continue goes on resuming the player's own unfinished game, never that race."""
        super().__init__(ctx)
        self.match = match
        self.autosaved = autosaved
        # Another game's autosave (this one is new, or loaded from a save) is kept, not overwritten;
        # a replay writes none, so it need not read it.
        self._older_autosave = autosaved and not self.watching and not saves.autosave_is_part_of(match)
        self._autosaving = autosaved
        # The autosave as this table last wrote it, or found it when it holds this very game
        # (Continue): another window writing there since is then seen before it is written over.
        mine = autosaved and not self.watching and not self._older_autosave
        self._written = saves.autosave_content() if mine else None
        # Why the game as it stands is on no disk (its autosave failed or stopped, and it was not
        # saved since): leaving it then asks first. None while it is kept.
        self._unkept: str | None = None
        self._leave_question: DialogScene | None = None
        # A guided first game's coach; None in an ordinary game (and once the lesson is ended).
        self.coach = CoachOverlay(coach, self.end_lesson) if coach is not None else None
        self.rules = match.rules
        self.info = game_info(match.game_id)
        self.animator = Animator(ctx.settings.speed_multiplier)
        self.camera = Camera(pygame.Rect((0, 0), ctx.size), min_zoom=0.3, max_zoom=3.0)
        self.banner = Banner(pygame.Rect(0, 0, 10, BANNER_HEIGHT))
        self.seats = SeatPanel(pygame.Rect(0, 0, 10, 10))
        self.log = LogPanel(pygame.Rect(0, 0, 10, 10))
        self.picker: ActionPicker[Action] = ActionPicker(
            self._choose_from_keyboard, on_focus=self._preview, locate=lambda a: self.view.anchor_of(a)
        )
        self.inspector = InspectView()
        self.tooltip = Tooltip()
        self.backdrop = Backdrop()
        host = TableHost(
            camera=self.camera,
            animator=self.animator,
            propose=self.propose,
            toast=self.banner.toast,
            inspect=self.inspector.show,
            colour_blind=lambda: self.ctx.settings.colour_blind,
            history=self._history,
            watching=self.watching,
            people=tuple(seat for seat in range(len(match.setup.seats)) if not match.is_bot(seat)),
        )
        self.view: GameView = view_module(match.game_id).make_view(self.rules, host)
        self.worker: BotWorker[Action] = BotWorker(wake_the_loop)
        # The thinking mark's clock: the mark only shows, so it may follow the wall clock.
        self.clock: Callable[[], float] = time.monotonic
        self._mark = 0  # how many of the thinking mark's dots the banner shows (0: not thinking)
        humans = [s for s in range(len(match.setup.seats)) if not match.is_bot(s)]
        self.humans = humans
        # With secrets and several humans the screen is private: a seat's secrets are drawn
        # only after its player confirmed a hand-off, and only until anyone else may be at
        # the screen again. Otherwise the only human (if any) watches throughout.
        self.private = self.info.has_secrets and len(humans) > 1
        # A table opened on a game already under way (a load, Continue) starts with the player
        # of its latest human decision at the computer, as the game left them: they may take
        # that decision back as they could before it was saved.
        mover = match.last_human_seat()
        first = mover if mover is not None else (humans[0] if humans else None)
        # The seat whose secrets may be drawn now (None: nobody's).
        self.viewer: int | None = None if self.private else first
        # The seat whose player last held the computer: undo acts for them, and a hand-off
        # to them hands the computer back.
        self.holder: int | None = mover if self.private else first
        self._bot_clock = 0.0
        self._results_clock = 0.0
        self._settle_left = SETTLE_SECONDS
        self._handing_to: int | None = None  # the seat a hand-off showing now is for
        # An undo has given the turn back and nobody has moved since: the next undo is the
        # holder's own, never the move of the person before them (see `undoer`).
        self._taken_back = False
        self._note = ""  # news for the next hand-off (see _tell)
        self._column = pygame.Rect(0, 0, 10, 10)
        self._shown: tuple[Any, tuple[int, ...]] | None = None
        # The seat whose move the table is showing (None: at rest). The prompt it answered is
        # stale and the next one not due yet, so the banner says whose move it is meanwhile.
        self._moving: int | None = None
        self._moving_said = ""  # what the banner says of that move, when the game words it

    # --- layout -------------------------------------------------------------------------

    def on_enter(self) -> None:
        super().on_enter()
        self._layout(self.ctx.size)
        self.camera.fit(pygame.Rect(self.view.world_rect()), margin=12)
        self._refresh(rebuild_log=True)

    def on_resize(self, size: tuple[int, int]) -> None:
        super().on_resize(size)
        self._layout(size)
        self.camera.fit(pygame.Rect(self.view.world_rect()), margin=12)

    def on_language(self) -> None:
        super().on_language()
        # The log is written again from the game's events, now in the new language.
        self._refresh(rebuild_log=True)

    def on_pause(self) -> None:
        # Whatever covers the table (the hand-off, the pause menu, settings, rules, the
        # saves) may end with someone else at the screen.
        self._cover()

    def on_exit(self) -> None:
        super().on_exit()
        # Nothing of a finished game stays in memory: its rendered images go now, the
        # rest when the stack gives the closed scene's memory back.
        render_cache.release()
        self.backdrop.forget()
        # A search still running finishes on its own; its move is never played.
        self.worker.close()

    def on_resume(self) -> None:
        self.animator.speed = self.ctx.settings.speed_multiplier
        self._refresh()

    def _cover(self) -> None:
        """Anyone may be at the screen from now on: draw nobody's secrets until a hand-off.

        The one place the viewer is dropped; `update` then asks for the hand-off to the seat
        that must act, whatever led here (undo, a menu, a hand-off to someone else).
        """
        if not self.private or self.viewer is None:
            return
        self.animator.finish_all()
        self.view.cancel()
        self.inspector.hide()
        self.viewer = None
        self._refresh(rebuild_log=True)

    def _layout(self, size: tuple[int, int]) -> None:
        w, h = size
        side = max(260, min(340, int(w * 0.25)))
        left = pygame.Rect(0, 0, w - side - GAP, h)
        self.banner.set_rect(pygame.Rect(GAP, GAP, left.width - GAP, BANNER_HEIGHT))
        hand_height = max(150, int(h * 0.27))
        hand = pygame.Rect(0, h - hand_height, left.width, hand_height)
        board = pygame.Rect(0, BANNER_HEIGHT + 2 * GAP, left.width, h - hand_height - BANNER_HEIGHT - 2 * GAP)
        self.camera.set_viewport(board)
        self.view.set_areas(board, hand)
        self._column = pygame.Rect(w - side, GAP, side - GAP, h - 2 * GAP)
        self._fit_side_panels()

    def _fit_side_panels(self) -> None:
        """Seats on top, as tall as their rows need (at most most of the column); the log below,
        never fewer than LOG_LINES whole lines.

        In a guided game the coach's card sits between them, as tall as its words. Where the
        column is short for all three (960 x 600, six seats), the seats' words get smaller (to
        SEAT_FONT_SIZES' least) before the log gives up its lines: it showed one line, cut. They
        get smaller too where a seat's row would be left out of the panel, and at their least the
        seats take the column down to the log's least: every seat is listed. Rows leave out their
        spare lines (a replay's hands) only where no size of words keeps them all.
        """
        column = self._column
        least_log = self.log.height_for(LOG_LINES)
        usual = int(column.height * 0.62)
        tries = [(size, usual) for size in SEAT_FONT_SIZES]
        tries.append((SEAT_FONT_SIZES[-1], max(usual, column.height - GAP - least_log)))
        for size, most, spare in [(size, most, spare) for spare in (False, True) for size, most in tries]:
            self.seats.font_size = size
            height = self.seats.fit(column.width, most, spare=spare)
            top = column.y + height + GAP
            room = column.bottom - top - GAP - least_log
            card = 0 if self.coach is None else self.coach.height_in(column.width, room)
            if self.seats.all_fit and column.bottom - top - (card + GAP if card else 0) >= least_log:
                break
        if self.coach is not None:
            # Fitted once, into the room settled on: a size tried and given up drops nothing.
            card = self.coach.fit(column.width, room)
            top += card + GAP
            self.coach.place(pygame.Rect(column.x, column.y + height + GAP, column.width, card))
        self.seats.set_rect(pygame.Rect(column.x, column.y, column.width, height))
        self.log.set_rect(pygame.Rect(column.x, top, column.width, column.bottom - top))

    # --- what the viewer sees -----------------------------------------------------------

    def _masked(self) -> Any:
        return self.rules.view(self.match.state, self.viewer)

    def _seen(self, events: list[Event]) -> list[Event]:
        """`events` as the viewer may see them (nobody else's cards)."""
        return [event.seen_by(self.viewer) for event in events]

    def _history(self) -> Iterator[Event]:
        for step in self.match.steps:
            yield from self._seen(step.events)

    def _refresh(self, rebuild_log: bool = False) -> None:
        """Lay the table out at rest for the viewer, and update the panels."""
        state = self._masked()
        waiting = self.match.to_act()
        if rebuild_log:
            self._rebuild_log()
        self.view.show(state, self.viewer, waiting)
        self._update_panels(state, waiting)

    def _update_panels(self, state: Any, waiting: tuple[int, ...]) -> None:
        self._shown = (state, waiting)
        self.seats.show_patterns = self.ctx.settings.colour_blind
        self.seats.set_rows(self._with_levels(self.view.seat_rows(state, waiting)))
        self._update_banner()  # after the rows: its swatch's marking is read from them
        self._fit_side_panels()
        self._coach_the(waiting)
        if self.tooltip.text is not None:
            # The piece under a resting pointer may mean something else after the move.
            pos = self.tooltip.pos
            self.tooltip.point_at(pos, self.describe_at(pos), self.described_rect(pos))
        if self.viewer is not None and self.viewer in waiting and not self.match.is_bot(self.viewer):
            legal = in_list_order(self.rules.legal_actions(state, self.viewer))
            advised = None if self.coach is None or self.coach.advice is None else self.coach.advice.action
            self.picker.set_items(
                [(self.rules.describe_action(state, self.viewer, a), a) for a in legal], first=advised
            )
        else:
            self.picker.set_items([])
        self.banner.reserve = self.picker.hint_width()

    def _update_banner(self) -> None:
        thinker = self.thinking_seat()
        name = self.match.setup.seats[thinker].name if thinker is not None else ""
        self.seats.thinking = None
        if self._shown is not None and not self._say_moving():
            state, waiting = self._shown
            message, swatch = self.view.banner(state, self.viewer, waiting)
            mark = 1 + int(self.clock() / THINKING_DOT_SECONDS) % 3 if thinker is not None else 0
            if mark != self._mark:
                # A resting loop draws nothing by itself: a new dot asks for its frame.
                self._mark = mark
                self.ctx.stack.request_redraw()
            if thinker is not None:
                message = say(_("{who:is} thinking"), who=name) + "." * self._mark
                self.seats.thinking = (local(name), self._mark)

            self._set_banner(message, swatch)
            self._set_banner_rule(state, self.viewer, waiting)

    def _set_banner(self, message: str, swatch: RGB | None) -> None:
        """The banner's line, its swatch marked as the seat panel marks the seat when the
        colour-blind markings are on."""
        pattern = None
        if swatch is not None and self.ctx.settings.colour_blind:
            pattern = self.seats.pattern_of(swatch)
        self.banner.set_message(message, swatch, pattern)

    def _say_moving(self) -> bool:
        """While a move is being shown, the banner names its player (True); else it is left alone."""
        if self._moving is None:
            return False
        seat = self.match.setup.seats[self._moving]
        swatch = colour_rgb(seat.colour) if seat.colour else None
        self._set_banner(self._moving_said or say(_("{who:has} played."), who=seat.name), swatch)
        self.banner.set_rule(None)
        return True

    def _start_moving(self, seat: int, seen: list[Event]) -> None:
        """`seat`'s move, which made `seen`, is being shown: the banner names its player, in the
        game's words for that move when it has some (a draft in another's turn is no turn played)."""
        said_of = getattr(self.view, "move_said", None)
        self._moving = seat
        self._moving_said = (said_of(seen, seat) if said_of is not None else None) or ""
        self._update_banner()

    def _set_banner_rule(self, state: Any, viewer: int | None, waiting: tuple[int, ...]) -> None:
        """The rules section behind the current prompt, for the banner's "?" (None: no "?"),
        named as the rules page of the language spoken now names it."""
        rule_of = getattr(self.view, "banner_rule", None)
        rule = rule_of(state, viewer, waiting) if rule_of is not None else None
        self.banner.set_rule(rule, section_title(self.match.game_id, rule) if rule else None)

    def _rebuild_log(self) -> None:
        """The whole log as the current viewer may read it (nobody else's cards)."""
        self.log.clear()
        # The seats listed after the game's name: a seat named You is "you" there ("Anna and you").
        names = names_list([spoken_to(seat.name) for seat in self.match.setup.seats])
        self.log.add(_("{game}: {names}.").format(game=local(self.info.name), names=names), INK_SOFT)
        for step in self.match.steps:
            self._log_events(self._seen(step.events))

    def _log_events(self, events: list[Event]) -> None:
        for event in events:
            text = event.describe()
            self.log.add(text, INK_SOFT if isinstance(event, RoundStarted) else INK)

    # --- the coach of a guided first game ----------------------------------------------

    def _coach_the(self, waiting: tuple[int, ...]) -> None:
        """Point at the learner's next move; while others play, say so and point at nothing."""
        if self.coach is None:
            return
        learner = self.coach.coach.tutorial.learner
        if self.match.outcome() is not None:
            self.coach.finished()
        elif learner in waiting and self.viewer == learner:
            self.coach.advise(self.match, learner)
        else:
            others = [self.match.setup.seats[seat].name for seat in waiting if seat != learner]
            self.coach.waiting(others, self._learner_done(learner))
        self._fit_side_panels()
        self._ring_the_advice()

    def _learner_done(self, learner: int) -> bool:
        """Whether the learner has no move left in this game (a game's optional `seat_done`:
        its car finished), though others still play."""
        done = getattr(self.rules, "seat_done", None)
        return done is not None and bool(done(self.rules.view(self.match.state, learner), learner))

    def _ring_the_advice(self) -> None:
        """The ring follows the piece (a card being paid for hands it to the cards to pay with,
        then to the Confirm button); the view brings the piece into sight, and lets it go when
        there is no advice."""
        advice = None if self.coach is None else self.coach.advice
        bring = getattr(self.view, "bring_into_view", None)
        if bring is not None:
            bring(None if advice is None else advice.action)
        if self.coach is None:
            return
        if advice is None:
            self.coach.target = None  # the move is made: no ring where its button was
            return
        # A choice without a piece on the table: the banner and the keyboard list say it.
        self.coach.target = self.view.anchor_of(advice.action) or self.banner.rect

    def end_lesson(self) -> None:
        """The learner skips the rest of the lesson; the game goes on as an ordinary one, and
        is continued as one."""
        self.coach = None
        self.match.lesson = False
        if self.match.steps:
            self._autosave()
        self._ring_the_advice()  # nothing is pointed at any more
        self._fit_side_panels()
        self.banner.toast(_("Lesson ended: the game goes on without the coach."), GOLD)

    # --- acting -------------------------------------------------------------------------

    def propose(self, action: Action) -> str | None:
        """The viewer's choice from the table: None when taken, else why not."""
        seat = self.viewer
        if seat is None or seat not in self.match.to_act() or self.match.is_bot(seat):
            return _("It is not your turn.")
        if self.animator.busy:
            self.animator.finish_all()
        if self.coach is not None and (asked := self.coach.check(action)):
            return asked
        try:
            events = self.match.apply(seat, action)
        except IllegalAction as refused:
            return refused.reason
        if self.coach is not None:
            self.coach.followed()
        self._taken_back = False
        self._after(seat, events)
        return None

    def _preview(self, action: Action | None) -> None:
        """The keyboard list points at `action`: a view that can show it (its place in sight,
        its path) does; the list rings its piece."""
        preview = getattr(self.view, "preview", None)
        if preview is not None:
            preview(action)

    def _choose_from_keyboard(self, action: Action) -> None:
        reason = self.propose(action)
        if reason:
            self.banner.toast(reason)

    def _autosave(self) -> None:
        if self._older_autosave:
            self._older_autosave = False
            self._autosaving = self._keep_older_autosave()
        if not self._autosaving:
            return
        if self._taken():
            # Another window on the same folder autosaves its game there: writing over it would
            # lose that game, so this one stops, and says how to keep it.
            self._autosaving = False
            message = _(
                "This game is no longer autosaved: another window of the app keeps its game in {file}. "
                "Save this one with Ctrl+S."
            )
            self._unkept = message.format(file=saves.autosave_path())
            self.banner.toast(self._unkept)
            return
        try:
            self._written = saves.write_autosave(self.match)
        except OSError as exc:
            message = _("Autosave failed ({file}): {reason}")
            self._unkept = message.format(file=saves.autosave_path(), reason=os_reason(exc))
            self.banner.toast(self._unkept)
            return
        self._unkept = None

    def _taken(self) -> bool:
        return saves.autosave_taken(self._written)

    def _keep_older_autosave(self) -> bool:
        """Move another game's autosave to the saved games before this one takes its place;
        False when it cannot be moved: then this game is not autosaved, rather than the older
        game (likely the longer one) thrown away for it."""
        try:
            path, game = saves.keep_autosave()
        except OSError as exc:
            message = _("Not autosaving: another unfinished game could not be moved to Load game ({reason})")
            self.banner.toast(message.format(reason=os_reason(exc)))
            return False
        if path is None:
            return True  # a game without a move: nothing to keep, nothing to say
        if game:
            kept = _("Your unfinished {game} game is kept in Load game.").format(
                game=local(game_info(game).name)
            )
        else:
            kept = _("Your unfinished game is kept in Load game.")
        self.banner.toast(kept, GOLD)
        return True

    def _after(self, seat: int, events: list[Event]) -> None:
        """Show `seat`'s move, which made `events`, and tell of it once shown."""
        self._autosave()
        seen = self._seen(events)
        state = self._masked()
        waiting = self.match.to_act()
        if self.coach is not None:
            learner = self.coach.coach.tutorial.learner
            if learner not in waiting and self.match.outcome() is None:
                # Others play next: the advice just followed leaves the card now, not
                # after the move's animation (what the move taught is told after it).
                self._coach_the(waiting)
            self.coach.saw(seen)
        self.view.play(seen, state, self.viewer, waiting)
        # The log, the seat panel, the banner and the keyboard list tell what happened and
        # what comes next once the table has shown the move, never while it is still moving.
        self.picker.set_items([])
        self.banner.reserve = 0
        self._start_moving(seat, seen)
        self.animator.add(Call(lambda: self._narrate(seen, state, waiting)))
        self._bot_clock = 0.0
        self._note = ""

    def _narrate(self, seen: list[Event], state: Any, waiting: tuple[int, ...]) -> None:
        self._moving = None
        self._log_events(seen)
        self._update_panels(state, waiting)

    def _with_levels(self, rows: list[SeatRow]) -> list[SeatRow]:
        """A computer seat's row says how well it plays ("hard"; "computer · hard" when its
        name does not say computer). Rows are found by name: seats' names differ."""
        levels = {local(seat.name): seat.level for seat in self.match.setup.seats if seat.is_bot}
        marked = []
        for row in rows:
            # A default seat name ("Computer 2") is drawn in the language spoken.
            row = replace(row, name=local(row.name))
            level = levels.get(row.name)
            if level is not None:
                tag = computer_note(row.name, level)
                row = replace(row, note=f"{row.note} \u00b7 {tag}" if row.note else tag,
                              about=row.about or level_about(level), level=level_word(level))
            marked.append(row)
        return marked

    def thinking_seat(self) -> int | None:
        """The computer seat the table is waiting for, past the usual pause; None otherwise."""
        question = self.worker.question
        if question is None or self._bot_clock < BOT_PAUSE:
            return None
        return question.seat

    def _bot_turn(self, seat: int, dt: float) -> None:
        """Ask `seat`'s computer for its move at once; play it once it is in and the pause is over."""
        asked = Question(seat, len(self.match.steps))
        if self.worker.question != asked:
            self.worker.ask(asked, prepare(self.match, seat))
        self._bot_clock += dt * self.animator.speed
        if self._bot_clock < BOT_PAUSE:
            return
        answer = self.worker.answer(wait=self.match.setup.seats[seat].level in QUICK_LEVELS)
        if answer is None:
            return
        question, action = answer
        if question == Question(seat, len(self.match.steps)):
            self._after(seat, self.match.apply(seat, action))
        self._update_banner()  # no longer thinking, from this very frame

    def undoer(self) -> int | None:
        """The seat an undo acts for: the holder. At an open table people take turns with no
        hand-off, so the turn passing on moves the holder on at once; the one who moved last is
        still at the keyboard, and takes their move back as at a hand-off. Once, though: the
        turn given back, a second undo would take back the decision of the person before them."""
        if self.private or self._taken_back:
            return self.holder
        mover = self.match.last_human_seat()
        return mover if mover is not None else self.holder

    def undo_refusal(self) -> str | None:
        """Why an undo now would take nothing back, said to the undoer (None: it would)."""
        seat = self.undoer()
        if seat is None:
            return _("Nothing to undo: nobody at this computer has played yet.")
        if self.match.undoable(seat):
            return None
        refusal = self.match.undo_refusal(seat)
        if self._handing_to not in (None, seat):
            # The hand-off names the next player: the refusal says whom it speaks to, as the
            # start of its sentence ("Anna, you have no move…"), not as a second heading.
            news = refusal[:1].lower() + refusal[1:]
            refusal = _("{name}, {news}").format(name=local(self.match.setup.seats[seat].name), news=news)
        return refusal

    def undo(self) -> None:
        """Take back the holder's last decision. Under a cover (the hand-off, the pause menu)
        the table stays covered and the hand-off goes back to whoever must act now."""
        refusal = self.undo_refusal()
        if refusal is not None:
            self._tell(refusal)
            return
        undoer = self.undoer()
        assert undoer is not None  # nobody holding the computer is a refusal
        self.match.undo(undoer)
        self._taken_back = True
        # A computer's move being chosen was for the position just taken back.
        self.worker.drop()
        self._bot_clock = 0.0
        self.animator.finish_all()
        self.view.cancel()
        if self._handing_to is not None:
            # That hand-off was for the position taken back.
            self.ctx.stack.pop_to(self)
            self._handing_to = None
        self._autosave()
        self._refresh(rebuild_log=True)
        self._tell(_("Move taken back."), GOLD)

    def _tell(self, text: str, colour: RGB = REFUSED) -> None:
        """News of an undo or a save: on the banner, and on the hand-off while the table is covered."""
        self.banner.toast(text, colour)
        if self.viewer is None and self.private:
            top = self.ctx.stack.top
            if isinstance(top, HandoffScene):
                top.note = text
            else:
                self._note = text  # for the hand-off the table is about to ask for

    def save(self) -> None:
        self._save()

    def _save(self) -> bool:
        """Save the game as it stands; whether it was."""
        try:
            saves.save_named(self.match)
        except OSError as exc:
            message = _("Could not save in {folder}: {reason}")
            self._tell(message.format(folder=saves.saves_dir(), reason=os_reason(exc)))
            return False
        self._unkept = None
        # The file's name means nothing to a player; where to find the game again does.
        self._tell(_("Game saved: find it under Load game."), GOLD)
        return True

    def asks_before_closing(self, close: Callable[[], None]) -> bool:
        """Leaving a game its autosave did not keep asks first, as the editor does for a track:
        it would be lost. A second close while the question is open asks nothing more."""
        if self._unkept is None or self.match.outcome() is not None:
            return False
        if self._leave_question not in self.ctx.stack.scenes:
            def save_then() -> None:
                if self._save():
                    close()

            self._leave_question = DialogScene(
                self.ctx, _("This game is not kept"),
                _("{why}\n\nSave it before leaving?").format(why=self._unkept),
                [(_("Save"), save_then), (_("Leave without saving"), close), (_("Cancel"), None)],
            )
            self.ctx.stack.push(self._leave_question)
        return True

    def _quit_to_menu(self) -> None:
        home = self.ctx.stack.home

        def leave() -> None:
            self.ctx.stack.pop_to(home)

        if not self.asks_before_closing(leave):
            leave()

    def _open_load(self) -> None:
        self.ctx.stack.push(table_exits().load_game(self.ctx))

    # --- the turn loop ------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.animator.speed = self.ctx.settings.speed_multiplier
        self.animator.update(dt)
        self.view.update(dt)
        if self.coach is not None:
            self.coach.update(dt)
            self._ring_the_advice()
        self._update_banner()  # the view's own prompts (what to click to pay) change it too
        self.banner.update(dt)
        self.tooltip.update(dt)
        if self.animator.busy:
            self._settle_left = SETTLE_SECONDS
            return
        # Rising words live on the animations' clock: at a slow speed they outlast the settling
        # in real seconds, and must not stop half-faded when the frames stop.
        self._settle_left = max(0.0, self._settle_left - dt * min(self.animator.speed, 1.0))
        if self.match.outcome() is not None:
            self._results_clock += dt * min(self.animator.speed, 10.0)
            if self._results_clock >= RESULTS_PAUSE:
                self._to_results()
            return
        waiting = self.match.to_act()
        humans = [s for s in waiting if not self.match.is_bot(s)]
        if humans:
            if self.viewer not in humans:
                self._hand_to(self.holder if self.holder in humans else humans[0])
            return
        if waiting:
            self._bot_turn(waiting[0], dt)

    def wants_frames(self) -> bool:
        """At rest only at a human's decision, once everything has settled and no toast shows."""
        if self.animator.busy or self._settle_left > 0 or self.banner.toast_left > 0:
            return True
        if self.match.outcome() is not None:
            return True  # counting down to the results
        if self.thinking_seat() is not None:
            # The search gets the processor: the answer's event wakes the loop, a new dot of the
            # mark asks for its own frame.
            return False
        waiting = self.match.to_act()
        return bool(waiting) and self.viewer not in [s for s in waiting if not self.match.is_bot(s)]

    def _hand_to(self, seat: int) -> None:
        if not self.private:
            self.viewer = self.holder = seat
            self._refresh(rebuild_log=True)
            return
        if self._handing_to is not None:
            return
        self._handing_to = seat
        seat_setup = self.match.setup.seats[seat]

        def confirmed() -> None:
            self._handing_to = None
            if seat != self.holder:
                self.banner.clear_toast()  # news told the player who handed the computer on
            self.viewer = self.holder = seat
            self._refresh(rebuild_log=True)

        colour = colour_rgb(seat_setup.colour) if seat_setup.colour else None
        pattern = self.seats.pattern_of(colour) if colour is not None else None
        note, self._note = self._note, ""
        # Pushing it covers the table (see on_pause).
        self.ctx.stack.push(
            HandoffScene(
                self.ctx, seat_setup.name, confirmed, colour=colour, pattern=pattern,
                back=seat == self.holder, note=note, on_escape=self.on_escape, on_undo=self.undo,
                on_save=self.save,
            )
        )

    def _to_results(self) -> None:
        if self._autosaving and not self._older_autosave and not self._taken():
            # The autosave is this game's: another game's was kept, or is still waiting to be
            # (or another window put its own there since).
            saves.clear_autosave()
        coach = self.coach.coach if self.coach is not None else None
        self.ctx.stack.replace(table_exits().results(self.ctx, self.match, coach, self.autosaved))

    # --- input and drawing --------------------------------------------------------------

    def on_escape(self) -> None:
        self.view.cancel()
        self.ctx.stack.push(
            PauseMenu(
                self.ctx,
                on_save=self.save,
                on_load=self._open_load,
                on_undo=self.undo,
                undo_refusal=self.undo_refusal,
                # The coach card's button takes only a click: the keyboard ends the lesson here.
                on_end_lesson=self.end_lesson if self.coach is not None else None,
                on_quit_to_menu=self._quit_to_menu,
                rules_page=self.match.game_id,
            )
        )

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        """The tooltip for whatever lies at `pos`: a panel on top, else the game's pieces."""
        for panel in (self.banner, self.seats, self.log):
            if panel.rect.collidepoint(pos):
                return panel.describe_at(pos)
        if self.coach is not None and self.coach.card.collidepoint(pos):
            return None
        # A game view that does not describe its pieces yet simply shows no tooltips.
        describe = getattr(self.view, "describe_at", None)
        return describe(pos) if describe is not None else None

    def described_rect(self, pos: tuple[int, int]) -> pygame.Rect | None:
        """Where the game's piece described at `pos` shows, for its note to leave it in sight."""
        if any(panel.rect.collidepoint(pos) for panel in (self.banner, self.seats, self.log)):
            return None
        # Optional, like `describe_at`: without it the note goes by the pointer alone.
        described = getattr(self.view, "described_rect", None)
        return described(pos) if described is not None else None

    def _keep_clear(self) -> Sequence[pygame.Rect]:
        """What the game shows beside its board that the keyboard's move list must leave in sight."""
        # Optional, like `describe_at`: a game that keeps nothing there lets the list go anywhere.
        keep_clear = getattr(self.view, "keep_clear", None)
        return keep_clear() if keep_clear is not None else ()

    def _whole_course(self) -> bool:
        """Home: the whole course however small, or back to the view that follows the play."""
        # Optional, like `describe_at`: a game whose board always shows all of its course has none.
        toggle = getattr(self.view, "toggle_whole_course", None)
        return bool(toggle()) if toggle is not None else False

    def _point(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            busy = self.inspector.visible or self.picker.active or any(getattr(event, "buttons", ()))
            if busy:
                self.tooltip.point_at(event.pos, None)
            else:
                self.tooltip.point_at(event.pos, self.describe_at(event.pos), self.described_rect(event.pos))
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN, pygame.MOUSEWHEEL):
            self.tooltip.hide()

    def open_rule(self, heading: str) -> None:
        from tabletop.scenes.pages.rules_help import RulesHelpScene

        self.ctx.stack.push(RulesHelpScene(self.ctx, initial=self.match.game_id, heading=heading))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == BOT_ANSWERED:
            return True  # it only woke the loop: `update` collects the answer
        self._point(event)
        if self.banner.help_clicked(event) and self.banner.rule:
            self.open_rule(self.banner.rule)
            return True
        if self.inspector.handle_event(event):
            return True
        if self.coach is not None and self.coach.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if ctrl and event.key == pygame.K_z:
                self.undo()
                return True
            if ctrl and event.key == pygame.K_s:
                self.save()
                return True
            if event.key == pygame.K_HOME and self._whole_course():
                return True
        if self.animator.handle_event(event):
            return True
        if self.picker.handle_event(event):
            return True
        if self.view.handle_event(event):
            return True
        if self.log.handle_event(event):
            return True
        if self.camera.handle_event(event):
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface, self.view)
        self.view.draw(surface)
        self.banner.draw(surface)
        self.seats.draw(surface)
        self.log.draw(surface)
        if self.coach is not None:
            self.coach.draw(surface)
        self.picker.draw(surface, self.banner.rect, self._keep_clear())
        self.inspector.draw(surface)
        self.tooltip.draw(surface)
