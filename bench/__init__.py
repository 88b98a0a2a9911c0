"""`make bench`: measured figures behind MOSS's speed and context-size claims (docs/performance.md)."""
