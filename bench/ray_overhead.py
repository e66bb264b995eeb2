"""What the Ray executor costs over the local one: the same sweep, timed on both (target Ray/local <= 1.2).

A benchmark, not a test: it prints figures and exits 0 whatever they are (1 only if a sweep fails).

    .venv/bin/python bench/ray_overhead.py [--backend cpu] [-n 2] [--repeat 1] [--keep DIR]

It runs ``hfcompat sweep`` on 20 architectures twice, as a user would (a fresh process each time):
on the local executor with ``-n N`` (pytest-xdist), and with ``--executor ray -n N``, which starts a
local Ray instance with N CPUs on 127.0.0.1 and runs N actors. Each wall time is the whole command:
Ray's start and shutdown are part of the cost. With ``--repeat`` the two alternate, so a machine
busy with other work slows both alike. Both runs must agree on every case's status.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hfcompat.records.record import read_records

ROOT = Path(__file__).resolve().parent.parent
ARCHS = ["llama", "mistral", "qwen2", "qwen3", "gemma", "gpt2", "gpt_neox", "opt", "bert", "roberta", "distilbert",
         "t5", "bart", "vit", "convnext", "clip", "whisper", "wav2vec2", "albert", "electra"]
TARGET = 1.2


def sweep(executor: str, out: Path, backend: str, workers: int) -> float:
    """Wall time of one ``hfcompat sweep`` over ARCHS on ``executor``."""
    cmd = [sys.executable, "-m", "hfcompat.cli", "sweep", *(f"arch:{a}" for a in ARCHS), "--backend", backend,
           "-n", str(workers), "--out", str(out), "--executor", executor]
    started = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    wall = time.perf_counter() - started
    if proc.returncode != 0:
        sys.exit(f"{executor} sweep failed (exit {proc.returncode}):\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    return wall


def statuses(out: Path) -> dict[str, str]:
    return {r["case_id"]: r["status"] for r in read_records(out / "records.jsonl")}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--backend", default="cpu", help="backend of the sweep (default cpu: quick)")
    ap.add_argument("-n", type=int, default=2, help="cases in flight on both executors (default 2)")
    ap.add_argument("--repeat", type=int, default=1, help="alternate local and Ray this many times")
    ap.add_argument("--keep", default=None, help="keep the run directories here")
    args = ap.parse_args()
    root = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="hfcompat-ray-bench-"))
    times: dict[str, list[float]] = {"local": [], "ray": []}
    try:
        for i in range(args.repeat):
            for executor in ("local", "ray"):
                out = root / f"{executor}-{i}"
                times[executor].append(sweep(executor, out, args.backend, args.n))
                print(f"{executor:>5} #{i + 1}: {times[executor][-1]:6.1f} s  ({len(ARCHS)} architectures, "
                      f"{args.backend}, -n {args.n})", flush=True)
            if statuses(root / f"local-{i}") != statuses(root / f"ray-{i}"):
                print("warning: the two executors disagree on some statuses", file=sys.stderr)
    finally:
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)
    local, ray = statistics.median(times["local"]), statistics.median(times["ray"])
    verdict = "within" if ray / local <= TARGET else "ABOVE"
    print(f"local (pytest-xdist, -n {args.n}): {local:.1f} s; Ray (local instance, {args.n} CPUs, {args.n} actors): "
          f"{ray:.1f} s; Ray/local = {ray / local:.2f} ({verdict} the {TARGET} target)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
