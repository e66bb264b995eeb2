"""Run every repro of a run directory alone and say whether each reproduces its case's failure.

    .venv/bin/python scripts/verify_repros.py RUN_DIR [--timeout 300] [-j N]

A repro reproduces when it exits 1 and prints REPRODUCED. Cases that share a repro file (the same
op at the same shapes: histc over many MoE models) share its one run, so a merged run of ~500
failing cases runs its ~270 files once each, ``-j`` at a time. Prints one line per case and a
total; exits 1 if any repro of a failing case did not reproduce.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("run_dir")
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("-j", "--jobs", type=int, default=1, help="repro files run at once")
    args = parser.parse_args()
    run = Path(args.run_dir)
    records = [json.loads(line) for line in (run / "records.jsonl").read_text().splitlines() if line.strip()]
    latest = {r["case_id"]: r for r in records}  # a case counts by its last record (a recheck, a --rerun)
    with_repro = [r for r in latest.values() if r.get("repro") and not r.get("works")]
    scripts = sorted({r["repro"] for r in with_repro})
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:  # threads that each wait on one subprocess
        answers = dict(zip(scripts, pool.map(lambda s: _run(run / s, args.timeout), scripts)))
    ok = 0
    for r in with_repro:
        reproduced, detail = answers[r["repro"]]
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
