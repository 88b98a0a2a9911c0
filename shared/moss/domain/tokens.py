"""Offline token counting for `context_tokens`.

No tokenizer files can be downloaded at run time, so MOSS uses a fixed, documented
approximation of BPE tokenizers such as Gemini's and GPT's:
- a run of Latin letters counts one token per started 4 characters ("meeting" -> 2);
- a run of digits counts one token per started 3 digits ("2026" -> 2);
- every Hangul syllable, CJK ideograph or kana counts one token;
- every other non-space character (punctuation, symbols) counts one token.
It is deterministic, so ratios between two contexts (MOSS vs the naive chat log) are exact.
"""

from __future__ import annotations

from .patterns import LazyPattern

_PIECES = LazyPattern(
    r"(?P<latin>[A-Za-z\u00C0-\u024F]+)"
    r"|(?P<digits>[0-9]+)"
    r"|(?P<cjk>[\uAC00-\uD7A3\u3130-\u318F\u4E00-\u9FFF\u3040-\u30FF])"
    r"|(?P<other>[^\s])"
)


def count_tokens(text: str) -> int:
    total = 0
    for match in _PIECES.finditer(text):
        kind = match.lastgroup
        length = len(match.group())
        if kind == "latin":
            total += -(-length // 4)
        elif kind == "digits":
            total += -(-length // 3)
        else:
            total += 1
    return total
