"""Recognise a redelivered Telegram update, so that each one acts at most once."""

from __future__ import annotations

from dataclasses import dataclass

from .command import Command
from .deps import Deps

# Telegram keeps an undelivered update for at most 24 hours, so a redelivery comes sooner.
UPDATE_TTL_SECONDS = 24 * 3600


@dataclass(frozen=True)
class FirstDelivery(Command[bool]):
    """True the first time an update id is seen, false for every redelivery."""

    update_id: int


def handle(command: FirstDelivery, deps: Deps) -> bool:
    return deps.working.remember_once(f"telegram:update:{command.update_id}", UPDATE_TTL_SECONDS)
