"""Words people mistype, read as the word they meant: "acutally", "wedensday", "tomorow", "vaction".

One letter dropped, added, changed, or two swapped (two such slips in a long word people spell as they sound,
lexicon.SOUNDED_OUT_WORDS, its length within one of the word's), in a word MOSS reads (lexicon.SPELLED_WORDS, six
letters or more, so that a short name is never taken for one). A word that is a form of one ("meetings",
"scheduled") is left as it is, and so is a word two of them are as near.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from ..domain.lexicon import SOUNDED_OUT_WORDS, SPELLED_WORDS
from ..domain.patterns import LazyPattern

_WORD = LazyPattern(r"(?<![\w'-])[A-Za-z]{6,}(?![\w'-])")
_KNOWN = frozenset(word.casefold() for word in SPELLED_WORDS)
_SOUNDED_OUT = frozenset(SOUNDED_OUT_WORDS)


def corrected(text: str) -> str:
    """`text` with each mistyped word of SPELLED_WORDS written as meant, in lower case."""
    return _WORD.sub(lambda m: _meant(m[0].casefold()) or m[0], text)


def as_kept(text: str, titles: Sequence[str]) -> str:
    """`text` with each word that is a word of the user's plans' titles with two neighbouring letters swapped written as
    that word ("hiarcut" of a kept 'haircut'): six letters or more, never a word a title has itself, and only when one
    title word is that near. A letter changed, dropped or added often makes another real word ("branch" of a kept
    'brunch', "diving" of 'driving'), so only a swap, a slip of typing, is read as the plan."""
    kept = {word.casefold() for title in titles for word in _WORD.findall(title)}
    if not kept:
        return text

    def meant(match: re.Match[str]) -> str:
        word = match[0].casefold()
        near = [known for known in kept if _swapped(word, known)]
        return near[0] if word not in kept and len(near) == 1 else match[0]

    return _WORD.sub(meant, text)


@functools.lru_cache(maxsize=4096)
def _meant(word: str) -> str | None:
    if word in _KNOWN or any(word.startswith(known) for known in _KNOWN):
        return None  # the word itself, or a form of it ("meetings", "cancelled")
    near = [known for known in _KNOWN if _near(word, known)]
    return near[0] if len(near) == 1 else None


def _near(typed: str, meant: str) -> bool:
    """Whether `typed` is `meant` with one slip (a letter dropped, added or changed, or two neighbours swapped), or two
    in a long word spelled as it sounds ("reschedual", "tommorow"); the first letter kept, the length within one
    ("actual" is a word of its own)."""
    most = 2 if meant in _SOUNDED_OUT else 1
    return typed[0] == meant[0] and abs(len(typed) - len(meant)) <= 1 and _slips(typed, meant) <= most


def _slips(typed: str, meant: str) -> int:
    """The fewest letters dropped, added, changed or neighbours swapped that make `typed` into `meant`."""
    before: list[int] = []
    row = list(range(len(meant) + 1))
    for i, letter in enumerate(typed, 1):
        previous, row = row, [i, *[0] * len(meant)]
        for j, wanted in enumerate(meant, 1):
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (letter != wanted))
            if i > 1 and j > 1 and letter == meant[j - 2] and typed[i - 2] == wanted:
                row[j] = min(row[j], before[j - 2] + 1)
        before = previous
    return row[-1]


def _swapped(typed: str, meant: str) -> bool:
    """Whether `typed` is `meant` with two neighbouring letters swapped."""
    if len(typed) != len(meant) or typed == meant:
        return False
    differ = [i for i, (a, b) in enumerate(zip(typed, meant, strict=True)) if a != b]
    return (
        len(differ) == 2
        and differ[1] == differ[0] + 1
        and typed[differ[0]] == meant[differ[1]]
        and typed[differ[1]] == meant[differ[0]]
    )
