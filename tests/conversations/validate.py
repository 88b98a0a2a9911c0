"""The format of a conversation file (README.md): what its writers ran before handing it in.

It checks the labels' shape only and runs nothing of MOSS, so a writer can use it without
reading the code the conversations test.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

DOES = {"create", "overwrite", "confirm", "cancel", "change", "undo", "restore", "ask", "answer", "nothing"}
CLASSES = {"retraction", "filler", "korean-forms", "timed-events", "followup", "phrasings", "negation"}
WALL = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d$")


def fact(f: Any, where: str, setup: bool = False) -> list[str]:
    errs: list[str] = []
    if not isinstance(f, dict):
        return [f"{where}: a fact must be an object"]
    if f.get("kind") not in ("event", "vacation"):
        errs.append(f"{where}: kind must be event or vacation")
    for key in ("start", "end") if setup else ("start",):
        if not WALL.match(str(f.get(key, ""))):
            errs.append(f"{where}: {key} must be YYYY-MM-DDTHH:MM")
    if "end" in f and not WALL.match(str(f["end"])):
        errs.append(f"{where}: end must be YYYY-MM-DDTHH:MM")
    if "end" in f and WALL.match(str(f.get("start", ""))) and WALL.match(str(f["end"])) and f["end"] <= f["start"]:
        errs.append(f"{where}: end must be after start")
    title = f.get("title")
    if f.get("kind") == "event":
        if setup and not isinstance(title, str) and not (isinstance(title, list) and title):
            errs.append(f"{where}: an event needs a title")
        if not setup and not (
            isinstance(title, list) and title and all(isinstance(w, str) and w.strip() for w in title)
        ):
            errs.append(f"{where}: title must be a non-empty list of words")
    elif title is not None:
        errs.append(f"{where}: a vacation has no title")
    if setup and "repeats" in f and not str(f["repeats"]).startswith("FREQ="):
        errs.append(f"{where}: repeats must be an RRULE like FREQ=WEEKLY;BYDAY=TU")
    if not setup and "repeats" in f and f["repeats"] is not True:
        errs.append(f"{where}: repeats in expectations is true")
    extra = set(f) - {"kind", "title", "start", "end", "repeats"}
    if extra:
        errs.append(f"{where}: unknown keys {sorted(extra)}")
    return errs


def check(conv: dict[str, Any], n: int) -> list[str]:
    errs, where = [], f"line {n} ({conv.get('id')})"
    for key in ("id", "lang", "zone", "now", "turns", "classes"):
        if key not in conv:
            errs.append(f"{where}: missing {key}")
    if conv.get("lang") not in ("en", "ko"):
        errs.append(f"{where}: lang must be en or ko")
    try:
        ZoneInfo(conv.get("zone", ""))
    except (ValueError, KeyError):
        errs.append(f"{where}: unknown zone")
    if not WALL.match(str(conv.get("now", ""))):
        errs.append(f"{where}: now must be YYYY-MM-DDTHH:MM")
    if not set(conv.get("classes", [])) <= CLASSES or not conv.get("classes"):
        errs.append(f"{where}: classes must be a non-empty subset of {sorted(CLASSES)}")
    for i, f in enumerate(conv.get("setup", [])):
        errs += fact(f, f"{where} setup[{i}]", setup=True)
    turns = conv.get("turns", [])
    if not 3 <= len(turns) <= 8:
        errs.append(f"{where}: 3 to 8 turns")
    previous = None
    for i, t in enumerate(turns):
        w = f"{where} turn {i}"
        kinds = [k for k in ("say", "press", "pick") if k in t]
        if len(kinds) != 1:
            errs.append(f"{w}: exactly one of say / press / pick")
            continue
        if "press" in t and t["press"] not in ("approve", "cancel"):
            errs.append(f"{w}: press is approve or cancel")
        if "pick" in t and not (isinstance(t["pick"], dict) and WALL.match(str(t["pick"].get("start", "")))):
            errs.append(f"{w}: pick is {{'start': 'YYYY-MM-DDTHH:MM'}}")
        if ("press" in t or "pick" in t) and not (
            previous and (previous.get("does") == "confirm" or previous.get("offers_restore"))
        ):
            errs.append(f"{w}: press/pick only right after a confirm (or a restore offer)")
        if "now" in t and not WALL.match(str(t["now"])):
            errs.append(f"{w}: now must be YYYY-MM-DDTHH:MM")
        e = t.get("expect")
        if not isinstance(e, dict) or e.get("does") not in DOES:
            errs.append(f"{w}: expect.does must be one of {sorted(DOES)}")
            continue
        extra = set(e) - {"does", "active", "title_lacks", "answer_facts", "ask_ok", "offers_restore"}
        if extra:
            errs.append(f"{w}: unknown expect keys {sorted(extra)}")
        if e["does"] in ("create", "overwrite", "cancel", "change", "undo", "restore") and "active" not in e:
            errs.append(f"{w}: {e['does']} needs the complete active list")
        for j, f in enumerate(e.get("active", [])):
            errs += fact(f, f"{w} active[{j}]")
        for j, f in enumerate(e.get("answer_facts", [])):
            errs += fact(f, f"{w} answer_facts[{j}]")
        if "say" in t and not (isinstance(t["say"], str) and t["say"].strip()):
            errs.append(f"{w}: say must be text")
        previous = e
    return errs


def problems(path: Path) -> tuple[list[str], int, int]:
    """What is wrong with the file, and how many conversations and utterances it holds."""
    ids: set[str] = set()
    errs: list[str] = []
    count = 0
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            conv = json.loads(line)
        except json.JSONDecodeError as error:
            errs.append(f"line {n}: not JSON: {error}")
            continue
        if conv.get("id") in ids:
            errs.append(f"line {n}: duplicate id {conv.get('id')}")
        ids.add(conv.get("id"))
        errs += check(conv, n)
        count += sum(1 for t in conv.get("turns", []) if "say" in t)
    return errs, len(ids), count


if __name__ == "__main__":
    errors, conversations, utterances = problems(Path(sys.argv[1]))
    print("\n".join(errors) or f"ok: {conversations} conversations, {utterances} utterances")
    sys.exit(1 if errors else 0)
