"""Mind Cycling played through the real table scene, by posting mouse and key events."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup
from tabletop.games.mindcycling.actions import ATTACK, DRAFT, MOVE, Ride, Swap
from tabletop.games.mindcycling.records import Score, best, records_path
from tabletop.games.mindcycling.rules import MindCyclingRules
from tabletop.games.mindcycling.track_layout import FINISH, START
from tabletop.games.mindcycling.view.board import board_medals, board_plate, board_words
from tabletop.games.mindcycling.view.layout import MIN_TOKEN
from tabletop.games.mindcycling.view.prepared import Picture
from tabletop.games.mindcycling.view.table_view import MindCyclingView
from tabletop.games.simulate import make_bot
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.results import ResultsScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.pieces.sprite import Highlight
from tests.scenes.driver import Driver
from tests.scenes.tables import start_table


def start(driver: Driver, seats: tuple[SeatSetup, ...], seed: int = 3) -> TableScene:
    return start_table(driver, "mindcycling", seats, seed)


def view_of(scene: TableScene) -> MindCyclingView:
    assert isinstance(scene.view, MindCyclingView)
    return scene.view


def lit(scene: TableScene) -> list[str]:
    return [s for s, zone in view_of(scene).zones.items() if zone.highlight is Highlight.LEGAL]


def rules_of(scene: TableScene) -> MindCyclingRules:
    rules = scene.match.rules
    assert isinstance(rules, MindCyclingRules)
    return rules


def rest(scene: TableScene) -> None:
    """Show the table afresh after a test has moved riders by hand."""
    rules = scene.match.rules
    assert isinstance(rules, MindCyclingRules)
    rules._begin_turn(scene.match.state)
    scene._refresh(rebuild_log=True)
    scene.animator.finish_all()  # the camera glides to the rider to move: there at once


def place(scene: TableScene, spaces: dict[int, str]) -> None:
    """Move the riders `spaces` names there and the others to the back of the grid, then show the
    table afresh as at the start of a turn."""
    state = scene.match.state
    for rider in state.riders:
        rider.space = spaces.get(rider.id, state.course.starts[-1 - rider.id])
    rest(scene)


def test_drag_a_rider_to_a_lit_space_and_a_refused_drop_snaps_back(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Anna", False, "green"), SeatSetup("Bob", False, "blue")))
    assert driver.top is scene and not isinstance(driver.top, HandoffScene)
    state = scene.match.state
    rider = state.active()
    assert rider is not None and scene.viewer == rider.team
    view = view_of(scene)
    ends = lit(scene)
    assert ends and all(state.course.row(s) > state.course.row(rider.space) for s in ends)
    count = len(scene.match.steps)
    origin = pygame.Vector2(view.riders[rider.id].pos)
    behind = state.course.starts[-1]
    driver.drag(view.riders[rider.id].screen_pos, view.zones[behind].screen_pos)
    driver.settle(scene.animator)
    assert len(scene.match.steps) == count
    assert "lit space" in scene.banner.toast_text
    assert view.riders[rider.id].pos.distance_to(origin) < 1
    target = max(ends, key=state.course.row)
    driver.drag(view.riders[rider.id].screen_pos, view.zones[target].screen_pos)
    action = scene.match.steps[-1].action
    assert isinstance(action, Ride) and action.kind == MOVE and action.path[-1] == target
    driver.settle(scene.animator)
    assert view.riders[rider.id].pos.distance_to(view._geometry().centres[target]) < 1


def test_attack_button_lights_the_longer_reach_and_draft_button_follows(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Anna", False, "green"),))
    # Domestic 1 leads alone on the flat; domestic 2 sits straight behind it.
    place(scene, {1: "10.1", 2: "9.1"})
    state = scene.match.state
    view = view_of(scene)
    assert state.active().id == 1
    normal = max(state.course.row(s) for s in lit(scene))
    attack = next(b for b in view.buttons if b.title == "Attack")
    driver.click_at(attack.screen_pos)
    assert view.attack_mode and max(state.course.row(s) for s in lit(scene)) == normal + 3
    far = max(lit(scene), key=state.course.row)
    driver.click_at(view.zones[far].screen_pos)
    action = scene.match.steps[-1].action
    assert isinstance(action, Ride) and action.kind == ATTACK
    driver.settle(scene.animator)
    assert not state.riders[1].bottle and not view.riders[1].bottle
    # The attack stops the next rider drafting: no Draft button.
    assert state.active().id == 2
    assert not any(b.title == "Draft" for b in view.buttons)
    assert not any(zone.badge == "Dr" for zone in view.zones.values())


def test_draft_from_its_button_and_its_lettered_space(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Anna", False, "green"),))
    place(scene, {1: "10.1", 4: "9.1"})
    state = scene.match.state
    view = view_of(scene)
    driver.click_at(view.zones[max(lit(scene), key=state.course.row)].screen_pos)
    driver.settle(scene.animator)
    assert state.active().id == 4
    badged = [s for s, zone in view.zones.items() if zone.badge == "Dr"]
    assert badged == [state.course.straight_behind(state.riders[1].space)]
    button = next(b for b in view.buttons if b.title == "Draft")
    driver.click_at(button.screen_pos)
    action = scene.match.steps[-1].action
    assert isinstance(action, Ride) and action.kind == DRAFT and action.path[-1] == badged[0]


def test_a_whole_stage_against_a_computer_team_ends_in_results(driver: Driver) -> None:
    seats = (SeatSetup("Anna", False, "green"), SeatSetup("Cpu", True, "blue"))
    driver.app.ctx.update_settings(animation_speed="instant")
    scene = start(driver, seats)
    state = scene.match.state
    view = view_of(scene)
    for _ in range(3000):
        if isinstance(driver.top, ResultsScene):
            break
        if scene.match.to_act() == (0,) and not scene.animator.busy:
            ends = lit(scene)
            assert ends, "the human always has a lit space or a button"
            target = FINISH if FINISH in ends else max(ends, key=state.course.row)
            driver.click_at(view.zones[target].screen_pos)
        driver.frames(4)
    assert isinstance(driver.top, ResultsScene)
    assert state.over and len(state.medals) == 4
    assert all(rider.finished for rider in state.riders)
    # The status bar and the results word the winning team alike: a country takes a singular verb.
    banner, _colour = view.banner(state, None, ())
    winner = driver.top.winner
    assert banner == f"{winner} wins the stage on medals!"
    assert driver.top._headline() == f"{winner} wins this game of Mind Cycling"
    driver.app.ctx.update_settings(language="fr")
    banner, _colour = view.banner(state, None, ())
    assert banner.endswith(" remporte l'étape aux médailles !")


def test_a_solo_stage_keeps_its_best_score(driver: Driver, user_dir: Path) -> None:
    driver.app.ctx.update_settings(animation_speed="instant")
    scene = start(driver, (SeatSetup("Anna", False, "green"),))
    state = scene.match.state
    view = view_of(scene)
    assert view.best is None
    records_path().write_text("{{ not: yaml", encoding="utf-8")  # a damaged file is no obstacle
    for _ in range(3000):
        if state.over:
            break
        if not scene.animator.busy and scene.match.to_act():
            ends = lit(scene)
            target = FINISH if FINISH in ends else max(ends, key=state.course.row)
            driver.click_at(view.zones[target].screen_pos)
        driver.frames(2)
    driver.settle(scene.animator)
    turns, spaces = scene.match.rules.solo_score(state)  # type: ignore[attr-defined]
    assert best(state.course.track.name) == Score(turns, spaces)
    assert view.new_record and "New best" in scene.banner.toast_text


def test_solo_line_up_by_dropping_a_rider_on_another(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Anna", False, "green"),))
    state = scene.match.state
    view = view_of(scene)
    climber = state.riders[4]
    front = state.riders[state.order[0]]
    assert climber.id != front.id
    driver.drag(view.riders[climber.id].screen_pos, view.zones[front.space].screen_pos)
    assert scene.match.steps[-1].action == Swap(min(climber.id, front.id), max(climber.id, front.id))
    driver.settle(scene.animator)
    assert state.active().id == climber.id


def test_a_refused_drop_or_click_says_why_and_the_lit_places_stay_lit(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "white")))
    state = scene.match.state
    view = view_of(scene)
    rider = state.active()
    assert rider is not None
    ends = lit(scene)
    behind = state.course.straight_behind(rider.space)
    assert behind is not None
    most = rules_of(scene).reach(state)
    too_far = state.course.graph.rows[state.course.row(rider.space) + most + 2][0]
    for space, why in ((behind, "only ride forward"), (too_far, f"at most {most} spaces")):
        driver.drag(view.riders[rider.id].screen_pos, view.zones[space].screen_pos)
        assert why in scene.banner.toast_text
        driver.settle(scene.animator)
        assert sorted(lit(scene)) == sorted(ends)
        assert "drag it to a lit space" in scene.banner.message
    driver.click_at(view.zones[too_far].screen_pos)  # a click on a space that is not lit
    assert "at most" in scene.banner.toast_text and sorted(lit(scene)) == sorted(ends)
    other = state.rider_at(behind)
    assert other is not None
    driver.click_at(view.riders[other.id].screen_pos)  # a click on a rider that is not to move
    assert f"Only {rider.name} rides now" in scene.banner.toast_text
    scene.banner.toast_text = ""
    driver.drag(view.riders[rider.id].screen_pos, pygame.Vector2(view.board.center))  # off the course
    assert "lit space" in scene.banner.toast_text
    driver.settle(scene.animator)
    assert sorted(lit(scene)) == sorted(ends) and len(scene.match.steps) == 0


def test_the_banner_and_the_attack_button_say_the_reach_the_rules_ride_by(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Anna", False, "red"),))
    place(scene, {1: "10.1"})
    state = scene.match.state
    view = view_of(scene)
    rules = rules_of(scene)
    normal, longer = rules.reach(state), rules.reach(state, attack=True)
    assert f"up to {normal} " in scene.banner.message
    attack = next(b for b in view.buttons if b.title == "Attack")
    assert f"up to {longer} spaces" in attack.line
    driver.click_at(attack.screen_pos)
    driver.frames(1)
    assert f"attack up to {longer} " in scene.banner.message
    assert max(state.course.row(s) for s in lit(scene)) - state.course.row("10.1") == longer


def test_the_banner_names_another_teams_rider_and_player_once_each(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "blue")))
    state = scene.match.state
    view = view_of(scene)
    active = state.active()
    assert active is not None
    other = 1 - active.team
    words, _colour = view.banner(state, other, scene.match.to_act())
    team = state.teams[active.team]
    assert words.startswith(f"{team.player}: ") and words.endswith(" is riding…")
    assert words.count("(") <= 1  # the rider's country, not the player's name in brackets too


def test_solo_panels_count_the_same_riders_across(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Anna", False, "red"),))
    goal = rules_of(scene).finish_goal(scene.match.state, 0)
    assert goal == 4
    assert f"0 of {goal} across" in scene.seats.rows[0].fields[0]
    words = board_words(scene.match.state, rules_of(scene).parts, None, False, goal)
    assert f"0 of {goal} riders across" in words[0][0]


def test_solo_log_starts_right_under_the_one_seat_row(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Anna", False, "red"),))
    [(row_box, _)] = scene.seats._boxes()
    assert 0 < scene.log.rect.top - row_box.bottom <= 20  # no empty plate's worth of felt between them


def test_solo_riders_start_abreast_and_the_line_up_is_chosen_before_the_first_ride(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Anna", False, "red"),))
    state = scene.match.state
    view = view_of(scene)
    assert state.trains == [] and view._links == []  # nobody starts in a train
    assert "swap riders to line up" in scene.banner.message
    climber, front = state.riders[4], state.riders[state.order[0]]
    driver.drag(view.riders[climber.id].screen_pos, view.zones[front.space].screen_pos)
    driver.settle(scene.animator)
    assert state.active() is climber  # now on the left of the line, it leads
    empty = next(s for s in state.course.starts if state.rider_at(s) is None and s not in lit(scene))
    driver.drag(view.riders[front.id].screen_pos, view.zones[empty].screen_pos)
    assert "drop a rider on another rider" in scene.banner.toast_text


def test_at_960_by_600_riders_are_as_large_as_the_field_allows_and_every_lit_place_is_in_view(
    make_app: type[App],
) -> None:
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    scene = start(driver, (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "white")))
    view = view_of(scene)
    road = view._road_area()
    # The stage opens on its whole start area, the riders smaller if need be (see the editor's
    # test drive test); once a rider has ridden out, the camera follows each rider at full size.
    area = [band.rect for band in view._geometry().bands if band.strip.kind == START]
    assert all(road.contains(view.camera.world_rect_to_screen(rect)) for rect in area)
    for turn in range(3):
        rider = scene.match.state.active()
        assert rider is not None
        size = view.riders[rider.id].screen_rect().width
        field = view.riders[0].screen_rect().unionall([s.screen_rect() for s in view.riders.values()])
        assert road.contains(field), "a rider off the board"
        # Smaller than `MIN_TOKEN` only where the whole field would not fit the road area at that size.
        grown = pygame.Vector2(field.size) * MIN_TOKEN / size
        assert not turn or size >= MIN_TOKEN or grown.x > road.width or grown.y > road.height
        ends = lit(scene)
        assert ends and all(road.contains(view.zones[s].screen_rect()) for s in ends)
        driver.click_at(view.zones[max(ends, key=scene.match.state.course.row)].screen_pos)
        driver.settle(scene.animator)
    zoom = view.camera.zoom
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=road.center, rel=(0, 0), buttons=(0, 0, 0)))
    driver.wheel(-2)  # the player zooms out: the camera stays where the player put it
    look = view.camera.look()
    assert view.camera.zoom < zoom
    driver.click_at(view.zones[max(lit(scene), key=scene.match.state.course.row)].screen_pos)
    driver.settle(scene.animator)
    assert view.camera.look() == look




@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_camera_cuts_no_rider_at_the_edge_of_the_road(make_app: type[App], size: tuple[int, int]) -> None:
    driver = Driver(make_app(size))
    driver.frames(1)
    bots = (SeatSetup("Bea", True, "white"), SeatSetup("Cal", True, "purple"))
    scene = start(driver, (SeatSetup("Anna", False, "red"), *bots), seed=4)
    view, rules = view_of(scene), rules_of(scene)
    bot = make_bot("mindcycling", "game", 7, players=3)
    for _ in range(12):  # Anna's turns through the stage, the others' rides between them
        for _ in range(3000):
            if 0 in scene.match.to_act() and not scene.animator.busy:
                break
            driver.frames(1)
        road = view._road_area()
        for rider in scene.match.state.riders:
            box = view.riders[rider.id].screen_rect()
            assert road.contains(box) or not road.colliderect(box), f"{rider.id} cut at {box}, road {road}"
        scene.propose(bot.choose(rules, rules.view(scene.match.state, 0), 0))

def _texts(picture: Picture) -> list[pygame.Rect]:
    """Where a kept picture blits its words, and how big they are."""
    found = []
    for step in picture.steps:
        if isinstance(step, partial) and isinstance(step.keywords.get("image"), pygame.Surface):
            found.append(step.keywords["image"].get_rect(topleft=step.keywords["pos"]))
    return found


@pytest.mark.parametrize("teams", [1, 3, 6])
def test_at_960_by_600_the_medal_board_shows_every_line_large_enough_to_read(
    make_app: type[App], teams: int
) -> None:
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    colours = ("red", "white", "green", "orange", "purple", "black")
    scene = start(driver, tuple(SeatSetup(f"P{i}", False, colours[i]) for i in range(teams)))
    view = view_of(scene)
    state = scene.match.state
    plate = board_plate(view.board, board_medals(state, view.shown.medals))
    lines = _texts(view._board_picture(state))
    assert len(lines) >= len(view._board_words(state))  # none left out for want of room
    for rect in (*_texts(plate), *lines):
        assert rect.height >= 13  # size 20 text; it was size 16 (11 pixels high)
        assert view.board.contains(rect)
