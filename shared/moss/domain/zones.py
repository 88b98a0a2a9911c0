"""IANA time zones by name, with a clear error for a name that is not one."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from .errors import BadRequest, shown


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
