"""MCS explains itself: tooltips on every piece, the legal cards lit and the rest dimmed at
the gate, in a straight and in a bend, the banner's "?" opening the rule, and the rules
page's pictures drawn by the view."""

from __future__ import annotations

import pygame

from tabletop import paths
from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.match import Match
from tabletop.games.mcs.actions import BendCard, ChooseRiders, HoldOff, NoHoldOff
from tabletop.games.mcs.explain import rider_words
from tabletop.games.mcs.state import Hazard
from tabletop.games.mcs.view import McsView, rules_picture
from tabletop.games.registry import rules_for
from tabletop.scenes.pages.rules_help import RulesHelpScene
from tabletop.scenes.play.handoff import HandoffScene
from tabletop.scenes.play.table_scene import TableScene
from tabletop.table.pieces.sprite import Highlight
from tests.scenes.driver import Driver
from tests.scenes.play.test_table_explains import hover, until_viewer_acts

PAIR = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", False, "yellow"))
AGAINST_BOT = (SeatSetup("Anna", False, "red"), SeatSetup("Bob", True, "yellow"))


def view_of(scene: TableScene) -> McsView:
    assert isinstance(scene.view, McsView)
    return scene.view


def push(driver: Driver, match: Match) -> TableScene:
    scene = TableScene(driver.app.ctx, match)
    driver.app.ctx.stack.push(scene)
    driver.frames(3)
    return scene


def confirm_handoff(driver: Driver, name: str) -> None:
    top = driver.top
    assert isinstance(top, HandoffScene) and top.name == name, f"expected a hand-off to {name}, got {top}"
    driver.click_button(f"I am {name}")
    driver.frames(2)


def after_the_gate(lap_kind: str) -> Match:
    """A hot-seat match whose riders are out of the gate (red leads) and whose lap I is `lap_kind`,
    with Anna to act and at least one of her cards not usable in a straight."""
    rules = rules_for("mcs")
    for seed in range(200):
        match = Match(rules, Setup(PAIR, {"mode": "match"}), seed)
        # Anna chooses last: a table opened on the match gives her the computer first, as the
        # game left it (the latest human decision's player holds it).
        match.apply(1, ChooseRiders((6, 13)))
        match.apply(0, ChooseRiders((20, 8)))
        state = match.state
        if state.phase != lap_kind or 0 not in match.to_act():
            continue
        cards = {a.card for a in rules.legal_actions(state, 0) if isinstance(a, HoldOff | BendCard)}
        if cards and (lap_kind == "bend" or cards != set(state.players[0].hand)):
            return match
    raise AssertionError(f"no seed starts with a {lap_kind}")


def test_the_gate_lights_the_riders_still_to_ride_and_every_piece_explains_itself(driver: Driver) -> None:
    scene = push(driver, Match(rules_for("mcs"), Setup(AGAINST_BOT, {"mode": "match"}), 4))
    until_viewer_acts(driver, scene)
    view = view_of(scene)
    state = scene.match.state
    assert state.phase == "gate" and view.rider_cards
    for sprite in view.rider_cards.values():
        assert sprite.highlight is Highlight.LEGAL and not sprite.dimmed
    assert view.hand and all(s.dimmed and s.highlight is None for s in view.hand.values())
    assert scene.banner.rule == "A heat" and scene.banner.help_rect() is not None

    value = max(view.rider_cards)
    text = hover(driver, scene, view.rider_cards[value].screen_pos)
    assert text.startswith("Rider card") and f"strength {value}" in text
    driver.click_at(view.rider_cards[value].screen_pos)
    assert view.rider_cards[value].highlight is Highlight.SELECTED
    assert "click it again to take it back" in hover(driver, scene, view.rider_cards[value].screen_pos)

    parts = scene.rules.parts
    card = next(iter(view.hand))
    text = hover(driver, scene, view.hand[card].screen_pos)
    racing = parts.cards[card]
    assert text.startswith("Racing card") and parts.effects[racing.effect].name in text
    assert f"{parts.edges[racing.edge].name.lower()} edge" in text
    assert ("(charge)" in text) == bool(racing.charge) and ("(hold off)" in text) == bool(racing.hold)
    assert "The racing deck" in hover(driver, scene, view.deck.screen_pos)
    assert "The discard pile" in hover(driver, scene, view.discard.screen_pos)
    assert "Lap deck I:" in hover(driver, scene, view.lap_piles[0].screen_pos)
    assert "match card" in hover(driver, scene, view.match_button.screen_pos)
    line_up = next(b for b in view.buttons if b.payload == "lineup")
    assert "gate" in hover(driver, scene, line_up.screen_pos)


def test_a_straight_lights_the_cards_that_can_hold_off_and_the_riders_say_who_they_are(
    driver: Driver,
) -> None:
    scene = push(driver, after_the_gate("straight"))
    confirm_handoff(driver, "Anna")
    view = view_of(scene)
    state = scene.match.state
    holds = {a.card for a in scene.rules.legal_actions(state, 0) if isinstance(a, HoldOff)}
    assert holds and set(view.hand) - holds
    for card, sprite in view.hand.items():
        assert (sprite.highlight is Highlight.LEGAL) == (card in holds)
        assert sprite.dimmed == (card not in holds)
    assert all(s.dimmed for s in view.rider_cards.values()), "no rider card is a choice now"
    assert scene.banner.rule == "The straight"
    # Both choose in secret at once: the charge may come, nothing says it has.
    attempt = state.attempt
    assert attempt is not None
    assert scene.banner.message == (
        f"{attempt.charger.capitalize()} may charge {attempt.holder.capitalize()}: "
        "drop a card with green letters (hold off)"
    ), "plain words, the rule after"
    lit = next(iter(holds))
    assert "Now: drag it to the infield to hold off" in hover(driver, scene, view.hand[lit].screen_pos)
    dark = next(iter(set(view.hand) - holds))
    assert "cannot be used in this charge" in hover(driver, scene, view.hand[dark].screen_pos)
    leader = state.order[0]
    text = hover(driver, scene, view.tokens[leader].screen_pos)
    assert text.startswith("Red rider") and "managed by you" in text and "1st place" in text
    other = next(c for c in state.order if state.riders[c].seat == 1)
    assert "managed by Bob" in hover(driver, scene, view.tokens[other].screen_pos)
    no_hold = next(b for b in view.buttons if b.payload == NoHoldOff())
    assert "the charge gets through" in hover(driver, scene, no_hold.screen_pos)

    driver.click(scene.banner.help_rect().center)  # type: ignore[union-attr]
    top = driver.top
    assert isinstance(top, RulesHelpScene) and top.pages[top.current].path.stem == "mcs"
    document = top._document()
    assert document is not None
    heading = document.heading_y("The straight")
    assert heading and top.scroll == min(heading, top.max_scroll()) and top.scroll > 0


def test_a_bend_lights_only_the_cards_that_can_beat_the_top_card(driver: Driver) -> None:
    driver.app.ctx.update_settings(animation_speed="instant")
    scene = push(driver, after_the_gate("bend"))
    confirm_handoff(driver, "Anna")
    view = view_of(scene)
    assert all(s.highlight is Highlight.LEGAL and not s.dimmed for s in view.hand.values()), (
        "any card may open a bend"
    )
    assert scene.banner.rule == "The bend"
    lap = view.lap_cards[0]
    assert lap is not None and "Lap I, turned over: a bend" in hover(driver, scene, lap.screen_pos)
    opened = next(iter(view.hand))
    driver.drag(
        pygame.Vector2(view.hand[opened].screen_rect().center),
        scene.camera.world_to_screen(view.play_zone.pos),
    )
    assert scene.match.steps[-1].action == BendCard(opened)
    driver.settle(scene.animator)
    confirm_handoff(driver, "Bob")
    view = view_of(scene)
    parts = scene.rules.parts
    top = parts.cards[opened]
    state = scene.match.state
    assert state.phase == "bend" and 1 in scene.match.to_act()
    for card, sprite in view.hand.items():
        fits = parts.cards[card].edge == top.edge or parts.cards[card].effect == top.effect
        assert (sprite.highlight is Highlight.LEGAL) == fits and sprite.dimmed == (not fits)
    assert "beat the card on top" in scene.banner.message
    on_table = next(s for s in view.table_cards if s.payload == ("table", opened))
    assert hover(driver, scene, on_table.screen_pos).startswith("Racing card")
    if any(s.dimmed for s in view.hand.values()):
        dark = next(c for c, s in view.hand.items() if s.dimmed)
        assert "cannot replace the card on top" in hover(driver, scene, view.hand[dark].screen_pos)


def test_a_rider_says_what_hangs_over_him() -> None:
    rules = rules_for("mcs")
    match = Match(rules, Setup(PAIR, {"mode": "match"}), 3)
    match.apply(0, ChooseRiders((20, 8)))
    match.apply(1, ChooseRiders((6, 13)))
    state = match.state.clone()
    first, last = state.order[0], state.order[-1]
    state.lead_lock, state.tail_locks = first, [last]
    state.hazard = Hazard("fall", first, 1)
    lead = rider_words(rules.parts, state, first, 0)
    assert "managed by you" in lead and "Nobody can charge him" in lead and "A fall hangs over him" in lead
    tail = rider_words(rules.parts, state, last, 0)
    assert "4th place" in tail and "must finish last" in tail and "managed by Bob" in tail
    state.riders[last].out = "engine"
    assert "engine failed" in rider_words(rules.parts, state, last, None)


def test_the_rules_page_pictures_are_drawn_by_the_view(driver: Driver) -> None:
    """The driver opens a display, which drawing the faces needs."""
    for name in ("racing_card", "rider_card", "lap_card"):
        picture = rules_picture(name, (220, 220))
        assert picture is not None and picture.get_size() == (220, 220)
        assert picture.get_at((110, 110)).a > 200, name
    assert rules_picture("no_such_thing", (220, 220)) is None
    text = (paths.data_dir() / "rules" / "mcs.md").read_text(encoding="utf-8")
    assert all(f"](picture:{n})" in text for n in ("racing_card", "rider_card", "lap_card"))
