"""Follow-up answers: the user's next utterance completes a write the parser asked about.

"Schedule a dev team meeting for Friday" asks for the time; "10 AM" answers it. The answer is
read with the same grammar, and what it says replaces that part of the question's reading:
its days replace the question's days, its times the times, its part of the day the part, and
so on; everything else (the predicate, the title, the days when only a time is given) comes
from the question. "The afternoon one" or "the first one" chooses among the question's own
times or days. The merged reading is then parsed as one write, so every rule of the parser
(defaults, spans, the past check) applies to the completed write as to any other.

Something that is not an answer (a new meeting or vacation, a question, a cancellation, text
with no time in it) returns None: the caller parses it on its own and drops the question.

A change that asked how much or when ("push it to later" → "How much later?") is read again
with its answer ("an hour", "to Monday", "30분") as one correction.
"""

from __future__ import annotations

import re
from contextlib import suppress
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from ..domain.calendar_words import alternation
from ..domain.language import language_of
from ..domain.lexicon import EN_NUMBERS, GENERIC_EVENT_WORDS, MEETING_WORDS, VACATION_WORDS
from ..domain.models import Intent, Operation, ParseResult
from ..domain.ontology import Predicate
from ..domain.patterns import LazyPattern
from ..domain.targets import says_title
from .calendar import Unresolvable, clock_range, monday_of, resolve_day, resolve_days
from .corrections import books_something, says_days_amount
from .expressions import blank_unplaced
from .held_back import said_plainly_if_free, told_not_asked
from .rules import INJECTION, QUERY_PARTS, Reading
from .temporal import BLANK, EN_SPOKEN_CLOCK, DayMention, PartOfDay, Temporal, TimeMention, place_evening_meal
from .vocabulary import NEGATION, RETRACTION

# Joins the question and its answers into one text: a sentence break, so that no pattern
# reads across it and the title stays inside the question.
SEPARATOR = " . "
_CHOICE = LazyPattern(
    r"\b(?:the\s+)?(?P<first>first|1st|earlier|former)(?:\s+one)?\b"
    r"|\b(?:the\s+)?(?P<second>second|2nd|later|latter)(?:\s+one)?\b"
    r"|(?P<ko_first>첫\s*번째|첫\s*번|앞에\s*(?:거|것)|앞의\s*(?:거|것)|먼저\s*(?:거|것))"
    r"|(?P<ko_second>두\s*번째|두\s*번|뒤에\s*(?:거|것)|뒤의\s*(?:거|것)|나중\s*(?:거|것))",
    re.IGNORECASE,
)
# An answer that only says which kind: "A vacation", "meeting please", "휴가로", "회의요".
_KIND_WORDS = VACATION_WORDS | MEETING_WORDS | GENERIC_EVENT_WORDS
# A vacation has no name, so what follows its kind can only be asked for or explained: "vacation,
# for chuseok", "휴가로 해줘", "휴가, 추석이라서". A meeting's words after its kind may be its name.
# A reason names no day, time or second plan ("vacation for chuseok, and a meeting at 3" is two).
_REASON = r"(?:(?!\band\b|그리고|하고)[^.!?,\d])*"
_KIND_LEAD = r"\W*(?:(?:a|an|as|it'?s|make\s+it|just)\s+)*"
# ("휴가로 ㅇㅇ", "vacation yes": the kind, agreed to)
# ("as a day off i mean, not a meeting": the kind, the other one said not to be meant)
_KIND_PARTICLE = (
    r"\s*(?:으로|로|이요|요|please|pls)?(?:[\s,]*(?:ㅇㅇ|ㅇㅋ|응|네|예|yes|yeah|yep))?"
    rf"(?:[\s,]*i\s+mean)?(?:[\s,]*not\s+an?\s+(?:{_KIND_WORDS.en_pattern}))?"
)
_KIND_ONLY = LazyPattern(
    rf"{_KIND_LEAD}(?:\b(?:{_KIND_WORDS.en_pattern})\b|{_KIND_WORDS.ko_pattern}){_KIND_PARTICLE}[\s.!]*",
    re.IGNORECASE,
)
_VACATION_WITH_REASON = LazyPattern(
    rf"{_KIND_LEAD}(?:\b(?:{VACATION_WORDS.en_pattern})\b|{VACATION_WORDS.ko_pattern}){_KIND_PARTICLE}"
    r"(?:\s*(?:해\s*줘|해\s*주세요|해\s*줄래|할게요?|할래요?|처리해\s*줘))?"
    # ("vacation, it's a personal day": what it is, said after the kind)
    rf"(?:\s*,?\s*(?:(?:for|because|since|cuz|cause|it'?s|it\s+is)\b{_REASON}|{_REASON}(?:이라서|라서|때문에|이니까|니까)))?"
    r"[\s.!]*",
    re.IGNORECASE,
)
_CHECKED = LazyPattern(
    r"[,\s]*(?:(?:does|would|will|is)\s+(?:that|this|it)\s+(?:work|be\s+ok(?:ay)?|ok(?:ay)?|fine|good)(?:\s+for\s+you)?"
    r"|sounds?\s+good|ok(?:ay)?|good|fine|works?(?:\s+for\s+you)?)\s*\?+\s*$",
    re.IGNORECASE,
)
# A number alone, or two for a range, with words around it that are no number ("sunday 12", "3 then").
# ("11 works, before her party": the hour said to suit, and why; no part of the plan)
_SUITS_AND_WHY = (
    r"(?:works|is\s+(?:fine|good|ok(?:ay)?)|should\s+work)(?:\s+for\s+(?:me|us))?"
    r"(?:\s*,?\s*(?:before|after|since|because|cause|cuz|as)\b\D*)?"
)
_SAID_TO_SUIT = LazyPattern(_SUITS_AND_WHY, re.IGNORECASE)
# ("eleven", "um five in the evening": an hour said in words, as dictated; "the one", "that one" point at a plan)
_HOUR = (
    rf"1\d|2[0-3]|\d|\b(?:{EN_SPOKEN_CLOCK}"
    rf"|(?:{alternation(word for word, number in EN_NUMBERS.items() if 1 < number <= 12)})\b)"
)
_BARE_HOURS = LazyPattern(
    rf"(?P<before>[^\d]*?)(?<![\d:/.])(?P<start>{_HOUR})(?:\s*(?:-|~|–|to)\s*(?P<end>{_HOUR}))?"
    # ("11 in morning": the part of the day it is in)
    r"(?P<after>(?:\s*(?:then|please|pls|instead|in\s+(?:the\s+)?(?:morning|afternoon|evening)|at\s+night|요|으로|로|에|쯤"
    rf"|{_SUITS_AND_WHY}))*"
    r"[\s.!?]*)",
    re.IGNORECASE,
)
_LEAD_IN = LazyPattern(
    # ("thursday afternoon sometime, say 2": the hour proposed)
    r"\b(?:ok(?:ay)?|um+|uh+|hmm+|so|then|well|maybe|(?:let'?s\s+)?say|sometime|make\s+it|how\s+about|on|at|the)\b"
    r"|음+|아+|그럼|그냥|[\W_]",
    re.IGNORECASE,
)
# A number after these counts something else: "in 3" days, "for 2" hours, "every 2" weeks.
_NOT_AN_HOUR = LazyPattern(r"\b(?:in|for|every|within|by|after|before|until|till|at|around|about)\s*$", re.IGNORECASE)
# Positions among more than two candidates (which fact a cancel or change meant).
_POSITION = LazyPattern(
    r"\b(?:the\s+)?(?P<third>third|3rd)(?:\s+one)?\b|\b(?:the\s+)?(?P<last>last)(?:\s+one)?\b"
    r"|(?P<ko_third>세\s*번째)|(?P<ko_last>마지막)",
    re.IGNORECASE,
)


def complete(
    question: list[str], answer: str, *, now: datetime, timezone: ZoneInfo, asked_at: datetime | None = None
) -> ParseResult | None:
    """The write that `question` (the asking utterance, then any earlier answers), said at
    `asked_at` (default: `now`), and `answer`, said `now`, make.

    None when `answer` does not answer the question. The result may ask again ("Friday" to
    "What day and time?" still lacks the time). The question's words resolve against when it
    was said ("tomorrow" asked at 23:50 is still that day when "10 AM" comes at 00:05), the
    answer's own days ("tomorrow", "next week") against `now`.
    """
    local_now = now.astimezone(timezone)
    asked_now = (asked_at or now).astimezone(timezone)
    # ("if saturday's open put the nails there at 2", answered "sunday then": the request, said plainly)
    asked = Reading(
        SEPARATOR.join(said_plainly_if_free(text, language_of(text)) or text for text in question), asked_now, timezone
    )
    reply = Reading(_with_clock_words(answer, asked), local_now, timezone)
    answered = reply.found
    dated = _dated(reply)
    # The whole is read at the question's moment only when a day has passed since and the answer
    # names no day of its own; otherwise the answer's `now` also keeps what became past meanwhile
    # from being booked.
    read_at = asked_now if not dated and asked_now.date() != local_now.date() else local_now
    if (correction := asked.correction()) is not None:
        return _completed_change(asked, reply, read_at) if correction.operation is Operation.CHANGE else None
    if not _answers(asked, reply):
        return None
    if (booked := _booked_whole(reply, asked)) is not None:
        return booked
    offset = len(asked.text) + len(SEPARATOR)
    merged = _merge(asked.found, answered, offset, _choice(answered.masked), asked)
    said = reply.text
    for meal in reply.meetings:  # "점심 먹고 1시": a meal said as when names nothing; "공연이야" names the asked
        if (after := _MEAL_AS_WHEN.match(said, meal.end()) or _said_as_it(reply, meal)) is not None:
            said = said[: meal.start()] + BLANK * (after.end() - meal.start()) + said[after.end() :]
    if reply.meetings and asked.meetings and _names_the_asked(reply, asked):
        # the asked event named again: its title stays the question's ("고객사 통화", not "통화")
        for head in reply.meetings:
            said = said[: head.start()] + BLANK * len(head[0]) + said[head.end() :]
    # A day or time MOSS asked for, given, says the plan is to be kept ("Hana has a recital, april 17" → "2pm"); a
    # question of what was meant by a plan told whole is not answered by a time
    placed = bool(asked.found.days) and bool(asked.found.times or asked.found.moments)
    return Reading(asked.text + SEPARATOR + said, read_at, timezone, found=merged, answering=not placed).write()


def _booked_whole(reply: Reading, asked: Reading) -> ParseResult | None:
    """The answer read on its own when it books the asked plan whole, its day and time said ("ok fine, put gym tmrw
    7am so i actually go" to "what time?" of the gym): what else it says is why, no part of the name."""
    if not (reply.found.days and reply.found.times and books_something(reply.text, reply.language)):
        return None
    alone = reply.write()
    named = alone.reply is None and len(alone.facts) == 1 and says_title(alone.facts[0].object_value, asked.text)
    return alone if named else None


def kept_after_all(told: str, *, now: datetime, timezone: ZoneInfo) -> ParseResult | None:
    """The plan `told` books when asked to be kept after all (held_back.asks_to_keep_it: "add it", "oh actually put
    that in too", "그거 넣어줘") right after MOSS held it back as told, not asked for ("the kids have swimming
    wednesday at four"); None when `told` names no whole plan."""
    kept = Reading(told, now.astimezone(timezone), timezone, answering=True).write()
    # (someone else's time off is never the user's: "팀장님 금요일 휴가래" → "넣어줘" books nothing)
    mine = all(fact.predicate is not Predicate.VACATION for fact in kept.facts)
    return kept if kept.intent is Intent.WRITE and kept.facts and kept.reply is None and mine else None


def _with_clock_words(answer: str, asked: Reading) -> str:
    """A bare number answering "what time?" is an hour ("3", "10-11", "sunday 12"): the answer as
    if said with its clock words ("at 3", "3시"), so that it reads as any time does."""
    bare = _BARE_HOURS.fullmatch(answer)
    if bare is None or _NOT_AN_HOUR.search(bare["before"]) or not _only_a_day(bare["before"], asked):
        return answer  # "room 5", "in 3": the number counts something else
    start, end, after = bare["start"], bare["end"], _SAID_TO_SUIT.sub("", bare["after"])
    if (asked.found.months or asked.found.named_months) and not asked.found.days and not end:
        # "which day of that month?": "5" is the 5th
        return f"{bare['before']}{start}일{after}" if asked.language == "ko" else f"{bare['before']}the {start}th"
    if asked.found.times or asked.predicate is Predicate.VACATION:
        return answer
    if asked.language == "ko":
        clock = f"{start}시부터 {end}시까지" if end else f"{start}시"
    else:
        clock = f"from {start} to {end}" if end else f"at {start}"
    return f"{bare['before']}{clock}{after}"


def _only_a_day(words: str, asked: Reading) -> bool:
    """Whether `words` say nothing but a day and lead-ins ("sunday", "ok so tomorrow", "음 수요일")."""
    masked = Reading(words, asked.now, asked.zone).found.masked if words.strip() else ""
    return not _LEAD_IN.sub("", masked.replace(BLANK, " ")).strip()


def names_a_day(answer: str, *, now: datetime, timezone: ZoneInfo) -> bool:
    """Whether an answer names a day of its own ("tomorrow", "Friday", "next week"): asked again,
    the question's words then mean what they meant when this answer was said."""
    return _dated(Reading(answer, now.astimezone(timezone), timezone))


def day_named(text: str, *, now: datetime, timezone: ZoneInfo) -> date | None:
    """The one day `text` names ("tomorrow", "목요일"), or None when it names none or more than a day."""
    reading = Reading(text, now.astimezone(timezone), timezone)
    window = reading.window_of(reading.found) if reading.found.days else None
    if window is None or window.end_time - window.start_time > timedelta(days=1):
        return None
    return window.start_time.astimezone(timezone).date()


def _dated(utterance: Reading) -> bool:
    found = utterance.found
    return bool(found.days or found.moments or found.weeks or found.months or found.named_months)  # "in april"


def choose(
    candidates: list[tuple[datetime, datetime]],
    answer: str,
    *,
    now: datetime,
    timezone: ZoneInfo,
    titles: list[str] | None = None,
) -> int | None:
    """Which of the candidates (their intervals, in the order they were offered; `titles`, their
    names) `answer` means: by position ("the second one", "마지막"), by day ("Tuesday's", "화요일
    거"), by time ("the 3pm one"), by words of one name alone ("the one with mom", "엄마랑 하는 거"),
    or together. None when it names none, or several; "the friday one, wednesday is still happening": the
    choice said first, then what the other is."""
    chosen = _chosen(candidates, answer, now=now, timezone=timezone, titles=titles)
    if chosen is None and (first := _FIRST_CLAUSE.match(answer)) is not None:
        chosen = _chosen(candidates, first[1], now=now, timezone=timezone, titles=titles)
    return chosen


# ("the thursday one. stats is still happening": a sentence ends it too; "the 3.30 one" holds its dot)
_FIRST_CLAUSE = LazyPattern(r"([^,;]+?)(?:[,;]|[.!?](?=\s))\s*\S")


def _chosen(
    candidates: list[tuple[datetime, datetime]],
    answer: str,
    *,
    now: datetime,
    timezone: ZoneInfo,
    titles: list[str] | None,
) -> int | None:
    reply = Reading(answer, now.astimezone(timezone), timezone)
    if INJECTION.search(reply.text) or reply.intent() is Intent.QUERY:
        return None
    matching = list(range(len(candidates)))
    titled = not _only_a_choice(reply.found.masked)
    if titled:  # words besides a choice: they must name one candidate's title, and nothing else
        matching = _named_by_title(reply.found.masked, titles or [])
        if not matching:
            return None
    elif (position := _position(reply.found.masked, len(candidates))) is not None:
        return position
    elif reply.found.empty:
        return None
    local = [(start.astimezone(timezone), end.astimezone(timezone)) for start, end in candidates]
    days, days_of_month = set(), set()
    for mention in reply.found.days:
        if mention.day is not None and mention.month is None and mention.year is None and not mention.beside:
            # ("the one on the 16th": the candidate on a 16th, whichever month's is nearer now)
            days_of_month.add(mention.day)
            continue
        with suppress(Unresolvable):
            days.add(resolve_day(mention, reply.today, reply.found.weeks[0] if reply.found.weeks else None))
    if days or days_of_month:
        matching = [i for i in matching if local[i][0].date() in days or local[i][0].day in days_of_month]
    # ("이번 주 거", "the one next week": the candidate in the week said)
    mondays = (
        set()
        if days or days_of_month
        else {monday_of(reply.today) + timedelta(weeks=week.offset) for week in reply.found.weeks}
    )
    if mondays:
        matching = [i for i in matching if monday_of(local[i][0].date()) in mondays]
    starts = {clock_range(t, reply.hint())[0] for t in reply.found.times}
    if starts:
        matching = [i for i in matching if _minute_of(local[i][0]) in starts]
    # ("오후 거", "the morning one": the candidate starting in that part of the day)
    parts = [QUERY_PARTS[part] for part in reply.found.parts] if not starts else []
    if parts:
        matching = [i for i in matching if any(low <= _minute_of(local[i][0]) < high for low, high in parts)]
    chose = days or days_of_month or mondays or starts or parts or titled
    return matching[0] if len(matching) == 1 and chose else None


def _minute_of(moment: datetime) -> int:
    return moment.hour * 60 + moment.minute


# Words an answer naming a candidate by its title says besides it: "the one with mom", "엄마랑 하는 거"
_TITLE_CHOICE_FILLER = frozenset("with one for about 하는 있는 잡힌".split())


def _named_by_title(masked: str, titles: list[str]) -> list[int]:
    """The candidates whose titles hold every word the answer says besides a choice's own ("the one
    with mom", "rosa's", "엄마랑 하는 거"): all of them when it says none."""
    said = " ".join(
        word
        for word in re.findall(r"\w+", masked.replace(BLANK, " "))
        if word.casefold() not in _CHOICE_FILLER | _TITLE_CHOICE_FILLER
    )
    return [index for index, title in enumerate(titles) if says_title(said, title)] if said else []


# What an answer to "which one?" may say besides a position, a day or a time: "the one on Monday",
# "Tuesday's", "화요일 거요". Anything else ("I'll decide later", "lunch with Bob on Tuesday") is
# an utterance of its own.
_CHOICE_FILLER = frozenset(
    "the one ones on at that this s please pls i mean meant it's its it is ok okay yes yeah yep just make".split()
    + "thanks thx ty".split()
    + "거 것 꺼 거요 것요 꺼요 걸요 거예요 꺼예요 걸로 걸 로 으로 요 이요 그 쪽 날".split()
)


def _only_a_choice(masked: str) -> bool:
    """Whether the answer, its dates and times taken out (`masked`), says nothing but a choice."""
    rest = _POSITION.sub(" ", _CHOICE.sub(" ", masked))
    return all(word.casefold() in _CHOICE_FILLER for word in re.findall(r"\w+", rest))


def _position(text: str, count: int) -> int | None:
    if (chosen := _choice(text)) is not None:
        return chosen if chosen < count else None
    match = _POSITION.search(text)
    if match is None:
        return None
    index = 2 if match["third"] or match["ko_third"] else count - 1
    return index if index < count else None


_KO_TO_THERE_SAID = LazyPattern(r"(?:으로|로)(?:요)?\s*[.!?~]*$")
_EN_TO_THERE_SAID = LazyPattern(
    r"\W*(?:(?:ok(?:ay)?|um+|uh|so|then|well|maybe)\W+)*(?:to|for|until|till|on|at)\b", re.IGNORECASE
)


def _completed_change(asked: Reading, reply: Reading, read_at: datetime) -> ParseResult | None:
    """The change with its amount or destination; None when the reply says neither, or says more
    (a meeting, another correction, a question)."""
    says_when = not reply.found.empty or reply.found.durations or says_days_amount(reply.text, reply.language)
    correction = reply.correction()
    # ("29일 같은 시간": a correction of nothing it names is where the asked change goes)
    corrects_another = correction is not None and correction.target is not None and correction.target.named
    if not says_when or reply.meetings or corrects_another or reply.intent() is Intent.QUERY:
        return None
    said = reply.text
    # "29일", "29일 같은 시간", "the 29th", "friday": where it goes, as if said with its 로 / "to"
    if asked.language == "ko" and not _KO_TO_THERE_SAID.search(said):
        said = said.rstrip(" .!?~") + "로"
    elif asked.language == "en" and (reply.found.days or reply.found.times) and not _EN_TO_THERE_SAID.match(said):
        said = "to " + said
    result = Reading(asked.text + SEPARATOR + said, read_at, asked.zone).parse()
    return result if result.operation is Operation.CHANGE else None


def _answers(asked: Reading, reply: Reading) -> bool:
    the_other_kind_set_aside = asked.predicate is None and _KIND_ONLY.fullmatch(reply.text) is not None
    if INJECTION.search(reply.text) or RETRACTION.search(reply.text):
        return False  # taking back completes no write
    if NEGATION.search(reply.text) and not the_other_kind_set_aside:
        return False  # saying no completes no write ("a day off, not a meeting" says which kind)
    if told_not_asked(reply.text, reply.language) == "held_someone_elses_plan":
        return False  # "my brother's flying in on the 30th": their plan, told, gives the user's no day
    # "vacation", "휴가로", "a meeting": the kind of what was asked about, when that was the question
    names_kind = (
        asked.predicate is None
        and reply.predicate is not None
        and (
            _KIND_ONLY.fullmatch(reply.text) is not None
            # "vacation for next week" names its own days: a write of its own, not a reason
            or (reply.found.empty and _VACATION_WITH_REASON.fullmatch(reply.text) is not None)
        )
    )
    # ("점심 먹고 1시", "저녁 먹고 올 거라 3시간 잡아줘": a meal said as when, or why, is no plan of its own; nor is
    # what the asked plan is, said with the time asked for: "저녁 7시 반 공연이야", "점심으로 12시 반")
    # ("오전이요 병원 가야 돼서": a plan said as why the answer is what it is is no plan of its own)
    meetings = [
        m
        for m in reply.meetings
        if not _MEAL_AS_WHEN.match(reply.text, m.end())
        and not _said_as_it(reply, m)
        # (a time said in it is the plan's: "오후요 3시에 치과 가야 돼서")
        and (reply.found.times or not _KO_WHY.match(reply.text, m.end()))
    ]
    said_why = bool(reply.meetings) and not meetings  # its only plan is why: its kind is no answer
    if not names_kind and (
        (meetings and not _names_the_asked(reply, asked))
        or (reply.predicate is not None and reply.predicate is not asked.predicate and not said_why)
    ):
        return False  # a new meeting or vacation of its own
    if (
        asked.predicate is None
        and reply.found.days
        and reply.found.times
        and books_something(reply.text, reply.language)
    ):
        return False  # "금요일 오전 10시에 은행 넣어줘" to "meeting or vacation?": a request whole, of its own
    asks = reply.intent() is Intent.QUERY and not _TIME_THEN_WHY.match(reply.found.masked)
    if asks or _corrects_something_else(reply, asked) or _a_plan_of_its_own(reply, asked):
        return False
    checked = _CHECKED.search(reply.text) is not None  # "3pm, does that work?": an answer put to the asker
    if reply.only_asked() and not checked and len(reply.title_words(reply.found.masked, None)) > 1:
        return False  # "so im done with priya by noon?": a question of its own, read whole ("3pm ok?" answers)
    return not reply.found.empty or names_kind or _choice(reply.found.masked) is not None


# What the asked plan is, said beside the time asked for: "저녁 7시 반 공연이야" (the time right before it; "3시는
# 회의야" says that time is taken), "점심으로 12시 반" (the time right after it)
_SAID_AS_IT = LazyPattern(rf"(?:이야|야|이에요|예요|입니다|임)(?:요)?(?=[\s.!~]*$)|(?P<as>으?로)(?=[ \t]*{BLANK})")
_RIGHT_AFTER_A_TIME = LazyPattern(rf"{BLANK}[ \t]*$")


def _said_as_it(reply: Reading, meeting: re.Match[str]) -> re.Match[str] | None:
    """The words after an event word of a Korean answer with a time and no day that say it is what the asked plan is
    (the word and they name nothing new); None when they do not."""
    masked = reply.found.masked
    said = _SAID_AS_IT.match(masked, meeting.end())
    if reply.language != "ko" or not reply.found.times or reply.found.days or len(reply.meetings) != 1 or not said:
        return None
    return said if said["as"] or _RIGHT_AFTER_A_TIME.search(masked, 0, meeting.start()) else None


_KO_WHY = LazyPattern(
    r"[ \t]*(?:예약|약속|일정)?(?:에|을|를|이|가|은|는)?[ \t]*(?:좀[ \t]*)?"  # ("은행 좀 가야 돼서")
    r"(?:가야[ \t]*(?:돼서|해서|되니까|하니까|돼요|해요|돼|해|됨)"
    r"|가려고|갈[ \t]*거라서?|가서|때문에|있어서|있거든|있으니까|잡혀[ \t]*있어서)(?:요)?(?=[\s.!~ㅎㅋㅠ]*$)"
)
_MEAL_AS_WHEN = LazyPattern(
    r"[ \t]*(?:[가-힣]+[ \t]+)?먹고(?:[ \t]*(?:옴|올[ \t]*거라|올[ \t]*거야|올게|와|오고))?"
    r"|[ \t]*(?:시간|때)(?:에|쯤)?(?![가-힣])"  # "점심시간에 12시 반", "점심때": the meal's time is when
)
# A time given, then why ("2:30, she's only free then"): the answer, with someone's reason after it
_TIME_THEN_WHY = LazyPattern(
    rf"\W*{BLANK}+[ \t]*[,;.—-]+[ \t]*(?:she|he|they|that|it|we)(?:'s|'re|[ \t]+is|[ \t]+are|[ \t]+can)\b",
    re.IGNORECASE,
)
_SETTING_RIGHT = LazyPattern(r"\b(?:actually|instead|no|nope|wait|rather)\b|아니|말고|대신", re.IGNORECASE)


def _a_plan_of_its_own(reply: Reading, asked: Reading) -> bool:
    """Whether the reply is a whole plan besides the one asked about: a day other than the question's, a time and
    a name of several words the question never said ("내일 저녁 7시 반에 민수랑 학교 앞에서 치맥" to "몇 시로
    잡을까요?" of a meeting on Friday). An answer's place or company ("오후 3시 강남역에서") is one word."""
    if not (asked.found.days and reply.found.days and reply.found.times) or _SETTING_RIGHT.search(reply.text):
        # a day the question lacked, given with more words, may be all of the answer; a day set right
        # ("actually saturday 10am with my sister downtown", "… instead") moves the asked one
        return False
    with suppress(Unresolvable):
        said = resolve_days(reply.found, reply.now.date(), ahead=True)
        if said == resolve_days(asked.found, asked.now.date(), ahead=True):
            return False  # the day asked of, said again: "friday 7pm at the new thai place downtown"
    words = reply.title_words(reply.found.masked, None)
    return len(words) >= 3 and not any(says_title(word, asked.text) for word in words)


def _names_the_asked(reply: Reading, asked: Reading) -> bool:
    """Whether the reply's event is the one asked about, named again ("그럼 치과는 4시 반으로",
    "ok the call at 11 then" after "client call tomorrow at 10:30")."""
    said = " ".join(reply.title_words(reply.found.masked, reply.meetings[0].start()))
    return says_title(said, asked.text)


def _corrects_something_else(reply: Reading, asked: Reading) -> bool:
    """A cancel, an undo, or a change of a fact it names ("move the review to 3"); a new time with
    nothing named ("how about 3 instead", "make it 5"), or naming only what was just asked about
    ("그럼 치과는 4시 반으로", "the call at 11 then"), speaks of that."""
    correction = reply.correction()
    if correction is None:
        return False
    target = correction.target
    if correction.operation is not Operation.CHANGE:
        return True
    if target is None or not target.named:
        return False
    change = correction.change
    lasts = change is not None and (change.length_minutes or change.end_minute) and not change.start_minute
    if lasts and target.title is None and not asked.found.times and not reply.found.days:
        # "10시부터 두 시간 해요" to "몇 시로 잡을까요?": when the asked plan starts, and how long it lasts
        return False
    if target.window is None and target.title is None and target.predicate is asked.predicate:
        return False  # "오전 반차로 해 줘" to "오전 반차인가요, 오후 반차인가요?": the kind asked about, said again
    return not (target.window is None and target.title is not None and says_title(target.title, asked.text))


def _choice(text: str) -> int | None:
    """0 for "the first one" / "첫 번째", 1 for "the second one" / "두 번째"."""
    match = _CHOICE.search(text)
    if match is None:
        return None
    return 0 if match["first"] or match["ko_first"] else 1


def _shifted(mentions: list, offset: int) -> list:
    return [m._replace(span=(m.span[0] + offset, m.span[1] + offset)) for m in mentions]


def _merge(base: Temporal, answer: Temporal, offset: int, choice: int | None, asked: Reading) -> Temporal:
    """The question's reading with every part the answer gives replaced by the answer's."""
    merged = Temporal(masked=blank_unplaced(base.masked) + SEPARATOR + answer.masked)
    if answer.days or answer.moments:
        merged.days, merged.moments = _shifted(_in_month_asked(answer.days, base, asked.today), offset), answer.moments
        merged.shift_days = answer.shift_days
    else:
        merged.days, merged.moments = _chosen_days(base.days, choice, asked), base.moments
        merged.shift_days = base.shift_days
    if answer.times:
        merged.times = _shifted(answer.times, offset)
    else:
        merged.times = _chosen_times(base.times, choice, answer.parts[0] if answer.parts else None)
    merged.parts = answer.parts or base.parts
    merged.durations = answer.durations or base.durations
    merged.weeks = answer.weeks or base.weeks
    merged.months = answer.months or base.months
    merged.named_months = answer.named_months or base.named_months
    merged.counts = answer.counts or base.counts
    merged.open_end = answer.open_end or base.open_end
    merged.all_day = answer.all_day or base.all_day
    place_evening_meal(merged, merged.masked)
    return merged


def _in_month_asked(days: list[DayMention], base: Temporal, today: date) -> list[DayMention]:
    """A day of the month answering "which day of that month?" ("the 5th" to "the dentist in
    October") is that month's: this year's, or next year's once this year's has passed."""
    if not (base.named_months or base.months):
        return days
    named = base.named_months[0] if base.named_months else None
    month_offset = None if named else base.months[0]
    answered = []
    for d in days:
        if d.day is None or d.month is not None or d.month_offset is not None or d.offset is not None or d.weekday:
            answered.append(d)
        elif named is None:
            answered.append(d._replace(month_offset=month_offset))
        else:
            year, month = named
            if year is None:
                year = today.year if (month, d.day) >= (today.month, today.day) else today.year + 1
            answered.append(d._replace(year=year, month=month))
    return answered


def _chosen_times(times: list[TimeMention], choice: int | None, part: PartOfDay | None) -> list[TimeMention]:
    """Of several times, the one chosen by position or by part of the day ("the afternoon one")."""
    distinct = list({(t.start, t.end): t for t in times}.values())
    if len(distinct) < 2:
        return times
    if choice is not None and choice < len(distinct):
        return [distinct[choice]]
    if part is not None:
        low, high = QUERY_PARTS[part]
        inside = [t for t in distinct if low <= clock_range(t, None)[0] < high]
        if len(inside) == 1:
            return inside
    return times


def _chosen_days(days: list[DayMention], choice: int | None, asked: Reading) -> list[DayMention]:
    """Of several different days, the one chosen by the position it was named in ("the second one")."""
    if choice is None or len(days) < 2:
        return days
    week = asked.found.weeks[0] if asked.found.weeks else None
    by_date: dict[date, DayMention] = {}
    for mention in days:
        with suppress(Unresolvable):
            by_date.setdefault(resolve_day(mention, asked.today, week), mention)
    distinct = list(by_date.values())
    return [distinct[choice]] if len(distinct) > 1 and choice < len(distinct) else days
