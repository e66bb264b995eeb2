"""How far do correct devices lie from float64, beside the CPU's own error? (issue 49)

A mutation the rule misses is a defect of the rule only if some bound could fail it and still pass
the devices that are right. This reads runs of record of correct devices (a real GPU's census,
inductor on the CPU, torch-xla's passing cases) and measures, for every passing case of one dtype
and every compared group, how far its worst tensor lies from float64 over the CPU's own error
there: ``rmse(device, float64) / rmse(cpu, float64)``, the same ratio bench/mutations.py measures a
miss's effect by. A miss below the largest ratio a correct device reaches in that group cannot be
failed by a rule that judges by that ratio without failing that device too.

Each record keeps its group's worst check only (the tensor nearest its bound), so the ratios are a
lower bound of what the correct devices reach: a miss above every one of them is a candidate defect,
not yet a proven one.

    .venv/bin/python bench/device_spread.py --dtype float32 reports/core-cpu-compile \\
        ../shared/data/cuda-census/all-archs-cuda-float32.records.jsonl.gz
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hfcompat.errors import UsageError
from hfcompat.records.run_reader import latest_cases, load_run, works

#: The groups a case compares, in report order.
GROUPS = ("outputs", "loss", "grads", "params")


@dataclass(frozen=True, order=True)
class Point:
    """One passing check of a correct device: its ratio to the CPU's own error, and where it is."""

    ratio: float
    relative: float  # rmse(device, float64) / rms(float64): the error as a fraction of the tensor
    case_id: str
    tensor: str
    source: str


def cases_of(path: Path) -> list[dict[str, Any]]:
    """The latest record of each case: a run directory (sharded or not), or a ``records.jsonl[.gz]``
    file (the GPU census keeps its records so)."""
    if path.is_dir():
        return load_run(path).cases
    if not path.is_file():
        raise UsageError(f"{str(path)!r}: neither a run directory nor a records file")
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as f:
        lines = [json.loads(line) for line in f if line.strip()]
    return latest_cases([r for r in lines if isinstance(r, dict)])[0]


def points(cases: list[dict[str, Any]], dtype: str, source: str) -> dict[str, list[Point]]:
    """Each group's passing checks judged against float64 in ``dtype``, by the CPU-error rules."""
    found: dict[str, list[Point]] = {g: [] for g in GROUPS}
    for record in cases:
        compare = record.get("compare") or {}
        if record.get("dtype") != dtype or not works(record) or compare.get("arbiter") != "float64":
            continue
        for group in GROUPS:
            worst = (compare.get(group) or {}).get("worst_check") or {}
            if worst.get("method") not in ("scaled", "slope") or not worst.get("rmse_ref") or not worst.get("scale"):
                continue
            found[group].append(Point(worst["rmse_dev"] / worst["rmse_ref"], worst["rmse_dev"] / worst["scale"],
                                      str(record.get("case_id")), str(compare[group].get("worst")), source))
    return found


def spread(paths: list[Path], dtypes: list[str]) -> dict[str, dict[str, list[Point]]]:
    """Per dtype, every group's points over every run given, largest ratio first (each run read once)."""
    joined: dict[str, dict[str, list[Point]]] = {d: {g: [] for g in GROUPS} for d in dtypes}
    for path in paths:
        cases = cases_of(path)
        for dtype in dtypes:
            for group, found in points(cases, dtype, path.name).items():
                joined[dtype][group].extend(found)
    return {d: {g: sorted(found, reverse=True) for g, found in groups.items()} for d, groups in joined.items()}


def at_or_above(spread_of_group: list[Point], ratio: float) -> list[Point]:
    """The correct devices' checks whose ratio reaches ``ratio`` (the group's points, largest first)."""
    return [p for p in spread_of_group if p.ratio >= ratio]


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def report(found: dict[str, list[Point]], top: int = 3) -> None:
    for group, pts in found.items():
        if not pts:
            continue
        ratios = [p.ratio for p in pts]
        print(f"{group:8s} {len(pts):5d} passing checks; over the CPU's own error: median "
              f"{quantile(ratios, 0.5):.3g}, p90 {quantile(ratios, 0.9):.3g}, p99 {quantile(ratios, 0.99):.3g}, "
              f"largest {ratios[0]:.3g}; of the tensor's rms: largest {max(p.relative for p in pts):.2g}")
        for p in pts[:top]:
            where = f"{p.case_id.split('|')[0]} {p.tensor} [{p.source}]"
            print(f"           {p.ratio:9.3g}x ({p.relative:.2g} of rms)  {where}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path, help="run directories or records.jsonl[.gz] files")
    parser.add_argument("--dtype", required=True, help="the records' dtype (float32, bfloat16, bfloat16-autocast)")
    args = parser.parse_args()
    try:
        found = spread(args.runs, [args.dtype])[args.dtype]
    except UsageError as e:
        print(f"device_spread.py: {e}", file=sys.stderr)
        return 2
    print(f"correct devices, {args.dtype}: {', '.join(str(p) for p in args.runs)}")
    report(found)
    return 0


if __name__ == "__main__":
    sys.exit(main())
