"""The app's colours in one place, so cloth, cards, panels and the UI theme agree."""

from __future__ import annotations

RGB = tuple[int, int, int]

FELT: RGB = (30, 90, 56)
FELT_DARK: RGB = (17, 58, 36)
PAPER: RGB = (252, 247, 236)
CREAM: RGB = (243, 233, 207)
CREAM_DARK: RGB = (222, 204, 166)
INK: RGB = (40, 31, 23)
INK_SOFT: RGB = (104, 88, 70)
INK_HINT: RGB = (78, 64, 50)  # a hint in running text: apart from INK, yet dark enough on cream to read
WOOD: RGB = (122, 84, 48)
ACCENT: RGB = (170, 36, 32)
ACCENT_DARK: RGB = (112, 20, 20)
GOLD: RGB = (232, 184, 64)

# Highlights must read on felt, on cream and on any card face: a warm gold for
# "you may drop here", a bright cyan for "this is selected", red for refusals.
LEGAL: RGB = (255, 208, 64)
SELECTED: RGB = (64, 210, 255)
PLAYING: RGB = (90, 220, 110)  # the card being played, apart from the cards paying for it
SPENT: RGB = (236, 72, 153)  # a card chosen to pay by being thrown away, apart from those kept face down
DIM: RGB = (120, 120, 130)  # multiplied into a piece that cannot be chosen now
REFUSED: RGB = (226, 62, 48)

TOKEN_COLOURS: dict[str, RGB] = {
    "red": (206, 38, 38),
    "blue": (38, 92, 214),
    "green": (64, 190, 84),
    "yellow": (246, 206, 44),
    "purple": (134, 64, 178),
    "orange": (244, 132, 30),
    "white": (240, 240, 234),
    "black": (36, 36, 42),
    "pink": (236, 108, 176),
}


def shade(colour: RGB, factor: float) -> RGB:
    """`colour` darkened (factor < 1) or lightened towards white (factor > 1)."""
    if factor <= 1:
        r, g, b = (round(c * factor) for c in colour)
    else:
        r, g, b = (round(c + (255 - c) * (factor - 1)) for c in colour)
    return (min(255, r), min(255, g), min(255, b))


def ink_for(colour: RGB) -> RGB:
    """Dark or light text, whichever reads better on `colour`."""
    r, g, b = colour
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else PAPER


def luminance(colour: RGB) -> float:
    """How bright `colour` looks, 0 (black) to 1 (white): WCAG's relative luminance."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = colour
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a: RGB, b: RGB) -> float:
    """WCAG's contrast ratio of two colours: 1 (the same) to 21 (black on white)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def outline_for(colour: RGB) -> RGB:
    """The dark edge round a piece or a line of `colour`: its own darker shade, but ink round a
    light colour (white, yellow), whose darker shade is a grey lost on pale paper and pale road."""
    return INK if luminance(colour) > 0.5 else shade(colour, 0.5)
