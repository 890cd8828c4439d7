"""Every team colour reads on every background it is drawn on: a light jersey (France's white) gets
a dark edge on the pale road, and a light line a dark edge on the results chart's cream panel."""

from __future__ import annotations

import pygame
import pytest

from tabletop.content.game_info import load_game_info
from tabletop.games.mindcycling.view.art import PLAIN_ROAD, SECTION_COLOURS
from tabletop.games.mindcycling.view.sprites import RiderSprite
from tabletop.paths import data_dir
from tabletop.scenes.widgets.line_chart import LINE_WIDTH, _stroke
from tabletop.sprite_factory.palette import CREAM, RGB, TOKEN_COLOURS, contrast
from tabletop.table.pieces.token_sprite import colour_rgb

READS = 4.5  # WCAG's least contrast for text: an edge a pixel or two wide is as thin as a letter's stroke
JERSEYS = load_game_info(data_dir() / "games" / "mindcycling.yaml").colours
ROADS: list[RGB] = [road for road, _verge in SECTION_COLOURS.values()] + [PLAIN_ROAD]


def reads(colour: RGB, edge: RGB, background: RGB) -> bool:
    """A shape of `colour` edged in `edge` stands out from `background` by one or the other."""
    return max(contrast(colour, background), contrast(edge, background)) >= READS


@pytest.mark.parametrize("jersey", JERSEYS)
def test_every_jersey_stands_out_from_every_road(jersey: str) -> None:
    sprite = RiderSprite(jersey, "green", "S", 40)
    body = sprite._body((40, 40))
    edge = tuple(body.get_at((1, 20)))[:3]
    for road in ROADS:
        assert reads(colour_rgb(jersey), edge, road), f"{jersey} jersey edged {edge} lost on road {road}"


@pytest.mark.parametrize("name", sorted(TOKEN_COLOURS))
def test_every_line_of_the_chart_stands_out_from_its_panel(name: str) -> None:
    surface = pygame.Surface((60, 40))
    surface.fill(CREAM)
    _stroke(surface, TOKEN_COLOURS[name], [(5, 20), (55, 20)], ())
    edge = tuple(surface.get_at((30, 20 - LINE_WIDTH // 2 - 1)))[:3]
    assert reads(TOKEN_COLOURS[name], edge, CREAM), f"{name} line edged {edge} lost on the panel"


@pytest.mark.parametrize("size", [18, 24, 40])
def test_a_white_jersey_is_edged_two_pixels_at_the_least(size: int) -> None:
    """At 960 x 600 a zoomed-out course draws a token 18 pixels across: its edge was one pixel,
    lost round France's white on the pale road."""
    body = RiderSprite("white", "green", "S", size)._body((size, size))
    edge = [tuple(body.get_at((x, size // 2)))[:3] for x in range(2)]
    assert all(contrast(pixel, PLAIN_ROAD) >= READS for pixel in edge), edge
