"""Mind Cycling on the table: the course, the riders, the choices and the medal board.

World (through the camera): the course painted from its strips, one drop zone
per space plus one past the finish line, the rider tokens and the trains as
the turn began. Screen: on the right of the board the card of the rider to
move and its choices; along the bottom the medal board with team points (solo:
turns, and the best score on this stage). This module ties together the
layout (`layout`), input (`controls`), animation (`motion`) and drawing
(`drawing`) modules; the rules decide everything.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from tabletop.engine.contract import Action, Event
from tabletop.engine.words import say
from tabletop.games.mindcycling import events as ev
from tabletop.games.mindcycling import explain
from tabletop.games.mindcycling.actions import ATTACK, Ride, Swap
from tabletop.games.mindcycling.controls import (
    BADGES,
    KIND_COLOURS,
    ChoiceButton,
    SpaceZone,
    choices,
    targets,
)
from tabletop.games.mindcycling.drawing import (
    BOARD_HEIGHT,
    SOLO_BOARD_HEIGHT,
    RiderSprite,
    board_lines,
    board_plate,
    draw_track_thumbnail,
    render_course,
)
from tabletop.games.mindcycling.layout import CELL, CourseGeometry, geometry_of
from tabletop.games.mindcycling.motion import Shown, animate
from tabletop.games.mindcycling.moves import bottle_receiver, draft_target, relay_target
from tabletop.games.mindcycling.pictures import rules_picture
from tabletop.games.mindcycling.prepared import Memo, Picture
from tabletop.games.mindcycling.records import Score, best, record
from tabletop.games.mindcycling.rules import MindCyclingRules
from tabletop.games.mindcycling.state import MindCyclingState, Rider
from tabletop.games.mindcycling.track_layout import FINISH
from tabletop.games.mindcycling.view_drawing import (
    board_medals,
    board_words,
    card_picture,
    card_words,
    draw_popups,
    draw_train_marks,
    draw_trains,
    train_links,
)
from tabletop.sprite_factory.palette import GOLD, RGB
from tabletop.table.animation import Animation, Call, Sequential
from tabletop.table.drag import DRAG_THRESHOLD, DragController
from tabletop.table.game_view import TableHost
from tabletop.table.seat_panel import SeatRow
from tabletop.table.sprite import Highlight, TableSprite
from tabletop.table.token_sprite import PATTERNS, colour_rgb
from tabletop.table.viewer_turn import ViewerTurn
from tabletop.table.you_marker import draw_you_marker

__all__ = ["MindCyclingView", "draw_track_thumbnail", "make_view", "rules_picture"]

PANEL_WIDTH = (220, 270)
MIN_TOKEN = 30  # pixels across a rider token, the least the camera shows when it follows the race
PANEL_GAP = 12
CARD_HEIGHT = 150
BUTTON_HEIGHT = 52
BUTTON_GAP = 8


def make_view(rules: MindCyclingRules, host: TableHost) -> MindCyclingView:
    return MindCyclingView(rules, host)


class MindCyclingView(ViewerTurn):
    def __init__(self, rules: MindCyclingRules, host: TableHost) -> None:
        self.rules = rules
        self.parts = rules.parts
        self.host = host
        self.camera = host.camera
        self.state: MindCyclingState | None = None
        self.viewer: int | None = None
        self.waiting: tuple[int, ...] = ()
        self.geometry: CourseGeometry | None = None
        self.art: pygame.Surface | None = None
        self._scaled: tuple[float, pygame.Surface] | None = None
        self.zones: dict[str, SpaceZone] = {}
        self.riders: dict[int, RiderSprite] = {}
        self.shown = Shown()
        self.attack_mode = False
        self.buttons: list[ChoiceButton] = []
        self.table = pygame.Rect(0, 0, 10, 10)
        self._areas = (pygame.Rect(0, 0, 10, 10), pygame.Rect(0, 0, 10, 10))  # as the table gave them
        self.panel = pygame.Rect(0, 0, PANEL_WIDTH[0], 10)
        self.board = pygame.Rect(0, 0, 10, 10)
        self.best: Score | None = None
        self.new_record = False
        self._turn_key: tuple[object, ...] = ()
        self._card = Memo()
        self._board = Memo()
        self._links: list[tuple[int, int]] = []
        self._known_legal: tuple[MindCyclingState, int, list[Action]] | None = None
        self.drag = DragController(
            items=self._drag_items,
            targets=lambda: list(self.zones.values()),
            legal_targets=self._legal_targets,
            on_drop=self._on_drop,
            animator=host.animator,
            on_refused=self._refused,
        )
        self._relight = False  # a refused drop: light the rider's places again once it snaps back
        self._dropped = False  # the drag just ended over a place (accepted or refused)
        self._pressed_at: tuple[int, int] | None = None  # where the last left press was
        self._followed: Hashable = None  # where `_follow` last put the camera

    # --- layout ------------------------------------------------------------------------

    def set_areas(self, table: pygame.Rect, hand: pygame.Rect) -> None:
        self._areas = (pygame.Rect(table), pygame.Rect(hand))
        self._arrange()

    def _arrange(self) -> None:
        """The medal board takes only the bottom of the hand's area (solo, with no medals, less);
        the course and the panel get the rest."""
        table, hand = self._areas
        self._followed = None  # a new layout: the table fits the camera afresh
        inner = hand.inflate(-24, -16)
        wanted = SOLO_BOARD_HEIGHT if self.state is not None and self.state.solo else BOARD_HEIGHT
        self.board = pygame.Rect(inner.x, inner.bottom - min(inner.height, wanted), inner.width, 0)
        self.board.height = inner.bottom - self.board.y
        self.table = pygame.Rect(table.x, table.y, table.width, self.board.top - PANEL_GAP - table.y)
        self.camera.set_viewport(self.table)
        width = max(PANEL_WIDTH[0], min(PANEL_WIDTH[1], table.width // 4))
        self.panel = pygame.Rect(
            self.table.right - width - PANEL_GAP, self.table.y + 4, width, self.table.height - 8
        )
        for piece in (*self.zones.values(), *self.riders.values()):
            piece.area = self._road_area()
        self._place_buttons()

    def _road_area(self) -> pygame.Rect:
        """Where the course shows on the screen: the table left of the panel."""
        width = self.panel.x - PANEL_GAP - self.table.x
        return pygame.Rect(self.table.x, self.table.y, width, self.table.height)

    def world_rect(self) -> pygame.Rect:
        """What the camera shows, with room on its right for the panel (which stays put on the
        screen): the whole course, unless that would draw a rider smaller than `MIN_TOKEN`
        pixels; then the road around the rider to move and every place it may ride to, at
        that size (or as large as shows them all)."""
        geometry = self._geometry()
        bounds = geometry.bounds
        room_w = max(1, self.table.width - self.panel.width - 2 * PANEL_GAP - 24)
        room_h = max(1, self.table.height - 24)
        zoom = min(room_w / bounds.width, room_h / bounds.height)
        shown = pygame.Rect(bounds)
        focus = self._focus() if zoom * geometry.token < MIN_TOKEN else None
        if focus is not None:
            zoom = min(MIN_TOKEN / geometry.token, room_w / focus.width, room_h / focus.height)
            shown = pygame.Rect(0, 0, round(room_w / zoom), round(room_h / zoom))
            shown.center = focus.center
            shown = shown.clamp(bounds)
        pad = round((self.panel.width + 2 * PANEL_GAP) / max(zoom, 0.05))
        return pygame.Rect(shown.x, shown.y, shown.width + pad, shown.height)

    def _focus(self) -> pygame.Rect | None:
        """The rider to move and the ends of its rides (in the line-up, its whole team)."""
        state = self.state
        rider = state.active() if state is not None else None
        if state is None or rider is None:
            return None
        geometry = self._geometry()
        spaces = {rider.space}
        for action in self.rules.legal_actions(state, rider.team):
            if isinstance(action, Ride) and action.path:
                spaces.add(action.path[-1])
        if self.rules.lining_up(state):
            spaces.update(r.space for r in state.riders if r.team == rider.team)
        a, b = geometry.finish_line
        line = pygame.Rect(a, (1, 1)).union(pygame.Rect(b, (1, 1))).inflate(CELL, 0)
        found = [line if s == FINISH else geometry.boxes[s] for s in spaces]
        return found[0].unionall(found[1:]).inflate(CELL, CELL)

    def _follow(self) -> None:
        """Bring the rider to move and its lit places into view; where the player has moved
        the camera, only when they are not all in view already."""
        focus = self._focus()
        moved = self._followed is not None and self.camera.look() != self._followed
        shown = focus is not None and self._road_area().contains(self.camera.world_rect_to_screen(focus))
        if moved and shown:
            return
        self.camera.fit(self.world_rect(), margin=12)
        self._followed = self.camera.look()

    def _geometry(self) -> CourseGeometry:
        if self.geometry is None:
            course = self.state.course if self.state is not None else self.rules.default_course
            self.geometry = geometry_of(course)
        return self.geometry

    def _place_buttons(self) -> None:
        top = self.panel.y + CARD_HEIGHT + 12
        for index, button in enumerate(self.buttons):
            button.size = (self.panel.width, BUTTON_HEIGHT)
            button.pos = pygame.Vector2(
                self.panel.centerx, top + index * (BUTTON_HEIGHT + BUTTON_GAP) + BUTTON_HEIGHT / 2
            )

    # --- at rest -------------------------------------------------------------------------

    def show(self, state: MindCyclingState, viewer: int | None, waiting: tuple[int, ...]) -> None:
        self.state, self.viewer, self.waiting = state, viewer, waiting
        # What was worked out from the last state (even the same object, changed) is gone.
        self._known_legal = None
        self._card.forget()
        self._board.forget()
        if self.art is None:
            self.geometry = geometry_of(state.course)
            self.art = render_course(state.course, self.geometry)
            self.zones = {sid: SpaceZone(sid, box, self.camera) for sid, box in self.geometry.boxes.items()}
            self.zones[FINISH] = SpaceZone(FINISH, self._finish_box(), self.camera)
            for zone in self.zones.values():
                zone.area = self._road_area()
            if state.solo:
                self.best = best(state.course.track.name)
                self._arrange()
        key = (state.turn, state.index, state.gave)
        if key != self._turn_key:
            self.attack_mode = False
            self._turn_key = key
            # The table fitted the camera before it knew this course and this rider.
            self._follow()
        self.shown.medals = {medal: self._holder(state, medal) for medal in state.medals}
        self._show_riders(state)
        self._links = train_links(state)
        self._build_buttons()
        self._refresh_highlights()

    def _finish_box(self) -> pygame.Rect:
        geometry = self._geometry()
        a, b = geometry.finish_line
        spots = [geometry.podium(p) for p in range(1, 21)]
        box = pygame.Rect(a, (1, 1)).union(pygame.Rect(b, (1, 1)))
        for spot in spots:
            box.union_ip(pygame.Rect(spot, (1, 1)))
        return box.inflate(CELL * 0.4, 0)

    def _holder(self, state: MindCyclingState, medal: str) -> tuple[str, int]:
        who = state.medals[medal]
        if medal == "team":
            return state.teams[who].country, who
        rider = state.riders[who]
        return rider.name, rider.team

    def _spot(self, state: MindCyclingState, rider: Rider) -> pygame.Vector2:
        geometry = self._geometry()
        if rider.finished:
            return geometry.podium(rider.place)
        return pygame.Vector2(geometry.centres[rider.space])

    def _show_riders(self, state: MindCyclingState) -> None:
        geometry = self._geometry()
        active = state.active()
        for rider in state.riders:
            sprite = self.riders.get(rider.id)
            if sprite is None:
                team = state.teams[rider.team]
                role = self.parts.roles[rider.role]
                sprite = RiderSprite(
                    team.colour,
                    role.helmet,
                    role.name[0],
                    geometry.token,
                    pattern=PATTERNS[rider.team % len(PATTERNS)],
                    camera=self.camera,
                    payload=("rider", rider.id),
                )
                self.riders[rider.id] = sprite
            sprite.show_pattern = self.host.colour_blind()
            sprite.area = self._road_area()
            if not sprite.held:
                sprite.pos = self._spot(state, rider)
            sprite.set_bottle(rider.bottle)
            sprite.highlight = Highlight.SELECTED if active is not None and rider.id == active.id else None

    def _build_buttons(self) -> None:
        self.buttons = []
        state = self.state
        if state is None or not self._my_turn():
            return
        legal = self._legal()
        rider = state.active()
        assert rider is not None
        notes: dict[str, str] = {}
        other = bottle_receiver(state, rider)
        if other is not None:
            notes["bottle"] = f"to {other.name}; you ride fatigued"
        target, _ = draft_target(state, rider)
        if target:
            notes["draft"] = "behind the rider in front"
        target, _ = relay_target(state, self.parts, rider)
        if target:
            notes["relay"] = "to the front of your train"
        notes[ATTACK] = f"up to {self.rules.reach(state, attack=True)} spaces, costs the bottle"
        size = (self.panel.width, BUTTON_HEIGHT)
        for key, title, line, action in choices(legal, self.attack_mode, notes):
            button = ChoiceButton(title, line, KIND_COLOURS[key], action, size)
            button.pressed = key == ATTACK and self.attack_mode
            self.buttons.append(button)
        self._place_buttons()

    # --- whose turn, and where the rider may go ---------------------------------------------

    def _legal(self) -> list[Action]:
        state, viewer = self.state, self.viewer
        if not self._my_turn() or state is None or viewer is None:
            return []
        # Asked on every pointer move of a drag; `show` brings a new state object for each change.
        known = self._known_legal
        if known is None or known[0] is not state or known[1] != viewer:
            known = self._known_legal = (state, viewer, self.rules.legal_actions(state, viewer))
        return known[2]

    def _targets(self) -> dict[str, Ride]:
        return targets(self._legal(), self.attack_mode)

    def _moving(self) -> int | None:
        state = self.state
        if state is None or not self._my_turn():
            return None
        rider = state.active()
        return None if rider is None else rider.id

    def _refresh_highlights(self) -> None:
        found = self._targets()
        for space, zone in self.zones.items():
            ride = found.get(space)
            zone.highlight = Highlight.LEGAL if ride is not None else None
            zone.badge = (
                BADGES.get(ride.kind, "")
                if ride is not None and (ride.kind != ATTACK or not self.attack_mode)
                else ""
            )
            if ride is not None:
                zone.badge_colour = KIND_COLOURS[ride.kind]

    def _lining_up(self) -> bool:
        return self.state is not None and self._my_turn() and self.rules.lining_up(self.state)

    def _swaps(self, rider_id: int | None) -> dict[str, Swap]:
        """Solo line-up: the spaces of the riders `rider_id` may change places with."""
        state = self.state
        if state is None or rider_id is None or not self._lining_up():
            return {}
        found = {}
        for other in state.riders:
            if other.id != rider_id:
                found[other.space] = Swap(min(rider_id, other.id), max(rider_id, other.id))
        return found

    def _drag_items(self) -> list[TableSprite]:
        moving = self._moving()
        busy = self.host.animator.busy
        lining_up = self._lining_up()
        for rider_id, sprite in self.riders.items():
            sprite.draggable = (rider_id == moving or lining_up) and not busy
        return list(self.riders.values())

    def _legal_targets(self, item: TableSprite) -> list[TableSprite]:
        rider_id = _rider_of(item)
        spaces = list(self._swaps(rider_id))
        if rider_id == self._moving():
            spaces += list(self._targets())
        return [self.zones[space] for space in spaces]

    def _refused(self, reason: str) -> None:
        self.host.toast(reason)
        self._relight = True

    def _on_drop(self, item: TableSprite, target: TableSprite) -> str | None:
        self._dropped = True
        rider_id = _rider_of(item)
        if not isinstance(target, SpaceZone):
            return None
        swap = self._swaps(rider_id).get(target.space_id)
        if swap is not None:
            return self.host.propose(swap)
        if rider_id != self._moving():
            if self._lining_up():
                return "To change the line-up, drop a rider on another rider: they swap places."
            return self._only_the_rider_to_move()
        return self._choose_space(target.space_id)

    def _choose_space(self, space_id: str) -> str | None:
        ride = self._targets().get(space_id)
        if ride is None:
            state, viewer = self.state, self.viewer
            if state is None or viewer is None or not self._my_turn():
                return "It is not your turn."
            return self.rules.refusal(state, viewer, space_id, self.attack_mode) or "Pick a lit space."
        return self.host.propose(ride)

    def anchor_of(self, action: Action) -> pygame.Rect | None:
        """The piece the coach rings for `action`: its button, else the space the rider ends on."""
        button = next((b for b in self.buttons if b.action == action), None)
        if button is not None:
            return button.screen_rect()
        if isinstance(action, Swap):
            sprite = self.riders.get(action.a)
            return sprite.screen_rect() if sprite is not None else None
        if not isinstance(action, Ride) or not action.path:
            return None
        if action.kind == ATTACK and not self.attack_mode:
            switch = next((b for b in self.buttons if b.action is None), None)  # first switch to attacks
            return switch.screen_rect() if switch is not None else None
        zone = self.zones.get(action.path[-1])
        return zone.screen_rect() if zone is not None else None

    def banner_rule(
        self, state: MindCyclingState, viewer: int | None, waiting: tuple[int, ...]
    ) -> str | None:
        return explain.banner_rule(state, waiting)

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        """What lies under the pointer, topmost first: the side panel, the board, then the course."""
        state = self.state
        if state is None:
            return None
        for button in self.buttons:
            if button.hit_test(pos):
                return explain.choice_words(button.title, button.line)
        if pygame.Rect(self.panel.x, self.panel.y, self.panel.width, CARD_HEIGHT).collidepoint(pos):
            return explain.card_words(state)
        if self.board.collidepoint(pos):
            return None if state.solo else explain.medal_words(state, state.team_points(self.parts.points))
        for rider_id, sprite in sorted(self.riders.items(), key=lambda item: -item[1].pos.y):
            if sprite.visible and sprite.hit_test(pos):
                words = explain.rider_words(self.parts, state, state.riders[rider_id], self.viewer)
                if rider_id == self._moving():
                    words += " Drag it to a lit space."
                return words
        lit = self._targets()
        zone = next((z for z in self.zones.values() if z.hit_test(pos)), None)
        if zone is None:
            return None
        ride = lit.get(zone.space_id)
        return explain.space_words(state, zone.space_id, ride.kind if ride is not None else None)

    def cancel(self) -> None:
        self.attack_mode = False
        self.drag.cancel()
        self._build_buttons()
        self._refresh_highlights()

    # --- the banner and the seats --------------------------------------------------------------

    def banner(
        self, state: MindCyclingState, viewer: int | None, waiting: tuple[int, ...]
    ) -> tuple[str, RGB | None]:
        if state.over:
            outcome = self.rules.outcome(state)
            if state.solo:
                turns, spaces = self.rules.solo_score(state)
                return say("Stage done in {turns:turn} ({spaces} to go for the last rider)", turns=turns,
                           spaces=spaces), GOLD
            if outcome is None:
                return "The stage is over.", None
            winner = state.teams[outcome.ranking[0]]
            return f"{winner.country} win the stage on medals!", colour_rgb(winner.colour)
        rider = state.active()
        if rider is None or not waiting:
            return "", None
        team = state.teams[rider.team]
        colour = colour_rgb(team.colour)
        if rider.team == viewer:
            most = self.rules.reach(state, self.attack_mode)
            how = "drag it to a lit space" if most else "it cannot move"
            if self.rules.lining_up(state):
                how = "ride, or first swap riders to line up"
            what = "attack up to" if self.attack_mode else "up to"
            return f"{rider.name}: {what} {most} — {how}", colour
        return f"{rider.name} ({team.player}) is riding…", colour

    def seat_rows(self, state: MindCyclingState, waiting: tuple[int, ...]) -> list[SeatRow]:
        points = state.team_points(self.parts.points)
        rows = []
        for team in state.teams:
            across = sum(r.finished for r in state.riders if r.team == team.seat)
            goal = self.rules.finish_goal(state, team.seat)
            if state.solo:
                line = f"turn {state.turn} · {across} of {goal} across"
            else:
                medals = state.medal_count(team.seat)
                line = say("{medals:medal} · {points:pt} · {across}/{goal} across", medals=medals,
                           points=points[team.seat], across=across, goal=goal)
            rows.append(
                SeatRow(
                    team.player,
                    team.colour,
                    (line,),
                    team.seat in waiting,
                    PATTERNS[team.seat % len(PATTERNS)],
                    team.country,
                )
            )
        return rows

    # --- animation -----------------------------------------------------------------------------

    def play(
        self, events: Sequence[Event], state: MindCyclingState, viewer: int | None, waiting: tuple[int, ...]
    ) -> None:
        self.buttons = []
        self.attack_mode = False
        for zone in self.zones.values():
            zone.highlight, zone.badge = None, ""
        steps: list[Animation] = []
        for event in events:
            if isinstance(event, ev.StageOver) and state.solo and viewer is not None:
                self._record_solo(state)
            found = animate(event, self.riders, self._geometry(), self.shown, lambda r: state.riders[r].place)
            if found is not None:
                steps.append(found)
        steps.append(Call(lambda: self.show(state, viewer, waiting)))
        self.host.animator.add(Sequential(steps))

    def _record_solo(self, state: MindCyclingState) -> None:
        turns, spaces = self.rules.solo_score(state)
        score = Score(turns, spaces)
        self.new_record = record(state.course.track.name, score)
        if self.new_record:
            self.best = score
            self.host.toast(f"New best on this stage: {score.words()}!", GOLD)

    # --- input ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            self._pressed_at = event.pos  # a release near it is a click
        if event.type == pygame.MOUSEMOTION:
            for button in self.buttons:
                button.hovered = button.hit_test(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT:
            for button in self.buttons:
                if button.hit_test(event.pos):
                    self._press(button)
                    return True
        held = self.drag.dragging
        self._dropped = self._relight = False
        if self.drag.handle_event(event):
            if held is not None and self.drag.dragging is None and not self._dropped:
                self._refused(f"Drop {self._name_of(held)} on a lit space of the course.")
            # Moving a held rider changes no highlight; asking again on every move would cost a frame.
            # A refused drop keeps the places lit while the rider snaps back.
            moved = event.type == pygame.MOUSEMOTION and held is not None
            if self._relight or (not self.host.animator.busy and not moved):
                self._refresh_highlights()
            return True
        self._explain_click(event)
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == pygame.BUTTON_LEFT
            and self._my_turn()
            and not self.host.animator.busy
        ):
            zone = next(
                (z for z in self.zones.values() if z.highlight is not None and z.hit_test(event.pos)), None
            )
            if zone is not None:
                reason = self._choose_space(zone.space_id)
                if reason:
                    self.host.toast(reason)
                return True
        return False

    def _explain_click(self, event: pygame.event.Event) -> None:
        """A click (not a pan) on a space that is not lit, or on a rider that may not move now,
        says why in the banner."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != pygame.BUTTON_LEFT:
            return
        pressed, self._pressed_at = self._pressed_at, None
        if (
            pressed is None
            or pygame.Vector2(pressed).distance_to(event.pos) > DRAG_THRESHOLD
            or not self._my_turn()
            or self.host.animator.busy
        ):
            return
        rider = next((r for r, sprite in self.riders.items() if sprite.hit_test(event.pos)), None)
        zone = next((z for z in self.zones.values() if z.hit_test(event.pos)), None)
        reason = None
        if rider is not None:
            if rider != self._moving() and not self._lining_up():
                reason = self._only_the_rider_to_move()
        elif zone is not None and zone.highlight is None:
            reason = self._choose_space(zone.space_id)
        if reason:
            self.host.toast(reason)

    def _only_the_rider_to_move(self) -> str:
        state = self.state
        rider = state.active() if state is not None else None
        name = rider.name if rider is not None else "the rider with the blue ring"
        return f"Only {name} rides now: drag it to a lit space."

    def _name_of(self, sprite: TableSprite) -> str:
        rider_id = _rider_of(sprite)
        state = self.state
        return "the rider" if state is None or rider_id is None else state.riders[rider_id].name

    def _press(self, button: ChoiceButton) -> None:
        if button.action is None:
            self.attack_mode = not self.attack_mode
            self._build_buttons()
            self._refresh_highlights()
            return
        reason = self.host.propose(button.action)
        if reason:
            self.host.toast(reason)

    # --- frame -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.shown.age(dt)

    def backdrop_key(self) -> Hashable:
        lit = tuple(
            (space, zone.highlight, zone.badge, zone.badge_colour)
            for space, zone in self.zones.items()
            if zone.highlight is not None or zone.badge
        )
        view = self.camera.look()
        medals = board_medals(self.state, self.shown) if self.state is not None else ()
        return (self.art is None, view, lit, medals, tuple(self.board))

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The course, the lit spaces and the medals: they change with the camera and the moves."""
        state = self.state
        if self.art is None or self.geometry is None or state is None:
            return
        zoom = self.camera.zoom
        if self._scaled is None or abs(self._scaled[0] - zoom) > 1e-6:
            size = (max(1, round(self.art.get_width() * zoom)), max(1, round(self.art.get_height() * zoom)))
            self._scaled = (zoom, pygame.transform.smoothscale(self.art, size))
        clip = surface.get_clip()
        surface.set_clip(clip.clip(self._road_area()))  # the camera may show only part of the course
        surface.blit(self._scaled[1], self.camera.world_to_screen(self.geometry.bounds.topleft))
        for zone in self.zones.values():
            zone.draw(surface)
        surface.set_clip(clip)
        board_plate(self.board, board_medals(state, self.shown)).draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        if state is None:
            return
        clip = surface.get_clip()
        # The medal board is in the backdrop: what moves on the course stays in the course's area.
        surface.set_clip(clip.clip(self._road_area()))
        token = self._geometry().token
        draw_trains(surface, self.camera, self._links, self.riders, token)
        mine = self._moving()
        if mine is not None and self.riders[mine] is not self.drag.dragging:
            draw_you_marker(surface, self.riders[mine].screen_rect())  # under the riders
        for sprite in sorted(self.riders.values(), key=lambda s: (s.highlight is not None, s.pos.y)):
            if sprite is not self.drag.dragging:
                sprite.draw(surface)
        draw_train_marks(surface, self.camera, state, self.riders, token)
        draw_popups(surface, self.camera, self.shown.popups)
        surface.set_clip(clip)
        lines = (state, self.best, self.new_record, tuple(self.board))
        self._board.get(lines, lambda: self._board_picture(state)).draw(surface)
        card = pygame.Rect(self.panel.x, self.panel.y, self.panel.width, CARD_HEIGHT)
        key = (state, self._my_turn(), tuple(card))
        self._card.get(key, lambda: self._card_picture(state, card)).draw(surface)
        for button in self.buttons:
            button.draw(surface)
        if self.drag.dragging is not None:
            self.drag.dragging.draw(surface)

    def _card_picture(self, state: MindCyclingState, rect: pygame.Rect) -> Picture:
        title, lines, colour = card_words(state, self.parts, self._my_turn(), self.rules.lining_up(state))
        return card_picture(rect, title, lines, colour)

    def _board_picture(self, state: MindCyclingState) -> Picture:
        lines = board_words(state, self.parts, self.best, self.new_record, self.rules.finish_goal(state, 0))
        return board_lines(self.board, len(board_medals(state, self.shown)), lines)


def _rider_of(sprite: TableSprite | None) -> int | None:
    payload = getattr(sprite, "payload", None)
    if isinstance(payload, tuple) and len(payload) == 2 and payload[0] == "rider":
        return int(payload[1])
    return None
