"""Changes a message speaks of without asking for them now. Pure.

A cancel or move said under a condition not yet met ("cancel golf if it rains", "비 오면 소풍 취소해줘"),
with a doubt ("thinking of cancelling the picnic, not sure yet"), of someone else's plan ("my boss
cancelled her vacation", "민지가 금요일 연차 취소했대"), or refused ("요가는 취소 못 해") changes nothing:
the corrections reader answers with what it heard instead. One said as the purpose of a new plan
("call the gym at 9 to cancel my membership") is no correction at all: the plan is what is booked.
Taking the wrong plan away is the worst miss, so each of these wins over the correction it contains.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..domain.lexicon import (
    CONDITION_WORDS,
    CORRECTING_STEMS,
    DOUBT_WORDS,
    EMPTY_TIME_WORDS,
    EVENT_WORDS,
    FAMILY_WORDS,
    FEELING_WORDS,
    FILLER_WORDS,
    FREE_CONDITION_WORDS,
    HOW_IT_WENT_WORDS,
    KEEPING_VERBS,
    KEPT_BESIDE_WORDS,
    KO_DONE_CHANGES,
    PEOPLE_WORDS,
    POLITE_CONDITION_WORDS,
    SELF_CORRECTION_WORDS,
    UNSETTLED_WORDS,
    VACATION_WORDS,
    VERB_LED_EVENT_WORDS,
)
from ..domain.models import Language
from ..domain.patterns import LazyPattern
from ..domain.targets import says_title
from .expressions import scan_expressions
from .temporal import BLANK, find_temporal
from .vocabulary import MEETING, SENTENCE_BREAK, known_title_words

_FLAGS = re.IGNORECASE
_EN_CORRECTING = rf"(?:{CORRECTING_STEMS.en_exact_pattern})\w*"
_KO_CORRECTING = rf"(?:{CORRECTING_STEMS.ko_pattern})"
# said as heard: "취소했대", "옮겼다더라", "취소했다는데"
_KO_HEARD = r"(?:대|대요|다더라|다네|다고|답니다|다는데|다던데)(?![가-힣])"

# A condition: "if it rains", "in case the flight is late", "비 오면", "야근하면", "늦어지면", "끝난다면".
# ("what if we book lunch": a proposal; "see if you can move it": a request)
_EN_CONDITION = LazyPattern(
    r"(?<!\bwhat\s)(?<!\bsee\s)(?<!\bcheck\s)(?<!\bask\s)(?<!\bwonder\s)(?<!\beven\s)(?<!\bas\s)(?<!\bknow\s)"
    # ("is it ok if we push it to 5": leave asked for; "ok if lunch runs long …" is a condition)
    r"(?<!\bit\sok\s)(?<!\bit\sokay\s)(?<!\bbe\sok\s)(?<!\bbe\sokay\s)(?<!\bit\salright\s)(?<!\bbe\salright\s)"
    # ("if you would rather i didn't go" is a condition; "…, if you would." asks politely)
    rf"\b(?:{CONDITION_WORDS.en_exact_pattern})\b(?!\s+(?:{POLITE_CONDITION_WORDS.en_exact_pattern})\b(?!\s+(?:rather|prefer|like)\b))",
    _FLAGS,
)
# ("30분만 하면 돼", "4시면 좋겠어": what suffices or is wished, no condition)
_KO_CONDITION = LazyPattern(
    rf"(?<![가-힣])(?!(?:{POLITE_CONDITION_WORDS.ko_pattern}))[가-힣]*(?:{CONDITION_WORDS.ko_pattern})(?=[\s,]|$)"
    r"(?!\s*(?:돼|되|된|됩|충분|좋|어때|어떨|안\s*(?:돼|되|된|됨)|괜찮))"
)
# Words that refuse the change they name: "can't cancel yoga", "no skipping", "취소 못 해", "빠질 수가 없네".
_EN_REFUSED = LazyPattern(rf"\b(?:can'?t|cannot|couldn'?t|unable\s+to|no)\s+{_EN_CORRECTING}\b", _FLAGS)
_KO_REFUSED = LazyPattern(
    rf"{_KO_CORRECTING}[가-힣]*\s*(?:(?:은|는|도|이|가)\s*)?(?:못\s*(?:하|해|할|했|함)|안\s*(?:돼|되|됨)|불가)"
    rf"|{_KO_CORRECTING}[가-힣]*\s*수\s*(?:가|는|도)?\s*없"
    rf"|(?<![가-힣])못\s*{_KO_CORRECTING}"
)
# Time off thought of, then dropped: "반차 쓸까 하다가 그냥 출근하기로 함", "연차 내려다가 안 내기로 했어" (a plan
# dropped for another, "치과 가려고 했는데 안 가고 화요일로 옮김", is a request)
_KO_THOUGHT_OF_THEN_DROPPED = LazyPattern(
    r"(?:(?:쓸까|낼까|쓰려고?|내려고?)\s*(?:하다가|했다가|했는데)|(?:쓰|내)려다가?)\s+"
    r"(?=(?:[가-힣]+\s+)*?(?:그냥\s*)?(?:출근|안\s*(?:쓰|내)기로|말았))"
)
# A change asked for after a refusal that is its reason ("요가 못 빠지니까 치과 취소해줘")
_KO_REQUESTED = LazyPattern(
    rf"(?:{_KO_CORRECTING}[가-힣]*|없던\s*(?:걸|것)\s*으?로)\s*(?:해\s*줘|해\s*주세요|줘|주세요|하자|할게|할래)"
)
# Being absent from a plan, refused: "빠지면 안 됨", "놓치면 안 돼" (a plan that must not be missed), and the word
# naming it said right before
_KO_MISSED = LazyPattern(r"(?:빠지|빠질|빠져|놓치|놓칠)")
_KO_SECOND_THOUGHTS = LazyPattern(
    rf"(?<![가-힣])(?:잠깐만?|근데|그런데|그거|이거|{SELF_CORRECTION_WORDS.ko_pattern})(?![가-힣])"
)
_KO_NAMED_BEFORE = LazyPattern(r"(?<![가-힣A-Za-z])(?P<plan>[가-힣A-Za-z]{2,}?)(?:은|는|이|가|도|을|를)?\s*$")
# ("…, not sure": said after what it doubts; "not sure why, but cancel it" doubts nothing asked)
# ("it'll probably run 2 hours": how long it takes, guessed, is no doubt about the request)
# ("I hope physio moves to later", "hopefully the review gets pushed": a change hoped for, not asked; "I hope you
# can move it" asks)
_EN_DOUBT = LazyPattern(
    rf"\b(?:{DOUBT_WORDS.en_exact_pattern})\b(?!\s+(?:take|run|last)\s+(?:about\s+|around\s+)?(?:\d|an?\b|one\b|two\b|three\b|half\b))|\bnot\s+sure\s*(?:[.!?]+\s*)?$"
    rf"|\b(?:hope|hoping|hopefully)\s+(?!(?:you|u|i|we)\b|(?:it'?s|that'?s)\s+(?:ok|okay|fine|alright)\b)"
    rf"(?:[\w']+\s+){{0,4}}?{_EN_CORRECTING}\b",
    _FLAGS,
)
# ("에라 모르겠다 금요일 연차 넣어줘": "what the heck", said to end a doubt, not to have one)
_KO_DOUBT = LazyPattern(rf"(?<!에라 )(?<!에라)(?:{DOUBT_WORDS.ko_pattern})")
_EN_SOMEONE_RECKONS = LazyPattern(r"\b(?!(?:i|we|you|u)\b)[a-z]+\s+(?:reckons|reckoned)\b", _FLAGS)
_EN_UNSETTLED = LazyPattern(rf"\b(?:{UNSETTLED_WORDS.en_exact_pattern})\b", _FLAGS)
# An order said beside it ("I might not make it so cancel yoga", "cancel the dentist, it's not confirmed anyway")
_EN_ORDERED = LazyPattern(
    r"(?:^|[,;.!?]|\b(?:so|but|and|then)\b)\W*(?:(?:please|pls|just)\s+)?"
    r"(?:cancel|move|push|drop|scrap|book|put|add|pencil|keep|delete|remove|shift|reschedule|bump|take|block|schedule|make)\b",
    _FLAGS,
)
# Someone else cancelling or moving what is theirs: "my boss cancelled her vacation friday",
# "Amy moved her dentist to 4" ("Amy cancelled the offsite", "my boss cancelled my leave" are the user's).
_EN_THEIRS = LazyPattern(
    r"(?:^|[,.;!?]\s*|\b(?:so|and|but)\s+)\W*"
    # heard from them: "jun said he moved his team dinner to friday"
    r"(?:[a-z]+\s+(?:said|says|told\s+me|mentioned|texted|wrote)\s+(?:that\s+)?)?"
    r"(?!(?:i|we|please|pls|just|also|then|can|could|you|ok|okay)\b)"
    # ("my coworker Minji just moved her dentist": who, then their name)
    rf"(?:he|she|they|(?:(?:the|my|our)\s+)?(?:{PEOPLE_WORDS.en_exact_pattern})(?:\s+[a-z]+)?|[a-z]+)"
    # ("Priya's moved her team drinks": has moved)
    rf"(?:'s)?\s+(?:just\s+|already\s+)?{_EN_CORRECTING}\s+(?:his|her|their)\s+(?:own\s+)?(?:[\w'-]+\s+){{0,2}}?"
    rf"(?:{(EVENT_WORDS | VACATION_WORDS).en_pattern}|plans?)\b"  # "moved his car" is no plan of theirs
    # their plan, changed: "my wife's flight to Chicago got moved to sunday"
    rf"|\b(?:my|our|the)\s+(?:{FAMILY_WORDS.en_exact_pattern})'s\s+(?!(?:[\w'-]+\s+){{0,4}}?with\s+(?:me|us)\b)"
    r"(?:[\w'-]+\s+){0,3}?"
    rf"(?:{(EVENT_WORDS | VACATION_WORDS).en_pattern}|plans?)\b(?:\s+[\w'-]+){{0,3}}?"
    rf"\s+(?:got|was|were|is|has\s+been|have\s+been)\s+(?:just\s+)?{_EN_CORRECTING}"
    # "mom said her dentist appt got moved to tuesday": whose it is, said by "her"
    r"|\b(?:his|her|their)\s+(?!(?:[\w'-]+\s+){0,4}?with\s+(?:me|us)\b)(?:[\w'-]+\s+){0,2}?"
    rf"(?:{(EVENT_WORDS | VACATION_WORDS).en_pattern}|plans?)\b(?:\s+[\w'-]+){{0,2}}?"
    rf"\s+(?:got|was|were|is|'s|has\s+been|have\s+been)\s+(?:just\s+)?{_EN_CORRECTING}",
    _FLAGS,
)
# Someone else's plan, told ("my sister has a flight to Osaka friday at 6am", "my mate Tom's got his stag do on
# the 18th", "남편이 목요일 2시에 치과 간대"): kept only when asked for (KEEPING_VERBS) or shared with the user
_EN_THEY_HAVE = LazyPattern(
    r"(?:^|[,.;!?]\s*|\b(?:so|and|but|oh|btw|fyi)\s+)\W*"
    # ("emma's swim meet is sunday at 9, her dad's taking her": whose people they are, said too)
    rf"(?:(?:(?:my|our|his|her|their|the)\s+)?(?:{PEOPLE_WORDS.en_exact_pattern})(?:\s+[a-z]+)?|he|she|they)"
    # ("my colleague Minji is take vacation on friday", "my boss takes friday off": as people type it too)
    r"(?:(?:'s|\s+(?:has|have|is|are|'s))\s+(?:got\s+)?"
    r"(?:a|an|his|her|their|flying|going|having|taking|take|doing|off)"
    # ("the kids have swimming wednesday at four": a plan they have, named by its kind)
    rf"|\s+(?:has|have)\s+(?:[a-z]+\s+)?(?:{EVENT_WORDS.en_pattern})"
    r"|\s+(?:takes|took))\b"
    # ("my wife's running a 5k sunday at 8", "my boss is visiting thursday": anything one of theirs is doing; "my
    # son's swimming lesson", "my friend's housewarming saturday" name a plan)
    rf"|(?:^|[,.;!?]\s*)\W*(?:(?:my|our)\s+)?(?:{PEOPLE_WORDS.en_exact_pattern})"
    rf"(?:\s+is\s+(?!(?:{EVENT_WORDS.en_pattern}|morning|evening)\b)[a-z]{{2,}}ing\b"
    rf"|'s\s+(?!(?:{EVENT_WORDS.en_pattern}|morning|evening)\b)[a-z]{{2,}}ing\s+(?:a|an|the|his|her|their|in|at|to|with)\b)"
    # their plan, told with its day or what it does ("my husband's work do is on the 19th at 7", "my sister's flight
    # lands at nine")
    rf"|(?:^|[,.;!?]\s*)\W*(?:my|our)\s+(?:{PEOPLE_WORDS.en_exact_pattern})'s\s+(?:[\w'-]+\s+){{1,3}}?"
    r"(?:is|was|lands|arrives|leaves|departs|gets\s+in|starts|begins|ends|finishes)\b"
    # when they are done or out ("the kids finish school at three fifteen on fridays")
    rf"|(?:^|[,.;!?]\s*|\b(?:so|and|but|oh)\s+)\W*(?:(?:my|our|the|his|her|their)\s+)?(?:{PEOPLE_WORDS.en_exact_pattern})"
    r"\s+(?:finish|finishes|get\s+out|gets\s+out|get\s+off|gets\s+off|start|starts)\s+(?:school|work|class|classes)\b"
    # someone named, doing something with their own people ("joon's having dinner with his parents friday")
    r"|(?:^|[,.;!?]\s*)\W*[a-z]+(?:'s|\s+is)\s+(?:having|flying|taking|going)\b(?=[^,.;!?]*\b(?:his|her|their)\b)",
    _FLAGS,
)
# a plan of theirs said not to be ("kids don't have school friday", "my son has no practice tomorrow")
_EN_THEIRS_NOT_ON = LazyPattern(
    rf"(?:^|[,.;!?]\s*)\W*(?:(?:my|our|the)\s+)?(?:{PEOPLE_WORDS.en_exact_pattern})s?"
    r"\s+(?:(?:don'?t|doesn'?t|do\s+not|does\s+not)\s+have|(?:has|have|'s|'ve)\s+(?:got\s+)?no)\b",
    _FLAGS,
)
_EN_CLAUSE_AFTER = LazyPattern(r"[,;.!?]\s+(?:he|she|they|he's|she's|they're)\b", _FLAGS)
_EN_DECLINED = LazyPattern(
    r"\bi\s+(?:said\s+no|declined|turned\s+(?:it|them|her|him)\s+down|passed|told\s+(?:her|him|them)\s+no)\b", _FLAGS
)
_EN_REASON_AFTER = LazyPattern(r"\b(?:so|because|since|cause|cuz|coz)\b", _FLAGS)
_EN_SHARED = LazyPattern(r"\b(?:me|us|i|i'm|i'll|we|we're|with\s+me|my\s+own)\b|\b(?:i|we)\s+(?:have|need)\b", _FLAGS)
# the user's part in it, said in the reason after ("my sister's flight lands at nine so I need to pick her up"; not
# "…so she can't watch me", "he's going solo, i'm staying home")
_EN_USER_DOES_FOR_THEM = LazyPattern(
    r"\b(?:i|we)(?:'m|'re|'ll|\s+(?:am|are|will|need\s+to|have\s+to|has\s+to|got\s+to|gotta|must|should))?\s+"
    r"(?:pick(?:ing)?|get(?:ting)?|tak(?:e|ing)|driv(?:e|ing)|drop(?:ping)?|collect(?:ing)?|meet(?:ing)?|join(?:ing)?)"
    r"\b",
    _FLAGS,
)
# ("my wife's got her book club tonight": a plan whose name begins with a verb that keeps asks nothing kept)
_EN_KEEPING = LazyPattern(
    rf"\b(?!(?:{VERB_LED_EVENT_WORDS.en_pattern})\b)(?:{KEEPING_VERBS.en_exact_pattern})\b|\bcalendar\b", _FLAGS
)
_KO_THEY_GO = LazyPattern(
    rf"(?<![가-힣])(?:{PEOPLE_WORDS.ko_pattern})(?:들)?(?:이|가|는|은|도)?\s[^.!?]*?"
    r"(?:(?:간|온|한|있|본|봐야\s*한|있으시|있으신|가신|오신|하신|보신)(?:대요?|다던데|다는데|다더라|다네|다고)|갈\s*거래|올\s*거래|볼\s*거래|잡혔대"
    # what they have then, heard ("남편 내일 치과 3시래", "엄마 토요일에 이모들이랑 점심이래")
    r"|\d+\s*시(?:\s*\d+\s*분|\s*반)?(?:이)?래|[가-힣]+\s?이래)(?![가-힣])"  # ("애들 방학식 이래": dictated apart)
)
_KO_KEEPING = LazyPattern(rf"(?:{KEEPING_VERBS.ko_pattern})")
# A message that only asks to keep "it" ("oh actually put that in too", "yes add it", "그거 넣어줘"): said after MOSS
# held a plan back as told, not asked for, it asks for that plan after all
_EN_KEEP_IT = LazyPattern(
    rf"\W*(?:(?:{FILLER_WORDS.en_exact_pattern}|yes|and|(?:can|could|would|will)\s+you)\W+)*"
    rf"(?:{KEEPING_VERBS.en_exact_pattern})\s+(?:it|that|this|them|those|that\s+one)"
    r"(?:\s+(?:in|down|on))?(?:\s+(?:on|in|to)\s+(?:my|the)\s+calendar)?"
    rf"(?:\W+(?:{FILLER_WORDS.en_exact_pattern}|too|as\s+well|after\s+all|for\s+me))*\W*",
    _FLAGS,
)
_KO_KEEP_IT = LazyPattern(
    rf"(?:(?:{FILLER_WORDS.ko_pattern}|응|네|넵|어|그래)[\s,]*)*"
    r"(?:(?:그거|그것|이거|그\s*일정)(?:도|두)?\s*)?(?:(?:내\s*)?(?:캘린더|일정|달력)에(?:도)?\s*)?"
    rf"(?:{KEEPING_VERBS.ko_pattern})(?:해)?\s*(?:줘요?|주세요|줄래요?|둬요?|두세요|놔\s*줘)?"
    # ("… 넣어 줘 내가 데려다줘야 돼": why, said after)
    r"(?:\s+[가-힣\s]*(?:돼|돼요|해서|니까|거든|거든요|라서|이라서))?[\s.!~]*"
)
_EN_FEELING = LazyPattern(rf"\b(?:{FEELING_WORDS.en_exact_pattern})\b", _FLAGS)
# ("so excited for my holiday": about the plan, whatever else is said; "Dentist Friday at 3pm, can't wait!"
# books the dentist: a plan said whole, and a feeling beside it)
_EN_FEELING_ABOUT = LazyPattern(rf"\b(?:{FEELING_WORDS.en_exact_pattern})\s+(?:for|about|to)\b", _FLAGS)
_KO_FEELING = LazyPattern(rf"(?:{FEELING_WORDS.ko_pattern})")
# how a plan went, told after it: "today's company dinner was soooo long", "오늘 회의 너무 길었어"
_EN_HOW_IT_WENT = LazyPattern(
    rf"\b(?:was|were)\s+(?:(?:s+o+|really|super|too|pretty|kinda|absolutely|way\s+too)\s+)*"
    rf"(?:{HOW_IT_WENT_WORDS.en_exact_pattern})\b"
    r"|\bwent\s+(?:(?:really|super|pretty|totally)\s+)?(?:fine|well|ok(?:ay)?|great|badly|smoothly|alright|good)\b",
    _FLAGS,
)
_A_DIGIT = LazyPattern(r"\d")
# a day gone said in English ("the flu shot yesterday at 4 went fine"): how a plan went, told with its time
_EN_PAST_DAY = LazyPattern(r"\b(?:yesterday|last\s+night|this\s+morning|earlier\s+today)\b", _FLAGS)
_KO_BEEN_THERE = LazyPattern(r"다녀왔|갔다\s*왔")
_KO_PAST_DAY = LazyPattern(r"어제|그제|그저께|지난|아까|오늘|방금")
_KO_NEXT_TIME = LazyPattern(r"다음|다시|또")
_KO_HOW_IT_WENT = LazyPattern(rf"(?:{HOW_IT_WENT_WORDS.ko_pattern})(?:어|다|네|지|음|어요|네요)?(?![가-힣])")
# A request after what someone else did ("my wife cancelled her trip so move yoga to 5"): the user's own
_EN_REQUEST_AFTER = LazyPattern(
    rf"(?:[,;.]\s*|\b(?:so|and|then)\s+)(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:{_EN_CORRECTING}|book|add)\b",
    _FLAGS,
)
# Someone else's time off, said of them: "Jenny's not taking monday off anymore", "my boss isn't on leave
# friday after all" (a capitalised word is a name only before what is said of it: "Cancel vacation friday").
_IN_ITS_CLAUSE = r"(?:(?!\b(?:so|because|since|but)\b)[^.!?,;])"
_EN_THEIR_TIME_OFF = LazyPattern(
    r"(?:^|[,.;!?]\s*|\b(?:so|but)\s+)\W*"
    rf"(?:(?:he|she|they|(?:(?:the|my|our)\s+)?(?:{PEOPLE_WORDS.en_exact_pattern}))(?:'s|\s)"
    r"|(?!(?i:it|that|this|there|what|who|where|here|one|everything|nothing|today|tomorrow|tonight|week|weekend"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)(?P<who>(?i:[a-z]+))"
    r"(?='s\b|\s+(?:is|isn't|was|wasn't|won't|will|has|had|can't|doesn't|decided|cancell?ed)\b))"
    # ("tom can't make friday so dinner's off": the plan said off in a clause of its own is the user's)
    rf"{_IN_ITS_CLAUSE}{{0,40}}?(?:\b(?:{VACATION_WORDS.en_pattern})\b"
    rf"|(?:'s|\b(?:is|isn't|was|wasn't|be|taking|take|took|having|has|had|not))\b{_IN_ITS_CLAUSE}{{0,30}}?\boff\b)",
    _FLAGS,
)
# What says their time off is taken back ("not", "isn't", "cancelled"): "she's ooo all week" only explains.
_EN_TAKEN_BACK = LazyPattern(r"\b(?:not|no\s+longer|never|cancell?ed|called\s+off)\b|n't\b", _FLAGS)
_EN_CLAUSE_END = LazyPattern(r"[,;.!?]|\b(?:so|because|since|but)\b", _FLAGS)
_EN_OWN = LazyPattern(
    rf"\b(?:i|i'm|i'll|i've|me|we|we're|us)\b|\b(?:my|our)\b(?!\s+(?:{PEOPLE_WORDS.en_exact_pattern})\b)", _FLAGS
)
# Someone else's time off taken back, said of them: "민지가 금요일 연차 취소했대", "팀장님 휴가 취소하셨대".
_KO_SOMEONE = LazyPattern(
    rf"(?<![가-힣])(?:{PEOPLE_WORDS.ko_pattern}|(?!(?:나|내|저|제|우리)[가이])[가-힣]{{2,3}}(?:이가|가|이|께서))(?=\s)"
)
_KO_VACATION = LazyPattern(rf"(?:{VACATION_WORDS.ko_pattern})")
# said of them: in honour ("취소하셨대") or heard ("옮겼대", "취소했다더라"); a relation said plainly
# ("남편이 … 취소했어") is no one else's hearsay but their own doing too
_KO_OF_THEM = LazyPattern(rf"하셨|하신|셨대|한대|[가-힣]*[었았였겼웠뤘꿨갔났했]{_KO_HEARD}")
_KO_DONE_FORM = rf"{_KO_CORRECTING}[가-힣]*[었았였겼웠뤘꿨했]"  # "취소했", "옮겼": a change said done
_KO_DONE = LazyPattern(_KO_DONE_FORM)
_KO_RELATION = LazyPattern(rf"(?:{PEOPLE_WORDS.ko_pattern})")
# Family or a friend changing a plan, heard of ("엄마가 내일 피아노 레슨 취소했대", "형이 치과 화요일로 미뤘대")
_KO_FAMILY_DID = LazyPattern(
    rf"(?<![가-힣])(?:{FAMILY_WORDS.ko_pattern})(?:이|가|는|은|도)\s[^.!?]*?"
    rf"(?:{_KO_DONE_FORM}|{KO_DONE_CHANGES.ko_pattern}|뺐){_KO_HEARD}"
)
# "준이 자기 회사 회식을 금요일로 옮겼대": their own plan (자기), its change heard
_KO_THEIR_OWN_DID = LazyPattern(
    rf"(?<![가-힣])자기\s*[^.!?]*?(?:{_KO_DONE_FORM}|{KO_DONE_CHANGES.ko_pattern}|뺐){_KO_HEARD}"
)
_PERSON = LazyPattern(rf"\b(?:{PEOPLE_WORDS.en_exact_pattern})\b|{PEOPLE_WORDS.ko_pattern}", _FLAGS)
_KO_MINE = LazyPattern(r"(?<![가-힣])(?:(?:내|제)\s+|(?:나의|저의|우리)\s*)(?=[가-힣])")  # not 내일, 제주
# The user going along with someone's plan told ("팀장님 금요일 3시에 회의 하신대 나도 참석해야 함",
# "… 면담 보신대요 저랑요")
_KO_WITH_ME = LazyPattern(r"(?<![가-힣])(?:나도|저도|나랑|저랑|나하고|저하고)요?(?![가-힣])")
# A plan said to stay as it is ("민지랑 저녁은 그대로야", "수영은 계속 다닐 거야"): nothing to keep anew
_KO_KEPT_AS_IT_IS = LazyPattern(
    r"(?<![가-힣])(?:그대로|계속)\s*(?:[가-힣]*?\s*)?"
    r"(?:이야|야|예요|이에요|임|유지|(?:다닐|갈|할)\s*(?:거|게|래)(?:야|예요|요)?)(?![가-힣])"
)
# "지수가 점심 약속 하나 취소했다는데 나랑 한 건 아니래": the plan changed is said not to be the one with the user
_KO_HEARSAY = LazyPattern(rf"[가-힣]*(?:{_KO_HEARD}|래|래요)")
_KO_NOT_THE_ONE_WITH_ME = LazyPattern(
    r"(?<![가-힣])(?:나|저)(?:랑|하고|와)\s*(?:한|하는|잡은|있는)?\s*(?:건|거|게|것은)\s*(?:아니|아냐|아님)"
)
# A new plan whose purpose is a change elsewhere: "call the gym at 9 to cancel my membership",
# "text Jin at 6 to cancel dinner", "은행 가서 카드 취소하기", "치과 전화해서 예약 옮기기".
_EN_PURPOSE = LazyPattern(
    rf"^\W*(?:(?:remind\s+me|i\s+need|i\s+have|i\s+gotta|need)\s+to\s+)?"
    rf"(?:call|phone|ring|text|email|e-mail|message|contact|visit|go\s+to|stop\s+by)\b[^.!?]*?\bto\s+{_EN_CORRECTING}\b",
    _FLAGS,
)
_KO_PURPOSE = LazyPattern(
    rf"(?:전화해서|전화하고|가서|들러서|연락해서)\s*[^.!?]*?{_KO_CORRECTING}[가-힣]*기(?![가-힣])"
    rf"|{_KO_CORRECTING}\s*(?:문자|메일|전화|연락)\s*(?:보내기|하기|드리기)"
)


# Two changes asked at once ("cancel yoga and move the dentist to 4", "피아노는 취소하고 미용실은 6시로
# 미뤄줘"): one reading would apply one change to the wrong plan, so each is asked for alone.
# (the verbs as asked, not as said done: "they moved the dentist, cancel yoga" is one change)
_EN_CHANGE_ASKED = r"(?:cancel|drop|skip|scrap|ditch|move|push|reschedule|postpone|delay|shift|bump)\b"
_EN_TWO_CHANGES = LazyPattern(
    rf"(?:^|[,;.!?]\s*|\b(?:and|then)\s+)(?:please\s+)?{_EN_CHANGE_ASKED}[^.!?]+?(?:,\s*|\b(?:and|then)\s+)"
    rf"(?:also\s+|then\s+)?{_EN_CHANGE_ASKED}(?!\s+(?:on|it|that|them)\b)"  # "and move on", "…, push it to …"
    # one verb, two plans each with where it goes: "move the massage to 9 and the dentist to 5"
    r"|\bto\s+[\w:]+(?:\s*(?:am|pm))?\s*,?\s+and\s+(?:the\s+|my\s+)?[a-z][\w'-]*(?:\s+[\w'-]+){0,2}?\s+to\s+"
    r"(?:\d|noon|midnight|tomorrow|next\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day)",
    _FLAGS,
)
_KO_TWO_CHANGES = LazyPattern(
    # ("요가 빼고 다 취소해줘": all but yoga; "바꾸고 싶은데": a wish)
    r"(?<!안)(?<!못)(?<!안 )(?<!못 )(?!빼고\s+(?:다|모두|전부|나머지))"
    rf"(?:{_KO_CORRECTING})[가-힣]*고\s+(?!싶)[^.!?]*?{_KO_CORRECTING}"
    # "마사지 9시로 하고 치과 5시로 바꿔줘", "요가는 10시, 치과는 3시로 옮겨 줄래?"
    r"|(?:으로|로)\s*(?:하고|해\s*주고)\s+[^.!?]*?\d+\s*시"
    r"|[가-힣]+(?:은|는)\s*\d+\s*시(?:\s*반)?\s*,\s*[가-힣]+(?:은|는)\s*\d+\s*시"
)


# A plan said to stay as it is: a negation itself denied ("its not like im not going to the dentist", "it's not that
# i don't want monday off", "안 가겠다는 건 아니고", "안 쓰고 싶은 건 아님"), or the plan left alone ("dentist stays
# at 4", "연차는 안 건드려도 돼요", "건드리지 마 그대로 둬"): nothing changes, whatever the negation inside takes away
_EN_NEGATION_DENIED = LazyPattern(
    r"\b(?:it'?s|its|it\s+is|it\s+was)\s+not\s+(?:like|that)\b|(?:^|[,.;!?]\s*)\W*not\s+that\b"
    r"(?=[^.!?]*?(?:\bnot\b|n't\b|\b(?:dont|cant|wont|never)\b))",
    _FLAGS,
)
_EN_LEFT_AS_IT_IS = LazyPattern(
    r"\b(?:stays|stay\s+put|is\s+staying|remains|still\s+stands|still\s+(?:going\s+ahead|happening))\b"
    # the user keeping to it ("jess bailed on me but i'm still going to the concert", "mine's still on")
    r"|\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+still\s+(?:going|doing|on|up\s+for|keeping|attending)\b"
    r"|\b(?:mine|ours)(?:'s|\s+is)\s+still\s+(?:on|happening)\b"
    # ("never mind, the haircut is fine where it is", "leave it as it is")
    r"|\b(?:fine|ok|okay|good|leave\s+(?:it|them)|keep\s+(?:it|them))\s+(?:where|as|how)\s+(?:it|they)\s+(?:is|are)\b",
    _FLAGS,
)
# (a request said tersely or as news: "yoga to 6 instead", "yoga is cancelled", "요가 취소", "필라테스 추가")
_EN_ASKED_BESIDES = LazyPattern(
    rf"\b(?:{_EN_CORRECTING}|book|add|put|schedule|make(?!\s+sure\b)|(?:can|could|would|will)\s+(?:you|we|u)\b"
    r"|instead\b|the\s+one\s+that'?s\s+(?:off|cancell?ed|not\s+happening))",  # "thursday's call is the one that's off"
    _FLAGS,
)
_KO_NEGATION_DENIED = LazyPattern(
    r"(?<![가-힣])(?:안|못)\s*[가-힣]+(?:\s+[가-힣]+){0,2}?\s*(?:건|거|게|것은?)\s*(?:아니|아냐|아님)"
)
_KO_ASKED_BESIDES = LazyPattern(
    rf"[가-힣]\s*(?:줘|주세요|줄래|주라|줄\s*수)|(?:하자|할게|할래)(?![가-힣])|{_KO_CORRECTING}|추가|넣어|잡아"
    r"|(?<![가-힣])(?:늦게|일찍|뒤로|앞으로)(?![가-힣])"  # "30분 늦게 시작한대 끝나는 건 그대로고": a change besides
    r"|\d\s*시(?:\s*반)?\s*(?:으로|로)(?![가-힣])"  # "… 병원만 10시로": where another goes
)
_KO_LEFT_AS_IT_IS = LazyPattern(
    r"(?<![가-힣])안\s*건드|건드리지\s*(?:마|말|않)|손\s*대지\s*(?:마|말)|그대로\s*(?:둬|두|놔|놓|유지)"
    # "수요일 레슨은 그대로 하고요", "정기 모임은 계속 가는 거야": kept up as it is
    r"|그대로\s*(?:하(?:고|는|기로|자|면)|가(?:고|는|기로|자|요)?(?![가-힣])|진행)"
    r"|(?<![가-힣])계속\s*(?:가|하|다니|나가)(?:는|ㄴ)?\s*(?:거|걸|것)"
    # "병원은 그대로 9시고": as it is, at its own time
    r"|그대로\s*(?:\d{1,2}\s*시(?:\s*반)?\s*)?(?:이?고|야|이야|예요|이에요|임|입니다)(?![가-힣])"
)


def says_it_stays(text: str, language: Language) -> bool:
    """Whether the message says a plan stays as it is, and asks for no change besides."""
    korean = language == "ko"
    if korean and _KO_THOUGHT_OF_THEN_DROPPED.search(text):
        return True  # "검진날 반차 쓸까 하다가 그냥 출근하기로 함": thought of, then not
    denied = (_KO_NEGATION_DENIED if korean else _EN_NEGATION_DENIED).search(text)
    said = denied or (_KO_LEFT_AS_IT_IS if korean else _EN_LEFT_AS_IT_IS).search(text)
    if said is None:
        return False
    rest = text[: said.start()] + " " + text[said.end() :]
    return (_KO_ASKED_BESIDES if korean else _EN_ASKED_BESIDES).search(rest) is None


def told_of_someone_else(text: str, language: Language, titles: Sequence[str]) -> bool:
    """Whether the message tells of someone else's plan and asks nothing ("남편 내일 치과 3시래 나 말고", "her dad's
    taking her to the swim meet sunday at 9"), even where the user keeps a plan of that name; never of a kept plan
    with that person ("남편 야근이라 저녁 못 한대" of '남편이랑 저녁')."""
    korean = language == "ko"
    theirs = _their_plan_told(text, korean)
    if theirs is None or (_KO_MINE if korean else _EN_SHARED).search(text, 0, theirs.end()):
        return False
    who = _PERSON.search(theirs[0])
    if who is not None and any(who[0].casefold() in title.casefold() for title in titles):
        return False
    # ("mom's lunch isn't happening anymore, she's flying to see my aunt": a kept plan named before, they the reason)
    known = known_title_words(titles)
    if theirs.start() > 0 and known is not None and known.search(text, 0, theirs.start()):
        return False
    return (_KO_ASKED_BESIDES if korean else _EN_ASKED_BESIDES).search(text) is None


# Someone's message quoted ('dana just pinged me "hey can we skip our 1:1 thursday?" havent answered yet', '지수가
# 카톡으로 "목요일 면담 미뤄도 될까요?" 이러는데'): what it asks is theirs, unless the user asks it of MOSS besides
_QUOTED = LazyPattern(r"[\"“”「『][^\"“”「」『』]*\s[^\"“”「」『』]*[\"“”」』]")
# what makes a quote someone's message: a word of messaging or saying before it, or a Korean "they say" after it
_EN_QUOTE_INTRO = LazyPattern(
    r"\b(?:said|says|texted|pinged|messaged|wrote|emailed|asked|replied|sent|dm'?d|goes|was\s+like)\b", _FLAGS
)
_KO_QUOTE_INTRO = LazyPattern(
    r"카톡|문자|메시지|메세지|톡|메일|연락|(?:^|\s)(?:이러|이렇게|라고|이라고|하더|하는데|하길래|래)"
)
_EN_DONE_AS_SAID = LazyPattern(
    r"\b(?:do\s+(?:it|that|so|as\s+(?:she|he|they)\s+sa(?:id|ys))|go\s+ahead|yes|yep|sure)\b", _FLAGS
)
_KO_DONE_AS_SAID = LazyPattern(r"그렇게\s*(?:해|하자|할게)|그대로\s*해|ㄱㄱ|ㅇㅇ")


def quoted_asks_nothing(text: str, language: Language) -> bool:
    """Whether the message quotes someone's message and asks nothing of MOSS itself."""
    korean = language == "ko"
    quote = _QUOTED.search(text)
    if quote is None:
        return False
    outside = text[: quote.start()] + " " + text[quote.end() :]
    introduced = (
        _KO_QUOTE_INTRO.search(outside) if korean else _EN_QUOTE_INTRO.search(text, 0, quote.start())
    )  # ('dinner at "Is It Thai" friday 7pm' quotes a name, no message)
    if introduced is None:
        return False
    asked = _KO_ASKED_BESIDES if korean else _EN_ASKED_BESIDES
    return not asked.search(outside) and not (_KO_DONE_AS_SAID if korean else _EN_DONE_AS_SAID).search(outside)


# A condition on the calendar being free is MOSS's own check of every write, which asks when the time is taken: the
# request said plainly is what is asked, the condition's day kept ("if saturday's open put the nails there at 2",
# "book the dentist at 2 if i'm free thursday", "am I free wednesday morning? if so book the dentist at 9")
_EN_FREE = rf"(?:(?:is|are|looks?|stays?)\s+)?(?:still\s+)?(?:{EMPTY_TIME_WORDS.en_exact_pattern})\b"
_EN_WHOSE = r"(?:it's|that's|it|that|i'm|im|i\s+am|i|we're|we\s+are|we|my\s+calendar|the\s+calendar|the\s+slot)"
_EN_IF_FREE_FIRST = LazyPattern(
    rf"^(?P<before>.*?)\bif\s+(?:{_EN_WHOSE}\s+)?(?P<when>(?:[\w']+\s+){{0,3}}?){_EN_FREE}[\s,.:;-]*(?P<rest>.+)$",
    _FLAGS,
)
_EN_IF_FREE_LAST = LazyPattern(
    rf"^(?P<rest>.+?)[\s,;-]+if\s+(?:{_EN_WHOSE}\s+)?(?P<when>(?:[\w']+\s+){{0,3}}?){_EN_FREE}(?P<after>[^.!?]*)[.!?\s]*$",
    _FLAGS,
)
_EN_ASKED_IF_FREE = LazyPattern(
    rf"^\W*(?:(?:am|are|is)\s+{_EN_WHOSE}\s+)?(?:{EMPTY_TIME_WORDS.en_exact_pattern})\s+(?P<when>[^?.]+?)\s*[?.]+\s*"
    r"(?:and\s+)?(?:if\s+(?:so|yes|it\s+is|i\s+am|i'm|free|open)|(?:and\s+)?if\s+not\s+nothing)[\s,.:;-]*(?P<rest>.+)$",
    _FLAGS,
)
_KO_IF_FREE = LazyPattern(
    rf"^(?P<before>.*?)(?P<when>[^\s]*?)\s*(?:(?:시간|일정)(?:이|은)?\s*)?(?:{FREE_CONDITION_WORDS.ko_pattern})[\s,]*(?P<rest>.+)$"
)
_EN_POSSESSIVE = LazyPattern(r"'s$", _FLAGS)
# what may join a day or time said in a condition: "if the 29th is clear", "on saturday", "금요일 오전에는"
_ONLY_LINKS = LazyPattern(r"(?:\s|the|this|next|on|in|at|에|에는|엔|은|는|이|가)*", _FLAGS)


def _a_time_alone(words: str, korean: bool) -> bool:
    """Whether `words` name a day or time and nothing else: the calendar's own time, no one else's ("if sam's
    free saturday …", "회의실 비어있으면 …" wait on someone or something else)."""
    found = find_temporal(words, korean=korean, prelude=(scan_expressions,))
    return not found.empty and _ONLY_LINKS.fullmatch(found.masked.replace(BLANK, " ")) is not None


_EN_THERE = LazyPattern(r"\s+there\b", _FLAGS)  # "put the nails there": on the day of the condition


def said_plainly_if_free(text: str, language: Language) -> str | None:
    """The request of an English message that asks it only if the calendar is free then, said without that condition
    (its day and time kept); None when there is no such condition."""
    korean = language == "ko"
    if korean:
        free = _KO_IF_FREE.match(text)
        when = None if free is None else _condition_time(free["when"], korean)
        return None if free is None or when is None else f"{free['before']}{when} {free['rest']}"
    asked = _EN_ASKED_IF_FREE.match(text)
    if asked is not None:
        return f"{asked['when']} {asked['rest']}" if _a_time_alone(asked["when"], korean) else None
    first = _EN_IF_FREE_FIRST.match(text)
    if first is not None and first["rest"].strip():
        when = _condition_time(first["when"], korean)
        return None if when is None else f"{first['before']}{when} {_EN_THERE.sub('', first['rest'])}"
    last = _EN_IF_FREE_LAST.match(text)
    if last is not None:
        when = _condition_time(last["when"], korean)
        return None if when is None else f"{last['rest']} {when}{last['after']}"
    return None


def _condition_time(said: str, korean: bool) -> str | None:
    """The day or time a condition of being free is said of ("saturday's" -> "saturday"; "" when it names none);
    None when it is said of someone or something else."""
    when = said.strip() if korean else _EN_POSSESSIVE.sub("", said.strip())
    return when if not when or _a_time_alone(when, korean) else None


def held_back(text: str, language: Language) -> str | None:
    """The reply key for a change the message speaks of without asking for it now, or None."""
    korean = language == "ko"
    if quoted_asks_nothing(text, language):
        return "held_quoted"
    # what is said in a sentence before the request is its reason, settled by it ("the shoot can't
    # move. forget the time off", "not sure yet. scratch the leave for now")
    last = _last_sentence(text)
    refused = (_KO_REFUSED if korean else _EN_REFUSED).search(text, last)
    if refused and not (korean and _KO_REQUESTED.search(text, refused.end())):  # "… 못 빠지니까 치과 취소해줘"
        if not (korean and _missing_another_plan_refused(text, refused.start())):
            return "ask_unchanged"
    if (_KO_CONDITION if korean else _EN_CONDITION).search(text, last):
        return "held_conditional"
    doubts = list((_KO_DOUBT if korean else _EN_DOUBT).finditer(text, last))
    # ("probably taking the 28th off, go ahead and add it": the doubt settled by the request after it)
    if doubts and (korean or not _EN_ORDERED.search(text, doubts[-1].end())):
        return "held_doubtful"
    proposed = None if korean else _EN_SOMEONE_RECKONS.search(text, last)
    if proposed is not None and not _EN_ORDERED.search(text, proposed.end()):
        # "tom reckons the party is on the 18th": guessed by someone
        return "held_doubtful"
    if not korean and _EN_UNSETTLED.search(text) and not _EN_ORDERED.search(text):
        return "held_doubtful"
    if _theirs(text, korean):
        return "held_someone_elses"
    if (_KO_TWO_CHANGES if korean else _EN_TWO_CHANGES).search(text):
        return "held_two_changes"
    return None


def _their_plan_told(text: str, korean: bool) -> re.Match[str] | None:
    """Where a plan of someone else's is told: one they have or go to, or (English) one they do not have."""
    if korean:
        return _KO_THEY_GO.search(text)
    return _EN_THEY_HAVE.search(text) or _EN_THEIRS_NOT_ON.search(text)


# what turns a request down ("add it? nah", "추가 안 해도 돼")
_TURNED_DOWN = LazyPattern(r"\b(?:no|nah|nope|don'?t|not)\b|\?|(?<![가-힣])(?:안|못|말)(?![가-힣])|않", _FLAGS)


_SOMEONE = LazyPattern(
    rf"\b(?:he|she|they|{PEOPLE_WORDS.en_exact_pattern})\b|(?<![가-힣])(?:{PEOPLE_WORDS.ko_pattern})", _FLAGS
)


def says_someone(text: str) -> bool:
    """Whether `text` names a person ("친구가 늦는대요", "my boss says …")."""
    return _SOMEONE.search(text) is not None


def asks_to_keep_it(text: str, language: Language) -> bool:
    """Whether `text` only asks to keep what "it" is ("add it", "oh actually put that in too", "그거 넣어줘")."""
    keeps = (_KO_KEEP_IT if language == "ko" else _EN_KEEP_IT).fullmatch(text.strip()) is not None
    return keeps and _TURNED_DOWN.search(text) is None


def says_theirs_is_not_on(text: str) -> bool:
    """Whether English `text` tells that a plan of someone else's is not on ("kids don't have school friday")."""
    return _EN_THEIRS_NOT_ON.search(text) is not None


def told_not_asked(text: str, language: Language, *, timed: bool = False) -> str | None:
    """The reply key for a plan told of but not asked to be kept: someone else's ("my sister has a flight
    to Osaka friday at 6am", "남편이 목요일 2시에 치과 간대"), or a feeling about one ("so excited for my
    holiday next week!!"); None when the message asks to keep what it says. Said of a new plan only: beside
    a change, such words give its reason ("drop ballet this week, she's got a cold")."""
    korean = language == "ko"
    if (_KO_KEEPING if korean else _EN_KEEPING).search(text):
        return None
    theirs = _their_plan_told(text, korean)
    # ("mom's doing lunch with her sisters saturday so she can't watch me": the user in the reason shares no plan)
    # ("my husband's work do is on the 19th at 7, he's going solo, i'm staying home": nor in a clause after it)
    reason = None if korean or theirs is None else _EN_REASON_AFTER.search(text, theirs.end())
    if theirs and not korean and (clause := _EN_CLAUSE_AFTER.search(text, theirs.end())) is not None:
        reason = clause if reason is None or clause.start() < reason.start() else reason
    if korean:
        shared = _KO_MINE.search(text) or _KO_WITH_ME.search(text)
    else:
        shared = _EN_SHARED.search(text, 0, reason.start() if reason else len(text))
        shared = shared or (_EN_USER_DOES_FOR_THEM.search(text, reason.start()) if reason else None)
    if theirs and not shared:
        return "held_someone_elses_plan"
    if korean and _KO_KEPT_AS_IT_IS.search(text):  # "민지랑 저녁은 그대로야", "수영은 계속 다닐 거야"
        return "ask_unchanged"
    if not korean and _EN_DECLINED.search(text):  # "…asked me to cover her shift on the 25th at 2, i said no lol"
        return "held_remark"
    feeling = _KO_FEELING if korean else _EN_FEELING_ABOUT if timed else _EN_FEELING
    if feeling.search(text):  # `timed`: the plan is said with its time of day
        return "held_remark"
    went = (_KO_HOW_IT_WENT if korean else _EN_HOW_IT_WENT).search(text)
    # (a day gone, its plan's time told before how it went and no time after: "the flu shot yesterday at 4 went
    # fine"; "…went fine, and dentist saturday at 10" books the dentist)
    gone = not korean and _EN_PAST_DAY.search(text) is not None and went and not _A_DIGIT.search(text, went.end())
    if went and (not timed or gone):
        return "held_how_it_went"
    # "어제 3시에 치과 다녀왔는데 완전 아팠어": told, with its time (not "병원 다녀왔는데 다음 예약 24일 10시야")
    been = _KO_BEEN_THERE.search(text) if korean else None
    if been and _KO_PAST_DAY.search(text, 0, been.start()) and not _KO_NEXT_TIME.search(text, been.end()):
        return "held_how_it_went"
    return None


# A plan said by whose it is, its change heard ("동생 치과가 목요일로 바뀌었대", "옆 팀 회식이 금요일로 옮겨졌대"):
# family's, or another team's
_KO_WHOSE_PLAN_CHANGED = LazyPattern(
    rf"(?<![가-힣])(?P<who>{FAMILY_WORDS.ko_pattern}|(?:옆|다른)\s*(?:팀|부서|반|회사))(?:의)?\s+(?P<plan>[가-힣A-Za-z]+?)"
    rf"(?:이|가|은|는|도)?\s[^.!?]*?(?:{_KO_DONE_FORM}|{KO_DONE_CHANGES.ko_pattern})[가-힣]*?{_KO_HEARD}"
)


def someone_elses_kept_plan(text: str, titles: Sequence[str]) -> bool:
    """Whether a Korean message tells of a change to a plan of the family's or another team's ("동생 치과가
    목요일로 바뀌었대", though the user keeps a '치과'); not when the user keeps the plan said with that person
    ('엄마 생신')."""
    said = _KO_WHOSE_PLAN_CHANGED.search(text)
    if said is None:
        return False
    who = said["who"].replace(" ", "")
    # ("런던 아이 금요일로 밀렸대" of a kept '런던 아이': the word is the plan's own name, no one's)
    squeezed = text.replace(" ", "")
    if any(who in title.replace(" ", "") and title.replace(" ", "") in squeezed for title in titles):
        return False
    return not any(who in title.replace(" ", "") for title in titles if says_title(said["plan"], title))


def _theirs(text: str, korean: bool) -> bool:
    if not korean:
        if (theirs := _EN_THEIRS.search(text)) is not None:
            return _EN_REQUEST_AFTER.search(text, theirs.end()) is None
        time_off = _EN_THEIR_TIME_OFF.search(text)
        # ("yoga's off", "book club is off": a plan said off, no one's time off)
        if time_off is None or (time_off["who"] is not None and MEETING.search(time_off["who"])):
            return False
        if _EN_TAKEN_BACK.search(time_off[0]) is None:
            # "Jae is off tomorrow", said alone: someone's time off told, nothing asked of the user's plans
            alone = _EN_CLAUSE_END.search(text, time_off.end()) is None
            return alone and time_off.start() == 0 and _EN_OWN.search(text) is None
        # the user said in the same clause ("Tom and I aren't off"), not in a reason after it ("…, so I'm covering")
        clause = _EN_CLAUSE_END.search(text, time_off.end())
        return _EN_OWN.search(text, 0, clause.start() if clause else len(text)) is None
    if (_KO_FAMILY_DID.search(text) or _KO_THEIR_OWN_DID.search(text)) and _KO_MINE.search(text) is None:
        return True
    if _KO_NOT_THE_ONE_WITH_ME.search(text) and _KO_HEARSAY.search(text) and not _KO_REQUESTED.search(text):
        return True
    someone = _KO_SOMEONE.search(text)
    if someone is None or _KO_VACATION.search(text, someone.end()) is None or _KO_MINE.search(text):
        return False
    relation = _KO_RELATION.match(text, someone.start()) is not None
    return _KO_OF_THEM.search(text) is not None or (relation and _KO_DONE.search(text) is not None)


def _missing_another_plan_refused(text: str, at: int) -> bool:
    """ "10일 연차 없던 걸로 해줘 리뷰 빠지면 안 됨": after a request, a plan it does not name that must not be missed
    is why it is asked ("리뷰 빠질게 아 아니다 빠지면 안 돼" takes the request back)."""
    before = _KO_NAMED_BEFORE.search(text, 0, at)
    requests = list(_KO_REQUESTED.finditer(text, 0, before.start())) if before and _KO_MISSED.match(text, at) else []
    if before is None or not requests:
        return False
    plan = before["plan"]
    # ("필라테스 취소해줘 아 잠깐 수업 빠지면 안 돼": second thoughts between them take the request back)
    second_thoughts = _KO_SECOND_THOUGHTS.search(text, requests[-1].end(), before.end())
    return (
        second_thoughts is None
        and plan not in text[: before.start()]
        and plan not in (FILLER_WORDS | SELF_CORRECTION_WORDS).all_words()
    )


def _last_sentence(text: str) -> int:
    """Where the last sentence of `text` begins."""
    return max((end.end() for end in SENTENCE_BREAK.finditer(text)), default=0)


def is_purpose_of_a_new_plan(text: str, language: Language) -> bool:
    """Whether the change said is what a new plan is for ("call the gym at 9 to cancel my membership")."""
    return (_KO_PURPOSE if language == "ko" else _EN_PURPOSE).search(text) is not None


_KEPT_BESIDE = LazyPattern(rf"\b(?:{KEPT_BESIDE_WORDS.en_exact_pattern})\b|{KEPT_BESIDE_WORDS.ko_pattern}", _FLAGS)


def keeps_one_beside(text: str) -> bool:
    """Whether the message keeps one plan while it changes another ("yoga's fine, cancel the class", "요가 말고 수업
    취소해줘"): a kind of plan it says is then not the plan kept."""
    return _KEPT_BESIDE.search(text) is not None


# A request, then a question joined on ("also doctor appt tuesday at 4, and when does the team dinner end?", "extend
# the review by half an hour, and is the retro still thursday at 3?"): the request is what is asked to be done.
_EN_QUESTION_JOINED_ON = LazyPattern(
    r"[,;]\s*(?:and|also|oh\s+and|plus)\s+(?=(?:is|are|was|when|what|what's|whats|where|how|do|does|did|am|any)\b)"
    r"[^.!?]*\?\s*$",
    _FLAGS,
)


def request_before_a_question(text: str, language: Language) -> str | None:
    """The request said before a question joined on to it, or None when there is none."""
    if language == "ko" or (joined := _EN_QUESTION_JOINED_ON.search(text)) is None:
        return None
    return text[: joined.start()]
