"""Follow-up answers beyond the corpus: suggestions answer their question, and answers stay answers."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from moss.domain.models import Intent, Operation
from moss.parsing import RuleParser
from moss.parsing.corrections import answer_after_acknowledging
from moss.parsing.followup import choose, complete

SEOUL = ZoneInfo("Asia/Seoul")
NOW = datetime(2026, 7, 16, 14, 0, tzinfo=SEOUL)  # Thursday

QUESTIONS_WITH_CHOICES = [
    "I'm taking a half day on Friday",
    "금요일 반차 쓸게",
    "Schedule a call at 10am and 3pm tomorrow",
    "Book a sync tomorrow from 2-3pm or 4-5pm",
    "내일 오전 10시랑 오후 3시 반에 통화 잡아줘",
    "Book a review on 7/17 and 7/20 at 10am",
    "7월 17일과 7월 20일 오전 10시에 리뷰 잡아줘",
]


@pytest.mark.parametrize("question", QUESTIONS_WITH_CHOICES)
def test_every_suggestion_completes_its_question_differently(question: str) -> None:
    asked = RuleParser().parse(question, now=NOW, timezone=SEOUL)
    assert asked.intent is Intent.WRITE and not asked.facts and len(asked.suggestions) >= 2

    completed = [complete([question], suggestion, now=NOW, timezone=SEOUL) for suggestion in asked.suggestions]

    assert all(result is not None and len(result.facts) >= 1 for result in completed), asked.suggestions
    starts = {tuple(f.start_time for f in result.facts) for result in completed if result}
    assert len(starts) == len(asked.suggestions)


@pytest.mark.parametrize(
    "question", ["Schedule a call Friday at 10pm and midnight", "금요일 밤 10시랑 밤 12시 반에 통화 잡아줘"]
)
def test_a_suggestion_after_midnight_books_the_end_of_the_day(question: str) -> None:
    asked = RuleParser().parse(question, now=NOW, timezone=SEOUL)

    result = complete([question], asked.suggestions[-1], now=NOW, timezone=SEOUL)

    assert result is not None
    assert [f.start_time.isoformat()[:16] for f in result.facts] in (["2026-07-18T00:00"], ["2026-07-18T00:30"])


@pytest.mark.parametrize(
    ("question", "kinds"),
    [
        ("Schedule something Friday at 3pm", ("vacation", "meeting")),
        ("금요일 오후 3시에 그거 넣어줘", ("vacation", "meeting")),
    ],
)
def test_the_kind_asked_about_is_answered_by_a_word(question: str, kinds: tuple[str, str]) -> None:
    asked = RuleParser().parse(question, now=NOW, timezone=SEOUL)
    assert asked.intent is Intent.WRITE and not asked.facts and len(asked.suggestions) == 2

    completed = [complete([question], suggestion, now=NOW, timezone=SEOUL) for suggestion in asked.suggestions]

    assert [result and [f.predicate.value for f in result.facts] for result in completed] == [[kind] for kind in kinds]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("could you block out the 24th to the 26th?", "vacation, for chuseok"),
        ("could you block out the 24th to the 26th?", "it's a vacation because of the holidays"),
        ("24일부터 26일까지 그거 넣어줘", "휴가로 해줘"),
        ("24일부터 26일까지 그거 넣어줘", "휴가, 추석이라서"),
    ],
)
def test_a_vacation_named_with_its_reason_or_a_request_answers_the_kind(question: str, answer: str) -> None:
    result = complete([question], answer, now=NOW, timezone=SEOUL)

    assert result is not None
    assert [(f.predicate.value, f.start_time.day, f.end_time.day) for f in result.facts] == [("vacation", 24, 27)]


@pytest.mark.parametrize(
    "answer", ["vacation for chuseok, and a meeting at 3", "휴가 추석이라서 그리고 3시 회의", "vacation for next week"]
)
def test_a_second_plan_after_the_kind_is_no_reason(answer: str) -> None:
    result = complete(["could you block out the 24th to the 26th?"], answer, now=NOW, timezone=SEOUL)

    assert result is None  # a new request of its own, read as such


def test_a_day_set_right_with_a_place_or_company_answers_the_question() -> None:
    # (a review of the session: "actually saturday 10am with my sister downtown" had been booked as a plan of its own)
    result = complete(["dentist friday"], "actually saturday 10am with my sister downtown", now=NOW, timezone=SEOUL)

    assert result is not None and [(f.start_time.day, f.start_time.hour) for f in result.facts] == [(18, 10)]


@pytest.mark.parametrize("answer", ["2:30, she's only free then", "4pm - they're closed after that"])
def test_a_time_then_someones_reason_answers_what_time(answer: str) -> None:
    # (the eighteenth batch: "free" had read the answer as a question of the calendar)
    result = complete(["need a call with the florist tomorrow"], answer, now=NOW, timezone=SEOUL)

    assert result is not None and len(result.facts) == 1


def test_an_hour_proposed_after_a_day_and_its_part_answers_what_time() -> None:
    # (the seventeenth batch: "say 2" had been no hour, and the question was asked again)
    result = complete(["schedule a haircut at Bev's"], "friday afternoon sometime, say 2", now=NOW, timezone=SEOUL)

    assert result is not None and [fact.start_time.hour for fact in result.facts] == [14]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        # (the seventeenth batch: the new plan's time had been booked as the asked meeting, on the new plan's day)
        ("교수님 면담 금요일", "토요일 저녁 7시 반에 민수랑 학교 앞에서 치맥"),
        ("dinner with mom friday", "thursday 7pm drinks with sam downtown"),
    ],
)
def test_a_whole_plan_of_another_day_answers_no_question(question: str, answer: str) -> None:
    assert complete([question], answer, now=NOW, timezone=SEOUL) is None  # a new request of its own, read as such


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("dinner with mom friday", "friday 7pm at the new thai place downtown"),
        ("치과 금요일", "금요일 오후 3시 강남역에서"),
    ],
)
def test_the_day_asked_of_said_again_with_a_place_answers_it(question: str, answer: str) -> None:
    result = complete([question], answer, now=NOW, timezone=SEOUL)

    assert result is not None and [fact.start_time.hour for fact in result.facts] == [19 if "mom" in question else 15]


@pytest.mark.parametrize(
    ("question", "answer", "clock"),
    [
        ("and an interview with the pm candidate wednesday", "10-11", ("10:00", "11:00")),
        ("need a prep session for the exec meeting on wednesday", "3", ("15:00", "16:00")),
        ("add lunch with the cousins", "sunday 12", ("12:00", "13:00")),
        ("수요일에 면접 잡아줘", "3", ("15:00", "16:00")),
        ("수요일에 면접 잡아줘", "10~11", ("10:00", "11:00")),
        ("add the gym friday", "um eleven", ("11:00", "12:00")),
        ("add the gym friday", "at um five in the evening", ("17:00", "18:00")),
        ("add the gym friday", "ten thirty", ("10:30", "11:30")),
        ("add the gym friday", "um eleven fifteen", ("11:15", "12:15")),
    ],
)
def test_a_bare_number_answering_what_time_is_an_hour(question: str, answer: str, clock: tuple[str, str]) -> None:
    result = complete([question], answer, now=NOW, timezone=SEOUL)

    assert result is not None
    assert [(f.start_time.strftime("%H:%M"), f.end_time.strftime("%H:%M")) for f in result.facts] == [clock]


@pytest.mark.parametrize("answer", ["in 3", "for 2", "room 5", "someone", "the one", "one"])
def test_a_number_counting_something_else_is_no_hour(answer: str) -> None:
    result = complete(["add lunch with the cousins sunday"], answer, now=NOW, timezone=SEOUL)

    assert result is None or not result.facts


@pytest.mark.parametrize(
    ("question", "answer", "day"),
    [
        ("dentist in october at 3pm", "the 5th", "2026-10-05"),
        ("10월 3시 치과", "5일", "2026-10-05"),
        ("dentist next month at 3pm", "the 5th", "2026-08-05"),
        ("dentist in march at 3pm", "the 5th", "2027-03-05"),  # this year's March has passed
        ("dentist in july at 3pm", "the 10th", "2027-07-10"),  # this July's 10th has passed: never the past
        ("10월에 치과 3시", "5", "2026-10-05"),  # a bare number answering which day is the day
    ],
)
def test_a_day_of_the_month_answering_which_day_is_in_the_month_asked(question: str, answer: str, day: str) -> None:
    result = complete([question], answer, now=NOW, timezone=SEOUL)

    assert result is not None
    assert [f.start_time.isoformat() for f in result.facts] == [f"{day}T15:00:00+09:00"]


def test_questions_with_open_answers_suggest_nothing() -> None:
    for question in ("Schedule a dev team meeting for Friday", "회의 잡아줘", "I want to take a day off"):
        asked = RuleParser().parse(question, now=NOW, timezone=SEOUL)
        assert asked.reply and asked.suggestions == []


def test_a_completed_write_keeps_the_questions_title_and_predicate() -> None:
    result = complete(["Schedule a dev team meeting for Friday"], "10 AM", now=NOW, timezone=SEOUL)

    assert result is not None
    assert [(f.predicate.value, f.object_value) for f in result.facts] == [("meeting", "dev team meeting")]


@pytest.mark.parametrize(
    ("question", "answer", "change"),
    [
        ("push the review to later", "an hour", {"shift_minutes": 60}),
        (
            "postpone the review",
            "to Monday at 10",
            {"day": "2026-07-20", "in_its_week": True, "put_off": True, "start_minute": 600, "either_half": True},
        ),
        ("make the standup shorter", "by 15 minutes", {"resize_minutes": -15}),
        ("회의 좀 미뤄줘", "30분", {"shift_minutes": 30}),
        ("디자인 리뷰 좀 당겨줘", "한 시간", {"shift_minutes": -60}),
        ("고객 미팅 좀 옮겨줘", "다음 주 화요일 오후 2시로", {"day": "2026-07-21", "start_minute": 840}),
    ],
)
def test_a_change_that_asked_how_much_or_when_is_completed_by_its_answer(
    question: str, answer: str, change: dict
) -> None:
    asked = RuleParser().parse(question, now=NOW, timezone=SEOUL)
    assert asked.operation is Operation.CHANGE and asked.change is None and asked.reply

    result = complete([question], answer, now=NOW, timezone=SEOUL)

    assert result is not None and result.operation is Operation.CHANGE and result.target == asked.target
    assert result.change is not None and result.change.model_dump(mode="json", exclude_none=True) == change


@pytest.mark.parametrize("answer", ["Schedule a call at 3pm tomorrow", "what do I have tomorrow?", "cancel it", "ok"])
def test_a_change_is_not_completed_by_something_else(answer: str) -> None:
    assert complete(["push the review to later"], answer, now=NOW, timezone=SEOUL) is None


def test_an_answer_in_the_past_asks_again() -> None:
    result = complete(["Schedule a dev team meeting for today"], "9 AM", now=NOW, timezone=SEOUL)

    assert result is not None and not result.facts and result.reply and "past" in result.reply


@pytest.mark.parametrize(
    ("question", "answer", "starts"),
    [
        ("Schedule a dev team meeting tomorrow", "10 AM", datetime(2026, 7, 17, 10, tzinfo=SEOUL)),
        ("내일 개발팀 회의 잡아줘", "오전 10시", datetime(2026, 7, 17, 10, tzinfo=SEOUL)),
        # the answer's own day is the answer's
        ("Schedule a dev team meeting tomorrow", "tomorrow at 10 AM", datetime(2026, 7, 18, 10, tzinfo=SEOUL)),
    ],
)
def test_a_question_answered_after_midnight_keeps_the_day_it_named(question, answer, starts) -> None:
    asked_at = datetime(2026, 7, 16, 23, 50, tzinfo=SEOUL)
    result = complete(
        [question], answer, now=datetime(2026, 7, 17, 0, 5, tzinfo=SEOUL), timezone=SEOUL, asked_at=asked_at
    )

    assert result is not None and [f.start_time for f in result.facts] == [starts]


def test_random_soups_of_the_new_expressions_and_answers_never_raise() -> None:
    tokens = (
        "meeting 회의 휴가 off in 45 minutes 3 hours from now 20분 뒤에 이틀 후 ago 전 the Monday after next "
        "week after next 다다음주 수요일 2주 뒤 the second Tuesday of next month last day of the month 이번 달 "
        "마지막 금요일 셋째 주 말일 for 5 days starting 4일 동안 이틀간 rest of the week until the end of next "
        "week next couple of hours 남은 앞으로 두 시간 까지 낼 낼모레 그글피 담달 내주 look like 어때 after before "
        "early 초 중순 이후 the first one 두 번째 the afternoon one 오후 10 AM 3pm at and 반차 half day"
    ).split()
    questions = [
        "Set up a dev team meeting",
        "금요일 반차 쓸게",
        "Schedule a call at 10am and 3pm tomorrow",
        "Book a review on 7/17 and 7/20 at 10am",
    ]
    rng = random.Random(15)
    for _ in range(1000):
        text = " ".join(rng.choice(tokens) for _ in range(rng.randint(1, 10)))
        result = RuleParser().parse(text, now=NOW, timezone=SEOUL)
        assert result.facts or result.window or result.reply or result.change, text
        completed = complete([rng.choice(questions)], text, now=NOW, timezone=SEOUL)
        assert completed is None or completed.facts or completed.reply, text


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [("the one with mom", 0), ("the jae one", 1), ("jae's", 1), ("엄마랑 하는 거", 0), ("재희 거", 1)],
)
def test_which_one_may_be_answered_by_words_of_one_name(answer: str, chosen: int) -> None:
    """ "Which one?" of two calls: "the one with mom" chooses by its name (it had been read as a new
    message, and understood as none)."""
    starts = [datetime(2026, 7, 14, 20, tzinfo=SEOUL), datetime(2026, 7, 16, 20, tzinfo=SEOUL)]
    candidates = [(start, start + timedelta(hours=1)) for start in starts]
    titles = ["엄마랑 통화", "재희랑 통화"] if not answer.isascii() else ["call with Mom", "call with Jae"]
    assert choose(candidates, answer, now=NOW, timezone=SEOUL, titles=titles) == chosen


@pytest.mark.parametrize("answer", ["lunch with bob on tuesday", "the one with mom on thursday", "call"])
def test_words_that_name_no_single_candidate_choose_none(answer: str) -> None:
    starts = [datetime(2026, 7, 14, 20, tzinfo=SEOUL), datetime(2026, 7, 16, 20, tzinfo=SEOUL)]
    candidates = [(start, start + timedelta(hours=1)) for start in starts]
    assert choose(candidates, answer, now=NOW, timezone=SEOUL, titles=["call with Mom", "call with Jae"]) is None


def test_a_new_time_said_as_a_change_keeps_the_name_asked_about() -> None:
    result = complete(["friday meeting"], "actually make it 9:15", now=NOW, timezone=SEOUL)

    assert result is not None and [(f.object_value, f.start_time.isoformat()[:16]) for f in result.facts] == [
        ("meeting", "2026-07-17T09:15")
    ]


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        (
            "금요일 회의",
            "1월 4일 월요일도 쉴까 ㅋㅋ 아냐 출근해야지",
        ),  # the 4th of January 2027 is a monday, of 2026 not
        ("move the dentist", "I am not take holiday on friday 21, only thursday. can you fix?"),
    ],
)
def test_an_answer_naming_days_that_disagree_is_no_answer(question: str, answer: str) -> None:
    assert complete([question], answer, now=NOW, timezone=SEOUL) is None


def test_the_kind_asked_about_may_be_answered_with_what_it_is() -> None:
    result = complete(["can you block out monday for me"], "vacation, it's a personal day", now=NOW, timezone=SEOUL)

    assert result is not None and [f.predicate.value for f in result.facts] == ["vacation"]


def test_a_plan_told_whose_time_was_asked_is_kept_once_the_time_is_given() -> None:
    # ("Hana has a recital, july 25" asks the time: the time given, it is booked, not doubted again)
    result = complete(["okay so Hana has a recital, july 25"], "um 2pm I think", now=NOW, timezone=SEOUL)

    assert result is not None and [(f.object_value, f.start_time.isoformat()[:16]) for f in result.facts] == [
        ("Hana has a recital", "2026-07-25T14:00")
    ]


def test_a_plan_told_whole_is_not_booked_by_a_question_after_it() -> None:
    # MOSS asked whether to add or change what was told; a question about the day answers neither
    result = complete(
        ["i'll do pilates saturday at 6:30pm though"], "is that the only thing on saturday?", now=NOW, timezone=SEOUL
    )

    assert result is None or not result.facts


def test_the_kind_asked_may_be_agreed_to_in_a_word() -> None:
    result = complete(["금요일 하루 종일 막아줘"], "휴가로 ㅇㅇ", now=NOW, timezone=SEOUL)

    assert result is not None and [f.predicate.value for f in result.facts] == ["vacation"]


def test_an_answer_saying_its_time_again_more_exactly_is_that_time() -> None:
    result = complete(["금요일에 아빠 생신 저녁 먹기로 했어"], "7시쯤? 저녁 7시", now=NOW, timezone=SEOUL)

    assert result is not None and [f.start_time.isoformat()[:16] for f in result.facts] == ["2026-07-17T19:00"]


def test_an_answer_with_two_times_that_differ_asks_which() -> None:
    result = complete(["금요일에 아빠 생신 저녁 먹기로 했어"], "7시? 8시?", now=NOW, timezone=SEOUL)

    assert result is None or not result.facts


def test_a_question_of_its_own_answers_no_question_asked() -> None:
    result = complete(
        ["can you make my priya 1:1 a full hour?"], "so im done with priya by noon?", now=NOW, timezone=SEOUL
    )

    assert result is None or not result.facts


@pytest.mark.parametrize(
    ("question", "answer"), [("dentist friday", "3pm ok?"), ("dinner with mom sunday", "7 pm, is that ok?")]
)
def test_an_answer_checked_with_a_question_mark_still_answers(question: str, answer: str) -> None:
    result = complete([question], answer, now=NOW, timezone=SEOUL)

    assert result is not None and len(result.facts) == 1


@pytest.mark.parametrize("answer", ["3pm, does that work?", "3pm, does that work for you?", "friday 1pm, sound good?"])
def test_an_answer_put_back_to_the_asker_still_answers(answer: str) -> None:
    result = complete(["dentist friday"], answer, now=NOW, timezone=SEOUL)

    assert result is not None and len(result.facts) == 1


@pytest.mark.parametrize(
    ("question", "answer", "title"),
    [
        ("금요일에 치과 넣어줘", "점심 먹고 1시", "치과"),
        ("토요일에 애들 생일파티 예약했어 넣어줘", "11시~1시 ㅇㅇ 점심 거기서 먹고 옴", "애들 생일파티"),
    ],
)
def test_a_meal_said_as_when_or_why_in_an_answer_books_the_plan_asked_about(question: str, answer: str, title: str):
    result = complete([question], answer, now=NOW, timezone=SEOUL)

    assert result is not None and [fact.object_value for fact in result.facts] == [title]


def test_a_half_day_answered_with_the_kind_said_again_books_that_half() -> None:
    result = complete(["금요일 반차 쓸 수 있나?"], "오전 반차로 해 줘", now=NOW, timezone=SEOUL)

    assert result is not None and [(f.start_time.hour, f.end_time.hour) for f in result.facts] == [(9, 13)]


def test_the_kind_answered_with_the_other_kind_set_aside_is_that_kind() -> None:
    result = complete(["friday put in a thing"], "as a day off i mean, not a meeting", now=NOW, timezone=SEOUL)

    assert result is not None and [f.predicate.value for f in result.facts] == ["vacation"]


def test_an_answer_hedged_is_still_the_answer() -> None:
    result = complete(
        ["coffee chat with the postdoc tomorrow"], "at 3 i guess, she said afternoon", now=NOW, timezone=SEOUL
    )

    assert result is not None and [f.start_time.hour for f in result.facts] == [15]


def test_a_choice_said_first_then_what_the_other_is_still_chooses() -> None:
    """ "the friday one, wednesday is still happening": the choice, then the other's news; one set aside is none."""
    zone = ZoneInfo("America/Chicago")
    offered = [
        (datetime(2027, 11, 10, 15, tzinfo=zone), datetime(2027, 11, 10, 16, tzinfo=zone)),
        (datetime(2027, 11, 12, 15, tzinfo=zone), datetime(2027, 11, 12, 16, tzinfo=zone)),
    ]
    now = datetime(2027, 11, 8, 14, tzinfo=zone)
    assert choose(offered, "the friday one, wednesday is still happening", now=now, timezone=zone) == 1
    assert choose(offered, "the friday one. wednesday is still happening", now=now, timezone=zone) == 1
    assert choose(offered, "not the friday one, the wednesday one", now=now, timezone=zone) != 1


@pytest.mark.parametrize(("answer", "chosen"), [("이번 주 거", 0), ("다음 주 거", 1), ("the one next week", 1)])
def test_a_choice_by_its_week_chooses_the_candidate_in_it(answer: str, chosen: int) -> None:
    """Two plans of one name a week apart: the week said names one (it had been read as no answer)."""
    zone = ZoneInfo("Asia/Seoul")
    now = datetime(2026, 3, 30, 8, 40, tzinfo=zone)
    offered = [
        (datetime(2026, 4, 1, 10, tzinfo=zone), datetime(2026, 4, 1, 11, tzinfo=zone)),
        (datetime(2026, 4, 8, 10, tzinfo=zone), datetime(2026, 4, 8, 11, tzinfo=zone)),
    ]
    assert choose(offered, answer, now=now, timezone=zone) == chosen


@pytest.mark.parametrize(("answer", "chosen"), [("오후 거", 1), ("the morning one", 0), ("오전 꺼요", 0)])
def test_a_choice_by_its_part_of_the_day_chooses_the_candidate_then(answer: str, chosen: int) -> None:
    """Two plans of one name on one day: the part of the day said names one (it had been read as no answer)."""
    zone = ZoneInfo("Asia/Seoul")
    now = datetime(2026, 2, 23, 10, tzinfo=zone)
    offered = [
        (datetime(2026, 2, 26, 10, tzinfo=zone), datetime(2026, 2, 26, 11, tzinfo=zone)),
        (datetime(2026, 2, 26, 15, tzinfo=zone), datetime(2026, 2, 26, 16, tzinfo=zone)),
    ]
    assert choose(offered, answer, now=now, timezone=zone) == chosen


def test_a_whole_request_of_its_own_answers_no_question_of_the_kind() -> None:
    """ "금요일 오전 10시에 은행 넣어줘" said after MOSS asked whether "내일 3시 그거" is a meeting or time off is a
    request of its own (it had been read as the answer and asked again)."""
    zone = ZoneInfo("Asia/Seoul")
    now = datetime(2026, 10, 12, 9, tzinfo=zone)
    assert complete(["내일 3시 그거 넣어줘"], "금요일 오전 10시에 은행 넣어줘", now=now, timezone=zone) is None
    answered = complete(["내일 3시 그거 넣어줘"], "회의", now=now, timezone=zone)
    assert answered is not None and [f.start_time.hour for f in answered.facts] == [15]


def test_an_interjection_alone_owns_up_to_nothing() -> None:
    """ "oh no. my 3pm is gone" answers no question of when with its 3pm (a word of remembering is needed)."""
    assert answer_after_acknowledging("oh no. my 3pm is gone", "en") is None
    assert answer_after_acknowledging("oh right class. 8pm then", "en") == "8pm then"


@pytest.mark.parametrize(
    ("question", "answer", "title", "hour"),
    [
        ("토요일에 뮤지컬 보러 가", "저녁 7시 반 공연이야", "뮤지컬", 19),
        ("토요일에 가족 모임", "점심으로 12시 반", "가족 모임", 12),
    ],
)
def test_what_the_asked_plan_is_said_beside_its_time_answers_it(
    question: str, answer: str, title: str, hour: int
) -> None:
    completed = complete([question], answer, now=NOW, timezone=SEOUL)
    assert completed is not None
    (fact,) = completed.facts
    assert (fact.object_value, fact.start_time.date(), fact.start_time.hour) == (
        title,
        datetime(2026, 7, 18).date(),
        hour,
    )


@pytest.mark.parametrize(
    ("question", "answer", "start", "end"),
    [
        ("금요일 헬스 가려고", "3시부터 1시간 반", 15, (16, 30)),
        ("금요일에 노래 교실 있어요", "아침 10시요 두 시간 해요", 10, (12, 0)),
    ],
)
def test_a_start_and_a_length_answer_what_time(question: str, answer: str, start: int, end: tuple[int, int]) -> None:
    asked = RuleParser().parse(question, now=NOW, timezone=SEOUL)
    assert asked.reply is not None and not asked.facts  # the time is asked, not the kind
    completed = complete([question], answer, now=NOW, timezone=SEOUL)
    assert completed is not None
    (fact,) = completed.facts
    assert (fact.start_time.hour, (fact.end_time.hour, fact.end_time.minute)) == (start, end)


def test_a_length_in_hours_is_no_question_of_free_time() -> None:
    assert RuleParser().parse("3시에 1시간 반", now=NOW, timezone=SEOUL).intent is not Intent.QUERY
    assert RuleParser().parse("내일 시간 돼?", now=NOW, timezone=SEOUL).intent is Intent.QUERY
