"""One error family for everything a caller can get wrong or run into.

Entry points map each class to its HTTP status and the JSON error shape (docs/api.md);
nothing else in the code base decides status codes.
"""

from __future__ import annotations

from pydantic import ValidationError


class DomainError(Exception):
    status = 400
    code = "bad_request"

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code


class BadRequest(DomainError):
    status = 400
    code = "bad_request"


class Unauthorized(DomainError):
    status = 401
    code = "unauthorized"


class NotFound(DomainError):
    status = 404
    code = "not_found"


class MethodNotAllowed(DomainError):
    status = 405
    code = "method_not_allowed"


class StateConflict(DomainError):
    status = 409
    code = "state_changed"


class Expired(DomainError):
    status = 410
    code = "expired"


class TooLarge(DomainError):
    status = 413
    code = "too_large"


class Unprocessable(DomainError):
    """Well-formed input that cannot be acted on, e.g. a WRITE that names no time."""

    status = 422
    code = "unprocessable"


class UpstreamError(DomainError):
    """A model or other upstream answered something unusable."""

    status = 502
    code = "upstream_error"


class Unavailable(DomainError):
    status = 503
    code = "unavailable"


def describe_validation_error(error: ValidationError) -> str:
    """The first problems of a validation error as one sentence: 'facts.0.end_time: ...; ...'."""
    problems = []
    for item in error.errors(include_url=False)[:3]:
        where = ".".join(str(part) for part in item["loc"]) or "body"
        problems.append(f"{where}: {item['msg']}")
    return "; ".join(problems)
