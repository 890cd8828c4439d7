"""A track as pieces on a grid (no pygame): the model the editor edits and games describe."""
