"""Which stored fact a cancel or change means, what a change makes of it, and duplicates. Pure.

A target matches a fact when every part it names agrees: the predicate; the title words
(each starting one of the fact's title words, ignoring case, spacing and punctuation, so
"plan" finds "Async planning" and "sync" does not; a Korean word anywhere in it, since Korean
writes compounds without spaces, also without a "with" particle 와/과/랑/이랑/하고; generic
nouns such as "meeting" or "회의" name no title); the window (the fact overlaps it). When a
time of day was named and several facts overlap it, those starting exactly then are the ones
meant.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from contextlib import suppress
from datetime import UTC, date, datetime, time, timedelta
from typing import TypeVar
from zoneinfo import ZoneInfo

from .lexicon import (
    EVENT_WORDS,
    GENERIC_EVENT_WORDS,
    KEEPER_WORDS,
    REPEATING_WORDS,
    SAME_THING_WORDS,
    VISIT_PLACE_WORDS,
)
from .models import Change, Fact, FactDraft, Interval, Target
from .ontology import Predicate
from .patterns import LazyPattern
from .recurrence import occurrences
from .timefmt import is_all_day

# Words that say "a meeting" without naming one, and words too small to tell titles apart.
_GENERIC = frozenset(
    {word for word in GENERIC_EVENT_WORDS.all_words()} | {word + "s" for word in GENERIC_EVENT_WORDS.en}
)
_SMALL = frozenset("a an the my our your with and to for from about of on at in 와 과 랑 이랑 하고".split())
_WORD = LazyPattern(r"\w+")
_HANGUL = LazyPattern(r"[가-힣]")
# "민수랑", "팀장과": the particle joining a name to the rest; a stem of one syllable keeps it ("치과")
_KO_WITH = ("이랑", "하고", "와", "과", "랑")
_SAME_THING = {word: group for group in SAME_THING_WORDS for word in group}
_OWN_ING_WORDS = EVENT_WORDS.all_words() | {"booking"}


def said_forms(word: str) -> Iterable[str]:
    """`word` and the words that name the same thing in a title ("xmas": "christmas")."""
    return _SAME_THING.get(word.casefold(), (word,))


def title_key(title: str) -> str:
    """The title as duplicates compare it: case, spacing and punctuation ignored."""
    return "".join(_WORD.findall(unicodedata.normalize("NFKC", title).casefold()))


def title_words(title: str) -> list[str]:
    """The words of a title that tell it apart (neither generic nor small)."""
    return [w for w in _words(title) if w not in _GENERIC and w not in _SMALL]


def _words(title: str) -> list[str]:
    return _WORD.findall(unicodedata.normalize("NFKC", title).casefold())


def _without_particle(word: str) -> str:
    for particle in _KO_WITH:
        stem = word.removesuffix(particle)
        # ("jenny랑": a name in Latin letters takes a Korean particle too)
        if stem != word and len(stem) >= 2 and (_HANGUL.match(stem[-1]) or (stem[-1].isascii() and stem[-1].isalnum())):
            return stem
    return word


def _names(word: str, title: str, *, broader: bool = False) -> bool:
    """Whether a target's title word, or one naming the same thing, is said in a fact's title; `broader`: or, for
    a place of visits, one of the visits made there ("병원" of "내과": lexicon.VISIT_PLACE_WORDS)."""
    return any(_names_as_said(form, title) for form in said_forms(word)) or (broader and visited_at(word, title))


def visited_at(place: str, title: str) -> bool:
    """Whether `place` is where the plan `title` names is visited ("the salon" of 'haircut', "병원" of '내과'), the
    place's own name aside."""
    visits = VISIT_PLACE_WORDS.get(KO_TITLE_PARTICLE.sub("", place.casefold()), ())
    return any(_names_as_said(visit, title) for visit in visits)


def said_or_visited(text: str, title: str) -> bool:
    """Whether `text` says a word that tells `title` apart, or a place where the plan it names is visited ("the
    salon called" of a 'haircut')."""
    return bool(title_words_said(text, title)) or any(visited_at(place, title) for place in title_words(text))


def ing_forms(word: str) -> tuple[str, ...]:
    """An English word as said with -ing ("ski": "skiing", "swim": "swimming", "hike": "hiking"), but
    for forms that are words of their own ("meet": "meeting" says any meeting)."""
    forms = (word + "ing", word + word[-1] + "ing", word[:-1] + "ing" if word.endswith("e") else word + "ing")
    return tuple(form for form in dict.fromkeys(forms) if form not in _GENERIC and form not in _OWN_ING_WORDS)


def _without_ing(word: str) -> str:
    """The verb a word in -ing is made of, as a title's word may start with it ("skiing": "ski trip",
    "swimming": "swim", "hiking": "hike"); the word itself otherwise. ("lessons" loses its plural above.)"""
    stem = word.removesuffix("ing")
    if stem == word or len(stem) < 3:
        return word
    return stem[:-1] if stem[-1] == stem[-2] else stem


def _names_as_said(word: str, title: str) -> bool:
    """Whether a target's title word is said in a fact's title: from the start of one of its words
    (the words after it joined, so "devsync" finds "Dev sync"); a Korean word anywhere, as said
    or without a "with" particle ("민수와" finds "민수랑 회의"; the fact's own title is kept
    whole, so "치과" still finds "서울치과 예약")."""
    if _HANGUL.search(word):
        key = title_key(title)
        # ("교수님" of '지도교수 면담': the honorific is how the person is spoken of, not named)
        word = word.removesuffix("님") if len(word) > 2 else word
        # a longer word of the same thing: "고객사" of "고객 미팅", "수영장" of "수영"
        longer = any(len(own) > 1 and word.startswith(own) for own in _words(title) if _HANGUL.match(own))
        return word in key or _without_particle(word) in key or longer
    words = _words(title)
    if word.isdigit():
        return word in words  # "Meeting 2" is not "Meeting 23"
    # ("hike" of 'hiking with Hyun': the verb names its -ing)
    said = (
        (word, word.removesuffix("es"), word.removesuffix("s"), _without_ing(word), *ing_forms(word))
        if len(word) > 3
        else (word,)
    )
    return any("".join(words[i:]).startswith(form) for i in range(len(words)) for form in said)


F = TypeVar("F", bound=FactDraft)


def most_named(facts: Iterable[F], title: str) -> list[F]:
    """The facts naming the most of `title`'s distinctive words, one at least, in their order."""
    scored = [(title_score(fact, title), fact) for fact in facts]
    best = max((score for score, _ in scored), default=0)
    return [fact for score, fact in scored if score == best > 0]


# A particle a Korean title's word may carry ("민지랑 저녁", "강남에서"): the word without it names it too
# (compiled on first use: a Hangul class costs ~1 ms to compile, and an English parse never uses it)
KO_TITLE_PARTICLE = LazyPattern(r"(?<=[가-힣]{2})(?:이랑|랑|하고|에서|와|과)$")


def title_words_said(text: str, title: str) -> int:
    """How many of the words that tell `title` apart `text` says ("the bbq is off" of "BBQ at
    Tom's"; "PT는" of "헬스 PT": a Korean particle may follow a word in any script; "민지가" of
    "민지랑 저녁": or stand where the title's own did; "체험학습" of "현장체험학습": a Korean compound named by a
    part of three syllables or more that starts or ends it)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    key = title_key(text)
    parts = [part for word in _words(text) if len(part := KO_TITLE_PARTICLE.sub("", word)) >= 3 and _HANGUL.match(part)]
    return sum(
        any(
            KO_TITLE_PARTICLE.sub("", form) in key or any(form.startswith(p) or form.endswith(p) for p in parts)
            if _HANGUL.search(form)
            else re.search(rf"(?<![^\W_])(?:{'|'.join(map(re.escape, (form, *ing_forms(form))))})(?![a-z0-9])", folded)
            for form in said_forms(word)
        )
        for word in title_words(title)
    )


def says_title(said: str, title: str) -> bool:
    """Whether `said` names `title`: `title` says each of its distinctive words, or, when it has
    none, each of its generic ones ("치과는" of "내일 3시에 치과", "the call" of "client call at 10:30")."""
    words = title_words(said) or [word for word in _words(said) if word not in _SMALL]
    return bool(words) and all(_names(word, title) for word in words)


def matches(fact: Fact, target: Target) -> bool:
    if target.predicate is not None and fact.predicate is not target.predicate:
        return False
    if target.title is not None:
        if fact.predicate is not Predicate.MEETING:
            return False
        words = _own_words(target.title)
        if fact.recurrence is not None and len(words) > 1:  # "the daily standup" of a weekday 'team standup' series
            words = [word for word in words if word.casefold() not in _REPEATING] or words
        if not all(_names(word, fact.object_value) for word in words):
            return False
    window = target.window
    if window is None or not window.overlaps(fact.start_time, fact.end_time):
        return window is None
    # a part of a day names the half day off that falls in it, not the other half it touches ("not off
    # friday afternoon, just the morning" of a 9–13 morning off: the afternoon is 12–18)
    part_of_a_day = window.end_time - window.start_time < timedelta(days=1)
    if fact.predicate is Predicate.VACATION and part_of_a_day and fact.end_time - fact.start_time < timedelta(days=1):
        middle = fact.start_time + (fact.end_time - fact.start_time) / 2
        return window.start_time <= middle < window.end_time
    return True


_REPEATING = REPEATING_WORDS.all_words()
_KEEPER = LazyPattern(KEEPER_WORDS.en_exact_pattern, re.IGNORECASE)


def _own_words(title: str) -> list[str]:
    """The words of a target's title that must name the plan: not who keeps it or got in touch, said after its
    name ("dentist office" is the dentist, "salon lady texted" the salon; "office party" is a party at the office)."""
    words = title_words(title)
    return [word for n, word in enumerate(words) if n == 0 or not _KEEPER.fullmatch(word)]


def title_score(fact: FactDraft, title: str) -> int:
    """How many distinctive words of `title` a fact's title names ("flight Osaka" names both of
    "Flight to Osaka"); 0 for time off, which has no title."""
    if fact.predicate is not Predicate.MEETING:
        return 0
    return sum(_names(word, fact.object_value) for word in title_words(title))


def candidates(facts: Iterable[Fact], target: Target) -> list[Fact]:
    """The facts `target` may mean, by start; the one at its position among them, or narrowed to those whose
    titles say the generic word it was called by, and to those starting at a named time of day."""
    found = sorted((f for f in facts if matches(f, target)), key=lambda f: (f.start_time, f.id))
    if target.position is not None and target.window is not None:
        # "the second call on friday": the second of the day's calls, or of its plans when too few titles say
        # "call" ("the second meeting on tuesday" of a sync, a hiring meeting and a client call); time off is no plan
        # counted ("my first thing friday" of a day off and a call)
        index = target.position - 1 if target.position > 0 else target.position
        plans = [f for f in found if f.predicate is not Predicate.VACATION] if target.predicate is None else found
        if target.kind_word is not None:
            kind = [f for f in plans if _names(target.kind_word.casefold(), f.object_value)]
            plans = kind if -len(kind) <= index < len(kind) else plans
        return plans[index : index + 1 or None] if -len(plans) <= index < len(plans) else []
    if len(found) > 1 and target.title is None and target.kind_word is not None:
        # "the meeting" of a team meeting and a dentist's appointment is the team meeting
        found = [f for f in found if _names(target.kind_word.casefold(), f.object_value)] or found
    window = target.window
    if len(found) > 1 and window is not None and window.end_time - window.start_time < timedelta(days=1):
        exact = [f for f in found if f.start_time == window.start_time]
        return exact or found
    if len(found) > 1 and window is not None:
        # "the wednesday night shift" is the one that starts on Wednesday, not Tuesday's ending then
        starting = [f for f in found if window.start_time <= f.start_time < window.end_time]
        return starting or found
    return found


def near_candidates(facts: Iterable[Fact], target: Target) -> list[Fact]:
    """When no fact is all a target says: the facts of its kind and time whose titles name the most
    of its title's words, one at least ("the piano lesson" when only a "guitar lesson" is kept).
    They are offered to the user to choose from, never acted on: a near match is a guess."""
    words = title_words(target.title) if target.title is not None else []
    if not words:
        return []
    loose = target.model_copy(update={"title": None, "predicate": target.predicate or Predicate.MEETING})
    # ("병원에서 … 당겨 달래요" of "내과": a place of visits offers the visits kept under their own names)
    scored = [
        (sum(_names(word, fact.object_value, broader=True) for word in words), fact)
        for fact in facts
        if matches(fact, loose)
    ]
    best = max((score for score, _ in scored), default=0)
    return sorted((fact for score, fact in scored if score == best > 0), key=lambda f: (f.start_time, f.id))


def days_taken_off(fact: Fact, window: Interval | None, tz: ZoneInfo, *, of_it: bool = False) -> list[FactDraft] | None:
    """A cancel that names some days of a time off spanning more: the days it leaves, as the time off
    replacing it ("금요일 휴가는 빼 줘" of Thursday to Friday off leaves Thursday; "cancel wednesday of my
    vacation" of Monday to Friday leaves Monday to Tuesday and Thursday to Friday). A time off named by
    its first day ("cancel my vacation on monday") is the whole of it, as people name one by its start,
    unless the days are said to be taken out of it (`of_it`: "take the 21st out of it", "21일은 빼줘"). So with any
    whole-day fact of several days ("부산 출장 목요일은 취소" of a Wednesday-to-Thursday trip leaves the Wednesday)."""
    if window is None or fact.recurrence is not None:
        return None
    if not (is_all_day(fact.start_time, fact.end_time, tz) and is_all_day(window.start_time, window.end_time, tz)):
        return None
    first, after = (moment.astimezone(tz).date() for moment in (fact.start_time, fact.end_time))
    named_first, named_after = (moment.astimezone(tz).date() for moment in (window.start_time, window.end_time))
    if named_first <= first and (named_after >= after or not of_it):
        return None  # all of it, or named by its start
    left = [(first, named_first), (named_after, after)]
    parts = [(begin, end) for begin, end in left if begin < end and first <= begin and end <= after]
    if not parts or parts == [(first, after)]:
        return None
    return [
        FactDraft(
            predicate=fact.predicate,
            object_value=fact.object_value,
            start_time=datetime.combine(begin, time(0), tzinfo=tz),
            end_time=datetime.combine(end, time(0), tzinfo=tz),
            replaces=fact.id,
        )
        for begin, end in parts
    ]


def weekday_in_time_off(facts: Sequence[Fact], window: Interval, tz: ZoneInfo) -> tuple[Fact, Interval] | None:
    """A weekday said of time off that holds no such day this week ("drop friday from my vacation" of next week's
    Monday to Friday off): that weekday inside the soonest later time off that has one, and the day it is."""
    said = window.start_time.astimezone(tz).date()
    if not is_all_day(window.start_time, window.end_time, tz) or window.end_time - window.start_time > timedelta(
        days=1
    ):
        return None
    for fact in sorted(facts, key=lambda f: f.start_time):
        if fact.predicate is not Predicate.VACATION or fact.recurrence is not None:
            continue
        first, after = (moment.astimezone(tz).date() for moment in (fact.start_time, fact.end_time))
        day = first + timedelta(days=(said.weekday() - first.weekday()) % 7)
        if said < day < after:
            start = datetime.combine(day, time(0), tzinfo=tz)
            return fact, Interval(start_time=start, end_time=start + timedelta(days=1))
    return None


def _that_way(own: date, said: date, later: bool) -> date:
    """The weekday of `said` put off after `own` ("push the checkup to monday" of next Thursday's: the Monday after
    it) or brought forward before it, when that is within the week before `said` (the coming one)."""
    if later:
        return own + timedelta(days=(said.weekday() - own.weekday() - 1) % 7 + 1)
    before = own - timedelta(days=(own.weekday() - said.weekday() - 1) % 7 + 1)
    # ("bring the sync forward to monday" on a Monday, of Wednesday's: today's Monday, not next week's)
    return before if before >= said - timedelta(days=7) else said


def changed(fact: Fact, change: Change, tz: ZoneInfo) -> FactDraft | None:
    """The fact as `change` leaves it, replacing `fact`; None when that leaves no interval.

    Times move on the wall clock of the user's zone: a 10:00 meeting moved a day stays at 10:00
    across a DST change, and an all-day fact keeps its whole days.
    """
    if change.title is not None and fact.predicate is not Predicate.MEETING:
        return None  # only meetings have titles
    start = fact.start_time.astimezone(tz).replace(tzinfo=None)
    end = fact.end_time.astimezone(tz).replace(tzinfo=None)
    whole_days = is_all_day(fact.start_time, fact.end_time, tz)
    if not whole_days and change.first_day is not None and change.first_day == change.last_day:
        # "make it just friday" of a plan with its hours: that day, as a move says it
        change = change.model_copy(update={"day": change.first_day, "first_day": None, "last_day": None})
    # Inside a fall-back night's repeated hour the wall clock shows no length; the hour that passes is kept.
    length = end - start if end > start else fact.end_time - fact.start_time
    if change.day is not None:
        day = change.day
        if change.in_its_week:  # "목요일 말고 금요일로" of next week's Thursday: that week's Friday
            own = start.date() + timedelta(days=change.day.weekday() - start.weekday())
            # not when that is its own day: "move the dentist to friday" of next Friday's means this one
            day = own if own > change.day and own != start.date() else change.day
            # ("지수랑 점심 금요일 1시로 미룰 수 있을까?" of Friday's lunch: its own day, at a new time)
            if change.put_off is not None and change.day.weekday() != start.weekday():
                day = _that_way(start.date(), change.day, later=change.put_off)
            elif change.put_off:  # its own weekday: never earlier ("push standup to monday" of a Monday series)
                day = max(day, start.date())
        start = datetime.combine(day, start.time())
    # a new start and end said together give a one-day fact its hours ("make that a half day, morning")
    given_hours = (
        whole_days and change.start_minute is not None and change.end_minute is not None and length == timedelta(days=1)
    )
    if (
        whole_days
        and not given_hours
        and (
            change.part_of_day is not None
            or any(
                minutes is not None and minutes % (24 * 60)
                for minutes in (change.start_minute, change.shift_minutes, change.resize_minutes, change.length_minutes)
            )
        )
    ):
        return None  # a whole-day fact moves and grows by whole days only: it has no time of day
    if whole_days and change.end_minute is not None and not given_hours:
        return None
    if change.part_of_day is not None:
        start = datetime.combine(start.date(), time(_in_part(start.hour, change.part_of_day), start.minute))
    if change.start_minute is not None:
        minute = (
            _nearer_half(change.start_minute, start.hour * 60 + start.minute)
            if change.either_half
            else change.start_minute
        )
        start = datetime.combine(start.date(), time(minute // 60, minute % 60))
    if change.shift_minutes is not None:
        start += timedelta(minutes=change.shift_minutes)
    end = start + length
    if change.resize_minutes is not None:
        end += timedelta(minutes=change.resize_minutes)
    if change.length_minutes is not None:
        end = start + timedelta(minutes=change.length_minutes)
    if change.end_minute is not None:
        end = datetime.combine(start.date(), time(0)) + timedelta(minutes=change.end_minute)
        if end <= start and change.end_minute < 12 * 60 and end + timedelta(hours=12) > start:
            end += timedelta(hours=12)  # "until 9" of a 7pm dinner is 9pm
        elif end <= start:
            end += timedelta(days=1)  # "till 1am": the next day
    last = change.last_day
    if last is not None:
        if change.in_its_week:  # "목요일까지만" of a vacation from Monday: that week's Thursday
            own = start.date() + timedelta(days=(last.weekday() - start.weekday()) % 7)
            last = own if own > last else last
        if change.in_its_month and last < start.date():  # "end it on the 24th" of December's, said in November
            last = _day_of_month_from(start.date(), last.day)
        end = datetime.combine(last, end.time() if not whole_days else time(0))
        end += timedelta(days=1) if whole_days else timedelta(0)
    if change.first_day is not None:  # its end stays where it is; a plan of whole days only
        if not whole_days:
            return None
        first = change.first_day
        if change.in_its_week and change.first_day == change.last_day and last is not None:
            # "only the friday" of Thursday to Friday off: that day of it alone; a day it does not hold is asked
            if not start.date() <= last < fact.end_time.astimezone(tz).date():
                return None
            first = last
        elif change.in_its_week:
            # "아니 화요일부터" of Monday to Wednesday off: its own Tuesday; "목요일부터로 늘려줘" of Friday's time
            # off, which holds no Thursday: the Thursday before it
            inside = start.date() + timedelta(days=(first.weekday() - start.weekday()) % 7)
            held = inside < fact.end_time.astimezone(tz).date()
            first = inside if held else start.date() - timedelta(days=(start.weekday() - first.weekday()) % 7)
        start = datetime.combine(first, time(0))
    if end <= start or not (_exists(start, tz) and _exists(end, tz)):
        return None  # no time left, or a wall time the clocks skip that day
    return FactDraft(
        predicate=fact.predicate,
        object_value=change.title or fact.object_value,
        start_time=start.replace(tzinfo=tz),
        end_time=end.replace(tzinfo=tz),
        replaces=fact.id,
    )


def _day_of_month_from(first: date, day_of_month: int) -> date:
    """The first date on or after `first` whose day of the month is `day_of_month` (a month without it is skipped)."""
    year, month = first.year, first.month
    while True:
        with suppress(ValueError):
            candidate = date(year, month, day_of_month)
            if candidate >= first:
                return candidate
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)


# Each part of the day: the hours it holds, and where a plan moved into it starts when its own hour is
# not there
_PARTS = {"morning": (range(5, 12), 9), "afternoon": (range(12, 18), 14), "evening": (range(17, 24), 19)}


def guesses_its_hour(fact: Fact, change: Change, tz: ZoneInfo) -> bool:
    """Whether a change names only a part of the day ("회의 오후로 밀렸대", "move my 10 o'clock to the
    afternoon") that holds the plan's clock hour in neither half: the hour there would be a guess."""
    if change.part_of_day is None or change.part_of_day not in _PARTS or fact.predicate is not Predicate.MEETING:
        return False  # (time off's halves are its own: "반차 오전으로 바꿔")
    said = change.model_dump(exclude_none=True, exclude={"part_of_day", "day", "in_its_week", "in_its_month"})
    hour = fact.start_time.astimezone(tz).hour
    hours = _PARTS[change.part_of_day][0]
    return not said and hour not in hours and (hour + 12) % 24 not in hours


def _in_part(hour: int, part: str) -> int:
    """The hour a plan at `hour` has in `part`: its own clock hour in either half when the part holds
    it, else the part's start."""
    hours, start = _PARTS[part]
    return next((h for h in (hour, (hour + 12) % 24) if h in hours), start)


_EARLY_MORNING_END = 7 * 60  # an hour before it is a plan's only when the plan is early itself
_EARLY_PLAN_END = 9 * 60


def _nearer_half(minute: int, own: int) -> int:
    """Of `minute` and the same clock time in the other half of the day, the one nearer `own` (the
    fact's time of day); the reading as said when both are as near. The small hours are no reading of a
    plan that is not early itself ("move the haircut to 4:30" of a 10 o'clock haircut is 16:30)."""
    other = minute + 12 * 60 if minute < 12 * 60 else minute - 12 * 60
    if own >= _EARLY_PLAN_END and (minute < _EARLY_MORNING_END) != (other < _EARLY_MORNING_END):
        return other if minute < _EARLY_MORNING_END else minute
    return other if abs(other - own) < abs(minute - own) else minute


def _exists(wall: datetime, tz: ZoneInfo) -> bool:
    """Whether the naive wall time `wall` happens in `tz` (not inside a gap the clocks jump over)."""
    placed = wall.replace(tzinfo=tz)
    return placed.astimezone(UTC).astimezone(tz).replace(tzinfo=None) == wall


# Words that say what kind of plan it is ("lesson", "class", "appointment"), no one's or anything else's
_KIND_WORDS = _GENERIC | EVENT_WORDS.all_words()


def _starts_within(draft: FactDraft, fact: FactDraft) -> bool:
    """Whether `draft` starts when `fact` does and ends within it."""
    return draft.start_time == fact.start_time and draft.end_time <= fact.end_time


def covered_by(draft: FactDraft, active: Sequence[Fact]) -> Fact | None:
    """An active fact that already says what `draft` says: same predicate, for meetings the same
    title (case and spacing ignored), an equal or containing interval; series only by an equal one.
    A one-off is also said by a one-off or an occurrence of a series starting when it does whose title
    names all its words ("오늘 2시 축구도 넣어 둬" of the weekly '아들 축구' at 2, "piano wednesday at 5" of
    'piano lesson' at 5)."""
    for fact in active:
        if draft.recurrence is None and fact.recurrence is not None and fact.predicate is draft.predicate:
            if (
                any(
                    _starts_within(draft, occurrence)
                    for occurrence in occurrences([fact], draft.start_time, draft.end_time)
                )
                and title_words(draft.object_value)
                and says_title(draft.object_value, fact.object_value)
            ):
                return fact  # (a distinctive word said: "meeting today at 2" is not the weekly "team meeting")
            continue
        if fact.predicate is not draft.predicate or (fact.recurrence is None) != (draft.recurrence is None):
            continue
        if draft.predicate is Predicate.MEETING and title_key(fact.object_value) != title_key(draft.object_value):
            # ("fyi piano is wednesday at 5 as usual" of 'piano lesson' at 5: the kept one named by some of its words,
            # at its own start)
            said = {word.casefold() for word in title_words(draft.object_value)}
            own = {word.casefold() for word in title_words(fact.object_value)}
            # (word for word, "project1 meeting" is no "project10 meeting"; what it adds only says the kind of plan:
            # 'piano lesson - Leo' is someone's, and "piano … for ava" may be another)
            if not (draft.recurrence is None and said and said <= own and own - said <= _KIND_WORDS):
                continue
            if not _starts_within(draft, fact):
                continue
        if draft.recurrence is not None:
            assert fact.recurrence is not None
            same = (fact.start_time, fact.end_time, fact.recurrence.rrule) == (
                draft.start_time,
                draft.end_time,
                draft.recurrence.rrule,
            )
            if same:
                return fact
        elif fact.start_time <= draft.start_time and draft.end_time <= fact.end_time:
            return fact
    return None
