"""How well does a sweep use its workers? Wall time against the sum of its case times.

For a run directory (read) or a sweep this script runs (a list of specs or model list files), prints:
wall time, Σ case time (each record line's ``timings.total_s``: rechecks count, they ran too),
Σ / workers (the wall a perfect schedule with no overhead would take), and the ratio
wall ÷ (Σ / workers) (target <= 1.1: 10% for the tail, worker start-up and the sweep's own work).
Next to it, the machine's measured ceiling for running two CPU-bound processes at once (a tiny
pure-Python loop timed in 1 and in 2 processes): on a 2-core VM that shares its cores it is below
2x, and each case then runs slower in a 2-worker sweep than alone, which the ratio does not see.

    .venv/bin/python bench/sweep_wall.py --read reports/all-archs-torch-xla-workloads
    .venv/bin/python bench/sweep_wall.py arch:llama arch:gpt2 model_lists/core.txt -n 2 [--durations-from RUN]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

LOOP = "s = 0\nfor i in range({n}):\n    s += i * i % 7\n"


def cpu_ceiling(iterations: int = 5_000_000) -> tuple[float, float, float]:
    """(seconds for one loop alone, seconds for two at once, throughput of two ÷ one)."""
    cmd = [sys.executable, "-c", LOOP.format(n=iterations)]
    t = time.perf_counter()
    subprocess.run(cmd, check=True)
    one = time.perf_counter() - t
    t = time.perf_counter()
    procs = [subprocess.Popen(cmd) for _ in range(2)]
    for p in procs:
        p.wait()
    two = time.perf_counter() - t
    return one, two, 2 * one / two


def _workers_of(command: str | None) -> int | None:
    words = (command or "").split()
    for flag in ("-n", "--workers"):
        if flag in words and words.index(flag) + 1 < len(words) and words[words.index(flag) + 1].isdigit():
            return int(words[words.index(flag) + 1])
    return None


def read_run(run: Path) -> tuple[float | None, float, int, int, dict[str, object]]:
    """(wall from meta.json, Σ total_s over record lines, lines, untimed lines, meta)."""
    meta = json.loads((run / "meta.json").read_text())
    lines = [json.loads(x) for x in (run / "records.jsonl").read_text().splitlines() if x.strip()]
    totals = [((r.get("timings") or {}).get("total_s")) for r in lines]
    wall = None
    if meta.get("started_at") and meta.get("ended_at"):
        wall = (datetime.fromisoformat(meta["ended_at"]) - datetime.fromisoformat(meta["started_at"])).total_seconds()
    return wall, float(sum(t for t in totals if isinstance(t, (int, float)))), len(lines), \
        sum(not isinstance(t, (int, float)) for t in totals), meta


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sources", nargs="*", help="specs or model list files to sweep (with -n)")
    parser.add_argument("--read", default=None, metavar="RUN", help="a finished run directory instead of sweeping")
    parser.add_argument("-n", "--workers", type=int, default=None, help="workers (default: the run's -n, else 2)")
    parser.add_argument("--backend", default="torch-xla")
    parser.add_argument("--durations-from", default=None, metavar="RUN")
    parser.add_argument("--extra", default="", help="more sweep arguments, e.g. '--workload train --timeout 300'")
    args = parser.parse_args()
    if bool(args.read) == bool(args.sources):
        parser.error("give either --read RUN or sources to sweep")

    with tempfile.TemporaryDirectory() as tmp:
        if args.read:
            run = Path(args.read)
            wall, total, n_lines, untimed, meta = read_run(run)
            workers = args.workers or _workers_of(str(meta.get("command"))) or 1
            measured = "meta.json started_at → ended_at (rechecks and tables included)"
        else:
            run = Path(tmp) / "run"
            workers = args.workers or 2
            cmd = [sys.executable, "-m", "hfcompat.cli", "sweep", *args.sources, "--backend", args.backend,
                   "-n", str(workers), "--out", str(run), *args.extra.split()]
            if args.durations_from:
                cmd += ["--durations-from", args.durations_from]
            t = time.perf_counter()
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
            wall = time.perf_counter() - t
            _, total, n_lines, untimed, _ = read_run(run)
            measured = "this script's clock around `hfcompat sweep` (interpreter start included)"
        one, two, ceiling = cpu_ceiling()

    print(f"run: {run if args.read else ' '.join(args.sources)}  ({n_lines} record lines, {untimed} without a time)")
    if wall is None:
        print("wall: unknown (the run's meta.json has no ended_at)")
        return
    ideal = total / workers
    print(f"  wall                      {wall:9.1f} s   ({measured})")
    print(f"  Σ case time               {total:9.1f} s")
    print(f"  Σ case time / {workers} workers   {ideal:9.1f} s")
    print(f"  wall ÷ (Σ / workers)      {wall / ideal:9.2f}     (target <= 1.10)")
    print(f"  2-process CPU ceiling     {ceiling:9.2f}x    (one CPU-bound loop {one:.2f} s alone, two at once "
          f"{two:.2f} s; measured now, on this machine's current load)")


if __name__ == "__main__":
    main()
