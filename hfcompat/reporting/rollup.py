"""The headline per workload, and per model: does it work in everything its users do with it?

A case is one (spec, backend, mode, dtype, workload, regime[, strategy]). Two views of the same cases,
each within one (backend, mode, dtype, strategy) — a rate never mixes two parallel strategies or two
dtypes (:mod:`hfcompat.reporting.strategies`):

- per workload (train, infer, generate, generate-static) within each (backend, mode, dtype, strategy): the rate of
  that workload's cases under the denominator rule of :mod:`hfcompat.reporting.summary`;
- per model: a model (a spec in one dtype, within one backend and mode) **works unmodified** when
  every case it has works — every workload and every regime planned for it. It **does not work**
  when any of its judged cases fails, and is *not judged* when none fails but some case was not
  judged (harness_error, reference_error, skipped): such a model is listed, never counted, like a
  case. Records from before workloads existed read as train/short, so an old run's models are
  judged on the one case they have.
- per model across strategies (:class:`ModelStrategies`, runs with parallel cases): the model's
  verdict in each strategy it ran, so a reader sees in which strategies it works.

Plain frozen dataclasses, like the rest of the summary: ``dataclasses.asdict`` is their JSON.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hfcompat.records.axes import DEFAULT_DTYPE, REGIMES, WORKLOADS
from hfcompat.records.record import FAIL_ERROR, JUDGED, PASS, PASS_WITH_FALLBACK, SKIPPED, WORKS, regime_of, workload_of
from hfcompat.reporting.rates import UNKNOWN, Rate, rate_of, status_counts
from hfcompat.reporting.strategies import dtype_of, dtype_rank, headline_key, strategy_label, strategy_of, strategy_rank


@dataclass(frozen=True, slots=True)
class WorkloadHeadline:
    """The headline of one workload within one (backend, mode, dtype, strategy)."""

    key: str  # "backend/mode/workload"; "backend/mode/bfloat16/workload", "backend/mode/ddp:2/workload"
    backend: str
    mode: str
    workload: str
    rate: Rate
    total: int
    not_judged: dict[str, int]  # listed statuses with a count > 0
    parallel: str = "single"
    devices: int = 1
    strategy: str = "single"  # its label: "single", "ddp ×2"
    dtype: str = DEFAULT_DTYPE


@dataclass(frozen=True, slots=True)
class ModelVerdict:
    """One model's cases in one strategy and its verdict: works (every case works), fails, or not judged."""

    backend: str
    mode: str
    spec: str
    dtype: str
    verdict: str  # "works" | "fails" | "not_judged"
    cases: dict[str, str]  # "workload/regime" -> status, in workload then regime order
    failing: list[str]  # "workload/regime" of the judged cases that fail
    parallel: str = "single"
    devices: int = 1
    strategy: str = "single"


@dataclass(frozen=True, slots=True)
class ModelStrategies:
    """One model (spec and dtype within a backend and mode) across the strategies it ran: where it works."""

    backend: str
    mode: str
    spec: str
    dtype: str
    verdicts: dict[str, str]  # strategy label -> works | fails | not_judged, single first
    works_in: list[str]  # strategy labels
    fails_in: dict[str, list[str]]  # strategy label -> its failing "workload/regime"


@dataclass(frozen=True, slots=True)
class ModelHeadline:
    """Works unmodified per model, within one (backend, mode, dtype, strategy): n/N of the judged models."""

    key: str  # "backend/mode" ("backend/mode/bfloat16", "backend/mode/ddp:2"), as the case headline's
    backend: str
    mode: str
    rate: Rate  # works = models that work in every case; judged = models with a verdict
    models: int
    not_judged: int
    parallel: str = "single"
    devices: int = 1
    strategy: str = "single"
    dtype: str = DEFAULT_DTYPE


def _order(value: str, known: tuple[str, ...]) -> tuple[int, str]:
    return (known.index(value) if value in known else len(known), value)


def workload_headlines(cases: list[dict[str, Any]]) -> list[WorkloadHeadline]:
    """One row per (backend, mode, dtype, strategy, workload), workloads in their contract order."""
    groups: dict[tuple[str, str, str, str, int, str], list[dict[str, Any]]] = {}
    for c in cases:
        key = (str(c.get("backend") or UNKNOWN), str(c.get("mode") or UNKNOWN), dtype_of(c), *strategy_of(c),
               workload_of(c))
        groups.setdefault(key, []).append(c)
    rows = []
    for k in sorted(groups, key=lambda k: (k[0], k[1], dtype_rank(k[2]), strategy_rank(k[3], k[4]),
                                           _order(k[5], WORKLOADS))):
        backend, mode, dtype, parallel, devices, workload = k
        group = groups[k]
        counts = status_counts(group)
        rows.append(WorkloadHeadline(
            key=f"{headline_key(backend, mode, parallel, devices, dtype)}/{workload}", backend=backend, mode=mode,
            workload=workload, rate=rate_of(group), total=len(group),
            not_judged={s: n for s, n in counts.items() if s not in JUDGED and n},
            parallel=parallel, devices=devices, strategy=strategy_label(parallel, devices), dtype=dtype,
        ))
    return rows


def model_verdicts(cases: list[dict[str, Any]]) -> list[ModelVerdict]:
    """Every model's verdict over all its cases in each strategy, sorted by (backend, mode, strategy, spec, dtype)."""
    groups: dict[tuple[str, str, str, int, str, str], list[dict[str, Any]]] = {}
    for c in cases:
        key = (str(c.get("backend") or UNKNOWN), str(c.get("mode") or UNKNOWN), *strategy_of(c), str(c.get("spec")),
               dtype_of(c))
        groups.setdefault(key, []).append(c)
    rows = []
    for k in sorted(groups, key=lambda k: (k[0], k[1], strategy_rank(k[2], k[3]), k[4], k[5])):
        backend, mode, parallel, devices, spec, dtype = k
        group = groups[k]
        ordered = sorted(group, key=lambda c: (_order(workload_of(c), WORKLOADS), _order(regime_of(c), REGIMES)))
        statuses = {f"{workload_of(c)}/{regime_of(c)}": str(c.get("status")) for c in ordered}
        failing = [k for k, s in statuses.items() if s in JUDGED and s not in WORKS]
        if failing:
            verdict = "fails"
        elif all(s in WORKS for s in statuses.values()):
            verdict = "works"
        else:
            verdict = "not_judged"
        rows.append(ModelVerdict(backend, mode, spec, dtype, verdict, statuses, failing, parallel, devices,
                                 strategy_label(parallel, devices)))
    return rows


def model_strategies(verdicts: list[ModelVerdict]) -> list[ModelStrategies]:
    """Each model's verdict per strategy, sorted by (backend, mode, spec, dtype); verdicts come strategy-ordered."""
    groups: dict[tuple[str, str, str, str], list[ModelVerdict]] = {}
    for v in verdicts:
        groups.setdefault((v.backend, v.mode, v.spec, v.dtype), []).append(v)
    rows = []
    for (backend, mode, spec, dtype), group in sorted(groups.items()):
        rows.append(ModelStrategies(
            backend, mode, spec, dtype, verdicts={v.strategy: v.verdict for v in group},
            works_in=[v.strategy for v in group if v.verdict == "works"],
            fails_in={v.strategy: v.failing for v in group if v.verdict == "fails"},
        ))
    return rows


def model_headlines(verdicts: list[ModelVerdict]) -> list[ModelHeadline]:
    """Works unmodified per model, one row per (backend, mode, dtype, strategy)."""
    groups: dict[tuple[str, str, str, str, int], list[ModelVerdict]] = {}
    for v in verdicts:
        groups.setdefault((v.backend, v.mode, v.dtype, v.parallel, v.devices), []).append(v)
    rows = []
    for k in sorted(groups, key=lambda k: (k[0], k[1], dtype_rank(k[2]), strategy_rank(k[3], k[4]))):
        backend, mode, dtype, parallel, devices = k
        group = groups[k]
        # A model's verdict as a status, so the one denominator rule makes its rate: native when
        # every case passed with no op on the CPU.
        def status(v: ModelVerdict) -> str:
            if v.verdict == "works":
                return PASS if all(s == PASS for s in v.cases.values()) else PASS_WITH_FALLBACK
            return FAIL_ERROR if v.verdict == "fails" else SKIPPED

        rows.append(ModelHeadline(
            key=headline_key(backend, mode, parallel, devices, dtype), backend=backend, mode=mode,
            rate=rate_of([{"status": status(v)} for v in group]), models=len(group),
            not_judged=sum(1 for v in group if v.verdict == "not_judged"), parallel=parallel, devices=devices,
            strategy=strategy_label(parallel, devices), dtype=dtype,
        ))
    return rows
