"""Small pieces of grammar shared by the games' log lines, panels, banners and buttons.

A message is written once, as one template, and `say` fills it in with the
grammar each value needs: a seat may be named "You" ("You roll", "your stock",
"You are landed on"), and a count may be one ("1 coin", "3 coins"). Each message
stays whole in one template so that it is translated whole: `say(_("..."))`, and the
French template names its own grammar (see `say`), filled by the French rules here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from string import Formatter
from typing import Any

from tabletop.language import language, local, pgettext

# Verbs whose second person is not the third person less its "s".
_IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
_SENTENCE_START = re.compile(r"(^|[.!?]\s+)$")
# French drops a short word's vowel before one: "l'as", "d'Anna" (a mute h is written out by the
# translator, since an aspirated one does not elide: "le héros").
_FRENCH_VOWELS = "aeiouyàâäéèêëîïôöùûüœæ"


def is_you(name: str) -> bool:
    """A seat named "You" (any case, or "Vous" in French): the words then speak to that player."""
    return name.strip().lower() in ("you", "vous")


def agree(name: str, verb: str, *, many: bool = False) -> str:
    """`verb`, written for "he/she" ("rolls", "is"), as `name` takes it: "You roll", "You are";
    `many` names more than one ("Anna & Carl win")."""
    if not (many or is_you(name)):
        return verb
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"  # carries, tries; not ties
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]  # passes, finishes, reaches
    if verb.endswith("s") and not verb.endswith("ss"):
        return verb[:-1]
    return verb  # cannot, will, took: the same for everyone


def spoken_to(name: str) -> str:
    """`name` inside a sentence (in a list, after a colon): a seat named You is "you" ("vous")."""
    if not is_you(local(name)):
        return name
    return "vous" if language() == "fr" else "you"


def possessive(name: str, *, start: bool = True) -> str:
    """`name`'s; a seat named "You" reads "Your" ("your" inside a sentence), never "You's"."""
    if is_you(name):
        return "Your" if start else "your"
    return f"{name}'s"


def article(word: str) -> str:
    """"a" or "an", as `word` begins: "an Engine check", "a Body check"."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def ordinal(number: int, *, feminine: bool = False) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st; in French 1er, 2e, 3e (a rider's place),
    and 1re with a feminine noun ("1re place"): a French template asks for it with `{n:re}` (see `say`)."""
    if language() == "fr":
        if number == 1:
            return "1re" if feminine else "1er"
        return f"{number}e"
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def decimal(value: float, digits: int = 1) -> str:
    """`value` with `digits` decimals and the language's decimal mark: "1.5"; in French "1,5"."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if language() == "fr" else text


def plural(count: int, word: str, many: str = "") -> str:
    """`count` and `word`, in the plural unless there is exactly one: "1 space", "3 spaces".

    `many` is the plural when it is not the word and an s: plural(2, "die", "dice").
    """
    one = count in (0, 1) if language() == "fr" else count == 1  # "0 pièce" in French
    if one:
        return f"{count} {word}"
    return f"{count} {many or word + 's'}"


def elide(word: str, following: str) -> str:
    """French `word` ("le", "la", "de", "que") before `following`: "l'as", "d'Anna", "le roi"."""
    if following[:1].lower() in _FRENCH_VOWELS:
        return f"{word[:-1]}'{following}"
    return f"{word} {following}"


def names_list(names: tuple[str, ...] | list[str]) -> str:
    """"Anna", "Anna and Bob", "Anna, Bob and Cleo"."""
    names = [local(name) for name in names]  # a data file's words (a rival's colour) as shown
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + (" et " if language() == "fr" else " and ") + names[-1]


def clauses(parts: Iterable[str]) -> str:
    """Clauses joined by semicolons as the language writes them: "a; b", in French "a ; b"."""
    return pgettext("between clauses", "; ").join(parts)


class _Sayer(Formatter):
    """Fills a template field by field, knowing whether each one opens a sentence."""

    def say(self, template: str, values: dict[str, Any]) -> str:
        text = ""
        for literal, field, spec, conversion in self.parse(template):
            text += literal
            if field is None:
                continue
            value, _ = self.get_field(field, (), values)
            if conversion:
                value = self.convert_field(value, conversion)
            # A team ("Anna & Carl") is the subject of a verb in the plural; "You & Carl" as "you".
            members = [local(name) for name in getattr(value, "members", ())]
            group = _YOU_AMONG if any(is_you(name) for name in members) else _MANY if members else _ONE
            # A data file's words (a bonus card's name) are filled in the language shown.
            value = local(value) if isinstance(value, str) else value
            start = bool(_SENTENCE_START.search(text))
            fill = self._fill_french if language() == "fr" else self._fill
            text += fill(value, spec or "", start=start, group=group)
        return text

    def _fill_french(self, value: Any, spec: str, *, start: bool, group: str = "") -> str:
        name = str(value)
        words = spec.replace("|", "").replace("-", "").replace(" ", "").replace("'", "").replace("~", "")
        if len(words) < 2 or not words.isalpha():
            return format(value, spec)
        if isinstance(value, int) and not isinstance(value, bool):
            if spec in ("nth", "re"):
                return ordinal(value, feminine=spec == "re")
            word, _, many = spec.partition("|")
            return plural(value, word, many)
        you = is_you(name)
        if spec.startswith("~"):
            # A possessive: "{who:~la main|votre main}" reads "la main d'Anna", "votre main".
            theirs, _, yours = spec[1:].partition("|")
            return yours if you and yours else f"{theirs} {elide('de', name)}"
        if spec in ("le", "la", "de", "que"):
            return elide(spec, "vous" if you else name)
        if spec == "them":
            return "vous" if you and not start else ("Vous" if you else name)
        verb = spec.lstrip("-")
        others, _, yours = verb.partition("|")
        yours, _, theirs = yours.partition("|")
        if you or group == _YOU_AMONG:
            form = yours or others
        else:
            form = (theirs or others) if group == _MANY else others
        if spec.startswith("-"):
            return form
        subject = ("Vous" if start else "vous") if you else name
        return f"{subject} {form}"

    def _fill(self, value: Any, spec: str, *, start: bool, group: str = "") -> str:
        name = str(value)
        if spec == "'s":
            return possessive(name, start=start)
        if spec == "their":
            # The seat's own thing without repeating the name: "into your hand", "into their hand".
            word = "your" if is_you(name) else "their"
            return word.capitalize() if start else word
        words = spec.replace("|", "").replace("-", "").replace(" ", "")
        # One letter ("d", "s") is an ordinary format type, never a word.
        if len(words) < 2 or not words.isalpha():
            return format(value, spec)
        if isinstance(value, int) and not isinstance(value, bool):
            if spec == "nth":
                return ordinal(value)
            word, _, many = spec.partition("|")
            return plural(value, word, many)
        if spec == "them":
            return "you" if is_you(name) and not start else name
        several = group != _ONE
        if spec.startswith("-"):
            return agree(name, spec[1:], many=several)
        subject = ("You" if start else "you") if is_you(name) else name
        return f"{subject} {agree(name, spec, many=several)}"


# Who a name is, for its verb: one person, several (a team), or several of whom one is "You".
_ONE, _MANY, _YOU_AMONG = "one", "many", "you among"
_SAYER = _Sayer()


def say(template: str, **values: Any) -> str:
    """`template` filled with `values`, each in the grammar it needs.

    A field's format spec says how a value is used:
      {who}            the name as it is (in a list, on a label)
      {who:rolls}      the name as the subject of the verb, written for "he/she":
                       "Ann rolls", "You roll" ("you roll" inside a sentence); a team
                       (`seat_names.team_name`) takes the plural: "Ann & Carl roll";
                       "{who:is} boxed in": "You are boxed in"
      {who:-passes}    the verb alone, agreeing with the name: "{who:has} none and {who:-passes}"
      {who:'s}         its possessive: "Ann's", "Your" opening a sentence, "your" inside one
      {who:their}      the possessive after the name was said: "their hand", "your hand"
      {who:them}       the name as an object: "Ann", "you"
      {n:coin}         a count and a noun: "1 coin", "2 coins"; {n:die|dice} names the plural
      {n:nth}          a number as an ordinal: "1st", "2nd"
    Any other spec is an ordinary format spec ({x:+d}).

    A French template (the language is French) reads its fields the French way:
      {who:roule|roulez}   the name and the verb, the second form for a seat named "Vous"
                           ("Anna roule", "Vous roulez"); one form serves both ("{who:a fini}")
      {who:gagne|gagnez|gagnent}  a third form for a team (`seat_names.team_name`): "Anna & Carl
                           gagnent"; a team with "Vous" in it takes the second ("Vous & Carl gagnez")
      {who:-roule|roulez}  the verb alone
      {n:case}             "0 case", "1 case", "2 cases"; {n:cheval|chevaux} names the plural
      {n:nth} {n:re}       an ordinal, "1er", "2e"; before a feminine noun "1re": "{n:re} place"
      {x:le} {x:la} {x:de} {x:que}  the word and what follows, elided: "l'as", "la dame", "d'Anna",
                           "qu'Anna"
      {who:them}           the name as an object: "Anna", "vous"
      {who:~la main|votre main}  a possessive, what is the name's: "la main d'Anna", "votre main"
    A value read from a data file (a `Translated`: a bonus card's name) is filled in the language shown.
    """
    return _SAYER.say(template, values)
