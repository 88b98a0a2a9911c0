"""The domain: ontology, facts, the memory linter policy and answer text. No I/O here."""
