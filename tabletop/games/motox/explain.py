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

from tabletop.engine.words import ordinal, plural, say
from tabletop.games.motox.actions import Kickstart, Pass, Roll, RollForFirst, Stay
from tabletop.games.motox.components import Components
from tabletop.games.motox.state import BUILD, DECIDE, MOVE, ORDER, OVER, PAWNS, Bike, MotoXState
from tabletop.games.motox.track_model import Cell, Course, Point, cell_of, minus

# The headings in data/rules/motox.md that the banner's "?" opens.
RULE_BUILDING = "Building the track"
RULE_TURN = "Your turn"
RULE_BACK_ON = "Getting back on"
RULE_WIPE_OUT = "Wiping out"
RULE_FINISH = "The finish"

SIDES = {(1, 0): "to the right of", (-1, 0): "to the left of", (0, 1): "below", (0, -1): "above"}


def tile_words(parts: Components, state: MotoXState, index: int) -> str:
    placed = state.tiles[index]
    name = parts.tile_name(placed.face)
    head = f"Tile {index + 1} of the track ({name}): four spaces, two by two."
    if index == 0:
        head += " The starting tile: the bikes line up on it."
    if index == len(state.tiles) - 1 and state.phase not in (ORDER, BUILD):
        head += " The finish tile: riding off its far edge wins the race."
    if placed.ramp:
        head += " " + ramp_words(placed.ramp)
    return head


def ramp_words(height: int) -> str:
    return (
        f"A jump ramp of height {height} under the edge toward the next tile ({plural(height, 'coin')}): "
        f"a bike crosses it only with a number above {height}, and flies over any bikes just past it."
    )


def pawn_words(bike: Bike, rank: int | None, dice: int, viewer: int | None) -> str:
    """A bike on the board; `rank` None before the race, `dice` what its place rolls."""
    whose = "Your bike" if bike.seat == viewer else say("{who:'s} bike", who=bike.name)
    head = f"{whose}."
    if rank is not None:
        head += f" {ordinal(rank)} in the race, {plural(bike.coins, 'coin')} to spend."
        head += say(" Its place rolls {n:die|dice}: the further back, the more dice.", n=dice)
    if bike.wiped:
        head += " Wiped out: set beside the track, it must be kick-started back onto the space it left."
    return head


def die_words(value: int, usable: bool, chosen: bool) -> str:
    if value == 0:
        what = "A null: no number, but each null rolled lets the bike make one 90-degree turn in its move."
    elif value == 1:
        what = "An ace: it counts 1. An ace also kick-starts a wiped-out bike."
    else:
        what = f"A {value}: ride exactly {value} spaces in a straight line."
    if chosen:
        return f"{what} Chosen: the lit spaces are {value} away."
    if usable:
        return f"{what} Click it to ride {value}."
    return what


def zone_words(kind: str, chosen: int | None, height: int = 0) -> str:
    """A lit place: where a dragged piece or the bike may go now."""
    if kind == "cell":
        return (
            "Lit: drop your tile here. A new tile touches the one laid just before it and shares "
            "an edge with no other tile."
        )
    if kind == "ramp":
        after = height + 1
        return (
            f"Lit: drop a coin here to raise this edge's ramp to height {after}; "
            f"bikes will need more than {after} to cross it."
        )
    if kind == "wipe":
        return "No number leads anywhere legal: the bike wipes out here (wipe out)."
    if chosen is None:
        return "Lit: put your bike on this space of the starting tile."
    return f"Lit: ride {chosen} to here. Every null rolled allows one turn on the way."


def stock_words(kind: str, bike: Bike) -> str:
    if kind == "tile":
        return (
            f"Your next tile ({len(bike.tiles)} left to lay): drag it to a lit place to grow the "
            "track toward the finish."
        )
    if kind == "coin":
        return (
            f"Your building coins ({bike.build_coins} left): drag one under a lit edge to build or "
            "raise a jump ramp. The other coins are dealt out once the track is done, to buy dice."
        )
    return "Your bike: drop it on a lit space of the starting tile."


def button_words(action: object) -> str | None:
    if isinstance(action, RollForFirst):
        return "Roll one die: the highest roll lays the starting tile and moves first in the race."
    if isinstance(action, Roll):
        extra = say(" Spends {n:coin} for {n:extra die|extra dice}.", n=action.coins) if action.coins else ""
        return (
            "Roll your dice: the further back you are, the more dice you roll, so more numbers to "
            f"choose from.{extra}"
        )
    if isinstance(action, Kickstart):
        return "Pay a coin to put the bike back on the track at once; then roll or pass as usual."
    if isinstance(action, Pass):
        return "Do nothing this turn."
    if isinstance(action, Stay):
        return "After a kick-start the move is optional: stay on the space."
    return None


def stock_area_words(state: MotoXState, bike: Bike | None) -> str:
    if bike is None:
        return "The stock: each rider's tiles and coins to lay."
    if state.phase == BUILD:
        return say("Your stock: {tiles:tile} and {coins:coin} still to lay.", tiles=len(bike.tiles),
                   coins=bike.build_coins)
    return f"Your coins: {bike.coins}. Spend them before a roll for extra dice, or to kick-start."


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
        return "as the starting tile"
    step = minus(cell, cells[-1])
    side = SIDES.get(step)
    if side is None:
        return "away from the track"
    where = f"{side} tile {len(cells)}"
    if len(cells) < 2:
        return where
    return where + (" (straight on)" if minus(cells[-1], cells[-2]) == step else " (a bend)")


def space_words(course: Course, space: Point) -> str:
    """A space as the board shows it: which corner of which numbered tile."""
    index = course.tile_at(space)
    if index is None:
        return "off the track"
    x, y = cell_of(space)
    row = "top" if space[1] == 2 * y else "bottom"
    column = "left" if space[0] == 2 * x else "right"
    return f"the {row}-{column} space of tile {index + 1}"
