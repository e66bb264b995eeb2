"""Out of memory: where a case ran out, kept apart from the culprit op (docs/records.md, issue 23).

An op in flight when memory runs out is where the step was, not what is broken: the op that
crosses a memory bound is whichever allocates next (``profiler::_record_function_exit`` ranked as a
culprit op in the all-archs run). So a ``fail_oom`` record names no culprit op; its ``oom`` field
says where memory ran out instead: the phase and op in flight, the peak memory seen and the bound.

Records written before the field existed named the op in flight as an ``in_flight`` culprit; readers
get the same ``oom`` view of them from :func:`oom_of`, and :func:`blamed_op` never returns an OOM's op,
so old runs report as new ones do.
"""

from __future__ import annotations

import re
from typing import Any

from hfcompat.records.record import FAIL_OOM

#: How an OOM was seen: the isolation layer's resident-memory bound (the worker killed), or the
#: device stack's own out-of-memory error (an exception, ``Backend.explain`` kind ``oom``).
RSS_BOUND, DEVICE_ERROR = "rss_bound", "device_error"
HOST_RSS, DEVICE = "host_rss", "device"

# The isolation layer's message: "resident memory above 9642.22 MB; the worker was killed".
_BOUND = re.compile(r"resident memory above (?P<mb>[\d.]+) MB")


def oom_field(*, phase: str | None, op: str | None, peak_mb: float | None, limit_mb: float | None,
              memory_kind: str, source: str) -> dict[str, Any]:
    """The ``oom`` field of a ``fail_oom`` record: where memory ran out and how much was in use.

    ``phase``/``op``: in flight at the time (either may be unknown); ``peak_mb``: the highest memory
    seen (resident memory of the worker for ``host_rss``); ``limit_mb``: the bound passed, if known."""
    return {"phase": phase, "op": op, "peak_mb": None if peak_mb is None else round(peak_mb, 1),
            "limit_mb": None if limit_mb is None else round(limit_mb, 1), "memory_kind": memory_kind,
            "source": source}


def is_oom(record: dict[str, Any]) -> bool:
    return record.get("status") == FAIL_OOM


def oom_of(record: dict[str, Any]) -> dict[str, Any] | None:
    """Where a ``fail_oom`` case ran out of memory (its ``oom`` field), or None for any other case.

    A record written before the field gets the same view from its old fields: the op in flight
    that it named as culprit, that op's phase, and the bound its error names (peak unknown)."""
    if not is_oom(record):
        return None
    if isinstance(record.get("oom"), dict):
        return dict(record["oom"])
    bound = _BOUND.search(str(record.get("error") or ""))
    return oom_field(phase=record.get("culprit_phase") or record.get("phase"), op=record.get("culprit_op"),
                     peak_mb=None, limit_mb=float(bound.group("mb")) if bound else None,
                     memory_kind=HOST_RSS if bound else DEVICE, source=RSS_BOUND if bound else DEVICE_ERROR)


def blamed_op(record: dict[str, Any]) -> str | None:
    """The op a failure is blamed on: the record's culprit op, never an OOM's op in flight (which
    old records wrote as their culprit)."""
    op = record.get("culprit_op")
    return None if is_oom(record) or not op else str(op)
