"""MOSS's words about events, once, per language: every reader of people's text takes them from here.

The rule parser (what an utterance writes, asks or takes back), the corrections reader, follow-ups,
the matching of a correction's target, the grounding check (what an answer claims) and the
calendar import (which imported title is time off) all read these tables; dates, weekdays and
months are in `calendar_words.py`. A list is data: words as people write them, with the
patterns built from it here. A word added to a list is understood everywhere at once.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property


@dataclass(frozen=True)
class Words:
    """One list in both languages. English words are matched as whole words with an optional
    plural; Korean ones anywhere (Korean writes particles onto words: "회의를", "치과도").
    Each pattern is built once per list: the parser's modules ask for a third of them again."""

    en: tuple[str, ...]
    ko: tuple[str, ...] = ()

    def __or__(self, other: Words) -> Words:
        return Words(self.en + other.en, self.ko + other.ko)

    @cached_property
    def en_pattern(self) -> str:
        """The English words as one alternation, longest first, each with an optional plural."""
        return _alternation(_plural(word) for word in self.en)

    @cached_property
    def en_exact_pattern(self) -> str:
        """The English words as one alternation, as written (no plural), spaces as any, and a
        negation as people spell it ("won't" as "wont", "will not", "shan't")."""
        return _alternation(r"\s+".join(map(_spelled, word.split())) for word in self.en)

    @cached_property
    def ko_pattern(self) -> str:
        """The Korean words as one alternation, spaced or not, as people type them."""
        return _alternation(r"\s*".join(map(re.escape, word.split())) for word in self.ko)

    def all_words(self) -> frozenset[str]:
        return frozenset(word.casefold() for word in (*self.en, *self.ko))


def _alternation(patterns: Iterable[str]) -> str:
    """Longest first, so that "sync-up" wins over "sync" and "워크숍" over shorter words."""
    return "|".join(sorted(set(patterns), key=lambda pattern: (-len(pattern), pattern)))  # the same in every process


# A negated auxiliary's other spellings besides "<verb>nt" and "<verb> not" ("cant", "do not").
_NEGATED_AUXILIARIES = {"won't": ("will", "shan't", "shall not"), "can't": ("can", "cannot")}


def _spelled(word: str) -> str:
    """One word as a pattern: a negated auxiliary in each of its spellings."""
    if not word.endswith("n't"):
        return re.escape(word)
    verb, *others = _NEGATED_AUXILIARIES.get(word, (word[:-3],))
    spellings = [word, word.replace("'", ""), f"{verb} not", *others]
    return "(?:" + "|".join(r"\s+".join(map(re.escape, s.split())) for s in spellings) + ")"


def _plural(word: str) -> str:
    """A word as a pattern: spaces and hyphens as people vary them, and an optional plural."""
    parts = [re.escape(word)] if any(c.isdigit() for c in word) else [re.escape(p) for p in re.split(r"[\s-]+", word)]
    body = r"[\s-]?".join(parts) if len(parts) > 1 else parts[0]
    if word[-1].isalnum():
        body += "(?:es)?" if word.endswith(("ch", "sh", "s", "x")) else "s?"
    return body


# Kinds of event people keep on a calendar, besides time off: meetings and personal events alike.
# Any timed write with a title is an event whether or not it uses one of these; they tell an
# event from other talk where no verb does ("piano lesson Tuesday at 5", "치과 금요일 3시").
MEETING_WORDS = Words(
    en=(
        "meeting",
        "mtg",
        "mtng",
        "call",
        "sync",
        "sync-up",
        "syncup",
        "review",
        "1:1",
        "1-on-1",
        "1-1",
        "one-on-one",
        "one-to-one",
        "interview",
        "standup",
        "stand-up",
        "catch-up",
        "catchup",
        "demo",
        "retro",
        "retrospective",
        "appointment",
        "appt",
        "session",
        "workshop",
        "presentation",
        "check-in",
        "checkin",
        "huddle",
        "kickoff",
        "kick-off",
        "briefing",
        "conference",
        "seminar",
        "webinar",
        "offsite",
        "onboarding",
        "training",
        "planning",
        "scrum",
        "brainstorm",
        "brainstorming",
        "consultation",
        "pitch",
        "all-hands",
        "town hall",
        "meetup",
        "crit",
        "event",
    ),
    ko=(
        "미팅",
        "회의",
        "면담",
        "리뷰",
        "인터뷰",
        "스탠드업",
        "통화",
        "콜",
        "상담",
        "약속",
        "발표",
        "워크숍",
        "워크샵",
        "세미나",
        "데모",
        "회고",
        "싱크",
        "원온원",
        "회식",
        "브리핑",
        "킥오프",
        "온보딩",
        "교육",
        "면접",
        "스크럼",
        "컨퍼런스",
        "컨콜",
        "모임",
        "송년회",
        "망년회",
        "신년회",
        "동창회",
        "환영회",
        "송별회",
    ),
)
PERSONAL_EVENT_WORDS = Words(
    en=(
        "club",
        "night shift",
        "day shift",
        "early shift",
        "late shift",
        "evening shift",
        "morning shift",
        "lunch",
        "dinner",
        "business trip",
        "vet",
        "physio",
        "physiotherapy",
        "hike",
        "birthday",
        "anniversary",
        "graduation",
        "tournament",
        "playdate",
        "sleepover",
        "manicure",
        "pedicure",
        "church",
        "drinks",
        "happy hour",
        "breakfast",
        "brunch",
        "coffee",
        "chat",
        "discussion",
        "party",
        "lesson",
        "class",
        "lecture",
        "tutoring",
        "practice",
        "rehearsal",
        "recital",
        "flight",
        "dentist",
        "doctor",
        "checkup",
        "check-up",
        "haircut",
        "salon",
        "gym",
        "workout",
        "yoga",
        "pilates",
        # personal training, as titles and answers write it ("PT at the gym", "강남 PT"): a Korean answer says it too
        "pt",
        "personal training",
        "concert",
        "musical",
        "opera",
        "ballet",
        "exhibition",
        "festival",
        "movie",
        "game",
        "exam",
        "therapy",
        "massage",
        "wedding",
        "ceremony",
        "funeral",
        "pickup",
        "pick-up",
        "visit",
        "tour",
        "swim",
        "swimming",
        "soccer",
        "football",
        "tennis",
        "golf",
        "basketball",
        "baseball",
        "match",
        "bbq",
        "barbecue",
        "picnic",
        "parents evening",
        # a child's lessons and school days, as parents name them
        *("piano", "violin", "lacrosse", "karate", "taekwondo", "hockey", "volleyball", "scouts"),
        *("orthodontist", "eye exam", "pageant", "field trip", "open house"),
    ),
    ko=(
        *("태권도", "합기도", "피아노", "바이올린", "콩쿠르", "심사", "캠프"),
        *("졸업식", "입학식", "방학식", "종업식"),
        "점심",
        "런치",
        "디너",
        "예배",
        "브런치",
        "저녁 약속",
        "저녁 먹",
        "밥 먹",
        "식사",
        "레슨",
        "수업",
        "교실",  # "서예 교실", "노래 교실": a class
        "클래스",
        "강좌",
        "특강",
        "동호회",
        "봉사",
        "미사",
        "강의",
        "과외",
        "학원",
        "병원",
        "치과",
        # a clinic named by its specialty ("피부과 예약"): a visit, as "치과" is
        *("피부과", "안과", "정형외과", "내과", "이비인후과", "소아과", "산부인과", "한의원"),
        "진료",
        "검진",
        "미용실",
        "헤어샵",
        *("머리 자르", "머리하러", "머리 하러"),  # ("목요일에 머리 자르러 가는 거"): a haircut
        "비행기",
        "항공편",
        # a flight said by its way ("귀국편은 5시 40분 출발", "출국편"): the leg home or out
        *("귀국편", "출국편"),
        # ("비행 시간은 11시간 10분": the flight, said as flying)
        "비행",
        "헬스",
        "피티",
        "필라테스",
        "요가",
        "운동",
        "공연",
        "콘서트",
        "뮤지컬",
        "연극",
        "오페라",
        "발레",
        "전시회",
        "축제",
        "페스티벌",
        "영화",
        "시험",
        "경기",
        "데이트",
        "결혼식",
        "돌잔치",
        "잔치",
        "생일 파티",
        "파티",
        "픽업",
        "연습",
        "외식",
        "술자리",
        # ("동기들이랑 술 한잔", "치맥 하자"): drinks with someone
        "술 한잔",
        "한잔",
        "술 약속",
        "술약속",
        "맥주",
        "치맥",
        "등산",
        "장보기",
        "축구",
        "수영",
        "골프",
        "테니스",
        "캠핑",
        "소풍",
        "학예회",
        "발표회",
        "운동회",
        # a visit ("공장 방문", "할머니 면회"): a plan with a time, no time off
        "방문",
        "면회",
        # a meal with someone ("낼 저녁에 동생이랑 밥도") and an errand ("낼 오전에 은행 가야됨")
        *("랑 밥", "하고 밥", "밥 약속"),
        *("은행", "우체국", "주민센터", "구청"),
    ),
)
EVENT_WORDS = MEETING_WORDS | PERSONAL_EVENT_WORDS

# Time off, as a noun: what makes a fact a vacation in a title, an answer or an imported calendar.
# Kinds of leave say it on their own ("연차", "PTO"); the general words may also name what a
# meeting is about ("vacation planning meeting", "휴가 계획 회의").
# Words that count meetings proper ("오늘 회의는 두 개", "two meetings today"): said of the day's work, they may
# leave out its personal events (PERSONAL_EVENT_WORDS: a class, a lunch, the gym). Read by grounding.
MEETING_PROPER_WORDS = Words(en=("meeting", "meetings", "mtg", "mtgs"), ko=("회의", "미팅"))

# Words saying the time after them is the present one ("현재 시각 오후 3시 30분 기준으로", "as of 3:30"): now's, no
# event's. English ones come before the time, as the Korean ones. Read by grounding.
NOW_WORDS = Words(
    en=("as of", "it's now", "it is now", "right now it's", "current time"),
    ko=("현재 시각", "현재 시간", "지금 시각", "지금 시간"),
)

# What someone is to the user, said before their name ("with your friend Ellie", "with team lead Lee", "with Assistant
# Manager Kim"): the name says who is there. Read by grounding.
PERSON_ROLE_WORDS = Words(
    en=(
        *("friend", "colleague", "coworker", "co-worker", "manager", "boss", "lead", "team lead", "team leader"),
        *("assistant manager", "director", "teacher", "coach", "mentor", "buddy", "neighbour", "neighbor"),
    ),
    # a Korean title's word for who someone is at work, after their name or surname ("이정훈 과장", "김 대리")
    ko=(
        *("팀장", "부장", "과장", "사장", "차장", "대리", "실장", "대표", "이사", "원장", "교수", "선생", "주임"),
        *("매니저", "트레이너", "코치", "선배", "후배"),
    ),
)

# Korean surnames as people spell them in Latin letters ("Mr. Kim" of "김 대리"), lowercased: read by grounding
# (moss.domain.hangul), where other Korean words are spelled syllable by syllable.
KO_SURNAME_SPELLINGS: dict[str, tuple[str, ...]] = {
    "김": ("kim", "gim"),
    "이": ("lee", "yi", "rhee", "i"),
    "박": ("park", "pak", "bak"),
    "최": ("choi", "choe"),
    "정": ("jung", "jeong", "chung"),
    "강": ("kang", "gang"),
    "조": ("cho", "jo"),
    "윤": ("yoon", "yun"),
    "장": ("jang", "chang"),
    "임": ("lim", "im", "yim"),
    "한": ("han",),
    "오": ("oh", "o"),
    "서": ("seo", "suh"),
    "신": ("shin", "sin"),
    "권": ("kwon", "gwon"),
    "황": ("hwang",),
    "안": ("ahn", "an"),
    "송": ("song",),
    "류": ("ryu", "yoo", "yu"),
    "유": ("yoo", "yu"),
    "홍": ("hong",),
    "전": ("jeon", "jun", "chun"),
    "고": ("ko", "go"),
    "문": ("moon", "mun"),
    "손": ("son", "sohn"),
    "배": ("bae", "pae"),
    "백": ("baek", "paik"),
    "허": ("heo", "hur"),
    "남": ("nam",),
    "노": ("noh", "roh", "no"),
}

# Leave for part of a day: counted apart from whole days off ("반차 하나랑 사흘짜리 휴가").
HALF_DAY_LEAVE_WORDS = Words(en=("half day", "half-day"), ko=("반차",))
# Leave of whole days ("반차 말고 연차로": the half day made the whole day)
WHOLE_DAY_LEAVE_WORDS = Words(en=(), ko=("연차", "월차"))
LEAVE_WORDS = (
    Words(en=("pto", "ooo", "out of office", "out of the office"), ko=("휴무", "병가"))
    | WHOLE_DAY_LEAVE_WORDS
    | HALF_DAY_LEAVE_WORDS
)
VACATION_WORDS = (
    Words(en=("vacation", "holiday", "leave", "day off", "days off", "time off"), ko=("휴가",)) | LEAVE_WORDS
)
# A weekend made long by time off beside it ("your long weekend is mid-month"): the answer says the time off by it, when
# the context holds whole days off next to a weekend. Read by grounding.
LONG_WEEKEND_WORDS = Words(en=("long weekend", "three-day weekend", "four-day weekend"), ko=())
# "오프" is time off only as people say it of themselves ("금요일 오프야"); in titles it starts 오프라인.
# "금요일 쉬는 거 취소": the resting, as people say their day off
SPOKEN_VACATION_WORDS = Words(en=(), ko=("오프", "쉬는 거", "쉬는 것"))

# How an answer places a stretch of days (issue 31): a date said with these is its first day, its
# last day, or the day one is back ("until Thursday" is a last day; a vacation stored as
# [Mon 00:00, Thu 00:00) ends on Wednesday, and one is back on Thursday). English words come
# before the date, Korean ones after it.
SPAN_START_WORDS = Words(
    en=("from", "starting", "starts", "started", "begins", "began", "beginning", "first day"), ko=("부터", "시작")
)
SPAN_END_WORDS = Words(
    en=(
        "until",
        "till",
        "through",
        "thru",
        "end",
        "ends",
        "ended",
        "ending",
        "finishes",
        "finishing",
        "wraps",
        "wrapping",
        "wrapped",
        "done",  # "done by 11", "you're done Thursday"
        "finished",
        "last day",
        "to",
    ),
    ko=("까지", "끝나", "끝납", "마지막"),
)
# Of these, the words that say the stretch itself begins or ends then ("your vacation starts Monday", "휴가는
# 월요일부터 시작"): its own first or last day, never the asked window's edge ("from Monday" of a vacation
# running into the window may be said from the window's first day). Read by grounding.
OWN_EDGE_WORDS = Words(
    en=("starts", "started", "begins", "began", "first day", "ends", "ended", "last day"),
    ko=("시작", "끝나", "끝납", "마지막"),
)
# An English stretch's edge said as the subject of its date ("your last vacation day is Monday", "the first day of
# your leave is the 8th"): the word before "day". Read by grounding.
EN_EDGE_DAY_WORDS = {"start": Words(en=("first",)), "end": Words(en=("last", "final"))}
RETURN_WORDS = Words(
    en=("back", "return", "returns", "returning", "returned", "back in the office", "back at work", "back to work"),
    ko=("복귀", "돌아오", "돌아옵", "출근"),
)
# Going somewhere, said before "back" ("flying back Wednesday", "driving back on Sunday"): the journey home, not the
# day one is back at work. Read by grounding.
TRAVEL_VERB_WORDS = Words(
    en=(
        *("fly", "flies", "flying", "flew", "drive", "drives", "driving", "drove"),
        *("head", "heading", "travel", "traveling", "travelling"),
    ),
    ko=(),
)
# A Korean stretch's edge said as the topic before its date ("마지막 날은 8월 3일", "복귀는 화요일이에요", "첫날은
# 수요일"): the date after it is that edge, as the words above say after a date. Read by grounding.
KO_EDGE_TOPIC_WORDS = {
    "start": Words(en=(), ko=("첫날", "첫 날", "시작일", "시작하는 날", "시작은")),
    "end": Words(en=(), ko=("마지막 날", "마지막날", "종료일", "끝나는 날", "끝은")),
    "return": Words(en=(), ko=("복귀", "복귀일", "복귀하는 날", "돌아오는 날", "출근", "출근일", "출근하는 날")),
}

# The day one is back from time off, said as a day ("복귀 첫날은 스탠드업이랑 1:1", "your first day back"): the day
# after the time off's last (or the weekday after it). Read by grounding, unless a date follows as what it is.
DAY_BACK_WORDS = Words(
    en=("first day back", "the day you're back", "the day you get back"),
    ko=("복귀 첫날", "복귀 첫 날", "복귀하는 날", "출근 첫날", "돌아와서 첫날"),
)

# A time said with these is when an event ends: English words come before the time ("brunch (ends 12:30)"),
# Korean ones after it ("1시 50분 끝", "11시 종료"). Read by grounding.
# ("6시에 근무 마치고": finishing it, then)
ENDS_AT_WORDS = Words(
    en=("ends", "ending", "finishes", "wraps", "until", "till"), ko=("끝", "종료", "마치", "마쳐", "마친")
)
# A time said before these is when work on something is due ("보고서는 6시 마감", "6시에 보고서 마무리하고"): the
# end of the event it is said of. Read by grounding only, apart from ENDS_AT_WORDS, which the parser reads too and a
# title may hold ("분기 보고서 마감").
DUE_AT_WORDS = Words(en=(), ko=("마감", "마무리"))
# A time said after these, beside an event, is when it starts ("Tom's 40th (starting at 8)"). Read by grounding.
STARTS_AT_WORDS = Words(en=("starts", "starting", "begins", "beginning", "from"), ko=())
# Abbreviations written before a name ("Dr. Kim", "Mrs. Park"): who is met is the name after it. Read by grounding.
NAME_ABBREVIATIONS = Words(en=("Dr", "Mr", "Mrs", "Ms", "Mx", "Prof"))
# Abbreviations written before a place's name ("St. Joseph", "Mt. Tam"): their stop ends no sentence. Read by grounding.
PLACE_ABBREVIATIONS = Words(en=("St", "Mt", "Ft"))

# Verbs the user ends an event with, said before it ("you finish your shift at 6", "wrap up the review by 11",
# "get off your shift at 7", "come off tonight's shift at 7"): the time after it is that event's end. Read by grounding.
FINISHING_WORDS = Words(
    en=(
        *("finish", "finishes", "finishing", "end", "ending", "wrap up", "wraps up", "wrapping up"),
        *("get off", "gets off", "getting off", "come off", "comes off", "coming off"),
    )
)

# When a journey ends: a time said with these is an event's end ("lands at 4:50", "8시 45분 도착"). English words
# come before the time, Korean ones after it. Read by grounding.
ARRIVAL_WORDS = Words(
    en=(
        *("arrives", "arriving", "arrival", "arrive", "lands", "landing", "land"),
        *("gets in", "gets into", "get into", "getting in", "getting into"),
    ),
    ko=("도착", "착륙"),
)

# What one lands or arrives from: a title with one of these is a journey, and "once you land", "도착한 뒤" is from
# its end. Read by grounding.
JOURNEY_WORDS = Words(
    en=("flight", "red-eye", "train", "ferry"), ko=("비행기", "항공편", "비행", "기차", "KTX", "SRT", "귀국", "귀국편")
)

# Words that propose or allow an event rather than state it: said after it in Korean ("운동 가능해요", "약속
# 잡으셔도 돼요", "운동하시면 좋겠어요"), before it in English ("you could fit a workout in", "room for a run"). The
# event is one the user might add, on no day of the calendar. Read by grounding.
# Leaving or missing a plan, as said one need not ("you won't need to duck out of a meeting"): a need denied, no
# plan. Read by grounding.
STEPPING_OUT_WORDS = Words(
    en=("duck out of", "step out of", "walk out of", "slip out of", "leave", "skip", "miss", "cut short")
)
# Moving a plan, as advice ("you might ask to push the interview to 2:30", "면접을 2시 반으로 옮기시면"): the time
# it is moved to is the user's to choose, no time of the calendar. Korean ones are stems after "(으)로". Read by
# grounding.
SUGGESTED_MOVE_WORDS = Words(
    en=(*("move", "moving", "push", "pushing", "shift", "shifting", "bump", "bumping"), "reschedule", "rescheduling"),
    ko=("옮기시", "옮기면", "옮기는", "미루시", "미루면", "미루는", "당기시", "당기면", "당기는"),
)
# A plan said to move ("tennis moves to 11 on the 31st", "the sync got pushed to 3"): the bare hour after "to" is the
# time it is then, a clock time as "at 11" is. Read by grounding.
MOVED_WORDS = Words(
    en=(
        *("moves", "moved", "moving", "pushed", "pushes", "pushing", "shifts", "shifted", "shifting"),
        *("bumped", "bumps", "changes", "changed", "rescheduled", "reschedules"),
    )
)
PROPOSAL_WORDS = Words(
    en=(
        *("could fit", "can fit", "could squeeze", "can squeeze", "could book", "can book", "room for", "time for"),
        *("good day to", "good time to"),  # "a good day to catch up": what the user may do
        # "a good chance to catch up on errands", "perfect time to run errands": what the user may do
        *("chance to", "great day to", "great time to", "perfect day to", "perfect time to", "catch up on"),
        "time to",  # "there's time to go for a walk or catch up on email": what the user may do with free time
        # "maybe grab a coffee before the call": "maybe" before a bare verb is advice, what the user may do
        *("maybe grab", "maybe get", "maybe take", "maybe squeeze", "maybe fit", "maybe go for"),
    ),
    ko=(
        "가능",
        "하시면",
        "하면",
        "잡으셔도",
        "잡아도",
        "넣으셔도",
        "넣어도",
        "하셔도",
        *("하세요", "하시길"),  # "OKR 리뷰 전에 식사하세요": advice, what the user may do
        "넣을 수",
        "할 수",
        "잡기 좋",
        "잡기에 좋",
        # "점심 드실 시간은 충분해요": time for it, as "time for" is
        *("드실 시간", "먹을 시간", "하실 시간", "할 시간"),
        # "휴가 쓰시기 좋겠네요", "원하는 날 연차 쓰셔도 돼요": time off the user may take
        *("쓰시기", "쓰기 좋", "쓰기에 좋", "쓰셔도", "써도", "내시기", "내기 좋", "내셔도"),
    ),
)
# Someone proposing a time for a plan the user keeps ("she says 7:30 works better", "tom wants 4", "ugh he says 8
# now"): read by the corrections reader as a change of that plan, never as a plan called "she says".
PROPOSING_WORDS = Words(
    en=(
        "says",
        "said",
        "thinks",
        "reckons",
        "suggests",
        "suggested",
        "wants",
        # ("the salon texted, they can only do 4:30", "she'd prefer 11:30"): what someone can offer or would rather
        "can only do",
        "prefers",
        "would prefer",
        "'d prefer",
    )
)
# A meal the user is told of as eaten, or told (or allowed) to eat, said after its word ("점심 먹고 보셔도 돼요",
# "점심 드신 뒤", "점심 여유 있게 드세요", "점심 천천히 드셔도 돼요"): their own act, a reference to no event of the
# calendar. Read by grounding.
# Of them, those saying it is eaten and what follows comes after ("점심 먹고 1시간 비어요": from the lunch's end).
KO_MEAL_EATEN_WORDS = Words(en=(), ko=("먹고", "드시고", "먹은 뒤", "먹은 후", "드신 뒤", "드신 후", "먹고 나서"))
KO_MEAL_TAKEN_WORDS = KO_MEAL_EATEN_WORDS | Words(
    en=(), ko=("드세요", "챙겨 드", "챙기세요", "드셔도", "드시면", "먹어도", "드실 수")
)
# Words that make a plan rather than state one: an untitled word they take ("make some plans", "add something")
# is one the user may add, on no day of the calendar (English words come before it). Korean ones offer to add it
# ("일정 추가해 드릴까요?", "약속 잡아 드릴게요"), after the word. Read by grounding.
MAKING_PLANS_WORDS = Words(
    en=("make", "making", "add", "adding", "schedule", "scheduling", "set up", "pencil in"),
    ko=("추가", "등록", "잡아", "넣어", "만들어"),
)
# Korean verbs looking at or planning an untitled word ("일정 확인해 봤는데", "계획 세우기"), after it: the calendar
# or a plan to make, not an event. Read by grounding.
KO_HANDLING_PLANS_WORDS = Words(en=(), ko=("확인", "살펴", "체크", "세우", "세워", "짜기", "짜 보"))
# An offer to do something: how an English one opens ("want me to keep Wednesday clear?") and a Korean one ends
# ("추가해 드릴까요?", "잡아 드릴게요", "등록할까요?", "막아 둘까요?"). Read by grounding: an offer states nothing.
OFFER_WORDS = Words(
    en=("want me to", "would you like me to", "should i", "shall i", "want a", "would you like a"),
    ko=("드릴까요", "드릴게요", "드려요", "드릴 수", "할까요", "하실래요", "하시겠어요", "둘까요"),
)

# Words saying events take up the same time ("the haircut overlaps the swim meet", "no clashes", "두 회의가 겹쳐요"):
# read by grounding as a claim about pairs of facts, not as an event.
OVERLAP_WORDS = Words(
    en=(
        "overlap",
        "overlapping",
        "collide",
        "clash",
        "clashing",
        "conflict",
        "conflicting",
        "double-booked",
        "double booked",
    ),
    ko=("겹치", "겹쳐", "겹친", "겹칩"),
)

# Words saying which zone a time is told in ("9:40 local time", "현지 시간 오전 9:40"): about the clock, not an
# event, whatever title shares a word with them ("현지 팀 저녁"). Read by grounding.
ZONE_WORDS = Words(en=("local time",), ko=("현지 시간", "현지 시각", "현지 기준"))
# Places and zone abbreviations a time is said in ("한국 시간으로는 저녁 7시", "7 pm Seoul time", "10 AM KST"), with
# their IANA zone: read by grounding, which reads such a time on the user's clock. Lowercase. Not "PT", "ET":
# titles write those ("PT" is a personal training session).
PLACE_ZONES: dict[str, str] = {
    **dict.fromkeys(("한국", "서울", "korea", "korean", "seoul", "kst"), "Asia/Seoul"),
    **dict.fromkeys(("일본", "도쿄", "japan", "tokyo", "jst"), "Asia/Tokyo"),
    **dict.fromkeys(("영국", "런던", "uk", "london", "bst", "gmt"), "Europe/London"),
    **dict.fromkeys(("독일", "베를린", "germany", "berlin", "cet", "cest"), "Europe/Berlin"),
    **dict.fromkeys(("뉴욕", "new york", "eastern", "est", "edt"), "America/New_York"),
    **dict.fromkeys(("시카고", "chicago", "central", "cst", "cdt"), "America/Chicago"),
    **dict.fromkeys(("la", "엘에이", "los angeles", "pacific", "pst", "pdt"), "America/Los_Angeles"),
}

# Words before "night" that make it sleep, no part of the day ("get an early night before the flight", "have a
# good night"). Read by grounding.
SLEEP_NIGHT_WORDS = Words(en=("early", "good"))

# Airports a title names by their code ("Flight AA2231 ORD to SAN"), with the places an answer names them by ("your
# flight to San Diego", "security at O'Hare"): read by grounding, for which such a place is a word of the title.
# Lowercase.
AIRPORT_PLACES: dict[str, tuple[str, ...]] = {
    "ord": ("chicago", "o'hare", "ohare"),
    "mdw": ("chicago", "midway"),
    "san": ("san diego", "lindbergh"),
    "lax": ("los angeles", "la"),
    "sfo": ("san francisco",),
    "jfk": ("new york", "kennedy"),
    "lga": ("new york", "laguardia"),
    "ewr": ("newark", "new york"),
    "sea": ("seattle", "sea-tac"),
    "den": ("denver",),
    "bos": ("boston", "logan"),
    "atl": ("atlanta",),
    "aus": ("austin",),
    "iah": ("houston",),
    "mia": ("miami",),
    "phx": ("phoenix",),
    "dfw": ("dallas", "fort worth"),
    "lhr": ("london", "heathrow"),
    "lgw": ("london", "gatwick"),
    "cdg": ("paris", "charles de gaulle"),
    "fra": ("frankfurt",),
    "ber": ("berlin",),
    "nrt": ("tokyo", "narita"),
    "hnd": ("tokyo", "haneda"),
    "icn": ("seoul", "incheon", "인천", "서울"),
    "gmp": ("seoul", "gimpo", "김포", "서울"),
    "cju": ("jeju", "제주"),
    "pus": ("busan", "gimhae", "부산", "김해"),
}

# The first plan after time off, as people ask for it ("your first meeting back", "the first thing after your vacation",
# "복귀 첫 일정", "휴가 끝나고 첫 일정"): read by grounding as the earliest event after the time off ends.
FIRST_BACK_WORDS = Words(en=("first",), ko=("첫",))

# Words saying an event is the day's first or last ("your earliest meeting", "제일 빠른 일정", "가장 늦게 끝나는"): read
# by grounding as a claim that no other event of those days starts before (or after) it.
# ("첫 일정" is no such word: it is often the first after something, "반차 끝나고 첫 일정", "복귀 첫 일정")
EARLIEST_WORDS = Words(en=("earliest", "first thing"), ko=("제일 빠른", "가장 빠른", "제일 먼저", "가장 먼저"))
LATEST_WORDS = Words(
    en=("latest", "last thing", "final thing"), ko=("제일 늦은", "가장 늦은", "제일 늦게", "가장 늦게", "마지막 일정")
)
# Words saying an event is the longest or shortest of its days ("Longest event: the barbecue", "가장 긴 일정은 워크숍",
# "제일 짧아요"): read by grounding as a claim that no other event of those days lasts longer (or less). Korean ones
# are stems, as they carry endings ("긴", "길어요").
LONGEST_WORDS = Words(en=("longest",), ko=("제일 긴", "가장 긴", "제일 길", "가장 길"))
SHORTEST_WORDS = Words(en=("shortest",), ko=("제일 짧", "가장 짧"))

# Verbs of meeting someone said for an event with them ("after you talk to Dad" for "Call with Dad"): the event
# itself. Read by grounding.
MEETING_SOMEONE_WORDS = Words(
    en=("talk to", "talk with", "speak to", "speak with", "chat with", "meet", "meet with", "catch up with", "call")
)
# Nouns an answer counts a day's events by, whatever their kind ("three things on Sunday", "four items"): a count
# of every fact there. Read by grounding.
ITEM_WORDS = Words(en=("thing", "item", "entry", "entries"))
# Names of events that start with a word for booking ("book club at 8" books a book club, not a club).
VERB_LED_EVENT_WORDS = Words(
    en=(
        "book club",
        "book fair",
        "book signing",
        "book launch",
        "book sale",
        "block party",
        "make-up class",
    )
)

# Words that name the same thing in a plan's title: "xmas dinner" finds "Christmas dinner w/ in-laws",
# "the return flight" "flight back to Seoul", "the salon" the haircut. Read by targets.py. The Korean
# groups (기차 / 열차 / KTX, 비행기 / 항공편, 미용실 / 헤어샵), which had cost the held-out conversations a
# turn when first tried, leave it unchanged since the fourteenth batch and take three development turns.
SAME_THING_WORDS = (
    frozenset({"christmas", "xmas"}),
    frozenset({"flight", "plane", "fly", "flying"}),
    frozenset({"return", "back"}),
    frozenset({"haircut", "salon", "hairdresser", "barber"}),
    frozenset({"birthday", "bday"}),
    frozenset({"기차", "열차", "ktx"}),
    frozenset({"비행기", "항공편", "비행편"}),
    frozenset({"미용실", "헤어샵"}),
    frozenset({"아이", "애", "애기", "아기"}),  # ("애 픽업" of '아이 픽업')
)

# Words that say a change is for every time a series comes ("the sync to wednesdays going forward", "주간회의를
# 매주 화요일로"): without one, "move yoga to friday" may mean this week's class, and a series is not moved.
EVERY_TIME_WORDS = Words(
    en=("every", "each", "going forward", "from now on", "all of them", "permanently", "for good"),
    ko=("매주", "앞으로", "계속", "매번", "항상", "쭉"),
)

# Words that say a series comes every other week ("physio is every other Thursday", "격주 목요일"): not every week.
# Read by grounding.
EVERY_OTHER_WEEK_WORDS = Words(
    en=("every other", "every second", "alternate", "alternating", "biweekly", "bi-weekly", "fortnightly"),
    ko=("격주", "2주마다", "2주에 한 번", "두 주에 한 번"),
)

# Words that say "an event" without naming one: they tell no title apart.
GENERIC_EVENT_WORDS = Words(
    en=(
        "meeting",
        "mtg",
        "call",
        "appointment",
        "appt",
        "visit",
        "checkup",
        "event",
        "session",
        "thing",
        "stuff",
        "something",
        "anything",
        "it",
        "one",
    ),
    ko=(
        "회의",
        "예약",
        "진료",
        "미팅",
        "약속",
        "일정",
        "모임",
        "스케줄",
        "시간",
        "거",
        "것",
        "건",
        "꺼",  # "3시 꺼": 거 as it is often typed
        "거도",  # "토요일 것도": the one that day too
        "것도",
        "꺼도",
        "거만",
        "것만",
        "꺼만",
        "그거",
        "그것",
        "이거",
        "이것",
        "저거",
        "뭔가",
    ),
)

# Words of event titles in the other language: an answer may name "주간 팀 회의" as "the team meeting"
# or "Team retro" as "팀 회고". Each English word (singular) with the Korean words or phrases it renders.
TITLE_WORD_TRANSLATIONS: dict[str, tuple[str, ...]] = {
    "meeting": ("회의", "미팅", "모임"),
    "call": ("통화", "콜"),
    "review": ("리뷰", "검토"),
    "retro": ("회고",),
    "retrospective": ("회고",),
    "standup": ("스탠드업",),
    "scrum": ("스크럼",),
    "demo": ("데모",),
    "sync": ("싱크",),
    "one-on-one": ("원온원", "면담", "1:1"),
    "1:1": ("원온원", "면담", "일대일"),
    "consultation": ("상담",),
    "interview": ("인터뷰", "면접"),
    "workshop": ("워크숍", "워크샵"),
    "presentation": ("발표",),
    "briefing": ("브리핑",),
    "kickoff": ("킥오프",),
    "onboarding": ("온보딩",),
    "training": ("교육", "연수"),
    "seminar": ("세미나",),
    "conference": ("컨퍼런스", "학회"),
    "report": ("보고",),
    "planning": ("기획", "계획", "플래닝"),
    "lesson": ("레슨", "수업"),
    "class": ("수업", "강의", "클래스"),
    "lunch": ("점심",),
    "brunch": ("브런치",),
    "game": ("경기", "게임"),
    "soccer": ("축구",),
    "mom": ("엄마", "어머니"),
    "mum": ("엄마", "어머니"),
    "mother": ("엄마", "어머니"),
    "dad": ("아빠", "아버지"),
    "father": ("아빠", "아버지"),
    "brother": ("남동생", "형", "오빠"),
    "grandpa": ("할아버지",),
    "grandfather": ("할아버지",),
    "grandma": ("할머니",),
    "grandmother": ("할머니",),
    "sister": ("여동생", "언니", "누나"),
    "dinner": ("저녁", "회식", "만찬"),
    "breakfast": ("아침", "조찬"),
    "party": ("파티", "회식"),
    "dentist": ("치과",),
    "dental": ("치과",),
    "doctor": ("병원", "진료"),
    "checkup": ("검진",),
    "exam": ("시험",),
    "wedding": ("결혼식",),
    "birthday": ("생일",),
    "shift": ("근무",),
    "night": ("야간", "밤"),
    "team": ("팀",),
    "weekly": ("주간", "위클리"),
    "daily": ("데일리", "일일"),
    "monthly": ("월간", "월례"),
    "quarterly": ("분기",),
    "annual": ("연간", "연례"),
    "year-end": ("연말", "송년회"),
    "new-hire": ("신규 입사자", "신입"),
    "project": ("프로젝트",),
    "product": ("제품", "프로덕트"),
    "design": ("디자인", "설계"),
    "budget": ("예산",),
    "sales": ("영업", "세일즈"),
    "marketing": ("마케팅",),
    "strategy": ("전략",),
    "client": ("고객", "클라이언트"),
    "customer": ("고객",),
    "handover": ("인수인계",),
    "closing": ("결산", "마감"),
    "release": ("릴리스", "출시"),
    "deploy": ("배포",),
    "deployment": ("배포",),
    "sprint": ("스프린트",),
    "code": ("코드",),
    "piano": ("피아노",),
    "guitar": ("기타",),
    "english": ("영어",),
    "family": ("가족",),
    "alumni": ("동창",),
    "company": ("회사",),
    "board": ("이사회",),
    "flight": ("비행기", "항공편", "비행", "귀국편", "출국편"),
    "train": ("기차", "열차"),
    "trip": ("여행", "출장"),
    "vendor": ("벤더", "업체"),
    "supplier": ("공급업체", "업체"),
    "farewell": ("송별회", "송별"),
    "drinks": ("술자리", "회식"),
    "coffee": ("커피",),
    "yoga": ("요가",),
    "pilates": ("필라테스",),
    "gym": ("헬스", "운동"),
    "hike": ("등산", "하이킹"),
    "hiking": ("등산", "하이킹"),
    "swim": ("수영",),
    "swimming": ("수영",),
    "tennis": ("테니스",),
    "golf": ("골프",),
    "conversation": ("회화",),
    "concert": ("콘서트", "공연"),
    "musical": ("뮤지컬", "공연"),
    "movie": ("영화",),
    "offsite": ("오프사이트", "워크숍"),
    "candidate": ("지원자", "후보"),
    "job": ("채용",),
    "results": ("실적", "결과"),
    "hiring": ("채용",),
    # ("the prescription pickup" of "Collect Dad's prescription": picking up and collecting are one errand)
    "pickup": ("픽업", "수령"),
    "collect": ("픽업", "수령"),
}

# Korean words placing an event in time, said as a word of their own before its event word: "이틀 동안 회의는 두
# 개", "휴가 중 회의", "점심 이후 미팅". They qualify no title. Read by grounding.
KO_WHILE_WORDS = Words(en=(), ko=("동안", "사이", "내내", "중", "도중", "이후", "이전", "후", "뒤", "전"))
# A length said as the sum of the events' lengths ("about 4 hours in total", "합쳐서 두 시간"), not one event's. Read
# by grounding.
TOTAL_LENGTH_WORDS = Words(
    en=("in total", "total", "totals", "totalling", "totaling", "altogether", "combined", "all told", "in all"),
    ko=("합쳐서", "합쳐", "합치면", "합해서", "합하면", "통틀어", "총", "도합", "합계", "모두"),
)
# Korean words saying something is there ("네 번 있어요", "잡혀 있고"), stems taking their endings. Read by grounding.
KO_THERE_IS_WORDS = Words(en=(), ko=("있어", "있고", "있습", "있네", "있죠", "있음", "있는데", "있으니"))
# Korean copula endings closing a sentence ("오전 10시예요", "23일이에요"): what it says is what its topic is (the days
# and times after "팀장님 1:1은 복귀하고 다음 날인 …" are the 1:1's). Read by grounding.
KO_IT_IS_WORDS = Words(en=(), ko=("이에요", "예요", "에요", "입니다", "이죠", "이야"))
# Words saying one more of the event named last ("back for another one Sunday at 11"): that title's. Read by grounding.
ANOTHER_OF_IT_WORDS = Words(en=("another one", "the next one", "one more of those"))
# Words before a day said again for what was just named ("on the 9th and again on the 16th"): the same events on
# another day. Read by grounding.
AGAIN_WORDS = Words(en=("again", "also", "once more", "then again"))
# Words stressing a length as whole ("a full six hours", "a good two hours"): still the length said. Read by grounding.
WHOLE_LENGTH_WORDS = Words(en=("a full", "a good", "a solid", "an entire", "all of", "fully"))
# Korean words closing a list of lengths, the length after them their sum ("디자인 리뷰 1시간 반 해서 3시간 반"): a
# total said before a length only. Read by grounding.
KO_SUM_THEN_WORDS = Words(en=(), ko=("해서", "하면", "더하면"))
# A day of a stretch said by its place in it ("출장 둘째 날 워크숍", "휴가 첫날 비행기"): when the event is, no word of
# its title. Read by grounding.
KO_DAY_OF_STRETCH_WORDS = Words(
    en=(), ko=("날", "첫날", "이튿날", "사흗날", "나흗날", "마지막날", "전날", "다음날", "당일", "하루")
)

# Words saying a denial after an event is of what follows it at once ("nothing right after brunch", "회식 끝나고 바로
# 이어지는 일정은 없고"): English ones before "after", Korean ones after the event's end word. Read by grounding.
RIGHT_AFTER_WORDS = Words(
    en=("right", "straight", "immediately", "directly"), ko=("바로", "곧바로", "곧장", "이어지는")
)

# Words after a day keeping it to itself ("three things on Sunday itself", "Saturday proper"): what starts on it, not a
# night run into it from the evening before. Read by grounding.
DAY_ITSELF_WORDS = Words(en=("itself", "proper"))
# Korean words pressing a day said from an event close to it ("휴가 바로 전날", "출장 딱 다음 날"): still that day.
# Read by grounding.
KO_RIGHT_BY_WORDS = Words(en=(), ko=("바로", "딱"))

# Words ordering two events said side by side: "the call is before the review", "데모 끝나고 면접", "A 다음에 B".
# An English word goes before the event it is said of, a Korean one after it; "then", "그 다음에" follow the earlier
# one, so the event after them is the later. Read by grounding.
ORDER_BEFORE_WORDS = Words(
    en=("before", "ahead of", "prior to", "earlier than"), ko=("전에", "이전에", "보다 먼저", "보다 일찍", "보다 앞")
)
ORDER_AFTER_WORDS = Words(
    en=("after", "following", "later than"),
    ko=(
        "후에",
        "다음에",
        "뒤에",
        "이후에",
        "끝나고",
        "끝난 뒤",
        "끝난 후",
        "끝나면",
        "보다 늦게",
        "보다 나중",
        "끝나자마자",
    ),
)
# Korean ordering words that say the later event starts as the earlier ends ("정형외과 끝나자마자 송년회"), as a
# RIGHT_AFTER_WORDS word after an ordering word does ("끝나고 바로"). Read by grounding.
KO_AS_SOON_AS_WORDS = Words(en=(), ko=("자마자",))
ORDER_THEN_WORDS = Words(
    en=("then", "followed by", "after that", "afterwards"), ko=("그 다음에", "그다음에", "그 뒤에", "그 후에", "이어서")
)

# Words of titles too broad to name one when said alone, without an event word: "Piano" alone is the piano
# lesson, "the team" alone is no "Team retro". Read by grounding.
BROAD_TITLE_WORDS = Words(
    en=(
        *("team", "group", "project", "company", "office", "work", "weekly", "daily", "monthly", "new", "all", "prep"),
        *("day", "week"),  # "Beach day with the Parks": "three days" is a length, no title
    ),
    ko=("팀", "주간", "프로젝트", "회사", "신규", "일일", "월간", "전체"),
)

# Words saying a plan repeats ("the daily standup", "매주 스터디"): a series answers to them whatever its title. Read by
# targets.
REPEATING_WORDS = Words(
    en=("daily", "weekly", "monthly", "everyday", "regular", "recurring"),
    ko=("매일", "매주", "매달", "정기", "데일리", "위클리"),
)

# Event words for a kind that holds several others: "식사" (a meal) may be said of "김 팀장님과 점심". An event
# word no context title has names a kind nobody stored ("a dentist appointment" for "Doctor's appointment"),
# unless it is one of these and a title has a word of its kinds. Read by grounding, and by the parser for
# a plan named by its kind ("before my trip").
# Activities taken as classes: "수업", "the class", "the lesson" may be said of "요가", "Spin", "Tennis".
_CLASS_ACTIVITIES = (
    *("pilates", "yoga", "spin", "spinning", "barre", "zumba", "boxing", "swimming", "tennis", "golf", "dance"),
    *(
        "piano",
        "guitar",
        "violin",
        "필라테스",
        "요가",
        "스피닝",
        "발레",
        "복싱",
        "수영",
        "테니스",
        "골프",
        "댄스",
        "피아노",
    ),
    *("conversation", "회화"),  # "English class" of "영어 회화"
)
_NAMED_PARTIES = ("송년회", "신년회", "송별회", "환영회", "회식", "drinks")
_BIRTHDAYS = (
    *("birthday", "bday", "생일", "생신", "환갑", "칠순", "팔순"),
    *("16th", "18th", "21st", "30th", "40th", "50th", "60th", "65th", "70th", "75th", "80th", "90th", "100th"),
)
BROADER_EVENT_WORDS: dict[str, tuple[str, ...]] = {
    "meal": ("lunch", "dinner", "breakfast", "brunch", "점심", "저녁", "아침", "브런치", "회식", "만찬", "조찬"),
    "식사": ("lunch", "dinner", "breakfast", "brunch", "점심", "저녁", "아침", "브런치", "회식", "만찬", "조찬"),
    # "before my trip" of a flight to Denver
    "trip": ("flight", "train", "ktx", "trip", "비행기", "항공", "기차", "출장", "여행"),
    "여행": ("flight", "trip", "비행기", "항공", "여행"),
    **{word: _CLASS_ACTIVITIES for word in ("class", "lesson", "수업", "레슨", "클래스", "강습")},
    # "팀 회식", "the year-end party" of "팀 송년회": a party holds the named ones; "Tom's party" of "Tom's 40th": a
    # party, a birthday, a milestone one named by its age
    "회식": _NAMED_PARTIES,
    **{word: (*_NAMED_PARTIES, *_BIRTHDAYS) for word in ("party", "파티")},
    # "a two-hour ceremony" of "Mia's graduation": a ceremony holds the rites people hold one for
    **{
        word: ("graduation", "wedding", "funeral", "졸업식", "결혼식", "장례식", "입학식", "시상식")
        for word in ("ceremony", "식", "행사")
    },
    # "시험 잘 보세요" of "통계학 중간고사": an exam holds the exams of a term
    **{word: ("midterm", "quiz", "중간고사", "기말고사", "쪽지시험", "모의고사") for word in ("exam", "시험")},
    # "저녁엔 운동" of "필라테스": a workout holds the sports and the gym
    **{
        # ("50분 운동" of "PT - 강남 짐": personal training is a workout)
        word: (*_CLASS_ACTIVITIES, "gym", "헬스", "hike", "hiking", "등산", "run", "running", "러닝", "pt", "피티")
        for word in ("workout", "운동")
    },
}

# Visits named by where they are: a change said of "병원" (a hospital: "병원에서 전화 왔는데 오전 9시로 당겨 달래요") or
# "the clinic" means the doctor's visit kept under its own name ("내과", "dermatologist"). Read by targets, only
# when no kept title says the word itself; grounding does not read it ("your doctor's appointment" of a dentist's
# visit stays unsupported there).
_MEDICAL_VISITS = (
    *("내과", "외과", "치과", "안과", "피부과", "정형외과", "이비인후과", "소아과", "산부인과", "한의원", "의원"),
    *("검진", "진료", "물리치료", "dentist", "dermatologist", "physio", "checkup", "check-up", "optometrist"),
    *("orthodontist", "blood work", "bloodwork", "gp"),
)
_HAIR_VISITS = ("haircut", "hair", "trim", "perm", "highlights", "커트", "컷", "파마", "염색", "미용실")
_CAR_VISITS = ("mot", "car service", "oil change", "tyres", "tires", "정비", "엔진오일", "타이어")
VISIT_PLACE_WORDS: dict[str, tuple[str, ...]] = {
    **{word: _MEDICAL_VISITS for word in ("병원", "hospital", "clinic", "doctor")},
    **{word: _HAIR_VISITS for word in ("salon", "barber", "hairdresser", "stylist", "미용실")},
    **{word: _CAR_VISITS for word in ("garage", "mechanic", "정비소", "카센터")},
    # ("항공사 문자 왔는데 지연돼서 10시 20분 출발이래"): the airline keeps the flight (in English "the airline emailed,
    # my bag arrives at 5" tells of no flight moved)
    "항공사": ("비행기", "항공", "항공편"),
}

# Who keeps a plan for the user, said after its name ("the dentist office called", "oil change place can't do 8",
# "salon lady texted"), or how they got in touch: no words of the plan's own name. Read by targets.
KEEPER_WORDS = Words(
    en=(
        # (not words that also name plans after another word: "band practice", "wedding reception", "staff meeting")
        *("office", "place", "clinic", "shop", "receptionist", "lady", "guy", "bloke", "folks"),
        *("texted", "called", "rang", "emailed", "messaged", "pinged", "phoned"),
    ),
)

# What ends a street's name in an address ("a quote visit at 22 Mesa Dr"): the number before it is a house's,
# no time. Read by the time reader.
STREET_WORDS = Words(
    en=("st", "street", "dr", "ave", "avenue", "rd", "road", "ln", "lane", "blvd", "boulevard", "pkwy", "parkway"),
    ko=(),
)

# The kind of place a title's words say an event is at: "the school conference" of "Parent-teacher conference at
# Lincoln Elementary". Read by grounding: the kind said as a qualifier names a title holding one of these words.
_SCHOOL_WORDS = ("elementary", "kindergarten", "preschool", "parent-teacher", "pta", "초등학교", "유치원", "학부모")
PLACE_KIND_WORDS: dict[str, tuple[str, ...]] = {"school": _SCHOOL_WORDS, "학교": _SCHOOL_WORDS}

# Title words people clip when they write them ("perf review" of "Performance review with Dan", "the conf" of
# "DevOps Conference"): each word with its clipped forms. Read by grounding as that word of the title.
CLIPPED_TITLE_WORDS: dict[str, tuple[str, ...]] = {
    "performance": ("perf",),
    "conference": ("conf",),
    "presentation": ("pres", "prezo"),
    "preparation": ("prep",),
    "physiotherapy": ("physio",),
    "rehabilitation": ("rehab",),
    "examination": ("exam",),
    "introduction": ("intro",),
    "demonstration": ("demo",),
    "orientation": ("orient",),
    "administration": ("admin",),
    "quarterly": ("qtrly",),
}

# Kinds of event a title may name by a narrower word: "your flight" of "Red-eye to Boston". Read by grounding,
# beside BROADER_EVENT_WORDS (an event word no title has names a kind nobody stored, unless a title has one of these).
NARROWER_TITLE_WORDS: dict[str, tuple[str, ...]] = {
    "flight": ("red-eye", "redeye"),
    # "the train" of "TGV Paris to Lyon": the services a train is named by
    **{word: ("tgv", "ktx", "srt", "lner", "amtrak", "eurostar", "acela") for word in ("train", "기차")},
    # "the match" of "Leinster v Munster at the Aviva": a sport, or two sides set against each other
    **{
        word: (
            *("football", "five-a-side", "soccer", "basketball", "baseball", "hockey", "volleyball", "rugby"),
            *("cricket", "v", "vs", "versus"),
        )
        for word in ("game", "match")
    },
    "비행기": ("red-eye", "redeye"),
}

# Said of a series' occurrence that does not take place ("the Wednesday class is cancelled", "수요일 수업은 빠졌어요",
# "영어 수업은 그날 쉬어요": the class rests): English words come after "is", "are", Korean ones after the title's
# particle. Read by grounding as a denial of the series on the next day said, not as a change the context cannot hold.
SKIPPED_WORDS = Words(
    en=("skipped", "cancelled", "canceled", "called off", "dropped"),
    ko=("빠졌", "빠져", "빠진", "빠짐", "취소", "쉬어", "쉽니다", "쉼", "쉬고"),
)

# Said of a series' occurrence that does not take place, after it in its clause ("the gym with Tom is skipped this
# Sunday", "테니스는 이번 주 쉬어요"): its absence, true of a window that holds none of it, whoever it is with; not a
# cancellation nor "won't happen" (a change, which the context cannot hold). Read by grounding.
NOT_TAKING_PLACE_WORDS = Words(en=("skipped",), ko=("빠졌", "빠져", "빠진", "빠짐", "쉬어", "쉽니다", "쉼", "쉬고"))

# Said of an event as a series, or as happening once (issue 31: "it is not a repeating event"). Read by grounding.
SERIES_WORDS = Words(
    en=("recurring", "repeating", "repeats", "recurs", "series"),
    ko=("반복", "정기"),
)
ONE_OFF_WORDS = Words(en=("one-off", "one-time", "one off", "one time"), ko=("일회성", "단발"))

# Words that say what is counted is what is still to come ("two things left today", "남은 일정은 두 개"): the
# events not over by now. English "remaining" and Korean "남은" come before the counted word, the others after it.
REMAINING_BEFORE_WORDS = Words(en=("remaining",), ko=("남은",))
REMAINING_AFTER_WORDS = Words(en=("left", "remaining", "to go", "still to come"), ko=("남아", "남았"))
# Korean words that set an event apart from what is said of the rest ("결혼식 빼고 비어 있어요", "점심 빼면 네 시간"),
# said whole or run together with the topic particle ("필라테스 말곤 없어요": 말고는)
KO_EXCEPT_WORDS = Words(en=(), ko=("빼고", "빼곤", "빼면", "말고", "말곤", "제외"))

# The Korean bound noun for "things" (것, as people say it with a particle): after a modifier ("남은 건", "오늘 있는
# 거", "잡혀 있는 것은") the things it says, of every kind, the topic of titles counted after it. Read by grounding.
KO_THINGS_WORDS = Words(en=(), ko=("건", "거", "게", "것은", "것들은", "것들이"))

# The working days said as a stretch ("평일 오전 일정은", "on weekdays"): Monday to Friday of the weeks said or asked
# about. Read by grounding.
WORKING_DAYS_WORDS = Words(en=("weekdays",), ko=("평일",))
# Words hedging a free time as free in part ("Tuesday is pretty open", "partly free", "거의 비어 있어요"): some of it is
# taken, so the denial holds of no whole stretch. Read by grounding.
IN_PART_WORDS = Words(
    en=("partly", "partially", "mostly", "pretty", "fairly", "relatively", "largely"),
    ko=("일부만", "일부", "부분적으로", "거의", "대체로"),
)
# Words saying a clock time is rough ("the film ends around 1am", "새벽 1시쯤 끝나요" of 00:55): English ones before the
# time, Korean ones after it; and those saying it is nearly reached ("almost 1am", "거의 새벽 1시"), before it in both.
# Read by grounding: the time may be a little either side, or a little before.
ROUGH_TIME_WORDS = Words(en=("around", "about", "roughly", "approximately", "round about"), ko=("쯤", "경", "즈음"))
NEARLY_TIME_WORDS = Words(en=("almost", "nearly", "close to", "just about"), ko=("거의",))
# Words that leave what follows them out of a total or a count said before ("about four hours of meetings, not
# counting lunch with Jordan"): those events are there, set apart, not denied. Read by grounding.
NOT_COUNTING_WORDS = Words(en=("not counting", "not including", "without counting", "excluding"))
# Words that count what is named beside them in with the rest ("주말 포함해서 6일", "점심 포함하면", "8 events,
# including 4 standups"): a number of days after the Korean ones is how many days, not a day of the month; a count
# of titles so said is among the count of their kind, not apart from it. Read by grounding.
INCLUDING_WORDS = Words(
    en=("including", "among them", "of which", "of them"), ko=("포함해서", "포함하면", "포함해", "포함하여", "포함")
)

# Words that say an event is over by now, right after it ("줌 미팅은 이미 끝났고", "the standup is already over",
# "focus time has ended"): its end has passed. Korean ones are past-tense stems. Read by grounding.
# Words that say how far an event runs, into a day ("it doesn't touch Sunday", "runs into Saturday", "일요일까지
# 안 이어져요"): English ones before the day, Korean stems after it. Read by grounding, when denied: the event has no
# time on that day.
REACH_DAY_WORDS = Words(
    en=("touch", "reach", "run into", "go into", "spill into", "spill over into", "carry into", "carry over into"),
    ko=("이어지", "이어져", "넘어가", "걸치", "걸쳐"),
)

OVER_BY_NOW_WORDS = Words(
    en=("over", "done", "finished", "ended", "wrapped up", "behind you"),
    ko=("끝났", "끝났었", "마쳤", "종료됐", "종료되었"),
)

# Words that say what is counted has not started yet ("앞으로 시작할 회의는 세 개", "three meetings yet to start"): an
# event under way by now is not among them. Korean ones come before the counted word, English ones after it.
STILL_TO_START_WORDS = Words(
    en=("yet to start", "still to start", "yet to begin", "still to begin"), ko=("시작할", "시작하는", "시작 전인")
)

# Words that say a time holds nothing: of any kind, time off included ("Wednesday is open" on a vacation
# day is false). Korean ones are stems, as they carry endings ("비어 있어요", "한가해요").
EMPTY_TIME_WORDS = Words(
    en=("free", "available", "nothing", "empty", "clear", "open", "gap"),
    ko=("한가", "비어", "비었", "비워", "아무것도", "자유"),
)

# A condition on the time being free ("금욜 오전 비어있으면 11시에 미용실 넣어줘"): MOSS's own check of every
# write, which asks when the time is taken, so no condition that holds a request back (the conditional forms whole)
FREE_CONDITION_WORDS = Words(en=(), ko=("비어 있으면", "비어 있다면", "비었으면", "한가하면", "안 잡혀 있으면"))

# Someone said to come to a plan ("Sarah is joining you", "지수 님이랑 민호 님 같이 들어와요"): an attendee, who must be
# a title's person. Korean ones are stems, as they carry endings. Read by grounding.
JOINING_WORDS = Words(
    en=("joining", "coming", "attending", "tagging along"),
    ko=("참석", "합류", "동행", "동석", "들어오", "들어와", "들어온", "오시", "오세요"),
)

# Words of empty time that also say how a thing is held ("having the numbers open", "keep the desk clear"), and the
# stretches of time they may be said of as time ("keep your afternoon open", "leave the slot clear"): held of anything
# else, they are a thing's state, no free time. Read by grounding.
HELD_STATE_WORDS = Words(en=("open", "clear", "empty"))
HELD_TIME_WORDS = Words(
    en=(
        *("calendar", "schedule", "diary", "slot", "window", "block", "time", "hour", "day", "week", "weekend"),
        *("morning", "afternoon", "evening", "night", "lunchtime", "lunch hour"),
    )
)

# Advice on what to do with free time, right before a meal or a drink ("grab a quick coffee beforehand", "you can
# focus on dinner and homework"): something the user may do, no plan. Read by grounding.
ADVISED_ACTIVITY_WORDS = Words(en=("grab a", "grab an", "grab some", "focus on"))

# Words after an event word that make it a stretch of free time set aside for it ("that's your lunch window", "a
# coffee break"): time the user may use so, no plan. Read by grounding.
SET_ASIDE_TIME_WORDS = Words(en=("window", "break", "slot"))

# A break between plans ("쉬는 틈 없이 이어져요", "중간에 쉬는 시간은 없어요"): said to be none, the plans run on, which
# denies none of them. Read by grounding.
KO_BREAK_WORDS = Words(
    en=(), ko=("쉬는 시간", "쉬는 틈", "쉴 틈", "쉴 시간", "쉴 새", "틈", "빈틈", "빈 시간", "공백", "짬", "여유 시간")
)

# Words comparing how free days are ("월요일이 가장 한가하고", "the most open day"): an empty-time word after one says
# the time holds less than another, not nothing. Read by grounding.
COMPARED_WORDS = Words(en=("most", "least"), ko=("가장", "제일", "더"))

# A time an event runs across, not when it starts or ends ("crosses midnight", "runs past 5", "자정을 넘겨"):
# English words come before the time, Korean ones after it. Read by grounding.
THROUGH_TIME_WORDS = Words(
    en=("cross", "crosses", "crossing", "crossed", "across", "past", "beyond", "into", "over", "through"),
    ko=("넘겨", "넘어", "넘기", "넘긴", "넘는", "지나", "걸쳐"),
)

# The weather, which no calendar holds: a forecast stated ("it's supposed to be sunny", "내일 비 온다니까") is
# unsupported; said with a hedge ("check the forecast", "in case it rains", "비 올 수도 있으니") it states nothing.
# Korean words are stems, as they carry endings. Read by grounding.
WEATHER_WORDS = Words(
    en=(
        "sunny",
        "rain",
        "rainy",
        "raining",
        "rains",
        "showers",
        "snow",
        "snowy",
        "snowing",
        "stormy",
        "storms",
        "thunderstorms",
        "cloudy",
        "overcast",
        "windy",
        "humid",
        "heatwave",
        "heat wave",
        "degrees",
        "weather",
        "forecast",
        "temperature",
    ),
    ko=(
        "비 온",
        "비 와",
        "비가 와",
        "비가 온",
        "비 소식",
        "비 예보",
        "맑",
        "흐리",
        "흐림",
        "눈 온",
        "눈 와",
        "눈이 와",
        "눈이 온",
        "태풍",
        "소나기",
        "기온",
        "폭염",
        "미세먼지",
    ),
)
WEATHER_HEDGE_WORDS = Words(
    en=("check", "checking", "in case", "might", "may", "could", "if", "maybe", "possibly", "worth", "whether"),
    ko=("수도", "혹시", "확인", "모르니", "모르니까", "대비", "면"),
)

# Wishing the user well ("주말 앞두고 푹 쉬세요!", "Enjoy your weekend!", "즐거운 추석 보내세요"): a sentence saying so,
# and no event or time, states nothing of the days it names. Read by grounding.
WISH_WORDS = Words(
    en=("enjoy", "have a nice", "have a good", "have a great", "have fun", "rest up", "get some rest"),
    ko=("쉬세요", "쉬어", "쉬다 오세요", "보내세요", "되세요", "즐기세요", "즐겨"),
)

# Kinds of places a Korean answer names one by, the name before them ("인천 공항", "힐튼 호텔"): a place nobody
# stored unless the name is a title's word. Read by grounding.
KO_PLACE_WORDS = Words(en=(), ko=("공항", "터미널", "호텔"))

# What one does, said with "하고" before what follows it ("하네다 도착하고 미팅까지", "퇴근하고 결혼식 전까지"):
# doing it and then, no one the next event is with. Read by grounding.
KO_DONE_THEN_WORDS = Words(
    en=(),
    ko=(
        *("도착", "착륙", "이륙", "출발", "퇴근", "출근", "귀가", "귀국", "입국", "출국", "체크인", "체크아웃"),
        *("준비", "정리", "마무리", "이동", "환승"),
    ),
)

# Said right before a length of free time, it is the least there is ("a good two hours before the call", "over an
# hour until the panel"): any longer stretch fits it. Read by grounding.
AT_LEAST_WORDS = Words(en=("a good", "a solid", "more than", "at least", "over", "upwards of", "well over"))

# Said before a length, no event of those said lasts longer ("four meetings, none longer than an hour", "한 시간
# 넘는 건 없어요"): a bound on every event's length, not a denial of any. English words come before the length,
# Korean ones after it. Read by grounding.
NONE_LONGER_THAN_WORDS = Words(
    en=(
        *(f"{none} {than}" for none in ("none", "none of them", "nothing") for than in ("longer than", "over")),
        *(
            f"{none} {verb} {than}"
            for none in ("none", "none of them")
            for verb in ("lasting", "running", "taking")
            for than in ("longer than", "more than", "over")
        ),
        "none more than",
        "none of them more than",
    ),
    ko=(
        *(
            f"{over} {which} 없"
            for over in ("넘는", "넘어가는", "넘게 걸리는")
            for which in ("건", "게", "거는", "것은", "일정은", "회의는")
        ),
    ),
)

# A journey's leaving or getting in, said after where in a Korean timetable ("8시 10분 김포 출발", "10시 25분 하네다
# 도착"): the place before it is the journey's own, a word of its title. Read by grounding.
KO_DEPART_ARRIVE_WORDS = Words(en=(), ko=("출발", "도착", "착륙", "이륙"))

# Kinds of places an event is held at, written alone or at the end of a word ("판교 고깃집", "을지로 한식당"): said
# as what a titled event is ("팀 회식은 판교 고깃집이에요"), the name before it must be a word of its title. Read by
# grounding.
KO_VENUE_WORDS = Words(
    en=(), ko=("고깃집", "식당", "횟집", "술집", "카페", "레스토랑", "맛집", "본사", "지사", "사무실")
)

# What makes a Korean event word the name of the room or place it is held in ("대회의실", "면접장", "약속장소"): a
# place, no event. Read by grounding.
KO_EVENT_ROOM_WORDS = Words(en=(), ko=("실", "장소", "장"))

# What makes a Korean event word the name of what one wears or carries to it ("운동복", "등산화", "수영 가방" written
# as one): a thing, no event. Read by grounding.
KO_EVENT_GEAR_WORDS = Words(en=(), ko=("복", "화", "가방", "용품"))

# A part of a week said with it ("이번 주 후반", "the end of next week", "early this week"): its days from Thursday,
# or its days until Wednesday. English words come before the week, Korean ones after it. Read by grounding.
LATE_WEEK_WORDS = Words(
    en=("late", "the end of", "end of", "the latter half of", "the back half of", "the second half of"),
    ko=("후반", "후반부"),
)
EARLY_WEEK_WORDS = Words(
    en=("early", "the start of", "start of", "the beginning of", "beginning of", "the first half of"),
    ko=("초반", "전반", "전반부"),
)

# Talk of a zone's clock change ("the clocks fall back at 2am", "서머타임이 끝나"): a time said of it is the
# change's, no event's.
CLOCK_CHANGE_WORDS = Words(
    en=("clock", "clocks", "daylight saving", "daylight savings", "dst", "summer time", "standard time", "bst"),
    ko=("서머타임", "썸머타임", "일광 절약", "시계"),
)
# A length said as the time that really passes across a clock change ("실제로는 세 시간", "two hours of actual
# time", "really three hours"): an event's, not how far the clocks go. Read by grounding.
ELAPSED_TIME_WORDS = Words(en=("actual", "actually", "real", "really"), ko=("실제로는", "실제로", "실제"))
# Which way the clocks are said to go, in a sentence about the change ("the clocks spring forward", "시계를 한 시간
# 늦춰요"): read by grounding against the zone's change in the window.
CLOCK_DIRECTION_WORDS = {
    "forward": Words(en=("forward", "ahead"), ko=("앞당", "당겨", "당깁", "빨라")),
    "back": Words(en=("back", "backward", "behind"), ko=("늦춰", "늦춥", "늦추", "뒤로")),
}

# Words that stand for a plan or a person named elsewhere: a title of only these names nothing ("book it for
# 2:30 instead", "book her dentist …" with the dentist said before).
PRONOUN_WORDS = Words(
    en=("it", "its", "that", "this", "her", "his", "him", "them", "their", "she", "he", "they", "us", "our"),
    ko=("그거", "그것", "이거", "이것", "그걸", "그건"),
)

# Words that make a piece of a message a sentence told about a plan, not the name of one ("lunch friday at 12, she
# leaves at 2", "flight at 9, need to leave home at 6"): such a piece is no plan of a list.
TOLD_NOT_NAMED_WORDS = Words(
    en=(
        "i",
        "i'm",
        "im",
        "we",
        "you",
        "need",
        "needs",
        "have",
        "has",
        "should",
        "must",
        "will",
        "gonna",
        "leave",
        "leaves",
        "get",
        "gets",
        "done",
        "finish",
        "finishes",
        "ends",
        "starts",
        "be",
    ),
)

# How the plan MOSS just wrote came to be there ("the one you just added, make it 4:30", "방금 잡은 거 5시로"):
# after "the one (you|I) just" or "방금", the plan the user's latest write made, as "it" is.
JUST_WRITTEN_WORDS = Words(
    en=(
        "added",
        "booked",
        "made",
        "put in",
        "put down",
        "saved",
        "scheduled",
        "created",
        "entered",
        "set up",
        "wrote down",
    ),
    ko=("잡은", "넣은", "추가한", "등록한", "저장한", "만든", "예약한", "잡아 준", "넣어 준", "추가해 준", "등록해 준"),
)

# The sounds of someone thinking aloud ("at uh four thirty", dictated): no word at all, read as nothing between words.
EN_HESITATIONS = ("um", "umm", "ummm", "uh", "uhh", "uhm", "er", "erm")
# Discourse markers, hedges and politeness around what people mean: never part of a title, and a
# target's words that are only these name nothing.
FILLER_WORDS = Words(
    en=(
        "first thing",  # "copying worksheets first thing tuesday, like 7:15": early, the clock says when
        "one more",  # "one more dentist appt wed at 4": how many, no word of its name
        "well",
        "ok",
        "okay",
        "k",
        "so",
        *EN_HESITATIONS,
        "hmm",
        "hmmm",
        "hm",
        "mm",
        "mmm",
        "ugh",
        "argh",
        "eh",
        "meh",
        "welp",
        "oof",
        "fine",
        "nah",
        "nope",
        "oh",
        "ohh",
        "ah",
        "ahh",
        "ahhh",
        "aah",
        "hey",
        "yeah",
        "yep",
        "alright",
        "right",
        "maybe",
        "perhaps",
        "probably",
        # a plan kept for now is kept ("tentatively a haircut friday at 11"): no word of its name
        "tentatively",
        "provisionally",
        "just",
        "please",
        "pls",
        "plz",
        "kindly",
        "actually",
        "basically",
        "honestly",
        "frankly",
        "anyway",
        "anyways",
        "whatever",  # ("okay whatever can you drop the flight": shrugging, no word of a name)
        "like",
        "quick",
        "quickly",
        "also",
        "again",
        "sorry",
        "oops",
        "whoops",
        "my bad",
        "my mistake",
        "nvm",
        "nm",
        "wait",
        "then",
        "now",
        "still",
        "really",
        "definitely",
        "btw",
        "fyi",
        "lol",
        "haha",
        "tbh",
        "though",
        "tho",
        "either",
        "omg",
        "yea",
        "yup",
        "for now",
        "this time",
        "this year",
        "turns out",
        *("while we're at it", "while you're at it", "while i'm at it"),
        *("hold on", "hang on", "heads up"),
        "apparently",
        # hedging an answer ("at 3 i guess"): no word of a name
        "i guess",
        "i suppose",
        "i think",  # ("um 4:30 I think": had become a plan's name)
        "i believe",
        "looks like",
        "seems like",
        "good morning",
        "good afternoon",
        "good evening",
        "hi",
        "hello",
        "dear",
    ),
    ko=(
        "음",
        "어",
        # second thoughts, said as how the request came about ("음 생각해보니 세차는 그냥 셀프로 할래")
        "생각해보니",
        "생각해 보니",
        "생각해보니까",
        "생각해 보니까",
        "잠깐",
        "잠깐만",
        "잠만",
        "잠시만",
        # searching for the word ("그 뭐냐 한의원 있잖아요"): no word of a name
        "뭐냐",
        "뭐더라",
        "있잖아",
        "있잖아요",
        "아니다",
        "아니야",
        "아냐",
        "헐",
        "아이고",
        "아",
        "앗",
        "아니",
        "저기",
        "저",
        "일단",
        "혹시",
        "그럼",
        "그러면",
        "그냥",
        "좀",
        "한번",
        "한 번",
        "약간",
        "막",
        "아마",
        "아무래도",
        "이제",
        "다시",
        "결국",
        "역시",
        "그",
        "제발",
        "빨리",
        "얼른",
        "꼭",
        "이번엔",
        "이번에는",
        "올해는",
        "올해도",
        "이번에",
        "근데",
        "그런데",
        "ㄴㄴ",
        "ㅇㅇ",
        "ㅇㅋ",
        "걍",
        "응",
        "웅",
        # whose, said of the user's own ("내 치과는 하루 당겨줘"): no word of a name
        "내",
        "제",
        # sorry, as a slip is owned up to ("아 미안 7시 반이야"): never a plan's name
        "미안",
        "미안해",
        "미안요",
        "죄송",
        "죄송해요",
        "ㅈㅅ",
    ),
)

# A request taken back in the message that made it ("cancel the sync, actually no, keep it", "book lunch tuesday,
# scratch that", "싱크 취소해줘.. 아 아니다 그냥 둬"): said after the request, nothing is to be done. (Not "changed my
# mind" or "no need": "bring tuesday back, changed my mind" says why.)
REQUEST_TAKEN_BACK_WORDS = Words(
    en=(
        "never mind",
        "nevermind",
        "nvm",
        "keep it",
        "keep that",
        "leave it",
        "leave that",
        "as it is",
        "as is",
        "as it was",
        "as you were",
        "scratch that",
        "scrap that",
        "forget it",
        "forget that",
        "forget i said anything",
        "forget i said that",
        "ignore that",
        "ignore it",
        "ignore me",
        "disregard that",
        "don't",
        "don't do it",
        "don't do that",
        "don't bother",
    ),
    ko=(
        "그냥 둬",
        "그냥 둬요",
        "그냥 두세요",
        "그냥 놔둬",
        "놔둬",
        "놔둬요",
        "놔두세요",
        "냅둬",
        "냅둬요",
        "그대로 둬",
        "그대로 둬요",
        "그대로 두세요",
        "그대로 놔둬",
        "그대로 놔두세요",
        "됐어",
        "됐어요",
        "됐다",
        "됐습니다",
        "하지 마",
        "하지 마세요",
        "하지 말아줘",
        "하지 말아 주세요",
        "없던 걸로",
        "없던 걸로 해줘",
        "취소 취소",
        "안 해도 돼",
        "안 해도 돼요",
        "안 해도 됩니다",
        "신경 쓰지 마",
        "신경 쓰지 마세요",
    ),
)

# Taking back what was planned, without saying "cancel" ("forget the swimming thing", "the bbq isn't
# happening", "동기 모임은 빠질래"): an utterance saying one of these never books anything.
RETRACTION_WORDS = Words(
    en=(
        "cancel",
        "cancelled",
        "canceled",
        "called off",
        "call off",
        "never mind",
        "nevermind",
        "forget",
        "forget about",
        "scratch",
        "scrap",
        "ditch",
        "not happening",
        "isn't happening",
        "is not happening",
        "won't happen",
        "fell through",
        "falls through",
        "bailed",
        "bail on",
        "bailing on",
        "flake on",
        "flaking on",
        "blow off",
        "blowing off",
        "skip out on",
        "can't make it",
        "cannot make it",
        "won't make it",
        "can't go",
        "not gonna make",
        "not going to make",
        "not gonna go",
        "no longer",
        "won't be going",
        "not going to go",
        "won't go",
        "won't be there",
        "quit",
        "quitting",
        "no more",
        "pulled out",
        "backed out",
        "take it off",
        "take it out",
        "off the calendar",
        "out of the calendar",
        "indefinitely",
        "put on hold",
        "cancelled on",
        "canceled on",
        "pass on",
        "count me out",
        "don't need",
        "do not need",
        "won't need",
        "no need for",
        "not needed",
        # a part in the plan given up on ("i'm not taking it anymore", "not going after all")
        *(
            f"not {verb}{it} {when}"
            for verb in ("going", "doing", "taking", "attending")
            for it in ("", " it", " that")
            for when in ("anymore", "any more", "after all")
        ),
        # the plan refused by whoever grants it, or by the user
        "denied",
        "rejected",
        "declined",
        "turned down",
        "not approved",
        "wasn't approved",
        "refused",
        "changed my mind",
        "decided against",
        "no-go",
        "a no go",
        "hold off on",
        "holding off on",
        # a series over for a season ("swim lessons are done for the summer")
        *("done for the summer", "done for the season", "done for the year", "done for the semester"),
        *("over for the summer", "over for the season", "over for the year", "over for the semester"),
    ),
    ko=(
        "취소",
        "반려",
        "거절",
        "까였",  # "연차 까였어": the time off was turned down
        "퇴짜",
        "안 된대",
        "안된대",
        "불허",
        "포기",
        "다음에 가기로",
        "다음에 하기로",
        # put off to no day, as someone proposes ("엄마가 힘들다고 백화점은 다음에 가재")
        *("다음에 가재", "다음에 하재", "다음에 보재", "다음에 만나재"),
        # a promise broken, as someone proposes ("민수가 약속 깨자네"; "깨자는데 어떡하지" asks, "깼다고 화났어"
        # tells; "깨" alone is also waking)
        *("약속 깨자네", "약속 깨재", "약속을 깨자네", "약속을 깨재", "약속 깨기로", "약속을 깨기로"),
        "다음으로 미루기로",
        "철회",
        "보류",
        "무르자",
        "무를래",
        "물러야",
        "캔슬",
        "관둘",
        "관두",
        "관둬",
        "관뒀",
        "접을",
        "접자",
        "접어",
        "접었",
        "없던 걸로",
        "없던걸로",
        "빼줘",
        "빼 줘",
        "빼주",
        "빼자",
        "빼버",
        "빠질",
        "빠져",
        "빠지기로",
        "안 가",
        "안가",
        # "영화는 안 보기로 했어요", "연차 안 쓰기로 했어": decided not to
        # ("회고 잡을까 했는데 그냥 말자": thought of, then let go; it had booked '말자'; "까먹지 말자" is a reminder)
        "그냥 말자",
        "안 가기로",  # ("그거 안 가기로 했어": its title had been read as '기')
        "안가기로",
        "안 보기로",
        "안보기로",
        "안 하기로",
        "안하기로",
        "안 만나기로",
        "안 받기로",
        "안 먹기로",
        "안 듣기로",
        "안 타기로",
        "안 치기로",
        "안 쓰기로",
        "못 가",
        "못가",
        "못 감",  # ("치과 그냥 빼 바빠서 못감": said as a note)
        "안 갈",
        "못 갈",
        "날아갔",
        "날아감",  # "송년회 날아감": said as a note
        "없어졌",
        "무산",
        "엎어졌",
        "파토",
        "그만",
        "깨졌",
        "없어짐",
        "휴강",
        "휴진",
        "펑크",
    ),
)

# Being at work, which time off is not ("I'm working Friday after all", "금요일에 그냥 출근할게"): a
# negation of these takes no time off back ("I can't come in Friday, taking a sick day").
# Korean nouns that open with a negation's syllable (안, 못): a plan's name ("안과 6시로"), never "not"
KO_NOUNS_OPENING_AS_A_NEGATION = Words(
    en=(), ko=("안과", "안경", "안내", "안마", "안방", "안전", "안건", "안부", "안주")
)
# Korean nouns whose last syllable is also a particle (도, 을): the whole word, never the word and "too"
KO_NOUNS_ENDING_AS_A_PARTICLE = Words(
    en=(),
    ko=("태권도", "합기도", "제주도", "울릉도", "거제도", "강화도", "가을", "마을"),
)
# Which way a trip goes, said before it ("제주 가는 비행기", "돌아오는 기차")
KO_WAY_MODIFIERS = Words(
    en=(), ko=("가는", "오는", "타는", "돌아오는", "다녀오는", "올라가는", "내려가는", "올라오는", "내려오는")
)
# What piles up when it is "밀렸다" (work, homework, chores), no plan pushed back
BACKLOG_WORDS = Words(en=(), ko=("일", "업무", "할 일", "일거리", "과제", "숙제", "빨래", "집안일", "메일"))
# Of these, the words that say one is at work then, which grounding reads as no time off then ("오후엔 정상 근무예요",
# "you're working Monday"); "work" and "회사" also name other things ("that should work", "회사 회식").
AT_WORK_WORDS = Words(en=("working", "at work", "in the office"), ko=("출근", "근무", "일하", "일해"))
# Work in shifts, by a word of its title ("Night shift, ICU", "야간 당직"): in a context of shifts and no time off,
# "off" said of a span ("off Saturday morning", "your night off") says no shift starts then. Read by grounding.
SHIFT_WORDS = Words(en=("shift", "on call", "on-call"), ko=("당직", "교대", "근무"))
# Leaving work, said with the time one does ("7시 퇴근부터 비어 있어요", "7시에 퇴근하면", "you get off at 6", "you're
# off the shift at 7"): when a shift at work ends. English words come before the time, Korean ones after it.
LEAVING_WORK_WORDS = Words(
    en=(
        *("get off", "gets off", "got off", "getting off", "off work", "leave work", "leaves work", "clock out"),
        *("off shift", "off the shift", "off your shift"),
    ),
    ko=("퇴근",),
)
# Work said as what a plan is of ("work meetings", "회사 회의"): the kind of the plans at work, no word of a title.
# Read by grounding.
WORK_KIND_WORDS = Words(en=("work",), ko=("회사",))
# A qualifier that only restates what its event word is ("a phone call" is a call, "the ball game" a game, "전화
# 통화"): no word of a title, so the event word names the context's calls or games. Read by grounding.
KIND_RESTATED: dict[str, tuple[str, ...]] = {
    "call": ("phone", "telephone"),
    "calls": ("phone", "telephone"),
    "game": ("ball",),
    "games": ("ball",),
    "통화": ("전화",),
}
WORK_WORDS = AT_WORK_WORDS | WORK_KIND_WORDS | Words(en=("office",))

# A day named by pointing back at the one just talked about ("that day", "그날").
SAME_DAY_WORDS = Words(
    en=("that day", "the same day", "same day", "that same day"), ko=("그날", "그 날", "같은 날", "당일")
)
# "그 이틀은 비어 있어요", "both those days": the days said together last, each of them. Read by grounding.
SAME_DAYS_WORDS = Words(
    en=("those days", "those two days", "those three days", "both days", "both of those days", "these two days"),
    ko=("그 이틀", "그 사흘", "그 나흘", "그 며칠", "그 기간", "그 두 날", "이 이틀", "그날들"),
)
# "The summit runs 9 to 5 both days, Tuesday and Wednesday": what is said holds on each of the days said, not on
# one of them. Read by grounding.
EACH_DAY_WORDS = Words(
    en=("both days", "each day", "every day", "on each", "on both"),
    ko=("이틀 다", "이틀 모두", "매일", "날마다", "두 날 다"),
)
# "I'm not taking that week off after all": the week of the day last talked about
SAME_WEEK_WORDS = Words(
    en=("that week", "the same week", "same week", "that same week"), ko=("그 주", "그주", "같은 주")
)
# "그럼 휴가는 그 다음주 목금으로 할게": the week after the one talked about
WEEK_AFTER_THAT_WORDS = Words(en=("the week after that",), ko=("그 다음 주", "그 담주", "그 다음번 주"))

# Numbers people spell: English, native Korean counting words (한 시, 두 시간), Sino-Korean digits.
# Missing a plan's next time ("I'll have to skip yoga", "요가 못 가"), and giving it up for good
# ("not doing yoga anymore", "요가 이제 그만"): a series said with the first loses its next occurrence,
# with the second all of it.
SKIP_WORDS = Words(
    en=(
        "skip",
        "skipping",
        "skipped",
        "miss",
        "missing",
        "can't make",
        "won't make",
        "bail",
        "bailing",
        "flake",
        "flaking",
    ),
    ko=("못 가", "못 갈", "못 감", "빠질", "빠져", "안 갈"),
)
# (said of a plan named by its weekday, these take every time of it away: "the monday class, for good")
EVERY_TIME_FOR_GOOD_WORDS = Words(en=("for good", "forever", "permanently", "from now on", "altogether"), ko=("아예",))
FOR_GOOD_WORDS = EVERY_TIME_FOR_GOOD_WORDS | Words(
    en=("anymore", "any more", "entirely", "completely", "totally", "no longer", "for a while"),
    ko=("그만", "이제", "앞으로", "한동안", "당분간"),
)

# People a message can be about besides the user: who is said to be off, to miss a plan or to be
# unable to come ("my wife can't make it", "엄마가 다음 주 휴가야"); not the user's plan itself. Family
# and friends keep plans of their own ("엄마가 피아노 레슨 취소했대" is hers); the people of the user's
# work cancel the plans they share ("팀장님이 주간회의 취소했대" is the user's too).
FAMILY_WORDS = Words(
    en=(
        "wife",
        "husband",
        "partner",
        "friend",
        "mom",
        "mum",
        "dad",
        "sister",
        "brother",
        "son",
        "daughter",
        "kid",
        "kids",  # ("the kids have swimming wednesday at four": who, as parents say it)
        "children",
        "twins",
        "babysitter",
        "nanny",
        "neighbor",
        "neighbour",
        "roommate",
        "cousin",
        "mate",
        "boyfriend",
        "girlfriend",
        "bf",
        "gf",
        "fiance",
        "fiancee",
        "grandma",
        "grandpa",
        "aunt",
        "uncle",
    ),
    ko=(
        "엄마",
        "아빠",
        "어머니",
        "아버지",
        "부모님",
        "남편",
        "아내",
        "와이프",
        "동생",
        "언니",
        "오빠",
        "누나",
        "형",
        "친구",
        "아이",
        "애",
        "룸메",
        "사촌",
        "남친",
        "여친",
        "남자친구",
        "여자친구",
        "할머니",
        "할아버지",
        "이모",
        "삼촌",
        "아들",
        "딸",
    ),
)
WORK_PEOPLE_WORDS = Words(
    en=("boss", "manager", "client", "colleague", "coworker"),
    ko=(
        *("팀장님", "부장님", "과장님", "사장님", "차장님", "대리님", "실장님", "대표님", "이사님", "원장님"),
        *("클라이언트", "고객사", "거래처", "담당자", "교수님", "선생님", "수간호사님"),
    ),
)
PEOPLE_WORDS = FAMILY_WORDS | WORK_PEOPLE_WORDS
# People whose visit is itself a plan ("the dentist"): someone only when said unable to come
# ("her tutor can't do 4:30").
PROVIDER_WORDS = Words(
    en=("teacher", "tutor", "coach", "trainer", "instructor", "doctor", "dr", "dentist", "therapist"),
)

# A speaker correcting themselves ("the dentist - no wait, yoga", "4시로 아니 4시 반으로"): what follows
# replaces what came before.
SELF_CORRECTION_WORDS = Words(en=("no wait", "i mean", "or rather"), ko=("아니", "아니다", "아니야", "아냐", "아님"))
# Words that correct oneself only between two values of one thing ("wed at 2.. actually 2:30").
SOFT_CORRECTION_WORDS = Words(en=("actually", "no", "nope", "sorry", "wait"))

# What makes a change wait for something not yet known ("cancel golf if it rains", "비 오면 소풍 취소해줘",
# "야근하면 요가 빼줘"): English words, Korean conditional endings as a word ends in them.
CONDITION_WORDS = Words(
    # ("go ahead and add it once I confirm": until then, held)
    en=(
        "if",
        "unless",
        "in case",
        "assuming",
        "provided",
        "in the event",
        "once i",
        "once we",
        "once they",
        "once it's",
    ),
    ko=(
        "오면",
        "하면",
        "되면",
        "지면",
        "으면",
        "다면",
        "나면",
        "히면",
        "기면",
        "프면",
        "리면",
        "쁘면",
        "할 경우",
        "될 경우",
    ),
)
# Conditions that only ask politely ("if possible", "가능하면", "그렇다면 취소해줘"): no condition at all.
POLITE_CONDITION_WORDS = Words(
    en=(
        "possible",
        "poss",
        "you can",
        "you could",
        "you would",  # "Monday the 22nd, if you would."
        "you wouldn't mind",
        "you don't mind",
        "that's ok",
        "that's okay",
        "that's fine",
        "that's alright",
        "that's all right",
        "that works",
        "it's ok",
        "it's okay",
        "it's possible",
        "needed",
        "necessary",
        "ok",
        "okay",
        "so",
        "not",
        "anyone asks",
        "anybody asks",
    ),
    ko=(
        "가능하면",
        "괜찮으면",
        "될 수 있으면",
        "웬만하면",
        "되도록이면",
        "그렇다면",
        "그러면",
        "그렇게 하면",
        "시간 되면",
        "있으면",
    ),
)
# Said in doubt ("maybe i'm skipping the party", "혹시 …"): a guess at a plan's next time reaches no further.
HEDGE_WORDS = Words(en=("maybe", "might", "perhaps", "probably", "possibly"), ko=("아마", "혹시", "수도"))
# A change still being weighed ("thinking of cancelling the picnic, not sure yet", "요가 뺄까 고민 중").
DOUBT_WORDS = Words(
    en=(
        # the request taken back as a joke, or left to someone asked first ("could you cancel yoga? jk")
        "jk",
        "j/k",
        "just kidding",
        "kidding",
        "check with",
        "gotta ask",
        "need to ask",
        "have to ask",
        "not sure yet",
        "not sure if i",
        "not sure whether",
        "thinking of",
        "thinking about",
        "think about it",  # ("…, I told her I'd think about it": not yet agreed)
        "let me think",
        "considering",
        "haven't decided",
        "undecided",
        "let you know",
        "i'll see",
        "we'll see",
        "i'll decide",
        "tbd",
        "probably",
        # ("are you able to cancel the dentist? just checking": asked, not requested)
        "just checking",
        "just asking",
        "just wondering",
        "i might",  # ("if so, I might get my nails done": a thought, no request)
        "i wish",
        "would be nice",
        "would be great",
        "hoping to",
        # "I hope they don't have to cancel dinner": a hope of what others do, nothing done ("…, i hope that works"
        # after a booking hopes it suits)
        "i hope they",
        "i hope we",
        "i may",
        "pending approval",
        "wish i could",
        "i'd love to",
        "would love to",
        "would really love",
        "i'd really love",
        "would so love",
        "dunno yet",
        "don't know yet",
        "might take",
        "might book",
        "might skip",
        "might cancel",
        "might move",
        "might push",
        # "heard the team dinner might get moved": what may happen to it, not asked ("we might get there late" is
        # no doubt about the plan)
        "might get moved",
        "might get cancelled",
        "might get canceled",
        "might get pushed",
        "might get postponed",
        "might get rescheduled",
        "may get moved",
        "may get cancelled",
        "may get canceled",
        "may get pushed",
    ),
    ko=(
        "고민 중",
        "고민이야",
        "고민이네",
        "고민이다",
        "나중에 정할",  # "토요일로 넣을지는 나중에 정할게": decided later
        "나중에 결정",
        "물어볼게",  # "먼저 B사에 물어볼게요": asked first
        "물어보고",
        "물어봐야",  # "토요일 오전에 미용실 예약 되는지 물어봐야겠다"
        "알아봐야",
        "알아볼게",
        # ("… 수요일이었나.. 확인해 보고 다시 말할게": told again later, once checked)
        "다시 말할게",
        "다시 말해줄게",
        "다시 알려줄게",
        "고민돼",
        "고민되",
        "모르겠",
        "까 말까",
        "지 말지",
        "생각 중",
        "미정",
        "아직 확실",
        "아직 결정",
        "할지도",
        "될지도",
        "수도 있",
        "면 좋겠",
        "면 좋을 텐데",
        # ("거래처 미팅 엎어졌다는 얘기가 있던데 아직 확정은 아니래": told as talk, not yet settled)
        "확정은 아니",
        "확정 아니",
        "확정이 아니",
        "확정된 건 아니",
        "확정된 게 아니",
        "확정된 거 아니",
        "얘기가 있던데",
        "얘기가 있는데",
        "소문",
    ),
)

# What may not happen, or is not settled yet, told with no order beside it ("I might not be needed at the cafe
# wednesday", "heard the offsite is cancelled but it's not confirmed"): nothing to change until it is; "I might not
# make it so cancel yoga" orders. Read by held_back.
UNSETTLED_WORDS = Words(
    en=(
        "might not",
        "may not be",
        # "might be off wednesday, tbc", "i might have to go in on the wednesday of my leave": may happen, not asked
        "might be",
        "might have to",
        "may have to",
        "might need to",
        "may need to",
        "tbc",
        "to be confirmed",
        "not confirmed",
        "isn't confirmed",
        "unconfirmed",
        "not official",
        "rumor",
        "rumour",
    ),
    ko=(),
)
# A feeling about a plan, said with no request ("so excited for my holiday next week!!", "담주 휴가 너무
# 기대된다"): a remark, nothing to keep.
FEELING_WORDS = Words(
    en=(
        "so excited",
        "excited",
        "can't wait",
        "cant wait",
        "looking forward",
        "so hyped",
        "hyped",
        "dreading",
        "nervous about",
        "jealous",
        "so ready for",
    ),
    # ("11월 14일 토요일에 제주도 가고 싶다.. 현실은 출근": a wish, said as a feeling)
    ko=(
        "기대된다",
        "기대돼",
        "기대되네",
        "설렌다",
        "설레",
        "신난다",
        "신나",
        "떨린다",
        "떨려",
        "걱정이다",
        "부럽다",
        "싶다",
        "싶네",
    ),
)
# How a plan went, told after it ("the physio was brutal", "회의 너무 길었어"): a remark, nothing to keep
HOW_IT_WENT_WORDS = Words(
    en=(
        "long",
        "brutal",
        "boring",
        "tiring",
        "exhausting",
        "intense",
        "rough",
        "awful",
        "amazing",
        "fun",
        "great",
        "painful",
        "a drag",
        "a nightmare",
    ),
    ko=(
        "길었",
        "지루했",
        "힘들었",
        "피곤했",
        "빡셌",
        "좋았",
        "재밌었",
        "재미있었",
        "괜찮았",
        "별로였",
        "최악이었",
        "아팠",
    ),
)
# Verbs that ask to keep something on the calendar, beside what is told of someone ("add my sister's flight"):
# a request, not a remark.
KEEPING_VERBS = Words(
    en=("add", "put", "book", "schedule", "remind", "note", "pencil", "save", "block", "mark", "keep", "log"),
    ko=("넣어", "넣어줘", "잡아", "등록", "추가", "저장", "기록", "적어"),
)

# Verbs that change a kept plan, as their stems begin ("취소했대", "미뤄 줘", "cancelled", "rescheduling"):
# what a condition, a doubt, a refusal or someone else's doing is said of (parsing/held_back.py).
CORRECTING_STEMS = Words(
    en=(
        "cancel",
        "call off",
        "called off",
        "drop",
        "skip",
        "scrap",
        "ditch",
        "move",
        "push",
        "resched",
        "postpon",
        "delay",
        "shift",
        "bump",
    ),
    ko=(
        "취소",
        "캔슬",
        "빼",
        "뺄",
        "빠지",
        "빠질",
        "미뤄",
        "미루",
        "미룰",
        "옮겨",
        "옮기",
        "옮길",
        "바꿔",
        "바꾸",
        "바꿀",
        "당겨",
        "당기",
        "연기",
        "변경",
    ),
)

# A change said done, in the forms its stem takes then ("치과 2시로 바뀜", "미뤘대", "당겼어"): later,
# earlier, or moved.
# (as typed too: "바꼈" for 바뀌었, "바꼇")
KO_DONE_LATER = Words(en=(), ko=("미뤘", "밀렸", "밀림", "미뤄졌", "연기됐", "늦춰졌"))
KO_DONE_EARLIER = Words(en=(), ko=("당겼", "당겨졌", "앞당겨졌"))
KO_DONE_MOVED = Words(en=(), ko=("옮겼", "옮김", "옮겨졌", "바꿨", "바꿈", "바뀜", "바꼈", "바꼇", "바뀌었", "변경됐"))
KO_DONE_CHANGES = KO_DONE_LATER | KO_DONE_EARLIER | KO_DONE_MOVED

# What a question asks of a plan, besides the plan's name ("what time does the workshop finish?", "is the
# dentist still on?"): no word of the title it looks for.
ASKED_OF_A_PLAN_WORDS = Words(
    en=(
        "time",
        "does",
        "do",
        "did",
        "start",
        "starts",
        "begin",
        "begins",
        "finish",
        "finishes",
        "end",
        "ends",
        "over",
        "now",
        "still",
        "changed",
        "moved",
        "again",
        "long",
        "late",
        "early",
        "is",
        "are",
        "was",
        "will",
    ),
)
# A change said of the plan just talked about, with no word naming it ("and only 30 min", "sorry i meant 8
# in the evening", "make it an hour later", "아 시간도 4시로", "그리고 한 시간 늦게", "아 그거 2시간 걸려"):
# a message of these words, fillers and times only names no plan (parsing/corrections.py). The cues say
# it corrects what came before; without one ("8pm", "tomorrow at 3") MOSS asks as it always did.
FRAGMENT_CUES = Words(
    en=(
        "actually",
        "sorry",
        "i meant",
        "i mean",
        "make it",
        "make that",
        "it",
        "that",
        "it's",
        "it'll",
        "that's",
        "only",
        "just",
        "take",
        "takes",
        "instead",
        "and",
        "also",
        "wait",
        "oops",
        "no",
        "nope",
        "nah",
        "i misspoke",
        "my mistake",
        "my bad",
        "typo",
        "its",  # "oops its 8:45 not 8", as typed
        "misread",
        "i misread",
        "misheard",
        "i misheard",
        "fix the end",
        "fix the time",
        # said wrong: "no wait i said that wrong, wednesday"
        *(f"i {verb} {it} wrong" for verb in ("said", "got", "typed", "wrote", "had") for it in ("that", "it")),
        # the part said wrong: "oops wrong weekend, it's the 14th", "wrong day, sunday"
        "wrong",
        *(f"wrong {part}" for part in ("day", "date", "week", "month", "time")),
    ),
    ko=(
        "아",
        "앗",
        "어",
        "미안",
        "미안해",
        "그리고",
        "그럼",
        "아니",
        "아니다",
        "그거",
        "그건",
        "시간도",
        "시간은",
        "대신",
        "걸려",
        "걸린대",
        "걸릴",
        "더",
        "시작은",
        "시작으로",
        "끝나는",
        "끝나는 건",
        "끝은",
        "도착은",
        "도착 시간은",
        # said wrong, read wrong: "아 잘못 말했다 4시 반이야"
        *(
            f"잘못 {verb}{ending}"
            for verb in ("말했", "봤", "썼", "알았")
            for ending in ("다", "어", "네", "어요", "네요")
        ),
        # what was meant: "아 저녁 7시 말한거야"
        *(
            f"{verb}{space}{ending}"
            for verb in ("말한", "얘기한", "말했던")
            for space in ("", " ")
            for ending in ("거야", "거예요", "건데", "거였어", "거였어요")
        ),
    ),
)
# A Korean request's own words after what it asks, with and without a space, plain and as a question
# ("4시로 해줘", "8시 반으로 해 줄래?", "2시로 가능해?")
# the formal speech of a senior user or of office etiquette ("되돌려 주십시오", "옮겨 주시겠어요?")
KO_FORMAL_REQUEST_FORMS = Words(
    en=(),
    ko=(
        "해주십시오",
        "해 주십시오",
        "해주시겠어요",
        "해 주시겠어요",
        "해주시겠습니까",
        "해 주시겠습니까",
        "주십시오",
        "주시겠어요",
        "주시겠습니까",
        "주실래요",
        "주실 수 있을까요",
        "부탁드립니다",
        "부탁드려요",
        "부탁합니다",
    ),
)
KO_REQUEST_FORMS = KO_FORMAL_REQUEST_FORMS | Words(
    en=(),
    ko=(
        "해줘",
        "해 줘",
        "해주세요",
        "해 주세요",
        "해줄래",
        "해 줄래",
        "해줄래요",
        "해 줄래요",
        "해주실래요",
        "해 주실래요",
        "해줄 수 있어",
        "해 줄 수 있어",
        "해줄 수 있어요",
        "해 줄 수 있어요",
        "해주실 수 있나요",
        "해 주실 수 있나요",
        "가능해",
        "가능해요",
        "가능할까",
        "가능할까요",
        "될까",
        "될까요",
        "해주라",
        "해 주라",
        "해줘라",
        "해둬",
        "해 둬",
        "해놔",
        "해 놔",
        "해",
        "줘",
        "둬",
        "놔",
    ),
)
FRAGMENT_WORDS = (
    FRAGMENT_CUES
    | KO_REQUEST_FORMS
    | Words(
        en=(
            "is",
            "will",
            "be",
            "can",
            "could",
            "we",
            "you",
            "the",
            "time",
            "start",
            "starts",
            "at",
            "to",
            "for",
            "of",
            "than",
            "rather",
            "then",
            "now",
            "tho",
            "though",
            "lol",
            "end",
            "ends",
            "till",
            "until",
            "same time",
            "meant",
            "mean",
            "say",
        ),
        ko=(
            "시간",
            "시작",
            "좀",
            "하자",
            "할게",
            "거",  # "목요일 거 한 시간 뒤로요": the one that day
            "꺼",
            "건",
        ),
    )
)

# Leaving a plan as it is, said after MOSS changed it ("아냐 휴가 그대로 둬"): the words of keeping it, no plan's name.
KEEPING_AS_IT_IS_WORDS = Words(
    en=(), ko=("그대로", "둬", "둬요", "두세요", "놔둬", "놔둬요", "놔두세요", "냅둬", "냅둬요")
)
# Words that keep one plan while another is changed ("yoga's fine, cancel the class", "요가 말고 수업 취소해줘"): a
# kind of plan said beside them is not the plan kept.
KEPT_BESIDE_WORDS = KEEPING_AS_IT_IS_WORDS | Words(
    en=("fine", "stays", "stay", "as usual", "keep", "but", "instead", "not"), ko=("말고", "대신", "빼고")
)
# An undo's own words, beside the plan it may name ("put the dentist back to the original time",
# "필라테스 원래대로 돌려줘"): English whole words, Korean stems (a verb's endings vary).
UNDO_WORDS = Words(
    en=(
        "undo",
        "revert",
        "reverse",
        "roll",
        "back",
        "put",
        "bring",
        "restore",
        "change",
        "set",
        "move",
        "switch",
        "go",
        "take",
        "make",
        "leave",
        "keep",
        "original",
        "previous",
        "earlier",
        "old",
        "before",
        "last",
        "latest",
        "time",
        "day",
        "date",
        "slot",
        "way",
        "how",
        "where",
        "was",
        "were",
        "like",
        "thing",
        "one",
        "edit",
        "update",
        "version",
        "plan",
        "mistake",
        "wrong",
        "oops",
        "said",
        "did",
        "what",
        "just",
        "please",
        "can",
        "could",
        "you",
        "it",
        "that",
        "this",
        "them",
        "as",
        "again",
        "first",
        "i",
        "is",
        "scratch",
        "scrap",
        "cancel",
        "drop",
        "forget",
        "ignore",
        "never",
        "mind",
        "nevermind",
        "undelete",
        "removed",
        "deleted",
        "cancelled",
        "canceled",
        "message",
        "request",
        "asked",
        "reverted",
    ),
    ko=(
        "방금",
        "아까",
        "직전",
        "마지막",
        "원래",
        "이전",
        "예전",
        "처음",
        "다시",
        "되돌",
        "돌려",
        "돌리",
        "무르",
        "무를",
        "물러",
        "복구",
        "복원",
        "살려",
        "되살려",
        "취소",
        "없던",
        "실행",
        "변경",
        "수정",
        "실수",
        "잘못",
        "저장",
        "추가",
        "삭제",
        "지운",
        "말한",
        "내용",
        "요청",
        "메시지",
        "작업",
        "되살",
        "바꾼",
        "옮긴",
        "미룬",
        "당긴",
        "잡은",
        "넣은",
        "만든",
    ),
)

# Words of a verb's phrase a title may hold ("drop the dog off"), which name no plan said alone.
VERB_PARTICLES = frozenset(("off", "up", "in", "out", "on", "over", "back", "down", "away"))

# What joins a reason to what it explains ("cancel the sync since I'm on leave", "…, so no yoga").
REASON_WORDS = Words(en=("so", "since", "because", "cause", "cuz"))

# Plans kept in the evening, so a bare hour of theirs is the evening's ("dinner at 7", "송년회 7시 반"): a
# meal or a drink after work. A party or a show is left out: a child's party or a matinee is at 11 in the morning.
EVENING_EVENTS = Words(
    en=("dinner", "supper", "drinks", "happy hour"),
    ko=("회식", "송년회", "신년회", "망년회", "술자리", "뒤풀이", "만찬"),
)

# A day's routine said as a bound of what is asked ("before lunch", "퇴근 후"): the hour it stands
# for before it and after it.
ROUTINE_HOURS = {
    "lunch": (12, 13),
    "점심": (12, 13),
    "work": (9, 18),
    "school": (8, 15),
    "출근": (9, 9),
    "퇴근": (18, 18),
    "dinner": (18, 20),
    "저녁": (18, 20),
    "breakfast": (8, 9),
    "아침": (8, 9),
}

# Words people often mistype and MOSS must still read (parsing/spelling.py): six letters or more, so no
# short name is taken for one.
SPELLED_WORDS = (
    "actually",
    "tomorrow",
    "tonight",
    "wednesday",
    "thursday",
    "saturday",
    "tuesday",
    "schedule",
    "vacation",
    "holiday",
    "appointment",
    "meeting",
    "calendar",
    "morning",
    "afternoon",
    "evening",
    "cancel",
    "january",
    "february",
    "september",
    "october",
    "november",
    "december",
    "instead",
    "reschedule",
    "postpone",
    "monday",
    "friday",
    "sunday",
    "weekend",
    "dentist",
    "birthday",
    "interview",
    "conference",
    "reservation",
)
# What people text for a word, read as that word: "can u push it", "thx", "b4 lunch".
EN_SHORTHAND = {
    **{"u": "you", "ur": "your", "thx": "thanks", "b4": "before", "2morrow": "tomorrow", "2moro": "tomorrow"},
    **{"tmorow": "tomorrow", "wensday": "wednesday"},  # spelled as said, two letters short
}
# Long words people spell as they sound, read with two slips ("reschedual", "tommorow", "apointmant"); other long
# words are one slip from real words of their own ("confluence", "confidence" are no "conference").
SOUNDED_OUT_WORDS = (
    *("tomorrow", "reschedule", "wednesday", "thursday", "saturday", "february", "september"),
    *("appointment", "afternoon", "vacation", "postpone"),
)
# Words read as the word MOSS knows for what they mean: "udno" is an undo typed in a hurry. ("rebooked" is not
# "rescheduled": "i rebooked the haircut for friday" after a cancel books it again.)
EN_READ_AS = {"udno": "undo"}

EN_NUMBERS = {
    word: number
    for number, word in enumerate(
        "one two three four five six seven eight nine ten eleven twelve".split(),
        start=1,
    )
} | {"fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "forty-five": 45, "sixty": 60, "ninety": 90}
# The minutes of a clock said in words after its hour ("four thirty", "nine oh five", "seven forty-five"): the
# tens and teens read alone, the units after a ten or after "oh". Read by the parser.
EN_CLOCK_MINUTE_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50}
EN_CLOCK_MINUTE_TEENS = {
    word: number
    for number, word in enumerate(
        "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(), start=10
    )
}
# before a counter ("한 시", "두 시간", "세 번"), and standing alone ("하나", "둘")
KO_NATIVE_BEFORE_COUNTERS = {
    "한": 1,
    "두": 2,
    "세": 3,
    "네": 4,
    "다섯": 5,
    "여섯": 6,
    "일곱": 7,
    "여덟": 8,
    "아홉": 9,
    "열": 10,
    "열한": 11,
    "열두": 12,
}
KO_NATIVE_NUMBERS = KO_NATIVE_BEFORE_COUNTERS | {"하나": 1, "둘": 2, "셋": 3, "넷": 4, "열하나": 11, "열둘": 12}
# Days counted in native Korean words ("이틀 뒤", "사흘간"): read by the parser and grounding.
KO_DAY_COUNTS = {
    "하루": 1,
    "이틀": 2,
    "사흘": 3,
    "나흘": 4,
    "닷새": 5,
    "엿새": 6,
    "이레": 7,
    "여드레": 8,
    "아흐레": 9,
    "열흘": 10,
    "보름": 15,
    "일주일": 7,
}


def is_filler(word: str) -> bool:
    """Whether `word` is a filler, also drawn out as people type it ("soo", "ummm", "okayyy")."""
    folded = word.casefold()
    return folded in _FILLERS or (folded.isascii() and _DRAWN_OUT.sub(r"\1", folded) in _FILLERS)


_FILLERS = FILLER_WORDS.all_words()
_DRAWN_OUT = re.compile(r"([a-z])\1+$")  # a last letter typed again and again
SINO_DIGITS = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
# Positions: "the first Monday", "매달 첫째 주 금요일", "the last one"; -1 is the last.
ORDINALS = {
    "first": 1,
    "1st": 1,
    "second": 2,
    "2nd": 2,
    "third": 3,
    "3rd": 3,
    "fourth": 4,
    "4th": 4,
    "fifth": 5,
    "5th": 5,
    "last": -1,
    "final": -1,
    "첫": 1,
    "첫째": 1,
    "첫번째": 1,
    "둘째": 2,
    "두번째": 2,
    "셋째": 3,
    "세번째": 3,
    "넷째": 4,
    "네번째": 4,
    "다섯째": 5,
    "다섯번째": 5,
    "마지막": -1,
}


# Of two or more plans of a day, the sooner or the later ("the earlier one", "먼저 거"): its place among them.
EN_SOONER_OR_LATER = {"earlier": 1, "earliest": 1, "later": -1, "latest": -1}
KO_SOONER_OR_LATER = {"먼저": 1, "나중": -1}


def ordinal_pattern(korean: bool) -> str:
    """The ordinals of one language as an alternation, longest first; Korean spaced or not ("두 번째")."""
    words = [word for word in ORDINALS if word.isascii() != korean]
    spaced = (word.replace("번째", r"\s*번째") if korean else re.escape(word) for word in words)
    return "|".join(sorted(spaced, key=lambda pattern: (-len(pattern), pattern)))


# "Your last appointment is the dentist", "마지막 약속은 치과": the first or last of every event of its days, as
# "last thing" is (EARLIEST_WORDS, LATEST_WORDS); a word naming a kind ("the last lesson") is of that kind alone, and
# is left out. Read by grounding.
_OF_ALL_EVENTS = ("appointment", "event", "plan", "item", "commitment", "engagement")
FIRST_OF_ALL_WORDS = Words(
    en=tuple(f"first {word}" for word in _OF_ALL_EVENTS), ko=("첫 일정", "첫 약속", "첫 스케줄", "제일 처음")
)
LAST_OF_ALL_WORDS = Words(
    en=(*(f"last {word}" for word in _OF_ALL_EVENTS), *(f"final {word}" for word in _OF_ALL_EVENTS)),
    ko=("마지막 약속", "마지막 스케줄", "마지막 거", "마지막 것", "마지막 건", "마지막 꺼"),
)

# "your trip runs from Thursday to Sunday", "여행은 금요일부터": a stretch away, said without a title. Read by
# grounding: its edges are those of time off or the days of the travel (BROADER_EVENT_WORDS["trip"]) opening or
# closing it.
TRIP_WORDS = Words(en=("trip", "travels", "travelling", "traveling", "journey"), ko=("여행", "출장"))
