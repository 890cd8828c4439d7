"""Pages any screen may open: the rules and the settings."""
