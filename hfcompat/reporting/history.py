"""Runs against runs: the baseline comparison of ``report --baseline`` and the dashboard's trend.

Cases are matched by ``case_id``, stable across runs (docs/design.md §7), each side's latest record per
case (:mod:`hfcompat.records.run_reader`). A parallel case's id carries its strategy and device count
(``...|ddp:2``), so it only ever matches the same strategy on as many devices, never the single-device
case of the model; the headline deltas are per (backend, mode, strategy) likewise. Between a baseline and a run:

- a **regression** (new failure) is a case that worked in the baseline and is in the run but no
  longer works, whatever its status now (a case that became ``skipped`` or ``harness_error`` no
  longer works either, and CI should hear about it); ``--fail-on-regression`` exits 1 on any;
- a **fix** is a case that did not work in the baseline and works now;
- a **flip** is any other change of status (``pass`` → ``pass_with_fallback``, ``fail_error`` →
  ``fail_unsupported_op``, ``fail_crash`` → ``skipped``);
- cases in only one of the two are *added* or *removed*, never regressions: a sweep over fewer
  models is not a worse backend;
- with ``--perf`` in both runs, a case whose steady step time moved beyond both runs' own spread and
  the repeat noise is a *perf regression* or *perf gain* (:func:`hfcompat.reporting.perf.perf_changes`):
  reported, never a status change, and ``--fail-on-regression`` does not exit 1 on it.

Runs in two different dtypes (each run one dtype: a float32 run of record and its bfloat16 twin) are
matched across the dtype: a case is the same model, workload, regime and strategy on the same backend
and mode, and ``Comparison.dtypes`` says which two (baseline's, run's). The changes are then the
cases whose verdict differs between the dtypes, with their culprit.

Runs on two different backends (each run one backend in one mode: a torch-xla run against a CUDA
census) are matched across the backend and mode likewise, and ``Comparison.parity`` says how many of
the cases that work on the baseline's backend work on the run's (:mod:`hfcompat.reporting.parity`).

Where the two runs cover different workloads (an every-workload run against a train-only one), the
headline deltas are taken over the workloads both have, so a rate is never compared with one over
other workloads; ``Comparison.workloads`` names them (None where both runs have the same).

The trend orders runs by when they started (meta ``started_at``, then path) and compares each
with the one before it on the same backends in the same dtypes.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from hfcompat.records.oom import blamed_op
from hfcompat.records.record import regime_of, split_case_id, workload_of
from hfcompat.records.run_reader import Run, case_id_of, works
from hfcompat.reporting.parity import Parity, across_backends, parity
from hfcompat.reporting.perf import PerfDiff, perf_changes
from hfcompat.reporting.rates import Rate
from hfcompat.reporting.strategies import dtype_of, headline_key, strategy_of
from hfcompat.reporting.summary import headlines

REGRESSION, FIX, FLIP = "regression", "fix", "flip"


@dataclass(frozen=True, slots=True)
class Change:
    """One case whose status differs between the baseline and the run."""

    case_id: str
    spec: str
    backend: str
    mode: str
    dtype: str
    kind: str  # regression | fix | flip
    before: str
    after: str
    culprit_op: str | None  # the run's, else the baseline's
    error: str | None  # the run's
    workload: str = "train"  # a baseline record from before workloads is train/short
    regime: str = "short"
    parallel: str = "single"  # one from before the parallel axis is single
    devices: int = 1


@dataclass(frozen=True, slots=True)
class HeadlineDelta:
    """One (backend, mode, strategy)'s rate in the baseline and in the run (None where it has no cases)."""

    key: str
    before: Rate | None
    after: Rate | None
    delta_points: float | None  # works % now minus works % then


@dataclass(frozen=True, slots=True)
class Comparison:
    """What changed from ``baseline`` to ``run``."""

    run_id: str
    baseline_run_id: str
    baseline_path: str
    headline: list[HeadlineDelta]
    regressions: list[Change]
    fixes: list[Change]
    flips: list[Change]
    added: list[str]
    removed: list[str]
    perf: PerfDiff | None = None  # step-time regressions and gains (--perf in both runs), else None
    dtypes: tuple[str, str] | None = None  # (baseline's, run's) when matched across dtypes, else None
    workloads: tuple[str, ...] | None = None  # the headline deltas' workloads where the runs' differ, else None
    parity: Parity | None = None  # where the runs are on different backends, else None

    @property
    def changes(self) -> list[Change]:
        return [*self.regressions, *self.fixes, *self.flips]

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["parity"] = self.parity.to_dict() if self.parity is not None else None
        # runs without --perf, in one dtype, on one backend, compare exactly as before
        for key in ("perf", "dtypes", "workloads", "parity"):
            if data[key] is None:
                del data[key]
        return data


@dataclass(frozen=True, slots=True)
class TrendPoint:
    """One run of the trend: its rates per (backend, mode) and its changes from the run before."""

    run_id: str
    path: str
    started_at: str
    rates: dict[str, Rate]  # headline key ("backend/mode", "backend/mode/ddp:2") -> rate
    comparison: Comparison | None  # None for the first run


def order_runs(runs: list[Run]) -> list[Run]:
    """Runs oldest first (started_at, then path); a directory given twice counts once."""
    unique = {str(run.path.resolve()): run for run in runs}
    return sorted(unique.values(), key=lambda r: (r.started_at, str(r.path)))


def dtypes_of(run: Run) -> tuple[str, ...]:
    """The dtypes a run's cases ran in (meta's dtype for a run with no cases yet)."""
    found = {str(c.get("dtype") or "float32") for c in run.cases}
    return tuple(sorted(found)) or (str(run.meta.get("dtype") or "float32"),)


def across_dtypes(run: Run, baseline: Run) -> tuple[str, str] | None:
    """(baseline's dtype, run's) when each run holds one dtype and they differ, else None."""
    before, after = dtypes_of(baseline), dtypes_of(run)
    return (before[0], after[0]) if len(before) == len(after) == 1 and before != after else None


def _keyed(run: Run, across: bool, backends: bool = False) -> dict[str, dict[str, Any]]:
    """Each case by its id, or, matched across dtypes (and/or backends), by its id with the dtype
    (the backend and mode) left out."""
    if not across and not backends:
        return {case_id_of(r): r for r in run.cases}
    wild = {**({"dtype": "*"} if across else {}), **({"backend": "*", "mode": "*"} if backends else {})}
    return {_wild_id(r, wild): r for r in run.cases}


def _wild_id(record: dict[str, Any], wild: dict[str, str]) -> str:
    """The record's case id with the ``wild`` parts (dtype, backend, mode) as ``*``. Taken from the id
    itself, so its tail (the size part with any asked shapes, the strategy) is kept as written; an
    id of an older form is rebuilt from the record's fields."""
    split = split_case_id(case_id_of(record))
    if split is None:
        return case_id_of({**record, "case_id": None, **wild})
    spec, backend, mode, dtype = split[0].rsplit("|", 3)
    parts = {"backend": backend, "mode": mode, "dtype": dtype, **wild}
    return "|".join([spec, parts["backend"], parts["mode"], parts["dtype"], split[1]])


def compare_runs(run: Run, baseline: Run) -> Comparison:
    """Regressions, fixes, flips, added and removed cases from ``baseline`` to ``run`` (matched across
    the dtype when the two runs are in different ones, :func:`across_dtypes`)."""
    dtypes, backends = across_dtypes(run, baseline), across_backends(run, baseline)
    now = _keyed(run, dtypes is not None, backends is not None)
    then = _keyed(baseline, dtypes is not None, backends is not None)
    regressions: list[Change] = []
    fixes: list[Change] = []
    flips: list[Change] = []
    for cid in sorted(now.keys() & then.keys()):
        after, before = now[cid], then[cid]
        if after.get("status") == before.get("status"):
            continue
        if works(before) and not works(after):
            kind, bucket = REGRESSION, regressions
        elif works(after) and not works(before):
            kind, bucket = FIX, fixes
        else:
            kind, bucket = FLIP, flips
        bucket.append(Change(
            case_id=case_id_of(after), spec=str(after.get("spec")), backend=str(after.get("backend")),
            mode=str(after.get("mode")), dtype=dtype_of(after), kind=kind,
            before=str(before.get("status")), after=str(after.get("status")),
            culprit_op=blamed_op(after) or blamed_op(before), error=after.get("error"),
            workload=workload_of(after), regime=regime_of(after),
            parallel=strategy_of(after)[0], devices=strategy_of(after)[1],
        ))
    # Matched across dtypes, a headline is compared with its twin in the other dtype (the keys less the dtype).
    # Over the workloads both runs have: a train-only run's rate against an every-workload run's
    # train slice, not against its blend of train, infer and generate.
    mine, theirs = {workload_of(c) for c in run.cases}, {workload_of(c) for c in baseline.cases}
    shared, differ = mine & theirs, mine != theirs

    def rates(cases: list[dict[str, Any]]) -> dict[str, Rate]:
        cases = [c for c in cases if workload_of(c) in shared] if differ else cases
        return {headline_key(h.backend, h.mode, h.parallel, h.devices) if dtypes else h.key: h.rate
                for h in headlines(cases)}

    rates_now, rates_then = rates(run.cases), rates(baseline.cases)
    deltas = []
    for key in sorted(rates_now.keys() | rates_then.keys()):
        a, b = rates_now.get(key), rates_then.get(key)
        delta = None
        if a is not None and b is not None and a.works_pct is not None and b.works_pct is not None:
            delta = round(a.works_pct - b.works_pct, 2)
        deltas.append(HeadlineDelta(key=key, before=b, after=a, delta_points=delta))
    return Comparison(
        run_id=run.run_id, baseline_run_id=baseline.run_id, baseline_path=str(baseline.path),
        headline=deltas, regressions=regressions, fixes=fixes, flips=flips,
        added=sorted(case_id_of(now[k]) for k in now.keys() - then.keys()),
        removed=sorted(case_id_of(then[k]) for k in then.keys() - now.keys()),
        perf=None if dtypes else perf_changes(run.cases, baseline.cases), dtypes=dtypes,
        workloads=tuple(sorted(shared)) if differ else None,
        parity=parity(now, then, backends) if backends is not None else None,
    )


def trend(runs: list[Run]) -> list[TrendPoint]:
    """One point per run, oldest first, each compared with the run before it on the same backends
    in the same dtypes.

    Runs on other backends or in another dtype are other series: a torchax run after a torch-xla one,
    or a bfloat16 run after a float32 one, is a comparison across stacks or dtypes (the dashboard's
    compare view, ``report --baseline``), not a night's regressions.
    """
    ordered = order_runs(runs)
    points = []
    last: dict[tuple[str, ...], Run] = {}
    for run in ordered:
        series = (*backends_of(run), *dtypes_of(run))
        before = last.get(series)
        points.append(TrendPoint(
            run_id=run.run_id, path=str(run.path), started_at=run.started_at,
            rates={h.key: h.rate for h in headlines(run.cases)},
            comparison=compare_runs(run, before) if before is not None else None,
        ))
        last[series] = run
    return points


def backends_of(run: Run) -> tuple[str, ...]:
    """The backends a run's cases ran on (meta's backend for a run with no cases yet)."""
    found = {str(c["backend"]) for c in run.cases if c.get("backend")}
    return tuple(sorted(found)) or (str(run.meta.get("backend") or ""),)
