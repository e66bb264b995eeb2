"""No false alarms: the ``cpu`` backend checked against itself over every architecture (issue 14).

The device step and the reference run the same kernels on the same machine, so every judged case
must pass; a case that does not is a harness fault (non-determinism the comparator calls an error,
a workload that differs between the two runs), not a device finding. Runs

    hfcompat sweep --all-archs --backend cpu -n N --out DIR [--workload W ...]

(or the given specs / model lists instead of --all-archs), then prints the pass % of judged cases
and every judged case that did not pass, with its status and error; cases not judged
(harness_error, reference_error, skipped) are counted by status. Exit 0 only at 100%.

    .venv/bin/python bench/cpu_self_check.py [--out DIR] [-n 1] [--workload train] [SOURCES ...]

Other options (``--regime``, ``--timeout``...) go to the sweep as they are. ``--report DIR ...``
prints the figures of finished or interrupted runs (several: their cases joined) without running.

``--backend B`` runs another adapter against the same CPU reference: a conformance check for an
adapter whose device computes as the host CPU does (docs/adding-a-backend.md), where any case that is
not a pass is the adapter's fault.
"""

from __future__ import annotations

import argparse
import collections
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hfcompat.records.record import JUDGED, WORKS
from hfcompat.records.run_reader import load_run


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sources", nargs="*", help="specs or model lists (default: every architecture)")
    parser.add_argument("--out", help="the run directory (default: a temporary one)")
    parser.add_argument("-n", "--workers", default="1")
    parser.add_argument("--backend", default="cpu", help="the adapter checked against the CPU reference")
    parser.add_argument("--workload", action="append", help="repeatable (default: every workload a model has)")
    parser.add_argument("--resume", action="store_true", help="finish an interrupted run in --out")
    parser.add_argument("--report", nargs="+", metavar="DIR", help="only print the figures of these run directories")
    args, extra = parser.parse_known_args()
    if args.report:
        return report([Path(d) for d in args.report])
    out = Path(args.out or tempfile.mkdtemp(prefix="hfcompat-cpu-self-"))
    cmd = [sys.executable, "-m", "hfcompat.cli", "sweep", *(args.sources or ["--all-archs"]),
           "--backend", args.backend, "-n", args.workers, "--out", str(out)]
    for workload in args.workload or []:
        cmd += ["--workload", workload]
    if args.resume:
        cmd.append("--resume")
    cmd += extra
    print("$", " ".join(cmd[2:]), flush=True)
    t = time.perf_counter()
    subprocess.run(cmd, check=True)  # the sweep prints its own progress
    wall = time.perf_counter() - t
    return report([out], wall)


def report(dirs: list[Path], wall: float | None = None) -> int:
    """Print the figures of runs against the CPU reference (cases joined by id); 0 when every judged case passed."""
    cases = list({c["case_id"]: c for d in dirs for c in load_run(d).cases}.values())
    backends = "/".join(sorted({str(c.get("backend")) for c in cases})) or "cpu"
    out = ", ".join(str(d) for d in dirs)
    judged = [c for c in cases if c["status"] in JUDGED]
    passed = [c for c in judged if c["status"] in WORKS]
    others = collections.Counter(c["status"] for c in cases if c["status"] not in JUDGED)
    pct = 100.0 * len(passed) / len(judged) if judged else 0.0
    print(f"\n{backends} vs cpu, {len(cases)} cases in {out}" + (f" ({wall / 60:.1f} min)" if wall else ""))
    print(f"  pass: {pct:.1f}% of judged cases ({len(passed)}/{len(judged)})")
    print("  not judged: " + (", ".join(f"{s} {n}" for s, n in sorted(others.items())) or "none"))
    for case in judged:
        if case["status"] not in WORKS:
            print(f"  NOT PASS {case['case_id']}: {case['status']}: {case.get('error') or ''}"[:400])
    return 0 if judged and len(passed) == len(judged) else 1


if __name__ == "__main__":
    sys.exit(main())
