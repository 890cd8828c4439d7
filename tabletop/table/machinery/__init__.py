"""What the rest of the table is built on: camera, layers, caches, animation, text, the cloth and backdrop."""
