"""Rules help: finding the pages, the markdown subset, scrolling by wheel and keyboard."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop import paths
from tabletop.app import App
from tabletop.content.rules_pages import anchor_of, outline
from tabletop.language import set_language
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.pages.rules_help import RulesHelpScene, find_pages
from tabletop.scenes.widgets import markdown
from tests.scenes.conftest import FIXTURES
from tests.scenes.driver import Driver

RULES = FIXTURES / "rules"


def test_pages_are_titled_by_their_first_heading(tmp_path: Path) -> None:
    (tmp_path / "b-game.md").write_text("Intro line\n\n# Zebra Rally\n\n## Setup\n", encoding="utf-8")
    (tmp_path / "untitled-game.md").write_text("No heading here.\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("# Not a page\n", encoding="utf-8")
    pages = find_pages(tmp_path)
    assert [(page.path.name, page.title) for page in pages] == [
        ("untitled-game.md", "Untitled game"),
        ("b-game.md", "Zebra Rally"),
    ]
    assert [page.title for page in find_pages(RULES)] == ["Sample Race"]


def test_markdown_subset_is_parsed_into_blocks() -> None:
    text = (
        "# Title\n\nA **bold** word and\na second line.\n\n"
        "## Part\n- first **point**\n- second\n  continues here\n\n1. one\n2) two\n\n"
        "| A | B |\n|---|:-:|\n| 1 | 2 |\n\n### Small\nTrailing ** marker\n"
    )
    blocks = markdown.parse(text)
    assert [(b.kind, b.level) for b in blocks] == [
        ("heading", 1), ("paragraph", 0), ("heading", 2), ("bullet", 0), ("bullet", 0),
        ("bullet", 0), ("bullet", 0), ("table", 0), ("heading", 3), ("paragraph", 0),
    ]
    assert blocks[1].spans == (
        markdown.Span("A "), markdown.Span("bold", bold=True), markdown.Span(" word and a second line."),
    )
    assert blocks[4].spans == (markdown.Span("second continues here"),)
    assert [block.marker for block in blocks[3:7]] == ["", "", "1.", "2)"]
    assert blocks[7].rows == (("A", "B"), ("1", "2"))
    assert blocks[9].spans == (markdown.Span("Trailing ** marker"),)


def test_layout_wraps_to_the_width_and_keeps_reading_order() -> None:
    pygame.font.init()
    blocks = markdown.parse((RULES / "sample-race.md").read_text(encoding="utf-8"))
    narrow, wide = markdown.layout(blocks, 300), markdown.layout(blocks, 900)
    assert narrow.height > wide.height
    assert all(x + image.get_width() <= 300 for x, _, image in narrow.pieces if image.get_width() < 300)
    tops = [y for _, y, _ in narrow.pieces]
    assert tops == sorted(tops)


def test_every_table_of_every_rules_page_fits_the_column_of_the_smallest_window(
    make_app: type[App],
) -> None:
    """A table's rows do not wrap (the font shrinks only so far), so a table wider than the text
    column at 960x600 runs past the page's right edge: every game's page, in every language."""
    driver = Driver(make_app((960, 600)))
    driver.frames(1)
    width = RulesHelpScene(driver.app.ctx).text_rect().width
    rules = paths.data_dir() / "rules"
    pages = sorted(rules.glob("*.md")) + sorted(rules.glob("*/*.md"))
    assert {page.parent.name for page in pages} == {"rules", "fr"}
    too_wide = []
    for page in pages:
        blocks = markdown.parse(page.read_text(encoding="utf-8"))
        tables = [block for block in blocks if block.kind == "table"]
        for table in tables:
            right = max(x + image.get_width() for x, _, image in markdown.layout([table], width).pieces)
            if right > width:
                too_wide.append(f"{page.relative_to(rules)}: table {table.rows[0]} is {right} px wide")
    assert not too_wide, f"text column {width} px: {too_wide}"


def open_rules(driver: Driver) -> RulesHelpScene:
    scene = RulesHelpScene(driver.app.ctx, folder=RULES)
    driver.app.ctx.stack.push(scene)
    driver.frames(1)
    return scene


def test_wheel_and_keys_scroll_within_the_page(driver: Driver) -> None:
    scene = open_rules(driver)
    assert scene.max_scroll() > 0  # the sample page is longer than the window
    driver.wheel(-2)
    assert scene.scroll > 0
    after_wheel = scene.scroll
    driver.key(pygame.K_DOWN)
    assert scene.scroll > after_wheel
    driver.key(pygame.K_END)
    assert scene.scroll == scene.max_scroll()
    driver.key(pygame.K_PAGEDOWN)
    assert scene.scroll == scene.max_scroll()
    driver.key(pygame.K_HOME)
    assert scene.scroll == 0
    driver.wheel(3)
    assert scene.scroll == 0


def test_esc_returns_from_the_rules(driver: Driver) -> None:
    open_rules(driver)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, MainMenu)


def test_pages_are_listed_and_switched_by_their_buttons(driver: Driver, tmp_path: Path) -> None:
    for name in ("alpha", "beta"):
        (tmp_path / f"{name}.md").write_text(f"# {name.title()} Cup\n\nText.\n", encoding="utf-8")
    scene = RulesHelpScene(driver.app.ctx, folder=tmp_path, initial="beta")
    driver.app.ctx.stack.push(scene)
    driver.frames(1)
    assert driver.button("Beta Cup").is_selected
    driver.click_button("Alpha Cup")
    assert scene.pages[scene.current].title == "Alpha Cup"
    assert driver.button("Alpha Cup").is_selected


def test_no_pages_is_a_message_not_a_crash(driver: Driver, tmp_path: Path) -> None:
    driver.app.ctx.stack.push(RulesHelpScene(driver.app.ctx, folder=tmp_path / "missing"))
    driver.frames(2)
    driver.key(pygame.K_DOWN)
    assert driver.button_texts() == ["Back"]


def test_a_picture_line_is_drawn_by_the_game_and_an_unknown_one_is_left_out() -> None:
    text = "# Nascard\n\n![A card](picture:driving_card)\n\nText.\n\n![Nothing](picture:no_such_thing)\n"
    blocks = markdown.parse(text)
    assert [(b.kind, b.picture, b.line) for b in blocks if b.kind == "picture"] == [
        ("picture", "driving_card", 3), ("picture", "no_such_thing", 7),
    ]
    from tabletop.scenes.pages.rules_help import _picture

    drawn = markdown.layout(blocks, 700, lambda name, size: _picture("nascard", name, size))
    # The title, the card (as tall as the box: a card is taller than wide), its caption, the text.
    card = [image for _, _, image in drawn.pieces if image.get_height() == markdown.PICTURE_SIZE[1]]
    assert len(card) == 1 and card[0].get_at((card[0].get_width() // 2, 110)).a > 200
    assert drawn.problems == ["line 7: no picture named 'no_such_thing'"]


def test_every_picture_named_in_the_rules_pages_is_drawn(driver: Driver) -> None:
    scene = RulesHelpScene(driver.app.ctx)
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    named = 0
    for index, page in enumerate(scene.pages):
        scene.show(index)
        driver.frames(1)
        document = scene._document()
        assert document is not None
        assert document.problems == [], page.path.name
        named += page.path.read_text(encoding="utf-8").count("](picture:")
    assert named >= 7  # Nascard's four and Race Day's three


def test_rules_open_scrolled_to_a_heading(driver: Driver) -> None:
    scene = RulesHelpScene(driver.app.ctx, initial="nascard", heading="Bonus cards")
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    document = scene._document()
    assert document is not None
    wanted = document.heading_y("bonus cards")
    assert wanted is not None and wanted > 0 and scene.scroll == min(wanted, scene.max_scroll())
    assert document.heading_y("1. Play cards") == document.heading_y("Play cards")


def test_french_pages_in_french_and_english_again_after_switching_back(driver: Driver) -> None:
    rules = paths.data_dir() / "rules"
    scene = RulesHelpScene(driver.app.ctx, initial="mindcycling")
    driver.app.ctx.stack.push(scene)
    driver.frames(1)
    assert scene.pages[scene.current].path == rules / "mindcycling.md"
    driver.app.ctx.speak("fr")
    driver.frames(1)
    assert scene.pages[scene.current].path == rules / "fr" / "mindcycling.md"
    assert driver.button("Mind Cycling").is_selected
    document = scene._document()
    assert document is not None and document.heading_y("Our rulings") == document.anchors["our-rulings"]
    driver.app.ctx.speak("en")
    driver.frames(1)
    assert [page.path.parent for page in scene.pages] == [rules] * len(scene.pages)


def test_a_switch_of_language_keeps_the_section_being_read(driver: Driver) -> None:
    scene = RulesHelpScene(driver.app.ctx, initial="raceday", heading="3. Drafting")
    driver.app.ctx.stack.push(scene)
    driver.frames(2)
    english = scene.scroll
    driver.app.ctx.speak("fr")
    driver.frames(2)
    document = scene._document()
    assert document is not None and scene.pages[scene.current].path.parent.name == "fr"
    drafting = document.heading_y("3. Drafting")
    assert drafting and scene.scroll == min(drafting, scene.max_scroll()) and scene.scroll > 0
    assert document.anchor_at(scene.scroll + 1) == "drafting" and english > 0


def test_a_link_by_english_heading_lands_on_that_section_of_the_french_page(driver: Driver) -> None:
    set_language("fr")
    for game, heading, words in (
        ("nascard", "Bonus cards", "Les cartes bonus"),
        ("mcs", "The straight", "La ligne droite"),
        ("motox", "Getting back on", "Remonter en selle"),
    ):
        scene = RulesHelpScene(driver.app.ctx, initial=game, heading=heading)
        driver.app.ctx.stack.push(scene)
        driver.frames(2)
        document = scene._document()
        assert document is not None and scene.pages[scene.current].path.parent.name == "fr"
        text = scene.pages[scene.current].path.read_text(encoding="utf-8")
        titles = {section.anchor: section.title for section in outline(text)}
        assert titles[anchor_of(heading)] == words
        found = document.heading_y(heading)
        assert found and scene.scroll == min(found, scene.max_scroll()) and scene.scroll > 0
        driver.key(pygame.K_ESCAPE)


def test_a_no_break_space_keeps_french_punctuation_with_its_word() -> None:
    pygame.font.init()
    text = "Cinq\u00a0% de plus\u202f; « mot\u00a0» fin"
    drawn = markdown.layout(markdown.parse(text), 900)
    assert len(drawn.pieces) == 6  # "Cinq %", "de", "plus ;", "«", "mot »", "fin"
    narrow = markdown.layout(markdown.parse("mot\u00a0:"), 10)
    assert len(narrow.pieces) == 1
