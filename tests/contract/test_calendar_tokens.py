"""The calendar subscription tokens of every durable store (ProfileStore)."""

from __future__ import annotations


def test_a_calendar_subscription_token_names_its_user_until_replaced_or_revoked(profiles):
    profiles.set_calendar_token("alice", "hash-1")
    profiles.set_calendar_token("bob", "hash-2")
    assert profiles.user_of_calendar_token("hash-1") == "alice" and profiles.user_of_calendar_token("hash-2") == "bob"
    profiles.set_calendar_token("alice", "hash-3")
    assert profiles.user_of_calendar_token("hash-1") is None, "a new subscription revokes the previous one"
    assert profiles.user_of_calendar_token("hash-3") == "alice"
    profiles.set_calendar_token("alice", None)
    assert profiles.user_of_calendar_token("hash-3") is None and profiles.user_of_calendar_token("hash-2") == "bob"
    profiles.set_calendar_token("alice", None)  # revoking twice changes nothing
    assert profiles.user_of_calendar_token("missing") is None
