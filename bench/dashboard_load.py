"""How long the dashboard of a 1,000-case run takes to become interactive in headless Chromium (target: < 2 s).

A benchmark, not a test: it prints figures and exits 0 whatever they are (1 only if it cannot run).

    .venv/bin/python bench/dashboard_load.py [--cases 1000] [--runs 2] [--repeat 3]

It writes ``--runs`` synthetic run directories of ``--cases`` cases each (tests/dashboard/synthetic.py:
every status, ranked ops, fallbacks, comparisons), builds the site from all of them with
``hfcompat.reporting.dashboard.build_dashboard``, then opens SITE/index.html from file:// ``--repeat`` times in
a fresh browser page and reports, per load, the time from navigation start to the end of the load
event (the page's own performance timing: parse, inline script, first render), the wall time of
Playwright's ``goto``, which adds the browser's IPC, and then the first interactions a reader makes:
a search that filters the case table, opening a case's dialog, and opening the top op's page.
"Interactive" = load event end + the slowest of those three.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hfcompat.reporting.dashboard import build_dashboard  # noqa: E402
from tests.dashboard.conftest import CHROMIUM, LAUNCH_ARGS  # noqa: E402
from tests.dashboard.synthetic import synthetic_records, write_run  # noqa: E402

TARGET_S = 2.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=2, help="run directories in the trend (each of --cases cases)")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    if not CHROMIUM.exists():
        print(f"no chromium at {CHROMIUM}", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="hfcompat-bench-") as tmp:
        dirs = [write_run(Path(tmp) / f"run{i}", synthetic_records(args.cases, seed=i),
                          f"2026-11-{10 + i:02d}T02:00:00+00:00") for i in range(args.runs)]
        t0 = time.perf_counter()
        index = build_dashboard(dirs, Path(tmp) / "site", tables=False)
        build_s = time.perf_counter() - t0
        size_kb = index.stat().st_size / 1024
        loads, walls, acts = [], [], []
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=LAUNCH_ARGS)
            for _ in range(args.repeat):
                page = browser.new_page(viewport={"width": 1280, "height": 900})
                t0 = time.perf_counter()
                page.goto(index.as_uri(), wait_until="load")
                walls.append(time.perf_counter() - t0)
                loads.append(page.evaluate(
                    "() => { const n = performance.getEntriesByType('navigation')[0]; return n.loadEventEnd / 1000; }"))
                rows = page.locator("#case-table tbody tr").count()
                assert rows == args.cases, f"the table shows {rows} cases, expected {args.cases}"
                acts.append(max(_interaction(page, "#case-search", "fill"), _interaction(page, "a.case-link", "case"),
                                _interaction(page, "#op-table a.op-link", "op")))
                page.close()
            browser.close()
    load = statistics.median(loads)
    act = statistics.median(acts)
    interactive = statistics.median([a + b for a, b in zip(loads, acts)])
    print(f"dashboard of {args.cases} cases x {args.runs} runs: index.html {size_kb:.0f} KiB, built in {build_s:.2f} s")
    print(f"load in Chromium (navigation start -> load event end): median {load:.3f} s over {args.repeat} "
          f"[{', '.join(f'{x:.3f}' for x in loads)}]; Playwright goto wall: median {statistics.median(walls):.3f} s")
    print(f"slowest first interaction (search / open a case / open an op page): median {act:.3f} s")
    print(f"interactive (load + slowest first interaction): median {interactive:.3f} s; "
          f"target < {TARGET_S:.0f} s: {'met' if interactive < TARGET_S else 'NOT met'}")
    return 0


def _interaction(page: Any, selector: str, kind: str) -> float:
    """Seconds from a reader's action to the page showing its result (measured in the page)."""
    t0 = time.perf_counter()
    if kind == "fill":
        page.fill(selector, "fail")
        page.wait_for_function("!document.getElementById('case-count').textContent.startsWith(String("
                               "document.querySelectorAll('#case-table tbody tr').length))")
        page.fill(selector, "")
    elif kind == "case":
        page.locator(selector).first.click()
        page.wait_for_selector("#case-detail[open]")
        page.keyboard.press("Escape")
    else:
        page.locator(selector).first.click()
        page.wait_for_selector("#op-detail[open]")
        page.keyboard.press("Escape")
    return time.perf_counter() - t0


if __name__ == "__main__":
    sys.exit(main())
