"""The benchmarks' shared command line ending: print a finished run's report, or run one and report it.

bench/mutations.py and bench/false_alarms.py each write one JSON file (``{"meta": ..., "results":
[...]}``, ``meta`` with the command and the harness commit that judged it) and print their figures from
it, so that a run of record's figures can be printed again from the committed file alone.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from typing import Any

Results = list[dict[str, Any]]


def report_or_run(parser: argparse.ArgumentParser, args: argparse.Namespace, name: str,
                  run: Callable[[argparse.Namespace], Results],
                  save: Callable[[argparse.Namespace, Results, float | None], None],
                  report: Callable[[Results], None]) -> int:
    """``--report FILE``: print that finished run's figures. Else run into ``--out`` (required),
    save the results with the wall time as ``OUT/NAME``, and print the report."""
    if args.report:
        if not args.report.is_file():
            parser.error(f"--report {args.report}: no such file (a finished run's {name})")
        saved = json.loads(args.report.read_text())
        print(f"{saved['meta']['command']}  (harness {(saved['meta'].get('harness') or {}).get('commit')})")
        report(saved["results"])
        return 0
    if args.out is None:
        parser.error("--out is required to run the benchmark")
    args.out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    results = run(args)
    wall = time.perf_counter() - t0
    save(args, results, round(wall))
    report(results)
    print(f"\n{wall / 60:.1f} min; results in {args.out / name}")
    return 0
