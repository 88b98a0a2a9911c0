"""What the Telegram bot says around the service's own replies, in English and Korean."""

from __future__ import annotations

from ..domain.models import Language

_HELP_EN = (
    "Commands:\n"
    "/tz <zone> - set your time zone (now {tz}), e.g. /tz Asia/Seoul\n"
    "/memories - your active memories, numbered (/memories 2 for page 2)\n"
    "/why <n> - which message created memory n, and what replaced it\n"
    "/help - this message"
)
_HELP_KO = (
    "명령어:\n"
    "/tz <시간대> - 시간대 설정 (현재 {tz}), 예: /tz Asia/Seoul\n"
    "/memories - 활성 기억 목록 (/memories 2 는 2쪽)\n"
    "/why <번호> - 그 기억을 만든 메시지와 바꾼 메시지\n"
    "/help - 이 도움말"
)

_TEXTS: dict[str, dict[Language, str]] = {
    "start": {
        "en": "Hi, I'm MOSS: a calendar memory that stays consistent. Tell me about vacations and meetings "
        '("I\'m off on Friday", "Dev meeting Friday at 10") and ask about your schedule '
        '("What do I have on Friday?"). When something clashes I ask before changing anything.\n\n' + _HELP_EN,
        "ko": "안녕하세요, MOSS입니다: 서로 모순되지 않는 일정 기억이에요. 휴가와 회의를 알려 주시고 "
        '("금요일에 휴가야", "금요일 10시 개발팀 회의") 일정을 물어보세요 ("금요일 일정 알려줘"). '
        "일정이 겹치면 바꾸기 전에 먼저 여쭤봅니다.\n\n" + _HELP_KO,
    },
    "help": {"en": _HELP_EN, "ko": _HELP_KO},
    "unknown_command": {
        "en": "I don't know the command {command}.\n\n" + _HELP_EN,
        "ko": "{command} 명령은 없습니다.\n\n" + _HELP_KO,
    },
    "tz_current": {
        "en": "Your time zone is {tz}. Change it with /tz <IANA zone>, e.g. /tz Asia/Seoul.",
        "ko": "현재 시간대는 {tz}입니다. /tz <IANA 시간대> 로 바꿀 수 있어요. 예: /tz Asia/Seoul",
    },
    "tz_set": {
        "en": "Time zone set to {tz}. Dates and times you mention are now read in it.",
        "ko": "시간대를 {tz}(으)로 설정했습니다. 이제 말씀하시는 날짜와 시간은 이 시간대로 읽습니다.",
    },
    "tz_unknown": {
        "en": "I don't know the time zone '{name}'. Use an IANA name such as Asia/Seoul or Europe/Berlin.",
        "ko": "'{name}' 시간대를 모르겠어요. Asia/Seoul, Europe/Berlin 같은 IANA 이름을 써 주세요.",
    },
    "memories_empty": {
        "en": "You have no active memories yet. Tell me about a vacation or a meeting.",
        "ko": "아직 활성 기억이 없습니다. 휴가나 회의를 알려 주세요.",
    },
    "memories_header": {"en": "Your active memories ({count}):", "ko": "활성 기억 ({count}개):"},
    "memories_footer": {
        "en": "Send /why <n> to see where one came from.",
        "ko": "/why <번호> 로 어디서 온 기억인지 볼 수 있어요.",
    },
    "memories_more": {
        "en": "Page {page} of {pages}: send /memories {next} for more.",
        "ko": "{pages}쪽 중 {page}쪽: 다음은 /memories {next}",
    },
    "memories_no_page": {
        "en": "There is no page {page}: your memories fill {pages} page(s).",
        "ko": "{page}쪽은 없습니다: 기억 목록은 {pages}쪽까지입니다.",
    },
    "why_usage": {
        "en": "Send /why <n> with a number from /memories, e.g. /why 1.",
        "ko": "/memories 의 번호로 /why <번호> 를 보내 주세요. 예: /why 1",
    },
    "why_out_of_range": {
        "en": "There is no memory {n}: /memories lists {count}.",
        "ko": "{n}번 기억은 없습니다: /memories 에는 {count}개가 있어요.",
    },
    "not_text": {
        "en": "I can only read text. Tell me about a meeting or a vacation, or ask about your schedule.",
        "ko": "글자만 읽을 수 있어요. 회의나 휴가를 알려 주시거나 일정을 물어보세요.",
    },
    "edited": {
        "en": "I don't follow edits, so nothing changed. Send the corrected text as a new message.",
        "ko": "수정된 메시지는 반영하지 않아 아무것도 바뀌지 않았습니다. 고친 내용을 새 메시지로 보내 주세요.",
    },
    "private_only": {
        "en": "MOSS keeps personal calendars, so I only work in a private chat with me.",
        "ko": "MOSS는 개인 일정을 기억하므로 저와의 1:1 대화에서만 동작합니다.",
    },
    "too_long": {
        "en": "That message is too long for me: at most {limit} characters, please.",
        "ko": "메시지가 너무 깁니다: {limit}자 이내로 보내 주세요.",
    },
    "not_yours": {
        "en": "This confirmation is not yours, so nothing changed.",
        "ko": "다른 사람의 확인 요청이라 아무것도 바뀌지 않았습니다.",
    },
    "invalid_button": {
        "en": "This button is not valid any more; nothing changed.",
        "ko": "더 이상 유효하지 않은 버튼입니다. 아무것도 바뀌지 않았습니다.",
    },
    "expired": {
        "en": "This confirmation expired, so nothing was saved. Send the message again to retry.",
        "ko": "확인 시간이 지나 아무것도 저장하지 않았습니다. 다시 하시려면 메시지를 다시 보내 주세요.",
    },
    "already_settled": {
        "en": "This was already decided the other way, so nothing changed.",
        "ko": "이미 다른 선택으로 처리되어 아무것도 바뀌지 않았습니다.",
    },
    "state_changed": {
        "en": "Your calendar changed since I asked, so nothing was saved. Send the message again to retry.",
        "ko": "여쭤본 뒤로 일정이 바뀌어 아무것도 저장하지 않았습니다. 메시지를 다시 보내 주세요.",
    },
    "apology": {
        "en": "Sorry, something went wrong on my side and nothing was saved. Please try again in a minute.",
        "ko": "죄송합니다. 제 쪽에 문제가 생겨 아무것도 저장하지 않았습니다. 잠시 후 다시 시도해 주세요.",
    },
    "truncated": {
        "en": "… (cut at Telegram's length limit)",
        "ko": "… (텔레그램 길이 제한으로 잘림)",
    },
}


def say(key: str, language: Language, **fields: object) -> str:
    return _TEXTS[key][language].format(**fields)
