from __future__ import annotations

import pytest

from tabletop.engine.words import agree, article, names_list, ordinal, plural, possessive, say, spoken_to
from tabletop.language import set_language


@pytest.mark.parametrize(
    ("verb", "second"),
    [
        ("rolls", "roll"), ("is", "are"), ("has", "have"), ("goes", "go"), ("does", "do"),
        ("passes", "pass"), ("reaches", "reach"), ("finishes", "finish"), ("carries", "carry"),
        ("ties", "tie"), ("rides", "ride"), ("kick-starts", "kick-start"), ("cannot", "cannot"),
        ("uses", "use"), ("plays", "play"),
    ],
)
def test_a_verb_agrees_with_a_seat_named_you_and_stays_for_anyone_else(verb: str, second: str) -> None:
    assert agree("You", verb) == second
    assert agree("you ", verb) == second
    assert agree("Ann", verb) == verb
    assert agree("Youssef", verb) == verb


def test_possessive_of_you_is_your_never_yous() -> None:
    assert possessive("Ann") == "Ann's"
    assert possessive("You") == "Your"
    assert possessive("You", start=False) == "your"


@pytest.mark.parametrize(
    ("number", "word"),
    [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"), (21, "21st"),
     (102, "102nd"), (111, "111th")],
)
def test_ordinals(number: int, word: str) -> None:
    assert ordinal(number) == word
    assert ordinal(number, feminine=True) == word  # English has one form
    assert say("{place:nth} place", place=number) == f"{word} place"


def test_plural_counts_one_in_the_singular_and_knows_irregular_plurals() -> None:
    assert plural(1, "coin") == "1 coin"
    assert plural(0, "coin") == "0 coins"
    assert plural(2, "medal") == "2 medals"
    assert plural(1, "die", "dice") == "1 die"
    assert plural(3, "die", "dice") == "3 dice"


def test_article_follows_the_first_letter() -> None:
    assert f"{article('engine')} Engine check" == "an Engine check"
    assert f"{article('body')} Body check" == "a Body check"


def test_names_list() -> None:
    assert names_list(()) == ""
    assert names_list(("Ann",)) == "Ann"
    assert names_list(("Ann", "You")) == "Ann and You"
    assert names_list(["Ann", "Bob", "You"]) == "Ann, Bob and You"


def test_say_makes_the_verb_agree_with_its_subject() -> None:
    assert say("{who:rolls} {n:die|dice}.", who="Ann", n=1) == "Ann rolls 1 die."
    assert say("{who:rolls} {n:die|dice}.", who="You", n=2) == "You roll 2 dice."
    assert say("{who:has} nothing and {who:-passes}.", who="Ann") == "Ann has nothing and passes."
    assert say("{who:is} landed on by a jumping bike.", who="You") == "You are landed on by a jumping bike."
    assert say("{who:has} none and {who:-passes}.", who="You") == "You have none and pass."


def test_say_writes_a_possessive_your_at_a_sentence_start_and_inside_one() -> None:
    assert say("{who:'s} stock", who="You") == "Your stock"
    assert say("Taken; {who:takes} one.", who="You") == "Taken; you take one."
    assert say("{who:'s} stock", who="Ann") == "Ann's stock"
    assert say("Taken from {who:'s} hand.", who="You") == "Taken from your hand."
    assert say("Fine. {who:'s} turn.", who="You") == "Fine. Your turn."


def test_say_writes_their_or_your_after_the_name_was_said() -> None:
    assert say("{who:takes} it into {who:their} hand.", who="You") == "You take it into your hand."
    assert say("{who:takes} it into {who:their} hand.", who="Dale") == "Dale takes it into their hand."
    assert say("{who:their} turn.", who="You") == "Your turn."


def test_say_writes_an_object_you_in_lower_case_and_keeps_plain_names_as_they_are() -> None:
    assert say("{by:pushes} {who:them} forward.", by="Ann", who="You") == "Ann pushes you forward."
    assert say("{by:pushes} {who:them} forward.", by="You", who="Ann") == "You push Ann forward."
    assert say("Order: {a}, {b}.", a="You", b="Ann") == "Order: You, Ann."


def test_say_counts_and_keeps_ordinary_format_specs() -> None:
    assert say("{n:face-down card} back", n=1) == "1 face-down card back"
    assert say("{n:coin} to spend", n=0) == "0 coins to spend"
    assert say("{x:+d} and {y:d} and {z}", x=2, y=3, z=4) == "+2 and 3 and 4"
    assert say("{who:'s} turn: {n:d}", who="you", n=5) == "Your turn: 5"


def test_a_seat_named_you_inside_a_sentence_is_you_in_either_language() -> None:
    assert [spoken_to(name) for name in ("You", "Ann", "you")] == ["you", "Ann", "you"]
    set_language("fr")
    try:
        assert [spoken_to(name) for name in ("Vous", "Anna")] == ["vous", "Anna"]
    finally:
        set_language("en")
