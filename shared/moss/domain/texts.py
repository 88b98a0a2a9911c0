"""Every sentence the server says to a user, in English and Korean: one catalogue, one lookup.

`say(key, language, **values)` fills the named placeholders. Keys group by where they are
said: parser questions (`ask_*`), template answers (`answer_*`), linter replies (`lint_*`),
confirmation buttons (`action_*`), provenance (`why_*`), wording of time (`time_*`) and the
Telegram bot (`tg_*`). The web page keeps its own catalogue (web/js).
"""

from __future__ import annotations

from .models import Language
from .patterns import LazyPattern

_TG_HELP_EN = (
    "Commands:\n"
    "/tz <zone> - set your time zone (now {tz}), e.g. /tz Asia/Seoul\n"
    "/memories - your active memories, numbered (/memories 2 for page 2)\n"
    "/why <n> - which message created memory n, and what changed it since\n"
    "/undo - undo your latest change (or tap Undo under a reply)\n"
    "/help - this message"
)
_TG_HELP_KO = (
    "명령어:\n"
    "/tz <시간대> - 시간대 설정 (현재 {tz}), 예: /tz Asia/Seoul\n"
    "/memories - 활성 기억 목록 (/memories 2 는 2쪽)\n"
    "/why <번호> - 그 기억을 만든 메시지와 이후 바꾼 메시지\n"
    "/undo - 마지막 변경 되돌리기 (답장 아래 되돌리기 버튼도 같아요)\n"
    "/help - 이 도움말"
)

_TEXTS: dict[str, dict[Language, str]] = {
    # -- questions the parser asks back ---------------------------------------------------
    "ask_time": {"en": "What time should I schedule it?", "ko": "몇 시로 잡을까요?"},
    "ask_zone": {  # "5pm their time": a clock of a zone not named
        "en": "Which time zone is that? Your calendar keeps {zone} time: say the time in it, or name the zone"
        " (e.g. '5pm Berlin time').",
        "ko": "어느 시간대 기준인가요? 캘린더는 {zone} 시간으로 저장돼요. 그 시간으로 말씀하시거나 시간대를"
        " 알려 주세요(예: 'Berlin 시간 오후 5시').",
    },
    "ask_day_time": {"en": "What day and time should I schedule it?", "ko": "며칠 몇 시로 잡을까요?"},
    "ask_day": {"en": "Which day should I mark as vacation?", "ko": "어느 날로 휴가를 등록할까요?"},
    "ask_day_of_week": {"en": "Which day of that week should I schedule it on?", "ko": "그 주 무슨 요일로 잡을까요?"},
    "ask_day_of_month": {"en": "Which day of that month do you mean?", "ko": "그달 며칠인가요?"},
    "ask_half": {"en": "Is the half day in the morning or the afternoon?", "ko": "오전 반차인가요, 오후 반차인가요?"},
    "ask_days": {
        "en": "Those dates are different days; which day do you mean?",
        "ko": "말씀하신 날짜가 서로 달라요. 어느 날인가요?",
    },
    "ask_days_out": {  # "cancel the last two days of my vacation": which days, by date
        "en": "Which days should I take out of it? Say the dates, e.g. 'take the 23rd and 24th out of my vacation'.",
        "ko": "어느 날을 뺄까요? 날짜로 말씀해 주세요. 예: '휴가에서 23일이랑 24일은 빼줘'.",
    },
    "ask_times": {
        "en": "You gave more than one time; which one should I use?",
        "ko": "시간이 여러 개예요. 몇 시로 잡을까요?",
    },
    "ask_past": {
        "en": "That would be in the past ({when}). Which day and time do you mean?",
        "ko": "이미 지난 시간이에요({when}). 언제로 잡을까요?",
    },
    "ask_count": {
        "en": "How many times should it repeat? A series has 1 to {most} occurrences.",
        "ko": "몇 번 반복할까요? 반복은 1번부터 {most}번까지 가능해요.",
    },
    "ask_interval": {
        "en": "How often should it repeat? Every 1 to {most} days, weeks or months.",
        "ko": "얼마나 자주 반복할까요? 1부터 {most}까지의 일, 주, 개월마다 반복할 수 있어요.",
    },
    "ask_series_end": {
        "en": "I can't find a day on the calendar for '{end}'. Until which day should it repeat?",
        "ko": "'{end}'에 해당하는 날짜가 달력에 없어요. 언제까지 반복할까요?",
    },
    "ask_start_over": {
        "en": "That question has had too many answers to keep adding to, so I read this message on its own.",
        "ko": "답변이 너무 많이 이어져서 이 메시지만 따로 읽었어요.",
    },
    "ask_unclear": {
        "en": "I can't place '{word}' on the calendar. Which day and time exactly?",
        "ko": "'{word}'[을/를] 날짜로 정확히 옮길 수 없어요. 정확히 언제인가요?",
    },
    "ask_what": {
        "en": "Should I add a meeting or a vacation? Say what it is, e.g. 'team meeting on Friday at 10 AM'.",
        "ko": "회의인가요, 휴가인가요? 예: '금요일 오전 10시에 팀 회의 잡아줘'.",
    },
    "ask_help": {
        "en": "I can add vacations and meetings to your calendar and tell you what's on it, e.g. "
        "'Schedule a team meeting on Friday at 10 AM', 'I'm off tomorrow' or 'What do I have on Friday?'",
        "ko": "휴가와 회의를 캘린더에 등록하고 일정을 알려드릴 수 있어요. "
        "예: '금요일 오전 10시에 팀 회의 잡아줘', '내일 연차 쓸게', '금요일 일정 알려줘'.",
    },
    # a change that does not say what it changes to ("push it to later")
    "ask_change_move": {"en": "To which day or time should I move it?", "ko": "언제로 옮길까요?"},
    # a part of the day said that its hour is not in ("move my 10 o'clock to the afternoon")
    "ask_change_time": {"en": "What time should I move it to?", "ko": "몇 시로 옮길까요?"},
    "ask_change_later": {
        "en": "How much later, or to which day or time?",
        "ko": "얼마나 미룰까요? 아니면 언제로 옮길까요?",
    },
    "ask_change_earlier": {
        "en": "How much earlier, or to which day or time?",
        "ko": "얼마나 당길까요? 아니면 언제로 옮길까요?",
    },
    "ask_change_longer": {"en": "How much longer should it be?", "ko": "얼마나 늘릴까요?"},
    "ask_change_shorter": {"en": "How much shorter should it be?", "ko": "얼마나 줄일까요?"},
    "ask_change_rename": {"en": "What should the new title be?", "ko": "어떤 이름으로 바꿀까요?"},
    "ask_cancel": {  # a cancel word in what would otherwise be booked: asked, never booked
        "en": "Do you want to cancel something, or add it? Say e.g. 'Cancel the 3pm meeting on Friday' "
        "or 'Schedule a meeting on Friday at 3pm'.",
        "ko": "일정을 취소할까요, 등록할까요? "
        "예: '금요일 오후 3시 회의 취소해줘' 또는 '금요일 오후 3시에 회의 잡아줘'.",
    },
    "held_conditional": {  # "cancel golf if it rains", "might take friday off if …": not yet settled
        "en": "I'll change nothing until that's settled; when it is, tell me, e.g. 'take Monday off' or"
        " 'cancel golf tomorrow'.",
        "ko": "아직 정해지지 않은 일이라 아무것도 바꾸지 않았어요. 정해지면 알려 주세요. 예: '월요일 연차 쓸게',"
        " '내일 골프 취소해줘'.",
    },
    "held_doubtful": {  # "thinking of cancelling the picnic", "wish I could take friday off": undecided
        "en": "I'll leave your calendar as it is until you decide; then tell me, e.g. 'take Friday off' or"
        " 'cancel the picnic'.",
        "ko": "정하실 때까지 일정은 그대로 둘게요. 정해지면 말씀해 주세요. 예: '금요일 연차 쓸게', '소풍 취소해줘'.",
    },
    "held_someone_elses": {  # "my boss cancelled her vacation": not the user's plan
        "en": "That sounds like someone else's plan, so I left yours as they are. To change yours, say e.g."
        " 'cancel my vacation on Friday'.",
        "ko": "다른 분의 일정으로 들려서 아무것도 바꾸지 않았어요. 내 일정을 바꾸려면 예: '금요일 내 휴가 취소해줘'.",
    },
    "held_someone_elses_plan": {  # "my sister has a flight to Osaka friday at 6am": told, not asked to keep
        "en": "That sounds like someone else's plan, so I didn't add it. To keep it on your calendar, say e.g."
        " 'add my sister's flight on Friday at 6am'.",
        "ko": "다른 분의 일정으로 들려서 추가하지 않았어요. 내 일정에 넣으려면 예: '금요일 아침 6시 동생 비행기"
        " 일정 넣어줘'.",
    },
    "held_quoted": {  # 'dana pinged me "can we skip our 1:1 thursday?"': someone's message, quoted
        "en": "That sounds like someone's message, so I changed nothing. To act on it, tell me what to do, e.g."
        " 'skip the 1:1 on Thursday'.",
        "ko": "다른 분의 메시지로 들려서 아무것도 바꾸지 않았어요. 반영하려면 예: '목요일 면담 취소해줘'처럼 말씀해"
        " 주세요.",
    },
    "held_taken_back": {  # "cancel the sync, actually no, keep it": the request taken back as it was made
        "en": "Okay, I left everything as it was. Nothing changed.",
        "ko": "알겠어요. 아무것도 바꾸지 않고 그대로 두었어요.",
    },
    "held_remark": {  # "so excited for my holiday next week!!": a feeling about a plan, no request
        "en": "Sounds good! I left your calendar as it is. To add or change something, say e.g. 'take next week off'.",
        "ko": "좋네요! 일정은 그대로 두었어요. 추가하거나 바꾸려면 예: '다음 주 휴가 잡아줘'.",
    },
    "held_how_it_went": {  # "the meeting was so long today": how a plan went, told after it
        "en": "Noted. I left your calendar as it is. To add or change something, say e.g. 'move tomorrow's"
        " meeting to 3pm'.",
        "ko": "알겠어요. 일정은 그대로 두었어요. 추가하거나 바꾸려면 예: '내일 회의 3시로 옮겨줘'.",
    },
    "ask_listed_line": {  # plans pasted as a list, one of them not whole
        "en": "I couldn't read all of '{line}'. Nothing from the list is saved yet: send it again with that plan's day"
        " and time, or send the plans one at a time.",
        "ko": "'{line}'의 날짜나 시간을 알 수 없어요. 목록은 아직 저장하지 않았어요. 그 일정의 날짜와 시간을 넣어 다시"
        " 보내 주시거나 하나씩 보내 주세요.",
    },
    "held_two_changes": {  # "cancel yoga and move the dentist to 4": one at a time
        "en": "That's two changes; I make one at a time so none lands on the wrong plan. Say the first, e.g."
        " 'cancel yoga'.",
        "ko": "변경이 두 가지예요. 엉뚱한 일정이 바뀌지 않도록 하나씩 할게요. 먼저 할 것을 말씀해 주세요."
        " 예: '요가 취소해줘'.",
    },
    "ask_undo_first": {  # "undo that and put it on thursday": two writes asked at once
        "en": "That is two changes at once. Say 'undo' first, then tell me the rest; I'll do them one at a time.",
        "ko": "두 가지 변경을 한 번에 말씀하셨어요. 먼저 '되돌려줘'라고 하신 뒤 나머지를 말씀해 주세요."
        " 하나씩 처리할게요.",
    },
    "ask_unchanged": {  # "don't cancel the review": nothing to do
        "en": "OK, I'll leave it as it is. Anything to add or change?",
        "ko": "네, 그대로 둘게요. 추가하거나 바꿀 일정이 있나요?",
    },
    # the rule parser and Gemini read one utterance as two operations (MOSS_PARSER=auto): asked, never guessed
    "ask_readings": {
        "en": "I'm not sure what you mean. Should I {first}, or {second}? Please say it once more in other words.",
        "ko": "어떤 뜻인지 확실하지 않아요. {first}, 아니면 {second}? 다른 말로 한 번 더 말씀해 주세요.",
    },
    "reading_create": {"en": "add it to your calendar", "ko": "일정을 추가할까요"},
    "reading_cancel": {"en": "cancel something on your calendar", "ko": "일정을 취소할까요"},
    "reading_change": {"en": "change something on your calendar", "ko": "일정을 변경할까요"},
    "reading_undo": {"en": "undo your last change", "ko": "마지막 변경을 되돌릴까요"},
    "reading_query": {"en": "tell you what's on your calendar", "ko": "일정을 알려드릴까요"},
    # -- wording of facts and time --------------------------------------------------------
    "time_all_day": {"en": "all day {day}", "ko": "{day} 종일"},
    "time_all_days": {"en": "{span} (all day)", "ko": "{span} 종일"},
    "time_window": {"en": "on {when}", "ko": "{when}"},
    # a wall time a fall-back night shows twice: "01:30 (UTC-4)", then "01:30 (UTC-5)"
    "time_with_offset": {"en": "{time} (UTC{offset})", "ko": "{time}(UTC{offset})"},
    "fact_vacation": {"en": "vacation ({when})", "ko": "휴가 ({when})"},
    "fact_meeting": {"en": "'{title}' ({when})", "ko": "'{title}' ({when})"},
    # a series: its first (or the named) occurrence, then how it repeats
    "time_series": {"en": "{when}, {rule}{skipped}", "ko": "{when}, {rule}{skipped}"},
    "rule_daily": {"en": "every day", "ko": "매일"},
    "rule_every_n_days": {"en": "every {n} days", "ko": "{n}일마다"},
    "rule_weekdays": {"en": "every weekday", "ko": "평일마다"},
    "rule_weekly": {"en": "every {days}", "ko": "매주 {days}"},
    "rule_biweekly": {"en": "every other {days}", "ko": "격주 {days}"},
    "rule_every_n_weeks": {"en": "every {n} weeks on {days}", "ko": "{n}주마다 {days}"},
    "rule_monthly_position": {"en": "the {position} {day} of every month", "ko": "매달 {position} 주 {day}"},
    "rule_position_1": {"en": "first", "ko": "첫째"},
    "rule_position_2": {"en": "second", "ko": "둘째"},
    "rule_position_3": {"en": "third", "ko": "셋째"},
    "rule_position_4": {"en": "fourth", "ko": "넷째"},
    "rule_position_-1": {"en": "last", "ko": "마지막"},
    "rule_monthly_day": {"en": "every month on day {day}", "ko": "매달 {day}일"},
    "rule_every_n_months": {"en": "every {n} months", "ko": "{n}개월마다"},
    "rule_yearly": {"en": "every year", "ko": "매년"},
    "rule_count": {"en": ", {count} times", "ko": ", {count}회"},
    "rule_until": {"en": " until {day}", "ko": ", {day}까지"},
    "rule_skipped": {"en": "; skipped {days}", "ko": "; 건너뜀: {days}"},
    "ics_import_message": {
        "en": "(imported a calendar file of {count} events)",
        "ko": "(일정 {count}개의 캘린더 파일을 가져옴)",
    },
    "ics_nothing_new": {
        "en": "Nothing new: the {count} events of this calendar are already in MOSS.",
        "ko": "새로운 일정이 없습니다: 이 캘린더의 일정 {count}개는 이미 MOSS에 있습니다.",
    },
    "lint_series_clashes": {"en": " Clashing dates: {days}.", "ko": " 겹치는 날짜: {days}."},
    # -- template answers (they state exactly the given facts) --------------------------
    "answer_nothing": {"en": "You have nothing scheduled {when}.", "ko": "{when}에는 일정이 없습니다."},
    "answer_vacation_only": {
        "en": "You have no meetings {when}: you are on vacation ({vacations}).",
        "ko": "{when}에는 휴가({vacations})라서 회의가 없습니다.",
    },
    "answer_meetings_only": {"en": "Your schedule {when}: {meetings}.", "ko": "{when} 일정: {meetings}."},
    "answer_both": {
        "en": "You are on vacation ({vacations}) and you have meetings {when}: {meetings}.",
        "ko": "{when}에는 휴가({vacations})이고, 회의도 있습니다: {meetings}.",
    },
    "answer_meeting_item": {"en": "{title} ({when})", "ko": "{title} ({when})"},
    # -- linter replies ---------------------------------------------------------------------
    "lint_vacation_overlap": {
        "en": "{new} falls on your {conflicts}. Schedule it anyway?",
        "ko": "{new}[이/가] 휴가와 겹칩니다: {conflicts}. 그래도 잡을까요?",
    },
    "lint_meeting_overlap": {
        "en": "{new} overlaps {conflicts}. Replace it?",
        "ko": "{new}[이/가] 기존 일정과 겹칩니다: {conflicts}. 기존 일정 대신 잡을까요?",
    },
    "lint_blocked": {
        "en": "Not saved: it conflicts with {conflicts}.",
        "ko": "저장하지 않았습니다: {conflicts}[과/와] 충돌합니다.",
    },
    "lint_cancelled": {"en": "Cancelled: nothing was saved.", "ko": "취소했습니다. 아무것도 저장하지 않았습니다."},
    "lint_saved": {"en": "Saved: {new}.", "ko": "저장했습니다: {new}."},
    "lint_saved_invalidated": {
        "en": " Overlapping, now inactive: {gone}.",
        "ko": " 겹치는 일정은 비활성화했습니다: {gone}.",
    },
    "lint_duplicate": {
        "en": "Already on your calendar: {existing}. Nothing changed.",
        "ko": "이미 등록되어 있습니다: {existing}. 변경하지 않았습니다.",
    },
    # -- corrections: cancel, change, undo ---------------------------------------------------
    "correct_cancelled": {"en": "Cancelled: {gone}.", "ko": "취소했습니다: {gone}."},
    "correct_changed": {"en": "Changed {old} to {new}.", "ko": "변경했습니다: {old} → {new}."},
    "correct_ended": {
        "en": "Cancelled from then on; it now reads: {series}.",
        "ko": "이후 일정을 취소했습니다: {series}.",
    },
    "correct_undone": {"en": "Undid '{text}'.", "ko": "'{text}'[을/를] 되돌렸습니다."},
    "correct_removed": {"en": " Removed: {facts}.", "ko": " 삭제: {facts}."},
    "correct_restored": {"en": " Restored: {facts}.", "ko": " 복원: {facts}."},
    "correct_left_inactive": {
        "en": " Still conflicting, so left inactive: {facts}.",
        "ko": " 여전히 겹쳐서 비활성으로 두었습니다: {facts}.",
    },
    "correct_no_target": {
        "en": "I looked for {what} to {verb} and found none, so nothing changed.",
        "ko": "{verb} {what}[을/를] 찾지 못해 아무것도 바꾸지 않았습니다.",
    },
    "correct_target_any": {"en": "a vacation or meeting", "ko": "일정"},
    "correct_target_vacation": {"en": "a vacation", "ko": "휴가"},
    "correct_target_meeting": {"en": "a meeting", "ko": "회의"},
    "correct_target_titled": {"en": "'{title}'", "ko": "'{title}'"},
    "correct_verb_cancel": {"en": "cancel", "ko": "취소할"},
    "correct_verb_change": {"en": "change", "ko": "변경할"},
    "correct_nothing_recent": {
        "en": "I found no earlier change of yours to apply that to, so nothing changed.",
        "ko": "적용할 이전 변경을 찾지 못해 아무것도 바꾸지 않았습니다.",
    },
    "undo_unsaved": {  # "undo that" right after a write MOSS asked about: that one saved nothing
        "en": "Your last message saved nothing. Say 'undo' again to undo '{text}'.",
        "ko": "방금 말씀은 저장된 것이 없습니다. '{text}' 변경을 되돌리려면 '되돌려줘'라고 한 번 더 말씀해 주세요.",
    },
    "correct_near_target": {  # nothing is all the user named: the nearest are offered, never acted on
        "en": "Nothing is exactly {what}. Did you mean {candidates}?",
        "ko": "{what}에 꼭 맞는 일정은 없습니다. 이것을 말씀하시나요: {candidates}?",
    },
    "correct_ambiguous": {
        "en": "Several events match: {candidates}. Which one do you mean?",
        "ko": "해당하는 일정이 여러 개입니다: {candidates}. 어느 것인가요?",
    },
    "correct_cannot_change": {
        "en": "I can't change {fact} that way (a vacation has no time of day or title, a series keeps its days,"
        " a change must leave some time, and it cannot start or end in an hour the clocks skip).",
        "ko": "{fact}[은/는] 그렇게 바꿀 수 없습니다 (휴가에는 시각이나 제목이 없고, 반복 일정의 요일은 그대로이며,"
        " 변경 후에도 시간이 남아야 하고, 서머타임으로 건너뛰는 시각에 시작하거나 끝날 수 없습니다).",
    },
    "correct_past": {
        "en": "That would move it to {when}, which has already passed. Nothing changed.",
        "ko": "{when}[으로/로] 옮기면 이미 지난 시간입니다. 변경하지 않았습니다.",
    },
    "correct_offer_restore": {
        "en": " It had replaced {facts}. Restore them?",
        "ko": " 이 휴가 때문에 비활성화된 일정이 있습니다: {facts}. 복원할까요?",
    },
    "correct_restore_declined": {
        "en": "Left them inactive; nothing else changed.",
        "ko": "비활성 상태로 두었습니다. 다른 변경은 없습니다.",
    },
    # What an undo without words (the MCP tool's) is recorded as; it also reads as one when sent.
    "undo_latest_text": {"en": "undo that", "ko": "방금 거 되돌려줘"},
    "undo_nothing_named": {  # "put the dentist back" when the dentist was not changed lately
        "en": "I found no recent change to {what} to undo, so nothing changed.",
        "ko": "{what}[은/는] 최근에 바뀐 적이 없어 아무것도 되돌리지 않았습니다.",
    },
    "undo_nothing": {"en": "There is nothing of yours to undo.", "ko": "되돌릴 변경이 없습니다."},
    "undo_nothing_taken": {  # "put it back" when the latest write only booked
        "en": "Your last change, '{text}', took nothing away, so there is nothing to bring back. Say 'undo' to remove"
        " what it added.",
        "ko": "마지막 변경 '{text}'[은/는] 아무것도 지우지 않아 되살릴 것이 없습니다. 추가한 것을 지우려면"
        " '되돌려줘'라고 말씀해 주세요.",
    },
    "undo_already": {
        "en": "'{text}' was already undone; nothing changed.",
        "ko": "'{text}'[은/는] 이미 되돌렸습니다. 변경하지 않았습니다.",
    },
    "undo_already_more": {
        "en": "'{text}' was already undone. Say 'undo once more' to undo '{earlier}' too.",
        "ko": "'{text}'[은/는] 이미 되돌렸습니다. '{earlier}'도 되돌리려면 '하나 더 되돌려줘'라고 말씀해 주세요.",
    },
    "undo_nothing_done": {
        "en": "'{text}' changed nothing, so there is nothing to undo.",
        "ko": "'{text}'[은/는] 아무것도 바꾸지 않아 되돌릴 것이 없습니다.",
    },
    "correct_choice_made": {
        "en": "That question was already answered; nothing changed.",
        "ko": "이미 답한 질문이라 변경하지 않았습니다.",
    },
    "undo_changed_since": {
        "en": "That was changed again since ({facts}); undo the later change first. Nothing changed.",
        "ko": "그 뒤에 다시 바뀌었습니다({facts}). 나중 변경부터 되돌려 주세요. 변경하지 않았습니다.",
    },
    "undo_nothing_now": {
        "en": "What '{text}' changed has changed since; there is nothing to undo now.",
        "ko": "'{text}'[이/가] 바꾼 것이 그 뒤에 다시 바뀌어, 지금 되돌릴 것이 없습니다.",
    },
    "undo_text": {"en": "Undo: “{text}”", "ko": "되돌리기: “{text}”"},
    "cancel_text": {"en": "Cancel: {fact}", "ko": "취소: {fact}"},
    "edit_text": {"en": "Change: {fact} → {edited}", "ko": "변경: {fact} → {edited}"},
    "edit_nothing": {"en": "That is how it is already; nothing changed.", "ko": "이미 그대로라 변경하지 않았습니다."},
    "correct_already_inactive": {
        "en": "That is no longer active; nothing changed.",
        "ko": "이미 비활성 상태라 변경하지 않았습니다.",
    },
    # -- confirmation buttons ---------------------------------------------------------------
    "action_approve_VACATION_OVERLAP": {"en": "Schedule meeting during vacation", "ko": "휴가 중에 회의 잡기"},
    "action_approve_MEETING_OVERLAP": {"en": "Replace the existing meeting", "ko": "기존 회의 대신 잡기"},
    "action_approve": {"en": "Approve", "ko": "승인"},
    "action_approve_RESTORE_INVALIDATED": {"en": "Restore them", "ko": "복원하기"},
    "action_cancel": {"en": "Cancel", "ko": "취소"},
    # -- provenance -------------------------------------------------------------------------
    "why_said": {"en": "you said '{text}' on {stamp}", "ko": "{stamp}에 '{text}'[이라고/라고] 말해서"},
    "why_created": {"en": "{what} was recorded because {said}.", "ko": "{what}[은/는] {said} 등록되었습니다."},
    "why_moved": {
        "en": "{name} was moved from {old} to {new} because {said}.",
        "ko": "{name}[은/는] {said} {old}에서 {new}[으로/로] 옮겨졌습니다.",
    },
    "why_resized": {
        "en": "{name} was changed from {old} to {new} because {said}.",
        "ko": "{name}[은/는] {said} {old}에서 {new}[으로/로] 바뀌었습니다.",
    },
    "why_vacation_name": {"en": "The vacation", "ko": "휴가"},
    "why_renamed": {
        "en": "Renamed from '{old}' to '{new}' because {said}.",
        "ko": "{said} '{old}'에서 '{new}'[으로/로] 이름이 바뀌었습니다.",
    },
    "why_replaced_by": {
        "en": " It was replaced by {new} because {said}.",
        "ko": " 이후 {said} {new}[으로/로] 바뀌었습니다.",
    },
    "why_reactivated": {
        "en": " It became active again because {said}.",
        "ko": " 이후 {said} 다시 활성화되었습니다.",
    },
    "why_invalidated": {
        "en": " It became inactive because {said}.",
        "ko": " 이후 {said} 비활성화되었습니다.",
    },
    # -- the Telegram bot, around the service's own replies ---------------------------------
    "tg_start": {
        "en": "Hi, I'm MOSS: a calendar memory that stays consistent. Tell me about vacations and meetings "
        '("I\'m off on Friday", "Dev meeting Friday at 10") and ask about your schedule '
        '("What do I have on Friday?"). When something clashes I ask before changing anything.\n\n' + _TG_HELP_EN,
        "ko": "안녕하세요, MOSS입니다: 서로 모순되지 않는 일정 기억이에요. 휴가와 회의를 알려 주시고 "
        '("금요일에 휴가야", "금요일 10시 개발팀 회의") 일정을 물어보세요 ("금요일 일정 알려줘"). '
        "일정이 겹치면 바꾸기 전에 먼저 여쭤봅니다.\n\n" + _TG_HELP_KO,
    },
    "tg_help": {"en": _TG_HELP_EN, "ko": _TG_HELP_KO},
    "tg_unknown_command": {
        "en": "I don't know the command {command}.\n\n" + _TG_HELP_EN,
        "ko": "{command} 명령은 없습니다.\n\n" + _TG_HELP_KO,
    },
    "tg_tz_current": {
        "en": "Your time zone is {tz}. Change it with /tz <IANA zone>, e.g. /tz Asia/Seoul.",
        "ko": "현재 시간대는 {tz}입니다. /tz <IANA 시간대> 로 바꿀 수 있어요. 예: /tz Asia/Seoul",
    },
    "tg_tz_set": {
        "en": "Time zone set to {tz}. Dates and times you mention are now read in it.",
        "ko": "시간대를 {tz}[으로/로] 설정했습니다. 이제 말씀하시는 날짜와 시간은 이 시간대로 읽습니다.",
    },
    "tg_tz_unknown": {
        "en": "I don't know the time zone '{name}'. Use an IANA name such as Asia/Seoul or Europe/Berlin.",
        "ko": "'{name}' 시간대를 모르겠어요. Asia/Seoul, Europe/Berlin 같은 IANA 이름을 써 주세요.",
    },
    "tg_memories_empty": {
        "en": "You have no active memories yet. Tell me about a vacation or a meeting.",
        "ko": "아직 활성 기억이 없습니다. 휴가나 회의를 알려 주세요.",
    },
    "tg_memories_header": {"en": "Your active memories ({count}):", "ko": "활성 기억 ({count}개):"},
    "tg_memories_footer": {
        "en": "Send /why <n> to see where one came from.",
        "ko": "/why <번호> 로 어디서 온 기억인지 볼 수 있어요.",
    },
    "tg_memories_more": {
        "en": "Page {page} of {pages}: send /memories {next} for more.",
        "ko": "{pages}쪽 중 {page}쪽: 다음은 /memories {next}",
    },
    "tg_memories_no_page": {
        "en": "There is no page {page}: your memories fill {pages} page(s).",
        "ko": "{page}쪽은 없습니다: 기억 목록은 {pages}쪽까지입니다.",
    },
    "tg_why_usage": {
        "en": "Send /why <n> with a number from /memories, e.g. /why 1.",
        "ko": "/memories 의 번호로 /why <번호> 를 보내 주세요. 예: /why 1",
    },
    "tg_why_out_of_range": {
        "en": "There is no memory {n}: /memories lists {count}.",
        "ko": "{n}번 기억은 없습니다: /memories 에는 {count}개가 있어요.",
    },
    "tg_not_text": {
        "en": "I can only read text. Tell me about a meeting or a vacation, or ask about your schedule.",
        "ko": "글자만 읽을 수 있어요. 회의나 휴가를 알려 주시거나 일정을 물어보세요.",
    },
    "tg_edited": {
        "en": "I don't follow edits, so nothing changed. Send the corrected text as a new message.",
        "ko": "수정된 메시지는 반영하지 않아 아무것도 바뀌지 않았습니다. 고친 내용을 새 메시지로 보내 주세요.",
    },
    "tg_private_only": {
        "en": "MOSS keeps personal calendars, so I only work in a private chat with me.",
        "ko": "MOSS는 개인 일정을 기억하므로 저와의 1:1 대화에서만 동작합니다.",
    },
    "tg_too_long": {
        "en": "That message is too long for me: at most {limit} characters, please.",
        "ko": "메시지가 너무 깁니다: {limit}자 이내로 보내 주세요.",
    },
    "tg_not_yours": {
        "en": "This button is not yours, so nothing changed.",
        "ko": "다른 사람의 버튼이라 아무것도 바뀌지 않았습니다.",
    },
    "tg_undo": {"en": "Undo", "ko": "되돌리기"},
    "tg_not_undoable": {
        "en": "That was itself an undo, so nothing changed. To have it back, say it again.",
        "ko": "이미 되돌린 결과라 아무것도 바뀌지 않았습니다. 다시 원하시면 다시 말씀해 주세요.",
    },
    "tg_invalid_button": {
        "en": "This button is not valid any more; nothing changed.",
        "ko": "더 이상 유효하지 않은 버튼입니다. 아무것도 바뀌지 않았습니다.",
    },
    "tg_expired": {
        "en": "This confirmation expired, so nothing was saved. Send the message again to retry.",
        "ko": "확인 시간이 지나 아무것도 저장하지 않았습니다. 다시 하시려면 메시지를 다시 보내 주세요.",
    },
    "tg_question_answered": {
        "en": "That question was already answered, so nothing changed.",
        "ko": "이미 답한 질문이라 아무것도 바뀌지 않았습니다.",
    },
    "tg_already_settled": {
        "en": "This was already decided the other way, so nothing changed.",
        "ko": "이미 다른 선택으로 처리되어 아무것도 바뀌지 않았습니다.",
    },
    "tg_state_changed": {
        "en": "Your calendar changed since I asked, so nothing was saved. Send the message again to retry.",
        "ko": "여쭤본 뒤로 일정이 바뀌어 아무것도 저장하지 않았습니다. 메시지를 다시 보내 주세요.",
    },
    "tg_apology": {
        "en": "Sorry, something went wrong on my side and nothing was saved. Please try again in a minute.",
        "ko": "죄송합니다. 제 쪽에 문제가 생겨 아무것도 저장하지 않았습니다. 잠시 후 다시 시도해 주세요.",
    },
    "tg_truncated": {
        "en": "… (cut at Telegram's length limit)",
        "ko": "… (텔레그램 길이 제한으로 잘림)",
    },
    "tg_saved_replacing": {
        "en": "Saved: {saved}. {count} overlapping entries are now inactive (/memories lists what is active).",
        "ko": "저장했습니다: {saved}. 겹치는 일정 {count}개는 비활성화했습니다 "
        "(/memories 로 활성 기억을 볼 수 있어요).",
    },
    # -- MCP tools (moss.mcp): what an agent relays to its user ------------------------------
    "mcp_decision_title": {"en": "Your decision", "ko": "결정"},
    "mcp_ask_your_user": {
        "en": "{reply}\n\nNothing is written yet. Ask your user to choose one of: {choices}; then call decide "
        "with pending_id {pending_id} and the id of their choice.",
        "ko": "{reply}\n\n아직 아무것도 저장하지 않았어요. 사용자에게 다음 중 하나를 고르게 해 주세요: {choices}. "
        "그다음 pending_id {pending_id} 와 고른 항목의 id로 decide를 호출하세요.",
    },
    "mcp_use_recall": {
        "en": "That is a question, not something to remember; ask it with the recall tool.",
        "ko": "기억할 내용이 아니라 질문이에요. recall 도구로 물어봐 주세요.",
    },
    "mcp_use_remember": {
        "en": "That is something to remember, not a question; send it with the remember tool.",
        "ko": "질문이 아니라 기억할 내용이에요. remember 도구로 보내 주세요.",
    },
    "mcp_no_choice": {
        "en": "The answer chose none of the offered actions, so nothing was decided; call decide with pending_id "
        "{pending_id} once your user has chosen.",
        "ko": "제시한 선택지 중 아무것도 고르지 않아 결정하지 않았어요. 사용자가 고르면 pending_id {pending_id} 로 "
        "decide를 호출하세요.",
    },
    # -- limits of one request (domain.limits) and quotas ------------------------------------
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
    "limit_occurrences_ask": {
        "en": "That period holds more than {limit} entries, too many to go through at once; "
        "ask about a shorter period.",
        "ko": "그 기간에는 일정이 {limit}개가 넘어 한 번에 볼 수 없어요. 기간을 줄여서 물어봐 주세요.",
    },
    "limit_occurrences_write": {
        "en": "Checking that would mean going through more than {limit} entries at once; "
        "say it in shorter periods, or give the series an end.",
        "ko": "그렇게 하면 한 번에 {limit}개가 넘는 일정을 확인해야 해요. 기간을 나누거나 반복에 끝을 정해 주세요.",
    },
    "limit_rate": {
        "en": "Too many requests; try again in {seconds} seconds.",
        "ko": "요청이 너무 많아요. {seconds}초 뒤에 다시 시도해 주세요.",
    },
    "limit_in_flight": {
        "en": "Too many of your requests are running at once; try again when one has answered.",
        "ko": "동시에 처리 중인 요청이 너무 많아요. 하나가 끝나면 다시 시도해 주세요.",
    },
}


def has_text(key: str) -> bool:
    return key in _TEXTS


# A Korean particle after a placeholder (and the quote or bracket the template closes it with):
# "{new}[이/가]", "'{text}'[을/를]", written as the pair after a final consonant / after a vowel.
_PARTICLE_SLOT = LazyPattern(r"\{(\w+)\}([^\s{\[]*)\[([^/\]]+)/([^/\]]+)\]")
# What a particle does not attach to: a trailing aside in brackets ("'회의' (7월 17일(금) 10:00–11:00)"),
# closing quotes, punctuation, emoji and spaces.
_TRAILING_ASIDE = LazyPattern(r"(?:\s*\((?:[^()]|\([^()]*\))*\)|[^\w])+$")
_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3
_RIEUL = 8  # the final ㄹ, after which 으로 becomes 로
# Digits and Latin letters as Korean reads them: 영 일 삼 육 칠 팔 end in a consonant, 일 칠 팔 in ㄹ.
_DIGIT_FINALS, _DIGIT_RIEUL = set("013678"), set("178")
_LATIN_FINALS, _LATIN_RIEUL = set("lmnbkpt"), set("l")


def particle(word: str, pair: str) -> str:
    """The Korean particle of `pair` ("이/가", "을/를", "은/는", "으로/로", "이라고/라고", "과/와") that
    follows `word`, chosen by its final consonant (tests/korean_particles.json; the page's
    web/js/i18n.js chooses by the same table)."""
    after_consonant, after_vowel = pair.split("/")
    stem = _TRAILING_ASIDE.sub("", word).lower()
    last = stem[-1:]
    if _HANGUL_FIRST <= ord(last or " ") <= _HANGUL_LAST:
        final = (ord(last) - _HANGUL_FIRST) % 28
        consonant, rieul = final != 0, final == _RIEUL
    elif last.isdigit():
        consonant, rieul = last in _DIGIT_FINALS, last in _DIGIT_RIEUL
    else:
        consonant, rieul = last in _LATIN_FINALS or stem.endswith("ng"), last in _LATIN_RIEUL
    if after_consonant == "으로" and rieul:
        return after_vowel
    return after_consonant if consonant else after_vowel


def say(key: str, language: Language, **values: object) -> str:
    template = _PARTICLE_SLOT.sub(
        lambda slot: f"{{{slot[1]}}}{slot[2]}" + particle(f"{values[slot[1]]}{slot[2]}", f"{slot[3]}/{slot[4]}"),
        _TEXTS[key][language],
    )
    return template.format(**values)
