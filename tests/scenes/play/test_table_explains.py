"""The table explains itself: tooltips on hover, legal choices lit, the rest dimmed, the "?"
on the banner, the viewer's car marked, and labels that never cover one another."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.contract import SeatSetup
from tabletop.games.nascard.actions import CutHand, PitStop, PlayCard
from tabletop.games.nascard.view import NascardView
from tabletop.games.raceday.actions import ChooseSpeed, Draft, Move, RollForPole
from tabletop.games.raceday.state import DRAFT, MOVE, POLE, SPEED
from tabletop.games.raceday.view import RaceDayView
from tabletop.scenes.pages.rules_help import RulesHelpScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.sprite_factory.palette import GOLD
from tabletop.table.panels.tooltip import DELAY
from tabletop.table.pieces.sprite import Highlight
from tabletop.table.pieces.you_marker import you_marker_rect
from tests.scenes.driver import FRAME, Driver
from tests.scenes.play.nascard.test_table_nascard import paid_bonuses
from tests.scenes.play.raceday.test_table_raceday import arrange, click_choice, roll_the_grid
from tests.scenes.tables import at, start_table

SOLO = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "blue"), SeatSetup("Cy", True, "green"))
PAIR = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "blue"))


def start(driver: Driver, game: str, seats: tuple[SeatSetup, ...], seed: int = 5) -> TableScene:
    return start_table(driver, game, seats, seed)


def hover(driver: Driver, scene: TableScene, pos: pygame.Vector2 | tuple[float, float]) -> str:
    """Rest the pointer on `pos` until the tooltip shows; its text (it must fit in the window)."""
    point = at(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    driver.frames(1)
    assert not scene.tooltip.showing, "the tooltip waits a moment before it shows"
    driver.frames(round(DELAY / FRAME) + 2)
    assert scene.tooltip.showing, f"no tooltip at {point}"
    window = driver.app.screen.get_rect()
    assert window.contains(scene.tooltip.rect_in(window))
    assert scene.tooltip.text is not None
    return scene.tooltip.text


def until_viewer_acts(driver: Driver, scene: TableScene, limit: int = 3000) -> None:
    for _ in range(limit):
        if scene.viewer in scene.match.to_act() and not scene.animator.busy:
            driver.frames(1)
            return
        driver.frames(1)
    raise AssertionError("the viewer never got a turn")


# --- Nascard -------------------------------------------------------------------------------


def nascard(scene: TableScene) -> NascardView:
    assert isinstance(scene.view, NascardView)
    return scene.view


def test_hovering_each_nascard_piece_says_what_it_is(driver: Driver) -> None:
    scene = start(driver, "nascard", SOLO)
    until_viewer_acts(driver, scene)
    view = nascard(scene)
    state = scene.match.state
    parts = scene.rules.parts
    card = next(iter(view.hand))
    name = f"{card} {parts.suits[parts.suit_of(card)].name}"
    assert name.lower() in hover(driver, scene, view.hand[card].screen_pos).lower()  # "24 purple"
    bonus_suit = next(iter(view.bonus_cards))
    bonus = parts.bonus_cards[state.bonus[bonus_suit]]
    text = hover(driver, scene, view.bonus_cards[bonus_suit].screen_pos)
    assert bonus.name in text and "Costs:" in text
    assert "The deck" in hover(driver, scene, view.deck.screen_pos)
    assert "discard pile" in hover(driver, scene, view.discard.screen_pos)
    ribbon = view._trump_ribbon(view.bonus_cards[state.trump])
    assert hover(driver, scene, (ribbon.centerx, ribbon.bottom - 3)).startswith("Trump:")
    mine = state.players[0].car
    assert hover(driver, scene, view.cars[mine].screen_pos).startswith("Your car")
    other = next(c for c in state.cars if c.id != mine)
    assert other.name in hover(driver, scene, view.cars[other.id].screen_pos)
    assert "pit card" in hover(driver, scene, view.pit.screen_pos)
    taken = {state.space_of(c) for c in state.cars}
    caution = next(s for s in state.track.spaces.values() if s.has("caution") and s.id not in taken)
    where = view.camera.world_to_screen(view._car_pos(state, caution.id))
    assert hover(driver, scene, where).startswith("A Caution space")
    # A seat's row: a computer's says how it plays (not the row's words again).
    box, index = next((box, index) for box, index in scene.seats._boxes() if scene.seats.rows[index].note)
    assert hover(driver, scene, box.center).startswith("A computer at Normal:"), scene.seats.rows[index]
    assert "newest at the bottom" in hover(driver, scene, scene.log.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at(scene.log.rect.center), button=4))
    driver.frames(1)
    assert not scene.tooltip.showing, "a press hides the tooltip"


def test_nascard_play_step_lights_the_legal_cards_and_dims_the_others(driver: Driver) -> None:
    scene = start(driver, "nascard", SOLO)
    until_viewer_acts(driver, scene)
    view = nascard(scene)
    legal = scene.rules.legal_actions(scene.match.state, 0)
    playable = {a.card for a in legal if isinstance(a, PlayCard)}
    assert playable
    for card, sprite in view.hand.items():
        assert (sprite.highlight is Highlight.LEGAL) == (card in playable)
        assert sprite.dimmed == (card not in playable)
    assert (view.pit.highlight is Highlight.LEGAL) == (PitStop() in legal)
    assert scene.banner.rule == "1. Play cards" and scene.banner.help_rect() is not None


def test_nascard_payment_marks_the_card_played_apart_from_the_cards_that_pay(driver: Driver) -> None:
    for seed in range(60):
        scene = start(driver, "nascard", SOLO, seed)
        until_viewer_acts(driver, scene)
        paid = paid_bonuses(scene, 0)
        if paid:
            break
        driver.app.ctx.stack.pop_to(driver.app.ctx.stack.scenes[0])
    else:
        pytest.fail("no seed gives the viewer a bonus with a cost")
    wanted = paid[0]
    view = nascard(scene)
    target = view.bonus_cards[scene.rules.parts.suit_of(wanted.card)]
    driver.drag(view.hand[wanted.card].screen_pos, target.screen_pos)
    assert view.paying is not None
    played = view.hand[wanted.card]
    assert played.highlight is Highlight.PLAYING and not played.dimmed
    assert Highlight.PLAYING.colour not in (Highlight.LEGAL.colour, Highlight.SELECTED.colour)
    eligible = view.paying.eligible()
    for card, sprite in view.hand.items():
        if card != wanted.card:
            assert (sprite.highlight is Highlight.LEGAL) == (card in eligible)
            assert sprite.dimmed == (card not in eligible)
    message = scene.banner.message
    assert message.startswith("Click") and ("face down" in message or "discard pile" in message)
    assert "(" in message, "the rule's name comes after the plain words"
    assert "the card you are playing" in hover(driver, scene, played.screen_pos)
    payer = (wanted.burn + wanted.blister)[0]
    driver.click_at(view.hand[payer].screen_pos)
    # The card burned wears its own colour, apart from those put face down.
    assert view.hand[payer].highlight is (Highlight.SPENT if payer in wanted.burn else Highlight.SELECTED)
    assert played.highlight is Highlight.PLAYING


def test_nascard_hand_cut_lights_every_card_to_discard(driver: Driver) -> None:
    scene = start(driver, "nascard", SOLO)
    until_viewer_acts(driver, scene)
    state = scene.match.state
    limit = scene.rules.parts.numbers.hand_limit
    player = state.players[0]
    while len(player.hand) <= limit:
        player.hand.append(state.deck.pop())
    state.phase = "cut"
    scene._refresh(rebuild_log=True)
    driver.frames(2)
    view = nascard(scene)
    legal = scene.rules.legal_actions(state, 0)
    assert {a.card for a in legal if isinstance(a, CutHand)} == set(view.hand)
    assert all(s.highlight is Highlight.LEGAL and not s.dimmed for s in view.hand.values())
    assert "discard pile" in scene.banner.message
    card = next(iter(view.hand))
    assert "throw it away" in hover(driver, scene, view.hand[card].screen_pos)
    assert scene.banner.rule == "3. End of the round"


def test_nascard_trump_tag_and_you_marker_cover_no_label(driver: Driver) -> None:
    scene = start(driver, "nascard", SOLO)
    view = nascard(scene)
    state = scene.match.state
    ribbon = view._trump_ribbon(view.bonus_cards[state.trump])
    labels = [view.deck.label_rect(), view.discard.label_rect()]
    assert ribbon.collidelist(labels) == -1
    for sprite in view.bonus_cards.values():
        assert sprite.screen_rect().collidelist(labels) == -1
    surface = driver.app.screen
    scene.draw(surface)
    marker = you_marker_rect(view.cars[state.players[0].car].screen_rect())
    assert tuple(surface.get_at((marker.x + 3, marker.centery)))[:3] == GOLD


# --- Race Day ------------------------------------------------------------------------------


def raceday(scene: TableScene) -> RaceDayView:
    assert isinstance(scene.view, RaceDayView)
    return scene.view


def test_race_day_lights_each_step_s_choices_and_explains_them(driver: Driver) -> None:
    scene = start(driver, "raceday", PAIR, seed=8)
    view = raceday(scene)
    state = scene.match.state
    assert state.phase == POLE
    assert [b.action for b in view.choices] == [RollForPole()]
    assert "highest roll" in hover(driver, scene, view.move_die.screen_pos)
    assert "highest roll" in hover(driver, scene, view.choices[0].screen_pos)
    roll_the_grid(driver, scene)
    assert state.phase == SPEED
    legal = scene.rules.legal_actions(state, scene.viewer)
    assert {b.action for b in view.choices} == set(legal)
    stand = next(b for b in view.choices if b.action == ChooseSpeed("stand_on_it"))
    assert "Engine check" in hover(driver, scene, stand.screen_pos)
    assert scene.banner.rule == "1. Pick a speed"
    assert "check dice" in hover(driver, scene, view.check_dice[0].screen_pos)
    me = state.cars[scene.viewer]
    assert hover(driver, scene, view.cars[me.seat].screen_pos).startswith("Your car")
    dash = view.dash_rects[me.seat]
    text = hover(driver, scene, dash.center)
    assert "Body" in text and "Smoke" in text and f"{me.body} of" in text
    click_choice(driver, scene, "Cruise")
    driver.settle(scene.animator)
    assert state.phase == MOVE
    ends = {a.path[-1] for a in scene.rules.legal_actions(state, scene.viewer) if isinstance(a, Move)}
    lit = {s for s, zone in view.zones.items() if zone.highlight is Highlight.LEGAL}
    assert lit == ends
    end = next(iter(ends))
    assert "can end here" in hover(driver, scene, view.zones[end].screen_pos)
    steps = [s for s, zone in view.zones.items() if zone.step]
    assert steps, "seed 8 rolls far enough to click along the way"
    assert "one space at a time" in hover(driver, scene, view.zones[steps[0]].screen_pos)
    legend = view.legend_rows()
    assert [words.split(":")[0] for _, words in legend] == ["Gold", "Blue"]
    assert "Gold" in hover(driver, scene, legend[0][0].center)
    assert scene.banner.rule == "2. Roll and move"


def test_race_day_draft_choices_are_lit_with_their_letters(driver: Driver) -> None:
    scene = start(driver, "raceday", PAIR)
    roll_the_grid(driver, scene)
    state = scene.match.state
    assert state.turn is not None
    mover, other = state.turn.car, 1 - state.turn.car
    arrange(scene, {mover: "r05b", other: "r04b"})
    click_choice(driver, scene, "Cruise")
    driver.settle(scene.animator)
    view = raceday(scene)
    ends = [s for s, zone in view.zones.items() if zone.highlight is Highlight.LEGAL]
    driver.drag(view.cars[mover].screen_pos, view.zones[ends[-1]].screen_pos)
    driver.settle(scene.animator)
    assert state.phase == DRAFT
    options = {a.option for a in scene.rules.legal_actions(state, other) if isinstance(a, Draft)}
    badges = {zone.badge: s for s, zone in view.zones.items() if zone.badge}
    assert set(badges) == options
    assert "Draft A" in hover(driver, scene, view.zones[badges["A"]].screen_pos)
    assert scene.banner.rule == "3. Drafting"


def test_the_banner_question_mark_opens_the_rules_at_that_paragraph(driver: Driver) -> None:
    scene = start(driver, "raceday", PAIR)
    roll_the_grid(driver, scene)
    button = scene.banner.help_rect()
    assert button is not None and scene.banner.rect.contains(button)
    assert "Pick a speed" in hover(driver, scene, button.center)
    driver.click(button.center)
    top = driver.top
    assert isinstance(top, RulesHelpScene)
    assert top.pages[top.current].path.stem == "raceday"
    document = top._document()
    assert document is not None
    heading = document.heading_y("1. Pick a speed")
    assert heading and top.scroll == min(heading, top.max_scroll()) and top.scroll > 0


def test_in_french_the_question_mark_names_and_opens_the_french_section(driver: Driver) -> None:
    scene = start(driver, "raceday", PAIR)
    roll_the_grid(driver, scene)
    driver.app.ctx.speak("fr")
    driver.frames(2)
    button = scene.banner.help_rect()
    assert button is not None and scene.banner.rule == "1. Pick a speed"
    assert "« 1. Choisir une vitesse »" in hover(driver, scene, button.center)
    driver.click(button.center)
    top = driver.top
    assert isinstance(top, RulesHelpScene)
    assert top.pages[top.current].path.parts[-2:] == ("fr", "raceday.md")
    document = top._document()
    assert document is not None
    heading = document.heading_y("1. Pick a speed")
    assert heading and top.scroll == min(heading, top.max_scroll()) and top.scroll > 0


def test_race_day_rising_words_never_cover_one_another(driver: Driver) -> None:
    scene = start(driver, "raceday", PAIR)
    roll_the_grid(driver, scene)
    view = raceday(scene)
    state = scene.match.state
    for text in ("Engine check passed", "Lap 2 of 5", "+1 Body"):
        view._popup(0, text, GOLD, state)
        driver.frames(3)
    view._popup(1, "Lap 2 of 5", GOLD, state)
    rects = view.popup_rects()
    assert len(rects) == 4
    for index, rect in enumerate(rects):
        assert rect.collidelist(rects[index + 1 :]) == -1
