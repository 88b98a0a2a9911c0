"""Parsers: utterance -> intent and ontology facts. All implement moss.ports.Parser."""
