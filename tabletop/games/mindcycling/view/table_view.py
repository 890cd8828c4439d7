"""Mind Cycling on the table: the course, the riders, the choices and the medal board.

World (through the camera): the course painted from its strips, one drop zone
per space plus one past the finish line, the rider tokens and the trains as
the turn began. Screen: on the right of the board the card of the rider to
move and its choices; along the bottom the medal board with team points (solo:
turns, and the best score on this stage). The view class is built up in layers:
where things go (`layout`), what the player does (`input`), what is drawn
(`drawing`); this module adds what is shown at rest and plays the events
(`animation`). The rules decide everything.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine.contract import Event
from tabletop.engine.words import say
from tabletop.games.mindcycling import events as ev
from tabletop.games.mindcycling import explain
from tabletop.games.mindcycling.records import Score, best, record
from tabletop.games.mindcycling.rules import MindCyclingRules
from tabletop.games.mindcycling.state import MindCyclingState
from tabletop.games.mindcycling.track_layout import FINISH
from tabletop.games.mindcycling.view.animation import animate
from tabletop.games.mindcycling.view.art import render_course
from tabletop.games.mindcycling.view.drawing import MindCyclingDrawing, train_links
from tabletop.games.mindcycling.view.layout import geometry_of
from tabletop.games.mindcycling.view.letters import marks
from tabletop.games.mindcycling.view.sprites import RiderSprite, SpaceZone
from tabletop.language import _, language, local
from tabletop.sprite_factory.palette import GOLD, RGB
from tabletop.table.host.game_view import TableHost
from tabletop.table.machinery.animation import Animation, Call, Sequential
from tabletop.table.panels.seat_panel import SeatRow
from tabletop.table.pieces.sprite import Highlight
from tabletop.table.pieces.token_sprite import colour_rgb, seat_pattern


def make_view(rules: MindCyclingRules, host: TableHost) -> MindCyclingView:
    return MindCyclingView(rules, host)


class MindCyclingView(MindCyclingDrawing):
    def __init__(self, rules: MindCyclingRules, host: TableHost) -> None:
        super().__init__(rules, host)
        self._turn_key: tuple[object, ...] = ()
        self._events_shown = 0  # the moves' events shown so far: fewer later means moves taken back
        self._to_move: int | None = None  # the rider to move, as last shown

    # --- at rest -------------------------------------------------------------------------

    def show(self, state: MindCyclingState, viewer: int | None, waiting: tuple[int, ...]) -> None:
        self._at_rest(state, viewer, waiting)
        shown = sum(1 for _event in self.host.history())
        if shown < self._events_shown:
            # Moves were taken back (an undo, a replay's step back): their rising words go with them.
            self.shown.popups = []
        self._events_shown = shown
        # What was worked out from the last state (even the same object, changed) is gone.
        self._known_legal = None
        self._card.forget()
        self._board.forget()
        if self.art is not None and self.geometry is not None and self.art_language != language():
            # The course's section names are words: drawn again in the language now spoken.
            self.art = render_course(state.course, self.geometry)
        self.art_language = language()
        if self.art is None:
            self.geometry = geometry_of(state.course)
            self.art = render_course(state.course, self.geometry)
            self.zones = {sid: SpaceZone(sid, box, self.camera) for sid, box in self.geometry.boxes.items()}
            self.zones[FINISH] = SpaceZone(FINISH, self._finish_box(), self.camera)
            for zone in self.zones.values():
                zone.area = self._road_area()
            if state.solo:
                self.best = best(state.course.track.name)
        self._fit_board()
        rider = state.active()
        key = (state.turn, state.index, state.gave, rider.id if rider is not None else None)
        if key != self._turn_key:
            self.attack_mode = False
            self._turn_key = key
            if rider is not None and rider.id != self._to_move:
                self.mover, self._to_move = self._to_move, rider.id
            # The table fitted the camera before it knew this course and this rider.
            self._follow()
        self.keep_whole()
        self.shown.medals = {medal: self._holder(state, medal) for medal in state.medals}
        self._show_riders(state)
        self._links = train_links(state)
        self._build_buttons()
        self._refresh_highlights()

    def _holder(self, state: MindCyclingState, medal: str) -> tuple[str, int]:
        who = state.medals[medal]
        if medal == "team":
            return state.teams[who].country, who
        rider = state.riders[who]
        return rider.name, rider.team

    def _show_riders(self, state: MindCyclingState) -> None:
        geometry = self._geometry()
        active = state.active()
        letters = marks(self.parts).roles  # in the language now spoken, which may change mid-stage
        for rider in state.riders:
            sprite = self.riders.get(rider.id)
            if sprite is None:
                team = state.teams[rider.team]
                role = self.parts.roles[rider.role]
                sprite = RiderSprite(
                    team.colour,
                    role.helmet,
                    letters[rider.role],
                    geometry.token,
                    pattern=seat_pattern(rider.team),
                    camera=self.camera,
                    payload=("rider", rider.id),
                )
                self.riders[rider.id] = sprite
            sprite.label = letters[rider.role]
            sprite.show_pattern = self.host.colour_blind()
            sprite.area = self._road_area()
            if not sprite.held:
                sprite.pos = self._spot(state, rider)
            sprite.set_bottle(rider.bottle)
            sprite.highlight = Highlight.SELECTED if active is not None and rider.id == active.id else None

    def banner_rule(
        self, state: MindCyclingState, viewer: int | None, waiting: tuple[int, ...]
    ) -> str | None:
        return explain.banner_rule(state, waiting)

    def banner(
        self, state: MindCyclingState, viewer: int | None, waiting: tuple[int, ...]
    ) -> tuple[str, RGB | None]:
        if state.over:
            outcome = self.rules.outcome(state)
            if state.solo:
                turns, spaces = self.rules.solo_score(state)
                return say(_("Stage done in {turns:turn} ({spaces} to go for the last rider)"), turns=turns,
                           spaces=spaces), GOLD
            if outcome is None:
                return _("The stage is over."), None
            winner = state.teams[outcome.ranking[0]]
            # A country racing as a team takes a singular verb, as on the results ("Spain wins").
            words = _("{team} wins the stage on medals!").format(team=local(winner.country))
            return words, colour_rgb(winner.colour)
        rider = state.active()
        if rider is None or not waiting:
            return "", None
        team = state.teams[rider.team]
        colour = colour_rgb(team.colour)
        if rider.team == viewer:
            most = self.rules.reach(state, self.attack_mode)
            how = _("drag it to a lit space") if most else _("it cannot move")
            if self.rules.lining_up(state):
                how = _("ride, or first swap riders to line up")
            what = _("{rider}: attack up to {most} — {how}") if self.attack_mode else _(
                "{rider}: up to {most} — {how}"
            )
            return what.format(rider=local(rider.name), most=most, how=how), colour
        # A rider's name already carries its team's country in brackets ("Rouleur 3 (Italie)").
        return _("{player}: {rider} is riding…").format(rider=local(rider.name), player=team.player), colour

    def seat_rows(self, state: MindCyclingState, waiting: tuple[int, ...]) -> list[SeatRow]:
        points = state.team_points(self.parts.points)
        rows = []
        for team in state.teams:
            across = sum(r.finished for r in state.riders if r.team == team.seat)
            goal = self.rules.finish_goal(state, team.seat)
            if state.solo:
                line = _("turn {turn} · {across} of {goal} across").format(
                    turn=state.turn, across=across, goal=goal
                )
            else:
                medals = state.medal_count(team.seat)
                line = say(_("{medals:medal} · {points:pt} · {across}/{goal} across"), medals=medals,
                           points=points[team.seat], across=across, goal=goal)
            rows.append(
                SeatRow(
                    team.player,
                    team.colour,
                    (line,),
                    team.seat in waiting,
                    seat_pattern(team.seat),
                    local(team.country),
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
        self.new_record = record(state.course.track.name, score)  # the record's key: the English name
        if self.new_record:
            self.best = score
            self.host.toast(_("New best on this stage: {score}!").format(score=score.words()), GOLD)
