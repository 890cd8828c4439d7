"""MCS on the table: the speedway oval with its four riders, the lap cards, the battles.

World layout (through the camera): along the top the racing deck and discard
pile, then the four lap decks I to IV with this heat's lap cards turned over on
them; below, the oval. Riders ride on its home straight, the leader in front,
and ride round to their new places when the order changes; riders out of the
heat stand in the pits on the left of the infield. The infield shows what is
being decided: the rider cards at the gate, a charge as the two cards meeting
lane to lane (covered letters crossed out), the chain of cards in a bend.

Screen layout: the viewer's racing hand along the bottom, their rider cards to
its left, the buttons of the moment to its right, and a "Match card" button
(or M) for the programme of every heat so far.

The view glues the jobs together, each built on the one before: `layout`
(where things go), `drawing` (pixels, with `art` and `match_card`), `input`
(clicks and drags to actions, and words) and `animation` (a state shown at rest,
and events played up to it as movement). Only the viewer's own cards are ever
drawn face up.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine.words import names_list, say, spoken_to
from tabletop.games.mcs.card_words import effect_symbol
from tabletop.games.mcs.explain import RULE_AFTER, RULE_BEND, RULE_EFFECTS, RULE_GATE, RULE_STRAIGHT
from tabletop.games.mcs.phases.finish import score_line
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.state import McsState
from tabletop.games.mcs.view import art
from tabletop.games.mcs.view.animation import McsAnimation
from tabletop.games.mcs.words import edge_word, rider_word
from tabletop.language import _, local
from tabletop.sprite_factory.palette import GOLD, RGB
from tabletop.table.host.game_view import TableHost
from tabletop.table.host.viewer_turn import banner_seat
from tabletop.table.panels.seat_panel import SeatRow
from tabletop.table.pieces.token_sprite import colour_rgb


def make_view(rules: McsRules, host: TableHost) -> McsView:
    return McsView(rules, host)


class McsView(McsAnimation):
    def banner(self, state: McsState, viewer: int | None, waiting: tuple[int, ...]) -> tuple[str, RGB | None]:
        if state.phase == "over":
            return _("Match over: {score}").format(score=score_line(state)), GOLD
        if not waiting:
            return "", None
        seat = banner_seat(viewer, waiting)
        player = state.players[seat]
        colour = colour_rgb(player.colours[0])
        mine = seat == viewer
        heat = (_("Heat {heat} (extra)") if state.extra else _("Heat {heat}")).format(heat=state.heat)
        others = self._names(waiting)
        if state.phase == "gate":
            if mine:
                colours = [rider_word(c).lower() for c in player.colours]
                template = (
                    _("{heat} · {who}: pick a {colour} rider, then Line up")
                    if len(colours) == 1
                    else _("{heat} · {who}: pick a {colour} and a {other} rider, then Line up")
                )
                return template.format(
                    heat=heat, who=player.name, colour=colours[0], other=colours[-1]
                ), colour
            return _("{heat} · {names} choosing riders…").format(heat=heat, names=others), colour
        if state.phase == "exchange":
            if mine:
                return _("{who}: click racing cards to exchange, then press the button").format(
                    who=player.name
                ), colour
            return _("{names} deciding which cards to exchange…").format(names=others), colour
        if state.phase == "straight" and state.attempt is not None:
            att = state.attempt
            riders = {"charger": rider_word(att.charger), "holder": rider_word(att.holder)}
            if mine and state.riders[att.charger].seat == seat and att.charge is None:
                return _("{charger} may charge {holder}: drop a card with red letters (charge)").format(
                    **riders
                ), colour
            if mine:
                # Charger and holder choose at the same time, in secret: the holder never knows
                # whether the charge is made, only that it may be.
                return _("{charger} may charge {holder}: drop a card with green letters (hold off)").format(
                    **riders
                ), colour
            return _("Straight · {charger} may charge {holder}: {names} choosing…").format(
                names=self._names(waiting, opening=False), **riders
            ), colour
        if state.phase == "bend" and state.bend is not None:
            lap = art.ROMAN[state.lap]
            if not mine:
                # French names the seat after "à": "à vous de jouer" (see `say`).
                return say(_("Bend, lap {lap} · {who} to play…"), lap=lap, who=player.name), colour
            if not state.bend.chain:
                return _("Bend, lap {lap} · {who}: drop a card for its effect, or Pass").format(
                    lap=lap, who=player.name
                ), colour
            top = self.parts.cards[state.bend.chain[-1][1]]
            # The effect by the name the log gives it: a wheel's "F" or "SW" says nothing in words.
            return _(
                "{who}: beat the card on top with a card with the {edge} edge or another {effect}, or Pass"
            ).format(
                who=player.name,
                edge=edge_word(top.edge),
                effect=local(effect_symbol(self.parts, top.effect)),
            ), colour
        if state.phase == "effect" and state.pending is not None:
            name = local(self.parts.effects[state.pending.effect].name)
            if mine:
                return _("{who}: {effect} — choose below or click a rider").format(
                    who=player.name, effect=name
                ), colour
            return say(_("{who:is} choosing how to use {effect}…"), who=player.name, effect=name), colour
        return _("{names} to play…").format(names=others), colour

    def banner_rule(self, state: McsState, viewer: int | None, waiting: tuple[int, ...]) -> str | None:
        if state.phase == "over" or not waiting:
            return None
        return {
            "gate": RULE_GATE,
            "exchange": RULE_AFTER,
            "straight": RULE_STRAIGHT,
            "bend": RULE_BEND,
            "effect": RULE_EFFECTS,
        }.get(state.phase)

    def _names(self, seats: Sequence[int], *, opening: bool = True) -> str:
        """The seats a banner waits on; a seat named You is "you" inside it ("Anna and you
        choosing riders…"), "You" only where it comes first and `opening` the line's words."""
        assert self.state is not None
        names = [self.state.players[s].name for s in seats]
        return names_list([name if index == 0 and opening else spoken_to(name)
                           for index, name in enumerate(names)])

    def seat_rows(self, state: McsState, waiting: tuple[int, ...]) -> list[SeatRow]:
        rows = []
        for player in state.players:
            helmets = [self.parts.helmets[c] for c in player.colours]
            side = _("Hosts") if player.side == "hosts" else _("Visitors")
            words = [rider_word(c) for c in player.colours]
            if state.mode == "meeting":
                line = say(_("{helmet} · {points:point}"), helmet=words[0], points=player.points)
            elif state.mode == "teams":
                line = _("{side}, {colour} · {points} (team {team})").format(
                    side=side,
                    colour=words[0].lower(),
                    points=player.points,
                    team=state.team_total(player.seat),
                )
            else:
                colours = " & ".join(w.lower() for w in words)
                line = say(
                    _("{side}: {colours} · {points:point}"), side=side, colours=colours, points=player.points
                )
            count = len(player.hand)
            left = len(player.riders)
            second = say(_("{count:racing card} · {left:rider} to use"), count=count, left=left)
            rows.append(
                SeatRow(
                    player.name, player.colours[0], (line, second), player.seat in waiting, helmets[0].pattern
                )
            )
        return rows
