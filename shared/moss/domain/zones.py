"""IANA time zones by name, with a clear error for a name that is not one."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from .errors import BadRequest, shown

# Calendars live in these years: a `now`, window or fact outside them is a client bug or an attack,
# not a date to resolve (and near year 1 or 9999 the arithmetic of a day or a series overflows).
EARLIEST_MOMENT = datetime(1900, 1, 1, tzinfo=UTC)
LATEST_MOMENT = datetime(9000, 1, 1, tzinfo=UTC)


def resolve_timezone(name: str) -> ZoneInfo:
    # OSError: ZoneInfo looks the name up on disk, and a very long name is too long for a file name.
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, TypeError, OSError) as error:
        raise BadRequest(
            f"unknown time zone {shown(name)}; use an IANA name such as 'Asia/Seoul'", code="unknown_timezone"
        ) from error


def instant(moment: datetime) -> datetime:
    """What to compare: datetimes sharing a zone compare by wall clock and ignore `fold`, so the
    two 01:30s of a fall-back night would be equal."""
    return moment.astimezone(UTC)
