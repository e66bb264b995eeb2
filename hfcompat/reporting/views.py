"""Views over several runs: the current state of every configuration, the status grid, the device
each headline ran on, and the compact verdict tables the page compares runs with.

A **configuration** is (backend, mode, dtype, workload, regime, strategy), the strategy ``""`` for one
device and ``ddp:2`` for a parallel one (:mod:`hfcompat.reporting.strategies`). Given runs oldest first, the
*current* cases are, for each configuration, those of the newest run that has it: a nightly series
shows last night, and a torch-xla run beside a torchax run of the same list shows both. Pure
functions of runs (their meta and records).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hfcompat.records.axes import REGIMES, WORKLOADS
from hfcompat.records.oom import blamed_op
from hfcompat.records.record import JUDGED, WORKS, regime_of, size_of_part, split_case_id, workload_of
from hfcompat.records.run_reader import Run, case_id_of
from hfcompat.reporting.strategies import strategy_id, strategy_label, strategy_of, strategy_rank

#: Backends whose home is a TPU: run on a CPU device they are a stand-in (same lowering, not same chip).
TPU_BACKENDS = frozenset({"torch-xla", "torchax", "torch-tpu"})
STATUS_SHORT = {
    "pass": "ok", "pass_with_fallback": "fb", "fail_unsupported_op": "op", "fail_error": "err",
    "fail_accuracy": "acc", "fail_timeout": "time", "fail_crash": "crash", "fail_oom": "oom",
    "harness_error": "h", "reference_error": "ref", "skipped": "skip",
}


def config_of(record: dict[str, Any]) -> tuple[str, str, str, str, str, str]:
    """(backend, mode, dtype, workload, regime, strategy) of a record; old records read as train/short
    on one device (strategy ``""``; a parallel case's is ``ddp:2``)."""
    return (str(record.get("backend")), str(record.get("mode")), str(record.get("dtype") or "float32"),
            workload_of(record), regime_of(record), strategy_id(*strategy_of(record)))


def current_cases(ordered: Sequence[Run]) -> list[tuple[Run, dict[str, Any]]]:
    """(run, record) of each configuration's newest run, sorted by case id."""
    newest: dict[tuple[str, ...], Run] = {}
    for run in ordered:  # oldest first: a later run takes the configuration over
        for record in run.cases:
            newest[config_of(record)] = run
    pairs = [(run, r) for run in ordered for r in run.cases if newest[config_of(r)] is run]
    return sorted(pairs, key=lambda p: case_id_of(p[1]))


@dataclass(frozen=True, slots=True)
class Column:
    key: str  # "backend/mode/dtype/workload/regime", then "/ddp:2" for a parallel strategy
    backend: str
    mode: str
    dtype: str
    workload: str
    regime: str
    label: str  # "torch-xla · lazy · train · short" (dtype named when not float32, strategy when parallel)
    strategy: str = "single"  # its label: "single", "ddp ×2"


@dataclass(frozen=True, slots=True)
class Grid:
    """Models × configurations: each cell the case's status (None where the model was not run there)."""

    columns: list[Column]
    rows: list[dict[str, Any]]  # spec, group ("works" | "fails" | "listed"), cells: [cell | None]
    parallel: bool = False  # some column is a parallel strategy: the header names every column's strategy


def _workload_rank(w: str) -> int:
    return WORKLOADS.index(w) if w in WORKLOADS else len(WORKLOADS)


def _regime_rank(r: str) -> int:
    return REGIMES.index(r) if r in REGIMES else len(REGIMES)


def status_grid(pairs: Sequence[tuple[Run, dict[str, Any]]]) -> Grid:
    """The grid of the current cases; a row's group: fails if any judged cell fails, works if all judged work."""
    configs = sorted({config_of(r) for _, r in pairs},
                     key=lambda c: (c[0], c[1], c[2], strategy_rank(*_strategy(c[5])), _workload_rank(c[3]),
                                    _regime_rank(c[4])))
    columns = []
    for c in configs:
        strategy = strategy_label(*_strategy(c[5]))
        label = " · ".join([c[0], c[1], *([c[2]] if c[2] != "float32" else []), *([strategy] if c[5] else []),
                            c[3], c[4]])
        columns.append(Column("/".join(c if c[5] else c[:5]), *c[:5], label=label, strategy=strategy))
    index = {c: i for i, c in enumerate(configs)}
    by_spec: dict[str, list[dict[str, Any] | None]] = {}
    for run, r in pairs:
        cells = by_spec.setdefault(str(r.get("spec")), [None] * len(columns))
        status = str(r.get("status"))
        cells[index[config_of(r)]] = {"status": status, "short": STATUS_SHORT.get(status, status),
                                      "case_id": case_id_of(r), "op": blamed_op(r), "run": run.run_id}
    rows = []
    for spec in sorted(by_spec):
        judged = [c for c in by_spec[spec] if c and c["status"] in JUDGED]
        group = ("fails" if any(c["status"] not in WORKS for c in judged) else "works") if judged else "listed"
        rows.append({"spec": spec, "group": group, "cells": by_spec[spec]})
    return Grid(columns, rows, parallel=any(c[5] for c in configs))


def _strategy(sid: str) -> tuple[str, int]:
    """(strategy, devices) of a configuration's strategy part (``""``: one device; else ``ddp:2``)."""
    name, _, n = sid.partition(":")
    return (name, int(n) if n.isdigit() else 1) if name else ("single", 1)


def device_note(backend: str, devices: Sequence[str]) -> str | None:
    """A sentence when a TPU backend ran on a CPU device: the numbers are a stand-in for a TPU's."""
    cpu = [d for d in devices if "CPU" in d.upper()]
    if backend not in TPU_BACKENDS or not cpu or len(cpu) != len(devices):
        return None
    return (f"Ran on {', '.join(cpu)}, a stand-in for a TPU: the same lowering and XLA compiler path, so op "
            "coverage carries over; numerics and speed are the CPU's, not a TPU's.")


def stack_of(cases: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The device(s) and library versions the cases of one headline ran with."""
    devices = sorted({str(c["device"]) for c in cases if c.get("device")})
    versions: dict[str, set[str]] = {}
    for c in cases:
        if isinstance(c.get("versions"), dict):
            for lib, v in c["versions"].items():
                versions.setdefault(str(lib), set()).add(str(v))
    backend = str(cases[0].get("backend")) if cases else ""
    return {"devices": devices, "versions": {k: sorted(v) for k, v in sorted(versions.items())},
            "versions_text": "; ".join(f"{k} {' / '.join(sorted(v))}" for k, v in sorted(versions.items())),
            "note": device_note(backend, devices)}


def verdict_table(run: Run) -> list[list[Any]]:
    """A run's cases for the page's compare view: [spec, backend, mode, dtype, workload, regime,
    status, op, strategy, case id, size] (strategy ``""``: one device; size: the case id's size part,
    ``""`` for a tiny case at its default shapes, so a full-size case meets only its own size)."""
    return [[str(r.get("spec")), *config_of(r)[:5], str(r.get("status")), blamed_op(r), config_of(r)[5],
             case_id_of(r), size_in(case_id_of(r))] for r in run.cases]


def size_in(cid: str) -> str:
    """The size part of a case id (``full``, ``full:b4:s128``), or ``""`` where it has none."""
    split = split_case_id(cid)
    tail = split[1].split("|")[2:] if split else []
    return next((part for part in tail if size_of_part(part) is not None), "")
