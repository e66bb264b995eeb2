"""Cold vs warm: the core list twice with one --cache-dir (issue 7's benchmark).

Cold starts from an empty cache directory; warm repeats the same sweep into a new run directory with
the same cache, so XLA loads compiled programs from its persistent cache and the CPU reference comes
from hfcompat's reference cache. Prints both wall times, the ratio (target >= 4x) and whether the
verdicts agree (they must: a cache may never change a verdict).

    .venv/bin/python bench/cache_warm.py [--list model_lists/core.txt] [-n 2] [--backend torch-xla] [--mode M]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hfcompat.records.record import read_records


def sweep(source: str, out: Path, cache: Path, workers: str, backend: str, mode: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "hfcompat.cli", "sweep", source, "--backend", backend, *mode, "-n", workers,
                    "--cache-dir", str(cache), "--out", str(out)],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t


def verdicts(run: Path) -> dict[str, str]:
    return {r["case_id"]: r["status"] for r in read_records(run / "records.jsonl")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", default="model_lists/core.txt")
    parser.add_argument("-n", default="2")
    parser.add_argument("--backend", default="torch-xla")
    parser.add_argument("--mode", default=None, help="the backend's default mode if not given")
    args = parser.parse_args()
    mode = ["--mode", args.mode] if args.mode else []
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp) / "cache"
        cold = sweep(args.list, Path(tmp) / "cold", cache, args.n, args.backend, mode)
        warm = sweep(args.list, Path(tmp) / "warm", cache, args.n, args.backend, mode)
        same = verdicts(Path(tmp) / "cold") == verdicts(Path(tmp) / "warm")
        n = len(verdicts(Path(tmp) / "cold"))
    print(f"{args.list}: {n} cases on {args.backend} ({args.mode or 'default mode'}), -n {args.n}")
    print(f"  cold (empty caches)   {cold:7.1f} s")
    print(f"  warm (same command)   {warm:7.1f} s   cold/warm = {cold / warm:.2f}x (target >= 4x)")
    print(f"  verdicts identical:   {same}")


if __name__ == "__main__":
    main()
