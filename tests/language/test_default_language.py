"""The first language is the system's when the app speaks it; a saved choice wins after that."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.files.settings import Settings, load_settings, save_settings


@pytest.mark.parametrize(
    ("system", "expected"), [("fr_FR.UTF-8", "fr"), ("de_DE.UTF-8", "en"), ("en_US", "en")]
)
def test_a_first_start_speaks_the_system_s_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, system: str, expected: str
) -> None:
    monkeypatch.setenv("LANGUAGE", system)
    assert Settings().language == expected
    assert load_settings(tmp_path / "settings.yaml")[0].language == expected


def test_the_saved_language_wins_and_a_wrong_one_is_explained(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "fr_FR")
    path = tmp_path / "settings.yaml"
    save_settings(Settings(language="en"), path)
    assert load_settings(path) == (Settings(language="en"), [])
    path.write_text("language: klingon\n", encoding="utf-8")
    settings, problems = load_settings(path)
    assert settings.language == "fr"
    assert problems == ["settings.yaml:1: language must be one of en, fr"]
