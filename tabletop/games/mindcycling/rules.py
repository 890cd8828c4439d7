"""The rules of Mind Cycling: the only authority on what is legal and what happens.

Each turn every rider still on the road moves once, from the leader (farthest
along; on a tie the leftmost) back to the last. Wind and trains are read from
the positions as the turn begins. The rider to move may first pass its bottle
(a domestic, to a teammate directly behind), then moves normally, attacks,
drafts or takes a relay. With teams the stage runs until every rider is across
the line; solo it ends when the fourth rider crosses.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine.action_check import check_action
from tabletop.engine.contract import Action, Event, IllegalAction, Outcome, Setup
from tabletop.engine.rng import Rng
from tabletop.engine.words import say
from tabletop.games.mindcycling import events as ev
from tabletop.games.mindcycling.actions import (
    ACTION_TYPES,
    ATTACK,
    DRAFT,
    KINDS,
    MOVE,
    RELAY,
    GiveBottle,
    Ride,
    Swap,
)
from tabletop.games.mindcycling.components import DOMESTIC, Components
from tabletop.games.mindcycling.moves import (
    bottle_receiver,
    can_attack,
    draft_target,
    reach,
    relay_target,
    road_to,
    roads,
    wants_feed,
)
from tabletop.games.mindcycling.state import (
    MEDAL_NAMES,
    MOUNTAIN_MEDAL,
    SPRINT_MEDAL,
    STAGE,
    TEAM,
    MindCyclingState,
    Rider,
    Team,
    Train,
)
from tabletop.games.mindcycling.track_layout import FINISH, Course, build_course, check_course
from tabletop.language import N_, _, composed, local, reworded

# Jerseys for teams whose country's colour a seat has taken: the helmets' colours come last.
PALETTE = ("red", "white", "purple", "orange", "black", "pink", "green", "blue", "yellow")


class MindCyclingRules:
    game_id = "mindcycling"
    action_types: Mapping[str, type[Action]] = ACTION_TYPES

    def __init__(self, parts: Components, default_course: Course) -> None:
        self.parts = parts
        self.default_course = default_course

    # --- setup -----------------------------------------------------------------------

    def new_state(self, setup: Setup, seed: int) -> MindCyclingState:
        count = len(setup.seats)
        most = self.parts.max_teams
        if not 1 <= count <= most:
            message = _("Mind Cycling is for 1 to {most} teams, not {count}")
            raise ValueError(message.format(most=most, count=count))
        course = build_course(setup.track) if setup.track is not None else self.default_course
        rng = Rng.from_seed(seed)
        teams = self._teams(setup)
        riders: list[Rider] = []
        roles = self.parts.team_of(count)
        for team in teams:
            for n, role in enumerate(roles):
                name = _rider_name(team.country, self.parts.roles[role].name, roles[: n + 1].count(role),
                                   roles.count(role) > 1)
                riders.append(Rider(len(riders), team.seat, role, name, ""))
        grid = list(range(len(riders)))
        if count > 1:
            rng.shuffle(grid)
        if len(grid) > len(course.starts):
            message = _("the start area holds {spaces} riders, not {riders}")
            raise ValueError(message.format(spaces=len(course.starts), riders=len(grid)))
        # Solo, the team lines up side by side on the line, in an order the player may change.
        slots = course.line_abreast(len(grid)) if count == 1 else course.starts
        for slot, rider_id in enumerate(grid):
            riders[rider_id].space = slots[slot]
        state = MindCyclingState(course=course, teams=teams, riders=riders, rng=rng, solo=count == 1)
        self._begin_turn(state)
        return state

    def _teams(self, setup: Setup) -> list[Team]:
        taken = {s.colour for s in setup.seats if s.colour}
        teams = []
        for seat, (seat_setup, country) in enumerate(zip(setup.seats, self.parts.countries, strict=False)):
            colour = seat_setup.colour
            if not colour:
                colour = (
                    country.colour
                    if country.colour not in taken
                    else next(c for c in PALETTE if c not in taken)
                )
                taken.add(colour)
            teams.append(Team(seat, seat_setup.name, country.name, colour))
        return teams

    # --- the contract -----------------------------------------------------------------

    def to_act(self, state: MindCyclingState) -> tuple[int, ...]:
        rider = state.active()
        return () if rider is None else (rider.team,)

    def legal_actions(self, state: MindCyclingState, seat: int) -> list[Action]:
        rider = state.active()
        if rider is None or rider.team != seat:
            return []
        found: list[Action] = []
        if self.lining_up(state):
            found.extend(
                Swap(a, b) for a in range(len(state.riders)) for b in range(a + 1, len(state.riders))
            )
        if bottle_receiver(state, rider) is not None:
            found.append(GiveBottle())
        found.extend(self.rides(state))
        return found

    def lining_up(self, state: MindCyclingState) -> bool:
        """Solo, until the first rider moves, the riders may change places on the start line."""
        return state.solo and state.turn == 1 and not state.moved and not state.gave

    def rides(self, state: MindCyclingState) -> list[Ride]:
        """Every ride open to the rider to move: one per end and kind (staying put included)."""
        rider = state.active()
        if rider is None:
            return []
        course = state.course
        taken = state.taken()
        found = [Ride(MOVE, ())]
        for road in roads(course, rider.space, self.reach(state), taken, wants_feed(rider)).values():
            found.append(Ride(MOVE, road.path))
        if can_attack(state, self.parts, rider) is None:
            longer = self.reach(state, attack=True)
            for road in roads(course, rider.space, longer, taken, wants_feed(rider)).values():
                found.append(Ride(ATTACK, road.path))
        for kind, (target, _unused) in (
            (DRAFT, draft_target(state, rider)),
            (RELAY, relay_target(state, self.parts, rider)),
        ):
            if target is not None:
                path = road_to(course, rider.space, target, taken)
                assert path is not None
                found.append(Ride(kind, path))
        return found

    def reach(self, state: MindCyclingState, attack: bool = False) -> int:
        """The most spaces the rider to move may ride now: a normal move's maximum, or an
        attack's. Every number the table shows for a ride comes from here."""
        rider = state.active()
        if rider is None:
            return 0
        return reach(state, self.parts, rider, attack)

    def finish_goal(self, state: MindCyclingState, seat: int) -> int:
        """How many of the seat's riders must cross the line to end the stage (solo: four)."""
        size = sum(1 for r in state.riders if r.team == seat)
        return min(self.parts.numbers.solo_finishers, size) if state.solo else size

    def refusal(self, state: MindCyclingState, seat: int, space: str, attack: bool) -> str | None:
        """Why the rider to move cannot end its ride (an attack's when `attack`) on `space`;
        None when some ride ends there."""
        rider = state.active()
        if rider is None:
            return _("The stage is over.")
        if seat != rider.team:
            return _not_yours(state, rider)
        kinds = (ATTACK, DRAFT, RELAY) if attack else (MOVE, DRAFT, RELAY)
        if any(
            isinstance(a, Ride) and a.kind in kinds and a.path and a.path[-1] == space
            for a in self.legal_actions(state, seat)
        ):
            return None
        course = state.course
        name = local(rider.name)
        if space == rider.space:
            return _("{rider} is already here: drop it on a lit space, or press Stay put.").format(rider=name)
        rows = course.row(space) - course.row(rider.space)
        if rows <= 0:
            forward = _("Riders only ride forward: {rider} can go to a lit space ahead of it.")
            return forward.format(rider=name)
        if space in state.taken():
            return _("That space is taken: no rider ends on another. Pick a lit space.")
        most = self.reach(state, attack)
        if rows > most:
            words = say(_("{rider} can ride at most {most:space} this turn; that space is {rows:row} on."),
                        rider=name, most=most, rows=rows)
            if not attack and can_attack(state, self.parts, rider) is None:
                more = say(
                    _("An attack (the Attack button) reaches {most:space}."), most=self.reach(state, True)
                )
                return f"{words} {more}"
            return words
        return _(
            "No way there: each step goes one row on, in your lane or the one beside it, "
            "and a rock stops whoever rides onto it. Pick a lit space."
        )

    def apply(self, state: MindCyclingState, seat: int, action: Action) -> list[Event]:
        check_action(action, self.action_types)
        self._check(state, seat, action)
        return self.play(state, action)

    def play(self, state: MindCyclingState, action: Action) -> list[Event]:
        """`apply` for an action known to be legal (the search's playouts): the check, which
        lists every legal action again, skipped."""
        if isinstance(action, GiveBottle):
            return self._give(state)
        if isinstance(action, Swap):
            return self._swap(state, action)
        assert isinstance(action, Ride)
        return self._ride(state, action)

    def view(self, state: MindCyclingState, seat: int | None) -> MindCyclingState:
        """Mind Cycling hides nothing."""
        return state.clone()

    def outcome(self, state: MindCyclingState) -> Outcome | None:
        if not state.over:
            return None
        if state.solo:
            turns, _spaces = self.solo_score(state)
            return Outcome((0,), (float(turns),), ev.result_words((), self.solo_result(state)))
        ranking = self.ranking(state)
        words = ev.result_words(self.standings(state), (0, 0, 0))
        return Outcome(tuple(ranking), tuple(float(state.medal_count(t.seat)) for t in state.teams), words)

    def standings(self, state: MindCyclingState) -> tuple[ev.Standing, ...]:
        """The teams in their order, each with its medals and points (empty solo)."""
        if state.solo:
            return ()
        points = state.team_points(self.parts.points)
        return tuple(
            ev.Standing(state.teams[s].country, state.medal_count(s), points[s]) for s in self.ranking(state)
        )

    def solo_result(self, state: MindCyclingState) -> tuple[int, int, int]:
        """Solo: the riders to bring across the line, the turns taken, the spaces left to the last."""
        turns, spaces = self.solo_score(state)
        return self.finish_goal(state, 0), turns, spaces

    def ranking(self, state: MindCyclingState) -> list[int]:
        """Most medals first; then team points; then the better best-placed rider."""
        points = state.team_points(self.parts.points)
        return sorted(
            range(len(state.teams)),
            key=lambda s: (-state.medal_count(s), -points[s], self._best_place(state, s)),
        )

    def solo_score(self, state: MindCyclingState) -> tuple[int, int]:
        """Turns taken to bring the riders across, and the spaces the rider left behind still needs."""
        turns = max((r.finish_turn for r in state.riders if r.finished), default=state.turn)
        left = [state.course.to_line(r.space) for r in state.riders if not r.finished]
        return turns, min(left, default=0)

    def seat_done(self, state: MindCyclingState, seat: int) -> bool:
        """Whether `seat` has no move left in this stage: all its riders are across the line."""
        return all(rider.finished for rider in state.riders if rider.team == seat)

    def describe_action(self, state: MindCyclingState, seat: int, action: Action) -> str:
        rider = state.active()
        if rider is None:
            return "-"
        if isinstance(action, GiveBottle):
            other = bottle_receiver(state, rider)
            return _("Give the bottle to {rider}").format(rider=local(other.name)) if other else _(
                "Give the bottle"
            )
        if isinstance(action, Swap):
            return _("Swap {a} and {b} on the start line").format(
                a=local(state.riders[action.a].name), b=local(state.riders[action.b].name)
            )
        assert isinstance(action, Ride)
        if not action.path:
            return _("Stay put")
        n = len(action.path)
        if action.path[-1] == FINISH:
            template = {
                ATTACK: _("Attack: {n:space}, across the line"),
                DRAFT: _("Draft: {n:space}, across the line"),
                RELAY: _("Relay: {n:space}, across the line"),
            }.get(action.kind, _("Ride: {n:space}, across the line"))
            return say(template, n=n)
        template = {
            ATTACK: _("Attack: {n:space}, to {where}"),
            DRAFT: _("Draft: {n:space}, to {where}"),
            RELAY: _("Relay: {n:space}, to {where}"),
        }.get(action.kind, _("Ride: {n:space}, to {where}"))
        return say(template, n=n, where=state.course.describe(action.path[-1]))

    def check_track(self, layout: Mapping[str, Any]) -> list[str]:
        return [str(problem) for problem in check_course(layout)]

    # --- checking ---------------------------------------------------------------------

    def _check(self, state: MindCyclingState, seat: int, action: Action) -> None:
        rider = state.active()
        if rider is None:
            raise IllegalAction(_("The stage is over."))
        if seat != rider.team:
            raise IllegalAction(_not_yours(state, rider))
        if action in self.legal_actions(state, seat):
            return
        if isinstance(action, Swap):
            raise IllegalAction(_("Riders change places only in a solo stage, before the first move."))
        if isinstance(action, GiveBottle):
            if rider.role != DOMESTIC:
                raise IllegalAction(_("Only a domestic can pass its bottle."))
            if not rider.bottle:
                raise IllegalAction(_("{rider} has no bottle to give.").format(rider=local(rider.name)))
            raise IllegalAction(
                _("The bottle goes to a teammate without one, directly behind, before the move.")
            )
        if not isinstance(action, Ride) or action.kind not in KINDS:
            raise IllegalAction(_("Choose a ride for your rider: move, attack, draft or relay."))
        if action.kind == ATTACK:
            reason = can_attack(state, self.parts, rider)
            if reason:
                raise IllegalAction(reason)
        if action.kind == DRAFT:
            target, reason = draft_target(state, rider)
            if target is None:
                raise IllegalAction(reason)
            raise IllegalAction(
                _("A draft ends right behind the rider in front: {where}.").format(
                    where=state.course.describe(target)
                )
            )
        if action.kind == RELAY:
            target, reason = relay_target(state, self.parts, rider)
            if target is None:
                raise IllegalAction(reason)
            raise IllegalAction(
                _("A relay ends in front of the train: {where}.").format(where=state.course.describe(target))
            )
        raise IllegalAction(self._path_problem(state, rider, action))

    def _path_problem(self, state: MindCyclingState, rider: Rider, ride: Ride) -> str:
        course = state.course
        most = self.reach(state, attack=ride.kind == ATTACK)
        if len(ride.path) > most:
            template = _("{rider} can ride at most {most:space} this turn.")
            return say(template, rider=local(rider.name), most=most)
        here = rider.space
        for step in ride.path:
            if step != FINISH and step not in course.track.spaces:
                return _("There is no space {space}.").format(space=repr(step))
            if step not in course.ahead(here):
                return _("Each step goes one row on, in your lane or the lane beside it.")
            if here != rider.space and here in course.rocks:
                return _("Rocks cannot be passed: a rider that rides onto one stops there.")
            here = step
        if here in state.taken():
            return _("That space is taken: no rider ends on another.")
        return _("That ride is not open to this rider.")

    # --- riding -----------------------------------------------------------------------

    def _give(self, state: MindCyclingState) -> list[Event]:
        rider = state.active()
        assert rider is not None
        other = bottle_receiver(state, rider)
        assert other is not None
        rider.bottle = False
        other.bottle = True
        state.gave = True
        state.fatigued.add(rider.id)
        return [ev.BottleGiven(rider.id, rider.name, other.id, other.name)]

    def _swap(self, state: MindCyclingState, swap: Swap) -> list[Event]:
        a, b = state.riders[swap.a], state.riders[swap.b]
        a.space, b.space = b.space, a.space
        event = ev.RidersSwapped(a.id, b.id, a.name, b.name, a.space, b.space)
        return [event, *self._begin_turn(state)]

    def _ride(self, state: MindCyclingState, ride: Ride) -> list[Event]:
        rider = state.active()
        assert rider is not None
        course = state.course
        start = rider.space
        windy = rider.id in state.windy
        fatigued = rider.id in state.fatigued and rider.role == DOMESTIC
        events: list[Event] = []
        end = ride.path[-1] if ride.path else start
        rock = bool(ride.path) and end in course.rocks
        events.append(
            ev.RiderRode(
                rider.id, rider.name, ride.kind, start, ride.path, course.spot(end), windy, fatigued, rock
            )
        )
        thirsty = wants_feed(rider)  # an attacker still carries its bottle while it rides
        rider.space = end
        if thirsty and any(step in course.feed for step in ride.path):
            rider.bottle = True
            events.append(ev.BottlePicked(rider.id, rider.name))
        if ride.kind == ATTACK:
            rider.bottle = False
        events += self._section_medals(state, rider, course.row(start))
        if rider.finished:
            events += self._cross(state, rider)
        state.attacked = ride.kind == ATTACK
        state.moved.append(rider.id)
        if self._stage_over(state):
            return events + self._end_stage(state)
        state.index += 1
        return events + self._next_rider(state)

    def _section_medals(self, state: MindCyclingState, rider: Rider, start_row: int) -> list[Event]:
        course = state.course
        events: list[Event] = []
        for medal, end in ((SPRINT_MEDAL, course.sprint_end), (MOUNTAIN_MEDAL, course.mountain_end)):
            if state.solo or end is None or medal in state.medals:
                continue
            if start_row <= end < course.row(rider.space):
                events.append(self._award(state, medal, rider))
        return events

    def _award(self, state: MindCyclingState, medal: str, rider: Rider) -> Event:
        state.medals[medal] = rider.id
        team = state.teams[rider.team]
        return ev.MedalWon(medal, MEDAL_NAMES[medal], team.seat, team.country, rider.id, rider.name)

    def _cross(self, state: MindCyclingState, rider: Rider) -> list[Event]:
        state.finish_order.append(rider.id)
        rider.place = len(state.finish_order)
        rider.finish_turn = state.turn
        events: list[Event] = [ev.RiderFinished(rider.id, rider.name, rider.place, state.turn)]
        if rider.place == 1 and not state.solo:
            events.append(self._award(state, STAGE, rider))
        found = state.train_of(rider.id)
        if found is not None:
            train, place = found
            behind = train.members[place:]
            if behind and not state.broken.issuperset(behind):
                state.broken.update(behind)
                events.append(ev.TrainBroken(rider.id, rider.name))
        return events

    def _stage_over(self, state: MindCyclingState) -> bool:
        done = len(state.finish_order)
        if state.solo:
            return done >= self.finish_goal(state, 0)
        return done == len(state.riders)

    # --- turns ------------------------------------------------------------------------

    def _begin_turn(self, state: MindCyclingState) -> list[Event]:
        course = state.course
        racing = [r for r in state.riders if not r.finished]
        racing.sort(key=lambda r: (-course.row(r.space), course.lane(r.space)))
        state.order = [r.id for r in racing]
        state.index = 0
        state.moved = []
        state.attacked = False
        state.broken = set()
        state.windy = set()
        state.trains = []
        for rider in racing:
            ahead = course.straight_ahead(rider.space)
            if ahead is None or state.rider_at(ahead) is None:
                state.windy.add(rider.id)
                chain = [rider.id]
                behind = course.straight_behind(rider.space)
                while behind is not None and (other := state.rider_at(behind)) is not None:
                    chain.append(other.id)
                    behind = course.straight_behind(behind)
                if len(chain) > 1:
                    state.trains.append(Train(tuple(chain)))
        leader = state.riders[state.order[0]]
        return [ev.TurnStarted(state.turn, leader.name), *self._prepare_rider(state)]

    def _prepare_rider(self, state: MindCyclingState) -> list[Event]:
        rider = state.active()
        assert rider is not None
        state.gave = False
        state.fatigued = {rider.id} if rider.role == DOMESTIC and not rider.bottle else set()
        return []

    def _next_rider(self, state: MindCyclingState) -> list[Event]:
        if state.index < len(state.order):
            return self._prepare_rider(state)
        self._record_turn(state)
        state.turn += 1
        return self._begin_turn(state)

    def _record_turn(self, state: MindCyclingState) -> None:
        places = [0] * len(state.riders)
        for place, rider in enumerate(state.standings(), start=1):
            places[rider.id] = place
        state.history.append(places)

    def _end_stage(self, state: MindCyclingState) -> list[Event]:
        self._record_turn(state)
        state.over = True
        events: list[Event] = []
        if not state.solo:
            points = state.team_points(self.parts.points)
            best = min(range(len(state.teams)), key=lambda s: (-points[s], self._best_place(state, s)))
            state.medals[TEAM] = best
            team = state.teams[best]
            events.append(ev.MedalWon(TEAM, MEDAL_NAMES[TEAM], best, team.country, -1, team.country))
        solo = self.solo_result(state) if state.solo else (0, 0, 0)
        return [*events, ev.StageOver(self.standings(state), solo)]

    def _best_place(self, state: MindCyclingState, seat: int) -> int:
        places = [r.place or 10_000 for r in state.riders if r.team == seat]
        return min(places)


def _rider_name(country: str, role: str, number: int, numbered: bool) -> str:
    """A rider's name, made once in every language ("Italy domestic 2"; in French "Rouleur 2 (Italie)"):
    `local` shows it in the language spoken."""
    lower = reworded(role, str.lower)
    name = (
        composed(N_("{country} {role} {number}"), country=country, role=lower, number=number) if numbered
        else composed(N_("{country} {role}"), country=country, role=lower)
    )
    return reworded(name, lambda words: words[:1].upper() + words[1:])


def _not_yours(state: MindCyclingState, rider: Rider) -> str:
    return _("It is {team}'s turn: {rider} rides now.").format(
        team=local(state.teams[rider.team].country), rider=local(rider.name)
    )
