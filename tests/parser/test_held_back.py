"""Changes a message speaks of without asking for them now (parsing/held_back.py): a condition not yet
met, a doubt or a wish, a refusal, someone else's plan, two changes at once. None changes memory; a
change said as the purpose of a new plan books that plan's question, never the change."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from moss.domain.models import Intent, Operation, ParseResult
from moss.parsing import RuleParser

SEOUL = ZoneInfo("Asia/Seoul")
NOW = datetime(2026, 7, 16, 14, 0, tzinfo=SEOUL)  # Thursday
KEPT = ["tennis", "dentist", "book club", "테니스", "치과", "독서 모임", "피아노", "피아노 레슨"]


def parse(text: str) -> ParseResult:
    return RuleParser().parse(text, now=NOW, timezone=SEOUL, titles=KEPT)


def changes_nothing(result: ParseResult) -> bool:
    return result.intent is not Intent.WRITE or (result.operation is Operation.CREATE and not result.facts)


@pytest.mark.parametrize(
    ("text", "reply"),
    [
        ("drop tennis saturday if the court is flooded", "until that's settled"),
        ("in case the train is late, push book club to 8", "until that's settled"),
        ("토요일 테니스 비 오면 취소해줘", "정해지지 않은"),
        ("야근 길어지면 독서 모임 빼 줘", "정해지지 않은"),
        ("독서 모임 취소되면 좋겠다", "정하실 때까지"),
        ("maybe cancel tennis, not sure yet", "until you decide"),
        ("my husband cancelled his dentist appointment", "someone else's plan"),
        ("Mina moved her book club to friday", "someone else's plan"),
        ("Jun's not taking friday off after all", "someone else's plan"),
        ("지수가 다음 주 월요일 연차 취소했대", "다른 분의 일정"),
        ("cancel tennis and move the dentist to 4", "two changes"),
        ("move tennis to 9 and the dentist to 5", "two changes"),
        ("테니스 9시로 하고 치과 5시로 바꿔줘", "두 가지"),
        ("might take next monday off if the launch slips", "until that's settled"),
        ("부장님이 허락하면 금요일에 연차 쓸게", "정해지지 않은"),
        ("wish I could take friday off, we're slammed", "until you decide"),
        ("maybe move book club to thursday, not sure", "until you decide"),
        ("독서 모임 목요일로 옮길까 말까", "정하실 때까지"),
        ("sam's not taking friday off after all", "someone else's plan"),
        ("dad cancelled his dentist appointment", "someone else's plan"),
        ("남편이 금요일 연차 취소했어", "다른 분의 일정"),
        ("지민이 연차 수요일로 옮겼대", "다른 분의 일정"),
        ("엄마가 내일 피아노 레슨 취소했대", "다른 분의 일정"),
        ("형이 치과 화요일로 미뤘대", "다른 분의 일정"),
        ("mina said she moved her book club to friday", "someone else's plan"),
        ("민수가 자기 동아리 모임 금요일로 옮겼대", "다른 분의 일정"),
        ("피아노는 빼고 치과는 5시로 옮겨줘", "두 가지"),
    ],
)
def test_a_change_not_asked_for_now_changes_nothing_and_says_why(text: str, reply: str) -> None:
    result = parse(text)
    assert changes_nothing(result) and reply in (result.reply or ""), result


@pytest.mark.parametrize(
    "text",
    [
        "I can't cancel tennis, the club charges for it",
        "no skipping book club this week",
        "치과는 취소 못 해",
        "독서 모임 빠질 수가 없네",
    ],
)
def test_a_change_refused_changes_nothing(text: str) -> None:
    assert changes_nothing(parse(text))


@pytest.mark.parametrize(
    "text",
    [
        "cancel tennis if possible",  # a condition that only asks politely
        "not sure yet. cancel tennis saturday",  # a doubt settled by the request after it
        "my husband cancelled my dentist appointment",  # the user's own plan
        "Mina cancelled book club",  # a plan kept together
        "팀장님이 독서 모임 취소했대",  # the people of the user's work cancel what they share
        "독서 모임은 30분만 하면 돼",  # what suffices, no condition
    ],
)
def test_a_change_asked_for_around_such_words_still_applies(text: str) -> None:
    assert parse(text).operation in (Operation.CANCEL, Operation.CHANGE)


def test_a_change_as_the_purpose_of_a_new_plan_changes_no_plan() -> None:
    result = parse("call the dentist tomorrow at 10 to reschedule the cleaning")
    assert result.operation is Operation.CREATE


def test_a_day_said_with_all_day_in_the_reason_is_no_part_of_the_target() -> None:
    result = parse("it's gonna rain all day saturday, cancel tennis")
    assert result.operation is Operation.CANCEL and result.target is not None and result.target.window is None


def test_who_a_new_plan_is_not_with_cancels_no_plan() -> None:
    for text in ("lunch with Ann saturday noon, not with Bob", "lunch with Ann saturday noon, not Bob"):
        result = RuleParser().parse(text, now=NOW, timezone=SEOUL)
        assert result.operation is Operation.CREATE and [f.object_value for f in result.facts] == ["lunch with Ann"]


def test_someone_elses_time_off_is_theirs_whatever_the_reason_after_it_says_of_the_user() -> None:
    assert "someone else's plan" in (
        parse("tom's not taking friday off after all, so I'm covering for him").reply or ""
    )


@pytest.mark.parametrize(
    ("text", "operation"),
    [
        ("cancel tennis, if anyone asks I'm sick", Operation.CANCEL),
        ("Dan moved his car, cancel tennis", Operation.CANCEL),
        ("my wife cancelled her trip so move tennis to 5pm", Operation.CHANGE),
        ("테니스 못 빠지니까 치과 취소해줘", Operation.CANCEL),
        ("cancel tennis and move on", Operation.CANCEL),
        ("not Tennis tomorrow, I'm sick", Operation.CANCEL),
        ("move the dentist back earlier", Operation.CHANGE),
        ("테니스 점심 전으로 바꿔줘", Operation.CHANGE),
    ],
)
def test_a_request_beside_such_words_still_applies(text: str, operation: Operation) -> None:
    assert parse(text).operation is operation


@pytest.mark.parametrize(
    "text",
    ["book the dentist friday 3pm, let me know if it conflicts", "take next week off, I've worked 30 days straight"],
)
def test_a_booking_beside_such_words_is_still_booked(text: str) -> None:
    assert parse(text).facts


def test_someone_elses_time_off_is_theirs_in_any_case() -> None:
    assert "someone else's plan" in (parse("My boss isn't on leave friday after all").reply or "")


@pytest.mark.parametrize(
    ("text", "reply"),
    [
        ("my brother has a concert on saturday at 7pm", "didn't add it"),
        ("he has a flight to Jeju on friday at 6am", "didn't add it"),
        ("아빠가 토요일 오후 3시에 골프 간대", "추가하지 않았어요"),
        ("so excited for the beach trip saturday at 9!!", "left your calendar as it is"),
        ("다음 주 휴가 진짜 기대된다", "그대로 두었어요"),
    ],
)
def test_a_plan_told_but_not_asked_for_is_not_booked(text: str, reply: str) -> None:
    """Someone else's plan told of, or a feeling about one, books nothing and says why (each had been
    booked: a concert titled 'brother has a concert', a week of vacation)."""
    result = parse(text)
    assert changes_nothing(result) and reply in (result.reply or ""), result


@pytest.mark.parametrize(
    "text",
    [
        "add my brother's concert saturday at 7pm",
        "my boss has a review with me friday at 3",
        "my kid has a dentist appointment thursday at 2, put it in",
        "아빠가 토요일 오후 3시에 골프 간대 일정 넣어줘",
    ],
)
def test_a_plan_told_of_someone_but_asked_for_or_shared_is_booked(text: str) -> None:
    assert parse(text).facts


@pytest.mark.parametrize(
    "text",
    [
        "the retro was sooo long today",
        "ugh the dentist was brutal monday",
        "어제 회식 너무 길었어",
        "오늘 세미나 진짜 지루했다",
    ],
)
def test_how_a_plan_went_told_after_it_keeps_nothing(text: str) -> None:
    result = RuleParser().parse(text, now=NOW, timezone=SEOUL)
    assert result.intent is Intent.UNKNOWN and result.facts == [] and result.reply is not None


def test_what_the_heck_ends_a_doubt_and_books(parser: RuleParser) -> None:
    """A blind probe: "에라 모르겠다 … 넣어줘" ("what the heck, put it in") was held back as a doubt."""
    now = datetime(2026, 5, 19, 10, tzinfo=ZoneInfo("Asia/Seoul"))
    assert parser.parse("에라 모르겠다 금요일 연차 넣어줘", now=now, timezone=ZoneInfo("Asia/Seoul")).facts
    assert not parser.parse("금요일 연차 쓸지 모르겠다", now=now, timezone=ZoneInfo("Asia/Seoul")).facts


@pytest.mark.parametrize(
    ("text", "reply"),
    [
        # a negation itself denied: the plan stays
        ("it's not like i'm not going to tennis saturday, i'm just tired", "leave it as it is"),
        ("its not that i dont want friday off, just stressed", "leave it as it is"),
        ("치과 안 가겠다는 건 아니고 그냥 무섭다고", "그대로 둘게요"),
        ("금요일 연차 안 쓰고 싶은 건 아님", "그대로 둘게요"),
        # the plan left alone, nothing else asked
        ("i meant tennis, the dentist stays at 4", "leave it as it is"),
        ("금요일 연차는 안 건드려도 돼요", "그대로 둘게요"),
        ("테니스는 건드리지 마", ""),
        ("jess just bailed on me but i'm still going to the concert", "leave it as it is"),
        ("수요일 레슨은 그대로 하고요", "그대로 둘게요"),
        ("수요일 정기 모임은 계속 가는 거야", "그대로 둘게요"),
        # someone else's plan, told with its time
        ("jake's recital is sunday at 2, his mom's taking him", "someone else's plan"),
        ("dad's doing golf with his friends saturday at 8 so he can't drive me", "someone else's plan"),
        ("아내 내일 미용실 4시래 나 말고", "다른 분의 일정"),
        ("동생 토요일 1시에 친구들이랑 점심이래", "다른 분의 일정"),
    ],
)
def test_a_plan_said_to_stay_or_told_as_someone_elses_changes_nothing(text: str, reply: str) -> None:
    result = parse(text)
    assert changes_nothing(result) and reply in (result.reply or ""), result


@pytest.mark.parametrize(
    "text",
    [
        "book club is this week not next, just so you dont mix them up",
        "grandma's ward only does visiting from 2 on sundays now, so shift that",
        "he says 5:20 now, so move the pickup",
        "the field is booked saturday mornings now so practice is at 1",
        "the clinic says friday at 3 is still fine",
    ],
)
def test_news_of_a_plan_is_never_booked_nor_taken_back(text: str) -> None:
    """What a plan is now, told (a week, a time, a place said to stay): never a new plan named by the sentence, never
    the plan cancelled; MOSS asks or changes the plan it names."""
    result = parse(text)
    assert not result.facts and result.operation is not Operation.CANCEL, result


def test_a_plan_left_alone_beside_a_change_asked_is_the_change() -> None:
    result = parse("테니스는 그대로 두고 치과만 한 시간 늦춰 줘")
    assert result.operation is Operation.CHANGE and result.target is not None
    assert result.target.title is not None and result.target.title.startswith("치과")


@pytest.mark.parametrize(
    "text",
    ["아내 내일 치과 3시래 나 말고ㅋㅋ", "my dad's having the dentist friday at 3, his usual guy"],
)
def test_someone_elses_plan_told_takes_no_kept_plan_of_that_name(text: str) -> None:
    """The user keeps a dentist too: news of another's is no change of it."""
    assert changes_nothing(parse(text))


def test_news_of_a_kept_plan_with_that_person_is_a_change_of_it() -> None:
    """ "남편 야근이라 저녁 못 한대" of a kept '남편이랑 저녁': the plan shared with them is what is off."""
    result = RuleParser().parse("남편 야근이라 저녁 못 한대", now=NOW, timezone=SEOUL, titles=["남편이랑 저녁"])
    assert result.operation is Operation.CANCEL


def test_a_plan_said_to_stay_beside_a_request_is_the_request() -> None:
    result = parse("forecast looks fine so tennis stays. could you make the dentist 12 instead of 11 tho?")
    assert result.operation is Operation.CHANGE and result.change is not None and result.change.start_minute == 720


@pytest.mark.parametrize(
    ("text", "reply"),
    [
        ('mina just texted "can we skip book club thursday?" havent replied yet', "someone's message"),
        ('민수가 "테니스 토요일로 미뤄도 돼?" 이러는데 아직 답 안 함', "다른 분의 메시지"),
    ],
)
def test_someones_message_quoted_changes_nothing(text: str, reply: str) -> None:
    result = parse(text)
    assert changes_nothing(result) and reply in (result.reply or ""), result


def test_someones_message_quoted_then_asked_of_moss_is_no_quote_alone() -> None:
    assert parse('mina said "skip book club thursday", so cancel it').reply != parse('mina said "hi there"').reply


@pytest.mark.parametrize("text", ["매일 9시 스크럼 진짜 너무 이르다 ㅠ", "토요일 3시 테니스 좀 애매하네"])
def test_how_a_plan_strikes_the_user_books_nothing(text: str) -> None:
    assert changes_nothing(parse(text))


def test_a_remark_with_a_time_books_no_plan_named_by_the_remark() -> None:
    result = parse("monday 9am meetings should be illegal tbh")
    assert not result.facts


@pytest.mark.parametrize(
    "text",
    [
        "got invited to a bbq saturday at 4 but i said no",  # an invitation told (it had booked 'invited to a bbq')
        # what time it is somewhere (it had booked '뉴욕은 지금')
        "뉴욕은 지금 아침 9시네 ㅋㅋ 거긴 출근하고 난 자러 가고",
        "병원은 그대로 9시고",  # a plan said to stay at its time (it had booked '병원은 그대로')
        "so that week i'm off mon to thu now?",  # the user's own state, asked (it had booked the days)
    ],
)
def test_what_is_told_or_asked_with_a_time_books_nothing(text: str) -> None:
    assert changes_nothing(parse(text))


def test_a_plan_said_to_be_the_one_off_beside_one_that_stays_is_cancelled() -> None:
    result = RuleParser().parse(
        "thursday's call is the one that's off. dinner with ben stays",
        now=NOW,
        timezone=SEOUL,
        titles=["call with Ben", "dinner with Ben"],
    )
    assert result.operation is Operation.CANCEL
