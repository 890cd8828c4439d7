"""The hand-off screen between two players of a game with secrets.

It is opaque and draws the whole window itself, so nothing of the table (hands,
log, tooltips, animations) shows while the computer changes hands. Only when
the named player confirms ("I am Anna", or Enter / space) does it close and tell
its opener. Esc, Ctrl+Z and Ctrl+S reach the opener's pause menu, undo and save when it
gives them, as they do on the table.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from tabletop.engine.words import is_you
from tabletop.language import _, local
from tabletop.scenes.machinery.base import Scene
from tabletop.scenes.machinery.context import AppContext
from tabletop.sprite_factory.palette import CREAM, GOLD, RGB, shade
from tabletop.table.machinery.cloth import draw_cloth
from tabletop.table.machinery.text import fit_font
from tabletop.table.pieces.token_sprite import draw_pattern

BUTTON_SIZE = (420, 96)
PATTERN_BADGE = 24  # the colour-blind marking under the swatch


class HandoffScene(Scene):
    opaque = True

    def __init__(
        self,
        ctx: AppContext,
        name: str,
        on_confirm: Callable[[], None],
        *,
        colour: RGB | None = None,
        pattern: str | None = None,
        back: bool = False,
        note: str = "",
        on_escape: Callable[[], None] | None = None,
        on_undo: Callable[[], None] | None = None,
        on_save: Callable[[], None] | None = None,
    ) -> None:
        """`pattern`: the seat's colour-blind marking, shown under its colour while the setting is
        on. `back`: the computer returns to the player who last had it. `note`: news for
        everyone (a move taken back, a save made), shown under the button. `on_escape` lets the
        opener offer its pause menu here; by default Esc does nothing, because leaving this
        screen would uncover the table."""
        super().__init__(ctx)
        self.name = name
        self.on_confirm = on_confirm
        self.colour = colour
        self.pattern = pattern
        self.back = back
        self.note = note
        self.escape_action = on_escape
        self.undo_action = on_undo
        self.save_action = on_save

    def build_ui(self) -> None:
        w, h = self.ctx.size
        rect = pygame.Rect((0, 0), BUTTON_SIZE)
        rect.width = min(rect.width, w - 80)
        rect.center = (w // 2, h // 2 + 70)
        self.add_button(rect, self.confirm_label, self.confirm, class_id="@big_button")

    @property
    def confirm_label(self) -> str:
        # "I am You" would read oddly for a seat named You.
        return _("That's me") if is_you(self.name) else _("I am {name}").format(name=self.name)

    def confirm(self) -> None:
        self.ctx.stack.pop()
        self.on_confirm()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
        ):
            self.confirm()
            return True
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL:
            action = {pygame.K_z: self.undo_action, pygame.K_s: self.save_action}.get(event.key)
            if action is not None:
                action()
                return True
        return super().handle_event(event)

    def on_escape(self) -> None:
        if self.escape_action is not None:
            self.escape_action()

    def draw(self, surface: pygame.Surface) -> None:
        draw_cloth(surface)
        w, h = surface.get_size()
        centre_x = w // 2
        words = _("Pass the computer back to") if self.back else _("Pass the computer to")
        lead = fit_font(words, w - 80, 34).render(words, True, CREAM)
        surface.blit(lead, lead.get_rect(midbottom=(centre_x, h // 2 - 90)))
        shown = local(self.name)  # a default name ("Computer 2") in the language spoken
        name = fit_font(shown, w - 120, 96).render(shown, True, CREAM)
        name_rect = name.get_rect(midtop=(centre_x, h // 2 - 80))
        if self.colour is not None:
            swatch = (name_rect.left - 36, name_rect.centery)
            pygame.draw.circle(surface, shade(self.colour, 0.5), swatch, 20)
            pygame.draw.circle(surface, self.colour, swatch, 16)
            if self.pattern and self.ctx.settings.colour_blind:
                badge = pygame.Rect(0, 0, PATTERN_BADGE, PATTERN_BADGE)
                badge.midtop = (swatch[0], swatch[1] + 14)
                draw_pattern(surface, self.pattern, badge)
        surface.blit(name, name_rect)
        words = _("Everyone else, look away. Press the button when you have it.")
        hint = fit_font(words, w - 80, 24).render(words, True, shade(CREAM, 0.8))
        hint_rect = hint.get_rect(midtop=(centre_x, h // 2 + 70 + BUTTON_SIZE[1] // 2 + 24))
        surface.blit(hint, hint_rect)
        if self.note:
            note = fit_font(self.note, w - 120, 26).render(self.note, True, GOLD)
            surface.blit(note, note.get_rect(midtop=(centre_x, hint_rect.bottom + 24)))
