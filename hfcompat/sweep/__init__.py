"""``hfcompat sweep``: many cases, spread over workers, one record each (docs/design.md §9).

The cases run on an executor (:mod:`hfcompat.sweep.executor`: one contract, which honours or refuses
each sweep option). By default that is a pytest session parametrised over cases
(:mod:`hfcompat.sweep.local_executor`, :mod:`hfcompat.sweep.suite`), spread over pytest-xdist workers
with work stealing, because tiny models take from one to tens of seconds. Each xdist worker runs its
cases through a :class:`hfcompat.isolation.pool.WorkerPool` of isolation processes, so a crash, hang or
OOM is that case's record and the sweep goes on. Only the controller writes ``records.jsonl``
(:mod:`hfcompat.sweep.plugin`), one line as each case ends. ``--executor ray`` runs the same cases on a
Ray cluster instead (:mod:`hfcompat.sweep.ray_executor`); both write through one
:class:`~hfcompat.sweep.sink.RecordSink`, so their runs are alike.

Planning (this module) is deterministic: the same sources give the same cases in the same order on
every worker, ``--shard I/N`` splits by a hash of the case id (stable when lists grow), and
``--resume`` drops the cases that already have a terminal record; with ``--rerun STATUS`` the cases
whose latest record has that status run again (after a harness fix, the failures are judged anew
without running the passes again), each new record the next attempt, superseding the earlier ones,
which the run drops when the sweep ends (:mod:`hfcompat.records.compact`): one line per case.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hfcompat.errors import UsageError
from hfcompat.execution.case_plan import parse_choices
from hfcompat.records.axes import REGIMES, WORKLOADS
from hfcompat.records.record import Case
from hfcompat.records.run_writer import RunDir
from hfcompat_backend.registry import unknown_name_message

CASES_FILE = "cases.json"
DEFAULT_SWEEP_TIMEOUT_S = 600.0


@dataclass(slots=True)
class SweepConfig:
    """Everything a sweep needs; built from the CLI's arguments."""

    out: Path
    specs: list[str]
    backend: str
    modes: list[str]
    dtype: str = "float32"
    workloads: list[str] = field(default_factory=list)  # [] = every workload a model has
    regimes: list[str] = field(default_factory=list)  # [] = every regime a model has
    parallel: list[tuple[str, int]] = field(default_factory=lambda: [("single", 1)])  # (strategy, devices)
    workers: int = 1  # cases in flight; with --executor ray, 0 means what the cluster has
    executor: str = "local"  # "local": pytest-xdist on this machine; "ray": a Ray cluster
    ray_address: str | None = None
    resume: bool = False
    rerun: list[str] = field(default_factory=list)  # --rerun: statuses whose cases run again (--resume), or ["all"]
    shard: tuple[int, int] | None = None  # (i, n), 1-based
    timeout: float = DEFAULT_SWEEP_TIMEOUT_S
    memory_mb: float | None = None
    junitxml: str | None = None
    baseline: Path | None = None
    recheck_crashes: bool = False  # crashes, OOMs and timeouts run once more in a fresh worker
    stability: bool = False
    perf: tuple[int, int] | None = None  # --perf: (timed steps, warm-up bound) (hfcompat.execution.perf)
    cache_dir: str | None = None
    sources: list[str] = field(default_factory=list)
    durations: dict[str, float] | None = None  # --durations-from: seconds per case id; longest start first
    verbose: bool = False  # -v: pytest's and xdist's own output too (else it goes to logs/pytest.log)
    # --size (repeatable), --weights, --batch, --seq-len: how Hub/local specs are built (as check's)
    sizes: list[str] = field(default_factory=lambda: ["tiny"])
    weights: str = "random"
    batch: int | None = None
    seq_len: int | None = None
    layers: int | None = None  # --layers (with --size full)

    def how(self, size: str) -> dict[str, Any]:
        """The case fields of one --size with --weights, --batch and --seq-len (what check.make_case takes).

        --weights pretrained is a full-size choice: a run of both sizes builds its tiny twins random (a
        run of tiny alone keeps what was asked, for check_command to refuse)."""
        weights = self.weights if size == "full" or "full" not in self.sizes else "random"
        return {"size": size, "weights": weights, "batch": self.batch, "seq_len": self.seq_len,
                "layers": self.layers if size == "full" else None}


def parse_shard(text: str) -> tuple[int, int]:
    """``"2/4"`` → (2, 4); anything else is a UsageError."""
    try:
        i, n = (int(x) for x in text.split("/"))
    except ValueError:
        raise UsageError(f"bad --shard {text!r}: expected I/N with 1 <= I <= N, e.g. 1/4") from None
    if not 1 <= i <= n:
        raise UsageError(f"bad --shard {text!r}: expected I/N with 1 <= I <= N, e.g. 1/4")
    return i, n


def parse_workers(text: str) -> int:
    """``-n``: a positive number, or ``auto`` (one per core)."""
    if text == "auto":
        return max(1, os.cpu_count() or 1)
    if text.isdigit() and int(text) >= 1:
        return int(text)
    raise UsageError(f"bad -n {text!r}: expected a positive number of workers or 'auto'")


def in_shard(case_id: str, shard: tuple[int, int] | None) -> bool:
    """Whether a case belongs to shard (i, n): by a hash of its id, so shards stay stable as lists grow."""
    if shard is None:
        return True
    i, n = shard
    return int(hashlib.sha1(case_id.encode()).hexdigest(), 16) % n == i - 1


def expand_modes(backend: str, modes: list[str]) -> list[str]:
    """``[]`` → the default mode; ``["all"]`` → every mode; otherwise validated as given."""
    from hfcompat.check_command import (
        resolve_backend,  # torch: not in xdist workers, which import this package
    )

    allowed = resolve_backend(backend).modes
    if not modes:
        return [allowed[0]]
    if modes == ["all"]:
        return list(allowed)
    return list(dict.fromkeys(modes))


def plan_cases(cfg: SweepConfig) -> list[Case]:
    """Every case of the sweep, validated, deduplicated, in a deterministic order.

    Each spec runs in the workloads and regimes it has (narrowed by ``--workload``/``--regime``),
    planned once for all specs in a child process (:mod:`hfcompat.execution.case_plan`)."""
    from hfcompat import check_command
    from hfcompat.execution.case_plan import plan_specs, select
    from hfcompat.parallel import crossed

    if not cfg.specs:
        raise UsageError("nothing to sweep: give specs, model list files, --all-archs or --all-classes")
    modes = expand_modes(cfg.backend, cfg.modes)
    for spec in cfg.specs:  # bad input is refused before the (slow) planning starts
        for size in cfg.sizes:
            for strategy, devices in cfg.parallel:
                check_command.make_case(spec, cfg.backend, modes[0], cfg.dtype, parallel=strategy, devices=devices,
                                        **cfg.how(size))
    timed = {"perf": cfg.perf[0], "perf_warmup": cfg.perf[1]} if cfg.perf else {}
    cases: dict[str, Case] = {}
    for size in cfg.sizes:  # a model's tiny cases, then its full-size ones: each size is planned as it is built
        how = cfg.how(size)
        plans = plan_specs(cfg.specs, size=size, weights=how["weights"])
        for spec in cfg.specs:
            for mode in modes:
                for workload, regime, strategy, devices in crossed(select(plans[spec], cfg.workloads, cfg.regimes),
                                                                   cfg.parallel, cfg.workloads):
                    case = check_command.make_case(spec, cfg.backend, mode, cfg.dtype, stability=cfg.stability,
                                                   **timed, workload=workload, regime=regime, parallel=strategy,
                                                   devices=devices, **how)
                    if in_shard(case.case_id, cfg.shard):
                        cases.setdefault(case.case_id, case)
    return list(cases.values())


def prepare_run(cfg: SweepConfig, cases: list[Case], blocks: int = 1) -> tuple[RunDir, list[Case]]:
    """Open the run directory and write the cases still to run; refuses to mix runs.

    With ``cfg.durations`` the cases to run are ordered longest first for ``blocks`` workers that each
    start on one contiguous block (:func:`hfcompat.sweep.order.longest_first`)."""
    has_records = (cfg.out / "records.jsonl").exists()
    if has_records and not cfg.resume:
        raise UsageError(f"{str(cfg.out)!r} already holds a run: add --resume to finish it, or choose another --out")
    run = RunDir(cfg.out, meta={
        "backend": cfg.backend, "modes": expand_modes(cfg.backend, cfg.modes), "dtype": cfg.dtype,
        "workloads": cfg.workloads or "all", "regimes": cfg.regimes or "all",
        "size": cfg.sizes[0] if len(cfg.sizes) == 1 else cfg.sizes,
        "weights": cfg.weights, "batch": cfg.batch, "seq_len": cfg.seq_len, "layers": cfg.layers,
        "parallel": [f"{name}:{n}" for name, n in cfg.parallel],
        "sources": cfg.sources, "shard": f"{cfg.shard[0]}/{cfg.shard[1]}" if cfg.shard else None,
    })
    if cfg.resume and run.meta.get("backend") not in (None, cfg.backend):
        raise UsageError(f"--resume: {str(cfg.out)!r} is a {run.meta['backend']} run, not {cfg.backend}")
    run.repair_torn_tail()
    done = run.finished()
    again = {cid for cid, r in done.items() if r["status"] in cfg.rerun or "all" in cfg.rerun} & {
        c.case_id for c in cases}
    todo = [c for c in cases if c.case_id not in done or c.case_id in again]
    if cfg.rerun and again:  # the sink stamps each of these cases' new records as a rerun (hfcompat.sweep.sink)
        from hfcompat.records.provenance import harness_info
        from hfcompat.records.run_writer import command_line, now_iso

        # The command says which cases were asked for: a rerun may name fewer specs than the run
        # (a factory fix for one model is re-judged in the shards that hold its cases). The harness
        # says under which rules they were judged again (issue 47): meta["harness"] is the first sweep's.
        rerun = {"statuses": cfg.rerun, "cases": sorted(again), "at": now_iso(), "command": command_line(),
                 "harness": harness_info()}
        run.write_meta(reruns=[*(run.meta.get("reruns") or []), rerun])
    if cfg.durations is not None:
        from hfcompat.sweep.order import longest_first

        todo = longest_first(todo, cfg.durations, blocks)
    # A resumed run keeps its size: a rerun of a few specs plans only theirs. One with nothing to
    # run (its cases in another shard) leaves its run as it was, and one that only judges a finished
    # run's cases again keeps its end: the rerun's entry says when it ran and ended.
    if todo or not done:
        run.write_meta(n_cases=max(len(cases), int(run.meta.get("n_cases") or 0)),
                       **({} if only_reruns(run, todo, again) else {"ended_at": None}))
    (cfg.out / CASES_FILE).write_text(json.dumps([c.to_dict() for c in todo], indent=0))
    return run, todo


def only_reruns(run: RunDir, todo: list[Case], again: set[str]) -> bool:
    """Whether ``todo`` only judges again cases of a run that had ended (``again``: those rerun)."""
    return bool(todo) and run.meta.get("ended_at") is not None and all(c.case_id in again for c in todo)


def run_sweep(cfg: SweepConfig) -> int:
    """Plan, then run the cases on the executor; returns 0 when the sweep completed, whatever the models did.

    Prints progress as each case ends, then the closing summary (:mod:`hfcompat.sweep.console`)."""
    from hfcompat import check_command
    from hfcompat.records.run_writer import now_iso
    from hfcompat.sweep.executor import get_executor, refuse_unhonoured
    from hfcompat.sweep.recheck import KILLED

    refuse_unhonoured(cfg)  # also checked from the CLI's arguments, before anything is planned
    started = time.monotonic()
    cases = plan_cases(cfg)
    executor = get_executor(cfg.executor)(cfg)
    run, todo = prepare_run(cfg, cases, blocks=executor.blocks())
    check_command.use_cache_dir(cfg.cache_dir)
    result = executor.run(run, cases, todo)
    if result.crashes is not None:
        print(f"rechecked {len(result.crashes)} crash(es), OOM(s) and timeout(s) in fresh workers: "
              f"{sum(r['status'] not in KILLED for r in result.crashes)} ended normally there")
    if result.regressions is not None:
        print(f"rechecked {len(result.regressions)} regression(s) against {cfg.baseline}: "
              f"{sum(r['works'] for r in result.regressions)} worked on the second attempt (flaky)")
    if cfg.rerun and todo:  # the rerun's records supersede earlier ones: keep one line per case (issue 47)
        from hfcompat.records.compact import compact_run

        print(compact_run(run.path).text, end="")
    if run.meta.get("ended_at") is None:  # a rerun of an ended run stamps its own entry
        run.write_meta(ended_at=now_iso())
    elif cfg.rerun and todo:
        *earlier, this = run.meta["reruns"]
        run.write_meta(reruns=[*earlier, {**this, "ended_at": now_iso()}])
    from hfcompat.records.tables import write_tables  # pandas: only now, in the sweep process

    write_tables(run.path)
    from hfcompat.sweep.console import closing_summary

    print(closing_summary(run.path, time.monotonic() - started, cfg.junitxml), end="", flush=True)
    return result.code


def expand_sources(sources: list[str], all_archs: bool, all_classes: bool = False,
                   head_kinds: Sequence[str] = (), except_main: bool = False) -> list[str]:
    """Specs from the command line: model list files are read, ``--all-archs`` adds every arch (its
    main class), ``--all-classes`` every class the auto mappings name (:mod:`hfcompat.specs.classes`),
    or only those of ``head_kinds``, and with ``except_main`` none that is its type's main class (a run
    beside an every-architecture run judges each class once). Both are listed from transformers'
    source, without importing torch (docs/design.md §2)."""
    if head_kinds and not all_classes:
        raise UsageError("--head-kind narrows --all-classes: add --all-classes")
    if except_main and not all_classes:
        raise UsageError("--except-main-class narrows --all-classes: add --all-classes")
    specs: list[str] = []
    for source in sources:
        if source.endswith(".txt"):
            from hfcompat.specs.model_list import read_model_list

            specs.extend(read_model_list(source))
        else:
            specs.append(source)
    if all_archs:
        from hfcompat.specs.archs import known_model_types

        specs.extend(f"arch:{t}" for t in known_model_types())
    if all_classes:
        from hfcompat.specs.classes import class_specs

        try:
            classes = class_specs(tuple(dict.fromkeys(head_kinds)))
        except ValueError as e:
            raise UsageError(f"--head-kind: {e}") from None
        if except_main:
            from hfcompat.specs.own_class import main_class

            def is_main(spec: str) -> bool:  # arch:<model_type>:<ClassName>
                _, model_type, class_name = spec.split(":")
                return main_class(model_type) == class_name

            classes = [spec for spec in classes if not is_main(spec)]
        specs.extend(classes)
    return list(dict.fromkeys(specs))


def sweep_config_from_args(args: Any) -> SweepConfig:
    """The CLI's namespace → a validated SweepConfig (bad input: UsageError)."""
    from hfcompat.parallel import parse_parallel
    from hfcompat.sweep.executor import refuse_unhonoured

    cfg = SweepConfig(
        out=Path(args.out), backend=args.backend,
        specs=expand_sources(args.sources, args.all_archs, args.all_classes, args.head_kind, args.except_main_class),
        modes=args.mode, dtype=args.dtype, workers=_workers(args), resume=args.resume, rerun=_rerun(args),
        workloads=parse_choices("--workload", args.workload, WORKLOADS),
        regimes=parse_choices("--regime", args.regime, REGIMES),
        parallel=parse_parallel(args.parallel, args.devices),
        executor=args.executor, ray_address=_ray_address(args),
        shard=parse_shard(args.shard) if args.shard else None, timeout=args.timeout,
        memory_mb=args.memory_mb, junitxml=args.junitxml, baseline=_baseline_dir(args.baseline),
        recheck_crashes=args.recheck_crashes,
        stability=args.stability, perf=_perf(args), cache_dir=args.cache_dir, durations=_durations(args),
        verbose=args.verbose, sizes=list(dict.fromkeys(args.size or ["tiny"])), weights=args.weights,
        batch=args.batch, seq_len=args.seq_len, layers=args.layers,
        sources=[*args.sources, *(["--all-archs"] if args.all_archs else []),
                 *(["--all-classes"] if args.all_classes else []),
                 *(f"--head-kind={kind}" for kind in args.head_kind),
                 *(["--except-main-class"] if args.except_main_class else [])],
    )
    refuse_unhonoured(cfg)
    return cfg


def _rerun(args: Any) -> list[str]:
    """``--rerun STATUS ...``: statuses of the records whose cases run again; only with ``--resume``."""
    from hfcompat.records.record import STATUSES

    statuses = list(dict.fromkeys(args.rerun or []))
    for status in statuses:
        if status not in (*STATUSES, "all"):
            raise UsageError(unknown_name_message("--rerun status", status, ("all", *STATUSES)))
    if "all" in statuses:  # a change to what some cases do (a new train loss): the specs named narrow it
        statuses = ["all"]
    if statuses and not args.resume:
        raise UsageError("--rerun needs --resume (it runs again cases of the run in --out)")
    return statuses


def _perf(args: Any) -> tuple[int, int] | None:
    """``--perf`` and its bounds, checked (with the parallel strategies it cannot time) before anything is written."""
    from hfcompat.execution.perf import refuse_unmeasured, settings

    timed = settings(args.perf, args.perf_steps, args.perf_warmup_max)
    if timed is not None:
        refuse_unmeasured(args.parallel)
    return timed


def _workers(args: Any) -> int:
    """``-n``: a number, or ``auto``: one per core here, or with ``--executor ray`` what the cluster has."""
    if args.executor == "ray" and args.workers == "auto":
        return 0
    return parse_workers(args.workers)


def _ray_address(args: Any) -> str | None:
    """``--ray-address``, checked before anything is written: a head that is not there is bad input."""
    if args.ray_address and args.executor != "ray":
        raise UsageError("--ray-address needs --executor ray")
    if args.ray_address:
        from hfcompat.sweep.ray_executor import reachable  # does not import ray

        if not reachable(args.ray_address):
            raise UsageError(f"--ray-address {args.ray_address!r}: no Ray cluster answers there (is its head running?)")
    return args.ray_address or None


def _durations(args: Any) -> dict[str, float] | None:
    """``--durations-from RUN``: each case's seconds in that run (bad RUN: UsageError, before anything runs)."""
    if not getattr(args, "durations_from", None):
        return None
    from hfcompat.sweep.order import read_durations

    return read_durations(args.durations_from)


def _baseline_dir(text: str | None) -> Path | None:
    if text is None:
        return None
    path = Path(text)
    if not (path / "records.jsonl").is_file():
        raise UsageError(f"--baseline {text!r} is not a run directory (no records.jsonl)")
    return path
