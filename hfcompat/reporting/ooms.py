"""The cases that ran out of memory, listed apart from culprit ops (``report`` and the dashboard).

An out-of-memory case blames no op (:mod:`hfcompat.records.oom`): the op in flight when memory ran
out is where the step was, so it is shown as a place (phase, op in flight, peak memory and bound)
in a list of its own, never ranked with the ops that break cases. Old records, which named the op
in flight as their culprit, are listed the same way.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from hfcompat.records.oom import oom_of
from hfcompat.records.record import regime_of, workload_of
from hfcompat.records.run_reader import case_id_of


@dataclass(frozen=True, slots=True)
class OomRow:
    """One case that ran out of memory, and where."""

    case_id: str
    spec: str
    backend: str
    mode: str
    workload: str
    regime: str
    phase: str | None  # in flight when memory ran out
    op: str | None  # the op in flight then (where, not a culprit)
    peak_mb: float | None  # the most memory seen (None: not measured, e.g. an old record)
    limit_mb: float | None  # the bound passed (None: the device's own limit)
    memory_kind: str | None  # host_rss or device
    source: str | None  # rss_bound or device_error
    error: str | None


def oom_rows(cases: Iterable[dict[str, Any]]) -> list[OomRow]:
    """The out-of-memory cases, by peak memory (highest first, unknown last), then case id."""
    rows = []
    for r in cases:
        oom = oom_of(r)
        if oom is None:
            continue
        rows.append(OomRow(
            case_id=case_id_of(r), spec=str(r.get("spec")), backend=str(r.get("backend")), mode=str(r.get("mode")),
            workload=workload_of(r), regime=regime_of(r), phase=oom.get("phase"), op=oom.get("op"),
            peak_mb=oom.get("peak_mb"), limit_mb=oom.get("limit_mb"), memory_kind=oom.get("memory_kind"),
            source=oom.get("source"), error=r.get("error"),
        ))
    return sorted(rows, key=lambda o: (o.peak_mb is None, -(o.peak_mb or 0.0), o.case_id))


def where(row: OomRow) -> str:
    """``"optimizer, at profiler::_record_function_exit"``: where memory ran out, in words."""
    return ", at ".join(p for p in (row.phase or "unknown phase", row.op) if p)


def memory_text(row: OomRow) -> str:
    """``"9,700 MB host_rss (bound 9,642 MB)"``; what is not known is left out."""
    peak = f"{row.peak_mb:,.0f} MB" if row.peak_mb is not None else "peak not measured"
    kind = f" {row.memory_kind}" if row.memory_kind and row.peak_mb is not None else ""
    bound = f" (bound {row.limit_mb:,.0f} MB)" if row.limit_mb is not None else ""
    return f"{peak}{kind}{bound}"
