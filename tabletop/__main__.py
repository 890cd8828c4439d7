"""`python -m tabletop`: the `tabletop` command, run from whichever tree Python imports."""

from __future__ import annotations

import sys

from tabletop.cli import main

sys.exit(main())
