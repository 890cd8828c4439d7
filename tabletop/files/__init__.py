"""The files a player keeps (saves, settings, own tracks) and `tabletop validate`, which checks every file."""
