"""Race it: many computer races on the track being edited, run beside the editor.

The races run on a worker thread so the editor stays in the player's hands; the
scene reads a copy of the report as it grows and may cancel between two races.
The run keeps the document it was started on, so the report (and its marks on
the pieces) is shown only while the track is still that one.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.engine.track_design.document import TrackDocument
from tabletop.games.track_fairness import TrackReport, race_track
from tabletop.language import _

RACES = 200


@dataclass(frozen=True)
class Snapshot:
    """The report as it stood after the latest race."""

    data: dict[str, Any]
    trouble: dict[int, int]  # layout piece -> incidents


class RaceItRun:
    def __init__(self, game_id: str, doc: TrackDocument, layout: Mapping[str, Any], owners: list[int],
                 players: int, races: int | None = None, seed: int = 1) -> None:
        self.doc = doc
        self.owners = owners
        self.players = players
        self.races = RACES if races is None else races
        self.error = ""
        self._lock = threading.Lock()
        self._snapshot: Snapshot | None = None
        self._cancelled = threading.Event()
        self._finished = threading.Event()
        self._thread = threading.Thread(
            target=self._run, args=(game_id, dict(layout), seed), name="race-it", daemon=True
        )
        self._thread.start()

    def _run(self, game_id: str, layout: dict[str, Any], seed: int) -> None:
        try:
            race_track(game_id, layout, self.players, self.races, seed, on_race=self._after_race)
        except Exception as exc:  # a worker's failure is told in the panel, never lost with the thread
            stopped = _("The races stopped: {error}: {reason}")
            self.error = stopped.format(error=type(exc).__name__, reason=exc)
        finally:
            self._finished.set()

    def _after_race(self, report: TrackReport) -> bool:
        snapshot = Snapshot(report.to_data(), dict(report.trouble))
        with self._lock:
            self._snapshot = snapshot
        return not self._cancelled.is_set()

    def snapshot(self) -> Snapshot | None:
        with self._lock:
            return self._snapshot

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def cancel(self) -> None:
        self._cancelled.set()

    def wait(self, timeout: float) -> bool:
        """Until the run ends (for tests and leaving the editor); whether it ended."""
        return self._finished.wait(timeout)

    def piece_heat(self) -> dict[int, float]:
        """Each document piece's share of the worst piece's trouble, for the marks on the board."""
        snapshot = self.snapshot()
        if snapshot is None or not snapshot.trouble:
            return {}
        worst = max(snapshot.trouble.values())
        heat: dict[int, float] = {}
        for piece, count in snapshot.trouble.items():
            if 0 <= piece < len(self.owners):
                owner = self.owners[piece]
                heat[owner] = max(heat.get(owner, 0.0), count / worst)
        return heat
