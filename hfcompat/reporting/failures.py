"""Distinct failures and per-op views: one canonical repro per (culprit op, error signature).

A sweep writes a repro per failing case; one missing kernel (``aten::histc`` in every MoE router)
then leaves dozens of scripts for one failure. Here the failing judged cases are grouped by
**failure** = (culprit op, error signature), the signature being the record's ``error_group``
(error type + normalised first line, written by triage) or, for older records, the same
normalisation done here. Each failure names its canonical repro (the first case, by spec, that has
one), every model, workload and (backend, mode) it blocks, and the run it was first seen in.

An :class:`OpView` gathers the failures of one culprit op: what the dashboard's ``#op=`` page shows.
Pure functions of (run id, record) pairs.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from hfcompat.records.oom import blamed_op, is_oom
from hfcompat.records.record import JUDGED, WORKS, regime_of, workload_of
from hfcompat.records.run_reader import case_id_of
from hfcompat.reporting.strategies import key_of, strategy_label, strategy_of

UNATTRIBUTED = "(no culprit op)"
OUT_OF_MEMORY = "(out of memory)"  # an OOM's group: where memory ran out is no op to blame (records.oom)


@dataclass(frozen=True, slots=True)
class Blocked:
    """One case a failure blocks."""

    case_id: str
    run_id: str
    spec: str
    backend: str
    mode: str
    workload: str
    regime: str
    status: str
    phase: str | None
    strategy: str = "single"  # its label: "single", "ddp ×2"


@dataclass(frozen=True, slots=True)
class Failure:
    """One distinct failure: a culprit op and an error signature, with everything it blocks."""

    key: str  # "op · signature", unique within a view
    op: str
    signature: str
    error: str  # the canonical case's error text, "Type: message"
    phases: dict[str, int]
    statuses: dict[str, int]
    models: list[str]
    workloads: list[str]
    configs: list[str]  # headline keys it blocks in: "backend/mode", "backend/mode/bfloat16", "backend/mode/ddp:2"
    repro: str | None  # relative to repro_run's directory
    repro_run: str | None
    first_seen: str | None  # run id
    cases: list[Blocked]


@dataclass(frozen=True, slots=True)
class OpView:
    """Everything known about one culprit op: its failures, the models and workloads it blocks."""

    op: str
    n_cases: int
    models: list[str]
    workloads: list[str]
    phases: dict[str, int]
    failures: list[Failure]
    first_seen: str | None


def signature(record: dict[str, Any]) -> str:
    """The error signature: the record's ``error_group``, else its error type + normalised first line."""
    if record.get("error_group"):
        return str(record["error_group"])
    line = str(record.get("error") or "").strip().splitlines()[0:1]
    text = line[0] if line else ""
    text = re.sub(r"'[^']*'|\"[^\"]*\"", "<name>", text)
    text = re.sub(r"0x[0-9a-fA-F]+|\d+(\.\d+)?", "<n>", text)
    return f"{record.get('error_type') or 'Error'}: {text}".strip()


def failing(record: dict[str, Any]) -> bool:
    return record.get("status") in JUDGED and record.get("status") not in WORKS


def distinct_failures(pairs: Sequence[tuple[str, dict[str, Any]]],
                      history: Sequence[tuple[str, Sequence[dict[str, Any]]]] = ()) -> list[Failure]:
    """The failures of ``pairs`` ((run id, record) of the cases shown), most cases first.

    ``history`` is every run as (run id, cases), oldest first, for the run each failure was first seen in.
    """
    groups: dict[tuple[str, str], list[tuple[str, dict[str, Any]]]] = {}
    for run_id, record in pairs:
        if failing(record):
            key = (failure_op(record), signature(record))
            groups.setdefault(key, []).append((run_id, record))
    seen = _first_seen(history)
    out = []
    for (op, sig), members in groups.items():
        members.sort(key=lambda m: (str(m[1].get("spec")), case_id_of(m[1])))
        with_repro = [m for m in members if m[1].get("repro")]
        canon = with_repro[0] if with_repro else members[0]
        rec = canon[1]
        out.append(Failure(
            key=f"{op} · {sig}", op=op, signature=sig,
            error=f"{str(rec['error_type']) + ': ' if rec.get('error_type') else ''}{rec.get('error') or ''}",
            phases=dict(sorted(Counter(_phase(r) for _, r in members).items())),
            statuses=dict(sorted(Counter(str(r.get("status")) for _, r in members).items())),
            models=sorted({str(r.get("spec")) for _, r in members}),
            workloads=sorted({workload_of(r) for _, r in members}),
            configs=sorted({key_of(r) for _, r in members}),
            repro=str(rec["repro"]) if rec.get("repro") else None, repro_run=canon[0] if rec.get("repro") else None,
            first_seen=seen.get((op, sig)) or seen.get((op, None)),
            cases=[_blocked(run_id, r) for run_id, r in members],
        ))
    return sorted(out, key=lambda f: (-len(f.cases), -len(f.models), f.op, f.signature))


def op_views(failures: Iterable[Failure],
             history: Sequence[tuple[str, Sequence[dict[str, Any]]]] = ()) -> list[OpView]:
    """The failures gathered per culprit op (unattributed ones and OOMs left out), most cases first."""
    by_op: dict[str, list[Failure]] = {}
    for f in failures:
        if f.op not in (UNATTRIBUTED, OUT_OF_MEMORY):
            by_op.setdefault(f.op, []).append(f)
    seen = _first_seen(history)
    views = []
    for op, group in by_op.items():
        cases = [c for f in group for c in f.cases]
        views.append(OpView(
            op=op, n_cases=len(cases), models=sorted({c.spec for c in cases}),
            workloads=sorted({c.workload for c in cases}),
            phases=dict(sorted(Counter(str(c.phase or "unknown") for c in cases).items())),
            failures=group, first_seen=seen.get((op, None)),
        ))
    return sorted(views, key=lambda v: (-v.n_cases, -len(v.models), v.op))


def _first_seen(history: Sequence[tuple[str, Sequence[dict[str, Any]]]]) -> dict[tuple[str, str | None], str]:
    seen: dict[tuple[str, str | None], str] = {}
    for run_id, cases in history:
        for record in cases:
            if failing(record):
                op = failure_op(record)
                seen.setdefault((op, signature(record)), run_id)
                seen.setdefault((op, None), run_id)
    return seen


def failure_op(record: dict[str, Any]) -> str:
    """The op a failure is grouped under: its culprit, else :data:`OUT_OF_MEMORY` or :data:`UNATTRIBUTED`."""
    return blamed_op(record) or (OUT_OF_MEMORY if is_oom(record) else UNATTRIBUTED)


def _phase(record: dict[str, Any]) -> str:
    return str(record.get("culprit_phase") or record.get("phase") or "unknown")


def _blocked(run_id: str, r: dict[str, Any]) -> Blocked:
    return Blocked(case_id=case_id_of(r), run_id=run_id, spec=str(r.get("spec")), backend=str(r.get("backend")),
                   mode=str(r.get("mode")), workload=workload_of(r), regime=regime_of(r),
                   status=str(r.get("status")), phase=r.get("culprit_phase") or r.get("phase"),
                   strategy=strategy_label(*strategy_of(r)))
