"""Mistyped words MOSS reads are read as meant; names, forms of a word and short words are left alone."""

from __future__ import annotations

import pytest

from moss.parsing.spelling import corrected


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("acutally make it 8", "actually make it 8"),
        ("meeting on wedensday", "meeting on wednesday"),
        ("vaction tomorow", "vacation tomorrow"),
        ("cancle yoga", "cancel yoga"),
        ("dentist apointment", "dentist appointment"),
        ("off on firday", "off on friday"),
    ],
)
def test_a_word_one_slip_from_one_moss_reads_is_that_word(typed: str, meant: str) -> None:
    assert corrected(typed) == meant


@pytest.mark.parametrize(
    "text",
    ["Marcel meeting at 3", "two meetings on tuesdays", "cancelled the standup", "lunch with Tomas", "call Mornay"],
)
def test_names_and_forms_of_a_word_are_left_as_typed(text: str) -> None:
    assert corrected(text) == text


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("reschedual the consult", "reschedule the consult"),
        ("dinner tommorow", "dinner tomorrow"),
        ("dentist apointmant", "dentist appointment"),
    ],
)
def test_a_long_word_spelled_as_it_sounds_is_that_word(typed: str, meant: str) -> None:
    """Two slips in a long word people spell as they sound, its length within one."""
    assert corrected(typed) == meant


@pytest.mark.parametrize(
    "text", ["the actual plan", "scheduler sync", "lunch at saturn", "confluence training", "confidence coaching"]
)
def test_a_word_of_its_own_near_a_long_one_is_left_as_typed(text: str) -> None:
    assert corrected(text) == text
