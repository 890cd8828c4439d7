"""Rules pages in several languages: where a game's page is, the anchors of its sections,
and the check that keeps a translated page in step with the English one.

The English page is `rules/<game>.md`; a language's page is `rules/<code>/<game>.md`.
The table links into a page by an English heading ("2. Move cars"), so every heading has
an anchor: the words of an English heading ("move-cars"), or, on a translated page, the
id written after the heading (`### 2. Déplacer les voitures {#move-cars}`), which keeps
the English heading's anchor whatever the translated words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tabletop.content.problems import ContentError, Problem
from tabletop.content.text_files import check_rules_page
from tabletop.language import _, language
from tabletop.paths import data_dir

HEADING = re.compile(r"^(#{1,3})\s+(.*?)\s*$")
ANCHOR = re.compile(r"\s*\{#([\w-]+)\}$")
NUMBERED = re.compile(r"^\s*(\d+)[.)]\s+")
PICTURE = re.compile(r"\(picture:([\w-]+)\)")


def anchor_of(heading: str) -> str:
    """The anchor an English heading's words make: lower case, words joined by '-', a leading
    number dropped ("1. Play cards" -> "play-cards"), so either form of a heading finds it."""
    words = re.sub(r"^\d+[.)]\s*", "", heading.replace("**", "").strip().lower())
    return re.sub(r"\W+", "-", words).strip("-")


def split_heading(text: str) -> tuple[str, str]:
    """A heading's words without its `{#id}`, and its anchor (the id, else made from the words)."""
    found = ANCHOR.search(text)
    if found is None:
        return text.strip(), anchor_of(text)
    return text[: found.start()].strip(), found.group(1)


@dataclass(frozen=True)
class Section:
    """A heading and what follows it up to the next heading (the page's title is one too)."""

    line: int  # 1-based line of the heading
    title: str
    anchor: str
    numbers: tuple[tuple[int, str], ...] = ()  # (line, number) of each numbered item
    pictures: tuple[tuple[int, str], ...] = ()  # (line, name) of each picture


def outline(text: str) -> list[Section]:
    """The page's sections in order; anything above the first heading is left out."""
    sections: list[Section] = []
    numbers: list[tuple[int, str]] = []
    pictures: list[tuple[int, str]] = []

    def close() -> None:
        if sections:
            last = sections[-1]
            sections[-1] = Section(last.line, last.title, last.anchor, tuple(numbers), tuple(pictures))
        numbers.clear()
        pictures.clear()

    for line, raw in enumerate(text.splitlines(), start=1):
        heading = HEADING.match(raw)
        if heading:
            close()
            title, anchor = split_heading(heading.group(2))
            sections.append(Section(line, title, anchor))
            continue
        number = NUMBERED.match(raw)
        if number:
            numbers.append((line, number.group(1)))
        pictures.extend((line, name) for name in PICTURE.findall(raw))
    close()
    return sections


def translation_path(english: Path, code: str) -> Path:
    return english.parent / code / english.name


def page_path(folder: Path, game: str, code: str) -> Path:
    """`game`'s page in language `code` under the rules `folder`; the English one if it has none."""
    english = folder / f"{game}.md"
    translated = translation_path(english, code)
    return translated if translated.is_file() else english


def check_translated_page(path: Path) -> str:
    """A translated page (`rules/<code>/<game>.md`), checked as any rules page and against its
    English page: the same sections by anchor, and in each the same numbered rulings and pictures."""
    text = check_rules_page(path)
    english = path.parent.parent / path.name
    if not english.is_file():
        message = _("there is no English page {page} to translate").format(page=english)
        raise ContentError([Problem(str(path), 1, message)])
    theirs = {section.anchor: section for section in outline(check_rules_page(english))}
    ours = outline(text)
    problems = []
    for section in ours:
        original = theirs.get(section.anchor)
        if original is None:
            message = _("the anchor '{anchor}' names no section of {page}")
            message = message.format(anchor=section.anchor, page=english)
            problems.append(Problem(str(path), section.line, message))
        else:
            problems += _compare(path, section, english, original)
    mine = {section.anchor for section in ours}
    for section in theirs.values():
        if section.anchor not in mine:
            message = _("no section for '{title}' ({page}:{line}): its heading ends with {anchor}").format(
                title=section.title, page=english, line=section.line, anchor=f"{{#{section.anchor}}}"
            )
            problems.append(Problem(str(path), ours[-1].line if ours else 1, message))
    if problems:
        raise ContentError(problems)
    return text


def _compare(path: Path, ours: Section, english: Path, theirs: Section) -> list[Problem]:
    problems = []
    mine, wanted = [n for _line, n in ours.numbers], [n for _line, n in theirs.numbers]
    if mine != wanted:
        at = next((line for (line, n), w in zip(ours.numbers, wanted, strict=False) if n != w), None)
        line = at or (ours.numbers[len(wanted)][0] if len(mine) > len(wanted) else ours.line)
        message = _("the numbered rulings of '{title}' are {ours}, but {page}:{line} numbers {theirs}")
        message = message.format(
            title=ours.title, ours=_listed(mine), page=english, line=theirs.line, theirs=_listed(wanted)
        )
        problems.append(Problem(str(path), line, message))
    pictures, drawn = [p for _line, p in ours.pictures], [p for _line, p in theirs.pictures]
    if pictures != drawn:
        message = _("the pictures of '{title}' are {ours}, but {page}:{line} shows {theirs}").format(
            title=ours.title, ours=_listed(pictures), page=english, line=theirs.line, theirs=_listed(drawn)
        )
        problems.append(Problem(str(path), ours.line, message))
    return problems


def _listed(names: list[str]) -> str:
    return ", ".join(names) or _("none")


def section_title(game: str, heading: str) -> str:
    """The title, in the language spoken now, of `game`'s rules section that `heading` (an English
    heading or an anchor) names; `heading` itself if the page has no such section."""
    return _titles(game, language()).get(anchor_of(heading), heading)


@lru_cache(maxsize=16)
def _titles(game: str, code: str) -> dict[str, str]:
    try:
        text = page_path(data_dir() / "rules", game, code).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return {}
    return {section.anchor: section.title.replace("**", "") for section in outline(text)}
