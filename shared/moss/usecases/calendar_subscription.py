"""A secret, revocable subscription URL of the caller's calendar, for calendar apps that poll a
URL without a bearer token (Google Calendar "From URL", Apple "New Calendar Subscription").

Only the token's SHA-256 is stored: a leaked database names no working URL. A new
subscription replaces the previous one; revoking makes the URL answer 404.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass

from ..domain.deferred import DeferredModel
from .command import Command
from .deps import Deps


class Subscription(DeferredModel):
    url: str | None


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True)
class Subscribe(Command[Subscription]):
    user_id: str
    feed_base: str  # the URL the token is appended to, e.g. https://moss.example/calendar/feed/


@dataclass(frozen=True)
class Unsubscribe(Command[Subscription]):
    user_id: str


def handle_subscribe(command: Subscribe, deps: Deps) -> Subscription:
    token = secrets.token_urlsafe(32)
    deps.profiles.set_calendar_token(command.user_id, token_hash(token))
    return Subscription(url=f"{command.feed_base}{token}.ics")


def handle_unsubscribe(command: Unsubscribe, deps: Deps) -> Subscription:
    deps.profiles.set_calendar_token(command.user_id, None)
    return Subscription(url=None)
