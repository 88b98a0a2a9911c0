"""Issue 31, what a fresh answer-writer says that the check must read by meaning: ranges and bounds of
times, times said in words, the day after a day named, a midnight crossed, a title's word said alone,
people added to a title, a denial after an event that ends, series said as such. Sentences of our own
(none from any evaluation corpus) over a weekend of July 2026 in Seoul, asked on Thursday the 16th."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from moss.domain.grounding import check_grounding
from moss.domain.models import FactDraft, Interval
from moss.domain.recurrence import Recurrence, occurrences

from ..fakes import SEED_NOW, SEOUL, at, vacation, weekday_standup


def event(title: str, start: tuple[int, int, int], minutes: int) -> FactDraft:
    begin = at(*start)
    return FactDraft(
        predicate="meeting", object_value=title, start_time=begin, end_time=begin + timedelta(minutes=minutes)
    )


# Friday 17: a budget review 10–11, a piano lesson 15:15–16:00, a team dinner 19–21. Saturday 18: a server
# migration 22:00 – Sunday 01:30. Sunday 19: lunch with Mina 12:00–13:30. Monday 20 and Tuesday 21: time off.
WEEKEND = [
    event("Budget review", (17, 10, 0), 60),
    event("Piano lesson", (17, 15, 15), 45),
    event("Team dinner", (17, 19, 0), 120),
    event("Server migration", (18, 22, 0), 210),
    event("Lunch with Mina", (19, 12, 0), 90),
    vacation(20, days=2),
]
WINDOW = Interval(start_time=at(17), end_time=at(22))


def unsupported(answer: str, facts: list[FactDraft] = WEEKEND) -> list[str]:
    return check_grounding(answer, facts=facts, window=WINDOW, now=SEED_NOW, timezone=SEOUL).unsupported


def check(faithful: str | None = None, hallucinated: str | None = None) -> None:
    if faithful is not None:
        assert unsupported(faithful) == [], faithful
    if hallucinated is not None:
        assert unsupported(hallucinated) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("The budget review is from 10 until 11 tomorrow.", "The budget review is from 10 until 12 tomorrow."),
        ("Tomorrow you're free until 10.", "Tomorrow you're free until 11."),
        ("Nothing is booked before 10 tomorrow.", "Nothing is booked after 5 tomorrow."),
        (
            "The team dinner runs from 7 till 9 tomorrow evening.",
            "The team dinner runs from 7 till 10 tomorrow evening.",
        ),
        (
            "내일 오전 10시부터 11시까지 예산 검토 회의가 있어요.",
            "내일 오전 10시부터 12시까지 예산 검토 회의가 있어요.",
        ),
    ],
)
def test_a_range_or_a_bound_of_times_is_read_as_one(faithful, hallucinated):
    """ "until 11" ends what it is said of; "before 10" and "after 5" bound a denial; a bare hour bounding a
    denial is the half of the day the context states."""
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        (
            "Sunday has lunch with Mina at noon, and your time off begins the next day.",
            "Saturday has the server migration, and your time off begins the next day.",
        ),
        (
            "Your vacation starts the day after the lunch with Mina.",
            "Your vacation starts the day after the team dinner.",
        ),
        (
            "Saturday has only the server migration; the day before, there are three events.",
            "Saturday has only the server migration; the day before, there are two events.",
        ),
        ("일요일에 Mina와 점심이 있고, 다음 날부터 휴가예요.", "토요일은 비어 있고, 다음 날부터 휴가예요."),
        ("Lunch with Mina 다음 날부터 휴가예요.", "팀 회식 다음 날부터 휴가예요."),
    ],
)
def test_a_day_said_from_a_day_or_an_event_before_it_is_that_day_moved(faithful, hallucinated):
    """ "the next day", "the day after the lunch", "다음 날", "회식 다음 날": the days of what it is said from,
    moved by one."""
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("The server migration starts Saturday at 10pm and runs past midnight.", "The budget review crosses midnight."),
        ("Server migration은 토요일 밤 10시에 시작해서 자정을 넘겨 끝나요.", "팀 회식은 자정을 넘겨 끝나요."),
    ],
)
def test_a_time_an_event_runs_across_is_inside_it_not_its_start(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        (
            "After the team dinner wraps at 9, your Friday is clear.",
            "After the budget review wraps at 11, your Friday is clear.",
        ),
        (
            "팀 회식이 밤 9시에 끝나면 금요일은 비어 있어요.",
            "예산 검토 회의가 오전 11시에 끝나면 금요일은 비어 있어요.",
        ),
    ],
)
def test_a_denial_after_an_event_that_ends_at_a_time_holds_from_then(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("Piano is on Friday at quarter past three.", "Piano is on Saturday."),
        ("The migration starts Saturday at 10pm.", "The migration starts Sunday at 10pm."),
        ("You'll see Mina on Sunday at noon.", "You'll see Mina on Saturday at noon."),
        ("피아노는 금요일 오후 3시 15분이에요.", "피아노는 토요일이에요."),
    ],
)
def test_a_word_of_a_title_said_alone_names_that_title(faithful, hallucinated):
    """Without an event word beside it, a word of one context title (or its translation) is a claim about
    that title's events; words too broad for that (lexicon.BROAD_TITLE_WORDS: "team", "팀") are not."""
    check(faithful, hallucinated)


def test_a_broad_title_word_alone_names_no_title():
    assert unsupported("The team has the budget review on Friday at 10.") == []


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("Lunch with Mina and the piano lesson are your meals and music this weekend.", None),
        ("Lunch with Mina and Piano are on different days.", "Lunch with Mina and her brother is on Sunday at noon."),
        (None, "Lunch with Mina and Joe is on Sunday at noon."),
    ],
)
def test_someone_added_after_the_people_a_title_names_is_an_attendee_it_does_not_have(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("The standup is a recurring meeting at 9:30.", "The standup is a one-off on Friday at 9:30."),
        ("The budget review is a one-off on Friday at 10.", "The budget review is a recurring meeting."),
        ("스탠드업은 평일 오전 9시 30분에 반복되는 일정이에요.", "스탠드업은 금요일 한 번 있고 반복 일정은 아닙니다."),
        ("예산 검토 회의는 반복 일정이 아니에요.", "예산 검토 회의는 반복 일정이에요."),
    ],
)
def test_an_event_said_to_be_a_series_or_a_one_off_is_checked_against_its_recurrence(faithful, hallucinated):
    """lexicon.SERIES_WORDS / ONE_OFF_WORDS, negation turning one into the other; "one-off" is no time off."""
    facts = [*WEEKEND, *occurrences([weekday_standup(17)], WINDOW.start_time, WINDOW.end_time)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("The piano lesson is tomorrow at a quarter past three.", "The piano lesson is tomorrow at half past three."),
        ("Lunch with Mina is on Sunday at noon.", "Lunch with Mina is on Sunday at midnight."),
        ("The team dinner is tomorrow in the evening, for two hours.", "The team dinner is tomorrow for three hours."),
        ("Tomorrow evening you have only the team dinner.", "Tomorrow evening you have nothing booked."),
        ("You have three events tomorrow.", "You have two events tomorrow."),
        ("The day after tomorrow has only the server migration.", "The day after tomorrow has nothing on it."),
        ("내일 오후 세 시 십오 분에 피아노 레슨이 있어요.", "내일 오후 세 시에 피아노 레슨이 있어요."),
        ("일요일 정오에 Mina와 점심이 있어요.", "일요일 자정에 Mina와 점심이 있어요."),
        ("팀 회식은 내일 저녁 7시부터 두 시간 동안이에요.", "팀 회식은 내일 저녁 7시부터 세 시간 동안이에요."),
        ("모레는 Server migration 하나만 있어요.", "모레는 비어 있어요."),
        ("월요일은 하루 종일 휴가예요.", "금요일은 하루 종일 휴가예요."),
        ("내일 일정은 모두 세 개예요.", "내일 일정은 모두 두 개예요."),
    ],
)
def test_times_days_counts_denials_and_lengths_said_in_words(faithful, hallucinated):
    """Paraphrases a fresh answer-writer uses, read by the rules above: "quarter past", "noon", "정오", "자정",
    "in the evening", "오후 세 시", "하루 종일", "the day after tomorrow", "모레", counts, "nothing booked",
    "비어 있어요", "for two hours", "두 시간 동안"."""
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a bare weekend is the first not past of the asked time
        ("The server migration is on the weekend.", "The budget review is on the weekend."),
        # a night runs into the small hours, and is of the day said
        ("The server migration is Saturday night.", "The server migration is Sunday night."),
        # an event word of a kind no title has
        ("You have an appointment Friday at 10.", "You have a dentist appointment Friday at 10."),
        # a length before a title is its length
        ("Tomorrow there's a 1-hour Budget review at 10.", "Tomorrow there's a 2-hour Budget review at 10."),
        # time off said before a stop
        ("Monday off, and Tuesday off.", "Friday afternoon off, and Saturday too."),
    ],
)
def test_second_batch_classes(faithful, hallucinated):
    check(faithful, hallucinated)


def test_a_title_ending_as_a_korean_verb_keeps_its_times():
    facts = [event("주간 보고", (17, 9, 0), 30), event("정형외과 진료", (17, 14, 0), 30)]
    assert unsupported("Fri Jul 17: 주간 보고 (09:00–09:30), 정형외과 진료 (14:00–14:30).", facts) == []
    assert unsupported("Fri Jul 17: 주간 보고 (14:00–14:30), 정형외과 진료 (09:00–09:30).", facts) != []


# -- the third blind batch's classes (sentences of our own) ---------------------------------------------------------

STANDUPS = occurrences([weekday_standup(17)], WINDOW.start_time, WINDOW.end_time)
# Friday 17: a morning half day (9–13) beside the piano lesson; Monday 20: an afternoon half day (14–18) and a
# design review at 10. A train there Friday morning, someone's on-call Saturday, a red-eye Saturday night.
HALF_DAYS = [
    FactDraft(predicate="vacation", object_value="Vacation", start_time=at(17, 9), end_time=at(17, 13)),
    event("Piano lesson", (17, 15, 15), 45),
    FactDraft(predicate="vacation", object_value="Vacation", start_time=at(20, 14), end_time=at(20, 18)),
    event("Design review", (20, 10, 0), 60),
]
TRAVEL = [
    event("KTX 부산행", (17, 8, 0), 150),
    event("헬스 PT", (17, 7, 0), 60),
    event("헬스 PT", (19, 7, 0), 60),
    event("Weekend on-call", (18, 9, 0), 480),
    event("Red-eye to Jeju", (18, 23, 0), 90),
]


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a part of the day is met on the days the clause names
        ("금요일은 오전 반차예요.", "금요일은 오후 반차예요."),
        ("You're off Monday afternoon.", "You're off Friday afternoon."),
        # a part qualifying a stated event is when that event is, not where a denial beside it speaks
        (
            "On Monday you have the afternoon off, so no meetings after 2 PM.",
            "On Monday you have the afternoon off, so there's no design review that day.",
        ),
        ("월요일은 오후 반차라 오후엔 회의가 없어요.", "월요일은 오후 반차라 회의가 없어요."),
        # a bound said of a part-day off is its edge
        ("금요일 오전 반차는 9시부터 1시까지예요.", "금요일 오전 반차는 9시부터 12시까지예요."),
        ("Your half day Friday runs from 9 to 1.", "Your half day Friday runs from 9 to 12."),
        # "since" before a subject gives a reason: the denial before it keeps its own scope
        (
            "No design review on Tuesday since it's on Monday.",
            "No design review on Monday since you're off that afternoon.",
        ),
    ],
)
def test_a_part_of_the_day_and_a_bound_belong_to_what_they_are_said_of(faithful, hallucinated):
    assert unsupported(faithful, HALF_DAYS) == [], faithful
    assert unsupported(hallucinated, HALF_DAYS) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a title's word in capitals ("PT") and an English title word before a Korean particle, counted as the title
        ("PT는 금요일과 일요일 아침 7시예요.", "PT는 토요일 아침 7시예요."),
        ("PT가 두 번 있어요.", "PT가 세 번 있어요."),
        ("금요일 8시 KTX로 출발해요.", "금요일 9시 KTX로 출발해요."),
        # an arrival is a journey's end
        ("금요일 KTX는 8시 출발, 10시 30분 도착이에요.", "금요일 KTX는 8시 출발, 11시 도착이에요."),
        ("The KTX leaves at 8 on Friday and arrives at 10:30.", "The KTX gets in at 9 on Friday."),
        # a hyphenated word of a title is one word
        ("Saturday you're on-call from 9 to 5.", "Saturday's on-call starts at 10."),
        # a flight may be said of a red-eye
        ("Your flight is Saturday at 11 PM.", "Your flight is Sunday at 11 PM."),
        # counted items count every fact of the days
        (
            "Saturday has two things: the on-call and the red-eye.",
            "Saturday has three things: the on-call and the flight.",
        ),
        # a place said by name is one nobody stored
        ("The red-eye to Jeju leaves Saturday at 11 PM.", "The red-eye to Jeju leaves Gimpo at 11 PM on Saturday."),
    ],
)
def test_words_of_titles_journeys_and_counted_items(faithful, hallucinated):
    assert unsupported(faithful, TRAVEL) == [], faithful
    assert unsupported(hallucinated, TRAVEL) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # several ranges of one denial are each a range
        (
            "Friday afternoon you're free 12:00–3:15 and 4:00–6:00.",
            "Friday afternoon you're free 12:00–1:00 and 3:00–6:00.",
        ),
        # a range said busy is covered by the facts, and states them for a denial of the rest of the time
        ("Busy 3:15–4:00; the rest of the afternoon is open.", "Busy 2:00–4:00; the rest of the afternoon is open."),
        # "the rest of the afternoon" is the time left, not the other events
        (
            "After 4 PM you're free for the rest of the afternoon.",
            "After 2 PM you're free for the rest of the afternoon.",
        ),
        # free time said to be all there is
        (
            "Your only free slots Friday afternoon are 12:00–3:15 and 4:00–6:00.",
            "Your only free slot Friday afternoon is 4:00–6:00.",
        ),
    ],
)
def test_free_time_is_what_the_facts_leave(faithful, hallucinated):
    window = Interval(start_time=at(17, 12), end_time=at(17, 18))
    for answer, grounded in ((faithful, True), (hallucinated, False)):
        found = check_grounding(answer, facts=WEEKEND, window=window, now=SEED_NOW, timezone=SEOUL).unsupported
        assert (found == []) is grounded, (answer, found)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # someone a title has, said at another title's event, is an attendee it does not have
        ("You'll see Mina on Sunday.", "Mina is joining you for the team dinner."),
        # a day said from an event is a reference: the event is not stated on it
        (
            "The day before your vacation, Sunday the 19th, you have lunch with Mina.",
            "The day before your vacation, Saturday the 18th, you have lunch with Mina.",
        ),
        # in a list of events, a date in one event's piece is that event's alone
        (
            "Coming up: the budget review, a Saturday-night server migration, and lunch with Mina.",
            "Coming up: the budget review, a Saturday-night server migration, and lunch with Mina on Saturday.",
        ),
        # the end word of a range of days is the days', not the time's
        ("Standups Monday through Friday at 9:30.", "Standups Monday through Friday at 10."),
        # a count said of one-offs counts no occurrence of a series
        (
            "Five one-off events in the window besides the standups.",
            "Six one-off events in the window besides the standups.",
        ),
    ],
)
def test_people_days_and_series_are_of_what_they_are_said_of(faithful, hallucinated):
    facts = [*WEEKEND, *STANDUPS]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


def test_a_range_of_dates_restating_a_named_week_is_that_week():
    window = Interval(start_time=at(20), end_time=at(3, month=8))  # two weeks: the 26th is no edge of it
    facts = [vacation(20, days=2)]
    for answer, grounded in (
        ("다음 주(7월 20일~26일)에는 월요일과 화요일이 휴가예요.", True),
        ("다음 주(7월 20일~26일)에는 화요일과 수요일이 휴가예요.", False),
    ):
        found = check_grounding(answer, facts=facts, window=window, now=SEED_NOW, timezone=SEOUL).unsupported
        assert (found == []) is grounded, (answer, found)


def test_the_length_beside_a_clock_change_is_the_change_and_a_range_in_its_sentence_is_an_event():
    new_york = ZoneInfo("America/New_York")
    start, end = datetime(2026, 10, 31, 22, 0, tzinfo=new_york), datetime(2026, 11, 1, 6, 0, tzinfo=new_york)
    shift = FactDraft(predicate="meeting", object_value="Night shift", start_time=start, end_time=end)
    window = Interval(
        start_time=datetime(2026, 10, 31, tzinfo=new_york), end_time=datetime(2026, 11, 2, tzinfo=new_york)
    )
    now = datetime(2026, 10, 29, 9, 0, tzinfo=new_york)
    for answer, grounded in (
        ("The clocks fall back an hour during your 10 PM–6 AM night shift, so it lasts nine hours.", True),
        ("The clocks fall back two hours during your 10 PM–6 AM night shift, so it lasts ten hours.", False),
        ("The clocks fall back an hour during your 10 PM–6 AM night shift, so it lasts an hour and a half.", False),
    ):
        found = check_grounding(answer, facts=[shift], window=window, now=now, timezone=new_york).unsupported
        assert (found == []) is grounded, (answer, found)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a word saying a time is empty, negated or said in part, says something is there
        (
            "Friday isn't completely free: the budget review is at 10.",
            "Sunday isn't completely free: the budget review is at 10.",
        ),
        ("금요일은 완전히 비어 있진 않아요. 10시에 예산 리뷰가 있어요.", "토요일 오전은 완전히 비어 있진 않아요."),
        ("금요일은 일부만 비어 있어요.", None),
        # "between 12 and 3" reads its bare end
        ("Between 16:00 and 7 on Friday you're free.", "Between 11:00 and 7 on Friday you're free."),
        # "X 전까지": until the event, which is not denied
        (
            "금요일은 11시부터 3시 15분 피아노 레슨 전까지 비어 있어요.",
            "금요일은 11시부터 7시 팀 회식 전까지 비어 있어요.",
        ),
        # a word of no kind names no time off whose edge a date could be
        ("금요일부터 일정이 시작되고 월요일부터 휴가예요.", "금요일부터 휴가가 시작되고 월요일부터 일정이 있어요."),
        # a count of every kind beside a kind counted apart counts the rest
        (
            "다음 주 월요일부터 이틀 휴가 하나와, 금요일에 일정 세 개가 있어요.",
            "다음 주 월요일부터 이틀 휴가 하나와, 금요일에 일정 네 개가 있어요.",
        ),
        # a part of the day said of an event's end or start
        (
            "Lunch with Mina runs Sunday from noon into the afternoon.",
            "Lunch with Mina runs Sunday from noon into the evening.",
        ),
        (
            "The only thing that starts in the evening on Friday is the team dinner.",
            "The only thing that starts in the afternoon on Friday is the team dinner.",
        ),
        # someone said to join is an attendee, grounded only as a title's word
        ("Mina is joining you for lunch on Sunday.", "Joe is joining you for lunch on Sunday."),
        (None, "일요일 점심에는 팀장님과 디자이너 두 분이 함께 참석해요."),
    ],
)
def test_earlier_batches_left_on_dev(faithful, hallucinated):
    check(faithful, hallucinated)


def test_a_zone_is_no_place_and_one_more_is_no_total():
    assert unsupported("Lunch with Mina is at noon on Sunday, in Seoul time (KST).") == []
    assert unsupported("One more thing: the team dinner is at 7 on Friday.") == []
    assert unsupported("Lunch with Mina is at noon on Sunday at the Gangnam Bistro.") != []


# -- the fourth blind batch: classes read on its dev answers, pinned with sentences of our own ----------------

# Time off running since Wednesday the 15th, before the asked window (Friday 17 – Tuesday 21), until Sunday 19.
LONG_LEAVE = [vacation(15, days=5), event("Dentist", (20, 9, 0), 30)]


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # the window's edge may be said as a stretch's edge, not as the day the stretch itself begins or ends
        ("You're on vacation from Friday until Sunday.", "Your vacation starts on Friday and lasts until Sunday."),
        ("금요일부터 일요일까지 휴가예요.", "휴가는 금요일부터 시작이에요."),
        ("Your vacation began on the 15th and ends Sunday.", "Your vacation ends Saturday."),
    ],
)
def test_a_stretch_said_to_begin_or_end_then_is_its_own_edge(faithful, hallucinated):
    assert unsupported(faithful, LONG_LEAVE) == [], faithful
    assert unsupported(hallucinated, LONG_LEAVE) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # an event bounding a denial is a time: from its end, until its start, on its days
        (
            "On Friday you're free after the budget review until the piano lesson.",
            "On Friday you're free after the budget review until the team dinner.",
        ),
        (
            "You're open between the piano lesson and the team dinner.",
            "You're open between the budget review and the team dinner.",
        ),
        ("Friday is wide open until the budget review.", "Friday is wide open until the piano lesson."),
        (
            "After the team dinner there's nothing else on Friday.",
            "After the piano lesson there's nothing else on Friday.",
        ),
        ("금요일은 피아노 레슨 끝난 뒤로 7시까지 비어 있어요.", "금요일은 예산 리뷰 끝난 뒤로 비어 있어요."),
    ],
)
def test_an_event_bounding_a_denial_is_a_time_on_its_days(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a bound of a denial is any time the denial holds from or until: the denial checks it, not the facts' edges
        ("On Friday you're free from 4:30 until 6:30 PM.", "On Friday you're free from 4:30 until 7:30 PM."),
        ("금요일 오후 4시 반부터 6시 반까지는 일정 없어요.", "금요일 오후 4시 반부터 8시까지는 일정 없어요."),
        ("Nothing on Friday after 9:30 PM.", "The team dinner on Friday runs until 9:30 PM."),
    ],
)
def test_a_bound_of_a_denial_is_any_time_it_holds(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a weekday said with its week after it is that one day of the week, not the whole week
        ("There's no budget review on Saturday this week.", "There's no budget review on Friday this week."),
        ("The piano lesson is on Friday of this week.", "The piano lesson is on Thursday of this week."),
    ],
)
def test_a_weekday_said_with_its_week_after_it_is_one_day(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a heading that is only a denial speaks of the ranges listed after it
        ("Free on Friday: 11:00–15:00, 16:00–19:00.", "Free on Friday: 11:00–15:00, 16:00–20:00."),
        ("금요일 비어 있는 시간: 11:00~15:00, 16:00~19:00.", "금요일 비어 있는 시간: 09:00~15:00."),
    ],
)
def test_a_heading_that_only_denies_speaks_of_the_ranges_after_it(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # in a list, a count alone in its piece counts on its own days; a range of weekdays is every day of it
        (
            "Off Mon–Tue, four meetings Fri–Sat, lunch with Mina Sun.",
            "Off Mon–Tue, three meetings Fri–Sat, lunch with Mina Sun.",
        ),
        ("Five things Fri–Sun, then time off.", "Four things Fri–Sun, then time off."),
    ],
)
def test_counts_per_day_and_over_a_range_of_weekdays(faithful, hallucinated):
    check(faithful, hallucinated)


# Two events on Friday 17 and two on Sunday 19
TWO_DAYS = [
    event("Budget review", (17, 10, 0), 60),
    event("Piano lesson", (17, 15, 15), 45),
    event("Lunch with Mina", (19, 12, 0), 90),
    event("Yoga", (19, 18, 0), 60),
]


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a count said of each day holds on each day said, apart
        ("Friday and Sunday each have two things.", "Friday and Sunday each have four things."),
        ("금요일, 일요일 각각 일정 두 개가 있어요.", "금요일, 일요일 각각 일정 세 개가 있어요."),
    ],
)
def test_a_count_said_of_each_day_holds_on_each(faithful, hallucinated):
    assert unsupported(faithful, TWO_DAYS) == [], faithful
    assert unsupported(hallucinated, TWO_DAYS) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # "just after", "shortly before" a time: within half an hour of it, on that side
        (
            "The team dinner starts shortly before 7:15 on Friday.",
            "The team dinner starts shortly after 7:15 on Friday.",
        ),
        (
            "The server migration finishes just after 1 AM on Sunday.",
            "The server migration finishes just after 3 AM on Sunday.",
        ),
        # a time restating the end said just before it is that end too
        (
            "The server migration wraps up just after 1, 1:30 AM Sunday.",
            "The server migration wraps up just after 1, 2:30 AM Sunday.",
        ),
        (
            "토요일 서버 마이그레이션은 일요일 새벽 1시 반 종료예요.",
            "토요일 서버 마이그레이션은 일요일 새벽 2시 반 종료예요.",
        ),
    ],
)
def test_approximate_times_and_ends_said_again(faithful, hallucinated):
    check(faithful, hallucinated)


def test_someone_added_beside_a_titles_person_said_with_a_word_of_the_title():
    supper = [event("Supper with Jun and Hana", (18, 19, 30), 150)]
    assert unsupported("Supper with Jun on Saturday at 7:30 PM.", supper) == []
    assert unsupported("Supper with Jun and Hana on Saturday at 7:30 PM.", supper) == []
    assert unsupported("Supper with Jun and Mira on Saturday at 7:30 PM.", supper) != []


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # every word between a determiner and the event word must be a word of the title it names
        ("You have the roadmap review at 10 on Friday.", "You have the product roadmap review at 10 on Friday."),
        # someone said with the qualifier's title: an attendee, grounded only as a word of the title
        ("금요일 10시에 계약 미팅이 있어요.", "금요일 10시에 민수와 계약 미팅이 있어요."),
    ],
)
def test_every_word_qualifying_a_title_is_its_own(faithful, hallucinated):
    facts = [event("Quarterly roadmap review", (17, 10, 0), 60), event("협력사 계약 미팅", (17, 10, 0), 60)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a length before a word of no title restating the clause's titled event is that event's
        ("The team dinner on Friday is a two-hour event at 7.", "The team dinner on Friday is a one-hour event at 7."),
        # "두 시간 잡혀 있어요": a length booked
        ("예산 리뷰는 금요일 10시부터 한 시간 잡혀 있어요.", "예산 리뷰는 금요일 10시부터 두 시간 잡혀 있어요."),
    ],
)
def test_a_length_said_of_a_restated_event(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # an event said as the exception to a Korean denial is there; the rest of where it speaks is denied
        ("금요일 오후는 피아노 레슨 빼고 7시까지 비어 있어요.", "금요일 오후는 피아노 레슨 빼고 쭉 비어 있어요."),
        ("금요일 오전은 예산 리뷰 말고는 일정이 없어요.", "금요일은 예산 리뷰 말고는 일정이 없어요."),
        # a bound open on one side is closed there by the part of the day said before it
        ("Friday afternoon is open until 3.", "Friday afternoon is open until 4."),
    ],
)
def test_the_exception_to_a_korean_denial_is_stated(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a series word in a clause naming no title goes on about the clause before's event, whatever days it names
        (
            "The standup is at 9:30 on Friday; it's a recurring one this week.",
            "The standup is at 9:30 on Friday; it's a one-off this week.",
        ),
        ("The piano lesson is on Friday at 3:15. It's a one-off.", "The standup is on Friday at 9:30. It's a one-off."),
    ],
)
def test_a_series_word_goes_on_about_the_event_before(faithful, hallucinated):
    facts = [*WEEKEND, *STANDUPS]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a negation does not reach past a dash: an elliptic "not quite" denies nothing after it
        (
            "Not quite — the budget review takes 10 to 11 on Friday.",
            "Not quite — the budget review is at 11:30 on Friday.",
        ),
        ("Not entirely – the piano lesson is at 3:15 on Friday.", "No – the piano lesson is on Saturday."),
    ],
)
def test_a_negation_does_not_reach_past_a_dash(faithful, hallucinated):
    check(faithful, hallucinated)


# The fifth batch: two weeks from Friday 17 July, with the piano lesson on Friday the 24th only.
FORTNIGHT = Interval(start_time=at(17), end_time=at(31))
NEXT_FRIDAY_PIANO = [event("Piano lesson", (24, 15, 15), 45)]


def unsupported_over_a_fortnight(answer: str, facts: list[FactDraft]) -> list[str]:
    return check_grounding(answer, facts=facts, window=FORTNIGHT, now=SEED_NOW, timezone=SEOUL).unsupported


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a weekday restating a relative day beside it is that one day, not every such weekday of the window
        ("내일(금)은 피아노 레슨이 없어요.", "금요일에는 피아노 레슨이 없어요."),
        ("내일인 금요일에는 피아노 레슨이 없어요.", "다음 주 금요일에는 피아노 레슨이 없어요."),
        ("No piano lesson tomorrow (Friday).", "No piano lesson on Friday."),
    ],
)
def test_a_weekday_restating_a_relative_day_is_that_day(faithful, hallucinated):
    assert unsupported_over_a_fortnight(faithful, NEXT_FRIDAY_PIANO) == [], faithful
    assert unsupported_over_a_fortnight(hallucinated, NEXT_FRIDAY_PIANO) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        (
            "The budget review on Friday starts at 10 and is done by 11.",
            "The budget review on Friday is done by 11:30.",
        ),
        ("Friday's team dinner is at 7, finished by 9.", "Friday's team dinner is at 7, finished by 10."),
    ],
)
def test_a_time_an_event_is_done_by_is_its_end(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a weekend listed after weekdays is one of the days listed, not the week the weekday is of
        ("금요일, 주말은 휴가예요.", "금요일, 일요일은 휴가예요."),
        ("금요일, 주말 다 휴가라 쉬어요.", "목요일, 주말 다 휴가라 쉬어요."),
    ],
)
def test_a_weekend_listed_beside_weekdays_is_listed(faithful, hallucinated):
    facts = [vacation(17, days=3)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # "후반", "the end of", "early": the days of the week from Thursday, or until Wednesday
        ("다음 주 후반은 휴가라 일정이 없어요.", "다음 주는 휴가라 일정이 없어요."),
        ("No appointments at the end of next week.", "No appointments early next week."),
        ("다음 주 초반에는 치과 진료가 있어요.", "다음 주 후반에는 치과 진료가 있어요."),
    ],
)
def test_a_part_of_a_week_is_its_first_or_last_days(faithful, hallucinated):
    facts = [event("Dentist", (20, 9, 0), 30), vacation(23, days=3)]
    assert unsupported_over_a_fortnight(faithful, facts) == [], faithful
    assert unsupported_over_a_fortnight(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # the weekday letter after a range's dash is the day its end falls on: the end is the event's end
        ("• 토 22:00~일 01:30 Server migration", "• 토 22:00~일 02:30 Server migration"),
        # a time before the event and its end word ("2시에 당직 끝나고") is when the event ends
        ("일요일 새벽 1시 반에 Server migration 끝나요.", "일요일 새벽 2시 반에 Server migration 끝나요."),
        ("금요일 11시에 예산 리뷰가 끝나요.", "금요일 12시에 예산 리뷰가 끝나요."),
    ],
)
def test_the_end_of_an_event_said_before_it_or_after_a_days_letter(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a time said with "before" or "after" is the side of it the events lie on, not their start or end
        ("Friday's budget review is before noon.", "Friday's budget review is after noon."),
        ("금요일 피아노 레슨은 3시 이후예요.", "금요일 피아노 레슨은 4시 이후예요."),
        ("Friday has three things, all after 9am.", "Friday has three things, all after 11am."),
    ],
)
def test_a_time_said_before_or_after_is_where_the_events_lie(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # "zero" denies as "no" does, and qualifies no title
        ("Zero meetings on Monday.", "Zero meetings on Friday."),
        # an ordinal before an event word ("마지막 약속", "첫 회의") names no title
        ("금요일 마지막 약속은 저녁 7시 Team dinner예요.", "금요일 마지막 고객 약속은 저녁 7시 Team dinner예요."),
        ("금요일 첫 회의는 10시 Budget review예요.", "금요일 첫 회의는 11시 Budget review예요."),
    ],
)
def test_zero_denies_and_an_ordinal_names_no_title(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a person of a Korean title said without the particle joining them ("김 부장님과 1:1") names it
        ("금요일 오후 4시에 김 부장님 1:1이 있어요.", "금요일 오후 4시에 김 부장님 코칭 1:1이 있어요."),
    ],
)
def test_a_titles_person_said_without_its_joining_particle(faithful, hallucinated):
    facts = [*WEEKEND, event("김 부장님과 1:1", (17, 16, 0), 30)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # an untitled event only supposed ("약속이 생기면", "in case you need a meeting") is stated on no day
        ("토요일은 비어 있어요. 약속이 생기면 잡으셔도 돼요.", "토요일에 약속이 있어요."),
        ("Saturday is open, in case you need a meeting.", "Saturday you have a meeting."),
    ],
)
def test_an_event_only_supposed_is_stated_on_no_day(faithful, hallucinated):
    facts = [vacation(20, days=2)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a bound of time said before a reason holds for the denial after it in the sentence
        ("금요일 3시 이후에는 휴가라 미팅이 없어요.", "금요일 9시 이후에는 휴가라 미팅이 없어요."),
        ("From 2pm Friday you're on vacation, so no meetings.", "From 9am Friday you're on vacation, so no meetings."),
    ],
)
def test_a_bound_said_before_a_reason_holds_for_the_denial_after_it(faithful, hallucinated):
    half_day = FactDraft(predicate="vacation", object_value="Vacation", start_time=at(17, 14), end_time=at(17, 18))
    facts = [event("Budget review", (17, 10, 0), 60), half_day]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a gap is free time; a range said just before an event bounding it bounds, and the event says where it is
        (
            "On Friday there's a gap from 11 to 3 after the budget review.",
            "On Friday there's a gap from 11 to 4 after the budget review.",
        ),
        (
            "Friday has a gap from 4 to 7 before the team dinner.",
            "Friday has a gap from 3 to 7 before the team dinner.",
        ),
    ],
)
def test_a_gap_is_free_time_between_the_bounds_said(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a denial "in between" speaks from the end of the first event said before it until the start of the last
        (
            "Friday: budget review at 10, piano lesson at 3:15. Nothing in between.",
            "Friday: budget review at 10, team dinner at 7. Nothing in between.",
        ),
        (
            "금요일엔 10시 Budget review, 3시 15분 Piano lesson이 있어요. 그 사이에는 일정이 없어요.",
            "금요일엔 10시 Budget review, 저녁 7시 Team dinner가 있어요. 그 사이에는 일정이 없어요.",
        ),
    ],
)
def test_a_denial_in_between_speaks_between_the_events_said_before_it(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # "N개가 전부" says the count is all there is, as "N개뿐" does
        (
            "금요일 일정은 Budget review, Piano lesson, Team dinner 세 개가 전부예요.",
            "금요일 일정은 Budget review랑 Piano lesson 두 개가 전부예요.",
        ),
    ],
)
def test_a_korean_count_said_to_be_all(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # someone honoured said with a particle of company ("박서연 님이랑") is an attendee: a title's person
        ("일요일 저녁은 한지민 님이랑 먹어요.", "일요일 저녁은 최지우 님이랑 먹어요."),
        ("일요일 6시에 한지민 님과 저녁 약속이 있어요.", "일요일 6시에 최 과장님과 저녁 약속이 있어요."),
    ],
)
def test_someone_honoured_said_with_the_user_is_a_titles_person(faithful, hallucinated):
    facts = [*WEEKEND, event("한지민 님과 저녁", (19, 18, 0), 90)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a place a Korean answer names by its kind ("공항") is a title's word, or in part of one
        ("토요일 저녁 8시에 김포 공항으로 마중 나가요.", "토요일 저녁 8시에 인천 공항으로 마중 나가요."),
        ("토요일 저녁 8시 마중은 김포공항이에요.", "토요일 저녁 8시 마중은 인천국제공항이에요."),
    ],
)
def test_a_place_named_in_korean_is_a_titles(faithful, hallucinated):
    facts = [*WEEKEND, event("김포공항 마중", (18, 20, 0), 60)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a Korean word made of a word and an event word is a kind of its own unless a title has it
        ("일요일 2시에 할머니 칠순잔치가 있어요.", "일요일 2시에 할머니 팔순잔치가 있어요."),
        ("금요일 1시에 팀회의가 있어요.", "금요일 1시에 전체회의가 있어요."),
    ],
)
def test_a_korean_compound_of_an_event_word_is_a_kind_of_its_own(faithful, hallucinated):
    facts = [*WEEKEND, event("할머니 칠순잔치", (19, 14, 0), 120), event("팀 회의", (17, 13, 0), 60)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a range said occupied with no start of its own starts at the time said last before it
        ("Friday's budget review is at 10. Booked until 11.", "Friday's budget review is at 10. Booked until 12."),
        (
            "금요일 10시에 예산 리뷰가 있어요. 11시까지 잡혀 있어요.",
            "금요일 10시에 예산 리뷰가 있어요. 12시까지 잡혀 있어요.",
        ),
    ],
)
def test_a_range_said_occupied_starts_at_the_time_said_before_it(faithful, hallucinated):
    facts = WEEKEND[:5]  # no time off, which takes whole days
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # the surname said before a title's honoured person is the title's
        ("금요일 점심은 박 과장님이랑 먹어요.", "금요일 점심은 정 과장님이랑 먹어요."),
        ("금요일 점심은 박 과장님이랑이에요.", "금요일 점심은 정 과장님이랑이에요."),
        ("금요일 점심 상대는 박 과장님이에요.", "금요일 점심 상대는 정 과장님이에요."),
    ],
)
def test_the_surname_of_a_titles_honoured_person(faithful, hallucinated):
    facts = [*WEEKEND, event("박 과장님과 점심", (17, 12, 0), 60)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # how often a title happens ("한 번만", "only once") counts over the stretch said, else the window: the day
        # said is when it happens
        ("이번 주 스탠드업은 금요일 9시 반 한 번뿐이에요.", "스탠드업은 금요일 9시 반 한 번만 있어요."),
        ("This week the standup happens only once, on Friday.", "The standup happens only once, on Friday."),
    ],
)
def test_how_often_a_title_happens_is_counted_over_the_stretch_said(faithful, hallucinated):
    facts = [*WEEKEND, *STANDUPS]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a length said of the time between events ("half an hour there", "in between") is no event's length
        (
            "Friday the budget review runs until 11 and the design sync starts at 11:30, so only half an hour there.",
            "On Friday the budget review runs until 11 and the design sync takes half an hour.",
        ),
        (
            "Friday: the budget review until 11, the design sync at 11:30 — half an hour in between.",
            "Friday: the budget review until 11, then the design sync for half an hour.",
        ),
    ],
)
def test_a_length_between_events_is_no_events_length(faithful, hallucinated):
    facts = [event("Budget review", (17, 10, 0), 60), event("Design sync", (17, 11, 30), 60)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a side of a time said of an untitled count is where it counts, unless said of all of them
        (
            "Friday has two things after 3pm: the piano lesson and the team dinner.",
            "Friday has three things after 3pm.",
        ),
        ("One meeting on Friday before noon: the budget review.", "Friday has two things before noon."),
        ("금요일 오후 3시 이후에는 일정이 두 개예요.", "금요일 오후 3시 이후에는 일정이 세 개예요."),
    ],
)
def test_a_side_of_a_time_said_of_a_count_is_where_it_counts(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # "after you land", "도착한 뒤": from the end of the journey the context holds
        ("Friday: two things after you land, the standup and a haircut.", "Friday: three things after you land."),
        ("금요일엔 도착한 뒤 일정이 두 개예요.", "금요일엔 도착한 뒤 일정이 세 개예요."),
    ],
)
def test_after_arriving_is_from_the_end_of_the_journey(faithful, hallucinated):
    facts = [
        event("Flight home", (16, 21, 0), 240),
        event("Standup", (17, 9, 30), 15),
        event("Haircut", (17, 16, 0), 45),
    ]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


# Two weeks in New York across the spring clock change (Sunday 8 March 2026): a class every Tuesday at 6pm, local
# time both weeks, and a one-off dentist on Thursday the 12th.
NEW_YORK = ZoneInfo("America/New_York")
ACROSS_THE_CHANGE = Interval(
    start_time=datetime(2026, 3, 2, tzinfo=NEW_YORK), end_time=datetime(2026, 3, 16, tzinfo=NEW_YORK)
)
SPANISH_AND_DENTIST = [
    *occurrences(
        [
            FactDraft(
                predicate="meeting",
                object_value="Spanish class",
                start_time=datetime(2026, 2, 24, 18, tzinfo=NEW_YORK),
                end_time=datetime(2026, 2, 24, 19, 30, tzinfo=NEW_YORK),
                recurrence=Recurrence(rrule="FREQ=WEEKLY;BYDAY=TU", timezone="America/New_York"),
            )
        ],
        ACROSS_THE_CHANGE.start_time,
        ACROSS_THE_CHANGE.end_time,
    ),
    FactDraft(
        predicate="meeting",
        object_value="Dentist",
        start_time=datetime(2026, 3, 12, 8, 30, tzinfo=NEW_YORK),
        end_time=datetime(2026, 3, 12, 9, 15, tzinfo=NEW_YORK),
    ),
]


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a time nearer a title than the clock-change words is the event's, not the change's
        (
            "Your Spanish class stays at 6 PM, even after the clocks spring forward.",
            "Your Spanish class stays at 5 PM, even after the clocks spring forward.",
        ),
        (
            "The clocks spring forward at 2 AM on Sunday the 8th.",
            "The clocks spring forward at 3 AM on Sunday the 8th.",
        ),
        # a time said of an event before it in its piece, or said to stay, is not the change's
        (
            "The Spanish class is Tuesday at 6pm both weeks; after the clocks change it's still 6pm.",
            "The Spanish class is Tuesday at 6pm both weeks; after the clocks change it's still 7pm.",
        ),
        (
            "You have the dentist on Thursday the 12th at 8:30am, days after the clocks spring forward.",
            "You have the dentist on Thursday the 12th at 9:30am, days after the clocks spring forward.",
        ),
        # the day of a clock change is lent to no event of the clause after it
        (
            "Heads-up: clocks change on March 8, but your Spanish class is still at 6 local time.",
            "Heads-up: clocks change on March 8, but your Spanish class is still at 7 local time.",
        ),
        # a negation after an event does not reach past a dash
        (
            "Spanish class is at 6pm both Tuesdays — the clock change doesn't move it.",
            "Spanish class isn't on either Tuesday — the clock change moves it.",
        ),
        # "weekends" is every Saturday and Sunday of the window
        ("Nothing on weekends.", "Nothing on Thursdays."),
        # "the only one-off" is the only one of those; "everything else" is every other fact
        (
            "The dentist is the only one-off; everything else is recurring.",
            "The Spanish class is the only one-off; everything else is recurring.",
        ),
    ],
)
def test_clock_change_times_dashes_weekends_and_the_only_one_off(faithful, hallucinated):
    def found(answer: str) -> list[str]:
        now = datetime(2026, 3, 1, 12, tzinfo=NEW_YORK)
        window = ACROSS_THE_CHANGE
        return check_grounding(answer, facts=SPANISH_AND_DENTIST, window=window, now=now, timezone=NEW_YORK).unsupported

    assert found(faithful) == [], faithful
    assert found(hallucinated) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated", "facts"),
    [
        # an untitled count counts within a range said before anything it names, and says nothing of the time between
        ("Two things on Friday between 10am and 4pm.", "Three things on Friday between 10am and 4pm.", WEEKEND),
        # "only X is recurring" is the only one of those
        (
            "Only the standup is recurring; everything else is a one-off.",
            "Only the piano lesson is recurring; everything else is a one-off.",
            [*WEEKEND, *STANDUPS],
        ),
        # "ends at" after an event said over is that event's end; an until does not reach past an event said to begin
        (
            "On Friday, after the budget review ends at 11 you have time before your half day begins at 2.",
            "On Friday, after the budget review ends at 11:30 you have time before your half day begins at 2.",
            [
                event("Budget review", (17, 10, 0), 60),
                FactDraft(predicate="vacation", object_value="Vacation", start_time=at(17, 14), end_time=at(17, 18)),
            ],
        ),
    ],
)
def test_counts_in_a_range_the_only_series_and_an_end_said_over(faithful, hallucinated, facts):
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # "night" qualifies no title, and "flight" names a red-eye by a narrower word
        ("Saturday night flight to Jeju at 11pm.", "Sunday night flight to Jeju at 11pm."),
        ("Your flight on Saturday leaves at 11pm.", "Your flight on Friday leaves at 11pm."),
    ],
)
def test_a_night_flight_names_the_red_eye(faithful, hallucinated):
    assert unsupported(faithful, TRAVEL) == [], faithful
    assert unsupported(hallucinated, TRAVEL) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a Korean length in minutes alone ("45분짜리") is a length; the minutes of "1시간 30분" are not one
        ("금요일 피아노 레슨은 45분짜리예요.", "금요일 피아노 레슨은 30분짜리예요."),
        ("예산 리뷰는 총 1시간 진행돼요. 피아노 레슨은 45분 걸려요.", "예산 리뷰는 1시간 30분 진행돼요."),
    ],
)
def test_a_korean_length_in_minutes(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # someone said with a particle of company and "함께", "같이" is an attendee: a title's person
        ("일요일 저녁은 엄마랑 함께 생신 저녁이에요.", "일요일 생신 저녁은 아빠랑 함께예요."),
        ("일요일 저녁은 엄마와 같이 생신 저녁을 먹어요.", "일요일 생신 저녁은 이모와 같이 해요."),
    ],
)
def test_someone_said_together_with_the_user_is_a_titles_person(faithful, hallucinated):
    facts = [*WEEKEND, event("엄마 생신 저녁", (19, 18, 0), 120)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # an untitled count "before" or "after" a titled event counts until its start or from its end
        ("Friday has one thing before the piano lesson.", "Friday has two things before the piano lesson."),
        ("Friday has one thing after the piano lesson.", "Friday has two things after the piano lesson."),
    ],
)
def test_a_count_before_or_after_an_event_counts_on_that_side_of_it(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a weekday said with a week apart from it is that weekday of the week, where a denial speaks
        ("Next week there's no piano lesson on Tuesday.", "Next week there's no piano lesson on Friday."),
        ("다음 주엔 화요일에 피아노 레슨이 없어요.", "다음 주엔 금요일에 피아노 레슨이 없어요."),
    ],
)
def test_a_weekday_with_a_week_apart_is_that_weekday_of_it(faithful, hallucinated):
    # Friday 17, Friday 24 and Tuesday 28: next week (20–26) has none on its Tuesday
    facts = [event("Piano lesson", (day, 15, 15), 45) for day in (17, 24, 28)]
    assert unsupported_over_a_fortnight(faithful, facts) == [], faithful
    assert unsupported_over_a_fortnight(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # "the weekend of" days is those days; a range of days before the month ("18–19 July") reads its first day too
        ("Nothing on the weekend of 25–26 July.", "Nothing on the weekend of 18–19 July."),
        ("Nothing on the weekend of the 25th.", "Nothing on the weekend of the 18th."),
    ],
)
def test_the_weekend_of_days_said_is_those_days(faithful, hallucinated):
    facts = [event("Brunch with Mina", (18, 11, 0), 90)]
    assert unsupported_over_a_fortnight(faithful, facts) == [], faithful
    assert unsupported_over_a_fortnight(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # counts listed each with its title count each title; a name of two words may stand between
        (
            "Over the five days: three standups, one piano lesson and one team dinner.",
            "Over the five days: two standups, one piano lesson and one team dinner.",
        ),
    ],
)
def test_counts_listed_each_with_its_title(faithful, hallucinated):
    facts = [*WEEKEND, *STANDUPS]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # "back from vacation on" a day is its return day, not a day of it
        ("You're back from vacation on Wednesday.", "You're back from vacation on Tuesday."),
        # "daytime", "낮에" are the day's waking hours
        ("Saturday daytime is completely free.", "Saturday night is completely free."),
        ("토요일 낮에는 일정이 없어요.", "토요일 밤에는 일정이 없어요."),
        # the hour after a range's dash counts nothing; "two days off" is a length, not two vacations
        (
            "Friday: 10–11 budget review, 3:15–4 piano lesson, 7–9 team dinner.",
            "Friday: 10–11 budget review, 3:15–4 piano lesson, 7:30–9 team dinner.",
        ),
        ("Three things on Friday plus two days off.", "Three things on Friday plus two vacations."),
    ],
)
def test_a_return_the_daytime_a_schedule_of_ranges_and_days_off(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a Korean compound of a word and an event word names the title it is a whole word of
        ("내일 오후 2시에 화상회의가 있어요.", "내일 오후 3시에 화상회의가 있어요."),
        ("내일은 본부랑 화상회의 하나예요.", "내일은 본부랑 전략회의 하나예요."),
    ],
)
def test_a_korean_compound_names_the_title_it_is_a_word_of(faithful, hallucinated):
    facts = [event("마케팅 본부 화상회의", (17, 14, 0), 60)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # an event proposed or allowed, not stated, is the user's to add: any kind, on no day of the calendar
        ("내일 4시 이후로는 요가 가능해요.", "내일 4시에 요가가 있어요."),
        ("Tomorrow after 4 you could fit a workout in.", "Tomorrow at 4 you have a workout."),
        ("There's room for a yoga class after the piano lesson tomorrow.", "You have a yoga class tomorrow."),
        ("일요일 저녁엔 새로 약속 잡아도 돼요.", "일요일 저녁엔 약속이 있어요."),
    ],
)
def test_an_event_proposed_or_allowed_is_stated_on_no_day(faithful, hallucinated):
    check(faithful, hallucinated)


# Friday 17: a design review 14:00–15:30 and a client call 15:00–16:00 share half an hour; a team dinner 19–21.
# Sunday 19: lunch with Mina 12:00–13:30.
OVERLAPPING = [
    event("Design review", (17, 14, 0), 90),
    event("Client call", (17, 15, 0), 60),
    event("Team dinner", (17, 19, 0), 120),
    event("Lunch with Mina", (19, 12, 0), 90),
]
OVERLAPPING_KO = [
    event("디자인 리뷰", (17, 14, 0), 90),
    event("고객사 통화", (17, 15, 0), 60),
    event("팀 회식", (17, 19, 0), 120),
]


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # events said to share time must, each with another named; none named, two facts on the days said
        ("The client call clashes with the design review.", "The client call clashes with the team dinner."),
        ("Tomorrow has an overlap.", "Sunday has an overlap."),
        # denied to, none may: the events qualified by the overlap word are not denied
        ("Nothing overlaps on Sunday.", "Nothing overlaps tomorrow."),
        ("There are no conflicting meetings on Sunday.", "There are no conflicting meetings on Friday."),
        # a length said with it is the shared time's, not an event's
        (
            "Tomorrow the design review and the client call overlap by half an hour.",
            "Tomorrow the design review and the client call overlap by an hour.",
        ),
        ("The design review and the client call overlap by 30 minutes.", "They overlap by 90 minutes."),
        # "only" said of its events is of the overlap: no other two share time
        ("Only the design review and the client call collide.", "Only the client call and the team dinner collide."),
    ],
)
def test_events_said_to_share_time(faithful, hallucinated):
    assert unsupported(faithful, OVERLAPPING) == [], faithful
    assert unsupported(hallucinated, OVERLAPPING) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("내일 디자인 리뷰랑 고객사 통화가 30분 겹쳐요.", "내일 디자인 리뷰랑 고객사 통화가 1시간 겹쳐요."),
        ("일요일엔 겹치는 일정이 없어요.", "내일은 겹치는 일정이 없어요."),
        ("겹치는 건 내일이에요.", "겹치는 건 일요일이에요."),
        ("디자인 리뷰는 고객사 통화랑 겹쳐요.", "디자인 리뷰는 팀 회식이랑 겹쳐요."),
    ],
)
def test_events_said_to_share_time_in_korean(faithful, hallucinated):
    assert unsupported(faithful, OVERLAPPING_KO) == [], faithful
    assert unsupported(hallucinated, OVERLAPPING_KO) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # the time a Korean end word qualifies ("끝나는 3시 반") is the event's end
        ("내일 디자인 리뷰 끝나는 3시 반부터 4시 반까지 비어 있어요.", None),
        ("디자인 리뷰 끝나는 3시 반부터 면접 시작하는 4시 반까지 한 시간 비어요.", None),
        (
            "디자인 리뷰는 내일 2시에 시작해서 끝나는 3시 반까지예요.",
            "디자인 리뷰는 내일 2시에 시작해서 끝나는 4시까지예요.",
        ),
    ],
)
def test_a_time_a_korean_end_word_qualifies_is_the_end(faithful, hallucinated):
    facts = [event("디자인 리뷰", (17, 14, 0), 90), event("채용 면접", (17, 16, 30), 30)]
    assert unsupported(faithful, facts) == [], faithful
    assert hallucinated is None or unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a series word that starts a title's word ("정기검진") names the title, not a series
        ("내일 오후 3시에 정기검진이 있어요.", "정기검진은 반복 일정이에요."),
        ("다음 검진은 내일 3시, 정기검진이에요.", "내일 3시 정기검진은 정기 일정이에요."),
    ],
)
def test_a_series_word_starting_a_title_word_names_the_title(faithful, hallucinated):
    facts = [event("안과 정기검진", (17, 15, 0), 30)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # the zone a time is told in ("현지 시간", "local time") is about the clock, not a title sharing its word
        ("예산 리뷰는 현지 시간 내일 오전 10시예요.", "예산 리뷰는 현지 시간 내일 오전 11시예요."),
        ("The budget review is at 10 AM local time tomorrow.", "The budget review is at 11 AM local time tomorrow."),
    ],
)
def test_the_zone_a_time_is_told_in_names_no_title(faithful, hallucinated):
    facts = [
        event("현지 팀 저녁", (17, 18, 30), 90),
        event("Local team dinner", (17, 18, 30), 90),
        event("예산 리뷰", (17, 10, 0), 60),
        event("Budget review", (17, 10, 0), 60),
    ]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a number before "of" counts things, not a clock time
        (
            "Tomorrow the piano lesson is at 3:15, since two of the usual Friday lessons are skipped.",
            "Tomorrow the piano lesson is at 3:30, since two of the usual Friday lessons are skipped.",
        ),
    ],
)
def test_a_number_of_things_is_no_clock_time(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a length in days is how many calendar days the time off spans, within a range of days said
        ("Your vacation lasts two days.", "Your vacation lasts three days."),
        ("The vacation is two days long, Monday to Tuesday.", "The vacation is three days long, Monday to Tuesday."),
        ("휴가는 월요일부터 화요일까지 이틀이에요.", "휴가는 월요일부터 화요일까지 사흘이에요."),
        # one day said alone is where it starts, not where it counts
        ("월요일부터 이틀간 휴가예요.", "월요일부터 사흘간 휴가예요."),
    ],
)
def test_a_length_in_days_is_the_days_spanned(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated", "facts"),
    [
        # an event said to be the earliest (latest) of the days named: none of theirs starts before (after) it
        (
            "Tomorrow the earliest thing is the budget review at 10.",
            "Tomorrow the earliest thing is the piano lesson at 3:15.",
            WEEKEND,
        ),
        ("Tomorrow your latest event is the team dinner.", "Tomorrow your latest event is the piano lesson.", WEEKEND),
        ("내일 제일 빠른 일정은 디자인 리뷰예요.", "내일 제일 빠른 일정은 고객사 통화예요.", OVERLAPPING_KO),
        ("내일 가장 늦은 일정은 팀 회식이에요.", "내일 가장 늦은 일정은 고객사 통화예요.", OVERLAPPING_KO),
    ],
)
def test_the_earliest_or_latest_of_the_days_named(faithful, hallucinated, facts):
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a free range of bare hours after a time said before it in its sentence reads no earlier than that time;
        # "까진" ends a range as "까지" does
        (
            "내일 7시 팀 저녁 끝나고 9시부터 11시까진 비어 있어요.",
            "내일 7시 팀 저녁 끝나고 9시부터 11시 반까진 비어 있어요.",
        ),
        (
            "Tomorrow the team dinner starts at 7; you're free from 9 until 11.",
            "Tomorrow the team dinner starts at 7; you're free from 9 until 11:30.",
        ),
    ],
)
def test_a_free_range_of_bare_hours_reads_after_the_time_before_it(faithful, hallucinated):
    facts = [
        event("Budget review", (17, 10, 0), 60),
        event("Team dinner", (17, 19, 0), 120),
        event("Call with Seoul", (17, 23, 0), 30),
    ]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated", "title"),
    [
        # days listed after a colon for the events before it, naming none of their own, are theirs
        (
            "Two piano lessons: Friday the 17th and Friday the 24th.",
            "Two piano lessons: Friday the 17th and Tuesday the 21st.",
            "Piano lesson",
        ),
        ("피아노 레슨은 두 번이에요: 17일, 24일.", "피아노 레슨은 두 번이에요: 17일, 21일.", "피아노 레슨"),
    ],
)
def test_days_listed_for_the_events_before_a_colon_are_theirs(faithful, hallucinated, title):
    facts = [event(title, (day, 15, 15), 45) for day in (17, 24)]
    assert unsupported_over_a_fortnight(faithful, facts) == [], faithful
    assert unsupported_over_a_fortnight(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # "after that", "그 뒤로" in a denial: from the end of the titled event said last before it, on its day; a
        # length said right after it ends it; "자유" is free as "비어" is
        (
            "Tomorrow the team dinner ends at 9; after that you're free.",
            "Tomorrow the piano lesson ends at 4; after that you're free.",
        ),
        (
            "내일 예산 리뷰가 11시에 끝나요. 그 뒤 네 시간은 자유예요.",
            "내일 예산 리뷰가 11시에 끝나요. 그 뒤 다섯 시간은 자유예요.",
        ),
        ("내일은 7시에 Team dinner가 있고 그 뒤론 자유예요.", "내일은 피아노 레슨 있고 그 뒤론 자유예요."),
    ],
)
def test_after_that_in_a_denial_is_from_the_event_said_before(faithful, hallucinated):
    check(faithful, hallucinated)


# Titles said shortened or by their key words, as models say them (session 31, round four)
SAID_SHORT = [
    event("Halloween party at the Parks'", (17, 19, 0), 180),
    event("Collect Mum's prescription", (17, 15, 0), 15),
    event("Rovers v United at the Stadium", (18, 15, 0), 120),
    event("PT", (18, 7, 0), 50),
    event("Drinks with Ana at The Fox's Head", (19, 18, 0), 120),
    event("Call with Jenna Ortiz", (17, 14, 0), 30),
]


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("The Parks' party is at 7 on Friday.", "The Lees' party is at 7 on Friday."),
        ("The prescription pickup is at 3 on Friday.", "The laundry pickup is at 3 on Friday."),
        ("The match kicks off at 3 on Saturday.", "The concert starts at 3 on Saturday."),
        ("The United game is at 3 on Saturday.", "The City game is at 3 on Saturday."),
        ("토요일 아침 7시 PT는 50분 운동이에요.", "토요일 아침 7시 PT는 50분 요가예요."),
        (
            "The match starts at 3 on Saturday, so maybe head to the Stadium a bit early.",
            "Drinks with Ana are at 6 on Sunday, and Ben is joining you.",
        ),
        ("The call with Jenna is at 2 on Friday.", "The call with Ben is at 2 on Friday."),
    ],
)
def test_a_title_said_by_its_key_words_or_its_kind(faithful, hallucinated):
    """A plural possessive is its owners ("the Parks' party"); picking up is collecting; "the match" is a title
    setting two sides against each other ("X v Y"); PT is a workout (운동); a title's place ("at The Fox's Head") is
    none of its people; "the" before an event word is no word of a title that has it ("at the Parks'"), so "the call"
    is not the party."""
    assert unsupported(faithful, SAID_SHORT) == [], faithful
    assert unsupported(hallucinated, SAID_SHORT) != [], hallucinated


def test_the_only_thing_on_time_off_said_by_its_edges():
    """ "Your time off runs Saturday to Sunday, and the only thing on it is …": time off said by its edges is said
    all the same, so the only thing on it is of what one attends, not the time off itself; a second plan on it
    still makes "only" wrong."""
    off = [vacation(18, days=2), event("Dinner at Mina's", (18, 19, 0), 120)]
    said = "Your time off runs Saturday to Sunday, and the only thing on it is Saturday's dinner."
    assert unsupported(said, off) == []
    assert unsupported(said, [*off, event("Brunch with Jun", (18, 11, 0), 60)]) != []
