"""The user's time zone: the one their dates and times are read and written in."""

from __future__ import annotations

from dataclasses import dataclass
from zoneinfo import ZoneInfo

from ..domain.zones import resolve_timezone
from .command import Command
from .deps import Deps


@dataclass(frozen=True)
class UserTimezone(Command[ZoneInfo]):
    user_id: str


@dataclass(frozen=True)
class SetTimezone(Command[ZoneInfo]):
    user_id: str
    name: str


def handle_get(command: UserTimezone, deps: Deps) -> ZoneInfo:
    return deps.user_timezone(command.user_id)


def handle_set(command: SetTimezone, deps: Deps) -> ZoneInfo:
    tz = resolve_timezone(command.name)
    deps.profiles.set_timezone(command.user_id, tz.key)
    return tz
