"""Where Nascard's things go: the oval of track cards and the cars on it, the deck, discard
and bonus cards beside it (world), and the viewer's hand, blistered cards and pit card (screen).
"""

from __future__ import annotations

import pygame

from tabletop.games.nascard.components import Components
from tabletop.games.nascard.payment_choice import PaymentChoice
from tabletop.games.nascard.rules import NascardRules
from tabletop.games.nascard.state import NascardState
from tabletop.games.nascard.view.art import CELL, pit_face, track_bounds
from tabletop.language import _
from tabletop.table.host.drag import DragController
from tabletop.table.host.game_view import TableHost
from tabletop.table.host.viewer_turn import ViewerTurn
from tabletop.table.machinery.world_picture import WorldPicture
from tabletop.table.pieces.button import ButtonSprite
from tabletop.table.pieces.card_faces import render_back, render_face
from tabletop.table.pieces.card_sprite import CardSprite
from tabletop.table.pieces.drop_zone import DropZone
from tabletop.table.pieces.hand_layout import HandFan, fan_card_size
from tabletop.table.pieces.piles import PileSprite
from tabletop.table.pieces.token_sprite import TokenSprite, heading_towards

WORLD_CARD = (100, 140)  # cards on the board, world pixels
HAND_CARD = (112, 157)  # at most: a low hand area gets smaller cards (see `fan_card_size`)
SMALL_CARD = (56, 78)
PIT_GAP = 14  # screen pixels between the hand's fan and the pit card
# The bonus cards stand in two rows of two under the deck and the discard pile, each with its
# name under it (its words are too small to read on the card): the gap between the columns and
# under each row is the name's room, two lines even at the replay's zoom at 960x600.
BONUS_CARD = WORLD_CARD
BONUS_GAP = 90
# Where the deck, discard and bonus cards start, right of the track: a name under the first
# column, as wide as its room, stays clear of the track.
SIDE_X = 5 * CELL + BONUS_GAP // 2 + 10
BONUS_TOPS = (232, 494)  # the rows' tops, under the deck and discard and their labels
BONUS_ROOM = BONUS_TOPS[1] - BONUS_TOPS[0] - BONUS_CARD[1]  # under each row, for the names
PILES_Y = 110  # the deck's and the discard pile's centres
HEADING_OF_TURN = 45  # a car on a bend faces halfway round it
# Confirm and Cancel stand in a column of the world kept empty right of the bonus cards and
# their names, so they cover no piece; the column is as wide as they are at 960x600 (pushed
# back into the board from a narrower one, they covered the names).
BUTTON_X = SIDE_X + 2 * (BONUS_CARD[0] + BONUS_GAP) - BONUS_GAP // 2 + 20
BUTTON_ROOM = 340
BUTTON_FOOT = BONUS_TOPS[1] + BONUS_CARD[1]  # level with the lower bonus cards' foot
BUTTON_GAP = 10
# The infield, inside the track's ring of cells 0 to 4: the cards of the round and their
# drivers' names. Two columns for up to four cars leave each name the room of a half; above
# each row of cards, room for a name on two lines even at the replay's zoom at 960x600.
CAR_LENGTH = 62  # a car on the board, nose to tail, in world pixels (a track card is CELL)
INFIELD = pygame.Rect(CELL, CELL, 3 * CELL, 3 * CELL)
SLOT_NAME_ROOM = 82
SLOT_TOPS = (INFIELD.top + SLOT_NAME_ROOM, INFIELD.top + 2 * SLOT_NAME_ROOM + WORLD_CARD[1])


class NascardLayout(ViewerTurn):
    """The view's pieces and where they sit; the other jobs build on it."""

    drag: DragController  # made by the input job, which owns what may be dragged where

    rules: NascardRules
    parts: Components
    state: NascardState | None

    def __init__(self, rules: NascardRules, host: TableHost) -> None:
        super().__init__(rules, host)
        self.track_art: pygame.Surface | None = None
        self.track_picture = WorldPicture()
        self.cars: dict[int, TokenSprite] = {}
        self.slots: dict[int, CardSprite] = {}  # car id -> the card it put down this round
        self.bonus_cards: dict[str, CardSprite] = {}
        self.deck = PileSprite(render_back(), size=WORLD_CARD, label="Deck", camera=self.camera)
        self.discard = PileSprite(
            render_back(), size=WORLD_CARD, label="Discard", camera=self.camera, payload="discard"
        )
        self.play_zone = DropZone((4 * CELL - 2 * 40, 4 * CELL - 2 * 40), camera=self.camera, payload="play")
        self.hand: dict[int, CardSprite] = {}
        self.fan = HandFan(pygame.Rect(0, 0, 10, 10), HAND_CARD)
        self.blistered: list[CardSprite] = []
        self.pit = CardSprite(render_face(pit_face(False)), render_back(), size=(96, 134), payload="pit")
        self.confirm = ButtonSprite("Confirm", (150, 46))
        self.cancel_button = ButtonSprite("Cancel", (120, 46))
        self.flying: list[CardSprite] = []
        self.paying: PaymentChoice | None = None
        self._pit_armed = False
        self.hand_area = pygame.Rect(0, 0, 10, 10)

    def set_areas(self, table: pygame.Rect, hand: pygame.Rect) -> None:
        self.hand_area = pygame.Rect(hand)
        side = min(150, hand.width // 6)
        # The fan keeps clear of the pit card: touching it, the last card looked stacked on it.
        self.fan.set_area(pygame.Rect(hand.x + side, hand.y, hand.width - 2 * side - PIT_GAP, hand.height))
        self.fan.card_size = fan_card_size(hand.height, HAND_CARD)
        for sprite in self.hand.values():
            sprite.size = self.fan.card_size
        self.pit.pos = pygame.Vector2(hand.right - side / 2 - 6, hand.centery + 4)
        # Words set here, where a change of language lays the table out again.
        self.deck.label, self.discard.label = _("Deck"), _("Discard")
        self.confirm.text, self.cancel_button.text = _("Confirm"), _("Cancel")
        self._place_blistered()
        self.fan.snap()

    def world_rect(self) -> pygame.Rect:
        return pygame.Rect(-10, -10, BUTTON_X + BUTTON_ROOM, 5 * CELL + 20)

    def place_buttons(self) -> None:
        """Confirm over Cancel, right of the bonus cards, their foot level with the lower ones';
        they follow the board as it pans and zooms, and stay inside it."""
        width = max(self.confirm.size[0], self.cancel_button.size[0])
        height = self.confirm.size[1] + BUTTON_GAP + self.cancel_button.size[1]
        foot = self._world_screen((BUTTON_X, BUTTON_FOOT))
        column = pygame.Rect(round(foot.x), round(foot.y) - height, width, height)
        column = column.clamp(self.camera.viewport.inflate(-2 * BUTTON_GAP, -2 * BUTTON_GAP))
        self.confirm.pos = pygame.Vector2(column.centerx, column.top + self.confirm.size[1] / 2)
        cancel_height = self.cancel_button.size[1]
        self.cancel_button.pos = pygame.Vector2(column.centerx, column.bottom - cancel_height / 2)

    def _slot_columns(self) -> int:
        return 2 if self.state is not None and len(self.state.cars) <= 4 else 3

    def _slot_pos(self, car_id: int) -> pygame.Vector2:
        """The centre of the card `car_id` put down this round, in its column of the infield."""
        columns = self._slot_columns()
        column, row = car_id % columns, car_id // columns
        width = INFIELD.width / columns
        return pygame.Vector2(INFIELD.left + (column + 0.5) * width, SLOT_TOPS[row] + WORLD_CARD[1] / 2)

    def _side_x(self, column: int) -> float:
        """The middle of the side's first or second column: deck and discard, bonus cards."""
        return SIDE_X + BONUS_CARD[0] / 2 + column * (BONUS_CARD[0] + BONUS_GAP)

    def _bonus_pos(self, index: int) -> tuple[float, float]:
        """The centre of the `index`-th suit's bonus card: two rows of two."""
        return (self._side_x(index % 2), BONUS_TOPS[index // 2] + BONUS_CARD[1] / 2)

    def _car_pos(self, state: NascardState, space_id: str) -> pygame.Vector2:
        space = state.track.space(space_id)
        return pygame.Vector2(space.x * CELL, space.y * CELL) - pygame.Vector2(self._origin(state))

    def _origin(self, state: NascardState) -> tuple[int, int]:
        bounds = track_bounds(state.track)
        return (bounds.x, bounds.y)

    def _car_angle(self, state: NascardState, space_id: str) -> float:
        """Cars face the way the track card leads (halfway round on a bend)."""
        placed = state.track.placements[state.track.space(space_id).piece]
        heading = placed.heading + (HEADING_OF_TURN if placed.turn else 0)
        direction = pygame.Vector2(1, 0).rotate(-heading)
        return heading_towards(direction)

    def _world_screen(self, pos: pygame.Vector2 | tuple[float, float]) -> pygame.Vector2:
        return self.camera.world_to_screen(pos)

    def _place_blistered(self) -> None:
        left = self.hand_area.x + 16 + SMALL_CARD[0] / 2
        for index, sprite in enumerate(self.blistered):
            column, row = index % 3, index // 3
            sprite.pos = pygame.Vector2(left + column * 26, self.hand_area.y + 62 + row * 24)
