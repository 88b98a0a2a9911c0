"""The calendar subscription tokens of every durable store (ProfileStore)."""

from __future__ import annotations


def test_a_calendar_subscription_token_names_its_user_until_replaced_or_revoked(durable):
    durable.set_calendar_token("alice", "hash-1")
    durable.set_calendar_token("bob", "hash-2")
    assert durable.user_of_calendar_token("hash-1") == "alice" and durable.user_of_calendar_token("hash-2") == "bob"
    durable.set_calendar_token("alice", "hash-3")
    assert durable.user_of_calendar_token("hash-1") is None, "a new subscription revokes the previous one"
    assert durable.user_of_calendar_token("hash-3") == "alice"
    durable.set_calendar_token("alice", None)
    assert durable.user_of_calendar_token("hash-3") is None and durable.user_of_calendar_token("hash-2") == "bob"
    durable.set_calendar_token("alice", None)  # revoking twice changes nothing
    assert durable.user_of_calendar_token("missing") is None
