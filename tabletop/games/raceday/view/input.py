"""Race Day's input: drags, clicks and the pointer's hover turned into proposed actions and words.

Moving: after the roll the spaces the car can end on light up. Drag the car to
one (the rules give the path), click one, or click your way there a space at a
time along the outlined spaces. Drafting: the car offered the draft can be
dragged to the space marked A or B, or the choice cards clicked. Everything the
player does becomes a proposed action; the rules decide.
"""

from __future__ import annotations

import pygame

from tabletop.engine.contract import Action
from tabletop.engine.words import say
from tabletop.games.raceday.actions import ChooseSpeed, Draft, Move, NoDraft, RollForPole
from tabletop.games.raceday.blocked_risk import blocked_risk
from tabletop.games.raceday.components import KEEP_TURN
from tabletop.games.raceday.explain import (
    END_WORDS,
    STEP_WORDS,
    blocked_line,
    blocked_words,
    bump_die_words,
    car_words,
    dashboard_words,
    die_words,
    draft_words,
    speed_words,
    turn_kept_words,
)
from tabletop.games.raceday.routes import destinations, next_steps, path_to
from tabletop.games.raceday.rules import RaceDayRules
from tabletop.games.raceday.state import DRAFT, POLE, RaceDayState
from tabletop.games.raceday.terms import check_name
from tabletop.games.raceday.view.dashboard import render_dashboard
from tabletop.games.raceday.view.drawing import RaceDayDrawing
from tabletop.games.raceday.view.sprites import DRAFT_COLOUR, SPEED_COLOURS, ChoiceButton, SpaceZone
from tabletop.language import _, local
from tabletop.sprite_factory.palette import GOLD
from tabletop.table.host.drag import DragController
from tabletop.table.host.game_view import TableHost
from tabletop.table.pieces.sprite import Highlight, TableSprite


class RaceDayInput(RaceDayDrawing):
    """Turns drags, clicks and hovers into proposed actions, highlights and tooltips."""

    def __init__(self, rules: RaceDayRules, host: TableHost) -> None:
        super().__init__(rules, host)
        self.drag = DragController.for_view(self, host, on_inspect=self._inspect)

    def _build_choices(self, state: RaceDayState) -> None:
        self.choices = []
        if not self._my_turn():
            return
        car = state.cars[self.viewer] if self.viewer is not None else None
        size = (self.panel.width, self.button_height)
        for action in self._legal():
            if isinstance(action, RollForPole):
                self.choices.append(
                    ChoiceButton(_("Roll for the pole"), _("highest roll takes Start 1"), GOLD, action, size)
                )
            elif isinstance(action, ChooseSpeed) and car is not None:
                speed = self.parts.speeds[action.speed]
                name = local(speed.name)
                title = f"{name}  {speed.modifier:+d}" if speed.modifier else name
                risk = blocked_risk(self.parts, state, action.speed)
                if risk is not None:
                    line = blocked_line(risk)
                elif speed.check:
                    value = self.parts.card(car.card).value(speed.check)
                    line = _("roll {bonus:+d}, then {check} {value}+").format(
                        bonus=speed.modifier, check=check_name(speed.check), value=value
                    )
                else:
                    line = _("the roll as it falls, no check")
                colour = SPEED_COLOURS.get(action.speed, GOLD)
                self.choices.append(ChoiceButton(title, line, colour, action, size, alarm=risk is not None))
            elif isinstance(action, Draft):
                turn = state.turn
                gained = 1 if action.option == "A" else (len(turn.mover.path) if turn and turn.mover else 0)
                drafter = state.cars[turn.drafter] if turn and turn.drafter is not None else None
                ability = self.parts.ability_of(drafter.card) if drafter is not None else None
                if action.option == "A":
                    line = say(_("{gained:space}, free"), gained=gained)
                elif ability is not None and ability.kind == KEEP_TURN:
                    # The car's ability may keep the turn: the button says so, not only the log after.
                    line = say(
                        _("{gained:space}, skip your next turn unless {ability}"),
                        gained=gained, ability=local(ability.name),
                    )
                else:
                    line = say(_("{gained:space}, then skip your next turn"), gained=gained)
                title = _("Draft {option}").format(option=action.option)
                self.choices.append(ChoiceButton(title, line, DRAFT_COLOUR, action, size))
            elif isinstance(action, NoDraft):
                self.choices.append(
                    ChoiceButton(_("No draft"), _("stay where you are"), (120, 124, 132), action, size)
                )
        self._place_choices()

    def _destinations(self) -> dict[str, str]:
        """Where the viewer's car may be dropped now (see `routes.destinations`)."""
        if self.state is None or self._moving_car() is None:
            return {}
        return destinations(self.rules, self.state, self.steps)

    def _next_steps(self) -> set[str]:
        if self.state is None or self._moving_car() is None:
            return set()
        return next_steps(self.state, self.steps)

    def drag_items(self) -> list[TableSprite]:
        moving = self._moving_car()
        busy = self.host.animator.busy
        items: list[TableSprite] = []
        for seat, sprite in self.cars.items():
            sprite.draggable = seat == moving and not busy and sprite.visible
            if sprite.visible:
                items.append(sprite)
        return items

    def drop_targets(self) -> list[TableSprite]:
        return list(self.zones.values())

    def legal_targets(self, item: TableSprite) -> list[TableSprite]:
        if _car_of(item) != self._moving_car():
            return []
        return [self.zones[space] for space in self._destinations()]

    def on_drop(self, item: TableSprite, target: TableSprite) -> str | None:
        state = self.state
        seat = _car_of(item)
        if state is None or seat is None:
            return _("Only your own car can be moved.")
        if seat != self._moving_car():
            return _("It is not your move.")
        if not isinstance(target, SpaceZone):
            return None
        return self._choose_space(target.space_id)

    def _choose_space(self, space_id: str) -> str | None:
        state = self.state
        assert state is not None
        meaning = self._destinations().get(space_id)
        if state.phase == DRAFT:
            if meaning is None:
                return _("Drafting takes you to the space marked A or B.")
            return self.host.propose(Draft(meaning))
        if meaning is None:
            turn = state.turn
            if turn is not None and turn.reach < turn.spaces:
                return _("Your path is blocked: you can move {reach} of {spaces}; pick a lit space.").format(
                    reach=turn.reach, spaces=turn.spaces
                )
            return _("Pick one of the lit spaces: your roll takes you exactly that far.")
        path = path_to(state, self.steps, space_id)
        if path is None:
            return _("That space cannot be reached from here.")
        return self.host.propose(Move(path))

    def _step(self, space_id: str) -> None:
        """One click, one space: the car moves on; at the last step the move is made."""
        state = self.state
        assert state is not None and state.turn is not None
        self.steps.append(space_id)
        # The car follows the clicks on its own (see `update`), so quick clicks are never
        # taken for "skip the animation".
        self.cars[state.turn.car].angle = self._angle(space_id)
        self._refresh_highlights()

    def cancel(self) -> None:
        if self.steps and self.state is not None:
            self.steps = []
            self._show_cars(self.state)
        self.drag.cancel()
        self._refresh_highlights()

    def anchor_of(self, action: Action) -> pygame.Rect | None:
        button = next((b for b in self.choices if b.action == action), None)
        if button is not None:
            return button.screen_rect()
        if isinstance(action, Move) and action.path and action.path[-1] in self.zones:
            return self.zones[action.path[-1]].screen_rect()
        return None

    def _refresh_highlights(self) -> None:
        destinations = self._destinations()
        steps = self._next_steps()
        dragging = self.drag.dragging is not None or self.drag.selected is not None
        for space_id, zone in self.zones.items():
            meaning = destinations.get(space_id)
            if not dragging:
                zone.highlight = Highlight.LEGAL if meaning is not None else None
            zone.step = space_id in steps and meaning is None
            zone.badge = meaning if meaning in ("A", "B") else ""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_RIGHT:
            seat = self._dashboard_at(event.pos)
            if seat is not None:
                self._inspect_dashboard(seat)
                return True
        if event.type == pygame.MOUSEMOTION:
            self._hover_dash = self._dashboard_at(event.pos)
            for sprite in self.choices:
                sprite.hovered = sprite.hit_test(event.pos)
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == pygame.BUTTON_LEFT
            and self._click(event.pos)
        ):
            return True
        if self.drag.handle_event(event):
            self._refresh_highlights()
            return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        """Choice cards, the die (for the pole) and step-by-step spaces, before any drag."""
        for button in self.choices:
            if button.hit_test(pos):
                self._propose(button.action)
                return True
        state = self.state
        if state is None or not self._my_turn():
            return False
        if state.phase == POLE and self.move_die.hit_test(pos):
            self._propose(RollForPole())
            return True
        if self.drag.selected is not None or self.host.animator.busy:
            return False
        zone = next((z for z in self.zones.values() if z.hit_test(pos)), None)
        if zone is None:
            return False
        if zone.space_id in self._destinations():
            reason = self._choose_space(zone.space_id)
            if reason:
                self.host.toast(reason)
            return True
        if zone.space_id in self._next_steps():
            self._step(zone.space_id)
            return True
        return False

    def _propose(self, action: Action) -> None:
        reason = self.host.propose(action)
        if reason:
            self.host.toast(reason)

    def _dashboard_at(self, pos: tuple[int, int]) -> int | None:
        for seat, rect in self.dash_rects.items():
            if rect.collidepoint(pos):
                return seat
        return None

    def _inspect_dashboard(self, seat: int) -> None:
        state = self.state
        if state is None:
            return
        look = self._look(state, seat)
        ability = self.parts.ability_of(state.cars[seat].card)
        caption = _("{name}: {text}").format(name=local(ability.name), text=local(ability.text))
        self.host.inspect(render_dashboard(look, (400, 500)), caption)

    def _inspect(self, sprite: TableSprite) -> None:
        seat = _car_of(sprite)
        if seat is not None:
            self._inspect_dashboard(seat)

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        """What lies under the pointer, topmost first: panels on the screen, then the board."""
        state = self.state
        if state is None:
            return None
        for button in self.choices:
            if button.hit_test(pos):
                return self._describe_choice(state, button.action)
        if self.move_die.hit_test(pos):
            return die_words("move_die", state, self._my_turn())
        if any(die.hit_test(pos) for die in self.check_dice):
            return die_words("check_die", state, self._my_turn())
        legend = self.legend_rows()
        for rect, words in legend:
            if rect.collidepoint(pos):
                return words
        seat = self._dashboard_at(pos)
        if seat is not None:
            return dashboard_words(self.parts, state, state.cars[seat], self.viewer)
        if self.tray.collidepoint(pos) or (self.panel.collidepoint(pos) and self.choices):
            return None
        if any(die.hit_test(pos) for die in self.bump_dice):
            return bump_die_words()
        for car_seat, sprite in sorted(self.cars.items(), key=lambda item: -item[1].pos.y):
            if sprite.visible and sprite.hit_test(pos):
                words = car_words(state, state.cars[car_seat], self.viewer)
                if car_seat == self._moving_car():
                    words += " " + _("Drag it to a lit space.")
                return words
        zone = next((z for z in self.zones.values() if z.hit_test(pos)), None)
        return self._describe_zone(zone) if zone is not None else None

    def _describe_choice(self, state: RaceDayState, action: Action) -> str:
        if isinstance(action, RollForPole):
            return _("Roll one die: the highest roll starts at the front (the pole).")
        if isinstance(action, ChooseSpeed) and self.viewer is not None:
            words = speed_words(self.parts, action.speed, state.cars[self.viewer])
            risk = blocked_risk(self.parts, state, action.speed)
            return f"{words} {blocked_words(risk)}" if risk is not None else words
        if isinstance(action, Draft):
            turn = state.turn
            gained = 1 if action.option == "A" else len(turn.mover.path) if turn and turn.mover else 0
            return draft_words(action.option, gained, self._turn_kept(state))
        return _("Let the chance to draft go: your car stays where it is.")

    def _turn_kept(self, state: RaceDayState) -> str:
        """What the drafting car's ability can do about Draft B's skipped turn."""
        turn = state.turn
        if turn is None or turn.drafter is None:
            return ""
        return turn_kept_words(self.parts, state.cars[turn.drafter])

    def _describe_zone(self, zone: SpaceZone) -> str | None:
        if zone.badge:
            turn = self.state.turn if self.state else None
            gained = 1 if zone.badge == "A" else len(turn.mover.path) if turn and turn.mover else 0
            keep = self._turn_kept(self.state) if self.state else ""
            return draft_words(zone.badge, gained, keep) + " " + _("Drag your car here or click the choice.")
        if zone.highlight is Highlight.LEGAL:
            return _("{end} (gold): drag your car here, or click the space.").format(end=_(END_WORDS))
        if zone.step:
            return _("{step} (blue): click here to move one space, then the next.").format(step=_(STEP_WORDS))
        return None


def _car_of(sprite: TableSprite | None) -> int | None:
    payload = sprite.payload if sprite is not None else None
    if isinstance(payload, tuple) and payload[0] == "car":
        return int(payload[1])
    return None
