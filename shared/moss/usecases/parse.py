"""Parse an utterance into an intent and facts, and keep it: as a message for provenance, and
as a parse that /lint_commit or /query can act on until it expires.

Dialog state: when a write asks a question (a change too: "how much later?"), the question
stays open in the working store (one per user, for the parse TTL); the user's next utterance
is first read as its answer (parsing/followup.py). An answer completes the write (`completes`
names the question's message) or asks again; anything else is parsed on its own and the
question is dropped. So is a question that has had too many answers, or too long ones
(bounds.question_full): the utterance is then read on its own, and the reply says so.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from functools import cached_property
from zoneinfo import ZoneInfo

from pydantic import Field

from ..domain.bounds import check_now, check_text, question_full
from ..domain.errors import StateConflict
from ..domain.language import language_of
from ..domain.lexicon import (
    ARRIVAL_WORDS,
    BROADER_EVENT_WORDS,
    JOURNEY_WORDS,
    KO_DEPART_ARRIVE_WORDS,
    PROPOSING_WORDS,
)
from ..domain.models import (
    Fact,
    FactStatus,
    Intent,
    Message,
    OpenQuestion,
    Operation,
    ParseResult,
    StoredParse,
    Target,
    new_message_id,
)
from ..domain.ontology import Predicate
from ..domain.recurrence import occurrences
from ..domain.targets import changed, most_named, said_or_visited, says_title, title_words, title_words_said
from ..domain.texts import say
from ..parsing.corrections import (
    answer_after_acknowledging,
    answer_before_its_reason,
    booked_instead,
    books_something,
    may_restate_a_kept_plan,
    says_a_correcting_verb,
    says_a_plan_is_off,
    says_it_anew,
    without_instead,
)
from ..parsing.followup import choose, complete, day_named, kept_after_all, names_a_day
from ..parsing.held_back import asks_to_keep_it, keeps_one_beside, request_before_a_question, says_someone
from ..parsing.positions import said_position, says_part_of_the_day_one
from ..parsing.references import (
    Anchor,
    adds_another,
    anchoring_plan,
    as_booked_like,
    as_cancelled,
    asked_of_it,
    before_pointing_back,
    continues,
    is_a_day_alone,
    one_more,
    plans_named,
    points_back,
    points_to_the_week_after,
    says_just_written,
    says_one_more,
    says_same_time,
    with_day,
    with_day_added,
    with_day_first,
    with_day_for,
    with_it_as,
    with_just_written_as,
    with_time,
    without_pointing_back,
)
from ..parsing.rules import readings_asked
from ..parsing.spelling import as_kept
from ..parsing.vocabulary import REQUEST, SENTENCE_BREAK, asks_what_a_change_did, predicate_of
from .command import Command
from .deps import Deps


class ParseOutcome(ParseResult):
    """The response of /parse: the parse, the message id that names it, and the zone it was read in."""

    message_id: str
    timezone: str
    completes: str | None = Field(
        None, description="the message id of the question this utterance answered, completing its write"
    )

    @property
    def asks(self) -> bool:
        """A write that asks something back (a time, a correction's day): a reply but no facts; the
        caller's next utterance answers it. Any other write goes on to /lint_commit."""
        return self.intent is Intent.WRITE and not self.facts and bool(self.reply)


@dataclass(frozen=True)
class Parse(Command[ParseOutcome]):
    user_id: str
    text: str
    now: datetime | None = None
    timezone: str | None = None
    channel: str = "web"
    # An answer tapped on a button of one question (Telegram's suggestions): the end of that
    # question's message id. Another question open, or none, is a 409: the tap is not read as
    # an answer to whatever is open now.
    answers: str | None = None


def handle(command: Parse, deps: Deps) -> ParseOutcome:
    check_text(command.text)
    check_now(command.now)
    tz = deps.user_timezone(command.user_id, command.timezone)
    if command.timezone is not None and deps.profiles.get_timezone(command.user_id) != tz.key:
        # The zone a client speaks in becomes the user's: calendar files and feeds, which come
        # with no zone of their own, then write all-day facts as whole days of it.
        deps.profiles.set_timezone(command.user_id, tz.key)
    received = deps.clock.now()
    spoken = (command.now or received).astimezone(tz)
    question = deps.working.get_question(command.user_id)
    if command.answers is not None and (question is None or not question.message_ids[-1].endswith(command.answers)):
        raise StateConflict("that question was already answered", code="question_answered")
    full = question is not None and question_full(question.texts, command.text)
    answered = _answer(question, command.text, spoken, tz) if question and not full else None
    # read at most once, by whichever step needs them first; replaced ones too when "same time" is said
    plans = _Plans(deps, command.user_id, spoken, replaced_too=says_same_time(command.text))
    dated = _with_days_resolved(deps, command, tz, spoken, plans)
    named = _with_it_named(deps, command.user_id, dated, plans, spoken)
    text = _with_plan_time(named, plans, tz)
    result = answered or deps.parser.parse(text, now=spoken, timezone=tz)
    # "the one you just added, make it 4:30": read again with that plan named ("방금 넣은 거 물러줘" undoes it, as said)
    if (
        answered is None
        and result.operation is not Operation.UNDO
        and (booked := _with_just_booked_named(deps, command.user_id, named, plans, spoken, tz))
    ):
        text = _with_plan_time(booked, plans, tz)
        result = deps.parser.parse(text, now=spoken, timezone=tz)
    if answered is None and (
        _unresolved(result)
        or _may_restate(result, text)
        or _may_be_off(result, text)
        or _names_no_plan(result, plans)
        or _may_name_what_it_undoes(result)
        or _may_ask_of_a_plan(result)
    ):
        result = _read_with_titles(deps, plans, text, spoken, tz, result)
    if answered is None and (alone := _request_said_last(deps, plans, text, spoken, tz, result)) is not None:
        result = alone
    if answered is None and result.intent is Intent.QUERY:
        result = _request_before_a_question(deps, plans, text, spoken, tz) or result
    if answered is None and (booked := booked_instead(text, result.language)) and _shares_no_word(result, plans):
        # "set up dinner with yuna wed 8pm instead", no dinner kept: nothing to move, a booking
        again = deps.parser.parse(booked, now=spoken, timezone=tz)
        result = again if again.operation is Operation.CREATE and again.facts else result
    if answered is None and asks_to_keep_it(text, result.language):
        result = _kept_after_all(deps, command.user_id, spoken, tz) or result
    # (a plan asked about is booked as well; "22일도" with no question mark asks nothing after a write)
    if answered is None and (
        result.intent is Intent.UNKNOWN
        or (result.intent is Intent.QUERY and "?" not in text)
        # "another one on the 24th, same time", "and the 31st" right after a booking
        or (
            result.operation is Operation.CHANGE
            and (adds_another(text) or one_more(text, language_of(text) == "ko", joined_on=True) is not None)
        )
    ):
        result = _one_more(deps, command.user_id, text, spoken, tz) or result
    if answered is None and (undone := _booked_again(deps, command.user_id, text, spoken, tz, plans, result)):
        result = undone
    if full:
        restart = say("ask_start_over", result.language)
        result = result.model_copy(update={"reply": f"{restart} {result.reply}" if result.reply else restart})
    # Whichever parser answered (a follow-up included): nothing beyond the limits is recorded, stored or sent back.
    deps.limits.check_write(result.facts, result.language)
    if result.window is not None:
        deps.limits.check_window(result.window, result.language)
    message_id = new_message_id()
    if result.operation is Operation.CHANGE:  # shows the fact as the change would leave it
        from .correct import preview_change  # the corrections' code loads with the first change
        from .writes import Speaker

        speaker = Speaker(user_id=command.user_id, message_id=message_id, now=spoken, tz=tz, language=result.language)
        result = preview_change(deps, speaker, result)
    parsed = dict(result)  # the parse's own fields, shared by the message and the outcome
    message = Message(
        message_id=message_id,
        text=command.text,
        received_at=spoken,
        recorded_at=received,
        channel=command.channel,
        timezone=tz.key,
        **parsed,
    )
    deps.messages.add_message(command.user_id, message)
    deps.working.save_parse(
        StoredParse(
            user_id=command.user_id,
            message_id=message.message_id,
            now=spoken,
            timezone=tz.key,
            result=result,
            texts=[*question.texts, command.text] if question and answered else [command.text],
        ),
        int(deps.parse_ttl.total_seconds()),
    )
    _keep_dialog(
        deps,
        command,
        question if answered else None,
        message.message_id,
        result,
        spoken,
        tz,
        was_open=bool(question),
        said=dated,
    )
    completes = (
        question.message_ids[-1]
        if question and answered and (answered.facts or answered.operation is not Operation.CREATE)
        else None
    )
    return ParseOutcome(message_id=message.message_id, timezone=tz.key, completes=completes, **parsed)


def _read_as_answers(text: str) -> Iterator[str]:
    """The text, then the parts of it that may be the answer to MOSS's question: what it says before the reason
    given after it ("오후로요. 애 학교 끝나면 데리러 가야 해서"), and after owning up to what MOSS pointed out ("oh
    right class. 8pm then, after class")."""
    language = language_of(text)
    acknowledged = answer_after_acknowledging(text, language)
    for said in (text, acknowledged) if acknowledged is not None else (text,):
        yield said
        if (before := answer_before_its_reason(said, language)) is not None:
            yield before


def _answer(question: OpenQuestion, text: str, spoken: datetime, tz: ZoneInfo) -> ParseResult | None:
    """The write `text` completes by answering the open question; None when it does not answer it."""
    if question.choice is None:
        answer = next(
            (
                answer
                for said in _read_as_answers(text)
                if (answer := complete(question.texts, said, now=spoken, timezone=tz, asked_at=question.asked_at))
            ),
            None,
        )
        if answer is None or question.revises is None:
            return answer
        return answer.model_copy(update={"settles": question.revises})  # the colliding proposal, said anew
    candidates = question.choice.candidates
    index = choose(
        [(f.start_time, f.end_time) for f in candidates],
        text,
        now=spoken,
        timezone=tz,
        titles=[f.object_value for f in candidates],
    )
    if index is None:
        return None
    return ParseResult(
        intent=Intent.WRITE,
        operation=question.choice.operation,
        target=Target.naming(candidates[index], since=question.choice.since),
        change=question.choice.change,
        language=language_of(text),
        settles=question.choice.pending_id,
        chosen=index,
    )


def _keep_dialog(
    deps: Deps,
    command: Parse,
    answered: OpenQuestion | None,
    message_id: str,
    result: ParseResult,
    spoken: datetime,
    tz: ZoneInfo,
    *,
    was_open: bool,
    said: str,
) -> None:
    """The user's open question after this utterance: a new one, the `answered` one asked again, or none.
    It keeps what was `said` with "that day" / "그날" as the day it was then, for the answer to complete."""
    asks_change = result.operation is Operation.CHANGE and result.change is None and bool(result.reply)
    if result.intent is Intent.WRITE and not result.facts and (result.operation is Operation.CREATE or asks_change):
        earlier = answered or OpenQuestion(user_id=command.user_id, message_ids=[], texts=[])
        # An answer that names a day ("tomorrow", said after midnight) is read as of when it was said.
        dates_anew = answered is not None and names_a_day(command.text, now=spoken, timezone=tz)
        question = OpenQuestion(
            user_id=command.user_id,
            message_ids=[*earlier.message_ids, message_id],
            texts=[*earlier.texts, said],
            asked_at=spoken if dates_anew else earlier.asked_at or spoken,
        )
        deps.working.save_question(question, int(deps.parse_ttl.total_seconds()))
    elif was_open:
        deps.working.drop_question(command.user_id)


def _one_more(deps: Deps, user_id: str, text: str, spoken: datetime, tz: ZoneInfo) -> ParseResult | None:
    """ "and the thursday one too" right after a cancel: that cancel, of the plan the fragment names; "and the
    31st too" right after a booking of one fact: that booking again, on the day the fragment names."""
    korean = language_of(text) == "ko"
    last = deps.messages.message_page(user_id, 1)
    if not last or last[0].intent is not Intent.WRITE:
        return None
    # ("cancel yoga on the 30th" then "and the 31st": whichever plan that day has is no more of the same)
    what = one_more(text, korean, joined_on=last[0].operation is Operation.CREATE)
    if what is None or "?" in text:  # "and the 31st too?" asks
        return None
    if last[0].operation is Operation.CANCEL:
        again = deps.parser.parse(as_cancelled(what, korean), now=spoken, timezone=tz)
        named = again.operation is Operation.CANCEL and again.target is not None and again.target.named
        return again if named else None
    if last[0].operation is not Operation.CREATE or len(last[0].facts) != 1 or last[0].facts[0].recurrence:
        return None
    if not is_a_day_alone(what, korean):
        return None  # ("이번 주 일정도" asks for more, it books nothing)
    booked = last[0].facts[0]
    again = deps.parser.parse(
        as_booked_like(what, korean, booked, tz, spoken.astimezone(tz).date()), now=spoken, timezone=tz
    )
    if again.operation is not Operation.CREATE or len(again.facts) != 1 or again.reply is not None:
        return None
    other_day = again.facts[0].start_time.astimezone(tz).date() != booked.start_time.astimezone(tz).date()
    return again if other_day and again.facts[0].predicate is booked.predicate else None


def _kept_after_all(deps: Deps, user_id: str, spoken: datetime, tz: ZoneInfo) -> ParseResult | None:
    """ "oh actually put that in too" right after MOSS held a plan back as told, not asked for ("the kids have
    swimming wednesday at four"): that plan, booked."""
    last = deps.messages.message_page(user_id, 1)
    if not last or last[0].intent is not Intent.UNKNOWN:
        return None
    return kept_after_all(last[0].text, now=spoken, timezone=tz)


def _booked_again(
    deps: Deps, user_id: str, text: str, spoken: datetime, tz: ZoneInfo, plans: _Plans, result: ParseResult
) -> ParseResult | None:
    """ "put it on the 9th at 3:30 then", "ok then the bank call thursday at 2 instead", "토요일 오후 2시로 넣어줘",
    "make it thursday afternoon off instead", "오전 반차로 해주세요" right after an undo or a cancel took a booking away
    ("hmm undo that, it's actually the week after", "the dentist isn't happening, they're closed that day"): that plan
    booked again, at the time said or as the change says; None when the message reads otherwise."""
    target = result.target if result.operation is Operation.CHANGE else None
    # (what holds it back, "토요일로 넣을지는 나중에 정할게", "maybe put it on saturday?", is no booking)
    unsure = result.intent is Intent.WRITE and result.operation is Operation.CREATE and not result.facts
    if (not unsure and target is None) or ("?" in text and not REQUEST[result.language].search(text)):
        return None
    last = deps.messages.message_page(user_id, 1)
    # ("the dentist isn't happening, they're closed that day" → "just put it on next monday at ten then": a plan
    # cancelled, booked again as an undone one is)
    if not last or last[0].operation not in (Operation.UNDO, Operation.CANCEL):
        return None
    taken = [fact for fact in plans.kept if fact.invalidated_by_message_id == last[0].message_id]
    if len(taken) != 1:
        return None
    (fact,) = taken
    active = plans.active_from(spoken)
    if any(_replaced_by(kept, fact) for kept in active):
        return None  # an undone move put the plan back where it was: "put it on friday" moves it, books no other
    if last[0].operation is Operation.CANCEL and any(kept.replaces == fact.id for kept in active):
        return None  # a day taken out of time off leaves the rest of it: no plan was taken away whole
    if fact.predicate is Predicate.VACATION:
        # "make it thursday afternoon off instead", "오전 반차로 해주세요": the change, of the time off taken away (of a
        # plan, "make it 4 instead" may be of one the undo put back: it is read as said)
        of_it = target is not None and target.title is None and target.predicate in (None, Predicate.VACATION)
        draft = changed(fact, result.change, tz) if of_it and result.change is not None else None
        return ParseResult(intent=Intent.WRITE, facts=[draft], language=result.language) if draft else None
    if target is not None and target.title is not None:
        # named, it is the plan taken away only when no kept plan is so named
        named_kept = any(title_words_said(target.title, kept.object_value) for kept in active)
        said = without_instead(text) if title_words_said(target.title, fact.object_value) and not named_kept else None
    else:  # ("토요일 오후 2시로 넣어줘": no name at all, the plan taken away too)
        said = with_it_as(text, fact.object_value, language_of(text)) or f"{fact.object_value} {text}"
    again = deps.parser.parse(said, now=spoken, timezone=tz) if said is not None else None
    return again if again is not None and again.operation is Operation.CREATE and again.facts else None


def _replaced_by(kept: Fact, taken: Fact) -> bool:
    """Whether `kept` is the plan of the same name and kind that the write making `taken` had replaced (a move)."""
    return (
        kept.predicate is taken.predicate
        and kept.object_value == taken.object_value
        and kept.invalidated_by_message_id == taken.created_by_message_id
    )


def _shares_no_word(result: ParseResult, plans: _Plans) -> bool:
    """Whether a change's plan, by its title, shares no word with a plan of the user's from yesterday on ("add a
    swim lesson friday instead" of a kept swim shares "swim": it may be that swim moved, which the change offers)."""
    title = result.target.title if result.operation is Operation.CHANGE and result.target is not None else None
    if title is None:
        return False
    return not any(title_words_said(title, fact.object_value) for fact in plans.active_from(plans.start))


def _unresolved(result: ParseResult) -> bool:
    """Not understood, or a new write that asks something back: what the words of the user's own
    plans may settle ("the bbq is off" when a BBQ is kept reads as no sentence about a bbq can)."""
    return result.intent is Intent.UNKNOWN or (
        result.intent is Intent.WRITE and result.operation is Operation.CREATE and not result.facts
    )


def _may_ask_of_a_plan(result: ParseResult) -> bool:
    """A question of a day that names no plan by an event word ("im not flying out on the 24th right?"):
    the words of a plan the user keeps may name it ("flying" of the flight), whose own day it is about."""
    return result.intent is Intent.QUERY and result.about is None and result.window is not None


def _may_be_off(result: ParseResult, text: str) -> bool:
    """Read as a question that asks nothing ("physio friday, they just texted, it's off"): said of a
    plan the user keeps, it takes that plan away."""
    return result.intent is Intent.QUERY and "?" not in text and says_a_plan_is_off(text)


def _names_no_plan(result: ParseResult, plans: _Plans) -> bool:
    """A cancel or change whose title names none of the user's plans ("민수랑 약속 … 걔가 그날 야근이래
    토요일로 옮겨야 될 듯" read "될 듯"), or that names nothing ("and the dentist, can we do it a day
    later?" read as the plan just talked about), or only its kind: the words of a plan said elsewhere in it
    may name the one meant."""
    if result.operation not in (Operation.CHANGE, Operation.CANCEL) or result.target is None:
        return False
    title = result.target.title
    if title is None:
        # ("ugh dentist texted, they're closed tmrw so the appt's off": a kind of plan alone, "appt"; "physio rang,
        # they moved me to fri 9am": any plan, who got in touch naming which)
        return result.target.window is None and result.target.since is None
    # (one naming several, "our 1:1" of one with Priya and one with Marcus: the words besides may tell which)
    return len({f.object_value for f in plans.active_from(plans.start) if says_title(title, f.object_value)}) != 1


def _request_said_last(
    deps: Deps, plans: _Plans, text: str, spoken: datetime, tz: ZoneInfo, result: ParseResult
) -> ParseResult | None:
    """ "식당이 멀어서 좀 길어질 것 같네요. 끝나는 시간을 9시로 해 주시겠어요?": a change or cancel read with a
    title that names none of the user's plans, its last sentence a request of its own: the sentences before tell
    why (their words had been taken for the plan's name)."""
    if result.operation not in (Operation.CHANGE, Operation.CANCEL) or result.target is None:
        return None
    kept = [fact.object_value for fact in plans.active_from(plans.start)]
    title = result.target.title
    breaks = list(SENTENCE_BREAK.finditer(text))
    if title is None or not breaks or any(says_title(title, each) for each in kept):
        return None
    before = text[: breaks[-1].start()]
    if any(said_or_visited(before, each) for each in kept):
        return None  # ("the dentist's office called, …. just scratch it": the plan said before is the one meant)
    if predicate_of(before) is not None or says_someone(before):
        return None  # ("친구가 늦는대요. 30분 미뤄 주세요", "회식 식당이 …": the why may point at another plan
    last = text[breaks[-1].end() :]
    again = deps.parser.parse(
        last, now=spoken, timezone=tz, titles=[each for each in kept if said_or_visited(last, each)]
    )
    if again.intent is not Intent.WRITE or again.operation is not result.operation or again.target is None:
        return None
    named = again.target.title
    return again if named is None or any(says_title(named, each) for each in kept) else None


def _request_before_a_question(
    deps: Deps, plans: _Plans, text: str, spoken: datetime, tz: ZoneInfo
) -> ParseResult | None:
    """ "also doctor appt tuesday at 4, and when does the team dinner end?": the request, read alone, when it is a
    whole one (a plan with its time, or a change or cancel of a plan it names); one message does one thing, and the
    question is left for the user to ask again."""
    request = request_before_a_question(text, language_of(text))
    if request is None:
        return None
    again = deps.parser.parse(request, now=spoken, timezone=tz)
    if again.intent is not Intent.WRITE or again.reply:
        return None
    booked = again.operation is Operation.CREATE and bool(again.facts)
    target = again.target if again.operation in (Operation.CHANGE, Operation.CANCEL) else None
    # (a change's plan must be one the user keeps: "not sure about a doctor appt tuesday at 4, and …" names none)
    kept = [fact.object_value for fact in plans.active_from(plans.start)]
    named = target is not None and target.title is not None and any(says_title(target.title, each) for each in kept)
    return again if booked or named else None


def _may_restate(result: ParseResult, text: str) -> bool:
    """A new timed plan said with no verb that books ("dinner is at 8", "필라테스는 7시로"): when a plan
    of that name is kept, it says that plan's new time. Time off said beside a kept plan ("can't do
    yoga tomorrow, out sick", "take yoga off tomorrow, I'll be out") may be the reason that plan is
    cancelled: booked, it would take every plan of the day away, not the one named."""
    if result.intent is not Intent.WRITE or result.operation is not Operation.CREATE or not result.facts:
        return False
    if all(fact.predicate is Predicate.VACATION for fact in result.facts):
        return True  # booked beside a plan taken away, it would take every plan of its days away
    one_plan = len(result.facts) == 1 and result.facts[0].predicate is Predicate.MEETING
    return one_plan and may_restate_a_kept_plan(text, result.language)


class _Plans:
    """The user's plans around the moment an utterance is read: from a month back (a plan replaced
    since still gives its time to "same time") to as far ahead as a question may look, read when a
    step of /parse first needs them, once, and never for an utterance none needs."""

    def __init__(self, deps: Deps, user_id: str, spoken: datetime, *, replaced_too: bool) -> None:
        self._deps, self._user_id, self._replaced_too = deps, user_id, replaced_too
        self.start = spoken - timedelta(days=31)
        self.end = spoken + timedelta(days=deps.limits.max_query_window_days)

    @cached_property
    def kept(self) -> list[Fact]:
        """Every plan of the span, active or not (a series once, as the store keeps it): only "same
        time" needs the ones replaced since."""
        return self._deps.facts.list_window(self._user_id, None, self.start, self.end)

    @cached_property
    def _active(self) -> list[Fact]:
        # the active ones alone, which a warm reference cache answers without the durable store
        return self._deps.facts.list_window(self._user_id, FactStatus.ACTIVE, self.start, self.end)

    def ahead(self, spoken: datetime) -> list[Fact]:
        """The active plans from half a day before `spoken` (a plan earlier today still names today), each
        occurrence of a series on its own."""
        start = spoken - timedelta(hours=12)
        return occurrences(self.active_from(start), start, self.end)

    def active_from(self, start: datetime) -> list[Fact]:
        """The active plans of [start, end): series whole, one-offs that end after `start`."""
        facts = [f for f in self.kept if f.status is FactStatus.ACTIVE] if self._replaced_too else self._active
        return [fact for fact in facts if fact.recurrence is not None or fact.end_time > start]


def _may_name_what_it_undoes(result: ParseResult) -> bool:
    """An undo read without the user's titles may name one of their plans ("put the dentist back",
    "restore yoga" of a yoga cancelled): its words are known only once the titles are read."""
    return result.operation is Operation.UNDO and (result.target is None or result.target.title is not None)


def _read_with_titles(
    deps: Deps, plans: _Plans, text: str, spoken: datetime, tz: ZoneInfo, result: ParseResult
) -> ParseResult:
    """The utterance read again with the titles of the user's active plans, from yesterday on, that it
    says a word of: "the bbq is off" when a BBQ is kept reads as no sentence about a bbq can. A plan
    it booked is taken for a kept one's new time only when that plan names all it says."""
    # an undo may name a plan taken away ("restore yoga"): the plans replaced or cancelled too
    undoes = result.operation is Operation.UNDO
    facts = plans.kept if undoes else plans.active_from(spoken - timedelta(days=1))
    text = as_kept(text, [fact.object_value for fact in facts])  # "hiarcut" of a kept 'haircut'
    # ("the salon called, …" of a 'haircut': a plan is said by where it is visited too)
    titles = sorted({fact.object_value for fact in facts if said_or_visited(text, fact.object_value)})
    if not titles:
        return result
    again = deps.parser.parse(text, now=spoken, timezone=tz, titles=titles)
    if _unresolved(result) or (_may_ask_of_a_plan(result) and again.intent is Intent.QUERY and again.about):
        return again
    target = again.target.title if again.target is not None else None
    corrects = again.operation in (Operation.CHANGE, Operation.CANCEL, Operation.UNDO)
    kept = corrects and target is not None and any(says_title(target, title) for title in titles)
    if kept:
        return again
    if (
        corrects
        and target is not None
        and len(titles) == 1
        and _names_the_plan_said(target, titles[0])
        and not keeps_one_beside(text)  # ("yoga's fine, cancel the class": the class is another)
    ):
        assert again.target is not None
        return again.model_copy(update={"target": again.target.model_copy(update={"title": titles[0]})})
    booked = next((fact for fact in result.facts if fact.predicate is Predicate.MEETING), None)
    if (
        booked is not None
        and _may_restate(result, text)
        and says_it_anew(text)
        and any(title_words_said(booked.object_value, title) for title in titles)
    ):
        # "the car's MOT is at 11 now" of a kept 'MOT': that plan's new time, or another plan? Asked, never booked
        # as a second one beside it
        return readings_asked(result.language)
    return result


_JOURNEY_ENDS = (KO_DEPART_ARRIVE_WORDS | ARRIVAL_WORDS).all_words()


def _names_the_plan_said(read: str, title: str) -> bool:
    """Whether the plan read ("수업", "accountant says") names the one plan the message says a word of elsewhere
    ('요가' in "요가쌤이 오늘 수업 8시로 미루셨대", 'call w/ accountant'): by a kind that holds it, or by its own
    word with what someone proposes said after it; never by another plan's word ("the team dinner" of a 'team
    standup' is no plan kept)."""
    words = title_words(read)
    kinds = [kind for word in words for kind in BROADER_EVENT_WORDS.get(word, ())]
    if words and all(word in BROADER_EVENT_WORDS for word in words):
        return any(kind in title.casefold() for kind in kinds)
    if words and all(word in _JOURNEY_ENDS for word in words):  # "출발" of a flight: the journey's leaving
        return any(journey.casefold() in title.casefold() for journey in JOURNEY_WORDS.all_words())
    own = [word for word in words if word not in PROPOSING_WORDS.all_words()]
    return 0 < len(own) < len(words) and all(title_words_said(word, title) for word in own)


def _with_days_resolved(deps: Deps, command: Parse, tz: ZoneInfo, spoken: datetime, plans: _Plans) -> str:
    """The text to read: "that day" / "그날" become the day the user's last write or question was
    about; "after the lesson" / "레슨 끝나고", said with no day, the day of the next plan those
    words name; without one the text is read as said (and asks which day)."""
    # "morning off then", "첫 번째 회의는 취소해 줘", with no day said, go on from the day just talked about
    # ("undo the last thing": the last write, no day's last plan; a booking is said on a day of its own)
    language = language_of(command.text)
    placed = (
        ((said := said_position(command.text, language)) is not None and (said.position != -1 or language == "ko"))
        or says_part_of_the_day_one(command.text, language)
    ) and not books_something(command.text, language)
    goes_on = (continues(command.text) or placed) and not names_a_day(command.text, now=spoken, timezone=tz)
    if not points_back(command.text) and not goes_on:
        return _with_plan_day(command.text, plans, tz, spoken)
    before = before_pointing_back(command.text)
    # "다음 주 화요일 … 그날 것만 빼줘": the day it said; "반차 말고 그날 그냥 연차로": the time off named, its own day
    # ("그럼 휴가는 그 다음주 목금으로 할게": the week after the one talked about is no day of the time off named)
    # (time off named has its own day only when some is kept: "the afternoon off that day then" with none is new)
    kept_off = any(fact.predicate is Predicate.VACATION for fact in plans.active_from(spoken))
    named_its_own = names_a_day(before, now=spoken, timezone=tz) or (
        kept_off and predicate_of(before) is Predicate.VACATION
    )
    if named_its_own and not points_to_the_week_after(command.text):
        return without_pointing_back(command.text)
    if _names_one_plan_to_change(before, plans, spoken):
        # "move the dentist to 8 that morning": that plan's own day, not the day talked about before
        return without_pointing_back(command.text)
    for message in deps.messages.message_page(command.user_id, 5):
        if (named := _day_talked_about(message, plans)) is not None:
            day = named.astimezone(tz).date()
            if placed and language == "ko":
                return with_day_first(command.text, day)
            return (
                with_day_added(command.text, day)
                if goes_on
                else with_day(command.text, day, spoken.astimezone(tz).date())
            )
    return command.text


def _names_one_plan_to_change(before: str, plans: _Plans, spoken: datetime) -> bool:
    """Whether the words before "that morning" ask to change one plan they name."""
    if not says_a_correcting_verb(before):
        return False
    return len({fact.object_value for fact in most_named(plans.ahead(spoken), before)}) == 1


def _with_it_named(deps: Deps, user_id: str, text: str, plans: _Plans, spoken: datetime) -> str:
    """ "when does it land now?": "it" is the plan the user's last messages were about that is still kept,
    named; the text as said when none was."""
    if (it := asked_of_it(text)) is None:
        return text
    kept = {fact.object_value for fact in plans.active_from(spoken - timedelta(days=1))}
    for message in deps.messages.message_page(user_id, 5):
        if (title := _plan_talked_about(message, kept)) is not None:
            return text[: it[0]] + title + text[it[1] :]
    return text


def _with_just_booked_named(
    deps: Deps, user_id: str, text: str, plans: _Plans, spoken: datetime, tz: ZoneInfo
) -> str | None:
    """ "the one you just added, make it 4:30", "방금 잡은 거 5시로 해줘": the text with the plan the user's latest
    booking made, still kept, named by its title and day (a plan moved since is not what was just added); None when it
    names no such plan or there is none."""
    if not says_just_written(text):
        return None
    kept = {fact.id for fact in plans.active_from(spoken - timedelta(days=1))}
    writes = [m for m in deps.messages.message_page(user_id, 10) if m.intent is Intent.WRITE]
    booking = next((m for m in writes if m.operation is Operation.CREATE and m.facts), None)
    made = [f for f in plans.kept if booking and f.created_by_message_id == booking.message_id and f.id in kept]
    if len(made) != 1:
        return None
    day = made[0].start_time.astimezone(tz).date() if made[0].recurrence is None else None
    return with_just_written_as(text, made[0].object_value, day, language_of(text))


def _plan_talked_about(message: Message, kept: set[str]) -> str | None:
    """The kept plan a message booked or changed: its title (a change names it by some of its words)."""
    titles = [fact.object_value for fact in message.facts if fact.predicate is Predicate.MEETING]
    if message.target is not None and message.target.title is not None:
        titles += [title for title in kept if says_title(message.target.title, title)]
    return next((title for title in titles if title in kept), None)


def _day_talked_about(message: Message, plans: _Plans) -> datetime | None:
    """The moment a message was about: what it booked or moved to, the window it asked about, or
    the plan it took away ("그날" after "다음 주 화요일 필라테스는 빼 주세요" is that Tuesday)."""
    if message.facts:
        return message.facts[0].start_time
    # a change names no day of its own ("next week's lesson has to be on friday"): the day of the plan it made
    made = (fact for fact in plans.kept if fact.created_by_message_id == message.message_id)
    if message.operation is Operation.CHANGE and (moved := next(made, None)) is not None:
        return moved.start_time
    window = message.window or (message.target.window if message.target is not None else None)
    if window is None:
        return None
    if message.intent is Intent.QUERY and message.about:
        # "다음 치과 언제지" then "그날 오후에 미용실도": the day of the plan asked about (in the window, else the next
        # one after it, as the answer gives it), not the day the asking began
        said = [fact for fact in plans.kept if title_words_said(message.about, fact.object_value)]
        named = [fact.start_time for fact in said if fact.status is FactStatus.ACTIVE]
        if not named and asks_what_a_change_did(message.text):
            named = [fact.start_time for fact in said]  # ("did that wipe out my team dinner?": of that dinner's day)
        inside = [start for start in named if window.start_time <= start < window.end_time]
        after = [start for start in named if start >= window.end_time]
        if inside or after:
            return min(inside or after)
    return window.start_time


def _with_plan_time(text: str, plans: _Plans, tz: ZoneInfo) -> str:
    """ "Same time" said of a plan the user keeps or kept ("PT는 목요일 같은 시간으로 다시 넣어줘"
    after the PT was replaced): that plan's time of day; otherwise the text as said."""
    if not says_same_time(text):
        return text
    scored = [
        (title_words_said(text, fact.object_value), fact.status is FactStatus.ACTIVE, fact) for fact in plans.kept
    ]
    best = max(((score, active) for score, active, _ in scored if score > 0), default=None)
    plan = next((fact for score, active, fact in scored if (score, active) == best), None)
    if plan is None:
        return text
    local = plan.start_time.astimezone(tz)
    # (a week said for one more of it is its weekday of that week; a move to "next week" keeps its day itself)
    booking = books_something(text, language_of(text))
    # (one more of the very plan is as long as it: "목요일에도 같은 시간에 코드 리뷰 하나 더 넣어줘")
    length = plan.end_time - plan.start_time
    lasts = int(length.total_seconds() // 60)
    whole_title = title_words_said(text, plan.object_value) == len(title_words(plan.object_value))
    same = booking and plan.recurrence is None and whole_title and length < timedelta(days=1)
    timed = with_time(text, local.hour, local.minute, local.weekday() if booking else None, lasts if same else None)
    # "flour delivery tuesday, same time" of a kept one books nothing: it is said again, there at its own time
    # ("another …", "… too", a series said on one more day: one more)
    kept = (
        plan.status is FactStatus.ACTIVE
        and plan.recurrence is None
        and says_same_time(text, "en")
        and not books_something(text, "en")
        and not says_one_more(text)
    )
    return f"{timed} now" if kept else timed


def _with_plan_day(text: str, plans: _Plans, tz: ZoneInfo, spoken: datetime) -> str:
    anchor = anchoring_plan(text)
    if anchor is None:
        return text
    ahead = plans.ahead(spoken)
    # a weekday counted from a plan is a day said by it; any other day said is the day meant, and right after or
    # before a plan it is that day's ("a sync right after standup tomorrow", "목요일 결산 회의 끝나고 바로")
    if anchor.kind != "weekday" and names_a_day(text, now=spoken, timezone=tz):
        day = day_named(text, now=spoken, timezone=tz) if anchor.kind in ("end", "start") else None
        if day is None:
            return text
        ahead = [fact for fact in ahead if fact.start_time.astimezone(tz).date() == day]
    first_word, _, last_word = anchor.words.rpartition(" ")
    if (
        first_word
        and (by_last := plans_named(ahead, last_word))
        and not says_title(first_word, by_last[0].object_value)
    ):
        # "미팅 납품 끝나고로 미뤄줘": the plan it goes after is the last word's; the word before names the one moved
        said = text[anchor.span[0] : anchor.span[1]]
        anchor = replace(anchor, words=last_word, span=(anchor.span[0] + said.rindex(last_word), anchor.span[1]))
    plan = next(iter(plans_named(ahead, anchor.words)), None)
    if plan is None:
        return text
    first = plan.start_time.astimezone(tz).date()
    last = (plan.end_time - timedelta(microseconds=1)).astimezone(tz).date()  # ends are exclusive
    if anchor.kind == "weekday" and (first if anchor.weekday_before else last).weekday() == anchor.weekday:
        return text  # "dinner friday after the piano lesson" of a Friday lesson: that Friday, as said
    if anchor.kind == "end" and not anchor.right_after and _already_after(text, anchor, plan, ahead, tz):
        return text  # "push the meeting to after the delivery" of a meeting after it already: as it is
    return with_day_for(
        text, anchor, first, max(first, last), plan.end_time.astimezone(tz), plan.start_time.astimezone(tz)
    )


def _already_after(text: str, anchor: Anchor, plan: Fact, ahead: list[Fact], tz: ZoneInfo) -> bool:
    """Whether the plans the rest of the text names start after `plan` ends, on its day."""
    rest = text[: anchor.span[0]] + " " + text[anchor.span[1] :]
    named = [fact for fact in ahead if fact.id != plan.id and said_or_visited(rest, fact.object_value)]
    ends = plan.end_time.astimezone(tz)
    return bool(named) and all(
        f.start_time >= ends and f.start_time.astimezone(tz).date() == ends.date() for f in named
    )
