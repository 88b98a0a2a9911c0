"""What one request may ask for: the size of an utterance and the years a moment or window lies in."""

from __future__ import annotations

from datetime import UTC, datetime

from pydantic import ValidationError

from .errors import BadRequest
from .models import Interval

MAX_TEXT_LENGTH = 2000
# Calendars live in these years: a `now` or window outside them is a client bug, not a date to resolve.
EARLIEST_NOW = datetime(1900, 1, 1, tzinfo=UTC)
LATEST_NOW = datetime(9000, 1, 1, tzinfo=UTC)


def check_text(text: str) -> None:
    if not text.strip():
        raise BadRequest("text must not be empty", code="empty_text")
    if len(text) > MAX_TEXT_LENGTH:
        raise BadRequest(f"text is longer than {MAX_TEXT_LENGTH} characters", code="text_too_long")


def check_now(now: datetime | None, name: str = "now") -> None:
    if now is not None and not EARLIEST_NOW <= now < LATEST_NOW:
        raise BadRequest(f"{name} must be a moment between the years 1900 and 9000", code="invalid_time")


def make_window(start: datetime, end: datetime) -> Interval:
    if not (EARLIEST_NOW <= start < LATEST_NOW and EARLIEST_NOW <= end <= LATEST_NOW):
        raise BadRequest("windows must lie between the years 1900 and 9000", code="invalid_window")
    try:
        return Interval(start_time=start, end_time=end)
    except ValidationError as error:
        raise BadRequest("end_time must be after start_time", code="invalid_window") from error
