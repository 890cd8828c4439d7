"""The rules of MotoX: the only authority on what is legal and what happens.

Everyone rolls for the first player. Unless the race is on a saved track, the
players then build the track in turn, a tile or a coin at a time. Each puts a
pawn on the starting tile, and the race runs in turn order from the first
player: roll as many dice as your rank (plus one per coin spent), ride one
number's worth, turn once per null, fly off ramps, wipe out, kick-start. The
first bike across the finish line wins; the others are ranked where they stand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.engine import common_events as common
from tabletop.engine.action_check import check_action
from tabletop.engine.contract import Action, Event, IllegalAction, Outcome, Setup
from tabletop.engine.rng import Rng
from tabletop.engine.words import clauses, say
from tabletop.games.motox import events as ev
from tabletop.games.motox.actions import (
    ACTION_TYPES,
    Kickstart,
    Move,
    Pass,
    PlaceCoin,
    PlacePawn,
    PlaceTile,
    Roll,
    RollForFirst,
    Stay,
    WipeOut,
)
from tabletop.games.motox.components import Components
from tabletop.games.motox.explain import space_words, tile_place_words
from tabletop.games.motox.movement import Path, paths, ranks, stuck
from tabletop.games.motox.state import (
    BUILD,
    DECIDE,
    MOVE,
    ORDER,
    OVER,
    PAWNS,
    Bike,
    MotoXState,
    PlacedTile,
)
from tabletop.games.motox.track_layout import TrackLayout, check_layout, parse_layout
from tabletop.games.motox.track_model import ramp_places, ramp_problem, spaces_of, tile_places, tile_problem
from tabletop.language import N_, _

PALETTE = ("red", "blue", "green", "yellow")
BUILD_TRACK = "build"
SAVED_TRACK = "chosen"


class MotoXRules:
    game_id = "motox"
    action_types: Mapping[str, type[Action]] = ACTION_TYPES

    def __init__(self, parts: Components) -> None:
        self.parts = parts

    # --- setup -----------------------------------------------------------------------

    def new_state(self, setup: Setup, seed: int) -> MotoXState:
        numbers = self.parts.numbers
        count = len(setup.seats)
        if not numbers.min_players <= count <= numbers.max_players:
            message = _("MotoX is for {least} to {most} players, not {count}")
            raise ValueError(message.format(least=numbers.min_players, most=numbers.max_players, count=count))
        choice = _track_choice(setup)
        if choice not in (BUILD_TRACK, SAVED_TRACK):
            message = _("option track must be 'build' or 'chosen', not {choice}")
            raise ValueError(message.format(choice=repr(choice)))
        rng = Rng.from_seed(seed)
        taken = {s.colour for s in setup.seats if s.colour}
        spare = [c for c in PALETTE if c not in taken]
        bikes = []
        for seat, seat_setup in enumerate(setup.seats):
            colour = seat_setup.colour or spare.pop(0)
            bikes.append(Bike(seat, seat_setup.name, colour))
        state = MotoXState(self.parts, bikes, rng, waiting=list(range(count)))
        if choice == BUILD_TRACK or setup.track is None:
            self._deal_for_building(state)
        else:
            layout = self.layout(setup.track)
            state.built = False
            state.tiles = [PlacedTile(face, cell, ramp) for face, cell, ramp in layout.tiles]
            state.set_aside = numbers.set_aside
        return state

    def raced_track(self, setup: Setup) -> Mapping[str, Any] | None:
        """The track the race starts on: the setup's, unless the players build one (None: the
        setup's track is then only the one the new-game form had picked)."""
        return setup.track if _track_choice(setup) == SAVED_TRACK else None

    def layout(self, track: Mapping[str, Any]) -> TrackLayout:
        problems = check_layout(track, self.parts)
        if problems:
            reasons = clauses(p.message for p in problems)
            raise ValueError(_("the track cannot be raced: {reasons}").format(reasons=reasons))
        return parse_layout(track, self.parts)

    def _deal_for_building(self, state: MotoXState) -> None:
        numbers = self.parts.numbers
        count = len(state.bikes)
        faces = list(range(len(self.parts.tiles)))
        state.rng.shuffle(faces)
        each = len(faces) // count
        in_play = numbers.coins - numbers.set_aside
        for index, bike in enumerate(state.bikes):
            bike.tiles = faces[index * each : (index + 1) * each]
            bike.build_coins = in_play // count
        state.set_aside = numbers.set_aside

    # --- the contract -----------------------------------------------------------------

    def to_act(self, state: MotoXState) -> tuple[int, ...]:
        if state.phase == ORDER:
            return (state.waiting[0],)
        if state.phase == OVER:
            return ()
        return (state.turn,)

    def legal_actions(self, state: MotoXState, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        if state.phase == ORDER:
            return [RollForFirst()]
        if state.phase == BUILD:
            return self._build_choices(state, state.bikes[seat])
        if state.phase == PAWNS:
            return [PlacePawn(*space) for space in self.pawn_spaces(state)]
        bike = state.bikes[seat]
        if state.phase == DECIDE:
            rolls: list[Action] = [Roll(k) for k in range(self.most_coins(state, seat) + 1)]
            if bike.wiped and bike.coins:
                return [*rolls, Kickstart(), Pass()]
            return [*rolls, Pass()]
        return self._move_choices(state, bike)

    def apply(self, state: MotoXState, seat: int, action: Action) -> list[Event]:
        check_action(action, self.action_types)
        self._check(state, seat, action)
        return self.play(state, seat, action)

    def play(self, state: MotoXState, seat: int, action: Action) -> list[Event]:
        """`apply` without its checks, for an action taken from `legal_actions` (the search's
        playouts, which would otherwise work out every move's legal actions twice)."""
        bike = state.bikes[seat]
        if isinstance(action, RollForFirst):
            return self._roll_for_first(state, seat)
        if isinstance(action, PlaceTile):
            return self._place_tile(state, bike, (action.x, action.y))
        if isinstance(action, PlaceCoin):
            return self._place_coin(state, bike, action.tile)
        if isinstance(action, PlacePawn):
            return self._place_pawn(state, bike, (action.x, action.y))
        if isinstance(action, Roll):
            return self._roll(state, bike, action.coins)
        if isinstance(action, Kickstart):
            return self._kickstart(state, bike)
        if isinstance(action, Pass):
            return [common.Passed(seat, bike.name), *self._end_turn(state)]
        if isinstance(action, Move):
            return self._move(state, bike, action)
        if isinstance(action, WipeOut):
            cause = dict(self.stuck_options(state, bike)).get((action.x, action.y), "off")
            events = self._wipe_out(state, bike, (action.x, action.y), cause, forced=True)
            return events + self._end_turn(state)
        assert isinstance(action, Stay)
        return [common.Passed(seat, bike.name), *self._end_turn(state)]

    def view(self, state: MotoXState, seat: int | None) -> MotoXState:
        """MotoX hides nothing but the dice to come."""
        seen = state.clone()
        seen.rng = Rng(0)
        return seen

    def outcome(self, state: MotoXState) -> Outcome | None:
        if state.phase != OVER or state.winner is None:
            return None
        order = self.final_order(state)
        names = [state.bikes[s].name for s in order]
        return Outcome(
            ranking=tuple(order),
            scores=tuple(float(p) for p in state.places),
            places=tuple(state.places),
            summary=", ".join(f"{state.places[s]}. {n}" for s, n in zip(order, names, strict=True)),
        )

    def final_order(self, state: MotoXState) -> list[int]:
        return sorted(range(len(state.bikes)), key=lambda s: (state.places[s], s))

    def describe_action(self, state: MotoXState, seat: int, action: Action) -> str:
        if isinstance(action, RollForFirst):
            return _("Roll for first player")
        if isinstance(action, PlaceTile):
            where = tile_place_words([t.cell for t in state.tiles], (action.x, action.y))
            return _("Lay a tile {where}").format(where=where)
        if isinstance(action, PlaceCoin):
            height = state.tiles[action.tile].ramp + 1 if action.tile < len(state.tiles) else 1
            return _("Put a coin under tile {tile} (ramp height {height})").format(
                tile=action.tile + 1, height=height
            )
        if isinstance(action, PlacePawn):
            space = space_words(state.course(), (action.x, action.y))
            return _("Put your bike on {space}").format(space=space)
        if isinstance(action, Roll):
            dice = self.dice_count(state, seat) + action.coins
            if state.bikes[seat].wiped:
                template = (
                    _("Roll to kick-start: {n:die|dice}, spending {coins:coin}") if action.coins
                    else _("Roll to kick-start: {n:die|dice}")
                )
            else:
                template = (
                    _("Roll: {n:die|dice}, spending {coins:coin}") if action.coins
                    else _("Roll: {n:die|dice}")
                )
            return say(template, n=dice, coins=action.coins)
        if isinstance(action, Kickstart):
            return _("Spend a coin to kick-start")
        if isinstance(action, Pass):
            return _("Pass")
        if isinstance(action, Stay):
            return _("Do not move")
        if isinstance(action, WipeOut):
            return _("Wipe out from {space}").format(space=space_words(state.course(), (action.x, action.y)))
        assert isinstance(action, Move)
        if not action.path:
            return _("Ride {value}").format(value=action.value)
        course = state.course()
        start = state.bikes[seat].space
        steps = [start, *action.path] if start is not None else list(action.path)
        corners = [
            b
            for a, b, c in zip(steps, steps[1:], steps[2:], strict=False)
            if (b[0] - a[0], b[1] - a[1]) != (c[0] - b[0], c[1] - b[1])
        ]
        end = space_words(course, action.path[-1])
        text = _("Ride {value} to {space}").format(value=action.value, space=end)
        # Two rides may end on one space: where each turns tells them apart.
        return text + "".join(
            _(", turning on {space}").format(space=space_words(course, corner)) for corner in corners
        )

    def check_track(self, track: Mapping[str, Any]) -> list[str]:
        return [str(problem) for problem in check_layout(track, self.parts)]

    # --- what may be chosen -------------------------------------------------------------

    def _build_choices(self, state: MotoXState, bike: Bike) -> list[Action]:
        found: list[Action] = []
        if bike.tiles:
            found += [PlaceTile(*cell) for cell in tile_places([t.cell for t in state.tiles])]
        if bike.build_coins:
            found += [PlaceCoin(i) for i in self.ramp_spots(state)]
        return found

    def ramp_spots(self, state: MotoXState) -> list[int]:
        cells = [t.cell for t in state.tiles]
        return ramp_places(cells, [t.ramp for t in state.tiles], self.parts.numbers.max_ramp)

    def pawn_spaces(self, state: MotoXState) -> list[tuple[int, int]]:
        taken = {b.space for b in state.bikes}
        return [s for s in spaces_of(state.tiles[0].cell) if s not in taken]

    def race_ranks(self, state: MotoXState) -> list[int]:
        return ranks(state.course(), [b.space for b in state.bikes])

    def dice_count(self, state: MotoXState, seat: int) -> int:
        """The dice a seat's rank gives it (1st one, 2nd two...), before any coins."""
        return min(self.race_ranks(state)[seat], self.parts.numbers.dice)

    def most_coins(self, state: MotoXState, seat: int) -> int:
        room = self.parts.numbers.dice - self.dice_count(state, seat)
        return max(0, min(state.bikes[seat].coins, room))

    def move_paths(self, state: MotoXState, bike: Bike) -> list[Path]:
        if state.phase != MOVE or bike.space is None or bike.wiped:
            return []
        occupied = {s: seat for s, seat in state.occupied().items() if seat != bike.seat}
        return paths(state.course(), bike.space, state.dice, occupied)

    def stuck_options(self, state: MotoXState, bike: Bike) -> tuple[tuple[tuple[int, int], str], ...]:
        assert bike.space is not None
        occupied = {s: seat for s, seat in state.occupied().items() if seat != bike.seat}
        found = stuck(state.course(), bike.space, state.dice, occupied)
        return found.wipeouts or ((bike.space, "blocked"),)

    def _move_choices(self, state: MotoXState, bike: Bike) -> list[Action]:
        moves: list[Action] = [Move(p.value, p.spaces) for p in self.move_paths(state, bike)]
        if state.optional:
            return [*moves, Stay()]
        if moves:
            return moves
        return [WipeOut(*space) for space, _ in self.stuck_options(state, bike)]

    # --- checking -------------------------------------------------------------------

    def _check(self, state: MotoXState, seat: int, action: Action) -> None:
        if state.phase == OVER:
            raise IllegalAction(_("The race is over."))
        waiting = self.to_act(state)
        if seat not in waiting:
            names = state.bikes[waiting[0]].name
            raise IllegalAction(_("It is not your turn: waiting for {names}.").format(names=names))
        if action in self.legal_actions(state, seat):
            return
        raise IllegalAction(self._reason(state, seat, action))

    def _reason(self, state: MotoXState, seat: int, action: Action) -> str:
        bike = state.bikes[seat]
        phase = state.phase
        if phase == ORDER:
            return _("First roll for the first player.")
        if phase == BUILD:
            if isinstance(action, PlaceTile):
                if not bike.tiles:
                    return _("You have no tiles left: add a coin to a ramp.")
                problem = tile_problem([t.cell for t in state.tiles], (action.x, action.y))
                return _("A tile cannot go there: {problem}.").format(
                    problem=problem or _("pick a lit place")
                )
            if isinstance(action, PlaceCoin):
                if not bike.build_coins:
                    return _("You have no coins left to build with: lay a tile.")
                if not 0 <= action.tile < len(state.tiles):
                    return _("There is no such tile.")
                cells = [t.cell for t in state.tiles]
                problem = ramp_problem(
                    cells, [t.ramp for t in state.tiles], action.tile, self.parts.numbers.max_ramp
                )
                return _("A coin cannot go there: {problem}.").format(problem=problem or _("pick a lit edge"))
            return _("Lay a tile next to the last one or a coin on a straight tile.")
        if phase == PAWNS:
            if isinstance(action, PlacePawn):
                return _("Put your bike on an empty space of the starting tile.")
            return _("Put your bike on the starting tile first.")
        if phase == DECIDE:
            if isinstance(action, Roll):
                if action.coins > bike.coins:
                    return say(_("You have only {n:coin}."), n=bike.coins)
                most = self.most_coins(state, seat)
                return _("No more than {dice} dice: you may spend {most}.").format(
                    dice=self.parts.numbers.dice, most=most
                )
            if isinstance(action, Kickstart):
                if not bike.wiped:
                    return _("Your bike is on the track: no kick-start needed.")
                return _("You have no coin to spend.")
            return _("Roll, or pass.")
        if isinstance(action, Move):
            if action.value not in state.dice or action.value == 0:
                # English says "an ace"; the French line is one for either ("d'as", "de 2").
                line = _("You did not roll an {face}.") if ev.face(action.value)[0] in "aeio" else _(
                    "You did not roll a {face}."
                )
                return say(line, face=ev.face_words(action.value))
            return _(
                "That is not a legal ride: exactly the number in a straight line, forward or sideways, "
                "one turn per null, never into a bike."
            )
        if isinstance(action, WipeOut):
            return _("You have a legal move: you do not wipe out.")
        return _("Choose where to ride: click a die, then a lit space.")

    # --- first player -------------------------------------------------------------------

    def _roll_for_first(self, state: MotoXState, seat: int) -> list[Event]:
        bike = state.bikes[seat]
        value = state.rng.below(6)
        bike.first_roll = value
        state.rolls[seat] = value
        state.waiting.pop(0)
        events: list[Event] = [common.FirstRolled(seat, bike.name, value, N_("first player"), ev.face(value))]
        if state.waiting:
            return events
        best = max(state.rolls.values())
        top = sorted(s for s, v in state.rolls.items() if v == best)
        state.rolls = {}
        if len(top) > 1:
            state.waiting = top
            names = tuple(state.bikes[s].name for s in top)
            return [*events, common.FirstTied(tuple(top), names, best, ev.face(best))]
        state.first = state.turn = top[0]
        events.append(ev.FirstPlayer(top[0], state.bikes[top[0]].name, state.built))
        if state.built:
            state.phase = BUILD
            return events
        return events + self._start_pawns(state)

    # --- building -------------------------------------------------------------------------

    def _place_tile(self, state: MotoXState, bike: Bike, cell: tuple[int, int]) -> list[Event]:
        face = bike.tiles.pop(0)
        state.tiles.append(PlacedTile(face, cell))
        index = len(state.tiles) - 1
        events: list[Event] = [
            ev.TilePlaced(bike.seat, bike.name, face, self.parts.tile_name(face), index, cell)
        ]
        return events + self._next_builder(state)

    def _place_coin(self, state: MotoXState, bike: Bike, index: int) -> list[Event]:
        bike.build_coins -= 1
        tile = state.tiles[index]
        tile.ramp += 1
        return [ev.CoinPlaced(bike.seat, bike.name, index, tile.ramp), *self._next_builder(state)]

    def _next_builder(self, state: MotoXState) -> list[Event]:
        """On to the next player with something that fits; when nobody has, the track is done."""
        count = len(state.bikes)
        events: list[Event] = []
        for step in range(1, count + 1):
            seat = (state.turn + step) % count
            bike = state.bikes[seat]
            if self._build_choices(state, bike):
                state.turn = seat
                return events
            if bike.tiles or bike.build_coins:
                events.append(ev.BuildPassed(seat, bike.name))
        return self._finish_building(state)

    def _finish_building(self, state: MotoXState) -> list[Event]:
        kept = []
        each = state.set_aside // len(state.bikes)
        state.unlaid_tiles = sum(len(b.tiles) for b in state.bikes)
        for bike in state.bikes:
            kept.append(bike.build_coins)
            bike.coins += bike.build_coins + each
            bike.build_coins = 0
            bike.tiles = []
        ramps = sum(1 for t in state.tiles if t.ramp)
        dealt = tuple(b.coins for b in state.bikes)
        event = ev.TrackBuilt(len(state.tiles), ramps, state.unlaid_tiles, tuple(kept), dealt)
        state.turn = state.first
        return [event, *self._start_pawns(state, deal=False)]

    def _start_pawns(self, state: MotoXState, deal: bool = True) -> list[Event]:
        if deal:
            each = state.set_aside // len(state.bikes)
            for bike in state.bikes:
                bike.coins += each
        state.phase = PAWNS
        state.turn = state.first
        return []

    def _place_pawn(self, state: MotoXState, bike: Bike, space: tuple[int, int]) -> list[Event]:
        bike.space = space
        events: list[Event] = [ev.PawnPlaced(bike.seat, bike.name, space)]
        following = (bike.seat + 1) % len(state.bikes)
        if following != state.first:
            state.turn = following
            return events
        state.phase = DECIDE
        state.round = 1
        state.turn = state.first
        return [*events, common.RoundStarted(1), *self._start_turn(state)]

    # --- the race -----------------------------------------------------------------------

    def _start_turn(self, state: MotoXState) -> list[Event]:
        """A wiped-out bike whose space is taken cannot try: it takes a discarded coin instead."""
        events: list[Event] = []
        for _attempt in range(len(state.bikes) + 1):
            bike = state.bikes[state.turn]
            if not (bike.wiped and bike.space in state.occupied()):
                state.phase = DECIDE
                return events
            got = state.discard > 0
            if got:
                state.discard -= 1
                bike.coins += 1
            bike.turns += 1
            events.append(ev.CoinTaken(bike.seat, bike.name, got))
            events += self._advance(state)
        raise AssertionError("every bike's re-entry space is taken")

    def _advance(self, state: MotoXState) -> list[Event]:
        state.turn = (state.turn + 1) % len(state.bikes)
        if state.turn == state.first:
            state.history.append(self.race_ranks(state))
            state.round += 1
            return [common.RoundStarted(state.round)]
        return []

    def _end_turn(self, state: MotoXState) -> list[Event]:
        bike = state.bikes[state.turn]
        bike.turns += 1
        state.dice = ()
        state.optional = False
        state.phase = DECIDE
        return self._advance(state) + self._start_turn(state)

    def _roll(self, state: MotoXState, bike: Bike, coins: int) -> list[Event]:
        count = self.dice_count(state, bike.seat) + coins
        bike.coins -= coins
        state.discard += coins
        dice = tuple(state.rng.below(6) for _die in range(count))
        events: list[Event] = [ev.DiceRolled(bike.seat, bike.name, dice, coins, bike.wiped)]
        if bike.wiped:
            if 1 not in dice:
                return [*events, ev.KickFailed(bike.seat, bike.name), *self._end_turn(state)]
            rest = list(dice)
            rest.remove(1)
            assert bike.space is not None
            bike.wiped = False
            events.append(ev.Kickstarted(bike.seat, bike.name, bike.space, False))
            state.dice = tuple(rest)
            state.optional = True
            if not any(d > 0 for d in rest):
                return events + self._end_turn(state)
            state.phase = MOVE
            if not self.move_paths(state, bike):
                return events + self._end_turn(state)
            return events
        state.dice = dice
        if not any(d > 0 for d in dice):
            return [*events, ev.NoMove(bike.seat, bike.name, ev.NULLS), *self._end_turn(state)]
        state.phase = MOVE
        if self.move_paths(state, bike):
            return events
        assert bike.space is not None
        occupied = {s: seat for s, seat in state.occupied().items() if seat != bike.seat}
        if stuck(state.course(), bike.space, dice, occupied).ramp:
            return [*events, ev.NoMove(bike.seat, bike.name, ev.RAMP), *self._end_turn(state)]
        options = self.stuck_options(state, bike)
        if len(options) == 1:
            space, cause = options[0]
            return events + self._wipe_out(state, bike, space, cause, forced=True) + self._end_turn(state)
        return events

    def _kickstart(self, state: MotoXState, bike: Bike) -> list[Event]:
        bike.coins -= 1
        state.discard += 1
        bike.wiped = False
        assert bike.space is not None
        return [ev.Kickstarted(bike.seat, bike.name, bike.space, True)]

    def _wipe_out(
        self, state: MotoXState, bike: Bike, space: tuple[int, int], cause: str,
        by: str = "", forced: bool = False,
    ) -> list[Event]:
        bike.space = space
        bike.wiped = True
        return [ev.WipedOut(bike.seat, bike.name, space, cause, by, forced)]

    def _move(self, state: MotoXState, bike: Bike, action: Move) -> list[Event]:
        path = next(
            p for p in self.move_paths(state, bike) if (p.value, p.spaces) == (action.value, action.path)
        )
        start = bike.space
        assert start is not None
        events: list[Event] = [
            ev.BikeMoved(
                bike.seat,
                bike.name,
                path.value,
                start,
                path.spaces,
                path.turns,
                path.jumps,
                path.over,
                path.finish,
            )
        ]
        if path.finish:
            bike.turns += 1
            return events + self._win(state, bike)
        victim = state.occupied().get(path.spaces[-1]) if path.landed_on is not None else None
        if victim is not None:
            other = state.bikes[victim]
            events += self._wipe_out(state, other, path.spaces[-1], "landed", by=bike.name)
        bike.space = path.spaces[-1]
        return events + self._end_turn(state)

    def _win(self, state: MotoXState, bike: Bike) -> list[Event]:
        others = [b for b in state.bikes if b.seat != bike.seat]
        order = ranks(state.course(), [b.space for b in others])
        places = [0] * len(state.bikes)
        places[bike.seat] = 1
        for other, rank in zip(others, order, strict=True):
            places[other.seat] = rank + 1
        bike.space = None
        state.places = places
        state.history.append(places)
        state.winner = bike.seat
        state.phase = OVER
        state.dice = ()
        names = tuple(state.bikes[s].name for s in self.final_order(state))
        return [ev.RaceWon(bike.seat, bike.name, names)]


def _track_choice(setup: Setup) -> str:
    # A setup that brings a track races on it unless told to build; the new-game form says which.
    return str(setup.options.get("track", BUILD_TRACK if setup.track is None else SAVED_TRACK))
