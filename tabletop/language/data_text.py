"""Words read from the data files, with their translations beside them.

A data file writes a text field's English under its key and each other language
beside it, under the key and the language's code (`label: Laps`, `label_fr: Tours`).
The schema reads both into one `Translated`: a `str` whose value is the English, so
it compares, sorts, hashes and saves as the English it has always been, carrying its
translations along. Where the words are shown, `local` picks the current language's,
as `_()` does for the code's messages, so a switch in Settings reaches them too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from yaml.representer import SafeRepresenter

from tabletop.language.catalogs import translations
from tabletop.language.current import DEFAULT, LANGUAGES, language


def other_languages() -> tuple[str, ...]:
    """The codes a data file writes beside its English (`fr` for `label_fr`)."""
    return tuple(code for code in LANGUAGES if code != DEFAULT)


class Translated(str):
    """English words from a data file, with their `translations` by language code."""

    translations: Mapping[str, str]

    def __new__(cls, english: str, translations: Mapping[str, str]) -> Translated:
        made = super().__new__(cls, english)
        made.translations = dict(translations)
        return made

    # Words never change once read: a copy (a bot's deep copy of a game) is the same words.
    def __copy__(self) -> Translated:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Translated:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (str(self), dict(self.translations)))


def _as_english(representer: SafeRepresenter, words: Translated) -> Any:
    return representer.represent_str(str(words))


# Saves, records and tracks the app writes hold the English (libyaml's emitter takes only a plain str).
SafeRepresenter.add_representer(Translated, _as_english)
SafeRepresenter.add_multi_representer(Translated, _as_english)  # and a kind of it (a seat's name)


def spread(value: Any) -> Any:
    """`value` (mappings and lists at any depth) with each `Translated` written as a data file
    writes it: the English under its key, each other language beside it (`section_fr`). A
    save's copy of a track keeps its words in every language so (`gathered` reads them back)."""
    if isinstance(value, Mapping):
        made: dict[Any, Any] = {}
        for key, item in value.items():
            made[key] = spread(item)
            for code, words in getattr(item, "translations", {}).items():
                if code != DEFAULT and isinstance(key, str):
                    made[f"{key}_{code}"] = words
        return made
    if isinstance(value, list | tuple):
        return [spread(item) for item in value]
    return value


def gathered(value: Any) -> Any:
    """`spread`'s words read back: a text with its other languages beside it becomes one
    `Translated` again, as the schema reads a data file's."""
    if isinstance(value, Mapping):
        codes = other_languages()
        made: dict[Any, Any] = {}
        for key, item in value.items():
            base, _, code = key.rpartition("_") if isinstance(key, str) else ("", "", "")
            if code in codes and base in value:
                continue  # another language of the text beside it, taken with that text
            made[key] = gathered(item)
            if isinstance(item, str) and isinstance(key, str):
                found = {code: value.get(f"{key}_{code}") for code in codes}
                beside = {code: words for code, words in found.items() if isinstance(words, str)}
                if beside:
                    made[key] = Translated(item, beside)
        return made
    if isinstance(value, list):
        return [gathered(item) for item in value]
    return value


def in_each_language(make: Callable[[Callable[[str], str]], str]) -> str:
    """The text `make` writes from names, in every language at once: `make` is given how to word
    a name (its translation, if it carries one), once per language; a `Translated` when the
    languages differ ("Score: You 18 - Ivan 6" is "Vous 18 - Ivan 6" in French)."""
    def wording(code: str) -> Callable[[str], str]:
        return lambda name: str(_in(name, code))

    english = make(str)
    made = {code: make(wording(code)) for code in other_languages()}
    return Translated(english, made) if any(words != english for words in made.values()) else english


def local(text: str) -> str:
    """`text` in the current language: its translation when it carries one, else as written."""
    translations = getattr(text, "translations", None)
    if not translations:
        return text
    return translations.get(language(), str(text))


def reworded(text: str, change: Callable[[str], str]) -> str:
    """`change` made to `text` in every language it carries (spaces tidied, say)."""
    translations = getattr(text, "translations", None)
    if not translations:
        return change(text)
    return Translated(change(str(text)), {code: change(words) for code, words in translations.items()})


def composed(message: str, **values: str | int) -> Translated:
    """`message` (a template marked `N_`) filled with `values` in every language at once: a
    `Translated` whose English is the English template filled with the values' English, and
    whose other languages fill that language's template with the values' words in it. For a
    name the rules make from data words ("Italy domestic 2") and keep, so it is shown in the
    language spoken when shown, as the data's own names are."""
    english = message.format(**{key: str(value) for key, value in values.items()})
    made = {}
    for code in other_languages():
        template = translations(code).gettext(message)
        made[code] = template.format(**{key: _in(value, code) for key, value in values.items()})
    return Translated(english, made)


def _in(value: str | int, code: str) -> str | int:
    translations = getattr(value, "translations", None)
    return translations.get(code, str(value)) if translations else value
