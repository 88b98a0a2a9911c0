"""Quota strings such as "60/minute;1000/day", in the notation of the `limits` library MOSS used
before (README "Dependencies" says why it went): every part must hold.

Read here, apart from the quota's adapters (moss/adapters/quota.py, `RedisQuota`), so that the
settings check a quota without loading an adapter, and the pattern compiles from the shipped
programs (moss/domain/patterns.py) like the parser's.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .patterns import LazyPattern

# The seconds of each window a quota may name; a month is 30 days and a year 12 of them.
WINDOWS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "month": 30 * 86400, "year": 360 * 86400}
_PART = LazyPattern(r"\s*([0-9]+)\s*(?:/|\s+per\s+|per)\s*([0-9]+)?\s*([a-z]+?)s?\s*", re.IGNORECASE)
_SEPARATOR = LazyPattern(r"[,;|]")


class Rate(NamedTuple):
    """At most `limit` requests in any `window_seconds`."""

    limit: int
    window_seconds: int


def parse_rates(rates: str) -> list[Rate]:
    """The parts of a quota string ("60/minute;1000/day", "10 per 2 hours"); ValueError names a wrong part."""
    parsed = []
    for part in _SEPARATOR.split(rates):
        match = _PART.fullmatch(part)
        window = WINDOWS.get(match.group(3).lower()) if match else None
        if match is None or window is None:
            raise ValueError(f"{part.strip()!r} is not a rate such as '60/minute' or '10 per 2 hours'")
        limit, multiple = int(match.group(1)), int(match.group(2) or 1)
        if limit < 1 or multiple < 1:
            raise ValueError(f"{part.strip()!r}: a quota counts at least 1 request in at least 1 {match.group(3)}")
        parsed.append(Rate(limit, window * multiple))
    return list(dict.fromkeys(parsed))  # a part said twice ("10/minute;10 per 60 seconds") counts once
