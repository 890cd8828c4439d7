"""A lesson saved and continued comes back with its coach, knowing what it has taught."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tabletop.engine.match import Match, SaveError
from tabletop.games.registry import rules_for
from tabletop.games.simulate import MatchBot
from tabletop.tutorial.catalogue import games_with_tutorials, resumed_coach, start_tutorial
from tabletop.tutorial.coach import Coach


def coached_moves(game_id: str, learner_moves: int) -> tuple[Match, Coach]:
    """A lesson as the table plays it: the learner makes the coach's move, the computer its own."""
    match, coach = start_tutorial(game_id)
    learner = coach.tutorial.learner
    made = 0
    while made < learner_moves:
        seat = match.to_act()[0]
        if seat == learner:
            advice = coach.advise(match, seat)
            events = match.apply(seat, advice.action)
            coach.followed(advice)
            made += 1
        else:
            bot = MatchBot(match, seat)
            events = match.apply(seat, bot.choose(match.rules, match.rules.view(match.state, seat), seat))
        coach.saw(events)
    return match, coach


def reloaded(match: Match) -> Match:
    return Match.from_data(yaml.safe_load(match.save_text()), rules_for)


@pytest.mark.parametrize("game_id", games_with_tutorials())
def test_a_continued_lesson_knows_what_it_has_taught(game_id: str) -> None:
    match, coach = coached_moves(game_id, 4)
    assert coach.taught, "four of the coach's moves taught nothing"
    again = reloaded(match)
    assert again.lesson
    resumed = resumed_coach(again)
    assert resumed is not None
    assert resumed.taught == coach.taught
    assert resumed.news == []
    # It advises on from there, as the unbroken lesson's coach does.
    learner = coach.tutorial.learner
    if learner in again.to_act():
        assert resumed.advise(again, learner).lesson == coach.advise(match, learner).lesson


def test_only_a_lesson_still_coached_is_saved_as_one() -> None:
    match, _coach = coached_moves("nascard", 1)
    assert "lesson: true" in match.save_text()
    match.lesson = False  # the learner ended the lesson
    assert "lesson" not in match.save_text()
    plain = reloaded(match)
    assert not plain.lesson and resumed_coach(plain) is None


def test_a_lesson_flag_on_another_deal_brings_no_coach() -> None:
    match, _coach = coached_moves("nascard", 1)
    other = Match(match.rules, match.setup, match.seed + 1, lesson=True)
    assert resumed_coach(other) is None


def test_a_lesson_flag_that_is_not_true_or_false_is_refused_with_its_line(tmp_path: Path) -> None:
    match, _coach = coached_moves("nascard", 1)
    text = match.save_text().replace("lesson: true", "lesson: maybe")
    path = tmp_path / "lesson.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        Match.load(path, rules_for)
    line = text.splitlines().index("lesson: maybe") + 1
    assert f"{path}:{line}: 'lesson' must be true or false" in str(refused.value)
