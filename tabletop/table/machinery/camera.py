"""The view onto the table: world <-> screen transform, zoom about the cursor, pan, fit.

World coordinates are the game's layout units (a track is laid out once in
world space); the camera maps them into its `viewport` on the screen.
"""

from __future__ import annotations

import pygame

Point = tuple[float, float] | pygame.Vector2

WHEEL_STEP = 1.12
PAN_BUTTONS = (pygame.BUTTON_LEFT, pygame.BUTTON_MIDDLE)


class Camera:
    def __init__(
        self,
        viewport: pygame.Rect,
        *,
        zoom: float = 1.0,
        min_zoom: float = 0.25,
        max_zoom: float = 4.0,
    ) -> None:
        self.viewport = pygame.Rect(viewport)
        self.min_zoom = min_zoom
        self.max_zoom = max_zoom
        self.zoom = self._clamp(zoom)
        # The world point drawn at the viewport's top-left corner.
        self.origin = pygame.Vector2(0, 0)
        # MOUSEWHEEL events carry no position, so the cursor is remembered from
        # the last mouse event that had one (never read from the live mouse).
        self.pointer: tuple[int, int] | None = None
        self._pan_from: tuple[int, int] | None = None

    def _clamp(self, zoom: float) -> float:
        return max(self.min_zoom, min(self.max_zoom, zoom))

    def world_to_screen(self, point: Point) -> pygame.Vector2:
        world = pygame.Vector2(point)
        return (world - self.origin) * self.zoom + pygame.Vector2(self.viewport.topleft)

    def screen_to_world(self, point: Point) -> pygame.Vector2:
        screen = pygame.Vector2(point)
        return (screen - pygame.Vector2(self.viewport.topleft)) / self.zoom + self.origin

    def world_rect_to_screen(self, rect: pygame.Rect | pygame.FRect) -> pygame.Rect:
        topleft = self.world_to_screen(rect.topleft)
        return pygame.Rect(
            round(topleft.x), round(topleft.y),
            round(rect.width * self.zoom), round(rect.height * self.zoom),
        )

    def zoom_at(self, screen_point: Point, factor: float) -> None:
        """Zoom by `factor`, keeping the world point under `screen_point` where it is."""
        anchor = self.screen_to_world(screen_point)
        self.zoom = self._clamp(self.zoom * factor)
        self.origin = anchor - (pygame.Vector2(screen_point) - self.viewport.topleft) / self.zoom

    def pan(self, dx: float, dy: float) -> None:
        """Move the view by a screen-pixel drag of (dx, dy): the cloth follows the pointer."""
        self.origin -= pygame.Vector2(dx, dy) / self.zoom

    def fit(self, world_rect: pygame.Rect | pygame.FRect, margin: int = 24) -> None:
        """Zoom and centre so `world_rect` fills the viewport (less `margin` pixels each side)."""
        room_w = max(1, self.viewport.width - 2 * margin)
        room_h = max(1, self.viewport.height - 2 * margin)
        self.zoom = self._clamp(
            min(room_w / max(1.0, world_rect.width), room_h / max(1.0, world_rect.height))
        )
        centre = pygame.Vector2(world_rect.center)
        self.origin = centre - pygame.Vector2(self.viewport.size) / (2 * self.zoom)

    def look(self) -> tuple[float, tuple[float, float], tuple[int, int, int, int]]:
        """Everything that moves the picture through this camera: for the keys of kept pictures."""
        view = self.viewport
        return (self.zoom, (self.origin.x, self.origin.y), (view.x, view.y, view.width, view.height))

    def can_fit(self, world_rect: pygame.Rect | pygame.FRect, margin: int = 24) -> bool:
        """Whether `fit(world_rect, margin)` would show all of it (the zoom limit allows)."""
        room_w = max(1, self.viewport.width - 2 * margin)
        room_h = max(1, self.viewport.height - 2 * margin)
        return min(room_w / max(1.0, world_rect.width), room_h / max(1.0, world_rect.height)) >= self.min_zoom

    def set_viewport(self, viewport: pygame.Rect) -> None:
        """Resize the viewport keeping the same world point at its centre."""
        centre = self.screen_to_world(self.viewport.center)
        self.viewport = pygame.Rect(viewport)
        self.origin = centre - pygame.Vector2(self.viewport.size) / (2 * self.zoom)

    @property
    def panning(self) -> bool:
        return self._pan_from is not None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Wheel zoom and drag-to-pan. Give it only events nothing above it consumed.

        A press starts a pan only inside the viewport; the caller sends presses on
        pieces elsewhere first, so reaching here means the press hit empty cloth.
        """
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL:
            if self.pointer is None or not self.viewport.collidepoint(self.pointer):
                return False
            self.zoom_at(self.pointer, WHEEL_STEP ** event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in PAN_BUTTONS:
            if self.viewport.collidepoint(event.pos):
                self._pan_from = event.pos
                return True
            return False
        if event.type == pygame.MOUSEMOTION and self._pan_from is not None:
            self.pan(event.pos[0] - self._pan_from[0], event.pos[1] - self._pan_from[1])
            self._pan_from = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._pan_from is not None:
            self._pan_from = None
            return True
        return False
