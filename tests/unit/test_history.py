"""GET /messages as a use case: the caller's utterances newest first, each with its outcome."""

from __future__ import annotations

from datetime import timedelta

import pytest

from moss.domain.errors import BadRequest, NotFound
from moss.domain.models import Decision, Intent, Status
from moss.usecases.confirm import Confirm
from moss.usecases.history import MAX_PAGE, ListMessages
from moss.usecases.parse import Parse

from .test_services import MEETING, QUESTION, VACATION, say


def test_each_utterance_comes_back_with_its_outcome(usecases):
    say(usecases, VACATION)
    conflict = say(usecases, MEETING)
    say(usecases, QUESTION)
    usecases.handle(Parse("alice", "Hello there"))

    history = usecases.handle(ListMessages("alice"))
    assert [entry.text for entry in history.messages] == ["Hello there", QUESTION, MEETING, VACATION]
    assert history.next_before is None
    hello, question, meeting, vacation = history.messages
    assert hello.intent is Intent.UNKNOWN and hello.outcome is None and hello.reply
    assert question.intent is Intent.QUERY and question.outcome is None and question.window is not None
    assert vacation.outcome.status is Status.SUCCESS and vacation.outcome.committed[0].predicate.value == "vacation"
    assert meeting.outcome == conflict and meeting.awaiting_decision and meeting.decision is None
    assert meeting.asked is None

    cancelled = usecases.handle(Confirm("alice", conflict.pending_id, Decision.CANCEL))
    meeting = usecases.handle(ListMessages("alice")).messages[2]
    assert meeting.outcome == cancelled and meeting.decision == "cancel" and not meeting.awaiting_decision
    assert meeting.asked == conflict  # the question stays in the transcript next to its decision


def test_an_expired_decision_no_longer_waits(usecases, clock):
    say(usecases, VACATION)
    say(usecases, MEETING)
    clock.advance(timedelta(hours=1))
    meeting = usecases.handle(ListMessages("alice")).messages[0]
    assert meeting.outcome.status is Status.CONFIRM_REQUIRED and not meeting.awaiting_decision


def test_pages_go_back_in_time_and_stay_with_their_owner(usecases):
    texts = [f"Hello {number}" for number in range(5)]
    for text in texts:
        usecases.handle(Parse("alice", text))
    usecases.handle(Parse("bob", "bob's own"))

    first = usecases.handle(ListMessages("alice", limit=2))
    second = usecases.handle(ListMessages("alice", limit=2, before=first.next_before))
    third = usecases.handle(ListMessages("alice", limit=2, before=second.next_before))
    pages = [[entry.text for entry in page.messages] for page in (first, second, third)]
    assert pages == [["Hello 4", "Hello 3"], ["Hello 2", "Hello 1"], ["Hello 0"]]
    assert third.next_before is None
    assert [entry.text for entry in usecases.handle(ListMessages("bob")).messages] == ["bob's own"]
    with pytest.raises(NotFound):
        usecases.handle(ListMessages("bob", before=first.next_before))
    assert usecases.handle(ListMessages("carol")).messages == []


@pytest.mark.parametrize("limit", [0, MAX_PAGE + 1])
def test_a_page_size_out_of_range_is_refused(usecases, limit):
    with pytest.raises(BadRequest):
        usecases.handle(ListMessages("alice", limit=limit))


@pytest.mark.parametrize("before", ["a/b", "junk", "m_" + "0" * 2000])
def test_a_before_that_is_no_message_id_is_refused_before_any_store_sees_it(usecases, before):
    with pytest.raises(BadRequest) as refused:
        usecases.handle(ListMessages("alice", before=before))
    assert refused.value.code == "invalid_id" and "before" in refused.value.message
    assert len(refused.value.message) < 200
