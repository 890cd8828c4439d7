"""What a finished Mind Cycling stage reports: `simulate` prints it, the results screen draws it."""

from __future__ import annotations

from typing import Any

from tabletop.engine.match import Match
from tabletop.engine.words import say
from tabletop.games.mindcycling.rules import MindCyclingRules
from tabletop.games.mindcycling.state import MEDAL_NAMES, MEDALS, TEAM, MindCyclingState
from tabletop.language import N_, _, local


def summarise(match: Match) -> dict[str, Any]:
    """`order` (teams, winner first, with medals and points), `medals` (medal -> team),
    `points` by team, `turns`, solo `score`, and `chart`: each team's best place after every turn
    (solo: each rider's place)."""
    state: MindCyclingState = match.state
    rules = match.rules
    assert isinstance(rules, MindCyclingRules)
    if state.solo:
        turns, spaces = rules.solo_score(state)
        team = state.teams[0]
        return {
            "order": [team.country],
            "details": {team.country: _("{turns} turns, {spaces} to go").format(turns=turns, spaces=spaces)},
            "turns": state.turn,
            "score": {"turns": turns, "spaces": spaces},
            "chart": {
                "title": N_("Each rider's place after each turn"),
                "axis": N_("Turn"),
                "places": len(state.riders),
                "series": [
                    {
                        "name": r.name,
                        "colour": rules.parts.roles[r.role].helmet,
                        "values": _places(state, [r.id]),
                    }
                    for r in state.riders
                ],
            },
        }
    points = state.team_points(rules.parts.points)
    ranking = rules.ranking(state) if state.over else list(range(len(state.teams)))
    medals: dict[str, str] = {}
    for medal in MEDALS:
        if medal in state.medals:
            who = state.medals[medal]
            seat = who if medal == TEAM else state.riders[who].team
            medals[MEDAL_NAMES[medal]] = state.teams[seat].country
    return {
        "order": [state.teams[s].country for s in ranking],
        "details": {t.country: _details(state, t.seat, points[t.seat]) for t in state.teams},
        "medals": medals,
        "points": {t.country: points[t.seat] for t in state.teams},
        "turns": state.turn,
        "chart": {
            "title": N_("Average place of each team's riders after each turn"),
            "axis": N_("Turn"),
            "places": len(state.riders),
            "series": [
                {
                    "name": t.country,
                    "colour": t.colour,
                    "values": _average(state, [r.id for r in state.riders if r.team == t.seat]),
                }
                for t in state.teams
            ],
        },
    }


def _places(state: MindCyclingState, riders: list[int]) -> list[int]:
    return [min(row[r] for r in riders) for row in state.history]


def _average(state: MindCyclingState, riders: list[int]) -> list[float]:
    return [round(sum(row[r] for r in riders) / len(riders), 2) for row in state.history]


def _details(state: MindCyclingState, seat: int, points: int) -> str:
    won = []
    for medal in MEDALS:
        if medal in state.medals:
            who = state.medals[medal]
            if (who if medal == TEAM else state.riders[who].team) == seat:
                won.append(MEDAL_NAMES[medal].split(" ", 1)[1])
    # Short enough for the winner's row on the results screen; the log names each medal. The
    # teams go by their countries: who rode for which is said first ("Anna: 1 medal, 30 pts").
    result = say(_("{medals:medal}, {points:pt}"), medals=len(won), points=points)
    return _("{player}: {result}").format(player=local(state.teams[seat].player), result=result)
