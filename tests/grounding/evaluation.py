"""The labelled grounding evaluation set: candidate answers over contexts, each faithful or hallucinated.

`contexts.json` holds the contexts (zone, "now", asked window, active facts); `answers.jsonl`
the candidates the check was developed against, `heldout.jsonl` candidates written after it
was frozen and never used to change it (their score is reported, not tuned for). A candidate
the check passes is "kept"; recall is the share of hallucinated candidates it rejects,
precision the share of its rejections that were hallucinated. The test (test_evaluation.py)
and `make bench` (bench/grounding.py) both score with `evaluate`.

The blind set (issue 31) was written by a helper who never read the check: `blind_contexts.json`
(fresh contexts; a fact with an `rrule` is a series, expanded in the window as the query use case
does, less the starts its `exdates` list), `blind_answers.jsonl` the dev answers fixes may be read
against, and `blind_heldout.jsonl` answers frozen before any fix, over contexts of their own. The
held-out answers, and the contexts only they use, are never read by anyone changing the check:
they are only ever scored here, as numbers.
A second batch (contexts `g2-*`, 12 contexts, 168 answers) was written the same way by another
helper later; a third of its contexts, drawn with a fixed seed, joined the held-out answers before
any fix was studied (figures then: blind dev 94.2 % / 84.0 %, held-out 75.0 % / 73.0 %). A third batch
(contexts `g3-*`, 14 contexts, 196 answers) joined the same way: 5 of its contexts, drawn with a fixed seed,
to the held-out answers (figures then: blind dev 93.1 % / 89.5 %, held-out 81.3 % / 79.8 %). A fourth
(contexts `g4-*`, 14 contexts, 197 answers) joined the same way, 5 of its contexts to the held-out answers
(figures then: blind dev 95.9 % / 95.1 %, held-out 84.5 % / 78.4 %). A fifth (contexts `g5-*`, 14 contexts, 216
answers) joined the same way (figures then: blind dev 98.2 % / 94.8 %, held-out 85.7 % / 80.8 %), and a sixth
(contexts `g6-*`, 14 contexts, 218 answers: figures then blind dev 96.1 % / 95.4 %, held-out 87.8 % / 78.3 %),
and a seventh (contexts `g7-*`, 14 contexts, 213 answers: figures then blind dev 97.3 % / 94.3 %, held-out
88.5 % / 78.3 %), and an eighth (contexts `g8-*`, 14 contexts, 220 answers, written to make faithful answers as
varied as a good model writes them: figures then blind dev 97.6 % / 95.0 %, held-out 90.0 % / 80.3 %), and a
ninth (contexts `g9-*`, 14 contexts, 217 answers, 61 % faithful, with times that follow from the context without
being a plan's own: figures then blind dev 98.0 % / 95.5 %, held-out 90.3 % / 80.1 %), and a tenth (contexts
`g10-*`, 14 contexts, 215 answers, 61 % faithful, written from a brief kept with the writers' notes: clock changes
under night shifts, holidays over a weekend and a month's end, half days, skipped series, "the rest of today";
5 contexts drawn with `random.Random(31)` to the held-out answers: figures then blind dev 98.5 % / 95.7 %, held-out
92.5 % / 81.8 %, the new held-out answers alone 86.7 % / 72.2 %), and an eleventh (contexts `g11-*`, 14 contexts,
214 answers, 59 % faithful, from the same brief with weight on Korean times said every way and events named by a
part, a paraphrase, a person or a place of their title, beside weather, traffic and reminders; 5 contexts drawn with
`random.Random(31)` to the held-out answers, 4 of them English: figures then blind dev 98.2 % / 96.3 %, held-out
91.8 % / 80.1 %, the new held-out answers alone 83.9 % / 63.4 %), and a twelfth (contexts `g12-*`, 14 contexts,
213 answers, 60 % faithful, by two writers, one a language, each with a month's end or a weekend under time off, a
half day, a skipped series, a night past midnight, a clock change and names and places in titles; 5 contexts drawn
with `random.Random(31)` to the held-out answers, 4 of them English: figures then blind dev 98.8 % / 95.5 %,
held-out 92.4 % / 79.7 %, the new held-out answers alone 96.7 % / 69.0 %), and a thirteenth (contexts `g13-*`, 14
contexts, 213 answers, 60 % faithful, by two more writers, one a language, written as several different assistants
answer: terse lists, chatty prose, bullets, counts and totals; 5 contexts drawn with `random.Random(31)`, 4 of them
English: figures then blind dev 98.3 % / 95.4 %, held-out 93.1 % / 78.7 %, the new held-out answers alone
93.3 % / 59.6 %), and a fourteenth (contexts `g14-*`, 14 contexts, 213 answers, 59 % faithful, by two more
writers, one a language, with a weekend or a month's end under time off, a half day, a skipped series, a night past
midnight, a clock change, an empty window and back-to-back events; 5 contexts drawn with `random.Random(31)`, 4 of
them English: figures then blind dev 97.6 % / 95.6 %, held-out 92.7 % / 78.3 %, the new held-out answers alone
87.1 % / 73.0 %), and a fifteenth (contexts `g15-*`, 14 contexts, 214 answers, 61 % faithful, by two more writers,
one a language, written as several assistants answer, after session 23 had studied both probes below to two and
one false alarms, to measure whether that carries: 5 contexts drawn with `random.Random(31)`, 4 of them English:
figures then blind dev 97.7 % / 96.1 %, held-out 93.8 % / 81.1 %, the new held-out answers alone 96.7 % / 80.6 %,
its development answers alone 88.9 % / 78.7 %), and a sixteenth (contexts `g16-*`, 14 contexts, 213 answers,
61 % faithful, by two more writers, one a language, with a month's end or a weekend under time off, a half day, a
skipped series, a night past midnight, a clock change, an empty window and back-to-back events; 5 contexts drawn
with `random.Random(31)`, 4 of them English: figures then blind dev 98.2 % / 95.9 %, held-out 93.7 % / 80.4 %, the
new held-out answers alone 86.7 % / 68.4 %, its development answers alone 96.2 % / 86.4 %), and a seventeenth
(contexts `g17-*`, 14 contexts, 211 answers, 60 % faithful, by two more writers, one a language, with trips between two
flights, headings per day, counts and totals, free stretches between events, a month's end under time off, a half
day, a skipped series, a night past midnight and a clock change; 5 contexts drawn with `random.Random(31)`, 4 of them
English: figures then blind dev 98.6 % / 94.9 %, held-out 93.4 % / 79.5 %, the new held-out answers alone
83.3 % / 62.5 %, its development answers alone 92.6 % / 65.8 %), and an eighteenth (contexts `g18-*`, 14 contexts,
212 answers, 59 % faithful, by two more writers, one a language, with vacations over a weekend and across a month's
end, a half day, series with skipped occurrences, a red-eye past midnight, a clock change, an empty window,
back-to-back events, names and places in titles and Korean loanword titles; 5 contexts drawn with `random.Random(31)`,
4 of them English: figures then blind dev 99.1 % / 95.8 %, held-out 93.7 % / 79.7 %, the new held-out answers alone
96.8 % / 78.9 %, its development answers alone 92.7 % / 79.7 %), and a nineteenth (contexts `g19-*`, 14 contexts,
210 answers, 60 % faithful, by two more writers, one a language, with answers written as different assistants write
them: one-liners, advice, lists and headings per day, tables, totals, gaps, comparisons between days; multi-day
time off, half days, skipped series, nights past midnight, travel days, two-week windows across a clock change; its
held-out contexts drawn per language so that the held-out answers stay bilingual, `random.Random(31).sample(range(7),
2)` of the English and `random.Random(31).sample(range(7), 3)` of the Korean: figures then blind dev 99.3 % / 96.0 %,
held-out 93.7 % / 79.2 %, the new held-out answers alone 93.3 % / 66.7 %, its development answers alone
92.6 % / 70.4 %), and a twentieth (contexts `g20-*`, 14 contexts, 210 answers, 60 % faithful, by two more writers, one a
language, with time off over a weekend and a month's end, a half day among back-to-back meetings, series with skipped
occurrences, night shifts and a night train or job across midnight and a clock change, an empty weekend, names and
places in titles, answers written as different assistants write them; held-out contexts drawn per language as the
nineteenth's: figures then blind dev 99.2 % / 95.2 %, held-out 93.1 % / 78.1 %, the new held-out answers alone
80.6 % / 58.1 %, its development answers alone 88.7 % / 74.6 %), and a twenty-first (contexts `g21-*`, 14
contexts, 210 answers, 61 % faithful, two more writers, one a language: a week's holiday over a weekend and a month's
end with its standup skipped, back-to-back afternoons, night shifts across a clock change, a month of a twice-weekly
class with skipped days, half days, empty windows; held-out contexts drawn per language as the nineteenth's: figures
then blind dev 99.2 % / 95.3 %, held-out 92.8 % / 78.3 %, the new held-out answers alone 86.7 % / 76.5 %, its
development answers alone 88.7 % / 77.0 %), and a twenty-second (contexts `g22-*`, 14 contexts, 210 answers, 60 %
faithful, two more writers, one a language: time off over a weekend and a month's end, half days, a weekly series with
a skipped day, a night past midnight, a clock change week, back-to-back events, names, places and loanwords in titles,
an empty window; held-out contexts drawn per language as the nineteenth's: figures then blind dev 99.0 % / 94.8 %,
held-out 92.4 % / 78.2 % of 1,659, the new held-out answers alone 83.3 % / 75.8 %, its development answers alone
88.9 % / 72.7 %), and a twenty-third (contexts `g23-*`, 14 contexts, 214 answers, 60 % faithful, two more writers,
one a language: a night shift on the day the clocks go back, a spring-forward weekend, a fortnight with a skipped
one-to-one, an afternoon half day after back-to-back plans, time off over a month's end and past the window, the rest
of a day with a plan already under way, a month with a skipped lesson, Korean night shifts, two weeks said by 첫 주
and 둘째 주; answers counting several kinds at once and saying "midday", "end of day", "그날", "금 저녁"; held-out
contexts drawn per language as the nineteenth's: figures then blind dev 99.3 % / 95.8 % before its development
answers joined, held-out 93.0 % / 78.5 % of 1,736, the new held-out answers alone 96.9 % / 77.5 %, its development
answers alone 94.4 % / 75.0 %), and a twenty-fourth (contexts `g24-*`, 14 contexts, 211 answers, 60 % faithful, two
more writers, one a language, as parents and carers with a second job: a swim series with a skipped lesson, a carer's
day of back-to-back plans, night shifts past midnight on a spring-forward weekend (New York, Berlin), time off over a
weekend and a clock change, time off from before the window over a month's end, a month with a fall-back day and a
morning half day, an empty evening and an empty Friday; answers as bullet lists, a summary then details, offers, gaps
and free stretches, counts by kind, "half past four", "quarter to nine"; held-out contexts drawn per language as the
nineteenth's: figures then blind dev 99.6 % / 96.0 % before its development answers joined, 99.3 % / 95.2 % with
them, held-out 93.1 % / 77.9 % of 1,812, the new held-out answers alone 93.5 % / 63.0 %, its development answers
alone 92.6 % / 76.9 %). A twenty-fifth (contexts `g25*`, 14 contexts, 216 answers, 59 % faithful, two writers, one
per language), written in session 32 as people who plan weeks and months ahead and whose calendars came from pasted
invites (windows of two weeks, a month, the rest of a month; vacations across a month's and a year's end and over
weekends; invite titles; summaries by week, counts per week and per kind, dates in many forms, first and last of the
month, gaps between dates); held-out contexts drawn per language as the nineteenth's: figures then (on the code of
session 32 so far) held-out 93.0 % / 78.0 % of 1,893, the new held-out answers alone 93.9 % / 73.8 % (81 answers),
its development answers alone 96.4 % / 76.8 % (135).

A probe of false alarms (`probe22_contexts.json`, `probe22_answers.jsonl`: 10 contexts, 200 answers, 80 % faithful,
written blind as several different assistants answer: chatty prose with advice, summaries, gaps, counts, statements
framed by the time off, offers) is development material of its own, scored apart: on the code of session 22 it
rejected 35 of its 160 faithful answers (recall 95.0 %, precision 52.1 %), the held-out file's weakness reproduced
where it may be studied. A second (`probe25_*`: 10 contexts, 200 answers, 80 % faithful) writes as chat assistants
format answers (markdown headings, bullets per day, tables, totals of time, comparisons between days, travel advice):
on the code of session 22 it rejected 56 of its 160 faithful answers (recall 92.5 %, precision 39.8 %). Studied in
sessions 22 and 23, they stand at 1 and 2 false alarms; the held-out answers' false alarms moved far less (124 to
105 before the fifteenth batch), so the probes say little of language not yet seen. A third (`probe26_*`: 10 contexts,
200 answers, 80 % faithful, half Korean), written blind in session 31 as several assistants write (terse lines, chatty
advice, markdown, days as a table, counts of several kinds at once, free windows, relative words "the day after",
"퇴근 후", titles shortened as models shorten them), scored on the code of that session before any fix: recall 90.0 %
(4 of its 40 hallucinations kept), precision 52.2 % (33 of its 160 faithful answers rejected), as fresh as the
held-out file and, unlike it, open to study.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from moss.domain.grounding import DraftAnswer, ground
from moss.domain.models import FactDraft, Interval, Language
from moss.domain.recurrence import Recurrence, occurrences

HERE = Path(__file__).resolve().parent
SEED_CONTEXTS, BLIND_CONTEXTS = "contexts.json", "blind_contexts.json"
BLIND_DEV, BLIND_HELDOUT = "blind_answers.jsonl", "blind_heldout.jsonl"


@dataclass(frozen=True)
class Context:
    id: str
    timezone: ZoneInfo
    now: datetime
    window: Interval
    facts: list[FactDraft]


@dataclass(frozen=True)
class Candidate:
    context: str
    language: Language
    label: str  # "faithful" or "hallucinated"
    answer: str


@dataclass
class Score:
    caught: list[Candidate] = field(default_factory=list)  # hallucinated, rejected
    missed: list[Candidate] = field(default_factory=list)  # hallucinated, kept
    false_alarms: list[tuple[Candidate, list[str]]] = field(default_factory=list)  # faithful, rejected
    kept: list[Candidate] = field(default_factory=list)  # faithful, kept

    @property
    def recall(self) -> float:
        return len(self.caught) / (len(self.caught) + len(self.missed))

    @property
    def precision(self) -> float:
        rejected = len(self.caught) + len(self.false_alarms)
        return len(self.caught) / rejected if rejected else 1.0


def _series(fact: dict, timezone: str) -> Recurrence | None:
    """A fact's repetition: its `rrule`, without the occurrences its `exdates` say no longer take
    place (one on a vacation day, as a vacation over a series leaves it)."""
    if "rrule" not in fact:
        return None
    skipped = [datetime.fromisoformat(moment) for moment in fact.get("exdates", [])]
    return Recurrence(rrule=fact["rrule"], timezone=timezone, exdates=skipped, exdated_by=[None] * len(skipped))


def load_contexts(name: str = SEED_CONTEXTS) -> dict[str, Context]:
    return contexts_of(json.loads((HERE / name).read_text(encoding="utf-8")))


def contexts_of(raws: list[dict]) -> dict[str, Context]:
    """Contexts in the shape of a contexts file's entries, by id."""
    contexts = {}
    for raw in raws:
        stored = [
            FactDraft(
                predicate=fact["predicate"],
                object_value=fact["value"],
                start_time=datetime.fromisoformat(fact["start"]),
                end_time=datetime.fromisoformat(fact["end"]),
                recurrence=_series(fact, raw["timezone"]),
            )
            for fact in raw["facts"]
        ]
        start, end = (datetime.fromisoformat(moment) for moment in raw["window"])
        contexts[raw["id"]] = Context(
            raw["id"],
            ZoneInfo(raw["timezone"]),
            datetime.fromisoformat(raw["now"]),
            Interval(start_time=start, end_time=end),
            # As the query use case gives them to the model: each series as its occurrences in the window.
            occurrences(stored, start, end),
        )
    return contexts


def load_candidates(name: str = "answers.jsonl") -> list[Candidate]:
    lines = (HERE / name).read_text(encoding="utf-8").splitlines()
    return [Candidate(**json.loads(line)) for line in lines if line.strip()]


def problems_of(candidate: Candidate, context: Context) -> list[str]:
    report = ground(
        DraftAnswer(text=candidate.answer),
        facts=context.facts,
        window=context.window,
        now=context.now,
        timezone=context.timezone,
        language=candidate.language,
    )
    return report.unsupported


def evaluate(name: str = "answers.jsonl", contexts_name: str = SEED_CONTEXTS) -> Score:
    contexts, score = load_contexts(contexts_name), Score()
    for candidate in load_candidates(name):
        problems = problems_of(candidate, contexts[candidate.context])
        if candidate.label == "hallucinated":
            (score.caught if problems else score.missed).append(candidate)
        elif problems:
            score.false_alarms.append((candidate, problems))
        else:
            score.kept.append(candidate)
    return score
