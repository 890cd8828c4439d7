"""The Race it report in the editor's side panel: progress, the verdict, wins by start with
their 95% intervals against the fair share, race length, cars out, and what the red marks
on the pieces mean."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.engine.race_facts import RaceWords
from tabletop.engine.words import decimal
from tabletop.games.track_fairness import verdict_words
from tabletop.language import _, ngettext, pgettext
from tabletop.scenes.editor.race_it import RaceItRun
from tabletop.sprite_factory.palette import GOLD, INK, INK_HINT, REFUSED
from tabletop.table.machinery.text import font, wrap
from tabletop.table.panels.log_panel import BODY_SIZE

OK_GREEN = (60, 150, 70)
BAR_BACK = (214, 205, 186)
TROUBLE = (214, 60, 40)
SMALL_SIZE = BODY_SIZE - 4  # the controls, progress and wins-by-start rows, beside the running text


@dataclass
class RaceItHits:
    """Where the panel's controls were drawn, for the scene's clicks."""

    cancel: pygame.Rect | None = None
    fewer: pygame.Rect | None = None
    more: pygame.Rect | None = None


def draw_race_it(
    surface: pygame.Surface, x: int, y: int, width: int, bottom: int, run: RaceItRun | None, players: int,
    current: bool, words: RaceWords,
) -> RaceItHits:
    """Draw from `y` down; `current`: the track is still the one the run raced on; `words`: the
    game's, for its racers."""
    hits = RaceItHits()
    heading = font(BODY_SIZE, bold=True)
    surface.blit(heading.render(pgettext("heading", "Race it"), True, INK), (x, y))
    small = font(SMALL_SIZE)
    # The player count for the next run, with arrows either side.
    count = ngettext("{count} player", "{count} players", players).format(count=players)
    label = small.render(count, True, INK)
    right = x + width
    hits.more = pygame.Rect(right - 22, y + 1, 22, 20)
    hits.fewer = pygame.Rect(right - 22 - label.get_width() - 30, y + 1, 22, 20)
    for rect, text in ((hits.fewer, "<"), (hits.more, ">")):
        pygame.draw.rect(surface, BAR_BACK, rect, border_radius=4)
        mark = small.render(text, True, INK)
        surface.blit(mark, mark.get_rect(center=rect.center))
    surface.blit(label, (hits.fewer.right + 4, y + 3))
    y += 28
    if run is None:
        return _note(surface, hits, x, y, width, _(words.invitation))
    if not current:
        return _note(surface, hits, x, y, width, _("The track has changed since these races: Race it again."))
    if run.players != players:
        # Its wins by start and lengths are another field's: not shown under this count.
        told = ngettext("These races had {count} player: Race it again.",
                        "These races had {count} players: Race it again.", run.players)
        return _note(surface, hits, x, y, width, told.format(count=run.players))
    snapshot = run.snapshot()
    raced = snapshot.data["races"] if snapshot else 0
    # Progress, with Cancel while the races go on.
    word = small.render(_("Cancel"), True, INK)
    button = max(70, word.get_width() + 14)
    bar = pygame.Rect(x, y, width - (button + 8 if not run.done else 0), 16)
    pygame.draw.rect(surface, BAR_BACK, bar, border_radius=5)
    filled = bar.copy()
    filled.width = round(bar.width * raced / run.races)
    if filled.width:
        pygame.draw.rect(surface, GOLD, filled, border_radius=5)
    if not run.done:
        hits.cancel = pygame.Rect(bar.right + 8, y - 3, button, 22)
        pygame.draw.rect(surface, BAR_BACK, hits.cancel, border_radius=5)
        surface.blit(word, word.get_rect(center=hits.cancel.center))
    y += 22
    progress = (_("{raced} of {races} races (stopped)") if run.cancelled
                else _("{raced} of {races} races (racing)") if not run.done
                else _("{raced} of {races} races (done)"))
    surface.blit(small.render(progress.format(raced=raced, races=run.races), True, INK_HINT), (x, y))
    y += small.get_linesize() + 4
    if run.error:
        return _note(surface, hits, x, y, width, run.error, REFUSED)
    if snapshot is None:
        return hits
    data = snapshot.data
    finding = data["finding"]
    verdict = verdict_words(finding)  # the words of the language spoken now, not of the races' time
    colour = OK_GREEN if finding["kind"] == "fair" else INK_HINT if finding["kind"] == "few" else REFUSED
    body = font(BODY_SIZE)
    for line in wrap(verdict[0].upper() + verdict[1:] + ".", body, width):
        surface.blit(body.render(line, True, colour), (x, y))
        y += body.get_linesize()
    y += 6
    y = _shares(surface, x, y, width, data["by_start"], players)
    rounds = data["rounds"]
    facts = [
        _("A race: {rounds} rounds (±{margin}), about {minutes} minutes at the table.").format(
            rounds=f"{rounds['mean']:.0f}", margin=decimal(rounds["margin"]),
            minutes=f"{data['minutes']:.0f}"),
    ]
    if words.knocked_out is not None:
        facts.append(_(words.knocked_out).format(count=decimal(data["knocked_out_per_race"])))
    if snapshot.trouble:
        facts.append(_(words.trouble))
    for fact in facts:
        for line in wrap(fact, body, width):
            if y + body.get_linesize() > bottom:
                return hits
            surface.blit(body.render(line, True, INK), (x, y))
            y += body.get_linesize()
        y += 4
    return hits


def _shares(surface: pygame.Surface, x: int, y: int, width: int, shares: list[dict[str, float]],
            players: int) -> int:
    """Wins by start: a bar each, its 95% interval as a whisker, the fair share as a line."""
    small = font(SMALL_SIZE)
    for line in wrap(_("Wins by start (fair share marked)"), small, width):  # longer in French
        surface.blit(small.render(line, True, INK_HINT), (x, y))
        y += small.get_linesize()
    y += 2
    starts = [_("Start {place}").format(place=place) for place in range(1, len(shares) + 1)]
    label_width = max([54, *(small.size(start)[0] + 6 for start in starts)])
    span = width - label_width - 44
    fair = 1 / max(1, len(shares) or players)
    for place, share in enumerate(shares, start=1):
        surface.blit(small.render(starts[place - 1], True, INK), (x, y))
        left = x + label_width
        track = pygame.Rect(left, y + 3, span, 10)
        pygame.draw.rect(surface, BAR_BACK, track, border_radius=3)
        value = pygame.Rect(left, y + 3, round(span * share["share"]), 10)
        if value.width:
            pygame.draw.rect(surface, GOLD, value, border_radius=3)
        low = left + round(span * max(0.0, share["share"] - share["margin"]))
        high = left + round(span * min(1.0, share["share"] + share["margin"]))
        pygame.draw.line(surface, INK, (low, y + 8), (high, y + 8), 1)
        marker = left + round(span * fair)
        pygame.draw.line(surface, REFUSED, (marker, y), (marker, y + 15), 2)
        text = small.render(_("{percent}%").format(percent=round(share["share"] * 100)), True, INK)
        surface.blit(text, (track.right + 6, y))
        y += max(18, small.get_linesize())
    return y + 6


def _note(surface: pygame.Surface, hits: RaceItHits, x: int, y: int, width: int, text: str,
          colour: tuple[int, int, int] = INK_HINT) -> RaceItHits:
    body = font(BODY_SIZE)
    for line in wrap(text, body, width):
        surface.blit(body.render(line, True, colour), (x, y))
        y += body.get_linesize()
    return hits


def draw_heat(surface: pygame.Surface, centre: pygame.Vector2, size: float, heat: float) -> None:
    """A red wash over a piece, stronger where more went wrong."""
    side = max(2, round(size * 0.9))
    wash = pygame.Surface((side, side), pygame.SRCALPHA)
    wash.fill((*TROUBLE, round(20 + 160 * heat)))
    surface.blit(wash, wash.get_rect(center=(round(centre.x), round(centre.y))))
