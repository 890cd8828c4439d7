"""Turning clicks and drags into Mind Cycling actions: the spaces, the choice buttons, the modes.

The rider to move is dragged (or clicked, then a space clicked) to a lit
space. The lit spaces depend on the mode: a normal move by default, an attack
after pressing Attack. The draft and relay targets carry a letter (D, R) and
are always open when the rules allow them; the buttons do the same, plus the
bottle pass and staying put. In the solo line-up a rider dropped on another
swaps places with it. Nothing here decides legality: every choice is a legal
action found in `legal_actions`; a refused one is said in a toast, and the
pointer's hover is explained in words (`explain`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.engine.contract import Action
from tabletop.engine.words import say
from tabletop.games.mindcycling import explain
from tabletop.games.mindcycling.actions import ATTACK, DRAFT, MOVE, RELAY, GiveBottle, Ride, Swap
from tabletop.games.mindcycling.moves import bottle_receiver, draft_target, relay_target
from tabletop.games.mindcycling.rules import MindCyclingRules
from tabletop.games.mindcycling.state import MindCyclingState
from tabletop.games.mindcycling.track_layout import FINISH
from tabletop.games.mindcycling.view.layout import BUTTON_HEIGHT, CARD_HEIGHT, RING_ROOM, MindCyclingLayout
from tabletop.games.mindcycling.view.letters import marks
from tabletop.games.mindcycling.view.sprites import ChoiceButton, SpaceZone
from tabletop.language import _, local, pgettext
from tabletop.sprite_factory.palette import RGB
from tabletop.table.host.drag import DRAG_THRESHOLD, DragController
from tabletop.table.host.game_view import TableHost
from tabletop.table.pieces.sprite import Highlight, TableSprite

KIND_COLOURS: dict[str, RGB] = {
    MOVE: (46, 140, 72),
    ATTACK: (196, 40, 36),
    DRAFT: (38, 92, 200),
    RELAY: (130, 84, 170),
    "bottle": (52, 120, 220),
    "stay": (120, 124, 132),
}


def targets(legal: Sequence[Action], attack_mode: bool) -> dict[str, Ride]:
    """Space -> the ride a drop there makes: the mode's rides, then draft and relay (their ends win)."""
    found: dict[str, Ride] = {}
    wanted = ATTACK if attack_mode else MOVE
    for action in legal:
        if isinstance(action, Ride) and action.kind == wanted and action.path:
            found.setdefault(action.path[-1], action)
    for action in legal:
        if isinstance(action, Ride) and action.kind in (DRAFT, RELAY):
            found[action.path[-1]] = action
    return found


def choices(
    legal: Sequence[Action], attack_mode: bool, describe: dict[str, str]
) -> list[tuple[str, str, str, Action | None]]:
    """(key, title, line, action) for each button: give the bottle, attack, draft, relay, stay.
    The key is the attack switch's ATTACK, or MOVE while it is on (it then switches back)."""
    found: list[tuple[str, str, str, Action | None]] = []
    rides = [a for a in legal if isinstance(a, Ride)]
    if GiveBottle() in legal:
        line = describe.get("bottle", _("free, then ride fatigued"))
        found.append(("bottle", _("Give the bottle"), line, GiveBottle()))
    if any(r.kind == ATTACK for r in rides):
        if attack_mode:
            found.append((MOVE, _("Normal move"), _("back to a normal move"), None))
        else:
            found.append((ATTACK, _("Attack"), describe.get(ATTACK, _("costs the bottle")), None))
    for kind, title in ((DRAFT, _("Draft")), (RELAY, _("Relay"))):
        ride = next((r for r in rides if r.kind == kind), None)
        if ride is not None:
            where = _("across the line") if ride.path[-1] == FINISH else say(_("{n:space}"), n=len(ride.path))
            line = _("{name}: {text}").format(name=where, text=describe.get(kind, ""))
            found.append((kind, title, line, ride))
    if Ride(MOVE, ()) in legal:
        found.append(("stay", _("Stay put"), _("do not move this turn"), Ride(MOVE, ())))
    return found


class MindCyclingInput(MindCyclingLayout):
    """Turns drags, clicks and hovers into proposed actions, lit spaces, buttons and words."""

    def __init__(self, rules: MindCyclingRules, host: TableHost) -> None:
        super().__init__(rules, host)
        self.attack_mode = False
        self._known_legal: tuple[MindCyclingState, int, list[Action]] | None = None
        self.drag = DragController.for_view(self, host, on_refused=self._refused)
        self._relight = False  # a refused drop: light the rider's places again once it snaps back
        self._dropped = False  # the drag just ended over a place (accepted or refused)
        self._pressed_at: tuple[int, int] | None = None  # where the last left press was

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
            notes["bottle"] = _("to {rider}; you ride fatigued").format(rider=local(other.name))
        if draft_target(state, rider)[0]:
            notes["draft"] = _("behind the rider in front")
        if relay_target(state, self.parts, rider)[0]:
            notes["relay"] = _("to the front of your train")
        attack = self.rules.reach(state, attack=True)
        notes[ATTACK] = say(_("up to {most:space}, costs the bottle"), most=attack)
        size = (self.panel.width, BUTTON_HEIGHT)
        for key, title, line, action in choices(legal, self.attack_mode, notes):
            colour = KIND_COLOURS[ATTACK if key == MOVE else key]  # the attack switch keeps its colour
            button = ChoiceButton(key, title, line, colour, action, size)
            button.pressed = action is None and self.attack_mode  # the attack switch, on
            self.buttons.append(button)
        self._place_buttons()

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
        badges = marks(self.parts).rides
        for space, zone in self.zones.items():
            ride = found.get(space)
            zone.highlight = Highlight.LEGAL if ride is not None else None
            zone.badge = (
                badges.get(ride.kind, "")
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

    def drag_items(self) -> list[TableSprite]:
        moving = self._moving()
        busy = self.host.animator.busy
        lining_up = self._lining_up()
        for rider_id, sprite in self.riders.items():
            sprite.draggable = (rider_id == moving or lining_up) and not busy
        return list(self.riders.values())

    def drop_targets(self) -> list[TableSprite]:
        return list(self.zones.values())

    def legal_targets(self, item: TableSprite) -> list[TableSprite]:
        rider_id = _rider_of(item)
        spaces = list(self._swaps(rider_id))
        if rider_id == self._moving():
            spaces += list(self._targets())
        return [self.zones[space] for space in spaces]

    def _refused(self, reason: str) -> None:
        self.host.toast(reason)
        self._relight = True

    def on_drop(self, item: TableSprite, target: TableSprite) -> str | None:
        self._dropped = True
        rider_id = _rider_of(item)
        if not isinstance(target, SpaceZone):
            return None
        swap = self._swaps(rider_id).get(target.space_id)
        if swap is not None:
            return self.host.propose(swap)
        if rider_id != self._moving():
            if self._lining_up():
                return _("To change the line-up, drop a rider on another rider: they swap places.")
            return self._only_the_rider_to_move()
        return self._choose_space(target.space_id)

    def _choose_space(self, space_id: str) -> str | None:
        ride = self._targets().get(space_id)
        if ride is None:
            state, viewer = self.state, self.viewer
            if state is None or viewer is None or not self._my_turn():
                return _("It is not your turn.")
            return self.rules.refusal(state, viewer, space_id, self.attack_mode) or _("Pick a lit space.")
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
        return self._on_road(zone.screen_rect()) if zone is not None else None

    def _on_road(self, rect: pygame.Rect) -> pygame.Rect | None:
        """The part of `rect` (a place on the course) that a ring round it may show: inside the
        road area by `RING_ROOM`, so that no ring runs over the panel's buttons, the banner or
        the medal board (the finish area reaches far past the road area's edge); None when
        the course shows none of it."""
        shown = rect.clip(self._road_area().inflate(-2 * RING_ROOM, -2 * RING_ROOM))
        return shown if shown.width > 0 and shown.height > 0 else None

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        """What lies under the pointer, topmost first: the side panel, the board, then the course."""
        state = self.state
        if state is None:
            return None
        for button in self.buttons:
            if button.hit_test(pos):
                return explain.choice_words(button.key, button.line)
        if pygame.Rect(self.panel.x, self.panel.y, self.panel.width, CARD_HEIGHT).collidepoint(pos):
            return explain.card_words(state)
        if self.board.collidepoint(pos):
            return None if state.solo else explain.medal_words(state, state.team_points(self.parts.points))
        whole = self.whole_button()
        if whole is not None and whole[0].collidepoint(pos):
            return None  # the button says what it does, and the course under it is hidden
        for rider_id, sprite in sorted(self.riders.items(), key=lambda item: -item[1].pos.y):
            if sprite.visible and sprite.hit_test(pos):
                words = explain.rider_words(self.parts, state, state.riders[rider_id], self.viewer)
                if rider_id == self._moving():
                    words += " " + pgettext("rider", "Drag it to a lit space.")  # French: a masculine rider
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

    def watch_event(self, event: pygame.event.Event) -> bool:
        """The "Whole track" button, at the table and in a replay (where the view takes no other
        input): it only changes what is in sight."""
        whole = self.whole_button() if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) else None
        return self.plates.pressed(event, whole) and self.toggle_whole_course()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.watch_event(event):
            return True
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
                drop = _("Drop {rider} on a lit space of the course.")
                self._refused(drop.format(rider=self._name_of(held)))
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
        if rider is None:
            return _("Only the rider with the blue ring rides now: drag it to a lit space.")
        return _("Only {rider} rides now: drag it to a lit space.").format(rider=local(rider.name))

    def _name_of(self, sprite: TableSprite) -> str:
        rider_id = _rider_of(sprite)
        state = self.state
        return _("the rider") if state is None or rider_id is None else local(state.riders[rider_id].name)

    def _press(self, button: ChoiceButton) -> None:
        if button.action is None:
            self.attack_mode = not self.attack_mode
            self._build_buttons()
            self._refresh_highlights()
            return
        reason = self.host.propose(button.action)
        if reason:
            self.host.toast(reason)


def _rider_of(sprite: TableSprite | None) -> int | None:
    payload = getattr(sprite, "payload", None)
    if isinstance(payload, tuple) and len(payload) == 2 and payload[0] == "rider":
        return int(payload[1])
    return None
