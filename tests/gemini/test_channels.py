"""The web client and the Telegram bot get the same grounded answers: one query use case serves both."""

from __future__ import annotations

from moss.domain.answers import template_answer
from moss.domain.models import Interval

from ..apps import function_client, installed_app
from ..fakes import SEED_NOW, SEOUL, at, vacation
from ..servers import ApiClient
from ..telegram.conftest import SECRET, Telegram
from .conftest import answer_json, is_answer_request, seed_model, stub_settings
from .stub import Recorded, text_reply
from .test_functions import QUESTION, VACATION

SEED_ANSWER = template_answer([vacation(17)], Interval(start_time=at(17, 10), end_time=at(17, 11)), SEOUL, "en")


def seed_contradiction(request: Recorded):
    """The seed's own hallucination, cited as if the vacation said it."""
    if not is_answer_request(request):
        return seed_model(request)
    text = "You're on vacation on Friday, but you've still got a meeting at 10:00."
    return text_reply(answer_json(text, [(text.rstrip("."), "F1")]))


def test_the_web_and_telegram_both_get_the_template_instead_of_a_hallucination(stub):
    with installed_app(stub_settings(stub, telegram_secret=SECRET)):
        web = ApiClient(function_client()).sign_in("alice")
        telegram = Telegram(function_client("telegram_webhook"))
        web.say(VACATION, SEED_NOW)
        telegram.say(VACATION)
        stub.model = seed_contradiction
        answer = web.say(QUESTION, SEED_NOW)
        assert (answer["answer"], answer["grounded"]) == (SEED_ANSWER, False)
        assert telegram.say(QUESTION)["text"] == SEED_ANSWER
