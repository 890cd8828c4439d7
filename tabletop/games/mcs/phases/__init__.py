"""The phases of an MCS heat in the order they are played: the gate, the laps,
straights and bends, their effects, the finish."""
