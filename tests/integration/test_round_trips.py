"""Issue 28's request costs, counted on the wire in the deployed wiring (bench/request_costs.py):
every request within its sequential Firestore round trips and documents read."""

from __future__ import annotations

import pytest

from bench import request_costs


@pytest.fixture(scope="module")
def figures(tmp_path_factory) -> dict[str, float]:
    return request_costs.run(tmp_path_factory.mktemp("requests"))


def test_each_request_stays_within_its_round_trips_and_documents(figures):
    over = {
        **{
            f"fs_round_trips_{request}": figures[f"fs_round_trips_{request}"]
            for request, limit in request_costs.ROUND_TRIP_TARGETS.items()
            if figures[f"fs_round_trips_{request}"] > limit
        },
        **{
            f"docs_read_{request}": figures[f"docs_read_{request}"]
            for request, limit in request_costs.DOCUMENT_TARGETS.items()
            if figures[f"docs_read_{request}"] > limit
        },
    }
    assert not over, over


def test_a_window_is_read_in_two_round_trips_with_its_scans_issued_together(figures):
    assert figures["fs_round_trips_memories_week"] == 2
    assert figures["fs_calls_memories_week"] > 2, "the head, then one scan per interval level and the series"


def test_reading_an_utterance_reads_the_time_zone_from_the_cache_and_only_records_the_message(figures):
    assert figures["fs_round_trips_parse"] == 1 and figures["docs_read_parse"] == 0
