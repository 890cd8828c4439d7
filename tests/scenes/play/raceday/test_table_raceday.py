"""Race Day played through the real table scene, by posting mouse and key events."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup
from tabletop.files import saves
from tabletop.files.settings import MIN_WINDOW_SIZE
from tabletop.games.raceday import events as ev
from tabletop.games.raceday.actions import ChooseSpeed, Draft, Move, RollForPole
from tabletop.games.raceday.state import DRAFT, MOVE, POLE, SPEED
from tabletop.games.raceday.view import RaceDayView, sprites
from tabletop.language import set_language
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.machinery.text import font
from tabletop.table.pieces.sprite import Highlight
from tests.scenes.driver import Driver
from tests.scenes.tables import at, start_table

PAIR = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "blue"))


def start(
    driver: Driver, seats: tuple[SeatSetup, ...] = PAIR, seed: int = 5, **options: object
) -> TableScene:
    return start_table(driver, "raceday", seats, seed, **options)



def view_of(scene: TableScene) -> RaceDayView:
    assert isinstance(scene.view, RaceDayView)
    return scene.view





def click_choice(driver: Driver, scene: TableScene, title: str) -> None:
    button = next(b for b in view_of(scene).choices if b.title.startswith(title))
    driver.click(at(button.screen_pos))


def lit(scene: TableScene) -> list[str]:
    return [s for s, zone in view_of(scene).zones.items() if zone.highlight is Highlight.LEGAL]


def roll_the_grid(driver: Driver, scene: TableScene) -> None:
    """Both seats click Roll until the grid forms (ties roll again)."""
    for _ in range(20):
        if scene.match.state.phase != POLE:
            return
        click_choice(driver, scene, "Roll for the pole")
        driver.settle(scene.animator)
    raise AssertionError("the grid never formed")


def arrange(scene: TableScene, places: dict[int, str]) -> None:
    """Put cars where a test wants them (the table is shown afresh)."""
    state = scene.match.state
    for seat, space in places.items():
        state.cars[seat].space = space
        state.cars[seat].distance = state.circuit.row_of(space)
    assert state.turn is not None
    state.turn.start = places[state.turn.car]
    scene._refresh(rebuild_log=True)


def test_no_handoff_and_each_seat_rolls_for_the_pole_by_clicking(driver: Driver) -> None:
    scene = start(driver)
    assert driver.top is scene  # no secrets: no hand-off screen, ever
    assert scene.viewer == 0 and "roll for the pole" in scene.banner.message.lower()
    click_choice(driver, scene, "Roll for the pole")
    assert scene.match.steps[0].action == RollForPole() and scene.match.steps[0].revealed
    driver.settle(scene.animator)
    assert driver.top is scene and scene.viewer == 1
    roll_the_grid(driver, scene)
    state = scene.match.state
    assert state.phase == SPEED
    view = view_of(scene)
    for seat, car in enumerate(state.cars):
        assert view.cars[seat].visible and view.cars[seat].pos == view._centre(car.space)
    assert any(isinstance(e, ev.GridFormed) for s in scene.match.steps for e in s.events)
    assert not isinstance(driver.top, HandoffScene)


def cruise_ahead_of_the_other(driver: Driver, scene: TableScene) -> tuple[int, int]:
    """After the grid, the car to move stands just ahead of the other and picks Cruise:
    (the mover, the other)."""
    roll_the_grid(driver, scene)
    state = scene.match.state
    assert state.turn is not None
    mover = state.turn.car
    other = 1 - mover
    arrange(scene, {mover: "r05b", other: "r04b"})
    click_choice(driver, scene, "Cruise")
    return mover, other


def test_roll_then_drag_the_car_to_a_lit_space_then_take_the_draft(driver: Driver) -> None:
    scene = start(driver)
    mover, other = cruise_ahead_of_the_other(driver, scene)
    state = scene.match.state
    assert state.turn is not None
    step = scene.match.steps[-1]
    assert step.action == ChooseSpeed("cruise") and any(isinstance(e, ev.MoveRolled) for e in step.events)
    driver.settle(scene.animator)
    view = view_of(scene)
    assert view.move_die.value == state.turn.roll
    assert state.phase == MOVE
    ends = lit(scene)
    assert ends and all(state.circuit.row_of(s) == 4 + state.turn.reach for s in ends)
    target = ends[-1]
    driver.drag(view.cars[mover].screen_pos, view.zones[target].screen_pos)
    move = scene.match.steps[-1].action
    assert isinstance(move, Move) and move.path[-1] == target
    driver.settle(scene.animator)
    assert view.cars[mover].pos.distance_to(view._centre(target)) < 1
    # Bob sat straight behind: the draft is his to take, both ways shown on the track.
    assert state.phase == DRAFT and scene.viewer == other
    badges = {zone.badge: space for space, zone in view.zones.items() if zone.badge}
    assert badges["A"] == "r05b"
    assert ("B" in badges) == (len(move.path) >= 2)
    driver.drag(view.cars[other].screen_pos, view.zones["r05b"].screen_pos)
    assert scene.match.steps[-1].action == Draft("A")
    driver.settle(scene.animator)
    assert state.cars[other].space == "r05b"
    log = [entry.text for entry in scene.log.entries]
    assert any("drafts" in line and "(A)" in line for line in log)
    assert any(line.startswith("Anna picks Cruise") or line.startswith("Bob picks Cruise") for line in log)


def to_a_draft(driver: Driver, scene: TableScene) -> int:
    """The first car cruises away from right in front of the other: the seat offered the draft."""
    mover, other = cruise_ahead_of_the_other(driver, scene)
    state = scene.match.state
    driver.settle(scene.animator)
    view = view_of(scene)
    driver.drag(view.cars[mover].screen_pos, view.zones[sorted(lit(scene))[0]].screen_pos)
    driver.settle(scene.animator)
    assert state.phase == DRAFT and scene.viewer == other
    return other


def test_while_the_draft_plays_out_the_banner_names_the_drafter_not_the_question(driver: Driver) -> None:
    scene = start(driver)
    drafter = to_a_draft(driver, scene)
    asked = scene.banner.message
    assert "Drag to A" in asked
    view = view_of(scene)
    driver.drag(view.cars[drafter].screen_pos, view.zones["r05b"].screen_pos)
    assert scene.match.steps[-1].action == Draft("A") and scene.animator.busy
    # Answered, the question goes (it once read "Drag to , or pick a card" here); the next
    # waits until the table has shown the draft.
    # It says what the drafter did: a draft in another car's turn is not "Bob has played.".
    name = scene.match.setup.seats[drafter].name
    ahead = scene.match.setup.seats[1 - drafter].name
    assert scene.banner.message == f"{name} drafts {ahead}."
    driver.settle(scene.animator)
    assert scene.banner.message not in (asked, f"{name} drafts {ahead}.")


def test_the_lines_under_the_choices_read_at_14_px_whole_in_the_smallest_window(
    make_app: type[App], monkeypatch: pytest.MonkeyPatch
) -> None:
    driver = Driver(make_app(MIN_WINDOW_SIZE))
    driver.frames(1)
    scene = start(driver)
    drawn: dict[str, tuple[int, pygame.font.Font]] = {}
    real = sprites.fit_font

    def fit_font(text: str, max_width: int, size: int, **options: int) -> pygame.font.Font:
        face = real(text, max_width, size, **options)
        drawn[text] = (max_width, face)
        return face

    monkeypatch.setattr(sprites, "fit_font", fit_font)
    least = font(14).point_size
    for choose in (lambda: roll_the_grid(driver, scene), lambda: to_a_draft(driver, scene)):
        choose()  # the speeds, then the ways to draft
        scene.backdrop.forget()
        scene.draw(driver.app.screen)
        lines = [button.line for button in view_of(scene).choices]
        assert len(lines) == 3
        for line in lines:
            room, face = drawn[line]
            assert face.point_size >= least and face.size(line)[0] <= room, line


def test_click_the_car_along_space_by_space(driver: Driver) -> None:
    scene = start(driver, seed=8)
    roll_the_grid(driver, scene)
    state = scene.match.state
    assert state.turn is not None
    mover = state.turn.car
    arrange(scene, {mover: "r05b", 1 - mover: "r15b"})
    for _ in range(10):
        click_choice(driver, scene, "Stand on It")
        driver.settle(scene.animator)
        if state.phase == MOVE:
            break
    view = view_of(scene)
    reach = state.turn.reach
    assert reach >= 3
    path = []
    for _ in range(reach - 1):
        steps = [s for s, zone in view.zones.items() if zone.step]
        assert steps and not set(steps) & set(lit(scene))
        choice = sorted(steps)[0]
        driver.click(at(view.zones[choice].screen_pos))
        path.append(choice)
        assert scene.match.steps[-1].action == ChooseSpeed("stand_on_it")  # not moved yet
    end = sorted(lit(scene))[0]
    driver.click(at(view.zones[end].screen_pos))
    move = scene.match.steps[-1].action
    assert isinstance(move, Move) and list(move.path) == [*path, end]


def test_a_refused_drop_snaps_back_with_the_reason(driver: Driver) -> None:
    scene = start(driver)
    roll_the_grid(driver, scene)
    state = scene.match.state
    assert state.turn is not None
    mover = state.turn.car
    arrange(scene, {mover: "r05b", 1 - mover: "r15b"})
    click_choice(driver, scene, "Cruise")
    driver.settle(scene.animator)
    view = view_of(scene)
    origin = pygame.Vector2(view.cars[mover].pos)
    behind = "r03a"
    count = len(scene.match.steps)
    driver.drag(view.cars[mover].screen_pos, view.zones[behind].screen_pos)
    driver.settle(scene.animator)
    assert len(scene.match.steps) == count
    assert "lit" in scene.banner.toast_text
    assert view.cars[mover].pos.distance_to(origin) < 1


def test_keyboard_picks_the_speed(driver: Driver) -> None:
    scene = start(driver)
    roll_the_grid(driver, scene)
    count = len(scene.match.steps)
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)
    assert len(scene.match.steps) == count + 1
    assert isinstance(scene.match.steps[-1].action, ChooseSpeed)


def test_right_click_on_a_dashboard_enlarges_it(driver: Driver) -> None:
    scene = start(driver)
    rect = view_of(scene).dash_rects[1]
    driver.click(rect.center, button=3)
    assert scene.inspector.visible and "Driver check" in scene.inspector.caption
    driver.click((5, 5))
    assert not scene.inspector.visible


def test_a_race_against_three_computers_plays_to_the_results(driver: Driver) -> None:
    seats = (
        SeatSetup("Anna", False, "red"),
        SeatSetup("Computer 2", True, "blue"),
        SeatSetup("Computer 3", True, "green"),
        SeatSetup("Computer 4", True, "yellow"),
    )
    scene = start(driver, seats, seed=21, laps=1)
    driver.app.ctx.update_settings(animation_speed="instant")
    for _ in range(4000):
        if driver.top is not scene:
            break
        if scene.match.to_act() == (0,) and not scene.animator.busy:
            legal = scene.rules.legal_actions(scene.match.state, 0)
            scene.propose(legal[0])
        driver.frames(1)
    from tabletop.scenes.play.results import ResultsScene

    assert isinstance(driver.top, ResultsScene)
    assert not saves.has_autosave()


def test_damage_past_the_limit_shows_as_the_limit_on_the_panel_and_the_card(driver: Driver) -> None:
    # A car that went out with more dents dealt than the limit (a blocked path's spare damage,
    # counted in the state since saves from before the ruling hold it) reads 5 of 5 everywhere.
    scene = start(driver)
    roll_the_grid(driver, scene)
    car = scene.match.state.cars[1]
    car.body, car.status, car.space = 7, "out", None
    scene._refresh(rebuild_log=True)
    view = view_of(scene)
    bob = next(r for r in view.seat_rows(scene.match.state, ()) if r.name == "Bob")
    assert "Body 5/5" in " ".join(bob.fields)
    assert view._look(scene.match.state, 1).body == 5


SIX = tuple(
    SeatSetup(name, False, colour)
    for name, colour in zip(("Anna", "Bob", "Cleo", "Dan", "Eve", "Finn"),
                            ("red", "blue", "green", "yellow", "purple", "orange"), strict=True)
)


def covered_numbers(scene: TableScene) -> list[str]:
    """The cars whose number disc shows a colour of a car body (another car lies over it)."""
    screen = pygame.display.get_surface()
    covered = []
    for sprite in view_of(scene).cars.values():
        (x, y), radius = sprite.number_disc()
        inside = [
            screen.get_at((x + dx, y + dy))[:3]
            for dx in range(-radius, radius + 1)
            for dy in range(-radius, radius + 1)
            if dx * dx + dy * dy <= (radius * 0.6) ** 2
        ]
        # The disc is cream with dark figures: a bright colour on it is another car's paint.
        if any(max(rgb) - min(rgb) > 90 for rgb in inside):
            covered.append(sprite.label)
    return covered


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_no_car_covers_another_s_number_in_turn_one_or_on_the_grid(
    make_app: type[App], size: tuple[int, int]
) -> None:
    driver = Driver(make_app(size))
    driver.frames(1)
    scene = start(driver, SIX)
    roll_the_grid(driver, scene)
    driver.frames(2)
    assert covered_numbers(scene) == []
    # The inside of Turn 1, where the spaces are a third of a car long.
    arrange(scene, dict(enumerate(("r03a", "r04a", "r05a", "r06a", "r05b", "r07a"))))
    driver.frames(2)
    assert covered_numbers(scene) == []


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_pole_prompt_names_the_button_there_is(driver: Driver, language: str) -> None:
    set_language(language)
    scene = start(driver)
    driver.frames(2)
    (button,) = view_of(scene).choices
    assert f"“{button.title}”" in scene.banner.message or f"« {button.title} »" in scene.banner.message


def test_a_boxed_in_car_is_warned_on_each_speed_what_its_roll_would_cost(driver: Driver) -> None:
    """Behind a car on the single-file space, every space rolled is Body damage: the cards, their
    hover notes, the keyboard's list and the banner say so before the pick, not the log after it."""
    scene = start(driver)
    roll_the_grid(driver, scene)
    state = scene.match.state
    assert state.turn is not None
    mover = state.turn.car
    arrange(scene, {mover: "r12b", 1 - mover: "r13"})
    state.cars[mover].body = 2
    scene._refresh(rebuild_log=True)
    driver.frames(2)
    view = view_of(scene)
    cards = {button.action: button for button in view.choices}
    stand_on_it = cards[ChooseSpeed("stand_on_it")]
    assert stand_on_it.alarm and stand_on_it.line == "3-8 damage: puts you out"
    assert cards[ChooseSpeed("check_up")].line == "0-4 damage: may put you out"
    over = stand_on_it.screen_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(2)
    note = scene.tooltip.text or ""
    assert "boxed in" in note and "3 to 8 Body damage: that puts your car out of the race" in note
    assert "boxed in" in scene.banner.message
    driver.key(pygame.K_TAB)
    listed = [words for words, _action in scene.picker.items]
    assert any("3-8 damage: puts you out" in words for words in listed), listed


def test_speed_cards_on_an_open_road_warn_of_nothing(driver: Driver) -> None:
    scene = start(driver)
    roll_the_grid(driver, scene)
    assert not any(button.alarm for button in view_of(scene).choices)
    assert "Body damage" not in scene.banner.message
