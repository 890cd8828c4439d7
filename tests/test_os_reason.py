"""A file that cannot be read or written is told in the player's language, not the system's English."""

from __future__ import annotations

import errno
import os

import pytest

from tabletop.language import set_language
from tabletop.paths import os_reason


@pytest.mark.parametrize(
    ("number", "english", "french_words"),
    [
        (errno.ENOSPC, "the disk is full", "le disque est plein"),
        (errno.EROFS, "the disk is read-only", "le disque est en lecture seule"),
        (errno.EACCES, "permission denied", "accès refusé"),
        (errno.EISDIR, "a folder is where a file should be", "un dossier est à la place d'un fichier"),
    ],
)
def test_the_common_failures_are_said_in_the_player_s_words(
    number: int, english: str, french_words: str
) -> None:
    error = OSError(number, os.strerror(number), "/somewhere/autosave.yaml")
    assert os_reason(error) == english
    set_language("fr")
    try:
        assert os_reason(error) == french_words
    finally:
        set_language("en")


def test_a_file_where_a_folder_should_be_and_an_unlisted_failure() -> None:
    assert os_reason(FileExistsError(errno.EEXIST, "File exists")) == "a file is where a folder should be"
    odd = OSError(errno.EIO, os.strerror(errno.EIO))
    assert os_reason(odd) == os.strerror(errno.EIO)

