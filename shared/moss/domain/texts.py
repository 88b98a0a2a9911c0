"""Every sentence the server says to a user, in English and Korean: one catalogue, one lookup."""

from __future__ import annotations

from .models import Language

_TEXTS: dict[str, dict[Language, str]] = {
    # -- limits of one request (domain.limits) --------------------------------------------
    "limit_facts": {
        "en": "That would add more than {limit} entries at once; say it in shorter periods, e.g. one month at a time.",
        "ko": "한 번에 {limit}개가 넘는 일정은 등록할 수 없어요. 기간을 나눠서 말씀해 주세요 (예: 한 달씩).",
    },
    "limit_span": {
        "en": "One message can cover at most {days} days; say it in shorter periods.",
        "ko": "한 메시지로는 최대 {days}일까지 등록할 수 있어요. 기간을 나눠서 말씀해 주세요.",
    },
    "limit_window": {
        "en": "I can look at most {days} days at once; ask about a shorter period.",
        "ko": "한 번에 최대 {days}일까지 조회할 수 있어요. 기간을 줄여서 물어봐 주세요.",
    },
}


def say(key: str, language: Language, **values: object) -> str:
    return _TEXTS[key][language].format(**values)
