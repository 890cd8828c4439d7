"""`data/games/<game_id>.yaml`: what the new-game screen knows about a game.

The setup form is built from this file alone (player counts, seat colours,
options with their labels and defaults), so adding an option to a game is a
data change. The same description checks options coming from a save file or
the command line, so an unknown or mistyped option gets a sentence, not a crash.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

from tabletop.content.schema import (
    Field,
    Reader,
    anything,
    boolean,
    integer,
    list_of,
    load_typed,
    mapping,
    show,
    suggestion,
    text,
    translatable,
)
from tabletop.content.setup_figures import Figures, filled, has_figures
from tabletop.language import N_, _, local

OptionKind = Literal["bool", "choice", "int"]
OptionValue = bool | int | str
# The choices a game makes from its other data for a `choices_from` name; None for a name it does not know.
ChoiceSource = Callable[[str], "Sequence[Choice] | None"]

# Keys and ids end up in folder names, save files and `--option key=value`.
_NAME = re.compile(r"[a-z][a-z0-9_]*")
_NAME_RULE = "lower-case letters, digits and '_', starting with a letter"
_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]+")
_TRUE = frozenset({"true", "yes", "on", "1"})
_FALSE = frozenset({"false", "no", "off", "0"})
_MAX_BELOW_MIN = N_("'max' must be at least 'min' ({min}), not {max}")
_ONLY_FOR = {"choices": "choice", "choices_from": "choice", "min": "int", "max": "int"}


@dataclass(frozen=True)
class Choice:
    """One value of a choice option and how the setup form names it."""

    value: str
    label: str
    players: tuple[int, ...] = ()  # the player counts it is offered for; () for any
    short: str = ""  # fewer words for a box too narrow for `label` (whole in the open list)


@dataclass(frozen=True)
class Forced:
    """An option that the number of players settles (Nascard's rivals with 1 or 2 players)."""

    players: tuple[int, ...]
    value: OptionValue
    note: str  # why, in the form's words: "always with 1 or 2 players"


@dataclass(frozen=True)
class OptionInfo:
    """One setting offered before a game; `default` has the option's own type."""

    key: str
    label: str
    kind: OptionKind
    default: OptionValue
    choices: tuple[Choice, ...] = ()
    min: int | None = None
    max: int | None = None
    help: str = ""
    forced: tuple[Forced, ...] = ()
    players: tuple[int, ...] = ()  # the player counts the form offers it for; () for any

    def offered_for(self, players: int) -> bool:
        return not self.players or players in self.players

    def forced_for(self, players: int) -> Forced | None:
        return next((forced for forced in self.forced if players in forced.players), None)

    def choices_for(self, players: int) -> tuple[Choice, ...]:
        return tuple(choice for choice in self.choices if not choice.players or players in choice.players)

    def label_of(self, value: OptionValue) -> str:
        """How the form names a value of this option, in the current language."""
        if self.kind == "bool":
            return _("Yes") if value else _("No")
        return next((local(choice.label) for choice in self.choices if choice.value == value), str(value))

    @property
    def spec(self) -> Field:
        """The values this option accepts, as a schema field."""
        if self.kind == "bool":
            return boolean()
        if self.kind == "int":
            return integer(min=self.min, max=self.max)
        return text(choices=[choice.value for choice in self.choices])

    def coerce(self, value: Any) -> OptionValue:
        """`value` as this option's type; text such as "yes" or "3" (a command line) is read.

        Raises ValueError with a sentence for the player when it does not fit.
        """
        if isinstance(value, str):
            value = self._from_text(value)
        elif self.kind == "choice" and isinstance(value, int) and not isinstance(value, bool):
            value = str(value)  # choices named "4" typed as 4 in a hand-edited save
        reader = Reader(self.key)
        checked: OptionValue = reader.read(value, self.spec, _("option '{key}'").format(key=self.key))
        if not reader.ok:
            raise ValueError(reader.problems[0].message)
        return checked

    def _from_text(self, value: str) -> Any:
        word = value.strip().lower()
        if self.kind == "bool" and word in _TRUE | _FALSE:
            return word in _TRUE
        if self.kind == "int" and _WHOLE_NUMBER.fullmatch(word):
            return int(word)
        return value


@dataclass(frozen=True)
class GameInfo:
    """A game as the menu and the new-game screen present it."""

    id: str
    name: str
    blurb: str
    min_players: int
    max_players: int
    colours: tuple[str, ...]
    has_secrets: bool
    options: tuple[OptionInfo, ...]
    player_counts: tuple[int, ...] = ()  # the counts offered, ascending; () for min to max

    @property
    def counts(self) -> tuple[int, ...]:
        return self.player_counts or tuple(range(self.min_players, self.max_players + 1))

    def settle(self, options: Mapping[str, Any], players: int) -> dict[str, Any]:
        """`options` as they apply to `players`: forced values set, choices kept to those offered."""
        settled = dict(options)
        for option in self.options:
            forced = option.forced_for(players)
            offered = [choice.value for choice in option.choices_for(players)]
            if forced is not None:
                settled[option.key] = forced.value
            elif option.kind == "choice" and offered and settled.get(option.key) not in offered:
                settled[option.key] = offered[0]
        return settled

    def resolve_options(self, given: Mapping[str, Any]) -> tuple[dict[str, Any], list[str]]:
        """Every option's value (`given`, else its default) and a sentence per bad entry.

        A bad or unknown entry never stops the caller: its option keeps the
        default, so a save file from another version still loads after a warning.
        """
        known = {option.key: option for option in self.options}
        problems = [self._unknown(key) for key in given if key not in known]
        resolved: dict[str, Any] = {}
        for key, option in known.items():
            resolved[key] = option.default
            if key in given:
                try:
                    resolved[key] = option.coerce(given[key])
                except ValueError as error:
                    using = _("{problem}; using {value}")
                    problems.append(using.format(problem=error, value=show(option.default)))
        return resolved, problems

    def _unknown(self, key: str) -> str:
        if not self.options:
            return _("{game} has no options, so '{key}' means nothing").format(game=local(self.name), key=key)
        keys = [option.key for option in self.options]
        message = _("unknown option '{key}' for {game}; expected one of: {keys}").format(
            key=key, game=local(self.name), keys=", ".join(keys)
        )
        return message + suggestion(key, keys)


_COUNTS = list_of(integer(min=1, max=99), min=1)
_CHOICE = mapping(
    {
        "value": text(min=1),
        "label": translatable(min=1),
        "short": translatable(
            default="", doc="Fewer words, for a narrow window's box; the label is read whole in its list."
        ),
        "players": list_of(integer(min=1, max=99), default=[], doc="Offered only for these counts."),
    },
    what=N_("choice"),
)
_FORCED = mapping(
    {
        "players": _COUNTS,
        "value": anything(doc="The value these player counts always play with."),
        "note": translatable(min=1, doc="Why, as the form shows it."),
    },
    what=N_("forced value"),
)
_OPTION = mapping(
    {
        "key": text(doc=f"Names the option in saves and on the command line: {_NAME_RULE}."),
        "label": translatable(
            min=1, doc="What the setup form shows. Here and in every text of the file, `{name}` is a "
            "figure the game gives from its other data (`{heats_match}`), so no number is copied by hand.",
        ),
        "kind": text(choices=["bool", "choice", "int"]),
        "default": anything(
            doc="A value of the option's kind; a choice's value, or a figure (`{recommended_blue}`)."
        ),
        "choices": list_of(_CHOICE, default=None, doc="Only for choice options."),
        "choices_from": text(
            default=None,
            doc="Choices the game adds after `choices`, made from its other data (a card's name and "
            "values), so no label copies a number by hand; only for choice options.",
        ),
        "min": integer(default=None, min=-1000, max=1000, doc="Only for int options."),
        "max": integer(default=None, min=-1000, max=1000, doc="Only for int options."),
        "help": translatable(default="", doc="A longer explanation, shown as a tooltip."),
        "forced": list_of(_FORCED, default=[], doc="Values settled by the number of players."),
        "players": list_of(
            integer(min=1, max=99), default=[],
            doc="Offered on the form only for these player counts (a seat's option, say); any if empty.",
        ),
    },
    what=N_("option"),
)
GAME_SPEC = mapping(
    {
        "id": text(doc=f"The file's name without .yaml: {_NAME_RULE}."),
        "name": translatable(min=1),
        "blurb": translatable(default=""),
        "players": mapping(
            {
                "min": integer(min=1, max=16),
                "max": integer(min=1, max=16),
                "counts": list_of(integer(min=1, max=16), default=[], doc="Only these counts, if given."),
            }
        ),
        "colours": list_of(text(min=1), min=1, doc="Seat colours offered, in order."),
        "has_secrets": boolean(doc="True when seats hide cards: pass-and-play hands over."),
        "options": list_of(_OPTION, default=[]),
    }
)


def load_game_info(
    path: Path | str,
    text: str | None = None,
    source: ChoiceSource | None = None,
    figures: Figures | None = None,
) -> GameInfo:
    """Read `data/games/<id>.yaml`; raises ContentError listing every problem.

    `source` makes the choices an option names by `choices_from`, and `figures` fill the
    `{name}`s of its texts and defaults; without them (the file checked alone) those options
    offer only the choices the file lists, and the texts read as written.
    """
    stem = Path(path).stem
    return load_typed(
        path, GAME_SPEC, lambda data, reader: _build(data, reader, stem, source, figures),
        what=N_("game"), text=text,
    )


def _build(
    data: Any, reader: Reader, stem: str, source: ChoiceSource | None, figures: Figures | None
) -> GameInfo:
    _check_name(reader, data, "id")
    if data["id"] != stem:
        message = _("'id' is '{id}' but the file is {stem}.yaml; they must match")
        reader.error(data.line_of("id"), message.format(id=data["id"], stem=stem))
    players, colours = data["players"], data["colours"]
    if players["min"] > players["max"]:
        reader.error(players.line_of("max"), _(_MAX_BELOW_MIN).format(min=players["min"], max=players["max"]))
    reader.check_unique(colours, _("colour"), str)
    if len(colours) < players["max"]:
        message = _("'colours' offers {count} colours for up to {players} players; each seat needs its own")
        reader.error(data.line_of("colours"), message.format(count=len(colours), players=players["max"]))
    counts = players["counts"]
    reader.check_unique(counts, _("player count"), lambda count: count)
    for index, count in enumerate(counts):
        if not players["min"] <= count <= players["max"]:
            message = _("player count {count} is outside {min} to {max}").format(
                count=count, min=players["min"], max=players["max"]
            )
            reader.error(counts.line_of(index), message)
    options = [_option(reader, node, source, figures) for node in data["options"]]
    reader.check_unique(data["options"], _("option key"), lambda option: option["key"])
    return GameInfo(
        id=data["id"],
        name=data["name"],
        blurb=filled(reader, data, "blurb", figures),
        min_players=players["min"],
        max_players=players["max"],
        colours=tuple(colours),
        has_secrets=data["has_secrets"],
        options=tuple(options),
        player_counts=tuple(sorted(counts)),
    )


def _option(reader: Reader, node: Any, source: ChoiceSource | None, figures: Figures | None) -> OptionInfo:
    kind = node["kind"]
    _check_name(reader, node, "key")
    for key, only_for in _ONLY_FOR.items():
        if node[key] is not None and kind != only_for:
            message = _("'{key}' only applies to {only_for} options, not to {kind} options").format(
                key=key, only_for=only_for, kind=kind
            )
            reader.error(node.line_of(key), message)
    choices = [
        Choice(
            choice["value"], filled(reader, choice, "label", figures), tuple(choice["players"]),
            filled(reader, choice, "short", figures),
        )
        for choice in node["choices"] or ()
    ]
    # Read without its game (the file checked alone), an option's made choices and figures are unknown.
    unknown = (node["choices_from"] is not None and source is None) or (
        figures is None and has_figures(node["default"])
    )
    if node["choices_from"] is not None and kind == "choice" and source is not None:
        made = source(node["choices_from"])
        if made is None:
            message = _("'choices_from' names {name}, which this game does not make choices from")
            reader.error(node.line_of("choices_from"), message.format(name=show(node["choices_from"])))
        listed = {choice.value for choice in choices}
        for choice in made or ():
            if choice.value in listed:
                message = _("choice {value} is listed and also made from {name}")
                reader.error(node.line_of("choices_from"), message.format(
                    value=show(choice.value), name=show(node["choices_from"])))
        choices += made or ()
    problems_before = len(reader.problems)
    if kind == "choice":
        if not choices and not unknown:
            message = _("option '{key}' is a choice, so it needs 'choices'").format(key=node["key"])
            reader.error(node.line, message)
        reader.check_unique(node["choices"] or [], _("choice"), lambda choice: choice["value"])
    if kind == "int" and None not in (node["min"], node["max"]) and node["min"] > node["max"]:
        reader.error(node.line_of("max"), _(_MAX_BELOW_MIN).format(min=node["min"], max=node["max"]))
    option = OptionInfo(
        key=node["key"],
        label=filled(reader, node, "label", figures),
        kind=kind,
        default=filled(reader, node, "default", figures),
        choices=tuple(choices),
        min=node["min"] if kind == "int" else None,
        max=node["max"] if kind == "int" else None,
        help=filled(reader, node, "help", figures),
        players=tuple(node["players"]),
    )
    if len(reader.problems) == problems_before and not unknown:  # values are judged by known, sound choices
        reader.read(option.default, option.spec, "'default'", node.line_of("default"))
        forced = []
        for entry in node["forced"]:
            value = reader.read(entry["value"], option.spec, "'value'", entry.line_of("value"))
            forced.append(Forced(tuple(entry["players"]), value, filled(reader, entry, "note", figures)))
        option = replace(option, forced=tuple(forced))
    return option


def _check_name(reader: Reader, node: Any, key: str) -> None:
    if not _NAME.fullmatch(node[key]):
        message = _("'{key}' must be lower-case letters, digits and '_', starting with a letter, not {value}")
        message = message.format(key=key, value=show(node[key]))
        reader.error(node.line_of(key), message)
