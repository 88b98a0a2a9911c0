"""The shapes of the ids MOSS issues; an id from a request is checked against its shape before any store sees it.

Stores build keys and document paths from ids, so an id that is not one MOSS could have
issued ('a/b', '..', a 60 KB string) is refused here with a 400 that names the shape.
"""

from __future__ import annotations

from .errors import BadRequest, shown
from .patterns import LazyPattern

# new_message_id: "m_" and a uuid4 in hex; derived_id: a prefix, "_" and 24 hex digits (an
# imported calendar's message id is derived from the file).
_SHAPES = {
    "message_id": (LazyPattern(r"m_(?:[0-9a-f]{32}|[0-9a-f]{24})"), "m_ followed by 32 or 24 hex digits"),
    "pending_id": (LazyPattern(r"p_[0-9a-f]{24}"), "p_ followed by 24 hex digits"),
    "fact_id": (LazyPattern(r"f_[0-9a-f]{24}"), "f_ followed by 24 hex digits"),
}


def check_id(kind: str, value: str, *, name: str | None = None) -> str:
    """`value` when it has the shape of a `kind` MOSS issues, else a BadRequest naming the
    shape; `name`: the request's name for it (a `before` that holds a message_id)."""
    pattern, description = _SHAPES[kind]
    if pattern.fullmatch(value) is None:
        raise BadRequest(f"{name or kind} {shown(value)} is not an id MOSS issued ({description})", code="invalid_id")
    return value
