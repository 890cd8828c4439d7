"""The racing cards on the track (a bend's chain, a charge, the discard pile's top) are drawn at
the size the camera shows them, so their words are never below CARD_TEXT (one over-long word one
size less) at 1280 x 720 and 960 x 600, in both languages; a card too small for its name shows
its lanes and its wheel. A wheel zoom draws them again at their new size."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.match import Match
from tabletop.games.mcs.view import McsView, art
from tabletop.language import _, local, set_language
from tests.scenes.driver import Driver
from tests.scenes.play.mcs.positions import anna_and_bob, on_the_table, played_until
from tests.scenes.play.mcs.test_mcs_card_words import Said


def a_bend_chain(match: Match) -> bool:
    bend = match.state.bend
    mine = match.to_act() == (0,) and match.state.phase == "bend"
    return mine and bend is not None and len(bend.chain) >= 3


def anna_s_charge_down(match: Match) -> bool:
    """Anna's charge card lies on the track, the discard pile has a top."""
    att = match.state.attempt
    return att is not None and (att.charge or 0) > 0 and match.state.riders[att.charger].seat == 0


@pytest.fixture(params=["en", "fr"])
def spoken(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def track_cards(view: McsView) -> list[tuple[int, pygame.Surface, tuple[int, int]]]:
    """Each racing card face up on the track: its number, its face and the size it is shown at."""
    zoom = view.camera.zoom
    cards: list[tuple[int, pygame.Surface, tuple[int, int]]] = [
        (sprite.payload[1], sprite.front, (round(sprite.size[0] * zoom), round(sprite.size[1] * zoom)))
        for sprite in view.table_cards
        if isinstance(sprite.payload, tuple) and sprite.payload[0] == "table"
    ]
    state = view.state
    if view.discard.top is not None and state is not None:
        size = view.discard.size
        cards.append((state.discard[-1], view.discard.top, (round(size[0] * zoom), round(size[1] * zoom))))
    return cards


def words_drawn(
    view: McsView, number: int, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> list[tuple[str, int]]:
    """The words (longer than a lane's letter) the card's face draws at `size`, with their sizes."""
    said = Said()
    with monkeypatch.context() as patch:
        patch.setattr(art, "font", said.font)
        art._racing(view.parts, number, size)
    return [(text, points) for text, points in said.words if len(text) > 1]


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
@pytest.mark.parametrize("position", [a_bend_chain, anna_s_charge_down])
def test_the_cards_on_the_track_are_drawn_at_their_size_with_words_that_read(
    make_app: type[App], size: tuple[int, int], spoken: str, position: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = Driver(make_app(size, language=spoken))
    driver.frames(1)
    match = played_until(anna_and_bob(0, mode="match"), position, 2, position.__name__)
    scene = on_the_table(driver, match)
    view = scene.view
    assert isinstance(view, McsView)
    cards = track_cards(view)
    assert cards
    named = 0
    for number, face, shown in cards:
        # Drawn at the size shown (no more shrunk from a large face, its words with it).
        assert abs(face.get_width() - shown[0]) <= 1 and abs(face.get_height() - shown[1]) <= 1
        words = words_drawn(view, number, face.get_size(), monkeypatch)
        assert all(points >= art.CARD_TEXT - 1 for _text, points in words), words
        assert [text for text, points in words if points < art.CARD_TEXT] in ([], ["Dépassement"])
        name = local(view.parts.effects[view.parts.cards[number].effect].name)
        # The name in whole words, never a word broken over two lines ("Tail-ende", "r").
        said = [text for text, _points in words if text not in (_("charge"), _("hold"))]
        assert all(part in name.split(" ") for text in said for part in text.split(" ")), said
        named += any(text in name for text, _points in words)
        if shown[0] >= art.WORDS_WIDTH + 4 and " " in name:
            assert words, f"a card {shown[0]} pixels wide carries its name"
    if position is a_bend_chain and size == (1280, 720):
        assert named == len(cards), "the bend's cards name their effect at 1280 x 720"

    # The wheel zooms in: the cards are drawn again at their new size.
    zoom = view.camera.zoom
    view.camera.pointer = view.camera.viewport.center
    driver.wheel(2)
    driver.frames(2)
    assert view.camera.zoom > zoom
    for _number, face, shown in track_cards(view):
        assert abs(face.get_width() - shown[0]) <= 1


def lane_letters(
    view: McsView, number: int, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> list[int]:
    """The sizes of the lane letters (charge or hold) the card's face draws at `size`."""
    said = Said()
    with monkeypatch.context() as patch:
        patch.setattr(art, "font", said.font)
        art._racing(view.parts, number, size)
    card = view.parts.cards[number]
    return [points for text, points in said.words if text in card.charge | card.hold]


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
@pytest.mark.parametrize("position", [a_bend_chain, anna_s_charge_down])
def test_the_lane_letters_on_the_track_and_in_hand_read(
    make_app: type[App], size: tuple[int, int], position: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bend's cards at 960 x 600 drew their lane letters 5 pixels high: at CARD_TEXT at least,
    as the hand's are (a charge's smaller cards in two rows of two lanes)."""
    driver = Driver(make_app(size))
    driver.frames(1)
    scene = on_the_table(driver, played_until(anna_and_bob(0, mode="match"), position, 2, position.__name__))
    view = scene.view
    assert isinstance(view, McsView)
    faces = [(number, face.get_size()) for number, face, _shown in track_cards(view)]
    faces += [(card.payload[1], card.front.get_size()) for card in view.fan.cards]
    assert len(faces) > 3
    for number, face_size in faces:
        letters = lane_letters(view, number, face_size, monkeypatch)
        assert letters and min(letters) >= art.CARD_TEXT, (number, face_size, letters)
