"""`tabletop bench`: speed and memory figures, each kind in its own module (see docs/benchmarks.md)."""
