"""A file of marshalled values by key, each read when first asked for: the format the deploy bundle's
shipped regex programs (regex_programs.py) and generated code (generated_code.py) share.

The file is the index's length, the index (the format it was written for, and each value's offset
and size), then the values: a process maps it and reads only the values it asks for. A file that is
missing, unreadable or written for another format reads as empty.
"""

from __future__ import annotations

import marshal
import mmap
import struct
from collections.abc import Hashable, Mapping
from pathlib import Path
from typing import Any

_LENGTH = struct.Struct("<Q")


def dump(path: Path, stored_format: tuple[Any, ...], values: Mapping[Any, Any]) -> None:
    """Write `values` as the file `Shipped` reads, stamped with `stored_format`."""
    index: dict[Hashable, tuple[int, int]] = {}
    blobs: list[bytes] = []
    offset = 0
    for key, value in values.items():
        blob = marshal.dumps(value)
        index[key] = (offset, len(blob))
        blobs.append(blob)
        offset += len(blob)
    header = marshal.dumps((stored_format, index))
    path.write_bytes(_LENGTH.pack(len(header)) + header + b"".join(blobs))


class Shipped:
    """The values in a file written for `expected_format`, each read when first asked for; none when
    the file is missing, unreadable or for another format."""

    def __init__(self, path: Path, expected_format: tuple[Any, ...]) -> None:
        self._data: mmap.mmap | bytes = b""
        self._index: dict[Any, tuple[int, int]] = {}
        self._body = 0
        try:
            with path.open("rb") as file:
                data = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
            (length,) = _LENGTH.unpack_from(data)
            stored_format, index = marshal.loads(data[_LENGTH.size : _LENGTH.size + length])
        except (OSError, EOFError, ValueError, TypeError, struct.error):
            return
        if stored_format == expected_format and isinstance(index, dict):
            self._data, self._index, self._body = data, index, _LENGTH.size + length

    def keys(self) -> list[Any]:
        return list(self._index)

    def value(self, key: Hashable) -> Any | None:
        """The value stored under `key`; None when there is none or it cannot be read."""
        try:
            offset, size = self._index[key]
            start = self._body + offset
            return marshal.loads(self._data[start : start + size])
        except (KeyError, EOFError, ValueError, TypeError):
            return None
