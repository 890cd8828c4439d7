"""MotoX's events as animations: dice tumble to their values, tiles and coins land, pawns ride,
fly off ramps, wipe out beside the track and kick-start back on; and the camera's glide between
the view that follows the play and the whole track."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.engine import common_events as common
from tabletop.engine.contract import Event
from tabletop.engine.words import say
from tabletop.games.motox import events as ev
from tabletop.games.motox.state import MotoXState
from tabletop.games.motox.view.layout import SPACE, lying_spot, popup_size, space_centre, tile_centre
from tabletop.games.motox.view.sprites import Pieces, TrayRest
from tabletop.language import _
from tabletop.sprite_factory.palette import CREAM, GOLD, REFUSED, RGB
from tabletop.table.host.game_view import TableHost
from tabletop.table.machinery.animation import Animation, Call, Parallel, Sequential, Tween, Wait, ease_out
from tabletop.table.machinery.camera import Camera
from tabletop.table.machinery.camera_glide import glide
from tabletop.table.pieces.popup import rise_from
from tabletop.table.pieces.token_sprite import TokenSprite

RIDE_LEG = 0.16
LAND_SECONDS = 0.35
GOOD: RGB = (140, 230, 150)
READ_ROLL = 1.0  # seconds a roll with no legal ride is shown before its wipe-out
LOOK_WIPED = 1.2  # seconds that wipe-out is shown before the turn passes


class CameraGlide(Animation):
    """The camera gliding to where `aim` puts it when the glide begins, not when it was asked
    for: a glide queued behind a move being shown goes where the view wants to be once that
    move has landed (the whole track grown, the play moved on)."""

    def __init__(self, camera: Camera, aim: Callable[[], Camera]) -> None:
        super().__init__()
        self.camera = camera
        self.aim = aim
        self._tween: Tween | None = None

    def start(self) -> None:
        super().start()
        self._tween = glide(self.camera, self.aim())

    def _advance(self, dt: float) -> float:
        assert self._tween is not None
        left = self._tween.advance(dt)
        self.done = self._tween.done
        return left


class Animations:
    def __init__(self, pieces: Pieces, host: TableHost) -> None:
        self.pieces = pieces
        self.host = host

    def of(self, event: Event, after: MotoXState) -> list[Animation]:
        p = self.pieces
        if isinstance(event, common.FirstRolled):
            rolling = say(_("{who:rolls} for first player…"), who=event.who)
            return [
                Call(lambda: self._tray(rolling, 1, rolling=True)),
                p.dice[0].roll(event.value, 0.6),
                Call(lambda: self._landed(event)),
            ]
        if isinstance(event, ev.FirstPlayer):
            return [
                Call(lambda: self._landed(event)),
                Call(lambda: self.host.toast(event.describe(), GOLD)),
                Wait(0.4),
            ]
        if isinstance(event, common.FirstTied | ev.TrackBuilt):
            return [Call(lambda: self.host.toast(event.describe(), GOLD)), Wait(0.4)]
        if isinstance(event, ev.TilePlaced):
            return [self._land("tile", event.index)]
        if isinstance(event, ev.CoinPlaced):
            ramp = _("Ramp {height}").format(height=event.height)
            return [
                self._land("ramp", event.tile),
                Call(lambda: self._popup_at(self._ramp_pos(after, event.tile), ramp, GOLD)),
            ]
        if isinstance(event, ev.PawnPlaced):
            return [self._enter(event.seat, event.space, after)]
        if isinstance(event, ev.DiceRolled):
            return [self._roll(event)]
        if isinstance(event, ev.BikeMoved):
            return [self._ride(event, after)]
        if isinstance(event, ev.WipedOut):
            course = after.course()
            words = {"off": _("Off the track!"), "blocked": _("Boxed in!"), "landed": _("Landed on!")}.get(
                event.cause
            ) or _("Wipe-out!")
            # A bike already lying there makes room: both lie side by side.
            lying = [b.seat for b in after.bikes if b.wiped and b.space == event.space]
            # A roll with no legal ride: its dice are read first, the tray saying why, and the
            # wipe-out is looked at before the turn passes and the dice are taken up.
            read = [Call(lambda: self._tray(say(_(ev.NO_RIDE), who=event.who), self.pieces.dice_shown)),
                    Wait(READ_ROLL)] if event.forced else []
            return [
                *read,
                Call(lambda: self._wiped(event.seat, words)),
                Parallel(
                    [
                        self._pawn(seat).glide([lying_spot(course, after.bikes, seat)], seconds_per_leg=0.3)
                        for seat in lying
                    ]
                ),
                Wait(LOOK_WIPED if event.forced else 0.2),
            ]
        if isinstance(event, ev.Kickstarted):
            return [
                self._pawn(event.seat).glide([space_centre(event.space)], seconds_per_leg=0.3),
                Call(
                    lambda: self._popup(
                        event.seat, _("Coin kick-start!") if event.by_coin else _("Kick-start!"), GOOD
                    )
                ),
            ]
        if isinstance(event, ev.KickFailed):
            return [Call(lambda: self._popup(event.seat, _("Won't start"), REFUSED)), Wait(0.3)]
        if isinstance(event, ev.NoMove):
            return [Call(lambda: self._popup(event.seat, _("No move"), CREAM)), Wait(0.3)]
        if isinstance(event, common.Passed):
            return [Call(lambda: self._popup(event.seat, _("Pass"), CREAM))]
        if isinstance(event, ev.CoinTaken):
            taken = _("+1 coin") if event.got else _("Space taken")
            return [Call(lambda: self._popup(event.seat, taken, GOLD))]
        if isinstance(event, ev.RaceWon):
            return [Call(lambda: self.host.toast(event.describe(), GOLD)), Wait(0.5)]
        return []

    # --- pieces -----------------------------------------------------------------------------

    def _wiped(self, seat: int, words: str) -> None:
        self.pieces.wipes_to_come.discard(seat)
        self._popup(seat, words, REFUSED)

    def _pawn(self, seat: int) -> TokenSprite:
        return self.pieces.pawns[seat]

    def _tray(self, line: str, shown: int, *, rolling: bool = False) -> None:
        self.pieces.tray_line = line
        self.pieces.dice_shown = shown
        self.pieces.rolling = rolling

    def _landed(self, event: Event) -> None:
        """The tray once `event`'s dice have landed, as `show` finds it after the move."""
        self.pieces.rest = rest = tray_after(self.pieces.rest, event)
        self._tray(rest.line, len(rest.dice))

    def _land(self, kind: str, index: int) -> Animation:
        p = self.pieces
        # The state with the piece is shown at once: keep the piece in the air until it lands.
        if kind == "tile":
            p.fresh_tile = (index, 0.0)
        else:
            p.fresh_ramp = (index, 0.0)

        def update(t: float) -> None:
            if kind == "tile":
                p.fresh_tile = (index, t) if t < 1 else None
            else:
                p.fresh_ramp = (index, t) if t < 1 else None

        return Tween(LAND_SECONDS, update, easing=ease_out)

    def _ramp_pos(self, state: MotoXState, index: int) -> pygame.Vector2:
        cell = state.tiles[index].cell
        return tile_centre(cell)

    def _enter(self, seat: int, space: tuple[int, int], after: MotoXState) -> Animation:
        pawn = self.pieces.pawns[seat]
        start = tile_centre(after.tiles[0].cell) + pygame.Vector2(0, -SPACE * 2.2)

        def appear() -> None:
            pawn.visible = True
            pawn.pos = pygame.Vector2(start)

        return Sequential([Call(appear), pawn.glide([space_centre(space)], seconds_per_leg=0.35)])

    def _roll(self, event: ev.DiceRolled) -> Animation:
        p = self.pieces
        rolling = say(
            _("{who:rolls} to kick-start…") if event.reentry else _("{who:rolls} to move…"), who=event.who
        )
        rolls = [die.roll(value, 0.7) for die, value in zip(p.dice, event.dice, strict=False)]
        return Sequential(
            [
                Call(lambda: self._tray(rolling, len(event.dice), rolling=True)),
                Parallel(rolls),
                Call(lambda: self._landed(event)),
            ]
        )

    def _ride(self, event: ev.BikeMoved, after: MotoXState) -> Animation:
        pawn = self.pieces.pawns[event.seat]
        points = [space_centre(s) for s in event.path]
        legs = pawn.glide(points, seconds_per_leg=RIDE_LEG)
        steps: list[Animation] = [legs]
        if event.jumps:
            duration = RIDE_LEG * len(points)

            def hop(t: float) -> None:
                pawn.scale = 1 + 0.45 * (1 - abs(2 * t - 1))

            steps = [Parallel([legs, Tween(duration, hop)]), Call(lambda: setattr(pawn, "scale", 1.0))]
            steps.insert(0, Call(lambda: self._popup(event.seat, _("Jump!"), GOLD)))
        if event.finish:
            steps.append(Call(lambda: self._popup(event.seat, _("Finish!"), GOLD)))
        return Sequential(steps)

    def _popup(self, seat: int, text: str, colour: RGB) -> None:
        pawn = self.pieces.pawns.get(seat)
        if pawn is not None:
            self._popup_at(pygame.Vector2(pawn.pos), text, colour)

    def _popup_at(self, pos: pygame.Vector2, text: str, colour: RGB) -> None:
        zoom = self.host.camera.zoom
        start = pos - pygame.Vector2(0, SPACE * 0.5)
        rise_from(self.pieces.popups, text, colour, start, size=popup_size(zoom), zoom=zoom)


def tray_after(tray: TrayRest, event: Event) -> TrayRest:
    """The tray once `event` has been shown: the rolls change it, and the first player's news
    clears it for the build."""
    if isinstance(event, common.FirstRolled):
        return TrayRest((event.value,), event.describe())
    if isinstance(event, ev.FirstPlayer):
        return TrayRest()
    if isinstance(event, ev.DiceRolled):
        faces = ", ".join(ev.face_words(d) for d in event.dice)
        return TrayRest(event.dice, _("{name}: {text}").format(name=event.who, text=faces))
    return tray
