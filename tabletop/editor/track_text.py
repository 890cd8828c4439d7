"""A track's layout as its file says it: every stretch's name in each language it has, in the
YAML the editor writes. One writer, so the size the editor checks is the size it saves."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import yaml

from tabletop.language.data_text import spread

# How much a layout's JSON, cheap to make, may exceed its YAML: a layout whose JSON is shorter
# than the file's limit by this share is short enough without writing its YAML, which takes a
# player's pause on a track of hundreds of pieces.
ESTIMATE_MARGIN = 0.8


# libyaml's writer where PyYAML has it: the same text, in half the time.
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def yaml_text(data: Mapping[str, Any]) -> str:
    return yaml.dump(dict(data), Dumper=_DUMPER, sort_keys=False, default_flow_style=None, allow_unicode=True,
                     width=100)


def track_text(layout: Mapping[str, Any]) -> str:
    return yaml_text(spread(layout))
