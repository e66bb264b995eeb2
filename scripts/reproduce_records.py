"""Check that a committed run still says what today's code says: rerun a sample of its cases.

    .venv/bin/python scripts/reproduce_records.py RUN_DIR [--sample N] [--status S ...] [--workload W ...] [--timeout S]

A run of record is evidence only while ``hfcompat check`` of a record's case gives the record's
status. The sample is deterministic (a hash of each case id, so CI checks the same cases every time)
and spread over statuses: it takes the working and the failing cases in turn, so a sample of two has
one of each where the run has both. Each case runs through the real CLI (``hfcompat check ... --json``,
an isolated worker), exactly as a user would check it. Prints one line per case and a total; exits
1 when any status differs, 2 on bad input.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from hfcompat.records.record import read_records

HFCOMPAT = [sys.executable, "-m", "hfcompat.cli"]


def _records(run: Path) -> list[dict[str, Any]]:
    path = run / "records.jsonl"
    if not path.is_file():
        print(f"error: {run} is not a run directory (no records.jsonl)", file=sys.stderr)
        raise SystemExit(2)
    records: dict[str, dict[str, Any]] = {}
    for record in read_records(path):
        records[record["case_id"]] = record  # a later attempt (recheck) is the case's verdict
    return list(records.values())


def sample(records: list[dict[str, Any]], n: int, statuses: list[str] | None = None,
           workloads: list[str] | None = None) -> list[dict[str, Any]]:
    """``n`` records, by a stable hash of the case id, alternating working and not working."""
    def key(r: dict[str, Any]) -> str:
        return hashlib.sha256(r["case_id"].encode()).hexdigest()

    pool = [r for r in records if (not statuses or r["status"] in statuses)
            and (not workloads or r.get("workload", "train") in workloads)]
    pool = [r for r in pool if not r["status"].startswith(("harness", "reference", "skipped"))] or pool
    works = sorted((r for r in pool if r.get("works")), key=key)
    fails = sorted((r for r in pool if not r.get("works")), key=key)
    picked: list[dict[str, Any]] = []
    while len(picked) < n and (works or fails):
        for side in (fails, works):
            if side and len(picked) < n:
                picked.append(side.pop(0))
    return picked


def check_command(record: dict[str, Any], timeout: float) -> list[str]:
    """The ``hfcompat check`` line that reruns the record's case."""
    cmd = [*HFCOMPAT, "check", record["spec"], "--backend", record["backend"], "--mode", record["mode"],
           "--dtype", record["dtype"], "--timeout", f"{timeout:g}", "--json"]
    for axis in ("workload", "regime"):
        if record.get(axis):
            cmd += [f"--{axis}", record[axis]]
    return cmd


def rerun(record: dict[str, Any], timeout: float) -> tuple[str, str]:
    """(status today, one line of detail)."""
    try:
        proc = subprocess.run(check_command(record, timeout), capture_output=True, text=True, timeout=timeout + 120)
    except subprocess.TimeoutExpired:
        return "no answer", f"check did not finish in {timeout + 120:g} s"
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if not lines:
        return "no record", (proc.stderr.strip().splitlines() or ["(no output)"])[-1][:200]
    today = json.loads(lines[-1])
    return today["status"], f"culprit {today.get('culprit_op')}" if today.get("culprit_op") else ""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("run_dir", type=Path)
    parser.add_argument("--sample", type=int, default=4, help="how many cases to rerun (default 4)")
    parser.add_argument("--status", action="append", help="only records of this status (repeatable)")
    parser.add_argument("--workload", action="append", help="only records of this workload (repeatable)")
    parser.add_argument("--timeout", type=float, default=300.0, help="per-case time limit, seconds")
    args = parser.parse_args()
    if args.sample <= 0 or args.timeout <= 0:
        print("error: --sample and --timeout must be positive", file=sys.stderr)
        return 2
    picked = sample(_records(args.run_dir), args.sample, args.status, args.workload)
    same = 0
    for record in picked:
        status, detail = rerun(record, args.timeout)
        same += status == record["status"]
        mark = "SAME" if status == record["status"] else "DIFFERS"
        print(f"{mark:<8} {record['case_id']}  recorded {record['status']}, today {status}  {detail}", flush=True)
    print(f"{same}/{len(picked)} sampled records reproduce their status")
    return 0 if same == len(picked) else 1


if __name__ == "__main__":
    sys.exit(main())
