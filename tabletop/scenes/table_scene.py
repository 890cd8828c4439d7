"""The table: one match in play, for any game.

It owns the turn loop: whose turn, the hand-off between humans in games with
secrets, the computer players' moves (with a pause people can follow), undo,
saving and the move to the results. The game's view draws the board and turns
drags into actions; this scene never knows a rule. Everything drawn comes from
`rules.view(state, viewer)` and events as the viewer may see them.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop import saves
from tabletop.engine.contract import Action, Event, IllegalAction
from tabletop.engine.match import Match
from tabletop.game_setup import game_info
from tabletop.scenes.base import Scene
from tabletop.scenes.context import AppContext
from tabletop.scenes.handoff import HandoffScene
from tabletop.scenes.pause_menu import PauseMenu
from tabletop.simulate import make_bot
from tabletop.sprite_factory.palette import GOLD, INK, INK_SOFT
from tabletop.table import render_cache
from tabletop.table.action_picker import ActionPicker
from tabletop.table.animation import Animator, Call
from tabletop.table.banner import Banner
from tabletop.table.camera import Camera
from tabletop.table.cloth import draw_cloth
from tabletop.table.game_view import GameView, TableHost, view_module
from tabletop.table.inspect import InspectView
from tabletop.table.log_panel import LogPanel
from tabletop.table.seat_panel import SeatPanel
from tabletop.table.token_sprite import colour_rgb

BOT_PAUSE = 0.7  # seconds a computer player "thinks", at normal speed
RESULTS_PAUSE = 1.2  # seconds to look at the finish before the results
# Frames go on this long after the last animation: cards easing into the hand, popups fading.
SETTLE_SECONDS = 2.0
BANNER_HEIGHT = 56
GAP = 10


class TableScene(Scene):
    def __init__(self, ctx: AppContext, match: Match) -> None:
        super().__init__(ctx)
        self.match = match
        self.rules = match.rules
        self.info = game_info(match.game_id)
        self.animator = Animator(ctx.settings.speed_multiplier)
        self.camera = Camera(pygame.Rect((0, 0), ctx.size), min_zoom=0.3, max_zoom=3.0)
        self.banner = Banner(pygame.Rect(0, 0, 10, BANNER_HEIGHT))
        self.seats = SeatPanel(pygame.Rect(0, 0, 10, 10))
        self.log = LogPanel(pygame.Rect(0, 0, 10, 10))
        self.picker: ActionPicker[Action] = ActionPicker(self._choose_from_keyboard)
        self.inspector = InspectView()
        host = TableHost(
            camera=self.camera,
            animator=self.animator,
            propose=self.propose,
            toast=self.banner.toast,
            inspect=self.inspector.show,
            colour_blind=lambda: self.ctx.settings.colour_blind,
        )
        self.view: GameView = view_module(match.game_id).make_view(self.rules, host)
        self.bots = {
            seat: make_bot(match.game_id, "game", match.seed * 31 + seat)
            for seat in range(len(match.setup.seats))
            if match.is_bot(seat)
        }
        humans = [s for s in range(len(match.setup.seats)) if not match.is_bot(s)]
        self.humans = humans
        # The seat whose secrets may be drawn. With secrets and several humans nobody's
        # are shown until the first hand-off; otherwise the only human (if any) watches.
        self.viewer: int | None = humans[0] if len(humans) == 1 or not self.info.has_secrets else None
        if not humans:
            self.viewer = None
        self._bot_clock = 0.0
        self._results_clock = 0.0
        self._settle_left = SETTLE_SECONDS
        self._handing_off = False
        self._column = pygame.Rect(0, 0, 10, 10)
        self._shown: tuple[Any, tuple[int, ...]] | None = None

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

    def on_exit(self) -> None:
        super().on_exit()
        # Nothing of a finished game stays in memory: its rendered images go now, the
        # rest when the stack gives the closed scene's memory back.
        render_cache.release()

    def on_resume(self) -> None:
        self.animator.speed = self.ctx.settings.speed_multiplier
        self._refresh()

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
        """Seats on top, as tall as their rows need (at most most of the column); the log below."""
        column = self._column
        wanted = sum(self.seats.row_height(row) + 6 for row in self.seats.rows)
        height = min(int(column.height * 0.62), max(120, wanted))
        self.seats.set_rect(pygame.Rect(column.x, column.y, column.width, height))
        self.log.set_rect(
            pygame.Rect(column.x, column.y + height + GAP, column.width, column.height - height - GAP)
        )

    # --- what the viewer sees -----------------------------------------------------------

    def _masked(self) -> Any:
        return self.rules.view(self.match.state, self.viewer)

    def _refresh(self, rebuild_log: bool = False) -> None:
        """Lay the table out at rest for the viewer, and update the panels."""
        state = self._masked()
        waiting = self.match.to_act()
        if rebuild_log:
            self._rebuild_log()
        self.view.show(state, self.viewer, waiting)
        self._update_panels(state, waiting)

    def _update_panels(self, state: Any, waiting: tuple[int, ...], seats: bool = True) -> None:
        self._shown = (state, waiting)
        self._update_banner()
        self.seats.show_patterns = self.ctx.settings.colour_blind
        if seats:
            self.seats.set_rows(self.view.seat_rows(state, waiting))
            self._fit_side_panels()
        if self.viewer is not None and self.viewer in waiting and not self.match.is_bot(self.viewer):
            self.picker.set_items(
                [
                    (self.rules.describe_action(state, self.viewer, a), a)
                    for a in self.rules.legal_actions(state, self.viewer)
                ]
            )
        else:
            self.picker.set_items([])

    def _update_banner(self) -> None:
        if self._shown is not None:
            state, waiting = self._shown
            self.banner.set_message(*self.view.banner(state, self.viewer, waiting))

    def _rebuild_log(self) -> None:
        """The whole log as the current viewer may read it (nobody else's cards)."""
        self.log.clear()
        names = ", ".join(seat.name for seat in self.match.setup.seats)
        self.log.add(f"{self.info.name}: {names}.", INK_SOFT)
        for step in self.match.steps:
            self._log_events([event.seen_by(self.viewer) for event in step.events])

    def _log_events(self, events: list[Event]) -> None:
        for event in events:
            text = event.describe()
            self.log.add(text, INK_SOFT if text.startswith("Round ") else INK)

    # --- acting -------------------------------------------------------------------------

    def propose(self, action: Action) -> str | None:
        """The viewer's choice from the table: None when taken, else why not."""
        seat = self.viewer
        if seat is None or seat not in self.match.to_act() or self.match.is_bot(seat):
            return "It is not your turn."
        if self.animator.busy:
            self.animator.finish_all()
        try:
            events = self.match.apply(seat, action)
        except IllegalAction as refused:
            return refused.reason
        self._after(events)
        return None

    def _choose_from_keyboard(self, action: Action) -> None:
        reason = self.propose(action)
        if reason:
            self.banner.toast(reason)

    def _after(self, events: list[Event]) -> None:
        try:
            saves.write_autosave(self.match)
        except OSError as exc:
            self.banner.toast(f"Autosave failed: {exc.strerror or exc}")
        seen = [event.seen_by(self.viewer) for event in events]
        state = self._masked()
        waiting = self.match.to_act()
        self.view.play(seen, state, self.viewer, waiting)
        self._update_panels(state, waiting, seats=False)
        # The log and the seat panel tell what happened once the table has shown it.
        self.animator.add(Call(lambda: self._narrate(seen, state, waiting)))
        self._bot_clock = 0.0

    def _narrate(self, seen: list[Event], state: Any, waiting: tuple[int, ...]) -> None:
        self._log_events(seen)
        self.seats.set_rows(self.view.seat_rows(state, waiting))
        self._fit_side_panels()

    def _bot_move(self, seat: int) -> None:
        bot = self.bots[seat]
        action = bot.choose(self.rules, self.rules.view(self.match.state, seat), seat)
        self._after(self.match.apply(seat, action))

    def undo(self) -> None:
        seat = self.viewer
        if seat is None or self.match.undo(seat) == 0:
            self.banner.toast("Nothing to undo: a card was drawn or revealed, or another player has moved.")
            return
        self.animator.finish_all()
        self.view.cancel()
        if self._handing_off:
            # The hand-off was for the next player; the table goes back to this one.
            self.ctx.stack.pop_to(self)
            self._handing_off = False
        saves.write_autosave(self.match)
        self._refresh(rebuild_log=True)
        self.banner.toast("Move taken back.", GOLD)

    def save(self) -> None:
        try:
            path = saves.save_named(self.match)
        except OSError as exc:
            self.banner.toast(f"Could not save: {exc.strerror or exc}")
            return
        self.banner.toast(f"Saved as {path.name}", GOLD)

    def _open_load(self) -> None:
        from tabletop.scenes.load_game import LoadGameScene

        self.ctx.stack.push(LoadGameScene(self.ctx))

    # --- the turn loop ------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.animator.speed = self.ctx.settings.speed_multiplier
        self.animator.update(dt)
        self.view.update(dt)
        self._update_banner()  # the view's own prompts (what to click to pay) change it too
        self.banner.update(dt)
        if self.animator.busy:
            self._settle_left = SETTLE_SECONDS
            return
        self._settle_left = max(0.0, self._settle_left - dt)
        if self.match.outcome() is not None:
            self._results_clock += dt * min(self.animator.speed, 10.0)
            if self._results_clock >= RESULTS_PAUSE:
                self._to_results()
            return
        waiting = self.match.to_act()
        humans = [s for s in waiting if not self.match.is_bot(s)]
        if humans:
            if self.viewer not in humans:
                self._hand_to(humans[0])
            return
        if waiting:
            self._bot_clock += dt * self.animator.speed
            if self._bot_clock >= BOT_PAUSE:
                self._bot_move(waiting[0])

    def wants_frames(self) -> bool:
        """At rest only at a human's decision, once everything has settled and no toast shows."""
        if self.animator.busy or self._settle_left > 0 or self.banner.toast_left > 0:
            return True
        if self.match.outcome() is not None:
            return True  # counting down to the results
        waiting = self.match.to_act()
        return bool(waiting) and self.viewer not in [s for s in waiting if not self.match.is_bot(s)]

    def _hand_to(self, seat: int) -> None:
        others_human = len(self.humans) > 1
        if not (self.info.has_secrets and others_human):
            self.viewer = seat
            self._refresh(rebuild_log=True)
            return
        if self._handing_off:
            return
        self._handing_off = True
        self.view.cancel()
        seat_setup = self.match.setup.seats[seat]

        def confirmed() -> None:
            self._handing_off = False
            self.viewer = seat
            self._refresh(rebuild_log=True)

        colour = colour_rgb(seat_setup.colour) if seat_setup.colour else None
        self.ctx.stack.push(
            HandoffScene(self.ctx, seat_setup.name, confirmed, colour=colour, on_escape=self.on_escape)
        )

    def _to_results(self) -> None:
        from tabletop.scenes.results import ResultsScene

        saves.clear_autosave()
        self.ctx.stack.replace(ResultsScene(self.ctx, self.match))

    # --- input and drawing --------------------------------------------------------------

    def on_escape(self) -> None:
        self.view.cancel()
        self.ctx.stack.push(
            PauseMenu(
                self.ctx,
                on_save=self.save,
                on_load=self._open_load,
                on_undo=self.undo,
                rules_page=self.match.game_id,
            )
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.inspector.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if ctrl and event.key == pygame.K_z:
                self.undo()
                return True
            if ctrl and event.key == pygame.K_s:
                self.save()
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
        draw_cloth(surface)
        self.view.draw(surface)
        self.banner.draw(surface)
        self.seats.draw(surface)
        self.log.draw(surface)
        self.picker.draw(surface, self.banner.rect)
        self.inspector.draw(surface)
