"""MOSS core: deterministic long-term memory for AI agents."""

import os

# MOSS uses no pydantic plugins. Unless told so, pydantic looks for them in the entry points of
# every installed distribution when it builds its first model: ~10 ms of each cold start.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
