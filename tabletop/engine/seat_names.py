"""The names the app gives a seat nobody named: "You", "Player 2", "Computer 2".

Such a name is the app's words, not the player's, so it follows the language as the app's
other words do: it is made in every language at once, a `SeatName`, and worded when shown
("Ordinateur 2" in French). A name a player typed stays a plain `str`, shown as typed.
A save holds the name's words as written; reading one back, `spoken` knows the default
names again (in any language the app speaks) so they go on following the language.
A team's name (`team_name`) joins its members' names so, and is worded when shown too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from tabletop.language import LANGUAGES, N_, Translated, local
from tabletop.language.catalogs import translations
from tabletop.language.current import DEFAULT

COMPUTER = N_("Computer {number}")
PLAYER = N_("Player {number}")
YOU = N_("You")


class SeatName(Translated):
    """A default seat name in every language the app speaks; `str(name)` is the words it was
    made with (kept in the game's state and its save, so a save's checksum never depends on
    the language), and filling it into a message gives the words of the language shown."""

    # A seat's name is filled into many messages (`_("{name}: ...").format(name=...)`): each
    # gets the words of the moment without having to call `local` itself.
    def __format__(self, spec: str) -> str:
        return format(local(self), spec)


def _in_every_language(template: str, number: int | None) -> dict[str, str]:
    def words(code: str) -> str:
        said = template if code == DEFAULT else translations(code).gettext(template)
        return said.format(number=number) if number is not None else said

    return {code: words(code) for code in LANGUAGES}


def default_name(template: str, number: int | None = None) -> SeatName:
    """The seat name `template` (COMPUTER, PLAYER or YOU) with `number`, kept in English."""
    every = _in_every_language(template, number)
    return SeatName(every[DEFAULT], every)


def named_in_data(words: str) -> str:
    """A seat name a data file gives in several languages (a lesson's "You", "Vous"): shown in
    the language spoken, as the app's own names are."""
    if isinstance(words, Translated):
        return SeatName(str(words), words.translations)
    return words


def spoken(name: str, index: int, is_bot: bool) -> str:
    """`name` as the seat at `index` read from a save: the name the app gives that seat (in any
    language) comes back as a `SeatName` holding the same words, so it is shown in the language
    spoken; any other name ("Player 7" in the first seat) is the player's and stays as it is."""
    you = _in_every_language(YOU, None)
    if not is_bot and name in you.values():
        return SeatName(name, you)
    template = COMPUTER if is_bot else PLAYER
    # New game numbers seats from 1; a test drive numbers its computers after "You", from 1.
    numbers = (index, index + 1) if is_bot else (index + 1,)
    number = _number_in(name, template)
    if number in numbers:
        return SeatName(name, _in_every_language(template, number))
    return name


def _number_in(name: str, template: str) -> int | None:
    """The number `name` fills into `template` as some language writes it ("Ordinateur 2": 2)."""
    for words in _in_every_language(template, None).values():
        before, _, after = words.partition("{number}")
        middle = name[len(before): len(name) - len(after)]
        if name.startswith(before) and name.endswith(after) and middle.isdigit() and middle.isascii():
            return int(middle)
    return None


class Team(Translated):
    """Seats playing as one side ("Anna & Carl"), named in every language: each member's name
    as that language shows it. `members` are the names, so `say` makes the team the subject of
    a verb in the plural ("Anna & Carl win", French "gagnent")."""

    members: tuple[str, ...]

    def __new__(cls, english: str, translations: Mapping[str, str], members: Sequence[str] = ()) -> Team:
        made = cast(Team, super().__new__(cls, english, translations))
        made.members = tuple(members)
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (str(self), dict(self.translations), self.members))


def team_name(members: Sequence[str]) -> str:
    """The members' names joined with "&", each in the language shown; one seat is its own name."""
    if len(members) == 1:
        return members[0]

    def joined(code: str) -> str:
        return " & ".join(getattr(name, "translations", {}).get(code, str(name)) for name in members)

    every = {code: joined(code) for code in LANGUAGES}
    return Team(" & ".join(str(name) for name in members), every, members)
