"""Korean words as people spell them in Latin letters."""

from __future__ import annotations

from moss.domain.hangul import latin_spellings


def test_a_name_is_spelled_syllable_by_syllable_as_people_spell_it():
    assert {"minji", "minseo", "minsu", "jisoo"} <= latin_spellings("민지") | latin_spellings("민서") | latin_spellings(
        "지수"
    )


def test_a_surname_is_spelled_as_people_spell_it():
    assert {"kim", "lee", "park"} <= latin_spellings("김") | latin_spellings("이") | latin_spellings("박")


def test_a_word_with_other_letters_has_no_spelling():
    assert latin_spellings("Kim") == frozenset()
    assert latin_spellings("1:1") == frozenset()
