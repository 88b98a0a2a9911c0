"""The second recall probe: wrong answers of our own over contexts of our own (grounding_recall_probe2_contexts.py),
each one concrete error an honest model makes (a time off by an hour or half an hour, the wrong weekday for a date,
a vacation's last day off by one, the wrong week, a count off by one, a list said to be complete that leaves a plan
out, a plan that does not exist, a wrong length, "free" when something is on, the wrong half of the day, a skipped
occurrence, a night event ending on the wrong day, the wrong person or place in a title), and faithful answers over
the same contexts: each wrong one must be rejected, each faithful one kept."""

from __future__ import annotations

import pytest

from ..grounding.evaluation import Candidate, contexts_of, problems_of
from .grounding_recall_probe2_contexts import RAW_CONTEXTS

CONTEXTS = contexts_of(RAW_CONTEXTS)

# (context, language, answer)
WRONG = [
    ("p2-ko-week", "ko", "치과 예약은 14일 목요일 저녁 7시예요."),
    ("p2-ko-week", "ko", "치과 예약은 수요일 저녁 8시예요."),
    ("p2-ko-week", "ko", "디자인 리뷰는 목요일 오후 2시 반에 시작해요."),
    ("p2-ko-week", "ko", "팀 회식은 금요일 오전 6시 반부터예요."),
    ("p2-ko-week", "ko", "이번 주 일정은 총 네 개예요."),
    ("p2-ko-week", "ko", "이번 주에는 주간 팀 회의, 치과 예약, 디자인 리뷰, 팀 회식이 있어요. 이게 전부예요."),
    ("p2-ko-week", "ko", "팀 회식은 다음 주 금요일이에요."),
    ("p2-ko-week", "ko", "목요일 오후는 완전히 비어 있어요."),
    ("p2-ko-week", "ko", "디자인 리뷰는 1시간이에요."),
    ("p2-ko-week", "ko", "수요일 오전 11시에 병원 진료가 있어요."),
    ("p2-ko-week", "ko", "엄마 생신 점심은 토요일 12시예요."),
    ("p2-ko-week", "ko", "주간 팀 회의는 화요일 오전 10시예요."),
    ("p2-ko-week", "ko", "팀 회식은 밤 10시에 끝나요."),
    ("p2-ko-week", "ko", "아빠 생신 점심은 일요일 12시예요."),
    ("p2-ko-afternoon-off", "ko", "언니 생일 저녁은 7시예요."),
    ("p2-en-la-week", "en", "Your sister's dinner with Sarah is Friday at 7."),
    ("p2-ko-vacation-span", "ko", "휴가는 다음 주 월요일부터 목요일까지예요."),
    ("p2-ko-vacation-span", "ko", "휴가는 9일부터 12일까지 4일이에요."),
    ("p2-ko-vacation-span", "ko", "휴가는 11월 9일부터 11일까지, 총 4일이에요."),
    ("p2-ko-vacation-span", "ko", "이번 주 수요일은 오후 반차예요."),
    ("p2-ko-vacation-span", "ko", "4일 수요일엔 오후에 쉬어요."),
    ("p2-ko-vacation-span", "ko", "휴가는 다다음 주 월요일부터예요."),
    ("p2-ko-vacation-span", "ko", "휴가는 이번 주 월요일부터예요."),
    ("p2-ko-vacation-span", "ko", "복귀 미팅은 12일 수요일 오전 10시예요."),
    ("p2-ko-vacation-span", "ko", "복귀 첫날은 11월 11일 수요일이에요."),
    ("p2-ko-vacation-span", "ko", "인수인계 회의는 금요일 오후 4시예요."),
    ("p2-ko-vacation-span", "ko", "휴가 전 마지막 일정은 목요일 인수인계 회의예요."),
    ("p2-ko-vacation-span", "ko", "휴가 마지막 날은 12일 목요일이에요."),
    ("p2-ko-vacation-span", "ko", "다음 주 목요일까지 휴가예요."),
    ("p2-ko-vacation-span", "ko", "다음 주는 내내 휴가예요."),
    ("p2-ko-vacation-span", "ko", "복귀 미팅은 1시간짜리예요."),
    ("p2-ko-vacation-span", "ko", "이번 주에는 복귀 미팅이 목요일에 있어요."),
    ("p2-ko-series-skip", "ko", "2주 동안 요가는 네 번 있어요."),
    ("p2-ko-series-skip", "ko", "이번 주 목요일에도 아침 7시 요가가 있어요."),
    ("p2-ko-series-skip", "ko", "4일 목요일 요가 수업은 7시부터예요."),
    ("p2-ko-series-skip", "ko", "요가 수업은 아침 8시에 시작해요."),
    ("p2-ko-series-skip", "ko", "요가 수업은 오후 7시예요."),
    ("p2-ko-series-skip", "ko", "병원 검진은 9일 수요일 오후 4시예요."),
    ("p2-ko-series-skip", "ko", "병원 검진은 다음 주 화요일 오후 5시예요."),
    ("p2-ko-series-skip", "ko", "병원 검진은 이번 주 화요일이에요."),
    ("p2-ko-series-skip", "ko", "다음 주 화요일엔 요가만 있어요."),
    ("p2-ko-series-skip", "ko", "요가는 매주 월요일과 목요일이에요."),
    ("p2-ko-series-skip", "ko", "이번 주 요가는 화요일과 목요일 두 번이에요."),
    ("p2-ko-series-skip", "ko", "병원 검진은 1시간 걸려요."),
    ("p2-ko-series-skip", "ko", "이번 주 요가는 화요일과 목요일이에요."),
    ("p2-ko-vacation-span", "ko", "다음 주엔 인수인계 회의가 금요일 3시에 있어요."),
    ("p2-ko-midnight", "ko", "야간 서버 점검은 토요일 밤 11시부터 일요일 새벽 3시까지예요."),
    ("p2-ko-midnight", "ko", "서버 점검은 금요일 밤 11시부터 토요일 새벽 2시까지예요."),
    ("p2-ko-midnight", "ko", "친구 결혼식은 일요일 낮 12시예요."),
    ("p2-ko-midnight", "ko", "친구 결혼식은 토요일 오후 1시예요."),
    ("p2-ko-midnight", "ko", "등산은 일요일 오전 10시에 시작해요."),
    ("p2-ko-midnight", "ko", "등산은 토요일 아침 9시예요."),
    ("p2-ko-midnight", "ko", "주말 일정은 결혼식과 등산 두 개가 전부예요."),
    ("p2-ko-midnight", "ko", "일요일 오전은 비어 있어요."),
    ("p2-ko-midnight", "ko", "서버 점검은 2시간 걸려요."),
    ("p2-ko-midnight", "ko", "토요일 저녁엔 회식이 있어요."),
    ("p2-ko-midnight", "ko", "후배 결혼식은 토요일 12시예요."),
    ("p2-ko-midnight", "ko", "일요일 9시에 도봉산 등산이 있어요."),
    ("p2-ko-busy-day", "ko", "한빛상사 미팅은 오전 10시예요."),
    ("p2-ko-busy-day", "ko", "민지와 점심은 1시예요."),
    ("p2-ko-busy-day", "ko", "분기 보고는 오후 3시 반이에요."),
    ("p2-ko-busy-day", "ko", "필라테스는 저녁 8시 반이에요."),
    ("p2-ko-busy-day", "ko", "오늘 일정은 네 개예요."),
    ("p2-ko-busy-day", "ko", "오후엔 분기 보고 하나뿐이에요."),
    ("p2-ko-busy-day", "ko", "오후 1시부터 5시까지 비어 있어요."),
    ("p2-ko-busy-day", "ko", "수진과 점심은 12시 반이에요."),
    ("p2-ko-busy-day", "ko", "스탠드업은 30분이에요."),
    ("p2-ko-busy-day", "ko", "오늘(17일 수요일)은 일정이 다섯 개예요."),
    ("p2-ko-busy-day", "ko", "한빛상사 미팅은 점심 후에 있어요."),
    ("p2-ko-busy-day", "ko", "필라테스는 오늘 저녁 6시 반이에요."),
    ("p2-ko-afternoon-off", "ko", "내일은 오전 반차예요."),
    ("p2-ko-afternoon-off", "ko", "반차는 오후 1시부터예요."),
    ("p2-ko-afternoon-off", "ko", "주간 보고는 오전 11시예요."),
    ("p2-ko-afternoon-off", "ko", "동생 생일 저녁은 금요일 저녁 7시예요."),
    ("p2-ko-afternoon-off", "ko", "내일(28일 목요일) 주간 보고가 있어요."),
    ("p2-ko-afternoon-off", "ko", "내일은 하루 종일 휴가예요."),
    ("p2-ko-afternoon-off", "ko", "내일 일정은 주간 보고 하나예요."),
    ("p2-ko-busy-day", "ko", "오전 일정은 스탠드업 하나예요."),
    ("p2-ko-week", "ko", "이번 주 일정은 치과 예약 하나예요."),
    ("p2-ko-afternoon-off", "ko", "동생 생일 저녁은 8시예요."),
    ("p2-ko-afternoon-off", "ko", "내일 저녁엔 아무 일정도 없어요."),
    ("p2-ko-afternoon-off", "ko", "누나 생일 저녁이 7시에 있어요."),
    ("p2-ko-afternoon-off", "ko", "반차는 오후 2시부터 5시까지예요."),
    ("p2-en-ny-dst", "en", "The Halloween party is Saturday at 8 PM."),
    ("p2-en-ny-dst", "en", "The Halloween party runs 7 to 11:30 PM on Saturday."),
    ("p2-en-ny-dst", "en", "Brunch with Tom is Sunday at noon."),
    ("p2-en-ny-dst", "en", "Brunch with Tom is Saturday at 11."),
    ("p2-en-ny-dst", "en", "Your flight to Denver leaves Sunday at 6:15 PM."),
    ("p2-en-ny-dst", "en", "Your flight to Denver lands at 8:45 PM."),
    ("p2-en-ny-dst", "en", "The flight is three hours."),
    ("p2-en-ny-dst", "en", "Brunch with Jake is Sunday at 11 AM."),
    ("p2-en-ny-dst", "en", "Flight to Dallas leaves Sunday at 5:15 PM."),
    ("p2-en-ny-dst", "en", "Sunday afternoon is completely free."),
    ("p2-en-ny-dst", "en", "You have two things this weekend: the party and brunch. That's it."),
    ("p2-en-ny-dst", "en", "The Halloween party is Friday night at 7."),
    ("p2-en-ny-dst", "en", "Sunday, November 2: brunch at 11 and the flight at 5:15."),
    ("p2-en-la-week", "en", "Standup is Monday, Wednesday and Friday at 9 this week."),
    ("p2-en-la-week", "en", "You have standup three times this week."),
    ("p2-en-la-week", "en", "On Wednesday you have standup at 9 AM."),
    ("p2-en-la-week", "en", "The dentist is Tuesday at 3 PM."),
    ("p2-en-la-week", "en", "The dentist is Wednesday at 3:30 PM."),
    ("p2-en-la-week", "en", "The launch review is Thursday from 1 to 2 PM."),
    ("p2-en-la-week", "en", "The launch review is Thursday at 1 AM."),
    ("p2-en-la-week", "en", "Dinner with Sarah is Friday at 7:30 PM."),
    ("p2-en-la-week", "en", "Dinner with Sarah is next Friday at 7."),
    ("p2-en-la-week", "en", "Hike with Dan is Sunday morning at 8."),
    ("p2-en-la-week", "en", "The hike is two hours."),
    ("p2-en-la-week", "en", "On Wednesday you have the launch review at 1 PM."),
    ("p2-en-la-week", "en", "You have seven things on this week."),
    ("p2-en-la-week", "en", "Saturday is completely free."),
    ("p2-en-la-week", "en", "Hike with Ben on Saturday at 8."),
    ("p2-en-london-vacation", "en", "You're on vacation from Wednesday the 8th to Wednesday the 15th."),
    ("p2-en-london-vacation", "en", "Your vacation runs 8 to 14 July, six days."),
    ("p2-en-london-vacation", "en", "Six days of vacation, from the 8th to the 14th."),
    ("p2-en-london-vacation", "en", "That's a six-day vacation."),
    ("p2-ko-vacation-span", "ko", "휴가는 9일부터 11일까지 4일간이에요."),
    ("p2-ko-vacation-span", "ko", "다음 주에 2일짜리 휴가가 있어요."),
    ("p2-en-london-vacation", "en", "Your vacation starts Thursday the 9th."),
    ("p2-en-london-vacation", "en", "Your last vacation day is Monday the 13th."),
    ("p2-en-london-vacation", "en", "The final day of your time off is July 13."),
    ("p2-en-london-vacation", "en", "Your first day off is Thursday the 9th."),
    ("p2-en-london-vacation", "en", "You're back at work on Tuesday the 14th."),
    ("p2-en-london-vacation", "en", "The handover call is Tuesday at 4:30 PM."),
    ("p2-en-london-vacation", "en", "The kickoff with Acme is Monday at 11."),
    ("p2-en-london-vacation", "en", "The return sync is Wednesday the 15th at 10:30."),
    ("p2-en-london-vacation", "en", "Team lunch is Thursday the 16th at noon."),
    ("p2-en-london-vacation", "en", "Team lunch is Friday at 1 PM."),
    ("p2-en-london-vacation", "en", "Before your vacation you have only the kickoff with Acme."),
    ("p2-en-london-vacation", "en", "The return sync is on Thursday the 15th."),
    ("p2-en-london-vacation", "en", "Kickoff with Globex Monday at 10."),
    ("p2-en-london-vacation", "en", "You're on vacation all week next week."),
    ("p2-en-london-vacation", "en", "Next week the handover call is Wednesday at 4."),
    ("p2-en-chicago-day", "en", "You have the afternoon off today."),
    ("p2-en-chicago-day", "en", "Your half day off ends at 1 PM."),
    ("p2-en-chicago-day", "en", "The client call with Horizon is at 1:30."),
    ("p2-en-chicago-day", "en", "The design review is 2 to 3:30."),
    ("p2-en-chicago-day", "en", "Coffee with Priya is at 3 PM."),
    ("p2-en-chicago-day", "en", "The parent-teacher conference is at 5 PM."),
    ("p2-en-chicago-day", "en", "After your morning off you have three meetings."),
    ("p2-en-chicago-day", "en", "Coffee with Priya is right before the design review."),
    ("p2-en-chicago-day", "en", "You're free from 3 PM on."),
    ("p2-en-chicago-day", "en", "Coffee with Anya at 3:30."),
    ("p2-en-chicago-day", "en", "Client call with Summit at 1 PM."),
    ("p2-en-chicago-day", "en", "The parent-teacher conference is an hour long."),
    ("p2-en-chicago-day", "en", "Today (Thursday) starts with a morning off."),
    ("p2-en-sydney-nights", "en", "The concert runs from 9 PM Friday to 12:30 AM Sunday."),
    ("p2-en-sydney-nights", "en", "The concert starts at 8 PM Friday."),
    ("p2-en-sydney-nights", "en", "Lunch with Mia is Sunday at 12:30."),
    ("p2-en-sydney-nights", "en", "Lunch with Mia is Saturday at 1:30."),
    ("p2-en-sydney-nights", "en", "The server migration runs Saturday 11 PM to 2 AM Sunday."),
    ("p2-en-sydney-nights", "en", "The server migration is Sunday at 11 PM."),
    ("p2-en-sydney-nights", "en", "The migration takes three hours."),
    ("p2-en-sydney-nights", "en", "Sunday is completely free."),
    ("p2-en-sydney-nights", "en", "You have two plans this weekend."),
    ("p2-en-sydney-nights", "en", "Lunch with Mia and the concert are both on Saturday."),
    ("p2-en-sydney-nights", "en", "Lunch with Emma on Saturday at 12:30."),
    ("p2-en-sydney-nights", "en", "Concert at the Sydney Town Hall on Friday at 9 PM."),
    ("p2-en-berlin-light", "en", "Physio is at 9 AM."),
    ("p2-en-berlin-light", "en", "The board meeting is 4 to 5 PM."),
    ("p2-en-berlin-light", "en", "The board meeting is at 4 AM."),
    ("p2-en-berlin-light", "en", "You're free all afternoon."),
    ("p2-en-berlin-light", "en", "Only one thing today: the board meeting."),
    ("p2-en-berlin-light", "en", "Today you just have the board meeting."),
    ("p2-en-berlin-light", "en", "All you have today is the board meeting."),
    ("p2-en-berlin-light", "en", "You have three appointments today."),
    ("p2-en-berlin-light", "en", "Physio is an hour."),
    ("p2-en-berlin-light", "en", "The board meeting starts at 3:30."),
    ("p2-en-berlin-light", "en", "Lunch with Klaus at noon."),
    ("p2-en-berlin-light", "en", "Today, Wednesday, you have physio and the board meeting."),
]

FAITHFUL = [
    (
        "p2-ko-week",
        "ko",
        "이번 주는 월요일 오전 10시 주간 팀 회의, 수요일 저녁 7시 치과 예약, 목요일 오후 2시 디자인 리뷰, "
        "금요일 저녁 6시 반 팀 회식, 일요일 12시 엄마 생신 점심까지 모두 다섯 개예요.",
    ),
    ("p2-ko-week", "ko", "치과 예약은 14일 수요일 저녁 7시부터 40분이에요."),
    ("p2-ko-week", "ko", "디자인 리뷰는 목요일 오후 2시부터 3시 반까지, 1시간 30분이에요."),
    ("p2-ko-week", "ko", "화요일과 토요일은 일정이 없어요."),
    ("p2-ko-week", "ko", "팀 회식은 금요일 저녁 6시 반에 시작해서 9시에 끝나요."),
    ("p2-ko-week", "ko", "어머니 생신 점심은 일요일 12시예요."),
    ("p2-ko-week", "ko", "일요일엔 엄마의 생신 점심이 있어요."),
    ("p2-ko-afternoon-off", "ko", "동생이랑 생일 저녁 7시예요."),
    (
        "p2-ko-vacation-span",
        "ko",
        "이번 주 수요일(4일)은 오전 반차고, 다음 주 월요일 9일부터 수요일 11일까지 3일 휴가예요.",
    ),
    ("p2-ko-vacation-span", "ko", "휴가 끝나고 목요일 오전 10시에 복귀 미팅이 있어요."),
    ("p2-ko-vacation-span", "ko", "휴가 전 금요일 오후 3시에 인수인계 회의가 있어요."),
    ("p2-ko-vacation-span", "ko", "휴가 마지막 날은 11일 수요일이에요."),
    ("p2-ko-vacation-span", "ko", "다음 주 월요일부터 수요일까지 내내 휴가예요."),
    ("p2-ko-vacation-span", "ko", "4일 수요일 오후엔 출근하시면 돼요."),
    ("p2-ko-vacation-span", "ko", "다음 주에는 복귀 미팅이 목요일에 있어요."),
    ("p2-ko-series-skip", "ko", "2주 동안 요가는 세 번이에요: 2일 화요일, 9일 화요일, 11일 목요일 아침 7시."),
    ("p2-ko-series-skip", "ko", "이번 주 목요일 요가는 빠져 있어요."),
    ("p2-ko-series-skip", "ko", "9일 화요일엔 아침 7시 요가, 오후 4시 병원 검진이 있어요."),
    ("p2-ko-series-skip", "ko", "이번 주 요가는 화요일 한 번뿐이에요."),
    ("p2-ko-series-skip", "ko", "다음 주 요가는 화요일과 목요일이에요."),
    ("p2-ko-vacation-span", "ko", "이번 주엔 인수인계 회의가 금요일 3시에 있어요."),
    ("p2-ko-midnight", "ko", "토요일 낮 12시에 친구 결혼식, 밤 11시부터 일요일 새벽 2시까지 야간 서버 점검이 있어요."),
    ("p2-ko-midnight", "ko", "일요일 아침 9시부터 오후 1시까지 북한산 등산이에요."),
    ("p2-ko-midnight", "ko", "서버 점검은 3시간이고 일요일 새벽 2시에 끝나요."),
    ("p2-ko-midnight", "ko", "주말 일정은 모두 세 개예요."),
    (
        "p2-ko-busy-day",
        "ko",
        "오늘은 9시 반 스탠드업, 11시 한빛상사 미팅, 12시 반 민지와 점심, 오후 3시 분기 보고, "
        "저녁 7시 반 필라테스로 다섯 개예요.",
    ),
    ("p2-ko-busy-day", "ko", "점심 후 1시 반부터 3시까지 비어 있어요."),
    ("p2-ko-busy-day", "ko", "필라테스는 저녁 7시 반부터 8시 20분까지예요."),
    ("p2-ko-busy-day", "ko", "한빛상사 미팅 끝나고 12시 반에 민지와 점심이에요."),
    (
        "p2-ko-afternoon-off",
        "ko",
        "내일 27일 목요일은 오전 10시 주간 보고 후 오후 2시부터 반차예요. 저녁 7시엔 동생 생일 저녁이 있어요.",
    ),
    ("p2-ko-afternoon-off", "ko", "오후 반차라 2시 이후로는 쉬어요."),
    ("p2-ko-afternoon-off", "ko", "오전엔 주간 보고 하나만 있어요."),
    ("p2-ko-afternoon-off", "ko", "오전 일정은 주간 보고 하나예요."),
    ("p2-ko-busy-day", "ko", "저녁 일정은 필라테스 하나예요."),
    ("p2-ko-week", "ko", "수요일 일정은 치과 예약 하나예요."),
    (
        "p2-en-ny-dst",
        "en",
        "Saturday: Halloween party from 7 to 10:30 PM. Sunday: brunch with Tom at 11 AM, then your flight to "
        "Denver at 5:15 PM.",
    ),
    ("p2-en-ny-dst", "en", "The flight to Denver takes two and a half hours and lands at 7:45 PM."),
    ("p2-en-ny-dst", "en", "Three plans this weekend."),
    (
        "p2-en-la-week",
        "en",
        "Standup Monday and Friday at 9 (Wednesday's is skipped), dentist Tuesday at 3:30, launch review Thursday 1 to "
        "2:30, dinner with Sarah Friday at 7, and a hike with Dan Saturday at 8.",
    ),
    ("p2-en-la-week", "en", "No standup on Wednesday this week."),
    ("p2-en-la-week", "en", "The hike with Dan is three hours, 8 to 11 AM."),
    ("p2-en-la-week", "en", "Sunday is free."),
    (
        "p2-en-london-vacation",
        "en",
        "Kickoff with Acme Monday the 6th at 10, the handover call Tuesday at 4 PM, then vacation from Wednesday the "
        "8th through Tuesday the 14th.",
    ),
    (
        "p2-en-london-vacation",
        "en",
        "You're back Wednesday the 15th with the return sync at 9:30, and team lunch is Friday the 17th at noon.",
    ),
    ("p2-en-london-vacation", "en", "Your vacation is seven days."),
    ("p2-en-london-vacation", "en", "Your vacation runs 8 to 14 July, seven days in all."),
    ("p2-en-london-vacation", "en", "That's a seven-day vacation."),
    ("p2-ko-vacation-span", "ko", "9일부터 3일 동안 휴가예요."),
    ("p2-ko-vacation-span", "ko", "다음 주에 3일짜리 휴가가 있어요."),
    ("p2-en-london-vacation", "en", "The last day of your vacation is Tuesday the 14th."),
    ("p2-en-london-vacation", "en", "Your first day off is Wednesday the 8th."),
    ("p2-en-london-vacation", "en", "Four meetings in those two weeks."),
    ("p2-en-london-vacation", "en", "Next week the handover call is Tuesday at 4."),
    (
        "p2-en-chicago-day",
        "en",
        "Morning off until noon, then Horizon at 1, design review at 2, coffee with Priya at 3:30 and the "
        "parent-teacher conference at 5:30.",
    ),
    ("p2-en-chicago-day", "en", "Between the design review and coffee you have half an hour."),
    ("p2-en-chicago-day", "en", "Four meetings this afternoon, all after your half day off."),
    ("p2-en-chicago-day", "en", "The parent-teacher conference is 30 minutes."),
    (
        "p2-en-sydney-nights",
        "en",
        "Friday 9 PM the concert at the Opera House (until 12:30 AM), Saturday lunch with Mia at 12:30, and the "
        "server migration from 11 PM Saturday to 3 AM Sunday.",
    ),
    ("p2-en-sydney-nights", "en", "Three plans this weekend."),
    ("p2-en-sydney-nights", "en", "The server migration is four hours."),
    ("p2-en-sydney-nights", "en", "Saturday morning is free."),
    ("p2-en-berlin-light", "en", "A light day: physio 8 to 8:45 AM and the board meeting 4 to 6 PM."),
    ("p2-en-berlin-light", "en", "You're free from 9 until 4."),
    ("p2-en-berlin-light", "en", "Two things today."),
    ("p2-en-berlin-light", "en", "Today you just have physio and the board meeting."),
    ("p2-en-berlin-light", "en", "All you've got today is physio and the board meeting."),
    ("p2-en-berlin-light", "en", "The board meeting is two hours."),
]


# Still let through, or still rejected though faithful (no rule reads them yet): marked so that a fix shows.
STILL_KEPT = {
    "4일 수요일엔 오후에 쉬어요.",  # "쉬어요" is no vacation word: a rest is also free time
    "Lunch with Mia and the concert are both on Saturday.",  # the concert runs into Saturday
}
STILL_REJECTED = {
    # "3일 휴가": a count of days read as the 3rd
    "이번 주 수요일(4일)은 오전 반차고, 다음 주 월요일 9일부터 수요일 11일까지 3일 휴가예요.",
    "점심 후 1시 반부터 3시까지 비어 있어요.",  # the bare "3시" read as a bound at 3 AM or PM
    # "Wednesday's is skipped" read as a day of the standup
    "Standup Monday and Friday at 9 (Wednesday's is skipped), dentist Tuesday at 3:30, launch review Thursday 1 to "
    "2:30, dinner with Sarah Friday at 7, and a hike with Dan Saturday at 8.",
}


def _marked(cases: list[tuple[str, str, str]], known: set[str], reason: str) -> list:
    return [
        pytest.param(*case, marks=pytest.mark.xfail(strict=True, reason=reason)) if case[2] in known else case
        for case in cases
    ]


@pytest.mark.parametrize(("context", "language", "answer"), _marked(WRONG, STILL_KEPT, "still let through"))
def test_the_wrong_answer_is_rejected(context, language, answer):
    assert problems_of(Candidate(context, language, "hallucinated", answer), CONTEXTS[context]) != []


@pytest.mark.parametrize(("context", "language", "answer"), _marked(FAITHFUL, STILL_REJECTED, "still rejected"))
def test_the_faithful_answer_is_kept(context, language, answer):
    assert problems_of(Candidate(context, language, "faithful", answer), CONTEXTS[context]) == []
