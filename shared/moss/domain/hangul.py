"""Korean words as people spell them in Latin letters: a name in a Korean title ("민지랑 저녁", "김 대리") said in an
English answer ("dinner with Minji", "Mr. Kim"). No I/O."""

from __future__ import annotations

import functools
import itertools

from .lexicon import KO_SURNAME_SPELLINGS

_FIRST, _LAST = 0xAC00, 0xD7A3
# Revised Romanization, by jamo index: leading consonants, vowels, final consonants
_LEADS = "g kk n d tt r m b pp s ss _ j jj ch k t p h".split()
_VOWELS = "a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i".split()
_FINALS = ["", *"k k k n n n t l k m l l l p l m p p t t ng t t k t p t".split()]
# Other spellings people use for a vowel in names ("Jisoo", "Minseo" or "Minsu", "Lee" of 이)
_VOWEL_SPELLINGS = {"u": ("u", "oo"), "eo": ("eo", "u", "o"), "i": ("i", "ee"), "ae": ("ae", "e")}


def _syllable_spellings(syllable: str) -> tuple[str, ...]:
    index = ord(syllable) - _FIRST
    lead, vowel, final = _LEADS[index // 588].replace("_", ""), _VOWELS[index % 588 // 28], _FINALS[index % 28]
    return tuple(lead + spelled + final for spelled in _VOWEL_SPELLINGS.get(vowel, (vowel,)))


@functools.cache
def latin_spellings(word: str) -> frozenset[str]:
    """How a Korean word (all Hangul syllables) may be spelled in Latin letters, lowercased and without hyphens:
    "민지" as "minji", "민서" as "minseo" or "minsu", a surname one syllable long as people spell it ("김": "kim").
    Empty for any other word."""
    if not word or not all(_FIRST <= ord(letter) <= _LAST for letter in word):
        return frozenset()
    if word in KO_SURNAME_SPELLINGS:
        return frozenset(KO_SURNAME_SPELLINGS[word])
    return frozenset("".join(parts) for parts in itertools.product(*map(_syllable_spellings, word)))
