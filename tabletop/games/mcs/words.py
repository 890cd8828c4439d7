"""MCS's colours and places in the language of the moment: the log, the banner, the tooltips and
the moves all name a rider by his helmet and a card by its edge colour through here.

The colours are the ids of data/cards/mcs.yaml; one the code does not know is shown as its id.
"""

from __future__ import annotations

from tabletop.engine.words import ordinal
from tabletop.language import N_, _, local

# A rider goes by his helmet's colour, said as a name ("Red passes Blue").
HELMET_WORDS = {"red": N_("Red"), "blue": N_("Blue"), "yellow": N_("Yellow"), "white": N_("White")}
# An edge colour, said of a card ("an orange card", in French "une carte à bord orange").
EDGE_WORDS = {"orange": N_("orange"), "purple": N_("purple"), "teal": N_("teal"), "black": N_("black")}
# How a rider went out of a heat, in its result.
OUT_WORDS = {"fall": N_("fell"), "engine": N_("engine failure")}


def rider_word(colour: str) -> str:
    """A rider by his helmet: "Red" ("Rouge"); as an adjective, lower it: "a red rider"."""
    return _(HELMET_WORDS[colour]) if colour in HELMET_WORDS else colour.capitalize()


def edge_word(edge: str) -> str:
    """An edge colour, lower case: "orange", "teal"."""
    return _(EDGE_WORDS[edge]) if edge in EDGE_WORDS else edge


def out_word(out: str) -> str:
    """How a rider went out: "fell", "engine failure"."""
    return _(OUT_WORDS[out]) if out in OUT_WORDS else out


def place_word(place: int) -> str:
    """A place among the riders ("2nd"), or "out" for 0."""
    return ordinal(place) if place else _("out")


def score_words(score: str, level: bool) -> str:
    """The score as `phases.finish.score_figures` gives it, "a draw" said when the sides are level."""
    shown = local(score)  # names and figures, the names in the language shown
    return _("a draw, {score}").format(score=shown) if level else shown
