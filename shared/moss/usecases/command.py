"""The base of every use case's command: its type parameter is what the handler returns."""

from __future__ import annotations

from typing import Generic, TypeVar

OutcomeT = TypeVar("OutcomeT", covariant=True)


class Command(Generic[OutcomeT]):
    """A request to one use case, already authenticated: `user_id` comes from a verified token."""
