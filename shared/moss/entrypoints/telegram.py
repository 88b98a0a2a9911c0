"""Telegram Bot API webhook: updates in, one Bot API method call out.

Telegram POSTs each Update as JSON and accepts one method call in the response body
("Making requests when getting updates"), so every reply rides back in that body and the
bot never calls Telegram itself. Consequences, chosen on purpose:

- A callback query (a decision, a suggested answer, Undo) is answered with `editMessageText`
  (the outcome replaces the buttons);
  the client's button spinner then stops by its own timeout, since `answerCallbackQuery`
  cannot ride in the same response. Only when nothing may be edited (someone else's
  button, a malformed one, Undo under an undo) is the answer an `answerCallbackQuery` alert.
- A reply longer than Telegram's 4096-character limit is cut at a line or word boundary
  and marked; `/memories` is split into pages instead (`/memories 2`).
- Telegram retries every non-2xx answer, so after the secret and the body are checked
  every failure is logged and answered 200 with an apology.
"""

from __future__ import annotations

import hmac
import logging
import string
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

import flask
from pydantic import ConfigDict, Field, StrictBool, StrictInt, StrictStr

from ..domain.answers import describe_fact, is_candidate_action
from ..domain.bounds import MAX_TEXT_LENGTH
from ..domain.commits import LintResult
from ..domain.deferred import DeferredModel
from ..domain.errors import BadRequest, DomainError, Expired, NotFound, StateConflict, Unauthorized
from ..domain.models import Decision, Fact, FactStatus, Intent, Language, Operation, Status
from ..domain.texts import say
from ..ports import Quota
from ..settings import Settings
from ..usecases import UseCases
from ..usecases.confirm import Confirm
from ..usecases.lint_commit import LintCommit
from ..usecases.memories import ListMemories
from ..usecases.parse import Parse
from ..usecases.profile import SetTimezone, UserTimezone
from ..usecases.provenance import Explain
from ..usecases.query import Query
from ..usecases.undo import Undo, UndoLatest
from ..usecases.updates import FirstDelivery
from .http import read_body

log = logging.getLogger("moss.telegram")

SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
MAX_MESSAGE_LENGTH = 4096
# A settled confirmation keeps its outcome whole: the echoed question gives way first, and an
# outcome listing more inactive entries than this leaves room for counts them instead.
MAX_OUTCOME_LENGTH = MAX_MESSAGE_LENGTH // 2
MIN_ECHO_LENGTH = 200
# Room for the header and footer of a /memories page.
PAGE_FRAME_LENGTH = 300
USER_PREFIX = "tg:"
# A suggestion button's callback_data: the question it answers and the answer, after this prefix.
SAY_PREFIX = "say:"
# The end of the question's message id in a suggestion's data: 32 bits, against a user's other questions.
QUESTION_KEY_LENGTH = 8
# An Undo button's callback_data: the message whose write it undoes, after this prefix.
UNDO_PREFIX = "undo:"
MAX_CALLBACK_DATA_BYTES = 64

Keyboard = list[list[dict]]
# A reply as the bot sends it: its text, language and inline buttons.
Reply = tuple[str, Language, Keyboard | None]


class TelegramModel(DeferredModel):
    """Only the fields MOSS reads are declared; Telegram adds fields over time."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)


class User(TelegramModel):
    id: StrictInt
    is_bot: StrictBool = False
    language_code: StrictStr | None = None

    @property
    def moss_user(self) -> str:
        """Web user names cannot contain ':', so 'tg:' users never collide with them."""
        return f"{USER_PREFIX}{self.id}"

    @property
    def language(self) -> Language:
        return "ko" if (self.language_code or "").lower().startswith("ko") else "en"


class Chat(TelegramModel):
    id: StrictInt
    type: StrictStr


class Message(TelegramModel):
    message_id: StrictInt
    date: StrictInt
    chat: Chat
    sender: User | None = Field(None, alias="from")
    text: StrictStr | None = None

    @property
    def sent_at(self) -> datetime:
        return datetime.fromtimestamp(self.date, UTC)


class CallbackQuery(TelegramModel):
    id: StrictStr
    sender: User = Field(alias="from")
    message: Message | None = None
    data: StrictStr | None = None


class Update(TelegramModel):
    update_id: StrictInt
    message: Message | None = None
    edited_message: Message | None = None
    callback_query: CallbackQuery | None = None

    def chat_id(self) -> int | None:
        carrier = self.message or self.edited_message or (self.callback_query and self.callback_query.message)
        return carrier.chat.id if carrier else None

    def sender(self) -> User | None:
        if self.callback_query is not None:
            return self.callback_query.sender
        carrier = self.message or self.edited_message
        return carrier.sender if carrier else None

    def language(self) -> Language:
        sender = self.sender()
        return sender.language if sender else "en"

    def quota_keys(self) -> list[str]:
        """Whom this update counts against: its chat and its sender (the same user as on the web)."""
        sender, chat_id = self.sender(), self.chat_id()
        return [
            *([f"chat:{chat_id}"] if chat_id is not None else []),
            *([f"user:{sender.moss_user}"] if sender else []),
        ]


def read_update(request: flask.Request, settings: Settings) -> Update:
    """Check the webhook secret, then parse the body; neither failure touches any store."""
    if settings.telegram_secret is None:
        raise NotFound("the Telegram webhook is not configured", code="not_found")
    given = request.headers.get(SECRET_HEADER, "")
    if not hmac.compare_digest(given.encode(), settings.telegram_secret.get_secret_value().encode()):
        raise Unauthorized(f"missing or wrong {SECRET_HEADER} header", code="invalid_secret")
    return read_body(request, Update, settings.max_body_bytes)


# -- Bot API method calls ------------------------------------------------------------------


def telegram_length(text: str) -> int:
    """Telegram measures text in UTF-16 code units."""
    return len(text.encode("utf-16-le")) // 2


def _prefix_within(text: str, units: int) -> str:
    used = 0
    for index, char in enumerate(text):
        used += telegram_length(char)
        if used > units:
            return text[:index]
    return text


def shorten(text: str, units: int, language: Language) -> str:
    """`text` within `units`: cut at a line or word boundary and marked (once) when too long."""
    if telegram_length(text) <= units:
        return text
    marker = "\n" + say("tg_truncated", language)
    head = _prefix_within(text.removesuffix(marker), max(0, units - telegram_length(marker)))
    boundary = max(head.rfind("\n"), head.rfind(" "))
    if boundary > len(head) // 2:
        head = head[:boundary]
    return head.rstrip() + marker


def fit(text: str, language: Language) -> str:
    """The text as it can be sent."""
    return shorten(text, MAX_MESSAGE_LENGTH, language)


def settled(asked: str | None, outcome: str, language: Language) -> str:
    """A settled confirmation: the outcome in full after the question, which is shortened to leave it room."""
    room = MAX_MESSAGE_LENGTH - telegram_length(outcome) - 2
    if not asked or room < MIN_ECHO_LENGTH:
        return fit(outcome, language)
    return f"{shorten(asked, room, language)}\n\n{outcome}"


def outcome_text(result: LintResult, tz: ZoneInfo, language: Language) -> str:
    """The reply of a confirmation, with the entries a saved write made inactive counted instead of listed
    when the list is long."""
    if telegram_length(result.reply) <= MAX_OUTCOME_LENGTH or not (result.committed and result.invalidated):
        return result.reply
    saved = ", ".join(describe_fact(fact, tz, language) for fact in result.committed)
    return say("tg_saved_replacing", language, saved=saved, count=len(result.invalidated))


def send_message(chat_id: int, text: str, language: Language, keyboard: Keyboard | None = None) -> dict:
    call: dict[str, Any] = {"method": "sendMessage", "chat_id": chat_id, "text": fit(text, language)}
    if keyboard:
        call["reply_markup"] = {"inline_keyboard": keyboard}
    return call


def edit_message_text(message: Message, text: str, language: Language, keyboard: Keyboard | None = None) -> dict:
    """Without a keyboard the edit removes the inline keyboard."""
    call: dict[str, Any] = {
        "method": "editMessageText",
        "chat_id": message.chat.id,
        "message_id": message.message_id,
        "text": fit(text, language),
    }
    if keyboard:
        call["reply_markup"] = {"inline_keyboard": keyboard}
    return call


def answer_callback_query(query: CallbackQuery, text: str) -> dict:
    return {"method": "answerCallbackQuery", "callback_query_id": query.id, "text": text, "show_alert": True}


def confirm_keyboard(result: LintResult) -> Keyboard:
    """One button a row (the labels are long); callback_data is '<decision>:<pending id>': 'approve', 'cancel'
    or a candidate's 'c<n>' before a 26-character id, at most 34 bytes."""
    return [[{"text": action.label, "callback_data": f"{action.id}:{result.pending_id}"}] for action in result.actions]


def changed_memory(result: LintResult) -> bool:
    """A write's result that made facts active or inactive (a restore offer comes after its cancel did)."""
    return bool(result.committed or result.invalidated or result.restored)


def result_keyboard(result: LintResult, language: Language, *, undoable: bool = True) -> Keyboard | None:
    """The buttons under a write's reply: its decision's while one waits, and Undo once it changed memory
    (callback_data 'undo:<message id>', 39 bytes). An undo's own reply has no Undo: an undo is not undone."""
    rows = confirm_keyboard(result) if result.status is Status.CONFIRM_REQUIRED else []
    if undoable and result.operation is not Operation.UNDO and changed_memory(result):
        rows.append([{"text": say("tg_undo", language), "callback_data": f"{UNDO_PREFIX}{result.message_id}"}])
    return rows or None


def suggestion_keyboard(suggestions: list[str], question_id: str) -> Keyboard:
    """The question's finite answers, one a row; a tap sends 'say:<question>:<answer>' (64 bytes at
    most), where <question> is the end of the asking message's id: a late tap answers no other question."""
    key = question_id[-QUESTION_KEY_LENGTH:]
    return [
        [{"text": suggestion, "callback_data": data}]
        for suggestion in suggestions
        if len((data := f"{SAY_PREFIX}{key}:{suggestion}").encode()) <= MAX_CALLBACK_DATA_BYTES
    ]


def read_suggestion(data: str) -> tuple[str | None, str]:
    """The question a suggestion button belongs to (None on a button from before they named it) and its answer."""
    rest = data.removeprefix(SAY_PREFIX)
    key, colon, answer = rest.partition(":")
    if colon and answer and len(key) == QUESTION_KEY_LENGTH and set(key) <= set(string.hexdigits.lower()):
        return key, answer
    return None, rest


def read_button(data: str | None) -> tuple[str, str] | None:
    """'<decision>:<pending id>': approve, cancel, or a candidate's action id (domain.answers)."""
    decision, _, pending_id = (data or "").partition(":")
    if not (decision in {d.value for d in Decision} or is_candidate_action(decision)) or not pending_id:
        return None
    return decision, pending_id


def pages_of(lines: list[str]) -> list[list[str]]:
    """Consecutive lines packed into pages that fit one message with their frame."""
    budget = MAX_MESSAGE_LENGTH - PAGE_FRAME_LENGTH
    pages: list[list[str]] = [[]]
    used = 0
    for line in lines:
        size = telegram_length(line) + 1
        if pages[-1] and used + size > budget:
            pages.append([])
            used = 0
        pages[-1].append(line)
        used += size
    return pages


# -- the bot ---------------------------------------------------------------------------------


@dataclass
class TelegramBot:
    """Maps Bot API updates to use-case commands and their outcomes to Bot API method calls."""

    usecases: UseCases
    quota: Quota

    def handle(self, update: Update) -> dict:
        try:
            if not self.usecases.handle(FirstDelivery(update.update_id)):
                return {}
            # Over quota: answered 200 with when to try again, since Telegram redelivers anything else.
            wait = self._quota_wait(update)
            if wait is not None:
                chat_id, language = update.chat_id(), update.language()
                return send_message(chat_id, say("limit_rate", language, seconds=wait), language) if chat_id else {}
            return self._route(update)
        except Exception:
            log.exception("Telegram update %s failed", update.update_id)
            chat_id, language = update.chat_id(), update.language()
            return send_message(chat_id, say("tg_apology", language), language) if chat_id else {}

    def _quota_wait(self, update: Update) -> int | None:
        for key in update.quota_keys():
            wait = self.quota.hit(key)
            if wait is not None:
                return wait
        return None

    def _route(self, update: Update) -> dict:
        if update.message is not None:
            return self._on_message(update.message)
        if update.edited_message is not None:
            return self._on_edited(update.edited_message)
        if update.callback_query is not None:
            return self._on_callback(update.callback_query)
        # Channel posts, inline queries, membership changes...: acknowledged and ignored.
        return {}

    def _on_edited(self, message: Message) -> dict:
        if message.chat.type != "private" or message.sender is None:
            return {}
        return send_message(message.chat.id, say("tg_edited", message.sender.language), message.sender.language)

    def _on_message(self, message: Message) -> dict:
        sender = message.sender
        if sender is None or sender.is_bot:
            return {}
        language, text = sender.language, message.text
        if message.chat.type != "private":
            # In groups a bot sees commands by default; answer those, stay silent otherwise.
            is_command = text is not None and text.startswith("/")
            return send_message(message.chat.id, say("tg_private_only", language), language) if is_command else {}
        if text is None:
            return send_message(message.chat.id, say("tg_not_text", language), language)
        try:
            if text.startswith("/"):
                return send_message(message.chat.id, *self._command(sender, text))
            return self._converse(sender, message, text)
        except DomainError as error:
            if error.status >= 500:
                raise
            return send_message(message.chat.id, _explain(error, language), language)

    def _converse(self, sender: User, message: Message, text: str) -> dict:
        return send_message(message.chat.id, *self._turn(sender.moss_user, text, message.sent_at))

    def _turn(self, user: str, text: str, now: datetime | None, *, answers: str | None = None) -> Reply:
        """One utterance: parse, then lint-commit or query; the reply, its language and its buttons.
        `answers`: the question a suggestion button belongs to (Parse.answers)."""
        outcome = self.usecases.handle(Parse(user, text, now=now, channel="telegram", answers=answers))
        if outcome.intent is Intent.QUERY:
            answer = self.usecases.handle(Query(user, message_id=outcome.message_id))
            return answer.answer, answer.language, None
        if outcome.intent is Intent.WRITE and not outcome.asks:
            result = self.usecases.handle(LintCommit(user, outcome.message_id))
            undoable = outcome.operation is not Operation.UNDO
            return result.reply, outcome.language, result_keyboard(result, outcome.language, undoable=undoable)
        reply = outcome.reply or say("tg_start", outcome.language, tz=outcome.timezone)
        return reply, outcome.language, suggestion_keyboard(outcome.suggestions, outcome.message_id)

    # -- commands --------------------------------------------------------------------------

    def _command(self, sender: User, text: str) -> Reply:
        head, *rest = text.split(maxsplit=1)  # "/tz Asia/Tokyo", or on the next line
        argument = rest[0] if rest else ""
        command = head.split("@", 1)[0].lower()
        user, language, argument = sender.moss_user, sender.language, argument.strip()
        if command == "/undo":
            result = self.usecases.handle(UndoLatest(user, head, language=language, channel="telegram"))
            return result.reply, language, result_keyboard(result, language, undoable=False)
        if command in ("/start", "/help"):
            reply = say(f"tg_{command.removeprefix('/')}", language, tz=self._zone(user).key)
        elif command == "/tz":
            reply = self._timezone(user, argument, language)
        elif command == "/memories":
            reply = self._memories(user, argument, language)
        elif command == "/why":
            reply = self._why(user, argument, language)
        else:
            reply = say("tg_unknown_command", language, command=head, tz=self._zone(user).key)
        return reply, language, None

    def _zone(self, user: str) -> ZoneInfo:
        return self.usecases.handle(UserTimezone(user))

    def _timezone(self, user: str, name: str, language: Language) -> str:
        if not name:
            return say("tg_tz_current", language, tz=self._zone(user).key)
        try:
            return say("tg_tz_set", language, tz=self.usecases.handle(SetTimezone(user, name)).key)
        except BadRequest:
            return say("tg_tz_unknown", language, name=name)

    def _listing(self, user: str) -> list[Fact]:
        """The numbering /memories shows and /why reads: the active facts by start time, then id.

        It is recomputed rather than stored, so /why <n> names the n-th fact as it is now; the
        explanation names the fact, so a shift after a new write is visible.
        """
        return self.usecases.handle(ListMemories(user, status=FactStatus.ACTIVE)).facts

    def _memories(self, user: str, argument: str, language: Language) -> str:
        facts = self._listing(user)
        if not facts:
            return say("tg_memories_empty", language)
        tz = self._zone(user)
        lines = [f"{number}. {describe_fact(fact, tz, language)}" for number, fact in enumerate(facts, 1)]
        pages = pages_of(lines)
        requested = argument or "1"
        page = int(requested) if requested.isdecimal() else 0
        if not 1 <= page <= len(pages):
            return say("tg_memories_no_page", language, page=requested, pages=len(pages))
        parts = [say("tg_memories_header", language, count=len(facts)), "\n".join(pages[page - 1])]
        if page < len(pages):
            parts.append(say("tg_memories_more", language, page=page, pages=len(pages), next=page + 1))
        parts.append(say("tg_memories_footer", language))
        return "\n\n".join(parts)

    def _why(self, user: str, argument: str, language: Language) -> str:
        if not argument.isdecimal():
            return say("tg_why_usage", language)
        facts, number = self._listing(user), int(argument)
        if not 1 <= number <= len(facts):
            return say("tg_why_out_of_range", language, n=number, count=len(facts))
        explained = self.usecases.handle(Explain(user, facts[number - 1].id, timezone=self._zone(user).key))
        return f"{number}. {explained.explanation}"

    # -- confirmations ---------------------------------------------------------------------

    def _on_callback(self, query: CallbackQuery) -> dict:
        language, asked, data = query.sender.language, query.message, query.data or ""
        if asked is None:
            return answer_callback_query(query, say("tg_invalid_button", language))
        if asked.chat.id != query.sender.id:  # buttons live in the private chat of the user they ask
            return answer_callback_query(query, say("tg_not_yours", language))
        if data.startswith(SAY_PREFIX):
            return self._on_suggestion(query, asked, *read_suggestion(data))
        if data.startswith(UNDO_PREFIX):
            return self._on_undo(query, asked, data.removeprefix(UNDO_PREFIX))
        button = read_button(data)
        if button is None:
            return answer_callback_query(query, say("tg_invalid_button", language))
        decision, pending_id = button
        keyboard = None
        try:
            result = self.usecases.handle(Confirm(query.sender.moss_user, pending_id, decision))
            outcome = outcome_text(result, self._zone(query.sender.moss_user), language)
            keyboard = result_keyboard(result, language)
        except BadRequest:  # not a pending id MOSS issued: a forged or garbled button
            return answer_callback_query(query, say("tg_invalid_button", language))
        except Expired:
            outcome = say("tg_expired", language)
        except StateConflict as conflict:
            outcome = say("tg_already_settled" if conflict.code == "already_settled" else "tg_state_changed", language)
        return edit_message_text(asked, settled(asked.text, outcome, language), language, keyboard)

    def _on_undo(self, query: CallbackQuery, asked: Message, message_id: str) -> dict:
        """Undo tapped: the message shows what the undo did, with the buttons of a decision it needs."""
        language, user = query.sender.language, query.sender.moss_user
        try:
            result = self.usecases.handle(Undo(user, message_id, channel="telegram"))
        except BadRequest as refused:  # an undo's own outcome (after a decision), or a garbled id
            key = "tg_not_undoable" if refused.code == "not_undoable" else "tg_invalid_button"
            return answer_callback_query(query, say(key, language))
        except NotFound:  # a message MOSS never recorded for this user
            return answer_callback_query(query, say("tg_invalid_button", language))
        keyboard = result_keyboard(result, language, undoable=False)
        return edit_message_text(asked, settled(asked.text, result.reply, language), language, keyboard)

    def _on_suggestion(self, query: CallbackQuery, asked: Message, question: str | None, answer: str) -> dict:
        """A suggestion tapped: the answer is the user's next utterance; the question message shows it
        and MOSS's reply in place of the buttons (Telegram gives a tap no date: the server clock).
        A tap on a question no longer open (answered, or another one asked since) changes nothing."""
        language = query.sender.language
        try:
            reply, language, keyboard = self._turn(query.sender.moss_user, answer, None, answers=question)
        except StateConflict as conflict:
            if conflict.code != "question_answered":
                raise
            return answer_callback_query(query, say("tg_question_answered", language))
        except DomainError as error:
            if error.status >= 500:
                raise
            reply, keyboard = _explain(error, language), None
        return edit_message_text(asked, f"{asked.text or ''}\n\n» {answer}\n{reply}".lstrip(), language, keyboard)


def _explain(error: DomainError, language: Language) -> str:
    if error.code == "text_too_long":
        return say("tg_too_long", language, limit=MAX_TEXT_LENGTH)
    return error.message
