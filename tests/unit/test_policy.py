"""The memory linter's declarative policy, on plain facts (no stores)."""

from __future__ import annotations

import pytest

from moss.domain.models import Fact, FactDraft
from moss.domain.ontology import Predicate
from moss.domain.policy import Policy, Rule, Verdict, default_policy

from ..fakes import meeting, vacation


def stored(draft: FactDraft, fact_id: str) -> Fact:
    return Fact.from_draft(draft, fact_id=fact_id, message_id="m_" + fact_id)


def test_meeting_over_vacation_requires_confirmation():
    decision = default_policy().evaluate([meeting("dev sync", 17, 10)], [stored(vacation(17), "v")])
    assert decision.verdict is Verdict.CONFIRM_REQUIRED
    assert decision.conflict_type == "VACATION_OVERLAP"
    assert decision.rules == ["meeting_over_vacation"]
    assert [f.id for f in decision.conflicts] == ["v"]
    assert decision.to_invalidate() == []
    assert decision.to_invalidate(approved=True) == [], "approving keeps the vacation"


def test_meeting_over_meeting_requires_confirmation_and_approval_replaces():
    decision = default_policy().evaluate([meeting("b", 17, 10, 30)], [stored(meeting("a", 17, 10), "a")])
    assert (decision.verdict, decision.conflict_type) == (Verdict.CONFIRM_REQUIRED, "MEETING_OVERLAP")
    assert [f.id for f in decision.to_invalidate(approved=True)] == ["a"]


def test_vacation_over_meetings_invalidates_them():
    existing = [stored(meeting("a", 17, 9), "a"), stored(meeting("b", 17, 15), "b"), stored(meeting("c", 18, 9), "c")]
    decision = default_policy().evaluate([vacation(17)], existing)
    assert decision.verdict is Verdict.INVALIDATE_EXISTING
    assert decision.conflict_type == "MEETING_OVERLAP"
    assert [f.id for f in decision.to_invalidate()] == ["a", "b"]


@pytest.mark.parametrize(
    ("new", "old"),
    [
        (meeting("a", 17, 10), meeting("b", 17, 11)),  # touching ends do not overlap: [10,11) and [11,12)
        (meeting("a", 17, 10), vacation(18)),
        (vacation(17), meeting("a", 16, 23)),  # [16 23:00, 17 00:00) ends where the vacation starts
        (vacation(17), vacation(17)),  # two vacations may overlap
    ],
)
def test_no_conflict_is_allowed(new, old):
    decision = default_policy().evaluate([new], [stored(old, "x")])
    assert decision.verdict is Verdict.ALLOW
    assert decision.conflict_type == "NONE"
    assert decision.conflicts == []


def test_inactive_facts_never_conflict():
    old = stored(vacation(17), "v").invalidated("m_later")
    assert default_policy().evaluate([meeting("a", 17, 10)], [old]).verdict is Verdict.ALLOW


def test_strongest_verdict_decides_and_names_every_rule():
    existing = [stored(vacation(17), "v"), stored(meeting("a", 17, 10), "a")]
    decision = default_policy().evaluate([meeting("b", 17, 10)], existing)
    assert decision.verdict is Verdict.CONFIRM_REQUIRED
    assert decision.conflict_type == "VACATION_OVERLAP", "the first confirm rule in table order names the type"
    assert decision.rules == ["meeting_over_vacation", "meeting_over_meeting"]
    assert [f.id for f in decision.to_invalidate(approved=True)] == ["a"], (
        "approving replaces the meeting, keeps the vacation"
    )


def test_a_custom_policy_can_block():
    strict = Policy(
        rules=(
            Rule(
                name="no_meetings_on_vacation",
                new=Predicate.MEETING,
                existing=Predicate.VACATION,
                verdict=Verdict.BLOCK,
                conflict_type="VACATION_OVERLAP",
            ),
        )
    )
    decision = strict.evaluate([meeting("a", 17, 10)], [stored(vacation(17), "v")])
    assert decision.verdict is Verdict.BLOCK
    assert decision.rules == ["no_meetings_on_vacation"]
