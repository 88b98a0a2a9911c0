"""MOSS core: deterministic long-term memory for AI agents."""
