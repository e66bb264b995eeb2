"""What does a parallel case cost against the single-device case of the same model?

For each spec, one ``hfcompat check`` runs the train case in every strategy asked (single first)
on the backend, and this prints per strategy the case's total seconds, the ranks' share of it
(``timings.ranks_s``) and the ratio to the single case; then per strategy over the specs the median
ratio (the issue's target: at most 3x on 2 cores) and where a parallel case's time goes: the
ranks' start-up it waited for (warm ranks: 0 after a worker's first parallel case), the slowest
rank's process group, model load and wrap, step and gather, and the host's reference and compare.

    .venv/bin/python bench/parallel_cost.py arch:llama arch:gpt2 arch:qwen2 --backend cpu
    .venv/bin/python bench/parallel_cost.py model_lists/core.txt --parallel ddp --devices 2
    .venv/bin/python bench/parallel_cost.py --read reports/core-cpu-parallel   (a run with single cases too)
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

from hfcompat.records.record import read_records


def specs_of(sources: list[str]) -> list[str]:
    out: list[str] = []
    for s in sources:
        if s.endswith(".txt") and Path(s).exists():
            out += [ln.split("#")[0].strip() for ln in Path(s).read_text().splitlines() if ln.split("#")[0].strip()]
        else:
            out.append(s)
    return out


PARTS = ("ranks_start_s", "rank_init_s", "rank_load_s", "rank_step_s", "rank_gather_s", "reference_s", "compare_s")


def report(spec: str, records: list[dict[str, Any]], ratios: dict[str, list[float]],
           parts: dict[str, dict[str, list[float]]] | None = None) -> None:
    """One line per strategy of a spec, its ratio to the single case into ``ratios`` and its
    timings into ``parts``."""
    single = next((r for r in records if r.get("parallel") == "single"), None)
    base = (single or {}).get("timings", {}).get("total_s")
    for r in records:
        t = r.get("timings") or {}
        ratio = t["total_s"] / base if base and t.get("total_s") and r.get("parallel") != "single" else None
        if ratio is not None and r["status"] in ("pass", "pass_with_fallback") and r["parallel"] in ratios:
            ratios[r["parallel"]].append(ratio)
            for part in PARTS if parts is not None else ():
                parts.setdefault(r["parallel"], {}).setdefault(part, []).append(float(t.get(part, 0.0)))
        print(f"{spec:<24} {r.get('parallel'):<8} {r['status']:<14} {t.get('total_s', 0):>8.2f} "
              f"{t.get('ranks_s', 0):>8.2f} {ratio if ratio is not None else float('nan'):>8.2f}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("sources", nargs="*")
    p.add_argument("--read", default=None, help="a run directory: its records instead of new checks")
    p.add_argument("--backend", default="cpu")
    p.add_argument("--parallel", action="append", default=[])
    p.add_argument("--devices", default="2")
    args = p.parse_args()
    strategies = args.parallel or ["ddp", "fsdp", "tp"]
    ratios: dict[str, list[float]] = {s: [] for s in strategies}
    parts: dict[str, dict[str, list[float]]] = {}
    print(f"{'spec':<24} {'strategy':<8} {'status':<14} {'total s':>8} {'ranks s':>8} {'x single':>8}")
    by_spec: dict[str, list[dict[str, object]]] = {}
    if args.read:
        for r in read_records(Path(args.read) / "records.jsonl"):
            if r.get("workload") == "train" and r.get("regime") == "short":
                by_spec.setdefault(r["spec"], []).append(r)
        strategies = sorted({str(r["parallel"]) for rs in by_spec.values() for r in rs} - {"single"})
        ratios = {s: [] for s in strategies}
    for spec in list(by_spec) if args.read else specs_of(args.sources):
        if args.read:
            report(spec, by_spec[spec], ratios, parts)
            continue
        cmd = [sys.executable, "-m", "hfcompat.cli", "check", spec, "--backend", args.backend, "--workload", "train",
               "--regime", "short", "--json", "--devices", args.devices, "--parallel", "single"]
        for s in strategies:
            cmd += ["--parallel", s]
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
        report(spec, [json.loads(ln) for ln in proc.stdout.splitlines() if ln.startswith("{")], ratios, parts)
    for s, values in ratios.items():
        if values:
            print(f"median {s} / single over {len(values)} passing models: {statistics.median(values):.2f}x")
            spent = parts.get(s, {})
            print("  median s: " + ", ".join(f"{p.removesuffix('_s')} {statistics.median(spent[p]):.2f}"
                                              for p in PARTS if spent.get(p)))


if __name__ == "__main__":
    main()
