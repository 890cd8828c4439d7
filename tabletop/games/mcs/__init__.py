"""MCS: the speedway card match, heats of four riders over up to four laps."""
