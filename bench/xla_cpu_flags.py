"""XLA:CPU compiler flags against compile time, execute time and verdicts, on a few models.

Each variant runs the specs in one fresh interpreter (XLA reads ``XLA_FLAGS`` once per process)
through the real case runner (torch-xla, lazy, the default workload), and prints per spec the
status and the record's ``compile_s`` / ``execute_s`` (torch_xla's CompileTime / ExecuteTime, wall
clock), then per variant the sums, the CPU seconds the whole case took (``time.process_time``, all
threads: the figure that a machine shared with other work stretches least) and whether every status
matched the first variant's.

    .venv/bin/python bench/xla_cpu_flags.py arch:llama arch:bert arch:qwen3_5_text \\
        --variant O0="--xla_backend_optimization_level=0" \\
        --variant O0-cheap="--xla_backend_optimization_level=0 --xla_llvm_disable_expensive_passes=true"
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

RUN = """
import json, sys, time
from hfcompat.execution.case import run_case
from hfcompat.records.record import Case
for spec in sys.argv[1:]:
    cpu = time.process_time()
    r = run_case(Case(spec, "torch-xla", "lazy")).record
    t = r.get("timings") or {}
    print(json.dumps({"spec": spec, "status": r["status"], "cpu_s": round(time.process_time() - cpu, 2),
          **{k: t.get(k) for k in ("first_step_s", "compile_s", "execute_s", "total_s")}}), flush=True)
"""
DEFAULT_VARIANTS = {
    "O0": "--xla_backend_optimization_level=0",
    "O0-cheap": "--xla_backend_optimization_level=0 --xla_llvm_disable_expensive_passes=true",
    "O1-cheap": "--xla_backend_optimization_level=1 --xla_llvm_disable_expensive_passes=true",
}


def run_variant(flags: str, specs: list[str], timeout: float) -> dict[str, dict[str, object]]:
    env = {**os.environ, "XLA_FLAGS": flags}
    proc = subprocess.run([sys.executable, "-c", RUN, *specs], env=env, capture_output=True, text=True, timeout=timeout)
    rows = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    return {r["spec"]: r for r in rows}


def _sum(rows: dict[str, dict[str, object]], key: str) -> float:
    return sum(float(v) for r in rows.values() if isinstance(v := r.get(key), (int, float)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("specs", nargs="+")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=FLAGS",
                        help="a named XLA_FLAGS value (repeatable); default: O0, O0-cheap, O1-cheap")
    parser.add_argument("--timeout", type=float, default=3600.0, help="seconds per variant")
    args = parser.parse_args()
    variants = dict(v.split("=", 1) for v in args.variant) if args.variant else DEFAULT_VARIANTS
    results = {name: run_variant(flags, args.specs, args.timeout) for name, flags in variants.items()}
    first = next(iter(results))
    print(f"{'spec':28s} " + " ".join(f"{n:>34s}" for n in results))
    print(f"{'':28s} " + " ".join(f"{'status  compile  execute  cpu':>34s}" for _ in results))
    for spec in args.specs:
        cells = []
        for rows in results.values():
            r = rows.get(spec, {})
            c, e, cpu = r.get("compile_s"), r.get("execute_s"), r.get("cpu_s")
            cells.append(f"{str(r.get('status', '-'))[:8]:>8s} {c if c is not None else '-':>8} "
                         f"{e if e is not None else '-':>8} {cpu if cpu is not None else '-':>7}")
        print(f"{spec:28s} " + " ".join(f"{c:>34s}" for c in cells))
    for name, rows in results.items():
        same = all(rows.get(s, {}).get("status") == results[first].get(s, {}).get("status") for s in args.specs)
        print(f"{name:10s} Σ compile {_sum(rows, 'compile_s'):8.1f} s   Σ execute {_sum(rows, 'execute_s'):8.1f} s   "
              f"Σ first step {_sum(rows, 'first_step_s'):8.1f} s   Σ case CPU {_sum(rows, 'cpu_s'):8.1f} s   "
              f"statuses same as {first}: {same}   [{variants[name]}]")


if __name__ == "__main__":
    main()
