"""``hfcompat check``: one model on one backend (:mod:`hfcompat.check_command`)."""

from __future__ import annotations

import argparse
import json

from hfcompat.cli.args import (
    CACHE_DIR_HELP,
    Subparsers,
    axis_arguments,
    axis_help,
    perf_arguments,
    positive,
    size_arguments,
)

EPILOG = """examples:
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


def add(sub: Subparsers) -> None:
    from hfcompat_backend import DEFAULT_BACKEND

    c = sub.add_parser("check", help="check one model on one backend", epilog=EPILOG,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    c.add_argument("spec", help="arch:<model_type>[:<ClassName>], <org>/<name>[@revision], or a directory")
    c.add_argument("--backend", default=DEFAULT_BACKEND,
                   help=f"backend name (default {DEFAULT_BACKEND}; see `hfcompat ls backends`)")
    c.add_argument("--mode", action="append", default=[],
                   help="backend mode, repeatable, or 'all' (default: the backend's first); "
                        "--json prints one line per mode")
    c.add_argument("--dtype", default="float32", help=axis_help()["dtype"])
    axis_arguments(c)
    c.add_argument("--json", action="store_true",
                   help="print one JSON record per case on stdout (exactly one when one case is selected)")
    c.add_argument("--out", default=None, help="also add the record (and log) to this run directory")
    c.add_argument("--timeout", type=positive("--timeout", "seconds"), default=900.0,
                   help="seconds before the case is fail_timeout")
    c.add_argument("--stability", action="store_true",
                   help="also repeat the step (same shapes, then a new length) and count recompiles")
    perf_arguments(c)
    c.add_argument("--cache-dir", default=None, help=CACHE_DIR_HELP)
    size_arguments(c, sweep=False)
    c.add_argument("--trust-remote-code", action="store_true",
                   help="allow a config with auto_map to run its remote code (skipped otherwise)")
    c.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from hfcompat.check_command import check_all, check_worker, describe, exit_code, make_cases
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
