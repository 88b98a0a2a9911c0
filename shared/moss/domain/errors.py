"""One error family for everything a caller can get wrong or run into.

Entry points map each class to its HTTP status and the JSON error shape (docs/api.md);
nothing else in the code base decides status codes.
"""

from __future__ import annotations

from pydantic import ValidationError

# Values a caller sent are echoed back at most this long, so an error never grows with the input.
MAX_ECHO_LENGTH = 100


def shown(value: object) -> str:
    """A caller's value as an error message quotes it: repr, cut to MAX_ECHO_LENGTH characters."""
    text = repr(value)
    return text if len(text) <= MAX_ECHO_LENGTH else text[: MAX_ECHO_LENGTH - 1] + "…"


class DomainError(Exception):
    """`message` is for the caller: what they did wrong or can do, never where things live.

    `detail` is for the operator's log only (library text, hosts, paths, project ids).
    """

    status = 400
    code = "bad_request"

    def __init__(self, message: str, *, code: str | None = None, detail: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.detail = detail
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


class TooManyRequests(DomainError):
    """A quota is used up; `retry_after` seconds until the next request is allowed."""

    status = 429
    code = "rate_limited"

    def __init__(self, message: str, *, retry_after: int, code: str | None = None) -> None:
        super().__init__(message, code=code)
        self.retry_after = retry_after


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
