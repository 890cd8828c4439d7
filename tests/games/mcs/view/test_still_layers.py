"""Which layers of the picture are still: those that kept their key, from the bottom up."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from tabletop.games.mcs.view.still_layers import Layer, StillLayers


def layers(painted: list[str], keys: Sequence[Hashable]) -> list[Layer]:
    def paint(name: str) -> Layer:
        return keys[int(name)], lambda surface: painted.append(name)

    return [paint(str(index)) for index in range(len(keys))]


def frame(still: StillLayers, keys: Sequence[Hashable]) -> tuple[tuple[Hashable, ...], list[str], list[str]]:
    """One frame as the table draws it: the backdrop's key, what it paints, what is painted live."""
    painted: list[str] = []
    key = still.settle(layers(painted, keys))
    still.paint_still(pygame.Surface((1, 1)))
    baked = painted.copy()
    painted.clear()
    still.paint_live(pygame.Surface((1, 1)), lambda: layers(painted, keys))
    live = painted.copy()
    return key, baked, live


def test_layers_are_still_from_the_first_frame() -> None:
    still = StillLayers()
    assert frame(still, ("a", "b", "c")) == (("a", "b", "c"), ["0", "1", "2"], [])
    assert frame(still, ("a", "b", "c")) == (("a", "b", "c"), ["0", "1", "2"], [])


def test_a_layer_changed_once_is_painted_into_the_backdrop_at_once() -> None:
    still = StillLayers()
    frame(still, ("a", "b", "c"))
    frame(still, ("a", "b", "c"))
    assert frame(still, ("a", "B", "c")) == (("a", "B", "c"), ["0", "1", "2"], [])
    assert frame(still, ("a", "B", "c")) == (("a", "B", "c"), ["0", "1", "2"], [])


def test_a_moving_layer_is_painted_live_with_all_above_it_until_it_stops() -> None:
    still = StillLayers()
    frame(still, ("a", "b", "c"))
    frame(still, ("a", "b1", "c"))
    assert frame(still, ("a", "b2", "c")) == (("a",), ["0"], ["1", "2"])
    assert frame(still, ("a", "b3", "c")) == (("a",), ["0"], ["1", "2"])
    assert frame(still, ("a", "b3", "c")) == (("a", "b3", "c"), ["0", "1", "2"], [])


def test_a_layer_without_a_key_is_never_still() -> None:
    still = StillLayers()
    for _ in range(3):
        key, _, live = frame(still, ("a", None, "c"))
    assert key == ("a",) and live == ["1", "2"]


def test_a_view_drawn_without_its_backdrop_paints_everything() -> None:
    still = StillLayers()
    frame(still, ("a", "b"))
    frame(still, ("a", "b"))
    live: list[str] = []
    still.paint_live(pygame.Surface((1, 1)), lambda: layers(live, ("a", "b")))
    assert live == ["0", "1"]


def test_the_board_is_painted_again_only_when_it_changes() -> None:
    still = StillLayers(board=2)
    painted: list[str] = []
    cloth = pygame.Surface((4, 4))

    def backdrop(keys: Sequence[Hashable]) -> list[str]:
        painted.clear()
        surface = cloth.copy()
        still.settle(layers(painted, keys))
        still.paint_still(surface)
        return painted.copy()

    assert backdrop(("oval", "piles", "riders")) == ["0", "1", "2"]
    assert backdrop(("oval", "piles", "riders")) == ["2"]
    assert backdrop(("oval", "piles", "riders moved")) == ["2"]
    assert backdrop(("oval", "piles 2", "riders moved")) == ["0", "1", "2"]
    assert backdrop(("oval", "piles 2", "riders moved")) == ["2"]
