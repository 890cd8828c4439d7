"""MCS played through the real table scene, by posting mouse and key events.

A 2-player hot-seat match: both managers choose riders in secret with a
hand-off between them, and at no moment is a card of the other hand (or a
secret choice of the other player) drawn.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.engine.contract import Action, SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mcs.actions import BendCard, Charge, ChooseRiders, Exchange, HoldOff, NoHoldOff, PickRider
from tabletop.games.mcs.state import McsState
from tabletop.games.mcs.view import McsView, art, draw_track_thumbnail
from tabletop.games.registry import rules_for
from tabletop.games.simulate import make_bot
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.results import ResultsScene
from tabletop.scenes.play.table_scene import TableScene
from tests.scenes.driver import Driver


class Watch:
    """Records every racing and rider face the view draws, with whose table it was."""

    def __init__(self) -> None:
        self.scene: TableScene | None = None
        self.leaks: list[str] = []

    def secret_from(self, viewer: int | None) -> tuple[set[int], set[int]]:
        """Racing cards and rider cards the viewer may not see right now."""
        assert self.scene is not None
        state: McsState = self.scene.match.state
        cards: set[int] = set()
        riders: set[int] = set()
        for player in state.players:
            if player.seat != viewer:
                cards |= set(player.hand)
                if state.phase == "gate":
                    riders |= set(state.choices.get(player.seat, ()))
        att = state.attempt
        if att is not None:
            for colour, value in ((att.charger, att.charge), (att.holder, att.hold)):
                if value and value > 0 and state.riders[colour].seat != viewer:
                    cards.add(value)
        return cards, riders

    def racing(self, number: int) -> None:
        if self.scene is not None and number in self.secret_from(self.scene.viewer)[0]:
            self.leaks.append(f"racing card {number} drawn for seat {self.scene.viewer}")

    def rider(self, value: int) -> None:
        if self.scene is not None and value in self.secret_from(self.scene.viewer)[1]:
            self.leaks.append(f"rider {value} drawn for seat {self.scene.viewer} before the reveal")


@pytest.fixture
def watch(monkeypatch: pytest.MonkeyPatch) -> Iterator[Watch]:
    seen = Watch()
    real_racing, real_rider = art.racing_face, art.rider_face

    def racing(parts: object, number: int, *args: object, **kwargs: object) -> pygame.Surface:
        seen.racing(number)
        return real_racing(parts, number, *args, **kwargs)  # type: ignore[arg-type]

    def rider(parts: object, value: int, *args: object, **kwargs: object) -> pygame.Surface:
        seen.rider(value)
        return real_rider(parts, value, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(art, "racing_face", racing)
    monkeypatch.setattr(art, "rider_face", rider)
    yield seen


def hot_seat(driver: Driver, watch: Watch, seed: int = 8) -> TableScene:
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "yellow"))
    match = Match(rules_for("mcs"), Setup(seats, {"mode": "match"}), seed)
    scene = TableScene(driver.app.ctx, match)
    watch.scene = scene
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    return scene


def view_of(scene: TableScene) -> McsView:
    assert isinstance(scene.view, McsView)
    return scene.view


def confirm_handoff(driver: Driver, name: str) -> None:
    top = driver.top
    assert isinstance(top, HandoffScene) and top.name == name, f"expected a hand-off to {name}, got {top}"
    driver.click_button(f"I am {name}")
    driver.frames(2)


def choose_riders_by_clicks(driver: Driver, scene: TableScene, riders: tuple[int, ...]) -> None:
    view = view_of(scene)
    for value in riders:
        driver.click_at(view.rider_cards[value].screen_pos)
    button = next(b for b in view.buttons if b.payload == "lineup")
    assert button.enabled
    driver.click_at(button.screen_pos)


def test_the_gate_is_chosen_in_secret_behind_a_handoff(driver: Driver, watch: Watch) -> None:
    scene = hot_seat(driver, watch)
    assert view_of(scene).hand == {}  # nothing is laid out before the first hand-off
    confirm_handoff(driver, "Anna")
    state = scene.match.state
    anna, bob = state.players
    assert set(view_of(scene).hand) == set(anna.hand)
    assert set(view_of(scene).rider_cards) == set(anna.riders)
    choose_riders_by_clicks(driver, scene, (20, 8))
    assert scene.match.steps[-1].action == ChooseRiders((20, 8)) and scene.match.steps[-1].seat == 0
    driver.settle(scene.animator)
    # Bob chooses next: the hand-off covers the table, under which nobody's side is laid out.
    assert isinstance(driver.top, HandoffScene)
    assert scene.viewer is None and not view_of(scene).hand
    confirm_handoff(driver, "Bob")
    view = view_of(scene)
    assert set(view.hand) == set(bob.hand) and not set(view.hand) & set(anna.hand)
    assert set(view.rider_cards) == set(bob.riders)
    # Anna's riders lie face down at the gate.
    at_gate = {
        card.payload[1]: card for card in view.table_cards if card.payload and card.payload[0] == "gate"
    }
    assert set(at_gate) == {"red", "blue"} and all(c.front is art.rider_back() for c in at_gate.values())
    choose_riders_by_clicks(driver, scene, (6, 13))
    driver.settle(scene.animator)
    assert scene.match.state.order == ["red", "white", "blue", "yellow"]
    assert watch.leaks == []


def perform(driver: Driver, scene: TableScene, action: Action, used: dict[str, int]) -> None:
    """Make `action` the way a player would: clicks, drags and buttons on the table."""
    view = view_of(scene)
    before = len(scene.match.steps)
    if isinstance(action, ChooseRiders):
        choose_riders_by_clicks(driver, scene, action.riders)
        used["clicks"] += 1
    elif isinstance(action, Exchange):
        for card in action.cards:
            driver.click_at(pygame.Vector2(view.hand[card].screen_rect().center))
        driver.click_at(next(b for b in view.buttons if b.payload == "exchange").screen_pos)
        used["exchange"] += 1
    elif isinstance(action, Charge | HoldOff | BendCard):
        card = pygame.Vector2(view.hand[action.card].screen_rect().center)
        zone = scene.camera.world_to_screen(view.play_zone.pos)
        if used["drag"] <= used["click_play"]:
            driver.drag(card, zone)
            used["drag"] += 1
        else:
            driver.click_at(card)
            driver.click_at(zone)
            used["click_play"] += 1
    elif isinstance(action, PickRider):
        driver.click_at(view.tokens[action.rider].screen_pos)
        used["rider"] += 1
    else:
        button = next(b for b in view.buttons if b.payload == action)
        driver.click_at(button.screen_pos)
        used["button"] += 1
    assert len(scene.match.steps) == before + 1, f"{action} was not taken"
    assert scene.match.steps[-1].action == action


def test_a_whole_hot_seat_match_reaches_the_results_and_never_leaks(
    driver: Driver, watch: Watch, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Autosaving every move is the scene's business, tested elsewhere; here it only costs time.
    monkeypatch.setattr("tabletop.scenes.play.table_scene.saves.write_autosave", lambda match: None)
    driver.app.ctx.update_settings(animation_speed="instant")
    scene = hot_seat(driver, watch, seed=21)
    bots = [make_bot("mcs", "game", 5, players=2), make_bot("mcs", "game", 6, players=2)]
    used = dict.fromkeys(("clicks", "exchange", "drag", "click_play", "rider", "button"), 0)
    handoffs = 0
    for _ in range(4000):
        top = driver.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, HandoffScene):
            handoffs += 1
            confirm_handoff(driver, top.name)
            viewer = scene.viewer
            assert viewer is not None
            assert set(view_of(scene).hand) == set(scene.match.state.players[viewer].hand)
            continue
        assert top is scene
        seat = scene.viewer
        if seat is None or seat not in scene.match.to_act() or scene.animator.busy:
            driver.frames(1)
            continue
        state = scene.match.state
        action = bots[seat].choose(scene.rules, scene.rules.view(state, seat), seat)
        perform(driver, scene, action, used)
        driver.frames(1)
    assert isinstance(driver.top, ResultsScene)
    assert scene.match.outcome() is not None and len(scene.match.state.results) == 15
    assert handoffs > 20 and all(used[k] for k in ("clicks", "drag", "click_play", "button")), used
    assert watch.leaks == []


def test_the_match_card_opens_with_a_click_and_the_thumbnail_is_an_oval(driver: Driver, watch: Watch) -> None:
    scene = hot_seat(driver, watch)
    confirm_handoff(driver, "Anna")
    view = view_of(scene)
    driver.click_at(view.match_button.screen_pos)
    assert view.show_match_card
    driver.click((5, 300))
    assert not view.show_match_card and scene.match.steps == []
    driver.key(pygame.K_m)
    assert view.show_match_card
    picture = draw_track_thumbnail({}, (160, 120))
    assert picture.get_size() == (160, 120)
    assert picture.get_at((80, 60)).a > 0 and picture.get_at((2, 2)).a == 0


def at_a_straight(driver: Driver, watch: Watch) -> tuple[TableScene, int]:
    """Both managers have chosen riders; lap I is a straight; Anna (the host) holds a green card."""
    rules = rules_for("mcs")
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "yellow"))
    for seed in range(100):
        match = Match(rules, Setup(seats, {"mode": "match"}), seed)
        # Anna chooses last: a table opened on the match gives her the computer first, as the
        # game left it (the latest human decision's player holds it).
        match.apply(1, ChooseRiders((6, 13)))
        match.apply(0, ChooseRiders((20, 8)))
        holds = [a for a in rules.legal_actions(match.state, 0) if isinstance(a, HoldOff)]
        if match.state.phase == "straight" and match.to_act() == (0, 1) and holds:
            break
    scene = TableScene(driver.app.ctx, match)
    watch.scene = scene
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    return scene, holds[0].card


def test_a_committed_hold_off_card_is_not_seen_by_the_other_manager(driver: Driver, watch: Watch) -> None:
    driver.app.ctx.update_settings(animation_speed="instant")
    seen_by_bob = []
    for commit in (True, False):
        scene, hold = at_a_straight(driver, watch)
        confirm_handoff(driver, "Anna")
        view = view_of(scene)
        if commit:
            driver.drag(
                pygame.Vector2(view.hand[hold].screen_rect().center),
                scene.camera.world_to_screen(view.play_zone.pos),
            )
            assert scene.match.steps[-1].action == HoldOff(hold)
        else:
            driver.click_at(next(b for b in view.buttons if b.payload == NoHoldOff()).screen_pos)
        driver.settle(scene.animator)
        confirm_handoff(driver, "Bob")
        view = view_of(scene)
        state = scene.rules.view(scene.match.state, 1)
        rows = view.seat_rows(state, scene.match.to_act())
        assert rows[0].fields[1].startswith("5 racing cards")
        seen_by_bob.append(
            (
                rows,
                view.banner(state, 1, scene.match.to_act()),
                [(c.payload, c.face_up) for c in view.table_cards],
                [entry.text for entry in scene.log.entries],
            )
        )
        driver.app.ctx.stack.pop()
    assert seen_by_bob[0] == seen_by_bob[1]
    assert watch.leaks == []


def test_holding_enter_on_a_move_stops_at_the_hand_off(driver: Driver, watch: Watch) -> None:
    """The window repeats a held Enter: its repeats must not also pass the hand-off screen that
    the move brings up, showing Bob's hand to Anna still at the keys."""

    def post(kind: int) -> None:
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))

    scene = hot_seat(driver, watch)
    confirm_handoff(driver, "Anna")
    driver.key(pygame.K_TAB)
    post(pygame.KEYDOWN)  # Anna's riders chosen from the keyboard list; her finger stays down
    driver.frames(2)
    assert len(scene.match.steps) == 1
    for _ in range(5):
        post(pygame.KEYDOWN)
        driver.frames(2)
    top = driver.top
    assert isinstance(top, HandoffScene) and top.name == "Bob"
    post(pygame.KEYUP)
    driver.frames(2)
    driver.key(pygame.K_RETURN)  # Bob's own press
    assert driver.top is scene and scene.viewer == 1
    assert len(scene.match.steps) == 1 and not watch.leaks
