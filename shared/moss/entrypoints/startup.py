"""The cyclic garbage collector while a function process starts (docs/performance.md, figure 6).

Importing the functions and answering the first request add ~26,000 objects the collector
tracks (to functions-framework's ~31,000), nearly all living as long as the process: modules,
classes, functions, pydantic's schemas, the app. With Python's default thresholds the
collector walks the older ones again and again while they are being built, ~11 ms of a
~110 ms start here. Importing this module first (functions/main.py does)
freezes what functions-framework loaded and makes the collector run rarely. After the first
response the default thresholds return, and what the start built is frozen: the collector
never walks it again, and a forked worker does not copy the pages it would have touched.
"""

from __future__ import annotations

import gc
import threading

from ..adapters import generated_code

DEFAULT_THRESHOLDS = gc.get_threshold()
# A young-generation collection every 50,000 allocations instead of 700 while the process
# starts. The price: garbage cycles made during the start wait for the first collection after
# it, and the few of the first request's own objects that are still cycles when it ends
# (~20: its werkzeug request and body stream) are frozen with the rest, once per process.
STARTING_THRESHOLDS = (50_000, 20, 20)

_lock = threading.Lock()
_started = False

gc.freeze()
gc.set_threshold(*STARTING_THRESHOLDS)
# The code of the source the standard library generates (dataclasses' methods, string
# annotations, named tuples) from the file the bundle ships, until the first response.
generated_code.install()


def started() -> None:
    """Called after each response; the first one ends the start."""
    global _started
    if _started:
        return
    with _lock:
        if not _started:
            gc.freeze()
            gc.set_threshold(*DEFAULT_THRESHOLDS)
            generated_code.uninstall()
            _started = True
