"""The memory linter as a declarative policy.

A policy is a table of rules "a new fact of predicate X overlapping an active fact of
predicate Y -> verdict". Evaluating it is pure: the caller supplies the active facts that
overlap the new ones (read inside the same per-user transaction) and gets a decision that
names every rule that fired. Series, new or stored, are checked occurrence by occurrence.
"""

from __future__ import annotations

import functools
import heapq
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from enum import StrEnum
from typing import Literal

from pydantic import ConfigDict

from .deferred import DeferredModel
from .models import Fact, FactDraft, FactStatus
from .ontology import Predicate
from .recurrence import as_occurrence, lint_span, spans


class Verdict(StrEnum):
    ALLOW = "ALLOW"
    INVALIDATE_EXISTING = "INVALIDATE_EXISTING"
    CONFIRM_REQUIRED = "CONFIRM_REQUIRED"
    BLOCK = "BLOCK"


# The strongest verdict decides a whole utterance.
_SEVERITY = {Verdict.ALLOW: 0, Verdict.INVALIDATE_EXISTING: 1, Verdict.CONFIRM_REQUIRED: 2, Verdict.BLOCK: 3}


class Rule(DeferredModel):
    model_config = ConfigDict(frozen=True)

    name: str
    new: Predicate
    existing: Predicate
    verdict: Verdict
    conflict_type: str
    # What approving a CONFIRM_REQUIRED does to the existing fact.
    on_approve: Literal["keep_existing", "invalidate_existing"] = "keep_existing"


class Firing(DeferredModel):
    rule: Rule
    existing: Fact  # for a series: the occurrence that clashes (the series' id, its own times)
    new: FactDraft  # for a new series: its occurrence that clashes


class LintDecision(DeferredModel):
    verdict: Verdict
    conflict_type: str
    firings: list[Firing]
    compared: int = 0  # facts and occurrences the new ones were compared with, themselves included

    @property
    def rules(self) -> list[str]:
        return list(dict.fromkeys(f.rule.name for f in self.firings))

    @property
    def conflicts(self) -> list[Fact]:
        """The existing facts behind the deciding verdict (deduplicated, stable order)."""
        return _unique(f.existing for f in self.firings if f.rule.verdict is self.verdict)

    @property
    def clashes(self) -> list[FactDraft]:
        """The occurrences of new series behind the deciding verdict, by start (the dates to name)."""
        found = {f.new.start_time: f.new for f in self.firings if f.rule.verdict is self.verdict and f.new.recurrence}
        return [found[start] for start in sorted(found)]

    def _overridden(self, approved: bool) -> list[Fact]:
        return [
            f.existing
            for f in self.firings
            if f.rule.verdict is Verdict.INVALIDATE_EXISTING
            or (approved and f.rule.verdict is Verdict.CONFIRM_REQUIRED and f.rule.on_approve == "invalidate_existing")
        ]

    def to_invalidate(self, *, approved: bool = False) -> list[Fact]:
        """Existing one-off facts to mark inactive when this decision is committed (or approved)."""
        return _unique(f for f in self._overridden(approved) if f.recurrence is None)

    def to_skip(self, *, approved: bool = False) -> dict[str, list[Fact]]:
        """Occurrences of existing series to skip (exdates) when committed, by series id."""
        skipped: dict[str, list[Fact]] = {}
        for occurrence in self._overridden(approved):
            if occurrence.recurrence is not None:
                same = skipped.setdefault(occurrence.id, [])
                if occurrence.start_time not in {o.start_time for o in same}:
                    same.append(occurrence)
        return skipped


class Policy(DeferredModel):
    model_config = ConfigDict(frozen=True)

    rules: tuple[Rule, ...]

    def rule_for(self, new: Predicate, existing: Predicate) -> Rule | None:
        return next((r for r in self.rules if r.new is new and r.existing is existing), None)

    def evaluate(
        self,
        drafts: list[FactDraft],
        active: list[Fact],
        *,
        budget: Callable[[int], None] | None = None,
        among: Sequence[Fact] = (),
    ) -> LintDecision:
        """Lint new facts against the user's active facts.

        Only overlaps count (S1 < E2 and S2 < E1); a pair with no rule is allowed.
        The conflict type is that of the first rule, in table order, with the deciding verdict.
        Series on either side are expanded over the span the new facts cover (recurrence.lint_span);
        `budget` is told how many facts and occurrences that makes before any is compared (it raises
        to refuse). `among`: the facts the first drafts become once approved, to lint them against
        each other as well (_within_one_write).
        """
        firings: list[Firing] = []
        compared = 0
        if drafts:
            start, end = lint_span(drafts)
            new = spans(drafts, start, end)
            old = spans([f for f in active if f.status is FactStatus.ACTIVE], start, end)
            compared = len(new) + len(old)
            if budget is not None:
                budget(compared)
            for i, j in overlapping_spans(new, old):
                rule = self.rule_for(new[i][2].predicate, old[j][2].predicate)
                if rule is not None and rule.verdict is not Verdict.ALLOW:
                    firings.append(Firing(rule=rule, existing=as_occurrence(old[j]), new=as_occurrence(new[i])))
            firings += self._within_one_write(new, drafts, among)
        if not firings:
            return LintDecision(verdict=Verdict.ALLOW, conflict_type="NONE", firings=[], compared=compared)
        verdict = max((f.rule.verdict for f in firings), key=_SEVERITY.__getitem__)
        order = {rule.name: rank for rank, rule in enumerate(self.rules)}  # a rule within one write keeps its name
        deciding = min((f.rule for f in firings if f.rule.verdict is verdict), key=lambda rule: order[rule.name])
        return LintDecision(verdict=verdict, conflict_type=deciding.conflict_type, firings=firings, compared=compared)

    def _within_one_write(
        self, new: list[tuple[datetime, datetime, FactDraft]], drafts: list[FactDraft], among: Sequence[Fact]
    ) -> list[Firing]:
        """New facts against each other (two meetings of one calendar file at once, a vacation and
        a meeting on its day). Neither came first, so any rule that would fire either way asks:
        CONFIRM_REQUIRED, and approving stores both as they are (the earlier one in the write is
        the conflict, as it will be stored). One firing per fact is enough to ask."""
        position = {id(draft): index for index, draft in enumerate(drafts[: len(among)])}
        firings: list[Firing] = []
        asked: set[int] = set()
        for i, j in overlapping_spans(new, new):
            first, second = position.get(id(new[i][2])), position.get(id(new[j][2]))
            if first is None or second is None or first >= second or second in asked:
                continue
            rules = (
                self.rule_for(new[j][2].predicate, new[i][2].predicate),
                self.rule_for(new[i][2].predicate, new[j][2].predicate),
            )
            firing = [r for r in rules if r is not None and r.verdict is not Verdict.ALLOW]
            if firing:
                asked.add(second)
                rule = firing[0].model_copy(update={"verdict": Verdict.CONFIRM_REQUIRED, "on_approve": "keep_existing"})
                existing = as_occurrence((new[i][0], new[i][1], among[first]))
                firings.append(Firing(rule=rule, existing=existing, new=as_occurrence(new[j])))
        return firings


def overlapping_spans(
    left: Sequence[tuple[datetime, datetime, object]], right: Sequence[tuple[datetime, datetime, object]]
) -> list[tuple[int, int]]:
    """Every (i, j) with left[i] and right[j] overlapping, in (i, j) order, by sort and sweep.

    Spans are visited by start; those of each side still open (ending after the current start)
    overlap the current one, which starts inside them: O((n + m) log(n + m)) plus the pairs
    found, never every pair (a new series against years of others' occurrences).
    """
    visits = sorted(
        [(span[0].timestamp(), 0, index) for index, span in enumerate(left)]
        + [(span[0].timestamp(), 1, index) for index, span in enumerate(right)]
    )
    sides = (left, right)
    open_ends: tuple[list[tuple[float, int]], list[tuple[float, int]]] = ([], [])
    open_now: tuple[set[int], set[int]] = (set(), set())
    pairs: list[tuple[int, int]] = []
    for start, side, index in visits:
        for ends, members in zip(open_ends, open_now, strict=True):
            while ends and ends[0][0] <= start:
                members.discard(heapq.heappop(ends)[1])
        pairs += [(index, j) if side == 0 else (j, index) for j in open_now[1 - side]]
        heapq.heappush(open_ends[side], (sides[side][index][1].timestamp(), index))
        open_now[side].add(index)
    return sorted(pairs)


def _unique(facts: Iterable[Fact]) -> list[Fact]:
    seen: dict[str, Fact] = {}
    for fact in facts:
        seen.setdefault(fact.id, fact)
    return list(seen.values())


@functools.cache
def default_policy() -> Policy:
    """MOSS's rule table; built with the first lint, not with every function's cold start."""
    return Policy(
        rules=(
            Rule(
                name="meeting_over_vacation",
                new=Predicate.MEETING,
                existing=Predicate.VACATION,
                verdict=Verdict.CONFIRM_REQUIRED,
                conflict_type="VACATION_OVERLAP",
                on_approve="keep_existing",
            ),
            Rule(
                name="meeting_over_meeting",
                new=Predicate.MEETING,
                existing=Predicate.MEETING,
                verdict=Verdict.CONFIRM_REQUIRED,
                conflict_type="MEETING_OVERLAP",
                on_approve="invalidate_existing",
            ),
            Rule(
                name="vacation_over_meeting",
                new=Predicate.VACATION,
                existing=Predicate.MEETING,
                verdict=Verdict.INVALIDATE_EXISTING,
                conflict_type="MEETING_OVERLAP",
            ),
            Rule(
                name="vacation_over_vacation",
                new=Predicate.VACATION,
                existing=Predicate.VACATION,
                verdict=Verdict.ALLOW,
                conflict_type="VACATION_OVERLAP",
            ),
        )
    )
