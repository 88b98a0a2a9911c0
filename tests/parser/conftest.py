"""Fixtures of the parser tests: the parser and the labelled corpus."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from moss.parsing import RuleParser

CORPUS_PATH = Path(__file__).with_name("corpus.jsonl")


def load_corpus() -> list[dict]:
    with CORPUS_PATH.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


@pytest.fixture(scope="session")
def parser() -> RuleParser:
    return RuleParser()
