"""How fast: the ``--perf`` measurements of a run, per mode and per model, and their change between runs.

A pure function of records (``perf``, :mod:`hfcompat.execution.perf`), read as PyTorch's compiler
dashboard (HUD) reads a backend:

- per (backend, mode), over every workload and, where the run measured several, per workload (HUD
  reports training and inference apart): the **geomean speed-up** over the backend's eager mode (its
  first mode where it has none) on the cases measured in both, as the ratio of median step times;
  the **mean compile time** (the stack's own compile seconds of the first step where it reports
  them, else the cold first step less the steady step: also where the stack counted compiles but
  timed none); the **memory ratio**, the eager mode's peak over this mode's (HUD's "compression
  ratio": above 1 this mode needs less); and how many recompiled in the timed loop (TorchTPU's
  harness fails those; here they are counted, the status is the comparison's) or never settled in
  warm-up;
- per model: each measured case's steady step, spread, throughput, compile and peak memory;
- between a baseline and a run (:func:`perf_changes`): a step-time change beyond both runs' own
  spread *and* beyond :data:`PERF_NOISE` is a perf regression (slower) or gain (faster).

The figures are the device's that ran them: on ``cpu`` and XLA:CPU they are CPU times and host
memory, not a TPU's, and the pages say so.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from typing import Any

from hfcompat.records.axes import DEFAULT_PARALLEL
from hfcompat.records.record import WORKS, regime_of, workload_of
from hfcompat.records.run_reader import case_id_of
from hfcompat.reporting.speed import eager_mode

#: A step-time ratio (now ÷ baseline) within 1 ± PERF_NOISE is noise, never flagged, however tight
#: the runs' own IQRs; a change must also exceed the two runs' IQRs added (their own spread).
#: Measured with bench/perf_noise.py (the same --perf run twice on the same code; cpu eager and
#: compile, llama/gpt2/bert/t5, train and infer, 10 timed steps) on the dev VM's 2 shared cores:
#: cases whose runs had the cores to themselves repeated within 0.996-1.078 (worst |1 - ratio|
#: 0.08), so 0.25 is three times the quiet noise. On torch-xla (XLA:CPU; llama/bert/t5/vit/resnet/
#: gpt2, lazy/eager/compile, train and infer) quiet reruns repeated within 0.785-1.193 (worst 0.215,
#: median 0.052), still inside it. While another job held the cores the same cases
#: moved by 0.003-3.4x, uniformly across a timed loop (small IQRs): no threshold separates that from
#: a regression, so nightly --perf runs need a machine of their own (docs/dashboard.md).
PERF_NOISE = 0.25
PERF_REGRESSION, PERF_GAIN = "perf_regression", "perf_gain"
DEVICE_NOTE = ("figures are the device's that ran them: on cpu and XLA:CPU they are CPU times and the process's "
               "resident memory (host_rss), not a TPU's")


@dataclass(frozen=True, slots=True)
class PerfCase:
    """One measured case's steady state (``step_s`` the median of its timed steps)."""

    case_id: str
    spec: str
    backend: str
    mode: str
    dtype: str
    workload: str
    regime: str
    step_s: float
    iqr_s: float
    samples_per_s: float | None
    tokens_per_s: float | None
    compile_s: float | None  # the stack's, else cold first step − steady step
    peak_memory_mb: float | None
    memory_kind: str | None  # device | host_rss
    warmup_steps: int
    settled: bool | None
    recompiled: bool | None


@dataclass(frozen=True, slots=True)
class PerfMode:
    """One (backend, mode) against the backend's eager mode, over the cases measured in both; over every
    workload (``workload`` "all"), or one of them (HUD reports training and inference apart)."""

    backend: str
    mode: str
    workload: str  # "all", or train | infer where the run measured more than one
    baseline_mode: str
    measured: int  # cases of this mode with a measurement
    both: int  # of them, also measured in the baseline mode: the speed-up's and memory ratio's cases
    speedup: float | None  # geomean of baseline step / this step
    mean_compile_s: float | None
    memory_ratio: float | None  # geomean of baseline peak / this peak (HUD's compression ratio)
    recompiled: int
    unsettled: int


@dataclass(frozen=True, slots=True)
class PerfSummary:
    """The run's perf: per mode, per case, and the passing cases --perf left unmeasured (generate, parallel)."""

    modes: list[PerfMode]
    cases: list[PerfCase]
    not_measured: dict[str, int]  # reason -> cases
    note: str = DEVICE_NOTE


@dataclass(frozen=True, slots=True)
class PerfChange:
    """A case whose steady step moved beyond the noise between a baseline and a run."""

    case_id: str
    kind: str  # perf_regression | perf_gain
    before_s: float
    after_s: float
    ratio: float  # after / before
    band: float  # the ratio it had to leave 1 by: max(PERF_NOISE, (IQR before + IQR after) / before)


@dataclass(frozen=True, slots=True)
class PerfDiff:
    """Step-time changes between two runs, over the cases measured in both."""

    compared: int
    regressions: list[PerfChange]
    gains: list[PerfChange]
    noise: float = PERF_NOISE


def perf_case(record: dict[str, Any]) -> PerfCase | None:
    """The measurement of a record, or None (no --perf, not measured, or a case that does not work)."""
    p = record.get("perf")
    if not isinstance(p, dict) or not p.get("measured") or record.get("status") not in WORKS:
        return None
    step = p.get("step_s_median")
    if not isinstance(step, (int, float)) or step <= 0:
        return None
    compile_s = p.get("compile_s")
    # torch-xla's eager mode compiles each op the first time it meets it, and its CompileTime metric
    # does not time those compiles: a count of compiles with 0 s of compiling is untimed, not free.
    if compile_s == 0 and (record.get("compiles") or 0) > 0:
        compile_s = None
    if compile_s is None and isinstance(p.get("cold_step_s"), (int, float)):
        compile_s = max(0.0, float(p["cold_step_s"]) - float(step))
    return PerfCase(
        case_id=case_id_of(record), spec=str(record.get("spec")), backend=str(record.get("backend")),
        mode=str(record.get("mode")), dtype=str(record.get("dtype")), workload=workload_of(record),
        regime=regime_of(record), step_s=float(step), iqr_s=float(p.get("step_s_iqr") or 0.0),
        samples_per_s=p.get("samples_per_s"), tokens_per_s=p.get("tokens_per_s"), compile_s=compile_s,
        peak_memory_mb=p.get("peak_memory_mb"), memory_kind=p.get("memory_kind"),
        warmup_steps=int(p.get("warmup_steps") or 0), settled=p.get("settled"), recompiled=p.get("recompiled"),
    )


def _geomean(values: list[float]) -> float | None:
    values = [v for v in values if v > 0]
    return math.exp(statistics.fmean(math.log(v) for v in values)) if values else None


def summarize_perf(cases: list[dict[str, Any]]) -> PerfSummary | None:
    """The run's perf, or None when no record carries a ``perf`` (a run without --perf reports as before)."""
    if not any(c.get("perf") for c in cases):
        return None
    measured = [m for m in map(perf_case, cases) if m is not None]
    not_measured: dict[str, int] = {}
    for c in cases:
        p = c.get("perf")
        if isinstance(p, dict) and not p.get("measured"):
            why = str(p.get("reason") or p.get("error") or "unknown")
            not_measured[why] = not_measured.get(why, 0) + 1
    workloads = sorted({m.workload for m in measured}, key=lambda w: (w != "train", w))
    modes = []
    for backend in sorted({m.backend for m in measured}):
        mine = [m for m in measured if m.backend == backend]
        base = eager_mode({m.mode for m in mine})
        for mode in sorted({m.mode for m in mine}, key=lambda x: (x != base, x)):
            modes.append(_mode_row(mine, backend, mode, base, "all"))
            if len(workloads) > 1:
                modes += [_mode_row(mine, backend, mode, base, w) for w in workloads
                          if any(m.workload == w for m in mine)]
    rows = sorted(measured, key=lambda m: (m.spec, m.workload, m.regime, m.dtype, m.backend, m.mode))
    return PerfSummary(modes=modes, cases=rows, not_measured=dict(sorted(not_measured.items())))


def _mode_row(measured: list[PerfCase], backend: str, mode: str, base: str, workload: str) -> PerfMode:
    """``mode`` against ``base`` over ``backend``'s measured cases of ``workload`` ("all": every one)."""
    def of(m: str) -> dict[tuple[str, str, str, str], PerfCase]:  # the same model's case in either mode
        return {(c.spec, c.dtype, c.workload, c.regime): c for c in measured
                if c.mode == m and workload in ("all", c.workload)}

    got, ref = of(mode), of(base)
    both = [k for k in got if k in ref]
    mem = [r / g for k in both if (r := ref[k].peak_memory_mb) and (g := got[k].peak_memory_mb)]
    compiles = [m.compile_s for m in got.values() if m.compile_s is not None]
    return PerfMode(
        backend=backend, mode=mode, workload=workload, baseline_mode=base,
        measured=len(got), both=len(both), speedup=_geomean([ref[k].step_s / got[k].step_s for k in both]),
        mean_compile_s=statistics.fmean(compiles) if compiles else None, memory_ratio=_geomean(mem),
        recompiled=sum(1 for m in got.values() if m.recompiled),
        unsettled=sum(1 for m in got.values() if m.settled is False),
    )


def perf_changes(now: list[dict[str, Any]], then: list[dict[str, Any]]) -> PerfDiff | None:
    """Step-time regressions and gains from ``then`` to ``now`` (single-device cases measured in both);
    None when no case was measured in both runs."""
    def measured(cases: list[dict[str, Any]]) -> dict[str, PerfCase]:
        return {m.case_id: m for c in cases if (c.get("parallel") or DEFAULT_PARALLEL) == DEFAULT_PARALLEL
                and (m := perf_case(c)) is not None}

    a, b = measured(now), measured(then)
    shared = sorted(a.keys() & b.keys())
    if not shared:
        return None
    regressions: list[PerfChange] = []
    gains: list[PerfChange] = []
    for cid in shared:
        after, before = a[cid], b[cid]
        ratio = after.step_s / before.step_s
        band = max(PERF_NOISE, (after.iqr_s + before.iqr_s) / before.step_s)
        if abs(ratio - 1) > band:
            change = PerfChange(cid, PERF_REGRESSION if ratio > 1 else PERF_GAIN, before.step_s, after.step_s,
                                round(ratio, 4), round(band, 4))
            (regressions if ratio > 1 else gains).append(change)
    return PerfDiff(compared=len(shared), regressions=regressions, gains=gains)
