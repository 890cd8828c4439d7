"""Which games exist, and each one's entry points by id.

Every game package has a `game` module with `make_rules()`, `make_bot(seed)`, `make_search()`,
`summarise(match)`, `content_checkers()` and `load_track_file(path, text=None)`; nothing
outside the package needs to know more of it, except the table, which draws a
game with its `view` module. A game whose files must agree across each other
offers `data_problems()` (see `tabletop.games.playable`); one whose setup form names choices
after its cards offers `setup_choices(source)`, and one whose setup texts name its numbers
`setup_figures()` (see `tabletop.games.setup`); one that can say how far a match has got, for
the Load list, `progress(state)` (see `tabletop.games.progress`). A track game
also offers the track editor's `editor_palette()`, `editor_layout(name, pieces)` and `editor_pieces(layout)`
(see `tabletop.editor.game_link`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    # Only for the protocols: `tabletop --help` and the menu must not wait for the engine.
    from tabletop.engine.contract import Action, Rules
    from tabletop.engine.match import Match
    from tabletop.engine.search.searchable import Searchable
    from tabletop.engine.track import Track

GAME_IDS: tuple[str, ...] = ("nascard", "mcs", "raceday", "mindcycling", "motox")


class Bot(Protocol):
    def choose(self, rules: Any, view: Any, seat: int) -> Action: ...


class NormalBot(Bot, Protocol):
    def choose_among(self, rules: Any, view: Any, seat: int, actions: Sequence[Action]) -> Action:
        """Its pick of `actions` (some of the legal moves): a coach narrowing the choice to
        the moves a lesson teaches still points at the one this player would make."""
        ...


class GameModule(Protocol):
    def make_rules(self) -> Rules[Any]: ...

    def make_bot(self, seed: int) -> NormalBot:
        """The game's Normal computer player."""
        ...

    def make_search(self) -> Searchable[Any]:
        """The hooks the Hard player's search needs (`tabletop.engine.search.searchable`)."""
        ...

    def summarise(self, match: Match) -> dict[str, Any]: ...

    def content_checkers(self) -> list[tuple[str, Callable[[Path], object]]]: ...

    def load_track_file(self, path: Path, text: str | None = None) -> Track:
        """The track file at `path` (or `text`, named as `path`); ContentError on problems."""
        ...


def game_module(game_id: str) -> GameModule:
    """A game's entry points; KeyError for a game that does not exist."""
    if game_id not in GAME_IDS:
        raise KeyError(game_id)
    module: GameModule = importlib.import_module(f"tabletop.games.{game_id}.game")
    return module


def rules_for(game_id: str) -> Rules[Any]:
    return game_module(game_id).make_rules()
