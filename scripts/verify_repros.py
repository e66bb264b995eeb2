"""Run every repro of a run directory alone and say whether each reproduces its case's failure.

    .venv/bin/python scripts/verify_repros.py RUN_DIR [--timeout 300]

A repro reproduces when it exits 1 and prints REPRODUCED. Prints one line per repro and a total;
exits 1 if any repro of a failing case did not reproduce.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("run_dir")
    parser.add_argument("--timeout", type=float, default=300.0)
    args = parser.parse_args()
    run = Path(args.run_dir)
    records = [json.loads(line) for line in (run / "records.jsonl").read_text().splitlines() if line.strip()]
    latest = {r["case_id"]: r for r in records}  # a case counts by its last record (a recheck, a --rerun)
    with_repro = [r for r in latest.values() if r.get("repro") and not r.get("works")]
    ok = 0
    for r in with_repro:
        script = run / r["repro"]
        try:
            proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=args.timeout)
            reproduced = proc.returncode == 1 and "REPRODUCED" in proc.stdout
            detail = proc.stdout.strip().splitlines()[0] if proc.stdout.strip() else proc.stderr.strip()[-200:]
        except subprocess.TimeoutExpired:
            reproduced, detail = False, f"no answer in {args.timeout:g} s"
        ok += reproduced
        print(f"{'REPRODUCED' if reproduced else 'NOT REPRODUCED':<15} {r['case_id']}  {r['repro']}  {detail[:160]}")
    print(f"{ok}/{len(with_repro)} repros of failing cases reproduce their failure")
    return 0 if ok == len(with_repro) else 1


if __name__ == "__main__":
    sys.exit(main())
