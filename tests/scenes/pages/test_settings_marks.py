"""Settings marks what this run uses: `tabletop --size` and `--lang` hold for one run and leave the
saved settings as they were, so the screen must not claim the saved ones are in use."""

from __future__ import annotations

from pathlib import Path

from tabletop.app import App
from tabletop.files.settings import SETTINGS_FILE, load_settings
from tabletop.scenes.menus import game_hooks
from tests.scenes.driver import Driver


def test_a_run_s_size_and_language_are_marked_and_the_saved_ones_kept(
    make_app: type[App], user_dir: Path
) -> None:
    (user_dir / SETTINGS_FILE).write_text(
        "language: en\nwindow_size: [1280, 720]\nfullscreen: true\n", encoding="utf-8"
    )
    game_hooks.install()
    driver = Driver(make_app((960, 600), language="fr"))  # tabletop --size 960x600 --lang fr
    driver.frames(1)
    driver.click_button("Réglages")
    assert driver.button("Français").is_selected and not driver.button("English").is_selected
    assert driver.button("960 x 600").is_selected and not driver.button("1280 x 720").is_selected
    assert driver.button_with_id("#fullscreen_0").is_selected  # a window asked a size is not full screen
    saved = load_settings(user_dir / SETTINGS_FILE)[0]
    assert (saved.language, saved.window_size, saved.fullscreen) == ("en", (1280, 720), True)

    driver.click_button("1280 x 720")  # picked: now the saved size, and the one in use
    assert driver.button("1280 x 720").is_selected and not driver.button("960 x 600").is_selected
