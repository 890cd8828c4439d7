from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pygame_gui.core.drawable_shapes import RoundedRectangleShape

from tabletop.app import App
from tabletop.scenes.widgets.shapes import FILE_NAME, RECORD, pack_shapes, unpack_shapes
from tabletop.sprite_factory.picture_cache import cache_dir
from tests.scenes.driver import Driver


def _first_frame(make_app: type[App]) -> tuple[bytes, App]:
    app = make_app((1280, 720))
    app.run(frames=1)
    return pygame.image.tobytes(app.screen, "RGB"), app


def _shapes_drawn(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    drawn: list[int] = []
    draw = RoundedRectangleShape.clear_and_create_shape_surface

    def counting(*args: object, **kwargs: object) -> pygame.Surface:
        drawn.append(1)
        return draw(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(RoundedRectangleShape, "clear_and_create_shape_surface", counting)
    return drawn


def _kept_file() -> Path:
    (kept,) = cache_dir().glob(f"{FILE_NAME}-*")
    return kept


def test_the_next_launch_draws_no_button_shape_and_shows_the_same_menu(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn = _shapes_drawn(monkeypatch)
    first, _ = _first_frame(make_app)
    assert drawn and _kept_file().name.startswith(f"{FILE_NAME}-1280x720-")
    drawn.clear()
    again, _ = _first_frame(make_app)
    assert drawn == []
    assert again == first


def test_the_file_is_not_written_again_when_it_held_every_shape(make_app: type[App]) -> None:
    _first_frame(make_app)
    written = _kept_file().stat().st_mtime_ns
    _first_frame(make_app)
    assert _kept_file().stat().st_mtime_ns == written


def test_a_damaged_or_cut_file_only_means_drawing_again(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    first, _ = _first_frame(make_app)
    kept = _kept_file()
    data = bytearray(kept.read_bytes())
    data[len(data) // 2] ^= 0xFF
    kept.write_bytes(bytes(data))
    drawn = _shapes_drawn(monkeypatch)
    again, _ = _first_frame(make_app)
    assert drawn and again == first
    kept = _kept_file()  # written afresh
    kept.write_bytes(kept.read_bytes()[:1000])
    assert _first_frame(make_app)[0] == first


def _record(name: str, width: int, height: int, pixels: int | None = None) -> bytes:
    encoded = name.encode()
    size = width * height * 4 if pixels is None else pixels
    return RECORD.pack(len(encoded), width, height) + encoded + bytes(size)


def test_records_out_of_bounds_give_no_shapes() -> None:
    good = _record("rounded_rectangle_4_3_0_x", 4, 3)
    assert list(unpack_shapes(good)) == ["rounded_rectangle_4_3_0_x"]
    for bad in (
        _record("rounded_rectangle_4_3_0_x", 4, 3, pixels=47),  # cut short
        _record("rectangle_65535_65535_0", 65535, 65535, pixels=0),  # huge
        _record("rounded_rectangle_5_3_0_x", 4, 3),  # not the size its name says
        _record("rounded_rectangle_0_3_0_x", 0, 3),
        _record("rectangle_200_200_0", 200, 200),  # more than pygame_gui ever caches
        _record("rectangle_4_3_" + "0" * 600, 4, 3),  # a name no shape has
        good + b"\x01",  # a stray byte after the last record
        good + RECORD.pack(60000, 1, 1),  # a name running past the end
        RECORD.pack(2, 1, 1) + b"\xff\xfe" + bytes(4),  # not UTF-8
        good * 65,  # more than any menu has
    ):
        assert unpack_shapes(bad) == {}


def test_shapes_come_back_as_they_were_packed() -> None:
    picture = pygame.Surface((6, 2), pygame.SRCALPHA)
    picture.fill((10, 20, 30, 40))
    picture.set_at((5, 1), (200, 100, 0, 255))
    (back,) = unpack_shapes(pack_shapes({"rectangle_6_2_0": picture})).values()
    assert [back.get_at((x, y)) for x in range(6) for y in range(2)] == [
        picture.get_at((x, y)) for x in range(6) for y in range(2)
    ]


def _button_states(make_app: type[App]) -> dict[str, bytes]:
    driver = Driver(make_app((1280, 720)))
    driver.frames(10)  # pygame_gui draws a widget's other states a frame at a time
    shape = driver.button("Quit").drawable_shape
    assert shape is not None
    states = shape.states
    return {name: pygame.image.tobytes(state.surface, "RGBA") for name, state in states.items()}


def test_every_state_of_a_button_looks_as_drawn_after_a_restored_launch(make_app: type[App]) -> None:
    drawn = _button_states(make_app)
    assert len(set(drawn.values())) >= 3  # normal, hovered, disabled... differ
    assert _button_states(make_app) == drawn
