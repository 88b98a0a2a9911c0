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


# Loanwords: the consonants a Korean spelling of an English word keeps, each as a class of sounds (vowels, and the
# glides w and y, are spelled too many ways to compare). Korean writes f as ㅍ, v as ㅂ, z and j as ㅈ, r and l as ㄹ.
_LEAD_SOUNDS = "K K N T T L M P P S S _ S S S K T P H".split()
_FINAL_SOUNDS = ["", *"K K K N N N T L K M P L L P L M P P T T N S S K T P H".split()]
_EN_SOUNDS = (
    ("ck", ("K",)),
    ("ch", ("S", "K")),  # "church" 처치, "Christmas" 크리스마스
    ("sh", ("S",)),
    ("th", ("T", "S")),  # "Thomas" 토머스, "Smith" 스미스
    ("ph", ("P",)),
    ("qu", ("K",)),
    ("ng", ("N", "NK")),  # ㅇ closing a syllable: "king" 킹, "England" 잉글랜드
    ("x", ("KS",)),
    ("c", ("K", "S")),
    ("g", ("K", "S")),  # "George" 조지
    ("h", ("H", "")),
    *((letter, ("P",)) for letter in "bpfv"),
    *((letter, ("T",)) for letter in "dt"),
    *((letter, ("K",)) for letter in "kq"),
    *((letter, ("S",)) for letter in "sjz"),
    ("l", ("L",)),
    ("m", ("M",)),
    ("n", ("N",)),
)
_EN_VOWELS = frozenset("aeiouwy")


def _collapsed(sounds: str) -> str:
    """A doubled consonant is said once ("Halloween" as 핼러윈: ㄹ ending one syllable and leading the next)."""
    return "".join(sound for sound, _ in itertools.groupby(sounds))


def _korean_sounds(word: str) -> str:
    sounds = []
    for syllable in word:
        index = ord(syllable) - _FIRST
        sounds.append(_LEAD_SOUNDS[index // 588].replace("_", "") + _FINAL_SOUNDS[index % 28])
    return _collapsed("".join(sounds))


@functools.cache
def _english_sounds(word: str) -> frozenset[str]:
    """The consonant classes an English word may be spelled in Hangul with; an r before no vowel is mostly not
    written ("party" 파티, "parkrun" 파크런; but "Marco" 마르코)."""
    readings = [""]
    at = 0
    while at < len(word):
        letter = word[at]
        if letter == "r":
            sounds: tuple[str, ...] = ("L",) if at + 1 < len(word) and word[at + 1] in _EN_VOWELS else ("", "L")
            at += 1
        elif letter in _EN_VOWELS or not letter.isalpha():
            sounds, at = ("",), at + 1
        else:
            written, sounds = next(
                ((letters, said) for letters, said in _EN_SOUNDS if word.startswith(letters, at)), (letter, ("",))
            )
            at += len(written)
        readings = [reading + sound for reading in readings for sound in sounds]
    return frozenset(_collapsed(reading) for reading in readings)


def sounds_like(korean: str, english: str) -> bool:
    """Whether a Korean word (all Hangul syllables) spells an English word as a loanword does: "핼러윈" of "Halloween",
    "오스틴" of "Austin", "브런치" of "brunch". Three consonants at least must agree: with vowels left out, two
    say too little ("오전" would be "Jenny")."""
    if not korean or not all(_FIRST <= ord(letter) <= _LAST for letter in korean) or not english.isascii():
        return False
    if "-" in english:
        return False  # a Korean name in Latin letters ("Min-seo"), whose vowels tell it apart: `latin_spellings`
    sounds = _korean_sounds(korean)
    return len(sounds) > 2 and sounds in _english_sounds(english.casefold())


_FINAL_N, _FINAL_L = 4, 8  # the final consonants ㄴ and ㄹ, by jamo index


def modifies(word: str) -> bool:
    """Whether a Korean word ends as a modifier does ("남은", "있는", "잡힌", "할"): its last syllable closes with ㄴ or
    ㄹ, so the noun after it is what it says."""
    last = word[-1:]
    return bool(last) and _FIRST <= ord(last) <= _LAST and (ord(last) - _FIRST) % 28 in (_FINAL_N, _FINAL_L)
