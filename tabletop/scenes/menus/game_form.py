"""The new-game form's choices as plain data: how many play, each seat's name, type and colour,
the options and the track; and what stops those seats from starting.

The new-game scene shows a `GameForm` in widgets and changes it; nothing here draws.
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from tabletop.content.game_info import GameInfo
from tabletop.engine.colour_words import colour_name
from tabletop.engine.contract import SeatSetup
from tabletop.engine.levels import LEVELS, NORMAL
from tabletop.engine.seat_names import COMPUTER, PLAYER, YOU
from tabletop.engine.seat_names import default_name as app_name
from tabletop.language import _, every_translation

DEFAULT_PLAYERS = 2
NAME_LIMIT = 20  # characters; longer names do not fit the seat panels on the table


def default_name(index: int, is_bot: bool, alone: bool = False) -> str:
    """The name a seat nobody named has: "Computer 2"; a person's "Player 2", or "You" for the
    one person (`alone`) among computers, as the editor's test drive names its seat."""
    if alone and not is_bot:
        return _(YOU)
    return _(COMPUTER if is_bot else PLAYER).format(number=index + 1)


def is_default_name(name: str, index: int, is_bot: bool) -> bool:
    """`name` is the seat's default in some language the app speaks (the form may have been
    filled in before a switch)."""
    template = COMPUTER if is_bot else PLAYER
    defaults = {words.format(number=index + 1) for words in every_translation(template)}
    if not is_bot:
        defaults |= set(every_translation(YOU))
    return name.strip() in defaults


@dataclass
class SeatForm:
    name: str
    is_bot: bool
    colour: str
    level: str = NORMAL  # how well the computer plays; kept while the seat is a person's
    # A name a player typed stays, even one that reads as the app's own ("You", "Player 2").
    typed: bool = False

    def app_named(self, index: int) -> bool:
        """Whether the seat at `index` still has the name the app gave it, which follows the seats
        and the language."""
        return not self.typed and is_default_name(self.name, index, self.is_bot)


@dataclass
class GameForm:
    """One game's choices so far. Plain data: the widgets show it and change it."""

    info: GameInfo
    players: int
    seats: list[SeatForm]  # one for every possible seat; the first `players` play
    options: dict[str, Any]
    track: Path | None = None  # the chosen track file; None: the first one offered

    @classmethod
    def fresh(cls, info: GameInfo) -> GameForm:
        seats = [SeatForm(default_name(i, False), False, info.colours[i]) for i in range(info.max_players)]
        players = min(info.counts, key=lambda count: (abs(count - DEFAULT_PLAYERS), count))
        return cls(info, players, seats, {option.key: option.default for option in info.options})

    def copy(self) -> GameForm:
        return replace(self, seats=[replace(seat) for seat in self.seats], options=dict(self.options))

    @property
    def active(self) -> list[SeatForm]:
        return self.seats[: self.players]

    def set_players(self, count: int) -> None:
        before, self.players = self.players, count
        # A seat that joins keeps its name and type, but not a colour a playing seat has.
        for seat in self.seats[before:count]:
            taken = {other.colour for other in self.active if other is not seat}
            if seat.colour in taken:
                seat.colour = next(colour for colour in self.info.colours if colour not in taken)
        self.speak_defaults()

    def take_seats(self, other: GameForm) -> None:
        """The seats of `other` (another game's form) as far as this game allows: who sits where,
        their names typed, person or computer and level, and each colour this game has and no
        seat before took; the number of players too when this game is played by as many."""
        if other.players in self.info.counts:
            self.players = other.players
        for index, (seat, theirs) in enumerate(zip(self.seats, other.seats, strict=False)):
            seat.is_bot, seat.level, seat.typed = theirs.is_bot, theirs.level, theirs.typed
            seat.name = default_name(index, seat.is_bot) if theirs.app_named(index) else theirs.name
            if theirs.colour in self.info.colours:
                seat.colour = theirs.colour
        self._distinct_colours()
        self.speak_defaults()

    def set_bot(self, index: int, is_bot: bool, level: str | None = None) -> None:
        """Change a seat's type (and a computer's `level`); a name still at its default follows
        ("Player 2" -> "Computer 2")."""
        seat = self.seats[index]
        if seat.app_named(index):
            seat.name = default_name(index, is_bot)
        seat.is_bot = is_bot
        if level is not None:
            seat.level = level
        self.speak_defaults()

    def speak_defaults(self) -> None:
        """Default names say "Joueur 2" once the app speaks French, and "You" for the one person
        playing computers; a name someone typed stays."""
        alone = sum(not seat.is_bot for seat in self.active) == 1
        for index, seat in enumerate(self.seats):
            if seat.app_named(index):
                seat.name = default_name(index, seat.is_bot, alone and index < self.players)

    def problems(self) -> list[str]:
        """Why these seats cannot start (empty when they can)."""
        found: list[str] = []
        named: dict[str, int] = {}
        coloured: dict[str, int] = {}
        for number, seat in enumerate(self.active, start=1):
            name = seat.name.strip()
            if not name:
                found.append(_("Seat {number} needs a name.").format(number=number))
            elif name.casefold() in named:
                found.append(
                    _("Seats {first} and {number} are both called {name}: each player needs their own name.")
                    .format(first=named[name.casefold()], number=number, name=name)
                )
            else:
                named[name.casefold()] = number
            if seat.colour in coloured:
                found.append(
                    _("Seats {first} and {number} share a colour, {colour}: "
                      "pick another colour for one of them.")
                    .format(first=coloured[seat.colour], number=number, colour=colour_name(seat.colour))
                )
            else:
                coloured[seat.colour] = number
        return found

    def seat_setups(self) -> tuple[SeatSetup, ...]:
        """The seats to start with; a name still at its default is the app's, in every language,
        so the game shows it in the language spoken ("Computer 2", then "Ordinateur 2")."""
        return tuple(
            SeatSetup(self._setup_name(index, seat), seat.is_bot, seat.colour, seat.level)
            for index, seat in enumerate(self.active)
        )

    @staticmethod
    def _setup_name(index: int, seat: SeatForm) -> str:
        if not seat.is_bot and seat.name.strip() in every_translation(YOU):
            return app_name(YOU)
        if is_default_name(seat.name, index, seat.is_bot):
            return app_name(COMPUTER if seat.is_bot else PLAYER, index + 1)
        return seat.name.strip()

    # -- kept in the settings, for the next visit ----------------------------------------------

    def kept(self) -> dict[str, Any]:
        """The seats and options as plain data for the settings file (names typed; a default is
        left out so it follows the language and the seats next time)."""
        return {
            "players": self.players,
            "options": dict(self.options),
            "seats": [
                {"name": "" if seat.app_named(index) else seat.name,
                 "computer": seat.is_bot, "level": seat.level, "colour": seat.colour}
                for index, seat in enumerate(self.seats)
            ],
        }

    def take_kept(self, kept: Any) -> None:
        """The seats and options `kept` from an earlier visit, each part that suits this game (the
        game's data may have changed since, or the file been edited by hand): the rest stays as it is."""
        if not isinstance(kept, dict):
            return
        if kept.get("players") in self.info.counts:
            self.players = kept["players"]
        self._take_options(kept.get("options"))
        seats = kept.get("seats")
        if not isinstance(seats, list):
            return
        for index, (seat, data) in enumerate(zip(self.seats, seats, strict=False)):
            if not isinstance(data, dict):
                continue
            if isinstance(data.get("computer"), bool):
                seat.is_bot = data["computer"]
            if data.get("level") in LEVELS:
                seat.level = data["level"]
            name = data.get("name")
            typed = isinstance(name, str) and bool(name.strip()) and len(name) <= NAME_LIMIT
            seat.name = str(name) if typed else default_name(index, seat.is_bot)
            seat.typed = typed
            colour = data.get("colour")
            if colour in self.info.colours:
                seat.colour = colour
        self._distinct_colours()
        self.speak_defaults()

    def _take_options(self, kept: Any) -> None:
        """Each option kept that the game still has, with a value it still accepts."""
        if not isinstance(kept, dict):
            return
        for option in self.info.options:
            # A value the game no longer accepts leaves its default.
            if option.key in kept:
                with suppress(ValueError):
                    self.options[option.key] = option.coerce(kept[option.key])

    def _distinct_colours(self) -> None:
        """A colour an earlier seat has already: the first of the game's colours no seat has."""
        for index, seat in enumerate(self.seats):
            if seat.colour in {other.colour for other in self.seats[:index]}:
                used = {other.colour for other in self.seats}
                seat.colour = next(colour for colour in self.info.colours if colour not in used)
