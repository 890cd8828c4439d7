"""The scene machinery: the scene, the stack, what scenes share, layout, dialogs."""
