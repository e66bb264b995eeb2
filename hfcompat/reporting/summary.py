"""The summary of one run: what ``hfcompat report`` prints and the dashboard shows (docs/design.md §5, §10).

Both render the same :class:`Summary`, built here from a :class:`~hfcompat.records.run_reader.Run` and nothing
else, so the two never disagree. Every part is a plain frozen dataclass, so ``dataclasses.asdict``
is the JSON form (``report --format json``).

Every rate carries its n/N, counted by the denominator rule (contract) of
:mod:`hfcompat.reporting.rates`, over the cases of one (backend, mode, strategy): a run with parallel
cases has one headline per strategy, the single-device one keyed as before (:mod:`.strategies`).
"""

from __future__ import annotations

import math
import shlex
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

from hfcompat.records.axes import DEFAULT_DTYPE, DEFAULT_PARALLEL
from hfcompat.records.oom import blamed_op, is_oom
from hfcompat.records.record import JUDGED, WORKS, regime_of, workload_of
from hfcompat.records.run_reader import Run, case_id_of
from hfcompat.reporting.gradient_coverage import ThinCase, thin_train_cases
from hfcompat.reporting.harness_commits import HarnessCommits, harness_commits
from hfcompat.reporting.head_kinds import HeadKindHeadline, head_kind_headlines
from hfcompat.reporting.modality import ModalityRow, modality_rates
from hfcompat.reporting.ooms import OomRow, oom_rows
from hfcompat.reporting.perf import PerfSummary, summarize_perf
from hfcompat.reporting.rates import DENOMINATOR_RULE, UNKNOWN, Rate, rate_of, status_counts
from hfcompat.reporting.rollup import (
    ModelHeadline,
    ModelStrategies,
    ModelVerdict,
    WorkloadHeadline,
    model_headlines,
    model_strategies,
    model_verdicts,
    workload_headlines,
)
from hfcompat.reporting.sizes import SizeComparison, size_pairs
from hfcompat.reporting.speed import Speedup, speedups
from hfcompat.reporting.strategies import (
    dtype_of,
    dtype_rank,
    has_parallel,
    headline_key,
    is_single,
    is_stack_specific,
    strategy_label,
    strategy_of,
    strategy_rank,
)
from hfcompat.reporting.time_spent import TimeSpent, time_spent

STATUS_MEANING = {  # docs/design.md §5, in a reader's words
    "pass": "matches the CPU reference, every op native",
    "pass_with_fallback": "matches, but some ops ran on the CPU",
    "fail_unsupported_op": "the device refused an op (no kernel, no lowering)",
    "fail_error": "another device-side exception (compile, runtime, lowering)",
    "fail_accuracy": "ran, but outputs, loss or gradients do not match",
    "fail_timeout": "exceeded its time limit",
    "fail_crash": "the process running it died",
    "fail_oom": "out of memory on the device",
    "harness_error": ("a harness problem: hfcompat could not build the model or its inputs, or failed itself "
                      "(not counted)"),
    "reference_error": "the model fails on the CPU reference too (not counted)",
    "skipped": "not run, with a reason (not counted)",
}


@dataclass(frozen=True, slots=True)
class Headline:
    """The headline of one (backend, mode, dtype, strategy): its rate, every status's count, the listed ones."""

    key: str  # "backend/mode"; bfloat16's "backend/mode/bfloat16"; a parallel strategy's "backend/mode/ddp:2"
    backend: str
    mode: str
    rate: Rate
    total: int
    counts: dict[str, int]  # every status of STATUSES (0 included), then any unknown one
    not_judged: dict[str, int]  # the listed statuses with a count > 0
    parallel: str = DEFAULT_PARALLEL
    devices: int = 1
    strategy: str = DEFAULT_PARALLEL  # its label: "single", "ddp ×2"
    stack_specific: bool = False  # the stack's own API: not the unmodified code, counted apart
    dtype: str = DEFAULT_DTYPE


@dataclass(frozen=True, slots=True)
class CaseRef:
    """A case as op rankings and lists show it: enough to find it, read it and reproduce it."""

    case_id: str
    spec: str
    backend: str
    mode: str
    dtype: str
    status: str
    phase: str | None
    error: str | None
    repro: str | None  # the repro of its culprit op
    culprit_op: str | None = None


@dataclass(frozen=True, slots=True)
class OpRow:
    """One op and the cases it blocks (culprit ranking) or ran on the CPU for (fallback ranking)."""

    op: str
    n_cases: int
    n_models: int
    models: list[str]  # distinct specs, sorted
    phases: dict[str, int]  # culprit phase -> cases
    statuses: dict[str, int]
    cases: list[CaseRef]


@dataclass(frozen=True, slots=True)
class GroupRow:
    """The rate of one task within one (backend, mode, dtype, strategy)."""

    backend: str
    mode: str
    group: str
    rate: Rate
    not_judged: int
    parallel: str = DEFAULT_PARALLEL
    devices: int = 1
    strategy: str = DEFAULT_PARALLEL
    dtype: str = DEFAULT_DTYPE


@dataclass(frozen=True, slots=True)
class Environment:
    """Where and with what a run ran, from meta.json and its records, for saying so plainly."""

    run_id: str
    path: str
    started_at: str
    ended_at: str | None
    command: str | None
    host: str | None
    backends: list[str]
    modes: list[str]
    devices: list[str]
    versions: dict[str, list[str]]  # library -> every version seen in the records
    text: str
    harness: HarnessCommits  # the harness commits that judged the cases (issue 47)


@dataclass(frozen=True, slots=True)
class Summary:
    """Everything ``report`` prints and the dashboard shows about one run."""

    run: Environment
    total: int  # cases (latest record per case id)
    records: int  # record lines, reruns included
    denominator_rule: str
    headline: list[Headline]
    counts: dict[str, int]
    culprit_ops: list[OpRow]  # ranked by cases blocked, then models, then name (no OOM: see ooms)
    unattributed: list[CaseRef]  # failing judged cases with no culprit op named (OOMs are in ooms)
    fallback_ops: list[OpRow]  # ranked by cases that ran the op on the CPU
    modalities: list[ModalityRow]  # by what the model takes in (text decoder, vision...), as the dashboard
    tasks: list[GroupRow]
    listed: list[CaseRef]  # harness_error, reference_error, skipped (and unknown statuses)
    flaky: list[str]
    retried: list[str]
    speedups: list[Speedup]  # per mode over the backend's eager mode (steady-state step, --stability)
    # The headline per workload, and per model: works unmodified = works in every workload and
    # regime it has (hfcompat.reporting.rollup).
    workloads: list[WorkloadHeadline] = field(default_factory=list)
    models: list[ModelHeadline] = field(default_factory=list)
    model_verdicts: list[ModelVerdict] = field(default_factory=list)
    time: TimeSpent | None = None  # where the case time went, and the slowest cases
    # Whether any case ran a parallel strategy (only then is the strategy shown), and then each
    # model's verdict per strategy (empty for a single-device run).
    parallel: bool = False
    model_strategies: list[ModelStrategies] = field(default_factory=list)
    perf: PerfSummary | None = None  # --perf: per mode and per model (None: no record was measured)
    # Cases that ran out of memory, with where (phase, op in flight, peak): a list of their own, as
    # the op in flight is not to blame (hfcompat.records.oom).
    ooms: list[OomRow] = field(default_factory=list)
    sizes: SizeComparison | None = None  # a run of both sizes: each model's tiny verdict beside its full one
    # Passing train cases with most gradients zeros, noise or absent: "works" on a thin test of the backward
    thin_train: list[ThinCase] = field(default_factory=list)
    # The headline per head kind (the record's task), where the run has several (sweep --all-classes)
    head_kinds: list[HeadKindHeadline] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        data = {**asdict(self), "sizes": self.sizes.to_dict() if self.sizes is not None else None}
        for optional in ("perf", "sizes", "thin_train", "head_kinds"):  # absent where the run has none: reads as before
            if not data[optional]:
                del data[optional]
        return data


def finite_json(value: Any) -> Any:
    """``value`` with NaN and infinities as strings: records may hold them, strict JSON may not."""
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, dict):
        return {str(k): finite_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [finite_json(v) for v in value]
    return value


def check_command(record: dict[str, Any]) -> str:
    """The ``hfcompat check`` command that reruns this case, shell-quoted."""
    parts = ["hfcompat", "check", str(record.get("spec")), "--backend", str(record.get("backend")),
             "--mode", str(record.get("mode")), "--dtype", str(record.get("dtype") or "float32"),
             "--workload", workload_of(record), "--regime", regime_of(record)]
    parallel, devices = strategy_of(record)
    if parallel != DEFAULT_PARALLEL:
        parts += ["--parallel", parallel, "--devices", str(devices)]
    return " ".join(shlex.quote(p) for p in parts)


def case_ref(record: dict[str, Any]) -> CaseRef:
    return CaseRef(
        case_id=case_id_of(record), spec=str(record.get("spec")), backend=str(record.get("backend")),
        mode=str(record.get("mode")), dtype=str(record.get("dtype")), status=str(record.get("status")),
        phase=record.get("culprit_phase") or record.get("phase"), error=record.get("error"),
        repro=record.get("repro"), culprit_op=blamed_op(record),
    )


def headlines(cases: list[dict[str, Any]]) -> list[Headline]:
    """One :class:`Headline` per (backend, mode, dtype, strategy), sorted (float32 first, single first,
    stack-specific last)."""
    rows = []
    groups = _by(cases, lambda c: (*_backend_mode(c), dtype_of(c), *strategy_of(c)))
    for k in sorted(groups, key=lambda k: (k[0], k[1], dtype_rank(k[2]), strategy_rank(k[3], k[4]))):
        (backend, mode, dtype, parallel, devices), group = k, groups[k]
        counts = status_counts(group)
        rows.append(Headline(
            key=headline_key(backend, mode, parallel, devices, dtype), backend=backend, mode=mode,
            rate=rate_of(group), total=len(group), counts=counts,
            not_judged={s: n for s, n in counts.items() if s not in JUDGED and n},
            parallel=parallel, devices=devices, strategy=strategy_label(parallel, devices),
            stack_specific=is_stack_specific(parallel), dtype=dtype,
        ))
    return rows


def rank_ops(
    cases: list[dict[str, Any]], ops_of: Callable[[dict[str, Any]], list[str]], with_phases: bool = True,
) -> list[OpRow]:
    """Ops ranked by cases (then distinct models, then name); ``ops_of(record)`` names a case's ops.

    ``with_phases`` counts each op's cases by culprit phase (meaningless for fallback ops).
    """
    by_op: dict[str, list[dict[str, Any]]] = {}
    for case in cases:
        for op in sorted(set(ops_of(case))):
            by_op.setdefault(op, []).append(case)
    rows = []
    for op, group in by_op.items():
        models = sorted({str(c.get("spec")) for c in group})
        rows.append(OpRow(
            op=op, n_cases=len(group), n_models=len(models), models=models,
            phases=dict(sorted(Counter(_phase(c) for c in group).items())) if with_phases else {},
            statuses=dict(sorted(Counter(str(c.get("status")) for c in group).items())),
            cases=[case_ref(c) for c in group],
        ))
    return sorted(rows, key=lambda r: (-r.n_cases, -r.n_models, r.op))


def group_rates(cases: list[dict[str, Any]], field: str) -> list[GroupRow]:
    """Rates per value of ``field`` (e.g. task) within each (backend, mode, dtype, strategy)."""
    rows = []
    groups = _by(cases, lambda c: (*_backend_mode(c), dtype_of(c), *strategy_of(c), str(c.get(field) or UNKNOWN)))
    for k in sorted(groups, key=lambda k: (k[0], k[1], dtype_rank(k[2]), strategy_rank(k[3], k[4]), k[5])):
        (backend, mode, dtype, parallel, devices, group), members = k, groups[k]
        rows.append(GroupRow(backend=backend, mode=mode, group=group, rate=rate_of(members),
                             not_judged=sum(1 for c in members if c.get("status") not in JUDGED),
                             parallel=parallel, devices=devices, strategy=strategy_label(parallel, devices),
                             dtype=dtype))
    return rows


def environment(run: Run) -> Environment:
    """The run's environment, from meta.json and the records' own backend, device and versions."""
    meta = run.meta
    backends = sorted({str(r["backend"]) for r in run.cases if r.get("backend")}
                      | ({str(meta["backend"])} if meta.get("backend") else set()))
    modes = sorted({str(r["mode"]) for r in run.cases if r.get("mode")})
    devices = sorted({str(r["device"]) for r in run.cases if r.get("device")})
    versions: dict[str, set[str]] = {}
    for source in [meta.get("versions") or {}, *(r.get("versions") or {} for r in run.cases)]:
        if isinstance(source, dict):
            for lib, version in source.items():
                versions.setdefault(str(lib), set()).add(str(version))
    host_meta = meta.get("host") if isinstance(meta.get("host"), dict) else {}
    host = None
    if host_meta:
        h = host_meta
        host = f"{h.get('name')} ({h.get('platform')}, Python {h.get('python')}, {h.get('cpus')} CPUs)"
    vers = {lib: sorted(v) for lib, v in sorted(versions.items())}
    version_text = "; ".join(f"{lib} {' / '.join(v)}" for lib, v in vers.items())
    text = (
        f"Run {run.run_id} ran {', '.join(backends) or 'no backend'}"
        f" ({', '.join(modes) or 'no mode'}) on {', '.join(devices) or 'an unrecorded device'}"
        + (f"; {version_text}" if vers else "; versions not recorded")
        + (f"; host {host}" if host else "")
        + (f"; started {run.started_at}" if run.started_at else "")
        + (f", ended {meta['ended_at']}" if meta.get("ended_at") else "") + "."
    )
    return Environment(
        run_id=run.run_id, path=str(run.path), started_at=run.started_at, ended_at=meta.get("ended_at"),
        command=meta.get("command"), host=host, backends=backends, modes=modes, devices=devices,
        versions=vers, text=text, harness=harness_commits(run.cases),
    )


def summarize(run: Run) -> Summary:
    """The summary of one run (a pure function of its records and meta)."""
    cases = run.cases
    verdicts = model_verdicts(cases)
    failing = [c for c in cases if c.get("status") in JUDGED and c["status"] not in WORKS]
    judged = [c for c in cases if c.get("status") in JUDGED]
    return Summary(
        run=environment(run), total=len(cases), records=len(run.records), denominator_rule=DENOMINATOR_RULE,
        headline=headlines(cases), counts=status_counts(cases),
        culprit_ops=rank_ops(failing, lambda c: [op] if (op := blamed_op(c)) else []),
        unattributed=[case_ref(c) for c in failing if not blamed_op(c) and not is_oom(c)],
        fallback_ops=rank_ops(judged, lambda c: [str(op) for op in c.get("fallback_ops") or []], with_phases=False),
        modalities=modality_rates(cases), tasks=group_rates(cases, "task"),
        listed=[case_ref(c) for c in cases if c.get("status") not in JUDGED],
        # Speed-ups compare one model's step across modes: on one device only (a parallel step is another step).
        flaky=run.flaky, retried=run.retried, speedups=speedups([c for c in cases if is_single(c)]),
        workloads=workload_headlines(cases), models=model_headlines(verdicts), model_verdicts=verdicts,
        time=time_spent(cases), parallel=has_parallel(cases),
        model_strategies=model_strategies(verdicts) if has_parallel(cases) else [],
        perf=summarize_perf(cases),  # a parallel case's perf says it was not measured
        ooms=oom_rows(cases), sizes=size_pairs(cases), thin_train=thin_train_cases(cases),
        head_kinds=head_kind_headlines(cases),
    )


def _phase(record: dict[str, Any]) -> str:
    return str(record.get("culprit_phase") or record.get("phase") or UNKNOWN)


def _backend_mode(record: dict[str, Any]) -> tuple[str, str]:
    return str(record.get("backend") or UNKNOWN), str(record.get("mode") or UNKNOWN)


def _by(cases: Iterable[dict[str, Any]], key: Callable[[dict[str, Any]], Any]) -> dict[Any, list[dict[str, Any]]]:
    groups: dict[Any, list[dict[str, Any]]] = {}
    for case in cases:
        groups.setdefault(key(case), []).append(case)
    return groups
