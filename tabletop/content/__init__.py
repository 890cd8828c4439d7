"""Content: YAML data files read into typed, checked objects; every problem as file:line.

Never imports pygame: bots, `simulate`, `validate` and tests load content headless.

- `problems`: Problem (file:line: message) and ContentError (all problems of a load).
- `yaml_source`: read_yaml, the only way content is read; LMap/LList keep line numbers.
- `schema`: Field specs and Reader, to describe and check a file in a few lines.
- `game_info`: `data/games/<id>.yaml`, what the new-game screen offers.
- `validate`: checking many files at once for `tabletop validate`.
"""
