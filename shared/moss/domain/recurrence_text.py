"""The wording of a series' repetition, English and Korean: "every other Tuesday until Mon Aug 31",
"매달 첫째 주 금요일, 10회". Texts come from the catalogue (texts.py); this only assembles them."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from .models import Language
from .recurrence import Recurrence, RuleParts
from .texts import has_text, say
from .timefmt import day_label

_EN_DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_KO_DAY_NAMES = ("월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일")
_WORKWEEK = (0, 1, 2, 3, 4)


def _days(numbers: tuple[int, ...], language: Language) -> str:
    names = _KO_DAY_NAMES if language == "ko" else _EN_DAY_NAMES
    joined = [names[n] for n in numbers]
    if language == "ko":
        return "·".join(joined)
    return joined[0] if len(joined) == 1 else ", ".join(joined[:-1]) + " and " + joined[-1]


def describe_repetition(recurrence: Recurrence, first: datetime, language: Language) -> str:
    """How a series repeats and ends, e.g. 'every weekday until Mon Aug 31', '격주 화요일, 6회'."""
    rule = RuleParts.of(recurrence.rrule)
    local = first.astimezone(recurrence.zone())
    interval = rule.interval
    weekdays = tuple(sorted(day for position, day in rule.weekdays if position is None)) or (local.weekday(),)
    positioned = [(position, day) for position, day in rule.weekdays if position is not None]
    if rule.freq == "DAILY":
        text = say("rule_daily", language) if interval == 1 else say("rule_every_n_days", language, n=interval)
    elif rule.freq == "WEEKLY":
        if weekdays == _WORKWEEK and interval == 1:
            text = say("rule_weekdays", language)
        elif interval == 1:
            text = say("rule_weekly", language, days=_days(weekdays, language))
        elif interval == 2:
            text = say("rule_biweekly", language, days=_days(weekdays, language))
        else:
            text = say("rule_every_n_weeks", language, n=interval, days=_days(weekdays, language))
    elif rule.freq == "MONTHLY" and positioned:
        position, weekday = positioned[0]
        named = f"rule_position_{position}"
        ordinal = say(named, language) if has_text(named) else str(position)
        text = say("rule_monthly_position", language, position=ordinal, day=_days((weekday,), language))
    elif rule.freq == "MONTHLY":
        day = rule.month_days[0] if rule.month_days else local.day
        monthly = say("rule_monthly_day", language, day=day)
        text = monthly if interval == 1 else say("rule_every_n_months", language, n=interval)
    else:
        text = say("rule_yearly", language, day=day_label(local, language))
    if rule.count is not None:
        text += say("rule_count", language, count=rule.count)
    elif rule.until is not None:
        text += say("rule_until", language, day=day_label(rule.until.astimezone(recurrence.zone()), language))
    return text


def describe_skipped(recurrence: Recurrence, zone: ZoneInfo, language: Language) -> str:
    """'' without exdates, else '; skipped Wed Jul 22, Fri Jul 24'."""
    if not recurrence.exdates:
        return ""
    days = ", ".join(day_label(d.astimezone(zone), language) for d in recurrence.exdates)
    return say("rule_skipped", language, days=days)
