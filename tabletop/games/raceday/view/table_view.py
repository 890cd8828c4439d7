"""Race Day on the table: Pocono with its cars, the dice tray, the choices, the dashboards.

World layout (through the camera): the track drawn from its rows, one drop zone
per space, the cars, and the bump dice that land beside them. Screen layout
(fixed, so it stays readable at any zoom): on the right of the board the dice
tray (the move die and the two check dice, with what they meant) and under it
the choice at hand: Roll for the pole, the three speeds, or the ways to draft;
along the bottom every seat's dashboard card with its damage and smoke counters.

The view ties the jobs together, each built on the one before: `layout` (where
things go), `drawing` (pixels), `input` (drags and clicks to actions) and
`animation` (events to movement); this class adds the banner and the seat rows.
What the viewer may do comes from the pure `routes`.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.engine.contract import Event
from tabletop.engine.words import ordinal, say
from tabletop.games.raceday import events as ev
from tabletop.games.raceday.actions import Draft
from tabletop.games.raceday.blocked_risk import blocked_risk
from tabletop.games.raceday.explain import RULE_OF_PHASE
from tabletop.games.raceday.rules import RaceDayRules
from tabletop.games.raceday.state import FINISHED, MOVE, OUT, OVER, POLE, SPEED, RaceDayState
from tabletop.games.raceday.view.animation import RaceDayAnimation
from tabletop.language import _, pgettext
from tabletop.sprite_factory.palette import RGB
from tabletop.table.host.game_view import TableHost
from tabletop.table.host.viewer_turn import banner_seat
from tabletop.table.panels.seat_panel import SeatRow
from tabletop.table.pieces.token_sprite import colour_rgb, seat_pattern


def make_view(rules: RaceDayRules, host: TableHost) -> RaceDayView:
    return RaceDayView(rules, host)


class RaceDayView(RaceDayAnimation):
    def banner(
        self, state: RaceDayState, viewer: int | None, waiting: tuple[int, ...]
    ) -> tuple[str, RGB | None]:
        if state.phase == OVER:
            if not state.ranking:
                return _("The race is over."), None
            winner = state.cars[state.ranking[0]]
            return say(_("{who:wins} the race!"), who=winner.name), colour_rgb(winner.colour)
        if not waiting:
            return "", None
        seat = banner_seat(viewer, waiting)
        car = state.cars[seat]
        colour = colour_rgb(car.colour)
        mine = seat == viewer
        if state.phase == POLE:
            if mine:
                # The button's own words, so the prompt names the button there is.
                asked = _("{name}: click “{button}” (or the die)").format(
                    name=car.name, button=_("Roll for the pole")
                )
                return asked, colour
            return say(_("{who:is} rolling for the pole…"), who=car.name), colour
        if state.phase == SPEED:
            if mine:
                # The fastest speed's roll is the first one a blocked road turns into damage.
                fastest = max(self.parts.speeds.values(), key=lambda speed: speed.modifier)
                risk = blocked_risk(self.parts, state, fastest.id)
                if risk is not None:
                    blocked = (
                        _("{name}: choose your speed · blocked after {n:space}: "
                          "each space more of the roll is 1 Body damage") if risk.reach
                        else _("{name}: choose your speed · boxed in: "
                               "each space of the roll is 1 Body damage")
                    )
                    return say(blocked, name=car.name, n=risk.reach), colour
                asked = _("{name}: choose your speed · lap {lap} of {laps}").format(
                    name=car.name, lap=state.lap_of(car), laps=state.laps
                )
                return asked, colour
            return say(_("{who:is} choosing a speed…"), who=car.name), colour
        if state.phase == MOVE:
            turn = state.turn
            assert turn is not None
            if mine:
                if turn.reach < turn.spaces:
                    asked = _(
                        "{name}: move {reach} (blocked: {reach} of {spaces}) — drag your car to a lit space"
                    )
                else:
                    asked = _("{name}: move {reach} — drag your car to a lit space")
                return asked.format(name=car.name, reach=turn.reach, spaces=turn.spaces), colour
            return say(_("{who:is} picking a line…"), who=car.name), colour
        turn = state.turn
        assert turn is not None and turn.mover is not None
        ahead = state.cars[turn.mover.car].name
        if mine:
            # From `state`, not the view's: while the draft plays out, the view holds the state after it.
            drafts = self.rules.legal_actions(state, seat)
            options = [a.option for a in drafts if isinstance(a, Draft)]
            asked = (
                _("{who}: draft {ahead:them}? Drag to A or B, or pick a card") if len(options) > 1
                else _("{who}: draft {ahead:them}? Drag to {option}, or pick a card")
            )
            return say(asked, who=car.name, ahead=ahead, option=options[0] if options else ""), colour
        return say(_("{who:may} draft {ahead:them}…"), who=car.name, ahead=ahead), colour

    def move_said(self, events: Sequence[Event], seat: int) -> str | None:
        """The banner's words while `seat`'s move plays out, when "{who} has played" would mislead:
        a car drafting in another car's turn has not played a turn. None for an ordinary move."""
        for event in events:
            if isinstance(event, ev.Drafted) and event.seat == seat:
                return say(_("{who:drafts} {behind:them}."), who=event.who, behind=event.behind)
            if isinstance(event, ev.DraftDeclined) and event.seat == seat:
                return event.describe()
        return None

    def banner_rule(self, state: RaceDayState, viewer: int | None, waiting: tuple[int, ...]) -> str | None:
        return RULE_OF_PHASE.get(state.phase) if waiting else None

    def keep_clear(self) -> list[pygame.Rect]:
        """The dice tray: the keyboard's move list covered its "Move" and "Check" dice and what they
        rolled, the numbers the listed moves are counted from."""
        return [self.tray]

    def seat_rows(self, state: RaceDayState, waiting: tuple[int, ...]) -> list[SeatRow]:
        """One line per seat (six must fit): place and lap, then the damage; the car's number by the name."""
        rows = []
        standings = [c for c in state.standings() if c.status != OUT]
        places = {car.seat: place for place, car in enumerate(standings, start=1)}
        numbers = self.parts.numbers
        for seat in self._dashboard_order(state):
            car = state.cars[seat]
            if state.phase == POLE:
                # Under the seat's name, the line goes on from it: "You / have yet to roll".
                line = (
                    _("pole roll {roll}").format(roll=car.pole_roll) if car.pole_roll
                    else say(_("{who:-has} yet to roll for the pole"), who=car.name)
                )
            elif car.status == FINISHED:
                line = _("finished {place}").format(place=ordinal(car.place))
            elif car.status == OUT:
                line = _("out of the race")
            else:
                line = _("P{place} · lap {lap}/{laps}").format(
                    place=places[seat], lap=state.lap_of(car), laps=state.laps
                )
            short = line
            if state.phase != POLE:
                body, smoke = car.counters(numbers.body_limit, numbers.engine_limit)
                counts = {"body": body, "body_limit": numbers.body_limit, "smoke": smoke,
                          "smoke_limit": numbers.engine_limit}
                line += " · " + _("Body {body}/{body_limit} · Smoke {smoke}/{smoke_limit}").format(**counts)
                # A narrow column's, so the smoke is not the part left out ("Carross. 0/5…").
                narrow = pgettext("narrow", "Body {body}/{body_limit} · Smoke {smoke}/{smoke_limit}")
                short += " · " + narrow.format(**counts)
            if car.face_down:
                line += " · " + _("skips")
                short += " · " + _("skips")
            rows.append(
                SeatRow(
                    car.name,
                    car.colour,
                    (line,),
                    seat in waiting,
                    seat_pattern(seat),
                    f"#{car.number}",
                    short=(short,) if short != line else (),
                )
            )
        return rows
