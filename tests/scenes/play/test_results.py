"""The results screen and its line chart."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from pygame_gui.elements import UILabel

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.engine.seat_names import COMPUTER, default_name
from tabletop.games.registry import game_module, rules_for
from tabletop.games.simulate import play_match
from tabletop.language import set_language
from tabletop.scenes.machinery.layout import MARGIN, ROW_GAP
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.results import ResultsScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.scenes.widgets.line_chart import (
    DASHES,
    LABEL_SIZE,
    LEADER,
    MARKER_RADIUS,
    MARKERS,
    draw_line_chart,
    marker_shape,
    nice_step,
)
from tabletop.sprite_factory.palette import CREAM, INK, INK_SOFT, TOKEN_COLOURS, shade
from tabletop.table.machinery.text import font
from tests.scenes.driver import Driver

SEATS = (
    SeatSetup("Anna", False, "blue"), SeatSetup("Bob", True, "orange"), SeatSetup("Clara", False, "purple")
)


@pytest.fixture(scope="module")
def finished() -> Match:
    return play_match(rules_for("nascard"), Setup(SEATS, {"laps": 1}), 11)


@pytest.fixture
def results(make_app: type[App], finished: Match) -> Driver:
    game_hooks.install()
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, finished))
    driver.frames(20)  # past the fade, so drawn pixels have their true colours
    return driver


def labels(driver: Driver) -> list[str]:
    return [
        str(sprite.text) for sprite in driver.app.ctx.ui.get_sprite_group().sprites()
        if isinstance(sprite, UILabel) and sprite.visible
    ]


def colour_count(surface: pygame.Surface, area: pygame.Rect, colour: tuple[int, int, int]) -> int:
    return sum(
        surface.get_at((x, y))[:3] == colour
        for y in range(area.top, area.bottom, 2)
        for x in range(area.left, area.right, 2)
    )


def test_a_solo_game_is_finished_not_won(make_app: type[App]) -> None:
    game_hooks.install()
    solo = play_match(rules_for("mindcycling"), Setup((SeatSetup("Anna", True, "green"),), {}), 5)
    driver = Driver(make_app((1280, 720)))
    driver.frames(1)
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, solo))
    driver.frames(2)
    scene = driver.top
    assert isinstance(scene, ResultsScene) and len(scene.order) == 1
    assert f"{scene.order[0]} finishes this game of Mind Cycling" in labels(driver)
    assert not any("wins" in label for label in labels(driver))


def test_results_show_the_finishing_order_and_the_winner(results: Driver, finished: Match) -> None:
    scene = results.top
    assert isinstance(scene, ResultsScene)
    order = game_module("nascard").summarise(finished)["order"]
    assert scene.order == order
    assert "Game over" in labels(results)
    assert f"{order[0]} wins this game of Nascard" in labels(results)
    # Every name has its car's colour (rival cars too) from the chart's series.
    assert {name: colour for name, (colour, _) in scene.colours.items()}["Anna"] == TOKEN_COLOURS["blue"]
    assert set(scene.colours) == set(order)


def test_the_chart_draws_every_series_in_its_colour(results: Driver) -> None:
    scene = results.top
    assert isinstance(scene, ResultsScene)
    surface = pygame.Surface(results.app.ctx.size)
    results.app.draw(surface)
    chart = scene.chart_rect()
    for name in ("blue", "orange", "purple"):
        assert colour_count(surface, chart, TOKEN_COLOURS[name]) > 20, name


def test_the_winner_row_is_highlighted(results: Driver) -> None:
    scene = results.top
    assert isinstance(scene, ResultsScene)
    surface = pygame.Surface(results.app.ctx.size)
    results.app.draw(surface)
    first, second = scene.row_rects()[:2]
    assert colour_count(surface, first, (232, 184, 64)) > colour_count(surface, second, (232, 184, 64)) + 50


def test_play_again_deals_the_same_setup_with_a_new_seed(results: Driver, finished: Match) -> None:
    results.click_button("Play again")
    scenes = results.app.ctx.stack.scenes
    assert isinstance(scenes[0], MainMenu)
    table = scenes[1]
    assert isinstance(table, TableScene)
    assert table.match.setup == finished.setup
    assert table.match.seed != finished.seed
    # Two humans: the new deal waits behind the hand-off to the first human to act.
    for _ in range(300):
        if isinstance(results.top, HandoffScene):
            break
        assert table.viewer is None
        results.frames(1)
    assert isinstance(results.top, HandoffScene) and table.viewer is None


def test_back_to_menu_and_esc_return_to_the_menu(results: Driver, finished: Match) -> None:
    results.click_button("Back to menu")
    assert isinstance(results.top, MainMenu)
    results.app.ctx.stack.push(ResultsScene(results.app.ctx, finished))
    results.frames(1)
    results.key(pygame.K_ESCAPE)
    assert isinstance(results.top, MainMenu)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_results_fit_the_window(make_app: type[App], finished: Match, size: tuple[int, int]) -> None:
    driver = Driver(make_app(size))
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, finished))
    driver.frames(1)
    scene = driver.top
    assert isinstance(scene, ResultsScene)
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(button.rect) for button in driver.buttons())
    assert window.contains(scene.order_rect().union(scene.chart_rect()))
    assert not scene.order_rect().colliderect(scene.chart_rect())
    assert all(scene.order_rect().contains(row) for row in scene.row_rects())


# --- the chart on its own ---------------------------------------------------------------


def chart(*values: list[float], finish: float | None = 30) -> dict[str, object]:
    names = ("red", "blue", "green", "yellow", "purple", "orange")
    return {
        "title": "Progress",
        "finish": finish,
        "series": [{"name": f"Car {i}", "colour": names[i], "values": v} for i, v in enumerate(values)],
    }


def draw(data: dict[str, object], *, patterns: bool = False) -> pygame.Surface:
    surface = pygame.Surface((700, 400))
    surface.fill(CREAM)
    draw_line_chart(surface, surface.get_rect().inflate(-20, -20), data, patterns=patterns)
    return surface


def test_colour_blind_charts_give_each_line_its_own_dashes_and_marker() -> None:
    assert len({marker_shape(i, True) for i in range(6)}) == len(MARKERS) == 6
    assert len(set(DASHES)) == len(DASHES) >= 6
    assert {marker_shape(i, False) for i in range(6)} == {"circle"}
    data = chart([2, 5, 9, 14, 20], [1, 4, 8, 15, 22], [3, 6, 7, 12, 18])
    plain, marked = draw(data), draw(data, patterns=True)
    blue = TOKEN_COLOURS["blue"]
    area = plain.get_rect()
    # Blue runs dashed with squares instead of solid: its pixel count changes.
    assert colour_count(plain, area, blue) != colour_count(marked, area, blue)
    assert colour_count(marked, area, blue) > 20


@pytest.mark.parametrize(
    "data",
    [
        chart([], []),
        chart([0, 0, 0]),
        chart([7]),
        chart([1, 2], finish=None),
        chart(*[[float(r * (i + 1)) for r in range(60)] for i in range(6)], finish=None),
        {"title": "Nothing", "series": []},
        {"title": "Any colour", "series": [{"name": "Teal", "colour": "teal", "values": [1, 2]}]},
        {"title": "Unknown colour", "series": [{"name": "Odd", "colour": "no such", "values": [1, 2]}]},
    ],
)
def test_the_chart_copes_with_odd_data(data: dict[str, object]) -> None:
    for patterns in (False, True):
        draw(data, patterns=patterns)


def test_nice_steps_are_round_numbers() -> None:
    assert nice_step(32, 5) == 10
    assert nice_step(9, 5) == 2
    assert nice_step(0.3, 3) == 0.1
    assert nice_step(60, 12) == 5


def test_results_honour_the_colour_blind_setting(results: Driver) -> None:
    ctx = results.app.ctx
    scene = results.top
    assert isinstance(scene, ResultsScene)
    plain = pygame.Surface(ctx.size)
    results.app.draw(plain)
    ctx.settings = replace(ctx.settings, colour_blind=True)
    marked = pygame.Surface(ctx.size)
    results.app.draw(marked)
    area = scene.chart_rect()
    blue = TOKEN_COLOURS["blue"]
    assert colour_count(plain, area, blue) != colour_count(marked, area, blue)


# --- every game's results screen: a lap chart of whole places, the chart filling the screen ---------


EVERY_GAME = {
    "raceday": (SeatSetup("Anna", True, "red"), SeatSetup("Bob", True, "blue")),
    "motox": tuple(SeatSetup(n, True, c) for n, c in (("Anna", "red"), ("Bob", "blue"), ("Cleo", "green"))),
    "mindcycling": (SeatSetup("Anna", True, "red"), SeatSetup("Bob", True, "blue")),
    "mcs": (SeatSetup("Anna", True, "red"), SeatSetup("Bob", True, "yellow")),
    "nascard": SEATS,
}
PLACE_CHARTS = ("raceday", "motox", "mindcycling")


@pytest.fixture(scope="module")
def every_game() -> dict[str, Match]:
    options = {"nascard": {"laps": 1}}
    return {
        game: play_match(rules_for(game), Setup(seats, options.get(game, {})), 3)
        for game, seats in EVERY_GAME.items()
    }


def results_of(driver: Driver, match: Match) -> ResultsScene:
    driver.app.ctx.stack.push(ResultsScene(driver.app.ctx, match))
    driver.frames(1)
    scene = driver.top
    assert isinstance(scene, ResultsScene)
    return scene


@pytest.mark.parametrize("game", PLACE_CHARTS)
def test_place_charts_show_whole_places_with_1st_at_the_top(
    make_app: type[App], every_game: dict[str, Match], game: str
) -> None:
    scene = results_of(Driver(make_app((1280, 720))), every_game[game])
    assert scene.chart is not None
    plot = draw_line_chart(pygame.Surface(scene.ctx.size), scene.chart_area(), scene.chart)
    assert plot is not None and plot.places
    places = [value for value, _ in plot.ticks]
    count = len(scene.chart["series"]) if game != "mindcycling" else len(every_game[game].state.riders)
    # Two cars: 1st and 2nd, never 0, 0.5 or 1.5.
    assert places == list(range(1, count + 1))
    assert [label for _, label in plot.ticks][:3] == ["1st", "2nd", "3rd"][:count]
    heights = [plot.point(0, place)[1] for place in places]
    assert heights == sorted(heights) and len(set(heights)) == len(heights)
    assert plot.rect.top < heights[0] and heights[-1] < plot.rect.bottom


def test_the_lap_chart_draws_the_leader_above_the_others() -> None:
    data = {
        "title": "Lap chart", "places": 3,
        "series": [
            {"name": "Third", "colour": "blue", "values": [3, 3, 3, 3]},
            {"name": "Leader", "colour": "red", "values": [1, 1, 1, 1]},
            {"name": "Second", "colour": "green", "values": [2, 2, 2, 2]},
        ],
    }
    for patterns in (False, True):
        surface = draw(data, patterns=patterns)
        rows = {}
        for name in ("red", "green", "blue"):
            ys = [
                y for y in range(surface.get_height()) for x in range(150, 450, 10)
                if surface.get_at((x, y))[:3] == TOKEN_COLOURS[name]
            ]
            assert ys, name
            rows[name] = sum(ys) / len(ys)
        assert rows["red"] < rows["green"] < rows["blue"]


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_every_results_screen_gives_the_chart_the_room_left(
    make_app: type[App], every_game: dict[str, Match], size: tuple[int, int]
) -> None:
    driver = Driver(make_app(size))
    for game, match in every_game.items():
        scene = results_of(driver, match)
        cards, panel = scene.row_rects(), scene.chart_rect()
        buttons = min(button.rect.top for button in driver.buttons())
        # The order is one band of cards; the chart's panel takes everything under it,
        # the full width, down to the buttons.
        assert len(cards) == len(scene.order)
        assert panel.width == size[0] - 2 * MARGIN, game
        assert panel.top - max(card.bottom for card in cards) <= ROW_GAP, game
        assert buttons - panel.bottom <= ROW_GAP, game
        assert not any(card.colliderect(panel) for card in cards), game
        # The lines fill the panel: names and axes take the margins, not a third of it.
        assert scene.chart is not None
        plot = draw_line_chart(pygame.Surface(size), scene.chart_area(), scene.chart)
        assert plot is not None
        assert plot.rect.width >= 0.75 * panel.width, game
        assert plot.rect.height >= 0.5 * panel.height, game
        driver.app.ctx.stack.pop()
        driver.frames(1)


def test_lines_that_share_a_place_all_stay_in_sight() -> None:
    # Red and green tie for 1st all race: drawn one on the other, only the later would show.
    data = {
        "title": "Lap chart", "places": 3,
        "series": [
            {"name": "Anna", "colour": "red", "values": [1, 1, 1, 1]},
            {"name": "Cleo", "colour": "green", "values": [1, 1, 1, 1]},
            {"name": "Bob", "colour": "blue", "values": [3, 3, 3, 3]},
        ],
    }
    for patterns in (False, True):
        surface = draw(data, patterns=patterns)
        middle = pygame.Rect(200, 0, 200, surface.get_height())
        for name in ("red", "green", "blue"):
            assert colour_count(surface, middle, TOKEN_COLOURS[name]) > 20, name


def test_a_stopped_line_is_named_where_no_line_runs() -> None:
    # Bob stops in 2nd after round 10; Anna climbs into 2nd at round 11 and runs on there,
    # right through the spot beside Bob's end: his name must not break her line.
    data = {
        "title": "Lap chart", "places": 3, "stopped": "out",
        "series": [
            {"name": "Cleo", "colour": "green", "values": [1] * 26},
            {"name": "Anna", "colour": "red", "values": [3] * 10 + [2] * 16},
            {"name": "Bob", "colour": "blue", "values": [2] * 10},
        ],
    }
    surface = pygame.Surface((700, 400))
    surface.fill(CREAM)
    plot = draw_line_chart(surface, surface.get_rect().inflate(-20, -20), data)
    assert plot is not None
    # (The end marker covers the last few pixels of her line.)
    start, end = plot.point(9, 2)[0] + 2, plot.point(25, 2)[0] - 8
    red = TOKEN_COLOURS["red"]
    broken = [
        x for x in range(start, end)
        if not any(surface.get_at((x, y))[:3] == red for y in range(surface.get_height()))
    ]
    assert broken == []



def test_a_name_s_leader_is_thin_and_dotted_not_a_line_of_data() -> None:
    # Three lines end within a place of each other: Car 0's name is pushed well below its end,
    # and the leader down to it must not read as the line dropping.
    data = chart([5, 9, 14, 25], [6, 10, 15, 25.5], [4, 8, 16, 26], finish=None)
    surface = pygame.Surface((700, 400))
    surface.fill(CREAM)
    plot = draw_line_chart(surface, surface.get_rect().inflate(-20, -20), data)
    assert plot is not None
    gutter = pygame.Rect(plot.rect.right + MARKER_RADIUS + 3, plot.rect.top, LEADER - MARKER_RADIUS - 8,
                         plot.rect.height)
    for name in ("red", "blue", "green"):
        colour = TOKEN_COLOURS[name]
        pixels = [(x, y) for y in range(gutter.top, gutter.bottom) for x in range(gutter.left, gutter.right)
                  if surface.get_at((x, y))[:3] == colour]
        assert pixels, name  # the leader is there
        # A line of data is 3 px wide with a dark edge; a leader 1 px, edgeless and dotted: at
        # most one pixel a row and a column it crosses.
        rows = max(y for _x, y in pixels) - min(y for _x, y in pixels) + 1
        assert len(pixels) <= rows + gutter.width, name
        edge = shade(colour, 0.55)
        assert not any(surface.get_at((x, y))[:3] == edge
                       for y in range(gutter.top, gutter.bottom) for x in range(gutter.left, gutter.right))


def has_whole_marker(surface: pygame.Surface, colour: tuple[int, int, int], near: pygame.Rect) -> bool:
    """Whether a 5x5 patch of pure `colour` (a marker's inside: a line is 3 px wide) lies in `near`."""
    patch = [(dx, dy) for dx in range(-2, 3) for dy in range(-2, 3)]

    def solid(cx: int, cy: int) -> bool:
        return all(surface.get_at((cx + dx, cy + dy))[:3] == colour for dx, dy in patch)

    return any(solid(x, y) for y in range(near.top, near.bottom) for x in range(near.left, near.right))


@pytest.mark.parametrize("patterns", [False, True])
def test_markers_that_coincide_both_show(patterns: bool) -> None:
    # Red and blue end a fraction apart: drawn at their points, blue's marker covered red's.
    data = chart([10, 20, 25], [12, 18, 25.3], [2, 6, 9], finish=None)
    surface = pygame.Surface((700, 400))
    surface.fill(CREAM)
    plot = draw_line_chart(surface, surface.get_rect().inflate(-20, -20), data, patterns=patterns)
    assert plot is not None
    end = plot.point(2, 25)
    near = pygame.Rect(end[0] - 5 * MARKER_RADIUS, end[1] - 2 * MARKER_RADIUS, 6 * MARKER_RADIUS,
                       4 * MARKER_RADIUS)
    for name in ("red", "blue"):
        assert has_whole_marker(surface, TOKEN_COLOURS[name], near), name


def test_no_marker_covers_a_place_on_the_axis() -> None:
    # Every car starts in its own place: round 1's markers sit on the value axis, beside "1st".
    data = {"title": "Lap chart", "places": 4, "series": [
        {"name": n, "colour": c, "values": [i + 1, 4 - i, 4 - i]}
        for i, (n, c) in enumerate((("A", "red"), ("B", "blue"), ("C", "green"), ("D", "yellow")))]}
    surface = pygame.Surface((700, 400))
    surface.fill(CREAM)
    plot = draw_line_chart(surface, surface.get_rect().inflate(-20, -20), data, patterns=True)
    assert plot is not None
    drawn = {*(TOKEN_COLOURS[c] for c in ("red", "blue", "green", "yellow")), INK}
    half = font(LABEL_SIZE).get_linesize() // 2
    for value, label in plot.ticks:
        y = plot.point(0, value)[1]
        rows = range(y - half, y + half)
        seen = [(x, surface.get_at((x, row))[:3]) for x in range(plot.rect.left + 1) for row in rows]
        words = [x for x, colour in seen if colour == INK_SOFT and x < plot.rect.left - 2]
        marker = [x for x, colour in seen if colour in drawn]
        assert words and marker, label
        # Clear of each other by a few pixels: they touched, and the marker's edge ate the word's end.
        assert min(marker) - max(words) >= 4, label


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_car_out_of_the_race_is_said_out_on_its_card(make_app: type[App], language: str) -> None:
    """Its place stays (the race ranks it by distance), with a line under its name saying it went
    out, as the chart's line ends with "out"."""
    game_hooks.install()
    seats = tuple(SeatSetup(f"Computer {n}", True, "") for n in range(1, 7))
    raced = play_match(rules_for("raceday"), Setup(seats, {"laps": 1}), 9)
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    set_language(language)
    scene = ResultsScene(driver.app.ctx, raced)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    (out,) = [car.name for car in raced.state.cars if car.status == "out"]
    assert scene.details == {out: "out of the race" if language == "en" else "hors course"}
    assert all(rect.height == scene.row_rects()[0].height for rect in scene.row_rects())


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_mcs_match_shows_each_side_s_score_under_its_name(
    make_app: type[App], every_game: dict[str, Match], language: str
) -> None:
    """The match is won on points: the cards said who won but not by how much (only the chart's
    ends did, roughly)."""
    match = every_game["mcs"]
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    set_language(language)
    scene = results_of(driver, match)
    points = {match.setup.seats[seat].name: player.points for seat, player in enumerate(match.state.players)}
    assert scene.details == {name: f"{total} points" for name, total in points.items()}  # same in French
    assert all(rect.height == scene.row_rects()[0].height for rect in scene.row_rects())


@pytest.mark.parametrize(("language", "hard", "easy"), [("en", "hard", "computer · easy"),
                                                         ("fr", "difficile", "ordinateur · facile")])
def test_a_computer_s_card_says_its_level(make_app: type[App], language: str, hard: str, easy: str) -> None:
    """Which of the computers was the Hard one: their default names ("Computer 2") do not say,
    the seat rows at the table did."""
    game_hooks.install()
    seats = (SeatSetup("Anna", False, "red"), SeatSetup(default_name(COMPUTER, 2), True, "blue", "hard"),
             SeatSetup("Hal", True, "green", "easy"))
    riders = (seats[0], replace(seats[1], colour="yellow"))  # hosts against visitors
    raced = play_match(rules_for("mcs"), Setup(riders, {"length": "short"}), 3)
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    set_language(language)
    scene = ResultsScene(driver.app.ctx, raced)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    computer = "Ordinateur 2" if language == "fr" else "Computer 2"
    assert scene.card_detail(computer).endswith(f" · {hard}") and "points" in scene.card_detail(computer)
    assert " · " not in scene.card_detail("Anna")
    raced = play_match(rules_for("raceday"), Setup(seats, {"laps": 1}), 5)
    scene = ResultsScene(driver.app.ctx, raced)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    assert scene.card_detail(computer).endswith(hard) and scene.card_detail("Hal").endswith(easy)
    assert scene.card_detail("Anna") in ("", "out of the race", "hors course")
    assert all(rect.height == scene.row_rects()[0].height for rect in scene.row_rects())
