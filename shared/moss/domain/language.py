"""Which of MOSS's two languages a text is in: Korean as soon as it holds Hangul, else English."""

from __future__ import annotations

from .models import Language
from .patterns import LazyPattern

_HANGUL = LazyPattern("[\uac00-\ud7a3\u3131-\u318e]")


def language_of(text: str) -> Language:
    # Most English text is ASCII, answered without the pattern (whose Hangul range is slow to compile).
    return "en" if text.isascii() or not _HANGUL.search(text) else "ko"
