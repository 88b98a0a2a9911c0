"""Parsers: utterance -> intent and ontology facts. All implement moss.ports.Parser."""

from .rules import RuleParser

__all__ = ["RuleParser"]
