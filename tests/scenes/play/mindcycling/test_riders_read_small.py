"""At 960 x 600 mid-race the course is zoomed out to keep every rider in sight, so the riders are
drawn small: each token is as wide as its space across the lane, and its helmet is large enough
for the role's letter to read (at the old sizes the letter was a smudge)."""

from __future__ import annotations

import pygame

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mindcycling.view.sprites import RiderSprite, letter_ink
from tabletop.games.registry import rules_for
from tabletop.games.simulate import make_bot
from tabletop.table.pieces.token_sprite import colour_rgb
from tests.scenes.driver import Driver
from tests.scenes.play.mindcycling.test_table_mindcycling import view_of
from tests.scenes.tables import push_table

TRIO = (SeatSetup("Anna", False, "red"), SeatSetup("Bea", True, "white"), SeatSetup("Carl", True, "purple"))


def mid_race(make_app: type[App]) -> tuple[Driver, Match]:
    rules = rules_for("mindcycling")
    match = Match(rules, Setup(TRIO, {}), 4)
    bots = [make_bot("mindcycling", "game", 7 + seat, players=3) for seat in range(3)]
    while not (0 in match.to_act() and len(match.steps) >= 30):
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(rules, rules.view(match.state, seat), seat))
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    return driver, match


def letter_pixels(sprite: RiderSprite) -> int:
    """The pixels of the role's letter on the token as drawn: its helmet's ink inside the helmet."""
    w, h = (round(v) for v in sprite.screen_size())
    body = sprite._body((w, h))
    centre, r = pygame.Vector2(w / 2, h / 2), w / 2
    helmet = pygame.Vector3(colour_rgb(sprite.helmet))
    ink = pygame.Vector3(letter_ink(colour_rgb(sprite.helmet)))

    def inked(x: int, y: int) -> bool:
        colour = pygame.Vector3(tuple(body.get_at((x, y)))[:3])
        return colour.distance_to(ink) < colour.distance_to(helmet) / 2

    return sum(1 for x in range(w) for y in range(h) if centre.distance_to((x + 0.5, y + 0.5)) < r * 0.45
               and inked(x, y))


def test_riders_fill_their_spaces_and_their_letters_read_at_960(make_app: type[App]) -> None:
    driver, match = mid_race(make_app)
    scene = push_table(driver, match)
    driver.settle(scene.animator)
    view = view_of(scene)
    geometry = view._geometry()
    across = min(min(box.size) for box in geometry.boxes.values())
    assert geometry.token >= across, "as wide as a space across its lane"
    shown = [sprite for sprite in view.riders.values() if view._road_area().colliderect(sprite.screen_rect())]
    assert len(shown) == len(view.riders), "every rider in sight"
    smallest = min(sprite.screen_size()[0] for sprite in shown)
    assert smallest < 24, "this test is about riders drawn small"
    for sprite in shown:
        w = round(sprite.screen_size()[0])
        body = sprite._body((w, w))
        # Half the radius out from the middle, left of the letter: the helmet, not a white ring.
        helmet = tuple(body.get_at((round(w / 2 - w / 4), w // 2)))[:3]
        assert helmet == colour_rgb(sprite.helmet), (sprite.label, w)
        assert letter_pixels(sprite) >= 12, (sprite.label, w)
