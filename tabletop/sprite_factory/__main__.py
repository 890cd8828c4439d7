"""`python -m tabletop.sprite_factory [FOLDER]`: redraw the generic sprites as PNGs."""

from __future__ import annotations

import sys
from pathlib import Path

from tabletop.sprite_factory import generate_all


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else None
    for path in generate_all(folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
