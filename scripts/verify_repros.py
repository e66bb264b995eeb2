"""Run every repro of a run directory alone and say whether each reproduces its case's failure.

    .venv/bin/python scripts/verify_repros.py RUN_DIR [--timeout 300] [-j N]

RUN_DIR is read as every reader reads it (hfcompat.records.run_reader): a sharded run directory as a
whole, each case by its last line, its repro wherever it lies (a compacted sharded run keeps them in
RUN_DIR/repros/). A repro reproduces when it exits 1 and prints REPRODUCED. Cases that share a repro
file (the same call; every case of an op with no kernel, per backend, mode and dtype) share its one
run, ``-j`` files at a time. Prints one line per case and a total; exits 1 if any repro of a failing
case did not reproduce, 2 if RUN_DIR is not a run directory.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from hfcompat.errors import UsageError
from hfcompat.records.run_reader import load_run, works


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("run_dir")
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("-j", "--jobs", type=int, default=1, help="repro files run at once")
    args = parser.parse_args()
    try:
        run = load_run(args.run_dir)
    except UsageError as exc:
        print(f"verify_repros.py: error: {exc}", file=sys.stderr)
        return 2
    with_repro = [r for r in run.cases if r.get("repro") and not works(r)]
    paths = {r["case_id"]: run.locate(r["repro"], r) for r in with_repro}
    scripts = sorted({p for p in paths.values() if p is not None})
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:  # threads that each wait on one subprocess
        answers = dict(zip(scripts, pool.map(lambda s: _run(s, args.timeout), scripts), strict=True))
    ok = 0
    for r in with_repro:
        path = paths[r["case_id"]]
        reproduced, detail = answers[path] if path is not None else (False, "the repro file is missing")
        ok += reproduced
        print(f"{'REPRODUCED' if reproduced else 'NOT REPRODUCED':<15} {r['case_id']}  {r['repro']}  {detail[:160]}")
    print(f"{ok}/{len(with_repro)} repros of failing cases reproduce their failure ({len(scripts)} repro files)")
    return 0 if ok == len(with_repro) else 1


def _run(script: Path, timeout: float) -> tuple[bool, str]:
    """Whether one repro file reproduces its failure, and the first line it printed."""
    try:
        proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, f"no answer in {timeout:g} s"
    detail = proc.stdout.strip().splitlines()[0] if proc.stdout.strip() else proc.stderr.strip()[-200:]
    return proc.returncode == 1 and "REPRODUCED" in proc.stdout, detail


if __name__ == "__main__":
    sys.exit(main())
