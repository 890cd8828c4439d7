"""Race Day's animation: a state shown at rest, and the rules' events played as movement
(cars gliding, dice rolling, damage popping up) before the table settles on the new state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pygame

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.engine.words import ordinal, say
from tabletop.games.raceday import events as ev
from tabletop.games.raceday.components import DRIVER, ENGINE, Components
from tabletop.games.raceday.state import FINISHED, OUT, RaceDayState
from tabletop.games.raceday.terms import capitalised, check_name, counter_name, value_name
from tabletop.games.raceday.view.art import CELL, geometry_of, render_track
from tabletop.games.raceday.view.drawing import POPUP_PILE, POPUP_SECONDS
from tabletop.games.raceday.view.input import RaceDayInput
from tabletop.games.raceday.view.layout import TrayRest
from tabletop.games.raceday.view.sprites import SPEED_COLOURS, SpaceZone
from tabletop.language import _, local, pgettext
from tabletop.sprite_factory.palette import CREAM, GOLD, PAPER, REFUSED, RGB, shade
from tabletop.table.machinery.animation import Animation, Call, Parallel, Sequential, Wait
from tabletop.table.pieces.dice_sprite import DieSprite
from tabletop.table.pieces.popup import age_popups, rise_from
from tabletop.table.pieces.token_sprite import TokenSprite

BUMP_DIE = 46
GLIDE_LEG = 0.14


class RaceDayAnimation(RaceDayInput):
    """Shows a state at rest and plays the rules' events up to it."""

    def show(self, state: RaceDayState, viewer: int | None, waiting: tuple[int, ...]) -> None:
        self._at_rest(state, viewer, waiting)
        if self.track_art is None:
            self.geometry = geometry_of(state.circuit)
            self.track_art = render_track(state.circuit, self.geometry)
            self.zones = {
                space_id: SpaceZone(space_id, polygon, self.camera)
                for space_id, polygon in self.geometry.tiles.items()
            }
            if state.circuit is not self.rules.default_circuit:
                # The table fitted the camera to the usual track before it knew this one.
                self.camera.fit(self.world_rect(), margin=12)
        key = (state.round, state.turn_index, state.phase, state.turn.car if state.turn else None)
        if key != self._turn_key:
            self.steps = []
            self._turn_key = key
        self._show_cars(state)
        self.shown_state = state
        self.dash_news = {}
        self.bump_dice = []
        history = list(self.host.history())
        if len(history) < self.events_shown:
            # Moves were taken back (an undo, a replay's step back): their rising words go with them.
            self.popups = []
        self.events_shown = len(history)
        self._settle_tray(self._tray_at_rest(history))
        self._build_choices(state)
        self._place_dashboards()
        self._refresh_highlights()

    def _tray_at_rest(self, history: list[Event]) -> TrayRest:
        """The tray as the moves so far (their events, `history`) left it: the state keeps no
        dice, the events do."""
        tray = TrayRest(lines=((_("Roll for the pole"), CREAM),))
        for event in history:
            tray = tray_after(tray, event, self.parts)
        return tray

    def _settle_tray(self, tray: TrayRest) -> None:
        self.tray_rest = tray
        self.move_die.value = self.move_die.shown = tray.move
        for die, value in zip(self.check_dice, tray.checks, strict=True):
            die.value = die.shown = value
        self.tray_lines = list(tray.lines)
        self.rolling = False

    def _landed(self, event: Event) -> None:
        """The tray once `event`'s dice have landed, as `show` finds it after the move."""
        self._settle_tray(tray_after(self.tray_rest, event, self.parts))

    def play(
        self, events: Sequence[Event], state: RaceDayState, viewer: int | None, waiting: tuple[int, ...]
    ) -> None:
        before = self.state
        self.events_shown = sum(1 for _event in self.host.history())
        self.choices = []
        self.steps_before, self.steps = self.steps, []
        for zone in self.zones.values():
            zone.highlight, zone.step, zone.badge = None, False, ""
        steps: list[Animation] = []
        if before is not None:
            for index, event in enumerate(events):
                after = events[index + 1] if index + 1 < len(events) else None
                if isinstance(event, common.FirstRolled) and isinstance(after, ev.GridFormed):
                    steps.extend(self._last_pole_roll(event, after))
                elif not isinstance(event, ev.GridFormed):  # shown with the roll that formed it
                    steps.extend(self._animate(event, before))
        self._play_then_show(steps, state, viewer, waiting)

    def _last_pole_roll(self, rolled: common.FirstRolled, grid: ev.GridFormed) -> list[Animation]:
        """The roll that forms the grid: the die rolls and the cars take their places; only then
        do the tray and the dashboards tell the roll and the pole, as the log and the seat panel
        do once the move is shown (never one saying who has the pole while another waits for a roll)."""
        return [
            Call(lambda: self._tray([(say(_("{who:rolls} for the pole…"), who=rolled.who), CREAM)])),
            self.move_die.roll(rolled.value),
            self._grid(grid),
            Call(lambda: self._landed(rolled)),
            Call(lambda: self._news(rolled.seat, pole_roll=rolled.value)),
            Call(lambda: self._landed(grid)),
        ]

    def _animate(self, event: Event, before: RaceDayState) -> list[Animation]:
        if isinstance(event, common.FirstRolled):
            return [
                Call(lambda: self._tray([(say(_("{who:rolls} for the pole…"), who=event.who), CREAM)])),
                self.move_die.roll(event.value),
                Call(lambda: self._landed(event)),
                Call(lambda: self._news(event.seat, pole_roll=event.value)),
            ]
        if isinstance(event, common.FirstTied):
            # No pause after it: the log and the seat panel tell the roll before it as it ends.
            return [Call(lambda: self.host.toast(event.describe(), GOLD))]
        if isinstance(event, ev.TurnSkipped):
            return [
                Call(lambda: self._popup(event.seat, _("Skips a turn"), GOLD, before)),
                Call(lambda: self._news(event.seat, face_down=False)),
                Wait(0.4),
            ]
        if isinstance(event, ev.MoveRolled):
            return [
                Call(lambda: self._tray([_speed_line(event.who, event.speed, self.parts)])),
                self.move_die.roll(event.die),
                Call(lambda: self._landed(event)),
            ]
        if isinstance(event, ev.CarMoved):
            steps: list[Animation] = []
            if event.path:
                steps.append(self._glide(event.seat, event.path))
            short = event.wanted - len(event.path)
            if short > 0:
                blocked = _("Blocked: {short} short").format(short=short)
                steps.append(Call(lambda: self._popup(event.seat, blocked, REFUSED, before)))
            return steps
        if isinstance(event, ev.Drafted):
            drafted = _("Draft {option}").format(option=event.option)
            return [
                self._glide(event.seat, event.path),
                Call(lambda: self._popup(event.seat, drafted, (214, 190, 255), before)),
                Call(lambda: self._news(event.seat, face_down=event.option == "B")),
            ]
        if isinstance(event, ev.DraftDeclined):
            return [Call(lambda: self._popup(event.seat, _("No draft"), CREAM, before))]
        if isinstance(event, ev.DashboardKept):
            return [
                Call(lambda: self._popup(event.seat, local(event.ability), GOLD, before)),
                Call(lambda: self._news(event.seat, face_down=False)),
            ]
        if isinstance(event, ev.CheckRolled):
            return [self._check(event, before)]
        if isinstance(event, ev.DamageTaken):
            return [Call(lambda: self._damage(event, before)), Wait(0.25)]
        if isinstance(event, ev.DamageAvoided):
            saved = _("{ability}: saved!").format(ability=local(event.ability))
            return [Call(lambda: self._popup(event.seat, saved, (120, 230, 140), before))]
        if isinstance(event, ev.BumpRolled):
            return [self._bump(event, before)]
        if isinstance(event, common.LapCompleted):
            lap = _("Lap {lap} of {laps}").format(lap=event.lap + 1, laps=event.laps)
            return [Call(lambda: self._popup(event.car, lap, PAPER, before))]
        if isinstance(event, ev.CarFinished):
            finished = _("Finished {place}!").format(place=ordinal(event.place))
            return [
                Call(lambda: self._popup(event.seat, finished, GOLD, before)),
                Call(lambda: self.host.toast(event.describe(), GOLD)),
                Call(lambda: self._news(event.seat, status=FINISHED, place=event.place)),
                Wait(0.5),
                Call(lambda: self._hide_car(event.seat)),
            ]
        if isinstance(event, ev.CarOut):
            return [
                Call(lambda: self._popup(event.seat, _("OUT!"), REFUSED, before)),
                Call(lambda: self.host.toast(event.describe())),
                Call(lambda: self._news(event.seat, status=OUT)),
                Wait(0.5),
                Call(lambda: self._hide_car(event.seat)),
            ]
        if isinstance(event, common.RaceFinished):
            return [Call(lambda: self.host.toast(event.describe(), GOLD))]
        return []

    def _tray(self, lines: list[tuple[str, RGB]]) -> None:
        """The words of dice about to tumble (`_landed` settles the tray when they have)."""
        self.tray_lines = lines
        self.rolling = True

    def _grid(self, event: ev.GridFormed) -> Animation:
        flights: list[Animation] = []
        for slot, (seat, space) in enumerate(zip(event.seats, event.spaces, strict=True)):
            sprite = self.cars.get(seat)
            if sprite is None:
                continue
            start = self._rolling_in(space)

            def place(
                sprite: TokenSprite = sprite, start: pygame.Vector2 = start, space: str = space
            ) -> None:
                sprite.visible = True
                sprite.pos = pygame.Vector2(start)
                sprite.angle = self._angle(space)

            flights.append(
                Sequential(
                    [Wait(slot * 0.12), Call(place), sprite.glide([self._centre(space)], seconds_per_leg=0.5)]
                )
            )
        return Parallel(flights)

    def _glide(self, seat: int, path: Sequence[str]) -> Animation:
        sprite = self.cars.get(seat)
        if sprite is None:
            return Wait(0)
        points = [self._centre(space) for space in path]
        clicked = self.steps_before
        # Spaces already clicked through were driven as they were clicked.
        if seat == (self.state.turn.car if self.state and self.state.turn else None) and clicked:
            done = 0
            while done < len(clicked) and done < len(path) and path[done] == clicked[done]:
                done += 1
            points = points[done:]
            self.steps_before = []
        if not points:
            return Wait(0)
        return sprite.glide(points, seconds_per_leg=GLIDE_LEG)

    def _check(self, event: ev.CheckRolled, before: RaceDayState) -> Animation:
        rolls = [die.roll(value, 0.7) for die, value in zip(self.check_dice, event.dice, strict=False)]
        verdict = pgettext("check", "passes") if event.passed else pgettext("check", "fails")
        check = capitalised(check_name(event.check))
        rolling = _("{check}…").format(check=check)
        done = _("{check}: {verdict}").format(check=check, verdict=verdict)
        colour = _check_line(event)[1]
        return Sequential(
            [
                Call(lambda: self._tray([_checker_line(event, self.parts), (rolling, CREAM)])),
                Parallel(rolls),
                Call(lambda: self._landed(event)),
                Call(lambda: self._popup(event.seat, done, colour, before)),
                Wait(0.35),
            ]
        )

    def _damage(self, event: ev.DamageTaken, before: RaceDayState) -> None:
        if event.kind == ENGINE:
            self._news(event.seat, engine=event.total)
        else:
            self._news(event.seat, body=event.total)
        text = f"+{event.amount} {counter_name(event.kind)}"
        self._popup(event.seat, text, REFUSED, before)

    def _news(self, seat: int, **fields: Any) -> None:
        """Let a dashboard show what the table has just shown (a roll, damage, a flip)."""
        self.dash_news.setdefault(seat, {}).update(fields)

    def _bump(self, event: ev.BumpRolled, before: RaceDayState) -> Animation:
        dice: list[DieSprite] = []
        rolls: list[Animation] = []
        for index, value in enumerate(event.dice):
            die = DieSprite(value, size=BUMP_DIE, camera=self.camera, seed=40 + index)
            dice.append(die)
            rolls.append(die.roll(value, 0.6))
        hit = {seat for pair in event.pairs for seat in pair}
        apart = {seat for pair in event.apart for seat in pair}

        def show() -> None:
            # Each die lands beside its car, wherever the turn has left the car by now.
            for die, seat in zip(dice, event.seats, strict=True):
                sprite = self.cars.get(seat)
                if sprite is not None:
                    die.pos = pygame.Vector2(sprite.pos) + pygame.Vector2(CELL * 0.36, -CELL * 0.36)
            self.bump_dice = dice

        def mark() -> None:
            for die, seat in zip(dice, event.seats, strict=True):
                self.bump_marks[id(die)] = REFUSED if seat in hit else GOLD if seat in apart else None

        def clear() -> None:
            self.bump_dice = []
            self.bump_marks.clear()

        return Sequential([Call(show), Parallel(rolls), Call(mark), Wait(0.9), Call(clear)])

    def _popup(self, seat: int, text: str, colour: RGB, before: RaceDayState) -> None:
        sprite = self.cars.get(seat)
        if sprite is not None and sprite.visible:
            pos = pygame.Vector2(sprite.pos)
        else:
            car = before.cars[seat]
            pos = self._centre(car.space) if car.space else pygame.Vector2(self.tray.center)
        start = pos - pygame.Vector2(0, CELL * 0.4)
        rise_from(
            self.popups, text, colour, start, size=self._popup_size(), zoom=self.camera.zoom, pile=POPUP_PILE
        )

    def _hide_car(self, seat: int) -> None:
        sprite = self.cars.get(seat)
        if sprite is not None:
            sprite.visible = False

    def update(self, dt: float) -> None:
        state = self.state
        if self.steps and state is not None and state.turn is not None and not self.host.animator.busy:
            car = self.cars[state.turn.car]
            if car is not self.drag.dragging and not car.held:
                goal = self._centre(self.steps[-1])
                car.pos += (goal - car.pos) * min(1.0, 14 * dt)
        self.popups = age_popups(
            self.popups, dt, rise=22, seconds=POPUP_SECONDS, speed=self.host.animator.speed
        )


def tray_after(tray: TrayRest, event: Event, parts: Components) -> TrayRest:
    """The tray once `event` has been shown: the rolls change it, and the grid's news."""
    if isinstance(event, common.FirstRolled):
        return replace(tray, move=event.value, lines=((event.describe(), CREAM),))
    if isinstance(event, ev.GridFormed):
        return replace(tray, lines=((say(_("{who:takes} the pole"), who=event.who[0]), GOLD),))
    if isinstance(event, ev.MoveRolled):
        picked = _speed_line(event.who, event.speed, parts)
        return replace(tray, move=event.die, lines=(picked, (_roll_words(event), CREAM)))
    if isinstance(event, ev.CheckRolled):
        # Another car's check may come in the mover's turn (a bump): the line over the sum says whose.
        checks = (*event.dice, *tray.checks[len(event.dice):])
        return replace(tray, checks=checks, lines=(_checker_line(event, parts), _check_line(event)))
    return tray


def _speed_line(who: str, speed: str, parts: Components) -> tuple[str, RGB]:
    """Whose roll and the speed (its name) it was for, in the speed's colour."""
    colour = SPEED_COLOURS.get(_speed_id(parts, speed), CREAM)
    return _("{name}: {text}").format(name=who, text=local(speed)), shade(colour, 1.5)


def _checker_line(event: ev.CheckRolled, parts: Components) -> tuple[str, RGB]:
    """Whose check it is and why: the speed they picked (the mover's Engine or Body check) or
    their ability (a Driver check, the mover's or another car's)."""
    if event.check == DRIVER:
        return _("{name}: {text}").format(name=event.who, text=local(event.about)), GOLD
    return _speed_line(event.who, event.about, parts)


def _check_line(event: ev.CheckRolled) -> tuple[str, RGB]:
    """The check's sum against its target, green when it passed and red when it failed."""
    verdict = pgettext("check", "passes") if event.passed else pgettext("check", "fails")
    line = _("{check} {dice} = {total} against {target}+: {verdict}").format(
        check=value_name(event.check), dice=" + ".join(map(str, event.dice)), total=sum(event.dice),
        target=event.target, verdict=verdict,
    )
    return line, (140, 230, 150) if event.passed else (255, 150, 140)


def _speed_id(parts: Components, name: str) -> str:
    return next((sid for sid, speed in parts.speeds.items() if speed.name == name), "")


def _roll_words(event: ev.MoveRolled) -> str:
    if event.modifier and not event.spaces:
        return _("rolled {die}, less {bonus}: no move").format(die=event.die, bonus=abs(event.modifier))
    if event.modifier:
        sign = "+" if event.modifier > 0 else "-"
        return say(_("rolled {die} {sign} {bonus} = {n:space}"), die=event.die, sign=sign,
                   bonus=abs(event.modifier), n=event.spaces)
    return say(_("rolled {die}: {n:space}"), die=event.die, n=event.spaces)
