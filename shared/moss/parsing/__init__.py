"""Parsers that turn an utterance into a ParseResult. The rule parser needs no network."""

from .rules import RuleParser

__all__ = ["RuleParser"]
