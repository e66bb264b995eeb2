"""The headline per head kind: a run that sweeps several heads of its architectures (``sweep --all-classes``).

A case's head kind is its record's ``task`` (the task of the class it built,
:func:`hfcompat.specs.classes.head_kind`); a case that never built a model has none and counts as
``unknown``. The rows are counted as the headline's, by the denominator rule of
:mod:`hfcompat.reporting.rates`, within each (backend, mode, dtype, strategy). The section is shown
only where a run holds cases of more than one head kind: a run of one head kind has its headline.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hfcompat.records.axes import DEFAULT_DTYPE
from hfcompat.records.record import JUDGED
from hfcompat.reporting.rates import UNKNOWN, Rate, rate_of, status_counts
from hfcompat.reporting.sections import Section
from hfcompat.reporting.strategies import dtype_of, dtype_rank, headline_key, strategy_label, strategy_of, strategy_rank

TITLE = "Headline per head kind"


@dataclass(frozen=True, slots=True)
class HeadKindHeadline:
    """The headline of one head kind within one (backend, mode, dtype, strategy)."""

    key: str  # "backend/mode/head kind", with the dtype and strategy as the headline's key has them
    backend: str
    mode: str
    head_kind: str
    rate: Rate
    total: int
    not_judged: dict[str, int]  # listed statuses with a count > 0
    strategy: str = "single"
    dtype: str = DEFAULT_DTYPE


def head_kind_of(record: dict[str, Any]) -> str:
    """A case's head kind: its record's task, ``unknown`` where no model was built."""
    return str(record.get("task") or UNKNOWN)


def head_kinds_of(cases: list[dict[str, Any]]) -> list[str]:
    """The head kinds the cases have (``unknown`` left out), sorted."""
    return sorted({head_kind_of(c) for c in cases} - {UNKNOWN})


def head_kind_headlines(cases: list[dict[str, Any]]) -> list[HeadKindHeadline]:
    """One row per (backend, mode, dtype, strategy, head kind), most cases first within each; empty
    where the cases have fewer than two head kinds."""
    if len(head_kinds_of(cases)) < 2:
        return []
    groups: dict[tuple[str, str, str, str, int, str], list[dict[str, Any]]] = {}
    for c in cases:
        key = (str(c.get("backend") or UNKNOWN), str(c.get("mode") or UNKNOWN), dtype_of(c), *strategy_of(c),
               head_kind_of(c))
        groups.setdefault(key, []).append(c)
    rows = []
    for k in sorted(groups, key=lambda k: (k[0], k[1], dtype_rank(k[2]), strategy_rank(k[3], k[4]),
                                           k[5] == UNKNOWN, -len(groups[k]), k[5])):
        backend, mode, dtype, parallel, devices, kind = k
        group = groups[k]
        counts = status_counts(group)
        rows.append(HeadKindHeadline(
            key=f"{headline_key(backend, mode, parallel, devices, dtype)}/{kind}", backend=backend, mode=mode,
            head_kind=kind, rate=rate_of(group), total=len(group),
            not_judged={s: n for s, n in counts.items() if s not in JUDGED and n},
            strategy=strategy_label(parallel, devices), dtype=dtype,
        ))
    return rows


def head_kind_section(rows: list[HeadKindHeadline], parallel: bool, dtyped: bool) -> Section | None:
    """The report's section of :func:`head_kind_headlines` (None where there are no rows)."""
    if not rows:
        return None
    axes = [*(["dtype"] if dtyped else []), *(["strategy"] if parallel else [])]
    return Section(
        TITLE, notes=["the head kind is the task of the class a case built (`hfcompat ls classes`); "
                      "unknown: the case built no model"],
        headers=["backend", "mode", *axes, "head kind", "works unmodified", "native", "cases",
                 "not judged (listed, not counted)"],
        rows=[[r.backend, r.mode, *([r.dtype] if dtyped else []), *([r.strategy] if parallel else []), r.head_kind,
               r.rate.text, r.rate.native_text, str(r.total),
               ", ".join(f"{n} {st}" for st, n in r.not_judged.items()) or "-"] for r in rows],
    )
