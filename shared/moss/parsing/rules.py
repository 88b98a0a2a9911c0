"""The deterministic rule parser for English and Korean.

Reading order: a correction first (corrections.py: cancel, change, undo), then intent
(write, query, or neither), predicate (vacation or meeting), the days and times
(temporal.py, calendar.py), then the meeting title, which is what is left of the
utterance around the meeting word once times, dates and verbs are taken out.
Anything it cannot place on the calendar without guessing comes back as a WRITE with no
facts and a reply asking for exactly what is missing.
"""

from __future__ import annotations

import calendar
import itertools
import re
import unicodedata
from collections.abc import Sequence
from copy import copy
from dataclasses import replace
from datetime import date, datetime, timedelta
from functools import cached_property
from typing import Literal, NamedTuple
from zoneinfo import ZoneInfo

from ..domain.calendar_words import (
    EN_WEEKDAY_RE,
    ZONE_ABBREVIATION_RE,
    ZONE_NAMES,
    ZONE_PLACE_RE,
    alternation,
    with_day_digits,
    with_ko_day_digits,
    with_ko_weekday_letters,
    with_weeks_of_months_as_days,
)
from ..domain.language import language_of
from ..domain.lexicon import (
    ARRIVAL_WORDS,
    ASKED_OF_A_PLAN_WORDS,
    CORRECTING_STEMS,
    EN_HESITATIONS,
    EN_NUMBERS,
    EN_READ_AS,
    EN_SHORTHAND,
    EVENT_WORDS,
    FILLER_WORDS,
    KO_DAY_COUNTS,
    KO_DEPART_ARRIVE_WORDS,
    KO_NOUNS_ENDING_AS_A_PARTICLE,
    MEETING_PROPER_WORDS,
    PEOPLE_WORDS,
    PRONOUN_WORDS,
    REQUEST_TAKEN_BACK_WORDS,
    SPOKEN_VACATION_WORDS,
    TOLD_NOT_NAMED_WORDS,
    VACATION_WORDS,
    VERB_LED_EVENT_WORDS,
    WEATHER_WORDS,
    is_filler,
)
from ..domain.limits import DEFAULT_LIMITS
from ..domain.models import HALF_DAY_MINUTES, FactDraft, Intent, Interval, Language, Operation, ParseResult, Target
from ..domain.ontology import DEFAULT_EVENT_MINUTES, MAX_TITLE_LENGTH, VACATION_VALUE, Predicate
from ..domain.patterns import LazyPattern
from ..domain.recurrence import MAX_COUNT, MAX_INTERVAL, Recurrence
from ..domain.targets import said_or_visited, says_title
from ..domain.targets import title_words as distinctive_words
from ..domain.texts import say
from ..domain.timefmt import describe_interval, is_all_day
from ..domain.zones import instant
from .calendar import (
    DaySpan,
    Unresolvable,
    after,
    clock_range,
    monday_of,
    open_last_day,
    open_range,
    resolve_day,
    resolve_days,
    wall_time,
)
from .choices import day_choices, half_day_choices, kind_choices, time_choices
from .corrections import (
    books_something,
    cancels_unclearly,
    clause_around,
    korean_sentence_starts,
    last_korean_sentence,
    may_restate_a_kept_plan,
    negates_time_off,
    read_correction,
    says_a_correcting_verb,
    says_it_anew,
    says_only_then,
    without_trailing_reason,
)
from .expressions import (
    before_named_day,
    looks_at_a_day,
    month_part,
    names_past,
    routine_bound,
    scan_expressions,
    time_bound,
    unplaced_word,
    until_named_day,
    week_part,
)
from .held_back import (
    held_back,
    quoted_asks_nothing,
    said_plainly_if_free,
    says_it_stays,
    says_theirs_is_not_on,
    told_not_asked,
)
from .positions import said_position
from .recurrence import Series, anchored, find_series, first_occurrence, rrule_text
from .spelling import corrected
from .temporal import BLANK, EN_SPOKEN_MINUTES, DayMention, Meridiem, PartOfDay, Temporal, TimeMention, find_temporal
from .vocabulary import (
    EN_CORRECTING_VERB,
    GOT_IN_TOUCH,
    KO_BUSY,
    KO_ERASE,
    KO_NOT_HEARSAY,
    KO_WHEN_IT_IS,
    NOT_A_NAME,
    REQUEST,
    RETRACTION,
    TAG_QUESTION,
    WHAT_A_CHANGE_DID,
    after_the_reason,
    asks_what_a_change_did,
    known_title_words,
    predicate_of,
    set_aside,
)
from .vocabulary import EN_QUERY as _EN_QUERY
from .vocabulary import KO_MEETING as _KO_MEETING
from .vocabulary import KO_QUERY as _KO_QUERY
from .vocabulary import MEETING as _MEETING
from .vocabulary import QUESTION as _QUESTION
from .vocabulary import SENTENCE_BREAK as _SENTENCE_BREAK

_FLAGS = re.IGNORECASE
_DAY = 24 * 60
_REFUSED_BEFORE = LazyPattern(
    r"(?:\b(?:can'?t|cannot|can\s+not|won'?t)\s+(?:do|make)(?:\s+it)?|\b(?:is|are|'s|'re)\s+(?:away|out|off|busy))"
    r"(?:\s+on)?\s+$",
    re.IGNORECASE,
)
# (an emoji between clauses ends one as a full stop does: "… year end close 🙃 scrap the days off")
_CLAUSE_SPLIT = LazyPattern(r"[,;.!?]+\s+|\s*[\U0001F000-\U0001FAFF\u2600-\u27BF]+\s*")
# A last clause that only asks to act on "it" ("… yeah that's fine, move it", "… update it pls", "… could you bin that")
_BARE_REQUEST = LazyPattern(
    r"(?:^|[,;.!?]+)\s*(?:(?:yeah|yes|ok(?:ay)?|so|sure|fine|and|then|please|pls|just|that'?s\s+fine|why\s+not"
    r"|(?:can|could|would)\s+(?:you|u))\W+)*"
    r"(?:(?P<move>move|shift|push|switch|bump)|(?P<cancel>cancel|drop|bin|nix|scrap|remove|delete|kill)|update|fix|change)"
    r"\s+(?:it|that|this)(?:\s+(?:off|out|over|one))?(?:\s+(?:pls|please|plz|then|for\s+me|too))?[\s.!?]*$",
    re.IGNORECASE,
)
_CLAUSE_END = LazyPattern(r"[,;.!?:—–-]|\b(?:that|to\s+say)\s*$", re.IGNORECASE)  # "… texted that …": what they told
_NOT_SAID = LazyPattern(r"\b(?:not|no|never|nope|nah|unless|if)\b|n't\b", re.IGNORECASE)
_TOLD_OF_SOMEONE = LazyPattern(
    r"[,;]\s*(?:she|he|they|we|i|it|you)(?:'ll|'s|'re|'m|'d|\s+will|\s+is|\s+are|\s+was|\s+has|\s+had|\s+can)?\b",
    re.IGNORECASE,
)
_EN_SECOND_THOUGHTS = LazyPattern(
    r"\b(?:no|nah|nope|actually|wait|never\s*mind|forget|leave|keep|stays?|maybe|not\s+sure|or|hmm+|unless|if)\b",
    re.IGNORECASE,
)
_THEIRS_AFTER = LazyPattern(
    r"[,;.?!]+\s*(?:her|his|their|she|he|they)(?:'s|'re)?\s+(?:[\w'-]+\s+)?(?:lands?|arrives?|gets?\s+in|leaves?|departs?|finishes|ends|starts)\b",
    re.IGNORECASE,
)
_REMARK_OF_IT = LazyPattern(
    r"[,;!]\s*(?:his|her|their|its|it's|my|our|just\s+an?|only\s+an?)\b[^,;.!?]*[.!?]*\s*$", re.IGNORECASE
)
_EN_TODAYS_PART = LazyPattern(r"\bthis\s+(?:morning|afternoon|arvo|evening)\b|\btonight\b", re.IGNORECASE)
# Two plans joined in one message, the word that says both are meant, and what says not both, or not the user's:
# not added, one of them, someone's ("금요일 1시 점심이랑 토요일 10시 미용실 안 넣어도 돼", "… 둘 중 하나만",
# "my wife has yoga friday at 6 and i have the dentist saturday")
_PLANS_JOINED = LazyPattern(r"\s*,?\s+and\s+|(?<=[가-힣])(?:이랑|랑|하고)\s+", re.IGNORECASE)
# What lies between days listed apart: "the 9th and the 12th", "the 31st off too, and the 4th", "월요일이랑 수요일"
_LIST_JOINER = r"[,&+/]|\b(?:and|plus)\b|이랑|랑|하고|과|와"
_DAYS_LISTED_APART = LazyPattern(rf"(?:\s|\b(?:off|too|also)\b|{_LIST_JOINER})*", re.I)
# a day of the month after a day read, joined to it, and not read itself (in the masked text): "september 1 and 2"
_A_DAY_LEFT_UNREAD = LazyPattern(
    rf"{BLANK}\s*(?:\band\b|&|,|이랑|랑|하고)\s*(?:(?P<day>\d{{1,2}})(?:st|nd|rd|th)?|(?P<day_ko>[일이삼사오육칠팔구십]{{1,3}})\s*일)"
    r"(?![\d:가-힣])",
    re.I,
)
_LIST_JOINERS = LazyPattern(_LIST_JOINER, re.I)
# Between plans of one day said one after another with their times: "dentist 2:30, then gym @ 6", "9:30 standup; 1pm …"
_PLANS_ONE_AFTER_ANOTHER = LazyPattern(
    r"\s*(?:[,;]|\s(?:and\s+)?then\b|\s&)\s*(?:then\s+)?|(?<=[가-힣])\s*(?:,|그리고)\s*", re.I
)
# A plan's bare hour said last in its piece of a list: "…, gym 6", "gym 6 pls"
_BARE_HOUR_IN_A_LIST = LazyPattern(
    r"(?<=[a-z])(?<!\bat)(?<!@)\s+(?P<hour>1[0-2]|[1-9])(?=(?:\s+(?:pls|please|thx|ty))?\s*(?:[,;]|$))", re.I
)
_A_JOURNEY_ENDS = LazyPattern(
    rf"\b(?:{ARRIVAL_WORDS.en_exact_pattern})\b|{(ARRIVAL_WORDS | KO_DEPART_ARRIVE_WORDS).ko_pattern}", re.I
)
# What makes plans said one after another no list of plans each booked: an end, a choice, a slip, a doubt
_NOT_EACH_A_PLAN = LazyPattern(
    r"(?<![가-힣])(?:끝|종료|마감|아니면|또는|혹은|아니|확정|미정|아직)|수도\s*있|될\s*수도|될지"
    r"|\b(?:or|maybe|might|tentative|tbd|tbc|not\s+sure|home|by|until|till)\b",
    re.I,
)
_TOLD_NOT_NAMED = LazyPattern(rf"\b(?:{(PRONOUN_WORDS | TOLD_NOT_NAMED_WORDS).en_exact_pattern})\b", re.I)
_NOT_BOTH = LazyPattern(
    r"안\s*넣|넣지|말고|하나만|중\s*하나|둘\s*중|\b(?:one\s+of|either|whichever|or|no\s+need|not|don'?t|never)\b"
    # (someone the plan is with is the user's plan: "엄마랑 저녁", "lunch with my mum", "거래처 미팅")
    rf"|(?<![가-힣])(?:{PEOPLE_WORDS.ko_pattern}|애들?|아이들?)(?!\s*(?:이랑|랑|하고|와|과|{MEETING_PROPER_WORDS.ko_pattern}))"
    rf"|(?<!with )(?<!with my )(?<!with our )\b(?:{PEOPLE_WORDS.en_exact_pattern}|kids?|children)\b",
    re.IGNORECASE,
)
_HEDGED_OR_TOLD = LazyPattern(
    r"\b(?:maybe|might|perhaps|possibly|probably|has|have|had)\b|아마|중에|할까|될까|돼\?|있어(?![가-힣])",
    re.IGNORECASE,
)
_BOTH_OF_THEM = LazyPattern(
    r"(?<![가-힣])(?:둘|두\s*개|두\s*개\s*모두)\s*다(?![가-힣])|\bboth(?:\s+of\s+them)?\b", re.IGNORECASE
)
_BOOKING_ORDER = LazyPattern(
    r"\W*(?:(?:ok(?:ay)?|so|and|also|please|pls)\W+)*(?:book|add|schedule|put|set\s+up|block|pencil|make)\b", re.I
)
_THERE_IS = LazyPattern(r"\W*(?:i\s+have|i'?ve\s+got|i\s+got|there'?s|there\s+is|we\s+have)\b", re.I)
# a plan the user or someone else has, told ("i've got a call till 3:30", "she has another kid at 4")
_PLAN_THERE_IS = LazyPattern(
    r"\W*(?:i\s+have|i'?ve\s+got|i\s+got|there'?s|there\s+is|we\s+have|we'?ve\s+got"
    r"|(?:she|he|they)\s+(?:has|have|got)|(?:she|he)'s\s+got|they'?ve\s+got)\b",
    re.I,
)
_WEEK_OF_A_DAY = LazyPattern(r"\bweek\s+of\b|\d\s*일(?:이)?\s*(?:있는|낀)\s*주(?![가-힣])", re.IGNORECASE)
# A change said not to be made, first, and its clause: "never mind cancelling, …", "don't cancel yoga, …"
_CHANGE_TAKEN_BACK_FIRST = LazyPattern(
    r"\W*(?:(?:oh|ok(?:ay)?|um+|uh+|wait|no|nah|actually)\W+)*"
    r"(?:never\s*mind(?:\s+about)?|forget\s+about|don'?t|do\s+not|no\s+need\s+to)\s+"
    rf"{EN_CORRECTING_VERB.pattern}\b[^,.;!?]*[,.;!?]+\s*",
    re.IGNORECASE,
)
# ("make the dinner 6 so it wraps up earlier": a reason joined without a mark, said of someone or something)
_REASON_BREAK = LazyPattern(
    r"[,;.!?]+\s+(?=\S)|\s+[—–-]+\s+|\s+(?=(?:so|because|since|cuz|cause)\s+(?:it|that|i|we|they|he|she|you)\b)",
    re.IGNORECASE,
)
QUERY_PARTS: dict[PartOfDay, tuple[int, int]] = {  # what "am I free this afternoon?" asks about
    "morning": (6 * 60, 12 * 60),
    "afternoon": (12 * 60, 18 * 60),
    "evening": (18 * 60, 24 * 60),
}
_PART_MERIDIEMS: dict[PartOfDay, Meridiem] = {"morning": "am", "afternoon": "pm", "evening": "night"}
_NOON = 12 * 60

# One character for one, so spans found in the normalised text index the original. Control
# characters become spaces: a title must not carry them, and BLANK is one of them.
_NORMALISE = str.maketrans(
    {"’": "'", "‘": "'", "–": "-", "—": "-", "～": "~", "〜": "~", "\u00a0": " ", "：": ":"}
    | {chr(code): " " for code in (*range(32), 127)}
)

_SENTENCE = LazyPattern(r"[^.!?]+[.!?]*")
# What a forwarded mail or a booking's notice says around the plan ("Fwd: Booking confirmed – Hair by Jade, Sat 1
# Aug", "Your appointment … is confirmed for Tuesday 29 June"): no part of its name
_PASTED_HEADER = LazyPattern(
    r"^\W*(?:(?:fwd?|fw|re)\s*:\s*)+|\b(?:booking|appointment|reservation)\s+confirmed\b\s*-?|\bis\s+confirmed\s+for\b"
    r"|\bplease\s+arrive\b[^.!?]*[.!?]?",
    re.I,
)
# who tells of a plan or goes to it, said first: one addressed with respect as the subject ("김과장님이"), or the user
_KO_TELLER = LazyPattern(r"[가-힣]+님(?:이|께서)|나는|난|저는|전|내가|제가")
_LISTED_LINE = LazyPattern(r"\s*(?:\n|;)\s*(?:[-*•·]\s+|\d{1,2}[.)]\s+)?")  # a line or a ";", with its bullet
# A number of days said beside a longer period (in its clause): some of its days, not all of them
_DAYS_COUNTED = LazyPattern(
    rf"\b(?:a|an|one|{'|'.join(EN_NUMBERS)}|\d+)\s+(?:full\s+|whole\s+)?days?\b"
    rf"|(?<![가-힣])(?:{'|'.join(KO_DAY_COUNTS)})(?![가-힣])",
    re.IGNORECASE,
)
# someone else said to be on time off: "my sister is on vacation next week", "he's on leave friday"
# (the user's own is "I'm …", "I'll be …", "we're …")
_SOMEONE_ELSE_OFF = LazyPattern(
    r"(?<!\bi\s)(?<!\bwe\s)(?<!\bwe)(?<!everyone\s)(?<!everybody\s)\b(?:is|are|was|were|'s|'re|will\s+be)\s+(?:(?:going\s+to\s+be|gonna\s+be|still|also)\s+)?"
    r"(?:on\s+(?:vacation|holiday|leave|pto)|off|away|out|ooo|on\s+\w+\s+leave|taking\b[^.!?]{0,30}\boff)\b"
    r"|\b(?:has|have)\s+(?:the\s+day\s+off|\w+\s+off|vacation|leave|pto)\b|\bcalled\s+in\s+sick\b",
    re.IGNORECASE,
)
# someone said to be off by who they are ("my wife's off to lisbon", "Jae is off"; not "the 2pm quote's off")
_SOMEONE_NAMED_OFF = LazyPattern(
    rf"(?:\b(?i:(?:(?:my|our|his|her|their)\s+)?(?:{PEOPLE_WORDS.en_exact_pattern})|he|she|they)|\b[A-Z][a-z]+)"
    r"(?i:'s|'re|\s+(?:is|are|will\s+be))\s+(?i:(?:still|also)\s+)?(?i:off|away|ooo)\b"
)
# heard of someone ("동생이 다음 주 휴가래") or said of them with respect ("팀장님 금요일 연차 쓰신대")
_KO_SOMEONE_ELSE_OFF = LazyPattern(
    rf"(?:{(VACATION_WORDS | SPOKEN_VACATION_WORDS).ko_pattern})\s*(?:이)?(?:래|래요|란다|라네|라더라)(?![가-힣])"
    r"|(?P<honoured>(?<![가-힣])(?:쓰신|내신|가신|쉬신|다녀오신)(?:대|대요|답니다|다고|다네)(?![가-힣])"
    # ("지점장님 휴가셔서": on time off, said with respect, as the reason for something)
    rf"|(?:{(VACATION_WORDS | SPOKEN_VACATION_WORDS).ko_pattern})\s*(?:이)?(?:셔서|시라서|시라|시래|시대|셔|시잖아))"
    r"|(?:낸대|간대|쓴대|쉰대)(?:요)?(?![가-힣])"  # "남편이 금요일 연차 낸대"
    # someone named as who takes it ("엄마가 다음 주 휴가야", "동생은 다음 주 휴가")
    rf"|(?<![가-힣])(?:{PEOPLE_WORDS.ko_pattern})(?:가|이|는|은|도)(?![가-힣])"
)
# the user's own time off said in the same message ("I'm off friday and Tom is off monday", "나도 금요일 연차 쓸게")
_OWN_TIME_OFF = LazyPattern(
    r"\b(?:i|i'?m|i\s+am|i'?ll|i\s+will|i'?d|we|we'?re|us|our|me|my\s+family)\b|(?<![가-힣])(?:나|저|나도|저도|우리)(?![가-힣])"
    r"|쓸게|낼게|쉴게|쓸래|낼래|쓰려고|내려고",
    re.IGNORECASE,
)
_REASON_SPLIT = LazyPattern(r"[,;.!?]+|\b(?:so|because|since|cause|cuz|and)\b", re.IGNORECASE)
# Coming back from time off, asked of ("which day am I back at work", "when do I return from leave", "나 언제
# 복귀야?"): the question is about the current or next time off, whose days say when
_BACK_AT_WORK = LazyPattern(
    r"\b(?:back|return(?:s|ing)?|go(?:ing)?\s+back|head(?:ing)?\s+back)\s+(?:to|at|in|into|from)\s+(?:the\s+|my\s+)?"
    rf"(?:work|office|desk|time\s+off|{VACATION_WORDS.en_exact_pattern})\b|복귀|다시\s*출근",
    re.IGNORECASE,
)
# owning up to a slip after a request, to set one of its days or times right ("… 아 아니다 수요일 거", "…, no wait,
# wednesday's", "… no, 8:30")
# ("… at 7, sorry, 7:30", "… at 10.. actually 10:30", "… at 10 i mean 10:30", "… 10시 잡아줘 아 10시 반": a day or time
# said right after it, alone, is what was meant)
_SET_RIGHT_MIDWAY = LazyPattern(
    r"(?:[.!?…~,;]+|\s[—–-]+|(?<=[줘요해자게래])\s)\s*(?:(?:아|앗|어)\s+)?(?:아니다|아니|아냐|아니지)(?![가-힣])[\s.,!~…]*"
    r"|(?:[.!?…~,;]+|\s[—–-]+|\s(?=[가-힣]))\s*(?:아|앗)\s+(?=\d)"
    r"|(?:[.!?…,;]+|\s[—–-]+)\s*(?:(?:oh|oops|sorry|wait|no|nope|actually|ugh)\W+)*"
    r"(?:no\s+wait|wait\s+no|no|nope|i\s+mean|i\s+meant|or\s+rather|make\s+that|sorry|actually)\b[\s.,!…]*"
    r"|\s+(?:i\s+mean|i\s+meant)\b[\s.,!…]*",
    re.I,
)
_SET_RIGHT_WORDS = frozenset(
    "the one ones s on at to for instead i mean meant not it its that make then pls please sorry wait was".split()
    + "거 것 꺼 걸 걸로 거로 로 으로 요 로요 으로요 말고 아니고 아니라 대신 이 가 에".split()
)
_WORD = LazyPattern(r"[\w]+")
_BARE_HOUR_SET_RIGHT = LazyPattern(r"\W*(?:(?:at|to|make\s+it|i\s+mean)\s+)?(?P<hour>\d{1,2}(?:[:.]\d{2})?)\W*", re.I)
_HALF_SAID = LazyPattern(r"\b(?:a\.?m|p\.?m)\b|\d(?:am|pm)|오전|오후|아침|저녁|밤|새벽|낮|:\d\d\s*$", re.I)
_BARE_HOUR_SAID = LazyPattern(
    r"\b(?:at|to)\s+(?P<hour>\d{1,2}(?:[:.]\d{2})?)(?![\w:.])(?!\s*(?:am|pm|a\.m|p\.m))", re.I
)
# where a request may be taken back in the message that made it: a clause break, or "no"/"아니다" said straight after
_BREAK_BEFORE_TAKING_BACK = LazyPattern(
    r"[.!?…~,;]+\s*|\s+[—–-]+\s*"
    # ("금요일 휴무 아니야" says a plan is not on: only after a request's ending is "아니다" taking it back)
    r"|(?<=[줘요해자게래])\s+(?=(?:(?:아|앗|어)\s+)?(?:아니다|아냐|아니야|아니)(?![가-힣]))|\s+(?=(?:no|nope|actually|wait)\b)",
    re.I,
)
_KO_SAYS_NO = r"(?<![가-힣])(?:아니다|아니야|아냐|아니)(?![가-힣])"
_SAYS_NO = rf"\b(?:no|nope|nah)\b|{_KO_SAYS_NO}"
_TAKEN_BACK_SAID = (
    rf"\b(?:{REQUEST_TAKEN_BACK_WORDS.en_exact_pattern})(?![\w'])"
    rf"|(?<![가-힣])(?:{REQUEST_TAKEN_BACK_WORDS.ko_pattern})(?![가-힣])"
)
# what is left of a message after a request: only taking it back ("…, actually no, keep it", "… 아 아니다 그냥 둬")
_ONLY_TAKING_BACK = LazyPattern(
    rf"(?:\W|{_SAYS_NO}|{_TAKEN_BACK_SAID}"
    rf"|\b(?:{FILLER_WORDS.en_exact_pattern})\b|(?<![가-힣])(?:{FILLER_WORDS.ko_pattern})(?![가-힣]))*",
    re.I,
)
# A plan said not to be, with no verb and no day ("no yoga actually"), then only waved away ("never mind", "nvm",
# "forget it"): that plan is what is waved away ("no yoga on saturdays, forget it" of a Friday's is asked)
_NO_PLAN_SAID = LazyPattern(
    r"\W*(?:(?:ok(?:ay)?|so|um+|hmm+|well)\W+)*no\s+(?!wait\b|actually\b|sorry\b)[a-z']+(?:\s+[a-z']+)?"
    r"(?:\W+actually)?\W*",
    re.I,
)
_DISMISSED = LazyPattern(r"\W*(?:(?:actually|just|so)\W+)?(?:never\s*mind|nvm|forget\s+(?:it|that))\W*", re.I)
_KO_ASKED = LazyPattern(r"[가-힣]+(?:줘|줘요|주세요)$")  # a request's verb said again ("…, 아니 미용실 빼줘")
_WHY_MAY_BEGIN = LazyPattern(r"[.!?…,;]|\s[—–-]")  # after a request taken back
# ("scratch the time off, boss said no": a bare English "no" may be someone else's, so with "actually" or "wait")
_TAKES_BACK = LazyPattern(
    rf"\b(?:actually|wait|oh)\W+(?:no|nope)\b|\b(?:no|nope)\W+wait\b|{_KO_SAYS_NO}|{_TAKEN_BACK_SAID}", re.I
)
# what may be said around a day and time said bare ("… and on saturday at 8 too", "토요일 8시에도")
_WHEN_WORDS = frozenset("on at the then again too also in 에 에도 도 그리고".split())
# the user's own state, said ("i'm off", "i have", "we're"): with a question mark, asked
_OWN_STATE = LazyPattern(r"\b(?:i'?m|i\s+am|i'?ll\s+be|i\s+have|i'?ve\s+got|we'?re|we\s+are|we\s+have)\b", re.I)
# the end of a first sentence that asks ("am i off on friday? can't remember …")
_QUESTION_BREAK = LazyPattern(r"\?+\s+(?=\S)")
# a plan to be booked again some other time, said after it is taken away ("다음 달에 다시 잡을게", "나중에 다시
# 예약할게요")
_KO_BOOKED_AGAIN_LATER = LazyPattern(
    r"\s*(?:(?:다음\s*(?:달|주)|나중|다음|담)(?:에)?\s*)?(?:다시|새로)\s*(?:잡|예약|등록|넣|정하|정할|알려)[가-힣]*[\s.!~]*"
)
# a sentence that opens with whose it is ("애들 수업이 …", "엄마가 …", "팀장님이 …")
_KO_SOMEONE_FIRST = LazyPattern(rf"\s*(?:{PEOPLE_WORDS.ko_pattern}|애들|아이들|애)(?:이|가|은|는|도)?\s")
# a change asked in the reason itself ("… 헬스를 그 시간으로 옮겨야 해서")
_KO_ASKS_A_CHANGE = LazyPattern(r"옮겨|옮기|바꿔|바꾸|미뤄|미루|당겨|당기|취소|빼|넣|잡아")
# a sentence that ends saying why ("수요일에 재고 정리가 있어서", "그날 출장이라서", "애가 아프거든요")
_KO_BECAUSE_END = LazyPattern(r"(?:있어서|없어서|이라서|라서|해서|돼서|되어서|니까|거든|거든요)[\s.!~]*$")
_MEETING_AS_VERB = LazyPattern(r"\b(?:we're|we\s+are|i'm|i\s+am|they're|they\s+are|we'll\s+be)\s+$", re.I)
_BOOKS_IT = LazyPattern(
    r"\b(?:pencil|put|pop|add|book|schedule|stick|throw|slot|squeeze|jot|block)\s+(?:it|that|this)\b", re.I
)
# the time of a plan just named, told of "it" or as someone said it ("It starts at 1 and runs about two hours", "The
# receptionist said 2:40")
_ITS_TIME_TOLD = LazyPattern(
    r"\bit\s+(?:starts|begins|kicks\s+off|runs|goes|lasts|finishes|ends|wraps\s+up)\b|\b(?:said|says)\b"
    # ("스터디 잡아줘 3시에 시작해서 4시 반에 끝나": its start and end told after it is asked for)
    r"|시에\s*(?:시작|끝나)",
    re.I,
)
_STILL = LazyPattern(r"\bstill\b|(?<![가-힣])(?:아직|여전히)(?![가-힣])", re.IGNORECASE)
# "화요일 말고 목요일 8시로 다시 넣어줘": "not Tuesday" names nothing booked
_RATHER_THAN = LazyPattern(r"(?:말고|아니고)")
# The last clause, when it asks to put a plan in ("…, so put in the field trip drop off friday at 6:45")
_EN_ASKING_CLAUSE = LazyPattern(
    r"(?:[,.;!?]\s*|\b(?:ok|okay|so|and|but|then)\s+)(?:(?:please|pls|just|can\s+you|could\s+you|would\s+you)\s+)*"
    r"(?:put|add|book|schedule|pencil|stick|pop)\b[^,.;!?]*$",
    re.I,
)
_TOLD_BY_THE_USER = LazyPattern(r"(?:i|we|i'm|we're|i've|we've|im)$", re.I)

# as texted, in lower case and not in quotes: "U Jin", "Thx Corp", "B4 review" are names
_READ_AS = EN_SHORTHAND | EN_READ_AS
_SHORTHAND = LazyPattern(
    rf"(?<![\w'/-])(?<!\bwith\s)(?<!\bat\s)(?<!w/\s)(?:{'|'.join(map(re.escape, _READ_AS))})(?![\w'/-])"
)
# a hesitation after a word ("at uh four thirty", "the um dentist"): nothing said there; one that opens the message
# is left to what reads openings
# "like" hedging a clock or a day after the word that places it ("to like 7:30", "at like four thirty", "push it to
# like monday"): that clock, that day
_LIKE_BEFORE_A_CLOCK = LazyPattern(
    rf"\b(?:(?P<placing>to|at|by|from|until|till|around|about|on)\s+like\s+"
    rf"(?=(?:{EN_WEEKDAY_RE}|tomorrow|next)\b)|(?:(?P<clock_placing>to|at|by|from|until|till|around|about)"
    rf"|(?P<part>morning|afternoon|evening|night|tonight))\s+like\s+(?=\d|(?:{alternation(EN_NUMBERS)})\b))",
    re.I,
)
# "no", "never mind" said before a request, as one says it aloud without a comma ("actually no push it back", "ugh
# never mind undo the yoga thing"): owning up to something, not a refusal or a retraction of what follows
_NO_BEFORE_A_REQUEST = LazyPattern(
    r"^(?P<said>\W*(?:(?:oh|ah|actually|wait|um|uh|hmm|ugh|ok|okay|well)\W+)*(?:no|never\s*mind|nvm))\s+"
    r"(?=(?:push|move|make|put|change|cancel|drop|undo|revert|book|add|scratch|bump|shift|delete|remove|take)\b)",
    re.I,
)
# A change or cancel said aloud, then why, as its own clause with no comma ("scratch the haircut I'll just go next
# month", "drop the flight I'm gonna drive instead", "no date night after all he has to work"): the break is put back,
# so the reason's day or words are no part of the request
_EN_REQUEST_SAID = LazyPattern(rf"\b(?:{CORRECTING_STEMS.en_pattern}|scratch|forget|undo|remove|delete|no)\w*\b", re.I)
# (someone else as the subject only with what tells a reason: "… he has to work", not "the call he set up")
_EN_CLAUSE_OF_ITS_OWN = LazyPattern(
    r"(?<![,.;:!?])\s+(?=(?:i'?ll|i\s+will|i'?m|i\s+am|i'?ve|we'?ll|we\s+will|we'?re|we've"
    rf"|(?:he|she|they|(?:my|our)\s+(?:{PEOPLE_WORDS.en_exact_pattern}))"
    r"(?:'s|'re|'ll|\s+(?:has|have|can|can't|cannot|will|won't|is|isn't|are|aren't|wants|needs|said|says|doesn't"
    r"|don't|didn't|got|gets|does)))\s)",
    re.I,
)
# what ends a clause without ending the sentence ("the day I'm back", "if she's free"): the clause goes on
_EN_CLAUSE_GOES_ON = LazyPattern(
    r"\b(?:if|that|when|so|because|and|but|what|where|while|since|unless|before|after|until|till|as|than|or|which"
    r"|who|whether|the|day|time|week|once|cause|cuz|cos)$",
    re.I,
)


# A request opened mid-sentence with no comma, as said aloud ("so the checkup can you move it to 2pm"); after a
# filler ("wait can you …") it opens the message itself
_EN_REQUEST_OPENED = LazyPattern(r"(?<=[\w'])\s+(?=(?:can|could|would|will)\s+(?:you|we)\b)", re.I)
_FILLERS_ONLY = LazyPattern(rf"(?:\W*\b(?:{FILLER_WORDS.en_exact_pattern})\b)+\W*", re.I)
_EN_FILLER_LAST = LazyPattern(rf"\b(?:{FILLER_WORDS.en_exact_pattern})$", re.I)


def _clause_breaks_said_aloud(text: str) -> str:
    """`text` with a comma before a request opened mid-sentence, and before each clause of its own said after a
    change or cancel, where no punctuation was said."""
    opened = [
        gap.start()
        for gap in _EN_REQUEST_OPENED.finditer(text)
        if not _EN_CLAUSE_GOES_ON.search(text, 0, gap.start()) and not _EN_FILLER_LAST.search(text, 0, gap.start())
    ]
    for at in reversed(opened):
        text = text[:at] + "," + text[at:]
    request = _EN_REQUEST_SAID.search(text)
    if request is None:
        return text
    head = text[: request.end()]
    rest = text[request.end() :]
    breaks = [
        gap.start()
        for gap in _EN_CLAUSE_OF_ITS_OWN.finditer(rest)
        if not _EN_CLAUSE_GOES_ON.search(rest, 0, gap.start())
    ]
    for at in reversed(breaks):
        rest = rest[:at] + "," + rest[at:]
    return head + rest


# An hour said in words where a clock is proposed or set ("can we make it ten instead", "how about nine", "at
# eleven"): written in digits, as every reader of a change reads it; not "one" ("make it one more") nor a count
# ("at two of them"), nor an hour whose minutes follow in words ("at four thirty": read whole)
_HOUR_WORD_SAID_AS_A_CLOCK = LazyPattern(
    r"\b(?P<said>make\s+it|how\s+about|what\s+about|let'?s\s+say|say|at|till|until|around|about|like|by)\s+"
    rf"(?P<hour>{alternation(word for word, number in EN_NUMBERS.items() if 1 < number <= 12)})\b"
    rf"(?!\s+(?:{EN_SPOKEN_MINUTES}|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|people|persons|guests|seats"
    r"|tables|of|times|more|things|kids|items|or\s+so\s+people)\b)(?!-)",
    re.I,
)


# A question said aloud, its question mark unsaid: a last clause asked the other way round ("the dermatologist is that
# still wednesday too", "yoga tonight is that at seven"), or "right" before its reason ("i'm not free monday morning
# right cause of the sync")
_ASKED_ROUND_AT_THE_END = LazyPattern(
    r"(?:^|\s)(?:is|was|are|were)\s+(?:that|it|this|they|those)\b[^,.;:!?]*[\s.!]*$", re.I
)
_RIGHT_BEFORE_ITS_REASON = LazyPattern(r"\b(?P<tag>right|correct)(?=\s+(?:cause|cuz|cos|because|since)\b)", re.I)


def _question_said_aloud(text: str) -> str:
    """`text` with the question mark a question said aloud leaves out; as it is when it has one."""
    if "?" in text:
        return text
    if _ASKED_ROUND_AT_THE_END.search(text):
        return text.rstrip(" .!") + "?"
    return _RIGHT_BEFORE_ITS_REASON.sub(r"\g<tag>?", text, count=1)


def _clock_unhedged(said: re.Match[str]) -> str:
    """ "to like 7:30" as "to 7:30"; "the afternoon like two" as "the afternoon at two"."""
    placing = said["placing"] or said["clock_placing"]
    return f"{placing} " if placing else f"{said['part']} at "


_HESITATION_MIDWAY = LazyPattern(rf"(?<=\w)([ \t]*,?)[ \t]+(?:{alternation(EN_HESITATIONS)}),?(?=[ \t])", re.I)
# Laughing and crying as typed in Korean chat ("ㅋㅋ", "ㅎㅎ", "ㅠㅠ"), apart or written onto a word ("되는데ㅠ"): no
# words, read as spaces
_CHAT_NOISE = LazyPattern(r"(?<![ㄱ-ㅣ])[ㅋㅎㅠㅜ]+(?![ㄱ-ㅣ])")  # ("ㅇㅋ", "ㅊㅋ" are words)
# "목요일엔 아무것도 없나?", "금요일 오후는 비는 거네?": whether a day holds nothing, asked
_KO_NOTHING_ASKED = LazyPattern(
    r"없(?:나|니|냐|지|어|어요|죠|을까)\s*\?|(?<![가-힣])(?:비는|빈)\s*(?:거|건|날)|비어\s*있"
)
_EN_WEATHER = LazyPattern(rf"\b(?:{WEATHER_WORDS.en_exact_pattern})\b", re.IGNORECASE)
# A message that opens by taking back what was just said ("scratch that …", "forget that …")
_TAKEN_BACK_FIRST = LazyPattern(
    r"\W*(?:(?:ok|oh|um|ugh|wait|sorry|no|nah)\W+)*(?:scratch|forget|undo|ignore)[ \t]+(?:that|this|it)\b",
    re.IGNORECASE,
)
_A_NUMBER = LazyPattern(r"\d")
_SAID_AGAIN_AS_IT_IS = LazyPattern(r"\W*(?:it'?s|it\s+is|that'?s|its)\b", re.IGNORECASE)
_REASON_BREAK_LAST = LazyPattern(r"[,;.!?]+\s*(?=[^,;.!?]*$)")
# A clause told of someone else ("she can only do wednesdays"): what they do, no correction the user says
_TOLD_OF_THEM = LazyPattern(r"\W*(?:she|he|they)\b", re.IGNORECASE)

INJECTION = LazyPattern(
    r"\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|the\s+|your\s+|my\s+)?"
    r"(?:previous|prior|above|earlier|preceding|system|instructions?|rules|prompts?)\b"
    r"|\bsystem\s+prompt\b|\byou\s+are\s+now\b|\bjailbreak\b|\bpretend\b|\bact\s+as\b"
    r"|\b(?:mark|set|make|turn)\s+(?:all|every)\b|\binactive\b"
    r"|\b(?:delete|remove|cancel|wipe|erase|deactivate|invalidate|ignore)\b"
    r"|\bclear(?=\s+(?:my|the|all|every\w*|out|it|that|this|them|off|up)\b)"  # "is friday clear?" asks
    rf"|무시|지시|프롬프트|삭제|{KO_ERASE}|취소|비활성|없애|모든\s*(?:회의|일정|기록|미팅)",
    _FLAGS,
)
# Whether a plan was cancelled, asked ("did I cancel the dentist?", "is team lunch cancelled?", "치과 예약 취소됐나?"):
# what is kept is asked about, nothing is ordered
_CANCEL_STATUS_ASKED = LazyPattern(
    rf"\bdid\s+(?:i|you|we)\s+(?:just\s+|already\s+)?cancel\b"
    rf"|{WHAT_A_CHANGE_DID}"  # ("did that wipe out …?": its verb, blanked, is no order to delete)
    r"|\b(?:is|was|were|are|has|have)\b[^?.!]{0,40}?\b(?:been\s+)?cancell?ed\b"
    # ("취소된 회의 있어?" asks what no plan kept answers; "점심 취소된 거 아니지?" asks of the lunch)
    r"|(?:예약\s*)?취소\s*(?:가\s*)?(?:안\s*)?(?:됐|되었|돼|된(?=\s*(?:거|건|게|것)))",
    _FLAGS,
)
_EN_WRITE = LazyPattern(
    # ("thu schedule?", "schedule for friday?": the noun, asked of a day)
    r"(?<!my\s)(?<!the\s)(?<!'s\s)(?<!your\s)(?<!with\s)"
    r"\b(?:put\s+me\s+down\s+for|grab\s+(?:me\s+)?(?:a\s+)?(?:slot|spot|time|block)\s+for|add(?:ing)?|schedul(?:e|ing)(?!\s*\?)(?!\s+for\s+(?:[\w']+\s*){1,2}\?)|book(?:ing)?|set(?:ting)?\s*up|block|put(?:ting)?|create|arrange|organi[sz]e|pencil|register|mark|log|plan"
    r"|hold|reserve|make|note|save|record|enter|take|taking"
    # a plan needed is a plan to keep ("need a dentist appt too", "gotta see the dentist"): its time is asked
    r"|(?:(?:i|we)\s+)?(?:really\s+)?(?:need|have)\s+to\s+(?:see|book|go\s+to|get|do)|(?:(?:i|we)\s+)?need\s+(?=an?\s)"
    r"|gotta\s+(?:see|go\s+to|get|do)"
    # "throw a quick coffee chat with leo on the calendar": put there ("on the calendar" may be blanked)
    rf"|(?:throw|stick|pop|slot|squeeze|jot)(?=\s+(?:\w+\s+){{0,8}}?(?:(?:in|on|into|down)\b|{BLANK}))"
    # ("I've had a lovely afternoon", "i've been to the dentist": told of what was; "i've been invited to …" is ahead)
    r"|i(?:'m|\s+am)\s+(?:taking|having|off|out|on|away|going)|i(?:'ll|\s+will)\s+be"
    r"|i(?:'ve|\s+have)(?!\s+(?:just\s+|already\s+)?(?:had|been\s+(?:to|at)|done|seen|finished|spent)\b)(?:\s+got)?"
    r"|there's|there\s+is|we\s+have|we're\s+having)\b"
    r"(?!['’]s\b)",  # "Mark's birthday": a name
    _FLAGS,
)
_EN_CONTEXT = LazyPattern(
    r"\b(?:schedul\w*|calendar|agenda|overview|summar\w*|recap|plans?|planned|free|busy|available|availability|clear|open|empty"
    r"|doing|need\s+to\s+be|show\s+me|packed|full|slammed|seeing|put\s+in|did\s+i\s+(?:add|put|book|schedule)"
    r"|booked|happening|going\s+on|have|got|anything|left|coming\s+up|(?<!drop\s)(?<!kick\s)(?<!sign\s)off|stuff|events"
    r"|conflicts?|clash\w*|(?:double[\s-]+)?check(?!\s*-?\s*(?:in|up|out)\b)"
    r"|back\s+(?:at|to)\s+work|back\s+in\s+the\s+office"  # "when am I back at work": time off's end
    # "am i working monday?", "do i work friday" ("I work saturday 9 to 5" tells a shift)
    r"|(?<=\b(?:am|do)\si\s)work(?:ing)?(?!\s*out)"
    r"|my\s+(?:day|week|weekend|morning|afternoon|evening)"
    r"|tell\s+me\s+about|rundown|run-down|lowdown|(?:walk|run)\s+me\s+through)\b"
    # "is that the only thing on wednesday?", "is that everything for friday?", "nothing else tuesday?"
    r"|\b(?:(?:the\s+)?only\s+(?:thing|one)|everything|(?:is\s+)?that\s+all|(?:anything|nothing)\s+else)\b"
    # "what else is on tuesday", "what time do i land?", "what's my tuesday morning now", "wednesday, still on?"
    r"|\bwhat\s+else\b|\bwhat\s+time\s+(?:(?:do|did|will|am|are)\s+(?:i|we)|(?:does|is)\s+my)\b"
    r"|\bmy\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\bstill\s+on\b"
    r"|\bwhat(?:'s|s|\s+is)\s+(?:still\s+)?(?:on|next)\b",
    _FLAGS,
)
_KO_WRITE = LazyPattern(
    rf"(?:등록|잡아|잡자|잡을게|예약|추가|넣어|기록|저장|적어){KO_NOT_HEARSAY}|메모|막아|비워\s*(?:줘|둬|놔|두)|쓸게|쓸께|쓸래|쓸\s*거|쓸\s*예정|쓰려|써요|씁니다|쓴다"
    r"|낼게|낼께|낼래|냈어|낼\s*거|내려|낼\s*예정|갈게|갑니다|가요|갈\s*거|간다|입니다|할게|할께"
    r"|(?<![안못]\s)(?<![안못])(?<=[가-힣])기로\s*(?:했|함|해)"  # "지수랑 저녁 먹기로 했어": a plan made
    # a copula says what a plan is ("금요일 회의야"), not after a question word ("언제야", "몇 시야")
    # nor as "must" ("해야 돼")
    r"|(?<!언제)(?<!언제부터)(?<!언제까지)(?<!뭐)(?<!어디)(?<!누구)(?<!며칠)"
    r"(?<!몇 시)(?<!몇시)(?<!몇 시까지)(?<!몇시까지)(?<!몇 시부터)(?<!몇시부터)(?<!몇 개)(?<!몇개)(?<![해가와봐써놔])"
    r"(?:(?<!이)야|이야|예요|에요)\b(?!\s*\?)"
    r"|있어(?!요?\?)|있어요(?!\?)|있습니다(?!\?)|있음|잡혔|생겼|쉴게|쉴께|쉽니다|쉬어요|쉴\s*거|쉴래|쉬려"
)
_KO_CONTEXT = LazyPattern(
    # ("시간은 같고", "29일 같은 시간": the time said to stay, not asked about)
    rf"일정|스케줄|캘린더|달력|약속|계획|한가|비어|비었|{KO_BUSY}"
    # ("3시에 1시간 반", "두 시간 해요": how long, no question of the calendar)
    r"|(?<!같은 )(?<!같은)(?<![\d한두세네섯곱덟홉열반])(?<![\d한두세네섯곱덟홉열] )시간(?!은\s*(?:같|그대로|똑같|동일))"
    r"|뭐\s*(?:있|해|하|잡)|잡혀|무슨\s*일|할\s*일|남은|남았|남아|어디|누구|몇\s*시\s*(?:부터|까지|에)"
    # "담주 화요일 몇시 거 있었지", "화요일 거 몇 시였지": the time of a plan kept, asked
    r"|몇\s*시\s*(?:거|꺼|껀|건|였|이었|인지|더라)"
    # "금요일 몇 시에 끝나?": when a plan ends, asked ("근무 끝나고" says when)
    r"|확인|끝나(?!고|자마자)|끝날|시작(?:해|하|돼|되)"
    r"|(?:잡힌|있는|들어간|넣은)\s*(?:거|것|게|일정)"  # "수요일에 잡힌 거 다 말해줘": what is kept, asked
    r"|다른\s*(?:거|것|건|게)\s*(?:또\s*)?있"  # "수요일에 다른 거 또 있나": anything else, asked
)
# A time said unsure, with a question mark: "… pick up the cake before that, maybe around 5?" keeps a plan
_HEDGED_TIME = LazyPattern(
    rf"\b(?:maybe|perhaps|probably)\s+(?:around\s+|about\s+|at\s+)?{BLANK}+(?:-?ish)?\s*\?+\s*$", _FLAGS
)
# The days asked about alone, or as a range ("from the 20th to the 24th", "tues thru thurs", "화요일부터 목요일까지")
# (BLANK is whitespace to `re`: spaces are said as [ \t], and runs are possessive so that they split one way
# only, or long text backtracks for ever)
_EN_DAYS_ALONE = (
    rf"(?:from[ \t]+)?[ \t]*+(?:{BLANK}[ \t]*+)++(?:(?:to|thru|through|till|until|-|–)[ \t]*+(?:{BLANK}[ \t]*+)++)?"
)
_KO_DAYS_ALONE = rf"[ \t]*+(?:{BLANK}[ \t]*+)++(?:(?:부터|~|-)[ \t]*+(?:{BLANK}[ \t]*+)++(?:까지)?)?"
# A day or time asked about by itself, as the next question of a conversation: "and tuesday?",
# "what about next week?", "friday?", "그럼 목요일은?", "주말은?" (masked: the day is blanked)
_ELLIPTICAL_QUESTION = LazyPattern(
    # ("what's tomorrow now?", "so what's thursday like now?": asked again after a change)
    rf"\W*(?:(?:and|so|what(?:'?s)?|how(?:'?s)?|{FILLER_WORDS.en_exact_pattern})\W+)*(?:about\s+)?(?:the\s+|this\s+)?"
    rf"{_EN_DAYS_ALONE}(?:(?:then|now|like(?:\s+now)?)\s*)?\?[\s?]*"
    rf"|\s*(?:(?:그리고|{FILLER_WORDS.ko_pattern})\s+)*{_KO_DAYS_ALONE}(?:은|는|엔|에는|도)\s*\??[\s?]*"
    # "what about thursday": asked without its question mark ("how about 3" proposes a change)
    rf"|\W*(?:(?:and|so|ok(?:ay)?)\W+)*what\s+about\s+(?:the\s+|this\s+)?{_EN_DAYS_ALONE}[.!?]*",
    _FLAGS,
)
# A title that names something: a word of two letters or more, not a pronoun ("make it 5" names nothing)
_NAMES_SOMETHING = LazyPattern(r"\b(?!(?:it|that|this|them|these|those)\b)[^\W\d_]{2,}", _FLAGS)
# A question word before a closing "there is" ("뭐 있어", "언제 있지", "몇 시에 있어"): it asks.
_KO_EXISTS_ASKED = LazyPattern(r"(?:뭐|무슨|언제|몇|어디|뭐뭐)[^.!?]*있(?:어|어요|음|습니다|지|나)?[\s?~]*$")
# A Korean sentence ending with a write verb that another sentence follows.
_KO_REASON_FIRST = LazyPattern(r"^.*?(?:이라서|라서|이니까|니까)(?=\s)")
_KO_WRITING_SENTENCE = LazyPattern(r"^.*?(?:넣어|잡아|등록해|추가해|예약해|기록해|저장해)\S*(?=\s+\S)")
_BLOCK = LazyPattern(r"\b(?:block|hold|reserve)\b|막아|블록", _FLAGS)

# "뭐 남았지?" asks what is left, not what was
_PAST_TENSE = LazyPattern(
    r"\b(?:did|was|were|had|went|took|used|spent)\b|(?<!남)(?:었|았|였|했|썼|갔|냈|쉬었)(?:어|나|니|지|는지|던|다|습|을까|냐)",
    _FLAGS,
)
_HALF_DAY = LazyPattern(r"\bhalf[\s-]day\b|반차", _FLAGS)

# Title clean-up: verbs, politeness and calendar words around the meeting phrase.
_EN_FILLER = LazyPattern(
    # ("would you be able to add …", "are you able to …": asked as whether MOSS can)
    r"\b(?:(?:can|could|would|will)\s+you\s+be\s+able\s+to|are\s+you\s+able\s+to|is\s+it\s+possible\s+to"
    r"|please|pls|kindly|heads\s+up|can\s+you|could\s+you|would\s+you|will\s+you|(?:do|would)\s+you\s+mind"
    r"|what\s+if\s+(?:we|i)"
    r"|(?:can|could|may)\s+(?:i|we)\s+(?:please\s+)?(?:get|grab|have|book|do)\b"  # "can i get a flu shot …"
    r"|(?:i|we)\s+(?:need|want|would\s+like|'d\s+like)(?:\s+to)?|i'?d\s+like(?:\s+to)?|let's|let\s+me|help\s+me"
    r"|remind\s+me(?:\s+(?:to|of|about))?|every\s+(?:\w+day|day|week)|(?:to|on|in|into)\s+(?:my|the|our)\s+calendar"
    r"|(?:i|we)\s+(?:just\s+)?(?:signed\s+up|registered|enrolled)\s+(?:for|in)"  # "i signed up for guitar lessons"
    r"|\b(?:make|book|get|schedule)\s+(?:an?\s+|my\s+)?appointment\s+(?:for|at)"  # "make appointment for hair salon"
    # ("confirmed - dinner w sam fri 7pm", "it's confirmed: …": settled, told beside the plan)
    r"|(?:(?:it'?s|it\s+is|that'?s|they(?:'ve)?|all)\s+)?(?:now\s+|just\s+|finally\s+)?(?:been\s+)?confirmed"
    r"|calendar|add\s+it)\b|:\s",
    _FLAGS,
)
_KO_FILLER = LazyPattern(
    r"(?:등록|예약|추가|기록|저장|메모)\S*|적어\s*(?:줘|주세요|줄래|둬|놔)\S*|잡아\S*|잡자\S*|잡을게\S*|넣어\S*|막아\S*|해\s*줘\S*|해\s*주세요\S*|부탁\S*"
    r"|캘린더\S*|달력\S*|일정에\S*|일정으로|좀|그리고|새로|있어\S*|있습니다\S*|있음|생겼\S*|잡혔\S*|예정\S*"
    r"|(?<=기)로\s*(?:했|하였|함|정했)\S*"  # "친구 만나기로 했어": the plan is 친구 만나기
    # asked politely, or noted not to forget: "미팅 가능할까요", "생일파티 잊지 말기"
    r"|가능할까\S*|가능한가\S*|가능해\S*|잊지\s*말\S*|까먹지\s*말\S*"
    # whether it is settled, told beside it ("민지 결혼식 아직 확정은 아닌데 일단 넣어놔", "결혼식 확정됐어")
    r"|(?:아직\s*)?(?:확정|미정)(?:은|이)?\s*(?:아닌데|아니지만|안\s*됐는데|안\s*됐지만|전이지만|전인데|인데|이지만"
    r"|됐어|됐대|됐어요|됐습니다|이래|이에요|이야)(?![가-힣])"
    rf"|(?<![가-힣])(?:{'|'.join(KO_DAY_COUNTS)})(?:으로|로)?(?![가-힣])"  # "31일까지 붙여서 이틀로": how many days
)
# ("치과", "학과": a word of one syllable before 과 is no one's name)
_KO_WITH_SOMEONE = LazyPattern(r"[가-힣](?:이랑|랑|하고)$|[가-힣]{2}(?:와|과)$")
_KO_MEAL_NEXT = LazyPattern(r"\s*(저녁|점심|아침)(?![가-힣])")
_KO_PARTICLE_AFTER_BLANK = LazyPattern(
    f"({BLANK}\\s*)(에는|에서|부터|까지|에|엔|은|는|을|를|의|로|으로|쯤|경|께|동안|간|짜리|만|정도|씩|이나|도|에도|부터도|까지도)(?=[\\s{BLANK}.,!?]|$)"
)
# Commas and brackets stay: "budget, hiring and roadmap review", "sync_up [draft]" are titles.
# What the user wishes to do, after a clause that says something else: the plan is named after it.
_EN_WISH = LazyPattern(
    r"(?:[,;]|\band\b|\bso\b)\s*(?:(?:i|we)\s*(?:'d|would|need|want|have|'ve\s+got|must)\s*(?:like\s+)?to"
    r"|(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:book|add|schedule|put\s+in|pencil\s+in)(?=\s+(?:a|an|the|my|some)\b))\b",
    _FLAGS,
)
# Who a plan is with, said last after its day and time ("lunch friday at 12 with jimin")
_WITH_SOMEONE_LAST = LazyPattern(
    rf"{BLANK}[ \t,]*(?P<said>(?:with|w/)[ \t]+(?!(?:me|us|you|him|her|them|everyone|everybody)\b)"
    r"[A-Za-z][\w'-]*(?:[ \t]+(?:and|&)[ \t]+[A-Za-z][\w'-]*)?)[ \t.!?]*$",
    _FLAGS,
)
_KO_WITH_SOMEONE_LAST = LazyPattern(
    rf"{BLANK}(?:에|에는)?[ \t]+(?P<said>(?!(?:나|저|우리)(?:랑|와|하고))[가-힣A-Za-z]+(?:이랑|랑|와|과|하고)"
    r"(?:[ \t]+[가-힣]+)?)[ \t.!?~]*$"
)
_TITLE_PIECE = LazyPattern(f'[^{BLANK}.!?;"]+')
# Markup is not part of a title: HTML tags, Markdown emphasis and code marks ("sync_up" keeps its "_").
_MARKUP = LazyPattern(r"</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]{0,40})?>|\*+|~~|`+|(?<![A-Za-z0-9])_+|_+(?![A-Za-z0-9])")
_EDGE_PUNCTUATION = ",:;-\u2013\u2014"
_LEADING_WORDS = frozenset(
    (
        "a",
        "an",
        "the",
        "my",
        "our",
        "for",
        "on",
        "at",
        "in",
        "to",
        "this",
        "next",
        "new",
        "some",
        "and",
        "also",
        "of",
        "by",
        "from",
        "me",
        "another",
        "up",
        "set",
        # what the user has, not its name ("finally got a haircut booked", "I've got the dentist")
        "got",
        "gotten",
        "finally",
        # what it replaces is said elsewhere ("대신 수요일 저녁 8시에 러닝 크루 넣어줘")
        "instead",
        "대신",
        "대신에",
    )
)
_TRAILING_WORDS = frozenset(
    (
        "for",
        "on",
        "at",
        "in",
        "to",
        "from",
        "by",
        "and",
        "with",
        "the",
        "a",
        "an",
        "this",
        "next",
        "every",
        "about",
        "starting",
        "please",
        "it",
        "me",
        "that",
        "of",
        "until",
        "till",
        "between",
        "around",
        "back",
        "down",
        "before",
        "after",
        "again",
        "too",
        # that it is booked, not its name ("a haircut booked for saturday")
        "booked",
        "scheduled",
        "planned",
        "arranged",
        # when it sets off or begins, not its name ("my flight to denver leaves friday at 9")
        "leaves",
        "departs",
        "boards",
        "starts",
        "begins",
        # the copula that says when it is ("the flight to Orlando is on the 7th")
        "is",
        "are",
        "was",
        "will",
        "be",
        "일정",
        "스케줄",
        "좀",
        "하나",
        "더",  # "치과 하나 더 잡아줘": one more, no word of its name
        "또",
    )
)
# The verb of going, meeting or doing after a place or a person, and its helpers, as Korean ends a
# plan said ("영사관 가야 돼요", "은행 들러야 해", "민수 만나야 함"): no part of its name
_KO_GOING = LazyPattern(
    # ("애 소아과 데려가야 돼": taking someone there)
    r"(?:(?:데려|데려다)?(?:가|와|오|들러|들르|들렀다|갔다|다녀와|다녀오|만나|보|봐|해|하)(?:야|야지|야겠다|야겠어|야\s*함)?"
    r"|갈|올|들를|만날|볼|할|다녀올|갔다올)(?:게|게요|래|래요|거야|거예요|까|요|지)?|돼|돼요|되요|해|해요|함|됨|합니다|됩니다|거야|거예요"
    r"|하는데|하는데요|되는데|되는데요"  # ("은행 가야 하는데 넣어줘": going, then asked)
    r"|(?:간|온|한|본|만난)(?:다|대|대요|답니다)|갑니다"  # ("목요일 2시에 치과 간다", heard "간대": going)
)
# A Korean word that tells something of the plan before it, no word of its name: done ("샀어요", "예매했어"), or
# that it is there ("있는거", "하는 거")
_KO_TOLD_OF_IT = LazyPattern(
    r"[가-힣]*(?:었|았|였|했|샀|왔|갔|봤)(?:어|어요|음|다|는데|지|습니다)?|(?:있는|하는|없는)(?:거|것|게)?|거"
)
# A Korean word after a plan's name that is none of it: what it points back with ("그것도 넣어 주세요"), or a verb
# joined to what follows, said for its purpose ("뮤지컬 보러 가", "저녁 먹으러") or as background ("미팅 있는데")
_KO_NO_WORD_OF_ITS_NAME = LazyPattern(
    r"(?:그것|그거|이것|이거|저것|저거)(?:도|은|는|을|를|이|가)?"
    r"|[가-힣]{0,3}(?:보|하|놀|만나|타|사|쉬|마시|배우|데리|으)러|[가-힣]*(?:있는데|없는데|하는데|인데)"
)
# How a plan strikes the user: a word of degree, then a sentence's plain end ("진짜 너무 이르다", "좀 애매하네")
_KO_A_REMARK = LazyPattern(
    r"(?<![가-힣])(?:너무|진짜|완전|엄청|넘|좀|벌써|되게)\s+(?:[가-힣]+\s+)*[가-힣]*(?:다|네|군|구나)(?=[\s.!?~ㅠㅜㅋ]*$)"
)
# What is set aside before the plan named ("회식은 없고", "점심 말고", "필라테스 아니고 미용실"): no word of its name
_KO_SET_ASIDE_WORDS = r"(?:없고|아니고|말고)"
_KO_SET_ASIDE = LazyPattern(_KO_SET_ASIDE_WORDS)
_KO_SET_ASIDE_AFTER = LazyPattern(rf"(?:은|는|이|가)?\s*{_KO_SET_ASIDE_WORDS}(?![가-힣])")
_KO_TOPIC_PARTICLE = LazyPattern(r"(?<=[가-힣]{2})(?:은|는|을|를|도)$")
# a particle, or the copula that says what it is ("내일 3시 치과야", "팀 회의예요")
# That a plan is there or someone comes, as told or heard ("있대요", "온대", "오신대요"): no word of its name
_KO_IT_IS_THERE = LazyPattern(r"(?:있|(?:온|오신))(?:대요|대|다네|답니다|다고|어요|어|습니다|음)|와요|옵니다")
# a noun said, as heard or politely told, to be what it is ("밤 9시부터 금식이래", "토요일 10시 물놀이요"; the 이 of
# "출발이요" stays, as no rule tells it from the noun's own: "물놀이")
_KO_SAID_TO_BE = LazyPattern(r"(?<=[가-힣]{2})(?:이래|이래요|이라는데|이라던데|이라고|요|예요|에요)$")
_KO_TRAILING_PARTICLE = LazyPattern(
    f"(?:{_KO_MEETING}|[a-z0-9])(을|를|이|가|은|는|도|으로|로|이야|야|이에요|예요|요|입니다)$", _FLAGS
)


# What a plan does as the subject of a sentence: it is there, comes up, is set, ends, starts.
_KO_PLAN_PREDICATE = LazyPattern(r"\s*(?:있|생겼|생김|생겨|잡혔|잡힘|잡혀|없|끝나|끝날|시작)")


def _said_as_subject(word: str, text: str, after: int) -> bool:
    """Whether `word` ends with the subject particle 가 before what a plan does ("학예회가 있어서"):
    가 follows a syllable with no final consonant, and the noun before it has two syllables at least
    ("인사평가" ends in its own 가, as do the lexicon's "요가" and "휴가")."""
    if len(word) < 3 or not word.endswith("가") or not _KO_PLAN_PREDICATE.match(text, after):
        return False
    if any(word.endswith(own) for own in (*EVENT_WORDS.ko, *VACATION_WORDS.ko)):  # "파워요가", "여름휴가"
        return False
    before = word[-2]
    return "가" <= before <= "힣" and (ord(before) - ord("가")) % 28 == 0


# Korean writes a verb's helper apart or not ("미뤄 줘", "미뤄줘"; "잡아 주세요"): one spelling for the
# grammar. The verb ends in the vowel of its -아/-어 form, without a final consonant, so "다음 주"
# and "두 주" keep their week.
_KO_AUXILIARY_GAP = LazyPattern(
    r"(?<=[가-힣])\s+(?=(?:줘|줄|주세|주실|주시|주라|주면|주고|줬|줍|드려|드릴|드리)(?![간말일]))"
)
_KO_ASKING_VOWELS = frozenset((0, 1, 4, 6, 9, 10, 14))  # ㅏ ㅐ ㅓ ㅕ ㅘ ㅙ ㅝ


def joined_auxiliaries(text: str) -> str:
    """Korean text with a verb and its helper (주다, 드리다) written together."""

    def join(gap: re.Match[str]) -> str:
        syllable = ord(text[gap.start() - 1]) - 0xAC00
        return "" if syllable % 28 == 0 and (syllable // 28) % 21 in _KO_ASKING_VOWELS else gap[0]

    return _KO_AUXILIARY_GAP.sub(join, text)


def _names_something(word: str) -> bool:
    """A word of a title: letters, digits or an emoji ("Lunch with Sarah 🍣" keeps its sushi)."""
    return any(c.isalnum() or unicodedata.category(c) == "So" for c in word)


_KO_THE_ONE_THAT = LazyPattern(r"(?!끝나|시작)[가-힣]+(?:는|은|던)\s*(?:건|거|것|게)")  # ("끝나는 건 5시로": its end)


def _trimmed(words: list[str]) -> list[str]:
    """Without the filler words, lone punctuation, and commas or unmatched brackets at either end."""
    while words:
        first, last, title = words[0], words[-1], " ".join(words)
        bare = first.rstrip(",;:!?.").lower()  # "also, piano recital": a filler with its comma
        # ("thursday's yoga" with the day blanked: its "'s" is the day's, no word of the name)
        if bare in _LEADING_WORDS or is_filler(bare) or not _names_something(first) or bare in ("'s", "'"):
            words.pop(0)
        elif len(words) > 2 and is_filler(" ".join(words[:2])):  # "한 번 등산 가기": a filler of two words
            del words[:2]
        elif last.lower() in _TRAILING_WORDS or is_filler(last) or not _names_something(last):
            words.pop()
        elif len(words) > 1 and _KO_GOING.fullmatch(last):  # "영사관 가야 돼요": where, not the going
            words.pop()
        elif len(words) > 1 and _KO_TOLD_OF_IT.fullmatch(last):  # "공연 티켓 샀어요", "동창 모임 있는거"
            words.pop()
        elif len(words) > 1 and _KO_NO_WORD_OF_ITS_NAME.fullmatch(last):  # "뮤지컬 보러", "미팅 있는데 그것도"
            words.pop()
        elif (aside := next((i for i, w in enumerate(words[:-1]) if _KO_SET_ASIDE.fullmatch(w)), None)) is not None:
            del words[: aside + 1]  # "필라테스 아니고 미용실 금요일로": what is not, then the plan
        elif first[0] in _EDGE_PUNCTUATION or _unmatched(title, first[0]):
            words[0] = first[1:]
        elif last[-1] in _EDGE_PUNCTUATION or _unmatched(title, last[-1]):
            words[-1] = last[:-1]
        else:
            return words
    return words


def _unmatched(title: str, bracket: str) -> bool:
    partner = {"(": ")", "[": "]", ")": "(", "]": "["}.get(bracket)
    return partner is not None and title.count(bracket) > title.count(partner)


class _Ask(Exception):
    """What is missing or contradictory; the parse answers with the matching reply.

    `values` fill the reply's blanks; `suggestions` are the finite answers, if the question has them.
    """

    def __init__(self, reason: str, suggestions: list[str] | None = None, **values: str) -> None:
        super().__init__(reason)
        self.reason, self.suggestions, self.values = reason, suggestions or [], values


class _Slot(NamedTuple):
    """A time of day as minutes after midnight; `end` may pass midnight."""

    start: int
    end: int | None


# A zone said right after a clock: "9am EST", "5pm (Berlin time)", "10am their time"
_ZONE_AFTER_A_CLOCK = LazyPattern(
    rf"(?<={BLANK})[\s(]*(?:(?P<theirs>their|his|her)\s+time"
    rf"|(?P<zone>{ZONE_ABBREVIATION_RE})|(?P<place>{ZONE_PLACE_RE})\s+time)\b",
    re.IGNORECASE,
)
# Someone doing something, or a can't: a clause told, where a new plan's name would be
_TOLD_AS_A_CLAUSE = LazyPattern(
    r"\b(?:they|she|he|we)(?:'ve|'re|'s|'ll|'d)?\s+(?:(?:just|also|already|finally|now)\s+)?"
    # ("ok they confirmed, dentist thurs 8:30am is on": the plan settled, to keep)
    r"(?!confirmed\b)(?:[a-z]+ed|says|said|told|sent|wants?|needs?|has|have|had|is|are|was|were)\b"
    r"|\bi(?:'ll|'ve|'d)\s+(?:(?:just|also|probably|rather)\s+)?[a-z]+"  # "I'll grab the cake the day before"
    r"|\b(?:can't|cannot|cant|won't|wont|don't|doesn't|didn't|not)\b",  # ("could you not book anything friday at 3")
    re.IGNORECASE,
)
# The time a plan had, set aside ("could u make it 1 instead of noon"): a kept plan's change, not a new plan
_A_TIME_IT_HAD = LazyPattern(rf"\b(?:instead[ \t]+of|rather[ \t]+than)[ \t]+(?:at[ \t]+)?{BLANK}", re.IGNORECASE)
# A change told as done ("studio moved this thursday's yoga to the evening, 6pm"): news of a kept plan, never a new one
# ("housewarming saturday 7pm, we finally moved" tells why: no plan is said to go anywhere)
_NEWS_OF_A_CHANGE = LazyPattern(
    r"\b(?:moved|pushed|rescheduled|shifted|bumped|postponed|delayed|switched|brought\s+forward)\b"
    r"(?=[^.!?]*?\b(?:to|till|until)\b)",
    re.IGNORECASE,
)
# A name holding a clause of its own, with no word that books: a verb that states ("the picnic is obviously off",
# "grandma's ward only does visiting", "friday at 3 is still fine"), a verb that moves a plan used as one ("he says
# 5:20 now, so move the pickup"), or the words that join what happened to what follows ("the field is booked saturday
# mornings now so practice is at 1"); "book simon says class" is a name, asked for
_A_CLAUSE_IN_THE_NAME = LazyPattern(
    r"\b(?:is|are|was|were|does|did|says|said)\b|\bnow\s+so\b|,\s*so\b"
    r"|\b(?:should|must|might|could|would)\s+(?:be|have|go)\b"  # "monday 9am meetings should be illegal"
    r"|\b(?:move|push|shift|reschedule|bump|slide)\s+(?:it|that|this|them|the|my|our)\b",
    re.IGNORECASE,
)
# What happened or how things are, told with nothing asked: "had such a great dinner with sam last night", "i used
# to have piano lessons", "it's 4pm already", "neighbors are throwing a party", "my roommate has a date", "my
# sister lands at 6am friday" (asked to be put in, such a name is still a plan: "…, it's on the 24th, put it in")
# ("I got physio at 9 tomorrow", "the team has a retro friday at 4", "our flight leaves monday at 10pm", "movie night
# is happening friday at 8": the user's own plans, told)
_TOLD_WITH_NOTHING_ASKED = LazyPattern(
    r"^(?:had|went|used\s+to|did)\b|\bi\s+(?:used\s+to|had|went|did)\b"
    r"|\b[a-z]+\s+(?:says|said|asked)\b"  # "jiwoo says 7:30", "the instructor asked to start at 6:30": proposed
    r"|^(?:can|could)\b"  # "can standup be at 9:30": a question of a plan, its name left after the request words
    r"|\b(?:got|was|been|were)\s+invited\b|^invited\s+to\b"  # "got invited to a bbq saturday at 4 but i said no"
    r"|\b(?:it|that|this)(?:'s|\s+is|\s+was)\b|\b(?:is|are|was|were)\s+(?!happening\b|going\b)[a-z]+ing\b"
    r"|(?<!\bteam\s)(?<!\bwe\s)\bhas\s+(?:a|an|her|his|their)\b"
    r"|^(?!.*\b(?:flight|train|bus|ferry|plane|shuttle|boat|cruise|ktx)\b).*\b(?:lands|arrives|opens|closes|leaves|departs|flies)\b",
    re.IGNORECASE,
)
# A plan's time said as set right, against the one it had ("the lunch is at 1 not 12"): news of a plan kept, so with
# none kept of that name, asked about rather than booked on the day it would default to
_RESTATED_NOT_THEN = LazyPattern(
    rf"\b(?:is|'s|are|was)[ \t]+(?:(?:at|now)[ \t]+)?{BLANK}+[ \t]*(?:now[ \t]*)?,?[ \t]*(?:not|instead[ \t]+of)[ \t]+"
    rf"(?:{BLANK}|\d{{1,2}}\b)",
    re.IGNORECASE,
)
# ("table for 2 tmrw at 7 for our anniversary": "for" someone's occasion says why, not what)
_BESIDE_THE_PLAN = LazyPattern(
    r"\b(?:at|after|before)[ \t]+(?:the|a|my|our)[ \t]+$|\bfor[ \t]+(?:our|my|his|her|their|[a-z]+'s)[ \t]+$",
    re.IGNORECASE,
)
# "can standup be at 9:30 tomorrow", "would 4pm work for the dentist", "will standup be at 10": a question of a plan,
# kept or not ("can you add …", "could we do lunch …" ask for a booking)
_ASKED_OF_A_PLAN = LazyPattern(
    r"\W*(?:can|could|would|will|should|shall)[ \t]+(?!(?:you|u|we|i|ya|be|it|that|this|please|pls|someone|somebody)\b)"
    r"\w+[^,.!?]*?\b(?:be|work)\b",
    re.IGNORECASE,
)
_KO_ASKED_IF_IT_SUITS = LazyPattern(
    r"(?:괜찮을까|괜찮아|괜찮나|괜찮겠|도\s*(?:돼|되|될까)|어때|어떠냐|어떨까|될까|되나)[가-힣]*[\s?.!~ㅋㅎ]*$"
    r"|어떠냐고|어떻냐고|괜찮냐고"
)
# How things usually go or went, told ("traffic is bad at 5 usually", "my sister's wedding was saturday at 3, so
# beautiful"): no plan ("every morning" asks for a series)
_AS_IT_USUALLY_IS = LazyPattern(
    # ("dinner with Sam friday at 8, usually at the Italian place": a remark after the plan said)
    r"^[^,;]*\b(?:usually|typically|normally|generally|most\s+days|every\s+time)\b"
    r"|\b(?:was|were)\b(?![ \t]+(?:going|gonna|supposed|meant|planning|hoping|thinking|wondering|moved|pushed|told"
    r"|asked|set|confirmed|scheduled|booked|rescheduled|invited)\b)"
    # "sam might want dinner at 8 thursday", "i hope the standup is short tomorrow at 9": what may be, or is hoped
    r"|\bi[ \t]+hope[ \t]+(?:the|my)\b|\b(?:might|may)[ \t]+(?:want|wanna)\b"
    r"|\bcan[ \t]+(?:you|u)[ \t]+believe\b",  # "can you believe the game is at 8 tonight": wonder, no request
    re.IGNORECASE,
)
# What time it is now, somewhere ("뉴욕은 지금 아침 9시네", "거긴 지금 밤 11시야")
_KO_CLOCK_NOW = LazyPattern(
    r"(?<![가-힣])지금(?:은)?\s+(?:[가-힣]+\s+)?\d{1,2}\s*시(?:\s*반|\s*\d{1,2}\s*분)?\s*"
    r"(?:이)?(?:네|네요|야|이야|다|임|이다|예요|이에요|거든|인데)(?![가-힣])"
)
# How a Korean sentence that tells ends: heard ("비 온대", "택배 온대", "엄마 병원 가신대"), guessed ("도착할 듯",
# "끝날 것 같아"), done ("치과 갔다 옴", "다녀왔어"), usual ("보통 6시에 퇴근함"), or asking oneself ("선물 뭐 사지")
_KO_TOLD_ENDING = LazyPattern(
    r"(?:온대|간대|가신대|오신대|온다네|간다네|[가-힣]\s*듯|[것거]\s*같(?:아|음)"
    r"|갔다\s*(?:옴|왔어|왔음)|다녀왔어|다녀옴|갔었어|했었어|뭐\s*사지|뭐\s*하지|어떡하지|어쩌지"
    # what was ("오늘 3시 회의 너무 길었어", "어제 8시에 민수랑 저녁 먹었어"), not a plan made or come up ("잡았어",
    # "생겼어", "바뀌었어")
    r"|(?<!잡)(?<!넣)(?<!생)(?<!바뀌)(?<!잡혔)(?:었|았|였)(?:어|어요|음|다|습니다)"
    r")[\s.!?~ㅠㅜㅋㅎ]*$"
    r"|^\s*(?:보통|평소에|평소엔|맨날|항상)(?![가-힣])"
)
# "no the meeting is at 3", "no, my dentist is at 4": what the user says is so of a plan, answering what was said
_NO_THEN_RESTATED = LazyPattern(r"\W*(?:no|nope|nah)\W+(?:the|my)\b[^.!?]*\b(?:is|are|'s)\b", re.IGNORECASE)
# the second clock of a plan said as its end: "…, lands 9:05", "… till 9"; "…, 9시 도착", "10시에 끝나"
_EN_END_BEFORE = LazyPattern(
    rf"[ \t{BLANK}]*[,;]?[ \t]*(?:and[ \t]+)?(?:it[ \t]+|then[ \t]+)?"
    r"(?:lands?|landing|arrives?|arriving|gets?[ \t]+in|ends?|ending|finish(?:es)?|wraps?[ \t]+up"
    # ("it starts at 3 and goes till 4:30": how long it runs, said as where it stops)
    r"|(?:(?:goes|runs|lasts|going|running)[ \t]+)?(?:until|till|til))"
    r"[ \t]+(?:at[ \t]+|around[ \t]+|by[ \t]+)?",
    re.IGNORECASE,
)
_KO_END_AFTER = LazyPattern(r"[ \t]*(?:에[ \t]*)?(?:도착|끝)")
# a clock said unsurely ("maybe around 11"), and a question mark at the end, not after such a clock ("…, maybe
# around 11?", "6ish?")
_UNSURE_CLOCK = LazyPattern(
    r"\b(?P<hedge>maybe|around|about)\s+(?:(?:around|about|at)\s+)*\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?", re.IGNORECASE
)
_ASKED_LAST = LazyPattern(r"(?<!ish)(?<!\bmaybe\s\x1f)(?<!\baround\s\x1f)(?<!\babout\s\x1f)\?[\s?.)]*$")
# a clock said as when something ends: "till 2:30", "until 3pm", "3시까지"
_EN_UNTIL_BEFORE = LazyPattern(
    r"\b(?:until|till|til|'til|thru|through)[ \t]+(?:at[ \t]+|around[ \t]+)?$", re.IGNORECASE
)
_KO_UNTIL_AFTER = LazyPattern(r"[ \t]*까지")
_A_RANGE_SAID = LazyPattern(r"\b(?:to|through|thru|till|until)\b|[-~–]|부터|까지", re.IGNORECASE)
_SHARED_WITH_ME = LazyPattern(r"\bwith\s+(?:me|us)\b", re.IGNORECASE)
# what someone else says or proposes, ending a Korean sentence: "미루재요", "바쁘대", "못 온대요"
_KO_HEARSAY_END = LazyPattern(r"(?:재|쟤|재요|자고\s*하[가-힣]*|대|대요|래|래요)[\s.!~ㅠㅜ]*$")


def _readings_asked(language: Language) -> _Ask:
    """The question back when what was said may be a plan to add or news of a kept one to change."""
    first, second = (say(f"reading_{op}", language) for op in ("create", "change"))
    return _Ask("readings", first=first, second=second)


def readings_asked(language: Language) -> ParseResult:
    """The question back, as a parse, when what was said may be a plan to add or news of a kept one to change."""
    ask = _readings_asked(language)
    return ParseResult(intent=Intent.WRITE, reply=say(f"ask_{ask.reason}", language, **ask.values), language=language)


def _a_settled_correction(result: ParseResult) -> bool:
    """A cancel, change or undo read whole, with nothing to ask."""
    return result.intent is Intent.WRITE and result.operation is not Operation.CREATE and result.reply is None


def _asks_a_write(text: str, start: int = 0) -> bool:
    """Whether the English words from ``start`` on ask a write of their own (book, move, cancel …)."""
    return bool(_EN_WRITE.search(text, start) or EN_CORRECTING_VERB.search(text, start))


def _unsettled_by(result: ParseResult, reason: str) -> bool:
    """Whether a reading is not understood, asks back, or names its plan by words of the reason."""
    if result.intent is Intent.UNKNOWN or result.reply is not None:
        return True
    title = result.target.title if result.target is not None else None
    return title is not None and any(word in reason.casefold().split() for word in title.casefold().split())


class RuleParser:
    """The Parser port without any model: regular grammar plus calendar arithmetic.

    A daily series stops one fact past `max_facts`: the core refuses a write with more
    (too_many_facts), so building the rest of "every day for 300 years" would be wasted work.
    """

    def __init__(self, max_facts: int = DEFAULT_LIMITS.max_facts_per_write) -> None:
        self.max_facts = max_facts

    def parse(self, text: str, *, now: datetime, timezone: ZoneInfo, titles: Sequence[str] = ()) -> ParseResult:
        now = now.astimezone(timezone)
        said = said_position(text, language_of(text))
        if said is not None:
            # "the second meeting on tuesday, move it to 3": the change of the day's plan at that place
            placed = Reading(said.text, now, timezone, max_facts=self.max_facts, titles=titles).parse()
            target = placed.target
            if placed.operation in (Operation.CANCEL, Operation.CHANGE) and target and target.window is not None:
                return placed.model_copy(update={"target": target.model_copy(update={"position": said.position})})
        return Reading(text, now, timezone, max_facts=self.max_facts, titles=titles).parse()


class Reading:
    """One reading of an utterance: the normalised text, its language, its temporal mentions and
    the user's clock. The public reading the corrections reader and follow-ups build on: `intent`,
    `predicate`, `meetings`, `found`, `title_words`, `verb_led_names`, `window_of`, `correction`, `write`, `parse`,
    `hint`, `only_asked`."""

    def __init__(
        self,
        text: str,
        now: datetime,
        zone: ZoneInfo,
        found: Temporal | None = None,
        max_facts: int = DEFAULT_LIMITS.max_facts_per_write,
        titles: Sequence[str] = (),
        answering: bool = False,
    ) -> None:
        """`found` replaces the text's own temporal mentions (a follow-up answer merged in);
        `titles` are the user's plans, whose words name events here as event words do; `answering`:
        the text is a write MOSS asked about and its answer, so what it tells is asked to be kept."""
        self.max_facts = max_facts
        self.answering = answering
        self.titles = titles
        self.planning = False
        self.asking = False  # a question: days said apart ("tue or wed?") are all asked about
        self.lines = [line for line in _LISTED_LINE.split(text) if line.strip()]  # as pasted, before normalising
        self.text = _PASTED_HEADER.sub(" ", _CHAT_NOISE.sub(" ", text.translate(_NORMALISE)))
        self.language: Language = language_of(self.text)
        self.text, said_weeks = with_weeks_of_months_as_days(self.text, now.date(), korean=self.language == "ko")
        self.week_of_a_month = said_weeks[0] if said_weeks else None
        if self.language == "ko":
            said = with_ko_weekday_letters(with_ko_day_digits(self.text))
            self.text = without_trailing_reason(joined_auxiliaries(said))
        else:
            said = _HESITATION_MIDWAY.sub(r"\1", self.text)
            said = _NO_BEFORE_A_REQUEST.sub(r"\g<said>, ", _LIKE_BEFORE_A_CLOCK.sub(_clock_unhedged, said))
            said = _question_said_aloud(_clause_breaks_said_aloud(with_day_digits(said)))
            said = _HOUR_WORD_SAID_AS_A_CLOCK.sub(lambda m: f"{m['said']} {EN_NUMBERS[m['hour'].lower()]}", said)
            self.text = corrected(_SHORTHAND.sub(lambda m: _READ_AS[m[0]], said))
        self.now, self.zone, self.today = now, zone, now.date()
        # A repetition and its end are read first and blanked, so dates and titles skip them.
        self.series: Series | None = find_series(self.text, korean=self.language == "ko", today=self.today)
        if self.series is not None and self._restates_a_kept_series():
            self.series = None  # "ella's swimming is on sundays from now on": the days it now has, said
        self.found: Temporal = found or find_temporal(
            self.series.masked if self.series else self.text, korean=self.language == "ko", prelude=(scan_expressions,)
        )

    # -- entry ---------------------------------------------------------------------------

    def parse(self) -> ParseResult:
        result = self._parse_whole()
        if result.intent is Intent.WRITE and self._day_left_out(result.facts):
            # ("off september 1 and 2": the 2nd had been dropped) asked, nothing booked
            return ParseResult(intent=Intent.WRITE, reply=say("ask_days", self.language), language=self.language)
        if self.week_of_a_month and result.intent is Intent.WRITE and result.facts:
            # ("I'm off the second week of november": its days by count may not be the days meant) asked, unbooked
            reply = say("ask_unclear", self.language, word=self.week_of_a_month)
            return ParseResult(intent=Intent.UNKNOWN, reply=reply, language=self.language)
        return result

    def _day_left_out(self, facts: Sequence[FactDraft]) -> bool:
        """Whether time off is read from the days said but one of them, joined to a day read, is in none of it."""
        if not any(fact.predicate is Predicate.VACATION for fact in facts):
            return False
        zone = self.zone
        covered = {
            (fact.start_time.astimezone(zone).date() + timedelta(days=n)).day
            for fact in facts
            for n in range(max(1, (fact.end_time - fact.start_time).days))
        }
        for left in _A_DAY_LEFT_UNREAD.finditer(self.found.masked):
            if left["day"] is None or int(left["day"]) not in covered:
                return True
        return False

    def _parse_whole(self) -> ParseResult:
        if quoted_asks_nothing(self.text, self.language):  # read whole: a piece of it may cut the quote
            return ParseResult(intent=Intent.UNKNOWN, reply=say("held_quoted", self.language), language=self.language)
        if (listed := self._plans_listed_by_line()) is not None:
            return listed
        if (told := self._after_someone_got_in_touch()) is not None:
            return self._piece(told).parse()
        if (plainly := said_plainly_if_free(self.text, self.language)) is not None:
            return self._piece(plainly).parse()  # "if saturday's open …": the lint asks when it is not
        if (story := self._what_a_bare_request_asks()) is not None:
            return story
        if (retracted := self._request_taken_back()) is not None:
            return retracted
        if (set_right := self._set_right_midway()) is not None:
            return set_right
        result = self._read()
        taken_back = result.operation is Operation.UNDO or _TAKEN_BACK_FIRST.match(self.text) is not None
        if taken_back and (instead := self._said_right_instead()) is not None:
            return instead
        if (rather := self._after_a_change_taken_back()) is not None:
            return rather
        if (after_a_remark := self._after_a_remark()) is not None:
            return after_a_remark
        if (asked := self._asked_before_hearsay() or self._asked_first(result)) is not None:
            return asked
        if (last := self._last_clause_on_its_own(result) or self._change_before_a_plan_told(result)) is not None:
            return last
        if (asked_then_why := self._change_then_why(result) or self._booking_then_theirs(result)) is not None:
            return asked_then_why
        if (
            both := self._two_plans(result)
            or self._plans_of_one_day(result)
            or self._one_plan_twice(result)
            or self._days_off_apart(result)
        ) is not None:
            return both
        if result.reply == say("ask_unchanged", self.language):
            return result  # ("lily's quitting swim after february, so nothing to change yet": said to change nothing)
        reason = self._trailing_reason()
        if reason is None and (result.intent is Intent.UNKNOWN or result.reply is not None):
            # "the haircut got bumped to 1, marco's running late": someone of the plan named in the reason
            reason = self._trailing_reason(naming_a_plan=True)
        # (a Korean sentence read as a question only for its last words: "외식은 없던 걸로 하자 다들 바쁘대")
        asked_by_its_reason = self.language == "ko" and result.intent is Intent.QUERY and "?" not in self.text
        if reason is None or not (_unsettled_by(result, self.text[reason:]) or asked_by_its_reason):
            return result
        # "btw my vacation's off, the deadline got moved up", "maybe 11 is better, traffic": the request said
        # first, the reason after it naming no plan and no time
        head = self._piece(self.text[:reason])._read()
        return head if _a_settled_correction(head) else result

    def _last_clause_on_its_own(self, result: ParseResult) -> ParseResult | None:
        """ "okay so the client wants to see the logo stuff earlier, make the pitch 11 instead": when the whole asks
        back or is not understood, an English last clause that alone changes or cancels a plan it names (or time
        off), settled, is what is asked (what comes before tells why)."""
        # ("ugh team lead says no, year end close, scrap the days off": what comes before, not understood, tells why)
        asks = result.intent is Intent.UNKNOWN or (
            result.intent is Intent.WRITE and result.reply is not None and not result.facts
        )
        if self.language != "en" or not asks or held_back(self.text, self.language) is not None:
            return None  # ("in case the train is late, push book club to 8": what holds it back is said first)
        clauses = list(_CLAUSE_SPLIT.finditer(self.text))
        if not clauses:
            return None
        head = self.text[: clauses[-1].start()]
        if result.intent is Intent.UNKNOWN and (EN_CORRECTING_VERB.search(head) or RETRACTION.search(head)):
            return None  # ("no need to reschedule, the dentist is at 4 as planned": a change spoken of before)
        last = self._piece(self.text[clauses[-1].end() :])._read()
        # (after words not understood, only time off taken back: a plan named there may be theirs, the words before
        # telling whose)
        named = last.target is not None and (
            (last.target.title is not None and result.intent is Intent.WRITE)
            or last.target.predicate is Predicate.VACATION
        )
        return last if named and _a_settled_correction(last) else None

    def _change_then_why(self, result: ParseResult) -> ParseResult | None:
        """ "could we move the thursday thing to 4:45? cant get out of work before half 4": when the whole asks back,
        an English first sentence that alone changes or cancels a plan, settled, is what is asked; the sentences after
        it, asking for nothing, say why."""
        asks = result.intent is Intent.UNKNOWN or (result.intent is Intent.WRITE and result.reply and not result.facts)
        breaks = list(_SENTENCE_BREAK.finditer(self.text)) if self.language == "en" and asks else []
        if not breaks or held_back(self.text, self.language) is not None:
            return None
        tail = self.text[breaks[0].end() :]
        # (what follows takes it back, keeps the plan or doubts it: "move yoga to 7? actually no, leave it")
        if _asks_a_write(tail) or _EN_SECOND_THOUGHTS.search(tail):
            return None
        if not REQUEST["en"].search(self.text, 0, breaks[0].start()):
            return None  # the change asked for, as a request ("could we move …?")
        head = self._piece(self.text[: breaks[0].start()])._read()
        return head if _a_settled_correction(head) and head.target is not None else None

    def _two_plans(self, result: ParseResult) -> ParseResult | None:
        """ "금요일 저녁 7시 시부모님이랑 식사랑 토요일 아침 9시 애 축구 둘 다 넣어 줘", "add the dentist monday at 3
        and gym tuesday at 6": when the whole asks which of its days is meant, two plans joined, each read whole
        on its own with its day and time, are both booked."""
        if result.reply != say("ask_days", self.language) or result.facts or _NOT_BOTH.search(self.text):
            return None
        text = _BOTH_OF_THEM.sub(" ", self.text)
        # (the last joint first: "엄마랑 저녁이랑 토요일 …" joins the plans where the second one's day begins)
        for joint in reversed(list(_PLANS_JOINED.finditer(text))):
            first, second = (self._piece(piece)._read() for piece in (text[: joint.start()], text[joint.end() :]))
            # (each ahead: "어제 3시 치과랑 …" names a day gone, which asks)
            if all(
                one.intent is Intent.WRITE
                and one.operation is Operation.CREATE
                and one.facts
                and one.reply is None
                and all(fact.start_time > self.now for fact in one.facts)
                for one in (first, second)
            ):
                return ParseResult(intent=Intent.WRITE, facts=[*first.facts, *second.facts], language=self.language)
        return None

    def _plans_of_one_day(self, result: ParseResult) -> ParseResult | None:
        """ "dentist tmrw 2:30, then gym @ 6 pls", "mon: standup 9:30, call w/ accountant 1pm, gym 6", "오늘 8시반 회의
        12시 점심약속 저녁7시 요가": when the whole asks which of its times is meant, plans of one day said one after
        another, each with its own time, are each booked on the day said once, when every one reads settled alone."""
        if result.reply != say("ask_times", self.language) or result.facts or _NOT_BOTH.search(self.text):
            return None
        if self.language == "en" and (timed := _BARE_HOUR_IN_A_LIST.sub(r" at \g<hour>", self.text)) != self.text:
            whole = self._piece(timed)  # ("…, gym 6": in a list of timed plans a bare number after a name is its hour)
            return whole._plans_of_one_day(whole._read())
        times, days = self.found.times, self.found.days
        if len(days) > 1 or (days and days[0].span[0] > times[1].span[0]):
            return None  # (the day said once, before the second plan: each plan of its own day is read elsewhere)
        day = self.text[days[0].span[0] : days[0].span[1]] if days else ""
        cuts = []
        for before, next_one in itertools.pairwise(times):
            gap = self.found.masked[before.span[1] : next_one.span[0]]
            joints = list(_PLANS_ONE_AFTER_ANOTHER.finditer(gap))
            if len(joints) == 1:  # ("standup 9:30, call w/ accountant 1pm": the plan said before or after its time)
                cuts.append((before.span[1] + joints[0].start(), before.span[1] + joints[0].end()))
            elif not joints and self.language == "ko":  # ("8시반 회의 12시 점심약속": each time opens its plan)
                cuts.append((next_one.span[0], next_one.span[0]))
            else:
                return None
        ends = [0, *(end for _, end in cuts)], [*(start for start, _ in cuts), len(self.text)]
        pieces = [self.text[start:end] for start, end in zip(*ends, strict=True)]
        readings = [self._piece(piece if n == 0 or not day else f"{day} {piece}") for n, piece in enumerate(pieces)]
        if any(len(piece.found.times) != 1 for piece in readings):
            return None
        read = [piece._read() for piece in readings]
        if not all(
            one.intent is Intent.WRITE
            and one.operation is Operation.CREATE
            and len(one.facts) == 1
            and one.reply is None
            and one.facts[0].start_time > self.now
            for one in read
        ):
            return None
        facts = [one.facts[0] for one in read]
        if len({fact.object_value.casefold() for fact in facts}) < len(facts):
            return None  # ("gym at 6, gym at 7": one plan set right, not two) asked
        if self.language == "en" and any(_TOLD_NOT_NAMED.search(piece.text) for piece in readings):
            return None  # ("lunch friday at 12, she leaves at 2": what is told of a plan) asked
        if _A_JOURNEY_ENDS.search(self.text) or _NOT_EACH_A_PLAN.search(self.text):
            # ("내일 9시 출발 12시 도착 기차": one journey's two ends; "10시 회의 12시 끝": a plan's end;
            # "4시 아니면 5시 미용실", "치과 될 수도": a choice, a slip set right, a plan not settled) asked
            return None
        if any(later.start_time <= earlier.start_time for earlier, later in itertools.pairwise(facts)):
            return None  # ("… 12시 점심약속 7시 요가": a list runs through the day; an hour read earlier is asked)
        if any(says_it_anew(piece.text) for piece in readings):
            return None  # ("dentist tmrw 3:30 now, gym at 6 too": a kept plan's new time, not a second one) asked
        return ParseResult(intent=Intent.WRITE, facts=facts, language=self.language)

    def _plans_listed_by_line(self) -> ParseResult | None:
        """ "here's my june stuff\njun 8 9am allergist\njun 11 off\njun 18 3-5pm kid's graduation", "치과 3일 10시;
        미용실 5일 2시": plans pasted as a list, a line (or a ";") each, with a line before them that asks or
        introduces and names no day: each line booked as it reads alone, when every one of them reads settled."""
        if len(self.lines) < 2:
            return None
        pieces = [self._piece(line) for line in self.lines]
        dated = [piece for piece in pieces if not piece.found.empty]
        if len(dated) < 2 or any(piece.found.empty and piece is not pieces[0] for piece in pieces):
            return None  # (an introduction is said first, or not at all)
        if any("?" in piece.text for piece in pieces):
            return None  # ("Re: dinner next week\nHow about Thursday 23rd at 8pm?": a question, no list)
        read = [piece.parse() for piece in dated]
        if any(one.intent is not Intent.WRITE or one.operation is not Operation.CREATE for one in read):
            return None  # a change, a question or a story among them: read as one message
        unsettled = [line for line, one in zip(dated, read, strict=True) if one.reply or not one.facts]
        if unsettled:  # ("dentist jun 3 at 10\nhaircut jun 5": one line lacks its time) asked, none booked
            line = " ".join(unsettled[0].text.split())
            return ParseResult(
                intent=Intent.UNKNOWN, reply=say("ask_listed_line", self.language, line=line), language=self.language
            )
        facts = [fact for one in read for fact in one.facts]
        if any(b.start_time < a.start_time for a, b in itertools.pairwise(facts)):
            return None  # ("gym mon 7am; dinner thu 8pm" said on a Thursday: in order, thursday is next week's) asked
        return ParseResult(intent=Intent.WRITE, facts=facts, language=self.language)

    def _days_off_apart(self, result: ParseResult) -> ParseResult | None:
        """ "off the 9th and the 12th", "take the 31st off too, and the 4th", "월요일이랑 수요일 연차": time off on days
        listed apart, asked which of its days is meant, is a whole day off on each (said with a clock, or hedged,
        it still asks)."""
        days = self.found.days
        if (
            result.reply != say("ask_days", self.language)
            or result.facts
            or self.predicate is not Predicate.VACATION
            or len(days) < 2
            or self.found.times
            or _NOT_BOTH.search(self.text)
            or "?" in self.text
            or not all(self._listed_apart(a, b) for a, b in itertools.pairwise(days))
            # ("the 4th and 5th of september": the month said once, after both) asked
            or any(a.month is None and b.month is not None for a, b in itertools.pairwise(days))
        ):
            return None
        # each day read with what is said around the list: "take the 4th off too", "off wednesday"
        between = " ".join(
            _LIST_JOINERS.sub(" ", self.text[a.span[1] : b.span[0]]) for a, b in itertools.pairwise(days)
        )
        around = self.text[: days[0].span[0]], between + self.text[days[-1].span[1] :]
        # each the next such day from the one before it, in the week said ("next monday and friday")
        week = self.found.weeks[0] if self.found.weeks else None
        try:
            dates = [resolve_day(days[0], self.today, week, ahead=True)]
            for day in days[1:]:
                dates.append(resolve_day(day, self.today, week, start=dates[-1] + timedelta(days=1)))
        except Unresolvable:
            return None
        facts = []
        for when in dates:
            one = self._piece(f"{around[0]} {when.isoformat()} {around[1]}")._read()
            if one.intent is not Intent.WRITE or one.reply is not None or len(one.facts) != 1:
                return None
            facts.extend(one.facts)
        if any(fact.predicate is not Predicate.VACATION for fact in facts):
            return None
        return ParseResult(intent=Intent.WRITE, facts=facts, language=self.language)

    def _listed_apart(self, first: DayMention, second: DayMention) -> bool:
        """Whether two days said one after the other are listed ("the 9th and the 12th", "월요일 수요일"), not one
        day described twice ("friday 25")."""
        gap = self.found.masked[first.span[1] : second.span[0]]
        if not _DAYS_LISTED_APART.fullmatch(gap):
            return False
        weekdays_alone = all(day.weekday is not None and day.day is None for day in (first, second))
        return weekdays_alone or _LIST_JOINERS.search(gap) is not None

    def _one_plan_twice(self, result: ParseResult) -> ParseResult | None:
        """ "dinner with sam friday at 7 and saturday at 8", "piano monday 4pm and wednesday 5pm": a plan read as one
        stretch from a day and time to another, or asked which of its days is meant, where "and" joins the two, is
        that plan twice, each on its day at its time."""
        fact = result.facts[0] if len(result.facts) == 1 and result.reply is None else None
        stretched = (
            fact is not None
            and fact.predicate is not Predicate.VACATION
            and fact.end_time - fact.start_time > timedelta(hours=12)  # (a night out past midnight is one plan)
        )
        if not (stretched or (result.reply == say("ask_days", self.language) and not result.facts)):
            return None
        joints = list(_PLANS_JOINED.finditer(self.text))
        # (asked, hedged, someone else's or held: "can we do dinner friday at 7 and saturday at 8?", "maybe piano …",
        # "lily has piano monday 4pm and wednesday 5pm", "… 중에 저녁 약속"): never one stretch across the days either
        if (
            _NOT_BOTH.search(self.text)
            or "?" in self.text
            or _HEDGED_OR_TOLD.search(self.text)
            or held_back(self.text, self.language)
            or told_not_asked(self.text, self.language, timed=True)
        ):
            asked = ParseResult(intent=Intent.WRITE, reply=say("ask_days", self.language), language=self.language)
            return asked if stretched and joints else None
        for joint in joints:
            head, tail = self.text[: joint.start()], self.text[joint.end() :]
            # the plan named once, with the day and time said bare on the other side of "and"
            if self._only_when(tail):
                named, second_said = self._piece(head)._read(), tail
            elif self._only_when(head):
                named, second_said = self._piece(tail)._read(), head
            else:
                continue
            title = named.facts[0].object_value if len(named.facts) == 1 and named.reply is None else None
            again = self._piece(f"{second_said} {title}")._read() if title else None
            if again is not None and again.reply is None and [fact.object_value for fact in again.facts] == [title]:
                if all(fact.start_time > self.now for fact in (*named.facts, *again.facts)):
                    return ParseResult(
                        intent=Intent.WRITE,
                        facts=sorted([*named.facts, *again.facts], key=lambda f: f.start_time),
                        language=self.language,
                    )
        return None

    def _only_when(self, text: str) -> bool:
        """Whether `text` says a day and a time and nothing else ("saturday at 8", "토요일 8시에")."""
        found = self._piece(text).found
        words = _WORD.findall(found.masked.replace(BLANK, " "))
        return bool(found.days and found.times) and all(word.casefold() in _WHEN_WORDS for word in words)

    def _booking_then_theirs(self, result: ParseResult) -> ParseResult | None:
        """ "could you also add airport pickup for my mum thursday 6 in the evening? her flight lands 5:40": an
        English booking asked for first, then someone else's plan told with its time, is the booking alone, read
        whole on its own (their time had made two times to choose from, or had been taken as the booking's)."""
        asks = result.intent is Intent.WRITE and (result.reply is not None or bool(result.facts))
        theirs = _THEIRS_AFTER.search(self.text) if self.language == "en" and asks else None
        if theirs is None or not _EN_WRITE.search(self.text, 0, theirs.start()):
            return None
        if _asks_a_write(self.text, theirs.end()):
            return None
        head = self._piece(self.text[: theirs.start()])._read()
        return head if head.intent is Intent.WRITE and head.facts and head.reply is None else None

    def _restates_a_kept_series(self) -> bool:
        """Whether a weekly repetition is said of one of the user's plans with no verb that books: the days it
        moves to ("swimming's on sundays now"), read as days, not as a new series."""
        known = known_title_words(self.titles)
        series = self.series
        return (
            series is not None
            and series.freq == "WEEKLY"
            and bool(series.weekdays)
            and known is not None
            and known.search(self.text) is not None
            and may_restate_a_kept_plan(self.text, self.language)
        )

    def _asked_before_hearsay(self) -> ParseResult | None:
        """A Korean request followed by what someone else says or proposes ("업체 통화 취소해 줄래요? 다음주로
        미루재요"): the request is what is asked, the hearsay its reason, though it names a time."""
        start = last_korean_sentence(self.text) if self.language == "ko" else None
        if start is None or not _KO_HEARSAY_END.search(self.text, start) or not REQUEST["ko"].search(self.text[:start]):
            return None
        head = self._piece(self.text[:start])._read()
        return head if _a_settled_correction(head) else None

    def _asked_first(self, result: ParseResult) -> ParseResult | None:
        """ "hey am i off on friday? can't remember if i ever put it in": when the whole is no question, a first
        sentence that asks about the calendar, with nothing requested after it, is what is asked."""
        asked = _QUESTION_BREAK.search(self.text)
        unsettled = result.intent is Intent.UNKNOWN or (result.reply is not None and not result.facts)
        if not unsettled or asked is None:
            return None
        rest = self._piece(self.text[asked.end() :])._read()
        if rest.intent is Intent.WRITE and (rest.facts or rest.operation is not Operation.CREATE):
            return None  # "am i free friday? book the dentist at 3 then": a request after the question
        head = self._piece(self.text[: asked.end()])._read()
        return head if head.intent is Intent.QUERY else None

    def _change_before_a_plan_told(self, result: ParseResult) -> ParseResult | None:
        """ "can we make the salon 4 instead, i've got a call till 3:30", "make it 5 that day, she has another kid at
        4": a change said whole, then a plan there is told with its time as why: the change alone (the reason's time
        had been read as the new end or start)."""
        if self.language != "en" or result.operation is not Operation.CHANGE:
            return None
        breaks = list(_REASON_BREAK.finditer(self.text))
        if not breaks or not _PLAN_THERE_IS.match(self.text, breaks[-1].end()):
            return None
        head = self._piece(self.text[: breaks[-1].start()])._read()
        return head if _a_settled_correction(head) and head.operation is Operation.CHANGE else None

    def _request_taken_back(self) -> ParseResult | None:
        """ "cancel the sync, actually no, keep it", "book lunch tuesday at 12, scratch that", "싱크 취소해줘.. 아
        아니다 그냥 둬": a request, then only words taking it back: nothing is done (the request had been acted on, and
        "scratch that" had undone the change before it)."""
        for mark in _BREAK_BEFORE_TAKING_BACK.finditer(self.text):
            head, tail = self.text[: mark.start()], self.text[mark.end() :]
            if not head.strip() or not self._only_taking_back(tail):
                continue
            request = self._piece(head)._read()
            dismissed = _NO_PLAN_SAID.fullmatch(head) and _DISMISSED.fullmatch(tail) and self._piece(head).found.empty
            if request.operation is Operation.CANCEL and dismissed:
                return request  # ("no yoga actually, never mind": the plan is what is dismissed, not the request)
            if request.intent is Intent.WRITE:
                return ParseResult(
                    intent=Intent.UNKNOWN, reply=say("held_taken_back", self.language), language=self.language
                )
            return None
        return None

    def _only_taking_back(self, tail: str) -> bool:
        """Whether `tail` only takes a request back, or does and then says why ("… actually no keep it, my knee needs
        it"): a why that asks for nothing."""
        for end in [*(m.start() for m in _WHY_MAY_BEGIN.finditer(tail)), len(tail)]:
            said, why = tail[:end], tail[end:]
            if _TAKES_BACK.search(said) and _ONLY_TAKING_BACK.fullmatch(said):
                # (a why that names a plan or a time may be setting the request right: "…, no wait, the haircut",
                # "…, wait no, friday next week")
                reading = self._piece(why)
                return not why.strip(" .,!?;—–-") or (
                    reading._read().intent is not Intent.WRITE
                    and not _MEETING.search(why)
                    and not reading.found.days
                    and not reading.found.times
                    and not _A_NUMBER.search(why)  # ("…, no wait, 4": an hour said bare)
                    # ("… no wait. keep it. actually yes cancel it": asked again)
                    and not EN_CORRECTING_VERB.search(why)
                    and not _KO_ASKS_A_CHANGE.search(why)
                )
        return False

    def _set_right_midway(self) -> ParseResult | None:
        """ "금요일 수영 빼줘. 아 아니다 금요일 말고 수요일 거", "move swim to 8… no, 8:30": a request, then one day or
        time of it set right after owning up to a slip: the request with that day or time said instead (the first
        had been acted on)."""
        mark = _SET_RIGHT_MIDWAY.search(self.text)
        if mark is None or not self.text[: mark.start()].strip():
            return None
        head, tail = self.text[: mark.start()], self.text[mark.end() :]
        # (a sentence after it says why)
        tail = tail[: end.start()] if (end := _SENTENCE_BREAK.search(tail)) is not None else tail
        opening = self._piece(head)  # read once: its mentions, and what it asks (the half of the day, the plan named)
        said, told = opening.found, self._piece(tail).found
        korean = self.language == "ko"
        days = [d.span for d in told.days if not set_aside(told.masked, d.span, self.language)]
        times = [t.span for t in told.times if not set_aside(told.masked, t.span, self.language)]
        hours = [m.span("hour") for m in _BARE_HOUR_SAID.finditer(head)]
        if not days and not times and hours and (hour := _BARE_HOUR_SET_RIGHT.fullmatch(tail)) is not None:
            # ("move the sync to 3, no wait, 4": an hour said bare, set right bare)
            old, meant = hours[-1], hour["hour"]
        elif not days and not times:
            return self._another_plan_said_right(opening, tail)
        else:
            if len(days) + len(times) != 1:
                return None
            # only the day or time set right, said bare ("no standup tuesday either", "no, keep tuesday's", "화요일도",
            # "no later than noon" say more than which one)
            # (words of the request said again: "cancel thursdays night shift, i swapped it. no wait it was
            # wednesday's i swapped")
            again = {word.casefold() for word in _WORD.findall(head)}
            if any(
                word.casefold() not in _SET_RIGHT_WORDS | again
                for word in _WORD.findall(told.masked.replace(BLANK, " "))
            ):
                return None
            olds = [d.span for d in said.days] if days else [t.span for t in said.times]
            if not olds:
                return None
            old = olds[-1]
            meant = tail[slice(*(days or times)[0])]
        if korean and meant.endswith("반") and head.startswith("로", old[1]):
            meant += "으"  # "8시 반으로"
        if times or hours:
            meant = self._in_the_half_said(opening, meant)
        result = self._piece(head[: old[0]] + meant + head[old[1] :])._read()
        wrote = result.intent is Intent.WRITE and (result.facts or result.operation is not Operation.CREATE)
        return result if wrote and result.reply is None else None

    def _in_the_half_said(self, opening: Reading, meant: str) -> str:
        """A time set right bare, in the half of the day the first one was booked in ("call with dad tomorrow at 6,
        actually no, 7": 6 was the evening's, so 7 is too; it had been booked at 07:00)."""
        first = opening._read()
        if not first.facts or _HALF_SAID.search(meant):
            return meant
        if first.facts[0].start_time.astimezone(self.zone).hour < 12:
            return meant
        return f"오후 {meant}" if self.language == "ko" else f"{meant}pm"

    def _another_plan_said_right(self, opening: Reading, tail: str) -> ParseResult | None:
        """ "cancel the gym tmrw, no sorry, the haircut", "치과 빼줘, 아니 미용실": another of the user's plans said
        right after owning up to a slip: the request of that one, the first plan's day and time left out with it
        (the first had been cancelled)."""
        known = known_title_words(self.titles)
        # (read before the user's titles are: an event's word)
        named = (list(known.finditer(tail)) if known is not None else []) or list(_MEETING.finditer(tail))
        head = opening.text
        first = opening._read()
        if not named or first.target is None or not first.target.title or first.reply is not None:
            return None
        if first.operation not in (Operation.CANCEL, Operation.CHANGE):
            return None
        said = head.casefold().find(first.target.title.casefold())
        meant = tail[named[0].start() : named[-1].end()]
        if said < 0 or says_title(first.target.title, meant):
            return None
        # only which one, or the request again ("미용실 빼줘"): "아니 미용실은 그대로" says the salon stays
        besides = _WORD.findall(tail[: named[0].start()] + " " + tail[named[-1].end() :])
        if any(
            word.casefold() not in _SET_RIGHT_WORDS and word not in head and not _KO_ASKED.match(word)
            for word in besides
        ):
            return None
        found = opening.found
        spans = [day.span for day in found.days] + [time.span for time in found.times]
        when = [span for span in spans if not said <= span[0] < said + len(first.target.title)]
        if first.operation is Operation.CHANGE:
            when = []  # ("move the gym to 5, no, the haircut": where it goes is said of the one meant)
        text = head[:said] + meant + head[said + len(first.target.title) :]
        shift = len(meant) - len(first.target.title)
        for start, end in sorted(when, reverse=True):
            start, end = (start + shift, end + shift) if start > said else (start, end)
            text = text[:start] + " " * (end - start) + text[end:]
        result = self._piece(text)._read()
        return result if result.operation is first.operation and result.reply is None else None

    def _piece(self, text: str) -> Reading:
        """A piece of this utterance (a clause, a sentence), read with its clock, zone and titles."""
        return Reading(text, self.now, self.zone, max_facts=self.max_facts, titles=self.titles)

    def _what_a_bare_request_asks(self) -> ParseResult | None:
        """ "the garage rang, the MOT is friday at 11 now. update it pls", "…, she asked if i can come at 4 instead.
        yeah that's fine, move it": a last clause that only asks to act on "it" acts on what was told before it,
        when that reads as a change or cancel of one of the user's plans (the plan named, where it goes said)."""
        request = _BARE_REQUEST.search(self.text) if self.language == "en" and self.titles else None
        if request is None or not self.text[: request.start()].strip():
            return None
        told = self._piece(self.text[: request.start()])._read()
        wanted = {Operation.CANCEL} if request["cancel"] else {Operation.CHANGE} if request["move"] else None
        if told.intent is not Intent.WRITE or told.target is None or told.target.title is None:
            return None
        if told.operation not in (wanted or {Operation.CHANGE, Operation.CANCEL}):
            return None
        named = [title for title in self.titles if says_title(told.target.title, title)]
        return told if len(named) == 1 else None

    def _after_a_remark(self) -> ParseResult | None:
        """ "oh right i never booked it. ok put a haircut in thursday 12:30 then", "lol i never booked pilates.
        ok what's on next week": a last English sentence that asks for something on its own, after sentences
        that ask for nothing (a remark, a booking said not to have been made), is what is asked."""
        breaks = list(_SENTENCE_BREAK.finditer(self.text)) if self.language == "en" else []
        if not breaks:
            return None
        head, last = self.text[: breaks[-1].start()], self.text[breaks[-1].end() :]
        known = known_title_words(self.titles)
        if known is not None and known.search(head):
            return None  # ("it's brightline that paused. drop their call": the plan is named before)
        before = self._piece(head)._read()
        # ("I'm going home to Busan for Seollal and won't be back until Thursday. Could you mark me off work from
        # Sunday through Wednesday?": a trip told, which alone would be asked about, then the time off asked for)
        unsettled = before.intent is Intent.WRITE and before.reply is not None and not before.facts
        if not (before.intent is Intent.UNKNOWN or unsettled or (before.operation is Operation.UNDO and before.keeps)):
            return None
        asked = self._piece(last)._read()
        if unsettled and not (asked.facts and all(f.predicate is Predicate.VACATION for f in asked.facts)):
            return None
        settled = asked.reply is None and (asked.facts or asked.operation is not Operation.CREATE)
        return asked if asked.intent is Intent.QUERY or (asked.intent is Intent.WRITE and settled) else None

    def _after_a_change_taken_back(self) -> ParseResult | None:
        """ "never mind cancelling, move the dentist to 3", "don't cancel yoga, push it to 7": a change said not to
        be made, then the one that is; read from what follows (read whole, the first verb would be done)."""
        taken_back = _CHANGE_TAKEN_BACK_FIRST.match(self.text) if self.language == "en" else None
        if taken_back is None or not self.text[taken_back.end() :].strip():
            return None
        if not EN_CORRECTING_VERB.search(self.text, taken_back.end()):
            return None  # ("no need to reschedule, the dentist is at 4 as planned": the plan said as it is)
        rest = self._piece(self.text[taken_back.end() :])._read()
        # ("don't cancel yoga, push it to 7": "it" is yoga, which the rest alone does not name; left to the whole)
        named = rest.target is not None and rest.target.named
        return rest if _a_settled_correction(rest) and rest.operation is not Operation.UNDO and named else None

    def _said_right_instead(self) -> ParseResult | None:
        """ "scratch that, it's sunday not saturday", "scratch that, make it 4": the plan just said,
        taken back only to be said right, is changed rather than undone."""
        first = _REASON_BREAK.search(self.text)
        if first is None:
            return None
        head, rest = self.text[: first.start()], self.text[first.end() :]
        if _TOLD_OF_THEM.match(rest) and not _A_NUMBER.search(rest):
            return None  # ("wait no put it back, she can only do wednesdays": why; "…, she said 4" says it right)
        taken_back = _TAKEN_BACK_FIRST.match(self.text)
        last = _REASON_BREAK_LAST.search(self.text)
        if taken_back is not None and last is not None and last.start() > taken_back.end():
            # "scratch that theyre shut tmrw, make it thurs": taken back, why, then said right in the last clause (a
            # clause between that says when is no reason: "scratch that, it's next friday. make it 4")
            if not _SAID_AGAIN_AS_IT_IS.match(self.text, taken_back.end()):
                head, rest = taken_back[0], self.text[last.end() :]
        undone = self._piece(head)._read()
        if undone.operation is not Operation.UNDO or undone.target is not None:
            return None
        said = self._piece(rest)._read()
        unnamed = said.target is None or not said.target.named_beyond_window  # where it was may be said
        return said if said.operation is Operation.CHANGE and unnamed and said.reply is None else None

    def _trailing_reason(self, *, naming_a_plan: bool = False) -> int | None:
        """Where a last clause (English) or sentence (Korean: "… 없던 걸로 하자 다들 바쁘대") that names no
        plan, no event and no time begins, if any; `naming_a_plan`: one that may share words with a plan
        kept, though no correcting verb."""
        if self.language == "ko":
            starts = korean_sentence_starts(self.text)
            if len(starts) < 2 or naming_a_plan:
                return None
            start = starts[-1]
            # "…없던 걸로 해줘 다음 달에 다시 잡을게": when it may be booked again, said after; "… 화요일로 해 주세요
            # 수요일에 재고 정리가 있어서": why, though it names a day and a plan
            # ("… 4시로 미뤄 줘 애들 수업이 늦게 끝난대": someone's plan, heard, is why, though it names one)
            heard = next(
                (
                    at
                    for at in starts[1:]
                    if _KO_SOMEONE_FIRST.match(self.text, at) and _KO_HEARSAY_END.search(self.text, at)
                ),
                None,
            )
            start = heard if heard is not None else start
            because = heard is not None or _KO_BECAUSE_END.search(self.text, start)
            if _KO_BOOKED_AGAIN_LATER.fullmatch(self.text, start) or (
                because and not _KO_ASKS_A_CHANGE.search(self.text, start)
            ):
                return start
        else:
            breaks = list(_REASON_BREAK.finditer(self.text))
            if not breaks or not self.text[: breaks[-1].start()].strip():
                return None
            start = breaks[-1].start()
        rest = self.text[start:]
        known = known_title_words(self.titles)
        # ("…, i have a lunch thing that might run long": an event said as what there is, with no time, is a reason)
        if known and known.search(rest) and (not naming_a_plan or says_a_correcting_verb(rest)):
            return None
        named = predicate_of(rest) is not None and not _THERE_IS.match(rest)
        if named or (BLANK in self.found.masked[start:] and not self._only_days_refused_after(start)):
            return None
        # ("maybe cancel tennis, not sure yet": a doubt or a "not" after it takes the request back; "…, right?"
        # asks whether it is so)
        if _NOT_SAID.search(rest) or held_back(self.text, self.language) is not None:
            return None
        if TAG_QUESTION[self.language].search(rest):
            return None
        return start

    def _only_days_refused_after(self, start: int) -> bool:
        """Whether every day or time said from `start` is one someone cannot do ("…, one of the committee cant do
        thursday", "…, tom is away thursday"): where the plan was, given as the reason it moves."""
        masked = self.found.masked
        spans = [
            span
            for span in (*(d.span for d in self.found.days), *(t.span for t in self.found.times))
            if span[0] >= start
        ]
        return bool(spans) and all(_REFUSED_BEFORE.search(masked, start, span[0]) for span in spans)

    def _read(self) -> ParseResult:
        try:
            told_as_past = _PAST_TENSE.search(self.text) is not None
            # a plan cancelled or changed is ahead ("18일 원온원은 19일로" said on the 2nd is this month's 18th),
            # unless told as past ("the dentist on the 1st was moved to the 5th")
            self.planning = not told_as_past
            if (correction := read_correction(self)) is not None:
                return self._booked_with_its_time(correction) or correction
            self.planning = False
            intent = self.intent()
            if intent is Intent.QUERY:
                # People ask about what is coming unless they say it was: "anything on the 24th?"
                # said on the 5th is this month's 24th, "what did I have on the 3rd?" the last 3rd.
                self.planning = not told_as_past
                self.asking = True
                back_at_work = self.found.empty and _BACK_AT_WORK.search(self.text) is not None
                about = None if back_at_work else self._about()
                return ParseResult(
                    intent=intent,
                    window=self._window(),
                    language=self.language,
                    about=about,
                    about_kind=Predicate.VACATION
                    if back_at_work
                    else self.predicate
                    if about is None and self.found.empty
                    else None,
                )
            if intent is Intent.WRITE:
                return self.write()
        except _Ask as ask:
            # a query or a correction has nothing to ask about yet; a cancel word in a write asks first
            return ParseResult(intent=Intent.UNKNOWN, reply=self._reply(ask), language=self.language)
        return ParseResult(intent=Intent.UNKNOWN, reply=self._reply(_Ask("help")), language=self.language)

    def _booked_with_its_time(self, correction: ParseResult) -> ParseResult | None:
        """ "Tyler has a hockey game this Saturday. It starts at 1 and runs about two hours. Could you put it on the
        calendar?", "… pop in an appointment with Dr Nguyen for Wednesday? The receptionist said 2:40.": a change of no
        plan kept, said with no verb that changes and beside one that books, is the time of the plan
        booked; None when the booking does not read whole."""
        title = correction.target.title if correction.target is not None else None
        unnamed = title is None or not any(says_title(title, kept) for kept in self.titles)
        if correction.operation is not Operation.CHANGE or not unnamed:
            return None
        if says_a_correcting_verb(self.text) or not books_something(self.text, self.language):
            return None
        told = _ITS_TIME_TOLD.search(self.text)
        if told is None or not any(head.start() < told.start() for head in self.meetings):
            return None  # ("hmm no put it back at 2": no plan named before its time is told)
        booked = self.write()
        return booked if booked.facts and booked.reply is None else None

    def _after_someone_got_in_touch(self) -> str | None:
        """What is said after a first clause that only tells who got in touch ("the coach texted, practice on
        thursday is moving to friday"): the reason, no part of the request; None when there is none, or when
        who called names an event ("the dentist called, …") that is none of the user's plans or that the
        rest names another of."""
        if self.language != "en":
            return None
        # ("thanks. oh and the salon called, …": a sentence before it is chatter)
        openings = [0, *(end.end() for end in _SENTENCE_BREAK.finditer(self.text))]
        told = next((m for at in openings if (m := GOT_IN_TOUCH.match(self.text, at)) is not None), None)
        if told is None or not _CLAUSE_END.search(told[0]):
            return None
        rest = self.text[told.end() :]
        if not rest.strip():
            return None
        # "the dentist office called, they need me monday instead": who called names the plan the rest
        # changes, by the words of it the user's plans have ("dentist"), not as "dentist office called"
        # ("the salon called, …" of a 'haircut', "the clinic just called, …" of a 'dentist': by the plan visited there)
        named = [title for title in self.titles if said_or_visited(told[0], title)]
        one = f"{named[0]}, {rest}" if len(named) == 1 and not self.names_an_event(rest) else None
        if not self.names_an_event(told[0]):
            return one or rest
        return one

    def correction(self) -> ParseResult | None:
        """The utterance read as a cancel, change or undo, or None when it is none; a correction whose
        target cannot be placed ("monday the 4th" when the 4th is a sunday) is the question back."""
        try:
            return read_correction(self)
        except _Ask as ask:
            return ParseResult(intent=Intent.UNKNOWN, reply=self._reply(ask), language=self.language)

    def write(self) -> ParseResult:
        """The utterance as a write: its facts, or a question back (a WRITE without facts).

        What says a cancel or takes a plan back, and no write verb, is asked about and never
        booked, whatever else it says: a quiet wrong write is worse than a question back."""
        # a booking or a taking back under a condition, a doubt or a wish, or of someone else's plan,
        # waits ("might take friday off if the release ships", "팀장님이 허락하면 월요일에 연차 쓸게")
        # (a refusal or two changes speak of corrections; a booking beside them is still booked)
        held = held_back(self.text, self.language)
        # (answering, the plan told is asked to be kept: "the kids have swimming wednesday at four" → "add it")
        if held not in ("held_conditional", "held_doubtful", "held_someone_elses") and not self.answering:
            held = told_not_asked(
                self.text, self.language, timed=bool(self.found.times)
            )  # "my sister has a flight friday at 6am"
        if held is None and says_it_stays(self.text, self.language):  # "it's not that i don't want monday off"
            held = "ask_unchanged"
        if held is not None:
            return ParseResult(intent=Intent.UNKNOWN, reply=say(held, self.language), language=self.language)
        if self.predicate is Predicate.VACATION and negates_time_off(self.found.masked, self.language):
            # "not taking any time off next week", "다음 주 휴가 쓰려다가 말았어": that time off is taken back
            window = self.window_of(self.found)
            # (with no day said, today's time off is no more meant than any other: asked which)
            found = self.found
            if window is not None and (
                found.days or found.weeks or found.months or found.named_months or found.open_end
            ):
                target = Target(predicate=Predicate.VACATION, window=window)
                return ParseResult(
                    intent=Intent.WRITE, operation=Operation.CANCEL, target=target, language=self.language
                )
            return ParseResult(intent=Intent.UNKNOWN, reply=self._reply(_Ask("cancel")), language=self.language)
        if self.language == "ko" and says_only_then(self.found.masked):
            # "4시밖에 안 된대?", "민수가 7시밖에 안 된대": the only time that works, heard, is no plan's name
            return ParseResult(intent=Intent.WRITE, reply=self._reply(_readings_asked("ko")), language="ko")
        if cancels_unclearly(self.text, self.language):
            return ParseResult(intent=Intent.UNKNOWN, reply=self._reply(_Ask("cancel")), language=self.language)
        try:
            return ParseResult(intent=Intent.WRITE, facts=self._facts(), language=self.language)
        except _Ask as ask:
            return ParseResult(
                intent=Intent.WRITE, reply=self._reply(ask), suggestions=ask.suggestions, language=self.language
            )

    def _reply(self, ask: _Ask) -> str:
        return say(f"ask_{ask.reason}", self.language, **ask.values)

    # -- intent and predicate ----------------------------------------------------------------

    @cached_property
    def _masked_with_month_part(self) -> str:
        """The masked text with a part of a month blanked too ("late september", "11월 말"): a time it names."""
        masked = self.found.masked
        if (part := month_part(self.text)) is None:
            return masked
        start, end = part[2]
        return masked[:start] + BLANK * (end - start) + masked[end:]

    def intent(self) -> Intent:
        text = self.text
        tag_question = TAG_QUESTION[self.language].search(text)
        if (tag_question or _QUESTION.search(text)) and self.predicate is not None:
            # "팀 점심은 취소 안 됐죠?", "did I cancel the dentist?": whether a plan was cancelled, asked, is no
            # order to cancel (nor "예약" in "치과 예약 취소됐나?" one to book); "did I cancel anything?" asks what
            # no plan kept can answer
            text = _CANCEL_STATUS_ASKED.sub(lambda m: " " * len(m[0]), text)
        if INJECTION.search(text):
            return Intent.UNKNOWN
        if asks_what_a_change_did(text):
            return Intent.QUERY  # "hang on, did that knock out the boiler service?": of a plan maybe no longer kept
        predicate = self.predicate
        korean = self.language == "ko"
        in_context = (
            predicate is not None
            or bool((_KO_CONTEXT if korean else _EN_CONTEXT).search(text))
            or bool(looks_at_a_day(self._masked_with_month_part))  # "how does my Tuesday look?", "내일 어때?"
            or (korean and bool(KO_WHEN_IT_IS.search(self.found.masked)))
            or bool(_BACK_AT_WORK.search(text))
            # "What all is there this week?", "so nothing tomorrow then?", "목요일엔 아무것도 없나?": a question of
            # days is the calendar's, unless it asks the weather
            or (
                (not korean or bool(_KO_NOTHING_ASKED.search(text)))
                and bool(_QUESTION.search(text))
                and bool(self.found.weeks or self.found.months or self.found.days)
                and not self.found.times  # ("friday 1pm, sound good?" puts a time to the user's own question)
                and not _EN_WEATHER.search(text)
            )
        )
        request = REQUEST[self.language]
        # ("book the dentist for monday at 10, yes?": a booking asked to be agreed, no question of what is kept)
        agreed = tag_question is not None and tag_question.group().lstrip(", ").lower().startswith(
            ("yes", "yeah", "yea", "yep", "no")
        )
        if agreed and not korean and _BOOKING_ORDER.match(text):
            tag_question = None
        if tag_question and not request.search(text) and (in_context or not self.found.empty):
            return Intent.QUERY  # "Friday I'm not off, right?": what it states is asked about
        position = re.Match.end if korean else re.Match.start
        # A request put as a question ("can you move …?", "잡아줄 수 있어?") asks nothing by its own words.
        asked = request.sub(lambda m: BLANK * len(m[0]), text)
        queries = [position(m) for m in (_KO_QUERY if korean else _EN_QUERY).finditer(asked)]
        queries += [position(m) for m in looks_at_a_day(self._masked_with_month_part)]
        writes = [position(m) for m in (_KO_WRITE if korean else _EN_WRITE).finditer(text)]
        if korean and _KO_EXISTS_ASKED.search(text):
            writes = []  # "이번 주 뭐 있어", "몇 시에 있어": "there is" said of what is asked about
        if not korean and not _QUESTION.search(text) and says_theirs_is_not_on(text):
            # "kids don't have school friday": a plan of theirs told, no question of the user's days (held as theirs)
            return Intent.WRITE
        if not korean and predicate is None and not _QUESTION.search(text) and _SOMEONE_NAMED_OFF.search(text):
            if _OWN_TIME_OFF.search(text) is None and not self.found.times:
                return Intent.UNKNOWN  # "my wife's off to lisbon april 9 to 12": told of their days, not asked of mine
        if in_context and queries:
            # English puts the verb first ("Summarize my schedule"), Korean last ("일정 요약해줘");
            # a Korean tie ("뭐야": a question word and a copula ending together) is a question.
            if not writes or (max(queries) >= max(writes) if korean else min(queries) < min(writes)):
                return Intent.QUERY
        elif (
            in_context
            and not writes
            and asked == text
            and (
                (_QUESTION.search(text) and not (text.count("?") == 1 and _HEDGED_TIME.search(self.found.masked)))
                or (predicate is None and not self.found.empty)
            )
        ):
            return Intent.QUERY  # a question mark, or just a calendar word and a day: "내일 일정"
        # ("i've got a dentist appt tuesday at 2, mind adding it?": a plan with its time, put as a question, asks to
        # book it)
        own_state = not self.found.times and _OWN_STATE.search(text) is not None
        if not korean and _QUESTION.search(text) and own_state and not request.search(text):
            if not books_something(text, "en"):
                return Intent.QUERY  # "so that week i'm off mon to thu now?": what is so, asked, never booked
        if predicate is Predicate.VACATION and not writes and _STILL.search(text):
            return Intent.QUERY  # "I'm still off monday": time off said to be kept is asked about, never booked
        someone_else = (
            (_KO_SOMEONE_ELSE_OFF if korean else _SOMEONE_ELSE_OFF).search(text)
            if predicate is Predicate.VACATION
            else None
        )
        own = _OWN_TIME_OFF.search(text)
        if own is not None and not korean and someone_else is not None:
            # ("jiwoo's taking friday off so i'm covering for her": the user in a clause of no time off is the reason)
            clauses = _REASON_SPLIT.split(text)
            own = next(
                (m for c in clauses if (m := _OWN_TIME_OFF.search(c)) and predicate_of(c) is Predicate.VACATION), None
            )
        if own is not None and own[0] == "우리" and someone_else is not None and someone_else["honoured"]:
            own = None  # "우리 병동 수쌤은 휴가 가신대": no one honours themselves, so "우리" is whose ward
        if someone_else is not None and own is None:
            if korean or not writes or "taking" in someone_else[0].lower():  # ("Tom is taking friday off")
                return Intent.UNKNOWN  # "my sister is on vacation next week", "팀장님 금요일 휴가래": someone else's
        if predicate is not None and (writes or not self.found.empty or self.series is not None):
            return Intent.WRITE
        if (self.found.times or self.found.moments) and not queries and self._unnamed_title(plausible=False):
            return Intent.WRITE  # "the vet for Biscuit friday at 3": a plan with a time (asked about unless named)
        if not writes and _ELLIPTICAL_QUESTION.fullmatch(self._masked_with_month_part):
            return Intent.QUERY
        if writes and (not self.found.empty or (not queries and _NAMES_SOMETHING.search(self._unnamed_title()))):
            return Intent.WRITE  # "put me down for jiu jitsu": a plan to keep, its time asked for
        return Intent.UNKNOWN

    @cached_property
    def meetings(self) -> list[re.Match[str]]:
        """The words naming an event: event words, and the words of the user's own plans."""
        said = list(_MEETING.finditer(self.text))
        known = known_title_words(self.titles)
        if not known:
            return said
        taken = [match.span() for match in said]
        own = [
            match
            for match in known.finditer(self.text)
            if not any(start < match.end() and match.start() < end for start, end in taken)
        ]
        return sorted([*said, *own], key=lambda match: match.start())

    def names_an_event(self, text: str) -> bool:
        """Whether `text` (a piece of this utterance) names an event or time off."""
        known = known_title_words(self.titles)
        return predicate_of(text) is not None or (known is not None and known.search(text) is not None)

    @cached_property
    def predicate(self) -> Predicate | None:
        """Vacation or meeting, by the words of the sentence that asks for the write when Korean runs
        one on with its reason ("미용실 금요일 3시로 넣어줘 반차 때 가면 되지" books the salon)."""
        if self.language == "ko" and (asked := _KO_WRITING_SENTENCE.search(self.text)) is not None:
            return predicate_of(asked[0]) or predicate_of(self.text, self.meetings)
        # ("금요일엔 어차피 연차라서 그날 오후 두시에 애 치과 데려가는 거 넣어줘": the time off is why;
        # the plan after it is what is asked)
        why = _KO_REASON_FIRST.match(self.text) if self.language == "ko" else None
        if why is not None and predicate_of(self.text[why.end() :]) is Predicate.MEETING:
            return Predicate.MEETING
        # ("oh right I'm away that week ok put the dentist on tuesday the 18th at ten": the plan the last clause asks
        # to put in, whatever was told before it)
        if self.language == "en" and (asked := _EN_ASKING_CLAUSE.search(self.text)) is not None and asked.start():
            if predicate_of(asked[0]) is Predicate.MEETING:
                return Predicate.MEETING
        return predicate_of(self.text, self.meetings)

    # -- facts ------------------------------------------------------------------------------

    def _facts(self) -> list[FactDraft]:
        self.planning = True  # the days of a write are ahead: "the 16th" said on the 28th is next month's
        predicate = self.predicate
        if predicate is None:
            # Any timed plan with a name is an event ("piano lesson Tuesday at 5", "KTX to Gwangju
            # on the 23rd at 7pm", "미용실 토요일 11시"): kept as a titled event under the meeting policy.
            # named with a time, or with nothing yet ("put me down for jiu jitsu": its day and time
            # are asked); a day without a time may be time off ("Busan trip Friday"): its kind is asked
            timed = bool(self.found.times or self.found.moments)
            if not self._unnamed_title() or not (timed or self.found.empty):
                raise _Ask("what", kind_choices(self.language))
            predicate = Predicate.MEETING
        if self.series is not None and self.series.unknown_end is not None:
            raise _Ask("series_end", end=self.series.unknown_end)
        if self.series is not None and self.series.count is not None and not 1 <= self.series.count <= MAX_COUNT:
            raise _Ask("count", most=str(MAX_COUNT))
        if self.series is not None and not 1 <= self.series.interval <= MAX_INTERVAL:
            raise _Ask("interval", most=str(MAX_INTERVAL))
        self._check_placed()
        days = self._days()
        bounding = self.series is not None and days is not None and self._bounds_series(days)
        each = DaySpan(days.first, days.first) if bounding and days is not None else days
        if predicate is Predicate.VACATION:
            intervals, value = self._vacation(each), VACATION_VALUE
        else:
            intervals, value = self._in_the_zone_said(self._meeting(each)), self._title()
            told = not self.answering and (
                _TOLD_AS_A_CLAUSE.search(value)
                or (
                    (_A_CLAUSE_IN_THE_NAME.search(value) or _NEWS_OF_A_CHANGE.search(self.text))
                    and not _EN_WRITE.search(self.text)
                )
                or _RESTATED_NOT_THEN.search(self.found.masked)
                or _A_TIME_IT_HAD.search(self.found.masked)
                or _NO_THEN_RESTATED.match(self.text)
                or (_ASKED_OF_A_PLAN.match(self.text) and not _EN_WRITE.search(self.text))
                or (
                    (_TOLD_WITH_NOTHING_ASKED.search(value) or _AS_IT_USUALLY_IS.search(self.text))
                    and not _EN_WRITE.search(self.text)
                    and not _SHARED_WITH_ME.search(self.text)  # "my boss has a review with me friday at 3"
                )
            )
            if self.language == "en" and told:
                # "they changed my flight", "Mia's violin teacher can't do": what happened, told, is no plan's
                # name; booked, it would be a plan nobody asked for (the news may be a change of a kept one); told of
                # a time gone ("had the dentist today at 9"), the past is what is asked about
                self._check_not_past(intervals)
                raise _readings_asked(self.language)
            if self.language == "ko" and not self.answering and _KO_WRITE.search(self.text) is None:
                # with no word that books: whether a time suits a plan, asked ("치과 4시 괜찮을까?", "회의 3시에 해도
                # 되나요"), or what is heard, guessed, done or usual, told ("내일 3시쯤 비 온대", "어제 3시에 치과 갔다
                # 옴", "8시 넘어서 도착할 듯"): no plan to keep
                if _KO_ASKED_IF_IT_SUITS.search(self.text):
                    raise _readings_asked(self.language)
                if _KO_TOLD_ENDING.search(self.text):
                    self._check_not_past(intervals)
                    raise _readings_asked(self.language)
                if _KO_A_REMARK.search(self.text) or _KO_CLOCK_NOW.search(self.text):
                    # "매일 9시 스크럼 진짜 너무 이르다": how a plan feels; "뉴욕은 지금 아침 9시네": what time it is
                    raise _readings_asked(self.language)
            if not value:  # every word was a time, a verb or a filler ("make it 9:15" after "friday meeting")
                raise _Ask("what", kind_choices(self.language))
            if self.only_asked():
                # "so im done with priya by noon?": a question of how things stand, no plan to book
                raise _readings_asked(self.language)
        if any(instant(end) <= instant(start) for start, end in intervals):  # e.g. inside a skipped DST hour
            raise _Ask("time")
        if self.series is not None:
            return [self._series(predicate, value, intervals[0], days, bounding=bounding)]
        self._check_not_past(intervals)
        return [
            FactDraft(predicate=predicate, object_value=value, start_time=start, end_time=end)
            for start, end in intervals
        ]

    def _bounds_series(self, days: DaySpan) -> bool:
        """Whether the days said with a series bound it, each occurrence one day of them ("every day
        from July 20 to July 31", "every Monday from July 20 to August 31", "standup every Monday
        from July 20 to July 24 at 10am"), rather than being each occurrence: only a whole-day
        vacation whose rule takes its days from them, within one period ("vacation every year from
        Dec 24 to Dec 26", "off every week from Monday to Wednesday")."""
        series = self.series
        assert series is not None
        if days.single:
            return False
        own_days = series.weekdays or series.month_day is not None or series.position is not None
        period = {"DAILY": 1, "WEEKLY": 7, "MONTHLY": 28, "YEARLY": 365}[series.freq] * series.interval
        spans_each = (
            self.predicate is Predicate.VACATION
            and self._slot() is None
            and self._part() is None
            and not own_days
            and series.freq != "DAILY"
            and (days.last - days.first).days + 1 <= period
        )
        return not spans_each

    def _series(
        self,
        predicate: Predicate,
        value: str,
        first: tuple[datetime, datetime],
        days: DaySpan | None,
        *,
        bounding: bool,
    ) -> FactDraft:
        """The fact as a series: its first occurrence on or after the named (or next) day."""
        assert self.series is not None
        series = anchored(self.series, days.first if days else None)
        start, end = (moment.astimezone(self.zone) for moment in first)
        minutes = start.hour * 60 + start.minute
        anchor = days.first if days else self.today
        if days is None and self.found.weeks and self.found.weeks[0].offset > 0:
            # "tennis on thursdays at 7pm from next week", "다음 주부터 매주 목요일": from that week (not this one)
            anchor = monday_of(self.today) + timedelta(days=7 * self.found.weeks[0].offset)
        if bounding and days is not None and series.until is None and series.count is None:
            series = replace(series, until=days.last)  # "every day from July 20 to July 31"
        if instant(wall_time(anchor, minutes, self.zone)) <= instant(self.now):
            anchor = self.today + timedelta(days=1)
        begin = first_occurrence(series, wall_time(max(anchor, self.today), minutes, self.zone), self.zone)
        if begin is None:
            raise _Ask("days")
        # Occurrences keep their wall-clock length; one said inside a repeated DST hour (01:30 to
        # 01:30 an hour later) has none on the wall clock, so it keeps the hour that passes.
        wall = end.replace(tzinfo=None) - start.replace(tzinfo=None)
        length = wall if wall > timedelta(0) else instant(end) - instant(start)
        finish = (begin.replace(tzinfo=None) + length).replace(tzinfo=self.zone)
        recurrence = Recurrence(rrule=rrule_text(series, begin, self.zone), timezone=self.zone.key)
        return FactDraft(
            predicate=predicate, object_value=value, start_time=begin, end_time=finish, recurrence=recurrence
        )

    def _vacation(self, days: DaySpan | None) -> list[tuple[datetime, datetime]]:
        if days is not None and not days.single:
            return self._across(days)
        slot = self._slot()
        part = self._part()
        if _HALF_DAY.search(self.text) and slot is None and part not in ("morning", "afternoon"):
            raise _Ask("half", half_day_choices(self.language))
        if days is None and slot is None and part is None:
            if self.found.weeks and _DAYS_COUNTED.search(clause_around(self.text, self.found.weeks[0].span[0])):
                raise _Ask("day")  # "a day off next week", "다음 주에 이틀 쉴래": which of the week's days
            if self.found.weeks:
                return [self._week()]
            if self.series is not None:  # "every Friday off": the repetition names the days
                return [self._part_of(self.today, (0, _DAY))]
            raise _Ask("day")
        day = days.first if days else self._default_day(slot)
        if slot is not None:
            return [self._at(day, slot, default=None)]
        if part is not None:
            return [self._part_of(day, HALF_DAY_MINUTES[part])]
        return [self._part_of(day, (0, _DAY))]

    def _meeting(self, days: DaySpan | None) -> list[tuple[datetime, datetime]]:
        if self._only_an_end_said():
            # "lunch till 2:30", "회의 금요일 3시까지": when it ends, not when it starts (nor a plan each day till then)
            raise _Ask("time")
        if days is not None and not days.single:
            return self._across(days)
        slot = self._slot()
        part = self._part()
        # ("a call at 3pm, same time as last week": a week gone by is said of the time, not where it goes)
        if days is None and self.found.weeks and self.found.weeks[0].offset >= 0 and self.series is None:
            # "dentist next week at 3", "피아노 레슨 담주 7시": which of the week's days (it had been booked today)
            monday = monday_of(self.today) + timedelta(days=7 * self.found.weeks[0].offset)
            weekdays = [day for day in (monday + timedelta(days=n) for n in range(7)) if day >= self.today]
            raise _Ask("day_of_week", day_choices(weekdays[:5], self.language))
        day = days.first if days else self._default_day(slot)
        if slot is not None:
            return [self._at(day, self._still_ahead(day, slot) if days else slot, default=DEFAULT_EVENT_MINUTES)]
        if part is not None and _BLOCK.search(self.text):
            return [self._part_of(day, HALF_DAY_MINUTES[part])]
        if self.found.all_day and days is not None:
            return [self._part_of(day, (0, _DAY))]
        raise _Ask("time" if days is not None else "day_time")

    def only_asked(self) -> bool:
        """Whether an English plan is only asked about: a question with no request and no verb that books."""
        return (
            self.language == "en"
            and not self.answering
            and _ASKED_LAST.search(self._unsure_times_marked()) is not None
            and not REQUEST["en"].search(self.text)
            and not _EN_WRITE.search(self.text)
        )

    def _unsure_times_marked(self) -> str:
        """The text with each clock said unsurely ("maybe around 11") as one blank, so what ends it is seen."""
        return _UNSURE_CLOCK.sub(lambda m: m["hedge"] + " " + BLANK, self.text)

    def _only_an_end_said(self) -> bool:
        """Whether the plan's one clock is said as its end: "till 2:30", "until 3pm friday", "3시까지"."""
        times = self.found.times
        if len(times) != 1 or times[0].end is not None or self.series is not None:
            return False
        span = times[0].span
        if self.language == "ko":
            return _KO_UNTIL_AFTER.match(self.found.masked, span[1]) is not None
        return _EN_UNTIL_BEFORE.search(self.found.masked, 0, span[0]) is not None

    def _across(self, days: DaySpan) -> list[tuple[datetime, datetime]]:
        """A span of days: all day, from a time on the first to a time on the last, or daily."""
        if not self.found.times:
            return [self._span_of(days.first, days.last)]
        if end_to_end := self._end_to_end(days):
            return [end_to_end]
        slot = self._slot()
        assert slot is not None
        length = min((days.last - days.first).days + 1, self.max_facts + 1)
        return [
            self._at(days.first + timedelta(days=offset), slot, default=DEFAULT_EVENT_MINUTES)
            for offset in range(length)
        ]

    def _end_to_end(self, days: DaySpan) -> tuple[datetime, datetime] | None:
        """ "Monday 9am to Wednesday 5pm": one time on the first day and one on the last."""
        times = self.found.times
        if len(times) != 2 or times[0].end is not None or times[1].end is not None:
            return None
        hint = self.hint()
        opening, closing = clock_range(times[0], hint)[0], clock_range(times[1], hint)[0]
        return wall_time(days.first, opening, self.zone), wall_time(days.last, closing, self.zone)

    # -- query window -------------------------------------------------------------------------

    def _window(self) -> Interval:
        if (days := self._days()) is not None and days.single and _WEEK_OF_A_DAY.search(self.text):
            monday = monday_of(days.first)  # "the week of the 21st", "15일 있는 주": the week that day is in
            return self._interval(*self._span_of(monday, monday + timedelta(days=6)))
        if (part := week_part(self.found)) is not None:  # "early next week", "다음 주 초"
            monday = monday_of(self.today) + timedelta(days=7 * self.found.weeks[0].offset)
            start, end = self._span_of(monday + timedelta(days=part[0]), monday + timedelta(days=part[1]))
            return self._interval(max(start, self.now), end)
        if (bound := time_bound(self.found)) is not None and (slot := self._slot()) is not None:
            return self._side_of_day(bound, slot.start)  # "thursday after 3", "금요일 5시 전에"
        if not self.found.days and (part_of_month := month_part(self.text, self.today.month)) is not None:
            # "early next month", "이번 달 말": those days of the month, from now at the earliest
            ahead, (first, last), _ = part_of_month
            month_index = self.today.year * 12 + self.today.month - 1 + ahead
            year, month = divmod(month_index, 12)
            days_in_month = calendar.monthrange(year, month + 1)[1]
            start, end = self._span_of(date(year, month + 1, first), date(year, month + 1, min(last, days_in_month)))
            return self._interval(max(start, self.now), end)
        if not self.found.times and (routine := routine_bound(self.text)) is not None:
            return self._side_of_day(routine[0], routine[1])  # "anything before lunch tomorrow?", "퇴근 후에"
        if before_named_day(self.found):  # "what's left before Friday": from now to the day's start
            return self._interval(self.now, self._window_bounds()[0])
        self._check_placed()
        return self._named_interval()

    def _side_of_day(self, side: Literal["after", "before"], minute: int) -> Interval:
        """The day named (else today) from `minute` on, or up to it from now at the earliest."""
        days = self._days()
        day = days.first if days else self.today
        start, end = wall_time(day, 0, self.zone), wall_time(day + timedelta(days=1), 0, self.zone)
        if side == "after":
            return self._interval(wall_time(day, minute, self.zone), end)
        return self._interval(max(start, self.now), wall_time(day, minute, self.zone))

    def window_of(self, found: Temporal) -> Interval | None:
        """The time `found` (some of this utterance's mentions) names, read as a query window: a
        time of day is that hour, a day the whole day; None when it names no time.

        The words next to it are not checked: in a correction they say how the time changes
        ("30 minutes later"), not where it is.
        """
        if found.empty:
            return None
        reading = copy(self)
        reading.found = found
        return reading._named_interval()

    def _named_interval(self) -> Interval:
        return self._interval(*self._window_bounds())

    @staticmethod
    def _interval(start: datetime, end: datetime) -> Interval:
        if instant(end) <= instant(start):
            raise _Ask("time")
        return Interval(start_time=start, end_time=end)

    def _window_bounds(self) -> tuple[datetime, datetime]:
        if self.found.open_end is not None:
            return open_range(self.found.open_end, self.now, self.zone)
        days = self._days()
        if days is not None and until_named_day(self.found):  # "until Friday": from now
            return self.now, wall_time(days.last + timedelta(days=1), 0, self.zone)
        if days is not None and not days.single:
            return self._end_to_end(days) or self._span_of(days.first, days.last)
        if days is None and self.found.weeks:
            return self._week()
        if days is None and (self.found.months or self.found.named_months):
            return self._month()
        slot = self._slot()
        day = days.first if days else self._default_day(slot)
        if slot is not None:
            return self._at(day, slot, default=DEFAULT_EVENT_MINUTES)
        part = self._part()
        return self._part_of(day, QUERY_PARTS[part] if part else (0, _DAY))

    # -- shared pieces ------------------------------------------------------------------------

    def _days(self) -> DaySpan | None:
        found = self.found
        if found.open_end is not None and found.open_end.unit in ("day", "week", "month"):
            return DaySpan(self.today, open_last_day(found.open_end, self.today))  # "off for the rest of the week"
        if not found.days and found.moments:  # "in 45 minutes"
            moment = self._moment().date()
            return DaySpan(moment, moment)
        if not found.days and found.open_end is not None:  # "block the next 2 hours": from now
            return DaySpan(self.today, self.today)
        # ("tuesday off, not monday", "월요일 말고 화요일": the day set aside is none of the write's)
        # (time off only, one day for another: a day set aside out of a range is no range said, and is asked about)
        kept = [day for day in found.days if not self._set_aside(day.span)]
        one_for_another = self.predicate is Predicate.VACATION and not _A_RANGE_SAID.search(self.text)
        if one_for_another and kept and len(kept) < len(found.days):
            found = replace(found, days=kept)
        try:
            days = resolve_days(found, self.today, ahead=self.planning, spread=self.asking)
        except Unresolvable:
            raise _Ask("days", self._day_choices()) from None
        if days is not None and days.single and until_named_day(found):  # "off until Friday": today through it
            return DaySpan(min(self.today, days.first), days.last)
        return days

    def _start_then_end(self, first: TimeMention, second: TimeMention) -> TimeMention | None:
        """One range of two clocks, the second said as the end ("…, lands 9:05", "…, 9시 도착")."""
        if first.end is not None or second.end is not None:
            return None
        if first.start.meridiem is None and not first.start.fixed and self.hint() is None and first.start.hour >= 7:
            # "concert saturday at 8, ends around 10:30": which 8 is asked, as two clocks are; "at 3" is the
            # afternoon's as a bare 3 always is
            return None
        masked = self.found.masked
        if self.language == "ko":
            ends = _KO_END_AFTER.match(masked, second.span[1]) is not None
        else:
            # ("…4pm, mom's flight lands at 6:30": another plan's clock, said by its own subject)
            ends = _EN_END_BEFORE.fullmatch(masked, first.span[1], second.span[0]) is not None
        return TimeMention(first.start, second.start, (first.span[0], second.span[1])) if ends else None

    def _set_aside(self, span: tuple[int, int]) -> bool:
        """Whether the day said at `span` is said not to be meant: "not monday", "thursday doesn't work"."""
        return set_aside(self.found.masked, span, self.language)

    def _day_choices(self) -> list[str]:
        """The days named, each on its own: what the user can choose from when they disagree."""
        week = self.found.weeks[0] if self.found.weeks else None
        named = []
        for mention in self.found.days:
            try:
                named.append(resolve_day(mention, self.today, week))
            except Unresolvable:
                continue
        distinct = list(dict.fromkeys(named))  # in the order they were named, as "the first one" counts
        return day_choices(distinct, self.language) if len(distinct) > 1 else []

    def _moment(self) -> datetime:
        """The instant of an offset from now ("in 45 minutes"), from now to the minute."""
        return after(self.now.replace(second=0, microsecond=0), self.found.moments[0], self.zone)

    def _check_placed(self) -> None:
        if word := unplaced_word(self.found):
            raise _Ask("unclear", word=word)

    def _check_not_past(self, intervals: list[tuple[datetime, datetime]]) -> None:
        """A write never starts before now unless the utterance names a past day: it asks instead.

        A whole-day fact starts on its day, so "I'm off today" is not in the past; the others
        start at their instant, compared to the minute.
        """
        if names_past(self.found):
            return
        minute = self.now.replace(second=0, microsecond=0)
        for start, end in intervals:
            whole_days = is_all_day(start, end, self.zone)
            if (start.date() < self.today) if whole_days else (instant(start) < instant(minute)):
                when = describe_interval(Interval(start_time=start, end_time=end), self.zone, self.language)
                raise _Ask("past", when=when)

    def _part(self) -> PartOfDay | None:
        return self.found.parts[0] if self.found.parts else None

    def hint(self) -> Meridiem | None:
        part = self._part()
        if part:
            return _PART_MERIDIEMS[part]
        # ("gym tmrw at 7 before work", "swimming at half 5 after school": the day's routine says which half)
        bound = routine_bound(self.text)
        if bound is None:
            return None
        side, minutes, _ = bound
        return "am" if side == "before" and minutes <= _NOON else "pm" if side == "after" and minutes >= _NOON else None

    def _slot(self) -> _Slot | None:
        times = self.found.times
        if not times:
            if self.found.moments:
                moment = self._moment()
                return _Slot(moment.hour * 60 + moment.minute, None)
            if self.found.open_end is not None and self.found.open_end.unit == "minutes":
                start = self.now.hour * 60 + self.now.minute
                return _Slot(start, start + self.found.open_end.amount)
            return None
        if len(times) == 2 and (joined := self._start_then_end(*times)) is not None:
            times = [joined]  # "flight sunday 6:20pm, lands 9:05": where it starts, then where it ends
        if len({(t.start, t.end) for t in times}) > 1:
            slots = [clock_range(t, self.hint()) for t in times]
            # ("7시쯤? 저녁 7시": one time said again, more exactly, is that time)
            if len(set(slots)) > 1 and self.asking:
                return None  # "orthodontist wednesday, is it 8:15 or 8:45?": which, asked of the day
            if len(set(slots)) > 1:
                raise _Ask("times", time_choices(slots, self.language))
        start, end = clock_range(times[0], self.hint())
        return _Slot(start, end)

    def _in_the_zone_said(self, intervals: list[tuple[datetime, datetime]]) -> list[tuple[datetime, datetime]]:
        """ "call with the NY office tomorrow 9am EST", "5pm Berlin time": the clock said is that zone's, on
        the day said; "5pm their time" names no zone, and asks."""
        said = _ZONE_AFTER_A_CLOCK.search(self.found.masked) if self.language == "en" else None
        if said is None:
            return intervals
        if said["theirs"]:
            raise _Ask("zone", zone=self.zone.key)
        zone = ZoneInfo(ZONE_NAMES[" ".join((said["zone"] or said["place"]).lower().split())])

        def there(moment: datetime) -> datetime:
            return moment.replace(tzinfo=None).replace(tzinfo=zone).astimezone(self.zone)

        return [(there(start), there(end)) for start, end in intervals]

    @cached_property
    def verb_led_names(self) -> re.Pattern[str]:
        """Names that start with a word for booking, "book club", "Block party" among the user's
        plans or in the lexicon: what they name, not how to book it."""
        own = (re.escape(" ".join(title.split())) for title in self.titles if _EN_WRITE.match(title.strip()))
        names = "|".join([VERB_LED_EVENT_WORDS.en_pattern, *own]).replace(r"\ ", r"\s+")
        return re.compile(rf"\b(?:{names})\b", re.I)

    def _still_ahead(self, day: date, slot: _Slot) -> _Slot:
        """ "later, 8ish" said at 9 a.m.: the evening's 8, the reading still ahead, where the morning's is
        gone ("today at 8" may be a plan told late, and asks; a clock with a.m., p.m. or a part of the day
        keeps its reading)."""
        times = self.found.times
        clock = times[0].start if len(times) == 1 else None
        later_today = day == self.today and any(mention.later_today for mention in self.found.days)
        if not later_today or clock is None or clock.meridiem or clock.fixed or self.hint() or clock.hour > 11:
            return slot
        if instant(wall_time(day, slot.start, self.zone)) > instant(self.now):
            return slot
        later = _Slot(slot.start + 12 * 60, None if slot.end is None else slot.end + 12 * 60)
        return later if later.start < _DAY and (later.end is None or later.end <= _DAY) else slot

    def _default_day(self, slot: _Slot | None) -> date:
        """No day named: today, or tomorrow when the named time of today has already passed. A
        month said without its day ("the dentist in October at 3pm") asks which day."""
        if self.found.months or self.found.named_months:
            raise _Ask("day_of_month")
        if slot is not None and instant(wall_time(self.today, slot.start, self.zone)) <= instant(self.now):
            # ("dentist this morning at 9" said in the evening: today's, which is gone, and asks)
            return self.today if _EN_TODAYS_PART.search(self.text) else self.today + timedelta(days=1)
        return self.today

    def _at(self, day: date, slot: _Slot, default: int | None) -> tuple[datetime, datetime]:
        """Until the stated end, else for the stated length, else `default` minutes, else the day's end."""
        start = wall_time(day, slot.start, self.zone)
        if slot.end is not None:
            return start, wall_time(day, slot.end, self.zone)
        if self.found.durations:
            return start, after(start, self.found.durations[0], self.zone)
        if default is not None:
            return start, after(start, default, self.zone)
        return start, wall_time(day, _DAY, self.zone)

    def _part_of(self, day: date, minutes: tuple[int, int]) -> tuple[datetime, datetime]:
        return wall_time(day, minutes[0], self.zone), wall_time(day, minutes[1], self.zone)

    def _span_of(self, first: date, last: date) -> tuple[datetime, datetime]:
        return wall_time(first, 0, self.zone), wall_time(last + timedelta(days=1), 0, self.zone)

    def _week(self) -> tuple[datetime, datetime]:
        week = self.found.weeks[0]
        monday = monday_of(self.today) + timedelta(days=7 * week.offset)
        first = monday + timedelta(days=5) if week.weekend else monday
        return self._span_of(first, monday + timedelta(days=6))

    def _month(self) -> tuple[datetime, datetime]:
        """The month said: "next month", or one named ("in October": this one or the next, as a
        day of the month said alone is; asked about in the past tense, this one or the last)."""
        this = self.today.year * 12 + self.today.month - 1
        if self.found.months:
            months = this + self.found.months[0]
        else:
            year, month = self.found.named_months[0]
            ahead = (month - 1 - this) % 12
            if year is not None:
                months = year * 12 + month - 1
            elif _PAST_TENSE.search(self.text):  # "what did I have in June": the last June
                months = this + ahead - 12 if ahead else this
            else:
                months = this + ahead
        first = date(months // 12, months % 12 + 1, 1)
        following = date((months + 1) // 12, (months + 1) % 12 + 1, 1)
        return self._span_of(first, following - timedelta(days=1))

    # -- meeting title ------------------------------------------------------------------------

    def _title(self) -> str:
        # ("… study group agreed on a day. We're meeting Wednesday": meeting, the verb, names no plan)
        meetings = [
            head
            for head in self.meetings
            if not (head[0].lower() == "meeting" and _MEETING_AS_VERB.search(self.text, 0, head.start()))
        ]
        aside = [_KO_SET_ASIDE_AFTER.match(self.text, head.end()) for head in meetings]
        if meetings and all(aside) and (last := aside[-1]):
            # "회식은 없고 목요일 밤 8시에 준호랑 술 한잔": the event set aside is none of the plan's name
            words = self.title_words(BLANK * last.end() + self.found.masked[last.end() :], None, new=True)
            if words:
                return " ".join(words)[:MAX_TITLE_LENGTH].rstrip()
        masked = self._wished(self._asking_sentence())
        if masked != self.found.masked and _BOOKS_IT.search(masked):
            # "… a meeting with my dissertation supervisor. Dr Hughes says Tuesday works, could you pencil it in?":
            # the asking sentence books "it", the plan named before
            masked = self._wished(self.found.masked)
        heads = [head for head in meetings if BLANK not in masked[head.start() : head.end()]]
        if not heads and masked != self.found.masked:  # "… a haircut Saturday at 11? piano lesson's done by then"
            title = " ".join(self.title_words(masked, None, new=True))[:MAX_TITLE_LENGTH].rstrip()
            if not title and not meetings:
                return self._unnamed_title()
            if title and not NOT_A_NAME.search(title) and {*distinctive_words(title)} - PRONOUN_WORDS.all_words():
                return title
            # the asking sentence names nothing ("book it for 2:30 instead", after the plan said before it)
            masked = self.found.masked
            heads = list(meetings)
        if not meetings:
            return self._unnamed_title()
        # "add emma's bday party sat 11am, she'll go after practice": a clause told of someone is the reason;
        # "swimming with my son saturday 9am, his first lesson!": a last clause said of it. Either names the plan
        # only when nothing before it does
        for besides_the_name in (_TOLD_OF_SOMEONE, _REMARK_OF_IT) if self.language == "en" else ():
            clause = besides_the_name.search(masked)
            if clause is not None and any(head.start() < clause.start() for head in heads):
                heads = [head for head in heads if head.start() < clause.start()]
        if self.language == "en":
            # "lunch with Margaret at the club", "call mom 3pm after the meeting": an event word after "at the" is
            # where the plan is, after "after the" what it follows, after "for our" what it celebrates; none is
            # what it is
            beside = [_BESIDE_THE_PLAN.search(masked, max(0, head.start() - 12), head.start()) for head in heads]
            if heads and all(beside) and (first := beside[0]) is not None:
                # "walk the dog friday 7am before my flight": what comes before it names the plan
                words = self.title_words(
                    masked[: first.start()] + BLANK * (len(masked) - first.start()), None, new=True
                )
                if words and _TOLD_BY_THE_USER.match(words[0]):
                    # ("i finally got my son in at the orthodontist": what the user did, told, names no plan; the
                    # place does)
                    words = self.title_words(BLANK * first.end() + masked[first.end() :], None, new=True)
                if words:
                    return " ".join(words)[:MAX_TITLE_LENGTH].rstrip()
            heads = [head for head, near in zip(heads, beside, strict=True) if near is None] or heads
        head = heads[-1] if heads else meetings[-1]
        words = self.title_words(masked, head.start(), new=True)
        if not words and self.language == "ko":  # "회의 끝나서 7시에 동기들이랑 삼겹살": the event word gave a reason
            words = self.title_words(self.found.masked, None)
        # "lunch friday at 12 with jimin", "금요일 점심 12시에 지민이랑 밥": who it is with, said last
        joined = (_KO_WITH_SOMEONE_LAST if self.language == "ko" else _WITH_SOMEONE_LAST).search(masked, head.end())
        if words and joined:
            words += [word for word in joined["said"].split() if not NOT_A_NAME.fullmatch(word) and word not in words]
        return (" ".join(words) or head[0])[:MAX_TITLE_LENGTH].rstrip()

    def _about(self) -> str | None:
        """The plan a question names ("when is my flight to Osaka?", "남은 치과 몇 시야?", "is the
        party still on the 18th?"): its distinctive title words."""
        if self.predicate is Predicate.VACATION:
            return None
        asking = _KO_QUERY if self.language == "ko" else _EN_QUERY
        masked = asking.sub(lambda m: BLANK * len(m[0]), self.found.masked)
        # "before lunch", "end of the month" bound the window and name no plan
        for said in (routine_bound(masked), month_part(masked)):
            if said is not None:
                start, end = said[2]
                masked = masked[:start] + BLANK * (end - start) + masked[end:]
        heads = [m for m in self.meetings if BLANK not in masked[m.start() : m.end()]]
        if not self.found.empty:
            # with a day named, only a plan called by its own word is looked for elsewhere ("is the
            # party still on the 18th?"), never "my schedule" or "any meetings"
            heads = [m for m in heads if distinctive_words(m[0])]
            if not heads:
                return None
        words = self.title_words(masked, heads[-1].start() if heads else None)
        asked = ASKED_OF_A_PLAN_WORDS.all_words()
        title = " ".join(
            word
            for word in words
            if distinctive_words(word) and not NOT_A_NAME.fullmatch(word) and word.casefold() not in asked
        )
        return title or None

    def _asking_sentence(self) -> str:
        """The masked text, with only the sentence that asks for the write when an English one says
        something else besides ("Can you book me a haircut Saturday at 11? piano lesson's done by then")."""
        if self.language != "en":
            return self.found.masked
        sentences = [match.span() for match in _SENTENCE.finditer(self.text)]
        asking = [span for span in sentences if _EN_WRITE.search(self.text, *span)]
        if len(sentences) < 2 or len(asking) != 1:
            return self.found.masked
        start, end = asking[0]
        masked = self.found.masked
        return BLANK * start + masked[start:end] + BLANK * (len(masked) - end)

    def _unnamed_title(self, *, plausible: bool = True) -> str:
        """The name of an event no event word names: the first words left once times, verbs and
        fillers are taken out ("the vet for Biscuit", "KTX to gwangju"); with `plausible`, only
        words that name a plan ("how about 3", "그냥 2시로 해" say something MOSS did not read)."""
        title = " ".join(self.title_words(self._wished(self.found.masked), None, new=True))[:MAX_TITLE_LENGTH].rstrip()
        # "schedule something Friday" names nothing, nor "um 4:30 I think" (its words are all fillers)
        if not distinctive_words(title) or _FILLERS_ONLY.fullmatch(title):
            return ""
        return "" if plausible and (NOT_A_NAME.search(title) or _RATHER_THAN.fullmatch(title)) else title

    def _wished(self, masked: str) -> str:
        """`masked` from what the user says they wish to do, when a clause before it tells the story
        ("My grandson is flying in on the 27th and I'd like to collect him from Heathrow", "I'm free
        since yoga is cancelled, book a run at 6")."""
        wish = _EN_WISH.search(masked) if self.language == "en" else None
        if wish is None or not masked[: wish.start()].strip(f" ,{BLANK}"):
            return masked
        return BLANK * wish.end() + masked[wish.end() :]

    def title_words(self, masked: str, at: int | None, *, new: bool = False) -> list[str]:
        """The words of the title: the piece of `masked` (this text with what is no title blanked)
        around position `at`, or the first piece with words when `at` is None, without verbs,
        fillers and particles; for a `new` plan's name, a name that starts with a word for booking
        ("book club") keeps it."""
        unmarked = _MARKUP.sub(lambda m: " " * len(m[0]), self.text)
        masked = _MARKUP.sub(lambda m: " " * len(m[0]), masked)
        korean = self.language == "ko"  # Korean fillers and particles need Hangul to match
        names = [m.span() for m in self.verb_led_names.finditer(unmarked)] if new else []
        for filler in (_EN_FILLER, _EN_WRITE, _KO_FILLER) if korean else (_EN_FILLER, _EN_WRITE):
            masked = filler.sub(
                lambda m: m[0] if any(a <= m.start() < b for a, b in names) else BLANK * len(m[0]), masked
            )
        if korean:
            masked = _KO_PARTICLE_AFTER_BLANK.sub(lambda m: m[1] + BLANK * len(m[2]), masked)
        pieces = (p for p in _TITLE_PIECE.finditer(masked) if at is None or p.start() <= at < p.end())
        # a Korean piece ends what it says first ("제주 도착해서", "아파서") before what it names
        named = after_the_reason if korean else list
        # ("월요일 올라오는 건 저녁 6시 KTX": "the one coming up", a clause made a noun, names no plan)
        piece, words = next(
            (
                (p, found)
                for p in pieces
                if (found := _trimmed(named(unmarked[p.start() : p.end()].split())))
                and not (korean and _KO_THE_ONE_THAT.fullmatch(" ".join(found)))
            ),
            (None, []),
        )
        while korean and len(words) > 1 and _KO_TELLER.fullmatch(words[0]):
            words = words[1:]  # "김과장님이 회의 취소됐대요", "나는 그 회의 안 가도 된대": who tells or goes, no name
        if korean and piece is not None and words and _KO_WITH_SOMEONE.search(words[-1]):
            # "가족들이랑 저녁 6시": the meal after who it is with names the plan, though it places the hour too
            meal = _KO_MEAL_NEXT.match(unmarked, piece.end())
            words = [*words, meal[1]] if meal else words
        if korean and len(words) > 1 and _KO_IT_IS_THERE.fullmatch(words[-1]):
            words = words[:-1]  # "위생점검 온대요 넣어주세요", "회식 있대": the plan, said to be there
        if korean and words and (particle := _KO_TRAILING_PARTICLE.search(words[-1])):
            words[-1] = words[-1][: particle.start(1)]
        elif (
            korean
            and words
            and words[-1] not in KO_NOUNS_ENDING_AS_A_PARTICLE.all_words()
            and (particle := _KO_TOPIC_PARTICLE.search(words[-1]))
        ):
            words[-1] = words[-1][: particle.start()]  # "브런치는", "수영을": any noun takes these
        elif korean and piece is not None and words and _said_as_subject(words[-1], unmarked, piece.end()):
            words[-1] = words[-1][:-1]  # "학예회가 있어서": the plan, as what there is
        elif korean and words and (copula := _KO_SAID_TO_BE.search(words[-1])):
            words[-1] = words[-1][: copula.start()]  # "금식이래", "물놀이요": the plan, as said to be
        return words
