"""Korean words as people spell them in Latin letters, and English words as Korean spells them."""

from __future__ import annotations

import pytest

from moss.domain.hangul import latin_spellings, sounds_like


def test_a_name_is_spelled_syllable_by_syllable_as_people_spell_it():
    assert {"minji", "minseo", "minsu", "jisoo"} <= latin_spellings("민지") | latin_spellings("민서") | latin_spellings(
        "지수"
    )


def test_a_surname_is_spelled_as_people_spell_it():
    assert {"kim", "lee", "park"} <= latin_spellings("김") | latin_spellings("이") | latin_spellings("박")


def test_a_word_with_other_letters_has_no_spelling():
    assert latin_spellings("Kim") == frozenset()
    assert latin_spellings("1:1") == frozenset()


@pytest.mark.parametrize(
    ("korean", "english"),
    [("핼러윈", "Halloween"), ("오스틴", "Austin"), ("브런치", "brunch"), ("파크런", "Parkrun"), ("마르코", "Marco")],
)
def test_a_loanword_sounds_like_the_english_word(korean, english):
    assert sounds_like(korean, english)


@pytest.mark.parametrize(
    ("korean", "english"),
    [("제이크", "Tom"), ("오전", "Jenny"), ("민수", "Min-seo"), ("Austin", "Austin")],
)
def test_another_word_or_too_short_a_one_does_not(korean, english):
    assert not sounds_like(korean, english)
