"""Session 36: classes of answers the grounding check read wrong, each a rule over meanings tested on sentences of
our own: July 2026 in Seoul, asked on Thursday the 16th at 2pm."""

from __future__ import annotations

import pytest

from moss.domain.grounding import check_grounding
from moss.domain.models import FactDraft, Interval

from ..fakes import SEED_NOW, SEOUL, at, meeting

# The rest of Thursday the 16th: a zoom meeting under way (1:30 to 2:30), the bank at 4, yoga at 7, a call at 10.
REST_OF_TODAY = Interval(start_time=SEED_NOW, end_time=at(17))
THURSDAY = [
    FactDraft(predicate="meeting", object_value="줌 미팅", start_time=at(16, 13, 30), end_time=at(16, 14, 30)),
    meeting("은행 방문", 16, 16, 30),
    meeting("요가", 16, 19),
    meeting("민지랑 통화", 16, 22, 20),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a title said left out of a count is not among the titles it counts
        ("지금 하는 줌 미팅 빼면 남은 건 은행, 요가, 민지랑 통화 세 개예요.", True),
        ("줌 미팅 빼고 은행, 요가, 민지랑 통화 세 개 남았어요.", True),
        ("지금 하는 줌 미팅 빼면 남은 건 은행, 요가, 민지랑 통화 네 개예요.", False),
        ("지금 하는 줌 미팅 빼면 남은 건 은행, 요가, 민지랑 통화 두 개예요.", False),
        ("은행, 요가, 민지랑 통화 세 개예요.", True),
    ],
)
def test_a_title_left_out_of_a_count_is_not_counted(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=THURSDAY, window=REST_OF_TODAY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful, problems
