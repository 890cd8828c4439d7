"""Entry point of the PyInstaller bundle: the same as the `tabletop` command."""

from tabletop.cli import main

raise SystemExit(main())
