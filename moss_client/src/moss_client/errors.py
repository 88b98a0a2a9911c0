"""An error response of MOSS as the exception of its family: the domain's own classes, which carry
`status`, `code` and `message`, so that code over this client handles a remote MOSS's errors as
it handles a local one's."""

from __future__ import annotations

from moss.domain.errors import DomainError, TooManyRequests

# Each status's family: the domain's own classes (every direct subclass of DomainError there).
FAMILIES: dict[int, type[DomainError]] = {
    family.status: family for family in DomainError.__subclasses__() if family.__module__ == DomainError.__module__
}


class UnexpectedStatus(DomainError):
    """A status the contract does not name (a proxy's 500, say); `status` is the one received."""

    def __init__(self, message: str, *, status: int, code: str | None = None) -> None:
        super().__init__(message, code=code or "unexpected_status")
        self.status = status


def error_for(status: int, body: object, retry_after: str | None) -> DomainError:
    """The exception of an error response: its family by status, with the body's code and message."""
    detail = body.get("error") if isinstance(body, dict) else None
    code = detail.get("code") if isinstance(detail, dict) else None
    message = detail.get("message") if isinstance(detail, dict) else None
    text = message if isinstance(message, str) and message else f"MOSS answered HTTP {status}"
    known = code if isinstance(code, str) else None
    if status == TooManyRequests.status:
        wait = int(retry_after) if retry_after and retry_after.isdigit() else 1
        return TooManyRequests(text, retry_after=wait, code=known)
    family = FAMILIES.get(status)
    if family is None:
        return UnexpectedStatus(text, status=status, code=known)
    return family(text, code=known)
