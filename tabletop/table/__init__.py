"""Generic table components: sprites, animation, camera, drag and drop, panels.

Nothing here knows any game's rules; a game's view module arranges these pieces
from `rules.view(state, viewer)` and turns interactions into proposed actions.
"""
