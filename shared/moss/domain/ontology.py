"""The closed ontology. Anything outside it is rejected before it reaches a store.

Kept as data (not scattered literals) so that parsers, the Gemini response schema and
the validators all read the same source.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final


class Predicate(StrEnum):
    VACATION = "vacation"
    MEETING = "meeting"


DOMAIN: Final = "Schedule"
SUBJECT: Final = "Calendar"
VACATION_VALUE: Final = "Vacation"
# How long a timed plan said without an end or a length lasts (the published default)
DEFAULT_EVENT_MINUTES: Final = 60
MAX_TITLE_LENGTH: Final = 200

# domain -> subject -> predicate -> fixed object value (None: free text, e.g. a meeting title)
ONTOLOGY: Final[dict[str, dict[str, dict[str, str | None]]]] = {
    DOMAIN: {SUBJECT: {Predicate.VACATION.value: VACATION_VALUE, Predicate.MEETING.value: None}}
}


def check_triple(domain: str, subject: str, predicate: str, object_value: str) -> str:
    """Return the canonical object value, or raise ValueError naming what is outside the ontology."""
    subjects = ONTOLOGY.get(domain)
    if subjects is None:
        raise ValueError(f"domain {domain!r} is not in the ontology (allowed: {sorted(ONTOLOGY)})")
    predicates = subjects.get(subject)
    if predicates is None:
        raise ValueError(f"subject {subject!r} is not in domain {domain!r} (allowed: {sorted(subjects)})")
    if predicate not in predicates:
        raise ValueError(f"predicate {predicate!r} is not in the ontology (allowed: {sorted(predicates)})")
    fixed = predicates[predicate]
    if fixed is not None:
        if object_value != fixed:
            raise ValueError(f"object_value of {predicate!r} must be {fixed!r}")
        return fixed
    title = " ".join(object_value.split())
    if not title:
        raise ValueError(f"object_value of {predicate!r} must be a non-empty title")
    if len(title) > MAX_TITLE_LENGTH:
        raise ValueError(f"object_value is longer than {MAX_TITLE_LENGTH} characters")
    if not title.isprintable() and any(ord(ch) < 32 for ch in title):  # the common case skips the scan
        raise ValueError("object_value must not contain control characters")
    return title
