"""Breadth of the factory: every ``arch:`` spec on one backend, one isolated worker, one case at a time.

Writes a run directory (``meta.json``, ``records.jsonl``, ``logs/``) and prints the count of each
status; ``--resume`` continues a directory, skipping the model types that already have a record.
It is the measurement behind the breadth figure of docs/measurements.md (before ``hfcompat sweep`` exists)::

    .venv/bin/python scripts/arch_breadth.py --out runs/breadth-cpu
    .venv/bin/python scripts/arch_breadth.py --out runs/breadth-cpu --only llama,bert --timeout 60
    .venv/bin/python scripts/arch_breadth.py --out runs/breadth-cpu-long --regime long   # models with knobs

One worker only: the machine's cores are shared. A hang or crash costs that model type its timeout
and becomes its record (``fail_timeout`` / ``fail_crash``); the loop goes on.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from hfcompat.factory.heads import known_model_types  # noqa: E402
from hfcompat.isolation.worker import Worker  # noqa: E402
from hfcompat.records.record import STATUSES, Case  # noqa: E402
from hfcompat.records.run_writer import RunDir  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", required=True, help="run directory to write (or resume)")
    p.add_argument("--backend", default="cpu")
    p.add_argument("--mode", default="eager")
    p.add_argument("--only", default="", help="comma-separated model types (default: all)")
    p.add_argument("--regime", default="short", choices=("short", "long"),
                   help="short: the real sequence knobs (default); long: knobs below the sequence (only the model "
                   "types that have knobs are run: hfcompat.factory.build_plan)")
    p.add_argument("--timeout", type=float, default=120.0, help="seconds per model type")
    p.add_argument("--memory-mb", type=float, default=6000.0, help="resident-memory bound per case")
    p.add_argument("--resume", action="store_true", help="skip model types already in the directory")
    p.add_argument("--threads", default="1", help="OMP/MKL threads of the worker (1: tiny models gain nothing "
                   "from more, and spinning threads on a busy machine make them 10x slower)")
    args = p.parse_args(argv)

    types = [t for t in args.only.split(",") if t] or known_model_types()
    if args.regime == "long":  # only the model types that have a long regime
        from hfcompat.factory import plan, validate_spec

        types = [t for t in types if "long" in plan(validate_spec(f"arch:{t}")).regimes]
    run = RunDir(args.out, meta={"backend": args.backend, "modes": [args.mode], "sources": ["all-archs"]})
    done = {r["spec"] for r in run.records()} if args.resume else set()
    todo = [t for t in types if f"arch:{t}" not in done]
    print(f"{len(todo)} model types to run ({len(types) - len(todo)} already done) → {run.path}", flush=True)
    counts: collections.Counter[str] = collections.Counter()
    t0 = time.monotonic()
    env = {"OMP_NUM_THREADS": args.threads, "MKL_NUM_THREADS": args.threads, "HF_HUB_OFFLINE": "1"}
    with Worker(env=env, memory_mb=args.memory_mb, max_cases=25, name="breadth") as worker:
        for i, model_type in enumerate(todo, 1):
            case = Case(f"arch:{model_type}", args.backend, args.mode, regime=args.regime)
            outcome = worker.run(case, timeout=args.timeout)
            run.add(outcome.record, outcome.log)
            status = outcome.record["status"]
            counts[status] += 1
            error = (outcome.record.get("error") or "")[:160]
            print(f"[{i}/{len(todo)} {time.monotonic() - t0:6.0f}s] {model_type:32s} {status:16s} {error}", flush=True)
    run.write_meta(ended_at=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))
    total = collections.Counter(r["status"] for r in run.records())
    print("\nstatus counts over the whole directory:")
    for status in STATUSES:
        if total[status]:
            print(f"  {status:20s} {total[status]}")
    print(f"  {'total':20s} {sum(total.values())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
