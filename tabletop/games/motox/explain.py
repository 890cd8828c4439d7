"""MotoX's pieces, places and prompts in plain words: the table's tooltips, the banner's
rule and the places the rules name in a move's description.

Each line says what a thing is and what it does now, with the piecepack's or the
rule's name (null, ace, ramp, wipe out, kick-start) beside the plain words. A place is
named as a player reads it off the board: tile numbers (printed on each tile) and sides
as the screen shows them, never grid coordinates. Pure text: the view decides what lies
under the pointer.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.engine.words import ordinal, say
from tabletop.games.motox.actions import Kickstart, Pass, Roll, RollForFirst, Stay
from tabletop.games.motox.components import Components
from tabletop.games.motox.state import BUILD, DECIDE, MOVE, ORDER, OVER, PAWNS, Bike, MotoXState
from tabletop.games.motox.track_model import Cell, Course, Point, cell_of, minus
from tabletop.language import _, local

# The headings in data/rules/motox.md that the banner's "?" opens.
RULE_BUILDING = "Building the track"
RULE_TURN = "Your turn"
RULE_BACK_ON = "Getting back on"
RULE_WIPE_OUT = "Wiping out"
RULE_FINISH = "The finish"


def _side(step: Cell, number: int) -> str | None:
    """Where a place lies beside tile `number`, as the screen shows it: "to the right of tile 3"."""
    words = {
        (1, 0): _("to the right of tile {number}"),
        (-1, 0): _("to the left of tile {number}"),
        (0, 1): _("below tile {number}"),
        (0, -1): _("above tile {number}"),
    }.get(step)
    return words.format(number=number) if words else None


def tile_words(parts: Components, state: MotoXState, index: int) -> str:
    placed = state.tiles[index]
    name = local(parts.tile_name(placed.face))
    head = _("Tile {number} of the track ({name}): four spaces, two by two.")
    lines = [head.format(number=index + 1, name=name)]
    if index == 0:
        lines.append(_("The starting tile: the bikes line up on it."))
    if index == len(state.tiles) - 1 and state.phase not in (ORDER, BUILD):
        lines.append(_("The finish tile: riding off its far edge wins the race."))
    if placed.ramp:
        lines.append(ramp_words(placed.ramp))
    return " ".join(lines)


def ramp_words(height: int) -> str:
    return say(
        _("A jump ramp of height {height} under the edge toward the next tile ({n:coin}): "
          "a bike crosses it only with a number above {height}, and flies over any bikes just past it."),
        height=height, n=height,
    )


def pawn_words(bike: Bike, rank: int | None, dice: int, viewer: int | None) -> str:
    """A bike on the board; `rank` None before the race, `dice` what its place rolls."""
    lines = [_("Your bike.") if bike.seat == viewer else say(_("{who:'s} bike."), who=bike.name)]
    if rank is not None:
        lines.append(say(_("{place} in the race, {n:coin} to spend."), place=ordinal(rank), n=bike.coins))
        lines.append(say(_("Its place rolls {n:die|dice}: the further back, the more dice."), n=dice))
    if bike.wiped:
        lines.append(
            _("Wiped out: set beside the track, it must be kick-started back onto the space it left.")
        )
    return " ".join(lines)


def die_words(value: int, usable: bool, chosen: bool) -> str:
    if value == 0:
        what = _("A null: no number, but each null rolled lets the bike make one 90-degree turn in its move.")
    elif value == 1:
        what = _("An ace: it counts 1. An ace also kick-starts a wiped-out bike.")
    else:
        what = _("A {value}: ride exactly {value} spaces in a straight line.").format(value=value)
    if chosen:
        return what + " " + _("Chosen: the lit spaces are {value} away.").format(value=value)
    if usable:
        return what + " " + _("Click it to ride {value}.").format(value=value)
    return what


def zone_words(kind: str, chosen: int | None, height: int = 0) -> str:
    """A lit place: where a dragged piece or the bike may go now."""
    if kind == "cell":
        return _(
            "Lit: drop your tile here. A new tile touches the one laid just before it and shares "
            "an edge with no other tile."
        )
    if kind == "ramp":
        return _(
            "Lit: drop a coin here to raise this edge's ramp to height {height}; "
            "bikes will need more than {height} to cross it."
        ).format(height=height + 1)
    if kind == "wipe":
        return _("No number leads anywhere legal: the bike wipes out here (wipe out).")
    if chosen is None:
        return _("Lit: put your bike on this space of the starting tile.")
    return _("Lit: ride {value} to here. Every null rolled allows one turn on the way.").format(value=chosen)


def stock_words(kind: str, bike: Bike) -> str:
    if kind == "tile":
        return _(
            "Your next tile ({left} left to lay): drag it to a lit place to grow the track "
            "toward the finish."
        ).format(left=len(bike.tiles))
    if kind == "coin":
        return _(
            "Your building coins ({left} left): drag one under a lit edge to build or raise a jump ramp. "
            "The other coins are dealt out once the track is done, to buy dice."
        ).format(left=bike.build_coins)
    return _("Your bike: drop it on a lit space of the starting tile.")


def button_words(action: object) -> str | None:
    if isinstance(action, RollForFirst):
        return _("Roll one die: the highest roll lays the starting tile and moves first in the race.")
    if isinstance(action, Roll):
        roll = _(
            "Roll your dice: the further back you are, the more dice you roll, "
            "so more numbers to choose from."
        )
        if not action.coins:
            return roll
        return roll + " " + say(_("Spends {n:coin} for {n:extra die|extra dice}."), n=action.coins)
    if isinstance(action, Kickstart):
        return _("Pay a coin to put the bike back on the track at once; then roll or pass as usual.")
    if isinstance(action, Pass):
        return _("Do nothing this turn.")
    if isinstance(action, Stay):
        return _("After a kick-start the move is optional: stay on the space.")
    return None


def stock_area_words(state: MotoXState, bike: Bike | None) -> str:
    if bike is None:
        return _("The stock: each rider's tiles and coins to lay.")
    if state.phase == BUILD:
        return say(_("Your stock: {tiles:tile} and {coins:coin} still to lay."), tiles=len(bike.tiles),
                   coins=bike.build_coins)
    return _("Your coins: {coins}. Spend them before a roll for extra dice, or to kick-start.").format(
        coins=bike.coins
    )


def banner_rule(state: MotoXState, waiting: tuple[int, ...]) -> str | None:
    if state.phase == OVER:
        return RULE_FINISH
    if not waiting:
        return None
    if state.phase in (ORDER, BUILD, PAWNS):
        return RULE_BUILDING
    if state.phase == DECIDE and state.bikes[waiting[0]].wiped:
        return RULE_BACK_ON
    if state.phase in (DECIDE, MOVE):
        return RULE_TURN
    return None


def tile_place_words(cells: Sequence[Cell], cell: Cell) -> str:
    """Where the next tile goes: beside the last tile, and whether the track bends there."""
    if not cells:
        return _("as the starting tile")
    step = minus(cell, cells[-1])
    where = _side(step, len(cells))
    if where is None:
        return _("away from the track")
    if len(cells) < 2:
        return where
    if minus(cells[-1], cells[-2]) == step:
        return _("{where} (straight on)").format(where=where)
    return _("{where} (a bend)").format(where=where)


def space_words(course: Course, space: Point) -> str:
    """A space as the board shows it: which corner of which numbered tile."""
    index = course.tile_at(space)
    if index is None:
        return _("off the track")
    x, y = cell_of(space)
    top, left = space[1] == 2 * y, space[0] == 2 * x
    corner = {
        (True, True): _("the top-left space of tile {number}"),
        (True, False): _("the top-right space of tile {number}"),
        (False, True): _("the bottom-left space of tile {number}"),
        (False, False): _("the bottom-right space of tile {number}"),
    }[(top, left)]
    return corner.format(number=index + 1)
