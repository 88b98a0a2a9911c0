"""UndoLatest (Telegram's /undo): the caller's latest write that changed memory, undone once,
the undo recorded under the text the caller sent."""

from __future__ import annotations

from moss.domain.commits import LintResult
from moss.domain.models import FactStatus, Operation
from moss.usecases import UseCases
from moss.usecases.lint_commit import LintCommit
from moss.usecases.memories import ListMemories
from moss.usecases.parse import Parse
from moss.usecases.profile import SetTimezone
from moss.usecases.undo import UndoLatest

from .. import fakes
from ..apps import scripted_usecases
from ..fakes import SEED_NOW

VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
MEETING = "Sync on the 24th at 9."


def write(usecases: UseCases, text: str, user: str = "alice") -> LintResult:
    outcome = usecases.handle(Parse(user, text, now=SEED_NOW))
    return usecases.handle(LintCommit(user, outcome.message_id))


def active(usecases: UseCases, user: str = "alice") -> list[str]:
    return [f.object_value for f in usecases.handle(ListMemories(user, status=FactStatus.ACTIVE)).facts]


def test_it_undoes_the_latest_write_once(usecases):
    write(usecases, VACATION)
    write(usecases, MEETING)
    usecases.handle(SetTimezone("alice", "Europe/Berlin"))

    undone = usecases.handle(UndoLatest("alice", "/undo", channel="telegram"))

    assert undone.status.value == "SUCCESS" and undone.reply.startswith(f"Undid '{MEETING}'.")
    assert active(usecases) == ["Vacation"]
    said = usecases.deps.messages.get_message("alice", undone.message_id)
    assert (said.text, said.channel, said.operation, said.timezone) == (
        "/undo",
        "telegram",
        Operation.UNDO,
        "Europe/Berlin",
    )
    again = usecases.handle(UndoLatest("alice", "/undo"))
    # the write before it is named, undone only when asked for as one step further back
    assert again.status.value == "NO_CHANGE" and again.reply == (
        f"'{MEETING}' was already undone. Say 'undo once more' to undo '{VACATION}' too."
    )
    assert active(usecases) == ["Vacation"]
    assert active(usecases) == ["Vacation"]


def test_with_nothing_written_it_changes_nothing_in_the_callers_language(usecases):
    write(usecases, VACATION, user="bob")
    nothing = usecases.handle(UndoLatest("alice", "/undo", language="ko"))
    assert nothing.status.value == "NO_CHANGE" and nothing.reply == "되돌릴 변경이 없습니다."
    assert active(usecases, "bob") == ["Vacation"], "another user's write is not the caller's latest"


def test_without_words_it_speaks_the_language_the_user_last_wrote_in(clock):
    usecases = scripted_usecases(clock, {"17일 휴가야": fakes.write(fakes.vacation(17), language="ko")})
    write(usecases, "17일 휴가야")
    undone = usecases.handle(UndoLatest("alice", channel="mcp"))
    assert undone.status.value == "SUCCESS" and undone.reply.startswith("'17일 휴가야'를 되돌렸습니다.")
    said = usecases.deps.messages.get_message("alice", undone.message_id)
    assert said is not None and (said.text, said.language) == ("방금 거 되돌려줘", "ko")
    nothing = usecases.handle(UndoLatest("nobody"))
    assert nothing.reply == "There is nothing of yours to undo."
