"""Where MCS's things go: the decks and lap cards along the top, the oval with its riders,
the battles in the infield (world), and the viewer's rider cards, hand and buttons (screen).
"""

from __future__ import annotations

import math

import pygame

from tabletop.games.mcs.components import Components
from tabletop.games.mcs.rules import McsRules
from tabletop.games.mcs.state import McsState
from tabletop.games.mcs.view import art
from tabletop.games.mcs.view.art import SLOT_ANGLES, TOKEN
from tabletop.language import _, local
from tabletop.table.host.drag import DragController
from tabletop.table.host.game_view import TableHost
from tabletop.table.host.viewer_turn import ViewerTurn
from tabletop.table.machinery.text import font
from tabletop.table.pieces.button import ButtonSprite
from tabletop.table.pieces.card_sprite import CardSprite
from tabletop.table.pieces.drop_zone import DropZone
from tabletop.table.pieces.hand_row import SHOWN, HandRow, right_covered, shown_share
from tabletop.table.pieces.piles import PileSprite
from tabletop.table.pieces.token_sprite import TokenSprite

WORLD = pygame.Rect(0, 0, 1250, 620)
CARD = (90, 126)  # cards on the table, world units
HAND_CARD = (112, 157)  # at most: a low or narrow hand area gets smaller cards (see `row_card_size`)
RIDER_CARD = (46, 64)  # the viewer's rider cards at most, screen pixels: a low hand area's are smaller
RIDER_LEAST = 26  # the rider cards' least width: their band's letter and figure still read
RIDER_GAP = 6  # between two rider cards in a row
RIDERS_LEFT = 16  # the rider cards' left edge in from the hand area's
RIDERS_SHARE = 0.3  # of the hand area's width, at most, for the rider cards: the racing cards need the rest
RIDERS_TITLE_TOP = 8  # the "Your riders" title's top below the hand area's
RIDERS_TITLE_SIZE = 18
RING = 4  # what a lit card's ring reaches out past its edge
BUTTON_HEIGHT = 44  # the buttons beside the hand, where there is room
BUTTON_LEAST = 30  # still holds its words at a legible size; four fit in the lowest hand area (150)
BUTTON_GAP = 6
BUTTONS_WIDTH = 190  # the hand area's right part, for the column of buttons
BUTTON_MARGIN = 6  # kept clear above and below the column, inside the hand area
BUTTONS_TOP = 18  # the column's top below the hand area's, where it fits
GATE_ANGLE = 124.0  # where riders come out of the start gate
ACTION = pygame.Vector2(660, 402)  # the middle of the infield, where battles are shown
PITS = pygame.Vector2(230, 405)
LAP_X = (455, 575, 695, 815)
TOP_Y = 76
DECK_POS = pygame.Vector2(110, TOP_Y)
DISCARD_POS = pygame.Vector2(225, TOP_Y)
CHARGE_CARD = (80, 112)  # the two cards of a charge, stacked lane to lane in the infield
RESET = ("pos", "angle", "highlight", "dimmed", "draggable")  # what showing a state sets anew on a card


class McsLayout(ViewerTurn):
    """The view's pieces and where they sit; the other jobs build on it."""

    drag: DragController  # made by the input job, which owns what may be dragged where

    rules: McsRules
    parts: Components
    state: McsState | None

    def __init__(self, rules: McsRules, host: TableHost) -> None:
        super().__init__(rules, host)
        self.tokens: dict[str, TokenSprite] = {}
        self.hand: dict[int, CardSprite] = {}
        # Sized for the largest hand, so the cards keep their size as they are played.
        most = max(self.parts.numbers.hand_two, self.parts.numbers.hand_four)
        self.fan = HandRow(pygame.Rect(0, 0, 10, 10), HAND_CARD, most)
        self.rider_cards: dict[int, CardSprite] = {}
        self.rider_size = RIDER_CARD
        self.chosen: dict[str, int] = {}  # colour -> rider card picked for the gate, not yet sent
        self.marked: set[int] = set()  # hand cards picked for an exchange
        self.buttons: list[ButtonSprite] = []
        self.match_button = ButtonSprite("Match card", (150, 40), payload="match")
        self.show_match_card = False
        self.deck = PileSprite(art.racing_back(), size=CARD, label="Deck", camera=self.camera)
        self.discard = PileSprite(art.racing_back(), size=CARD, label="Discard", camera=self.camera)
        self.lap_piles = [
            PileSprite(art.lap_back(lap), size=CARD, label=f"Lap {art.ROMAN[lap]}", camera=self.camera)
            for lap in range(1, 5)
        ]
        self.lap_cards: list[CardSprite | None] = [None] * 4
        self.table_cards: list[CardSprite] = []  # cards shown in the infield
        self.faces_zoom = 0.0  # the camera's zoom the track's card faces were drawn for
        self.chain_names: list[tuple[pygame.Vector2, str]] = []  # who played each card of a bend
        self.flying: list[CardSprite] = []
        self.play_zone = DropZone((640, 250), pos=ACTION, camera=self.camera, payload="play")
        self.hand_area = pygame.Rect(0, 0, 10, 10)
        self.table_area = pygame.Rect(0, 0, 10, 10)
        self.recyclable: list[CardSprite] = []  # while a state is shown: the cards of the one before

    def set_areas(self, table: pygame.Rect, hand: pygame.Rect) -> None:
        self.table_area = pygame.Rect(table)
        self.hand_area = pygame.Rect(hand)
        # The hand's row between the rider cards and the buttons, its cards as large as the room
        # lets each show its lanes and effect (see `HandRow`); never over the track above. Where
        # its cards would cover each other's lanes or names (960 x 600), the rider cards are
        # smaller, down to RIDER_LEAST, to give it the room.
        largest = rider_card_size(hand.size)
        for width in range(largest[0], min(largest[0], RIDER_LEAST) - 1, -1):
            self.rider_size = (width, math.floor(largest[1] * width / largest[0]))
            self.fan.set_area(self._fan_area(hand))
            if shown_share(self.fan.most, self.fan.card_size[0], self.fan.area.width) >= SHOWN:
                break
        # The viewer's cards are drawn at the size they are shown (see `art.CARD_TEXT`).
        for value, sprite in self.rider_cards.items():
            sprite.size = self.rider_size
            sprite.front = art.rider_face(self.parts, value, self.rider_size)
        tight = right_covered(len(self.hand), self.fan.card_size[0], self.fan.area.width)
        for number, sprite in self.hand.items():
            sprite.size = self.fan.card_size
            sprite.front = art.racing_face(self.parts, number, self.fan.card_size, tight=tight)
        self.match_button.pos = pygame.Vector2(table.right - 90, table.top + 26)
        # Words set here, where a change of language lays the table out again.
        self.match_button.text = _("Match card")
        self.deck.label, self.discard.label = _("Deck"), _("Discard")
        for lap, pile in enumerate(self.lap_piles, start=1):
            pile.label = _("Lap {lap}").format(lap=art.ROMAN[lap])
        self._place_rider_cards()
        self._place_buttons()
        self.fan.snap()

    def _fan_area(self, hand: pygame.Rect) -> pygame.Rect:
        """The hand's row right of the rider cards at their size now, left of the buttons."""
        riders_width = RIDERS_LEFT + 5 * (self.rider_size[0] + RIDER_GAP) + 2
        width = hand.width - riders_width - BUTTONS_WIDTH
        return pygame.Rect(hand.x + riders_width, hand.y, width, hand.height)

    def world_rect(self) -> pygame.Rect:
        return pygame.Rect(WORLD)

    def _slot(self, place: int) -> float:
        return SLOT_ANGLES[min(place, len(SLOT_ANGLES) - 1)]

    def _world_screen(self, pos: pygame.Vector2 | tuple[float, float]) -> pygame.Vector2:
        return self.camera.world_to_screen(pos)

    def _token(self, colour: str) -> TokenSprite:
        sprite = self.tokens.get(colour)
        if sprite is None:
            helmet = self.parts.helmets[colour]
            sprite = TokenSprite(
                colour,
                local(helmet.letter),
                shape="round",
                pattern=helmet.pattern,
                size=TOKEN,
                camera=self.camera,
                payload=("rider", colour),
            )
            self.tokens[colour] = sprite
        return sprite

    def _world_card(
        self,
        face: pygame.Surface,
        pos: pygame.Vector2,
        payload: object = None,
        back: pygame.Surface | None = None,
        size: tuple[int, int] = CARD,
        face_up: bool = True,
    ) -> CardSprite:
        return self._recycled(
            CardSprite(
                face,
                back or art.racing_back(),
                size=size,
                pos=pos,
                camera=self.camera,
                payload=payload,
                face_up=face_up,
            )
        )

    def _recycled(self, fresh: CardSprite) -> CardSprite:
        """A card of the state shown before in place of `fresh`, if it is the same card in the same
        condition: its picture is then not rendered again. Where it lies, its highlight and
        whether it may be dragged are taken from `fresh` (they are set anew for every state).
        """
        condition: dict[str, object] | None = None
        for index, old in enumerate(self.recyclable):
            if old.payload != fresh.payload or old.front is not fresh.front or old is self.drag.selected:
                continue
            condition = condition or _condition(fresh)
            if _condition(old) == condition:
                del self.recyclable[index]
                for name in RESET:
                    setattr(old, name, getattr(fresh, name))
                return old
        return fresh

    def _charge_pos(self, role: str) -> pygame.Vector2:
        return ACTION + pygame.Vector2(0, -CHARGE_CARD[1] / 2 if role == "hold" else CHARGE_CARD[1] / 2)

    def _chain_pos(self, index: int, count: int) -> pygame.Vector2:
        step = min(CARD[0] + 14, 600 / max(1, count - 1)) if count > 1 else 0
        return ACTION + pygame.Vector2((index - (count - 1) / 2) * step, 8)

    def _place_rider_cards(self) -> None:
        state = self.state
        if state is None or self.viewer is None:
            return
        colours = state.players[self.viewer].colours
        # Roomy where the window allows; in a short one (960 x 600) the rows close up under the
        # title so the last row stays on screen.
        width, height = self.rider_size
        rows = len(colours)
        least = riders_top_least()
        cards = rows * height
        gap = max(2, min(12, (self.hand_area.height - least - RING - cards) // max(1, rows - 1)))
        spare = self.hand_area.height - cards - (rows - 1) * gap - RING
        top = self.hand_area.y + max(least, min(40, spare))
        for row, colour in enumerate(colours):
            for column, value in enumerate(self.parts.riders_of(colour)):
                sprite = self.rider_cards.get(value)
                if sprite is not None:
                    sprite.pos = pygame.Vector2(
                        self.hand_area.x + RIDERS_LEFT + width / 2 + column * (width + RIDER_GAP),
                        top + height / 2 + row * (height + gap),
                    )

    def _place_buttons(self) -> None:
        """A column right of the hand, as the window allows: a 3:3 Split offers four choices,
        which at full height run past the foot of a 960 x 600 or 1200 x 704 window, so the
        buttons grow shorter (and the column starts higher) until all of them are inside the
        hand area."""
        count = len(self.buttons)
        room = self.hand_area.height - 2 * BUTTON_MARGIN - (count - 1) * BUTTON_GAP
        height = max(BUTTON_LEAST, min(BUTTON_HEIGHT, room // max(1, count)))
        column = count * height + (count - 1) * BUTTON_GAP
        top = max(
            self.hand_area.y + BUTTON_MARGIN,
            min(self.hand_area.y + BUTTONS_TOP, self.hand_area.bottom - BUTTON_MARGIN - column),
        )
        x = self.hand_area.right - 100
        for index, button in enumerate(self.buttons):
            button.size = (button.size[0], height)
            button.pos = pygame.Vector2(x, top + height / 2 + index * (height + BUTTON_GAP))

    def _hand_screen(self) -> pygame.Vector2:
        return pygame.Vector2(self.fan.area.center)

    def _away_screen(self) -> pygame.Vector2:
        return pygame.Vector2(self.table_area.right - 30, self.table_area.top + 80)


def riders_top_least() -> int:
    """The rider cards' top below the hand area's: clear of the title over them, lit ring and all."""
    return RIDERS_TITLE_TOP + font(RIDERS_TITLE_SIZE, bold=True).get_height() + RING + 2


def rider_card_size(hand: tuple[int, int]) -> tuple[int, int]:
    """The rider cards' size: two rows of five under their title in a hand area of size `hand`,
    in RIDERS_SHARE of its width, no larger than RIDER_CARD (in a small window, 960 x 600, they
    crowded the title and left the racing cards too little room to be read)."""
    room = (hand[1] - riders_top_least() - RING - 2) / 2
    across = (hand[0] * RIDERS_SHARE - RIDERS_LEFT - 5 * RIDER_GAP) / 5
    scale = min(1.0, room / RIDER_CARD[1], across / RIDER_CARD[0])
    return (math.floor(RIDER_CARD[0] * scale), math.floor(RIDER_CARD[1] * scale))


def _condition(card: CardSprite) -> dict[str, object]:
    """All a card is and shows but where it lies, its highlight and its own caches."""
    return {
        name: value for name, value in vars(card).items() if name not in RESET and not name.startswith("_")
    }
