"""What a visitor says, which buttons the server offers and what the page says, per language of the seed scenario."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Script:
    language: str
    vacation: str
    meeting: str
    question: str
    approve: str
    cancel: str
    # Corrections: two meetings of one title, a cancel that names only the title (so MOSS asks
    # which), and a cancel of the seed meeting by its day.
    same_title: tuple[str, str]
    cancel_by_title: str
    cancel_by_day: str
    # The page's own words (web/js/i18n.js) that the tests read.
    signed_in: str
    active: str
    inactive: str
    made_inactive: str
    all_day: str
    settings: str
    calendar_apps: str
    subscribe: str
    copy: str
    open_in_app: str
    revoke: str
    download: str


ENGLISH = Script(
    language="en",
    vacation="I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar.",
    meeting="Schedule a dev team meeting for Friday at 10 AM.",
    question="Summarize my schedule for Friday at 10 AM.",
    approve="Schedule meeting during vacation",
    cancel="Cancel",
    same_title=("Schedule a dev sync on Monday at 10 AM", "Schedule a dev sync on Tuesday at 10 AM"),
    cancel_by_title="Cancel the dev sync",
    cancel_by_day="Cancel tomorrow's meeting",
    signed_in="Signed in as {user}",
    active="active",
    inactive="inactive",
    made_inactive="1 made inactive",
    all_day="All day",
    settings="Settings",
    calendar_apps="Calendar apps",
    subscribe="Subscribe in your calendar app",
    copy="Copy",
    open_in_app="Open in your calendar app",
    revoke="Revoke link",
    download="Download .ics",
)
KOREAN = Script(
    language="ko",
    vacation="내일(7/17 금요일) 하루 종일 연차 쓸게. 캘린더에 등록해줘.",
    meeting="금요일 오전 10시에 개발팀 회의 잡아줘.",
    question="금요일 오전 10시 일정 요약해줘.",
    approve="휴가 중에 회의 잡기",
    cancel="취소",
    same_title=("월요일 오전 10시에 개발팀 회의 잡아줘", "화요일 오전 10시에 개발팀 회의 잡아줘"),
    cancel_by_title="개발팀 회의 취소해 주세요",
    cancel_by_day="내일 회의 취소해줘",
    signed_in="{user}으로 로그인함",  # for a name ending in 훈 (the scenario's)
    active="활성",
    inactive="비활성",
    made_inactive="비활성화 1개",
    all_day="종일",
    settings="설정",
    calendar_apps="캘린더 앱",
    subscribe="캘린더 앱에서 구독",
    copy="복사",
    open_in_app="캘린더 앱에서 열기",
    revoke="링크 폐기",
    download=".ics 내려받기",
)
