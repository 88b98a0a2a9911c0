"""The cyclic garbage collector while a function process starts (docs/performance.md, figure 6).

Importing the functions and answering the first request builds ~100,000 objects that live as
long as the process: modules, classes, pydantic validators, the app. With Python's default
thresholds the collector walks them again every few hundred allocations while they are being
built, ~11 ms of a ~110 ms start here. Importing this module first (functions/main.py does)
freezes what functions-framework loaded and makes the collector run rarely; the first
response then freezes what the start built, which Python's documentation advises for objects
that live as long as the process, and the default thresholds return.
"""

from __future__ import annotations

import gc
import threading

_DEFAULT_THRESHOLDS = gc.get_threshold()
# A young-generation collection every 50,000 allocations instead of 700: garbage cycles made
# during the start wait a little longer; none of them outlives the first response.
_STARTING_THRESHOLDS = (50_000, 20, 20)

_lock = threading.Lock()
_started = False

gc.freeze()
gc.set_threshold(*_STARTING_THRESHOLDS)


def started() -> None:
    """Called after each response; the first one ends the start."""
    global _started
    if _started:
        return
    with _lock:
        if not _started:
            gc.freeze()
            gc.set_threshold(*_DEFAULT_THRESHOLDS)
            _started = True
