"""What one request may ask for: the size of an utterance and the years a moment or window lies in."""

from __future__ import annotations

from datetime import datetime

from pydantic import ValidationError

from .errors import BadRequest
from .models import Interval
from .zones import EARLIEST_MOMENT, LATEST_MOMENT

MAX_TEXT_LENGTH = 2000
# An open question is read again, all its answers together, at every answer: it holds at most
# this many texts, together no longer than one utterance may be.
MAX_QUESTION_TEXTS = 6


def check_text(text: str) -> None:
    if not text.strip():
        raise BadRequest("text must not be empty", code="empty_text")
    if len(text) > MAX_TEXT_LENGTH:
        raise BadRequest(f"text is longer than {MAX_TEXT_LENGTH} characters", code="text_too_long")


def question_full(texts: list[str], answer: str) -> bool:
    """Whether `answer` would take an open question past its bounds (it is then read on its own)."""
    return len(texts) >= MAX_QUESTION_TEXTS or sum(map(len, texts)) + len(answer) > MAX_TEXT_LENGTH


def check_now(now: datetime | None, name: str = "now") -> None:
    if now is not None and not EARLIEST_MOMENT <= now < LATEST_MOMENT:
        raise BadRequest(f"{name} must be a moment between the years 1900 and 9000", code="invalid_time")


def make_window(start: datetime, end: datetime) -> Interval:
    if not (EARLIEST_MOMENT <= start < LATEST_MOMENT and EARLIEST_MOMENT <= end <= LATEST_MOMENT):
        raise BadRequest("windows must lie between the years 1900 and 9000", code="invalid_window")
    try:
        return Interval(start_time=start, end_time=end)
    except ValidationError as error:
        raise BadRequest("end_time must be after start_time", code="invalid_window") from error
