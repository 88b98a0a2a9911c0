"""Faithful answers of our own over contexts of our own (precision_probe_contexts.json: a weekday, a week across a
clock change, a Sunday the clocks go forward, a leave with a half day, a weekend party past midnight, an empty day,
a series with a skipped day, a morning off, overlapping meetings, counts of a week, a ski weekend, an afternoon
asked in the afternoon), phrased as varied models phrase them, in both languages: none may be rejected. A wrong
twin per context (one detail changed) must be. Written to find false alarms by class (issue 31)."""

from __future__ import annotations

import pytest

from ..grounding.evaluation import Candidate, load_contexts, problems_of

CONTEXTS = load_contexts("precision_probe_contexts.json")
TUESDAY, NY_WEEK, LONDON = "p-ko-seoul-tuesday", "p-en-ny-week-dst", "p-en-london-dst-sunday"
LEAVE, WEEKEND, EMPTY = "p-ko-summer-leave", "p-ko-weekend-midnight", "p-en-empty-wednesday"
SERIES, MORNING_OFF, TOKYO = "p-en-la-series-week", "p-ko-morning-off", "p-en-tokyo-friday"
WEEK_COUNTS, SKI, AFTERNOON = "p-ko-week-counts", "p-en-berlin-ski", "p-ko-today-afternoon"

FAITHFUL = [
    (TUESDAY, "ko", "내일은 일정이 다섯 개 있어요."),
    (TUESDAY, "ko", "내일 아침 9시 반 스탠드업으로 시작해서 저녁 7시 필라테스로 끝나요."),
    (TUESDAY, "ko", "오전 10시부터 11시 반까지 마케팅 전략 회의가 있어요."),
    (TUESDAY, "ko", "점심은 거래처 김 대리님과 12시에 드시기로 되어 있어요."),
    (TUESDAY, "ko", "오후 3시에 치과 예약이 있고 40분 정도 걸려요."),
    (TUESDAY, "ko", "치과 끝나고 필라테스 전까지는 비어 있어요."),
    (TUESDAY, "ko", "1시부터 3시까지 두 시간 비어 있으니 그때 업무 보시면 돼요."),
    (TUESDAY, "ko", "저녁 8시 이후로는 일정이 없어요."),
    (TUESDAY, "ko", "스탠드업은 15분이면 끝나요."),
    (TUESDAY, "ko", "전략 회의가 한 시간 반짜리라 조금 길어요."),
    (TUESDAY, "ko", "3월 9일 화요일 일정이에요: 스탠드업, 전략 회의, 점심, 치과, 필라테스."),
    (TUESDAY, "en", "Your dentist appointment is at 3 PM and lasts 40 minutes."),
    (NY_WEEK, "en", "Next week: weekly sync Monday at 10, quarterly planning Tuesday 1–3 PM, dentist Wednesday at 8."),
    (NY_WEEK, "en", "Friday you're on vacation, and the weekend is free."),
    (NY_WEEK, "en", "Quarterly planning takes two hours."),
    (NY_WEEK, "en", "The dentist is first thing Wednesday morning, 8 to 8:45."),
    (NY_WEEK, "en", "You have four appointments plus a day off on Friday."),
    (NY_WEEK, "en", "Nothing's scheduled for Saturday or Sunday."),
    (NY_WEEK, "en", "The Denver flight is about 2 hours 25 minutes."),
    (NY_WEEK, "en", "Monday only has the weekly sync, 10:00–10:30."),
    (NY_WEEK, "ko", "다음 주 금요일은 휴가예요."),
    (NY_WEEK, "ko", "화요일 오후 1시부터 3시까지 분기 계획 회의가 있어요."),
    (LONDON, "en", "Brunch with Ellie is 11 to 12:30, then a call with Mum at 5."),
    (LONDON, "en", "Your night shift starts at 10 pm and runs until 6 the next morning."),
    (LONDON, "en", "The night shift is eight hours."),
    (LONDON, "en", "Three things tomorrow: brunch, a call with your mum, and the night shift."),
    (LONDON, "en", "Between brunch and the call with Mum you're free from 12:30 to 5."),
    (LONDON, "en", "The call with Mum is only half an hour."),
    (LONDON, "ko", "내일 오전 11시에 Ellie와 브런치가 있어요."),
    (LONDON, "ko", "밤 10시부터 다음 날 아침 6시까지 야간 근무예요."),
    (LEAVE, "ko", "다음 주 월요일부터 수요일까지 휴가예요."),
    (LEAVE, "ko", "휴가는 8월 2일부터 4일까지 사흘이고, 목요일에 복귀하세요."),
    (LEAVE, "ko", "목요일에 복귀하면 오전 9시 주간 보고, 오후 2시 고객사 미팅이 있어요."),
    (LEAVE, "ko", "금요일은 오후 반차예요."),
    (LEAVE, "ko", "금요일 오후 1시부터 쉬시면 돼요."),
    (LEAVE, "ko", "토요일 낮 12시에 동생 결혼식이 있어요."),
    (LEAVE, "ko", "일요일은 아무 일정도 없어요."),
    (LEAVE, "ko", "휴가 끝나고 목요일엔 일정이 두 개 있어요."),
    (LEAVE, "ko", "결혼식은 두 시간 정도예요."),
    (LEAVE, "ko", "주간 보고는 30분이에요."),
    (LEAVE, "ko", "다음 주는 휴가 사흘, 반차 하루, 그리고 결혼식이 있어요."),
    (LEAVE, "ko", "고객사 미팅은 목요일 오후 2시부터 3시까지예요."),
    (LEAVE, "en", "You're off Monday to Wednesday and back on Thursday."),
    (LEAVE, "en", "Friday afternoon is a half day off starting at 1 pm."),
    (WEEKEND, "ko", "토요일 저녁 8시에 대학 동기 모임이 있어요. 새벽 1시 반에 끝나요."),
    (WEEKEND, "ko", "일요일 오전 10시부터 오후 2시까지 북한산 등산이에요."),
    (WEEKEND, "ko", "일요일 저녁 6시에 가족이랑 저녁 식사 있어요."),
    (WEEKEND, "ko", "주말에 일정은 세 개예요."),
    (WEEKEND, "ko", "토요일 낮에는 비어 있어요."),
    (WEEKEND, "ko", "동기 모임이 자정을 넘겨서 끝나니까 일요일 등산 전에 잘 쉬세요."),
    (WEEKEND, "ko", "등산은 4시간 걸려요."),
    (WEEKEND, "ko", "등산 끝나고 저녁 식사 전까지 네 시간 여유가 있어요."),
    (WEEKEND, "en", "Saturday night you've got the college reunion from 8 pm to 1:30 am."),
    (EMPTY, "en", "Nothing on your calendar tomorrow."),
    (EMPTY, "en", "No meetings tomorrow."),
    (EMPTY, "en", "You're free all day on May 12."),
    (EMPTY, "ko", "내일은 일정이 없어요."),
    (EMPTY, "ko", "수요일은 하루 종일 비어 있어요."),
    (EMPTY, "ko", "내일 잡힌 회의는 하나도 없어요. 편하게 쉬세요."),
    (SERIES, "en", "Standup every weekday at 9 except Thursday, when you're at the team offsite."),
    (SERIES, "en", "The team offsite is Thursday, 9 to 5."),
    (SERIES, "en", "Tuesday afternoon there's a design review from 2 to 3."),
    (SERIES, "en", "Your 1:1 with Priya is Wednesday at 11 for half an hour."),
    (SERIES, "en", "Saturday morning yoga at 9."),
    (SERIES, "en", "Four standups this week, since Thursday's is skipped."),
    (SERIES, "en", "Sunday is free."),
    (SERIES, "en", "Today you just have standup at 9:00."),
    (SERIES, "ko", "이번 주 목요일은 종일 팀 오프사이트예요."),
    (SERIES, "ko", "스탠드업은 평일 오전 9시인데 목요일은 없어요."),
    (SERIES, "ko", "수요일 11시에 Priya와 1:1이 있어요."),
    (MORNING_OFF, "ko", "오늘은 오전 반차예요. 오후 2시에 프로젝트 킥오프가 있어요."),
    (MORNING_OFF, "ko", "오전 9시부터 1시까지 쉬시고 오후에 출근하시면 돼요."),
    (MORNING_OFF, "ko", "킥오프 끝나고 3시 반에 이 팀장님과 1:1이 있어요."),
    (MORNING_OFF, "ko", "1:1은 30분짜리예요."),
    (MORNING_OFF, "ko", "저녁 7시에 영어 회화 수업 있어요."),
    (MORNING_OFF, "ko", "오후 4시부터 7시까지는 비어 있어요."),
    (MORNING_OFF, "ko", "반차 끝나고 1시부터 2시까지 한 시간 여유가 있어요."),
    (MORNING_OFF, "en", "You're off this morning until 1, then the project kickoff at 2."),
    (TOKYO, "en", "Busy Friday: six things, starting with the vendor call at 8."),
    (TOKYO, "en", "Heads up — the product demo (1:30–2:30) overlaps your interview (1–2) by 30 minutes."),
    (TOKYO, "en", "Lunch with Kenji is noon to 1, then straight into the interview."),
    (TOKYO, "en", "The budget review runs an hour, 9 to 10."),
    (TOKYO, "en", "Farewell drinks go from 6:30 to 9 pm."),
    (TOKYO, "en", "Your morning has two meetings: the vendor call and the budget review."),
    (TOKYO, "en", "Between 10 and noon you have nothing scheduled."),
    (TOKYO, "ko", "내일 오후 1시 반부터 2시까지 면접과 제품 데모가 겹쳐요."),
    (TOKYO, "ko", "오전 10시부터 12시까지는 비어 있어요."),
    (WEEK_COUNTS, "ko", "이번 주 일정은 총 다섯 개예요."),
    (WEEK_COUNTS, "ko", "채용 면접이 수요일과 목요일에 하나씩, 두 번 있어요."),
    (WEEK_COUNTS, "ko", "월요일 10시에 주간 팀 회의가 있어요."),
    (WEEK_COUNTS, "ko", "화요일 오후 2시에 디자인 리뷰가 있어요."),
    (WEEK_COUNTS, "ko", "금요일 저녁 7시부터 10시까지 팀 송년회예요."),
    (WEEK_COUNTS, "ko", "주말에는 일정이 없어요."),
    (WEEK_COUNTS, "ko", "수요일 면접은 오전 11시, 목요일 면접은 오후 4시예요."),
    (WEEK_COUNTS, "ko", "송년회는 세 시간이에요."),
    (WEEK_COUNTS, "ko", "12월 3일 금요일에 송년회가 있어요."),
    (WEEK_COUNTS, "en", "Five events this week, one per weekday."),
    (WEEK_COUNTS, "en", "Two interviews: Wednesday at 11 and Thursday at 4 pm."),
    (SKI, "en", "Friday you have the client workshop 9 to noon, then the train to Munich at 5."),
    (SKI, "en", "Saturday and Sunday you're off — enjoy the skiing!"),
    (SKI, "en", "Your afternoon Friday is free until the train."),
    (SKI, "en", "The workshop lasts three hours."),
    (SKI, "en", "The Munich train is four and a half hours."),
    (SKI, "ko", "금요일 오전 9시부터 12시까지 고객 워크숍이 있어요."),
    (SKI, "ko", "금요일 오후 5시에 뮌헨행 기차를 타요."),
    (SKI, "ko", "토요일, 일요일은 휴가예요."),
    (SKI, "ko", "주말 이틀은 휴가라 일정이 없어요."),
    (AFTERNOON, "ko", "30분 뒤에 팀 회고가 있어요."),
    (AFTERNOON, "ko", "팀 회고는 5시에 끝나요."),
    (AFTERNOON, "ko", "민지랑 저녁은 6시 반부터 8시 반까지예요."),
    (AFTERNOON, "ko", "회고 끝나고 저녁 약속 전까지 한 시간 반 비어요."),
    (AFTERNOON, "ko", "오전에 분기 실적 회의는 이미 끝났어요."),
    (AFTERNOON, "ko", "오늘 일정은 총 세 개였는데 하나는 끝났어요."),
    (AFTERNOON, "en", "Your retro starts in half an hour."),
    (TUESDAY, "ko", "- 09:30 스탠드업\n- 10:00 전략 회의\n- 12:00 김 대리 점심\n- 15:00 치과\n- 19:00 필라테스"),
    (LEAVE, "en", "Your brother's wedding is Saturday at noon."),
    (TOKYO, "en", "After the demo you're free until Aiko's farewell drinks at 6:30."),
    (AFTERNOON, "ko", "오늘 남은 일정은 두 개예요: 4시 팀 회고, 6시 반 민지랑 저녁."),
    (TUESDAY, "en", "Tomorrow you have five things, starting with standup at 9:30 and ending with Pilates at 7 pm."),
    (NY_WEEK, "en", "You fly to Denver Thursday evening at 6:45, landing around 9:10."),
    (LONDON, "ko", "내일 서머타임이 시작돼요. 오후 5시에 엄마랑 통화가 있어요."),
    (WEEKEND, "en", "Sunday: hike on Bukhansan 10–2, family dinner at 6."),
    (SERIES, "ko", "토요일 아침 9시에 요가 수업이 있어요."),
    (TOKYO, "ko", "아침 8시에 벤더 콜이 있어요."),
    (TOKYO, "ko", "저녁 6시 반에 Aiko 송별회가 있어요."),
    (SKI, "en", "The train gets into Munich at 9:30 pm."),
]

# Faithful answers the check still rejects (classes not fixed yet): marked so a fix shows
STILL_REJECTED = [
    (NY_WEEK, "ko", "목요일 저녁 6시 45분에 덴버행 비행기가 있어요."),
    (NY_WEEK, "ko", "다음 주 주말은 비어 있어요."),
    (LONDON, "en", "Tomorrow the clocks go forward, so you lose an hour of sleep before brunch with Ellie at 11."),
    (WEEKEND, "ko", "토요일엔 동기 모임 하나, 일요일엔 등산이랑 가족 저녁이 있어요."),
    (EMPTY, "en", "Your Wednesday is completely clear — a good day to catch up."),
    (SERIES, "en", "The offsite takes the whole day Thursday."),
    (MORNING_OFF, "ko", "오늘 회의는 두 개예요."),
    (MORNING_OFF, "en", "English conversation class tonight at 7."),
    (WEEK_COUNTS, "ko", "하루에 일정이 하나씩이라 이번 주는 여유로워요."),
    (AFTERNOON, "en", "Two things left today: the retro at 4 and dinner with Minji at 6:30."),
]

# One detail of a faithful answer changed: a count, a day, a time, a length, a title.
WRONG = [
    (TUESDAY, "ko", "내일은 일정이 네 개 있어요."),
    (TUESDAY, "ko", "오후 4시에 치과 예약이 있어요."),
    (TUESDAY, "ko", "전략 회의는 두 시간짜리예요."),
    (TUESDAY, "ko", "전략 회의 끝나고 치과 전까지는 비어 있어요."),
    (TUESDAY, "ko", "치과 끝나고 필라테스 전까지 세 시간 비어요."),
    (NY_WEEK, "en", "You fly to Denver Wednesday evening at 6:45."),
    (NY_WEEK, "en", "You're on vacation Thursday and Friday."),
    (LONDON, "en", "Brunch with Ellie is at 10."),
    (LONDON, "en", "The night shift is nine hours."),
    (LEAVE, "ko", "다음 주 월요일부터 목요일까지 휴가예요."),
    (LEAVE, "ko", "금요일은 오전 반차예요."),
    (WEEKEND, "ko", "일요일 오전 9시에 북한산 등산이에요."),
    (WEEKEND, "ko", "주말에 일정은 네 개예요."),
    (EMPTY, "en", "Just one meeting tomorrow, at 10."),
    (SERIES, "en", "Standup every weekday at 9, Thursday included."),
    (SERIES, "en", "Five standups this week."),
    (MORNING_OFF, "ko", "오늘은 오후 반차예요."),
    (MORNING_OFF, "ko", "킥오프 끝나고 4시에 이 팀장님과 1:1이 있어요."),
    (TOKYO, "en", "The product demo overlaps lunch with Kenji."),
    (TOKYO, "en", "Farewell drinks go from 7 to 9 pm."),
    (WEEK_COUNTS, "ko", "채용 면접이 세 번 있어요."),
    (WEEK_COUNTS, "ko", "토요일에 송년회가 있어요."),
    (SKI, "en", "The train to Munich leaves at 6."),
    (SKI, "ko", "토요일에 고객 워크숍이 있어요."),
    (AFTERNOON, "ko", "오늘 남은 일정은 세 개예요."),
    (AFTERNOON, "ko", "민지랑 저녁은 7시예요."),
    (AFTERNOON, "ko", "회고 끝나고 저녁 약속 전까지 두 시간 비어요."),
    (AFTERNOON, "en", "Three things left today: the retro, dinner with Minji and the quarterly meeting."),
    (AFTERNOON, "ko", "일정이 세 개 남았어요."),
    (NY_WEEK, "en", "You land in Denver at 10:10 on Thursday."),
    (SKI, "en", "The train gets into Munich at 10:30 pm."),
    (LONDON, "ko", "오후 5시에 아빠랑 통화가 있어요."),
    (SERIES, "ko", "토요일 아침 9시에 필라테스 수업이 있어요."),
    (TUESDAY, "en", "Tomorrow ends with yoga at 7 pm."),
    (TOKYO, "ko", "아침 8시에 고객사 콜이 있어요."),
    (WEEKEND, "en", "Sunday: a swim 10–2, family dinner at 6."),
]


@pytest.mark.parametrize(("context", "language", "answer"), FAITHFUL)
def test_a_faithful_answer_of_our_own_is_kept(context, language, answer):
    assert problems_of(Candidate(context, language, "faithful", answer), CONTEXTS[context]) == []


@pytest.mark.parametrize(("context", "language", "answer"), WRONG)
def test_a_wrong_answer_of_our_own_is_rejected(context, language, answer):
    assert problems_of(Candidate(context, language, "hallucinated", answer), CONTEXTS[context]) != []


@pytest.mark.xfail(strict=True, reason="a class of false alarm not fixed yet")
@pytest.mark.parametrize(("context", "language", "answer"), STILL_REJECTED)
def test_a_faithful_answer_of_our_own_is_still_rejected(context, language, answer):
    assert problems_of(Candidate(context, language, "faithful", answer), CONTEXTS[context]) == []
