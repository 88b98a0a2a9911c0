"""The words that say what an utterance is about: a vacation, a meeting, a question.

Shared by the readings of rules.py (writes and queries) and corrections.py (cancel, change, undo).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ..domain.calendar_words import EN_WEEKDAY_RE, EN_WEEKDAYS, MONTH_RE, MONTHS, alternation
from ..domain.lexicon import (
    CORRECTING_STEMS,
    EVENT_WORDS,
    EVERY_TIME_WORDS,
    FILLER_WORDS,
    KO_NOUNS_OPENING_AS_A_NEGATION,
    LEAVE_WORDS,
    PRONOUN_WORDS,
    RETRACTION_WORDS,
    SPOKEN_VACATION_WORDS,
    VACATION_WORDS,
)
from ..domain.models import Language
from ..domain.ontology import Predicate
from ..domain.patterns import LazyPattern
from ..domain.targets import KO_TITLE_PARTICLE, ing_forms, said_forms, title_words

_FLAGS = re.IGNORECASE

EN_QUERY = LazyPattern(
    r"\b(?:summar(?:y|ize|ise)|agenda|overview|recap|what(?:'s|s)?"
    r"|which|show|list|tell\s+me|check(?!\s*-?\s*(?:in|up|out)\b)|am\s+i|are\s+we|do\s+i|did\s+i|have\s+i|is\s+there|are\s+there|anything"
    r"|any\s+(?:meetings?|plans|events|conflicts?|clash\w*)|when(?:'?s|\s+is|\s+are|\s+am|\s+do|\s+does|\s+will|\s+was|\s+were|\s+did)"
    r"|how(?:'s|\s+is|\s+does|\s+do)|how\s+long|remind\s+me\s+(?:when|what|where|which)|give\s+me"
    # asking oneself or MOSS about a plan is no request for it: "should I book …?", "why did you book …?"
    r"|should\s+i|shall\s+i|why|i\s+wonder|is\s+it\s+worth|worth\s+it|how\s+many|where\s+do\s+i"
    r"|still\s+(?:on|happening|booked)"  # "is the dentist still on"
    # a yes/no question opening what is said, with or without its mark: "is yoga at 7 tomorrow"
    r"|^\W*(?:(?:so|and|ok(?:ay)?|oh|wait|hm+)\W+)*(?:is|are|was|were|do|does|did|am)(?=\s))\b",
    _FLAGS,
)
# "정리" sums the calendar up when asked for ("일정 간단히 정리해줘", "정리 좀", "정리 부탁해"); said as a noun it
# names a plan ("재고 정리는 2시부터", "서류 정리")
_KO_SUMMED_UP = r"정리\s*(?:해|하|좀|부탁)"
# "금요일 바빠?": how busy a day is, asked; "바빠서 못감" is a reason told, no question
KO_BUSY = r"바빠(?!서|가지고)|바쁘(?!니까|기\s*때문|셔서|다고|대)"
KO_QUERY = LazyPattern(
    rf"알려|요약|{_KO_SUMMED_UP}"
    r"|보여|말해|(?:일정|스케줄)\s*(?:좀\s*)?(?:다시\s*|한\s*번\s*)?불러|뭐\s*(?:있|야|지|해|하|잡|남)|뭐뭐|무슨|어떤|있어\?|있어요\?|있나|있니|있는지|있을까|있습니까|있냐"
    rf"|있었|잡혀\s*있|남았|남은|남아\s*있|한가|비어|비었|{KO_BUSY}|확인|어때|어떻게|몇\s*시|언제|고민|해야\s*하나|할까\s*말까|쓸까"
    r"|(?:시간|그때|그\s*시간)\s*(?:돼|되나|되니|괜찮)"
    # "그날 딴 거 없지?", "목요일엔 아무것도 없나?", "금요일 오후는 완전 비는 거네?": nothing else there, asked
    r"|없(?:나|니|냐|죠|을까)(?=\s*\?|[\s.~]*$)|없(?:지|어|어요)\s*\?|(?<![가-힣])비는\s*(?:거|건|날)"
    r"|어디|몇\s*(?:개|번|건)|며칠|(?:들어갔|저장됐|등록됐|잡혔)(?:어|나|지|니)?\s*\?"
    r"|(?:했|됐)었(?:나|니|냐|지|던가)"  # "치과 예약했었나": asked of the past
    r"|(?<=[가-힣\d])(?:이었|였)(?:나|니|냐|지|던가|더라)|(?<=[가-힣\d])(?:이야|야|이에요|예요|인가요|인가|이니)\s*\?"
    # "금요일 저녁에 누구 만나더라": who, and what one tries to recall
    r"|(?<![가-힣])누구|(?<=[가-힣])(?:더라|던가|더라고요)(?=[\s?.!~]*$)"
)
# "토요일이었나 일요일이었나", "저녁 토요일이야?": when a plan is, asked of a day or time said (the
# same forms as in KO_QUERY above, on the text with its days and times blanked)
KO_WHEN_IT_IS = LazyPattern(
    r"(?<=\x1f)(?:이었|였)(?:나|니|냐|지|던가|더라)|(?<=\x1f)(?:이야|야|이에요|예요|인가요|인가|이니)\s*\?"
)
QUESTION = LazyPattern(r"\?\s*$")
# What the last change did to a plan, asked ("wait did that wipe out my team dinner?")
WHAT_A_CHANGE_DID = (
    r"\bdid\s+(?:that|it|this)\s+(?:just\s+|also\s+)?(?:cancel|wipe|knock|delete|remove|erase|kill|bump|clear|replace"
    r"|overwrite|drop|scrap)\w*(?:\s+(?:out|off))?\b"
)
_WHAT_A_CHANGE_DID = LazyPattern(WHAT_A_CHANGE_DID, re.IGNORECASE)


def asks_what_a_change_did(text: str) -> bool:
    """Whether the question asks what MOSS's last change did to a plan: that plan, taken away, is what it is of."""
    return _WHAT_A_CHANGE_DID.search(text) is not None


SENTENCE_BREAK = LazyPattern(r"[.!?]+\s+(?=\S)")
# Interjections and hedges opening what is said ("hmm no, …", "아 잠깐 …"); "no" too, before a comma or a verb,
# and "and" going on from what was said before ("annnd reverse that")
_EN_FILLER = rf"\b(?:{FILLER_WORDS.en_exact_pattern}|no|an+d+)\b"
_KO_FILLER = rf"(?<![가-힣])(?:{FILLER_WORDS.ko_pattern})(?![가-힣])"
# Per language: a Hangul class costs a millisecond to compile, and English text never needs one.
LEADING_FILLERS: dict[Language, str] = {
    "en": rf"(?:{_EN_FILLER}[\s,.!~]*)*",
    "ko": rf"(?:(?:{_EN_FILLER}|{_KO_FILLER})[\s,.!~]*)*",
}
# A day or time said not to be meant: where a plan was, or why it moves, never where it goes ("not monday",
# "instead of the 18th", "busy sat", "thursday doesn't work", "월요일 말고", "목요일은 안 된대"); "friday if not
# monday" is a condition, "월요일 말고도" is "besides"
_EN_SET_ASIDE_BEFORE = LazyPattern(
    r"(?<!\bif\s)\b(?:not|instead\s+of|rather\s+than|busy|booked|tied\s+up)"
    r"[ \t]+(?:on[ \t]+|at[ \t]+)?(?:the[ \t]+)?$",
    _FLAGS,
)
_EN_REFUSED_AFTER = LazyPattern(
    r"[ \t]+(?:(?:doesn'?t|does[ \t]+not|won'?t|will[ \t]+not|isn'?t|is[ \t]+not)[ \t]+(?:work|suit|good|possible)"
    r"|(?:is|'s)[ \t]+(?:out|bad|no[ \t]+good|a[ \t]+no))\b",
    _FLAGS,
)
KO_SET_ASIDE_AFTER = LazyPattern(
    r"[ \t]*(?:은|는|엔|에는|이|가)?[ \t]*"
    r"(?:말고(?!도)|아니고|아니라|대신|안[ \t]*(?:돼|된|되|될)|어렵|힘들|곤란|바쁘|바빠)"
    # said not to suit: "7시는 너무 이르대", "3시 너무 늦어", "9시는 좀 빡센데"
    r"|[ \t]*(?:은|는)[ \t]*(?:너무|좀|넘)?[ \t]*(?:이르|일러|늦|빠르|빨라|애매|별로|빡[세센]|빡빡|부담)"
    r"|[ \t]*(?:너무|넘)[ \t]*(?:이르|일러|늦|빠르|빨라)"
)


def set_aside(masked: str, span: tuple[int, int], language: Language) -> bool:
    """Whether the day or time said at `span` (of the text with them blanked) is said not to be meant."""
    if language == "ko":
        return KO_SET_ASIDE_AFTER.match(masked, span[1]) is not None
    return (
        _EN_SET_ASIDE_BEFORE.search(masked, 0, span[0]) is not None
        or _EN_REFUSED_AFTER.match(masked, span[1]) is not None
    )


# Korean writes no spaces inside words, so a retraction word is one only where a word can be it:
# "안"/"못" begin a word (not the surname in "안가람님"); what follows is an ending, a particle or
# a helper verb, not more of a noun ("무산소"); and a word that ends describing a noun is no act
# ("그만두는 사람 송별회", "취소한 회의"), unless that noun is "거"/"것"-like ("안 가는 걸로").
KO_STARTS_A_WORD = r"(?:(?<![가-힣])(?=[안못])|(?![안못]))"
KO_GOES_ON_AS_A_VERB = (
    r"(?=[^가-힣]|$|[하해했할한합되돼됐된됨될이가은는을를도요야임"  # endings and particles
    r"지자고게께기서면니냐래려겠었았어아줘주두둬둘둔던혀히셔시세십잖네다음대습용났졌갔뒀라죠구남])"  # 남: "파토남"
)
# 지우다 (erase) in its verb forms; 지우 alone before a space is a name ("지우 발표회": Jiwoo's recital)
KO_ERASE = r"(?:지워|지울|지우(?=[자고기세셈시려면겠]))"
KO_DESCRIBES_A_NOUN = (
    r"(?![가-힣]*[는은던된한둔진할될둘갈질]\s+(?!거|걸|것|게|건|줄|듯|수|지|쪽|방향|상태|예정|생각|계획)[가-힣])"
)
# "Don't forget the standup" keeps it: a retraction said in the negative takes nothing back.
RETRACTION = LazyPattern(
    r"(?<!\bdon't\s)(?<!\bdont\s)(?<!\bdo\snot\s)(?<!\bnever\s)(?<!\bwon't\s)"
    rf"\b(?:{RETRACTION_WORDS.en_exact_pattern})(?![\w-])(?!\s+than\b)"  # not "no longer than 30 minutes"
    # ("4시밖에 안 된대": that time only works, no plan refused)
    rf"|{KO_STARTS_A_WORD}(?<!밖에 )(?<!밖에)(?:{RETRACTION_WORDS.ko_pattern})"
    rf"{KO_GOES_ON_AS_A_VERB}{KO_DESCRIBES_A_NOUN}",
    _FLAGS,
)
# Saying no: an answer that says it completes no write ("not at 3", "3시는 안 돼").
NEGATION = LazyPattern(
    r"\b(?:not|no|never|nope|nah|\w+n't|dont|wont|cant|cannot)\b"
    rf"|(?<![가-힣])(?!{KO_NOUNS_OPENING_AS_A_NEGATION.ko_pattern})(?:안|못)\s*[가-힣]|않|말고|아니",
    _FLAGS,
)
# Words no plan is named by: what asks, proposes, changes or takes back, and a Korean word that ends
# like a verb ("해", "바뀌었어", "걸려", "말고"). A title of these is a sentence MOSS did not read.
_MOVING_VERB = (
    r"(?:move[sd]?|moving|push(?:ed)?|slide|shift(?:ed)?|change[sd]?|switch|make|made|reschedule[sd]?|bump(?:ed)?"
    r"|extend(?:ed)?|shorten(?:ed)?|lengthen(?:ed)?|stretch(?:ed)?)"
)
NOT_A_NAME = LazyPattern(
    r"\b(?:how|what|when|where|why|which|could|would|should|can|will|let's|lets|instead|rather|same|wants?"
    r"|cant|wont|dont|doesnt|didnt|isnt|couldnt|cannot)\b"
    # when a trip leaves or arrives, said alone ("booked my flight to cairns!! leaving saturday at 6:40am")
    r"|^\s*(?:leaving|departing|departs|leaves|landing|lands|arriving|arrives|taking\s+off)\s*$"
    # how to keep it ("add it as a weekly thing", "as a recurring event")
    r"|\bas\s+an?\s+(?:[\w-]+\s+)?(?:thing|one|event|entry|item)\b"
    # a verb that moves a plan, used as one: before what it moves, or alone after its subject ("can we
    # shift"); after a noun it is one ("volunteer shift", "oil change for the car")
    rf"|(?:^|\b(?:i|we|you|they|it|let's|lets|please|pls|can|could|just)\s+)?{_MOVING_VERB}\b"
    r"(?=\s+(?:it|that|this|them|the|my|our|your|to|a|an|his|her|their|back|up|forward|over|out)\b)"
    rf"|(?:^|\b(?:i|we|you|they|it|let's|lets|please|pls|can|could|just)\s+){_MOVING_VERB}\s*$"
    # a Korean sentence's last word in a verb's ending ("그냥 2시로 해"); "영어 스터디" is a name
    # ("본부장 보고", "회고" end in 고 as nouns: only 하고, 가고 … are a verb's)
    r"|[가-힣]*(?:어|아|해|했|요|다|야|지|게|래|줘|(?<=[하되가오주두])고|려|워|꿔)(?![가-힣])(?=[\s.!?~]*$)",
    _FLAGS,
)

# Someone getting in touch, said as a clause of its own ("the school emailed, …", "ugh the coach texted me.
# move it to 5"): the reason for what follows, never part of what it names, unless it names a kept plan
# ("the dentist called, …").
GOT_IN_TOUCH = LazyPattern(
    rf"\W*(?:(?:and|but|{FILLER_WORDS.en_exact_pattern})\W+)*(?:[\w'.-]+\s+){{1,3}}(?:just\s+|finally\s+)?"
    r"(?:called|emailed|e-mailed|texted|messaged|rang|phoned|wrote|replied|got\s+back\s+to\s+(?:me|us))"
    # ("coach dave emailed all the parents", "the clinic called to say …": whom, and that it tells)
    r"(?:\s+(?:me|us|back|everyone|(?:all\s+)?the\s+(?:parents|team|group|class)))*(?:\s+(?:just\s+)?(?:to\s+say|that))?"
    r"[\s,;.!?:—–-]*",
    _FLAGS,
)

# A statement turned into a question at its end ("Friday I'm not off, right?", "I don't have the
# dentist this week do I", "내일 회의 없지?", "1시 맞죠"): it asks what memory holds, and never
# writes or takes anything back, whatever it says before.
TAG_QUESTION: dict[Language, LazyPattern] = {
    "en": LazyPattern(
        # ("I won't be at Vinnies on Wednesday, will I?": the plan's state, asked)
        r"\b(?:right|correct|or\s+not|or\s+(?:did|do|am|is|was)\s+(?:i|it|there)"
        r"|(?:do|did|am|was|have|will|would|should|can|could)n?'?t?\s+i|won'?t\s+i"
        r"|(?:is|was)n?'?t?\s+(?:it|there)|are\s+there|just\s+(?:double[\s-]?)?checking)\b(?:\s*\?|[\s.!]*$)"
        r"|[,\s]\s*(?:yes|yeah|yea|yep|no)\s*\?+\s*$",  # "I have nothing on thursday now, yes?"
        _FLAGS,
    ),
    "ko": LazyPattern(
        # ("일요일 엄마랑 저녁은 그대로지": still on, asked)
        r"(?:맞|없|있|아니|거|건|겠|그대로)(?:지|죠|지요|쥬|나요|니|냐|던가|더라)(?:\s*\?|[\s.!~]*$)|(?<=[가-힣])(?:지|죠|지요)\s*\?"
    ),
}
# After a booking verb: not said as heard of someone else ("회사에서 날짜 다시 잡아준대" is news, "잡아줘" a request)
KO_NOT_HEARSAY = r"(?!\s*(?:해\s*)?(?:준|줬|했|한|준다|했다)(?:대|대요|다고|다네|답니다)(?![가-힣]))"
# A request put as a question asks for it to be done: "could you move ...?", "can we push …",
# "잡아줄 수 있어?", "취소해줄래?", "바꿔 주시겠어요?", "미룰 수 있을까?", "가능해?", and a proposal:
# "회의 옮길까?" (not "취소됐을까?").
# Leave asked, after 해도 or a request ("4시로 해도 돼?", "3시로 해도 괜찮을까?"): a request put as a question
KO_LEAVE_ASKED = r"(?:돼|될까|되나|되니|괜찮)"
REQUEST: dict[Language, LazyPattern] = {
    "en": LazyPattern(
        # opening what is said or a clause of it ("we're postponing the offsite, can you push it …?")
        # ("lunch w/ ana - can it be 1 instead?": a dash between spaces opens a clause too)
        r"(?:^|[,;.!?]|\s[-–—]\s)\W*(?:(?:hey|hi|ok(?:ay)?|so|um+|uh|hmm+|oh|well|actually|also|and)\W+)*(?:please\s+)?"
        # ("…, will I?" asks of the user's own state: a tag, no request)
        r"(?:(?:can|could|would|will)\s+(?:you|we|i(?!\s*\?))|(?:can|could)\s+(?:the|it|that|this|my|our)"
        r"|(?:do|would)\s+you\s+mind|what\s+if\s+(?:we|i))\b"
        # ("would it be ok to move coffee w tom to 4", "is it alright if we push it"): leave asked for, as a request
        r"|\b(?:is\s+it|would\s+it\s+be|will\s+it\s+be)\s+(?:possible|ok|okay|alright|all\s+right|fine)\b"
        r"|\bare\s+you\s+able\s+to\b"
        r"|\bany\s+chance\b"
        # after its reason: "they're running behind so can we push the vet back an hour?"
        r"|\b(?:so|but)\s+(?:please\s+)?(?:can|could|would|will)\s+(?:you|we)\b",
        _FLAGS,
    ),
    "ko": LazyPattern(
        rf"(?:줄래|줄\s*수\s*있|주실\s*수\s*있|주시겠|주실래|주세요|줘|(?<!안\s)(?<!안)(?<!못\s)(?<!못)해도\s*{KO_LEAVE_ASKED}|(?<=[가-힣])(?<!갈)(?<!올)(?<!놀)(?<!쉴)(?<!먹을)(?<!만날)\s*수\s*있|가능|될까"
        # "시간 돼?", "나 그때 돼?" ask whether one is free
        r"|(?<!시간 )(?<!시간)(?<!그때 )(?<!그때)(?<!나 )돼\s*\?"
        # the end of what is said, or of its question before a sentence that adds to it ("… 미뤄 주실 수
        # 있나요? 같은 시간으로요")
        r"|(?<![됐했었았였])(?<![됐했었았였]을)(?<!있을)(?:까|까요))[가-힣]*\s*(?:\?+(?=\s)|\??[\s.!~]*$)"
    ),
}

_KO_VACATION = (VACATION_WORDS | SPOKEN_VACATION_WORDS).ko_pattern
# "Friday off", "off on Friday", "christmas eve off"
# ("next thu and fri off": a weekday as people shorten it too)
_NAMED_DAY = rf"(?:(?:{EN_WEEKDAY_RE})s?|birthday|eve|christmas|xmas|halloween)"
# Kinds of leave said before the word ("annual leave", "my easter leave", "study leave"): the noun, not the verb
_LEAVE_KINDS = (
    r"annual|sick|parental|maternity|paternity|personal|casual|unpaid|paid|study|compassionate|bereavement|medical"
    r"|family|easter|christmas|xmas|summer|winter|spring|autumn|fall|holiday|vacation|half[\s-]term|festive"
)
_VACATION_STRONG = LazyPattern(
    # ("mark me off work from sunday through wednesday": the user, off work)
    r"\bme\s+(?:as\s+)?off\s+work\b"
    r"|\b(?:i'?m|i\s+am|i'll\s+be|i\s+will\s+be|i'd\s+be|i\s+would\s+be|we're|we\s+are|be)\s+"
    r"(?:(?:not|no\s+longer|never)\s+)?"  # "I'm not off anymore": said of time off all the same
    # ("I'm off to the airport" is leaving for it)
    r"(?:(?:completely|totally|fully|going\s+to\s+be|gonna\s+be)\s+)?(?:off(?!\s+to\b)|away|out(?!\s+(?:for|to)\b))\b"
    rf"|\btak(?:e|es|ing)\b[^.!?]{{0,30}}?\boff\b|\b(?:days?|time|morning|afternoon|evening|{_NAMED_DAY})\s+off\b"
    # ("she's off friday", "Bob is off next week": someone else's time off)
    r"|\bday-off\b|(?<!\bis\s)(?<!'s\s)(?<!\bare\s)(?<!'re\s)(?<!\bwas\s)"
    # ("kids drop-off friday", "kick-off monday": a plan, not time off)
    # ("block off friday afternoon for the review": time held for a plan, no time off)
    # ("i get off friday at 6": when work ends)
    rf"(?<!-)(?<!\bblock\s)(?<!\bblocked\s)(?<!\bhold\s)(?<!\bget\s)(?<!\bgets\s)(?<!\bgot\s)(?<!\bgetting\s)"
    r"(?<!\bdrop\s)(?<!\bkick\s)"  # ("the field trip drop off friday": the plan, written apart)
    r"\boff\s+(?:on\s+|all\s+|for\s+)?"
    rf"(?:today|tomorrow|tonight|this|next|{_NAMED_DAY}|(?:{MONTH_RE})\.?\s+\d|the\s+\d{{1,2}}(?:st|nd|rd|th))\b"
    # "off mon-wed next week", "out the 17th through the 19th", "off 3/20-3/22": said first, before its days
    r"|^\W*(?:(?:ok(?:ay)?|so|and|also|fyi)\W+)*(?:off|out)\s+(?=(?:from\s+|on\s+)?(?:the\s+\d|\d|(?:mon|tue|wed|thu|fri|sat|sun)\w*\b|next\b|this\b|today\b|tomorrow\b))"
    rf"|\b(?:{LEAVE_WORDS.en_pattern})\b|\bon\s+(?:vacation|holiday|leave)\b"
    rf"|\b(?:{_LEAVE_KINDS})\s+leave\b|\b(?:sick|personal|casual)\s+day\b|\bhalf[\s-]day\b"
    r"|(?<!\bis\s)(?<!'s\s)(?<!\bare\s)(?<!'re\s)\b(?:out|off|home|i'?m)\s+sick\b"  # not "Tom is out sick"
    r"|\bcall(?:s|ed|ing)?\s+in\s+sick\b"
    r"|\b(?:me|myself)\s+(?:down\s+)?as\s+(?:off|out|away)\b"  # "put me down as off oct 5 through 7"
    r"|\b(?:book|mark|put|sign)\s+(?:me|myself)\s+(?:down\s+)?off\b"  # "book me off the 9th"
    rf"|\b(?:\d{{1,2}}(?:st|nd|rd|th)|\d{{1,2}}/\d{{1,2}}|\d{{4}}-\d\d-\d\d|(?:{MONTH_RE})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?)\s+off\b"
    rf"|{LEAVE_WORDS.ko_pattern}|(?:{_KO_VACATION})\s*(?:를|을|가)?\s*(?:쓸|낼|내|써|쓰|갈|가|야|예요|에요|입니다|이야)"
    r"|쉬어|쉴게|쉴께|쉽니다|쉬려|쉴래|쉬는\s*날"
    # asked: "when am I off?", "나 언제 쉬지?"
    r"|\b(?:am\s+i|are\s+we)\s+(?:off|away)\b|언제\s*쉬",
    _FLAGS,
)
# ("we may leave friday at noon": the verb, no month)
_MONTH_BUT_MAY = alternation(name for name in MONTHS if name.casefold() != "may")
_VACATION_WORD = LazyPattern(
    # ("my february leave": a month said of it)
    rf"\b(?:vacation|holidays?|time\s+off|(?:on|take|taking|took|request|a|my|of|for|the|{_MONTH_BUT_MAY}|{_LEAVE_KINDS})"
    r"\s+leave)\b"
    rf"|{_KO_VACATION}",
    _FLAGS,
)
# (?![a-z0-9_]), not \b, after English words: a Korean particle may follow ("standup을"); 회의록 is minutes.
EN_MEETING = rf"\b(?:meet(?:ing)?\s+(?:with|up)|{EVENT_WORDS.en_pattern})(?![a-z0-9_])"
# ("점심 때", "점심시간" say when, not a lunch)
KO_MEETING = rf"(?:{EVENT_WORDS.ko_pattern})(?!록)(?!(?<=점심)(?:\s*때|시간))"
MEETING = LazyPattern(f"{EN_MEETING}|{KO_MEETING}", _FLAGS)
_COMPOUND_REACH = 40  # characters; a compound name has at most two words between its parts
_COMPOUND_GAP = LazyPattern(r"\s*(?:(?!(?:for|with|to|at|on|in|and|about|after|before)\b)[\w'-]+\s+){0,2}", _FLAGS)


def predicate_of(text: str, meetings: list[re.Match[str]] | None = None) -> Predicate | None:
    """Vacation or meeting, by the words that say it; None when neither is said. `meetings` are
    the meeting words of `text` when the caller has them already."""
    vacations = list(_VACATION_STRONG.finditer(text)) + list(_VACATION_WORD.finditer(text))
    meetings = list(MEETING.finditer(text)) if meetings is None else meetings
    if not meetings:
        return Predicate.VACATION if vacations else None
    if not vacations:
        return Predicate.MEETING
    # "vacation planning meeting", "휴가 계획 회의": the vacation word only names the meeting
    compound = any(
        0 <= meeting.start() - vacation.end() <= _COMPOUND_REACH
        and _COMPOUND_GAP.fullmatch(text, vacation.end(), meeting.start())
        for vacation in vacations
        for meeting in meetings
    )
    strong = _VACATION_STRONG.search(text) is not None
    return Predicate.MEETING if compound or not strong else Predicate.VACATION


def known_title_words(titles: Sequence[str]) -> re.Pattern[str] | None:
    """The words that tell the user's plans apart ("bbq" of "BBQ at Tom's", "PT" of "헬스 PT"), as
    a pattern finding them where said; None without any. Numbers and time-off words name none."""
    return _known(tuple(sorted(set(titles))))


@lru_cache(maxsize=256)
def _known(titles: tuple[str, ...]) -> re.Pattern[str] | None:
    said = {
        KO_TITLE_PARTICLE.sub("", form) for title in titles for word in title_words(title) for form in said_forms(word)
    }
    words = {
        word for word in said if len(word) > 1 and not word.isdigit() and predicate_of(word) is not Predicate.VACATION
    }
    if not words:
        return None
    # an English word also as said with -ing ("skiing" of "ski trip", "swimming", "hiking" of "hike")
    words |= {form for word in words if word.isascii() and word.isalpha() and len(word) > 2 for form in ing_forms(word)}
    ordered = sorted(words, key=len, reverse=True)
    english = [re.escape(word) for word in ordered if word.isascii()]
    korean = [re.escape(word) for word in ordered if not word.isascii()]
    parts = ([rf"\b(?:{'|'.join(english)})(?![a-z0-9_])"] if english else []) + (
        [f"(?:{'|'.join(korean)})"] if korean else []
    )
    return re.compile("|".join(parts), _FLAGS)


# A Korean word that gives a reason and joins it to what follows ("아파서 요가 못 가", "휴가니까 싱크
# 빼줘", "연차라 싱크 취소", "쓸 거라", "출장이라 필라테스는 날려줘"): it ends in a connective, or is
# time off with 라, or a noun with 이라
# A verb joined by 아서/어서 contracts into its last syllable: one with no final consonant whose vowel
# is ㅏ ㅐ ㅓ ㅕ ㅘ ㅙ ㅝ ("잡혀서", "돼서", "봐서", "써서"); "에서" is a particle, "교과서" a noun.
_CONTRACTED_BEFORE_SEO = "".join(
    chr(0xAC00 + (lead * 21 + vowel) * 28) for lead in range(19) for vowel in (0, 1, 4, 6, 9, 10, 14)
)
KO_REASON_WORD = LazyPattern(
    # ("정형외과에서 전화 왔는데 …": what happened, said before what it changed; "금요일이었는데", "면접 있는데" say
    # what the plan is)
    # ("세탁소 가서 정장 찾기": going there to do it names both, the place first)
    rf"(?!교과서|가서$|들러서$)[가-힣]*[{_CONTRACTED_BEFORE_SEO}]서|[가-힣]*(?:해서|니까|므로|길래|거라|(?<!었|였|있|없)는데)"
    rf"|(?:{VACATION_WORDS.ko_pattern})(?:이)?라"
    r"|[가-힣]+이라"  # "출장이라", "시험이라": it is …, so
    r"|[가-힣]+다고"  # "엄마가 힘들다고 백화점은 …": the reason someone gives
    # "치과 갔다가 친구랑 영화": what is done first, before the plan named after it
    r"|[가-힣]*(?:갔|왔|렀|했|봤|었|았|였)다가|끝나고|마치고"
    r"|전에|후에"  # "병원 가기 전에 9시에 약국 들르기": what it comes before or after, said first
    r"|[가-힣]*[었았였했겼]대(?![가-힣])"  # "셀프 세차장 문 닫았대 세차 다시 잡아줘": news heard, then the request
)


# Coming back after going somewhere ("치과 갔다가 올게", "은행 들렀다가 와야 돼"): the place is the plan
_KO_WENT_AND = LazyPattern(r"[가-힣]*(?:갔|렀)다가")
_KO_COMING_BACK = LazyPattern(
    r"(?:돌아\s*)?(?:올|와|오)(?:게|께|게요|께요|래|래요|려고|려구|야지|야\s*(?:돼|해)(?:요)?)?"
)


def after_the_reason(words: list[str]) -> list[str]:
    """The title words after the last that gives a reason or says what comes first: both are said
    first in Korean ("제주 도착해서 저녁 8시에 흑돼지" names the dinner)."""
    reasons = [index for index, word in enumerate(words) if KO_REASON_WORD.fullmatch(word)]
    if not reasons:
        return words
    last = reasons[-1]
    if _KO_WENT_AND.fullmatch(words[last]) and _KO_COMING_BACK.fullmatch(" ".join(words[last + 1 :])):
        return words[:last]
    if last == len(words) - 1 and _KO_MUST_AND.fullmatch(words[last]):
        return words[:last]  # "은행 가야 하는데 넣어줘": what must be done is the plan, then the request
    told = [word for word in words[last + 1 :] if word not in PRONOUN_WORDS.ko]
    if told and all(KO_SAID_SO.fullmatch(word) for word in told):
        return words[:last]  # "어린이집 상담 있다고 했잖아": the plan told before, "했잖아" only says it was
    return words[last + 1 :]


_KO_MUST_AND = LazyPattern(r"(?:하|되)는데(?:요)?")
KO_SAID_SO = LazyPattern(r"(?:했|그랬|말했)(?:잖아|잖아요|지|죠|어|어요|는데|었지|었잖아)")


# An English verb that cancels, moves or changes a plan (lexicon CORRECTING_STEMS): read by the corrections
# reader, and by the temporal scan ("push the dentist later, 4pm": "later" is then no day)
EN_CORRECTING_VERB = LazyPattern(rf"\b(?:{CORRECTING_STEMS.en_exact_pattern})\w*", _FLAGS)


# A change said for every time a series comes (lexicon EVERY_TIME_WORDS, or a weekday in the plural)
_EVERY_TIME = LazyPattern(
    rf"\b(?:{EVERY_TIME_WORDS.en_exact_pattern}|(?:{alternation(d for d in EN_WEEKDAYS if d.endswith('day'))})s)\b"
    rf"|{EVERY_TIME_WORDS.ko_pattern}",
    _FLAGS,
)


def says_every_time(text: str) -> bool:
    """Whether `text` says its change is for every time a series comes ("going forward", "to wednesdays", "매주")."""
    return _EVERY_TIME.search(text) is not None
