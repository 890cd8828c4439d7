"""Guided first games, played through the real table by doing what the coach points at."""

from __future__ import annotations

import html
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from pygame_gui.elements import UITextBox

from tabletop.app import App
from tabletop.engine.match import Match
from tabletop.files.settings import SETTINGS_FILE
from tabletop.scenes.machinery.dialog import DialogScene
from tabletop.scenes.menus import game_hooks
from tabletop.scenes.menus.learn import LearnScene
from tabletop.scenes.menus.new_game import NewGameScene
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.results import ResultsScene
from tabletop.scenes.play.table_launch import open_table
from tabletop.scenes.play.table_scene import TableScene
from tabletop.tutorial.catalogue import games_with_tutorials, start_tutorial
from tests.scenes.driver import Driver, main_menu


@pytest.fixture
def menu(make_app: type[App]) -> Driver:
    return main_menu(make_app, instant=True)


def open_lesson(driver: Driver, game_id: str) -> TableScene:
    driver.click_button("Learn to play")
    assert isinstance(driver.top, LearnScene)
    driver.click_id(f"#learn_{game_id}")
    scene = driver.top
    assert isinstance(scene, TableScene) and scene.coach is not None
    return scene


def do_what_the_coach_says(driver: Driver, scene: TableScene) -> None:
    """Choose the advised move from the keyboard list, as a player following the ring would."""
    assert scene.coach is not None and scene.coach.advice is not None
    wanted = scene.coach.advice.action
    payloads = [payload for _, payload in scene.picker.items]
    assert wanted in payloads, "the coach points at a move the player cannot choose"
    driver.key(pygame.K_TAB)
    assert scene.picker.focused == wanted, "the keyboard list opens on the move the coach rings"
    driver.key(pygame.K_RETURN)


def follow_to_the_end(driver: Driver, scene: TableScene, limit: int = 4000) -> list[str]:
    assert scene.coach is not None
    coach = scene.coach.coach
    for _ in range(limit):
        if isinstance(driver.top, ResultsScene):
            return coach.taught
        if scene.coach is not None and scene.coach.advice is not None and not scene.animator.busy:
            do_what_the_coach_says(driver, scene)
        else:
            driver.frames(1)
    raise AssertionError(f"the guided game did not end; taught {coach.taught}")


@pytest.mark.parametrize("game_id", games_with_tutorials())
def test_following_the_coach_plays_a_whole_game_and_teaches_every_lesson(menu: Driver, game_id: str) -> None:
    scene = open_lesson(menu, game_id)
    assert scene.coach is not None
    lessons = [lesson.id for lesson in scene.coach.coach.tutorial.lessons]
    taught = follow_to_the_end(menu, scene)
    assert sorted(taught) == sorted(lessons)
    # The end says so: every tip counted as seen, and the results tell the lesson is complete,
    # what it taught, and lead to a game of one's own.
    coach = scene.coach
    assert coach is not None and coach.coach.progress() == (len(lessons), len(lessons))
    assert coach.sections[-1] == ("Lesson complete", coach.coach.tutorial.farewell)
    results = menu.top
    assert isinstance(results, ResultsScene)
    title, text = results.lesson_words()
    assert title == "Lesson complete" and f"all {len(lessons)} tips" in text
    assert all(lesson.title in text for lesson in coach.coach.tutorial.lessons)
    assert results.lesson_rect().height > 0 and results.lesson_rect().bottom < results.chart_rect().top
    assert results.shows_chart()  # at 1280x720 the chart keeps its room below
    menu.click_button("New game")
    form = menu.top
    assert isinstance(form, NewGameScene) and form.game == game_id
    # What the coach teaches is good play: a learner doing just that wins the guided game
    # (it pointed at the shortest ride of a kind, and Mind Cycling was lost 42-33).
    outcome = scene.match.outcome()
    assert outcome is not None and outcome.ranking[0] == scene.match.setup.seats.index(
        next(seat for seat in scene.match.setup.seats if not seat.is_bot)
    )
    if outcome.order:
        assert outcome.order[0] == scene.match.setup.seats[outcome.ranking[0]].name


def test_the_coach_rings_the_longest_normal_ride_in_mind_cycling(menu: Driver) -> None:
    """Where the lesson names the kind of move and not the move, the ring is on the one the
    computer player would make of that kind, not on the nearest space lit."""
    scene = open_lesson(menu, "mindcycling")
    for _ in range(2000):
        overlay = scene.coach
        assert overlay is not None
        advice = overlay.advice
        if advice is not None and not scene.animator.busy:
            if advice.lesson is not None and advice.lesson.id == "move":
                normal = [ride for _, ride in scene.picker.items if advice.lesson.fits_action(ride)]
                longest = max(len(ride.path) for ride in normal)
                assert len(advice.action.path) == longest > 1
                return
            do_what_the_coach_says(menu, scene)
        else:
            menu.frames(1)
    raise AssertionError("the lesson never asked for a normal move")


def test_the_coach_rings_the_card_and_refuses_another_move(menu: Driver) -> None:
    scene = open_lesson(menu, "nascard")
    for _ in range(600):
        if scene.coach is not None and scene.coach.advice is not None and not scene.animator.busy:
            break
        menu.frames(1)
    overlay = scene.coach
    assert overlay is not None and overlay.advice is not None
    advised = overlay.advice.action
    card = getattr(advised, "card", None)
    assert card is not None and overlay.target == scene.view.hand[card].screen_rect()
    lesson = overlay.advice.lesson
    assert lesson is not None
    other = next(action for _, action in scene.picker.items if not lesson.fits_action(action))
    assert scene.propose(other) is not None  # the coach asks for a move of the lesson's kind
    assert not scene.match.steps or scene.match.steps[-1].action != other
    menu.click(overlay.skip.center)
    assert scene.coach is None
    assert scene.propose(other) is None  # without the coach any legal move goes


def test_the_first_start_of_a_game_offers_the_lesson_once(make_app: type[App], user_dir: Path) -> None:
    (user_dir / SETTINGS_FILE).unlink()
    driver = main_menu(make_app)
    driver.click_button("New game")
    driver.click_button("Start")
    assert isinstance(driver.top, DialogScene)
    driver.click_button("Play now")
    tables = [scene for scene in driver.app.ctx.stack.scenes if isinstance(scene, TableScene)]
    assert len(tables) == 1 and tables[0].coach is None
    assert "nascard" in driver.app.ctx.settings.tutorials_offered
    driver.app.ctx.stack.pop_to(driver.app.ctx.stack.scenes[0])
    driver.frames(2)
    driver.click_button("New game")
    driver.click_button("Start")
    assert not any(isinstance(scene, DialogScene) for scene in driver.app.ctx.stack.scenes)  # once only


def test_a_race_of_computers_only_is_not_offered_the_lesson(make_app: type[App], user_dir: Path) -> None:
    """"New to Mind Cycling?" was offered with every seat a computer."""
    (user_dir / SETTINGS_FILE).unlink()
    driver = main_menu(make_app)
    driver.click_button("New game")
    form = driver.top
    assert isinstance(form, NewGameScene)
    for seat in form.form.seats:
        seat.is_bot = True
    driver.click_button("Start")
    assert not any(isinstance(scene, DialogScene) for scene in driver.app.ctx.stack.scenes)
    assert any(isinstance(scene, TableScene) for scene in driver.app.ctx.stack.scenes)
    assert "nascard" not in driver.app.ctx.settings.tutorials_offered  # offered when a player plays


def offered_at_first_start(
    make_app: type[App], user_dir: Path, game: str | None = None, players: int | None = None
) -> tuple[Driver, NewGameScene]:
    """A new player's New game, `game` set up for `players`, Start pressed: the lesson is offered."""
    (user_dir / SETTINGS_FILE).unlink()
    driver = main_menu(make_app)
    driver.click_button("New game")
    form = driver.top
    assert isinstance(form, NewGameScene)
    if game is not None:
        form.choose_game(game)
    if players is not None:
        form.form.players = players
    driver.click_button("Start")
    assert isinstance(driver.top, DialogScene)
    return driver, form


def test_enter_on_the_lesson_offer_plays_the_game_set_up_and_the_setup_is_kept(
    make_app: type[App], user_dir: Path
) -> None:
    driver, _form = offered_at_first_start(make_app, user_dir, "raceday", 3)
    driver.key(pygame.K_RETURN)  # Start was pressed: Enter plays the game set up
    table = driver.top
    assert isinstance(table, TableScene) and table.coach is None
    assert table.match.game_id == "raceday" and len(table.match.setup.seats) == 3


def test_esc_on_the_lesson_offer_goes_back_to_the_setup(make_app: type[App], user_dir: Path) -> None:
    driver, form = offered_at_first_start(make_app, user_dir)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is form  # nothing started: the setup is there to change or start
    assert not any(isinstance(scene, TableScene) for scene in driver.app.ctx.stack.scenes)


def test_taking_the_lesson_offered_keeps_the_setup_for_the_next_new_game(
    make_app: type[App], user_dir: Path
) -> None:
    driver, _form = offered_at_first_start(make_app, user_dir, "raceday", 3)
    driver.click_button("Learn to play")
    assert isinstance(driver.top, TableScene) and driver.top.coach is not None
    driver.app.ctx.stack.pop_to(driver.app.ctx.stack.scenes[0])
    driver.frames(2)
    driver.click_button("New game")
    again = driver.top
    assert isinstance(again, NewGameScene)
    assert again.game == "raceday" and again.form.players == 3


# --- the coach speaks on the learner's turn only; a lesson taken is a game met ---------------------


def waiting_card(scene: TableScene) -> list[tuple[str, str]]:
    assert scene.coach is not None
    return scene.coach.sections


@pytest.mark.parametrize("game_id", ["motox", "raceday"])
def test_the_coach_card_gives_no_advice_while_the_computer_plays(menu: Driver, game_id: str) -> None:
    scene = open_lesson(menu, game_id)
    learner = scene.match.setup.seats.index(next(s for s in scene.match.setup.seats if not s.is_bot))
    followed: list[str] = []
    others_seen = 0
    for _ in range(2500):
        if isinstance(menu.top, ResultsScene) or others_seen > 400:
            break
        overlay = scene.coach
        assert overlay is not None
        waiting = scene.match.to_act()
        if learner not in waiting and scene.match.outcome() is None and followed:
            # Another seat's turn, from the first frame after the learner's move.
            others_seen += 1
            names = [scene.match.setup.seats[seat].name for seat in waiting]
            card = waiting_card(scene)
            assert overlay.advice is None and overlay.target is None
            assert card[-1][0] == f"Waiting for {' and '.join(names)}"
            assert not any(title == "Your move" or followed[-1] in text for title, text in card)
        if overlay.advice is not None and not scene.animator.busy:
            followed.append(overlay.advice.words)
            do_what_the_coach_says(menu, scene)
        else:
            menu.frames(1)
    assert others_seen > 20 and len(followed) > 2


def test_the_coach_does_not_advise_another_human_at_the_lesson_table(menu: Driver) -> None:
    match, coach = start_tutorial("nascard")
    seats = tuple(replace(seat, is_bot=False) for seat in match.setup.seats)
    learner = coach.tutorial.learner
    other = 1 - learner
    open_table(menu.app.ctx, Match(match.rules, replace(match.setup, seats=seats), match.seed), coach)
    menu.frames(1)
    scene = next(s for s in menu.app.ctx.stack.scenes if isinstance(s, TableScene))
    turns = {learner: 0, other: 0}
    for _ in range(3000):
        if min(turns.values()) >= 3 or scene.match.outcome() is not None:
            break
        if isinstance(menu.top, HandoffScene):
            menu.click_button(menu.top.confirm_label)
            continue
        if scene.animator.busy or scene.viewer not in scene.match.to_act():
            menu.frames(1)
            continue
        overlay = scene.coach
        assert overlay is not None
        if scene.viewer == other:
            # The other human sees the table, yet the card is not advice for them.
            assert overlay.advice is None and overlay.target is None
            # Who is playing is on the card unless its room went to the news (the banner says it).
            titles = [title for title, _text in waiting_card(scene)]
            assert "Your move" not in titles
            waiting = [title for title in titles if title.startswith("Waiting for")]
            assert waiting in ([], [f"Waiting for {seats[other].name}"])
            assert scene.propose(scene.picker.items[0][1]) is None
        else:
            assert overlay.advice is not None
            do_what_the_coach_says(menu, scene)
        turns[scene.match.steps[-1].seat] += 1
    assert min(turns.values()) >= 3


@pytest.mark.parametrize("game_id", ["mindcycling", "nascard"])
def test_a_lesson_taken_counts_as_having_played(make_app: type[App], user_dir: Path, game_id: str) -> None:
    (user_dir / SETTINGS_FILE).unlink()
    driver = main_menu(make_app)
    open_lesson(driver, game_id)
    driver.app.ctx.stack.pop_to(driver.app.ctx.stack.home)
    driver.frames(2)
    # Straight after the lesson, and after a restart (the settings file remembers it).
    for attempt in range(2):
        if attempt:
            driver = Driver(make_app((1280, 720)))
            driver.frames(1)
        driver.click_button("New game")
        driver.click_id(f"#game_{game_id}")
        driver.click_button("Start")
        assert not any(isinstance(scene, DialogScene) for scene in driver.app.ctx.stack.scenes)
        tables = [scene for scene in driver.app.ctx.stack.scenes if isinstance(scene, TableScene)]
        assert len(tables) == 1 and tables[0].coach is None and tables[0].match.game_id == game_id
        driver.app.ctx.stack.pop_to(driver.app.ctx.stack.home)
        driver.frames(2)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", games_with_tutorials())
def test_every_lesson_fits_the_coach_card_at_960x600(
    make_app: type[App], game_id: str, language: str
) -> None:
    game_hooks.install()
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    scene = open_lesson(driver, game_id)
    driver.app.ctx.speak(language)
    overlay = scene.coach
    assert overlay is not None
    for lesson in overlay.coach.tutorial.lessons:
        overlay.sections = [(lesson.title, lesson.text)]
        scene._fit_side_panels()
        needed = overlay.height_for(overlay.card.width)
        assert needed <= overlay.card.height, f"{lesson.id} overflows its card"
        assert overlay.card.bottom < scene.log.rect.top and scene.log.rect.height >= 60, lesson.id


@pytest.mark.parametrize("game_id", ["mcs", "nascard"])
def test_the_card_the_coach_points_at_comes_to_the_front_of_a_tight_hand(
    make_app: type[App], game_id: str
) -> None:
    game_hooks.install()
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    scene = open_lesson(driver, game_id)
    fan = scene.view.fan
    shown = 0
    for _ in range(1500):
        overlay = scene.coach
        if overlay is None or isinstance(driver.top, ResultsScene):
            break
        if overlay.advice is not None and not scene.animator.busy:
            card = getattr(overlay.advice.action, "card", None)
            sprite = scene.view.hand.get(card) if isinstance(card, int) else None
            if sprite is not None and sprite in fan.cards:
                driver.frames(30)  # the fan spreads round it
                assert fan.draw_order()[-1] is sprite
                assert overlay.target == sprite.screen_rect()
                shown += 1
                if shown == 3:
                    break
            do_what_the_coach_says(driver, scene)
        else:
            driver.frames(1)
    assert shown == 3
    assert scene.coach is not None
    driver.click(scene.coach.skip.center)  # the lesson ends: nothing is pointed at any more
    assert fan.featured is None


@pytest.mark.parametrize("game_id", games_with_tutorials())
def test_the_tip_counter_counts_only_tips_shown_on_the_card(make_app: type[App], game_id: str) -> None:
    """At 960x600 the card has room for fewer tips at once: one that does not fit waits for
    the next card, and is not counted before it is shown (the counter jumped 0 to 3)."""
    game_hooks.install()
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    scene = open_lesson(driver, game_id)
    overlay = scene.coach
    assert overlay is not None
    coach = overlay.coach
    by_words = {(lesson.title, lesson.text): lesson.id for lesson in coach.tutorial.lessons}
    shown: set[str] = set()
    for _ in range(12000):
        if isinstance(driver.top, ResultsScene):
            break
        shown |= {by_words[section] for section in overlay.sections if section in by_words}
        assert set(coach.told) <= shown, "a tip is counted that the card never showed"
        # A move made leaves no ring behind (an empty one stayed where Confirm had been).
        assert overlay.advice is not None or overlay.target is None
        if overlay.advice is not None and not scene.animator.busy:
            do_what_the_coach_says(driver, scene)
        else:
            driver.frames(1)
    results = driver.top
    assert isinstance(results, ResultsScene)
    assert len(coach.told) == len(coach.tutorial.lessons)
    # The end of the lesson fits the small screen, the chart drawn only where it has room.
    panel = results.lesson_rect()
    assert panel.height > 0 and panel.bottom <= results.chart_rect().bottom
    assert not results.shows_chart() or results.chart_rect().height >= 170


def test_the_ring_leads_through_paying_for_trading_paint_then_leaves(menu: Driver) -> None:
    """Paying for trading paint: the ring was on a greyed Confirm while cards were still to be
    picked, and stayed as an empty ring where Confirm had been once the card was played."""
    scene = open_lesson(menu, "nascard")
    view = scene.view
    for _ in range(3000):
        overlay = scene.coach
        assert overlay is not None
        advice = overlay.advice
        if advice is not None and not scene.animator.busy:
            if getattr(advice.action, "blister", ()):
                break
            do_what_the_coach_says(menu, scene)
        else:
            menu.frames(1)
    else:
        raise AssertionError("the lesson never asked for trading paint")
    action = advice.action
    menu.frames(30)  # the fan spreads round the ringed card
    menu.drag(pygame.Vector2(overlay.target.center), pygame.Vector2(view.play_zone.screen_rect().center))
    assert view.paying is not None and view.paying.card == action.card
    picked = []
    for _ in range(len(action.blister) + len(action.burn)):
        menu.frames(30)
        assert overlay.target != view.confirm.screen_rect(), "the ring sits on Confirm with cards to pick"
        card = next(card for card, sprite in view.hand.items() if sprite.screen_rect() == overlay.target)
        assert card in view.paying.eligible()
        picked.append(card)
        menu.click(overlay.target.center)
    assert sorted(picked) == sorted((*action.burn, *action.blister))
    menu.frames(2)
    assert overlay.target == view.confirm.screen_rect() and view.confirm.enabled
    menu.click(overlay.target.center)
    learner = scene.coach.coach.tutorial.learner if scene.coach is not None else -1
    assert [step.action for step in scene.match.steps if step.seat == learner][-1] == action
    for _ in range(5):
        menu.frames(1)
        assert not view.confirm.visible and overlay.target != view.confirm.screen_rect()


def test_the_mcs_card_exchange_is_explained_when_it_comes(menu: Driver) -> None:
    """After a heat ends on lap I the exchange was only "The coach suggests: Exchange ...":
    nothing said what the exchange is or why."""
    scene = open_lesson(menu, "mcs")
    for _ in range(6000):
        overlay = scene.coach
        assert overlay is not None
        advice = overlay.advice
        if advice is not None and not scene.animator.busy:
            if type(advice.action).__name__ == "Exchange":
                assert advice.lesson is not None and advice.lesson.id == "exchange"
                title, text = overlay.sections[-1]
                assert title == "Exchanging cards" and "lap I" in text and "Exchange" in text
                assert overlay.target is not None and overlay.target != scene.banner.rect
                return
            do_what_the_coach_says(menu, scene)
        else:
            menu.frames(1)
    raise AssertionError("the guided game of MCS never came to an exchange")


def test_the_race_day_coach_says_when_slingshot_keeps_the_turn_after_draft_b(menu: Driver) -> None:
    """The lesson says Draft B skips the next turn; the learner's Slingshot driver may keep
    it, which only the log told after the move."""
    scene = open_lesson(menu, "raceday")
    for _ in range(3000):
        overlay = scene.coach
        assert overlay is not None
        advice = overlay.advice
        if advice is not None and not scene.animator.busy:
            if getattr(advice.action, "option", None) == "B":
                break
            do_what_the_coach_says(menu, scene)
        else:
            menu.frames(1)
    else:
        raise AssertionError("the coach never pointed at Draft B")
    titles = [title for title, _text in overlay.sections]
    assert titles[-2:] == ["Drafting", "Slingshot"]
    assert "Driver check" in overlay.sections[-1][1] and "do not skip your turn" in overlay.sections[-1][1]
    assert "unless Slingshot passes a Driver check" in advice.words
    button = next(choice for choice in scene.view.choices if choice.action == advice.action)
    assert button.line.endswith("skip your next turn unless Slingshot")
    for size in ((960, 600), (1280, 720)):  # what the card keeps has room at both sizes
        scene.on_resize(size)
        assert overlay.sections[-2:] == [("Drafting", overlay.at_hand.text), overlay.advice.note]
        assert overlay.height_for(overlay.card.width) <= overlay.card.height


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_tip_counter_fits_beside_end_lesson_on_a_narrow_card(make_app: type[App], language: str) -> None:
    """"Conseils vus : 4 sur 8" ran under the End lesson button at 960x600."""
    from tabletop.language import _
    from tabletop.scenes.play.coach_overlay import PADDING
    from tabletop.table.machinery.text import fitted_size, font

    game_hooks.install()
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    scene = open_lesson(driver, "nascard")  # six seats: the narrowest, shortest card
    driver.app.ctx.speak(language)
    driver.frames(2)
    overlay = scene.coach
    assert overlay is not None
    words = _("Tips seen: {done}/{total}").format(done=8, total=8)
    room = overlay.skip.left - overlay.card.left - 2 * PADDING
    size = fitted_size(words, room, overlay.text_size, 10)
    assert font(size).size(words)[0] <= room and size >= 14


def test_the_lesson_page_says_a_prepared_game_in_french_not_a_card_deal(menu: Driver) -> None:
    """"sur une donne fixe" spoke of cards, for dice and board games too: a game set up in advance."""
    menu.app.ctx.speak("fr")
    try:
        menu.click_button("Apprendre à jouer")
        assert isinstance(menu.top, LearnScene)
        boxes = [box for box in menu.app.ctx.ui.get_sprite_group().sprites() if isinstance(box, UITextBox)]
        words = " ".join(html.unescape(str(box.html_text)) for box in boxes)
        assert "préparée d'avance" in words and "donne" not in words, words
    finally:
        menu.app.ctx.speak("en")
