"""What Mind Cycling's table draws each frame, and what it works out only when the state changes.

The course and the lit spaces go in the table's backdrop (redrawn when the
camera or the lit spaces change); the riders, the trains and the floating
words are drawn every frame; the rider's card and the medal board are
`Picture`s made again only when the state, the layout or the medals shown so
far change.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from tabletop.engine.words import ordinal, say
from tabletop.games.mindcycling.components import DOMESTIC, Components
from tabletop.games.mindcycling.drawing import RiderSprite
from tabletop.games.mindcycling.motion import POPUP_SECONDS, Popup, Shown
from tabletop.games.mindcycling.moves import is_fatigued, reach
from tabletop.games.mindcycling.prepared import Picture, label
from tabletop.games.mindcycling.records import Score
from tabletop.games.mindcycling.state import MEDAL_NAMES, MEDALS, MindCyclingState
from tabletop.sprite_factory.palette import GOLD, INK, INK_SOFT, RGB
from tabletop.table.camera import Camera
from tabletop.table.panel import draw_panel
from tabletop.table.render_cache import render_cache
from tabletop.table.text import fit_font, font, text_image, wrap
from tabletop.table.token_sprite import colour_rgb

TRAIN_LINK: RGB = (238, 236, 226)  # the band between riders in line
LEGEND: tuple[tuple[str, RGB], ...] = (
    ("Helmets: S sprinter (green), D domestic (blue), C climber (yellow)", INK_SOFT),
    ("Bottle at the shoulder: blue while it has water, empty once spent · D draft, R relay", INK_SOFT),
)
Medal = tuple[str, str, str, RGB | None]  # medal, title, holder's words, holder's colour


def train_links(state: MindCyclingState) -> list[tuple[int, int]]:
    """Riders in line, one directly behind another: (rider, the one behind)."""
    course = state.course
    found = []
    for rider in state.riders:
        if rider.finished:
            continue
        behind = course.straight_behind(rider.space)
        other = state.rider_at(behind) if behind else None
        if other is not None:
            found.append((rider.id, other.id))
    return found


def draw_trains(
    surface: pygame.Surface,
    camera: Camera,
    links: Sequence[tuple[int, int]],
    riders: Mapping[int, RiderSprite],
    token: int,
) -> None:
    """The `train_links` as pale bands between the riders (wherever they are drawn now)."""
    width = max(3, round(token * 0.45 * camera.zoom))
    for front, back in links:
        a = camera.world_to_screen(riders[front].pos)
        b = camera.world_to_screen(riders[back].pos)
        pygame.draw.line(surface, TRAIN_LINK, a, b, width)


def draw_train_marks(
    surface: pygame.Surface,
    camera: Camera,
    state: MindCyclingState,
    riders: Mapping[int, RiderSprite],
    token: int,
) -> None:
    """The train the rider to move rode in as the turn began: gold rings."""
    zoom = camera.zoom
    active = state.active()
    found = state.train_of(active.id) if active is not None else None
    if found is None:
        return
    for member in found[0].members:
        if member in riders and not state.riders[member].finished:
            centre = camera.world_to_screen(riders[member].pos)
            pygame.draw.circle(surface, GOLD, centre, token * zoom * 0.62, max(3, round(5 * zoom)))


def draw_popups(surface: pygame.Surface, camera: Camera, popups: Sequence[Popup]) -> None:
    size = max(16, round(26 * camera.zoom))
    for popup in popups:
        plate = _popup_plate(popup.text, popup.colour, size)
        plate.set_alpha(round(255 * min(1.0, (POPUP_SECONDS - popup.age) / 0.5)))
        box = plate.get_rect(center=camera.world_to_screen(popup.pos))
        surface.blit(plate, box.move(1, 1))


@render_cache(maxsize=32)
def _popup_plate(text: str, colour: RGB, size: int) -> pygame.Surface:
    """The floating words with their shadow; the caller sets its fading alpha before each blit."""
    image = text_image(text, size, colour, bold=True)
    shadow = text_image(text, size, INK, bold=True)
    plate = pygame.Surface((image.get_width() + 4, image.get_height() + 4), pygame.SRCALPHA)
    plate.blit(shadow, (3, 3))
    plate.blit(image, (1, 1))
    return plate


def card_words(
    state: MindCyclingState, parts: Components, my_turn: bool, lining_up: bool
) -> tuple[str, list[str], RGB]:
    """The card of the rider to move: its title, its lines and its team's colour."""
    rider = state.active()
    if rider is None:
        return "Stage over", ["See the results."], GOLD
    team = state.teams[rider.team]
    role = parts.roles[rider.role]
    most = reach(state, parts, rider)
    why = []
    if rider.id in state.windy:
        why.append("wind -1")
    if is_fatigued(state, rider):
        why.append("fatigue -1")
    lines = [
        f"{role.name} · starts in the {state.course.terrain(rider.space)}",
        say("Up to {most:space}{why}", most=most, why=f" ({', '.join(why)})" if why else " (sheltered)"),
        ("Carries a bottle" if rider.bottle else "No bottle")
        + ("" if rider.role != DOMESTIC or rider.bottle else ": fatigued"),
    ]
    found = state.train_of(rider.id)
    if found is not None:
        lines.append(f"Train: {ordinal(found[1])} of {len(found[0].members)}")
    if not my_turn:
        lines.append(say("{who:is} choosing…", who=team.player))
    elif lining_up:
        lines.append("Line-up: drop a rider on another to swap them")
    return rider.name, lines, colour_rgb(team.colour)


def card_picture(rect: pygame.Rect, title: str, lines: Sequence[str], colour: RGB) -> Picture:
    """The rider's card on the side panel: a colour stripe, the rider's name, the lines wrapped."""
    picture = Picture()
    picture.add(lambda surface: draw_panel(surface, rect, alpha=238, radius=12))
    stripe = pygame.Rect(rect.x, rect.y + 10, 8, rect.height - 20)
    picture.add(lambda surface: pygame.draw.rect(surface, colour, stripe, border_radius=3))
    inner = rect.inflate(-20, -14)
    picture.text(label(title, inner.width - 6, 22, INK, bold=True), (inner.x + 4, inner.y))
    small = font(17)
    y = inner.y + fit_font(title, inner.width - 6, 22).get_linesize() + 2
    for line in lines:
        for part in wrap(line, small, inner.width - 6):
            if y + small.get_linesize() > rect.bottom - 4:
                return picture
            picture.text(text_image(part, 17, INK_SOFT), (inner.x + 4, y))
            y += small.get_linesize()
    return picture


def board_medals(state: MindCyclingState, shown: Shown) -> tuple[Medal, ...]:
    """The medals on the board (none in a solo stage), with their holders as shown so far."""
    if state.solo:
        return ()
    medals: list[Medal] = []
    for medal in MEDALS:
        if medal == "sprint" and state.course.sprint_end is None:
            continue
        if medal == "mountain" and state.course.mountain_end is None:
            continue
        holder = shown.medals.get(medal)
        colour = colour_rgb(state.teams[holder[1]].colour) if holder else None
        title = f"Best {MEDAL_NAMES[medal].split(' ', 1)[1]}"
        medals.append((medal, title, holder[0] if holder else "", colour))
    return tuple(medals)


def board_words(
    state: MindCyclingState, parts: Components, best: Score | None, new_record: bool, goal: int
) -> list[tuple[str, RGB]]:
    """The lines of the medal board: turn and points (solo: the riders still wanted across, of
    `goal`, and the score to beat), then the legend."""
    lines: list[tuple[str, RGB]] = []
    if state.solo:
        across = sum(r.finished for r in state.riders)
        lines.append((f"Turn {state.turn} · {across} of {goal} riders across", INK))
        if best is not None:
            words = f"Best on {state.course.track.name}: {best.words()}"
            lines.append((words + (" — new record!" if new_record else ""), INK_SOFT))
        else:
            lines.append((f"No best score yet on {state.course.track.name}", INK_SOFT))
        return [*lines, *LEGEND]
    points = state.team_points(parts.points)
    standing = " · ".join(
        say("{team} {points:pt}", team=t.country, points=points[t.seat]) for t in state.teams
    )
    lines.append((f"Turn {state.turn} · team points: {standing}", INK))
    front = state.standings()[:3]
    words = ", ".join(f"{r.name}" + (f" ({ordinal(r.place)})" if r.finished else "") for r in front)
    lines.append((f"At the front: {words}", INK_SOFT))
    lines.extend(LEGEND)
    lines.append(("Points for places: 12 for 1st, 11 for 2nd … down to 0", INK_SOFT))
    return lines
