"""Answers of our own, faithful and wrong, over a few of the blind dev contexts (blind_contexts.json, those the dev
answers use): varied phrasing in both languages (summaries, advice, lists, relative days, times in many forms,
paraphrased titles, counts, lengths). None of the faithful ones may be rejected, every wrong one (one detail changed)
must be. They are no corpus answers: they were written to find what the check rejects in general."""

from __future__ import annotations

import pytest

from ..grounding.evaluation import BLIND_CONTEXTS, load_contexts
from .grounding_probes import rejected

CONTEXTS = load_contexts(BLIND_CONTEXTS)

FAITHFUL = [
    (
        "g7-en-chicago-week-count",
        "en",
        "Three things this week: Spanish Monday at 6 PM, the team sync Thursday at 10, the doctor Friday at 8:30 AM.",
    ),
    ("g7-en-chicago-week-count", "en", "Tomorrow evening you've got your Spanish lesson from 6 to 7."),
    ("g7-en-chicago-week-count", "en", "Your week is pretty light — just three events."),
    (
        "g7-en-chicago-week-count",
        "en",
        "The doctor's appointment is Friday morning at 8:30 and should take about 45 minutes.",
    ),
    ("g7-en-chicago-week-count", "en", "Team sync is Thursday, 10:00–10:45 a.m."),
    ("g7-en-chicago-week-count", "en", "Nothing on Tuesday or Wednesday, so those days are wide open."),
    ("g7-en-chicago-week-count", "en", "The weekend is completely free."),
    ("g7-en-chicago-week-count", "en", "Your earliest commitment this week is the doctor at 8:30 on Friday."),
    ("g7-en-chicago-week-count", "en", "Only one meeting on Thursday: the team sync."),
    ("g7-en-chicago-week-count", "en", "Spanish runs an hour, from 6pm till 7pm Monday."),
    (
        "g7-en-chicago-week-count",
        "en",
        "You have two recurring events (Spanish and the team sync) and one one-off, the doctor's appointment.",
    ),
    ("g7-en-chicago-week-count", "en", "Friday, Oct 16: Doctor's appointment, 8:30–9:15 AM."),
    ("g7-en-chicago-week-count", "en", "Heads up: tomorrow at 18:00 is Spanish."),
    ("g7-en-chicago-week-count", "en", "If you want to schedule something, Wednesday is completely open."),
    ("g7-en-chicago-week-count", "en", "After the doctor on Friday you're free for the rest of the day."),
    (
        "g7-en-chicago-week-count",
        "en",
        "Mon: Spanish lesson (6–7 PM). Thu: Team sync (10–10:45 AM). Fri: Doctor's appointment (8:30–9:15 AM).",
    ),
    ("g7-en-chicago-week-count", "en", "You'll be done with the doctor by 9:15 on Friday."),
    ("g7-en-chicago-week-count", "en", "Thursday morning you have the team sync; the afternoon is clear."),
    ("g7-en-chicago-week-count", "ko", "화요일하고 수요일은 비어 있어요."),
    ("g7-en-chicago-week-count", "ko", "팀 싱크는 45분짜리예요."),
    (
        "g7-en-chicago-week-count",
        "en",
        "Sure! Your doctor's appointment is on Friday at 8:30 in the morning. Don't be late!",
    ),
    ("g7-en-chicago-week-count", "en", "You've got Spanish tomorrow night — it's a one-hour lesson."),
    ("g6-ko-week-meetings", "ko", "이번 주 회의는 총 일곱 개예요."),
    ("g6-ko-week-meetings", "ko", "오늘은 9시 반 스탠드업, 11시 기획 회의가 있어요."),
    (
        "g6-ko-week-meetings",
        "ko",
        "내일(화)은 바빠요: 10시 박 팀장님 1:1, 오후 2시 분기 실적 리뷰, 3시 반 디자인 싱크.",
    ),
    ("g6-ko-week-meetings", "ko", "화요일 오후 3시 반부터 4시까지 실적 리뷰와 디자인 싱크가 겹쳐요."),
    ("g6-ko-week-meetings", "ko", "수요일은 일정이 하나도 없어요."),
    ("g6-ko-week-meetings", "ko", "목요일 오전 11시에 채용 면접이 한 시간 잡혀 있습니다."),
    ("g6-ko-week-meetings", "ko", "주말은 완전히 비어 있어요."),
    ("g6-ko-week-meetings", "ko", "스탠드업은 월요일과 금요일 아침 9시 30분에 15분씩 해요."),
    ("g6-ko-week-meetings", "ko", "분기 실적 리뷰는 두 시간짜리예요."),
    ("g6-ko-week-meetings", "ko", "가장 바쁜 날은 화요일이에요. 회의가 세 개 있어요."),
    ("g6-ko-week-meetings", "ko", "금요일엔 스탠드업 하나뿐이에요."),
    ("g6-ko-week-meetings", "ko", "이번 주 면접은 목요일에 한 건 있습니다."),
    ("g6-ko-week-meetings", "ko", "오늘 12시 이후로는 일정이 없어요."),
    ("g6-ko-week-meetings", "ko", "박 팀장님과의 1:1은 내일 오전 10시부터 30분간이에요."),
    ("g6-ko-week-meetings", "ko", "6월 11일 목요일에 채용 면접 있어요."),
    ("g6-ko-week-meetings", "ko", "월요일: 스탠드업(09:30~09:45), 기획 회의(11:00~12:00)"),
    ("g6-ko-week-meetings", "ko", "수요일에 새 미팅 잡으셔도 괜찮아요."),
    ("g6-ko-week-meetings", "ko", "네, 이번 주 화요일이 제일 빡빡하네요. 면담, 실적 리뷰, 디자인 싱크까지 있거든요."),
    ("g6-ko-week-meetings", "ko", "디자인 싱크는 오후 4시 반에 끝나요."),
    (
        "g6-ko-week-meetings",
        "en",
        "Tuesday is your busiest day with three meetings, and two of them overlap from 3:30 to 4.",
    ),
    ("g4-en-leave-then-meetings-ny", "en", "You're off Monday through Wednesday, back Thursday."),
    ("g4-en-leave-then-meetings-ny", "en", "Your vacation ends Wednesday, Nov 18."),
    (
        "g4-en-leave-then-meetings-ny",
        "en",
        "First day back (Thursday) you have the weekly sync at 10 and the budget review with Carla at 2.",
    ),
    ("g4-en-leave-then-meetings-ny", "en", "Friday there's a client call with Harlow & Co. at 11 AM."),
    ("g4-en-leave-then-meetings-ny", "en", "Saturday evening is Friendsgiving at Jess's, 6 to 10 pm."),
    ("g4-en-leave-then-meetings-ny", "en", "Nothing is scheduled on Sunday."),
    ("g4-en-leave-then-meetings-ny", "en", "Friendsgiving runs four hours."),
    ("g4-en-leave-then-meetings-ny", "en", "The budget review is an hour long, 2–3 PM."),
    ("g4-en-leave-then-meetings-ny", "en", "You're still on leave on Tuesday, so no meetings that day."),
    ("g4-en-leave-then-meetings-ny", "en", "Thu: Weekly sync 10:00–10:30, Budget review with Carla 14:00–15:00"),
    ("g4-en-leave-then-meetings-ny", "en", "Carla's budget review is Thursday afternoon."),
    ("g4-en-leave-then-meetings-ny", "en", "The call with Harlow is 45 minutes."),
    ("g4-en-leave-then-meetings-ny", "en", "Thursday at 10:30 you're done with the sync and free until 2."),
    (
        "g4-en-leave-then-meetings-ny",
        "ko",
        "수요일까지 휴가고, 목요일에 복귀하면 10시 주간 싱크랑 2시 예산 리뷰가 있어요.",
    ),
    ("g4-en-leave-then-meetings-ny", "ko", "토요일 저녁 6시부터 10시까지 Friendsgiving이 있어요."),
    (
        "g4-en-leave-then-meetings-ny",
        "en",
        "Once you're back, you've got four events: two on Thursday, one Friday and one on Saturday.",
    ),
    ("b-half-days-seoul", "ko", "수요일은 오전 반차이고, 오후 3시에 예산 검토 회의가 있어요."),
    ("b-half-days-seoul", "ko", "목요일은 오후 반차예요. 오전 10시에 신규 입사자 온보딩이 있고요."),
    ("b-half-days-seoul", "ko", "모레 오전에는 쉬시고, 오후 3시부터 4시까지 회의가 있습니다."),
    ("b-half-days-seoul", "ko", "두 날 모두 반차가 있어요."),
    ("b-half-days-seoul", "ko", "온보딩은 1시간 30분 동안 진행돼요."),
    ("b-half-days-seoul", "ko", "목요일 2시부터 6시까지 휴가입니다."),
    ("b-half-days-seoul", "ko", "수요일 오후 1시에 반차 끝나요."),
    ("b-half-days-seoul", "ko", "이틀 동안 회의는 두 개예요."),
    ("b-half-days-seoul", "ko", "예산 검토 회의는 11월 4일 오후 3시입니다."),
    ("b-half-days-seoul", "ko", "수요일 오후 4시 이후로는 일정 없어요."),
    ("b-half-days-seoul", "ko", "목요일 오전 온보딩 끝나면 11시 반부터 2시까지 비어 있어요."),
    ("b-half-days-seoul", "ko", "반차 두 번, 회의 두 번이에요."),
    ("b-half-days-seoul", "en", "Wednesday morning you're off until 1, then the budget review at 3 PM."),
    ("b-half-days-seoul", "en", "Thursday afternoon is a half day off, 2 to 6."),
    ("g3-en-la-thursday-redeye", "en", "Thursday starts with standup at 9, then the dentist at 11:30."),
    ("g3-en-la-thursday-redeye", "en", "The launch review is 3–4 PM."),
    ("g3-en-la-thursday-redeye", "en", "You fly out Thursday night at 11:10 on the red-eye to Boston."),
    ("g3-en-la-thursday-redeye", "en", "Four things on Thursday."),
    ("g3-en-la-thursday-redeye", "en", "Between the dentist and the launch review you have a gap from 12:15 to 3."),
    ("g3-en-la-thursday-redeye", "en", "The dentist takes 45 minutes."),
    ("g3-en-la-thursday-redeye", "en", "The red-eye is 5 hours 40 minutes."),
    ("g3-en-la-thursday-redeye", "en", "Standup is only 15 minutes."),
    (
        "g3-en-la-thursday-redeye",
        "en",
        "Thursday morning: standup and dentist. Afternoon: product launch review. Late night: red-eye.",
    ),
    ("g3-en-la-thursday-redeye", "en", "The dentist is at half past eleven."),
    ("g3-en-la-thursday-redeye", "ko", "목요일 밤 11시 10분에 보스턴행 레드아이 비행기가 있어요."),
    ("g3-en-la-thursday-redeye", "ko", "치과는 11시 반이고 45분 걸려요."),
    ("g5-en-seoul-halfday-thursday", "en", "Tomorrow you've got a packed morning and the afternoon off from 2."),
    ("g5-en-seoul-halfday-thursday", "en", "You're off from 2 to 6 PM tomorrow."),
    ("g5-en-seoul-halfday-thursday", "en", "Your 1:1 with Min-seo is at 10 tomorrow."),
    ("g5-en-seoul-halfday-thursday", "en", "Lunch with Daniel is noon to 1."),
    ("g5-en-seoul-halfday-thursday", "en", "The Hanwha call runs an hour, right before lunch."),
    ("g5-en-seoul-halfday-thursday", "en", "Between 1 and 2 PM you're free."),
    (
        "g5-en-seoul-halfday-thursday",
        "en",
        "Standup at 9:30, then Min-seo at 10, Hanwha at 11, lunch with Daniel at 12.",
    ),
    ("g5-en-seoul-halfday-thursday", "en", "Tomorrow afternoon you're on leave."),
    ("g5-en-seoul-halfday-thursday", "ko", "내일은 오전에 일정이 몰려 있고 오후 2시부터 반차예요."),
    # an adverb or a clause's end before an event word is no title of it
    ("g8-ko-weekend-plans", "ko", "토요일 아침 일찍 등산 가시고, 오후 1시 반에 결혼식이 있어요."),
    ("g7-ko-london-dst-spring", "ko", "장보기가 11시니까 장보기 전에 푹 쉬세요."),
]

# One detail of a faithful answer changed: a count, a day, a time, a length, a title, a person.
WRONG = [
    (
        "g7-en-chicago-week-count",
        "en",
        "Four things this week: Spanish Monday at 6 PM, the team sync Thursday at 10, the doctor Friday at 8:30 AM.",
    ),
    ("g7-en-chicago-week-count", "en", "Tomorrow evening you've got your Spanish lesson from 7 to 8."),
    ("g7-en-chicago-week-count", "en", "Your week is pretty light — just two events."),
    ("g7-en-chicago-week-count", "en", "The doctor's appointment is Thursday morning at 8:30."),
    ("g7-en-chicago-week-count", "en", "Team sync is Wednesday, 10:00–10:45 a.m."),
    ("g7-en-chicago-week-count", "en", "Nothing on Thursday or Wednesday, so those days are wide open."),
    ("g7-en-chicago-week-count", "en", "Only one meeting on Thursday: the budget review."),
    ("g7-en-chicago-week-count", "en", "Spanish runs two hours on Monday."),
    ("g7-en-chicago-week-count", "en", "You'll be done with the doctor by 10:15 on Friday."),
    ("g7-en-chicago-week-count", "en", "Your weekend is free except for a dentist visit on Saturday."),
    ("g7-en-chicago-week-count", "en", "Nothing is scheduled this week."),
    ("g6-ko-week-meetings", "ko", "오늘은 9시 반 스탠드업, 1시 기획 회의가 있어요."),
    ("g6-ko-week-meetings", "ko", "수요일 오후 3시 반부터 4시까지 실적 리뷰와 디자인 싱크가 겹쳐요."),
    ("g6-ko-week-meetings", "ko", "목요일은 일정이 하나도 없어요."),
    ("g6-ko-week-meetings", "ko", "분기 실적 리뷰는 한 시간짜리예요."),
    ("g6-ko-week-meetings", "ko", "가장 바쁜 날은 화요일이에요. 회의가 네 개 있어요."),
    ("g6-ko-week-meetings", "ko", "금요일엔 채용 면접 하나뿐이에요."),
    ("g6-ko-week-meetings", "ko", "김 팀장님과의 1:1은 내일 오전 10시예요."),
    ("g6-ko-week-meetings", "ko", "박 팀장님 1:1은 수요일 10시예요."),
    ("g6-ko-week-meetings", "ko", "기획 회의 끝나고 나면 내일은 자유예요."),
    ("g6-ko-week-meetings", "ko", "이틀 동안 예산 회의가 두 개 있어요."),
    ("g6-ko-week-meetings", "ko", "화요일이 제일 바빠요. 회의가 두 개 있어요."),
    ("g4-en-leave-then-meetings-ny", "en", "You're off Monday through Thursday, back Friday."),
    ("g4-en-leave-then-meetings-ny", "en", "Friday there's a client call with Harlow & Co. at 11:30 AM."),
    ("g4-en-leave-then-meetings-ny", "en", "Friendsgiving runs three hours."),
    (
        "g4-en-leave-then-meetings-ny",
        "en",
        "Enjoy the rest of your time off — nothing on the calendar until Friday morning.",
    ),
    ("g4-en-leave-then-meetings-ny", "en", "Thursday at 11 you're done with the sync and free until 2."),
    ("g4-en-leave-then-meetings-ny", "en", "The budget review with Dana is Thursday afternoon."),
    ("b-half-days-seoul", "ko", "수요일은 오후 반차이고, 오후 3시에 예산 검토 회의가 있어요."),
    ("b-half-days-seoul", "ko", "온보딩은 2시간 동안 진행돼요."),
    ("b-half-days-seoul", "ko", "이틀 동안 회의는 세 개예요."),
    ("b-half-days-seoul", "ko", "수요일 오후 3시 이후로는 일정 없어요."),
    ("g3-en-la-thursday-redeye", "en", "You're free after the dentist until your flight."),
    ("g3-en-la-thursday-redeye", "en", "The dentist takes an hour."),
    ("g3-en-la-thursday-redeye", "en", "Five things on Thursday."),
    ("g3-en-la-thursday-redeye", "en", "You fly out Thursday night at 10:10 on the red-eye to Boston."),
    ("g5-en-seoul-halfday-thursday", "en", "You're off from 1 to 6 PM tomorrow."),
    ("g5-en-seoul-halfday-thursday", "ko", "민수와 점심은 12시부터 1시까지예요."),
]


@pytest.mark.parametrize(("context", "language", "answer"), FAITHFUL)
def test_a_faithful_answer_of_our_own_is_kept(context, language, answer):
    assert not rejected(CONTEXTS, context, language, answer)


@pytest.mark.parametrize(("context", "language", "answer"), WRONG)
def test_a_wrong_answer_of_our_own_is_rejected(context, language, answer):
    assert rejected(CONTEXTS, context, language, answer)
