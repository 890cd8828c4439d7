"""What a running process costs, read from outside through /proc (Linux): CPU time and memory."""

from __future__ import annotations

import os
from pathlib import Path

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int | str = "self") -> float:
    """User plus system CPU time the process has used so far."""
    text = Path(f"/proc/{pid}/stat").read_text()
    # The command name (field 2) may hold spaces; the fields after it are plain numbers.
    fields = text[text.rindex(")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def rss_mib(pid: int | str = "self") -> float:
    """Resident memory of the process, in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for process {pid}")
