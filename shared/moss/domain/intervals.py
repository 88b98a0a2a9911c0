"""Interval levels: how a store that can only range-scan one field finds overlapping facts.

A fact of length d is filed under its *level*, the smallest L >= 0 with d <= BASE_US * 2**L
(an hour-long meeting: 0, an all-day vacation: 5, a 180-day leave: 13). Every fact of level L
that overlaps the half-open window [S, E) starts in the open range (S - max_length_us(L), E),
so a lookup scans that start range once per level the user has and keeps the facts that end
after S. What it reads besides the overlapping facts is, per level, the facts starting within
one level-length before S that end by S; those are at least half a level-length long (level
0 aside), so they all contain one instant just before S: a calendar's depth at that instant,
never its history, and one long fact costs its own level's scan, not everyone's.

docs/storage.md compares this with a bucketed (segment) index and an R*Tree and says why
each store uses what it uses.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable
from typing import NamedTuple

# One hour: most facts are meetings of an hour or less and share level 0.
BASE_US = 3_600_000_000


def level_of(start_us: int, end_us: int) -> int:
    """The level a fact spanning [start_us, end_us) is filed under."""
    level = 0
    while BASE_US << level < end_us - start_us:
        level += 1
    return level


def max_length_us(level: int) -> int:
    return BASE_US << level


class StartRange(NamedTuple):
    """The facts of `level` whose start lies strictly between `after_us` and `before_us`."""

    level: int
    after_us: int
    before_us: int


def start_ranges(levels: Iterable[int], start_us: int, end_us: int) -> list[StartRange]:
    """What to scan, per level, to find every fact of those levels overlapping [start_us, end_us)."""
    return [StartRange(level, start_us - max_length_us(level), end_us) for level in sorted(set(levels))]


class LevelIndex:
    """An in-memory index of keyed spans by level and start: the same scans, over sorted lists."""

    def __init__(self) -> None:
        self._levels: dict[int, list[tuple[int, str]]] = {}

    def add(self, key: str, start_us: int, end_us: int) -> None:
        bisect.insort(self._levels.setdefault(level_of(start_us, end_us), []), (start_us, key))

    def remove(self, key: str, start_us: int, end_us: int) -> None:
        level = level_of(start_us, end_us)
        entries = self._levels.get(level, [])
        position = bisect.bisect_left(entries, (start_us, key))
        if position < len(entries) and entries[position] == (start_us, key):
            del entries[position]
            if not entries:
                del self._levels[level]

    def candidates(self, start_us: int, end_us: int) -> list[str]:
        """Keys of every span that may overlap [start_us, end_us): a superset the caller filters exactly."""
        keys: list[str] = []
        for scan in start_ranges(self._levels, start_us, end_us):
            entries = self._levels[scan.level]
            first = bisect.bisect_right(entries, scan.after_us, key=_start)
            last = bisect.bisect_left(entries, scan.before_us, key=_start)
            keys += [key for _, key in entries[first:last]]
        return keys


def _start(entry: tuple[int, str]) -> int:
    return entry[0]
