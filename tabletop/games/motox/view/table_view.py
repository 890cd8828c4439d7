"""MotoX on the table: the track as it is built and raced, the bottom strip of controls.

The view glues the four jobs together: `layout` (where things go),
`input` (drags and clicks to actions), `animation` (events to
movement) and `drawing` (pixels). MotoX has no secrets: there is no
hand-off and the table shows everyone the same thing.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from tabletop.engine.contract import Action, Event
from tabletop.engine.words import ordinal, say
from tabletop.games.motox import explain
from tabletop.games.motox.actions import Move, PlaceTile
from tabletop.games.motox.events import CoinPlaced, WipedOut, face, face_words
from tabletop.games.motox.rules import MotoXRules
from tabletop.games.motox.state import BUILD, DECIDE, MOVE, ORDER, OVER, PAWNS, MotoXState
from tabletop.games.motox.track_model import Cell
from tabletop.games.motox.view.animation import Animations, CameraGlide, tray_after
from tabletop.games.motox.view.camera import MARGIN, bike_rects, focus, window
from tabletop.games.motox.view.drawing import (
    POPUP_RISE,
    POPUP_SECONDS,
    draw_board,
    draw_strip,
    draw_strip_plates,
    still_key,
)
from tabletop.games.motox.view.input import Controls
from tabletop.games.motox.view.layout import (
    PAWN,
    TILE,
    bounds,
    dice_positions,
    lying_spot,
    ramp_point,
    space_centre,
    space_rect,
    split,
    tile_rect,
)
from tabletop.games.motox.view.sprites import STOCK_TILE, Pieces, StockCoin, StockTile, TrayRest, Zone
from tabletop.games.motox.view.track_layer import TrackLayer
from tabletop.language import _, language, local
from tabletop.sprite_factory.palette import RGB
from tabletop.table.host.drag import DragController
from tabletop.table.host.game_view import TableHost
from tabletop.table.host.viewer_turn import banner_seat, you_seat
from tabletop.table.machinery.animation import Animation, Call, Sequential, Wait
from tabletop.table.machinery.camera import Camera
from tabletop.table.machinery.camera_glide import aimed
from tabletop.table.panels.seat_panel import SeatRow
from tabletop.table.panels.whole_track import WholeTrackPlates, out_of_sight_hint
from tabletop.table.pieces.popup import age_popups
from tabletop.table.pieces.token_sprite import TokenSprite, colour_rgb, seat_pattern

LEAST_ZOOM = 0.1
RAMP_LOOK = 0.7  # seconds a ramp raised out of sight is looked at, its words risen over it
RAMP_HOVER = 16  # screen pixels from a ramp's middle that point at the ramp rather than its tile


def rank_words(ranks: Sequence[int], seat: int) -> str:
    """`seat`'s race rank, "1st", and "1st (tied)" when another bike shares it (a bike wiped out
    ranks from the space it left, so one that lands there is level with it): two bare "1st"s read
    as a mistake."""
    place = ordinal(ranks[seat])
    return _("{place} (tied)").format(place=place) if ranks.count(ranks[seat]) > 1 else place


def rolled_words(value: int) -> str:
    """The seat row's "rolled a 4" under a name, "rolled an ace" (the French line is one for either)."""
    return _("{who:-rolled} an {face}") if face(value)[0] in "aeio" else _("{who:-rolled} a {face}")


def make_view(rules: MotoXRules, host: TableHost) -> MotoXView:
    return MotoXView(rules, host)


class MotoXView:
    def __init__(self, rules: MotoXRules, host: TableHost) -> None:
        self.rules = rules
        self.host = host
        self.camera = host.camera
        # A whole track of 24 tiles in a line, to see every ramp edge at once.
        self.camera.min_zoom = min(self.camera.min_zoom, LEAST_ZOOM)
        self.pieces = Pieces(rules.parts, watching=host.watching)
        self.controls = Controls(rules, self.pieces, host, self._show_zones)
        self.animations = Animations(self.pieces, host)
        self.table = pygame.Rect(0, 0, 10, 10)
        self.track = TrackLayer()
        self._aimed: tuple[object, int] | None = None  # the camera's look when fitted, the tiles then
        self._previewed: Action | None = None  # the keyboard list's choice, shown on the board
        self._prompted: MotoXState | None = None  # the state `_prompts` were composed for
        self._prompts: dict[tuple[int, bool, bool, int | None, bool, str], str] = {}
        # The whole track is shown on the player's asking (Home, the board's button): see
        # `showing_whole` for how long.
        self._whole = False
        self._acting = False  # whether the person at the screen was to act, when last shown
        self.plates = WholeTrackPlates()  # the board's "Whole track" button and the hint
        self.plates.home = not host.watching

    @property
    def drag(self) -> DragController:
        """The drag controller, where the table's tools look for a view's (as in the other games)."""
        return self.controls.drag

    # --- layout -------------------------------------------------------------------------------

    def set_areas(self, table: pygame.Rect, hand: pygame.Rect) -> None:
        self.table = pygame.Rect(table)
        self.pieces.areas = split(table, hand)
        for die, pos in zip(self.pieces.dice, dice_positions(self.pieces.areas.tray, 4), strict=True):
            die.pos = pos
        self._place_stock()
        self.controls.rebuild()

    def world_rect(self) -> pygame.Rect:
        """The track and the places lit for the next tile, shrunk no smaller than readable
        tiles: then the part of it round the play (see `camera`).

        A track raced as saved is shown whole, however small its tiles: so its race opens
        (rolling for first brings nothing into sight) and an unbroken game keeps that view, as
        the play is always in it. A game continued, loaded or resized is then framed alike.
        The whole track, however small, while the player has asked for it."""
        state = self.pieces.state
        if self._whole:
            return window(self.camera.viewport.size, bounds(self._cells()), None)
        wanted = self._focus(state, self.pieces.waiting) if state is not None and state.built else None
        return self._window(wanted)

    def _window(self, wanted: pygame.Rect | None) -> pygame.Rect:
        cells = self._cells()
        state = self.pieces.state
        bikes = bike_rects(state) if state is not None else []
        return window(
            self.camera.viewport.size, bounds(cells), wanted, [tile_rect(cell) for cell in cells], bikes
        )

    def _track_bounds(self) -> pygame.Rect:
        return bounds(self._cells())

    def _cells(self) -> list[Cell]:
        """The tiles laid and the places for the next one: those the rules allow, not only the lit
        zones, which are put out while a move is shown (a view fitted then must hold the tile the
        next move may lay)."""
        state = self.pieces.state
        if state is None:
            return []
        cells = [t.cell for t in state.tiles]
        for seat in self.rules.to_act(state) if state.phase == BUILD else ():
            cells += [(a.x, a.y) for a in self.rules.legal_actions(state, seat) if isinstance(a, PlaceTile)]
        return cells

    def _place_stock(self) -> None:
        p = self.pieces
        if p.areas is None:
            return
        stock = p.areas.stock
        if p.stock_tile is not None and not p.stock_tile.held:
            # Between the heading and the count line under it, smaller if the strip is low.
            middle = (stock.y + 28 + stock.bottom - 26) / 2
            side = min(STOCK_TILE, stock.height - 60)
            p.stock_tile.size = (side, side)
            p.stock_tile.pos = pygame.Vector2(stock.x + 16 + p.stock_tile.size[0] / 2, middle)
        if p.stock_coin is not None and not p.stock_coin.held:
            # Between the tile and the stock's right edge, however narrow the stock is.
            between = (stock.x + 16 + STOCK_TILE + stock.right) / 2
            p.stock_coin.pos = pygame.Vector2(max(stock.right - 70, between), stock.centery)
        if p.stock_pawn is not None and not p.stock_pawn.held:
            p.stock_pawn.pos = pygame.Vector2(stock.centerx, stock.centery + 2)

    # --- a state at rest ---------------------------------------------------------------------

    def show(self, state: MotoXState, viewer: int | None, waiting: tuple[int, ...]) -> None:
        p = self.pieces
        if p.state is None or state.phase != p.state.phase or state.turn != p.state.turn:
            p.chosen = None
        p.state, p.viewer, p.waiting = state, viewer, waiting
        p.at_rest = (state, viewer, waiting)
        p.fresh_tile = p.fresh_ramp = None
        shown = sum(1 for _event in self.host.history())
        if shown < p.events_shown:
            # Moves were taken back (an undo, a replay's step back): their rising words go with them.
            p.popups = []
        p.events_shown = shown
        self._show_pawns(state)
        self._show_stock(state)
        p.rest = self._tray_at_rest()
        p.tray_line = p.rest.line
        p.rolling = False
        # The roll in use (less an ace spent on a kick-start); between turns the dice are taken
        # up, but rolling for first and once the race is over the last roll stays in sight.
        dice = state.dice or (p.rest.dice if state.phase in (ORDER, OVER) else ())
        p.dice_shown = len(dice)
        for die, value in zip(p.dice, dice, strict=False):
            die.value = die.shown = value
        acting = not self.host.watching and viewer is not None and viewer in waiting
        if self._whole and acting and not self._acting:
            self._follow_again()
        self._acting = acting
        self.controls.rebuild()
        self._aim_camera(state, waiting)

    def _tray_at_rest(self) -> TrayRest:
        """The tray as the moves so far left it: the state keeps only the roll in use."""
        tray = TrayRest()
        for event in self.host.history():
            tray = tray_after(tray, event)
        return tray

    def _aim_camera(self, state: MotoXState, waiting: tuple[int, ...]) -> None:
        """Refit when what must be seen is out of sight, and as the track grows unless the
        player has moved the view; a view the player chose is otherwise left alone."""
        wanted = self._focus(state, waiting)
        in_sight = wanted is None or self._in_sight(wanted)
        untouched = self._aimed is None or self._aimed[0] == self.camera.look()
        grown = self._aimed is None or self._aimed[1] != len(state.tiles)
        if not in_sight or (untouched and grown):
            self.camera.fit(self.world_rect(), margin=MARGIN)
            self._aimed = (self.camera.look(), len(state.tiles))

    def bring_into_view(self, action: Action | None) -> None:
        """Pan (zooming out only if it must) so the place `action` is about is in sight."""
        state = self.pieces.state
        if action is not None and state is not None and self.pieces.waiting:
            self._show_world(focus(state, self.pieces.waiting[0], [action]))

    def _show_zones(self, zones: list[Zone]) -> None:
        if zones:
            self._show_world(zones[0].world_rect().unionall([z.world_rect() for z in zones[1:]]))

    def _show_world(self, wanted: pygame.Rect | None) -> None:
        state = self.pieces.state
        if wanted is None or state is None:
            return
        if not self._in_sight(wanted):
            self.camera.fit(self._window(wanted), margin=MARGIN)
            self._aimed = (self.camera.look(), len(state.tiles))

    def _in_sight(self, world: pygame.Rect) -> bool:
        """Whether `world` is on the board, clear of its margin."""
        return self.table.inflate(-MARGIN, -MARGIN).contains(self.camera.world_rect_to_screen(world))

    def preview(self, action: Action | None) -> None:
        """The keyboard list points at `action`: bring it into sight, and draw a ride's path."""
        self._previewed = action
        if action is not None:
            self.bring_into_view(action)

    def _focus(self, state: MotoXState, waiting: tuple[int, ...]) -> pygame.Rect | None:
        seat = waiting[0] if waiting else None
        return focus(state, seat, self.rules.legal_actions(state, seat) if seat is not None else [])

    def _show_pawns(self, state: MotoXState) -> None:
        p = self.pieces
        course = state.course() if state.tiles else None
        for bike in state.bikes:
            pawn = p.pawns.get(bike.seat)
            if pawn is None:
                pawn = TokenSprite(
                    bike.colour,
                    local(bike.name)[:1].upper(),
                    pattern=seat_pattern(bike.seat),
                    size=PAWN,
                    camera=self.camera,
                    payload=("pawn", bike.seat),
                )
                p.pawns[bike.seat] = pawn
            pawn.show_pattern = self.host.colour_blind()
            pawn.scale = 1.0
            pawn.visible = bike.space is not None
            if bike.space is not None and course is not None:
                pawn.pos = (
                    lying_spot(course, state.bikes, bike.seat) if bike.wiped else space_centre(bike.space)
                )
                pawn.angle = 90.0 if bike.wiped else 0.0

    def _show_stock(self, state: MotoXState) -> None:
        p = self.pieces
        bike = state.bikes[p.viewer] if p.viewer is not None and p.viewer < len(state.bikes) else None
        p.stock_tile = p.stock_coin = p.stock_pawn = None
        if bike is None:
            return
        if state.phase == BUILD and bike.tiles:
            p.stock_tile = StockTile(self.rules.parts, self.rules.parts.tiles[bike.tiles[0]])
        if state.phase == BUILD and bike.build_coins:
            p.stock_coin = StockCoin()
        if state.phase == PAWNS and bike.space is None:
            p.stock_pawn = TokenSprite(
                bike.colour, local(bike.name)[:1].upper(), size=PAWN, payload=("pawn", bike.seat),
                draggable=True,
            )
        self._place_stock()

    # --- events -------------------------------------------------------------------------------

    def play(
        self, events: Sequence[Event], state: MotoXState, viewer: int | None, waiting: tuple[int, ...]
    ) -> None:
        before = self.pieces.state
        p = self.pieces
        p.zones, p.buttons, p.chosen, p.hovered = [], [], None, None
        if any(getattr(event, "seat", None) == viewer for event in events):
            # The viewer's own stock changes: it shows again when the move has landed.
            p.stock_tile = p.stock_coin = p.stock_pawn = None
        steps: list[Animation] = []
        p.wipes_to_come = {e.seat for e in events if isinstance(e, WipedOut)} if before is not None else set()
        if before is not None:
            # Laid pieces are drawn from the state, so show it now and let the new ones land.
            p.state = state
            for event in events:
                steps.extend(self._ramp_in_sight(event, state) or self.animations.of(event, state))
        steps.append(Call(lambda: self.show(state, viewer, waiting)))
        self.host.animator.add(Sequential(steps))
        p.viewer, p.waiting = viewer, waiting

    def _ramp_in_sight(self, event: Event, state: MotoXState) -> list[Animation]:
        """A ramp raised out of sight, shown: the view goes to it, its coin lands and its words
        rise there, and they are read before the view may go back to the places for the next
        tile. (A ramp may be raised anywhere along the track, far from those places.) Nothing
        for any other move."""
        if not isinstance(event, CoinPlaced):
            return []
        raised = tile_rect(state.tiles[event.tile].cell)
        if self._in_sight(raised):
            return []
        return [Call(lambda: self._show_world(raised)), *self.animations.of(event, state), Wait(RAMP_LOOK)]

    # --- banner and seats -----------------------------------------------------------------------

    def banner(
        self, state: MotoXState, viewer: int | None, waiting: tuple[int, ...]
    ) -> tuple[str, RGB | None]:
        if state.phase == OVER and state.winner is not None:
            winner = state.bikes[state.winner]
            won = say(_("{who:crosses} the finish line and {who:-wins}!"), who=winner.name)
            return won, colour_rgb(winner.colour)
        if not waiting:
            return "", None
        seat = banner_seat(viewer, waiting)
        bike = state.bikes[seat]
        colour = colour_rgb(bike.colour)
        mine = seat == viewer
        return (self._prompt(state, seat, mine, long=True), colour)

    def tray_prompt(self) -> str:
        """The short line under the dice: what the viewer may do, or what the seat to act does, in
        the position at rest (the one a move being shown answered, until it has landed)."""
        p = self.pieces
        if p.at_rest is None:
            return ""
        state, viewer, waiting = p.at_rest
        if not waiting:
            return ""
        seat = waiting[0]
        return self._prompt(state, seat, seat == viewer and not p.watching)

    def _prompt(self, state: MotoXState, seat: int, mine: bool, long: bool = False) -> str:
        # Asked every frame by the banner and the tray; the rules' answers hold while the state does.
        p = self.pieces
        key = (seat, mine, long, p.chosen, any(z.wipe for z in p.zones), language())
        if state is not self._prompted:
            self._prompted, self._prompts = state, {}
        text = self._prompts.get(key)
        if text is None:
            text = self._prompts[key] = self._compose_prompt(state, seat, mine, long)
        return text

    def _compose_prompt(self, state: MotoXState, seat: int, mine: bool, long: bool) -> str:
        bike = state.bikes[seat]
        name = bike.name
        # The long form is the banner's; the short one goes under the dice, one line in a
        # narrow tray, so it leaves out the name (the banner says whose turn it is).
        if not mine:
            waiting = {
                ORDER: _("{who:rolls} for first player…"),
                BUILD: _("{who:is} building…"),
                PAWNS: _("{who:lines} up…"),
                DECIDE: _("{who:is} deciding…"),
                MOVE: _("{who:is} picking a line…"),
            }.get(state.phase)
            return say(waiting, who=name) if waiting else ""
        asked = self._asked(state, seat, long)
        if not asked:
            return ""
        return _("{name}: {asked}").format(name=name, asked=asked) if long else asked

    def _asked(self, state: MotoXState, seat: int, long: bool) -> str:
        """What the seat to act is asked, without its name; shorter for the tray (not `long`)."""
        bike = state.bikes[seat]
        if state.phase == ORDER:
            return _("roll for first player")
        if state.phase == BUILD:
            if not bike.tiles:
                return _("drag a coin to a lit place")
            if bike.build_coins and self.rules.ramp_spots(state):
                return _("drag your tile or a coin to a lit place")
            return _("drag your tile to a lit place")
        if state.phase == PAWNS:
            return _("put your bike on the starting tile")
        if state.phase == DECIDE:
            if bike.wiped:
                return _("wiped out — roll for an ace, pay a coin, or pass")
            dice = self.rules.dice_count(state, seat)
            if not long:
                return say(_("roll {dice:die|dice}, or pay coins for more"), dice=dice)
            asked = _("{place:nth} place — roll {dice:die|dice}, or pay coins for more")
            return say(asked, place=self.rules.race_ranks(state)[seat], dice=dice)
        if state.phase == MOVE:
            if any(z.wipe for z in self.pieces.zones):
                if not long:
                    return _("pick where to wipe out (red)")
                return _("no legal move — pick where to wipe out (red)")
            if self.pieces.chosen is None:
                return _("click a die to pick the number to ride")
            if not long:
                return _("ride {value}: drag or click a lit space").format(value=self.pieces.chosen)
            ride = _("ride {value} — drag your bike to a lit space or click one")
            return ride.format(value=self.pieces.chosen)
        return ""

    def seat_rows(self, state: MotoXState, waiting: tuple[int, ...]) -> list[SeatRow]:
        rows = []
        ranks = self.rules.race_ranks(state) if state.phase in (DECIDE, MOVE) else None
        for bike in state.bikes:
            if state.phase == OVER and state.places:
                line = _("finished {place}").format(place=ordinal(state.places[bike.seat]))
            elif state.phase in (ORDER,):
                # Under the seat's name, the line goes on from it: "You / have yet to roll".
                line = (
                    say(rolled_words(bike.first_roll), who=bike.name, face=face_words(bike.first_roll))
                    if bike.first_roll >= 0
                    else say(_("{who:-has} yet to roll for first player"), who=bike.name)
                )
            elif state.phase == BUILD:
                line = say(_("{tiles:tile} · {coins:coin} to build"), tiles=len(bike.tiles),
                           coins=bike.build_coins)
            elif ranks is not None:
                line = say(_("{place} · {coins:coin}"), place=rank_words(ranks, bike.seat), coins=bike.coins)
                if bike.wiped:
                    line += " · " + _("wiped out")
            else:
                line = say(_("{coins:coin}"), coins=bike.coins)
            # The seat that opens every round; "first" beside a 3rd place would read as a contradiction.
            # A line of its own, not a note after the name: a computer's level stays beside its
            # name, as in the other games, rather than every note going under it to make room.
            opens = bike.seat == state.first and state.phase != ORDER
            fields = (line, _("starts each round")) if opens else (line,)
            active = bike.seat in waiting
            rows.append(SeatRow(bike.name, bike.colour, fields, active, seat_pattern(bike.seat)))
        return rows

    # --- input and frames ---------------------------------------------------------------------

    def anchor_of(self, action: Action) -> pygame.Rect | None:
        p = self.pieces
        button = next((b for b in p.buttons if b.payload == action), None)
        if button is not None:
            return button.screen_rect()
        if isinstance(action, Move) and action == self._previewed:
            # The keyboard list chooses the whole ride at once: its end is the place to show.
            return self.camera.world_rect_to_screen(space_rect(action.path[-1]))
        if isinstance(action, Move) and p.chosen != action.value:
            die = next((d for d in p.dice[: p.dice_shown] if d.value == action.value), None)
            return die.screen_rect() if die is not None else None  # first the number to use
        end = action.path[-1] if isinstance(action, Move) else None
        for zone in p.zones:
            if zone.kind == "space" and end is not None and zone.key == end:
                return zone.screen_rect()
            if self.controls.action_for(zone) == action:
                return zone.screen_rect()
        return None

    def keep_clear(self) -> list[pygame.Rect]:
        """What the keyboard's move list must leave in sight: the places its moves name (the lit
        places for the next tile and the last tile laid, which they are named from: "to the right
        of tile 4"; a ride's lit spaces and the bike to ride) and the dice a ride is counted from.
        Not every lit ramp edge, which run all along the track: the one in focus is ringed."""
        p = self.pieces
        state = p.state
        if state is None:
            return []
        kept = [zone.screen_rect() for zone in p.zones if zone.kind != "ramp"]
        if any(zone.kind == "cell" for zone in p.zones) and state.tiles:
            kept.append(self.camera.world_rect_to_screen(tile_rect(state.tiles[-1].cell)))
        seat = p.waiting[0] if p.waiting else None
        pawn = p.pawns.get(seat) if seat is not None else None
        if pawn is not None and pawn.visible and state.phase in (DECIDE, MOVE):
            kept.append(pawn.screen_rect())
        on_board = [rect.clip(self.table) for rect in kept if rect.colliderect(self.table)]
        return on_board + [die.screen_rect() for die in p.dice[: p.dice_shown]]

    def banner_rule(self, state: MotoXState, viewer: int | None, waiting: tuple[int, ...]) -> str | None:
        if state.phase == MOVE and any(z.wipe for z in self.pieces.zones):
            return explain.RULE_WIPE_OUT
        return explain.banner_rule(state, waiting)

    def describe_at(self, pos: tuple[int, int]) -> str | None:
        """What lies under the pointer, topmost first: the bottom strip, then the board."""
        p = self.pieces
        state = p.state
        if state is None or p.areas is None:
            return None
        for button in p.buttons:
            if button.hit_test(pos):
                return explain.button_words(button.payload)
        for die in p.dice[: p.dice_shown]:
            if die.hit_test(pos):
                return explain.die_words(die.value, die.highlight is not None, die.value == p.chosen)
        bike = state.bikes[p.viewer] if p.viewer is not None and p.viewer < len(state.bikes) else None
        for sprite in (p.stock_tile, p.stock_coin, p.stock_pawn):
            if sprite is not None and bike is not None and sprite.visible and sprite.hit_test(pos):
                kind = "tile" if sprite is p.stock_tile else "coin" if sprite is p.stock_coin else "pawn"
                return explain.stock_words(kind, bike)
        if p.areas.stock.collidepoint(pos):
            return explain.stock_area_words(state, bike)
        if (
            p.areas.tray.collidepoint(pos)
            or p.areas.choices.collidepoint(pos)
            or not self.table.collidepoint(pos)
        ):
            return None
        whole = self.whole_button()
        if whole is not None and whole[0].collidepoint(pos):
            return None  # the button says what it does, and the track under it is hidden
        return self._describe_board(state, pos)

    def _describe_board(self, state: MotoXState, pos: tuple[int, int]) -> str | None:
        p = self.pieces
        racing = state.phase in (DECIDE, MOVE) and bool(state.tiles)
        ranks = self.rules.race_ranks(state) if racing else None
        # Topmost first: the pawns are drawn in this order, so the last drawn is the one on top.
        for seat, pawn in reversed(sorted(p.pawns.items(), key=lambda item: item[1].scale)):
            if pawn.visible and pawn.hit_test(pos):
                rank = ranks[seat] if ranks is not None else None
                dice = self.rules.dice_count(state, seat) if racing else 0
                return explain.pawn_words(state.bikes[seat], rank, dice, p.viewer)
        course = state.course() if state.tiles else None
        zone = next((z for z in reversed(p.zones) if z.hit_test(pos)), None)
        if zone is not None:
            height = state.tiles[int(zone.key)].ramp if zone.kind == "ramp" else 0
            return explain.zone_words(zone.kind, p.chosen, height)
        if course is None:
            return None
        for index, placed in enumerate(state.tiles):
            if placed.ramp:
                centre, _across = ramp_point(course, index)
                if self.camera.world_to_screen(centre).distance_to(pos) < RAMP_HOVER:
                    return explain.ramp_words(placed.ramp)
        world = self.camera.screen_to_world(pos)
        under = course.index_of.get((int(world.x // TILE), int(world.y // TILE)))
        return explain.tile_words(self.rules.parts, state, under) if under is not None else None

    def view_hint(self) -> str:
        """Words in a corner of the board when part of the track is out of sight: how to see it all."""
        if self.pieces.state is None or not self.pieces.state.tiles:
            return ""
        laid = bounds([t.cell for t in self.pieces.state.tiles])
        if self.table.contains(self.camera.world_rect_to_screen(laid)):
            return ""
        return out_of_sight_hint(home=self.plates.home)

    @property
    def showing_whole(self) -> bool:
        """Whether the whole track is shown on the player's asking.

        Until a second asking, or a person's turn beginning at the screen: the whole track,
        asked for to watch the computers ride, then gives way to the view that follows the
        play, as that person must aim at their lit places on tiles big enough to read. Moves
        meanwhile keep it (Home would seem to do nothing while computers play), and so do a
        person's own moves within their turn: they asked for it, and Home takes it back."""
        return self._whole

    def toggle_whole_course(self) -> bool:
        """Home, or the board's button: the whole track, however small its tiles, or back to the
        view that follows the play. False while the whole track is in sight anyway."""
        if not self._whole and not self.view_hint():
            return False
        if self._whole:
            self._follow_again()
            return True
        self._whole = True
        self._glide_to_fit()
        return True

    def _follow_again(self) -> None:
        """Back from the whole track to the view that follows the play, fitted afresh."""
        self._whole = False
        self._glide_to_fit()

    def _glide_to_fit(self) -> None:
        """Glide to the view `world_rect` asks for, after any move being shown: a jump between
        the play and the whole track loses the eye, which a glide takes along."""
        self.host.animator.add(CameraGlide(self.camera, self._aim))

    def _aim(self) -> Camera:
        """The camera fitted to `world_rect` (itself unmoved), taken as the view's own aim."""
        target = aimed(self.camera, self.world_rect(), MARGIN)
        state = self.pieces.state
        # Untouched since: the whole track is fitted afresh as it grows under the computers.
        self._aimed = (target.look(), len(state.tiles)) if state is not None else None
        return target

    def whole_button(self) -> tuple[pygame.Rect, str] | None:
        """The board's button for the whole track (or back), where it covers no tile, lit place or
        bike if a corner allows: only while part of the track is out of sight, or it is shown whole."""
        return self.plates.button(self.table, self._whole, self.view_hint(), self._taken())

    def _taken(self) -> list[pygame.Rect]:
        """What the board's plates keep clear of: the tiles and lit places in sight, and the bikes."""
        state = self.pieces.state
        if state is None:
            return []
        cells = [t.cell for t in state.tiles] + [z.key for z in self.pieces.zones if z.kind == "cell"]
        taken = [self.camera.world_rect_to_screen(tile_rect(cell)) for cell in cells]
        taken += [zone.screen_rect() for zone in self.pieces.zones if zone.kind != "cell"]
        return taken + [pawn.screen_rect() for pawn in self.pieces.pawns.values() if pawn.visible]

    def cancel(self) -> None:
        self.controls.drag.cancel()
        self.pieces.chosen = None
        self.controls.rebuild()

    def watch_event(self, event: pygame.event.Event) -> bool:
        """The "Whole track" button, at the table and in a replay (where the view takes no other
        input): it only changes what is in sight."""
        button = self.whole_button() if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) else None
        return self.plates.pressed(event, button) and self.toggle_whole_course()

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.watch_event(event) or self.controls.handle_event(event)

    def update(self, dt: float) -> None:
        self.pieces.popups = age_popups(
            self.pieces.popups, dt, rise=POPUP_RISE, seconds=POPUP_SECONDS, speed=self.host.animator.speed
        )

    def backdrop_key(self) -> Hashable:
        areas = self.pieces.areas
        strip = (tuple(areas.stock), tuple(areas.tray)) if areas is not None else None
        return (
            self.camera.look(),
            tuple(self.table),
            strip,
            still_key(self.pieces),
        )

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The track as it stands (tiles, marks, ramps) and the bottom strip's plates."""
        p = self.pieces
        if p.state is None or p.areas is None:
            return
        clip = surface.get_clip()
        surface.set_clip(self.table)
        self.track.draw(surface, self.camera, p, self.table)
        surface.set_clip(clip)
        draw_strip_plates(surface, p.areas)

    def draw(self, surface: pygame.Surface) -> None:
        p = self.pieces
        state = p.state
        if state is None:
            return
        hovered = p.hovered
        path = self.controls.path_for(hovered) if hovered is not None and p.my_turn() else ()
        if isinstance(self._previewed, Move) and p.my_turn():
            path = self._previewed.path
        clip = surface.get_clip()
        surface.set_clip(self.table)
        you = you_seat(self.host, p.viewer, p.my_turn())
        mine = p.pawns.get(you) if you is not None else None
        ringed = mine is not None and mine.visible and mine is not self.controls.drag.dragging
        draw_board(surface, self.camera, p, path, mine if ringed else None)
        self.plates.draw(surface, self.table, self.whole_button(), self.view_hint(), self._taken())
        surface.set_clip(clip)
        draw_strip(surface, p, self.tray_prompt())
        dragging = self.controls.drag.dragging
        if dragging is not None:
            dragging.draw(surface)
