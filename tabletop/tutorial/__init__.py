"""Guided first games: a coach that points at the next thing to do and says why (no pygame)."""
