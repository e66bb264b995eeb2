"""The ``hfcompat`` command line. No logic here: each subcommand calls one library function.

Exit codes (docs/design.md §8): ``check`` 0 works / 1 does not work / 2 usage error or not judged;
``report`` 0, or 1 with ``--fail-on-regression`` when a case that worked in the baseline no longer
does; bad input anywhere prints one line naming the input and what is allowed, and exits 2.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable, Sequence

from hfcompat.errors import UsageError

EPILOG_CHECK = """examples:
  hfcompat check arch:llama                       tiny random Llama on the default backend (torch-xla)
  hfcompat check arch:bert:BertForSequenceClassification --backend cpu
  hfcompat check arch:t5 --mode compile --json    one JSON record per case on stdout
  hfcompat check arch:llama --workload generate   greedy generate(): tokens, logits, compiles per step
  hfcompat check arch:mistral --regime long       the sliding window shrunk below the sequence
  hfcompat check arch:llama --parallel all        also DDP, FSDP2 and tensor parallel on 2 devices
  hfcompat check Qwen/Qwen3-0.6B                  the real config shrunk (Hub, or the HF cache offline)
  hfcompat check Qwen/Qwen3-0.6B --size full --weights pretrained   the real model (safetensors only)
  hfcompat check ./my-model-dir                   a local directory with config.json
"""

EPILOG_LISTS = """examples:
  hfcompat lists hub-top 200 --out model_lists/hub_top200.txt            most downloaded transformers models
  hfcompat lists hub-top 50 --task text-generation --out model_lists/hub_text_generation.txt
"""

EPILOG_SWEEP = """examples:
  hfcompat sweep model_lists/core.txt --out runs/core -n 2          the core list on torch-xla
  hfcompat sweep --all-archs --out runs/all -n auto --timeout 300   every architecture
  hfcompat sweep model_lists/core.txt --mode all --out runs/modes   every mode of the backend
  hfcompat sweep model_lists/core.txt --parallel ddp --parallel fsdp --parallel tp --devices 2 --out runs/par
  hfcompat sweep --all-archs --shard 1/4 --out runs/s1              one of four shards; then `hfcompat merge`
  hfcompat sweep --all-archs --out runs/all --resume                finish an interrupted run
  hfcompat sweep --all-classes --out runs/classes -n auto            every class: each head of each architecture
  hfcompat sweep --all-archs --out runs/new -n 2 --durations-from runs/all   longest cases first
  hfcompat sweep --all-archs --out runs/all --executor ray --ray-address auto -n auto
                                      on a Ray cluster, one TPU chip per case (see deploy/README.md)
"""

EPILOG_REPORT = """examples:
  hfcompat report runs/all                                       headline, status counts, culprit ops
  hfcompat report runs/tonight --baseline runs/last-night --fail-on-regression   CI: exit 1 on a new failure
  hfcompat report runs/all --format md > summary.md              Markdown (also: --format json)
"""

EPILOG_DASHBOARD = """examples:
  hfcompat dashboard runs/all --out site                         one run; open site/index.html
  hfcompat dashboard reports/*/ --out site                       every run of record: the trend, the newest in detail
"""


def positive(flag: str, unit: str, integer: bool = False) -> Callable[[str], float]:
    """An argparse type: a positive finite number, else a one-line UsageError naming ``flag``.

    argparse lets exceptions other than ValueError/TypeError through, so :func:`main` prints this
    one line (not argparse's usage block) and exits 2 before anything is written.
    """

    def parse(text: str) -> float:
        try:
            value = int(text) if integer else float(text)
        except ValueError:
            value = math.nan
        if not (math.isfinite(value) and value > 0):
            kind = "whole number" if integer else "number"
            raise UsageError(f"bad {flag} {text!r}: expected a positive {kind} of {unit}")
        return value

    return parse


WORKLOAD_HELP = ("train, infer, generate or generate-static, repeatable, or 'all' "
                 "(default: every workload the model has)")
REGIME_HELP = "short or long, repeatable, or 'all' (default: every regime the model has)"
PARALLEL_HELP = ("single, ddp, fsdp, tp or spmd (stack-specific), repeatable, or 'all' (default: single); "
                 "ddp, fsdp and spmd run train, tp train and infer")
DEVICES_HELP = "devices (ranks) of a parallel strategy, at least 2 (default 2)"


def _perf_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--perf", action="store_true",
                   help="also time a passing case's steady-state step (train, infer): warm up until nothing new "
                        "compiles, then --perf-steps timed steps; step time, compile time, peak memory")
    p.add_argument("--perf-steps", type=positive("--perf-steps", "steps", integer=True), default=None, metavar="K",
                   help="with --perf: timed steps (default 10)")
    p.add_argument("--perf-warmup-max", type=positive("--perf-warmup-max", "steps", integer=True), default=None,
                   metavar="W", help="with --perf: at most this many warm-up steps (default 20); a model still "
                                     "compiling then is recorded as not settled")


def _parser() -> argparse.ArgumentParser:
    from hfcompat_backend import DEFAULT_BACKEND

    p = argparse.ArgumentParser(prog="hfcompat",
                                description="Does this Hugging Face model run unmodified on this backend?")
    sub = p.add_subparsers(dest="command", required=True)

    c = sub.add_parser("check", help="check one model on one backend", epilog=EPILOG_CHECK,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    c.add_argument("spec", help="arch:<model_type>[:<ClassName>], <org>/<name>[@revision], or a directory")
    c.add_argument("--backend", default=DEFAULT_BACKEND,
                   help=f"backend name (default {DEFAULT_BACKEND}; see `hfcompat ls backends`)")
    c.add_argument("--mode", action="append", default=[],
                   help="backend mode, repeatable, or 'all' (default: the backend's first); "
                        "--json prints one line per mode")
    c.add_argument("--dtype", default="float32",
                   help="float32, bfloat16, or bfloat16-autocast (float32 weights, bfloat16 forward)")
    c.add_argument("--workload", action="append", default=[], help=WORKLOAD_HELP)
    c.add_argument("--regime", action="append", default=[], help=REGIME_HELP)
    c.add_argument("--parallel", action="append", default=[], help=PARALLEL_HELP)
    c.add_argument("--devices", type=positive("--devices", "devices", integer=True), default=None, help=DEVICES_HELP)
    c.add_argument("--json", action="store_true",
                   help="print one JSON record per case on stdout (exactly one when one case is selected)")
    c.add_argument("--out", default=None, help="also add the record (and log) to this run directory")
    c.add_argument("--timeout", type=positive("--timeout", "seconds"), default=900.0,
                   help="seconds before the case is fail_timeout")
    c.add_argument("--stability", action="store_true",
                   help="also repeat the step (same shapes, then a new length) and count recompiles")
    _perf_arguments(c)
    c.add_argument("--cache-dir", default=None, help="persistent compile caches and CPU reference results live here")
    c.add_argument("--size", default="tiny", choices=("tiny", "full"),
                   help="Hub/local specs: tiny (the real config shrunk, random weights; default) or full")
    c.add_argument("--weights", default="random", choices=("random", "pretrained"),
                   help="with --size full: random init, or the checkpoint's weights (safetensors only)")
    _shape_arguments(c)
    c.add_argument("--trust-remote-code", action="store_true",
                   help="allow a config with auto_map to run its remote code (skipped otherwise)")
    c.set_defaults(func=_check)

    sw = sub.add_parser("sweep", help="run many cases over workers into a run directory", epilog=EPILOG_SWEEP,
                        formatter_class=argparse.RawDescriptionHelpFormatter)
    sw.add_argument("sources", nargs="*", help="specs and model list files (*.txt)")
    sw.add_argument("--all-archs", action="store_true", help="every architecture of the installed transformers")
    sw.add_argument("--all-classes", action="store_true",
                    help="every model class (head) the installed transformers' auto mappings name")
    sw.add_argument("--head-kind", action="append", default=[], metavar="KIND",
                    help="with --all-classes: only classes of this head kind (repeatable; "
                         "'hfcompat ls classes' names each class's)")
    sw.add_argument("--backend", default=DEFAULT_BACKEND)
    sw.add_argument("--mode", action="append", default=[],
                    help="a mode (repeatable), or 'all'; default: the backend's first")
    sw.add_argument("--dtype", default="float32")
    sw.add_argument("--workload", action="append", default=[], help=WORKLOAD_HELP)
    sw.add_argument("--regime", action="append", default=[], help=REGIME_HELP)
    sw.add_argument("--parallel", action="append", default=[], help=PARALLEL_HELP)
    sw.add_argument("--devices", type=positive("--devices", "devices", integer=True), default=None,
                    help=DEVICES_HELP)
    sw.add_argument("-n", "--workers", default="1", help="worker processes: a number or 'auto' (default 1)")
    sw.add_argument("--executor", default="local", choices=("local", "ray"),
                    help="local: pytest-xdist on this machine (default); ray: actors on a Ray cluster, "
                         "-n cases at once ('auto': one per chip/GPU/CPU of the cluster)")
    sw.add_argument("--ray-address", default=None,
                    help="with --executor ray: the cluster (host:port, auto, ray://...); default RAY_ADDRESS, "
                         "else a local instance on 127.0.0.1")
    sw.add_argument("--out", required=True, help="the run directory")
    sw.add_argument("--resume", action="store_true", help="finish an interrupted run: skip cases that have a record")
    sw.add_argument("--rerun", action="append", metavar="STATUS",
                    help="with --resume: also run again the cases whose latest record has this status "
                         "(repeatable; 'all': every status), e.g. after a harness fix; the new record "
                         "supersedes the earlier ones (the specs, --workload and --regime narrow which)")
    sw.add_argument("--shard", default=None, help="I/N: run only the I-th of N deterministic shards")
    sw.add_argument("--timeout", type=positive("--timeout", "seconds"), default=600.0,
                    help="seconds per case before fail_timeout (default 600)")
    sw.add_argument("--memory-mb", type=positive("--memory-mb", "megabytes"), default=None,
                    help="resident memory bound per case (default: a share of RAM)")
    sw.add_argument("--junitxml", default=None, help="also write JUnit XML here")
    sw.add_argument("--baseline", default=None, help="last run: cases that worked there and fail now run once more")
    sw.add_argument("--recheck-crashes", action="store_true",
                    help="crashes, OOMs and timeouts run once more, each alone in a fresh worker (attempt 2)")
    sw.add_argument("--stability", action="store_true",
                    help="also repeat each step (same shapes, then a new length) and count recompiles")
    _perf_arguments(sw)
    sw.add_argument("--cache-dir", default=None, help="persistent compile caches and CPU reference results live here")
    sw.add_argument("--size", action="append", choices=("tiny", "full"),
                    help="Hub/local specs: tiny (the real config shrunk, random weights; default) or full; "
                         "repeatable: --size tiny --size full runs each model at both, and the report sets "
                         "each model's tiny verdict beside its full-size one")
    sw.add_argument("--weights", default="random", choices=("random", "pretrained"),
                    help="with --size full: random init, or the checkpoints' weights (safetensors only)")
    _shape_arguments(sw)
    sw.add_argument("--durations-from", default=None, metavar="RUN",
                    help="a previous run directory: start its longest cases first (by timings.total_s), "
                         "unknown ones before them")
    sw.add_argument("-v", "--verbose", action="store_true",
                    help="also show pytest's and pytest-xdist's own output as it runs "
                         "(without -v it goes to OUT/logs/pytest.log)")
    sw.set_defaults(func=_sweep)

    mg = sub.add_parser("merge", help="join shard run directories into one run")
    mg.add_argument("dirs", nargs="+")
    mg.add_argument("--out", required=True)
    mg.set_defaults(func=_merge)

    cp = sub.add_parser("compact", help="keep one record line per case and only the repros and logs they name")
    cp.add_argument("dir", help="the run directory (meta.json, records.jsonl; or shard-I-of-N/ folders)")
    cp.set_defaults(func=_compact)

    rp = sub.add_parser("report", help="a run's headline, status counts, culprit ops; changes from a baseline",
                        epilog=EPILOG_REPORT, formatter_class=argparse.RawDescriptionHelpFormatter)
    rp.add_argument("dir", help="the run directory (meta.json, records.jsonl)")
    rp.add_argument("--baseline", default=None, help="a previous run directory to compare with")
    rp.add_argument("--format", default="text", choices=("text", "md", "json"), help="output format (default text)")
    rp.add_argument("--fail-on-regression", action="store_true",
                    help="exit 1 when a case that worked in the baseline no longer does")
    rp.add_argument("--tables", action="store_true",
                    help="also write cases/timings/errors .parquet and .csv beside records.jsonl")
    rp.add_argument("--hub-list", default=None,
                    help="a model list with model_type and downloads columns: adds the Hub-weighted headline, "
                         "over every workload and per workload (e.g. model_lists/hub_top.txt)")
    rp.add_argument("--hub-with", action="append", default=[], metavar="DIR",
                    help="another run whose verdicts the Hub-weighted headline also weighs (repeatable; "
                         "each class's newest verdict counts), e.g. the every-architecture run beside a head-class run")
    rp.set_defaults(func=_report)

    db = sub.add_parser("dashboard", help="a static site of one or more runs, viewable offline",
                        epilog=EPILOG_DASHBOARD, formatter_class=argparse.RawDescriptionHelpFormatter)
    db.add_argument("dirs", nargs="+", help="run directories; the newest is shown in detail, all in the trend")
    db.add_argument("--out", required=True, help="the site directory (SITE/index.html)")
    db.add_argument("--hub-list", default=None,
                    help="a model list with model_type and downloads columns, for the Hub-weighted headline "
                         "(e.g. model_lists/hub_top.txt)")
    db.set_defaults(func=_dashboard)

    ls = sub.add_parser("ls", help="list backends, architectures, classes or modes")
    ls.add_argument("what", choices=("backends", "archs", "classes", "modes"))
    ls.add_argument("--check", action="store_true",
                    help="archs: also build each on the meta device and say whether the factory can (slower)")
    ls.add_argument("--breadth", default=None,
                    help="archs: a run directory of a breadth run; show each architecture's status from it")
    ls.set_defaults(func=_ls)

    li = sub.add_parser("lists", help="write model lists (the one place that queries the Hub)",
                        epilog=EPILOG_LISTS, formatter_class=argparse.RawDescriptionHelpFormatter)
    li_sub = li.add_subparsers(dest="list_kind", required=True)
    top = li_sub.add_parser("hub-top", help="the N most downloaded transformers models, sorted, as a model list")
    top.add_argument("n", type=positive("hub-top N", "models", integer=True), help="how many models")
    top.add_argument("--task", default=None, help="a pipeline tag, e.g. text-generation, fill-mask")
    top.add_argument("--max-params", default=None, help="e.g. 1B: leave out bigger models (Hub num_parameters filter)")
    top.add_argument("--out", required=True, help="the list file to write")
    li.set_defaults(func=_lists)
    return p


def _shape_arguments(p: argparse.ArgumentParser) -> None:
    """--batch and --seq-len, on check and sweep (hfcompat.factory.full_size: the defaults and why)."""
    p.add_argument("--batch", type=positive("--batch", "samples", integer=True), default=None,
                   help="samples per step (default: 2 tiny, 1 full)")
    p.add_argument("--seq-len", type=positive("--seq-len", "tokens", integer=True), default=None,
                   help="text tokens per sample (default: 16 tiny, 512 full), at most the model's max positions")
    p.add_argument("--layers", type=positive("--layers", "layers", integer=True), default=None,
                   help="with --size full: the real config with K layers per stack (one of every kind kept), "
                        "for a model the host cannot hold whole")


def _check(args: argparse.Namespace) -> int:
    from hfcompat.execution.check_command import check_all, check_worker, describe, exit_code, make_cases
    from hfcompat.execution.perf import refuse_unmeasured, settings
    from hfcompat.parallel import parse_parallel

    timed = settings(args.perf, args.perf_steps, args.perf_warmup_max)  # bad --perf input: before anything runs
    if timed is not None:
        refuse_unmeasured(args.parallel)
    with check_worker(args.cache_dir) as worker:  # plans the spec's cases, then runs them
        cases = make_cases(args.spec, args.backend, args.mode, args.dtype, workloads=args.workload,
                           regimes=args.regime, parallel=parse_parallel(args.parallel, args.devices), worker=worker,
                           stability=args.stability, size=args.size, weights=args.weights,
                           batch=_whole(args.batch), seq_len=_whole(args.seq_len), layers=_whole(args.layers),
                           trust_remote_code=args.trust_remote_code,
                           **({"perf": timed[0], "perf_warmup": timed[1]} if timed else {}))
        outcomes = check_all(cases, out=args.out, timeout=args.timeout, cache_dir=args.cache_dir, worker=worker)
    for i, outcome in enumerate(outcomes):
        if args.json:
            print(json.dumps(outcome.record, default=str), flush=True)
        else:
            print(("\n" if i else "") + describe(outcome.record, args.out), flush=True)
    return exit_code(*(o.record for o in outcomes))


def _whole(value: float | None) -> int | None:
    return None if value is None else int(value)


def _sweep(args: argparse.Namespace) -> int:
    from hfcompat.sweep import run_sweep, sweep_config_from_args

    return run_sweep(sweep_config_from_args(args))


def _merge(args: argparse.Namespace) -> int:
    from hfcompat.records.merge import merge_runs

    merged = merge_runs(args.dirs, args.out)
    print(f"merged {len(args.dirs)} runs into {merged.path} ({len(merged.records())} records)")
    return 0


def _compact(args: argparse.Namespace) -> int:
    from hfcompat.records.compact import compact_run

    print(compact_run(args.dir).text, end="")
    return 0


def _report(args: argparse.Namespace) -> int:
    from hfcompat.reporting.report import build_report

    text, code = build_report(args.dir, baseline=args.baseline, fmt=args.format,
                              fail_on_regression=args.fail_on_regression, tables=args.tables,
                              hub_list=args.hub_list, hub_with=args.hub_with)
    print(text, end="")
    return code


def _dashboard(args: argparse.Namespace) -> int:
    from hfcompat.reporting.dashboard import build_dashboard

    index = build_dashboard(args.dirs, args.out, hub_list=args.hub_list)
    print(f"dashboard of {len(args.dirs)} run(s): {index}")
    return 0


def _ls(args: argparse.Namespace) -> int:
    from hfcompat.listing import list_archs, list_backends, list_classes, list_modes

    if args.what == "archs":
        print(list_archs(check=args.check, breadth=args.breadth))
    else:
        print({"backends": list_backends, "classes": list_classes, "modes": list_modes}[args.what]())
    return 0


def _lists(args: argparse.Namespace) -> int:
    from hfcompat.specs.model_list import write_hub_top

    path = write_hub_top(args.n, args.out, task=args.task, max_params=args.max_params)
    print(f"wrote {path}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``hfcompat`` script."""
    parser = _parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = parser.parse_args(argv)
    except UsageError as exc:  # a bad number, from positive()
        command = next((a for a in argv if not a.startswith("-")), "")
        print(f"hfcompat {command}: error: {exc}", file=sys.stderr)
        return 2
    try:
        return int(args.func(args))
    except UsageError as exc:
        print(f"hfcompat {args.command}: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
