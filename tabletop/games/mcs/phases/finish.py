"""The finish of a heat and of the match: points by place, the heat written on the match
card, riders returned once all have ridden, and at the end the ranking (in the meeting,
ties broken by extra heats, and by lot after too many)."""

from __future__ import annotations

import itertools

from tabletop.engine.contract import Event
from tabletop.engine.seat_names import team_name
from tabletop.games.mcs import events as ev
from tabletop.games.mcs.components import SIDES, Components
from tabletop.games.mcs.state import HeatResult, McsState, RiderResult
from tabletop.games.mcs.words import score_words
from tabletop.language.data_text import in_each_language

MAX_EXTRA_HEATS = 12  # after this many extra heats a tie still standing is settled by lot


def heat_points(parts: Components, state: McsState) -> dict[str, int]:
    table = parts.numbers.points
    points = {c: (table[i] if i < len(table) else 0) for i, c in enumerate(state.order)}
    points.update(dict.fromkeys(state.out, 0))
    return points


def finish_heat(parts: Components, state: McsState, events: list[Event]) -> None:
    points = heat_points(parts, state)
    seat_points = [0] * len(state.players)
    riders = []
    for place, colour in enumerate([*state.order, *state.out], start=1):
        rider = state.riders[colour]
        finished = colour in state.order
        seat_points[rider.seat] += points[colour]
        riders.append(
            RiderResult(
                colour,
                rider.seat,
                rider.card,
                place if finished else 0,
                rider.out,
                points[colour],
            )
        )
    if not state.extra:
        for seat, gained in enumerate(seat_points):
            state.players[seat].points += gained
    kinds = tuple(parts.laps[c].kind for c in state.lap_cards)
    state.results.append(HeatResult(state.heat, state.extra, tuple(riders), tuple(seat_points), kinds))
    state.exchange_next = kinds[-1:] == ("finish",) and len(kinds) == 1
    for card in state.lap_cards:
        state.lap_discards[parts.laps[card].lap - 1].append(card)
    state.lap_cards = []
    events.append(
        ev.HeatFinished(
            state.heat,
            state.extra,
            tuple(r.colour for r in riders),
            tuple(r.points for r in riders),
            tuple(r.out for r in riders),
            tuple(seat_points),
            *running_score(state),
        )
    )
    for player in state.players:
        if not player.riders:
            player.riders = sorted(player.used)
            player.used = []
            # Only a heat of chosen riders makes it news: after the last one the match is over,
            # or its extra heats draw their riders at random.
            if state.heat < state.heats:
                events.append(ev.RidersReturned(player.seat, player.name))
    after_heat(state, events)


def running_score(state: McsState) -> tuple[str, bool]:
    """The score after a heat, as `score_figures`; none after an extra heat, which scores nothing."""
    return ("", False) if state.extra else score_figures(state)


def after_heat(state: McsState, events: list[Event]) -> None:
    if state.heat < state.heats:
        state.phase = "start"
        return
    if state.mode == "meeting":
        if not state.extra:
            state.groups = standing_groups(state)
        else:
            split_tie(state)
        extra_heats = state.heat - state.heats
        if any(len(g) > 1 for g in state.groups):
            if extra_heats < MAX_EXTRA_HEATS:
                state.phase = "start"
                return
            for group in state.groups:
                state.rng.shuffle(group)  # settled by lot after too many extra heats
        state.ranking = [seat for group in state.groups for seat in group]
    else:
        state.ranking = sorted(
            range(len(state.players)), key=lambda s: (-state.team_total(s), -state.players[s].points, s)
        )
    state.phase = "over"
    state.pending = None
    state.participants = ()
    names = tuple(state.players[s].name for s in state.ranking)
    events.append(ev.MatchFinished(names, *score_figures(state)))


def standing_groups(state: McsState) -> list[list[int]]:
    groups: list[list[int]] = []
    for _points, seats in itertools.groupby(
        sorted(range(len(state.players)), key=lambda s: -state.players[s].points),
        key=lambda s: state.players[s].points,
    ):
        groups.append(list(seats))
    return groups


def split_tie(state: McsState) -> None:
    """Order the tied group of the extra heat just run by its result."""
    result = state.results[-1]
    place = {r.seat: (r.place if r.place else 99) for r in result.riders}
    index = next(i for i, g in enumerate(state.groups) if len(g) > 1)
    group = state.groups[index]
    split = [
        list(seats)
        for _key, seats in itertools.groupby(sorted(group, key=lambda s: place[s]), key=lambda s: place[s])
    ]
    state.groups[index : index + 1] = split


def score_line(state: McsState) -> str:
    """The score in words of the moment: "Anna 12 - Bob 6", "a draw, Anna 9 - Bob 9",
    "Computer 3 & Computer 4 (47) - Anna & Bob 40"."""
    return score_words(*score_figures(state))


def score_figures(state: McsState) -> tuple[str, bool]:
    """The score as names and figures, leader first (hosts first when level), and whether the sides
    are level; words in no language, so an event keeps them and says them when shown."""
    if state.mode == "meeting":
        order = state.ranking or range(len(state.players))
        players = [state.players[s] for s in order]
        said = in_each_language(lambda word: ", ".join(scored(word(p.name), p.points) for p in players))
        return said, False
    totals = {side: sum(p.points for p in state.players if p.side == side) for side in SIDES}
    names = {side: side_name(state, side) for side in SIDES}
    first, second = sorted(SIDES, key=lambda s: -totals[s])
    level = totals[first] == totals[second]
    if level:
        first, second = "hosts", "visitors"
    return in_each_language(
        lambda word: " - ".join(scored(word(names[side]), totals[side]) for side in (first, second))
    ), level


def scored(name: str, points: int) -> str:
    """A name and its points; bracketed after a name that ends in a figure, which would run into
    them ("Computer 3 47")."""
    return f"{name} ({points})" if name[-1:].isdigit() else f"{name} {points}"


def side_name(state: McsState, side: str) -> str:
    return team_name([p.name for p in state.players if p.side == side])
