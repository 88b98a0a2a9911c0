"""Corrections: utterances that cancel, change or undo what memory already holds.

Read before the ordinary write/query reading of rules.py: "cancel my 3pm meeting tomorrow",
"I'm not taking Friday off anymore", "move the dev sync to 4pm", "회의 30분 당겨줘", "undo that".
A correction says what it knows of the stored fact it means (its target: predicate, title
words, the time it named) and, for a change, how that fact changes. Which stored fact is
meant and what the change makes of it are the use cases' concern, not the parser's.

English puts the correcting verb first ("cancel ...", "please move ..."), says it in the
passive ("the review is cancelled"), or negates the write ("I'm not off on Friday after all");
Korean puts it last ("... 취소해줘", "... 안 쓸게"). A question ("did I cancel anything?") and
anything about all or every fact is never a correction.

The times named split in two: the target's old time (its window) and, for a move, where it
goes. In English the destination follows "to"/"for" ("to Thursday at 10"); in Korean it is
the mentions that end in "(으)로" ("수요일 3시로"). "From 2pm to 4pm", "2시에서 4시로" move
the first time to the second.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from contextlib import suppress
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from typing import Literal, Protocol

from pydantic import ValidationError

from ..domain.calendar_words import EN_WEEKDAY_RE, EN_WEEKDAYS, KO_WEEKDAY_LETTER
from ..domain.lexicon import (
    ARRIVAL_WORDS,
    BACKLOG_WORDS,
    ENDS_AT_WORDS,
    EVERY_TIME_FOR_GOOD_WORDS,
    EVERY_TIME_WORDS,
    FILLER_WORDS,
    FOR_GOOD_WORDS,
    FRAGMENT_CUES,
    FRAGMENT_WORDS,
    HALF_DAY_LEAVE_WORDS,
    HEDGE_WORDS,
    ITEM_WORDS,
    KEEPING_AS_IT_IS_WORDS,
    KO_DAY_COUNTS,
    KO_DONE_CHANGES,
    KO_DONE_EARLIER,
    KO_DONE_LATER,
    KO_DONE_MOVED,
    KO_FORMAL_REQUEST_FORMS,
    KO_NOUNS_OPENING_AS_A_NEGATION,
    KO_REQUEST_FORMS,
    KO_WAY_MODIFIERS,
    MOVED_WORDS,
    PEOPLE_WORDS,
    PROPOSING_WORDS,
    PROVIDER_WORDS,
    REASON_WORDS,
    RETRACTION_WORDS,
    ROUTINE_HOURS,
    SELF_CORRECTION_WORDS,
    SKIP_WORDS,
    SOFT_CORRECTION_WORDS,
    UNDO_WORDS,
    VACATION_WORDS,
    VERB_PARTICLES,
    WHOLE_DAY_LEAVE_WORDS,
    WORK_WORDS,
    is_filler,
)
from ..domain.models import (
    HALF_DAY_MINUTES,
    Change,
    Intent,
    Interval,
    Language,
    Operation,
    ParseResult,
    Target,
)
from ..domain.ontology import Predicate
from ..domain.patterns import LazyPattern
from ..domain.targets import says_title, title_words, title_words_said
from ..domain.texts import say
from .calendar import Unresolvable, clock_range, resolve_days
from .held_back import (
    held_back,
    is_purpose_of_a_new_plan,
    says_it_stays,
    someone_elses_kept_plan,
    told_of_someone_else,
)
from .temporal import (
    BLANK,
    PARTS,
    Clock,
    DayMention,
    Meridiem,
    OpenEnd,
    PartOfDay,
    Temporal,
    TimeMention,
    find_temporal,
    spelled_number,
)
from .vocabulary import (
    EN_CORRECTING_VERB,
    EN_MEETING,
    EN_QUERY,
    GOT_IN_TOUCH,
    KO_DESCRIBES_A_NOUN,
    KO_ERASE,
    KO_GOES_ON_AS_A_VERB,
    KO_LEAVE_ASKED,
    KO_MEETING,
    KO_NOT_HEARSAY,
    KO_QUERY,
    KO_REASON_WORD,
    KO_SET_ASIDE_AFTER,
    LEADING_FILLERS,
    MEETING,
    NEGATION,
    NOT_A_NAME,
    QUESTION,
    REQUEST,
    RETRACTION,
    SENTENCE_BREAK,
    TAG_QUESTION,
    after_the_reason,
    known_title_words,
    predicate_of,
    says_every_time,
    set_aside,
)

_FLAGS = re.IGNORECASE
_DAY = 24 * 60
Kind = Literal["cancel", "move", "later", "earlier", "longer", "shorter", "rename", "length", "until", "from"]


class Utterance(Protocol):
    """What a correction reads of the rule parser's utterance (rules.Reading)."""

    text: str
    language: Language
    found: Temporal
    today: date
    titles: Sequence[str]  # the user's own plans, when the use case reads the utterance again with them

    @property
    def meetings(self) -> list[re.Match[str]]: ...

    @property
    def predicate(self) -> Predicate | None: ...

    @property
    def verb_led_names(self) -> re.Pattern[str]: ...

    def title_words(self, masked: str, at: int | None) -> list[str]: ...

    def names_an_event(self, text: str) -> bool: ...

    def window_of(self, found: Temporal) -> Interval | None: ...

    def hint(self) -> Meridiem | None: ...


# -- what may be a correction ---------------------------------------------------------------

_MAY_CORRECT_EN = LazyPattern(
    r"\b(?:undo|revert|reverse|rewind|roll\w*|reinstate|step|take\s+(?:that|it)\s+back|take\s+back|go\s+back|set\s+(?:it|that)\s+back|put\s+(?:\w+\s+){1,3}back|cancel\w*|scratch\w*|drop\w*|call\w*\s+off|delete|remove|forget"
    r"|get\s+rid\s+of|unbook|called|call\s+(?:it|that|this)|restore|undelete|leave|keep"
    r"|scrap\w*|nix|kill|lose|stop\w*|skip\w*|rename|retitle|push\w*|bump\w*|delay\w*|postpone\w*|bring|brought|pull\w*"
    r"|mov\w+|reschedul\w*|shift\w*|slid\w*|chang\w*|switch\w*|extend\w*|lengthen\w*|make|shorten\w*|cut|trim"
    r"|not|no|never|\w+n't|dont|wont|cant|isnt|didnt|cannot|anymore|off|instead|rather|better|later|earlier|same|wants"
    r"|work|working|office|coming|going|back|original|previous|ctrl|cmd|control|uncancel|un-cancel|wrong|mean"
    r"|ends|finishes|wraps)\b",
    _FLAGS,
)
# Resting, in the forms that say it is chosen or told ("쉴래", "쉬어야겠다", "이번 주 쉬어요"): from a plan named before
# it, a skip of it
_KO_REST_WORDS = (
    r"쉴래|쉴게|쉬자|쉬려고|쉬어야지|쉬어야겠|쉴\s*거|쉴\s*게요|쉴래요|쉬는\s*날|쉬기로|쉬어요|쉰대요?|쉰다|쉽니다"
)
# Apart from the English words (Korean text may hold them too); compiled only for Korean text.
_MAY_CORRECT_KO = LazyPattern(
    rf"취소|캔슬|삭제|없애|없어|없음|없대|패스|중단|그만|{KO_ERASE}|빼|없던|건너\s*뛰|건너\s*뛸|스킵|(?<![가-힣])(?:안|못)\s*[가-힣]"
    rf"|{KO_DONE_CHANGES.ko_pattern}"
    r"|되돌|원래대로|예전대로|아까\s*(?:대로|처럼)|무르|무를|물러|돌려|미뤄|미루|미룰|연기|지연|늦출|당길|옮길|바꿀|줄일|늘릴|바뀌|바뀐|말고"
    r"|아니고|아니라|지\s*(?:마|말)|그대로\s*(?:둬|두세|놔|냅)"
    r"|늦춰|늦추|밀어|로\s*넘[겨기길]|당겨|당기|땡겨|땡기|앞당|옮|변경|바꿔|바꾸|조정|이동|늘려|늘리|늘렸|연장|줄여|줄이|줄였|단축|이름|제목"
    r"|고쳐\s*(?:줘|주|줄)|수정\s*(?:해|하)"
    r"|까지\s*(?:쭉\s*)?(?:붙여|이어)"
    rf"|로\s*(?:해|하자|할게|할래|합시다|하죠|하는)|{_KO_REST_WORDS}|복구|살려|복원"
    # "동물병원 금요일로 가능?": a move asked as a question; "미팅 금요일로 됐어": said done
    r"|로\s*(?:가능|될까|돼|됐|되었)[가-힣]*[ \t.!?~]*$"
    r"|출근|일하러|근무|일해야|아니(?:야|에요|예요|다|래)|뒤로|늦게|일찍|길게|짧게|앞으로|로(?:요)?[ \t.!?~]*$"
    r"|낫|나을|좋겠|좋을|괜찮겠|괜찮을|원래|이전|예전|전으로|무효|언두|아까\s*(?:거|것|걸|꺼)\s*(?:으로|로)|다시\s*넣"
)
# Instructions, or everything: not one fact to correct (the ordinary reading refuses it). "All" of a
# plan the user keeps is all of that plan ("영어 회화 아예 그만둘래. 전부 빼 줘": the whole series).
_INSTRUCTIONS = LazyPattern(
    r"\b(?:ignore|disregard|override|bypass|instructions?|prompts?|system|jailbreak|pretend|inactive"
    r"|(?:don'?t|do\s+not|never)\s+forget)\b|무시|지시|프롬프트|비활성|잊지",
    _FLAGS,
)
# What MOSS can do, asked ("can you cancel stuff for me too or only add it?", "can you also move things?"): a verb of
# a change said of plans in general, in a question
_ASKS_WHAT_MOSS_CAN = LazyPattern(
    r"\b(?:can|could)\s+you\s+(?:also\s+|even\s+)?\w+\s+(?:stuff|things|events|plans|appointments|meetings|entries)"
    r"\b[^.!]*\?",
    _FLAGS,
)
# "everything tomorrow except the dentist", "치과 빼고 전부": all but a plan is still everything
_EXCEPT = LazyPattern(
    r"\b(?:except|but|besides|other\s+than|apart\s+from|the\s+rest|keep)\b|빼고|말고|제외|남기|남겨|나머지", _FLAGS
)
_EVERYTHING = LazyPattern(r"\b(?:every|everything|any(?!\s+chance\b)|anything)\b|모든", _FLAGS)  # "any chance …?" asks
_EVERYTHING_ON_A_DAY_MOVED = LazyPattern(
    rf"(?:(?<=\bmove\s)|(?<=\bpush\s)|(?<=\bshift\s)|(?<=\bbump\s))everything"
    rf"(?=\s+(?:on\s+)?(?:{EN_WEEKDAY_RE}|tomorrow|today)\b)",
    _FLAGS,
)
# "move the team sync to 2pm, every week": with a correcting verb, how the plan repeats, not which plans
_EVERY_TIME_MOVED = LazyPattern(
    rf"\bevery\s+(?:other\s+)?(?:week|day|month|year|weekday|morning|evening|night|{EN_WEEKDAY_RE})s?\b", _FLAGS
)
_ALL_OF_IT = LazyPattern(
    r"\b(?<!after\s)all(?![\s-]+(?:hands|day|week|weekend|morning|afternoon|evening|night|month)\b)\b"
    rf"|전부|전체|싹\s*다|(?<![가-힣])다\s*(?:취소|{KO_ERASE}|삭제|빼|없애)",
    _FLAGS,
)
_EN_NEVER_MIND = LazyPattern(r"\s*(?:forget\s+(?:about\s+)?(?:it|that|this)|never\s*mind)\W*", _FLAGS)
# A change the user says was a mistake: "didn't mean to", "shouldn't have"
_EN_A_MISTAKE = r"(?:didn'?t|did\s+not)\s+mean\s+to|shouldn'?t\s+have|should\s+not\s+have|wasn'?t\s+supposed\s+to"
# "…는 거 아니야": it is not (what is said before it)
_KO_IT_IS_NOT = r"(?:거|것|건|게)\s*(?:은|는)?\s*(?:아니|아냐|아님)"
_KO_CHANGE_STEM = r"(?:취소|캔슬|삭제|변경|옮|미루|미뤄|미뤘|연기|빼|뺐|지우|지워|지웠|없애|바꾸|바꿔|바꿨)"
_KO_NO_KEEP_IT_AS_IT_WAS = (
    r"^\W*(?:아냐|아니|아니야|아니다|ㄴㄴ)(?![가-힣])[^.!?]*?(?<![가-힣])그대로\s*"
    r"(?:둬|둬요|두세요|놔둬|놔둬요|놔두세요|냅둬|냅둬요)(?![가-힣])"
)
_NEGATED_CORRECTION = LazyPattern(  # "don't cancel the review", "don't book it", "잡지 마": nothing to do
    # ("you don't need to add the dentist, it's already there", "you dont need to cancel yoga after all")
    r"\b(?:(?:don'?t|do\s+not|doesn'?t)\s+(?:need|have)\s+to|don'?t|do\s+not|never(?:\s+got)?|not|no\s+need\s+to"
    r"|hold\s+off\s+on|won'?t|not\s+(?:going\s+to|gonna)"
    r"|nobody|no\s+one|decided\s+against"
    r"|nothing\s+(?:(?:you|i)\s+need\s+)?to"  # "…, nothing to add tho": the plan told, not asked for
    # "oops didn't mean to cancel yoga", "shouldn't have moved it", "never mind about cancelling the dentist",
    # "scratch the cancellation": a change that was a mistake, or taken back
    rf"|{_EN_A_MISTAKE}"
    r"|never\s*mind(?:\s+about)?(?=\s+\w+ing\b)|forget\s+about(?=\s+\w+ing\b)|(?:scrap|scratch)\s+the(?=\s+cancell?ation\b)"
    r"|(?:isn'?t|aren'?t|wasn'?t|weren'?t|is\s+not|won'?t\s+be|didn'?t|did\s+not|doesn'?t|hasn'?t|haven'?t)"
    r"(?:\s+(?:get|got|be|been|being))?)"  # "so the dentist isn't moving", "didn't get cancelled"
    r"\s+(?:cancel|mov|push|delet|remov|drop|skip|scrap|ditch|miss|bail|touch|call(?:s|ed|ing)?\s+off"  # stems
    r"|chang|reschedul|postpon|delay|shift|renam|book|add|schedul|put|set\s+up|block|pencil"
    # ("don't make the book club finish at 5": its end or start, said not to be made so)
    r"|(?:make|have)(?=\s+(?:the|my|our|it|that|this)\s+[^.!?,]{0,40}?\b(?:finish|end|wrap|run|last|start)))\w*\b"
    # "요가 취소하려던 거 아니었어", "실수로 요가 취소했어", "취소한 거 실수야": a change that was a mistake
    rf"|{_KO_CHANGE_STEM}[가-힣]*?려던\s*(?:거|게|건|것)\s*아니|실수로[^.!?]*?{_KO_CHANGE_STEM}"
    rf"|{_KO_CHANGE_STEM}\S*\s*(?:거|게|건|것)\s*(?:실수|잘못)"
    r"|(?:취소|캔슬|삭제|변경|옮기|옮겨|미루|미뤄|연기|잡|예약하|예약|넣|추가하|등록하|쓰|빼|지우|지워|없애|바꾸|바꿔)\S*?\s*"
    r"(?:안\s*(?:하|해|할|했|됐|될|된|돼)|(?:하)?지\s*(?:마|말|않)|말고|마세요|않)"
    # "요가 안 빠질 거야", "치과 안 옮겨": a taking away or a move said not to be
    r"|(?<![가-힣])안\s*(?:빠지|빠질|빠져|뺄|빼|옮기|옮길|옮겨|바꾸|바꿀|바꿔|바뀌|바뀐|취소|지울|지워|미루|미룰|미뤄|없앨"
    r"|넣어|넣을|잡아|잡을)"  # ("졸업식은 캘린더에 안 넣어도 돼": a booking said not to be needed)
    r"(?![가-힣]*고(?:\s|$))"  # ("안 옮기고 그냥 취소할래": not moved but taken away)
    # "치과 취소된 줄 알았는데 아니래", "치과 옮긴 거 아니야": what was thought is not so
    # ("휴가 취소하는 거 아니야": it is not being done either)
    r"|줄\s*알았는데\s*(?:아니|안\s)|(?:옮긴|취소한|취소된|바뀐|바꾼|뺀|미룬|미뤄진)\s*(?:거|것|건|게)\s*(?:아니|아냐)"
    rf"|{_KO_CHANGE_STEM}[가-힣]*(?:는|할|하는)\s*{_KO_IT_IS_NOT}(?!라|고)"
    # "I thought the dentist was cancelled but it isn't": what was thought is not so
    r"|\bbut\s+(?:it|that|they)\s+(?:isn'?t|wasn'?t|is\s+not|hasn'?t|aren'?t)\b"
    # "never mind, leave the sync", "keep the piano lesson", "그대로 둬": it stays as it is
    r"|(?:^|[,.!?;]\s*|\b(?:just|please|pls|no|nah|ok|okay|actually|then|and)\s+)"  # the verb, not "on leave"
    r"(?:leave|keep)\s+(?:the|my|our|it|that|this|them)\b(?!\s+(?:at|to|on|as|for|until|till)\b)"
    r"(?![^.!?]*\b(?:(?:at|to)\s+\d|cancel|drop|move|push|delete|remove|scrap|skip|reschedule)\b)"
    # ("아냐 휴가 그대로 둬 ㅠ": no, and kept as it was; "서준이 치과는 그대로 둬" only says which stays,
    # "그대로 두고 …" goes on to what is changed)
    rf"|{_KO_NO_KEEP_IT_AS_IT_WAS}",
    _FLAGS,
)
# Nothing to change, said outright ("바꿀 건 없어요", "no changes needed, just checking"): no write, and no
# taking back of a change just made either
_NOTHING_TO_CHANGE = LazyPattern(
    r"(?:바꿀|변경할|고칠|옮길|취소할|뺄|수정할|건드릴)\s*(?:거|건|것|게|필요)\s*(?:는|은|가|이)?\s*(?:없|업)"
    r"|\b(?:no\s+changes?|nothing\s+to\s+(?:change|move|cancel)|no\s+need\s+to\s+change\s+anything)\b",
    _FLAGS,
)
# A booking said not to be made ("don't add anything friday", "금요일에는 아무것도 넣지 마"): no plan kept
_A_MISTAKE = LazyPattern(
    rf"{_EN_A_MISTAKE}"
    r"|never\s*mind|forget\s+about|scrap|scratch"
    r"|려던|실수",
    _FLAGS,
)
_NEGATED_BOOKING = LazyPattern(r"\b(?:book|add|schedul|put|set\s+up|block|pencil)|넣|잡|추가|등록|예약", _FLAGS)
_CLAUSE_EDGE = LazyPattern(r"[,;.!?]|\s(?:but|and|so|because)\s", _FLAGS)


def clause_around(text: str, at: int) -> str:
    """The clause of `text` holding position `at`."""
    edges = list(_CLAUSE_EDGE.finditer(text))
    start = max((m.end() for m in edges if m.end() <= at), default=0)
    end = min((m.start() for m in edges if m.start() >= at), default=len(text))
    return text[start:end]


# A request for a change or a write, said as one: what a message that also says what is not so asks for
_ASKS_FOR_A_CHANGE = LazyPattern(
    r"\b(?:cancel|delete|remove|drop|move|push|reschedule|change|add|book|schedule|put|extend|shorten|lengthen)\b(?!\w)"
    r"(?!\s+(?:the\s+)?later\b)"
    # ("the review isn't moving, can you just make it 45 min": its length asked for besides)
    r"|\bmake\s+(?:it|that|the\s+\w+)\s+(?:\d|an?\b|half\b|one\b|two\b|three\b)"
    r"|(?:취소|삭제|변경)\s*(?:해|할|하자|해\s*줘|해줘|해\s*주세요)|옮겨\s*줘|옮겨줘|빼\s*줘|빼줘|바꿔\s*줘|바꿔줘|넣어|잡아|미뤄\s*줘",
    _FLAGS,
)
_EN_WRITE_WORDS = (
    r"(?:add|schedule|book|rebook|set\s*up|block|put|create|arrange|organi[sz]e|pencil|register|mark|log"
    r"|plan|hold(?!\s+off\b)|reserve|note|save|record|pop(?=\s+(?:in|it|that|me|an?)\b))\b"  # "pop in an appointment"
)
# "Book a meeting with Bob, not a call": a write that happens to negate something
_EN_WRITE_FIRST = LazyPattern(r"\s*(?:please\s+)?" + _EN_WRITE_WORDS, _FLAGS)
_EN_WRITE_VERB = LazyPattern(r"\b" + _EN_WRITE_WORDS, _FLAGS)
# Where a sentence goes on to say something else: a comma that thanks is none (", thanks"), and
# "and" only before a new subject or verb ("Bob and Alice" is one noun phrase).
_EN_SOME = LazyPattern(r"\b(?:a|an|another)\s+(?:(?:quick|short|long|new|other)\s+)?$", _FLAGS)
_CLAUSE_BREAK = LazyPattern(
    r"[,;](?!\s*(?:thanks|thank\s+you|please|pls|sorry|ty)\b)"
    r"|\b(?:and|but|then|so)\s+(?=(?:i|i'm|i'll|we|we're|we'll|you|he|she|they|it's|there|everyone|have|get|go"
    r"|schedule|book|add|set|put|block)\b)"
    r"|\b(?:since|because)\b",
    _FLAGS,
)
# A write verb opening a clause of its own ("…, block focus time"), not a name or a noun in a title
# ("the meeting with Mark", "the plan review")
_EN_CLAUSE_WRITE = LazyPattern(r"(?:[,;.!]\s*|\b(?:and|but|then)\s+)(?:please\s+)?" + _EN_WRITE_WORDS, _FLAGS)
_EN_ASKS = LazyPattern(
    r"\s*(?:what|which|when|where|who|why|how|do|does|did|am|is|are|was|were|have|has|can|could|will|would"
    r"|should|show|list|tell|give|check)\b(?!'|n't)",  # "can't do yoga tomorrow" asks nothing
    _FLAGS,
)

# -- undo: the whole utterance -----------------------------------------------------------------

# An undo said as bringing back what was taken away ("put it back", "restore it", "다시 살려줘"): after a booking
# it would take the booking away, the opposite of what was said
_BRINGS_BACK = LazyPattern(
    # ("put it back how it was", "… the way it was", "… to 3": back to before the latest write, whatever it did)
    r"\b(?:put|bring)\s+(?:it|that|them|this)\s+back\b(?![\s,]+(?:how|the\s+way|as|like|to|where)\b)"
    r"|\b(?:restore|reinstate|un-?cancel)\s+(?:it|that|them|this)\b"
    r"|살려|(?<!원상)(?<!원상\s)(?<!원래대로\s)(?<!원래대로)복구|복원",
    _FLAGS,
)
# An undo that names what MOSS saved ("revert your last change", "방금 저장한 거 되돌려"): never the
# message MOSS has just asked about, which saved nothing
_UNDO_SAVED = LazyPattern(
    r"\b(?:your|the)\s+(?:last|previous|latest)\s+(?:change|edit|update)\b|\bwhat\s+you\s+(?:just\s+)?(?:saved|added|changed)\b"
    r"|(?:저장|추가|변경)한\s*(?:거|것|일정)|마지막\s*(?:변경|수정)",
    _FLAGS,
)
# How things were before the last change: "the original time", "where it was", "like before"
_EN_BEFORE = (
    r"(?:(?:the\s+)?(?:original|previous|old)(?:\s+(?:time|day|date|slot|plan|one|version|schedule))?"
    r"|(?:how|the\s+way|where|as|what)\s+(?:it|they)\s+(?:was|were)|before|like\s+(?:it\s+was|before))"
)
# "what I just said", "what I just added", "whatever you saved last": the latest message, named by what it did
_EN_DONE = r"(?:said|did|asked|added|booked|saved|entered|wrote|put\s+in|changed|made)"
_EN_WHAT_WAS_JUST_DONE = rf"what(?:ever)?\s+(?:i|you)\s+(?:just\s+)?{_EN_DONE}(?:\s+last)?"
_EN_LAST_THING = (
    rf"(?:that|the|my|your)\s+(?:last|previous|latest)\s+(?:one|bit|change|thing|edit)(?:\s+(?:i|you)\s+{_EN_DONE})?"
)
_EN_UNDO = LazyPattern(
    r"(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:just\s+)?"
    # a plan's change taken back by name: "undo the gym thing", "change it back", "set the dentist
    # back to the original time", "back to how it was", "leave it at the original time"
    r"(?:(?:undo|revert|reverse)\s+(?:the\s+|my\s+|that\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?"
    r"(?:\s+(?:thing|change|move|edit|one))?"
    r"|(?:change|switch|turn|flip)\s+(?:it|that|them|(?:the\s+)?[\w'-]+(?:\s+[\w'-]+){0,2})\s+back(?:\s+to\s+"
    + _EN_BEFORE
    + ")?"
    r"|(?:set|move|put)\s+(?:it|that|them|(?:the\s+)?[\w'-]+(?:\s+[\w'-]+){0,2})\s+back\s+(?:to\s+)?"
    + _EN_BEFORE
    # ("tennis back to the original time please": the plan may be named first)
    + r"|(?:(?:the\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?\s+)?(?:(?:go\s+)?back\s+to|revert\s+to|restore)\s+"
    + _EN_BEFORE
    + r"|(?:make|leave|keep|put)\s+(?:it|that)\s+(?:like|how|the\s+way|as|where)\s+it\s+was"
    # what was just done disowned: "oops I didn't mean that", "that's not what I meant", "ctrl z"
    # ("that's wrong" may be said of an answer, not of a change)
    r"|(?:oops\s+)?i\s+(?:didn'?t|did\s+not)\s+mean\s+(?:that|it|to)|(?:ctrl|cmd|control)\s*[-+]?\s*z(?:\s+(?:that|it))?"
    # a plan taken away, brought back by name: "restore yoga", "bring yoga back", "yoga's back on"
    r"|(?:restore|reinstate|bring\s+back|un-?cancel)\s+(?:the\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}"
    r"|bring\s+(?:the\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}\s+back"
    r"|put\s+(?:the\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}\s+back\s+on(?:\s+(?:the|my)\s+(?:calendar|schedule))?"
    r"|(?:the\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+){0,2}?(?:'s|\s+is)\s+back\s+on"
    r"|(?:leave|keep)\s+(?:it|that)\s+(?:at|on)\s+the\s+(?:original|old|previous)(?:\s+(?:time|day|date|slot))?)"
    r"(?:\s*,?\s*(?:please|pls|plz|thanks|actually|then|now|lol|haha))*[\s.!]*"
    r"|(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:just\s+)?"
    r"(?:(?:undo|revert|rewind|roll\s*back|take\s+back)(?:\s+(?:that|it|this|(?:(?:the|my|your|that)\s+)?(?:last|previous|latest)"
    r"\s+(?:one|change|message|thing|edit|update)|" + _EN_WHAT_WAS_JUST_DONE + "))?"
    r"|(?:take|roll)\s+(?:that|it)\s+back|reverse\s+(?:that|it|this|" + _EN_WHAT_WAS_JUST_DONE + ")"
    # "go back on that last one", "go back to how it was before that last bit"
    r"|go\s+back(?:\s+to\s+(?:before|how\s+it\s+was|the\s+way\s+it\s+was)(?:\s+before\s+" + _EN_LAST_THING + ")?"
    r"|\s+(?:one|a)\s+(?:more\s+)?step|\s+on\s+(?:" + _EN_LAST_THING + r"|(?:that|it)(?:\s+one)?))?"
    r"|(?:(?:one|a)\s+(?:more\s+)?)?step\s+back"
    r"|put\s+(?:it|that|them|(?!the\s+\w+\s+back\s+on)[\w'-]+(?:\s+[\w'-]+){0,2})\s+back"
    r"(?:\s+(?:to\s+)?(?:how|the\s+way|as)\s+(?:it|they)\s+(?:was|were)|\s+to\s+(?:before|how\s+it\s+was))?"
    r"|(?:never\s*mind|forget|ignore)\s+"
    + _EN_WHAT_WAS_JUST_DONE
    + r"(?:\s+(?:about|of|for)\s+(?:the\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+){0,2})?"  # "forget what I said about yoga"
    # what the last change took away, brought back: "restore what you just removed", "bring it back"
    r"|(?:restore|reinstate|bring\s+back|undelete)\s+(?:it|that|them|what\s+you\s+(?:just\s+)?(?:removed|deleted|cancell?ed))"
    r"|bring\s+(?:it|that|them)\s+back"
    r"|(?:scrap|scratch|cancel|drop)\s+(?:that\s+|the\s+|my\s+)?(?:last|previous|latest)\s+(?:change|edit|one|update|thing)"
    rf"(?:\s+(?:i|you)\s+{_EN_DONE})?"
    r"|(?:scrap|scratch|cancel|drop)\s+(?:that|this)\s+(?:change|edit|update|move)"  # "cancel that change"
    r"|(?:scrap|scratch)\s+(?:that|this)"  # "scratch that": what was just said, taken back
    r"|(?:scrap|scratch|cancel|drop|delete|remove)\s+" + _EN_WHAT_WAS_JUST_DONE + ")"
    r"(?:\s*,?\s*(?:please|pls|plz|thanks|actually|then|now|lol|haha))*[\s.!]*",
    _FLAGS,
)
# An undo and another request in one message ("undo that and put a sick day tomorrow", "revert it, then move the
# gym to 7"): one write at a time, the undo first, never the second alone
_EN_UNDO_AND_MORE = LazyPattern(
    r"\W*(?:(?:oh|ah|sorry|wait|ugh|hmm+|ok(?:ay)?|so|no)\W+)*(?:please\s+)?(?:just\s+)?"
    r"(?:undo|revert|reverse|rewind|roll\s*back|take\s+back)\s+(?:that|it|this|the\s+last\s+(?:one|change|thing))"
    rf"\s*,?\s+(?:and|then|&|\+)\s+(?:then\s+)?(?:(?:move|make|push|change|shift|cancel|delete|drop|bump)\b|{_EN_WRITE_WORDS})",
    _FLAGS,
)
# An undo said as one step further back: "undo once more", "one more step back", "and that one too", "하나 더"
_STEPS_BACK = LazyPattern(
    r"\b(?:again|once\s+more|one\s+more|another|too|also|as\s+well|further|before\s+that|the\s+one\s+before)\b"
    r"|한\s*번\s*더|하나\s*더|그\s*전\s*(?:거|것|꺼)|(?:그것|그거|저것|저거)도",
    _FLAGS,
)
_NEGATED_UNDO = LazyPattern(
    r"\b(?:don'?t|do\s+not|no\s+need\s+to)\s+(?:undo|revert|reverse|roll\s*back|change|touch)\s+(?:anything|it|that)\b",
    _FLAGS,
)
_KO_UNDO = LazyPattern(
    # ("방금 빼달라고 한 거": what was just asked may take two words)
    r"\s*(?:(?:방금|아까|직전|마지막)\s*(?:에\s*)?(?:[가-힣]{1,5}\s*){0,2}(?:거|것|건|꺼|걸|내용|말|변경|메시지|요청|작업)"
    r"\s*(?:을|를|은|는)?\s*(?:다시\s*|도로\s*)?(?:취소|되돌|무르|무를|물러|물려|돌려|원래대로|무효|없던\s*(?:걸|것|일)\s*로)"
    # the change itself named as what is taken back: "변경 취소할게", "옮긴 거 취소", "취소한 거 취소"
    # ("브런치 바꾼 거 되돌려 줘", "카이 거 방금 바꾼 거": the plan changed may be named first)
    r"|(?:[가-힣A-Za-z]+\s+){0,3}?(?:방금\s*|아까\s*)?"
    r"(?:변경|수정|(?:옮긴|바꾼|미룬|당긴|뺀|지운|취소한|넣은|추가한|복구한|살린)\s*(?:거|것|건|걸))\s*(?:을|를|은|는)?\s*"
    r"(?:다시\s*|도로\s*)?(?:취소|되돌|무르|무를|물러|물려|무효|원래\s*대로)"
    r"|(?:[가-힣A-Za-z]+\s+){0,2}?(?:아니\s*)?(?:그냥\s*)?원래\s*(?:하던|했던|잡았던|있던)\s*(?:대로|걸로|거로)"
    r"|언두|undo"
    # ("방금 넣은 연차 되돌려 줘": what was just booked, named by its kind)
    r"|방금\s*(?:넣은|잡은|추가한|등록한)\s*(?:연차|휴가|반차|일정|약속)\s*(?:을|를|은|는)?\s*(?:다시\s*)?(?:되돌|무르|무를|물러)"
    # "필라테스 그냥 원래대로 돌려줘": what was changed may be named first
    # ("아까 대로 해줘", "아까처럼 해 줘": as it was a moment ago)
    r"|(?:[가-힣A-Za-z]+\s+){0,2}?(?:다시\s*)?(?:되돌려|되돌리|(?:원래|예전|아까)\s*대로|전대로|아까\s*처럼|살려|되살려|복구|복원)"
    r"|다시\s*돌려|실행\s*취소"
    r"|없던\s*(?:걸|것|일)\s*로"
    # "아까 걸로 다시 해줘": back to the one before; "미용실 다시 넣어줘": a plan just taken away, put back
    r"|(?:아까|전|이전|원래)\s*(?:거|것|걸|꺼)\s*(?:으로|로)\s*(?:다시)?"
    r"|(?:[가-힣A-Za-z]+\s+){0,2}?다시\s*넣어"
    # how it was before: "원래 시간으로 돌려줘", "다시 원래 시간으로", "전으로 돌려놔", "취소 취소"
    # ("점심 전으로 바꿔줘" is before lunch, "처음으로" a first time: neither is how it was)
    r"|(?:[가-힣A-Za-z]+\s+){0,2}?(?:다시\s*)?(?:원래|이전|예전)\s*(?:시간|날짜|날|요일|일정|자리)?\s*(?:으로|로)"
    # ("아 그냥 바꾸기 전으로 돌려놔": as it was before the change)
    # ("반차 넣기 전으로 돌려 주세요": as it was before what was done, named by its verb)
    # ("회의 점심먹기 전으로 돌려줘" moves the meeting before lunch)
    r"|(?:(?:아|그냥|다시)\s+)*(?:(?:[가-힣A-Za-z]+\s+)?(?:넣|잡|추가하|등록하|바꾸|옮기|변경하|수정하|고치|취소하|빼|지우|미루|당기)기\s*"
    r"|(?:변경|수정)\s*)?(?:이전|예전|전)\s*(?:으로|처럼)"
    r"\s*(?:다시\s*)?(?:돌려|되돌려|돌리)"
    r"|(?:[가-힣A-Za-z]+\s+){0,2}?취소\s*취소"
    # what the last change took away, brought back: "방금 지운 거 복구해줘", "취소한 거 다시 살려줘"
    # ("방금 지운 치과 다시 살려줘": the plan named in place of 거)
    r"|(?:방금\s*|아까\s*)?(?:지운|취소한|삭제한|뺀)\s*(?:거|것|건|일정|[가-힣A-Za-z]+)\s*(?:을|를)?\s*(?:다시\s*)?"
    r"(?:복구|살려|되살려|복원)"
    r"|원상\s*복구|원상태로)"
    rf"[가-힣]*+(?:\s*+(?:{KO_FORMAL_REQUEST_FORMS.ko_pattern}|해\s*줘|해\s*주세요|(?:되)?돌려\s*(?:줘|주세요|놔|놓아)?|원래대로|주세요"
    r"|줄래요|줄래|할래|하자|놔\s*줘|해요|해|줘|좀|놔|둬))*+"
    # asked as a request ("방금 거 취소 가능해?"), not as what was done ("취소했어?")
    # ("방금 거 되돌려 줄 수 있어?": its clause is read without the question mark)
    r"(?:\s*(?:가능(?:해요?|할까요?|한가요?|하나요?)?|(?:해\s*)?줄래요?|(?:(?:해\s*)?줄\s*)?수\s*있(?:어요?|을까요?|나요?))\s*\??)?[\s.!~]*"
)
_KO_PLAIN_UNDO = LazyPattern(
    # ("헐 아니 그거 되돌려줘", "방금꺼 원래대로 돌려줘": what was just done, said as "that")
    rf"\s*(?:(?:{FILLER_WORDS.ko_pattern}|{SELF_CORRECTION_WORDS.ko_pattern}|그거|그것|이거|방금\s*(?:거|꺼|것))\s*)*"
    r"(?:다시\s*)?(?:되돌려|되돌리|원래대로|언두|실행\s*취소)"
    r"[가-힣]*(?:\s*(?:(?:되)?돌려)?\s*(?:줘|주세요|줄래|놔))?[\s.!~]*"
)
_KO_JUST_NOW = LazyPattern(r"\s*(?:방금|아까|직전|마지막)\s*(?:에\s*)?(?:[가-힣]{1,5}\s*)?(?:거|것|건|꺼|걸)\s")
# "방금 거 취소 걍 둘 다 갈게": an undo of what was just said, said first; what follows is its reason
_KO_JUST_NOW_UNDONE = LazyPattern(
    r"\s*(?:방금|아까|직전)\s*(?:[가-힣]{1,5}\s*)?(?:거|것|건|꺼|걸)\s*(?:취소|되돌려|무를게|물러)"
    r"(?:해|해\s*줘|해\s*주세요|할게|할래|요|줘|주세요)?(?=[\s.!,~]|$)"
)
# Where what is said divides: an undo may come with its reason ("undo that, she says it's back on").
_OPENING = {language: LazyPattern(fillers, _FLAGS) for language, fillers in LEADING_FILLERS.items()}
_CLAUSES = LazyPattern(r"[,.;!?~]+\s*|\s+-+\s+")
_KO_AFTER_BUT = LazyPattern(r"(?<=[는은인]데)\s+")


def _undo_clause(text: str, korean: bool) -> str | None:
    """The clause of `text` that, without its opening interjections, asks to undo the last change."""
    undo = _KO_UNDO if korean else _EN_UNDO
    # Korean runs sentences together: "실수했어 되돌려줘" says its undo in a sentence of its own,
    # when no other names a plan ("휴가 계획 엎어졌어 그냥 없던 걸로 해" takes the vacation back)
    sentences = [c[0] for part in _CLAUSES.split(text) for c in _KO_CLAUSE.finditer(part)] if korean else []
    # "방금 거 취소" names what it undoes itself: beside a plan named ("아 헬스 그냥 갈래 방금 거 취소해 줘") too
    just_now = any(
        _KO_JUST_NOW.match(sentence, opening.end() if (opening := _OPENING["ko"].match(sentence)) else 0)
        for sentence in sentences
    )
    # "아 잠깐 되돌려 줘 회의가 날아갔네": a sentence that is only a plain undo verb, the rest its reason
    plainly = any(_KO_PLAIN_UNDO.fullmatch(sentence) for sentence in sentences)
    clauses = _CLAUSES.split(text)
    if len(sentences) > 1 and (predicate_of(text) is None or just_now or plainly):
        clauses += sentences
    elif len(sentences) > 1:  # "세미나는 다시 살려줘 내가 잘못 들었어": the others name no plan, only its reason
        clauses += [
            sentence
            for sentence in sentences
            if predicate_of(" ".join(other for other in sentences if other is not sentence)) is None
        ]
    if korean:
        # "회의 날아가면 안 되는데 방금 거 무를게": what comes after "…는데" is said on its own
        clauses += _KO_AFTER_BUT.split(text)[1:]
        clauses += [
            undone[0]
            for clause in clauses
            if (
                undone := _KO_JUST_NOW_UNDONE.match(
                    clause, opening.end() if (opening := _OPENING["ko"].match(clause)) else 0
                )
            )
        ]
    for clause in clauses:
        opening = _OPENING["ko" if korean else "en"].match(clause)
        # ("다시 돌려주세요": an opening word may be the undo's own)
        if clause.strip() and (undo.fullmatch(clause, opening.end() if opening else 0) or undo.fullmatch(clause)):
            return clause
    return None


_KO_OBJECT_PARTICLE = LazyPattern(r"(?<=[가-힣]{2})(?:은|는|을|를|이|가|도|만)$")


def _undo_target(clause: str, korean: bool, titles: Sequence[str]) -> Target | None:
    """The plan an undo names ("put the dentist back", "필라테스 원래대로 돌려줘"): of the words left once
    the undo's own and fillers are set aside, those naming time off or one of the user's plans (others
    name nothing); the use case takes back that plan's latest change."""
    known = known_title_words(titles)
    words = _said_besides_undoing(clause, korean)
    if any(predicate_of(word) is Predicate.VACATION for word in words):
        return Target(predicate=Predicate.VACATION)
    named = [word for word in words if known is not None and known.match(word)]
    # a plan brought back by name ("restore tennis", "bring the kids back") names it even when it is
    # none of the user's: then nothing is undone, never the latest write instead
    if not named and _EN_BROUGHT_BACK.fullmatch(clause):
        # ("bring tuesday back": a day says which one, not what it is called)
        named = [word for word in words if word not in EN_WEEKDAYS and len(word) > 1]
    return Target(predicate=Predicate.MEETING, title=" ".join(named)) if named else None


def _said_besides_undoing(clause: str, korean: bool) -> list[str]:
    """The words of `clause` left once an undo's or a keeping's own words, negations and fillers are
    set aside: what may name a plan."""
    undo_words = (UNDO_WORDS | SOFT_CORRECTION_WORDS | SELF_CORRECTION_WORDS | KEEPING_AS_IT_IS_WORDS).all_words()
    unnegated = clause if korean else _EN_NEGATION.sub(" ", clause)
    return [
        _KO_OBJECT_PARTICLE.sub("", word) if korean else word
        for word in title_words(unnegated)
        if not is_filler(word) and word not in undo_words and not (korean and _undo_word_ko(word))
    ]


# An undo that is only ever said of a plan by name: "restore yoga", "bring yoga back", "yoga's back on"
_EN_BROUGHT_BACK = LazyPattern(
    r"\W*(?:please\s+)?(?:restore|bring\s+back|un-?cancel)\s+(?!(?:it|that|them|this)\b).+"
    r"|\W*(?:please\s+)?(?:bring|put)\s+(?!(?:it|that|them|this)\b).+?\s+back(?:\s+on\b.*)?"
    r"|(?!\W*(?:it|that|this)\b).+?(?:'s|\s+is)\s+back\s+on\b.*",
    _FLAGS,
)


def _undo_word_ko(word: str) -> bool:
    """A Korean word of one syllable is a particle, "거" or a verb's "한", one ending so describes what
    was done ("아까 등록한 거"), never a plan's name; the others are the undo's own when they begin
    with one of its stems ("되돌려줘", "원래대로")."""
    return len(word) < 2 or word.startswith(tuple(UNDO_WORDS.ko)) or word.endswith(("한", "된", "던"))


# -- English ------------------------------------------------------------------------------------

_EN_LEAD = (
    # "scratch that, make it the morning": what it takes back is the request before, said again here
    rf"\s*(?:(?:{FILLER_WORDS.en_exact_pattern}|no|and|but|change\s+of\s+plans?|(?:scratch|scrap|forget)\s+that(?=\W+\w)"
    r"|never\s*mind(?=\W+\w)|nvm(?=\W+\w))\b[,!.]*\s*)*"
    r"(?:(?:please|pls|kindly)\s+)?"
    r"(?:(?:can|could|would|will)\s+(?:you|we)\s+(?:please\s+)?"
    r"|any\s+chance\s+(?:(?:we|you|i)\s+(?:could|can)\s+)?"  # "any chance we could move the call to 5?"
    r"|(?:i|we)\s+(?:need|want|have|had|would\s+like|'d\s+like)\s+to\s+|i'?d\s+like\s+to\s+"
    r"|let'?s\s+|let\s+me\s+|(?:i|we)(?:'m|\s+am|'re|\s+are)\s+going\s+to\s+|go\s+ahead\s+and\s+|(?:you|we)\s+can\s+"
    # "I'll have to skip spanish": as said as "I need to"
    r"|(?:i|we)(?:'ll|\s+will|\s+shall)\s+(?:have|need)\s+to\s+|(?:i|we)\s+(?:must|should|gotta)\s+"
    r"|(?:i|we)(?:'m|\s+am|'re|\s+are|'ve|\s+have)\s+|(?P<will>(?:i|we)(?:'ll|\s+will|\s+shall)\s+)|(?:i|we)\s+(?:just\s+)?"
    r"|(?:i'?m|im|we'?re)\s+(?:just\s+|probably\s+|prob\s+|definitely\s+)?(?:going\s+to|gonna)\s+)?"
    rf"(?:(?:please|just|{FILLER_WORDS.en_exact_pattern})\s+)*"
)
_EN_VERB = LazyPattern(
    _EN_LEAD + r"(?:(?P<cancel>cancel(?:l?ed|l?ing|s)?|scratch(?:ed)?|drop(?:ped)?(?!-)|call(?:ed|ing)?\s+off"
    r"|delete|remove|forget(?:\s+about)?|scrap(?:ped)?|nix(?:ed)?|ditch(?:ed)?|stop(?:ped|ping)?|skip(?:ped|ping)?"
    # ("kill time", "kill two birds" take nothing away; "killing it", "dropping the kids" are no cancels either)
    r"|kill(?=\s+(?:the|my|our|it|that|this|[\w]+'s)\b|\s+(?!time\b|some\b|two\b)\w(?![^.!?,]*\d))"
    # ("we're killing the daily standup"; "killing it" is doing well)
    r"|kill(?:ing|ed)(?=\s+(?:the|our)\s+(?!time\b)\w)"
    # ("just lose the 11 o'clock"; "lose weight", "lose track" take nothing away)
    # (a loss told, not asked: "don't want to lose the slot", "I'm going to lose the morning to the dentist")
    r"|(?<!to\s)(?<!gonna\s)(?<!will\s)(?<!'ll\s)(?<!might\s)lose(?=\s+(?:the|my|our|that|this)\s+(?!track\b|weight\b)\w)"
    r"|pull(?:ed)?\s+the\s+plug\s+on"
    r"|get\s+rid\s+of|unbook"
    # "take the korean lessons out completely" ("take the kids out for pizza" takes them somewhere)
    r"|take(?=\s+(?:the|my|our)\s+[\w' -]{1,40}?\s+out\b(?!\s+(?:for|to|of\s+town|on)\b)))"
    r"|(?P<rename>rename|retitle)"
    r"|(?P<later>push(?:ed|ing)?|bump(?:ed)?|delay|postpone)"
    r"|(?P<earlier>bring|pull)"
    # ("the clinic changed it to friday"; "i changed jobs so cancel the dentist": the past forms only before what
    # they change)
    r"|(?P<move>mov(?:e|ed|ing)|reschedul(?:e|ed|ing)|shift|slide|change|switch|swap|make|set(?!\s*up\b)"
    r"|(?:chang|switch|shift)ed(?=\s+(?:it|that|this|them|my|our|the)\b)(?!\s+(?:my|our)\s+minds?\b))"
    r"|(?P<longer>extend|lengthen)"
    r"|(?P<shorter>shorten|cut(?:ting)?|trim))\b(?!-)",  # "Skip-level meeting", "Push-up class" name what they book
    _FLAGS,
)
_KINDS: tuple[Kind, ...] = ("cancel", "rename", "later", "earlier", "move", "longer", "shorter")
_EN_NOT_CANCEL = LazyPattern(r"\s+(?:by|in|off)\b", _FLAGS)  # "drop by Bob's office", "drop in", "drop off"
# "drop the dog off at my sister's": an errand, not "drop the sync off my calendar" nor "drop the day off"
_EN_DROPPED_OFF = LazyPattern(
    r"\s+(?!(?:(?:the|my|that)\s+)?(?:time|days?|morning|afternoon|evening|week)\s+off\b)"
    r"(?:(?:the|my|our|his|her|their)\s+)?[\w']+(?:\s+[\w']+)?\s+off\b"
    r"(?!\s+(?:of\s+)?(?:my|the|our)\s+(?:calendar|schedule|agenda|diary|list)\b)",
    _FLAGS,
)
_EN_PASSIVE = LazyPattern(
    r"\b(?:is|was|'s|has\s+been|have\s+been|had\s+been|got|are|were)\s+(?:now\s+|been\s+)?"
    r"(?:cancell?ed|called\s+off|scrapped|rained\s+(?:off|out)|washed\s+out)\b",  # the weather's cancel too
    _FLAGS,
)
# "Friday 3pm meeting canceled": the participle alone, read only when no write or question comes
# first and nothing but days and times follows it ("the cancelled project's review" books one)
_EN_PARTICIPLE = LazyPattern(
    rf"\b(?:cancell?ed|called\s+off|scrapped)\b"
    rf"(?=(?:[\s,.!]|{BLANK}|\b(?:on|at|for|this|next|thanks|thank\s+you|please|pls)\b)*$)",
    _FLAGS,
)
# "the 3pm meeting on Friday is off": "off" said of a meeting or vacation named before it
# ("Bob's off Friday" is no cancel)
_EN_IS_OFF = LazyPattern(
    r"\b(?:is|are|was|'s)\s+(?:now\s+|definitely\s+)?off\b(?!-)(?!\s+(?:to|for|site|limits|work|duty)\b)", _FLAGS
)
# "take the review off my calendar": a cancel; "take Friday off" names no calendar and books a day off
# Days said to be taken out of a longer time off: "take the 21st out of it", "cancel wednesday of my
# vacation", "drop monday from my time off", "21일은 빼줘", "첫날은 제외해 줘"
_EN_DAYS_OF_IT = LazyPattern(
    rf"{BLANK}[ \t]+(?:out[ \t]+of|off(?:[ \t]+of)?|of|from)[ \t]+(?:it|that"
    rf"|(?:my|the|this|our)[ \t]+(?:{VACATION_WORDS.en_pattern}))\b",
    _FLAGS,
)
_EN_NOT_OFF = LazyPattern(r"\b(?:not|no\s+longer|n't)\s+(?:be\s+|going\s+to\s+be\s+)?off\b", _FLAGS)
_SOME_DAYS_OF_IT = LazyPattern(
    r"\b(?:first|last|final|other)\s+(?:(?:two|three|four|\d)\s+)?days?\b|\bhalf\s+of\s+(?:my|the|it)\b"
    r"|첫\s*날|마지막\s*(?:날|이틀|사흘)|(?:앞|뒤)\s*(?:이틀|사흘|하루)",
    _FLAGS,
)
_KO_DAYS_OF_IT = LazyPattern(rf"{BLANK} *(?:은|는|만|도)? *(?:빼|제외)")
# a day taken out of time off, said apart from the day ("drop that day from my vacation", "take it out of my leave")
_EN_OUT_OF_TIME_OFF = LazyPattern(
    rf"\b(?:out\s+of|off(?:\s+of)?|from)\s+(?:my|the|this|our)\s+(?:{VACATION_WORDS.en_pattern})\b", _FLAGS
)
_KO_OUT_OF_TIME_OFF = LazyPattern(rf"(?:{VACATION_WORDS.ko_pattern})\s*(?:에서|중에서?)\s*(?:빼|제외)")
# "take the 21st out of it", "leave friday off my vacation": the days said taken out, a cancel
# ("can i take back the friday of my leave?")
_EN_DAYS_TAKEN_OUT = LazyPattern(
    rf"\b(?P<take>take|taking|leave|leaving|drop|cut|remove)[ \t]+(?:the[ \t]+)?{BLANK}[{BLANK} \t]*?"
    r"(?P<out>out[ \t]+of|off(?:[ \t]+of)?|from)[ \t]+(?:it|that|my|the|this|our)\b"
    rf"|\b(?P<take_back>take|taking)[ \t]+back[ \t]+(?:the[ \t]+)?{BLANK}[{BLANK} \t]*?"
    rf"(?P<of>of)[ \t]+(?:my|the|this|our)[ \t]+(?:{VACATION_WORDS.en_pattern})\b",
    _FLAGS,
)
_EN_TAKE_OFF = LazyPattern(
    _EN_LEAD + r"(?P<take>take|get|pull|knock)\s+(?P<what>.+?)\s+(?P<off>off\s+(?:of\s+)?(?:my|the|our)\s+"
    r"(?:calendar|schedule|agenda|diary))\b",
    _FLAGS,
)
# "take that off too", "get it off": the plan just said, taken off ("take friday off" is time off: a day, never "it")
_EN_TAKE_IT_OFF = LazyPattern(
    rf"(?:^|[,;.!?]\s*|\b(?:so|and|then)\s+){_EN_LEAD}(?P<take>take|get)\s+(?:it|that|this|them)\s+(?P<off>off)\b"
    r"(?!\s+(?:work|from\s+work)\b)",
    _FLAGS,
)
# "i'll give pilates a miss tomorrow": skipped
_EN_GIVE_A_MISS = LazyPattern(
    _EN_LEAD + r"(?P<take>give)\s+(?P<what>.+?)\s+(?P<off>a\s+miss)\b",
    _FLAGS,
)
# "take me off the tuesday shift", "get us off the rota for friday": the user taken off a plan
_EN_TAKE_ME_OFF = LazyPattern(
    _EN_LEAD
    + r"(?P<take>take|get|pull|drop)\s+(?:me|us|myself)\s+(?P<off>off(?:\s+of)?)\s+(?=(?:the|my|our|that|this)\b)",
    _FLAGS,
)
# "would you mind taking the dentist off?": a plan taken off (a day or part taken off is time off)
_EN_TAKE_PLAN_OFF = LazyPattern(
    r"\b(?P<take>take|taking)\s+(?P<what>(?:(?:the|my|our|that|this)\s+)?[\w' -]{1,40}?)\s+(?P<off>off)\b"
    r"(?!\s+(?:on|for|from|this|next))",
    _FLAGS,
)
# "call it off", "let's call the offsite off": the plan between the verb and its particle
_EN_CALL_OFF = LazyPattern(
    _EN_LEAD + r"(?P<take>(?:let'?s\s+)?call(?:ed)?)\s+(?:it|that|this|the\s+[\w' -]{1,40}?)\s+(?P<off>off)\b", _FLAGS
)
_EN_PASSIVE_CHANGE = LazyPattern(  # "the call with Acme was moved to Thursday", "the interview moved to 2:30"
    r"(?:\b(?:is|was|'s|has\s+been|have\s+been|had\s+been|got|are|were)\s+(?:now\s+|been\s+)?"
    r"|(?=\w+\s+(?:to|till|until)\b))"
    # ("practice on thursday is moving to friday": a change going on, said as the progressive)
    r"(?:(?P<move>moved|rescheduled|shifted|changed|moving(?=\s+to\b))|(?P<later>pushed|postponed|delayed|bumped)"
    r"|(?P<earlier>brought|pulled)|(?P<longer>extended|lengthened)|(?P<shorter>shortened|cut))\b",
    _FLAGS,
)
# What a leading "no" takes away: "No day off tomorrow", "no vacation on Friday", "no standup"
_EN_TAKEN_AWAY = rf"(?:{VACATION_WORDS.en_pattern}|{EN_MEETING})"
# What a negation before it leaves the plan alone by: how the user feels ("can't wait", "don't forget
# I'm off friday", "not too late")
_NEGATES_NOTHING = r"wait|be\s+late|too|eat|drink|like|mind|forget|worry|believe|miss\s+it"
_EN_NEGATION = LazyPattern(
    r"\b(?:not|no\s+longer(?!\s+than)|never|won'?t|don'?t|doesn'?t|isn'?t|aren'?t|can'?t|cannot|didn'?t)\b"
    # "not Friday", "not 3" say which day or time; "never mind" negates nothing; "…, not with Bob"
    # says who it is with
    rf"(?![\s,]*(?:{BLANK}|\d))(?!\s+mind\b)(?<!\bnot(?=\s+with\b))(?<!,\snot(?=\s+(?-i:[A-Z])[a-z]+\b(?!\s*')))"
    # what it negates is the plan, not how the user feels about it ("can't wait", "not too late")
    rf"(?!\s+(?:{_NEGATES_NOTHING})\b)"
    # "thursday won't work for half the team": a reason, not a plan negated
    r"(?!\s+works?(?:\s+(?:for|anymore|out)\b|\s*(?:[,.;!?]|$)))"
    # "No day off tomorrow", "…, no coffee today": "no" opening a clause, right before what it takes away
    # ("ugh no gym tonight": after a filler too)
    rf"|(?:^|(?<=[,.;!?])\s*|\b(?:so|and|then|but|{FILLER_WORDS.en_exact_pattern})\s+)\W*no\s+(?:more\s+)?"
    rf"(?=(?:{BLANK}|\s)*{_EN_TAKEN_AWAY})",
    _FLAGS,
)
_EN_ADVERB = LazyPattern(
    r"(?<![\w-])(?:(?P<later>later|back|out)|(?P<earlier>earlier|forward|up|sooner|ahead)"
    r"|(?P<longer>longer)|(?P<shorter>shorter|short))(?![\w-])",
    _FLAGS,
)
_EN_RENAME = LazyPattern(
    r"(?:rename|retitle)\s+(?P<old>.+?)\s+(?:to|as|into)\s+(?P<new>.+)"
    r"|change\s+(?:the\s+)?(?:name|title)\s+of\s+(?P<old2>.+?)\s+to\s+(?P<new2>.+)"
    r"|change\s+(?P<old3>.+?)(?:'s)?\s+(?:name|title)\s+to\s+(?P<new3>.+)",
    _FLAGS,
)
# A new name said as what the plan is called: "actually it's called design crit, not design
# review", "call it team lunch instead" (never a cancel of what it is not called)
_EN_CALLED = LazyPattern(
    LEADING_FILLERS["en"] + r"(?:(?:it'?s|it\s+is)\s+(?:called|named)\s+(?P<new>.+?),?\s+not\s+(?P<old>.+?)"
    r"|call\s+(?P<old2>it|that|this)\s+(?!off\b|quits\b|a\s+day\b)(?P<new2>.+?))\s*[.!]*$",
    _FLAGS,
)
# "push the dentist to next week", "치과 다음 주로 미뤄줘": a week later, same weekday and time
_TO_A_LATER_WEEK = LazyPattern(
    r"\b(?:to|till|until|into|for)\s+(?:[^.!?,]{0,24}?\s)?(?:the\s+)?(?:(?P<next>next|following)\s+week|week\s+after\s+next)\b"
    # "the kims thing is next week not this week": a week later than where it is kept (said alone, "the offsite is
    # (actually) next week" may only tell where it already is)
    r"|(?:\bis|'s|\bare)\s+(?=(?:next|following)\s+week,?\s+(?:and\s+)?(?:not|instead\s+of)\s+this\s+week)"
    r"(?P<is_next>next|following)\s+week\b"
    r"|(?:(?P<ko_next>다음)|다다음)\s*주(?![말제간])\s*[^.!?,]{0,16}?(?:으로|로)",
    _FLAGS,
)
_WEEK_MINUTES = 7 * 24 * 60
# Who cancelled, said first: "they canceled the standup", "mina cancelled dinner", "the dentist called it off"
_EN_SOMEONE = LazyPattern(
    # ("so the dentist moved me to tuesday": an opening word before who did it)
    rf"\W*(?:(?:{FILLER_WORDS.en_exact_pattern}|and|but)\b[\s,.!]*)*"
    r"(?:they|he|she|we|(?:the|my|our|his|her|their)\s+[\w']+|(?!\w+n't\b|not\b|never\b)[\w']+"
    # "vet clinic moved it" ("sync about scrapped features" is a plan's name)
    r"(?:\s+(?!\w+n't\b|not\b|never\b|just\b|already\b|about\b|for\b|with\b|on\b|of\b|to\b|re\b|and\b)[\w']+)?)\s+"
    # ("they have to cancel on me")
    r"(?:just\s+|already\s+)?(?:(?:(?:have|has|had|needs?|needed)\s+to|must|gotta)\s+(?=cancel\b)"
    r"|(?=(?:cancell?ed|called|scrapped|dropped|nixed|ditched|rescheduled|moved|pushed|postponed|changed|bumped"
    r"|shifted|delayed)\b))",
    _FLAGS,
)
_EN_PLAN_ASKED_TO = LazyPattern(
    r"\b(?:(?:can|could)\s+(?:the|my|our|this|that)\s+(?:[\w':-]+\s+){1,3}?|(?:the|my|our|this|that)\s+(?:[\w':-]+\s+){1,3}?"
    r"(?:can|could)\s+)(?=(?:move|shift|be\s+moved)\s+to\b)",
    _FLAGS,
)
_EN_ASKED_FOR = LazyPattern(
    r"\b(?:(?:is\s+it|would\s+it\s+be|will\s+it\s+be)\s+(?:possible|ok|okay|alright|all\s+right|fine)"
    r"\s+(?:to|if\s+(?:we|i|you))"
    r"|(?:can|could|may)\s+i"
    # ("would you be able to move the dentist to 3?", "are you able to cancel …")
    r"|(?:(?:can|could|would|will)\s+you\s+be|are\s+you)\s+able\s+to)\s+"
    # what someone wants done with it: "jiho wants to move lunch to 1", "the clinic needs us to push it"
    r"|\b(?:wants?|would\s+like|'d\s+like|needs?|asked)\s+(?:us\s+|me\s+)?to\s+",
    _FLAGS,
)
# Who keeps the plan, calling about it: "the dentist called to cancel", "they texted to move it to 4"
_EN_CALLED_OFF_ALONE = LazyPattern(
    r"(?:cancel|call\s+off|scrap|move|reschedule|push)\w*(?:\s+(?:it|that|the\s+appointment|my\s+appointment))?\s*(?:[,.;!]|$)",
    _FLAGS,
)
_EN_CALLED_TO = LazyPattern(r"\b(?:called|rang|phoned|texted|emailed|messaged)\s+(?:me\s+|us\s+)?to\s+", _FLAGS)
_EN_BARE_HOUR = LazyPattern(
    r"\b(?:to|for)\s+(?:at\s+)?(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?(?![\w:/]|\.\d)"
    r"(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|people|persons?|guests?|seats?|tables?|of)\b)",
    _FLAGS,
)
_EN_HOUR_IN_PART = LazyPattern(
    r"\b(?:like|say|around|about|maybe|at)\s+(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?(?:ish)?(?![\w:/]|\.\d)", _FLAGS
)
_EN_PROPOSED_HOUR = LazyPattern(  # "how about 9 instead", "let's say 5 instead", "do 3 instead", "4 works better"
    # ("ugh he says 8 now": someone's proposal, heard)
    rf"\b(?:about|say|{PROPOSING_WORDS.en_exact_pattern}|do|at|make\s+it|to)\s+(?P<h>\d{{1,2}})(?::(?P<m>[0-5]\d))?(?![\w:/.])"
    # ("yoga 7 instead", "haircut 11 instead of 10": the hour right before "instead")
    r"|(?<![\w:/.])(?P<h2>\d{1,2})(?::(?P<m2>[0-5]\d))?(?=[ \t]+(?:(?:works?|would[ \t]+be|is)[ \t]+better|instead)\b)",
    _FLAGS,
)
# what may stand between a proposed day or time and "instead" ("saturday then instead", "5 pm maybe instead")
# ("tuesday same time instead": the day is where it goes, the time its own)
_PROPOSAL_GAP = LazyPattern(
    r"[ \t,]*(?:(?:then|maybe|perhaps|please|pls|works?|is|would\s+be|'d\s+be|'s"
    r"|(?:at\s+)?(?:the\s+)?same\s+time)[ \t,]*)*"
)
_EN_INSTEAD = LazyPattern(
    # "sunday would be better", "4 works better": what suits better is where the plan goes
    r"\b(?:instead|rather)\b(?!\s+(?:of|than)\b)"
    r"|(?:[ \t]+would[ \t]+be|'d[ \t]+be|'s|[ \t]+is|[ \t]+works?)[ \t]+better\b",
    _FLAGS,
)
_EN_PROPOSAL = LazyPattern(
    rf"\b(?:(?:how|what)(?=\s*{BLANK})|how\s+about|what\s+about|let'?s\s+(?:say|do|make\s+it)|(?:can|could)\s+(?:we|you)\s+(?:do|make\s+it)"
    r"|make\s+(?:it|that)|wants\s+me(?:\s+at)?|can\s+only\s+do|same\s+time)\b",
    _FLAGS,
)
# Proposals said only of a fact already kept: "the vet can only do the 16th", "physio wants me at 8:30",
# "the 12th, same time"
# ("ugh he says 8 now": someone's proposed hour for the plan talked about)
# ("she said 9:30 not 10, sorry": the hour it had, said too)
_SAID_HOUR = rf"(?:\d{{1,2}}(?::\d\d)?|{BLANK}+)"  # a bare hour, or a time the scan found
_EN_SOMEONE_PROPOSES = (
    rf"(?:{PROPOSING_WORDS.en_exact_pattern})(?=[ \t]+{_SAID_HOUR}[ \t]*(?:now|instead)?"
    rf"(?:[ \t,]+not[ \t]+{_SAID_HOUR})?(?:[ \t,]+(?:sorry|lol|thx|thanks))?[ \t.!]*$)"
)
_EN_PROPOSED_HOUR_SAID = LazyPattern(rf"\b{_EN_SOMEONE_PROPOSES}", _FLAGS)
_EN_ONLY_ABOUT_STORED = LazyPattern(
    rf"\b(?:can\s+only\s+do|wants\s+me(?:\s+at)?|same\s+time|{_EN_SOMEONE_PROPOSES})\b", _FLAGS
)
_EN_JOINED = LazyPattern(r"\s(?:so|and|then|but)\s+", _FLAGS)
_CLAUSE_OPENING = LazyPattern(r"[,;.!?:]+\s*|\s+[—–-]+\s+")
# A length said of a stored fact ("make the jae one 30 min", "be 45 min instead of an hour", "only needs 20 minutes")
_EN_LENGTH = LazyPattern(
    rf"\b(?:make|made|be|(?:only\s+|just\s+)?(?:needs?|takes?|lasts?|runs?))\b(?=(?:\s+[\w'-]+){{0,6}}\s+(?:only\s+|just\s+)?{BLANK})"
    # "team sync is only 15 mins now" (not "the dentist is only 5 mins away": how far, not how long)
    rf"|(?:\bis|'s)\s+(?:now\s+)?(?:only|just)(?=\s+{BLANK}+[ \t]*(?:long[ \t]*)?(?:now[ \t]*)?[.!]*$)"
    # "actually 90 min is plenty", "an hour should be enough": the length it needs, said of it
    rf"|(?<={BLANK})[ \t]+(?P<enough>(?:is|'s|should[ \t]+be|will[ \t]+be|would[ \t]+be)[ \t]+"
    r"(?:plenty|enough|fine|ok|okay|good))\b(?=[ \t]*(?:now|actually|btw|lol|tbh|though|then)?[ \t.!]*$)",
    _FLAGS,
)
# A new end: "extend my vacation until Friday", "make the offsite end at 4", "the concert goes till 11"
_EN_UNTIL = LazyPattern(
    rf"(?P<verb>\b(?:extend|lengthen|shorten|make|have|goes?|runs?|lasts?|keep|should|will|can|could|has\s+to|needs?\s+to)\b)[^.!?{BLANK}]*?"
    # ("make it go till 9:30": the verb that ends it is no title)
    rf"(?P<runs>\b(?:go|run|last|finish)\s+)?"
    # ("make the book club finish at 5": the plan named between the verb and its end)
    rf"\b(?P<until>until|till|thru|through|ends?(?:\s+(?:at|on))?|finish(?:es)?(?:\s+at)?|wraps?\s+up(?:\s+at)?)"
    rf"\s+(?P<at>{BLANK}+)"  # "at 5" may be blanked whole
    # "the workshop ends at 4 now", "the offsite now finishes at 3": a kept plan's new end, said as it is
    rf"|(?P<said>\b(?:ends?|finish(?:es)?|wraps?\s+up|(?:is|'s)\s+over))\s+(?:now\s+)?(?:at\s+)?(?P<ends>{BLANK}+)"
    # "end my vacation on the 29th": the plan named between the verb and its new end
    rf"|\b(?P<ending>end|finish)\s+(?:my|the|our)\s+[^.!?,{BLANK}]{{1,30}}?\s+(?:(?:on|at|by)\s+)?(?P<end_on>{BLANK}+)"
    # "extend my leave to the 21st", "shorten my vacation to the 20th": the day or time it now ends
    rf"|\b(?P<stretch>extend|lengthen|stretch|shorten)\b[^.!?{BLANK}]*?\b(?:to|into)\s+(?P<stretched_to>{BLANK}+)",
    _FLAGS,
)
# A length said as what it becomes ("shorten it to 15 minutes", "한 시간으로 줄여줘"), not by how much
_TO_A_LENGTH = LazyPattern(
    # ("두 시간짜리래 늘려줘": a thing of two hours, so long in all)
    # ("공연 두 시간 반이래 늘려줘": it is said to take so long, so long in all)
    rf"\b(?:down[ \t]+|up[ \t]+)?to[ \t]+{BLANK}"
    rf"|{BLANK}[ \t]*(?:짜리|(?:으로|로)(?![가-힣])|(?:이래|래|이라서|라서)(?![가-힣]))",
    _FLAGS,
)
# A length said as how much longer or shorter ("30 min shorter", "한 시간 더 길게")
_RESIZED = LazyPattern(
    rf"{BLANK}+[ \t]*(?:(?P<longer>longer|more|extra|더[ \t]*길게|길게)|(?P<shorter>shorter|less|짧게|덜))(?![\w])",
    _FLAGS,
)
# Its end said to come sooner or later by a length ("the workshop finishes an hour early", "30분 일찍 끝나", or
# "ends an hour later", the direction in the length itself): resized
_END_SHIFTED = LazyPattern(
    rf"\b(?:ends?|ending|finish(?:es|ing)?|wraps?(?:[ \t]+up)?|let[ \t]+out)[ \t]+{BLANK}+[ \t]*"
    r"(?:(?P<later>later|late)|(?P<earlier>earlier|early|sooner)|(?=[ \t]*(?:$|[,.;!?])))"
    rf"|{BLANK}+[ \t]*(?:(?P<ko_later>늦게)|(?P<ko_earlier>일찍))[ \t]*(?:끝나|끝난|마치|마쳐|끝내)",
    _FLAGS,
)
_EN_BOUND = LazyPattern(r"\b(?:after|before)[ \t]+$", _FLAGS)  # a time said as a bound, not a time
_EN_UNTIL_HOUR = LazyPattern(
    # ("MOT's running long, … till 10": running said over its time; "running errands until 2" is no end of a plan)
    rf"(?P<verb>\b(?:extend|make|goes?|go|runs?|run|running(?=\s+(?:long|late|over)\b)|lasts?|last|keep|end|finish"
    rf"|wrap\s+up)\b)[^.!?{BLANK}\d]*?"
    r"\b(?:until|till|til|to|at)\s+(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?(?![\w:/.])"
    r"(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?)\b)",
    _FLAGS,
)
_KO_LENGTH = LazyPattern(
    # spaces as " *", never \s: BLANK is a whitespace character to `re`, and runs of it must not be re-split
    rf"{BLANK}(?![{BLANK}]) *(?:만|정도|쯤|짜리)? *(?:이면|면|으로|로)? *(?:하면 *|하기로 *)?"
    # ("2시간으로 늘어났대": made so, heard; "30분만 하재": so long, heard; "30분만 할 거야": only so long, while
    # "토요일에 테니스 2시간 할 거야" books a plan that long)
    r"(?:돼|되|해|했|끝|충분|할게|할래|하자|하재|하쟤|늘어났|줄었|길어졌|짧아졌)"
    # ("30분만 하는 걸로 바꿔 주세요": only so long, as what it is made; "8시로 바꿔" is a time)
    rf"|{BLANK}(?![{BLANK}]) *(?:만|정도) *하는 *(?:걸로|것으로)"
    rf"|{BLANK}(?![{BLANK}]) *만 *할 *거"
    # "회의 30분만 한대", "성경공부 한시간 반 한다네": (only) so long, heard
    rf"|{BLANK}(?![{BLANK}]) *(?:만|정도|쯤)? *(?:한대|한대요|한다고|한다네|한답니다)"
)
_KO_DAY_COUNT_WORDS = "|".join(KO_DAY_COUNTS)
_KO_UNTIL = LazyPattern(
    # ("워크숍 6시까지로 늘어났어": made so, heard)
    # ("휴가 목요일까지 하루 연장해 줄 수 있나요?": the day it ends says it; by how much, said too, is not read)
    # ("휴가 19일까지 쭉 붙여서 쓸 수 있을까?", "31일까지 붙여서 이틀로": used on, joined to that day)
    rf"(?P<at>{BLANK}++) *까지(?:(?:로|만|라고|는)? *(?:(?:{_KO_DAY_COUNT_WORDS}|\d+ *일) *(?:만|더)? *)?"
    r"(?P<verb>늘려|늘리|연장|줄여|줄이|바꿔|변경|늘어났|줄었|길어졌|짧아졌|바뀌었|바뀜|바뀐"
    r"|(?:쭉\s*)?(?:붙여|이어)(?:서)?(?=\s*(?:쓸|써|쓰|해|하|이틀|사흘|나흘|닷새|\d+\s*일)))"
    # "도예 수업은 8시까지래": a kept plan's end, said as it is (heard or stated)
    # ("휴가 하루 줄여줘 화요일까지만": the end said last, after the request)
    r"|(?:로|라고|만)\s*(?:해|하자|할래|할게)|(?:이래|래|이야|야|이에요|예요|입니다|랍니다)(?![가-힣])|만(?=[\s.!~]*$)"
    # ("목요일까지만 쉴게": only until then, of the time off kept)
    r"|(?P<only_rest>만\s*(?:쉴|쉬|쓸)[가-힣]*)"
    r"|\s*(?:한대|한대요|한다고|한다네|하재|한다))"  # "생일파티 밤 11시까지 한대": how long it goes, heard
    # "5시에 끝나는 걸로", "4시에 마치자": the time it ends at
    rf"|(?P<ends>{BLANK}++) *에 *(?:끝나|끝내|마치|마무리)[가-힣]*(?: *(?:걸로|것으로|게))?"
    # "끝나는 시간 2시로 바꿔줘", "끝나는 건 8시로 해둬": the time it ends, said as such
    rf"|(?:(?:끝나는|마치는|끝) *(?:시간|시각)|(?:끝나는|마치는) *(?:건|거|게))"
    rf" *(?:을|를|은|는)? *(?P<end_time>{BLANK}++) *(?:까지)?(?:으로|로)(?: *(?:고정|변경|조정))?"
)
# A new first day, asked of time off ("목요일부터로 늘려줘", "휴가 29일부터로 줄여 주세요 ㅠ"; "늘리지 마", "늘려야
# 할까?" ask for none)
_KO_FROM_DAY = LazyPattern(
    rf"(?P<at>{BLANK}++) *부터(?:로)? *(?:늘려|연장해|연장|줄여)"
    r"(?: *(?:줘|주세요|줄래|줄래요|주실래요|줄 *수 *있어요?\??))?[ \t.!~ㅠㅜㅎㅋ]*$"
)
_NEW_TITLE_TAIL = LazyPattern(r"(?:\s*,?\s*(?:please|instead|pls))+\s*[.!?]*\s*$|[.!?]+\s*$", _FLAGS)
_EN_DESTINATION = LazyPattern(
    rf"\b(?:to|for|until|till|into|onto)\b[ ,]*(?:the +)?(?:same +time +)?(?:on +)?(?={BLANK})"
    # "the flight got pushed, it leaves 8:05 now": where it is said to be after the change
    rf"|\bit(?:'s| +is| +leaves| +starts| +departs| +begins)(?: +now)?(?: +at| +on)? *(?={BLANK})",
    _FLAGS,
)
_EN_NOISE = LazyPattern(
    rf"(?<![\w-])(?:{FILLER_WORDS.en_exact_pattern}|(?:he|she)(?:'s|'d|'ll)?|can|could|would|will|should|do|does|did"
    r"|anymore|any\s+more"
    rf"|after\s+all|no|nvm|never\s*mind|{FOR_GOOD_WORDS.en_exact_pattern}"
    r"|instead|again|possible|possibly|any\s+chance"  # "is it possible to do it thursday instead"
    r"|(?:so\s+)?(?:it|that)\s+(?:runs|goes|lasts)"  # "extend it so it runs through monday the 31st": how, no name
    r"|also|then|same\s+time|by|back|forward|up|later|earlier|longer|shorter|short|sooner|ahead|out|till|until|til"
    rf"|(?<={BLANK}[ \t])(?:through|thru)(?=[ \t]+(?:the[ \t]+)?{BLANK})"  # "the 28th through the 31st": a span
    r"|off(?=\s+(?:it|that\s+day|this\s+day|there)\b)"  # "move the review off it, to the 22nd": off that day
    rf"|(?<={BLANK}[ \t])long"  # "an hour long": how long, no name
    r"|i(?:'m|'ll|'ve|'d)?|we(?:'re|'ll|'ve|'d)?|you|they(?:'re|'ve|'d|'ll)?|me|us|him|her|one"
    r"|be|being|taking|having|doing|going|playing|attending|joining|bother(?:ing)?\s+with|wants?|wanna|have|has|had|it(?:'ll|'s|'d)?"
    r"|might|may(?=\s+(?:run|go|take|last|need|be)\b)"  # "lunch might run long too, say till 2:30": a doubt, no name
    r"|that(?:'ll|'s)?|thats|its"  # "its the staff meeting thats moving": a cleft, as typed
    r"|this|them|onwards?|everything"
    # getting there is no word of the plan ("not gonna drag myself to yoga tomorrow either", "can't make it to")
    r"|gonna|either|drag(?:ging)?\s+(?:myself|ourselves)\s+to|make\s+it\s+to|go(?:ing)?\s+to(?=\s)"
    r"|meeting\s+(?=with\b)"
    r"|is|are|was|were|been|need|needs|needed|still|only|start|starts|begin|begins|got"
    # a correction said again as what is going on ("we're postponing the offsite, can you push it …")
    r"|(?:postpon|reschedul|mov|push|delay|shift|bump|cancell?|scrapp|dropp)ing"
    # what someone did to it ("…, school moved it 30 mins earlier"): the plan is "it"
    r"|(?:moved|pushed|bumped|shifted|rescheduled|changed|delayed)(?=\s+(?:it|that|them|this)\b)"
    # who moved it, before what it moved ("ugh airline moved my denver flight an hour earlier")
    r"|[a-z]+\s+(?:moved|pushed|bumped|shifted|rescheduled|changed|delayed|postponed)(?=\s+(?:my|our|the)\b)"
    # ("and they cancelled the return, i'm rebooked for the 29th": what happened first, before where it went)
    r"|cancell?ed(?=\s+(?:my|our|the)\b)"
    r"|(?:postponed\s+)?indefinitely|until\s+further\s+notice"  # "…, postponed indefinitely": how long, no name
    # who proposes a time ("she says 7:30 works better"), no plan's name ("Jen said she's off thursday" tells of Jen)
    rf"|(?:{PROPOSING_WORDS.en_exact_pattern})(?=[ \t]+(?:(?:that|maybe|at)[ \t]+)*{BLANK})"
    r"|(?:rescheduled|postponed)(?=\s*[,.;!?])"  # "the dentist rescheduled, …": what happened to it
    r"|(?:from|off|on|in|to)\s+(?:my|the|our)\s+(?:calendar|schedule|cal)"  # "drop it from my calendar"
    r"|done\s+with|through\s+with"  # "I'm done with yoga altogether": what is given up, named after them
    r"|let"  # "let the budget meeting run till 11"
    r"|(?:called|rang|phoned|texted|emailed|messaged)(?=\s+(?:me\s+|us\s+)?to\b)"  # "the dentist called to cancel"
    # who got in touch, before the plan they said is otherwise ("the lab called and blood work is 9 now not 8"; in
    # "the dentist called, they need me at 9" who called, then "they", is the plan)
    r"|[a-z]+\s+(?:called|rang|phoned|texted|emailed|messaged)(?:\s+(?:me|us))?(?:\s*,|\s+and\b|\s*:)"
    r"(?!\s+(?:they|she|he|it|we|i)\b)"
    r"|not|cannot|(?:can|won|couldn|don|didn|wouldn|shouldn|isn|aren|wasn)'?t"  # "skip it, not going", "can't do tmrw"
    # a day said not to suit ("thursday doesnt work", "ella's busy sat"): where it was, no name
    r"|(?:doesn'?t|does\s+not|won'?t|isn'?t)\s+(?:work|suit)|busy|tied\s+up"
    # who cannot make a time ("her teacher can't do 4:30, …"): someone, not the plan
    rf"|(?:(?:the|my|our|his|her|their)\s+)?(?:she|he|they|{(PEOPLE_WORDS | PROVIDER_WORDS).en_exact_pattern})"
    r"\s+(?:can'?t|cannot|won'?t|couldn'?t)(?:\s+(?:do|make))?)(?![\w-]|'[a-z])",
    _FLAGS,
)
# "from next week on", "starting Monday", "다음 달부터": a cancel from then on (Target.since)
_EN_SINCE = LazyPattern(
    rf"\b(?:from|starting(?:\s+(?:from|on))?|beginning(?:\s+(?:from|on))?|as\s+of|effective)\s+(?={BLANK})", _FLAGS
)
_KO_SINCE = LazyPattern(rf"{BLANK}\s*부터(?!.*까지)")
_EN_DAYS_AMOUNT = LazyPattern(  # "push it back a day", "by two weeks", "two days later" (read as a day too)
    r"\b(?P<n>a|an|one|two|three|four|five|six|seven|\d{1,2})\s+(?P<unit>days?|weeks?)"
    r"(?:\s+(?P<later>later)|\s+(?P<earlier>earlier|sooner))?\b(?!\s+(?:ago|from))",
    _FLAGS,
)
# "recital's not till 4", "the call doesn't start until 10": when it starts (said of a plan, not time off)
_EN_NOT_UNTIL = LazyPattern(
    r"(?:\bnot|n't)\s+(?:(?:start|begin)(?:s|ing)?\s+)?(?:till|until|til|before)\s+"
    rf"(?:(?={BLANK})|(?P<h>\d{{1,2}})(?::(?P<m>[0-5]\d))?(?![\w:/.]))",
    _FLAGS,
)
_EN_PRONOUN = LazyPattern(r"\b(?:it|that|this|them)\b", _FLAGS)

# -- Korean -------------------------------------------------------------------------------------

_TAIL = r"[가-힣]*"
_KO_CANCEL = LazyPattern(
    rf"(?:취소|캔슬|삭제|없애|{KO_ERASE}|중단|건너\s*뛰|건너\s*뛸|스킵|그만\s*(?:하|할|해|둘|두|다니|다닐|다녀)){KO_DESCRIBES_A_NOUN}{_TAIL}"
    rf"|빼(?!고|면|서|고는)\s*{_TAIL}|없(?:던|는)\s*(?:걸|것|일)\s*으?로{_TAIL}|날려{_TAIL}|날리(?:자|고|기|세요){_TAIL}"
    rf"|없어(?:졌|지){_TAIL}"
    # "회의 패스", "패스할게", "패스요" end what is said; 패스트캠퍼스, 하이패스, "패스 스터디" are titles
    rf"|(?<![가-힣A-Za-z])패스(?!트|포트|워드|타)(?:\s*(?:할|해|하|합|했)[가-힣]*|{_TAIL})(?=[\s.!~]*$)"
)
# "금요일 휴가 없어": none of what it names; a negation, so it must name a vacation or a meeting
# ("내일 시간 없어" says the day is full), and it ends what is said ("없어서 ..." goes on)
# ("서예교실은 이번 주 쉰대요": a class or shop said to rest is none that week)
_KO_NONE = LazyPattern(  # 없대: "there is none, I hear"; "금요일 휴무 아니야": it is not
    r"(?:없(?:어|음|어요|습니다|대|대요|답니다|다네)|쉰(?:대|대요|다|답니다|다네)"
    r"|(?<=[가-힣 ])아니(?:야|에요|예요|다|래|랍니다|거든|고)?)(?=[\s.!~]*$)"
)
_KO_NEGATION = LazyPattern(
    rf"(?<![가-힣])(?:안|못)\s*(?:(?:씀|함|감)(?![가-힣])"  # "안 씀", "안감"; not 안 감독님, a name
    rf"|(?:쓸|써|쓰|할|해|하|한|갈|가|낼|쉴|쉬|잡|만나|만날|열|나가|나갈|나올|다녀|다니|다닐){KO_GOES_ON_AS_A_VERB}{KO_DESCRIBES_A_NOUN}{_TAIL})"
)
_KO_CHANGE: tuple[tuple[Kind, LazyPattern], ...] = (
    # 지연: "delayed"; 밀렸어, 미뤘대: said done
    # "다음 주로 넘겨줘": passed on to a later time said (not "자정을 넘겨", running past it)
    (
        "later",
        LazyPattern(
            rf"(?:미뤄|미루|미룰|연기|지연|늦춰|늦추|늦출|밀어|밀자|(?:(?<=로)|(?<=로 ))(?:넘겨|넘기|넘길)"
            rf"|{KO_DONE_LATER.ko_pattern}){_TAIL}"
        ),
    ),
    ("earlier", LazyPattern(rf"(?:당겨|당기|당길|땡겨|땡기|땡길|앞당|{KO_DONE_EARLIER.ko_pattern}){_TAIL}")),
    # ("스터디 한 시간 더 하기로 했어": that much more of it)
    (
        "longer",
        LazyPattern(
            rf"(?:늘려|늘리|늘릴|(?<=로)[ \t]*늘렸|(?<=로 )늘렸|연장){_TAIL}"
            rf"|(?<={BLANK}) *더 *(?:하기로|하자|하재|할게|할래|할 *거){_TAIL}"
        ),
    ),
    # 줄였어, 늘렸어, said done, only of a length said ("1시간으로 줄였어"; "살 좀 줄였어" says no plan)
    ("shorter", LazyPattern(rf"(?:줄여|줄이|줄일|(?<=로)[ \t]*줄였|(?<=로 )줄였|단축){_TAIL}")),
    (
        "move",
        # 돌려놔: put back to a time said ("다시 10시로 돌려놔"; alone, an undo); 돌려 after where it goes
        # turns it there ("필라테스 오후로 돌려줘")
        LazyPattern(
            # ("비행기 8시 40분으로 고쳐 주세요": set right to where it goes; "노트북 고치러" is a plan's purpose)
            rf"(?:옮겨|옮기|옮길|변경|바꿔|바꾸|바꿀|바뀌|바뀐|조정|이동|돌려놔|돌려놓"
            r"|(?<=로 )(?:수정|고쳐)|(?<=로)(?:수정|고쳐)"
            # ("상담 열 시 반이었어요 고쳐 주세요", "열 시 사십 분이네 수정 해 줘": set right to the time just told)
            rf"|{BLANK}\s*(?:이었어요|였어요|이었어|였어|이야|이에요|예요|이네|네|입니다|이래|래|이라는데|이래요)?[\s,.]*"
            r"(?:고쳐\s*(?:줘|주|줄)|수정\s*(?:해|하)\s*(?:줘|주|줄))"
            rf"|(?:(?<=[^대]로 )|(?<=[^대]로))(?:돌려|돌릴|돌리)|{KO_DONE_MOVED.ko_pattern}){_TAIL}"
        ),
    ),
)
# Work piling up, no plan pushed back: "일이 너무 밀렸어", "과제가 밀려서"
_KO_PILED_UP = LazyPattern(
    rf"(?<![가-힣])(?:{BACKLOG_WORDS.ko_pattern}) *(?:이|가|도)? *(?:너무|많이|좀|엄청|잔뜩|계속)? *밀[렸려림]"
)
_KO_NOUN_IN_TITLE = LazyPattern(rf"(?:취소|변경|연기|삭제|이동|조정|연장|단축|중단)\s*(?:{KO_MEETING})")  # "변경 회의"
# A question without "?" ("회의 취소됐나", "취소했는지"); "옮길까" proposes the change, so it is no question.
# At the end, or before "..." or "?" and more: "회식 안 가면 안 되나... 진짜 가기 싫다" asks and cancels nothing.
# ("시간이 안 나": 나다 negated, said, not asked)
_KO_ASKS = LazyPattern(
    # ("끝나요", "10시에 끝나": the verb 끝나 says when it ends; "10시에 끝나?" asks)
    r"(?:(?:됐|했|었|았|였)[가-힣]*(?:까|까요)|(?<![안못]\s)(?<![안못끝])나|니|냐|는지|(?<!끝)나요|(?<=끝)나요?(?=\s*\?))(?:[\s.!~]*$|\s*(?:\.{2,}|…|\?))"
)
# a question even when it proposes: "몇 시로 옮길까?"; "…지 뭐" ending what is said shrugs ("택시 타지 뭐")
_KO_WH = LazyPattern(
    # ("다음에 하지 뭐 지워줘": a shrug, then the request)
    r"몇\s*시|언제|무슨|어떤|(?<!지\s)(?<!지)뭐|(?<=지\s|.지)뭐(?![\s.!~ㅋㅎ]*$)(?!\s+[가-힣]*(?:줘|주세요|줄래))"
    r"|뭐(?=\s*\?)|어디|얼마나|누가|왜"
)
# A write verb, or "there is" closing the sentence ("취소 정책 회의 있어요" says a meeting takes place)
_KO_WRITE_VERB = LazyPattern(
    rf"(?:등록|잡아|잡자|잡을|예약|추가|넣어|기록|저장){KO_NOT_HEARSAY}"  # and not "해줄 수 있어":
    rf"|(?:{KO_MEETING}|{VACATION_WORDS.ko_pattern})\s*(?:이|가|도)?\s*있(?:어|어요|음|습니다)[\s.!~]*$"
)
# ("한 시간 뒤로요": a polite 요 closes the adverb that says it all)
_KO_ADVERB = LazyPattern(
    r"(?:(?P<later>늦게|뒤로)|(?P<earlier>일찍|앞으로)|(?P<longer>길게)|(?P<shorter>짧게))(?:요(?![가-힣]))?"
)
_KO_RENAME = LazyPattern(
    r"(?P<old>.*?)\s*(?:(?<![회논협])의\s*)?(?:이름|제목)\s*(?:을|를|은|는)?\s*"  # 회의 is no particle
    r"(?P<new>.+?)\s*(?:으로|로)\s*(?:바꿔|바꾸|변경|수정|고쳐)"
    r"|(?P<old2>.+?)\s*(?:을|를)\s*(?P<new2>.+?)\s*(?:으로|로)\s*(?:이름|제목)\s*(?:을|를)?\s*(?:바꿔|바꾸|변경|수정|고쳐)"
    # "요가 말고 필라테스였다 이름 바꿔줘": not what it is called but another name
    r"|(?:.*\s)?(?P<old3>\S+?)\s*말고\s*(?P<new3>\S+?)(?:였다|이었다|였어|이었어|였네|이었네|이야|야|라고|이라고)?"
    r"\s*(?:이름|제목)\s*(?:을|를)?\s*(?:바꿔|바꾸|변경|수정|고쳐)"
)
_KO_NOT_THIS = LazyPattern(r"말고(?!도)|아니고|아니라")  # "30분 말고 한 시간": the one said after it is meant
# "X 말고 Y로": not the day or time it has, but another
# "목요일 말고 금요일로", "오늘 말고 내일", "8시 말고 9시요": the day or time after 말고 is where it goes
_KO_RATHER = LazyPattern(
    rf"{BLANK} *(?P<not>말고|아니고|아니라) *[^{BLANK}]{{0,12}}?(?P<to>{BLANK}++) *"
    r"(?:(?:으로|로)(?=[ \t]*(?:$|[.!?~]|해(?!서)|하자(?!는)|할래|할게|바꿔|옮겨|변경|가능|부탁|주|돼|될|되|요))"
    # ("수요일 말고 목요일이었다": what it was all along, remembered)
    # ("낼 아니고 목요일이라니까 잘못 침": insisted on, the slip owned up to after it)
    # ("8시 말고 8시 반 접수래": the time of its check-in, which is its time)
    r"|(?:[ \t]*(?:접수|입장|집합|탑승|체크인|시작|출발))?"
    r"(?:이야|야|이요|요|입니다|이었다|였다|이었어|였어|이었네|였네|이었어요|였어요|이래|래|이라니까|라니까)?"
    r"(?:[ \t]+(?:잘못[ \t]*(?:침|쳤|썼|말했|봤)[가-힣]*|오타[가-힣]*))?[ \t.!~ㅠㅜㅋ]*$)"
)
_KO_PERIOD_DESTINATION = LazyPattern(rf"{BLANK}\s*(?:으로|로)")
# "PT 이번 주는 쉴래", "수영은 쉴게": resting from a plan named just before skips it (said alone,
# "금요일에 쉴래" is time off)
_KO_REST_FROM = LazyPattern(rf"(?:{_KO_REST_WORDS})")
# ("요가 그냥 한 번 쉴래": a filler and how many times may stand between)
_KO_REST_GAP = LazyPattern(rf"(?:은|는|을|를|도)?(?:\s+(?:[^\s끝후전]*|{BLANK}+)){{0,3}}\s*")
_ARROW = LazyPattern(r"[ \t]*(?:->|→|=>)[ \t]*")  # spaces only: a blank is a time or day
_CLAUSE_ENDS_HERE = LazyPattern(r"[ \t]*(?:$|[,.;!?]|(?:please|pls|instead|then|now)\b)", re.IGNORECASE)
# ("1시에 시작하는 걸로": where it starts, its length kept)
# ("4시 걸로 바꿨어": to the one at 4)
_KO_DESTINATION = LazyPattern(
    r"(?:\s*같은\s*시간)?\s*(?:부터|에\s*시작하는\s*(?:걸|것으)|\s*시작으|\s*(?:거|것으|꺼))?(?:으로|로)|\s*걸로"
    r"|\s*(?:에\s*)?(?:하는|보는)\s*(?:걸|것으)로"  # ("납품 끝나고 하는 걸로 바꿔줘": where it is done)
    r"|\s*에\s*(?:해도|하면|하는\s*(?:걸로|게))"  # "금요일 같은 시간에 해도 될 듯 옮겨줘": where it may go
)
# a new time said as it now is, after the change is told ("시간 바뀌었대 오후 2시래", "10시 20분 출발이래")
_KO_NOW_AT = LazyPattern(
    # ("열 시 반이었어요", "10시 40분이네": what it was all along, found out)
    r"\s*(?:출발|시작)?\s*(?:이래|래|이라네|라네|이라고|라고|이야|야|이에요|예요|입니다|이었어|였어|이네|네)(?:요)?(?![가-힣])"
)
# "그냥 2시로 해", "3시로 하자": a time alone made so, with no name, changes what was just written
_KO_TO_THERE = LazyPattern(
    rf"(?:(?<=[{BLANK}주])|(?<=같은 시간)|(?<=같은시간)) *(?:부터)?(?:으로|로)(?:요)?"
    # "동물병원 금요일로 가능?", "면담 4시로 해도 돼?", "미팅 금요일로 됐어" (so it became)
    rf"(?:[ \t]*(?:가능(?:해|할까|한가|하나)?|될까|돼|해도[ \t]*{KO_LEAVE_ASKED}[가-힣]*"
    r"|됐(?:어|대|네|다|습니다)?|되었(?:어|대|다|습니다)?)(?:요)?)?"
    r"[ \t.!?~]*$"
)
# "can we make it the week after? same time", "push it to the day before": a unit from the plan's own day; "make it
# the same time next week", "move it to next week, same time": the next week's same day and time
_EN_UNIT_AFTER_ITS_OWN = LazyPattern(
    r"\b(?:make|move|push|put|shift|switch|do)\s+(?:it|that|this)\b[^.!?]{0,12}?\b(?:to\s+)?"
    r"(?:the\s+(?P<unit>week|day)\s+(?:after|(?P<before>before))"
    r"|(?:at\s+)?the\s+same\s+time\s+next\s+week|next\s+week,?\s+(?:at\s+)?(?:the\s+)?same\s+time)"
    r"(?=\s*(?:[?.!,;]|$|instead\b|then\b|please\b|pls\b))",
    _FLAGS,
)
# "to the next day", "the following week", "a day later", "two days earlier", "to the day before": counted
# from the plan's own day
_EN_FROM_ITS_OWN_DAY = LazyPattern(
    r"\b(?P<to>to\s+)?the\s+(?:next|following)\s+(?P<unit>day|week)\b(?!\s+(?:after|before)\b)"
    r"|\b(?P<n>a\s+couple(?:\s+of)?|a|an|one|two|three|\d)\s+(?P<unit2>days?|weeks?)\s+(?:(?P<later>later)|(?P<earlier>earlier|sooner))\b"
    r"|\b(?P<to3>to\s+)?the\s+(?P<unit3>day|week)\s+(?:after|(?P<before>before))(?=\s*(?:[?.!,;]|$|instead\b|then\b))"
    # ("budget call earlier by a day pls": had booked 'budget call earlier' today)
    r"|\b(?:later|(?P<earlier4>earlier|sooner))\s+by\s+(?P<n4>a|an|one|two|three|\d)\s+(?P<unit4>days?|weeks?)\b",
    _FLAGS,
)


def says_a_correcting_verb(text: str) -> bool:
    """Whether English `text` says a verb that cancels, moves or changes ("…, and cancel marco's too")."""
    return EN_CORRECTING_VERB.search(text) is not None


# a weekday said as the one after the plan's day ("moved to the following tuesday", "그 다음 화요일로")
_THE_FOLLOWING_WEEKDAY = LazyPattern(
    rf"\bfollowing\s+(?:{EN_WEEKDAY_RE})\b|\b(?:{EN_WEEKDAY_RE})\s+after\b(?!\s+(?:next|this)\b)"
    rf"|(?<![가-힣])그\s*다음\s*{KO_WEEKDAY_LETTER}요일",
    _FLAGS,
)


def _put_off(text: str, kind: Kind) -> bool | None:
    """Which way a weekday said alone lies from the plan's own day: after it when put off ("push it to monday",
    "moved to the following tuesday"), before it when brought forward; None when no way is said."""
    if says_every_time(text):
        return None  # ("보컬 레슨 앞으로 쭉 금요일로": a series' new weekday from now on, "앞으로" no way at all)
    if _THE_FOLLOWING_WEEKDAY.search(text):
        return True
    return {"later": True, "earlier": False}.get(kind)


_EN_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3} | {str(n): n for n in range(10)}
_EN_COUNTS |= {"a couple": 2, "a couple of": 2}
# the day after (or before) the plan's own, as where it goes: "그 다음 날로", "전날로"
# ("회의 다음 날로 치과 예약해줘" books a day after another plan: only "그" points at the plan's own)
# the only time that works, heard ("4시밖에 안 된대", "4시만 가능하대"), said right after it
# ("6시 반밖에 자리 없대서": only then is there a table)
_KO_ONLY_THEN = (
    r"(?:밖에[ \t]*(?:자리|시간|예약|슬롯|빈\s*자리)(?:이|가)?[ \t]*(?=없)|(?:만|밖에)[ \t]*(?:안[ \t]*)?)"
    r"(?:된대|된다|된다고|된다네|돼|돼요|된대요|가능하대|가능하대요|가능하다고|가능|가능해|가능해요|없대|없대요)"
)
_KO_ONLY_THEN_SAID = LazyPattern(rf"{BLANK}[ \t]*{_KO_ONLY_THEN}")
_KO_ONLY_THEN_AFTER = LazyPattern(rf"[ \t]*{_KO_ONLY_THEN}")


def says_only_then(text: str) -> bool:
    """Whether a Korean utterance says the only time that works ("4시밖에 안 된대"), however it goes on."""
    return _KO_ONLY_THEN_SAID.search(text) is not None


# ("비행기 다음 날로 바꿔 줘": said with a verb that changes, it is the plan's own next day too)
_KO_DAY_AFTER_ITS_OWN = LazyPattern(
    r"(?:그\s*다음\s*날|이튿날|익일|(?P<before>그\s*전날))\s*(?:같은\s*시간\s*)?(?:로|으로)"
    r"|다음\s*날\s*(?:같은\s*시간\s*)?(?:로|으로)"
    r"(?=\s*(?:좀\s*)?(?:바꿔|바꾸|바꿀|옮겨|옮기|옮길|미뤄|미루|미룰|변경|넘겨|이동|해\s*(?:줘|주|줄)))"
)
_KO_DAYS_FROM_ITS_OWN = LazyPattern(
    rf"(?<![가-힣])(?P<count>{_KO_DAY_COUNT_WORDS}|\d+\s*일)\s*(?:뒤|후|(?P<earlier>앞|전))\s*(?:으)?로(?![가-힣])"
)
_A_DAY_COUNT = LazyPattern(r"\s*일$")
# "let's", heard: "하재", "하자고 하셨어", "하자셨어요" (what someone proposes)
_KO_LETS_HEARD = (
    r"(?:하재|하쟤|하자네|하자(?:셨|시네|신대)[가-힣]*"
    r"|하자['’\"”]?고(?:[ \t]*(?:하셨|하심|하시|했|하네|하더라|그러)[가-힣]*)?)"  # ("'…하자'고 하심": quoted)
)
_KO_MAKE_IT = LazyPattern(
    # ("목요일에 해도 될까요?": leave asked to do it then)
    # ("금요일 같은 시간으로 해주세요": a day move keeps its time)
    rf"{BLANK}[ \t]*(?:같은[ \t]*시간[ \t]*)?(?:에[ \t]*하는[ \t]*(?:걸로|것으로)|하는[ \t]*(?:걸로|것으로)|으로|로"
    r"|에(?=[ \t]*해[ \t]*도))[ \t]*"
    rf"(?:{_KO_LETS_HEARD}|해|하자|할게|할래|합시다|하죠|하는[ \t]*걸로){_TAIL}"
    rf"(?:[ \t]*{KO_LEAVE_ASKED}[가-힣]*)?"  # asked leave: "3시로 해도 돼?"
    # "4시밖에 안 된대", "4시만 가능하대": the only time that works, heard, is where it goes
    rf"|{BLANK}[ \t]*{_KO_ONLY_THEN}(?=[ \t.!~ㅠㅜㅋ]*$)"
    # "6시 반으로 바꿨어": changed by the user, told
    rf"|{BLANK}[ \t]*(?:으로|로)[ \t]*(?:바꿨|바꿔[ \t]*놨|옮겼|변경했)[가-힣]*"
)
# "아 그냥 일요일이 낫겠다", "3시가 더 좋겠어": a day or time said to suit better is where the plan goes
_KO_BETTER = LazyPattern(
    rf"(?<={BLANK})[ \t]*(?:이|가)?[ \t]*(?:더[ \t]*)?"
    rf"(?:낫겠|나을\s*(?:것|듯)|좋겠|좋을\s*(?:것|듯)|괜찮겠){_TAIL}(?![ \t]*\?)"  # said, not asked ("나을까?")
)
# "23일로 하자 시간은 같고": the time kept, as a change of day keeps it
_KO_TIME_KEPT = r"시간은\s*(?:같고|같게|그대로(?:고|요)?|똑같이|동일하게)"
_KO_WAY_SAID = LazyPattern(rf"(?<![가-힣])(?:{KO_WAY_MODIFIERS.ko_pattern})(?=\s+[가-힣A-Za-z])")
# Not resting, said of a day ("수요일은 리뷰 있어서 안 쉬어", "치과 때문에 못 쉬어요"): its time off, whatever plan
# is why; not "요가 안 쉬고 갈 거야" (the plan is not skipped)
_KO_REST_DENIED = LazyPattern(r"(?<![가-힣])(?:안|못)\s*쉬(?!고\s*(?:갈|가|할|하|그냥))")
# A plan that came up, said as why another changes ("7월 1일에 중요한 회의 생겨서 그날만 빼줘")
_KO_PLAN_CAME_UP = LazyPattern(
    r"(?<![가-힣])(?:[가-힣]+(?:한|운|은|인)\s+)?[가-힣A-Za-z]+\s*(?:이|가)?\s*(?:생겨서|생겼는데|생겨가지고)"
)
_KO_NOISE = LazyPattern(
    # "세무서 가는 건 접을게": going there, said of the plan
    r"(?<![가-힣])(?:가는|오는|하는|보는|받는|만나는)\s*(?:거|건|것|걸)(?:은|는|도)?(?![가-힣])|"
    rf"(?<![가-힣])(?:{FILLER_WORDS.ko_pattern}|{KO_REQUEST_FORMS.ko_pattern}|방금|아까|더|같은\s*시간(?:으로|로)?"
    r"|(?:그거|그것|이거|이것|저거)(?:을|를|은|는|도)?|그걸|그건|그"
    r"|(?:그날|그\s+날|당일)(?:만|은|는|도|에|을|를)?)(?![가-힣])"  # "그날만 빼줘": that day, no word of its name
    # "빼야 될 듯": a decision, said softly
    r"|(?<![가-힣])(?:될|할)\s*(?:듯|것\s*같[가-힣]*|거\s*같[가-힣]*)(?![가-힣])"
    rf"|(?<![가-힣])한(?=\s*{BLANK})"  # "한 30분": about thirty minutes
    r"|(?<![가-힣])(?:우리|저희|내|제)(?=\s)"  # "우리 회식": the user's own, no word of its name
    # "그거 끝나는 시간 5시로": which end of it changes, no word of its name
    r"|(?<![가-힣])(?:끝나는|끝|종료|시작하는|시작)\s*(?:시간|시각|건|거|것)(?:은|는|을|를|도|이|가)?(?![가-힣])"
    # "팀장님이 그날은 안 된대": who says so, as the subject, is no word of the plan's name
    rf"|(?<![가-힣])(?:{PEOPLE_WORDS.ko_pattern})(?:이|가|께서)(?![가-힣])"
    r"|(?<![가-힣])(?:수\s*있|가능)[가-힣]*"  # "늦출 수 있을까", "가능해?": the request asked, not the plan
    # "치과는 그대로 두고 요가 7시로 해줘": the plan left as it is
    r"|(?<![가-힣])[가-힣A-Za-z]+(?:은|는|을|를)?\s*(?:그대로\s*)?(?:두고|놔두고|냅두고)(?![가-힣])"
    # "결혼식 확정됐어 근데 시간이 1시래": that it is settled, and "the time" of it, are no words of its name
    r"|(?<![가-힣])확정(?:은|이)?\s*(?:됐어|됐대|됐어요|됐습니다|됐고|됐는데|됐다네|이래|이에요|이야)?(?![가-힣])"
    rf"|(?<![가-힣])시간(?:은|이)(?=\s*{BLANK})"
)
_KO_DAYS_AMOUNT = LazyPattern(
    r"(?<![가-힣\d])(?P<n>하루|이틀|사흘|나흘|일주일|(?:한|\d{1,2})\s*(?P<unit>주))(?:\s*(?:정도|더|만))?"
    # ("휴가 하루 늘려줘", "하루 줄여서 목요일까지만": longer or shorter by so many days)
    rf"(?=\s*(?:뒤로|앞으로|늦게|일찍)?\s*(?:미뤄|미루|미룰|연기|늦춰|늦추|당겨|당기|땡겨|땡기|앞당|밀어|늘려|늘리|늘릴|줄여|줄이|줄일"
    rf"|{KO_DONE_LATER.ko_pattern}|{KO_DONE_EARLIER.ko_pattern})"  # "하루 뒤로 밀렸어": said done
    # said last, as an answer to how much later ("부산 비행기 미뤄졌대 / 하루 뒤로")
    r"|\s*(?:뒤로|앞으로|늦게|일찍|으로|로)?[\s.!~]*$)"
)


def says_days_amount(text: str, language: Language) -> bool:
    """Whether `text` says a shift by whole days ("하루 뒤로", "a day later")."""
    return (_KO_DAYS_AMOUNT if language == "ko" else _EN_DAYS_AMOUNT).search(text) is not None


_KO_PRONOUN = LazyPattern(r"그거|그것|이거|이것|저거|그걸|그건")

_WORD_ENDING = LazyPattern(
    r"(?<=[가-힣])(?:을|를|은|는)$|(?<=[가-힣]{2})(?:이|가)$|'s$"
)  # "개발팀을", "민지가", "Bob's"
_POSSESSIVE_AFTER_BLANK = LazyPattern(rf"(?<={BLANK})'s\b")


@dataclass
class _Reading:
    """A correction as read so far: its kind, the words that said it, the destination's mentions."""

    kind: Kind
    said: list[tuple[int, int]] = field(default_factory=list)  # spans of the correcting words
    destination: set[tuple[int, int]] = field(default_factory=set)  # spans of day and time mentions
    region: tuple[int, int] | None = None  # where a rename names the old title
    title: str | None = None  # a rename's new title
    hour: TimeMention | None = None  # "to 10": a bare number the ordinary reading leaves alone
    parts: bool = True  # whether a part of the day said ("the afternoon") places the target
    clause: tuple[int, int] | None = None  # the clause that names the target, when others only explain
    time_off: bool = False  # what is taken back is time off, unnamed: "I'm working Friday after all"
    days: int | None = None  # "push it back a day", "이틀 미뤄줘": a shift by whole days
    whole_day: bool = False  # "make that the whole day", "하루 종일로 바꿔줘": all of its day
    half: PartOfDay | None = None  # "make that a half day, morning", "오전 반차로 할게": that half of its day
    of_it: bool = False  # said of the plan just talked about, naming none ("and only 30 min")
    returns: bool = False  # "I'm back at work on the 30th": the time off ends the day before the day said
    only_day: bool = False  # "hmm no, only the friday": of its days, that one alone


def read_correction(utterance: Utterance) -> ParseResult | None:
    """The utterance as a cancel, change or undo; None when it is none of them."""
    text = utterance.text
    korean = utterance.language == "ko"
    masked = utterance.found.masked
    language = utterance.language
    may_correct = (
        _MAY_CORRECT_EN.search(text)
        or (korean and _MAY_CORRECT_KO.search(text))
        or RETRACTION.search(text)
        or _ARROW.search(text)
        or (_KO_LENGTH if korean else _EN_LENGTH).search(masked)
        or (korean and _KO_LENGTH_HELD.search(masked))
        or (_KO_AT_WORK if korean else _EN_AT_WORK).search(masked)  # "I'll come in on thursday after all"
        or (_KO_UNTIL if korean else _EN_UNTIL).search(masked)
        or (not korean and not utterance.found.times and _EN_UNTIL_HOUR.search(masked))
        or (not korean and _EN_FROM_ITS_OWN_DAY.search(text))
        or (not korean and _EN_THE_ONE_THEN_RESTATED.match(masked))
        or (not korean and _EN_PROPOSED_HOUR_SAID.search(masked))  # "ugh he says 8 now"
        or (not korean and _EN_TIME_OFF_RESTATED.search(masked))  # "my leave next week is now wed to fri"
        or utterance.titles  # a kept plan may be restated with no correcting word: _kept_plan_restated
    )
    if _a_day_made_a_half_day(utterance):
        return None  # a new half day off that day: booked, its half asked as always
    half_day = _half_day_of_it(utterance)
    fragment = None if may_correct or half_day else _of_the_plan_just_said(utterance)
    if not may_correct and fragment is None and half_day is None:
        return None
    if not korean and any(_EN_UNDO_AND_MORE.match(sentence) for sentence in SENTENCE_BREAK.split(text)):
        return ParseResult(intent=Intent.UNKNOWN, reply=say("ask_undo_first", language), language=language)
    if not korean and _NEGATED_UNDO.search(text):  # "undo that.. wait no, don't undo anything": nothing to do
        return ParseResult(intent=Intent.UNKNOWN, reply=say("ask_unchanged", language), language=language)
    if (undone := _undo_clause(text, korean)) is not None:
        saved = _UNDO_SAVED.search(text) is not None
        target = _undo_target(undone, korean, utterance.titles)
        if target is None and _EN_BROUGHT_BACK.fullmatch(undone) and utterance.found.days:
            # "bring tuesday back": the latest change of a plan that day, never another's
            target = Target(window=utterance.window_of(utterance.found))
        return ParseResult(
            intent=Intent.WRITE,
            operation=Operation.UNDO,
            target=target,
            language=utterance.language,
            undoes_saved=saved,
            brings_back=target is None and _BRINGS_BACK.search(text) is not None,
            steps_back=_STEPS_BACK.search(undone) is not None,
        )
    request = REQUEST[language].search(text) is not None
    known = known_title_words(utterance.titles)
    all_of_it = _ALL_OF_IT.search(text) is not None and (
        known is None or known.search(text) is None or _EXCEPT.search(text) is not None
    )
    every_time = _EVERY_TIME_MOVED.sub("", text) if says_a_correcting_verb(text) else text
    # "move everything tuesday to wednesday": what that day holds, moved (several are asked about, one by one)
    every_time = _EVERYTHING_ON_A_DAY_MOVED.sub("", every_time)
    everything = _EVERYTHING.search(every_time) is not None or all_of_it
    asked = (
        QUESTION.search(text) or TAG_QUESTION[language].search(text) or _asked_first(text, language)
    ) and not request
    negated = _NEGATED_CORRECTION.search(text)
    besides = text[: negated.start()] + " " * len(negated[0]) + text[negated.end() :] if negated else text
    # "i do the school run at 8:15 every morning, no need to add it": how it repeats, and no booking wanted (unless
    # one is asked besides: "book swim every tuesday at 6. no need to add a reminder")
    repeats_only = everything and not all_of_it and not _EVERYTHING.search(_EVERY_TIME_MOVED.sub("", text))
    if repeats_only and negated and _NEGATED_BOOKING.search(negated[0]) and not _ASKS_FOR_A_CHANGE.search(besides):
        return ParseResult(intent=Intent.UNKNOWN, reply=say("ask_unchanged", language), language=language)
    if asked or everything or _INSTRUCTIONS.search(text) or _ASKS_WHAT_MOSS_CAN.search(text):
        return None
    # ("lily's quitting swim after february, so nothing to change yet": its own words ask for no change)
    nothing = _NOTHING_TO_CHANGE.search(text)
    if nothing and not _ASKS_FOR_A_CHANGE.search(text[: nothing.start()] + " " + text[nothing.end() :]):
        return ParseResult(intent=Intent.UNKNOWN, reply=say("ask_unchanged", language), language=language)
    if negated is not None:  # never read as the write it mentions,
        rest = utterance.verb_led_names.sub(lambda m: " " * len(m[0]), besides)  # "book club" asks no booking
        if not _ASKS_FOR_A_CHANGE.search(rest):  # unless the message asks for one besides ("…, cancel it")
            # right after that change, it is taken back ("wait no keep it", "아냐 취소하지 마"): the use case
            # decides; never when it speaks of someone else's plan, of a booking ("don't add anything
            # friday") or of a plan none of the user's ("don't cancel my haircut" with no haircut kept)
            clause = clause_around(text, negated.start())
            target = _undo_target(clause, korean, utterance.titles)
            held = held_back(text, language)
            mistake = _A_MISTAKE.search(negated[0]) is not None  # "i didn't mean to cancel it": whatever "it" is
            if mistake and held is None and _NEGATED_BOOKING.search(negated[0]):
                # "i didn't mean to book that": the booking taken back
                return ParseResult(intent=Intent.WRITE, operation=Operation.UNDO, target=target, language=language)
            named = _said_besides_undoing(clause, korean) if target is None and not mistake else []
            if korean and named and held is None and re.match(_KO_NO_KEEP_IT_AS_IT_WAS, negated[0]):
                # "아냐 회식 그대로 둬" of a dinner just cancelled: the plan named, looked for among those taken away
                target = Target(title=" ".join(named))
            elif held is not None or _NEGATED_BOOKING.search(negated[0]) or named:
                return ParseResult(
                    intent=Intent.UNKNOWN, reply=say(held or "ask_unchanged", language), language=language
                )
            return ParseResult(
                intent=Intent.WRITE, operation=Operation.UNDO, keeps=True, target=target, language=language
            )
    if _EN_NEVER_MIND.fullmatch(text):
        return None
    reading = (
        half_day
        or (_korean(utterance) if korean else _english(utterance))
        or fragment
        or _of_the_plan_just_said(utterance)
    )
    if reading is None or is_purpose_of_a_new_plan(text, language):
        return None
    if (held := held_back(text, language) or ("ask_unchanged" if says_it_stays(text, language) else None)) is not None:
        return ParseResult(intent=Intent.UNKNOWN, reply=say(held, language), language=language)
    if told_of_someone_else(text, language, utterance.titles):  # "남편 내일 치과 3시래 나 말고", though a 치과 is kept
        return ParseResult(intent=Intent.UNKNOWN, reply=say("held_someone_elses_plan", language), language=language)
    if korean and someone_elses_kept_plan(text, utterance.titles):
        return ParseResult(intent=Intent.UNKNOWN, reply=say("held_someone_elses", language), language=language)
    return _result(utterance, reading)


# A yes-or-no question said first, what follows only telling ("is yoga cancelled this week? the studio sent some
# email i haven't read"): the whole message asks
_EN_ASKED_FIRST = LazyPattern(
    r"\W*(?:(?:so|and|hey|oh|um+|hmm+|wait)\W+)*(?:is|are|was|were|did|has|have|does|do)\s+(?!you\b)[^.!?]*\?", _FLAGS
)


def _asked_first(text: str, language: Language) -> bool:
    if language != "en" or (first := _EN_ASKED_FIRST.match(text)) is None:
        return False
    return not (EN_CORRECTING_VERB.search(text, first.end()) or RETRACTION.search(text, first.end()))


# Words that only ever take something away; "cancellation" or "취소 정책" in a title are no such word
# when a write verb says what to book.
_CANCEL_WORD = LazyPattern(
    r"\b(?:cancel(?:l?ed|l?ing|s)?|called\s+off|call\s+off|scrap(?:ped|s)?|scratched)\b|취소|캔슬", _FLAGS
)


# A reason said after a Korean correction, ending what is said: a sentence of its own ("… 없대요.
# 팀장님이 출장이라서요") or a last word of a noun and 이라서 ("… 이번 주는 쉰대 연휴라서")
_KO_TRAILING_REASON = LazyPattern(
    r"(?:[.!?,~]\s*[^.!?,~]*?(?:이라서|라서|때문에|거든|니까|야\s*해서|야\s*돼서)(?:요)?|\s+[가-힣]+(?:이라서|라서)(?:요)?"
    # ("반차 쓸게 애 졸업식이라": because of it, said short)
    r"|(?P<short>(?<=[게께줘요])\s+(?:[가-힣]+\s+)?[가-힣]+(?:이라|라))"
    # ("방금 넣은 연차 되돌려 줘 다음 달로 미루려고": what for, after the request)
    r"|(?:(?<=줘)|(?<=주세요)|(?<=줄래))\s+[^.!?,~]*?(?:려고|려구)(?:요)?)"
    r"[\s.!~ㅋㅎㅠ]*$"
)
# Time off and, after it, what it is for: "금요일 연차 애 졸업식이라", "월요일 반차 오전 태권도 심사라" (the half
# of the day said next is the time off's)
_KO_REASON_AFTER_TIME_OFF = LazyPattern(
    rf"(?:{VACATION_WORDS.ko_pattern})(?:\s+(?:오전|오후))?(?P<reason>(?:\s+[가-힣]+){{1,3}}?(?:이라|라)(?:서|요|서요)?)[\s.!~ㅋㅎㅠ]*$"
)
_EN_TRAILING_REASON = LazyPattern(r"[,.;!]+\s*(?:because|since|cos|cuz|cause|as)\b[^.!?]*[.!]*$", _FLAGS)


# An English answer's first clause, and what in a remark after it would change the answer ("3, no wait 4", "tuesday,
# or wednesday", "at 3, make it 4")
_EN_FIRST_CLAUSE = LazyPattern(r"[^,.;!?]+(?=[,.;!]+\s*\S)")
_EN_REMARK_ANSWERS_TOO = LazyPattern(
    r"\d|\b(?:no|not|nope|nah|wait|actually|instead|rather|scratch|make|or|but|also|and|too)\b|n't\b", _FLAGS
)


def answer_before_its_reason(text: str, language: Language) -> str | None:
    """What an answer to MOSS's question says before the reason given after it ("오후로요. 애 학교 끝나면 데리러
    가야 해서", "afternoon, because the bank opens late"), or before a remark that says no day, time or change of
    mind ("morning pls, bank stuff", "10ish works, she said before lunch"); None when nothing follows."""
    reason = (_KO_TRAILING_REASON if language == "ko" else _EN_TRAILING_REASON).search(text)
    if reason is not None and text[: reason.start()].strip():
        return text[: reason.start()]
    first = _EN_FIRST_CLAUSE.match(text) if language == "en" else None
    if first is None or not first[0].strip():
        return None
    remark = text[first.end() :]
    answers_too = _EN_REMARK_ANSWERS_TOO.search(remark) or not find_temporal(remark, korean=False).empty
    return None if answers_too else first[0]


# A first sentence or clause owning up to what MOSS pointed out ("oh right class.", "right, forgot about class,",
# "아 맞다 수업 있지."): a cue of remembering, fillers, and at most a few words naming what was forgotten
_EN_ACKNOWLEDGED = LazyPattern(
    # (a word of remembering must be said: "oh no. my 3pm is gone" owns up to nothing)
    r"\W*(?:(?:oh|ah|ahh|ok(?:ay)?|ugh|argh|oof|dang|damn|shoot|doh)\W+)*(?:(?:yeah|yes|right|true|duh|of\s+course|good\s+(?:point|catch)|my\s+bad|oops|whoops)\W+)+"
    r"(?:(?:i\s+)?(?:totally\s+|completely\s+)?forgot(?:\s+about)?\s+|i\s+have\s+|there'?s\s+)?(?:(?:my|the)\s+)?"
    r"(?:[a-z']+\s+){0,2}?[a-z']*\s*[,.;!—-]+\s*(?=\S)"
    r"|\W*(?:(?:oh|ah|right|yeah)\W+)*(?:i\s+)?(?:totally\s+|completely\s+)?forgot(?:\s+about)?\s+(?:(?:my|the)\s+)?"
    r"(?:[a-z']+\s+){0,2}?[a-z']+\s*[,.;!—-]+\s*(?=\S)",
    _FLAGS,
)
_KO_ACKNOWLEDGED = LazyPattern(
    r"\W*(?:아+\s*)?(?:맞다|맞아|그렇지|아차|깜빡했(?:네|다|어)?|까먹었(?:네|다|어)?)[^.!?,~]{0,16}?[.!?,~ㅋㅎㅠ]+\s*(?=\S)"
)


def answer_after_acknowledging(text: str, language: Language) -> str | None:
    """What an answer to MOSS's question says after first owning up to what MOSS pointed out ("oh right class. ok
    make it 8pm then" after declining a clash with the class, "아 맞다 수업 있지. 그럼 8시로"); None when it opens
    with no such sentence or clause."""
    opening = (_KO_ACKNOWLEDGED if language == "ko" else _EN_ACKNOWLEDGED).match(text)
    return text[opening.end() :] if opening is not None else None


_KO_RESTS = LazyPattern(r"쉰대|쉰다|쉬어요")


_KO_NEEDED = LazyPattern(r"필요\s*$")
_KO_KEEP_ASKED = LazyPattern(r"(?:넣어|잡아|추가해|등록해)\s*(?:줘|주세요|줄래|줄\s*수)")


def without_trailing_reason(text: str) -> str:
    """A Korean cancel, change or booking with the reason said after it blanked ("연휴라서" names no time off,
    "출장이라서" no trip of the user's, "반차 쓸게 애 졸업식이라" no plan of its own); the text as it is when no
    request is left before it."""
    if (after_time_off := _KO_REASON_AFTER_TIME_OFF.search(text)) is not None:
        return text[: after_time_off.start("reason")] + " " * (len(text) - after_time_off.start("reason"))
    reason = _KO_TRAILING_REASON.search(text)
    if reason is None or not (
        _MAY_CORRECT_KO.search(text, 0, reason.start())
        or _KO_RESTS.search(text, 0, reason.start())
        or reason["short"]  # said right after what it asks for, whatever it asks
    ):
        return text
    return text[: reason.start()] + " " * (len(text) - reason.start())


def cancels_unclearly(text: str, language: Language) -> bool:
    """Whether a write that is no correction still says a cancel word, or begins like a cancel
    that was not read as one ("kill the 3pm meeting", "No standup Friday, I'm on vacation"), and
    no write verb: it is asked about rather than booked, since a quiet wrong write is worse than
    a question back."""
    write = _KO_WRITE_VERB if language == "ko" else _EN_WRITE_VERB
    cue = (
        _CANCEL_WORD.search(text)
        or RETRACTION.search(text)
        or (_KO_CANCEL_CUE if language == "ko" else _EN_CANCEL_CUE).search(text)
        or (_SOMEONE_ELSE_CANNOT.search(text) if language == "en" else None)  # "my boss can't make the team sync"
    )
    if cue is not None and _work_negated(text, language, [cue.span()]):
        cue = None  # "회사 안 가고 연차 쓸래": work is what is not done
    written = write.search(text)
    if written is None:
        return cue is not None and not is_purpose_of_a_new_plan(text, language)
    # "book the dentist friday 3pm, never mind": a clause taking it back after the write verb
    # ("the cancelled meeting" inside what is booked takes nothing back)
    return _TAKEN_BACK_AFTER.search(text, written.end()) is not None


# A negation and the clause it rules: "not taking any time off", "said no to my vacation", "instead of
# vacation"; in Korean it follows what it negates ("휴가 쓰려다가 말았어", "휴가는 없는 걸로", "휴가 안 되겠어")
_EN_NEGATES = LazyPattern(
    r"\b(?:not|no|never|won'?t|don'?t|doesn'?t|isn'?t|aren'?t|can'?t|cannot|didn'?t|instead\s+of|rather\s+than)\b"
    rf"(?!\s+(?:{_NEGATES_NOTHING}|later\s+than|longer\s+than|more\s+than)\b)",
    _FLAGS,
)
_EN_NEGATED_CLAUSE = LazyPattern(r"[^,;.!?—]{0,40}")
_KO_NEGATES = LazyPattern(
    rf"(?<![가-힣])(?!{KO_NOUNS_OPENING_AS_A_NEGATION.ko_pattern})(?:안|못)\s*[가-힣]|않|말았|말고|아니|아님|아냐|없는|없던"
)
# A negation itself denied ("금요일 휴가 안 쓰는 거 아니야": it is not that it is not taken): no negation
_KO_NOT_THAT = LazyPattern(rf"[가-힣]*\s*{_KO_IT_IS_NOT}")
# work said right before a negation, as what is not done ("출근 안 해", "회사는 안 가")
_KO_WORK_NEGATED = LazyPattern(rf"(?:{WORK_WORDS.ko_pattern})(?:은|는|을|를|에|엔|도)?\s*$")
_KO_NEGATED_REACH = 14  # characters before a Korean negation that it may be said of
_AT_WORK_WORDS = LazyPattern(rf"\b(?:{WORK_WORDS.en_exact_pattern})\b|{WORK_WORDS.ko_pattern}", _FLAGS)


def negates_time_off(masked: str, language: Language) -> bool:
    """Whether a negation in the utterance (days and times blanked) is said of time off ("not taking
    any time off next week", "다음 주 휴가 쓰려다가 말았어"): such time off is never booked; a negation
    of work says time off is taken ("I can't come in Friday, taking a sick day")."""
    if language == "ko":
        for negation in _KO_NEGATES.finditer(masked):
            if _KO_NOT_THAT.match(masked, negation.end()) and not negation[0].startswith(("아니", "아님", "아냐")):
                return False
            before = masked[max(0, negation.start() - _KO_NEGATED_REACH) : negation.start()]
            # ("출근함 쉬는 거 아님": work said, then time off denied; "출근 안 하고 쉴래": work denied)
            work = [*_AT_WORK_WORDS.finditer(before)]
            if predicate_of(before[work[-1].end() :] if work else before) is Predicate.VACATION:
                return True
        return False
    for negation in _EN_NEGATES.finditer(masked):
        clause = _EN_NEGATED_CLAUSE.match(masked, negation.end())
        said = clause[0] if clause else ""
        if predicate_of(f"i'm{said}" if said.lstrip().startswith(("off", "away")) else said) is Predicate.VACATION:
            return not _AT_WORK_WORDS.search(said)
    return False


def says_a_plan_is_off(text: str) -> bool:
    """Whether the words say something is off or called off ("physio friday, they texted, it's
    off") or say a correcting verb ("I'll have to skip spanish this wednesday"): said of a plan the
    user keeps, a cancel or change, though no word names a plan without its title."""
    return any(pattern.search(text) is not None for pattern in (_EN_IS_OFF, _EN_PASSIVE, _EN_VERB))


def may_restate_a_kept_plan(text: str, language: Language) -> bool:
    """Whether a new event read from `text` may be a kept one said again, so that the user's plans
    are worth reading to tell: a new time said of it ("dinner is at 8 now", "필라테스는 7시로"). Any
    other new event is read as it is said, with no read of the user's plans."""
    said_then_why = last_korean_sentence(text) if language == "ko" else None  # "사진관 5시로 하자 그냥 …"
    return not books_something(text, language) and (
        (_KO_STATED if language == "ko" else _EN_RESTATED).search(text) is not None
        or (said_then_why is not None and _KO_STATED.search(text, 0, said_then_why) is not None)
        or _SAID_AGAIN.search(text) is not None
        or (language == "ko" and len(text.split()) <= _TERSE_WORDS)  # "치과 목 3시": a kept one's new time
    )


_TERSE_WORDS = 6
# Words that say a plan is said again with something else: "the dentist at 4pm, not 3", "actually …",
# "치과 3시 말고 4시", "아니고", "대신"
_SAID_AGAIN = LazyPattern(r"\b(?:not|instead|actually|rather|again)\b|말고|아니고|대신|다시", _FLAGS)


_NOW_SAID = LazyPattern(r"\bnow\b|\bany\s*more\b|이제|바뀌었|바뀜", _FLAGS)


def says_it_anew(text: str) -> bool:
    """Whether a plan is said with what it now is against what it was ("is at 11 now", "4 not 3", "instead", "치과 3시
    말고 4시"): news of a kept plan's change, when one of that name is kept."""
    return _SAID_AGAIN.search(text) is not None or _NOW_SAID.search(text) is not None


_EN_INSTEAD_WORD = LazyPattern(r"\binstead\b", _FLAGS)


def booked_instead(text: str, language: Language) -> str | None:
    """ "add emma's bday party sat 11am instead": a booking said in place of something, as the booking alone
    (for when it names no plan kept: then there is nothing to move); None when it is no such booking."""
    if language != "en" or not books_something(text, language) or _EN_INSTEAD_WORD.search(text) is None:
        return None
    return without_instead(text)


def without_instead(text: str) -> str:
    """ "ok then the bank call thursday at 2 instead": what is said, without saying it replaces something."""
    return _EN_INSTEAD_WORD.sub(" ", text)


def books_something(text: str, language: Language) -> bool:
    """Whether the utterance says a verb that books ("add", "schedule", "잡아줘", "있어요"): what it
    names is a new plan, even when one of that name is kept."""
    return (_KO_WRITE_VERB if language == "ko" else _EN_WRITE_VERB).search(text) is not None


# What takes back the request it follows: "…, wait no", "…, actually hold off", "…, nah", "… 아 아니야 됐어"
_TAKEN_BACK_AFTER = LazyPattern(
    r"[,.;!?—-]\s*(?:(?:oh|ah|um|uh|hmm|wait|actually|sorry)\W+)*(?:no|nah|nope|hold\s+off|scratch\s+that"
    r"|(?:let\s+me|i'?ll|i\s+need\s+to|gotta)\s+(?:check|confirm|ask)(?:\s+\w+){0,2}\s+first|hold\s+on"
    rf"|never\s*mind|forget\s+(?:it|that)|{RETRACTION_WORDS.en_exact_pattern})\b"
    r"|(?:아니야|아니다|아냐|됐어|됐다|아\s*됐)(?=[\s.!~]*$)",
    _FLAGS,
)
_WILL_CANCEL_VERBS = ("skip", "cancel", "drop", "call", "scrap")
_LEADING_NO = LazyPattern(r"\W*no\b", _FLAGS)
# How a cancel may begin without being read as one: a cancel verb first (after "I'll"), a leading
# "no" before a vacation or meeting word; 패스 or 빼 in Korean.
_EN_CANCEL_CUE = LazyPattern(
    r"^\W*(?:(?:please|pls|ok(?:ay)?|oh)\W+)*(?:(?:i|we)(?:'ll|\s+will)\s+)?"
    r"(?:kill|nix|scrap|delete|remove|drop(?![-\s]*(?:in|by|off)\b)|skip|unbook|get\s+rid\s+of)\b(?!-)"
    # ("no the lunch is at 1 not 12": "no" before what is then said to be so answers what was said; it takes
    # nothing away)
    rf"|^\W*no\s+(?:more\s+)?(?!(?:the|my|it|that|this)\b[^.,;!?]*\b(?:is|are|'s)\b)(?:\w+\s+){{0,3}}{_EN_TAKEN_AWAY}",
    _FLAGS,
)
_KO_CANCEL_CUE = LazyPattern(r"빼\s*(?:줘|주|줄|버|자)")
# A clause of days and times only (masked), small words and punctuation
# ("the afternoon is off" has a subject: the afternoon)
_ONLY_WHEN = LazyPattern(rf"(?:[\s,;.!]|{BLANK}|\b(?:on|at|for|in|by)\b)*", _FLAGS)


def _spans(pattern: LazyPattern, text: str) -> list[tuple[int, int]]:
    return [match.span() for match in pattern.finditer(text)]


def _adverbs(pattern: LazyPattern, masked: str) -> dict[str, tuple[int, int]]:
    """Where the words that say which way a change goes are: "later", "forward", "longer", "뒤로"."""
    return {name: m.span() for m in pattern.finditer(masked) for name, value in m.groupdict().items() if value}


def _arrowed(utterance: Utterance) -> _Reading | None:
    """ "dentist friday -> 4pm", "회의 3시 → 4시": what follows the arrow is where it moves."""
    arrow = _ARROW.search(utterance.found.masked)
    if arrow is None:
        return None
    found = utterance.found
    spans = [m.span for m in found.days] + [m.span for m in found.times]
    after = {span for span in spans if span[0] >= arrow.end()}
    if after:
        return _changed(utterance, "move", [arrow.span()], {}, after, weak=False)
    # "kickoff -> 10": a number alone after the arrow is an hour
    hour = _bare_hour(utterance.found.masked, _EN_HOUR_HERE, at=arrow.end())
    if hour is None or not _CLAUSE_ENDS_HERE.match(utterance.found.masked, hour.span[1]):
        return None  # ("dentist -> 2 fillings, ugh": a number of something)
    return _Reading("move", [arrow.span(), hour.span], hour=hour)


def _names_a_kept_plan(utterance: Utterance, words: str) -> bool:
    """Whether `words` name an event or one of the user's plans."""
    known = known_title_words(utterance.titles)
    return utterance.names_an_event(words) or (known is not None and known.search(words) is not None)


_EN_NOTHING_MORE = LazyPattern(rf"[\s{BLANK}]*(?:(?:now|instead|then|please|pls|thanks)\b[\s,.!?]*)*[\s,.!?]*", _FLAGS)
# Time off said to be on another day than the one it has ("the sick day should be tomorrow not today")
_EN_TIME_OFF_ON_ANOTHER_DAY = LazyPattern(
    r"\b(?P<kind>(?:[a-z']+[ \t]+){0,2}?[a-z']+)[ \t]+"
    r"(?P<verb>should[ \t]+be|is|was[ \t]+(?:supposed|meant)[ \t]+to[ \t]+be)"
    rf"[ \t]+(?:on[ \t]+)?(?P<new>{BLANK}+)[ \t,]*(?:not|instead[ \t]+of|rather[ \t]+than)[ \t]+(?:on[ \t]+)?{BLANK}",
    _FLAGS,
)
# Kept time off said with the days it has now ("my leave next week is now wed to fri", "i'm only off wed to fri"):
# its own said with "now", or "only" (a plain "just off wed to fri" books them)
_EN_TIME_OFF_RESTATED = LazyPattern(
    rf"\b(?:(?:my|our)[ \t]+(?:{VACATION_WORDS.en_pattern})\b(?=[^.!?]*\bnow\b)"
    # ("jen's only off wed to fri": someone else's)
    r"|(?:i'?m|i[ \t]+am)[ \t]+(?:now[ \t]+)?(?:only[ \t]+off\b|just[ \t]+off\b(?=[^.!?]*\bnow\b)))",
    _FLAGS,
)
_EN_DAYS_JOINED = LazyPattern(r"[ \t]*(?:to|through|thru|till|until|-|–)[ \t]*", _FLAGS)  # "wed to fri": a span
_EN_OFF_INSTEAD_OF = LazyPattern(
    rf"\b(?P<verb>take|taking|have|having|use|using)[ \t]+(?:the[ \t]+)?(?P<new>{BLANK}+)[ \t]+off[ \t]+"
    rf"(?:instead[ \t]+of|rather[ \t]+than)[ \t]+(?:the[ \t]+)?{BLANK}",
    _FLAGS,
)
# A plan named by when it is, said with where it goes: "the 3pm tomorrow can be 4", "the 10:30 is at 11 now"
_EN_THE_ONE_THEN_RESTATED = LazyPattern(
    rf"\W*(?:(?:so|and|ok(?:ay)?|oh|um+|uh+)\W+)*the\s+{BLANK}+(?:[\s,]+{BLANK}+)?\s+(?:one\s+)?"
    r"(?P<verb>(?:can|should|needs?\s+to|has\s+to|will)\s+be|is|'s)\s+(?:(?:at|on|now)\s+)*"
    rf"(?={BLANK}|\d)",
    _FLAGS,
)


_EN_THE_ONE_THEN_ENDS = LazyPattern(
    rf"\W*(?:(?:so|and|ok(?:ay)?|oh|um+|uh+)\W+)*(?:the\s+)?{BLANK}+(?:'s)?(?:[\s,]+{BLANK}+)?\s+(?:one\s+)?"
    r"(?P<verb>(?:now\s+)?(?:ends|finishes|wraps(?:\s+up)?|is\s+done|will\s+(?:end|finish|wrap(?:\s+up)?))"
    r"[ \t]+(?:at[ \t]+|by[ \t]+)?)"
    rf"(?={BLANK})",
    _FLAGS,
)


def _english(utterance: Utterance) -> _Reading | None:
    text = utterance.text
    if (renamed := _one_plan_for_another(utterance)) is not None:
        return renamed
    if arrowed := _arrowed(utterance) or _back_to(utterance) or _its_then(utterance):
        return arrowed
    if (whole := _EN_HALF_MADE_WHOLE.search(text)) is not None:
        # "i want a full day instead of the half day": all of its day
        return _Reading("move", [whole.span()], whole_day=True, time_off=True)
    if (moved_off := _EN_OFF_INSTEAD_OF.search(utterance.found.masked)) is not None:
        # "can i take the 29th off instead of the 26th?": the time off of the day set aside, moved
        new = next((d.span for d in utterance.found.days if d.span[0] == moved_off.start("new")), None)
        if new is not None:
            return _Reading("move", [moved_off.span("verb")], {new}, time_off=True)
    if (days_now := _time_off_restated(utterance)) is not None:
        return days_now
    said_again = _EN_TIME_OFF_ON_ANOTHER_DAY.search(utterance.found.masked)
    if said_again is not None and predicate_of(said_again["kind"]) is Predicate.VACATION:
        # "the sick day should be tomorrow not today": from the day it has to the day said
        new = next((d.span for d in utterance.found.days if d.span[0] == said_again.start("new")), None)
        if new is not None:
            return _Reading("move", [said_again.span("verb")], {new})
    if ends := _EN_THE_ONE_THEN_ENDS.match(utterance.found.masked):
        # "tomorrow's 1pm wraps at 1:45 now": the plan named by when it starts, and when it ends
        after = {span for span in _mentions(utterance) if span[0] >= ends.end("verb")}
        if len(after) == 1 and _EN_NOTHING_MORE.fullmatch(utterance.found.masked, max(end for _, end in after)):
            return _Reading("until", [ends.span("verb")], after)
    if restated := _EN_THE_ONE_THEN_RESTATED.match(utterance.found.masked):
        # "the 3pm tomorrow can be 4": the plan named by when it is, and where it goes after the verb
        after = {span for span in _mentions(utterance) if span[0] >= restated.end("verb")}
        start = restated.start("verb")
        hour = None if after else _bare_hour(BLANK * start + utterance.found.masked[start:], _EN_STATED_HOUR)
        said_to = max([*(end for _, end in after), *([hour.span[1]] if hour else [])], default=None)
        # (the time ends what is said: "the 3pm tomorrow is 1 on 1 with jae" names what it is)
        if said_to is not None and _EN_NOTHING_MORE.fullmatch(utterance.found.masked, said_to):
            return _Reading("move", [restated.span("verb")], after, hour=hour)
    begins = _EN_NOT_UNTIL.search(utterance.found.masked)
    if begins is not None and utterance.predicate is not Predicate.VACATION:  # it starts then; nothing is off
        after = {span for span in _mentions(utterance) if span[0] >= begins.end()}
        return _Reading("move", [begins.span()], after, hour=_bare_hour(utterance.found.masked, _EN_NOT_UNTIL))
    if (shift := _EN_UNIT_AFTER_ITS_OWN.search(text)) is not None:  # "can we make it the week after?"
        days = 1 if (shift["unit"] or "week").lower() == "day" else 7
        return _Reading("earlier" if shift["before"] else "later", [shift.span()], days=days)
    # "lunch with jae to the next day", "can we do it a day later?": from the plan's own day ("dinner
    # with ann the next day", no "to" and no verb, may be a new plan)
    shift = _EN_FROM_ITS_OWN_DAY.search(text)
    # (the verbs are read only then: this runs for every English utterance)
    verbs = [verb.span() for verb in EN_CORRECTING_VERB.finditer(text)] if shift is not None else []
    if (
        shift is not None
        and (shift["to"] or shift["to3"] or shift["unit2"] or shift["unit4"] or verbs)
        and not books_something(text, "en")
    ):
        said = shift["n"] or shift["n4"]
        count = _EN_COUNTS.get(said.lower(), 1) if said else 1
        unit = shift["unit"] or shift["unit2"] or shift["unit3"] or shift["unit4"]
        days = count * (7 if unit.lower().startswith("week") else 1)
        earlier = shift["earlier"] or shift["before"] or shift["earlier4"]
        return _Reading("earlier" if earlier else "later", [shift.span(), *verbs], days=days)
    clause_starts = [0, *(clause.end() for clause in _CLAUSE_OPENING.finditer(text))]
    someone_from = {
        someone.end(): someone.start() for start in clause_starts if (someone := _EN_SOMEONE.match(text, start))
    }
    cancelled_by = list(someone_from)
    # ("Priya called to cancel her trip" cancels no plan of the user's)
    cancelled_by += [
        called.end() for called in _EN_CALLED_TO.finditer(text) if _EN_CALLED_OFF_ALONE.match(text, called.end())
    ]
    called_off = (_EN_CALL_OFF.match(text, start) for start in [0, *cancelled_by])
    if taken_out := _EN_DAYS_TAKEN_OUT.search(utterance.found.masked):
        if taken_out["take_back"]:
            return _Reading("cancel", [taken_out.span("take_back"), taken_out.span("of")], time_off=True)
        return _Reading("cancel", [taken_out.span("take"), taken_out.span("out")])
    if take := (
        _EN_TAKE_OFF.match(text)
        or _EN_TAKE_ME_OFF.match(text)
        or _EN_GIVE_A_MISS.match(text)
        or _EN_TAKE_IT_OFF.search(text)
        or next((call for call in called_off if call), None)
    ):
        # ("yoga's off this week, take it off": the plan said off before is the one taken off)
        return _Reading("cancel", [take.span("take"), take.span("off"), *_spans(_EN_IS_OFF, text)])
    plan_off = _EN_TAKE_PLAN_OFF.search(text)
    if (
        plan_off
        and predicate_of(plan_off["what"]) is not Predicate.VACATION
        and utterance.names_an_event(plan_off["what"])
    ):
        return _Reading("cancel", [plan_off.span("take"), plan_off.span("off")])
    if called := _EN_CALLED.match(text):
        return _renamed(called, [])
    # the verb opens what is said, or a clause of it ("hmm so lunch got moved, can you push it to 1")
    starts = [0, *(clause.end() for clause in _CLAUSE_OPENING.finditer(text))]
    # or after "so", "and", "then" when what comes before books nothing ("I'm sick so cancel yoga
    # tomorrow"; "haircut saturday 10am then skip lunch" books the haircut)
    # ("Tom's off sick this week so we can skip tomorrow's 1:1": a time before, but no plan of the user's)
    starts += [
        joined.end()
        for joined in _EN_JOINED.finditer(text)
        if not books_something(text[: joined.start()], "en")
        and (BLANK not in utterance.found.masked[: joined.start()] or predicate_of(text[: joined.start()]) is None)
    ]
    # or after the words that ask for it: "is it possible to cancel …", "can I skip …", "jiho wants to move …"
    starts += [asked.end() for asked in _EN_ASKED_FOR.finditer(text)]
    # or after the plan, asked of it: "can the korean class move to friday?", "this thursday class can move …"
    starts += [asked.end() for asked in _EN_PLAN_ASKED_TO.finditer(text)]
    # or a cancel said with who did it: "they canceled the standup" (only a cancel: "she moved to Busan")
    verb = next((found for start in starts if (found := _EN_VERB.match(text, start))), None)
    verb_said_by: tuple[int, int] | None = None
    if verb is None:  # who did it: a cancel, or a move with where to ("they rescheduled me to the 12th")
        said_by = [v for start in cancelled_by if (v := _EN_VERB.match(text, start))]
        # a bare hour only when the plan is named ("they moved the standup to 10"): "the teacher moved it to 5"
        # names none of the user's plans, and the one last written may not be the teacher's (read only when
        # someone is said to have done something: this runs for every English utterance)
        if not all(v["cancel"] for v in said_by):
            known = known_title_words(utterance.titles)
            named = BLANK in utterance.found.masked or (known is not None and known.search(text) is not None)
            where_to = _english_destination(utterance) or (named and _bare_hour(utterance.found.masked) is not None)
            said_by = said_by if where_to else [v for v in said_by if v["cancel"]]
        verb = next(iter(said_by), None)
        who = (someone_from.get(verb.start(), verb.start()), verb.start()) if verb is not None else None
        # who did it is no name of the plan ("the 3:30 on tuesday, school moved it to 4:15"), unless it is
        # one ("the dentist moved it to 4")
        if who is not None and not _names_a_kept_plan(utterance, text[slice(*who)]):
            verb_said_by = who
    if verb is not None and verb["will"] and not _will_cancel(verb, text):
        verb = None  # "I'll stop at the bank before the meeting", "I'll forget about it, schedule …"
    if verb is not None:
        kind = next(kind for kind in _KINDS if verb[kind])
        said = [verb.span(), *([verb_said_by] if verb_said_by else [])]
        if kind in ("rename", "move") and (rename := _EN_RENAME.match(text, verb.start(kind))):
            return _renamed(rename, said)
        if kind == "cancel":
            errand = verb["cancel"].lower().startswith("drop") and _EN_DROPPED_OFF.match(text, verb.end())
            return None if _EN_NOT_CANCEL.match(text, verb.end()) or errand else _Reading("cancel", said)
        # which way the change goes is said in its own clause ("…, we always end up chatting" says none)
        reason = _CLAUSE_BREAK.search(text, verb.end())
        adverbs = _adverbs(_EN_ADVERB, utterance.found.masked[: reason.start() if reason else None])
        # "make it 5 instead", "make it 30 min", "set the dentist for 4pm"; else a write
        if verb[kind].lower() in ("make", "set") and not adverbs:
            if utterance.found.all_day and not (utterance.found.days or utterance.found.times):
                # "actually make that the whole day", "make it a full day instead of a half day"
                return _Reading("move", said, whole_day=True)
            if _EN_MAKE_IT_A.match(text, verb.end(kind)):
                return None  # "make it an afternoon half day monday instead": a new one, booked
            if utterance.found.all_day and _EN_DAY_MADE_WHOLE.match(text, verb.end(kind)):
                return _Reading("move", said, whole_day=True, time_off=True)  # "make friday a full day off"
            return (
                _bounded(utterance, _EN_LENGTH, _EN_UNTIL)  # "could we make it end at 6 instead?"
                or _instead(utterance)
                or _shifted(utterance)  # "make the dentist 2 hours later"
                or _made_so(utterance, verb.end(kind), said)
                or (_Reading("move", said) if _part_moved_to(utterance) else None)  # "make it the morning"
            )
        if (
            kind in ("longer", "shorter", "move")
            and not adverbs
            and (bounded := _bounded(utterance, _EN_LENGTH, _EN_UNTIL))
        ):
            return bounded  # "extend my vacation until Friday", "shorten the sync to 15 minutes"
        shortened = kind == "shorter" and not utterance.found.durations
        back = _at_work(utterance, _EN_AT_WORK, cut_short=True) if shortened else None
        if back is not None and back.returns:
            return back  # "cut my vacation short, i'm back at work on the 30th"
        weak = verb[kind].lower() not in ("delay", "postpone")  # "Extend visa appointment Monday 9am" is a write
        destination = _english_destination(utterance)
        hour = None if destination else _bare_hour(utterance.found.masked)
        said += [hour.span] if hour else []
        reading = _changed(utterance, kind, said, adverbs, destination, weak=weak and hour is None)
        return reading and replace(reading, hour=hour)
    # ("… since the regular one is cancelled": a reason, not a request)
    if passive_cancel := [span for span in _spans(_EN_PASSIVE, text) if not _after_a_reason(text, span[0])]:
        return _Reading("cancel", passive_cancel)
    if passive := _EN_PASSIVE_CHANGE.search(text):
        kind = next(kind for kind in _KINDS if kind in passive.re.groupindex and passive[kind])
        # "the offsite's been shortened, it ends at 1": what it was made, its new end or length
        bounded = _bounded(utterance, _EN_LENGTH, _EN_UNTIL) if kind in ("longer", "shorter") else None
        if bounded is not None:
            return replace(bounded, said=[passive.span(), *bounded.said])
        adverbs = _adverbs(_EN_ADVERB, utterance.found.masked)
        destination = _english_destination(utterance)
        # ("my 9am job got pushed back to 1": an hour alone after "to" is where it goes, as after an active verb)
        hour = None if destination else _bare_hour(utterance.found.masked)
        moved = _changed(
            utterance, kind, [passive.span(), *([hour.span] if hour else [])], adverbs, destination, weak=hour is None
        )
        moved = moved and replace(moved, hour=hour)
        # "the dentist moved to 4": an hour only a kept plan has; "… got moved, can you put it at 4:15 instead"
        instead = _instead(utterance)
        return (
            moved
            or _kept_plan_restated(utterance)
            or (instead and replace(instead, said=[passive.span(), *instead.said]))
        )
    # a new end said with "instead" is still a new end ("can it end at 11:30pm instead?")
    if (bounded := _bounded(utterance, _EN_LENGTH, _EN_UNTIL)) is not None:
        return bounded
    if (instead := _instead(utterance)) is not None:
        return instead
    if not _EN_WRITE_VERB.search(text) and (shifted := _shifted(utterance)) is not None:
        return shifted
    # ("book club's off": a name that starts with a booking word books nothing)
    unnamed = utterance.verb_led_names.sub(lambda m: " " * len(m[0]), text)
    if _EN_ASKS.match(text) or EN_QUERY.match(text) or _EN_WRITE_FIRST.match(unnamed):
        return None
    if _EN_CLAUSE_WRITE.search(unnamed):  # "No meetings Friday morning, block focus time": it books something
        return None
    # "off" said of the meeting or vacation its own clause names ("…, Bob is off that day" is no cancel)
    masked = utterance.found.masked
    off = [m.span() for m in _EN_IS_OFF.finditer(text) if _is_off_said_of_a_plan(utterance, m.start())]
    # ("put in a replacement sync monday since the regular one is cancelled": the reason's, not a request)
    participles = [span for span in _spans(_EN_PARTICIPLE, masked) if not _after_a_reason(text, span[0])]
    if said := participles or off:
        # "I shan't be going to the GP after all, the surgery says the doctor is off": the user's own
        # retraction before it is the request, the rest its reason
        retracted = [span for span in _retractions(masked) if span[1] <= said[0][0]]
        return _negated(utterance, retracted or said)
    # ("leo's call is this week not next": a week said not to be the plan's; "just so you dont mix them up": what MOSS
    # is asked not to do; neither takes the plan back)
    negations = [
        span
        for span in _spans(_EN_NEGATION, masked)
        if not _EN_NOT_WHEN.match(masked, span[1]) and not _EN_SAID_TO_YOU.search(masked, 0, span[0])
    ]
    if (known := known_title_words(utterance.titles)) is not None:  # "no team sync thursday", "there's no yoga"
        negations += [m.span() for m in _EN_NO_KEPT.finditer(masked) if known.match(masked, m.end())]
        negations.sort()
    # A leading "no" speaks for its sentence only when that says nothing else: "No standup Friday,
    # I'm on vacation" books the vacation (asked about: cancels_unclearly).
    if (
        negations
        and _LEADING_NO.match(text, negations[0][0])
        and (rest := _CLAUSE_BREAK.search(text, negations[0][1]))
        and (predicate_of(text[rest.end() :]) is not None or _EN_WRITE_VERB.search(text, rest.end()))
    ):
        negations = negations[1:]  # ("no pto friday, something came up" says nothing else: a cancel)
    if negations and _EN_MOVED_SINCE.search(text, negations[0][1]):
        negations = []  # ("no team lunch wednesday, they moved it": moved, not taken away; where to is asked)
    return (
        _negated(utterance, negations)
        or _retracted(utterance)
        or _at_work(utterance, _EN_AT_WORK)
        or _kept_plan_restated(utterance)
        or _kept_plan_said_to_last(utterance)
    )


_EN_MOVED_SINCE = LazyPattern(
    rf"[,;.!?]\s*(?:it'?s|they|it|has|was|got|been|\s)*\b(?:{MOVED_WORDS.en_exact_pattern}|postponed)\b",
    _FLAGS,
)


def _kept_plan_said_to_last(utterance: Utterance) -> _Reading | None:
    """A plan the user keeps, named with a length and nothing else ("gym 90 min actually", "the conference is
    only 20 mins btw"): its new length. Read only with the user's titles, like `_kept_plan_restated`."""
    found = utterance.found
    known = known_title_words(utterance.titles)
    if not found.durations or found.days or found.times or known is None or not known.search(utterance.text):
        return None
    if _EN_WAY_THERE.search(utterance.text) or books_something(utterance.text, utterance.language):
        return None
    if _TOLD_AS_IT_WENT.search(utterance.text):
        # "gym was 2 hours lol", "the dentist kept me waiting 30 min", "i have 20 min before the gym": what happened
        # or how long until, told
        return None
    if _HOW_FAR_AFTER.match(found.masked, found.masked.rfind(BLANK) + 1):
        return None  # "the dentist is only 5 mins away", "10 min walk from work": how far, not how long
    return _Reading("length") if _only_a_kept_plan_named(utterance) else None


_TOLD_AS_IT_WENT = LazyPattern(
    r"\b(?:was|were|took|lasted|ran|went|started|waited|waiting|kept|late|behind|over|early|gave|before|after|until"
    r"|till)\b",
    _FLAGS,
)
_HOW_FAR_AFTER = LazyPattern(
    r"[ \t]*(?:away|from|walk|walking|drive|driving|ride|by[ \t]+(?:bus|car|train|bike|foot|cab|taxi)|on[ \t]+foot"
    r"|down[ \t]+the|up[ \t]+the|there|out|to[ \t]+(?:get|park|walk|drive))\b",
    _FLAGS,
)


# the time a way takes ("the drive to the gym is 20 min"), not the plan's
_EN_WAY_THERE = LazyPattern(
    r"\b(?:drive|ride|commute|walk|cycle|bike|cab|taxi|uber|bus|way|journey)\s+(?:to|there|back|over|home)\b"
    r"|\bget(?:ting)?\s+(?:to|there|back)\b",
    _FLAGS,
)


# "go back to 3", "leave it at 3", "put it back to friday": the plan is where these say, again
_EN_BACK_TO = LazyPattern(
    r"\b(?:(?:go|(?:put|move|change|set|switch)[ \t]+(?:it|that))[ \t]+back|(?:leave|keep)[ \t]+(?:it|that)"
    rf"|(?:keep|leave)[ \t]+(?:the|my)[ \t]+[\w' -]{{1,30}}?(?=[ \t]+(?:at\b|{BLANK})))"  # "no, keep the dentist at 3"
    rf"[ \t]+(?:(?:to|at|on|as)[ \t]+(?:the[ \t]+)?|(?={BLANK}))",  # "at 3" may be blanked whole; \s is a blank too
    _FLAGS,
)
_EN_HOUR_HERE = LazyPattern(r"(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?(?![\w:/.])", _FLAGS)


# "oh wait it's next friday, not this one", "it's actually at 4": where the plan just talked of is
_EN_ITS_THEN = LazyPattern(
    rf"\bit(?:'s|\s+is)[ \t]+(?:actually[ \t]+|really[ \t]+)?(?:on[ \t]+|at[ \t]+)?(?={BLANK})", _FLAGS
)
_EN_NOT_THIS = LazyPattern(r"\b(?:not|isn'?t)\b|\bactually\b", _FLAGS)


def _its_then(utterance: Utterance) -> _Reading | None:
    """A plan's day or time said again as a correction: "it's next friday, not this one"."""
    found = utterance.found
    its = _EN_ITS_THEN.search(found.masked)
    if its is None or not _EN_NOT_THIS.search(utterance.text):
        return None
    mentions = sorted([m.span for m in found.days] + [m.span for m in found.times])
    group = [span for span in mentions if span[0] >= its.end()]
    destination = {span for span in group if not found.masked[its.end() : span[0]].strip(BLANK + " ,")}
    destination = destination or set(group[:1])
    said = [its.span(), *(m.span() for m in _EN_NOT_THIS.finditer(found.masked))]
    return _Reading("move", said, destination) if destination else None


def _back_to(utterance: Utterance) -> _Reading | None:
    """ "nvm go back to 3", "no wait, leave it at 3": a move to where it was, said as where."""
    found = utterance.found
    back = _EN_BACK_TO.search(found.masked)
    if back is None:
        return None
    destination = {
        span for span in [m.span for m in found.days] + [m.span for m in found.times] if span[0] >= back.end()
    }
    hour = None if destination else _bare_hour(found.masked, _EN_HOUR_HERE, at=back.end())
    if not destination and hour is None:
        return None
    return _Reading("move", [back.span(), *([hour.span] if hour else [])], destination, hour=hour)


def _shifted(utterance: Utterance) -> _Reading | None:
    """ "could we do it an hour earlier", "the standup 30 minutes later": a length with later or
    earlier moves a stored fact by it, verb or no verb."""
    found = utterance.found
    adverbs = _adverbs(_EN_ADVERB, found.masked)
    direction = next((kind for kind in ("later", "earlier") if kind in adverbs), None)
    if direction is None and found.moments and (said := _EN_LATER_OR_EARLIER.search(utterance.text)):
        # "can dinner start half an hour later": the length and its way read together as a moment
        direction = "later" if said[0].lower() == "later" else "earlier"
        adverbs = {**adverbs, direction: said.span()}
    if direction is None or not (found.durations or found.moments):
        return None
    return _changed(utterance, direction, [adverbs[direction]], adverbs, set(), weak=False)


_EN_LATER_OR_EARLIER = LazyPattern(r"\b(?:later|earlier|sooner)\b", _FLAGS)


def _instead(utterance: Utterance) -> _Reading | None:
    """ "How about 9 instead", "make the vet 11am instead", "let's do Saturday instead", "physio wants me
    at 8:30 instead": a new day or time put in place of a stored one; the days and times said last,
    right before "instead", are where it goes."""
    masked = utterance.found.masked
    instead = _EN_INSTEAD.search(masked)
    if instead is None and (of_then := _EN_INSTEAD_OF_THEN_SAID.search(masked)) is not None:
        # "put jiho's swim on friday instead of today": a kept plan is named, so a booking verb moves it; "could we do
        # the call at 10 instead of 9?": the hour a plan of the kind said has now
        known = known_title_words(utterance.titles)
        # ("add a call with mina at 10 instead of 9": a new one, booked at the better hour)
        of_kind = bool(of_then["hour"]) and bool(utterance.meetings) and not _EN_BOOKS_ANEW.search(utterance.text)
        # ("we can't do the call at 10 instead of 9": refused, not asked)
        refused = _EN_NEGATION.search(masked, 0, of_then.start()) is not None
        instead = of_then if (known and known.search(utterance.text)) or (of_kind and not refused) else None
    marker = instead or _EN_ONLY_ABOUT_STORED.search(masked)
    if marker is None or (
        _EN_WRITE_VERB.search(utterance.text) and (instead is None or utterance.predicate is Predicate.VACATION)
    ):
        # "schedule a call at 3pm, same time as last week" books one; so does "put me down for PTO
        # the 7th through the 10th instead" (time off said whole is new time off, the old one gone)
        return None
    found = utterance.found
    mentions = sorted([m.span for m in found.days] + [m.span for m in found.times])
    # the group of days and times right before "instead", or right after "can only do", "wants me at"
    before = [m for m in mentions if m[1] <= marker.start()][::-1]
    # (a week said with the day, "friday this week instead", is blanked between them)
    gap = masked[before[0][1] : marker.start()].replace(BLANK, "") if before else ""
    if instead and before and _PROPOSAL_GAP.fullmatch(gap) is None:
        before = []  # "the 3 o'clock on wednesday, can we do it in the morning instead? say 10"
    after = [m for m in mentions if m[0] >= marker.end()]
    # ("the wednesday 3 o'clock thing, he can only do 4 now": an hour said after it is where it goes, the day and
    # time before it which one it is)
    hour = _bare_hour(masked, _EN_PROPOSED_HOUR) if not (before if instead else after) else None
    if not mentions and hour is None:
        return None
    group = iter(before) if instead else iter(after or ([] if hour else before))
    destination: set[tuple[int, int]] = set()
    for span in group:
        near = min(destination)[0] if destination and span[1] <= min(destination)[0] else None
        gap = (
            masked[span[1] : near] if near is not None else masked[max(destination)[1] : span[0]] if destination else ""
        )
        if destination and gap.strip(" ,"):
            break
        destination.add(span)
    said = [marker.span(), *(m.span() for m in _EN_PROPOSAL.finditer(masked))] + ([hour.span] if hour else [])
    # a part of the day there is the reason ("so I have the afternoon free") or a name ("date night")
    return _Reading("move", said, destination, hour=hour, parts=False) if destination or hour else None


# Working on a day says it is no time off: "I'm working friday after all", "back in the office on
# friday", "금요일에 그냥 출근할게", "금요일은 일하러 가야 돼"; said right beside its day
_EN_AT_WORK = LazyPattern(
    r"(?:\b(?:i'?m|i\s+am|i'?ll\s+be|i\s+will\s+be|i\s+(?:have|need|got)\s+to\s+be|gotta\s+be)\s+"
    r"(?:back\s+)?(?:at\s+work|working|in\s+(?:the\s+)?office|coming\s+in|going\s+in"
    r"|in(?=\s+(?:after\s+all|then|anyway|that\s+day)\b|\s*(?:[,.!]|$)))"  # "I'll be in after all"
    # ("need to come in on the 30th after all", the "I" left out; "gonna be back at work friday")
    r"|(?:\bi\s+|^\W*)(?:have|need|got)\s+to\s+(?:work|come\s+in|go\s+in)|\bi(?:'ll|\s+will)\s+(?:come|go)\s+in"
    r"|(?:\bi'?m\s+|[,;]\s*|^\W*)(?:gonna|going\s+to)\s+be\s+(?:back\s+)?(?:at\s+work|in\s+(?:the\s+)?office)"
    r"|^\W*back\s+(?:at|to)\s+work)\b"
    # "working from home", "going in for surgery", "working on the report" (a day after "on" is where)
    rf"(?![ \t]+(?:from[ \t]+home|late|early|for|on[ \t]+(?![{BLANK}\d]|the[ \t]+\d)))",
    _FLAGS,
)
_KO_AT_WORK = LazyPattern(
    # ("월요일은 출근하게 됐어요": it has come to that)
    r"출근\s*(?:할|해|하기|한다|합니|하려|하게\s*(?:됐|되었))|일하러\s*(?:가|나가|갈)|근무\s*(?:할|해|하기|합니|하게\s*(?:됐|되었))"
    r"|일해야|일하게\s*(?:됐|되었)"
)
_BESIDE_ITS_DAY = 16  # characters between the words and the day they are said of


def _at_work(utterance: Utterance, pattern: LazyPattern, *, cut_short: bool = False) -> _Reading | None:
    """Working on a day the user has off takes that time off back; a plan named instead ("working on
    the report friday at 3") or a verb that books keeps it a write. With `cut_short`, back at work on a
    day ends the time off the day before it ("cut my vacation short, i'm back at work on the 30th")."""
    masked, text = utterance.found.masked, utterance.text
    work = pattern.search(masked)
    if work is None or utterance.meetings or books_something(text, utterance.language) or not utterance.found.days:
        return None
    if predicate_of(text) is Predicate.MEETING:
        return None
    if utterance.found.times and _BACK_AT_WORK.search(work[0]):
        return None  # "gonna be back at work by 2 tomorrow": a part of the day off, asked about
    beside = any(
        work.start() - _BESIDE_ITS_DAY <= day.span[1] and day.span[0] <= work.end() + _BESIDE_ITS_DAY
        for day in utterance.found.days
    )
    if not beside:
        return None
    back_on = [day.span for day in utterance.found.days if day.span[0] >= work.end()]
    # ("back at work friday the 27th": a weekday and a date said together are one day)
    one_day = len(back_on) == 1 or (
        len(back_on) > 1 and _ONE_RUN.fullmatch(masked, back_on[0][0], back_on[-1][1]) is not None
    )
    if cut_short and _BACK_AT_WORK.search(work[0]) and one_day:
        return _Reading("until", [work.span()], set(back_on), time_off=True, returns=True)
    return _Reading("cancel", [work.span()], time_off=True)


_BACK_AT_WORK = LazyPattern(r"\bback\b", _FLAGS)
_ONE_RUN = LazyPattern(rf"[{BLANK} \t,]*(?:the[ \t]+)?[{BLANK} \t,]*", _FLAGS)


# "no" before a kept plan's name, opening what is said or a clause: "no team sync thursday", "turns
# out there's no yoga tonight"
_EN_NO_KEPT = LazyPattern(
    r"(?:^\W*(?:(?:oh|ah|uh|um|hmm|well|ok(?:ay)?|actually|wait|ugh|sorry|anyway|yeah|nah)\W+)*|[,.;!?]\s*"
    r"|\b(?:so|and|then|but)\s+"
    # ("leo has no piano this week": whose it is, of a plan kept)
    # ("no the lunch is at 1 not 12": "no" before what is then said to be so answers what was said)
    r"|\bthere(?:'s|\s+is|\s+will\s+be)\s+|^\W*[\w']+\s+(?:has|have|gets)\s+)no\s+(?:more\s+)?"
    r"(?!(?:the|my)\b[^.,;!?]*\b(?:is|are|'s)\b)(?:the\s+|my\s+)?",
    _FLAGS,
)


# What says a kept plan's new day or time ("dinner is at 8 now", "the dentist moved to monday"), and
# what names the one it had ("…, not 3", "3시 말고")
_EN_RESTATED = LazyPattern(
    r"\b(?:is|are|'s|will\s+be|(?:should|needs?\s+to|has\s+to|can)\s+be|now|to|starts?(?:\s+at)?"
    # "my denver flight leaves at 9:15 now": when it sets off, said as it is
    r"|(?:leaves|departs|boards|begins|kicks\s+off|takes\s+off)(?:\s+at)?"
    r"|wants|(?:says|said)(?=[ \t]+\x1f)"  # "jiwoo says 7:30", not "…, she said" after a plan said whole
    # "they can only do 4:30", "she'd prefer 11:30": what someone else offers ("i can do yoga friday too" adds)
    r"|(?:she|he|they)(?:[ \t]+(?:can|could)[ \t]+only[ \t]+do|(?:'d|[ \t]+would)[ \t]+(?:prefer|rather))|prefers"
    r"|(?:moved|pushed|bumped|shifted|changed|rescheduled)(?:\s+to)?"
    r"|instead\s+of|rather\s+than)\b|->|→"  # "yoga 6:30 instead of 7": the time it had, said after
    r"|^\W*(?:make|set)\s+(?!(?:a|an|up|some)\b)",  # "make yoga 8pm", "set the dentist for 4pm"
    _FLAGS,
)
# what it was, said right before a day or time ("instead of today")
_EN_INSTEAD_OF_THEN_SAID = LazyPattern(
    r"\b(?:instead[ \t]+of|rather[ \t]+than)[ \t]+(?:on[ \t]+|at[ \t]+)?(?:the[ \t]+)?"
    r"(?=\x1f|(?P<hour>\d{1,2}(?::[0-5]\d)?(?![\w:/.])))",  # ("at 10 instead of 9": the hour it has, bare)
    _FLAGS,
)
_EN_BOOKS_ANEW = LazyPattern(r"\b(?:add|book|schedule|create|set\s+up|pencil)\b", _FLAGS)
_EN_HOUR_INSTEAD_OF = LazyPattern(
    r"(?<![\w:/.])(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?(?=[ \t]+(?:instead[ \t]+of|rather[ \t]+than|not)\b)", _FLAGS
)
_EN_STATED_HOUR = LazyPattern(
    r"\b(?:is|'s|be|at|to|now|make\s+it)[ \t]+(?:now[ \t]+)?(?:at[ \t]+)?(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?(?![\w:/.])"
    r"(?![ \t]*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|people|of)\b)",
    _FLAGS,
)
# ("치과 4시로 해줘", "팀 회의 11시 반으로 해 주세요": set to it, not booked anew; "잡아줘" books)
_KO_STATED = LazyPattern(
    r"(?:이래|래|이야|야|이에요|예요|입니다|이라고|라고"
    # "파티 밤 9시 시작이래", "비행기 7시 출발이에요": when it starts, said as heard or told
    # ("8시 말고 8시 반 접수래", "9시 체크인이래": the time of its check-in, which is its time)
    r"|[ \t]*(?:출발|시작|접수|입장|집합|탑승|체크인)(?:이래|래|이래요|이야|이에요|입니다|이라고|이라네|이라던데)"
    # "아 뮤지컬 토요일 거였네 ㅋㅋ 잘못 봄": when it was all along, found out
    # ("치과 원래 4시였어", "작년엔 금요일이었어": what it was once, no correction)
    r"|[ \t]*(?:거|꺼|것)(?:였|이었)(?:네|네요|구나|더라)"
    rf"|{_KO_ONLY_THEN}"  # "4시밖에 안 된대", "4시만 가능하대": that time only, heard; where the plan goes
    r"|(?:으로|로)(?:[ \t]*(?:해[ \t]*(?:줘|주세요|줄래|줄래요|요"
    r"|줄[ \t]*수[ \t]*있(?:어|어요|나요|을까|을까요)?[ \t]*\??|달래|달래요|달라고)?"
    rf"|{_KO_LETS_HEARD}|하자|할게|할래|합시다|하죠))?"  # "요가는 8시로 하자": a kept plan made so
    rf"|(?:으로|로)[ \t]*(?:{KO_DONE_CHANGES.ko_pattern}|변경했)[가-힣]*"  # reported done
    # "B사 미팅 목요일에 해도 될까요?": leave asked to hold it then
    # ("…해도 되나? 고민이네": wondered, not asked)
    r"|(?:으로|로|에)[ \t]*해[ \t]*도[ \t]*(?:돼|될까|괜찮)[가-힣]*[ \t]*\??)"
    # (after it, how often: "요가 이제 저녁 7시야 매주", said or read and blanked first; a softener: "치과 3시로 좀")
    rf"(?:요)?(?:[ \t,]*{_KO_TIME_KEPT})?(?:[ \t,]*(?:{EVERY_TIME_WORDS.ko_pattern}))?"
    rf"(?:[ \t]*(?:좀|부탁(?:해|해요|합니다|드려요|드립니다)?))?"
    r"(?:[ \t,]*(?:정정|수정)(?:이요|요|입니다|할게요?|해\s*줘)?)?"  # "돌잔치 11시 반이래 정정": said as a correction
    rf"[ \t.!~{BLANK}]*$"
)
_KO_THOUGHT_OF = LazyPattern(r"(?:할까|하려고|하려|할려고)[ \t]*(?:하다가|했는데|했다가|하다|했지만|했었는데)")
_KO_PROPOSED_BY = LazyPattern(rf"(?:으로|로)[ \t]*(?:{_KO_LETS_HEARD}|해[ \t]*달래|해[ \t]*달라고)(?:요)?[ \t.!~]*$")


def _kept_plan_restated(utterance: Utterance) -> _Reading | None:
    """A plan the user keeps, said with a new day or time and no verb that books or asks ("dinner is
    at 8 now", "dentist to 4 pls", "the dentist moved to monday", "필라테스는 7시로", "치과 4시래"):
    moved there. Read only with the user's titles (`Utterance.titles`), which the use case gives
    when the plan is kept and the utterance books nothing new; what it had is named after "not"."""
    known = known_title_words(utterance.titles)
    text, masked, found = utterance.text, utterance.found.masked, utterance.found
    korean = utterance.language == "ko"
    if known is None or known.search(text) is None:
        return None
    if books_something(text, utterance.language) or not _only_a_kept_plan_named(utterance):
        return None
    people_only = _only_people(" ".join(m[0] for m in known.finditer(text)), utterance.titles)
    # ("민지가 8시로 하재": who it is with proposes its new time)
    # ("the monmouth thing is at 4 now": a thing named by where or who is a plan)
    plan_said = MEETING.search(text) or _EN_ITEM.search(text)
    proposed = (_KO_PROPOSED_BY if korean else _EN_PROPOSED_BY).search(masked)  # "jiwoo says 7:30", "민지가 8시로 하재"
    if people_only and not plan_said and not proposed:
        return None  # "Tom is out tomorrow" of a 1:1 with Tom: Tom is, the 1:1 stays
    # ("the kims thing is next week not this week": a later week said so is where it goes, on its own weekday)
    weeks = [m.span for m in found.weeks] if _TO_A_LATER_WEEK.search(text) else []
    mentions = sorted([m.span for m in found.days] + [m.span for m in found.times] + weeks)
    old = {span for span in mentions if set_aside(masked, span, utterance.language)}
    # "치과 목 3시": a kept plan said first, as the topic, then when, nothing else, is where it goes now, as Korean
    # chat says it; said after when ("화요일 오전 10시 개발 싱크") it books another, as English does ("Dev sync Tuesday
    # at 10am")
    opening = _OPENING["ko"].match(text)
    terse = (
        korean
        and bool(mentions)
        and known.match(text, opening.end() if opening else 0) is not None
        and not _ANOTHER.search(text)
        and _NOTHING_BUT_WHEN.fullmatch(_kept_words_blanked(utterance)) is not None
    )
    if korean:
        stated = _KO_STATED.search(masked)
        if stated is None and (last := last_korean_sentence(masked)) is not None and BLANK not in masked[last:]:
            stated = _KO_STATED.search(masked, 0, last)  # "사진관 5시로 하자 그냥 애들 낮잠 자야돼": said, then why
        if stated is None and not terse:
            return None
        destination = _korean_destination(utterance) or {span for span in mentions if span not in old}
        said = [stated.span()] if stated is not None else []
        return _Reading("move", said, destination - old) if destination - old else None
    markers = list(_EN_RESTATED.finditer(masked))
    if not markers:
        return None
    start = markers[0].start()
    # where it goes is said after "is", "moved to" …, or anywhere ("dinner can start at 7:30 now")
    destination = {span for span in mentions if span[0] >= start and span not in old} or {
        span for span in mentions if span not in old
    }
    hour = None if destination else _bare_hour(BLANK * start + masked[start:], _EN_STATED_HOUR)
    # ("haircut 11 instead of 10": the hour right before what it had)
    hour = hour or (None if destination else _bare_hour(masked, _EN_HOUR_INSTEAD_OF))
    if not destination and hour is None:
        return None
    said = [marker.span() for marker in markers] + ([hour.span] if hour else [])
    return _Reading("move", said, destination, hour=hour)


# A second one said ("치과 하나 더", "또"): booked beside the kept one
_ANOTHER = LazyPattern(r"하나\s*더|또|추가|새로")
# What is left of a terse restatement once the kept title and the days and times are blanked: particles and marks
_NOTHING_BUT_WHEN = LazyPattern(rf"(?:[\s{BLANK},.!~]|(?<={BLANK})(?:에|엔|은|는|요|에요|부터))*")


def _kept_words_blanked(utterance: Utterance) -> str:
    """The text with its days and times and the words of the one kept plan it names blanked."""
    masked = utterance.found.masked
    known = known_title_words(utterance.titles)
    if known is None:
        return masked
    named = [m.span() for m in known.finditer(masked)]
    blanked = _blanked(masked, named)
    # the title's particle ("치과는") goes with it
    return re.sub(rf"(?<={BLANK})(?:은|는|이|가|을|를|도)(?=[\s{BLANK}]|$)", lambda m: BLANK * len(m[0]), blanked)


_EN_ITEM = LazyPattern(rf"\b(?:{ITEM_WORDS.en_exact_pattern})\b", _FLAGS)
# who it is with proposes its new time: "jiwoo says 7:30", "tom wants 4"
_EN_PROPOSED_BY = LazyPattern(rf"\b(?:{PROPOSING_WORDS.en_exact_pattern})[ \t]+(?:(?:at|maybe)[ \t]+)?{BLANK}", _FLAGS)


def _only_a_kept_plan_named(utterance: Utterance) -> bool:
    """Whether the utterance says nothing a kept plan does not ("dinner is at 8 now" of "dinner with
    Mina", "치과가 4시로 바뀌었대" of "치과"): "flight back to Seoul" names Seoul, which the kept "flight
    to Busan" does not, and "Mina's dentist" names Mina, so neither is that plan."""
    korean = utterance.language == "ko"
    masked = utterance.found.masked
    if _HOLDS_ANOTHER.search(utterance.text):
        return False  # "my photography club is doing a cherry blossom shoot saturday": a plan it holds, another
    # a clause with no day or time after the one that says it is its reason ("sam's recital starts at 6 now, they
    # added a rehearsal before"): it names no plan
    reason = next((b.start() for b in _CLAUSE_BREAK.finditer(masked) if BLANK not in masked[b.start() :]), None)
    if reason is None and korean and (last := last_korean_sentence(masked)) is not None and BLANK not in masked[last:]:
        reason = last  # "사진관 5시로 하자 그냥 애들 낮잠 자야돼": a Korean sentence after it, with no time, says why
    masked = masked[:reason] if reason is not None and BLANK in masked[:reason] else masked
    # (what states it first: "4시로 해줘" holds a request's own words, which are noise too)
    spoken = _blanked(masked, _spans(_KO_STATED if korean else _EN_RESTATED, masked))
    spoken = _blanked(spoken, _spans(_KO_NOISE if korean else _EN_NOISE, spoken))
    spoken = _blanked(spoken, _spans(_POSSESSIVE_AFTER_BLANK, spoken))  # "saturday's at 11:30 now": the day's "is"
    words = [_WORD_ENDING.sub("", word) for word in _WORDS.findall(spoken)]
    # "…, not 7": the time it had is said, negated
    # ("the landlord thing is at 5 now": a thing, an item, is what it is, no word of its name)
    said = " ".join(
        word
        for word in words
        if title_words(word) and not word.isdigit() and not NEGATION.fullmatch(word) and not _EN_ITEM.fullmatch(word)
    )
    if not said:
        return False
    if any(says_title(said, title) for title in utterance.titles):
        return True
    # every word of a kept plan said, the rest explaining ("the dentist appointment has been moved
    # up"), unless it says whose ("Mina's dentist", "the dentist for my son", "민아의 치과")
    # ("sam's recital" of "Sam's recital": whose it is, said as its title says it)
    whose = [m[0].casefold() for m in _SOMEONE_ELSES.finditer(utterance.text)]
    kept_whose = all(any(owner in title.casefold() for title in utterance.titles) for owner in whose)
    return kept_whose and any(
        title_words_said(utterance.text, title) == len(title_words(title)) for title in utterance.titles
    )


# what a kept plan's group holds besides it ("the club is doing a shoot", "book club's having a party")
_HOLDS_ANOTHER = LazyPattern(
    r"\b(?:is|are|'s|'re)\s+(?:doing|having|holding|hosting|organi[sz]ing|running|throwing|planning)\s+(?:a|an|its|their)\b",
    _FLAGS,
)
_SOMEONE_ELSES = LazyPattern(
    r"\b(?!(?:it|that|what|there|he|she|let|who|where|here)'s\b)[a-z]+'s\b|\bfor\s+(?:my|his|her|their|our)\b|[가-힣]의\s",
    _FLAGS,
)


_EN_MAKE_IT_A = LazyPattern(r"\s+(?:it|that)\s+an?\b", _FLAGS)
# "make the dentist 4:30", "make my sync friday": a plan already kept, made to be at a time ("make a
# dentist appointment for 4:30" books one)
# "make it an afternoon half day friday" says a whole new write: it books one
_EN_MADE_KEPT = LazyPattern(r"\s+(?:the|my|our|that|this|it(?!\s+an?\b))\b", _FLAGS)


_SPACES = LazyPattern(r"\s+")
_EN_MADE_IT_ALONE = LazyPattern(  # ("make it 8, need sleep": a reason may follow)
    r"\s+(?:it|that)\s+\d{1,2}(?::[0-5]\d)?(?:\s+(?:then|instead|please|pls))?(?:[\s.!?]*|(?P<reason>\s*[,;—–-].*))",
    _FLAGS,
)
# a bare hour ending what is said ("make tennis 11 instead")
_EN_LAST_HOUR = LazyPattern(
    r"(?<=\s)(?<!\bof\s)(?<!\bthan\s)(?<!\bnot\s)(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?"
    r"(?=(?:\s+(?:then|instead|please|pls))?[\s.!?]*$)",
    _FLAGS,
)
_EN_MADE_HOUR = LazyPattern(
    # ("make it 5 that day", "make it 5 on friday": the hour, then the day it is on)
    r"(?:(?<=\bit\s)|(?<=\bthat\s)|(?<=\bat\s))(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?"
    rf"(?=[\s.!?]*$|\s*[,;—–-]|[ \t]+(?:on[ \t]+)?{BLANK})",
    _FLAGS,
)


def _made_so(utterance: Utterance, after: int, said: list[tuple[int, int]]) -> _Reading | None:
    known = known_title_words(utterance.titles)
    # "make yoga 8pm", "make the dentist 3 instead": a kept plan named right after the verb
    kept = _EN_MADE_KEPT.match(utterance.text, after) or _SPACES.match(utterance.text, after)
    gap = _SPACES.match(utterance.text, kept.end()) if kept else None
    title = known.match(utterance.text, gap.end() if gap else kept.end()) if known and kept else None
    if not _EN_MADE_KEPT.match(utterance.text, after) and title is None:
        return None
    found = utterance.found
    spans = [m.span for m in found.days] + [m.span for m in found.times]
    destination = {span for span in spans if span[0] > after}
    if destination:
        # ("make it 5 on friday": a bare hour with the day)
        hour = None if found.times else _bare_hour(BLANK * after + found.masked[after:], _EN_MADE_HOUR)
        return _Reading("move", [*said, hour.span] if hour else said, destination, hour=hour)
    after_title = BLANK * title.end() + found.masked[title.end() :] if title is not None else ""
    # ("make the dentist 4 instead of 2": the hour before what it had, not the one it had)
    if title is not None and (
        hour := _bare_hour(after_title, _EN_HOUR_INSTEAD_OF) or _bare_hour(after_title, _EN_LAST_HOUR)
    ):
        return _Reading("move", [*said, hour.span], hour=hour)
    # "and the legal call tomorrow, make it 4": a bare hour, said of a plan named before it, or of
    # "it" alone ("hmm no, make it 2": the plan just talked about)
    alone = _EN_MADE_IT_ALONE.fullmatch(utterance.text, said[0][1])
    if alone and alone["reason"] and utterance.names_an_event(alone["reason"]):
        alone = None  # "make it 8, the dinner is at 9": another plan said beside it
    if not utterance.names_an_event(utterance.text[: said[0][0]]) and not alone:
        return None
    hour = _bare_hour(BLANK * after + found.masked[after:], _EN_MADE_HOUR)
    return _Reading("move", [*said, hour.span], hour=hour) if hour else None


# "결혼식은 그냥 2시간 잡아 둬": how long to hold a kept plan
# how long it takes, said as it is: "면접이 한 시간 반 정도 걸릴 것 같아요" (its length, "늘려줘" beside it too)
_KO_TAKES = (
    rf"{BLANK}(?![{BLANK}]) *(?:정도|쯤)? *(?:걸릴 *(?:것|거) *같|걸린대|걸린다고|걸린다네"
    r"|할 *듯|할 *(?:것|거) *같|한대|한다고|한다네|할 *거래)"  # ("송년회는 3시간 정도 할 듯": how long it goes)
)
# ("건축주 미팅 한 시간 반으로": a kept plan and a length, said last, is what it becomes)
_KO_LENGTH_HELD = LazyPattern(
    rf"{BLANK}(?![{BLANK}]) *(?:만|정도|쯤|짜리)? *(?:(?:으로|로)? *잡아|(?:으로|로)[ \t.!~]*$)|{_KO_TAKES}"
)
_KO_TAKES_SAID = LazyPattern(_KO_TAKES)
# (a length's "짜리" is blanked with it: read in what was said)
_KO_LENGTH_HEARD = LazyPattern(r"짜리(?:래|라고|라네|라는데|이래|랍니다|야|예요|이에요|거든|라서)")
# the time a way takes ("치과 가는 데 30분 걸릴 것 같아"), not the plan's
_KO_WAY_THERE = LazyPattern(r"까지|(?:가|오|이동하)는 *(?:데|길)")


def _kept_plan_booked_longer(utterance: Utterance) -> _Reading | None:
    """A length to hold for a plan the user keeps, or said to be its length, with no day or time
    ("결혼식은 그냥 2시간 잡아 둬", "면접이 한 시간 반 정도 걸릴 것 같아요"): that plan's new length, not a new
    plan asked for its day; never a way there ("결혼식장까지 2시간 잡아", "치과 가는 데 30분 걸려")."""
    found = utterance.found
    known = known_title_words(utterance.titles)
    of_it = _KO_PRONOUN.search(utterance.text) is not None  # "그거 2시간 잡아 줘": the plan just talked about
    if not found.durations or found.days or found.times:
        return None
    if not of_it and (known is None or not known.search(utterance.text)):
        return None
    if _KO_WAY_THERE.search(utterance.text):
        return None
    said = _KO_LENGTH_HELD.search(found.masked) or _KO_LENGTH_HEARD.search(utterance.text)
    return _Reading("length", [said.span()], of_it=of_it) if said else None


def _bounded(utterance: Utterance, length: LazyPattern, until: LazyPattern) -> _Reading | None:
    """A new length ("make it 30 min", "30분만 하면 돼") or a new end ("extend my vacation until
    Friday", "9시까지로 해줘") for a stored fact: the day or time right before "까지" / after
    "until" is where it ends."""
    masked = utterance.found.masked
    if utterance.found.durations and (resized := _RESIZED.search(masked)):  # "can yoga be 30 min shorter"
        return _Reading("longer" if resized["longer"] else "shorter", [resized.span()])
    if (utterance.found.durations or utterance.found.moments) and (ends := _END_SHIFTED.search(masked)):  # its end
        moments = utterance.found.moments
        said_earlier = ends["earlier"] or ends["ko_earlier"]
        later = bool(ends["later"] or ends["ko_later"]) or (not said_earlier and bool(moments) and moments[0] > 0)
        return _Reading("longer" if later else "shorter", [ends.span()])
    if utterance.found.durations and (said := length.search(masked)):
        # ("90 min is plenty": of the plan just talked about when it names none)
        enough = "enough" in said.re.groupindex and bool(said["enough"])
        if enough and (utterance.found.times or utterance.found.days or books_something(masked, utterance.language)):
            return None  # "lunch friday at 12, 90 min is plenty": how long a plan booked now is
        return _Reading("length", [said.span()], of_it=enough)
    # "아 목요일부터로 늘려줘": the day it now starts, its end kept
    starts = _KO_FROM_DAY.search(masked) if utterance.language == "ko" else None
    first = next((d.span for d in utterance.found.days if starts and d.span[0] == starts.start("at")), None)
    if starts is not None and first is not None and utterance.predicate is not Predicate.MEETING:
        return _Reading("from", [(starts.end("at"), starts.end())], {first})
    mentions = [m.span for m in utterance.found.days] + [m.span for m in utterance.found.times]
    for marker in until.finditer(masked):
        at = next(
            (
                group
                for group in ("ends", "end_time", "end_on", "stretched_to")
                if group in marker.re.groupindex and marker[group]
            ),
            "at",
        )
        end = next((span for span in mentions if span[0] < marker.end(at) and marker.start(at) < span[1]), None)
        if (
            "said" in marker.re.groupindex
            and marker["said"]
            and (len(utterance.found.times) > 1 or books_something(masked, "en"))
        ):
            continue  # "party saturday at 8, it ends at 11": a plan said whole, start and end
        if "only_rest" in marker.re.groupindex and marker["only_rest"] and end is not None:
            if _span_first_said(utterance, end) is not None:
                continue  # "내일부터 일요일까지만 쉴게": a span of its own, from its first day
        if end is not None:
            words = [
                marker.span(group)
                for group in ("verb", "runs", "until", "said", "ending", "stretch")
                if group in marker.re.groupindex and marker[group]
            ]
            # ("extend my leave through monday the 31st": its weekday said right before it is the same end, no day of
            # the plan's)
            words += [span for span in mentions if span[1] <= end[0] and not masked[span[1] : end[0]].strip(" ,")]
            # ("밤 10시까지로 늘려줘": what follows the end is the request's own words, no name; with no plan named, a
            # Korean request is of the plan just talked about, as "10시까지로 해줘")
            after = [(marker.end(at), marker.end())] if marker.end() > marker.end(at) else []
            of_it = utterance.language == "ko" or (not words and bool(after))
            if (first := _span_first_said(utterance, end)) is not None:
                # "화요일부터 목요일까지로 바꿔줘": both days of the span said, its first too
                return _Reading("move", words + after, {first, end}, of_it=of_it)
            return _Reading("until", words + after, {end}, of_it=of_it)
    # "let the budget meeting run till 11": an hour alone after a verb that ends it
    # (a new plan's end, "dinner saturday at 7, it'll go till 10", comes with its start)
    hour_said = _EN_UNTIL_HOUR.search(masked) if until is _EN_UNTIL and not utterance.found.times else None
    if hour_said is not None and (hour := _bare_hour(masked, _EN_UNTIL_HOUR)) is not None:
        return _Reading("until", [hour_said.span("verb"), hour.span], hour=hour)
    return None


def _retracted(utterance: Utterance) -> _Reading | None:
    """ "Forget the swimming thing", "the bbq fell through", "동기 모임은 빠질래": a plan taken back in
    words of its own; what it names is looked for among the stored facts."""
    masked = utterance.found.masked
    said = _retractions(masked)
    if said and _SOMEONE_ELSE_DOES.search(masked, 0, said[0][0]) and not utterance.names_an_event(utterance.text):
        return None  # "Tom can't make it tomorrow": someone else misses it, not the user's plan taken back
    if said and _work_negated(masked, utterance.language, said):
        return None
    return _Reading("cancel", said) if said else None


def _retractions(masked: str) -> list[tuple[int, int]]:
    """The words that take a plan back, but "cancel" itself: it was read where its grammar is known
    ("the cancelled project's review")."""
    return [span for span in _spans(RETRACTION, masked) if not _CANCEL_WORD.fullmatch(masked, *span)]


def _subject_of(text: str, masked: str, end: int) -> str:
    """What "is off" ending at `end` is said of: its own clause, or the one before when its own holds
    only days and times ("The standup, tomorrow at 9, is off"); "…, Bob is off that day" is Bob."""
    starts = [0, *(m.end() for m in _CLAUSE_BREAK.finditer(masked, 0, end))]
    finish = end
    for start in reversed(starts):
        if _ONLY_WHEN.fullmatch(masked[start:finish]) is None:
            return text[start:finish]
        finish = start
    return text[:end]


_EN_NOT_WHEN = LazyPattern(r"[ \t]*(?:next|this|last|the\s+following)\b(?![ \t]+[a-z])", _FLAGS)
_EN_SAID_TO_YOU = LazyPattern(r"\b(?:you|u)[ \t]+$", _FLAGS)
# "physio friday, they just texted, it's off": "it" is the plan named before
_IT = LazyPattern(r"\W*(?:and\s+|so\s+|now\s+)?(?:it|that|this)\W*", _FLAGS)


_WITH_WHOM = LazyPattern(
    r"\b(?:with|w/|and|&)\s+(?P<who>.+)$|(?P<ko>[가-힣]+)(?:랑|이랑|와|과|하고)(?![가-힣])", _FLAGS
)


def _only_people(subject: str, titles: Sequence[str]) -> bool:
    """Whether the words of `subject` are only people a kept plan is with ("Tom" of "1:1 with Tom")."""
    people = set()
    for title in titles:
        for match in _WITH_WHOM.finditer(title):
            people |= set(title_words(match["who"] or match["ko"] or ""))
    said = [word for word in title_words(subject) if word not in FILLER_WORDS.all_words()]
    return bool(said) and all(word in people for word in said)


def _is_off_said_of_a_plan(utterance: Utterance, at: int) -> bool:
    """Whether "is off" ending at `at` is said of a plan: one its subject names, or "it" with a plan
    named before it."""
    subject = _subject_of(utterance.text, utterance.found.masked, at)
    if _only_people(subject, utterance.titles) and not MEETING.search(subject):
        return False  # "Tom is off tomorrow" of a 1:1 with Tom: Tom is, not the 1:1 ("the acme call" is the call)
    if utterance.names_an_event(subject):
        return True
    return _IT.fullmatch(subject) is not None and utterance.names_an_event(utterance.text[:at])


def _will_cancel(verb: re.Match[str], text: str) -> bool:
    """ "I'll skip the standup tomorrow", "I'll push the review to Friday": said of oneself, a
    correction only in a sentence that says nothing else, and of the cancel verbs only these
    ("I'll stop at the bank before the meeting" takes nothing off the calendar; the others are
    asked about: cancels_unclearly)."""
    if _CLAUSE_BREAK.search(text, verb.end()):
        return False
    return verb["cancel"] is None or verb["cancel"].lower().startswith(_WILL_CANCEL_VERBS)


def _negated(utterance: Utterance, negations: list[tuple[int, int]]) -> _Reading | None:
    """A negated write cancels: "I'm not taking Friday off", "주간회의 안 할래"; it says what it is about
    ("my boss can't make the team sync" is someone else's)."""
    if not negations or not utterance.names_an_event(utterance.text):
        return None
    masked = utterance.found.masked
    if _EN_NEGATION.fullmatch(masked, *negations[0]) and _SOMEONE_ELSE_DOES.search(masked, 0, negations[0][0]):
        return None
    if _work_negated(masked, utterance.language, negations):
        return None
    first = negations[0][0]
    if _EN_NOT_THAT_TIME.match(masked, first):
        return None  # "the flight is 6:40 in the evening not the morning": which time it is, set right
    if _EN_NOT_THE_OTHER.match(masked, first) and says_a_correcting_verb(utterance.text[:first]):
        return None  # "its elm st that moved not pine": which plan the change is of, the other set aside
    end = negations[0][1]
    offered = _EN_OFFERED.search(masked, end) if utterance.language == "en" else None
    if offered is not None and any(
        span[0] > end and _CLAUSE_BREAK.search(masked, end, span[0]) for span in _mentions(utterance)
    ):
        # "the dentist can't do the 9th, they offered the 16th at 4pm so let's take that": another day or time
        # offered after it is where the plan may go, no cancel
        return None
    return _Reading("cancel", negations)


# another time offered in place of one refused ("…, they offered the 16th", "…, says tuesday works for him")
_EN_OFFERED = LazyPattern(
    r"\b(?:offered|offers?|works?\b(?!\s+is)|can\s+(?:do|make)|could\s+(?:do|make)|moved\s+(?:me|us|it)"
    r"|let'?s\s+(?:take|do|go\s+with)|how\s+about|prefers?|would\s+rather)",
    _FLAGS,
)
_EN_NOT_THAT_TIME = LazyPattern(
    rf"not[ \t]+(?:in[ \t]+)?(?:the[ \t]+)?(?:morning|afternoon|evening|night|{BLANK})", _FLAGS
)
_EN_NOT_THE_OTHER = LazyPattern(r"not[ \t]+(?:the[ \t]+|my[ \t]+|that[ \t]+)?(?:[\w'.-]+[ \t]*){1,3}[.!]*$", _FLAGS)


def _work_negated(text: str, language: Language, negations: list[tuple[int, int]]) -> bool:
    """Whether each Korean negation in `text` is said of work ("출근 안 하고 쉴래", "회사 안 가 연차 쓸게"): work
    is what is not done, and time off is taken, not taken back."""
    return language == "ko" and all(_KO_WORK_NEGATED.search(text, 0, start) for start, _ in negations)


# The words saying a Korean day or time is not meant ("7시는 너무 이르대", "화요일 말고"), right after it
_KO_SET_ASIDE_WORD = LazyPattern(rf"(?<={BLANK})(?:{KO_SET_ASIDE_AFTER.pattern})[가-힣]*")


def _said_as_before(
    masked: str, mentions: Iterable[tuple[int, int]], language: Language = "en"
) -> set[tuple[int, int]]:
    """The mentions said as where a plan was or as not suiting, never where it goes ("to friday instead of
    today", "sorry not the 18, is the 19", "to sunday? ella's busy sat", "7시는 너무 이르대")."""
    return {span for span in mentions if set_aside(masked, span, language)}


def _english_destination(utterance: Utterance) -> set[tuple[int, int]]:
    """The day and time mentions from the first "to"/"for" that a day or time follows, but for those
    said as what it was ("to friday instead of today": today is where the plan is now)."""
    masked = utterance.found.masked
    mentions = [m.span for m in utterance.found.days] + [m.span for m in utterance.found.times]
    starts = {start for start, _ in mentions}
    markers = _EN_DESTINATION.finditer(masked)
    marker = next((m.end() for m in markers if m.end() in starts), None)
    if marker is None and (part := _PART_MOVED_TO.search(utterance.text)) is not None and part["en"]:
        marker = part.end()  # ("to the afternoon at 2pm", "… like two": the clock said after the part it goes to)
    return (
        set()
        if marker is None
        else {span for span in mentions if span[0] >= marker} - _said_as_before(masked, mentions)
    )


def _bare_hour(masked: str, pattern: LazyPattern = _EN_BARE_HOUR, at: int | None = None) -> TimeMention | None:
    """ "Move the standup to 10": after "to", a number alone is a time of day (right `at` a position,
    when given)."""
    match = pattern.search(masked) if at is None else pattern.match(masked, at)
    if match is None:
        return None
    found = match.groupdict()
    hour, minute = (found["h"], found["m"]) if found["h"] is not None else (found.get("h2"), found.get("m2"))
    if hour is None or not 1 <= int(hour) <= 12:
        return None
    return TimeMention(Clock(int(hour), int(minute or 0)), None, match.span())


# "the one" at a day or time said right before it: "3시 거", "금요일 꺼는"
_KO_THE_ONE_THEN = LazyPattern(rf"{BLANK} *(?:거|꺼|것)(?:는|은|도)?(?![가-힣])")


def _korean(utterance: Utterance) -> _Reading | None:
    text, masked = utterance.text, utterance.found.masked
    if _KO_ONLY_THEN_SAID.search(masked) and not _KO_MAKE_IT.search(masked):
        return None  # "4시밖에 안 된대서 취소함": the time offered is no time of the plan meant (asked: rules.write)
    if _KO_THOUGHT_OF.search(text):
        return None  # "요가 취소할까 하다가 그냥 가지 뭐": thought of, not done
    if arrowed := _arrowed(utterance):
        return arrowed
    if _KO_WH.search(text):
        return None
    asks = [m.end() for pattern in (KO_QUERY, _KO_ASKS) for m in pattern.finditer(text)]
    cancels = _spans(_KO_CANCEL, masked)
    # "아 소아과 있었지 연차 취소": a remark asked first, the request said last ("회의 취소됐나" asks)
    asked_before = bool(asks and cancels) and max(asks) <= cancels[-1][0] and _korean_last(utterance, cancels)
    if asks and not REQUEST["ko"].search(text) and not asked_before:
        return None
    if rename := _KO_RENAME.match(text):
        return _renamed(rename, [])
    if (renamed := _one_plan_for_another(utterance)) is not None:
        return renamed
    if (whole := _KO_HALF_MADE_WHOLE.search(text)) is not None:  # "반차 말고 연차로 해 주세요": all of its day
        return _Reading("move", [whole.span("verb" if whole["verb"] else "verb2")], whole_day=True, time_off=True)
    next_day = _KO_DAY_AFTER_ITS_OWN.search(masked)
    if next_day is not None and not _KO_WRITE_VERB.search(masked, next_day.end()):  # "그 다음 날로 바뀌었대요"
        return _Reading("earlier" if next_day["before"] else "later", [next_day.span()], days=1)
    counted = _KO_DAYS_FROM_ITS_OWN.search(text)
    if counted is not None and utterance.titles and not _KO_WRITE_VERB.search(text, counted.end()):
        # "이사 견적은 이틀 뒤로": days from its own day, said of a plan kept ("이틀 뒤" alone is from today)
        said = counted["count"]
        days = KO_DAY_COUNTS.get(said) or int(_A_DAY_COUNT.sub("", said))
        return _Reading("earlier" if counted["earlier"] else "later", [counted.span()], days=days)
    if (bounded := _bounded(utterance, _KO_LENGTH, _KO_UNTIL)) is not None:
        return bounded
    if (booked := _kept_plan_booked_longer(utterance)) is not None:
        return booked
    rather = _KO_RATHER.search(masked)
    if rather and _korean_last(utterance, [rather.span("not")]):
        after = {m for m in _mentions(utterance) if rather.start("to") <= m[0] < rather.end("to")}
        if destination := _korean_destination(utterance) or after:
            if utterance.title_words(_blanked(masked, [rather.span()]), None) or utterance.meetings:
                return _Reading("move", [rather.span("not")], destination)  # "치과 목요일 말고 금요일로 가능?"
            # "아 금요일 아니고 수요일", "낼 아니고 목요일이라니까": no plan named, what was just done is set right (of
            # the plans on the day set aside, the one the conversation is about)
            return _Reading("move", [rather.span("not"), (rather.end("to"), rather.end())], destination, of_it=True)
    adverbs = _adverbs(_KO_ADVERB, masked)
    piled_up = _spans(_KO_PILED_UP, masked)
    for kind, pattern in _KO_CHANGE:
        if said := [span for span in _spans(pattern, masked) if not any(a <= span[0] < b for a, b in piled_up)]:
            if cancels and cancels[-1][0] > said[-1][0] and _korean_last(utterance, cancels):
                return _Reading("cancel", cancels)  # "회식 다음으로 미뤄졌대 일단 지워줘": the request said last
            if not _korean_last(utterance, said):
                return None
            return _changed(utterance, kind, said, adverbs, _korean_destination(utterance), weak=False)
    if said := cancels:
        if not _korean_last(utterance, said):
            return None
        # when its own sentence names nothing, with the plan taken back in a sentence of its own:
        # "워크숍 안 가기로 했어 팀장님이 빼줌"
        own = next((c for c in _KO_CLAUSE.finditer(masked) if c.start() <= said[-1][0] < c.end()), None)
        if own is None or utterance.names_an_event(utterance.text[own.start() : own.end()]):
            return _Reading("cancel", said)
        return _Reading("cancel", sorted({*said, *_spans(RETRACTION, masked)}))
    if (rest := _KO_REST_FROM.search(masked)) and any(
        _KO_REST_GAP.fullmatch(masked, head.end(), rest.start()) for head in utterance.meetings
    ):
        return _Reading("cancel", [rest.span()]) if _korean_last(utterance, [rest.span()]) else None
    if (make := _KO_MAKE_IT.search(masked)) and not utterance.title_words(_blanked(masked, [make.span()]), None):
        # "3시로 해", "13:00에 하는 걸로 해 줘": what is said right before is where it goes
        destination = _korean_destination(utterance) or _said_right_before(utterance, make.start() + 1)
        return _changed(utterance, "move", [make.span()], adverbs, destination, weak=False)
    if (better := _KO_BETTER.search(masked)) and _korean_last(utterance, [better.span()]):
        destination = _said_right_before(utterance, better.start())
        return _changed(utterance, "move", [better.span()], adverbs, destination, weak=False)
    if not _KO_WRITE_VERB.search(masked):
        # "회의 30분 뒤로", "회의 15분만 늦게 시작": a length later or earlier, no verb needed
        direction = next((kind for kind in ("later", "earlier") if kind in adverbs), None)
        if direction is not None and utterance.meetings and (utterance.found.durations or utterance.found.moments):
            return _changed(utterance, direction, [adverbs[direction]], adverbs, set(), weak=False)
        # "회의 11시 반으로", "치과 다음 주로": an event named, and where it goes ends what is said
        there = _KO_TO_THERE.search(masked)
        # ("금요일 3시 거 4시로 돼?": the one then)
        plan_said = bool(utterance.meetings) or _KO_THE_ONE_THEN.search(masked) is not None
        if there is not None and plan_said and (destination := _korean_destination(utterance)):
            return _changed(utterance, "move", [there.span()], adverbs, destination, weak=False)
        # ("다음 주 같은 시간으로": of the plan just talked about when it names none and no day or time)
        named = utterance.title_words(_blanked(masked, _spans(_KO_NOISE, masked)), None)
        placed = utterance.found.days or utterance.found.times
        if there is not None and _TO_A_LATER_WEEK.search(text) and (utterance.meetings or not (named or placed)):
            return _Reading("move", [there.span()])
    said = _spans(_KO_NONE, masked) or [s for s in _spans(_KO_NEGATION, masked) if not _KO_NOT_THAT.match(masked, s[1])]
    # ("매주 월요일 7시 헬스 넣어줘 알림은 필요 없어": what the booking asked for does not need, no plan taken away)
    said = [s for s in said if not (_KO_NEEDED.search(masked, 0, s[0]) and _KO_KEEP_ASKED.search(masked, 0, s[0]))]
    # "토요일 안 된대 다시 금요일로": the day that does not work, and where it goes instead
    destination = _korean_destination(utterance)
    refused = said or _spans(RETRACTION, masked)
    if refused and destination and min(destination)[0] > refused[-1][1] and _KO_TO_THERE.search(masked):
        return _Reading("move", refused, destination)
    # "치과 3시는 안 된대 4시로 해줘": the time that does not suit is where the plan was, never the plan taken away
    refused_then = [span for span in _mentions(utterance) if set_aside(masked, span, "ko")]
    if refused and refused_then:
        later = {span for span in _mentions(utterance) if span[0] > refused[-1][1] and span not in refused_then}
        return _Reading("move", refused, later) if later else None
    if said and _korean_last(utterance, said) and (negated := _negated(utterance, said)) is not None:
        return negated
    retracted = _retracted(utterance)  # "송년회 안 가기로 했어": taken back, whatever it is called
    if retracted is not None:
        return retracted if _korean_last(utterance, retracted.said) else None
    return _at_work(utterance, _KO_AT_WORK) or _kept_plan_restated(utterance)


# A change of the plan just talked about, said with nothing but its new time, length or shift and the
# words of FRAGMENT_WORDS (lexicon), one of them a cue that it corrects what came before
_EN_REASON_AFTER_A_TIME = LazyPattern(
    rf"(?<={BLANK}),[ \t]*(?:before|after|because|since|as|cos|cuz)\b[^,.!?]*$", _FLAGS
)
_EN_FRAGMENT_WORD = LazyPattern(
    rf"(?<![\w'])(?:{FRAGMENT_WORDS.en_exact_pattern}|{FILLER_WORDS.en_exact_pattern})(?![\w'])", _FLAGS
)
_EN_FRAGMENT_CUE = LazyPattern(rf"(?<![\w'])(?:{FRAGMENT_CUES.en_exact_pattern})(?![\w'])", _FLAGS)
_KO_FRAGMENT_WORD = LazyPattern(rf"(?<![가-힣])(?:{FRAGMENT_WORDS.ko_pattern}|{FILLER_WORDS.ko_pattern})(?![가-힣])")
_KO_FRAGMENT_CUE = LazyPattern(rf"(?<![가-힣])(?:{FRAGMENT_CUES.ko_pattern})(?![가-힣])")
# what Korean writes onto a time: "4시로", "8시야", "한 시간만"
_KO_ONTO_A_TIME = LazyPattern(
    rf"(?<={BLANK})(?:으로|로|에|이야|야|이에요|예요|이었어|였어|이었어요|였어요|부터|까지|쯤|정도|만|이래|래|요)+"
)
# (a journey ends when it arrives: "it lands 9:55")
_ENDS_AT = LazyPattern(
    rf"\b(?:{ENDS_AT_WORDS.en_exact_pattern}|{ARRIVAL_WORDS.en_exact_pattern}|end)\b"
    rf"|{ENDS_AT_WORDS.ko_pattern}|{ARRIVAL_WORDS.ko_pattern}",
    _FLAGS,
)
_INSTEAD_OF = LazyPattern(r"\b(?:instead\s+of|rather\s+than|not)\b", _FLAGS)
# "sorry i meant 8 in the evening", "make it 4 instead of 5": an hour alone, where it goes and where it was
_EN_FRAGMENT_HOUR = LazyPattern(
    r"(?:\b(?:meant|mean|it|it's|its|that|that's|is|be|say|to|at)\s+(?:at\s+)?"
    # "no wait, 5 not 4": the hour said first, the one it had after "not"
    rf"|(?:^|[,.!;]|\b(?:{FILLER_WORDS.en_exact_pattern}))\s*(?=\d{{1,2}}(?::[0-5]\d)?\s+not\s+\d)"
    # "typo, 3", "my bad: 4": an hour alone after owning up to a slip
    r"|\b(?:typo|oops|sorry|my\s+bad|my\s+mistake|i\s+misread|misread)\W+(?=\d{1,2}(?::[0-5]\d)?\W*$))"
    r"(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?(?![\w:/.])(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?)\b)",
    _FLAGS,
)
_EN_WAS_AT = LazyPattern(r"\b(?:instead\s+of|rather\s+than|not)\s+(?:at\s+)?\d{1,2}(?::[0-5]\d)?(?![\w:/.])", _FLAGS)


_HALF_DAY_SAID = LazyPattern(r"\bhalf[\s-]?day\b|\b(?:morning|afternoon)\s+off\b|반차", _FLAGS)
# "make friday a full day off", "make friday's half day a whole day": the time off that day, all of it
_EN_DAY_MADE_WHOLE = LazyPattern(
    rf"\s+(?:{EN_WEEKDAY_RE})(?:'s\s+(?:half[\s-]?day|day\s+off|time\s+off|(?:morning|afternoon)\s+off))?"
    r"\s+(?:a|the)\s+(?:full|whole|entire)\s+day(?:\s+off)?(?=\s*(?:$|[,.!?]|instead\b|then\b|please\b))",
    _FLAGS,
)
# "make that a half day", "change my day off to a half day", "switch it to the morning half day", "make
# friday's day off just an afternoon off"
_EN_MADE_HALF = LazyPattern(
    r"\b(?P<verb>make|change|switch|swap|flip|move|turn)\s+(?:it|that|this"
    # ("my friday half day")
    rf"|(?:the|my)\s+(?:(?P<its_day>{EN_WEEKDAY_RE})(?:'s)?\s+)?(?:day(?:\s+off)?|half[\s-]?day)"
    rf"|(?P<day>{EN_WEEKDAY_RE})(?:'s\s+(?:day\s+off|half[\s-]?day))?)\b",
    _FLAGS,
)
# A half day off made the whole day: "반차 말고 연차로 해 주세요", "금요일 반차 연차로 바꿔줘",
# "반차 대신 하루 종일 쉴래"
_KO_HALF_MADE_WHOLE = LazyPattern(
    rf"(?:{HALF_DAY_LEAVE_WORDS.ko_pattern})\s*(?:은|는|를|을)?\s*(?:말고|대신|아니고)?\s*(?:[가-힣]+\s+){{0,2}}?"
    rf"(?:(?:{WHOLE_DAY_LEAVE_WORDS.ko_pattern}|하루\s*종일|종일|하루\s*다)\s*(?:으로|로)\s*"
    r"(?P<verb>해|할|하자|바꿔|바꾸|바꿀|변경|늘려|늘릴|돌려)"
    r"|(?:하루\s*(?:종일|통으로|다)|종일|통으로)\s*(?P<verb2>쉴|쉬))"
)
_EN_HALF_MADE_WHOLE = LazyPattern(
    r"\b(?:full|whole|entire)\s+day(?:\s+off)?\s+(?:instead\s+of|rather\s+than|not)\s+(?:(?:a|the|my|that)\s+)?"
    r"half[\s-]?day\b",
    _FLAGS,
)
# ("병가 아니고 오후 반차였다 그걸로 바꿔줘": what it was, then made so)
_KO_MADE_HALF = LazyPattern(
    r"반차\s*(?:(?:으로|로)|(?:였다|였어|였네|이야|야)?[\s,.]*(?:그걸로|그거로|그렇게))\s*"
    r"(?:할게|할래|하자|해|바꿔|바꾸|바꿀|변경|돌려|(?P<shorter>줄여|줄이|줄일))"
    r"|반차\s*(?:으로|로)[\s.!~]*$"  # "휴가 말고 8일은 오전 반차로": the verb left unsaid, as chat leaves it
)


# "make the 23rd a half day", "turn friday into a half day": the day said is where the half day is, no day a
# time off moves to
_EN_DAY_MADE_HALF = LazyPattern(
    rf"\b(?:make|turn)[ \t]+(?P<day>{BLANK}[{BLANK} \t]*?)[ \t]+(?:into[ \t]+)?an?[ \t]+half[ \t-]?day\b", _FLAGS
)


def _a_day_made_a_half_day(utterance: Utterance) -> bool:
    """ "make the 23rd a half day" with no half said: a half day off that day (which half is asked), not
    a time off moved to it; with a half said, the time off of a weekday said becomes it (_half_day_of_it)."""
    if utterance.language == "ko" or utterance.found.parts or utterance.titles:
        return False
    made = _EN_DAY_MADE_HALF.search(utterance.found.masked)
    return made is not None and any(
        made.start("day") <= day.span[0] and day.span[1] <= made.end("day") for day in utterance.found.days
    )


def _half_day_of_it(utterance: Utterance) -> _Reading | None:
    """ "make that a half day, morning", "make the half day in the morning", "그냥 오전 반차로 할게": the time
    off just said becomes that half of its own day; a day said is the time off's own ("swap my friday half
    day to the afternoon"), or books or asks as always."""
    found, text = utterance.found, utterance.text
    if found.times or _HALF_DAY_SAID.search(text) is None:
        return None
    halves = {part for part in found.parts if part in ("morning", "afternoon")}
    made = (_KO_MADE_HALF if utterance.language == "ko" else _EN_MADE_HALF).search(text)
    if made is None or len(halves) != 1 or len(set(found.parts)) != 1:
        return None
    # ("금요일 연차 오후 반차로 바꿀 수 있을까?", "make friday's day off an afternoon off": the time off of the
    # day said, named as such; "make it an afternoon half day friday" books one)
    named = utterance.language == "ko" and predicate_of(_HALF_DAY_SAID.sub(" ", text)) is Predicate.VACATION
    # ("월요일은 오후 반차로 줄여줘": shortened to a half day, what is shortened is that day's time off)
    shortened = bool(made.groupdict().get("shorter"))
    of_the_day = made.groupdict().get("day") or made.groupdict().get("its_day") or named or shortened
    if found.days and not of_the_day:
        return None
    if made.groupdict().get("its_day") and len(found.days) > 1:
        return None  # "move my friday half day to monday afternoon": to another day, a move
    # (the day said is the time off's own, no part of the words that change it)
    said = made.span("verb") if "verb" in made.groupdict() else made.span()
    return _Reading("move", [said], half=halves.pop(), of_it=not found.days, parts=False)


def _of_the_plan_just_said(utterance: Utterance) -> _Reading | None:
    """ "and only 30 min", "sorry i meant 8 in the evening", "make it an hour later", "아 시간도 4시로",
    "그리고 한 시간 늦게": a new time, length or shift and nothing naming a plan, said as a correction
    of the plan just talked about (the use case finds it; with none, nothing changes)."""
    found = utterance.found
    korean = utterance.language == "ko"
    masked = found.masked
    hour = None if found.times or korean else _bare_hour(masked, _EN_FRAGMENT_HOUR)
    # ("oops i meant evening" of gym at 7: a part of the day alone moves it to that half)
    if not (found.times or found.durations or found.moments or found.days or hour or found.parts):
        return None
    adverbs = _adverbs(_KO_ADVERB if korean else _EN_ADVERB, masked)
    said = [*_spans(_KO_FRAGMENT_WORD if korean else _EN_FRAGMENT_WORD, masked), *adverbs.values()]
    said += (
        _spans(_KO_ONTO_A_TIME, masked)
        if korean
        else [*_spans(_EN_WAS_AT, masked), *_spans(_INSTEAD_OF, masked), *([hour.span] if hour else [])]
    )
    said += _spans(_PART_MOVED_TO, masked) if found.parts else []
    said += _spans(_ENDS_AT, masked) if len(found.times) == 1 and not found.days else []
    # ("sorry, i meant tomorrow at 6 in the morning, before my shift": why, said after the new time)
    said += _spans(_EN_REASON_AFTER_A_TIME, masked) if found.times and not korean else []
    said += (
        _spans(_KO_SET_ASIDE_WORD, masked) if korean and len(_mentions(utterance)) > 1 else []
    )  # "7시는 너무 이르대 8시로"
    edge = _span_edge(utterance)
    said += [edge[1]] if edge else []
    if found.durations and not korean and not (found.times or found.days) and _EN_IT_IS.search(masked):
        # "actually it's only a 45 min session, can you fix that": its length, said of what it is ("also a 30 min
        # call" is another plan)
        said += _spans(_EN_A_LENGTH_OF_IT, masked)
    if re.search(r"\w", _blanked(masked, said).replace(BLANK, " ")):
        return None  # a word naming something: a plan of its own, or another message altogether
    # "tuesday not monday": one time said for another corrects by itself
    for_another = not korean and _INSTEAD_OF.search(masked) is not None and len(_mentions(utterance)) > 1
    for_another = for_another or (hour is not None and _EN_WAS_AT.search(masked) is not None)  # "5 not 4"
    if not adverbs and not for_another and (_KO_FRAGMENT_CUE if korean else _EN_FRAGMENT_CUE).search(masked) is None:
        return None  # "8pm", "tomorrow at 3": no correction said; read as they always were
    direction = next((kind for kind in ("later", "earlier") if kind in adverbs), None)
    if found.moments or (found.durations and direction):
        reading = _changed(utterance, direction or "move", said, adverbs, set(), weak=False)
    elif found.durations:
        reading = _Reading("length", said)
    else:
        instead = _INSTEAD_OF.search(masked)
        # where it was is said after "instead of" / "not": "make it 4 instead of 5", "sorry not the 18, is the 19"
        going = set(_mentions(utterance)) - _said_as_before(masked, _mentions(utterance), utterance.language)
        mentions = {span for span in going if instead is None or span[0] < instead.start()} or going
        ends = _ENDS_AT.search(masked) is not None and len(found.times) == 1 and not found.days
        if ends:
            reading = _Reading("until", said, mentions, hour=hour)
        elif edge is not None:  # "아 아니다 화요일부터": that day its first, its end kept
            reading = _Reading(edge[0], said, mentions)
        else:
            reading = _changed(utterance, "move", said, adverbs, mentions, weak=False)
            reading = reading and replace(reading, hour=hour)
    return None if reading is None else replace(reading, of_it=True)


# One edge of a span said alone of the plan just talked about ("아 아니다 화요일부터", "actually till thursday",
# "no wait, starting tuesday"): the day it now starts or ends, its other edge kept
_SPAN_EDGE = LazyPattern(
    rf"(?<={BLANK})(?:(?P<ko_from>부터|에서)|(?P<ko_until>까지))(?:로|만)?"
    r"|\b(?:(?P<en_from>from|starting|starts|start(?:ing)?[ \t]+on|beginning)"
    r"|(?P<en_until>till|til|until|through|thru))"
    rf"[ \t]+(?:the[ \t]+|on[ \t]+)?(?={BLANK})",
    _FLAGS,
)


def _span_first_said(utterance: Utterance, end: tuple[int, int]) -> tuple[int, int] | None:
    """The day said as a span's first ("화요일부터", "from the 23rd") before its last day `end`, with no time."""
    found = utterance.found
    if found.times:
        return None
    for day in found.days:
        if day.span[1] <= end[0]:
            for edge in _SPAN_EDGE.finditer(found.masked):
                if (edge["ko_from"] or edge["en_from"]) and (edge.start() == day.span[1] or edge.end() == day.span[0]):
                    return day.span
    return None


def _time_off_restated(utterance: Utterance) -> _Reading | None:
    """ "my leave next week is now wed to fri, not the whole week", "i'm only off wed to fri now": kept time off said
    with the span of days it has now (its first and last said), moved to them."""
    masked, days = utterance.found.masked, utterance.found.days
    said = _EN_TIME_OFF_RESTATED.search(masked)
    if said is None or utterance.predicate is not Predicate.VACATION or len(days) < 2 or utterance.found.times:
        return None
    first, end = days[-2].span, days[-1].span
    if _EN_DAYS_JOINED.fullmatch(masked, first[1], end[0]) is None:
        return None
    return _Reading("move", [said.span()], {first, end}, time_off=True)


def _span_edge(utterance: Utterance) -> tuple[Kind, tuple[int, int]] | None:
    """ "화요일부터", "till thursday": the edge said of the one day said (its words' span), when no time is said."""
    found = utterance.found
    if len(found.days) != 1 or found.times:
        return None
    start, end = found.days[0].span
    for edge in _SPAN_EDGE.finditer(found.masked):
        if edge.start() == end or edge.end() == start:
            kind: Kind = "from" if edge["ko_from"] or edge["en_from"] else "until"
            return kind, edge.span()
    return None


_EN_IT_IS = LazyPattern(r"\b(?:it'?s|its|it\s+is|that'?s|that\s+is)\b", _FLAGS)
_EN_A_LENGTH_OF_IT = LazyPattern(
    rf"\b(?:a|an)[ \t]+(?={BLANK})"
    rf"|(?<={BLANK})[ \t-]*(?:long[ \t]+)?(?:session|thing|one|appointment|appt|slot|class|call|meeting|lesson)s?\b"
    r"|[,.;]?[ \t]*\b(?:can|could|would)[ \t]+(?:you|u)[ \t]+(?:fix|change|update|correct)[ \t]+(?:that|it)\b\W*$",
    _FLAGS,
)
_EN_JUST_BEFORE_A_DAY = LazyPattern(r"\b(?:only|just)[ \t]+(?:the[ \t]+)?$", _FLAGS)


def _korean_last(utterance: Utterance, said: list[tuple[int, int]]) -> bool:
    """Korean ends with its verb: a write verb after the correcting word makes it a write
    ("일정 변경 회의 잡아줘", "취소 정책 회의 등록해줘"), and a meeting word right after it a title
    ("금요일 3시 일정 변경 회의")."""
    masked, (start, end) = utterance.found.masked, said[-1]
    return not (_KO_WRITE_VERB.search(masked, end) or _KO_NOUN_IN_TITLE.match(masked, start))


def _said_right_before(utterance: Utterance, at: int) -> set[tuple[int, int]]:
    """The day and time mentions said together right before `at`."""
    masked = utterance.found.masked
    mentions = sorted([m.span for m in utterance.found.days] + [m.span for m in utterance.found.times])
    group: set[tuple[int, int]] = set()
    for span in reversed([span for span in mentions if span[1] <= at]):
        if masked[span[1] : min(group)[0] if group else at].strip():
            break
        group.add(span)
    return group


def _mentions(utterance: Utterance) -> list[tuple[int, int]]:
    """Where the utterance says a day or a time, in order."""
    return sorted([m.span for m in utterance.found.days] + [m.span for m in utterance.found.times])


def _korean_destination(utterance: Utterance) -> set[tuple[int, int]]:
    """The day and time mentions that end in "(으)로", or are said to be now ("2시래"), with those right
    before them."""
    masked = utterance.found.masked
    mentions = _mentions(utterance)
    destination: set[tuple[int, int]] = set()
    # "2시에서 4시로": from one to the other; "7시부터 9시까지로" is one range, the destination
    ranges = {
        t.span for t in utterance.found.times if t.end is not None and not utterance.text.endswith("까지", 0, t.span[1])
    }
    for index, span in enumerate(mentions):
        # ("지사 미팅 오전으로 당겨졌어 10시": a time said last, after the change is told, is where it goes)
        said_last = index == len(mentions) - 1 and index > 0 and not masked[span[1] :].strip(" \t.!~")
        if span not in ranges and (
            _KO_DESTINATION.match(masked, span[1]) or _KO_NOW_AT.match(masked, span[1]) or said_last
        ):
            destination.add(span)
            for earlier in reversed(mentions[:index]):
                if masked[earlier[1] : min(destination)[0]].strip():
                    break
                destination.add(earlier)
    return destination


def _renamed(match: re.Match[str], said: list[tuple[int, int]]) -> _Reading:
    """A rename: the old title is read in its own region of the text, the new one is taken as said."""
    suffix = next(
        suffix for suffix in ("", "2", "3") if f"new{suffix}" in match.re.groupindex and match[f"new{suffix}"]
    )
    title = _NEW_TITLE_TAIL.sub("", match[f"new{suffix}"].strip()).strip(" '\"")
    return _Reading("rename", said, region=match.span(f"old{suffix}"), title=title)


# One plan said for another by name, nothing else ("not the dentist, the dermatologist", "it's the dermatologist
# not the dentist", "치과 말고 피부과였어"): the kept one is renamed, never taken away
_EN_NOT_THIS_BUT_THAT = LazyPattern(
    LEADING_FILLERS["en"]
    + r"(?:not\s+(?:the|my|that)\s+(?P<old>[^,.;!?]+?)\s*[,;]\s*(?:(?:it'?s|it\s+is|it\s+was|i\s+meant)\s+)?"
    r"(?:the\s+|my\s+|a\s+)?(?P<new>[^,.;!?]+?)"
    r"|(?:it'?s|it\s+is|it\s+was|i\s+meant)\s+(?:the\s+|my\s+|a\s+)?(?P<new2>[^,.;!?]+?)\s*,?\s+not\s+"
    r"(?:the|my|that)\s+(?P<old2>[^,.;!?]+?))\s*[.!]*$",
    _FLAGS,
)
_KO_NOT_THIS_BUT_THAT = LazyPattern(
    LEADING_FILLERS["ko"]
    + r"(?P<old>[가-힣A-Za-z]+?)(?:이|가|은|는)?\s*(?:말고|아니고|아니라)\s*(?P<new>[가-힣A-Za-z]+?)"
    r"(?:였어요|이었어요|였어|이었어|였다|이었다|였네|이었네|이야|야|이에요|예요|이요|요)?[\s.!~]*$"
)


_NOT_A_NEW_NAME = LazyPattern(
    r"one|ones|other|else|another|it|that|this|someone|something|[a-z]+'s|bad|lol|다른|딴|나머지|거|것|건|그거",
    _FLAGS,
)


def _one_plan_for_another(utterance: Utterance) -> _Reading | None:
    """A plan said to be another by name alone: renamed to it (a time or day said instead is a move). With the
    user's titles, only a kept plan renamed to none of theirs; without them, the old name is looked for."""
    korean = utterance.language == "ko"
    said = (_KO_NOT_THIS_BUT_THAT if korean else _EN_NOT_THIS_BUT_THAT).match(utterance.text)
    if said is None:
        return None
    suffix = "" if said["old"] else "2"
    old, new = said[f"old{suffix}"], said[f"new{suffix}"]
    spans = sorted([said.span(f"old{suffix}"), said.span(f"new{suffix}")])
    plain = BLANK not in utterance.found.masked[spans[0][0] : spans[1][1]]
    # a name: words that name a thing, none a filler, a pointer ("the other one", "다른 거") or whose it is ("my mom's")
    words = new.split()
    named = (
        bool(title_words(new))
        and predicate_of(new) is not Predicate.VACATION
        and len(words) <= 3
        and not any(is_filler(word) or _NOT_A_NEW_NAME.fullmatch(word) for word in words)
    )
    asks = EN_CORRECTING_VERB.search(new) or _EN_WRITE_VERB.search(new)
    # Korean says "not X, Y" of much besides names ("치과 말고 피부과도 가야 돼"): only read with the user's titles
    kept = (not korean and not utterance.titles) or (
        bool(utterance.titles)
        and sum(says_title(old, title) for title in utterance.titles) == 1
        and not any(says_title(new, title) for title in utterance.titles)
    )
    if not (plain and named and kept) or asks:
        return None
    return _Reading("rename", [], region=said.span(f"old{suffix}"), title=new.strip())


_ADVERB_KINDS: dict[Kind, tuple[Kind, ...]] = {  # the kinds an adverb may turn a verb into
    "move": ("longer", "shorter", "later", "earlier"),
    "later": ("earlier", "later"),
    "earlier": ("later", "earlier"),
}


def _changed(
    utterance: Utterance,
    kind: Kind,
    said: list[tuple[int, int]],
    adverbs: dict[str, tuple[int, int]],
    destination: set[tuple[int, int]],
    *,
    weak: bool,
) -> _Reading | None:
    """A move, shift or resize: the adverbs ("push it up", "an hour longer", "뒤로") override the verb.

    A weak verb ("move", "push", "bring") is a correction only with something it changes to.
    """
    kind = next((k for k in _ADVERB_KINDS.get(kind, ()) if k in adverbs), kind)
    found = utterance.found
    if kind == "move" and found.moments:  # "an hour later" is read as a moment: its sign is the direction
        kind = "later" if found.moments[0] > 0 else "earlier"
    # read in the text: "a week", "2 days later" are also read as a week or a day, which they are not here
    days = (_KO_DAYS_AMOUNT if utterance.language == "ko" else _EN_DAYS_AMOUNT).search(utterance.text)
    if days is not None and kind in _ADVERB_KINDS:
        kind = next((k for k in ("later", "earlier") if k in days.groupdict() and days[k]), kind)
    named = (
        destination
        or found.durations
        or found.moments
        or days
        or any(t.end is not None for t in found.times)
        or (utterance.language == "en" and _EN_DESTINATION.search(found.masked))  # "to next week"
    )
    if weak and not named and not adverbs and not _says_only_what(utterance, said):
        return None
    said = said + list(adverbs.values()) + ([days.span()] if days else [])
    return _Reading(kind, said, destination, days=_days_amount(days) if days else None)


# What may follow a weak verb for it to ask where to ("reschedule standup", "move the dentist", "push
# it"): the plan and nothing else ("move in with Bob", "push for a raise" say other things)
_EN_JUST_THE_PLAN = LazyPattern(
    r"(?:[ \t]+(?!(?:in|out|on|over|into|for|with|up|down|away|house|home)\b)(?:(?:the|my|our|this|that)[ \t]+)?"
    r"[a-z][\w'-]*(?:[ \t]+[a-z][\w'-]*){0,3}?)?[ \t]*[.!?]*",
    _FLAGS,
)


def _says_only_what(utterance: Utterance, said: list[tuple[int, int]]) -> bool:
    """Whether a weak verb (or its participle) is all that is said besides the plan it moves: then
    it asks where to ("the dentist got rescheduled" asks when)."""
    if utterance.language != "en" or not said:
        return False
    masked = utterance.found.masked
    start, end = said[0]
    before = masked[:start]
    passive = bool(before.strip()) and _EN_JUST_THE_PLAN.fullmatch(" " + before.strip() + " " if before else "")
    return _EN_JUST_THE_PLAN.fullmatch(masked, end) is not None and (not before.strip() or bool(passive))


def _days_amount(match: re.Match[str]) -> int:
    """ "a day", "two weeks", "이틀", "일주일", "2주": days."""
    count = re.sub(r"\s+", "", match["n"].lower())
    if count in KO_DAY_COUNTS:
        return KO_DAY_COUNTS[count]
    unit = match["unit"].lower()
    number = count.removesuffix(unit)
    return (1 if number in ("a", "an", "한") else int(spelled_number(number))) * (7 if unit[0] in "w주" else 1)


# -- the result ---------------------------------------------------------------------------------


def _result(utterance: Utterance, reading: _Reading) -> ParseResult | None:
    language = utterance.language
    found = utterance.found
    if reading.kind != "cancel" and (routine := _ROUTINE_MOVED_TO.search(utterance.text)) is not None:
        reading = replace(reading, said=[*reading.said, routine.span()])  # no words of the plan's name
    if (unsettled := _unsettled(utterance, reading)) is not None:
        return unsettled
    if any(_EN_BOUND.search(found.masked, 0, span[0]) for span in reading.destination):
        return None  # "I can only do after 6": no time to move it to (the ordinary reading asks)
    if reading.kind == "move" and found.all_day and not reading.destination:
        reading = replace(reading, whole_day=True)  # "하루 종일로 바꿔줘"
    if reading.region is None:
        mentions = [m.span for m in found.days] + [m.span for m in found.times]
        clause = _own_clause(found.masked, reading.said, language == "ko", mentions, reading.destination, utterance)
        # "그거 30분 늦춰 줘 관장님이 수업 늦게 끝난대": asked of "it"; the sentence after is its reason
        clause = (_sentence_of_it(utterance.text, reading) if language == "ko" else None) or clause
        reading = replace(reading, clause=_corrected_to(utterance, reading) or _from_the_plan_named(utterance, clause))
    # a clause of its own that names no time: the times said elsewhere are the reason ("다음 달에 갈래")
    timeless = reading.clause is not None and BLANK not in found.masked[slice(*reading.clause)]
    meal = language == "ko" and bool(_meals(utterance))
    operation = Operation.CANCEL if reading.kind == "cancel" else Operation.CHANGE
    # (a day or time offered as the only one that works is where it goes, never where it is: "6시 반밖에 자리 없대서")
    offered = {span for span in _mentions(utterance) if _KO_ONLY_THEN_AFTER.match(found.masked, span[1])}
    target_days = [d for d in found.days if _in_target(d.span, reading) and d.span not in offered]
    for_good = reading.kind == "cancel" and _EVERY_TIME_FOR_GOOD.search(utterance.text) is not None
    if for_good and all(_a_weekday_alone([d]) for d in target_days):
        target_days = []  # "take the monday class off for good": the weekday names the series, all of it goes
    target_times = [t for t in found.times if _in_target(t.span, reading) and t.span not in offered]
    moved_to: int | None = None
    ranges = [t for t in target_times if t.end is not None]
    if reading.kind in ("move", "later", "earlier") and not reading.destination and ranges:
        # "from 2pm to 4pm", "2시에서 4시로": the range's end is where its start moves
        _, end = clock_range(ranges[0], None)
        moved_to = None if end is None else end % _DAY
        target_times = [TimeMention(t.start, None, t.span) for t in target_times]
    destination_days = [d for d in found.days if d.span in reading.destination]
    if reading.kind == "move" and len(destination_days) == 1 and not found.times and language == "en":
        # "hmm no, only the friday", "make it just friday": of its days, that one alone
        only = _EN_JUST_BEFORE_A_DAY.search(found.masked, 0, destination_days[0].span[0]) is not None
        reading = replace(reading, only_day=only)
    whole = operation is Operation.CANCEL
    since = _since(utterance) if whole else None
    if since is not None:
        target_days = [d for d in target_days if d not in since.days]
    # "to next week", "다음 주로": a week or month is where it goes, not where it was
    marker = _KO_PERIOD_DESTINATION if language == "ko" else _EN_DESTINATION
    periods = not destination_days and (whole or bool(reading.destination) or marker.search(found.masked) is None)
    periods = periods and not (since and (since.weeks or since.months)) and reading.days is None and not timeless
    # "다음 주로 미룰래 같은 요일 3시로", "to next week, same time": the week is where it goes
    periods = periods and not (operation is Operation.CHANGE and _TO_A_LATER_WEEK.search(utterance.text))
    # the parts said to stay ("just the morning") or where it goes ("저녁으로") name no part of the target
    not_named_parts = _kept_parts(utterance.text) | {_part_moved_to(utterance)}
    target_found = Temporal(
        masked=found.masked,
        days=target_days,
        times=target_times,
        weeks=found.weeks if periods else [],
        months=found.months if periods else [],
        named_months=found.named_months if periods else [],
        # "move the flu shot to saturday morning": the part of the day is where it goes
        parts=[part for part in found.parts if part not in not_named_parts]
        if reading.parts and not timeless and not meal and not (destination_days and not (target_days or target_times))
        else [],
        # "make it all day" says where it goes; "all day saturday" in the reason goes with its day
        all_day=found.all_day and not reading.whole_day and (bool(target_days) or not found.days),
        counts=found.counts if whole else [],
        open_end=found.open_end if whole else None,
        shift_days=found.shift_days,
    )
    target, explained = _target(utterance, reading, target_found, since)
    if reading.of_it and target.title is None and target.window is not None:
        # "wednesday not friday", "금요일 아니고 수요일": of the plans on the day set aside, the one just talked about
        target = target.model_copy(update={"just_mentioned": True})
    if reading.half is not None:  # a half day is time off: the one just said, never a plan beside it
        target = target.model_copy(update={"predicate": Predicate.VACATION, "just_mentioned": reading.of_it or None})
    pronoun = _KO_PRONOUN if language == "ko" else _EN_PRONOUN
    # "cancel", "until Friday" alone answer a question or book; they name no fact. A new length or
    # end with words explaining it ("파마라 오래 걸려 1시까지로 해줘") speaks of "it" (a cancel never
    # goes by that: taking the wrong plan away is the worst miss).
    speaks_of_it = reading.of_it or pronoun.search(utterance.text) or (explained and reading.kind != "cancel")
    if reading.kind in ("cancel", "length", "until") and not target.named and not speaks_of_it:
        return None
    some_days = target.window is None and target.title is None and _SOME_DAYS_OF_IT.search(utterance.text)
    if operation is Operation.CANCEL and some_days:
        # "cancel the last two days of my vacation", "휴가 마지막 날은 빼줘": some days of it, by their place in it:
        # asked by date, never all of it taken away
        return ParseResult(intent=Intent.UNKNOWN, reply=say("ask_days_out", language), language=language)
    if operation is Operation.CANCEL:
        # working a day is that day taken out of the time off it is in ("I'll come in on thursday after all")
        days_of_it = _KO_DAYS_OF_IT if language == "ko" else _EN_DAYS_OF_IT
        # "i have to work friday the 31st, so drop that day from my vacation", "수요일은 출근해야 돼서 연차에서
        # 빼줘": the day said, in its reason
        out_of = _KO_OUT_OF_TIME_OFF if language == "ko" else _EN_OUT_OF_TIME_OFF
        out_of_it = target.predicate is Predicate.VACATION and bool(found.days) and bool(out_of.search(utterance.text))
        # "I'm not off monday anymore", "월요일엔 안 쉬어": that day, out of a longer time off
        not_off = target.predicate is Predicate.VACATION and bool(
            (_KO_REST_DENIED if language == "ko" else _EN_NOT_OFF).search(utterance.text)
        )
        days_out = reading.time_off or out_of_it or not_off or days_of_it.search(found.masked) is not None
        if out_of_it and target.window is None:
            days = Temporal(masked=found.masked, days=found.days)
            target = target.model_copy(update={"window": utterance.window_of(days)})
        if target.window is not None and days_out:
            # "take the 21st out of it", "21일은 빼줘": those days out of a longer time off, never all of it (a
            # plan that day, with no time off, is cancelled as ever)
            target = target.model_copy(update={"days_of_it": True})
        return ParseResult(intent=Intent.WRITE, operation=operation, target=target, language=language)
    try:
        change = _change(utterance, reading, destination_days, moved_to)
    except Unresolvable:
        return ParseResult(
            intent=Intent.WRITE, operation=operation, target=target, reply=say("ask_days", language), language=language
        )
    if change is None or _a_week_someone_proposes(utterance, change):
        reply = say(f"ask_change_{reading.kind}", language)
        return ParseResult(intent=Intent.WRITE, operation=operation, target=target, reply=reply, language=language)
    return ParseResult(intent=Intent.WRITE, operation=operation, target=target, change=change, language=language)


# Putting off, as someone else proposes it ("세무사님이 상담 다음 주로 미루재요", "…미루자고 하셨어")
_KO_PUT_OFF_HEARD = LazyPattern(r"(?:미루|옮기|연기하|넘기)(?:재|쟤|자고|자네|자셨|자시)")


def _a_week_someone_proposes(utterance: Utterance, change: Change) -> bool:
    """Whether the change is a whole week later that someone else proposes, no day said: which day of that week is
    theirs to say, so it is asked (the user's own "다음 주로 미뤄줘" keeps the weekday)."""
    weeks = change.shift_minutes is not None and change.shift_minutes % (7 * 24 * 60) == 0
    return weeks and utterance.language == "ko" and _KO_PUT_OFF_HEARD.search(utterance.text) is not None


# 저녁, 점심, 아침 name a meal after a name ("동기 저녁도 빼줘") or before 약속 ("저녁 약속 하나"), the
# part of a day after a day or before a time ("내일 저녁", "저녁 7시")
_KO_MEAL = LazyPattern(r"(?<=[가-힣])\s*(저녁|점심|아침)(?!\s*(?:으로|로))|(저녁|점심|아침)(?=\s*(?:약속|모임|식사))")


def _meals(utterance: Utterance) -> list[tuple[int, int]]:
    """Where 저녁, 점심, 아침 name a meal: not after a day ("내일 저녁") nor before a time ("저녁 7시")."""
    masked = utterance.found.masked
    spans = []
    for match in _KO_MEAL.finditer(utterance.text):
        group = 1 if match.start(1) >= 0 else 2
        start, end = match.span(group)
        after_a_day = masked[:start].rstrip(" ").endswith(BLANK)
        before_a_time = masked[end:].lstrip(" ").startswith(BLANK)
        if masked[start:end] == BLANK * (end - start) and not after_a_day and not before_a_time:
            spans.append((start, end))
    return spans


# "I'm not off friday afternoon, just the morning", "오후는 안 쉬고 오전만": the part that stays
_KEPT_PART = LazyPattern(
    r"\b(?:just|only)\s+(?:in\s+)?(?:the\s+)?(?P<en>morning|afternoon|evening)\b|(?P<ko>오전|오후|저녁)\s*만", _FLAGS
)


def _kept_parts(text: str) -> set[str]:
    """The parts of the day said to stay ("just the morning"): no part of what a correction names."""
    return {PARTS[(match["en"] or match["ko"]).lower()] for match in _KEPT_PART.finditer(text)}


def _in_target(span: tuple[int, int], reading: _Reading) -> bool:
    """A mention that names the target's old time: not the destination nor part of the correcting
    words ("two days later"), inside a rename's old title."""
    if span in reading.destination or any(start <= span[0] and span[1] <= end for start, end in reading.said):
        return False
    region = reading.region or reading.clause
    return region is None or (region[0] <= span[0] and span[1] <= region[1])


def _a_weekday_alone(days: list[DayMention]) -> bool | None:
    """True when the one day said is a bare weekday ("목요일까지만", "목요일부터로"): a weekday of the fact's
    own week; None otherwise (unset in a Change)."""
    return (len(days) == 1 and days[0].weekday is not None and days[0].mode == "bare") or None


def _change(
    utterance: Utterance, reading: _Reading, destination_days: list[DayMention], moved_to: int | None
) -> Change | None:
    found = utterance.found
    if reading.whole_day:
        return Change(start_minute=0, end_minute=_DAY)
    if reading.half is not None:
        half_start, half_end = HALF_DAY_MINUTES[reading.half]
        return Change(start_minute=half_start, end_minute=half_end)
    if reading.kind == "rename":
        try:
            return Change(title=reading.title)
        except ValidationError:
            return None
    if reading.only_day:
        day = _destination_day(utterance, destination_days)
        in_its_week = _a_weekday_alone(destination_days)
        return None if day is None else Change(first_day=day, last_day=day, in_its_week=in_its_week)
    amount = found.durations[0] if found.durations else abs(found.moments[0]) if found.moments else None
    if amount is None and reading.days is not None:
        amount = reading.days * _DAY
    if reading.kind in ("longer", "shorter"):
        to_a_length = _TO_A_LENGTH.search(found.masked) or _KO_TAKES_SAID.search(found.masked)
        if found.durations and not found.times and to_a_length:
            return Change(length_minutes=found.durations[0])  # "shorten the sync to 15 minutes": that long
        if amount is None and len(found.times) == 1 and _ENDS_AT.search(found.masked):
            # ("워크숍 4시에 끝난대 일정 줄여 줘", "shorten it, it ends at 4 now"): shortened or lengthened to that end
            end = clock_range(found.times[0], None)
            return Change(end_minute=(end[1] if end[1] is not None else end[0]) % _DAY or _DAY)
        return None if amount is None else Change(resize_minutes=amount if reading.kind == "longer" else -amount)
    if reading.kind == "length":
        return None if not found.durations else Change(length_minutes=_the_length_meant(utterance))
    if reading.kind == "from":
        first = _destination_day(utterance, destination_days)
        # ("목요일부터로": the Thursday before it)
        return None if first is None else Change(first_day=first, in_its_week=_a_weekday_alone(destination_days))
    if reading.kind == "until":
        times = _destination_times(found, reading)
        if times:  # "9시까지": the end of its day; midnight (24:00) ends it
            end = clock_range(times[0], None)
            return Change(end_minute=(end[1] if end[1] is not None else end[0]) % _DAY or _DAY)
        last = _destination_day(utterance, destination_days)
        if last is not None and reading.returns:
            last -= timedelta(days=1)
        in_its_week = _a_weekday_alone(destination_days)  # "휴가 목요일까지만": the vacation's Thursday
        said = destination_days[0] if len(destination_days) == 1 else None
        # "just have it end on the 24th": the 24th of its own month or after
        in_its_month = said is not None and said.day is not None and said.month is None and said.year is None
        return (
            None if last is None else Change(last_day=last, in_its_week=in_its_week, in_its_month=in_its_month or None)
        )
    if len(destination_days) > 1 and not found.times:
        # "make it tuesday to wednesday" of time off: those days, whatever its length was
        with suppress(Unresolvable):
            days = resolve_days(
                Temporal(masked=found.masked, days=destination_days, weeks=found.weeks), utterance.today, ahead=True
            )
            if days is not None and days.last > days.first:
                # ("make that just monday to wednesday" of next week's time off: its own Monday to Wednesday)
                weekdays = all(said.weekday is not None and said.mode == "bare" for said in destination_days)
                return Change(first_day=days.first, last_day=days.last, in_its_week=weekdays or None)
    day = _destination_day(utterance, destination_days)
    times = _destination_times(found, reading)
    # a change keeps its day: "to midnight" (24:00) is that day's 00:00, as the range end above
    # "move the call to 4 in the afternoon": the part of the day said with it; else either half may be meant
    hint = utterance.hint() if reading.parts else None
    moved = clock_range(times[0], hint) if times else None
    start, until = (moved[0] % _DAY, moved[1]) if moved else (moved_to, None)
    week = _TO_A_LATER_WEEK.search(utterance.text) if reading.kind in ("move", "later") else None
    # a weekday said with the week ("to next week Friday") is a day it has not placed: asked
    weeks = week is not None and not any(mention.span[0] >= week.start() for mention in found.days)
    shift = (
        (_WEEK_MINUTES if week["next"] or week["ko_next"] or week["is_next"] else 2 * _WEEK_MINUTES)
        if week and weeks
        else None
    )
    if day is not None or start is not None:  # a range moved to sets its end too ("7시부터 9시까지로")
        end_minute = None if until is None else until % _DAY or _DAY
        either = bool(times) and until is None and hint is None and _either_half(times[0].start)
        shifted = shift if day is None else None  # "다음 주 3시로": a week later, at 3
        weekday = len(destination_days) == 1 and destination_days[0].weekday is not None
        in_its_week = day is not None and weekday and destination_days[0].mode == "bare"
        # "move yoga to friday evening", "요가 금요일 저녁으로": into that part of the new day
        into = _part_moved_to(utterance) or (_part_of_the_new_day(utterance, reading) if start is None else None)
        return Change(
            day=day,
            in_its_week=in_its_week or None,
            put_off=_put_off(utterance.text, reading.kind) if in_its_week else None,
            part_of_day=into if start is None else None,
            start_minute=start,
            end_minute=end_minute,
            either_half=either or None,
            shift_minutes=shifted,
        )
    if shift is not None:
        return Change(shift_minutes=shift)
    # "한 시간 당겨 주세요" beside "저녁에 일이 생기셨대요": the amount says where it goes
    if amount is not None and reading.kind in ("later", "earlier"):
        shift = amount if reading.kind == "later" else -amount
        # "30분 늦게 시작한대 끝나는 건 그대로고", "starts half an hour later, same end time": the start alone
        return Change(shift_minutes=shift, resize_minutes=-shift if _END_KEPT.search(utterance.text) else None)
    if (part := _part_moved_to(utterance)) is not None:
        # "push it to the afternoon, like 2": the hour said after it, in that part
        if utterance.language == "en" and (hour := _bare_hour(found.masked, _EN_HOUR_IN_PART)) is not None:
            clock = hour.start
            return Change(start_minute=(clock.hour % 12 + (0 if part == "morning" else 12)) * 60 + clock.minute)
        return Change(part_of_day=part)
    if (routine := _ROUTINE_MOVED_TO.search(utterance.text)) is not None:
        return Change(start_minute=_routine_minute(routine))
    return None


def _the_length_meant(utterance: Utterance) -> int:
    """The length a plan becomes: the one said after the one set aside ("30분 말고 한 시간으로"), else the first."""
    durations = utterance.found.durations
    if len(durations) > 1 and utterance.language == "ko" and _KO_NOT_THIS.search(utterance.text):
        return durations[-1]
    return durations[0]


# Where a plan moves said by the day's routine: "to after lunch", "first thing", "점심 이후로", "퇴근 후로"
_ROUTINE_MOVED_TO = LazyPattern(
    r"\b(?:to\s+)?after\s+(?P<en>lunch|work|breakfast)\b|\b(?:to\s+)?(?P<first>first\s+thing)\b"
    r"|(?P<ko>점심|퇴근|아침)\s*(?:이후|후|끝나고|지나서|먹고)\s*(?:으로|로)",
    _FLAGS,
)


def _routine_minute(routine: re.Match[str]) -> int:
    """The minute a routine said as where a plan goes stands for: the end of lunch, of work, …; the
    start of work for "first thing"."""
    if routine["first"]:
        return ROUTINE_HOURS["work"][0] * 60
    return ROUTINE_HOURS[(routine["en"] or routine["ko"]).lower()][1] * 60


# A speaker correcting themselves between two values: the second replaces the first ("I mean it" insists).
_NOT_MEANING_IT = r"(?!(?<=mean)[ \t]+it\b)"
_SELF_CORRECTED = LazyPattern(
    rf"\b(?:{(SOFT_CORRECTION_WORDS | SELF_CORRECTION_WORDS).en_exact_pattern})\b{_NOT_MEANING_IT}"
    rf"|(?<![가-힣])(?:{SELF_CORRECTION_WORDS.ko_pattern})(?![가-힣])",
    _FLAGS,
)
_END_KEPT = LazyPattern(
    r"끝(?:나는|날)?\s*(?:건|것|거|시간)?\s*(?:은|는|도)?\s*(?:그대로|똑같|같아|같고)"
    r"|\b(?:same\s+end(?:\s+time)?|ends?\s+(?:at\s+)?the\s+same(?:\s+time)?|(?:the\s+)?end\s+(?:stays|doesn'?t\s+change))\b",
    _FLAGS,
)
# A part of the day a plan moves into: "요가 저녁으로", "회의 오후로", "move yoga to the evening"
_PART_MOVED_TO = LazyPattern(
    r"(?P<ko>오전|아침|오후|낮|저녁|밤)[ \t]*(?:으로|로|에)"
    r"|\b(?:(?:to|into)[ \t]+(?:the[ \t]+)?|make[ \t]+(?:it|that)[ \t]+(?:the[ \t]+|an?[ \t]+)?"
    r"|mean[ \t]+(?:in[ \t]+)?(?:the[ \t]+)?|meant[ \t]+(?:in[ \t]+)?(?:the[ \t]+)?)"
    r"(?P<en>morning|afternoon|evening|night)\b",
    _FLAGS,
)


_A_TIME_SAID_LAST = LazyPattern(r".*(?:later|earlier)\b[^,;.!?]*[,;—–-]\s*(?:(?:at|to|like|say|maybe)\s+)?@\W*", _FLAGS)


def _destination_times(found: Temporal, reading: _Reading) -> list[TimeMention]:
    """The times a change goes to; of two with the speaker correcting themselves between them, the
    last ("wed at 2.. actually 2:30", "4시로 아니 4시 반으로")."""
    times = [t for t in found.times if t.span in reading.destination] or ([reading.hour] if reading.hour else [])
    if not times and reading.kind in ("later", "earlier") and found.times:
        # "move it later in the day, 5pm": the time said on its own after it, last, is where it goes
        last = found.times[-1]
        if _A_TIME_SAID_LAST.fullmatch(found.masked[: last.span[0]] + "@" + found.masked[last.span[1] :]):
            times = [last]
    # ("to 2, actually 2:30": a time said after the correction, where no destination word is)
    later = [t for t in found.times if times and t.span[0] >= times[-1].span[1] and t not in times]
    times += later[-1:]
    if len(times) > 1 and _SELF_CORRECTED.search(found.masked, times[0].span[1], times[-1].span[0]):
        return times[-1:]
    return times[:1] if later else times


def _part_moved_to(utterance: Utterance) -> PartOfDay | None:
    moved = _PART_MOVED_TO.search(utterance.text)
    return None if moved is None else PARTS[(moved["ko"] or moved["en"]).lower()]


def _part_of_the_new_day(utterance: Utterance, reading: _Reading) -> PartOfDay | None:
    """A part of the day said with a day a plan moves to, when every day said is where it goes."""
    found = utterance.found
    days_go = found.days and all(day.span in reading.destination for day in found.days)
    return found.parts[0] if days_go and found.parts and reading.parts and not found.times else None


def _either_half(clock: Clock) -> bool:
    """An hour said without a.m. or p.m. that could be either ("to 8", "8시로"; not 8:00pm, 20:00, noon)."""
    return clock.meridiem is None and not clock.fixed and 1 <= clock.hour <= 11


def _destination_day(utterance: Utterance, mentions: list[DayMention]) -> date | None:
    """The day a change moves to, ahead: a weekday alone is the next one, never today ("to Thursday" on a
    Thursday), a day of the month the coming one ("19일로" said on the 2nd)."""
    found, today = utterance.found, utterance.today
    days = resolve_days(Temporal(masked=found.masked, days=mentions, weeks=found.weeks), today, ahead=True)
    if days is None:
        return None
    bare_weekday = len(mentions) == 1 and mentions[0].weekday is not None and mentions[0].mode == "bare"
    return days.first + timedelta(days=7) if bare_weekday and days.first == today else days.first


def _since(utterance: Utterance) -> Temporal | None:
    """The day, week or month a cancel runs from ("from next week on", "월요일부터"); None for a span
    ("from Monday to Wednesday") or when nothing is said to start."""
    found = utterance.found
    korean = utterance.language == "ko"
    if len(found.days) > 1:
        return None
    if found.days:
        start, end = found.days[0].span
        if (
            _KO_SINCE.match(found.masked, end - 1)
            if korean
            else any(m.end() == start for m in _EN_SINCE.finditer(found.masked, 0, start + 1))
        ):
            return Temporal(masked=found.masked, days=found.days, weeks=found.weeks)
        return None
    if (found.weeks or found.months) and (_KO_SINCE if korean else _EN_SINCE).search(found.masked):
        return Temporal(masked=found.masked, weeks=found.weeks, months=found.months)
    return None


def _target(
    utterance: Utterance, reading: _Reading, found: Temporal, since: Temporal | None = None
) -> tuple[Target, bool]:
    """What the correction names, and whether the words left for a title explain rather than name
    (then no title: they speak of "it")."""
    korean = utterance.language == "ko"
    text = utterance.text
    masked = _blanked(found.masked, reading.said)
    if reading.region is not None:  # a rename's old title; its kind may be said of the new one
        start, end = reading.region
        masked = BLANK * start + masked[start:end] + BLANK * (len(masked) - end)
    elif reading.clause is not None:
        start, end = reading.clause
        masked = BLANK * start + masked[start:end] + BLANK * (len(masked) - end)
        text = " " * start + text[start:end] + " " * (len(text) - end)
    for start, end in _meals(utterance) if korean else []:  # "저녁 약속": a meal is part of the title
        masked = masked[:start] + text[start:end] + masked[end:]
    # "cancel yoga not the dentist", "cancel the dentist - no wait, yoga": what is set aside is not meant
    set_aside = [] if korean else _set_aside(masked)
    masked = _blanked(masked, set_aside + _spans(_KO_NOISE if korean else _EN_NOISE, masked))
    # "중요한 회의 생겨서 그날만 빼줘": why, not what (a kept plan's word is what: "요가 일 생겨서 취소해줘")
    known = known_title_words(utterance.titles)
    came_up = [
        span
        for span in (_spans(_KO_PLAN_CAME_UP, masked) if korean else [])
        if known is None or not known.search(masked, *span)
    ]
    masked = _blanked(masked, came_up)
    masked = _blanked(masked, _spans(_POSSESSIVE_AFTER_BLANK, masked))  # "Friday's call"
    if korean and utterance.titles:  # "제주 가는 비행기" of '제주 비행기': which way it goes names it only as kept
        said_way = [m.span() for m in _KO_WAY_SAID.finditer(masked) if not any(m[0] in t for t in utterance.titles)]
        masked = _blanked(masked, said_way)
    plain = _blanked(_blanked(_blanked(text, set_aside), reading.said), came_up)
    # "선생님 휴가라 없대요": time off given as the reason is not what is taken back
    predicate = predicate_of(_blanked(plain, _spans(_KO_REASON, plain)) if korean else plain)
    verb = " ".join(text[start:end] for start, end in reading.said)
    # "금요일에 안 쉬어": the negated verb itself names the vacation, whatever plan is its reason ("수요일은 리뷰
    # 있어서 안 쉬어요")
    if korean and _KO_REST_DENIED.search(text):
        predicate = Predicate.VACATION
    elif predicate is None and korean and not _KO_REST_FROM.fullmatch(verb):
        predicate = predicate_of(verb)
    if reading.time_off:
        predicate = Predicate.VACATION
    title, heads, explained = None, [], False
    if predicate is not Predicate.VACATION:
        # ("can we make it 3:30? got a call till 3": a kind said with "a" is some other plan, none kept)
        some = [m for m in utterance.meetings if not korean and _EN_SOME.search(text, 0, m.start())]
        heads = [m for m in utterance.meetings if BLANK not in masked[m.start() : m.end()] and m not in some]
        if korean and heads:  # a Korean noun phrase ends with its head: what follows says something of it
            head_end = _WORD_END.search(masked, heads[-1].end())
            if head_end is not None:
                masked = masked[: head_end.start()] + BLANK * (len(masked) - head_end.start())
        if korean and not heads and (reason_end := _past_a_korean_reason(text, masked)) is not None:
            masked = BLANK * reason_end + masked[reason_end:]  # "준호가 안 된대서 술은 없던 걸로": the drinks
        words = utterance.title_words(masked, heads[-1].start() if heads else None)
        title = _distinctive(_up_to_the_topic(after_the_reason(words)) if korean else words)
        explained = title is not None and not heads and NOT_A_NAME.search(title) is not None
        if explained:
            title = None  # "아 파마라 오래 걸려 1시까지로 해줘": words explaining, not naming
        # a kind said ("the sync") is what it names, found or not
        if known is not None and not (title and (known.search(title) or predicate_of(title) is not None)):
            # ("금요일 요가 가야 해서 그날 약속 취소해줘": the plan in the reason is not the one meant)
            # (a plan said as the topic, "중국어 수업은 선생님 휴가라 없대요", is what the reason is about)
            reasons = _spans(_KO_REASON, plain) if korean and not _KO_TOPIC_OF.search(plain) else []
            after_reasons = plain[reasons[-1][1] :] if reasons else plain
            title = _kept_title_said(after_reasons, known, utterance.titles) or title
            if title is None and reasons and not heads and (subject := _FIRST_WORD.match(plain)) is not None:
                # "체험학습 비 온대서 다음 주 금요일로 연기됐어요": nothing named after the reason, the plan is the
                # word said first, what the reason is about, when it names one kept plan
                said = subject[0].strip()
                title = said if sum(says_title(said, kept) for kept in utterance.titles) == 1 else None
        if title is not None and (said_most := _the_one_said_most(utterance.text, title, utterance.titles)):
            title = said_most
        if title is not None:
            predicate = Predicate.MEETING
        elif some and len(some) == len(utterance.meetings):
            predicate = None  # only some other plan is said of a kind: "it" is meant
    since_window = utterance.window_of(since) if since is not None else None
    # "never mind the afternoon off": a part of the day said with no day is no day (not today's)
    part_only = found.parts and not (found.days or found.times or found.weeks or found.months or found.named_months)
    window = None if part_only else utterance.window_of(found)
    next_time = window is None and reading.kind == "cancel" and _skips_once(utterance, reading)
    # ("maybe i'm skipping the year-end party": a doubt reaches no further than the week ahead)
    beyond = next_time and not _HEDGED.search(text)
    if next_time:
        window = utterance.window_of(Temporal(masked=found.masked, open_end=OpenEnd("days", _NEXT_TIME_DAYS)))
    target = Target(
        predicate=predicate,
        title=title,
        window=window,
        next_time=beyond or None,
        since=since_window.start_time if since_window else None,
        kind_word=heads[-1][0] if title is None and predicate is Predicate.MEETING and heads else None,
        just_mentioned=True if heads and _JUST_MENTIONED.search(text, 0, heads[-1].start()) else None,
    )
    return target, explained


def _the_one_said_most(text: str, title: str, titles: Sequence[str]) -> str | None:
    """Of several kept plans a title names ("our 1:1" of one with Priya and one with Marcus), the one the rest of
    what is said names more of ("marcus asked to push our 1:1"); None when none stands out."""
    named = [kept for kept in titles if says_title(title, kept)]
    if len(named) < 2:
        return None
    # (who or where, never a kind: "cancel the call with the client, keep the dinner" names the dinner to keep)
    said = {
        kept: title_words_said(text, " ".join(w for w in title_words(kept) if predicate_of(w) is None))
        for kept in named
    }
    best = max(said.values())
    top = [kept for kept in named if said[kept] == best]
    return top[0] if len(top) == 1 and best > 0 else None


def last_korean_sentence(text: str) -> int | None:
    """Where the last of two or more Korean sentences run together begins ("외식은 없던 걸로 하자 다들
    바쁘대"); None for one."""
    starts = korean_sentence_starts(text)
    return starts[-1] if len(starts) > 1 else None


def korean_sentence_starts(text: str) -> list[int]:
    """Where each Korean sentence run together in `text` begins."""
    return [sentence.start() for sentence in _KO_CLAUSE.finditer(text)]


def _sentence_of_it(text: str, reading: _Reading) -> tuple[int, int] | None:
    """The Korean sentence that asks for the correction, when it names its plan only as "그거" / "이거"
    before the verb and more is said after it; None otherwise."""
    said = reading.said or sorted(reading.destination)  # ("끝나는 시간 5시로 해줘": where it ends, no verb read)
    if not said:
        return None
    verb = said[0][0]
    sentence = next((c for c in _KO_CLAUSE.finditer(text) if c.start() <= verb < c.end()), None)
    if sentence is None or not text[sentence.end() :].strip(" ,.!?~"):
        return None
    return sentence.span() if _KO_PRONOUN.search(text, sentence.start(), verb) else None


def _from_the_plan_named(utterance: Utterance, clause: tuple[int, int] | None) -> tuple[int, int] | None:
    """The correction's clause, from the clause before it that names one of the user's plans when
    it names none ("yoga on thursday, I can't make that one either"): what it speaks of is there."""
    known = known_title_words(utterance.titles)
    if clause is None or known is None or known.search(utterance.text, *clause):
        return clause
    named = [m.start() for m in known.finditer(utterance.text, 0, clause[0])]
    if not named:
        return clause
    # ("금요일 요가 가야 해서 그날 약속 취소해줘": the plan given as the reason is not the one meant, unless
    # it is the topic the reason is about: "중국어 수업은 선생님 휴가라 없대요 그날 것만 취소해 줄래요")
    between = utterance.text[named[-1] : clause[0]]
    reason = _spans(_KO_REASON if utterance.language == "ko" else _EN_REASON, between)
    if reason and not _KO_TOPIC_OF.match(between, 0, reason[0][0]):
        return clause
    clauses = (_KO_CLAUSE if utterance.language == "ko" else _CLAUSE).finditer(utterance.found.masked)
    start = next((c.start() for c in clauses if c.start() <= named[-1] < c.end()), named[-1])
    return start, clause[1]


# what only names a plan by its day or time: "the thursday one, …", "and the 3 o'clock, …"
_EN_ONE_BY_ITS_TIME = LazyPattern(
    rf"\W*(?:(?:and|oh|ok(?:ay)?|so|also)\W+)*(?:the\s+)?[{BLANK}\s]*{BLANK}[{BLANK}\s]*(?:one|thing)?\W*", _FLAGS
)


# Missing a plan is missing its next time ("I'll have to skip yoga", "야근 잡혀서 요가 못 가"): of a
# series, its occurrence in the days ahead, not every one; giving it up for good is the whole series.
_SKIPS = LazyPattern(rf"\b(?:{SKIP_WORDS.en_exact_pattern})\b|{SKIP_WORDS.ko_pattern}", _FLAGS)
_EVERY_TIME_FOR_GOOD = LazyPattern(
    rf"\b(?:{EVERY_TIME_FOR_GOOD_WORDS.en_exact_pattern})\b|{EVERY_TIME_FOR_GOOD_WORDS.ko_pattern}", _FLAGS
)
_FOR_GOOD = LazyPattern(rf"\b(?:{FOR_GOOD_WORDS.en_exact_pattern})\b|{FOR_GOOD_WORDS.ko_pattern}", _FLAGS)
_NEXT_TIME_DAYS = 7
_HEDGED = LazyPattern(rf"\b(?:{HEDGE_WORDS.en_exact_pattern})\b|\?|{HEDGE_WORDS.ko_pattern}", _FLAGS)
_SKIP_REACH = 6  # characters after a said word: " make" of "can't make"


def _skips_once(utterance: Utterance, reading: _Reading) -> bool:
    """Whether a cancel said with no time misses the plan's next time rather than giving it up."""
    # the words that said it, with what completes them ("can't" of "can't make")
    said = " ".join(utterance.text[start : end + _SKIP_REACH] for start, end in reading.said)
    return _SKIPS.search(said) is not None and not _FOR_GOOD.search(utterance.text)


def _kept_title_said(text: str, known: re.Pattern[str], titles: Sequence[str]) -> str | None:
    """The words of the user's plan that `text` says most of ("필라테스" of "… 필라테스는 못 갈 것 같아요
    그날 것만 빼 주세요"), when the words next to the correcting verb say no word of any ("the piano
    lesson" of a guitar lesson is asked about, never taken for it): what is meant is found in memory.
    None when no plan's word is said."""
    said = {match[0].casefold() for match in known.finditer(text) if match[0].casefold() not in VERB_PARTICLES}
    named = [[word for word in title_words(title) if word.casefold() in said] for title in titles]
    most = max(map(len, named), default=0)
    best = [words for words in named if len(words) == most]
    # two plans said as much ("Priya mentioned that call with the bank, cancel mine with her") name none
    return " ".join(best[0]) if most and len(best) == 1 else None


_FIRST_WORD = LazyPattern(r"\s*[^\s]+")
_KO_TOPIC_OF = LazyPattern(r"[가-힣A-Za-z ]*?[가-힣A-Za-z](?:은|는)(?![가-힣])")  # "중국어 수업은": the topic
_EN_REASON = LazyPattern(rf"\b(?:{REASON_WORDS.en_exact_pattern})\b", _FLAGS)
_KO_REASON = LazyPattern(rf"(?<![가-힣])(?:{KO_REASON_WORD.pattern})(?![가-힣])")


_A_LETTER_OR_DIGIT = LazyPattern(r"[가-힣A-Za-z0-9]")


def _past_a_korean_reason(text: str, masked: str) -> int | None:
    """Where a Korean correction's own words begin after a clause that gives its reason ("준호가 안 된대서 술은
    없던 걸로"); None when no reason comes first, or nothing is named after it ("치과 선생님이 아프셔서 취소해줘")."""
    reasons = _spans(_KO_REASON, text)
    if not reasons or _A_LETTER_OR_DIGIT.search(masked, reasons[-1][1]) is None:
        return None
    return reasons[-1][1]


# A plan set aside beside the one meant: "not the dentist" after it (not "I'm not …"), or before a
# speaker correcting themselves ("the dentist - no wait, yoga")
_EN_NOT_THIS_ONE = LazyPattern(
    r"(?<!\bi'm)(?<!\bim)(?<!\bam)(?<!\bis)(?<!\bare)(?<!\bdo)(?<!\bwill)(?<!\bwas)(?<!\bwere)"
    r"[ \t,]+(?:and[ \t]+|but[ \t]+)?not[ \t]+(?:the|my|our|this|that)[ \t]+[^,.;!?]+"
    # "cancel the dentist but don't touch physio": what is kept, said after what is changed
    r"|[ \t,]+(?:and[ \t]+|but[ \t]+)(?:don'?t|do[ \t]+not)[ \t]+(?:touch|cancel|move|change)[ \t]+[^,.;!?]+",
    _FLAGS,
)
_EN_IT_ALONE = LazyPattern(r"[ \t]+(?:it|that|this|them)[ \t]*(?=[,.;!?—-]|$)", _FLAGS)
_EN_CORRECTING_ONESELF = LazyPattern(
    rf"[-,—–]?[ \t]*(?:{SELF_CORRECTION_WORDS.en_exact_pattern})\b{_NOT_MEANING_IT}[ \t,]*"
    r"|[ \t]*,[ \t]*no[ \t]*,[ \t]*",  # "cancel the dentist, no, the haircut": a bare "no" set off by commas
    _FLAGS,
)
# What is said of the plan named after correcting oneself ("…, I mean yoga is fine", "yoga too"): no correction
_SAID_OF_IT = LazyPattern(r"\b(?:is|are|was|too|also|as\s+well|fine|ok(?:ay)?|stays?)\b", _FLAGS)


# Who is said to miss or drop something, right before the words that say so, when it is not the user
_SOMEONE_ELSE_DOES = LazyPattern(
    r"(?:^|[,;.!?]\s*|\b(?:so|and|but)\s+)(?!(?:i|we|i'll|we'll|i'm|we're)\b)"
    rf"(?:he|she|they|(?:my|his|her|their|our)\s+(?:{PEOPLE_WORDS.en_exact_pattern})|[A-Z][a-z]+)(?:'s|\s+is|\s+was)?\s+(?:still\s+|just\s+)?$"
)


def _unsettled(utterance: Utterance, reading: _Reading) -> ParseResult | None:
    """A change taken back after it is said ("move the dentist to 4.. actually never mind"): left as
    it is; corrected to what is not read as a time ("… to 4.. actually friday", "… no, 5"): asked."""
    if reading.kind == "cancel" or not reading.said:
        return None
    language, masked = utterance.language, utterance.found.masked
    spans = [*reading.said, *reading.destination, *([reading.hour.span] if reading.hour else [])]
    end = max(stop for _, stop in spans)
    taken_back = _TAKEN_BACK_AFTER.search(utterance.text, end)
    if taken_back and _A_NUMBER_NEXT.match(utterance.text, taken_back.end()):
        taken_back = None  # "to 3, no, 4": set right to another value, not taken back
    if taken_back or _EN_LEAVE_IT.search(utterance.text, end):
        return ParseResult(intent=Intent.UNKNOWN, reply=say("ask_unchanged", language), language=language)
    corrected = _SELF_CORRECTED.search(masked, end)
    # ("the dentist is now at 11 actually": a last word that corrects nothing after it)
    if corrected is None or not masked[corrected.end() :].strip(" .!?,~"):
        return None
    if any(t.span[0] >= corrected.end() for t in utterance.found.times):
        return None  # "to 2, actually 2:30": the time said after it is where it goes
    reply = say(f"ask_change_{'move' if reading.kind in ('length', 'until') else reading.kind}", language)
    return ParseResult(intent=Intent.WRITE, operation=Operation.CHANGE, reply=reply, language=language)


_A_NUMBER_NEXT = LazyPattern(r"[\s,.…]*\d")
_EN_LEAVE_IT = LazyPattern(
    r"\b(?:leave|keep)\s+(?:it|that)(?:\s+(?:where|as|how)\s+it\s+(?:is|was))?\b|\bdon'?t\b", _FLAGS
)


_SOMEONE_ELSE_CANNOT = LazyPattern(
    r"(?:^|[,;.!?]\s*|\b(?:so|and|but)\s+)(?!(?:i|we)\b)(?:he|she|they|(?:my|his|her|their|our)\s+[a-z]+|[A-Z][a-z]+)"
    r"\s+(?:can'?t|cannot|won'?t|isn'?t|is\s+not)\s+(?:make|come|do|join|go)\b"
)


def _after_a_reason(text: str, at: int) -> bool:
    """Whether `at` is in a reason joined to what comes before it ("… since the regular one is
    cancelled"); "okay so the party is canceled" opens with its "so"."""
    opening = _OPENING["en"].match(text)
    return _EN_REASON.search(text, opening.end() if opening else 0, at) is not None


def _corrected_to(utterance: Utterance, reading: _Reading) -> tuple[int, int] | None:
    """ "cancel the dentist - no wait, yoga": after the speaker corrects themselves, what they name
    is what the correction speaks of; "cancel that, I'd rather do yoga": "that" alone is what it
    speaks of, and the rest its reason."""
    if utterance.language == "ko" or not reading.said:
        return None
    masked = utterance.found.masked
    it = _EN_IT_ALONE.match(masked, reading.said[-1][1])
    # ("do we still need the retro? cancel it": "it" is the plan named before it)
    if (
        it is not None
        and reading.kind == "cancel"
        and not utterance.names_an_event(utterance.text[: reading.said[0][0]])
        # ("and the thursday one, drop it": "it" is the one named by its day before it)
        and not _EN_ONE_BY_ITS_TIME.fullmatch(masked, 0, reading.said[0][0])
    ):
        return reading.said[0][0], it.end()
    corrected = [m for m in _EN_CORRECTING_ONESELF.finditer(masked) if m.start() >= reading.said[-1][1]]
    if not corrected or _SAID_OF_IT.search(masked, corrected[-1].end()):
        return None
    if not utterance.title_words(BLANK * corrected[-1].end() + masked[corrected[-1].end() :], None):
        return None
    return corrected[-1].end(), len(masked)


def _set_aside(masked: str) -> list[tuple[int, int]]:
    """Where a plan is set aside rather than meant, with the words naming it."""
    spans = _spans(_EN_NOT_THIS_ONE, masked)
    corrected = list(_EN_CORRECTING_ONESELF.finditer(masked))
    if corrected and masked[corrected[-1].end() :].strip() and not _SAID_OF_IT.search(masked, corrected[-1].end()):
        spans.append((0, corrected[-1].end()))
    return sorted(spans)


# "make that call tuesday", "그 회의 목요일로": the plan just talked about
_JUST_MENTIONED = LazyPattern(r"(?:\b(?:that|this)|(?<![가-힣])그)\s+$", _FLAGS)


# A clause ends at punctuation, or where a reason begins ("cancel the sync since I'm on leave")
_CLAUSE = LazyPattern(rf"(?:(?!\s(?:{REASON_WORDS.en_exact_pattern})\s)[^,;.!?—])+", _FLAGS)
# Korean runs sentences together: one ends with its verb's final ending ("…그렇다 면접은 …", "레슨은 빼줘 쉬는 날엔 …").
# (a language or a fish ends in 어 as a noun does: "영어 회화", "한국어 수업", "고등어 구이"; a school or a
# stage in 대, as heard news does: "홍대 약속", "서울대 동기", "무대 리허설")
_KO_CLAUSE = LazyPattern(
    r"(?:[^,;.!?\s]|\s(?<!(?:[가-힣](?:다|요|죠|네|줘|게|자|래|해|놔|둬|돼)|\s(?:줘|놔|둬|돼|써)|되지|[가-힣](?<![홍고이교의공법세시무부침기울])대"
    r"|[가-힣](?<![영국본일불인단연징문등])어|[ㅠㅜㅋㅎ]{2})\s)"  # "안 돼 ㅠㅠ 방금꺼 …": a sentence ends there
    # "점심은 없던 걸로 엄마 바쁘시대": said whole, the verb left out ("없던 걸로 하고 …" goes on)
    r"(?:(?<!없던 걸로\s)(?<!없던걸로\s)|(?=하|해))"
    r"|(?<=[가-힣]해|\s써)\s(?=줘|주|드|놔|둬|봐|보|볼|버))+"  # "취소해 원래 8시래" ends at 해; "취소해 줘" goes on
)
_WORDS = LazyPattern(r"\w+")
_SAID_OF_SOMEONE = LazyPattern(
    rf"\W*(?:(?:{FILLER_WORDS.en_exact_pattern})\W+)*"
    r"(?:(?P<it>it|it's|its|that|that's)|she|she's|he|he's|they|they're|i|i'm|we|we're|you|you're|there|there's)\b"
    r"|[^가-힣]*[가-힣]",  # Korean says who in any order: its clauses are read by their endings
    _FLAGS,
)
_POINTS_BACK = LazyPattern(r"\b(?:it|that|this|them)\b|(?<![가-힣])(?:그거|그것|이거|이것|그걸|그건)", _FLAGS)
_WORD_END = LazyPattern(r"(?=\s|$)")


def _own_clause(
    masked: str,
    said: list[tuple[int, int]],
    korean: bool,
    mentions: Iterable[tuple[int, int]] = (),
    destination: Iterable[tuple[int, int]] = (),
    utterance: Utterance | None = None,
) -> tuple[int, int] | None:
    """The clause of the correcting words, when the utterance has several and that one names
    something besides them: "never mind the lunch, he bailed" speaks of the lunch only, "ugh
    hyejin just texted, dinner tomorrow isn't happening" of the dinner. None: the whole."""
    clauses = [clause.span() for clause in (_KO_CLAUSE if korean else _CLAUSE).finditer(masked)]
    if len(clauses) < 2:
        return None
    noise = _KO_NOISE if korean else _EN_NOISE
    own = [(start, end) for start, end in clauses if any(start <= at < end for at, _ in said)]
    rests = [_blanked(masked, said)[start:end] for start, end in own]
    rests = [_blanked(rest, _spans(noise, rest)) for rest in rests]
    # first a clause naming an event, a vacation or a day or time of it (a length, "an hour earlier",
    # or where a change goes names none), then one with any words of its own
    placed = [span for span in mentions if span not in set(destination)]
    for clause, rest in zip(own, rests, strict=True):
        if any(clause[0] <= span[0] < clause[1] for span in placed) or predicate_of(rest) is not None:
            return clause
    # then one with words of its own that are no verb ("forget the swimming thing"; "해줘" names nothing)
    named = (
        clause
        for clause, rest in zip(own, rests, strict=True)
        if any(title_words(word) and not NOT_A_NAME.fullmatch(word) for word in _WORDS.findall(rest))
    )
    # then one that speaks of "it" when the others say something of it ("drop it, it got folded into
    # the all hands") or of someone ("make it 45 min, she's only 7"), never when one names the plan
    # ("the tax thing, could we do it earlier", "we're postponing the offsite, can you push it …")
    others = [(start, end) for start, end in clauses if (start, end) not in own]

    def says_of_it_or_someone(start: int, end: int) -> bool:
        subject = _SAID_OF_SOMEONE.match(masked, start, end)
        return subject is not None and (
            bool(subject["it"]) or utterance is None or not utterance.names_an_event(utterance.text[start:end])
        )

    pointing = (
        clause
        for clause in own
        if _POINTS_BACK.search(masked, *clause) and all(says_of_it_or_someone(*other) for other in others)
    )
    # then the request when the rest only says someone got in touch ("the school emailed, can we do tuesday
    # instead"): who called is the plan only when the user keeps a plan of that name ("the dentist called, …")
    reported = (
        clause
        for clause in own
        if others
        and all(
            GOT_IN_TOUCH.fullmatch(masked, start, end)
            and (utterance is None or not utterance.names_an_event(utterance.text[start:end]))
            for start, end in others
        )
    )
    # then a request of "it" with its reason after it ("push it to 7, work's running late"), naming no plan
    explained = (
        (start, end)
        for start, end in own
        if _POINTS_BACK.search(masked, start, end)
        and utterance is not None
        and all(
            other_start >= end and not utterance.names_an_event(utterance.text[other_start:other_end])
            for other_start, other_end in others
        )
    )
    return next(named, None) or next(pointing, None) or next(reported, None) or next(explained, None)


def _blanked(text: str, spans: Iterable[tuple[int, int]]) -> str:
    for start, end in spans:
        text = text[:start] + BLANK * (end - start) + text[end:]
    return text


def _up_to_the_topic(words: list[str]) -> list[str]:
    """The title words up to the one the topic particle marks: what follows says something of it
    ("내과 진료는 병원에서 전화가 왔는데 …" names 내과 진료)."""
    topic = next((index for index, word in enumerate(words) if _KO_TOPIC.fullmatch(word)), None)
    return words if topic is None else words[: topic + 1]


_KO_TOPIC = LazyPattern(r"[가-힣A-Za-z0-9]+[은는]")


def _distinctive(words: list[str]) -> str | None:
    """The title words without words that name no title (generic nouns such as "meeting" or "회의",
    small words) at either end; None when none are left."""
    words = [_WORD_ENDING.sub("", word) for word in words]
    while words and (not title_words(words[0]) or words[0].isdigit()):
        words.pop(0)
    while words and (not title_words(words[-1]) or words[-1].isdigit()):  # "push it back 2": no name
        words.pop()
    return " ".join(words) or None
