"""The words on the viewer's racing and rider cards read at 1280 x 720 and 960 x 600, in both
languages: every word is drawn at CARD_TEXT at least (one over-long word one size less), as large
as the card is shown (the rider cards' header and "strength", drawn large and scaled down with
the card, were 5 pixels)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from tabletop.app import App
from tabletop.games.mcs.view import McsView, art
from tabletop.language import local, set_language
from tests.scenes.driver import Driver
from tests.scenes.play.mcs.positions import anna_and_bob, on_the_table


class Said:
    """Every word a face's font renders, with the font's size."""

    def __init__(self) -> None:
        self.words: list[tuple[str, int]] = []

    def font(self, size: int, **style: Any) -> Any:
        face = pygame.font.Font(None, size)
        face.bold = style.get("bold", False)
        said = self

        class Recording:
            def __getattr__(self, name: str) -> Any:
                return getattr(face, name)

            def render(self, text: str, *args: Any) -> pygame.Surface:
                said.words.append((text, size))
                return face.render(text, *args)

        return Recording()


@pytest.fixture(params=["en", "fr"])
def spoken(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_words_on_the_viewer_s_cards_read(
    make_app: type[App], size: tuple[int, int], spoken: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = Driver(make_app(size, language=spoken))
    driver.frames(1)
    scene = on_the_table(driver, anna_and_bob(3))
    view = scene.view
    assert isinstance(view, McsView) and view.hand and view.rider_cards
    said = Said()
    monkeypatch.setattr(art, "font", said.font)
    smallest: list[tuple[float, str]] = []
    faces: list[tuple[Any, Any]] = [
        (sprite, lambda s, v=value: art._rider(view.parts, v, s))
        for value, sprite in view.rider_cards.items()
    ]
    # Every racing card as the hand shows one, not only those this hand holds.
    shown = next(iter(view.hand.values()))
    faces += [
        (shown, lambda s, n=number, t=tight: art._racing(view.parts, n, s, tight=t))
        for number in view.parts.racing_numbers
        for tight in (False, True)
    ]
    for sprite, draw in faces:
        said.words.clear()
        drawn = sprite.front.get_size()
        draw(drawn)
        scale = sprite.size[0] / drawn[0]
        # Single letters are the lanes', in their discs and squares, and a helmet's letter.
        smallest += [(points * scale, text) for text, points in said.words if len(text) > 1]
    # One size less only for a single word longer than the card is wide ("Dépassement").
    least: dict[str, float] = {}
    for points, text in smallest:
        least[text] = min(points, least.get(text, points))
    assert min(least.values()) >= art.CARD_TEXT - 1, sorted(smallest)[:5]
    assert [text for text, points in least.items() if points < art.CARD_TEXT] in ([], ["Dépassement"])


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_every_rider_card_s_band_has_one_form(
    make_app: type[App], size: tuple[int, int], spoken: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Side by side, "Red R" beside "Blue" (or "R" beside "Bleu") read as two kinds of card: the
    bands all name the colour and the letter, or all the colour, or all the letter."""
    driver = Driver(make_app(size, language=spoken))
    driver.frames(1)
    view = on_the_table(driver, anna_and_bob(3)).view
    assert isinstance(view, McsView) and view.rider_cards
    said = Said()
    monkeypatch.setattr(art, "font", said.font)
    forms = set()
    for value, sprite in view.rider_cards.items():
        said.words.clear()
        art._rider(view.parts, value, sprite.front.get_size())
        colour = view.parts.riders[value].colour
        band = said.words[0][0]
        word, letter = art.rider_word(colour), local(view.parts.helmets[colour].letter)
        forms.add((f"{word} {letter}", word, letter).index(band))
    assert len(forms) == 1, forms
