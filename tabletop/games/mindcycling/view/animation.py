"""The animations of Mind Cycling's events: riders gliding along their paths, bottles, medals.

Each event becomes an animation that changes only sprites and what the table
shows so far (`Shown`): the medal board and the words floating over the riders.
The rules' state is never touched.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import pygame

from tabletop.engine.contract import Event
from tabletop.engine.words import ordinal
from tabletop.games.mindcycling import events as ev
from tabletop.games.mindcycling.actions import ATTACK, DRAFT, RELAY
from tabletop.games.mindcycling.track_layout import FINISH
from tabletop.games.mindcycling.view.layout import CELL, CourseGeometry, popup_size
from tabletop.games.mindcycling.view.sprites import RiderSprite
from tabletop.language import N_, _
from tabletop.sprite_factory.palette import GOLD, PAPER, RGB
from tabletop.table.machinery.animation import Animation, Call, Sequential, Wait
from tabletop.table.machinery.camera import Camera
from tabletop.table.pieces.popup import Popup, age_popups, rise_from

GLIDE_LEG = 0.11
POPUP_SECONDS = 1.5


WORDS: Mapping[str, tuple[str, RGB]] = {
    ATTACK: (N_("Attack!"), (255, 120, 100)),
    DRAFT: (N_("Draft"), (150, 190, 255)),
    RELAY: (N_("Relay!"), (210, 170, 255)),
}


@dataclass
class Shown:
    """What the table has shown so far: medals (medal -> holder's words) and floating words."""

    camera: Camera  # the board's, whose zoom sets how far apart stacked words stand
    medals: dict[str, tuple[str, int]] = field(default_factory=dict)  # medal -> (who, seat)
    popups: list[Popup] = field(default_factory=list)

    def popup(self, text: str, colour: RGB, pos: pygame.Vector2) -> None:
        zoom = self.camera.zoom
        start = pos - pygame.Vector2(0, CELL * 0.45)
        rise_from(self.popups, text, colour, start, size=popup_size(zoom), zoom=zoom)

    def age(self, dt: float, speed: float) -> None:
        self.popups = age_popups(self.popups, dt, rise=20, seconds=POPUP_SECONDS, speed=speed)


def animate(
    event: Event,
    riders: Mapping[int, RiderSprite],
    geometry: CourseGeometry,
    shown: Shown,
    places: Callable[[int], int],
) -> Animation | None:
    """The animation of one event; `places(rider)` is where it finished (for the podium)."""
    if isinstance(event, ev.RiderRode):
        sprite = riders[event.rider]
        points = [geometry.centres[s] if s != FINISH else _line_middle(geometry) for s in event.path]
        steps: list[Animation] = []
        if event.kind in WORDS:
            text, colour = WORDS[event.kind]
            steps.append(Call(lambda: shown.popup(_(text), colour, pygame.Vector2(sprite.pos))))
        if points:
            steps.append(sprite.glide(points, seconds_per_leg=GLIDE_LEG))
        if event.kind == ATTACK:
            steps.append(Call(lambda: sprite.set_bottle(False)))
        return Sequential(steps) if steps else None
    if isinstance(event, ev.RidersSwapped):
        return Sequential(
            [
                riders[event.a].glide([geometry.centres[event.space_a]], seconds_per_leg=0.25),
                riders[event.b].glide([geometry.centres[event.space_b]], seconds_per_leg=0.25),
            ]
        )
    if isinstance(event, ev.BottleGiven):
        giver, taker = riders[event.rider], riders[event.to]

        def hand_over() -> None:
            giver.set_bottle(False)
            taker.set_bottle(True)
            shown.popup(_("Bottle!"), (150, 200, 255), pygame.Vector2(taker.pos))

        return Sequential([Call(hand_over), Wait(0.4)])
    if isinstance(event, ev.BottlePicked):
        sprite = riders[event.rider]

        def pick_up() -> None:
            sprite.set_bottle(True)
            shown.popup(_("Feed zone: bottle"), (150, 200, 255), pygame.Vector2(sprite.pos))

        return Call(pick_up)
    if isinstance(event, ev.RiderFinished):
        sprite = riders[event.rider]
        spot = geometry.podium(places(event.rider))
        words = ordinal(event.place)
        return Sequential(
            [
                sprite.glide([spot], seconds_per_leg=0.3),
                Call(lambda: shown.popup(words, PAPER, pygame.Vector2(spot))),
            ]
        )
    if isinstance(event, ev.MedalWon):

        def award() -> None:
            shown.medals[event.medal] = (event.who if event.rider >= 0 else event.team, event.seat)
            where = riders[event.rider].pos if event.rider >= 0 else _line_middle(geometry)
            shown.popup(_("Medal: {title}").format(title=_(event.title)), GOLD, pygame.Vector2(where))

        return Sequential([Call(award), Wait(0.6)])
    if isinstance(event, ev.TrainBroken):
        sprite = riders[event.rider]
        return Call(lambda: shown.popup(_("Train broken"), (255, 190, 120), pygame.Vector2(sprite.pos)))
    return None


def _line_middle(geometry: CourseGeometry) -> pygame.Vector2:
    a, b = geometry.finish_line
    forward = (
        pygame.Vector2(CELL * 0.4, 0) if geometry.finish_heading == 0 else pygame.Vector2(-CELL * 0.4, 0)
    )
    return (a + b) / 2 + forward
