"""Commands (/start, /help, /tz, /memories, /why) and replies longer than one Telegram message."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from moss.entrypoints.telegram import MAX_MESSAGE_LENGTH, telegram_length
from moss.usecases.query import Query

from ..fakes import ask, at, meeting, write
from .conftest import ALICE, MINJI

VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
ALICE_ID = f"tg:{ALICE['id']}"


def test_start_and_help_explain_moss_in_the_users_language(telegram):
    start = telegram.say("/start")
    assert (
        start["text"].startswith("Hi, I'm MOSS") and "/tz <zone> - set your time zone (now Asia/Seoul)" in start["text"]
    )
    assert telegram.say("/help@moss_memory_bot")["text"].startswith("Commands:\n/tz")
    assert telegram.say("/help", user=MINJI)["text"].startswith("명령어:\n/tz")
    assert telegram.say("/forget everything")["text"].startswith("I don't know the command /forget.")


def test_tz_sets_the_zone_used_for_later_messages(telegram, moss_app):
    assert telegram.say("/tz")["text"].startswith("Your time zone is Asia/Seoul.")
    assert (
        telegram.say("/tz Europe/Berlin")["text"]
        == "Time zone set to Europe/Berlin. Dates and times you mention are now read in it."
    )
    assert moss_app.usecases.deps.profiles.get_timezone(ALICE_ID) == "Europe/Berlin"
    telegram.say(VACATION)
    _, now, zone = moss_app.usecases.deps.parser.calls[-1]
    assert zone == ZoneInfo("Europe/Berlin") and now.tzinfo == ZoneInfo("Europe/Berlin")
    assert telegram.say("/tz")["text"].startswith("Your time zone is Europe/Berlin.")
    # the argument on the next line, as phone keyboards send it
    assert telegram.say("/tz\nAsia/Tokyo")["text"].startswith("Time zone set to Asia/Tokyo.")


def test_tz_rejects_unknown_zones_politely(telegram, moss_app):
    for name in ("Mars/Olympus_Mons", "../../etc/passwd"):
        call = telegram.say(f"/tz {name}")
        assert (
            call["text"]
            == f"I don't know the time zone '{name}'. Use an IANA name such as Asia/Seoul or Europe/Berlin."
        )
    assert moss_app.usecases.deps.profiles.get_timezone(ALICE_ID) is None


def test_memories_lists_active_facts_and_why_explains_one(telegram):
    assert (
        telegram.say("/memories")["text"] == "You have no active memories yet. Tell me about a vacation or a meeting."
    )
    telegram.say("Sync on the 24th at 9.")
    telegram.say(VACATION)
    listing = telegram.say("/memories")["text"]
    assert listing == (
        "Your active memories (2):\n\n"
        "1. vacation (all day Fri Jul 17)\n"
        "2. 'sync' (Fri Jul 24 09:00–10:00)\n\n"
        "Send /why <n> to see where one came from."
    )
    why = telegram.say("/why 2")["text"]
    assert (
        why == "2. 'sync' (Fri Jul 24 09:00–10:00) was recorded because you said 'Sync on the 24th at 9.'"
        " on 2026-07-16 14:00 (Asia/Seoul)."
    )
    assert telegram.say("/why 3")["text"] == "There is no memory 3: /memories lists 2."
    assert telegram.say("/why")["text"] == "Send /why <n> with a number from /memories, e.g. /why 1."
    assert telegram.say("/why two")["text"] == "Send /why <n> with a number from /memories, e.g. /why 1."


def test_memories_over_one_message_are_split_into_pages(telegram, moss_app):
    days, hours = range(1, 31), (8, 9, 10, 11)
    script = {
        f"sync {day} {hour}": write(meeting(f"weekly project sync for the platform team, room {day}-{hour}", day, hour))
        for day in days
        for hour in hours
    }
    moss_app.usecases.deps.parser.script.update(script)
    for text in script:
        telegram.say(text)

    first = telegram.say("/memories")["text"]
    assert telegram_length(first) <= MAX_MESSAGE_LENGTH
    assert first.startswith("Your active memories (120):\n\n1. 'weekly project sync for the platform team, room 1-8'")
    pages = int(first.split("Page 1 of ", 1)[1].split(":", 1)[0])
    texts = [first] + [telegram.say(f"/memories {page}")["text"] for page in range(2, pages + 1)]
    numbers = [int(line.split(".", 1)[0]) for text in texts for line in text.splitlines() if line[:1].isdigit()]
    assert numbers == list(range(1, 121)), "pages continue the numbering without gaps or repeats"
    assert all(telegram_length(text) <= MAX_MESSAGE_LENGTH for text in texts)
    assert f"send /memories {pages}" in texts[-2] and "for more" not in texts[-1]
    assert telegram.say("/why 120")["text"].startswith("120. 'weekly project sync for the platform team, room 30-11'")
    assert (
        telegram.say(f"/memories {pages + 1}")["text"]
        == f"There is no page {pages + 1}: your memories fill {pages} page(s)."
    )


def test_a_reply_over_the_limit_is_cut_at_a_boundary_and_marked(telegram, moss_app):
    title = "quarterly planning with the regional sales leads " * 4
    script = {f"block {hour}": write(meeting(f"{title.strip()} {hour}", 20, hour)) for hour in range(24)}
    script["What is on the 20th?"] = ask(at(20), at(21))
    moss_app.usecases.deps.parser.script.update(script)
    for text in script:
        telegram.say(text)
    answer = moss_app.usecases.handle(Query(ALICE_ID, window=ask(at(20), at(21)).window)).answer
    assert telegram_length(answer) > MAX_MESSAGE_LENGTH

    sent = telegram.say("What is on the 20th?")["text"]
    assert telegram_length(sent) <= MAX_MESSAGE_LENGTH
    assert sent.endswith("\n… (cut at Telegram's length limit)")
    kept = sent.removesuffix("\n… (cut at Telegram's length limit)")
    assert answer.startswith(kept) and answer[len(kept)] in " \n", "cut at a word boundary"
