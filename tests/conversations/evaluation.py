"""Blind conversations: people's multi-turn chats with MOSS, each turn labelled with what a careful
assistant does, scored by running them through the use cases as the web client does.

The conversations were written by people who never read the parser (tests/conversations/README.md
says how, and what the files hold). `dev.jsonl` is what fixes may be studied against;
`heldout.jsonl` was frozen before any fix and is only ever scored (`make bench` reports it).

A turn passes when MOSS does what its label says (store, cancel, change, undo, restore, ask for a
decision, ask a question, answer, or nothing) and the user's active facts afterwards are exactly
the labelled ones. An *opposite* outcome is the worst miss: a fact stored by a turn that stores
nothing (a retraction, a question, a negation), or a fact cancelled or changed that the user did
not name. What is left of a fact taken away in the same turn (the days of a time off a cancel
leaves) is that fact changed, not a new one stored.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from moss.adapters.memory import InMemoryStore, InMemoryWorkingStore
from moss.adapters.template import TemplateSynthesizer
from moss.domain.commits import LintResult
from moss.domain.models import Fact, FactDraft, FactStatus, Intent, Interval, Status
from moss.domain.recurrence import Recurrence, overlaps
from moss.parsing import RuleParser
from moss.ports import Parser
from moss.usecases import Deps, UseCases
from moss.usecases.confirm import Confirm
from moss.usecases.lint_commit import LintCommit
from moss.usecases.memories import ListMemories
from moss.usecases.parse import Parse
from moss.usecases.query import Query

from ..fakes import FakeClock

HERE = Path(__file__).resolve().parent
USER = "user"
# What a label's `does` says, by the kind of thing MOSS did: a write changed memory, the others did not.
WRITES = {"create", "overwrite", "cancel", "change", "undo", "restore"}
# Labels a turn may also pass with: MOSS not understanding a message that needs nothing, or asking
# about one it could not read, changes nothing and says so; every other label is met exactly.
ALSO_PASSES = {"nothing": {"unknown"}, "ask": {"unknown"}}


def load(name: str) -> list[dict[str, Any]]:
    lines = (HERE / name).read_text(encoding="utf-8").splitlines()  # an absolute name is read as it is
    return [json.loads(line) for line in lines if line.strip()]


@dataclass(frozen=True)
class TurnResult:
    conversation: str
    index: int
    said: str
    expected: str
    did: str
    passed: bool
    opposite: bool
    why: str = ""


@dataclass
class Score:
    turns: list[TurnResult] = field(default_factory=list)

    @property
    def accuracy(self) -> float:
        return sum(turn.passed for turn in self.turns) / len(self.turns)

    @property
    def opposite(self) -> list[TurnResult]:
        return [turn for turn in self.turns if turn.opposite]

    @property
    def failures(self) -> list[TurnResult]:
        return [turn for turn in self.turns if not turn.passed]


def _wall(text: str, zone: ZoneInfo) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=zone)


def _local(moment: datetime, zone: ZoneInfo) -> str:
    return moment.astimezone(zone).strftime("%Y-%m-%dT%H:%M")


def _squeezed(text: str) -> str:
    return "".join(text.lower().split())


def matches(expected: dict[str, Any], fact: Fact, zone: ZoneInfo) -> bool:
    """Whether a stored fact is the labelled one: its kind, title words, start, end and repetition."""
    if (fact.predicate.value == "vacation") != (expected["kind"] == "vacation"):
        return False
    title = _squeezed(fact.object_value)
    if any(_squeezed(word) not in title for word in expected.get("title", [])):
        return False
    if _local(fact.start_time, zone) != expected["start"]:
        return False
    if "end" in expected and _local(fact.end_time, zone) != expected["end"]:
        return False
    return bool(expected.get("repeats")) == (fact.recurrence is not None)


def unmatched(expected: list[dict[str, Any]], facts: list[Fact], zone: ZoneInfo) -> tuple[list[dict], list[Fact]]:
    """The labelled facts no stored fact is, and the stored facts no label is (one to one)."""
    left = list(facts)
    missing = []
    for wanted in expected:
        found = next((fact for fact in left if matches(wanted, fact, zone)), None)
        if found is None:
            missing.append(wanted)
        else:
            left.remove(found)
    return missing, left


def _describe(fact: Fact, zone: ZoneInfo) -> str:
    series = " (series)" if fact.recurrence else ""
    when = f"{_local(fact.start_time, zone)}–{_local(fact.end_time, zone)}"
    return f"{fact.predicate.value} {fact.object_value!r} {when}{series}"


class Conversation:
    """One conversation run against a fresh MOSS on in-memory stores."""

    def __init__(self, labelled: dict[str, Any], parser: Parser) -> None:
        self.labelled = labelled
        self.zone = ZoneInfo(labelled["zone"])
        self.clock = FakeClock(_wall(labelled["now"], self.zone))
        store = InMemoryStore()
        self.usecases = UseCases(
            Deps(
                facts=store,
                messages=store,
                profiles=store,
                working=InMemoryWorkingStore(self.clock),
                parser=parser,
                synthesizer=TemplateSynthesizer(),
                clock=self.clock,
                default_timezone=labelled["zone"],
            )
        )
        self.store = store
        self.decision: LintResult | None = None
        self.diverged = False
        self.seen: set[str] = set()  # every fact that was ever active
        self._seed(labelled.get("setup", []))

    def _seed(self, setup: list[dict[str, Any]]) -> None:
        facts = []
        for n, given in enumerate(setup):
            vacation = given["kind"] == "vacation"
            title = given.get("title") or ["Vacation"]
            draft = FactDraft(
                predicate="vacation" if vacation else "meeting",
                object_value="Vacation" if vacation else title if isinstance(title, str) else " ".join(title),
                start_time=_wall(given["start"], self.zone),
                end_time=_wall(given["end"], self.zone),
                recurrence=Recurrence(rrule=given["repeats"], timezone=self.zone.key) if given.get("repeats") else None,
            )
            facts.append(Fact.from_draft(draft, fact_id=f"f_setup{n}", message_id="m_setup"))
        if facts:
            self.store.atomically(USER, lambda tx: tx.add_facts(facts))

    def active(self) -> list[Fact]:
        return self.usecases.handle(ListMemories(USER, status=FactStatus.ACTIVE)).facts

    def turns(self) -> Iterator[TurnResult]:
        expected_active = [
            {k: v for k, v in given.items() if k != "repeats"}
            | ({"repeats": True} if given.get("repeats") else {})
            | (
                {"title": given["title"] if isinstance(given["title"], list) else given["title"].split()}
                if "title" in given
                else {}
            )
            for given in self.labelled.get("setup", [])
        ]
        for index, turn in enumerate(self.labelled["turns"]):
            if "now" in turn:
                self.clock.advance(_wall(turn["now"], self.zone) - self.clock.now())
            expect = turn["expect"]
            expected_before, expected_active = expected_active, expect.get("active", expected_active)
            before = {fact.id: fact for fact in self.active()}
            self.seen |= set(before)
            try:
                did, why = self._act(turn, expect)
            except Exception as error:  # a crash is a miss to report, not the end of the run
                did, why = "crash", f"{type(error).__name__}: {error}"
            after = self.active()
            missing, extra = unmatched(expected_active, after, self.zone)
            if (missing or extra) and self.diverged:
                # An earlier miss left memory elsewhere: this turn is judged by what it changed.
                missing, extra = self._changes_unmatched(expected_before, expected_active, before, after)
            wanted = expect["does"]
            kind_ok = (
                did == wanted
                or did in ALSO_PASSES.get(wanted, set())
                or (expect.get("ask_ok") and did in {"ask", "unknown", "confirm"})
            )
            if wanted in WRITES and did in WRITES:
                kind_ok = True  # which write it was shows in the facts; a press's outcome is named either way
            state_ok = not missing and not extra
            if not state_ok and expect.get("ask_ok") and did in {"ask", "unknown", "confirm"}:
                state_ok = {fact.id for fact in after} == set(before)
            gone = [fact for fact_id, fact in before.items() if fact_id not in {f.id for f in after}]
            # created now: not restored, and not what is left of a fact taken away now (a day taken out of
            # a time off leaves the rest of it as a fact of its own)
            new = [f for f in after if f.id not in self.seen and f.replaces not in {g.id for g in gone}]
            self.seen |= {fact.id for fact in after}
            # Stored where nothing should be, or taken away where the label keeps it.
            # A create where the user asked to store nothing, or a fact taken away that the label keeps.
            # (an undo asked for and done undoes MOSS's last change, whatever an earlier miss made that: never the
            # opposite of what was said)
            opposite = (bool(new) and wanted in {"cancel", "undo", "answer", "nothing"}) or (
                not (wanted == did == "undo")
                and any(any(matches(label, fact, self.zone) for label in missing) for fact in gone)
            )
            if not state_ok:
                why += "; missing " + "; ".join(map(str, missing)) if missing else ""
                why += "; unexpected " + "; ".join(_describe(f, self.zone) for f in extra) if extra else ""
            self.diverged = self.diverged or not state_ok
            said = (
                turn.get("say")
                or f"<{'press ' + turn['press'] if 'press' in turn else 'pick ' + turn['pick']['start']}>"
            )
            yield TurnResult(
                self.labelled["id"], index, said, wanted, did, bool(kind_ok and state_ok), opposite, why.strip("; ")
            )

    def _changes_unmatched(
        self, expected_before: list[dict], expected_after: list[dict], before: dict[str, Fact], after: list[Fact]
    ) -> tuple[list[dict], list[Fact]]:
        """Labels of the turn's changes no actual change is, and actual changes no label is."""
        added = [label for label in expected_after if label not in expected_before]
        removed = [label for label in expected_before if label not in expected_after]
        now = {fact.id for fact in after}
        missing_added, extra_added = unmatched(added, [fact for fact in after if fact.id not in before], self.zone)
        gone = [fact for fact_id, fact in before.items() if fact_id not in now]
        missing_removed, extra_removed = unmatched(removed, gone, self.zone)
        return missing_added + missing_removed, extra_added + extra_removed

    def _act(self, turn: dict[str, Any], expect: dict[str, Any]) -> tuple[str, str]:
        """What MOSS did with the turn, as a label, and its reply."""
        if "say" in turn:
            return self._say(turn["say"], expect)
        if self.decision is None or self.decision.pending_id is None:
            return "nothing", "no decision was open"
        pending = self.decision.pending_id
        if "press" in turn:
            choice = turn["press"]
        else:
            wanted = turn["pick"]["start"]
            starts = [_local(fact.start_time, self.zone) for fact in self.decision.conflicts]
            ids = [action.id for action in self.decision.actions if action.id != "cancel"]
            if wanted not in starts or len(ids) != len(starts):
                return "nothing", f"no candidate starts at {wanted} ({starts})"
            choice = ids[starts.index(wanted)]
        result = self.usecases.handle(Confirm(USER, pending, choice))
        return self._wrote(result)

    def _say(self, text: str, expect: dict[str, Any]) -> tuple[str, str]:
        parsed = self.usecases.handle(Parse(USER, text, timezone=self.zone.key, now=self.clock.now()))
        asks = parsed.reply is not None and not parsed.facts  # "How much later?" asks before any write
        if parsed.intent is Intent.WRITE and not asks and (parsed.facts or parsed.operation.value != "create"):
            return self._wrote(self.usecases.handle(LintCommit(USER, parsed.message_id)))
        if parsed.intent is Intent.QUERY:
            answer = self.usecases.handle(Query(USER, message_id=parsed.message_id))
            # The answer is built from the asked window's facts: it must hold those the question is about.
            window = answer.window
            outside = [label for label in expect.get("answer_facts", []) if not self._in_window(label, window)]
            if outside:
                asked = f"{_local(window.start_time, self.zone)}–{_local(window.end_time, self.zone)}"
                return "answer (other window)", f"asked {asked}: {answer.answer}"
            return "answer", answer.answer
        if parsed.intent is Intent.WRITE:
            return "ask", parsed.reply or ""
        return "unknown", parsed.reply or ""

    def _in_window(self, label: dict[str, Any], window: Interval) -> bool:
        """Whether the asked window holds the labelled fact; a series (labelled by its first
        occurrence) when one of its occurrences is there."""
        if label.get("repeats"):
            series = [fact for fact in self.active() if matches(label, fact, self.zone)]
            return any(overlaps(fact, window.start_time, window.end_time) for fact in series)
        start = _wall(label["start"], self.zone)
        return window.overlaps(start, _wall(label.get("end", label["start"]), self.zone)) or (
            window.start_time <= start < window.end_time
        )

    def _wrote(self, result: LintResult) -> tuple[str, str]:
        self.decision = result if result.status is Status.CONFIRM_REQUIRED else None
        if result.status is Status.CONFIRM_REQUIRED:
            if result.conflict_type == "RESTORE_INVALIDATED" and result.invalidated:
                return "cancel", result.reply
            return "confirm", result.reply
        if result.status in (Status.NO_CHANGE, Status.CANCELLED, Status.BLOCKED):
            return "nothing", result.reply
        if result.restored and not result.committed and not result.invalidated:
            return "restore", result.reply
        if result.status is Status.SUCCESS_WITH_OVERWRITE and result.operation.value == "create":
            return "overwrite", result.reply
        return result.operation.value, result.reply


def evaluate(name: str, parser: Parser | None = None) -> Score:
    parser = parser or RuleParser()
    score = Score()
    for labelled in load(name):
        score.turns.extend(Conversation(labelled, parser).turns())
    return score


def report(score: Score, limit: int = 400) -> str:
    lines = [f"{sum(t.passed for t in score.turns)}/{len(score.turns)} turns pass, {len(score.opposite)} opposite"]
    for turn in score.failures[:limit]:
        mark = "OPPOSITE " if turn.opposite else ""
        lines.append(
            f"{mark}{turn.conversation}#{turn.index} {turn.said!r}: "
            f"wanted {turn.expected}, did {turn.did} — {turn.why[:300]}"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    import sys

    print(report(evaluate(sys.argv[1] if len(sys.argv) > 1 else "dev.jsonl")))
