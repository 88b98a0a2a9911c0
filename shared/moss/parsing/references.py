"""Days said by pointing back: "that day", "the same day", "그날" name the day the conversation was
last about (the day of the user's previous write or question); "after the lesson", "레슨 끝나고"
the day of a plan the user keeps. The use case knows that day; this writes it into the utterance
as a date the grammar of every parser reads, so "그날 오후 2시에 병원" after "금요일에 휴가 쓸게"
books Friday 14:00."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Literal, TypeVar
from zoneinfo import ZoneInfo

from ..domain.calendar_words import EN_WEEKDAY_RE, EN_WEEKDAYS, KO_WEEKDAY_LETTER, KO_WEEKDAY_LETTERS, KO_WEEKDAYS
from ..domain.lexicon import (
    BROADER_EVENT_WORDS,
    FILLER_WORDS,
    JUST_WRITTEN_WORDS,
    SAME_DAY_WORDS,
    SAME_WEEK_WORDS,
    UNDO_WORDS,
    WEEK_AFTER_THAT_WORDS,
)
from ..domain.models import FactDraft, Language
from ..domain.ontology import DEFAULT_EVENT_MINUTES, Predicate
from ..domain.patterns import LazyPattern
from ..domain.targets import most_named, says_title
from .calendar import days_of_month_around
from .corrections import books_something
from .temporal import find_temporal
from .vocabulary import predicate_of

F = TypeVar("F", bound=FactDraft)

# ("the day before too, same time", "전날도 한 번 더": one more of the plan, read as such, never a day to move it to)
_NOT_ONE_MORE = r"(?![^.!?]*(?:\btoo\b|\bas\s+well\b|한\s*번\s*더|하나\s*더))"
_SAID_OF_NO_PLAN = rf"^\s*(?:(?:{FILLER_WORDS.ko_pattern}|그)\s+)*"  # said first, or after fillers only
_SAME_DAY = LazyPattern(
    rf"\b(?:on\s+)?(?:{SAME_DAY_WORDS.en_exact_pattern})\b|(?<![가-힣])(?:{SAME_DAY_WORDS.ko_pattern})(?=[에은는도이가]|\s|$)"
    r"|\bthat(?=\s+(?:morning|afternoon|evening|night)\b)"  # "5:30 that morning": that day's morning
    # the day before or after it, said of no plan ("일단 전날 밤 9시에 금식 시작", "그 전날 1일은 오후 반차로", "and the
    # day before at 9pm"; "검진 전날", "the day before the checkup" are of the plan named, "전날로" where one goes)
    rf"|{_SAID_OF_NO_PLAN}(?P<ko_before>전날|전\s날)(?=[에은는]|\s|$){_NOT_ONE_MORE}"
    rf"|{_SAID_OF_NO_PLAN}(?P<ko_after>다음\s*날|이튿날)(?=[에은는]|\s|$){_NOT_ONE_MORE}"
    r"|(?<!\bto\s)(?<!\buntil\s)(?<!\btill\s)(?<!\bthru\s)(?<!\bthrough\s)\b(?:on\s+)?the\s+"
    r"(?:(?P<en_before>day\s+before)|(?P<en_after>day\s+after|next\s+day))\b"
    r"(?!\s+(?:the|my|our|your|his|her|their|a|an|tomorrow|that|this)\b|\s+[a-z]+'s\b)"
    rf"(?<!also\sthe\sday\sbefore)(?<!also\sthe\sday\safter){_NOT_ONE_MORE}",
    re.IGNORECASE,
)


# ("push the site visit to later that week", "그 주 후반으로 미뤄줘": a part of the plan's own week it goes to, asked)
_SAME_WEEK = LazyPattern(
    rf"(?<!\blater\s)(?<!\bearlier\s)\b(?:(?P<en_after>{WEEK_AFTER_THAT_WORDS.en_exact_pattern})"
    rf"|{SAME_WEEK_WORDS.en_exact_pattern})\b"
    rf"|(?<![가-힣])(?:(?P<ko_after>{WEEK_AFTER_THAT_WORDS.ko_pattern})|{SAME_WEEK_WORDS.ko_pattern})(?=[에은는도]|\s|$)"
    r"(?!\s*(?:후반|초반|중반)\s*(?:으로|로))",
    re.IGNORECASE,
)
# The weeks a pointing-back week is said as, by how many weeks after this one it is; one farther
# away is left as said
_WEEKS_FROM_NOW = {
    -1: ("last week", "지난주"),
    0: ("this week", "이번 주"),
    1: ("next week", "다음 주"),
    2: ("the week after next", "다다음 주"),
}


def points_to_the_week_after(text: str) -> bool:
    """Whether the utterance names the week after the one talked about ("그 다음주", "the week after that")."""
    said = _SAME_WEEK.search(text)
    return said is not None and bool(said["en_after"] or said["ko_after"])


def points_back(text: str) -> bool:
    """Whether the utterance names a day or a week by pointing back at the last day talked about."""
    return _SAME_DAY.search(text) is not None or _SAME_WEEK.search(text) is not None


# A question of the plan just talked about by "it" ("when does it land now?", "what time is it again?", "그거 몇
# 시였지?"): "it" is that plan, named (what time it is now, "what time is it", asks nothing of a plan)
_ASKED_OF_IT = LazyPattern(
    r"^\W*(?:(?:and|so|ok(?:ay)?|wait|um+|uh+)\W+)*(?:when|what\s+time|how\s+long)\s+(?:is|does|will|did|was)\s+"
    r"(?P<it>it|that)\b(?!\s+now\W*$)(?=[^,.;!]*\?\s*$)"
    r"|^\W*(?:(?:아|그럼|근데)\s+)*(?P<ko>그거|그건|그게)\s*(?=(?:몇\s*시|언제)[^,.;!]*$)",
    re.IGNORECASE,
)


def asked_of_it(text: str) -> tuple[int, int] | None:
    """Where "it" stands for the plan just talked about in a question of when it is."""
    found = _ASKED_OF_IT.search(text)
    if found is None or (found["it"] and found["it"].casefold() == "it" and _WHAT_TIME_NOW.search(text)):
        return None
    return found.span("it") if found["it"] else found.span("ko")


_WHAT_TIME_NOW = LazyPattern(r"\bwhat\s+time\s+is\s+it\W*(?:now\W*)?$", re.IGNORECASE)


_JUST_WRITTEN = LazyPattern(
    rf"\b(?:the\s+(?:one|thing|event|plan|appointment|entry)|what)\s+(?:you|i|we)(?:'ve)?\s+(?:just\s+)?"
    rf"(?:{JUST_WRITTEN_WORDS.en_exact_pattern})\b"
    # ("아까 잡은 약속": a while ago, and of a kind, says which itself)
    rf"|(?<![가-힣])(?:방금|지금)\s*(?:{JUST_WRITTEN_WORDS.ko_pattern})\s*(?:거|것|건|일정)(?:을|를|은|는)?(?![가-힣])",
    re.IGNORECASE,
)


def says_just_written(text: str) -> bool:
    """Whether `text` names the plan MOSS just booked by how it came to be there ("the one you just added")."""
    return _JUST_WRITTEN.search(text) is not None


def with_just_written_as(text: str, title: str, day: date | None, language: Language) -> str:
    """`text` with the plan MOSS just booked, said by how it came to be there ("the one you just added", "방금 잡은
    거"), said by its title and day (of two of that name, the one just booked)."""
    if day is None:
        said = title
    elif language == "ko":
        said = f"{day.month}월 {day.day}일 {title}"
    else:
        said = f"the {day.strftime('%B')} {day.day} {title}"  # ("… on July 22 to 5" would read as days)
    return _JUST_WRITTEN.sub(lambda _: said, text)


_IT_SAID = {
    "en": LazyPattern(r"\b(?:it|that(?:\s+one)?)\b(?!'s|\s+(?:is|was)\b)", re.IGNORECASE),
    "ko": LazyPattern(r"(?<![가-힣])(?:그거|그걸|그것|이거)(?:을|를|은|는|도)?(?![가-힣])"),
}


def with_it_as(text: str, title: str, language: Language) -> str | None:
    """`text` with the first "it" (그거) said as `title`: "put it on the 9th at 3:30 then" of a plan just taken
    away; None when it says no "it"."""
    found = _IT_SAID[language].search(text)
    return None if found is None else text[: found.start()] + title + text[found.end() :]


# "morning off then": time off said as what follows from the last message, with no day of its own
_CONTINUES = LazyPattern(r"\bthen\W*$", re.IGNORECASE)
# a plan talked about before, put in as well ("상담은 3시 반이에요 그것도 넣어 주세요", "add that too")
_THAT_TOO = LazyPattern(
    r"(?<![가-힣])(?:그것|그거|그\s*일정)도(?![가-힣])|\b(?:that|it)\s+(?:one\s+)?too\b", re.IGNORECASE
)


def before_pointing_back(text: str) -> str:
    """The words before the utterance's first pointing-back day ("다음 주 화요일 영어 회화는 없대요" of
    "… 그날 거만 취소해 줄래요"): a day they name is the one pointed back at."""
    found = _SAME_DAY.search(text)
    return text[: found.start()] if found is not None else ""


def without_pointing_back(text: str) -> str:
    """The utterance with its pointing-back day words left out, for when it names that day itself."""
    return _SAME_DAY.sub(" ", text)


# One more plan said as a fragment right after a cancel: "and the thursday one too tbh", "요가도요"
# ("another one on the 10th, same time", "10일에도 같은 시간으로 한 번 더": the same plan once more, on another day)
_EN_ONE_MORE = LazyPattern(
    r"^\W*(?:(?:and|also|plus|oh|ah|ok(?:ay)?|so)\W+)*"
    r"(?:(?P<what>[^,.;!?]+?)\W+(?:too|as\s+well)|(?:another(?:\s+one)?|one\s+more)\s+(?:on\s+|for\s+)?(?P<day>[^,.;!?]+?))"
    r"(?:\W+(?:(?:at\s+)?the\s+same\s+time|same\s+time))?(?:\W+(?:tbh|lol|pls|please))*\W*$",
    re.IGNORECASE,
)
_KO_ONE_MORE = LazyPattern(
    r"^\s*(?:(?:아|그리고|그럼|또|저기)\s+)*(?P<what>[^,.;!?]+?)(?:에도|도)(?:\s*요)?"
    r"(?:\s*같은\s*시간(?:으로|에)?)?(?:\s*(?:한\s*번|하나|한\s*개)\s*더)?[\s.!~ㅋㅎ]*$"
)

# ... or joined on by "and" alone: "and the 31st", "also friday", "그리고 30일", "또 금요일" (one more, never the last
# one moved)
_EN_AND_ONE_MORE = LazyPattern(
    r"^\W*(?:(?:oh|ah|ok(?:ay)?|so)\W+)*(?:and|also|plus)\W+(?P<what>[^,.;!?]+?)"
    r"(?:\W+(?:(?:at\s+)?the\s+same\s+time|same\s+time))?(?:\W+(?:tbh|lol|pls|please))*\W*$",
    re.IGNORECASE,
)
_KO_AND_ONE_MORE = LazyPattern(
    r"^\s*(?:아\s+)?(?:그리고|또)\s+(?P<what>[^,.;!?]+?)(?:\s*같은\s*시간(?:으로|에)?)?(?:\s*요)?[\s.!~ㅋㅎ]*$"
)


def one_more(text: str, korean: bool, *, joined_on: bool = False) -> str | None:
    """What a fragment naming one more plan or day says ("and the thursday one too" -> "the thursday one",
    "31일도" -> "31일"), to do again what was just done; None for anything else. `joined_on`: a day said after
    "and" alone counts too ("and the 31st" -> "the 31st", right after a booking)."""
    more = (_KO_ONE_MORE if korean else _EN_ONE_MORE).match(text)
    if more is None and joined_on and (joined := (_KO_AND_ONE_MORE if korean else _EN_AND_ONE_MORE).match(text)):
        # ("and what's on friday", "also move office hours to 2": no day alone; "and the 31st at 8" after a booking
        # at 7pm: which 8 is asked, never read as the morning's)
        alone = _day_alone(joined["what"], korean)
        more = joined if alone is not None and not alone["part"] and not alone["time"] else None
    if more is None or books_something(text, "ko" if korean else "en"):
        return None  # ("pop a hair appointment in on friday as well" books one)
    return more["what"].strip() if korean or more["what"] else more["day"]


_ANOTHER_ONE = LazyPattern(r"\b(?:another(?:\s+one)?|one\s+more)\b|한\s*번\s*더|하나\s*더", re.IGNORECASE)


def adds_another(text: str) -> bool:
    """Whether `text` asks for one more of a plan ("another one on the 10th, same time", "10일에도 한 번 더"), which
    no move of it is."""
    return _ANOTHER_ONE.search(text) is not None


def as_cancelled(what: str, korean: bool) -> str:
    """One more plan said as its cancel."""
    return f"{what}도 취소해줘" if korean else f"cancel {what}"


# a day and nothing else: "the 31st", "thursday", "next friday", "31일", "목요일", "다음 주 금요일"; its own part
# of the day or time may follow ("tuesday morning", "friday 7pm", "금요일 오후 3시")
_EN_DAY_ALONE = LazyPattern(
    rf"(?:on\s+)?(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?|(?:(?:this|next)\s+)?(?:{EN_WEEKDAY_RE})|tomorrow)"
    r"(?P<part>\s+(?:morning|afternoon|evening|night))?"
    r"(?P<time>,?\s+(?:at\s+)?\d{1,2}(?::[0-5]\d)?\s*(?:[ap]\.?m\.?)?)?",
    re.IGNORECASE,
)
_KO_DAY_ALONE = LazyPattern(
    rf"(?:(?:다음|이번)\s*주\s*)?(?:\d{{1,2}}일|(?:{KO_WEEKDAY_LETTER})요일|내일|모레)"
    r"(?P<part>\s*(?:오전|오후|아침|저녁|밤))?(?P<time>\s*\d{1,2}시(?:\s*(?:반|\d{1,2}분))?)?"
)


def _day_alone(what: str, korean: bool) -> re.Match[str] | None:
    """A fragment naming a day, and at most its own part of the day (`part`) or time (`time`)."""
    return (_KO_DAY_ALONE if korean else _EN_DAY_ALONE).fullmatch(what.strip())


def is_a_day_alone(what: str, korean: bool) -> bool:
    """Whether a fragment names a day, and at most its own part of the day or time (what a booking may be
    made again on)."""
    return _day_alone(what, korean) is not None


def as_booked_like(what: str, korean: bool, fact: FactDraft, tz: ZoneInfo, today: date) -> str:
    """One more day said as the booking of `fact` again on it: time off whole days (or the part said), a plan
    at its time (or the time said)."""
    said = (_KO_DAY_ALONE if korean else _EN_DAY_ALONE).fullmatch(what.strip())
    if (of_month := _DAY_OF_MONTH_ALONE.fullmatch(what.strip())) is not None:
        # ("10일에도 한 번 더" after a plan on Sep 3 is Sep 10, not the coming Aug 10): the 10th nearest to it
        what = _nearest_day_of_month(int(of_month[1]), fact.start_time.astimezone(tz).date(), today) or what
    if fact.predicate is Predicate.VACATION:
        if said and said["time"]:
            return what  # time off from an hour is no time off MOSS keeps: asked as said
        return (f"{what} {'반차' if said and said['part'] else '연차'}") if korean else f"off on {what}"
    if said and (said["time"] or said["part"]):  # its own time (a part alone asks it)
        return f"{what} {fact.object_value}" if korean else f"{fact.object_value} on {what}"
    local = fact.start_time.astimezone(tz)
    if korean:
        return f"{what} {local.hour}시 {local.minute}분 {fact.object_value}"
    return f"{fact.object_value} on {what} at {local.hour:02d}:{local.minute:02d}"


_DAY_OF_MONTH_ALONE = LazyPattern(r"(?:the\s+)?(\d{1,2})(?:st|nd|rd|th|\s*일)?", re.IGNORECASE)


def _nearest_day_of_month(day: int, around: date, today: date) -> str | None:
    """The date of that day of a month nearest to `around` and not before `today`, ISO, or None when no month
    near it has one."""
    dates = [d for d in days_of_month_around(day, around, (-1, 0, 1, 2)) if d >= today]
    return min(dates, key=lambda d: abs(d - around)).isoformat() if dates else None


_UNDONE = LazyPattern(rf"\b(?:{UNDO_WORDS.en_exact_pattern})\b|{UNDO_WORDS.ko_pattern}", re.IGNORECASE)


def continues(text: str) -> bool:
    """Whether the utterance goes on from the day last talked about: time off ("morning off then"), or a plan talked
    about put in as well ("상담은 3시 반이에요 그것도 넣어 주세요")."""
    vacation = _CONTINUES.search(text) is not None and predicate_of(text) is Predicate.VACATION
    # ("undo the time off then": the last write taken back, no time off on a day)
    return (vacation and _UNDONE.search(text) is None) or _THAT_TOO.search(text) is not None


def with_day_added(text: str, day: date) -> str:
    """The utterance with the day it goes on from said after it."""
    return f"{text} {day.isoformat()}"


def with_day_first(text: str, day: date) -> str:
    """The utterance with the day it is about said before it ("첫 번째 회의는 취소해 줘": a Korean day said after
    the request is not read as its day)."""
    return f"{day.isoformat()} {text}"


def with_day(text: str, day: date, today: date) -> str:
    """The utterance with its pointing-back day written as that day's date, and its pointing-back
    week as that day's week counted from today's."""

    def dated(match: re.Match[str]) -> str:
        offset = -1 if match["ko_before"] or match["en_before"] else 1 if match["ko_after"] or match["en_after"] else 0
        said = (day + timedelta(days=offset)).isoformat()
        return f" {said} " if match[0][0].isascii() else f"{said} "

    text = _SAME_DAY.sub(dated, text)
    weeks = ((day - timedelta(days=day.weekday())) - (today - timedelta(days=today.weekday()))).days // 7

    def week(match: re.Match[str]) -> str:
        after = bool(match["en_after"] or match["ko_after"])
        said = weeks + 1 if after else weeks
        if said not in _WEEKS_FROM_NOW:
            # the week after one farther away is said by its Monday (read with a weekday, it is asked which day)
            monday = (day - timedelta(days=day.weekday()) + timedelta(weeks=1)).isoformat()
            return (f" the week of {monday} " if match[0][0].isascii() else f" {monday} 주 ") if after else match[0]
        english, korean = _WEEKS_FROM_NOW[said]
        return english if match[0][0].isascii() else korean

    return _SAME_WEEK.sub(week, text)


# "after the lesson", "before my flight", "레슨 끝나고", "회의 전에": a plan the day is named by;
# "before my vacation", "휴가 전까지" also bound a range from now by it ("whats left before my vacation")
_PLAN_WORDS_EN = r"(?:(?:the|my|our)\s+)?(?P<en>[a-z][\w'-]*(?:\s+(?!at\b|on\b)[a-z][\w'-]*)?)"
# "right after the demo", "미팅 끝나고 바로": when it ends
_ANCHORED = LazyPattern(
    rf"\b(?:(?P<right>right|just|straight|immediately)\s+)?(?:after|(?P<before>before|until|till|up\s+until|between\s+now\s+and))\s+{_PLAN_WORDS_EN}"
    r"|(?P<ko>(?:[가-힣A-Za-z]{1,10}[ \t]+)??[가-힣A-Za-z]{1,10}?)(?:이|가)?\s*"
    r"(?:(?P<ko_right>끝나고\s*바로|끝나자마자|끝난\s*직후에?|직후에?|바로\s*(?:다음|뒤)에?)"
    r"|(?P<ko_right_before>(?:시작\s*)?직전에?|바로\s*전에?|시작하기\s*바로\s*전에?)"
    r"|(?P<going>(?:가기|하기|떠나기|출발하기)\s*(?:전에|전까지))"  # "여행 가기 전에": until it starts
    r"|끝나고|끝난\s*(?:후|뒤|다음)에?|마치고|하고\s*나서|(?P<until>전까지)|전에|후에"
    # "치과는 다음에 가기로 했어": after a topic, 다음에 is "next time", no plan's day
    r"|(?<!은 )(?<!는 )(?<!은)(?<!는)다음에)",
    re.IGNORECASE,
)
# "to after the delivery": after a plan, said as where another goes ("push the meeting to after the delivery")
_TO_AFTER = LazyPattern(r"\bto\s+$", re.IGNORECASE)
# "끝나고로", "끝나고 하는 걸로", "끝난 뒤로": after a plan, said as where another goes
_KO_AFTER_AS_WHERE = LazyPattern(r"\s*(?:으로|로|(?:에\s*)?(?:하는|보는|잡는)\s*(?:걸로|것으로))")
# "during my vacation", "휴가 때", "휴가 중에": every day of the plan
_DURING = LazyPattern(
    rf"\b(?:during|while\s+(?:i'?m\s+)?on)\s+{_PLAN_WORDS_EN}"
    r"|(?<![가-힣])(?P<ko>[가-힣A-Za-z]{1,10}?)\s*(?:때|기간|중)(?:에|에는|엔|에도)?(?![가-힣])",
    re.IGNORECASE,
)
# "the friday before my vacation", "휴가 전 금요일", "휴가 끝나고 월요일": a weekday counted from the plan
_WEEKDAY_BY_PLAN = LazyPattern(
    rf"\bthe\s+(?P<en_day>{EN_WEEKDAY_RE})\s+(?:(?P<en_before>before)|after)\s+{_PLAN_WORDS_EN}"
    # ("미용실 다음 주 토요일", "다음 토요일" are next week's and the coming Saturday)
    r"|(?<![가-힣\d])(?P<ko>[가-힣A-Za-z]{2,10}?)\s*(?:(?P<ko_before>전|이전)|후|끝나고)\s*"  # ("2주 후 금요일")
    rf"(?P<ko_day>{KO_WEEKDAY_LETTER})요일",
    re.IGNORECASE,
)
# "the day before the checkup", "the night after the party", "검진 전날", "결혼식 다음 날": the day beside a plan's
_DAY_BESIDE_A_PLAN = LazyPattern(
    rf"\bthe\s+(?P<part>day|night|evening|morning)\s+(?:(?P<en_before>before)|after)\s+{_PLAN_WORDS_EN}"
    # ("피부과 다음날로 옮겨줘", "… 다음날 같은 시간으로 해줘": where that plan goes, its own next day)
    r"|(?<![가-힣\d])(?P<ko>[가-힣A-Za-z]{2,10}?)\s*(?:(?P<ko_before>전날|전\s날)|다음\s*날|이튿날)"
    r"(?![가-힣]|\s*같은\s*시간\s*(?:으로|로))",
    re.IGNORECASE,
)
AnchorKind = Literal["day", "before", "during", "weekday", "end", "start", "day_before", "day_after"]


@dataclass(frozen=True)
class Anchor:
    """The words of a plan a day is named by, where they are said, and how they name by it: its day,
    the days before it, all its days, a weekday before (`weekday_before`) or after it, or the moment
    it ends."""

    words: str
    span: tuple[int, int]
    kind: AnchorKind
    weekday: int = 0
    weekday_before: bool = False
    part: str = "day"  # "the night before …": the part of the day beside the plan's
    right_after: bool = False  # "right after the demo", "끝나고 바로": its end, said so, not only where one goes


def anchoring_plan(text: str) -> Anchor | None:
    """The plan a day is named by ("after the lesson"); None when none is."""
    if (match := _WEEKDAY_BY_PLAN.search(text)) is not None:
        before = bool(match["en_before"] or match["ko_before"])
        day = EN_WEEKDAYS[match["en_day"].casefold()] if match["en_day"] else KO_WEEKDAYS[match["ko_day"]]
        return Anchor(match["en"] or match["ko"], match.span(), "weekday", day, before)
    if (match := _DAY_BESIDE_A_PLAN.search(text)) is not None:
        before = bool(match["en_before"] or match["ko_before"])
        part = (match["part"] or "day").casefold()
        return Anchor(match["en"] or match["ko"], match.span(), "day_before" if before else "day_after", part=part)
    if (match := _DURING.search(text)) is not None:
        return Anchor(match["en"] or match["ko"], match.span(), "during")
    if (match := _ANCHORED.search(text)) is not None:
        bounds = bool(match["before"] or match["until"] or match["going"])
        # ("push the meeting to after the delivery", "미팅 납품 끝나고로 미뤄줘": where a plan goes, right after it)
        moved_there = _TO_AFTER.search(text, 0, match.start()) or _KO_AFTER_AS_WHERE.match(text, match.end())
        right_after = not bounds and bool(match["right"] or match["ko_right"])
        # "a 30 min prep right before the investor call", "회의 직전에": it ends as the plan starts
        right_before = bool(
            match["ko_right_before"] or (match["right"] and (match["before"] or "").lower() == "before")
        )
        kind: AnchorKind = (
            "start" if right_before else "before" if bounds else "end" if right_after or moved_there else "day"
        )
        return Anchor(_whole_word(match), match.span(), kind, right_after=right_after)
    return None


def _whole_word(match: re.Match[str]) -> str:
    """The plan's words, with a last 이 or 가 kept when it ends a word of the lexicon ("휴가 전까지" names
    휴가, not 휴 with a subject particle)."""
    if not match["ko"]:
        return match["en"]
    after = match.string[match.end("ko") : match.end("ko") + 1]
    whole = match["ko"] + after
    return whole if after in ("이", "가") and predicate_of(whole) is not None else match["ko"]


def plans_named(facts: Iterable[F], words: str) -> list[F]:
    """The plans the words of an anchor name, first first: time off by its kind ("my vacation",
    "휴가"), an event by its title."""
    facts = list(facts)
    if predicate_of(words) is Predicate.VACATION:
        named = [fact for fact in facts if fact.predicate is Predicate.VACATION]
    else:
        named = (
            most_named(facts, words)
            or [fact for fact in facts if fact.predicate is Predicate.MEETING and says_title(words, fact.object_value)]
            or [fact for fact in facts if _of_the_kind_said(fact, words)]
        )
    return sorted(named, key=lambda fact: fact.start_time)


def _of_the_kind_said(fact: FactDraft, words: str) -> bool:
    """Whether an event's title has a word of a kind the words name ("trip" of "flight to Denver")."""
    said = words.casefold().split()
    kinds = [kind for broader, kinds in BROADER_EVENT_WORDS.items() if broader in said for kind in kinds]
    title = fact.object_value.casefold()
    return fact.predicate is Predicate.MEETING and any(kind in title for kind in kinds)


def with_day_for(
    text: str, anchor: Anchor, first: date, last: date, ends: datetime | None = None, starts: datetime | None = None
) -> str:
    """The utterance with what names the day by a plan (whose days are `first` to `last`, ending at
    `ends` on the last) written as dates: it says when, not what ("레슨 끝나고 7시에 아이 픽업" is the
    pickup on the lesson's day); what stops before a plan stops before its first day ("before my
    vacation" is "before 2026-12-24"); "during" it is all its days; a weekday before or after it is
    that date; "right after" it is when it ends, "right before" it as long before it starts as what is booked lasts."""
    start, end = anchor.span
    english = text[start:end].isascii()
    said = first.isoformat()
    # ("세미나 끝나고 바로 민호랑 저녁 6시": a time of its own said, the plan gives only the day)
    timed = bool(find_temporal(f"{text[:start]} {text[end:]}", korean=not english).times)
    # (a whole-day plan ends at the next day's midnight, time off too, and a late night's end is no time to move to:
    # "after my vacation", "after the party" say the day)
    daytime = ends is not None and time(6) <= ends.time() < time(22)
    if anchor.kind == "end" and ends is not None and daytime and not timed:
        said = _said_at(ends, english)
    elif anchor.kind == "start" and starts is not None and not timed:
        lasts = find_temporal(f"{text[:start]} {text[end:]}", korean=not english).durations
        said = _said_at(starts - timedelta(minutes=lasts[0] if lasts else DEFAULT_EVENT_MINUTES), english)
    elif anchor.kind == "before":
        said = f"before {said}" if english else f"{said} 전까지"
    elif anchor.kind == "during" and last != first:
        said = f"from {first.isoformat()} to {last.isoformat()}" if english else f"{first}부터 {last}까지"
    elif anchor.kind in ("day_before", "day_after"):
        day = first - timedelta(days=1) if anchor.kind == "day_before" else last + timedelta(days=1)
        said = f"{day.isoformat()} {anchor.part}" if english and anchor.part != "day" else day.isoformat()
    elif anchor.kind == "weekday" and anchor.weekday_before:
        said = (first - timedelta(days=(first.weekday() - anchor.weekday - 1) % 7 + 1)).isoformat()
    elif anchor.kind == "weekday":
        said = (last + timedelta(days=(anchor.weekday - last.weekday() - 1) % 7 + 1)).isoformat()
    return f"{text[:start]} {said} {text[end:]}"


def _said_at(moment: datetime, english: bool) -> str:
    clock = f"{moment.hour}:{moment.minute:02d}"
    return f"on {moment.date().isoformat()} at {clock}" if english else f"{moment.date().isoformat()} {clock}"


# "PT는 목요일 같은 시간으로 다시 넣어줘", "yoga back on friday, same time": the time of the plan named
_SAME_TIME = LazyPattern(r"\b(?:at\s+)?(?:the\s+)?same\s+time\b|같은\s*시간|같은\s*시각", re.IGNORECASE)
_EN_SAME_TIME = LazyPattern(r"\bsame\s+time\b", re.IGNORECASE)


_ONE_MORE = LazyPattern(r"\b(?:too|also|another|again|as\s+well|extra|one\s+more)\b", re.IGNORECASE)


def says_one_more(text: str) -> bool:
    """Whether English `text` says one more of something ("also …", "… too", "another …")."""
    return _ONE_MORE.search(text) is not None


def says_same_time(text: str, language: Language | None = None) -> bool:
    """Whether `text` says "same time" (in `language` only, when one is given)."""
    return (_EN_SAME_TIME if language == "en" else _SAME_TIME).search(text) is not None


def with_time(text: str, hour: int, minute: int, weekday: int | None = None, lasts: int | None = None) -> str:
    """The utterance with its "same time" written as that time of day, and as long as the plan (`lasts` minutes)
    when no length is said ("코드 리뷰 목요일에도 같은 시간에 하나 더"); a week said with no day of it ("피아노 레슨
    담주도 같은 시간에", "a debrief same time next week") is that plan's `weekday` of the week."""
    korean = not text.isascii()
    said = find_temporal(text, korean=korean)
    length = f" {lasts}분" if korean else f" for {lasts} minutes"
    timed = _SAME_TIME.sub(
        lambda match: f" at {hour}:{minute:02d} " if match[0][0].isascii() else f"{hour}시 {minute}분", text
    ) + (length if lasts is not None and not said.durations and not said.times else "")
    if weekday is None or not said.weeks or said.days:  # (the time written in names no day or week)
        return timed
    if korean:
        return f"{KO_WEEKDAY_LETTERS[weekday]}요일 {timed}"
    return f"{timed} {next(name for name, number in EN_WEEKDAYS.items() if number == weekday)}"  # its full name
