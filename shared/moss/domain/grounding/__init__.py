"""Grounding: an answer may state only what its context's facts state.

A language model writes the answer from the context text. Two checks read it back:

- `verify_statements`: the model's own account of its answer (each statement with the id of
  the context fact it rests on, or NO_EVENTS) must cite facts of the context, and each
  statement's dates, times and titles must be those of the fact it cites.
- `check_grounding`: a deterministic reading of the final text, for what the structure
  missed. Every date, weekday, relative day, year and clock time must be one the context
  states (a fact's days, start or end, the asked window, "now"); every quoted title a
  context title; every statement of an event, titled or not ("you have a meeting at 10",
  "회의가 있습니다", "you're on vacation"), must have a context fact of its kind that fits
  the clause's dates and times; every denial ("no meetings", "일정이 없습니다", "you're
  free") must agree with the context; words that qualify an event noun and are not a context
  title ("budget meeting", "팀 회의"), attendees ("with Alice", "민수와 회의") and
  cancellations or moves (the context never holds those) are reported.

The check is conservative: what it cannot tie to a fact counts as ungrounded, and the caller
answers with the template instead. Pure domain: no I/O.

The package: `claims.py` reads an answer into claims, `context.py` says what the context states,
`checks.py` checks the one against the other.
"""

from .checks import NO_EVENTS, DraftAnswer, GroundingReport, Statement, check_grounding, ground, verify_statements

__all__ = ["NO_EVENTS", "DraftAnswer", "GroundingReport", "Statement", "check_grounding", "ground", "verify_statements"]
