"""Is ``hfcompat check`` quick? One train case of a tiny model against the bare stack import (issue 24).

Paired runs, alternating which goes first (a machine shared with other work drifts; a pair sees the
same drift): ``hfcompat check SPEC --workload train --regime short --json`` (a fresh CLI process, as
a user types it) and ``python -c "import torch, torch_xla, transformers"``. Prints the median wall
time of each, their ratio (target <= 1.5x) and where the check's time went: the record's own
``timings`` (build, reference, device step, of which XLA compile), and what is left outside the case
(the CLI, process starts, the stack import in the worker, planning, tear-down).

    .venv/bin/python bench/check_speed.py [--runs 3] [--spec arch:llama] [--backend torch-xla]

The load average is printed too: on a shared machine compare ratios, not seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any

#: What each backend's worker imports before its first case: the floor check is measured against.
BARE_IMPORTS = {"torch-xla": "torch, torch_xla, transformers", "cpu": "torch, transformers",
                "torchax": "torch, torchax, jax, transformers"}
TIMING_KEYS = (("build_s", "build"), ("reference_s", "reference"), ("device_s", "device step"),
               ("compile_s", "  of which compile"), ("total_s", "case total"))


def timed(cmd: list[str]) -> tuple[float, subprocess.CompletedProcess[str]]:
    t = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    return time.perf_counter() - t, proc


def run_check(args: argparse.Namespace) -> tuple[float, dict[str, Any]]:
    wall, proc = timed([sys.executable, "-m", "hfcompat.cli", "check", args.spec, "--backend", args.backend,
                        "--workload", "train", "--regime", "short", "--json"])
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    if len(lines) != 1:
        sys.exit(f"check printed {len(lines)} records (exit {proc.returncode}): {proc.stderr[-2000:]}")
    return wall, json.loads(lines[0])


def run_bare(imports: str) -> float:
    wall, proc = timed([sys.executable, "-c", f"import {imports}"])
    if proc.returncode != 0:
        sys.exit(f"the bare import failed: {proc.stderr[-2000:]}")
    return wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="paired runs (default 3)")
    parser.add_argument("--spec", default="arch:llama")
    parser.add_argument("--backend", default="torch-xla")
    args = parser.parse_args()
    imports = BARE_IMPORTS.get(args.backend, "torch, transformers")
    load_before = os.getloadavg()
    checks: list[float] = []
    bares: list[float] = []
    records: list[dict[str, Any]] = []
    for i in range(args.runs):
        if i % 2:  # alternate the order inside a pair
            bares.append(run_bare(imports))
            wall, record = run_check(args)
        else:
            wall, record = run_check(args)
            bares.append(run_bare(imports))
        checks.append(wall)
        records.append(record)
        print(f"  pair {i + 1}: check {wall:6.2f} s ({record['status']})   bare import {bares[-1]:6.2f} s   "
              f"ratio {wall / bares[-1]:.2f}x", flush=True)
    check_s, bare_s = statistics.median(checks), statistics.median(bares)
    print(f"hfcompat check {args.spec} --backend {args.backend} --workload train --regime short: "
          f"{args.runs} paired runs, {os.cpu_count()} cores, load average {load_before[0]:.1f} before, "
          f"{os.getloadavg()[0]:.1f} after")
    print(f"  check (median)            {check_s:7.2f} s")
    print(f"  bare import (median)      {bare_s:7.2f} s   (python -c 'import {imports}')")
    print(f"  ratio                     {check_s / bare_s:7.2f}x   (target <= 1.5x; per pair: "
          f"{', '.join(f'{c / b:.2f}' for c, b in zip(checks, bares))})")
    print("  where the check's time went (medians of the records' timings):")
    for key, label in TIMING_KEYS:
        values = [r["timings"][key] for r in records if (r.get("timings") or {}).get(key) is not None]
        if values:
            print(f"    {label:22s} {statistics.median(values):7.2f} s")
    outside = [c - (r.get("timings") or {}).get("total_s", 0.0) for c, r in zip(checks, records)]
    print(f"    {'outside the case':22s} {statistics.median(outside):7.2f} s   "
          "(CLI, process starts, the worker's imports, planning, tear-down)")


if __name__ == "__main__":
    main()
