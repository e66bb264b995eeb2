"""How noisy is ``--perf``? The same perf run twice on the same code, and what --perf costs per case.

Runs ``hfcompat sweep SPECS --perf`` twice into two run directories (or reads two given with
``--read``) and prints, per case measured in both, the ratio of median steady step times (second ÷
first), then the ratios' spread: min, max, median |1 − ratio|. A quiet rerun should flag nothing,
so :data:`hfcompat.reporting.perf.PERF_NOISE` sits above the worst ratio seen here. It also prints
what ``--perf`` cost each case (``timings.perf_s``) against warm-up + K steps at the measured step
time: the rest is --perf's own overhead (reading counters, syncs, the memory reset), which should be
small.

    .venv/bin/python bench/perf_noise.py arch:llama arch:gpt2 arch:bert arch:t5 --mode eager --mode compile
    .venv/bin/python bench/perf_noise.py arch:llama arch:bert arch:t5 arch:vit --backend torch-xla \
        --mode lazy --mode eager --mode compile
    .venv/bin/python bench/perf_noise.py --read RUN_A RUN_B
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from hfcompat.records.record import read_records

ROOT = Path(__file__).resolve().parent.parent


def records(run: Path) -> dict[str, dict[str, Any]]:
    """Each case's last record that carries a measurement."""
    out = {}
    for r in read_records(run / "records.jsonl"):
        if (r.get("perf") or {}).get("measured"):
            out[r["case_id"]] = r
    return out


def sweep(specs: list[str], backend: str, modes: list[str], out: Path, steps: int) -> None:
    cmd = [sys.executable, "-m", "hfcompat.cli", "sweep", *specs, "--backend", backend, "--workload", "train",
           "--workload", "infer", "--regime", "short", "--perf", "--perf-steps", str(steps), "--out", str(out),
           *(x for m in modes for x in ("--mode", m))]
    subprocess.run(cmd, cwd=ROOT, check=True)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("specs", nargs="*", default=["arch:llama", "arch:gpt2", "arch:bert"])
    p.add_argument("--backend", default="cpu")
    p.add_argument("--mode", action="append", default=[], help="the backend's modes (default: eager)")
    p.add_argument("--perf-steps", type=int, default=10)
    p.add_argument("--read", nargs=2, type=Path, metavar="RUN", help="two run directories made with --perf")
    args = p.parse_args()
    if args.read:
        first, second = args.read
    else:
        tmp = Path(tempfile.mkdtemp(prefix="perf-noise-"))
        first, second = tmp / "a", tmp / "b"
        for run in (first, second):
            sweep(args.specs, args.backend, args.mode or ["eager"], run, args.perf_steps)
    a, b = records(first), records(second)
    shared = sorted(a.keys() & b.keys())
    if not shared:
        print("no case measured in both runs")
        return 1
    print(f"{'case':<50} {'first ms':>9} {'second ms':>9} {'ratio':>7} {'IQR/median':>10}")
    ratios = []
    for cid in shared:
        pa, pb = a[cid]["perf"], b[cid]["perf"]
        ratio = pb["step_s_median"] / pa["step_s_median"]
        ratios.append(ratio)
        rel = max(pa["step_s_iqr"] / pa["step_s_median"], pb["step_s_iqr"] / pb["step_s_median"])
        print(f"{cid:<50} {1e3 * pa['step_s_median']:>9.2f} {1e3 * pb['step_s_median']:>9.2f} "
              f"{ratio:>7.3f} {rel:>10.2f}")
    dev = [abs(1 - r) for r in ratios]
    print(f"\nstep-time ratio over {len(ratios)} cases: min {min(ratios):.3f}, max {max(ratios):.3f}, "
          f"median |1 - ratio| {statistics.median(dev):.3f}, worst |1 - ratio| {max(dev):.3f}")
    from hfcompat.reporting.perf import PERF_NOISE

    flagged = sum(1 for d in dev if d > PERF_NOISE)
    print(f"PERF_NOISE = {PERF_NOISE}: {flagged} of {len(ratios)} quiet-rerun cases beyond it (want 0)")
    print(f"\n{'case (first run)':<50} {'perf s':>7} {'steps s':>8} {'overhead s':>10} {'case total s':>12}")
    for cid in shared:
        r = a[cid]
        perf, t = r["perf"], r.get("timings") or {}
        steps_s = (perf["warmup_steps"] + perf["steps"]) * perf["step_s_median"]
        print(f"{cid:<50} {t.get('perf_s', 0):>7.2f} {steps_s:>8.2f} {t.get('perf_s', 0) - steps_s:>10.2f} "
              f"{t.get('total_s', 0):>12.2f}")
    print("(steps s: warm-up + K steps at the median step time; the warm-up's compiling steps are slower)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
