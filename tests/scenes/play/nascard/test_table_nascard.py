"""Nascard played through the real table scene, by posting mouse and key events."""

from __future__ import annotations

import pygame
import pytest

from tabletop.app import App
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.files import saves
from tabletop.games.nascard.actions import PitStop, PlayCard
from tabletop.games.nascard.events import suit_word
from tabletop.games.nascard.state import NascardState
from tabletop.games.nascard.view import NascardView, art
from tabletop.games.registry import rules_for
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.panels.seat_panel import title
from tabletop.table.pieces.card_faces import CardFace, render_face
from tabletop.table.pieces.sprite import Highlight
from tests.scenes.driver import Driver


def start(driver: Driver, seats: tuple[SeatSetup, ...], seed: int = 5, **options: object) -> TableScene:
    match = Match(rules_for("nascard"), Setup(seats, dict(options)), seed)
    scene = TableScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    return scene


def hot_seat(driver: Driver, seed: int = 5) -> TableScene:
    seats = tuple(
        SeatSetup(name, False, colour)
        for name, colour in (("Anna", "red"), ("Bob", "blue"), ("Clara", "green"))
    )
    return start(driver, seats, seed)


def confirm_handoff(driver: Driver, name: str) -> None:
    top = driver.top
    assert isinstance(top, HandoffScene) and top.name == name
    driver.click_button(f"I am {name}")
    driver.frames(2)



def view_of(scene: TableScene) -> NascardView:
    assert isinstance(scene.view, NascardView)
    return scene.view




def acting(scene: TableScene) -> int:
    return scene.match.to_act()[0]


def plain_card(scene: TableScene) -> int:
    """A card the acting seat can play into the track at no cost."""
    state = scene.match.state
    seat = acting(scene)
    return next(
        a.card
        for a in scene.rules.legal_actions(state, seat)
        if isinstance(a, PlayCard) and not a.bonus and not a.blister
    )


def hand_pos(scene: TableScene, card: int) -> pygame.Vector2:
    sprite = view_of(scene).hand[card]
    return pygame.Vector2(sprite.screen_rect().center)


def test_hot_seat_starts_behind_a_handoff_and_shows_only_the_confirmed_hand(driver: Driver) -> None:
    scene = hot_seat(driver)
    first = acting(scene)
    name = scene.match.setup.seats[first].name
    assert isinstance(driver.top, HandoffScene)
    assert view_of(scene).hand == {}  # nobody's hand is laid out before the hand-off
    confirm_handoff(driver, name)
    assert driver.top is scene and scene.viewer == first
    state: NascardState = scene.match.state
    assert set(view_of(scene).hand) == set(state.players[first].hand)


def test_dragging_a_card_into_the_track_plays_it_then_hands_off(driver: Driver) -> None:
    scene = hot_seat(driver)
    first = acting(scene)
    confirm_handoff(driver, scene.match.setup.seats[first].name)
    card = plain_card(scene)
    driver.drag(hand_pos(scene, card), scene.camera.world_to_screen(view_of(scene).play_zone.pos))
    assert scene.match.steps[-1].action == PlayCard(card)
    driver.settle(scene.animator)
    nxt = acting(scene)
    top = driver.top
    assert isinstance(top, HandoffScene) and top.name == scene.match.setup.seats[nxt].name
    # The table under the hand-off shows nobody's hand: the computer is changing hands.
    assert scene.viewer is None and view_of(scene).hand == {}
    next_hand = set(scene.match.state.players[nxt].hand)
    confirm_handoff(driver, top.name)
    assert set(view_of(scene).hand) == next_hand


def test_the_handoff_screen_covers_the_table(driver: Driver) -> None:
    scene = hot_seat(driver)
    driver.frames(2)
    surface = driver.app.screen
    # The hand area would hold card faces (cream); the hand-off paints only felt there.
    hand_rect = view_of(scene).fan.area
    colours = {
        tuple(surface.get_at((x, hand_rect.centery)))[:3] for x in range(hand_rect.x, hand_rect.right, 7)
    }
    assert all(g > r and g > b for r, g, b in colours), "something other than felt shows through"


def paid_bonuses(scene: TableScene, seat: int) -> list[PlayCard]:
    """The bonus plays open to `seat` that cost cards (blistered or burnt)."""
    return [
        a
        for a in scene.rules.legal_actions(scene.match.state, seat)
        if isinstance(a, PlayCard) and a.bonus and (a.blister or a.burn)
    ]


def at_a_paid_bonus(driver: Driver) -> tuple[TableScene, list[PlayCard]]:
    """The first hot-seat table (seed 0, 1, ...) whose player to act may play a bonus that costs
    cards, handed to that player, and those bonus plays."""
    for seed in range(40):
        scene = hot_seat(driver, seed)
        seat = acting(scene)
        paid = paid_bonuses(scene, seat)
        if paid:
            break
        driver.app.ctx.stack.pop_to(driver.app.ctx.stack.scenes[0])
    else:
        pytest.fail("no seed gives a bonus with a cost to pay")
    confirm_handoff(driver, scene.match.setup.seats[seat].name)
    return scene, paid


def test_a_bonus_is_activated_by_dropping_on_it_and_paying(driver: Driver) -> None:
    scene, paid = at_a_paid_bonus(driver)
    wanted = paid[0]
    view = view_of(scene)
    bonus_sprite = view.bonus_cards[scene.rules.parts.suit_of(wanted.card)]
    driver.drag(hand_pos(scene, wanted.card), bonus_sprite.screen_pos)
    assert view.paying is not None and len(scene.match.steps) == 0
    assert "click" in scene.banner.message.lower()
    for card in wanted.burn + wanted.blister:
        assert view.hand[card].highlight is Highlight.LEGAL
        driver.click_at(hand_pos(scene, card))
    driver.click_at(view.confirm.screen_pos)
    step = scene.match.steps[-1]
    assert isinstance(step.action, PlayCard) and step.action.bonus
    assert set(step.action.blister) == set(wanted.blister) and step.action.burn == wanted.burn


def grab_point(view: NascardView, card: int) -> pygame.Vector2:
    """A point where the fan gives this card to the pointer (its neighbours overlap its middle)."""
    rect = view.hand[card].screen_rect()
    for x in range(rect.left + 4, rect.right - 4, 4):
        if view.fan.card_at((x, rect.centery)) is view.hand[card]:
            return pygame.Vector2(x, rect.centery)
    raise AssertionError(f"card {card} cannot be grabbed")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_confirm_and_cancel_cover_no_piece(make_app: type[App], size: tuple[int, int], language: str) -> None:
    driver = Driver(make_app(size))
    driver.frames(1)
    scene, paid = at_a_paid_bonus(driver)
    driver.app.ctx.update_settings(language=language)  # longer names (past the hand-off's words)
    driver.frames(2)
    view = view_of(scene)
    bonus_sprite = view.bonus_cards[scene.rules.parts.suit_of(paid[0].card)]
    driver.drag(grab_point(view, paid[0].card), bonus_sprite.screen_pos)
    driver.frames(2)
    assert view.paying is not None and view.confirm.visible and view.cancel_button.visible
    state: NascardState = scene.match.state
    track = art.track_bounds(state.track)
    pieces = {"the track": scene.camera.world_rect_to_screen(pygame.Rect((0, 0), track.size))}
    sprites = [*view.cars.values(), *view.slots.values(), *view.bonus_cards.values(), *view.hand.values()]
    for sprite in [*sprites, view.deck, view.discard, view.pit, *view.blistered]:
        pieces[repr(sprite.payload)] = sprite.screen_rect()
    for suit in view.bonus_cards:
        pieces[f"the name of the {suit} bonus"] = view.bonus_label(state, suit)[1]
    for button in (view.confirm, view.cancel_button):
        assert scene.camera.viewport.contains(button.screen_rect())
        covered = [name for name, rect in pieces.items() if rect.colliderect(button.screen_rect())]
        assert not covered, f"{button.text} covers {covered} at {size}"


def test_a_refused_drop_snaps_back_with_the_reason(driver: Driver) -> None:
    scene = hot_seat(driver)
    seat = acting(scene)
    confirm_handoff(driver, scene.match.setup.seats[seat].name)
    state = scene.match.state
    parts = scene.rules.parts
    card = state.players[seat].hand[0]
    other_suit = next(s for s in parts.suits if s != parts.suit_of(card))
    view = view_of(scene)
    origin = hand_pos(scene, card)
    driver.drag(origin, view.bonus_cards[other_suit].screen_pos)
    driver.settle(scene.animator)
    assert scene.match.steps == []
    assert "bonus" in scene.banner.toast_text
    assert hand_pos(scene, card).distance_to(origin) < 25


def test_pit_stop_takes_two_clicks_on_the_pit_card(driver: Driver) -> None:
    scene = hot_seat(driver)
    seat = acting(scene)
    confirm_handoff(driver, scene.match.setup.seats[seat].name)
    pit = view_of(scene).pit
    driver.click_at(pit.screen_pos)
    assert scene.match.steps == [] and "again" in scene.banner.toast_text
    driver.click_at(pit.screen_pos)
    assert scene.match.steps[-1].action == PitStop()


@pytest.mark.parametrize("how", ["menu", "key"])
def test_undo_from_the_handoff_screen_hands_the_computer_back(driver: Driver, how: str) -> None:
    scene = hot_seat(driver)
    first = acting(scene)
    name = scene.match.setup.seats[first].name
    confirm_handoff(driver, name)
    card = plain_card(scene)
    driver.drag(hand_pos(scene, card), scene.camera.world_to_screen(view_of(scene).play_zone.pos))
    driver.settle(scene.animator)
    assert isinstance(driver.top, HandoffScene) and driver.top.name != name
    if how == "menu":
        driver.key(pygame.K_ESCAPE)
        driver.click_button("Undo")
    else:
        driver.key(pygame.K_z, pygame.KMOD_CTRL)
    driver.frames(2)
    # Whoever holds the computer now may not be the player who made the move: their
    # hand waits behind a hand-off back to them.
    assert scene.match.steps == []
    top = driver.top
    assert isinstance(top, HandoffScene) and top.name == name and top.back
    assert top.note == "Move taken back."
    assert scene.viewer is None and view_of(scene).hand == {}
    # Nothing more to take back: the hand-off says so rather than staying silent.
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert driver.top is top and top.note == "You have no move to take back: you have not played yet."
    confirm_handoff(driver, name)
    assert card in view_of(scene).hand


def test_an_undo_by_the_player_at_the_table_needs_no_handoff(driver: Driver) -> None:
    seats = (
        SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "blue"), SeatSetup("Clara", False, "green"),
    )
    scene = start(driver, seats, seed=3)
    for _ in range(200):
        top = driver.top
        if isinstance(top, HandoffScene) and top.name == "Anna":
            break
        if isinstance(top, HandoffScene):
            confirm_handoff(driver, top.name)
            scene.propose(scene.rules.legal_actions(scene.match.state, acting(scene))[0])
        driver.frames(5)
    confirm_handoff(driver, "Anna")
    card = plain_card(scene)
    before = len(scene.match.steps)
    scene.propose(PlayCard(card))
    driver.frames(2)
    assert driver.top is scene and scene.viewer == 0  # nobody else can have come to the screen
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.match.steps) == before
    assert driver.top is scene and scene.viewer == 0 and card in view_of(scene).hand


@pytest.mark.parametrize("entry", ["Resume", "Save", "Settings", "Rules"])
def test_coming_back_from_the_pause_menu_hands_the_computer_back(driver: Driver, entry: str) -> None:
    scene = hot_seat(driver)
    name = scene.match.setup.seats[acting(scene)].name
    confirm_handoff(driver, name)
    driver.key(pygame.K_ESCAPE)
    # The dimmed table behind the menu shows no hand: someone else may be looking.
    assert scene.viewer is None and view_of(scene).hand == {}
    if entry == "Save":
        driver.click_button("Save")
    else:
        if entry != "Resume":
            driver.click_button(entry)
            driver.click_button("Back")
        driver.click_button("Resume")
    driver.frames(2)
    top = driver.top
    assert isinstance(top, HandoffScene) and top.name == name and top.back
    assert top.note.startswith("Game saved") == (entry == "Save")
    assert ".yaml" not in top.note  # the player is told where to find it, not the file's name
    confirm_handoff(driver, name)
    assert view_of(scene).hand


def test_ctrl_s_saves_and_the_save_loads_to_the_same_position(driver: Driver) -> None:
    seats = (SeatSetup("Solo", False, "red"),)
    scene = start(driver, seats)
    card = plain_card(scene)
    scene.propose(PlayCard(card))
    driver.settle(scene.animator)
    driver.key(pygame.K_s, pygame.KMOD_CTRL)
    files = list(saves.saves_dir().glob("*.yaml"))
    assert len(files) == 1 and scene.banner.toast_text == "Game saved: find it under Load game."
    assert saves.load(files[0]).checksum() == scene.match.checksum()
    assert saves.load_autosave().checksum() == scene.match.checksum()


def test_keyboard_picks_an_action(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Solo", False, "red"),))
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)
    assert len(scene.match.steps) >= 1 and scene.match.steps[0].seat == 0


def test_a_solo_race_plays_to_the_results(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Solo", False, "red"),), seed=3)
    driver.app.ctx.update_settings(animation_speed="instant")
    for _ in range(3000):
        if driver.top is not scene:
            break
        if scene.match.to_act() == (0,) and not scene.animator.busy:
            scene.propose(scene.rules.legal_actions(scene.match.state, 0)[0])
        driver.frames(1)
    from tabletop.scenes.play.results import ResultsScene

    assert isinstance(driver.top, ResultsScene)
    assert not saves.has_autosave()


def test_click_a_card_then_click_the_track_plays_it(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Solo", False, "red"),))
    card = plain_card(scene)
    driver.click_at(hand_pos(scene, card))
    assert view_of(scene).drag.selected is view_of(scene).hand[card]
    assert view_of(scene).play_zone.highlight is Highlight.LEGAL
    driver.click_at(scene.camera.world_to_screen(view_of(scene).play_zone.pos))
    assert scene.match.steps[0].action == PlayCard(card)


def test_right_click_enlarges_a_card_and_any_click_closes_it(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Solo", False, "red"),))
    bonus = next(iter(view_of(scene).bonus_cards.values()))
    driver.click((round(bonus.screen_pos.x), round(bonus.screen_pos.y)), button=3)
    assert scene.inspector.visible
    driver.click((5, 5))
    assert not scene.inspector.visible and scene.match.steps == []


def test_the_wheel_zooms_the_board(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Solo", False, "red"),))
    before = scene.camera.zoom
    centre = scene.camera.viewport.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    driver.wheel(2)
    assert scene.camera.zoom > before


def test_one_human_among_computers_never_needs_a_handoff(driver: Driver) -> None:
    seats = (SeatSetup("Anna", False, "red"), SeatSetup("Bot", True, "blue"), SeatSetup("Cog", True, "green"))
    scene = start(driver, seats, seed=4)
    assert scene.viewer == 0 and view_of(scene).hand
    for _ in range(3):
        for _ in range(600):
            if 0 in scene.match.to_act() and not scene.animator.busy:
                break
            assert not isinstance(driver.top, HandoffScene)
            driver.frames(1)
        scene.propose(PlayCard(plain_card(scene)))
    driver.key(pygame.K_ESCAPE)
    assert scene.viewer == 0 and view_of(scene).hand  # her own table, even behind the menu
    driver.click_button("Resume")
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert driver.top is scene and scene.viewer == 0 and view_of(scene).hand


def test_a_rival_is_named_once_in_the_seat_panel(driver: Driver) -> None:
    scene = start(driver, (SeatSetup("Solo", False, "red"),))
    rivals = [row for row in scene.seats.rows if row.name.startswith("Rival")]
    assert rivals
    for row in rivals:
        assert title(row).lower().count("rival") == 1 and "  " not in title(row), title(row)


def test_an_undo_refused_on_a_handoff_to_the_next_player_names_whose_move_and_stays_behind(
    driver: Driver,
) -> None:
    scene = hot_seat(driver)
    seat = acting(scene)
    name = scene.match.setup.seats[seat].name
    confirm_handoff(driver, name)
    pit = view_of(scene).pit
    driver.click_at(pit.screen_pos)
    driver.click_at(pit.screen_pos)  # a pit stop draws cards: it cannot be taken back
    driver.settle(scene.animator)
    top = driver.top
    assert isinstance(top, HandoffScene) and top.name != name and not top.back
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert top.note == f"{name}, you cannot take back your last move: a card was drawn."
    assert scene.banner.toast_text == top.note
    confirm_handoff(driver, top.name)
    assert scene.banner.toast_left == 0  # the next player's table does not carry it


CORNERS = {
    "en": {"purple": "P", "blue": "B", "orange": "O", "yellow": "Y"},
    "fr": {"purple": "V", "blue": "B", "orange": "O", "yellow": "J"},
}


@pytest.mark.parametrize("languages", [("en", "fr"), ("fr", "en")])
def test_the_cards_corner_letters_follow_a_switch_of_language(
    driver: Driver, languages: tuple[str, str]
) -> None:
    """A card's corner letter is its colour's initial in the language spoken (J on a Jaune card),
    and a switch of language mid-race letters again the cards already in the hand."""
    driver.app.ctx.update_settings(language=languages[0])
    scene = start(driver, (SeatSetup("Solo", False, "red"),))
    view = view_of(scene)
    parts = rules_for("nascard").parts
    driver.settle(scene.animator)
    for language in languages:
        driver.app.ctx.update_settings(language=language)
        driver.frames(2)
        assert view.hand
        for card, sprite in view.hand.items():
            suit = parts.suits[parts.suit_of(card)]
            corner = f"{card}\n{CORNERS[language][suit.id]}"
            lines = (suit_word(suit.id).capitalize(),)
            expected = render_face(CardFace(str(card), art.hex_rgb(suit.colour), corner=corner, lines=lines))
            assert pygame.image.tobytes(sprite.front, "RGBA") == pygame.image.tobytes(expected, "RGBA"), (
                language,
                card,
            )
