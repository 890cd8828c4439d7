"""The scene stack: lifecycle order, overlays, input only to the top, fades, Esc and pause."""

from __future__ import annotations

import pygame

from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.context import AppContext
from tabletop.scenes.machinery.stack import SceneStack
from tabletop.scenes.menus.main_menu import MainMenu
from tabletop.scenes.pages.rules_help import RulesHelpScene
from tabletop.scenes.pages.settings_scene import SettingsScene
from tabletop.scenes.play.pause_menu import PauseMenu
from tests.scenes.driver import Driver


class Recorder(Scene):
    """A scene that writes down what happens to it, and fills the window with its colour."""

    def __init__(self, ctx: AppContext, name: str, log: list[str], *, opaque: bool = True,
                 colour: tuple[int, int, int] = (0, 0, 0)) -> None:
        super().__init__(ctx)
        self.name = name
        self.log = log
        self.opaque = opaque
        self.colour = colour

    def on_enter(self) -> None:
        super().on_enter()
        self.log.append(f"{self.name}.enter")

    def on_exit(self) -> None:
        super().on_exit()
        self.log.append(f"{self.name}.exit")

    def on_pause(self) -> None:
        self.log.append(f"{self.name}.pause")

    def on_resume(self) -> None:
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_x:
            self.log.append(f"{self.name}.key")
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        self.log.append(f"{self.name}.update")

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"{self.name}.draw")
        if self.opaque:
            surface.fill(self.colour)


class GameLike(Recorder):
    """What a game scene does with Esc: open the pause menu."""

    def __init__(self, ctx: AppContext, log: list[str]) -> None:
        super().__init__(ctx, "game", log)
        self.saved = 0

    def save(self) -> None:
        self.saved += 1

    def on_escape(self) -> None:
        self.ctx.stack.push(PauseMenu(self.ctx, on_save=self.save))


def test_lifecycle_order_for_push_pop_and_replace(driver: Driver) -> None:
    ctx = driver.app.ctx
    log: list[str] = []
    stack: SceneStack = ctx.stack
    a, b, c = (Recorder(ctx, name, log) for name in "abc")
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    stack.pop()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]
    assert stack.top is a


def test_overlays_draw_bottom_up_from_the_first_opaque_scene(driver: Driver) -> None:
    ctx = driver.app.ctx
    log: list[str] = []
    for scene in (
        Recorder(ctx, "hidden", log),
        Recorder(ctx, "base", log),
        Recorder(ctx, "overlay1", log, opaque=False),
        Recorder(ctx, "overlay2", log, opaque=False),
    ):
        ctx.stack.push(scene)
    log.clear()
    ctx.stack.draw(pygame.Surface((10, 10)))
    assert log == ["base.draw", "overlay1.draw", "overlay2.draw"]


def test_only_the_top_scene_gets_input_and_time(driver: Driver) -> None:
    ctx = driver.app.ctx
    log: list[str] = []
    ctx.stack.push(Recorder(ctx, "below", log))
    ctx.stack.push(Recorder(ctx, "top", log, opaque=False))
    log.clear()
    driver.key(pygame.K_x)
    assert "top.key" in log and "below.key" not in log
    assert "top.update" in log and "below.update" not in log


def test_drawing_does_not_change_the_stack(driver: Driver) -> None:
    ctx = driver.app.ctx
    log: list[str] = []
    ctx.stack.push(Recorder(ctx, "game", log))
    before = ctx.stack.scenes
    for _ in range(3):
        driver.app.draw(pygame.Surface(ctx.size))
    assert ctx.stack.scenes == before
    assert not [entry for entry in log if not entry.endswith(("draw", "enter", "pause"))]


def test_an_opaque_scene_fades_in_and_the_fade_ends(driver: Driver) -> None:
    ctx = driver.app.ctx
    ctx.stack.push(Recorder(ctx, "white", [], colour=(255, 255, 255)))
    surface = pygame.Surface(ctx.size)
    driver.app.draw(surface)
    assert surface.get_at((5, 5))[0] < 200  # still darkened by the fade
    ctx.stack.update(1.0)
    driver.app.draw(surface)
    assert surface.get_at((5, 5))[:3] == (255, 255, 255)


def test_instant_animation_speed_skips_the_fade(driver: Driver) -> None:
    ctx = driver.app.ctx
    ctx.update_settings(animation_speed="instant")
    ctx.stack.push(Recorder(ctx, "white", [], colour=(255, 255, 255)))
    surface = pygame.Surface(ctx.size)
    driver.app.draw(surface)
    assert surface.get_at((5, 5))[:3] == (255, 255, 255)


def test_esc_opens_the_pause_menu_in_a_game_and_resume_closes_it(driver: Driver) -> None:
    game = GameLike(driver.app.ctx, [])
    driver.app.ctx.stack.push(game)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseMenu)
    assert driver.button_texts() == ["Resume", "Save", "Rules", "Settings", "Quit to menu"]
    driver.click_button("Resume")
    assert driver.top is game
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    assert driver.top is game


def test_pause_menu_entries_call_the_game_back(driver: Driver) -> None:
    game = GameLike(driver.app.ctx, [])
    driver.app.ctx.stack.push(game)
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Save")
    assert game.saved == 1
    assert driver.top is game


def test_rules_and_settings_open_over_the_pause_menu_and_come_back_to_it(driver: Driver) -> None:
    driver.app.ctx.stack.push(GameLike(driver.app.ctx, []))
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Rules")
    assert isinstance(driver.top, RulesHelpScene)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseMenu)
    driver.click_button("Settings")
    assert isinstance(driver.top, SettingsScene)
    driver.click_button("Back")
    assert isinstance(driver.top, PauseMenu)


def test_quit_to_menu_returns_to_the_main_menu(driver: Driver) -> None:
    driver.app.ctx.stack.push(GameLike(driver.app.ctx, []))
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Quit to menu")
    assert isinstance(driver.top, MainMenu)
    assert len(driver.app.ctx.stack) == 1


def test_widgets_of_a_paused_scene_cannot_be_clicked_through_an_overlay(driver: Driver) -> None:
    settings_button = driver.button("Settings").rect.center
    driver.app.ctx.stack.push(PauseMenu(driver.app.ctx))
    # The pause menu's dimming panel covers the menu's Settings button.
    driver.click(settings_button)
    assert isinstance(driver.top, PauseMenu)
