"""Correcting memory through the use cases on in-memory fakes: cancel, change, undo, duplicates.

The parses are scripted (the rule parser's reading of such utterances has its own corpus), so
these tests pin how the core decides: which fact a target means, what is asked, what changes.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from moss.domain.errors import BadRequest, NotFound, StateConflict
from moss.domain.models import (
    Decision,
    FactStatus,
    Operation,
    Target,
)
from moss.usecases import UseCases
from moss.usecases.lint_commit import LintCommit
from moss.usecases.memories import ListMemories
from moss.usecases.parse import Parse
from moss.usecases.provenance import Explain
from moss.usecases.undo import Undo

from ..apps import commit_utterance, decide, scripted_usecases
from ..fakes import CORRECTION_SCRIPT, SEED_NOW, at


@pytest.fixture
def usecases(clock) -> UseCases:
    return scripted_usecases(clock, CORRECTION_SCRIPT)


def active(usecases: UseCases, user: str = "alice") -> list[tuple[str, object]]:
    facts = usecases.handle(ListMemories(user, status=FactStatus.ACTIVE)).facts
    return sorted((f.object_value, f.start_time) for f in facts)


def test_cancel_makes_the_one_match_inactive_and_keeps_its_history(usecases):
    created = commit_utterance(usecases, "Dev sync Monday at 10")
    result = commit_utterance(usecases, "Cancel the dev sync")
    assert result.status.value == "SUCCESS" and not result.committed
    assert [f.id for f in result.invalidated] == [created.committed[0].id]
    assert result.invalidated[0].invalidated_by_message_id == result.message_id
    assert active(usecases) == []
    (kept,) = usecases.handle(ListMemories("alice", status=FactStatus.INACTIVE)).facts
    assert kept.object_value == "dev sync"
    assert "Cancelled" in result.reply and "dev sync" in result.reply


def test_a_negated_write_cancels_and_never_stores_a_vacation(usecases):
    commit_utterance(usecases, "I'm off Monday")
    result = commit_utterance(usecases, "I'm not off Monday anymore")
    assert result.status.value == "SUCCESS" and not result.committed
    assert active(usecases) == []


def test_no_match_changes_nothing_and_says_what_was_looked_for(usecases):
    commit_utterance(usecases, "Dev sync Monday at 10")
    result = commit_utterance(usecases, "Cancel the standup")
    assert result.status.value == "NO_CHANGE"
    assert "'standup'" in result.reply and "found none" in result.reply
    assert len(active(usecases)) == 1


def test_several_matches_ask_and_the_chosen_candidate_is_cancelled(usecases):
    commit_utterance(usecases, "Dev sync Monday at 10")
    commit_utterance(usecases, "Dev sync Tuesday at 10")
    asked = commit_utterance(usecases, "Cancel the dev sync")
    assert asked.status.value == "CONFIRM_REQUIRED" and asked.conflict_type == "AMBIGUOUS_TARGET"
    assert [f.start_time for f in asked.conflicts] == [at(20, 10), at(21, 10)]
    assert [a.id for a in asked.actions] == ["c1", "c2", "cancel"]
    assert [a.label for a in asked.actions] == [
        "Mon Jul 20 10:00–11:00 · dev sync",
        "Tue Jul 21 10:00–11:00 · dev sync",
        "Cancel",
    ]
    assert len(active(usecases)) == 2  # nothing changes while the question waits
    with pytest.raises(BadRequest):
        decide(usecases, asked, Decision.APPROVE)
    assert usecases.deps.working.get_question("alice") is not None  # "which one?" may be answered in words
    chosen = decide(usecases, asked, "c2")
    assert [f.start_time for f in chosen.invalidated] == [at(21, 10)]
    assert usecases.deps.working.get_question("alice") is None  # answered with a button
    assert active(usecases) == [("dev sync", at(20, 10))]
    assert decide(usecases, asked, "c2") == chosen  # a repeat changes nothing
    with pytest.raises(StateConflict):
        decide(usecases, asked, "c1")


def test_a_named_day_narrows_the_target(usecases):
    commit_utterance(usecases, "Dev sync Monday at 10")
    commit_utterance(usecases, "Dev sync Tuesday at 10")
    result = commit_utterance(usecases, "Cancel Monday's dev sync")
    assert result.status.value == "SUCCESS"
    assert active(usecases) == [("dev sync", at(21, 10))]


def test_a_named_time_means_the_fact_starting_then(usecases):
    commit_utterance(usecases, "Review Monday at 3pm")
    result = commit_utterance(usecases, "Cancel my 3pm meeting Monday")
    assert [f.object_value for f in result.invalidated] == ["review"]


def test_change_retires_the_old_fact_and_creates_the_new_one_with_replaces(usecases):
    old = commit_utterance(usecases, "Review Monday at 3pm").committed[0]
    result = commit_utterance(usecases, "Move the review to 4pm")
    assert result.status.value == "SUCCESS"
    (new,) = result.committed
    assert (new.start_time, new.end_time) == (at(20, 16), at(20, 17))
    assert new.replaces == old.id and new.created_by_message_id == result.message_id
    assert [f.id for f in result.invalidated] == [old.id]
    assert result.invalidated[0].invalidated_by_message_id == result.message_id
    assert active(usecases) == [("review", at(20, 16))]
    assert result.reply.startswith("Changed")


def test_a_change_keeps_the_time_of_day_when_it_moves_the_day_and_can_resize(usecases):
    commit_utterance(usecases, "Review Monday at 3pm")
    moved = commit_utterance(usecases, "Move the review to Wednesday")
    assert (moved.committed[0].start_time, moved.committed[0].end_time) == (at(22, 15), at(22, 16))
    longer = commit_utterance(usecases, "Make the review an hour longer")
    assert (longer.committed[0].start_time, longer.committed[0].end_time) == (at(22, 15), at(22, 17))


def test_a_change_into_the_past_asks_nothing_and_changes_nothing(usecases):
    commit_utterance(usecases, "Review Monday at 3pm")
    result = commit_utterance(usecases, "Move the review to last week")
    assert result.status.value == "NO_CHANGE" and "already passed" in result.reply
    assert active(usecases) == [("review", at(20, 15))]


def test_a_change_onto_a_vacation_asks_and_cancel_leaves_the_old_fact_as_it_was(usecases):
    commit_utterance(usecases, "I'm off Tuesday")
    old = commit_utterance(usecases, "Review Monday at 3pm").committed[0]
    asked = commit_utterance(usecases, "Move the review to Tuesday")
    assert asked.status.value == "CONFIRM_REQUIRED" and asked.conflict_type == "VACATION_OVERLAP"
    assert active(usecases) == [("Vacation", at(21)), ("review", at(20, 15))]
    cancelled = decide(usecases, asked, Decision.CANCEL)
    assert cancelled.status.value == "CANCELLED"
    (same,) = [f for f in usecases.handle(ListMemories("alice")).facts if f.id == old.id]
    assert same == old


def test_a_change_onto_a_vacation_approved_moves_the_meeting(usecases):
    commit_utterance(usecases, "I'm off Tuesday")
    old = commit_utterance(usecases, "Review Monday at 3pm").committed[0]
    asked = commit_utterance(usecases, "Move the review to Tuesday")
    approved = decide(usecases, asked, Decision.APPROVE)
    assert approved.status.value == "SUCCESS"
    assert [f.id for f in approved.invalidated] == [old.id]
    assert approved.committed[0].replaces == old.id
    assert active(usecases) == [("Vacation", at(21)), ("review", at(21, 15))]


def test_it_means_what_the_latest_write_created(usecases):
    commit_utterance(usecases, "Review Monday at 3pm")
    result = commit_utterance(usecases, "Move it to Wednesday")
    assert active(usecases) == [("review", at(22, 15))]
    assert result.committed[0].replaces is not None


def test_cancelling_a_vacation_offers_to_restore_the_meetings_it_replaced(usecases):
    commit_utterance(usecases, "Dev sync Monday at 10")
    commit_utterance(usecases, "Review Monday at 3pm")
    overwrite = commit_utterance(usecases, "I'm off Monday")
    assert overwrite.status.value == "SUCCESS_WITH_OVERWRITE"
    offered = commit_utterance(usecases, "I'm not off Monday anymore")
    assert offered.status.value == "CONFIRM_REQUIRED" and offered.conflict_type == "RESTORE_INVALIDATED"
    assert [f.object_value for f in offered.invalidated] == ["Vacation"]  # the cancel itself is done
    assert sorted(f.object_value for f in offered.conflicts) == ["dev sync", "review"]
    assert [a.id for a in offered.actions] == ["approve", "cancel"]
    assert active(usecases) == []  # never restored silently
    restored = decide(usecases, offered, Decision.APPROVE)
    assert sorted(f.object_value for f in restored.restored) == ["dev sync", "review"]
    assert all(f.reactivated_by_message_id == offered.message_id for f in restored.restored)
    assert active(usecases) == [("dev sync", at(20, 10)), ("review", at(20, 15))]


def test_undoing_a_restored_occurrence_skips_it_again_and_keeps_its_series(usecases):
    """The restore put Monday's standup back; undoing it must not retire the whole series."""
    commit_utterance(usecases, "Standup every weekday at 9:30")
    commit_utterance(usecases, "I'm off Monday")
    offered = commit_utterance(usecases, "I'm not off Monday anymore")
    decide(usecases, offered, Decision.APPROVE)

    undone = usecases.handle(Undo("alice", offered.message_id))

    assert undone.status.value == "SUCCESS" and [f.object_value for f in undone.restored] == ["Vacation"]

    def on(day: int) -> list[str]:
        start = at(day, 0)
        listed = ListMemories(
            "alice", status=FactStatus.ACTIVE, start=start, end=start + timedelta(days=1), expand=True
        )
        return [f.object_value for f in usecases.handle(listed).facts]

    assert (on(20), on(21), on(22)) == (["Vacation"], ["standup"], ["standup"])


def test_declining_the_restore_leaves_the_meetings_inactive(usecases):
    commit_utterance(usecases, "Dev sync Monday at 10")
    commit_utterance(usecases, "I'm off Monday")
    offered = commit_utterance(usecases, "I'm not off Monday anymore")
    declined = decide(usecases, offered, Decision.CANCEL)
    assert declined.status.value == "CANCELLED"
    assert active(usecases) == []


def test_undo_reverts_a_vacation_and_restores_the_meetings_it_replaced(usecases):
    commit_utterance(usecases, "Dev sync Monday at 10")
    vacation_write = commit_utterance(usecases, "I'm off Monday")
    undone = usecases.handle(Undo("alice", vacation_write.message_id))
    assert undone.status.value == "SUCCESS"
    assert [f.object_value for f in undone.invalidated] == ["Vacation"]
    assert [f.object_value for f in undone.restored] == ["dev sync"]
    assert undone.restored[0].reactivated_by_message_id == undone.message_id
    assert active(usecases) == [("dev sync", at(20, 10))]
    again = usecases.handle(Undo("alice", vacation_write.message_id))
    assert again.status.value == "NO_CHANGE"
    assert active(usecases) == [("dev sync", at(20, 10))]


def test_undo_of_a_change_brings_the_old_fact_back(usecases):
    old = commit_utterance(usecases, "Review Monday at 3pm").committed[0]
    commit_utterance(usecases, "Move the review to 4pm")
    result = commit_utterance(usecases, "Undo that")
    assert [f.id for f in result.restored] == [old.id]
    assert active(usecases) == [("review", at(20, 15))]
    assert commit_utterance(usecases, "Undo that").status.value == "NO_CHANGE"  # the same write, already undone


def test_an_undo_whose_restore_now_conflicts_asks(usecases):
    old = commit_utterance(usecases, "Review Monday at 3pm").committed[0]
    commit_utterance(usecases, "Move the review to Tuesday")
    commit_utterance(usecases, "Book a design review Friday at 10:30.")  # unrelated
    outcome = usecases.handle(Parse("alice", "Dev sync Monday at 10", now=SEED_NOW))
    usecases.handle(LintCommit("alice", outcome.message_id))
    blocker = commit_utterance(usecases, "I'm off Monday")  # the old 3pm slot is now a vacation
    assert blocker.status.value == "SUCCESS_WITH_OVERWRITE"
    change_message = next(
        m for m in usecases.deps.messages.list_messages("alice") if m.text == "Move the review to Tuesday"
    )
    asked = usecases.handle(Undo("alice", change_message.message_id))
    assert asked.status.value == "CONFIRM_REQUIRED" and asked.conflict_type == "VACATION_OVERLAP"
    done = decide(usecases, asked, Decision.APPROVE)
    assert [f.id for f in done.restored] == [old.id]
    assert usecases.handle(Undo("alice", change_message.message_id)).status.value == "NO_CHANGE"


def test_undo_of_another_users_message_is_not_found_and_changes_nothing(usecases):
    write_of_alice = commit_utterance(usecases, "Review Monday at 3pm")
    with pytest.raises(NotFound):
        usecases.handle(Undo("mallory", write_of_alice.message_id))
    assert active(usecases) == [("review", at(20, 15))]


def test_a_repeated_write_is_a_duplicate_and_stores_nothing(usecases):
    commit_utterance(usecases, "I'm off Monday")
    again = commit_utterance(usecases, "I'm off Monday")
    assert again.status.value == "NO_CHANGE" and "Already on your calendar" in again.reply
    commit_utterance(usecases, "Dev sync Tuesday at 10")
    assert commit_utterance(usecases, "Dev sync Tuesday at 10").status.value == "NO_CHANGE"
    assert len(active(usecases)) == 2


def test_provenance_explains_every_change_in_a_sentence(usecases):
    old = commit_utterance(usecases, "Review Monday at 3pm").committed[0]
    moved = commit_utterance(usecases, "Move the review to 4pm")
    why_old = usecases.handle(Explain("alice", old.id))
    assert why_old.invalidated_by is not None and why_old.invalidated_by.message_id == moved.message_id
    assert why_old.replaced_by == moved.committed[0]
    assert "It was replaced by 'review' (Mon Jul 20 16:00–17:00) because you said 'Move the review to 4pm'" in (
        why_old.explanation
    )
    why_new = usecases.handle(Explain("alice", moved.committed[0].id))
    assert why_new.replaces is not None and why_new.replaces.id == old.id
    assert why_new.explanation.startswith(
        "'review' was moved from Mon Jul 20 15:00–16:00 to Mon Jul 20 16:00–17:00 because you said"
        " 'Move the review to 4pm'"
    )
    undone = commit_utterance(usecases, "Undo that")
    why_back = usecases.handle(Explain("alice", old.id))
    assert why_back.reactivated_by is not None and why_back.reactivated_by.message_id == undone.message_id
    assert why_back.explanation.endswith(
        "It became active again because you said 'Undo that' on 2026-07-16 14:00 (Asia/Seoul)."
    )


def test_the_parse_of_a_change_shows_the_fact_as_it_would_be_and_asks_no_question(usecases):
    old = commit_utterance(usecases, "Review Monday at 3pm").committed[0]
    outcome = usecases.handle(Parse("alice", "Move the review to 4pm", now=SEED_NOW))
    assert outcome.operation is Operation.CHANGE and outcome.target == Target(title="review")
    (preview,) = outcome.facts
    assert (preview.start_time, preview.replaces) == (at(20, 16), old.id)
    cancel_outcome = usecases.handle(Parse("alice", "Cancel the standup", now=SEED_NOW))
    assert cancel_outcome.facts == [] and usecases.deps.working.get_question("alice") is None
    assert active(usecases) == [("review", at(20, 15))]  # a parse decides nothing


def occurrences_on(usecases: UseCases, day: int, month: int = 7) -> list[object]:
    start = at(day, month=month)
    facts = usecases.handle(
        ListMemories("alice", status=FactStatus.ACTIVE, start=start, end=start + timedelta(days=1), expand=True)
    )
    return [f.start_time for f in facts.facts if f.object_value == "standup"]


def test_a_day_named_skips_one_occurrence_and_undo_brings_it_back(usecases):
    commit_utterance(usecases, "Standup every weekday at 9:30")
    skipped = commit_utterance(usecases, "Skip Tuesday's standup")
    assert skipped.status.value == "SUCCESS" and [f.start_time for f in skipped.invalidated] == [at(21, 9, 30)]
    assert occurrences_on(usecases, 21) == [] and occurrences_on(usecases, 22) == [at(22, 9, 30)]
    undone = commit_utterance(usecases, "Undo that")
    assert [f.start_time for f in undone.restored] == [at(21, 9, 30)]
    assert occurrences_on(usecases, 21) == [at(21, 9, 30)]


def test_moving_one_occurrence_skips_it_and_creates_a_one_off(usecases):
    series = commit_utterance(usecases, "Standup every weekday at 9:30").committed[0]
    moved = commit_utterance(usecases, "Move Wednesday's standup to 10")
    (one_off,) = moved.committed
    assert (one_off.start_time, one_off.recurrence, one_off.replaces) == (at(22, 10), None, series.id)
    assert occurrences_on(usecases, 22) == [at(22, 10)]
    assert occurrences_on(usecases, 23) == [at(23, 9, 30)]


def test_no_day_named_cancels_the_whole_series_and_undo_restores_it(usecases):
    commit_utterance(usecases, "Standup every weekday at 9:30")
    cancelled = commit_utterance(usecases, "Cancel the standup")
    assert [f.recurrence is not None for f in cancelled.invalidated] == [True]
    assert occurrences_on(usecases, 22) == []
    commit_utterance(usecases, "Undo that")
    assert occurrences_on(usecases, 22) == [at(22, 9, 30)]


def test_undoing_a_vacation_over_a_series_brings_the_skipped_occurrence_back(usecases):
    commit_utterance(usecases, "Standup every weekday at 9:30")
    vacation_write = commit_utterance(usecases, "I'm off Monday")
    assert [f.start_time for f in vacation_write.invalidated] == [at(20, 9, 30)]
    assert occurrences_on(usecases, 20) == []
    undone = usecases.handle(Undo("alice", vacation_write.message_id))
    assert [f.start_time for f in undone.restored] == [at(20, 9, 30)]
    assert occurrences_on(usecases, 20) == [at(20, 9, 30)]


def test_cancelling_a_series_from_a_day_on_ends_it_before_then(usecases):
    series = commit_utterance(usecases, "Standup every weekday at 9:30").committed[0]
    ended = commit_utterance(usecases, "No more standups from August")
    (shorter,) = ended.committed
    assert shorter.replaces == series.id and shorter.recurrence is not None
    assert "UNTIL=20260731T145959Z" in shorter.recurrence.rrule
    assert ended.reply.startswith("Cancelled from then on")
    assert occurrences_on(usecases, 31) == [at(31, 9, 30)]
    assert occurrences_on(usecases, 3, month=8) == []
    commit_utterance(usecases, "Undo that")
    assert occurrences_on(usecases, 3, month=8) == [at(3, 9, 30, month=8)]


@pytest.mark.parametrize(
    ("answer", "cancelled"),
    [
        ("the second one", at(21, 10)),
        ("Tuesday's", at(21, 10)),
        ("the one on Monday", at(20, 10)),
        ("첫 번째", at(20, 10)),
        ("화요일 거", at(21, 10)),
        ("the last one", at(21, 10)),
    ],
)
def test_which_one_can_be_answered_in_words(usecases, answer, cancelled):
    commit_utterance(usecases, "Dev sync Monday at 10")
    commit_utterance(usecases, "Dev sync Tuesday at 10")
    asked = commit_utterance(usecases, "Cancel the dev sync")
    assert asked.conflict_type == "AMBIGUOUS_TARGET"
    outcome = usecases.handle(Parse("alice", answer, now=SEED_NOW))
    assert outcome.operation is Operation.CANCEL and outcome.completes == asked.message_id
    result = usecases.handle(LintCommit("alice", outcome.message_id))
    assert [f.start_time for f in result.invalidated] == [cancelled]
    assert usecases.deps.working.get_question("alice") is None


def test_an_answer_that_names_no_candidate_is_read_on_its_own(usecases):
    commit_utterance(usecases, "Dev sync Monday at 10")
    commit_utterance(usecases, "Dev sync Tuesday at 10")
    asked = commit_utterance(usecases, "Cancel the dev sync")
    outcome = usecases.handle(Parse("alice", "Review Monday at 3pm", now=SEED_NOW))
    assert outcome.operation is Operation.CREATE and outcome.completes is None
    assert usecases.deps.working.get_question("alice") is None
    chosen = decide(usecases, asked, "c1")  # the buttons still work
    assert [f.start_time for f in chosen.invalidated] == [at(20, 10)]


def test_cancelling_a_vacation_offers_back_the_occurrences_it_skipped(usecases):
    commit_utterance(usecases, "Standup every weekday at 9:30")
    commit_utterance(usecases, "Review Monday at 3pm")
    commit_utterance(usecases, "I'm off Monday")
    assert occurrences_on(usecases, 20) == []
    offered = commit_utterance(usecases, "I'm not off Monday anymore")
    assert offered.conflict_type == "RESTORE_INVALIDATED"
    assert sorted((f.object_value, f.start_time) for f in offered.conflicts) == [
        ("review", at(20, 15)),
        ("standup", at(20, 9, 30)),
    ]
    restored = decide(usecases, offered, "approve")
    assert sorted(f.object_value for f in restored.restored) == ["review", "standup"]
    assert occurrences_on(usecases, 20) == [at(20, 9, 30)]
    assert ("review", at(20, 15)) in active(usecases)


def test_an_utterance_that_is_not_only_an_answer_is_read_on_its_own(usecases):
    commit_utterance(usecases, "Dev sync Monday at 10")
    commit_utterance(usecases, "Dev sync Tuesday at 10")
    commit_utterance(usecases, "Cancel the dev sync")
    outcome = usecases.handle(Parse("alice", "I'll decide later", now=SEED_NOW))
    assert outcome.completes is None and outcome.operation is Operation.CREATE
    assert len(active(usecases)) == 2


def test_it_with_nothing_recent_still_active_changes_nothing(usecases):
    commit_utterance(usecases, "Dev sync Monday at 10")
    commit_utterance(usecases, "Cancel the dev sync")
    moved = commit_utterance(usecases, "Move it to Wednesday")
    assert moved.status.value == "NO_CHANGE"
    assert active(usecases) == []


def test_approving_a_change_whose_target_was_cancelled_meanwhile_is_a_conflict(usecases):
    commit_utterance(usecases, "I'm off Tuesday")
    commit_utterance(usecases, "Review Monday at 3pm")
    asked = commit_utterance(usecases, "Move the review to Tuesday")
    commit_utterance(usecases, "Cancel my 3pm meeting Monday")
    with pytest.raises(StateConflict):
        decide(usecases, asked, Decision.APPROVE)
    assert active(usecases) == [("Vacation", at(21))]


def test_undo_of_a_change_changed_again_since_says_so_and_changes_nothing(usecases):
    commit_utterance(usecases, "Review Monday at 3pm")
    first_move = commit_utterance(usecases, "Move the review to 4pm")
    commit_utterance(usecases, "Move the review to Tuesday")
    before = active(usecases)
    refused = usecases.handle(Undo("alice", first_move.message_id))
    assert refused.status.value == "NO_CHANGE" and "changed again since" in refused.reply
    assert active(usecases) == before == [("review", at(21, 16))]


def test_undo_that_means_the_write_settled_last(usecases):
    commit_utterance(usecases, "I'm off Tuesday")
    commit_utterance(usecases, "Review Monday at 3pm")
    asked = commit_utterance(usecases, "Move the review to Tuesday")
    commit_utterance(usecases, "Dev sync Monday at 10")
    decide(usecases, asked, Decision.APPROVE)  # settled after the dev sync was said
    undone = commit_utterance(usecases, "Undo that")
    assert "Move the review to Tuesday" in undone.reply
    assert ("review", at(20, 15)) in active(usecases) and ("dev sync", at(20, 10)) in active(usecases)


def test_a_choice_answered_in_words_spends_the_questions_buttons(usecases):
    commit_utterance(usecases, "Dev sync Monday at 10")
    commit_utterance(usecases, "Dev sync Tuesday at 10")
    asked = commit_utterance(usecases, "Cancel the dev sync")
    commit_utterance(usecases, "the second one")
    with pytest.raises(StateConflict):
        decide(usecases, asked, "c1")
    assert active(usecases) == [("dev sync", at(20, 10))]


def test_a_vacation_moves_and_grows_by_whole_days_only(usecases):
    commit_utterance(usecases, "I'm off Monday")
    refused = commit_utterance(usecases, "Make my vacation an hour longer")
    assert refused.status.value == "NO_CHANGE" and "can't change" in refused.reply
    assert active(usecases) == [("Vacation", at(20))]


def test_a_series_under_way_changes_as_a_whole(usecases):
    commit_utterance(usecases, "Standup every weekday at 9:30")
    later = usecases.handle(Parse("alice", "Move the standup to 10", now=at(22, 12)))
    moved = usecases.handle(LintCommit("alice", later.message_id))
    assert moved.status.value == "SUCCESS" and moved.committed[0].recurrence is not None
    assert occurrences_on(usecases, 23) == [at(23, 10)]


def test_an_undo_whose_effects_were_since_replaced_changes_nothing(usecases):
    commit_utterance(usecases, "Standup every weekday at 9:30")
    skip = commit_utterance(usecases, "Skip Tuesday's standup")
    commit_utterance(usecases, "No more standups from August")  # a new series replaces the old one
    undone = usecases.handle(Undo("alice", skip.message_id))
    assert undone.status.value == "NO_CHANGE"
    assert usecases.handle(Undo("alice", skip.message_id)).status.value == "NO_CHANGE"


def test_cancelling_a_repeating_vacation_offers_back_what_any_occurrence_replaced(usecases):
    commit_utterance(usecases, "Review Friday at 3pm")
    commit_utterance(usecases, "Sync the Friday after at 3pm")
    replaced = commit_utterance(usecases, "Fridays off")
    assert sorted(f.object_value for f in replaced.invalidated) == ["review", "sync"]
    offered = commit_utterance(usecases, "Cancel my vacations")
    assert offered.conflict_type == "RESTORE_INVALIDATED"
    assert sorted(f.object_value for f in offered.conflicts) == ["review", "sync"]
    restored = decide(usecases, offered, Decision.APPROVE)
    assert sorted(f.object_value for f in restored.restored) == ["review", "sync"]
