"""``hfcompat check``: one case, isolated, with a verdict a newcomer can read.

The case runs in a worker process even here: when the device aborts the process or hangs, check
still has a ``fail_crash`` / ``fail_timeout`` record to print (docs/design.md §8).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from hfcompat.errors import UsageError
from hfcompat.isolation.worker import DEFAULT_TIMEOUT_S, Outcome, Worker, memory_share
from hfcompat.records.axes import DEFAULT_PARALLEL, DTYPES, REGIMES, SIZES, STACK_SPECIFIC, WEIGHTS, WORKLOADS
from hfcompat.records.record import FAIL_ACCURACY, JUDGED, MAX_BATCH, MAX_SEQ, WORKS, Case, parallel_of
from hfcompat.records.run_writer import RunDir, log_name
from hfcompat.specs.archs import validate_spec
from hfcompat.specs.layer_count import layer_count_of_dir
from hfcompat.specs.spec import ModelSpec
from hfcompat_backend import UnknownBackendError, get_backend
from hfcompat_backend.base import Backend
from hfcompat_backend.registry import unknown_name_message

EXIT_WORKS, EXIT_FAILS, EXIT_NOT_JUDGED = 0, 1, 2

VERDICTS = {
    "pass": "PASS: works unmodified, every op native",
    "pass_with_fallback": "PASS (with CPU fallback): works unmodified, some ops ran on the CPU",
    "fail_unsupported_op": "FAIL: the device refused an op",
    "fail_error": "FAIL: the device raised an error",
    "fail_accuracy": "FAIL: ran, but the results differ from the CPU reference",
    "fail_timeout": "FAIL: did not finish in time",
    "fail_crash": "FAIL: the process running it died",
    "fail_oom": "FAIL: out of memory",
    "harness_error": ("NOT JUDGED: a harness problem (hfcompat could not build the model or its inputs, "
                      "or failed itself)"),
    "reference_error": "NOT JUDGED: the model fails on the CPU reference too",
    "skipped": "NOT JUDGED: skipped",
}

#: The widths a check's text shows from the record's ``dims`` (hfcompat.factory.dims), where the config has them.
SUMMARY_DIMS = ("hidden_size", "intermediate_size", "num_hidden_layers", "num_attention_heads", "num_key_value_heads",
                "vocab_size", "num_local_experts", "num_experts")


def resolve_backend(name: str) -> type[Backend]:
    """The backend class, or a one-line UsageError with suggestions."""
    try:
        return get_backend(name)
    except UnknownBackendError as exc:
        raise UsageError(str(exc)) from exc


def make_case(spec: str, backend: str, mode: str | None, dtype: str, **how: Any) -> Case:
    """Validate every part of a case before anything runs (bad input: UsageError, exit 2)."""
    backend_cls = resolve_backend(backend)
    mode = mode or backend_cls.modes[0]
    if mode not in backend_cls.modes:
        raise UsageError(unknown_name_message("mode", mode, backend_cls.modes, where=f" for backend {backend!r}"))
    if dtype not in DTYPES:
        raise UsageError(unknown_name_message("dtype", dtype, DTYPES))
    for flag, value, allowed in (("--workload", how.get("workload", WORKLOADS[0]), WORKLOADS),
                                 ("--regime", how.get("regime", REGIMES[0]), REGIMES)):
        if value not in allowed:
            raise UsageError(unknown_name_message(flag, value, allowed))
    validate_how(validate_spec(spec), how)
    return Case(spec=spec.strip(), backend=backend, mode=mode, dtype=dtype, **how)


def validate_how(spec: ModelSpec, how: dict[str, Any]) -> None:
    """--size / --weights: known values, pretrained only at full size, and only for Hub ids and directories;
    --batch / --seq-len: whole numbers in range, and not with a parallel strategy (its ranks split the
    recipes' batch of 2)."""
    size, weights = how.get("size", "tiny"), how.get("weights", "random")
    for flag, key, top in (("--batch", "batch", MAX_BATCH), ("--seq-len", "seq_len", MAX_SEQ)):
        value = how.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= top):
            raise UsageError(f"bad {flag} {value!r}: expected a whole number from 1 to {top}")
    if how.get("parallel", DEFAULT_PARALLEL) != DEFAULT_PARALLEL and (
            size != "tiny" or how.get("batch") is not None or how.get("seq_len") is not None):
        raise UsageError("--parallel runs tiny cases at the recipes' shapes: drop --size full, --batch and --seq-len")
    if size not in SIZES:
        raise UsageError(unknown_name_message("--size", size, SIZES))
    layers = how.get("layers")
    if layers is not None and (not isinstance(layers, int) or isinstance(layers, bool) or layers < 1):
        raise UsageError(f"bad --layers {layers!r}: expected a whole number of layers, 1 or more")
    if layers is not None and size != "full":
        raise UsageError("--layers cuts a real config: it needs --size full (a tiny model is cut already)")
    has = layer_count_of_dir(spec.path or "") if layers is not None and spec.source == "local" else None
    if has is not None and layers is not None and layers > has:
        raise UsageError(f"bad --layers {layers}: {spec.text} has {has} layers at most in a stack")
    if weights not in WEIGHTS:
        raise UsageError(unknown_name_message("--weights", weights, WEIGHTS))
    if weights == "pretrained" and size != "full":
        raise UsageError("--weights pretrained needs --size full (a shrunk model has no pretrained weights)")
    if spec.source == "arch" and (size, weights) != ("tiny", "random"):
        raise UsageError(f"{spec.text}: arch: specs are tiny random models; --size/--weights apply to Hub ids "
                         "(<org>/<name>) and local directories")


def make_cases(spec: str, backend: str, modes: list[str], dtype: str, workloads: list[str] | None = None,
               regimes: list[str] | None = None, parallel: list[tuple[str, int]] | None = None,
               worker: Worker | None = None, **how: Any) -> list[Case]:
    """One case per mode (``[]`` → the default mode, ``["all"]`` → every mode), per workload and
    regime the model has (``[]``/``["all"]`` → all of them; :mod:`hfcompat.execution.case_plan`) and per
    parallel strategy (``None`` → single; :func:`hfcompat.parallel.crossed`), all validated before
    anything runs.

    Which workloads and regimes the model has is asked of ``worker`` (the check's own, which imports
    the stack for the cases anyway), else of a planner child; and of neither when one workload and
    one regime are asked for (:func:`~hfcompat.execution.case_plan.needs_plan`). Validation imports no
    torch: a bad input costs no stack import (issue 24)."""
    from hfcompat.execution.case_plan import SpecPlan, needs_plan, parse_choices, plan_specs, select
    from hfcompat.parallel import crossed

    allowed = resolve_backend(backend).modes
    chosen = list(allowed) if modes == ["all"] else (modes or [allowed[0]])
    wanted_w = parse_choices("--workload", workloads or [], WORKLOADS)
    wanted_r = parse_choices("--regime", regimes or [], REGIMES)
    cases = [make_case(spec, backend, mode, dtype, **how) for mode in dict.fromkeys(chosen)]  # validates
    for strategy, _ in parallel or []:  # before planning: --parallel takes no --size full, --batch or --seq-len
        validate_how(validate_spec(spec), {**how, "parallel": strategy})
    building = {"size": how.get("size", "tiny"), "weights": how.get("weights", "random"),
                "trust_remote_code": how.get("trust_remote_code", False)}
    if not needs_plan(wanted_w, wanted_r):
        plan = SpecPlan(spec.strip())  # select() gives the one case asked for, whatever the model has
    elif worker is not None:
        plan = worker.plan([spec.strip()], **building)[spec.strip()]
    else:
        plan = plan_specs([spec.strip()], **building)[spec.strip()]
    return [replace(case, workload=w, regime=r, parallel=p, devices=n) for case in cases
            for w, r, p, n in crossed(select(plan, wanted_w, wanted_r), parallel or [("single", 1)], wanted_w)]


def use_cache_dir(cache_dir: str | Path | None) -> None:
    """Point worker processes (which inherit the environment) at the persistent caches."""
    if cache_dir is not None:
        path = Path(cache_dir).resolve()
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise UsageError(f"cannot use --cache-dir {str(cache_dir)!r}: {exc.strerror}") from exc
        os.environ["HFCOMPAT_CACHE_DIR"] = str(path)


def check_all(cases: list[Case], out: str | Path | None = None, timeout: float = DEFAULT_TIMEOUT_S,
              cache_dir: str | Path | None = None, worker: Worker | None = None) -> list[Outcome]:
    """Check each case in turn: one worker per mode (modes are process-global), shared by that
    mode's workloads and regimes as a sweep's worker is (a crash restarts it for the next case).
    ``worker`` (the one that planned the cases, :func:`check_worker`) runs the first mode's."""
    use_cache_dir(cache_dir)
    outcomes = []
    for i, mode in enumerate(dict.fromkeys(c.mode for c in cases)):
        mode_worker = Worker(name="check", memory_mb=memory_share(1)) if worker is None or i else worker
        with mode_worker:
            outcomes += [check(case, out=out, timeout=timeout, worker=mode_worker)
                         for case in cases if case.mode == mode]
    return outcomes


@contextmanager
def check_worker(cache_dir: str | Path | None = None) -> Iterator[Worker]:
    """The worker of a check, started on first use: it plans the spec's cases (:func:`make_cases`)
    and runs the first mode's (:func:`check_all`), so the stack is imported once (issue 24). The
    caches are set first, as a worker inherits the environment it starts with."""
    use_cache_dir(cache_dir)
    with Worker(name="check", memory_mb=memory_share(1)) as worker:
        yield worker


def check(case: Case, out: str | Path | None = None, timeout: float = DEFAULT_TIMEOUT_S,
          worker: Worker | None = None) -> Outcome:
    """Run one case isolated (in ``worker``, else a fresh one); with ``out``, also add it to that run directory."""
    run = RunDir(out, meta={"backend": case.backend, "modes": [case.mode]}) if out else None
    # Without --out, repros still need a home: a temporary folder whose absolute path is recorded.
    repro_root = Path(out) if out else Path(tempfile.mkdtemp(prefix="hfcompat-check-"))
    if worker is not None:
        outcome = worker.run(case, timeout=timeout, repro_dir=repro_root / "repros")
    else:
        with Worker(name="check", memory_mb=memory_share(1)) as fresh:
            outcome = fresh.run(case, timeout=timeout, repro_dir=repro_root / "repros")
    if outcome.record.get("repro") and not out:
        outcome.record["repro"] = str(repro_root / outcome.record["repro"])
    if run is not None:
        run.repair_torn_tail()
        run.add(outcome.record, outcome.log)
        run.write_meta(ended_at=outcome.record.get("started_at"))
    return outcome


def exit_code(*records: dict[str, Any]) -> int:
    """0 works, 1 does not work (fail_*), 2 not judged (harness_error, reference_error, skipped).

    Over several records (several modes), the worst: any failure → 1, else anything not judged → 2.
    """
    codes = {EXIT_WORKS if r["status"] in WORKS else EXIT_FAILS if r["status"] in JUDGED else EXIT_NOT_JUDGED
             for r in records}
    return EXIT_FAILS if EXIT_FAILS in codes else max(codes)


def _fmt(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.3g}"


def _selection(note: dict[str, Any]) -> str:
    """The record's ``selection`` in a phrase: each top-k/argmax/ReLU the device decided otherwise, and its margin."""
    parts = []
    for d in note["differences"][:3]:
        size = (f"margin {_fmt(d.get('margin'))} {'within' if d.get('tie') else 'past'} its bound "
                f"{_fmt(d.get('bound'))}" if d.get("bound") is not None else "integer scores: no tie")
        chose = "took the other side of zero" if d["op"].startswith("aten::relu") else "picked otherwise"
        parts.append(f"{d['op']} call {d['call']} {chose} at {d['positions']} position(s), {size}")
    more = note.get("n_differences", 0) - len(parts)
    rejudged = note.get("rejudged")
    verdict = ("; near ties: judged again with the device's choices, it matches" if rejudged is True else
               "; near ties, but judged with the device's choices it still differs" if rejudged is False else "")
    return "; ".join(parts) + (f" (+{more} more)" if more > 0 else "") + verdict


def _names(names: list[str], n: int | None) -> str:
    """The first three names, and how many more."""
    more = (n or len(names)) - min(len(names), 3)
    return (", ".join(names[:3]) or "no failed tensor") + (f" (+{more} more)" if more > 0 else "")


def describe(record: dict[str, Any], out: str | Path | None = None) -> str:
    """The human summary of a record: verdict, culprit, fallbacks, comparison, timings."""
    r = record
    strategy, devices = parallel_of(r)
    on = "" if strategy == "single" else f" — {strategy} on {devices} devices"
    if strategy in STACK_SPECIFIC:  # the stack's own API: not what a user runs unmodified
        on += " (stack-specific API, counted apart from the unmodified headline)"
    lines = [f"{r['spec']} on {r['backend']} ({r['mode']}, {r['dtype']}) — {r.get('workload') or 'train'}, "
             f"{r.get('regime') or 'short'} regime{on}" + (f" — {r['device']}" if r.get("device") else "")]
    lines.append(f"  verdict   {VERDICTS.get(r['status'], r['status'])}  [{r['status']}]")
    if r.get("model_class"):
        lines.append(f"  model     {r['model_class']} ({r.get('task')}), {r.get('n_params') or 0:,} parameters")
        if summary := ", ".join(f"{k} {r['dims'][k]:,}" for k in SUMMARY_DIMS if k in (r.get("dims") or {})):
            lines.append(f"  widths    {summary}")
        if r.get("config_changes"):  # the layers --layers kept, a head's pad token, determinism at full size
            lines.append(f"  changed   {'; '.join(r['config_changes'])}")
    if r.get("culprit_op"):
        inside = f", inside {r['culprit_context']}" if r.get("culprit_context") else ""
        lines.append(f"  culprit   {r['culprit_op']} in {r.get('culprit_phase')}{inside} "
                     f"(named by: {r.get('culprit_source')})")
    replay = r.get("replay") or {}
    if replay.get("kind") == "crash":
        lines.append(f"  replay    {replay['op']} run alone on the device killed the worker: {replay.get('detail')}")
    elif replay.get("cut_short"):
        lines.append(f"  replay    cut short: {replay['cut_short']}")
    if r.get("phase") and r["status"] not in WORKS:
        on_rank = f" on rank {r['rank']}" if r.get("rank") is not None else ""
        lines.append(f"  stopped   in phase {r['phase']}{on_rank}")
    if r.get("collectives"):
        lines.append(f"  ranks     collectives: {', '.join(r['collectives'])}")
    if r.get("fallback_ops"):
        lines.append(f"  fallback  ran on CPU: {', '.join(r['fallback_ops'])}")
    cmp = r.get("compare") or {}
    if cmp:
        parts = []
        for group in ("outputs", "loss", "grads", "params", "tokens", "logits"):
            g = cmp.get(group)
            if g:
                mark = "ok" if g["ok"] else "MISMATCH"
                worst = f", worst {g['worst']}" if group != "loss" and g.get("worst") else ""
                size = "exact" if group == "tokens" else f"max|Δ| {_fmt(g['max_abs'])}"
                parts.append(f"{group} {size} {mark}{worst}")
        lines.append(f"  compare   {'; '.join(parts)} (arbiter: {cmp.get('arbiter')})")
    gen = r.get("generation") or {}
    if gen:
        per_step = gen.get("compiles_per_step")
        flag = ("RECOMPILES ON EVERY NEW TOKEN" if gen.get("recompiles_every_step")
                else "not counted" if per_step is None else "no recompiles per token")
        tie = f", a near tie at step {gen['tie_at']}" if gen.get("tie_at") is not None else ""
        tokens = "match" if gen.get("tokens_match") else f"differ from step {gen.get('first_mismatch')}"
        lines.append(f"  generate  {gen.get('new_tokens')} new tokens ({gen.get('cache')} cache), tokens "
                     f"{tokens}{tie}; "
                     f"compiles per step {per_step if per_step is not None else 'n/a'}: {flag}")
    if (picked := r.get("selection") or {}).get("differences"):
        lines.append(f"  selection {_selection(picked)}")
    if order := r.get("reduction_order"):
        first, second = order["threads"]
        lines.append(f"  reorder   CPU reference run again with {second} thread(s) (first {first}): "
                     + (f"error {order['error']}" if order.get("error") else
                        f"its own error accounts for {_names(order['accounted'], order.get('n_accounted'))}; "
                        + ("it matches" if order.get("ok") else "it still differs")))
    if r.get("inputs"):
        lines.append("  inputs    " + ", ".join(f"{k} {tuple(v)}" for k, v in r["inputs"].items()))
    rc = r.get("recompiles") or {}
    if rc:
        flag = ("STABLE" if rc.get("stable") else "RECOMPILES ON IDENTICAL SHAPES" if rc.get("stable") is False
                else "not counted")
        lines.append(f"  graphs    {flag}: same shapes {rc.get('same_shape')} new compile(s), "
                     f"new length {rc.get('new_shape')} (checked step: {r.get('compiles')})")
    if r.get("error"):
        lines.append(f"  error     {r.get('error_type') or ''}: {r['error']}".replace("     : ", "     "))
    t = r.get("timings") or {}
    if t:
        keys = [("build_s", "build"), ("reference_s", "reference"), ("device_s", "device"),
                ("first_step_s", "first step"), ("compile_s", "of which compile"), ("step_s", "steady step"),
                ("replay_s", "replay"), ("perf_s", "perf"), ("total_s", "total")]
        lines.append("  timings   " + " · ".join(f"{label} {t[k]:.2f}s" for k, label in keys if t.get(k) is not None))
    if r.get("perf"):
        from hfcompat.execution.perf import describe as describe_perf

        lines.append(f"  perf      {describe_perf(r['perf'])}")
    if r.get("repro"):
        repro = Path(out) / r["repro"] if out else Path(r["repro"])
        lines.append(f"  repro     python {repro}")
    if r.get("cause"):
        lines.append(f"  cause     {r['cause']}")
    if out and r["status"] not in WORKS:
        log = Path(out) / (r.get("log") or f"logs/{log_name(r['case_id'])}")  # `log`: stored once, by content
        if log.exists():
            lines.append(f"  log       {log}")
    if r["status"] == FAIL_ACCURACY:
        lines.append("  note      accuracy: tolerances 1e-3 (outputs) / 1e-2 (loss, grads), float64 arbiter "
                     "(the rule: docs/comparison.md)")
    return "\n".join(lines)
