"""The typed Python client of MOSS's HTTP API (docs/api.md, moss_client/README.md)."""

from moss.domain.errors import (
    BadRequest,
    Expired,
    MethodNotAllowed,
    NotFound,
    StateConflict,
    TooLarge,
    TooManyRequests,
    Unauthorized,
    Unavailable,
    Unprocessable,
    UpstreamError,
)
from moss.domain.errors import DomainError as MossError

from .client import MossClient, operations
from .errors import UnexpectedStatus

__all__ = [
    "BadRequest",
    "Expired",
    "MethodNotAllowed",
    "MossClient",
    "MossError",
    "NotFound",
    "StateConflict",
    "TooLarge",
    "TooManyRequests",
    "Unauthorized",
    "Unavailable",
    "UnexpectedStatus",
    "Unprocessable",
    "UpstreamError",
    "operations",
]
