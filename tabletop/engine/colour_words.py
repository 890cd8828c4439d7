"""A seat's colour by name, in the language of the moment: New game's colour picker shows these.

The colours are the ids the games' data and seats use (`SeatSetup.colour`, the keys of
`sprite_factory.palette.TOKEN_COLOURS`); one not listed is shown as its id, capitalised.
A game that says a colour as part of its own words (MCS's riders, named by their helmets)
keeps those words in its package.
"""

from __future__ import annotations

from tabletop.language import N_, _

# The colour as a name on its own ("Red", in French a masculine noun: "Rouge"), never said of a
# thing (a colour that agrees with its noun is translated with the noun).
COLOUR_WORDS = {
    "red": N_("Red"),
    "blue": N_("Blue"),
    "green": N_("Green"),
    "yellow": N_("Yellow"),
    "purple": N_("Purple"),
    "orange": N_("Orange"),
    "white": N_("White"),
    "black": N_("Black"),
    "pink": N_("Pink"),
}


def colour_name(colour: str) -> str:
    """"Red" ("Rouge"): a seat's colour as its label."""
    words = COLOUR_WORDS.get(colour)
    return _(words) if words else colour.capitalize()
