"""Round trips and documents counted on the wire: a gRPC interceptor on the Firestore client's
channel, and redis-py's `execute_command` and pipelines.

A Firestore round trip is a call that starts while no other call of the client is in flight:
calls issued together (a window's queries at one read time) wait as one, calls in sequence
each wait. A document read is one a query returns or a get asks for (found or missing, as
Firestore bills both), and a count's result (billed as one read per 1,000 entries counted).
Every Redis command or pipeline is one round trip.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

import grpc
import redis
from redis.client import Pipeline


class WireCount:
    """What the clients sent while `counting()` is open: `firestore_round_trips`, `firestore_calls`,
    `documents_read`, `redis_round_trips`, and each Firestore method's calls by name."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self._in_flight = 0
        self.lock = threading.Lock()
        self._open = False

    def __getitem__(self, name: str) -> int:
        return self.counts[name]

    @contextmanager
    def counting(self) -> Iterator[Counter[str]]:
        """Count from here to the end of the block, from zero."""
        self.counts.clear()
        self._open = True
        try:
            yield self.counts
        finally:
            self._open = False

    def started(self, method: str) -> None:
        with self.lock:
            if self._open:
                self.counts["firestore_calls"] += 1
                self.counts[method.rsplit("/", 1)[-1]] += 1
                self.counts["firestore_round_trips"] += self._in_flight == 0
            self._in_flight += 1

    def ended(self) -> None:
        with self.lock:
            self._in_flight -= 1

    def read(self, documents: int) -> None:
        if self._open:
            self.counts["documents_read"] += documents

    def redis_round_trip(self) -> None:
        if self._open:
            self.counts["redis_round_trips"] += 1


def _documents_in(response: Any) -> int:
    """Documents in one streamed response of RunQuery, BatchGetDocuments or RunAggregationQuery
    (proto-plus messages); an aggregation's result is billed as one read per 1,000 entries counted:
    one here."""
    present = {field.name for field, _ in type(response).pb(response).ListFields()}
    return int(bool(present & {"document", "found", "missing", "result"}))


class _Streamed:
    """A streaming call's responses, counted as they arrive. The call ends with its last response
    (a get's are one per document asked for: `expected`; a get reads no further) or when the
    server closes it, whichever the client sees first."""

    def __init__(self, call: Any, wire: WireCount, expected: int | None) -> None:
        self._call, self._wire, self._expected = call, wire, expected
        self._ended = False
        if not call.add_callback(self._end):  # already over
            self._end()

    def __iter__(self) -> _Streamed:
        return self

    def __next__(self) -> Any:
        try:
            response = next(self._call)
        except StopIteration:
            self._end()
            raise
        documents = _documents_in(response)
        self._wire.read(documents)
        if self._expected is not None:
            self._expected -= documents
            if self._expected <= 0:
                self._end()
        return response

    def _end(self) -> None:
        with self._wire.lock:
            if self._ended:
                return
            self._ended = True
        self._wire.ended()

    def __getattr__(self, name: str) -> Any:  # the rest of grpc.Call (cancel, code, ...)
        return getattr(self._call, name)


class _Interceptor(grpc.UnaryUnaryClientInterceptor, grpc.UnaryStreamClientInterceptor):
    def __init__(self, wire: WireCount) -> None:
        self._wire = wire

    def intercept_unary_unary(self, continuation: Callable, client_call_details: Any, request: Any) -> Any:
        self._wire.started(client_call_details.method)
        try:
            return continuation(client_call_details, request)  # a blocking call: over when it returns
        finally:
            self._wire.ended()

    def intercept_unary_stream(self, continuation: Callable, client_call_details: Any, request: Any) -> Any:
        self._wire.started(client_call_details.method)
        try:
            expected = len(request.documents) if client_call_details.method.endswith("/BatchGetDocuments") else None
            return _Streamed(continuation(client_call_details, request), self._wire, expected)
        except BaseException:
            self._wire.ended()
            raise


@contextmanager
def wired(wire: WireCount) -> Iterator[WireCount]:
    """While open, every Firestore emulator channel created goes through `wire`'s interceptor
    (build the app inside), and every Redis command or pipeline of any client is counted."""
    insecure_channel = grpc.insecure_channel
    execute_command, execute = redis.Redis.execute_command, Pipeline.execute

    def intercepted(*args: Any, **kwargs: Any) -> grpc.Channel:
        return grpc.intercept_channel(insecure_channel(*args, **kwargs), _Interceptor(wire))

    def command(client: redis.Redis, *args: Any, **kwargs: Any) -> Any:
        wire.redis_round_trip()
        return execute_command(client, *args, **kwargs)

    def pipeline(pipe: Pipeline, *args: Any, **kwargs: Any) -> Any:
        wire.redis_round_trip()
        return execute(pipe, *args, **kwargs)

    with (
        mock.patch.object(grpc, "insecure_channel", intercepted),
        mock.patch.object(redis.Redis, "execute_command", command),
        mock.patch.object(Pipeline, "execute", pipeline),
    ):
        yield wire
