"""Korean particles follow the word before them (tests/korean_particles.json, the same table the
page is tested against), and no catalogue text holds a template particle like "(으)로"."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from moss.domain.texts import _TEXTS, particle, say

TESTS = Path(__file__).resolve().parents[1]
PAGE_CATALOGUE = TESTS.parent / "web" / "js" / "i18n.js"
CASES = json.loads((TESTS / "korean_particles.json").read_text())
# What a screen must never show: both spellings of a particle offered at once.
TEMPLATE_PARTICLE = re.compile(r"\((?:으|이)\)|[이을은과와]\([가를는와과]\)")


@pytest.mark.parametrize("case", CASES, ids=[f"{c['word']}+{c['pair']}" for c in CASES])
def test_the_particle_follows_the_final_consonant(case):
    assert particle(case["word"], case["pair"]) == case["particle"]


def test_no_catalogue_text_holds_a_template_particle():
    spelled = {key: texts["ko"] for key, texts in _TEXTS.items() if TEMPLATE_PARTICLE.search(texts["ko"])}
    assert spelled == {}
    page = [line.strip() for line in PAGE_CATALOGUE.read_text().splitlines() if TEMPLATE_PARTICLE.search(line)]
    assert [line for line in page if not line.startswith("//")] == []


def test_say_chooses_the_particle_of_each_value():
    assert say("correct_undone", "ko", text="17일 휴가야") == "'17일 휴가야'를 되돌렸습니다."
    assert say("correct_undone", "ko", text="개발팀 회의 잡아줘 점심") == "'개발팀 회의 잡아줘 점심'을 되돌렸습니다."
    assert say("tg_tz_set", "ko", tz="Asia/Seoul").startswith("시간대를 Asia/Seoul로 설정했습니다.")
