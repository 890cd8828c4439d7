"""MotoX's input: what may be dragged or clicked where, turned into proposed actions.

Building: drag the stock tile to a lit place next to the last tile, or a coin onto
a lit ramp edge (a click on the lit place works too). Pawns: drag or click onto an
empty starting space. Racing: the buttons roll (spending coins), kick-start or
pass; after the roll, click a die to pick its number, then drag the pawn to a lit
space or click it. Red spaces are wipe-outs, offered only when no move is legal.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.engine.contract import Action
from tabletop.engine.words import say
from tabletop.games.motox.actions import (
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
from tabletop.games.motox.rules import MotoXRules
from tabletop.games.motox.state import MOVE
from tabletop.games.motox.track_model import Point, tile_problem
from tabletop.games.motox.view.layout import TILE, button_rects, ramp_point, space_rect, tile_rect
from tabletop.games.motox.view.sprites import ChoiceButton, Pieces, Zone
from tabletop.language import _
from tabletop.table.host.drag import DragController
from tabletop.table.host.game_view import TableHost
from tabletop.table.pieces.sprite import Highlight, TableSprite


def turns_in(path: tuple[Point, ...]) -> int:
    return sum(
        1
        for a, b, c in zip(path, path[1:], path[2:], strict=False)
        if (b[0] - a[0], b[1] - a[1]) != (c[0] - b[0], c[1] - b[1])
    )


class Controls:
    def __init__(
        self,
        rules: MotoXRules,
        pieces: Pieces,
        host: TableHost,
        bring_into_view: Callable[[list[Zone]], None],
    ) -> None:
        self.rules = rules
        self.pieces = pieces
        self.host = host
        self.bring_into_view = bring_into_view  # the places a piece picked up may go
        self.drag = DragController.for_view(self, host, on_missed=self._missed)

    # --- what is on offer -----------------------------------------------------------------

    def legal(self) -> list[Action]:
        p = self.pieces
        if not p.my_turn() or p.state is None or p.viewer is None:
            return []
        return self.rules.legal_actions(p.state, p.viewer)

    def usable_numbers(self) -> list[int]:
        return sorted({a.value for a in self.legal() if isinstance(a, Move)})

    def rebuild(self) -> None:
        """Zones, buttons and the chosen die for the state now shown."""
        p = self.pieces
        state = p.state
        legal = self.legal()
        numbers = self.usable_numbers()
        if p.chosen not in numbers:
            p.chosen = numbers[0] if len(numbers) == 1 else None
        zones: list[Zone] = []
        camera = self.host.camera
        course = state.course() if state is not None and state.tiles else None
        for action in legal:
            if isinstance(action, PlaceTile):
                zones.append(Zone("cell", (action.x, action.y), tile_rect((action.x, action.y)), camera))
            elif isinstance(action, PlaceCoin) and course is not None:
                centre, _across = ramp_point(course, action.tile)
                rect = pygame.Rect(0, 0, 46, 46)
                rect.center = (round(centre.x), round(centre.y))
                zones.append(Zone("ramp", action.tile, rect, camera, round_shape=True))
            elif isinstance(action, PlacePawn):
                zones.append(Zone("space", (action.x, action.y), space_rect((action.x, action.y)), camera))
            elif isinstance(action, Move) and action.value == p.chosen:
                end = action.path[-1]
                if all(z.key != end for z in zones):
                    zones.append(Zone("space", end, space_rect(end), camera))
            elif isinstance(action, WipeOut):
                zone = Zone("wipe", (action.x, action.y), space_rect((action.x, action.y)), camera)
                zone.wipe = True
                zones.append(zone)
        for zone in zones:
            zone.highlight = Highlight.LEGAL
        p.zones = zones
        self._buttons(legal)
        for index, die in enumerate(p.dice):
            usable = (
                state is not None and state.phase == MOVE and index < p.dice_shown and die.value in numbers
            )
            die.highlight = (
                Highlight.SELECTED
                if usable and die.value == p.chosen
                else Highlight.LEGAL
                if usable
                else None
            )

    def _buttons(self, legal: list[Action]) -> None:
        p = self.pieces
        # In the rules' order (fewest dice first, passing last); the banner says what a roll
        # is for (to move, or for an ace to kick-start), the second line what it costs.
        titles: list[tuple[str, str, Action]] = []
        for action in legal:
            if isinstance(action, RollForFirst):
                titles.append((_("Roll for first player"), "", action))
            elif isinstance(action, Roll) and p.state is not None and p.viewer is not None:
                dice = self.rules.dice_count(p.state, p.viewer) + action.coins
                price = say(_("pay {n:coin}"), n=action.coins) if action.coins else ""
                titles.append((say(_("Roll {n:die|dice}"), n=dice), price, action))
            elif isinstance(action, Kickstart):
                titles.append((_("Kick-start"), _("pay 1 coin"), action))
            elif isinstance(action, Pass):
                titles.append((_("Pass"), "", action))
            elif isinstance(action, Stay):
                titles.append((_("Don't move"), "", action))
        if p.areas is None:
            p.buttons = []
            return
        rects = button_rects(p.areas.choices, len(titles))
        p.buttons = [
            ChoiceButton(title, note, rect.size, pos=rect.center, payload=action)
            for (title, note, action), rect in zip(titles, rects, strict=True)
        ]

    # --- dragging ----------------------------------------------------------------------------

    def drag_items(self) -> list[TableSprite]:
        p = self.pieces
        busy = self.host.animator.busy
        items: list[TableSprite] = []
        # Topmost last: the next tile, then the pawn, are the pieces a player reaches for first.
        for sprite in (p.stock_coin, p.stock_tile, p.stock_pawn):
            if sprite is not None and sprite.visible:
                sprite.draggable = not busy
                items.append(sprite)
        for seat, pawn in p.pawns.items():
            pawn.draggable = (
                not busy
                and seat == p.viewer
                and p.my_turn()
                and p.state is not None
                and p.state.phase == MOVE
            )
            if pawn.visible:
                items.append(pawn)
        return items

    def drop_targets(self) -> list[TableSprite]:
        return list(self.pieces.zones)

    def legal_targets(self, item: TableSprite) -> list[TableSprite]:
        kind = item.payload[0] if isinstance(item.payload, tuple) else None
        wanted = {"tile": ("cell",), "coin": ("ramp",), "pawn": ("space", "wipe")}.get(str(kind), ())
        targets = [z for z in self.pieces.zones if z.kind in wanted]
        if kind == "coin":
            # A ramp may go anywhere along the track, beyond the part in view: show them all.
            self.bring_into_view(targets)
        return list[TableSprite](targets)

    def on_drop(self, item: TableSprite, target: TableSprite) -> str | None:
        if not isinstance(target, Zone):
            return None
        if target not in self.legal_targets(item):
            return _("That piece does not go there.")
        return self.choose(target)

    def _missed(self, item: TableSprite) -> str:
        """Why a piece dropped off every lit place went back: in the rules' words where they
        have them (a tile on a place that is not next to the last one, or touches another)."""
        p = self.pieces
        kind = item.payload[0] if isinstance(item.payload, tuple) else None
        state = p.state
        if state is not None and not p.my_turn() and p.waiting:
            return _("Not your turn: waiting for {name}.").format(name=state.bikes[p.waiting[0]].name)
        if kind == "tile" and state is not None:
            where = self.host.camera.screen_to_world(item.screen_pos)
            cell = (int(where.x // TILE), int(where.y // TILE))
            on_board = self.host.camera.viewport.collidepoint(item.screen_pos)
            problem = tile_problem([t.cell for t in state.tiles], cell) if on_board else None
            if problem:
                return _("A tile cannot go there: {problem}.").format(problem=problem)
            return _("Drop the tile on a lit place, next to the last tile.")
        if kind == "coin":
            return _("A coin goes under a lit edge, between two tiles in line.")
        if state is not None and state.phase == MOVE:
            if any(z.wipe for z in p.zones):
                return _("No legal ride: drop your bike on a red space to wipe out.")
            if p.chosen is None:
                return _("First click a die: its number lights the spaces to ride to.")
            ride = _("Ride exactly {value}, straight (a turn per null): drop on a lit space.")
            return ride.format(value=p.chosen)
        return _("Put your bike on a lit space of the starting tile.")

    def choose(self, zone: Zone) -> str | None:
        """The action a lit zone stands for, proposed; the rules' reason if refused."""
        action = self.action_for(zone)
        if action is None:
            return _("Pick one of the lit places.")
        return self.host.propose(action)

    def action_for(self, zone: Zone) -> Action | None:
        p = self.pieces
        if zone.kind == "cell":
            x, y = zone.key
            return PlaceTile(x, y)
        if zone.kind == "ramp":
            return PlaceCoin(int(zone.key))
        if zone.kind == "wipe":
            x, y = zone.key
            return WipeOut(x, y)
        legal = self.legal()
        if PlacePawn(*zone.key) in legal:
            return PlacePawn(*zone.key)
        moves = [a for a in legal if isinstance(a, Move) and a.value == p.chosen and a.path[-1] == zone.key]
        if not moves:
            return None
        return min(moves, key=lambda m: turns_in(m.path))

    def path_for(self, zone: Zone) -> tuple[Point, ...]:
        action = self.action_for(zone) if zone.kind == "space" else None
        return action.path if isinstance(action, Move) else ()

    # --- clicks ------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        p = self.pieces
        if event.type == pygame.MOUSEMOTION and self.drag.dragging is None:
            for button in p.buttons:
                button.highlight = Highlight.LEGAL if button.hit_test(event.pos) else None
            p.hovered = next((z for z in reversed(p.zones) if z.hit_test(event.pos)), None)
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == pygame.BUTTON_LEFT
        if clicked and self._click(event.pos):
            return True
        return self.drag.handle_event(event)

    def _click(self, pos: tuple[int, int]) -> bool:
        p = self.pieces
        for button in p.buttons:
            if button.hit_test(pos) and isinstance(button.payload, Action):
                self._propose(button.payload)
                return True
        if not p.my_turn() or self.drag.selected is not None or self.host.animator.busy:
            return False
        for die in p.dice[: p.dice_shown]:
            if die.hit_test(pos) and die.highlight is not None:
                p.chosen = die.value
                self.rebuild()
                return True
            if die.hit_test(pos) and p.state is not None and p.state.phase == MOVE:
                self.host.toast(_("That die cannot move you: pick a lit one."))
                return True
        zone = next((z for z in reversed(p.zones) if z.hit_test(pos)), None)
        if zone is None:
            return False
        reason = self.choose(zone)
        if reason:
            self.host.toast(reason)
        return True

    def _propose(self, action: Action) -> None:
        reason = self.host.propose(action)
        if reason:
            self.host.toast(reason)
