"""MCS's pixels: the oval and its labels, the piles and lap cards, the infield's cards and
caption, the riders with their badges, the viewer's hand, the cards in flight, the match card.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

import pygame

from tabletop.engine.words import is_you, say
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.state import McsState
from tabletop.games.mcs.view import art
from tabletop.games.mcs.view.art import CENTRE, TOKEN, draw_oval
from tabletop.games.mcs.view.layout import (
    ACTION,
    CHARGE_CARD,
    PITS,
    RIDERS_TITLE_SIZE,
    RIDERS_TITLE_TOP,
    TOP_Y,
    McsLayout,
)
from tabletop.games.mcs.view.match_card import draw_match_card
from tabletop.games.mcs.view.still_layers import Layer, StillLayers
from tabletop.games.mcs.words import out_word, rider_word
from tabletop.language import _, language, local
from tabletop.sprite_factory.palette import CREAM, GOLD, INK, PAPER, RGB
from tabletop.table.host.game_view import TableHost
from tabletop.table.machinery.text import LEAST_LEGIBLE, fitting_text, font, text_image
from tabletop.table.pieces.card_sprite import CardSprite
from tabletop.table.pieces.sprite_looks import (
    UNSEEN,
    card_look,
    cards_look,
    pile_look,
    token_look,
    zone_look,
)
from tabletop.table.pieces.token_sprite import TokenSprite
from tabletop.table.pieces.you_marker import draw_you_marker

NEWS_AT = pygame.Vector2(CENTRE.x, 186)  # the infield's news line, under the lap cards
NEWS_SIZE = 28
NAME_PAD = 4  # the rim of a name's plate over the bend's cards, pixels
NAME_GAP = 4  # between two of those plates
PLATE = (20, 30, 24, 190)  # the dark plates under words on the board, readable on grass and shale
BOARD_LAYERS = 4  # the oval, its labels, the decks and the lap cards: they change least
TURNING = "turning"  # a lap card's look while it is drawn live, being turned over


class McsDrawing(McsLayout):
    """Draws the table as it stands: the board under the camera, the hand on top."""

    def __init__(self, rules: McsRules, host: TableHost) -> None:
        super().__init__(rules, host)
        self._still = StillLayers(board=BOARD_LAYERS)

    def update(self, dt: float) -> None:
        self.fan.update(dt)
        for sprite in self.fan.cards:
            sprite.update(dt)

    def backdrop_key(self) -> Hashable:
        return self._still.settle(self._layers())

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        self._still.paint_still(surface)

    def draw(self, surface: pygame.Surface) -> None:
        self._still.paint_live(surface, self._layers)

    def _layers(self) -> list[Layer]:
        """The picture bottom to top, each part keyed on all it is drawn from (see `still_layers`)."""
        state = self.state
        if state is None:
            return []
        view = self.camera.look()
        caption = self._caption(state)
        return [
            (view, lambda surface: draw_oval(surface, self._world_screen, self.camera.zoom)),
            ((view, *self._labels(state), language()), lambda surface: self._draw_labels(surface, state)),
            ((pile_look(self.deck), pile_look(self.discard)), self._draw_piles),
            (self._laps_look(state), lambda surface: self._draw_laps(surface, state, turning=False)),
            (zone_look(self.play_zone), self.play_zone.draw),
            (
                (view, caption),
                lambda surface: self._pill(surface, caption, NEWS_AT, NEWS_SIZE),
            ),
            (cards_look(self.table_cards), lambda surface: self._draw_cards(surface, self.table_cards)),
            (
                (view, tuple((p.x, p.y) for p, _name in self.chain_names), *self.chain_words()),
                self._draw_chain_names,
            ),
            ((view, self._covered(state), language()), lambda surface: self._draw_covered(surface, state)),
            (self._riders_look(state), lambda surface: self._draw_riders(surface, state)),
            (
                None if any(self._turning(index) for index in range(len(self.lap_cards))) else UNSEEN,
                lambda surface: self._draw_laps(surface, state, turning=True),
            ),
            (self._hand_look(state), lambda surface: self._draw_hand(surface, state)),
            # The hand's cards lift and glide, cards fly, buttons light: always drawn live.
            (None, self.fan.draw),
            (None, self._draw_buttons),
            (None, lambda surface: self._draw_cards(surface, self.flying)),
            (None, self._draw_dragging),
            (None, self.match_button.draw),
            (None, lambda surface: self._draw_match_card(surface, state)),
        ]

    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        world: pygame.Vector2,
        size: int,
        colour: RGB,
        *,
        bold: bool = False,
        anchor: str = "center",
    ) -> None:
        image = text_image(text, max(18, round(size * self.camera.zoom)), colour, bold=bold)
        rect = image.get_rect(**{anchor: self._world_screen(world)})
        surface.blit(image, rect)

    def _pill(self, surface: pygame.Surface, text: str, world: pygame.Vector2, size: int) -> None:
        """A line of news on a dark rounded plate, readable on grass and shale alike."""
        if not text:
            return
        image, box = self.pill_box(text, world, size)
        surface.blit(dark_pill(box.size), box)
        surface.blit(image, image.get_rect(center=box.center))

    def pill_box(self, text: str, world: pygame.Vector2, size: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The news line's words and its plate on screen, centred on `world`; zoomed out, where the
        plate is taller than its place, just under the lap cards' names rather than over them."""
        image = text_image(text, max(18, round(size * self.camera.zoom)), PAPER, bold=True)
        box = image.get_rect().inflate(24, 8)
        box.center = (round(self._world_screen(world).x), round(self._world_screen(world).y))
        labels = [pile.label_rect() for pile in self.lap_piles if pile.label]
        if box.collidelist(labels) != -1:
            box.top = max(label.bottom for label in labels) + 2
        return image, box

    def _labels(self, state: McsState) -> tuple[str, bool]:
        """The heat's line, and whether the pits are labelled."""
        heat = _("Heat {heat} · extra heat") if state.extra else _("Heat {heat} of {heats}")
        heat = heat.format(heat=state.heat, heats=state.heats)
        return heat, state.phase != "over" and bool(state.out)

    def heat_line(self, state: McsState) -> tuple[pygame.Surface, pygame.Rect]:
        """The heat's line and where it is drawn on screen: in its place on the table, or, zoomed
        out (a small window, the replay) where that is under the Match card button, below it."""
        heat, _pits = self._labels(state)
        image = text_image(heat, max(18, round(36 * self.camera.zoom)), CREAM, bold=True)
        rect = image.get_rect(center=self._world_screen(pygame.Vector2(1070, TOP_Y)))
        button = self.match_button.screen_rect()
        if rect.colliderect(button):
            rect.midtop = (button.centerx, button.bottom + 6)
        return image, rect

    def _draw_labels(self, surface: pygame.Surface, state: McsState) -> None:
        _heat, pits = self._labels(state)
        surface.blit(*self.heat_line(state))
        if pits:
            self._text(surface, _("Pits"), PITS - pygame.Vector2(0, 55), 24, CREAM, bold=True)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        self.deck.draw(surface)
        self.discard.draw(surface)

    def _lap_ringed(self, state: McsState, index: int) -> bool:
        return state.lap == index + 1 and state.phase in ("straight", "bend", "effect")

    def _turning(self, index: int) -> bool:
        """Whether lap `index`'s card is being turned over (drawn live, over the still board)."""
        card = self.lap_cards[index]
        return card is not None and card.scale_x != 1.0

    def _laps_look(self, state: McsState) -> Hashable:
        return tuple(
            (
                pile_look(pile),
                TURNING if self._turning(index) else card_look(shown) if shown is not None else UNSEEN,
                self._lap_ringed(state, index),
            )
            for index, (pile, shown) in enumerate(zip(self.lap_piles, self.lap_cards, strict=True))
        )

    def _draw_laps(self, surface: pygame.Surface, state: McsState, *, turning: bool) -> None:
        """The lap decks with the cards on them and the ring round this lap's; with `turning`,
        only the cards being turned over (and their rings), which lie clear of everything else.
        """
        if not turning:
            for pile in self.lap_piles:
                pile.draw(surface)
        for index, pile in enumerate(self.lap_piles):
            if self._turning(index) != turning:
                continue
            shown = self.lap_cards[index]
            if shown is not None:
                shown.draw(surface)
            if self._lap_ringed(state, index):
                rect = pile.screen_rect().inflate(16, 16)
                pygame.draw.rect(surface, GOLD, rect, 3, border_radius=10)

    def _draw_cards(self, surface: pygame.Surface, cards: Sequence[CardSprite]) -> None:
        for sprite in cards:
            sprite.draw(surface)

    def chain_labels(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The names over the bend's cards, each on its plate, and where they are drawn. Zoomed
        out (960 x 600, the replay) the cards stand closer than long names are wide: the names
        shrink, down to the least legible size, lose their extra weight, then every other one is
        written a line higher, where its neighbours on its line are two cards away ("Computer 2"
        and "Player 1" ran together, then were cut to "Com…"). Only a name too long even then is
        cut to its room."""
        places = [self._world_screen(pos) for pos, _name in self.chain_names]
        names = self.chain_words()

        def whole(rows: int, bold: bool, size: int) -> bool:
            face = font(size, bold=bold)
            rooms = self._name_rooms(places, rows, size)
            return all(face.size(name)[0] <= room for name, room in zip(names, rooms, strict=True))

        largest = max(LEAST_LEGIBLE, round(20 * self.camera.zoom))
        tries = [
            (rows, bold, size)
            for rows in (1, 2)
            for bold in (True, False)
            for size in range(largest, LEAST_LEGIBLE - 1, -1)
        ]
        rows, bold, size = next((fit for fit in tries if whole(*fit)), tries[-1])
        face = font(size, bold=bold)
        rise = face.get_linesize() + NAME_PAD + NAME_GAP  # a line up, the names still stand over their cards
        rooms = self._name_rooms(places, rows, size)
        labels = []
        for index, (place, name, room) in enumerate(zip(places, names, rooms, strict=True)):
            shown = fitting_text(name, room, lambda text: face.size(text)[0])
            words = text_image(shown, size, PAPER, bold=bold)
            plate = dark_pill(words.get_rect().inflate(2 * NAME_PAD, NAME_PAD).size)
            plate.blit(words, words.get_rect(center=plate.get_rect().center))
            # Standing on its place, a plate keeps off its card however small the zoom.
            labels.append((plate, plate.get_rect(midbottom=place - pygame.Vector2(0, rise * (index % rows)))))
        return labels

    def chain_words(self) -> list[str]:
        """The names over the bend's cards as shown: a default seat name in the language spoken."""
        return [local(name) for _pos, name in self.chain_names]

    def _name_rooms(self, places: list[pygame.Vector2], rows: int, size: int) -> list[int]:
        """How wide each name over the bend's cards (at `places`) may be, the names written on
        `rows` lines in turn: the way to its nearest neighbour on its line, less the plates' rims
        and a gap between them."""
        rooms = []
        for index, here in enumerate(places):
            gaps = [
                abs(place.x - here.x)
                for other, place in enumerate(places)
                if other != index and other % rows == index % rows and abs(place.y - here.y) < size
            ]
            room = round(min(gaps)) - NAME_GAP if gaps else self.camera.viewport.width
            rooms.append(room - 2 * NAME_PAD)
        return rooms

    def _draw_chain_names(self, surface: pygame.Surface) -> None:
        for image, rect in self.chain_labels():
            surface.blit(image, rect)

    def _caption(self, state: McsState) -> str:
        """A caption over the infield saying what its cards are."""
        caption = ""
        if state.phase == "gate":
            chosen = len(state.choices)
            caption = _("The gate: riders chosen in secret") if chosen else ""
            if not chosen and state.results:
                last = state.results[-1]
                parts = [f"{rider_word(r.colour)} {out_word(r.out) or r.points}" for r in last.riders]
                caption = _("Heat {heat}: {riders}").format(heat=last.number, riders=", ".join(parts))
        elif state.phase == "exchange":
            caption = _("Finish on lap I: cards may be exchanged")
        elif state.attempt is not None:
            att = state.attempt
            caption = _("{charger} may charge {holder}").format(
                charger=rider_word(att.charger), holder=rider_word(att.holder)
            )
        elif state.bend is not None:
            caption = _("Bend battle") if state.bend.chain else _("Bend: who plays first?")
        elif state.shown_charge is not None:
            shown = state.shown_charge
            template = (
                _("{charger} charges {holder} and passes!")
                if shown.success
                else _("{charger} charges {holder} and is held off")
            )
            caption = template.format(charger=rider_word(shown.charger), holder=rider_word(shown.holder))
        elif state.shown_chain:
            seat, card = state.shown_chain[-1]
            caption = say(
                _("{who:'s} {effect}"),
                who=state.players[seat].name,
                effect=self.parts.effects[self.parts.cards[card].effect].name,
            )
        return caption

    def _covered(self, state: McsState) -> tuple[int, int, bool] | None:
        """The revealed charge whose lanes are marked (charge card, hold card, success), if any."""
        shown = state.shown_charge
        if shown is None or state.attempt is not None or state.phase == "gate" or state.shown_chain:
            return None
        return shown.charge, shown.hold, shown.success

    def _draw_covered(self, surface: pygame.Surface, state: McsState) -> None:
        """Over a revealed charge: cross out covered red letters, ring the open ones."""
        covered = self._covered(state)
        if covered is None:
            return
        charge_card, hold_card, success = covered
        charge = self.parts.cards[charge_card]
        hold = self.parts.cards[hold_card] if hold_card > 0 else None
        zoom = self.camera.zoom
        origin = self._world_screen(self._charge_pos("charge") - pygame.Vector2(CHARGE_CARD) / 2)
        for lane in sorted(charge.charge):
            cell = art.lane_rect((CHARGE_CARD[0] * zoom, CHARGE_CARD[1] * zoom), lane)
            rect = pygame.Rect(
                round(origin.x + cell.x), round(origin.y + cell.y), round(cell.w), round(cell.h)
            )
            if hold is not None and lane in hold.hold:
                width = max(2, round(4 * zoom))
                pygame.draw.line(surface, INK, rect.topleft, rect.bottomright, width)
                pygame.draw.line(surface, INK, rect.topright, rect.bottomleft, width)
            else:
                pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), max(2, round(4 * zoom)), border_radius=6)
        centre = self._world_screen(ACTION + pygame.Vector2(CHARGE_CARD[0] / 2 + 24, 0))
        word = _("open lane!") if success else _("all covered")
        label = text_image(word, max(14, round(24 * zoom)), GOLD if success else PAPER, bold=True)
        surface.blit(label, label.get_rect(midleft=centre))

    def _ridden(self, state: McsState) -> list[tuple[str, TokenSprite]]:
        """The riders' tokens, back to front."""
        return sorted(self.tokens.items(), key=lambda item: item[1].pos.y)

    def _badges(self, state: McsState, colour: str) -> list[tuple[str, RGB]]:
        """The small plates over a rider: place, locks, hazards, out."""
        badges: list[tuple[str, RGB]] = []
        if colour in state.order:
            badges.append((str(state.order.index(colour) + 1), INK))
        if state.lead_lock == colour:
            badges.append(("3", (176, 128, 20)))
        if colour in state.tail_locks:
            badges.append(("0", (90, 90, 96)))
        if state.hazard is not None and state.hazard.rider == colour:
            badges.append(("F?" if state.hazard.effect == "fall" else "E?", (180, 40, 30)))
        if state.sick == colour:
            badges.append(("E", (180, 40, 30)))
        rider = state.riders.get(colour)
        if rider is not None and rider.out:
            badges.append((_("out"), (120, 30, 30)))
        return badges

    def _mine(self, state: McsState) -> set[str]:
        """The riders ringed as the player's at the screen (see `_you`)."""
        you = self._you()
        return set(state.players[you].colours) if you is not None else set()

    def _riders_look(self, state: McsState) -> Hashable:
        mine = self._mine(state)
        looks: list[Hashable] = [self.camera.zoom]
        for colour, sprite in self._ridden(state):
            rider = state.riders.get(colour)
            centre = sprite.screen_pos
            marks = (
                None if rider is None else (rider.card, colour in mine, tuple(self._badges(state, colour)))
            )
            looks.append((token_look(sprite), centre.x, centre.y, marks))
        return tuple(looks)

    def _draw_riders(self, surface: pygame.Surface, state: McsState) -> None:
        zoom = self.camera.zoom
        mine = self._mine(state)
        ridden = self._ridden(state)
        for colour, sprite in ridden:
            if colour in mine and sprite.visible and colour in state.riders:
                draw_you_marker(surface, sprite.screen_rect())  # under the riders: it hides none
        for colour, sprite in ridden:
            sprite.draw(surface)
            rider = state.riders.get(colour)
            if rider is None:
                continue
            centre = sprite.screen_pos
            strength = text_image(str(rider.card), max(16, round(24 * zoom)), PAPER, bold=True)
            plate = strength.get_rect().inflate(10, 2)
            plate.midleft = (round(centre.x + TOKEN * zoom / 2 + 2), round(centre.y))
            pygame.draw.rect(surface, (30, 30, 30), plate, border_radius=plate.height // 2)
            surface.blit(strength, strength.get_rect(center=plate.center))
            x = centre.x - TOKEN * zoom / 2
            for text, colour_rgb_ in self._badges(state, colour):
                image = text_image(text, max(15, round(22 * zoom)), PAPER, bold=True)
                box = image.get_rect().inflate(10, 4)
                box.bottomleft = (round(x), round(centre.y - TOKEN * zoom / 2 + 4))
                pygame.draw.rect(surface, colour_rgb_, box, border_radius=box.height // 2)
                pygame.draw.rect(surface, PAPER, box, 1, border_radius=box.height // 2)
                surface.blit(image, image.get_rect(center=box.center))
                x = box.right + 3

    def _hand_look(self, state: McsState) -> Hashable:
        if self.viewer is None:
            return UNSEEN
        used = tuple(state.players[self.viewer].used)
        return (self.hand_area.topleft, cards_look(self.rider_cards.values()), used, language())

    def riders_title(self, state: McsState) -> str:
        """The words over the viewer's rider cards: a replay's watcher is not the manager whose
        riders they are ("Your riders" read wrong there), so it names them."""
        assert self.viewer is not None
        owner = state.players[self.viewer].name
        if self.host.watching and not is_you(owner):
            return say(_("{who:'s} riders"), who=owner)
        return _("Your riders")

    def _draw_hand(self, surface: pygame.Surface, state: McsState) -> None:
        """The viewer's rider cards, those ridden already shaded."""
        if self.viewer is None:
            return
        title = text_image(self.riders_title(state), RIDERS_TITLE_SIZE, CREAM, bold=True)
        surface.blit(title, (self.hand_area.x + 16, self.hand_area.y + RIDERS_TITLE_TOP))
        for card in self.rider_cards.values():
            card.draw(surface)
        used = state.players[self.viewer].used
        for value in used:
            dimmed = self.rider_cards.get(value)
            if dimmed is not None:
                rect = dimmed.screen_rect()
                shade_box = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade_box.fill((0, 0, 0, 120))
                surface.blit(shade_box, rect)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        for button in self.buttons:
            button.draw(surface)

    def _draw_dragging(self, surface: pygame.Surface) -> None:
        if self.drag.dragging is not None:
            self.drag.dragging.draw(surface)

    def _draw_match_card(self, surface: pygame.Surface, state: McsState) -> None:
        if not self.show_match_card:
            return
        area = self.table_area.union(self.hand_area).inflate(-30, -20)
        draw_match_card(surface, area, state, self.rules)


def dark_pill(size: tuple[int, int]) -> pygame.Surface:
    """A dark rounded plate of `size`, for words on the board: readable on grass and shale alike."""
    plate = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(plate, PLATE, plate.get_rect(), border_radius=plate.get_height() // 2)
    return plate
