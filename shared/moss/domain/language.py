"""Which of MOSS's two languages a text is in: Korean as soon as it holds Hangul, else English."""

from __future__ import annotations

from .models import Language
from .patterns import LazyPattern

_HANGUL = LazyPattern("[\uac00-\ud7a3\u3131-\u318e]")


def language_of(text: str) -> Language:
    return "ko" if _HANGUL.search(text) else "en"
