"""``hfcompat dashboard DIR... --out SITE``: a static site, ``SITE/index.html``, readable from file://.

Presentation only (DESIGN.md §10): the page renders :func:`hfcompat.reporting.summary.summarize` of the newest
run, :func:`hfcompat.reporting.history.trend` over every run given, and the newest run's records, through the
Jinja2 templates in ``dashboard/templates`` (autoescape on). The CSS and JS of ``dashboard/static``
are inlined, so the page is one file that needs no server and no network; a Content-Security-Policy
allows exactly those two blocks (by hash) and nothing else, a second wall behind the escaping.

Escaping: every record string reaches the page either through Jinja's autoescape or inside the
``<script type="application/json">`` block, where :func:`script_json` escapes ``<``, ``>`` and ``&``
so no record text can close the block; the JS inserts text with ``textContent`` only.

Beside the page, ``SITE/data/<run_id>/`` holds each run's tables (:mod:`hfcompat.records.tables`).
"""

from __future__ import annotations

import base64
import hashlib
import importlib.resources
import json
import os
import shutil
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from markupsafe import Markup

from hfcompat.errors import UsageError
from hfcompat.reporting.history import Comparison, TrendPoint, order_runs, trend
from hfcompat.records.record import JUDGED, RECORD_FIELDS, STATUSES, WORKS
from hfcompat.records.run_writer import log_name
from hfcompat.records.run_reader import Run, case_id_of, load_run
from hfcompat.reporting.summary import (
    DENOMINATOR_RULE,
    JUDGED_STATUSES,
    LISTED_STATUSES,
    STATUS_MEANING,
    check_command,
    environment,
    finite_json,
    summarize,
)

# dashboard/ ships as this package (pyproject.toml): found where hfcompat is installed, never in a checkout.
# An installed wheel is unpacked on disk, so its files are plain paths (Jinja's FileSystemLoader reads them).
DASHBOARD_DIR = Path(str(importlib.resources.files("hfcompat.reporting.dashboard_assets")))
PALETTE = ("#2563eb", "#db2777", "#16a34a", "#9333ea", "#ea580c", "#0891b2", "#4d7c0f", "#b91c1c")


@dataclass(frozen=True, slots=True)
class Chart:
    """The trend chart's geometry (an inline SVG drawn by the template): percent against run index."""

    width: int
    height: int
    left: int
    top: int
    plot_w: int
    plot_h: int
    series: list[dict[str, Any]]  # key, color, points: [{x, y, label}], polyline
    ticks: list[dict[str, Any]]  # run labels: x, label, regressions, fixes
    grid: list[dict[str, Any]]  # y, label


def script_json(value: Any) -> Markup:
    """JSON that is safe inside ``<script type="application/json">``: no record text can end the block."""
    text = json.dumps(finite_json(value), ensure_ascii=False, separators=(",", ":"), default=str, allow_nan=False)
    for raw in ("&", "<", ">", "\u2028", "\u2029"):
        text = text.replace(raw, f"\\u{ord(raw):04x}")
    return Markup(text)


def trend_chart(points: list[TrendPoint], width: int = 760, height: int = 280) -> Chart:
    """Works-unmodified % per (backend, mode) over the runs, oldest on the left."""
    left, top, right, bottom = 64, 16, 64, 56
    plot_w, plot_h = width - left - right, height - top - bottom
    n = len(points)

    def x_of(i: int) -> float:
        return left + (plot_w / 2 if n == 1 else plot_w * i / (n - 1))

    def y_of(pct: float) -> float:
        return top + plot_h * (1 - pct / 100.0)

    keys = sorted({k for p in points for k in p.rates})
    series = []
    for j, key in enumerate(keys):
        pts = [{"x": round(x_of(i), 1), "y": round(y_of(p.rates[key].works_pct or 0.0), 1),
                "label": f"{p.run_id} · {key}: {p.rates[key].text}"}
               for i, p in enumerate(points) if key in p.rates and p.rates[key].works_pct is not None]
        series.append({"key": key, "color": PALETTE[j % len(PALETTE)], "points": pts,
                       "polyline": " ".join(f"{q['x']},{q['y']}" for q in pts)})
    ticks = [{"x": round(x_of(i), 1), "label": (p.started_at or p.run_id)[:16].replace("T", " "), "run_id": p.run_id,
              "regressions": len(p.comparison.regressions) if p.comparison else 0,
              "fixes": len(p.comparison.fixes) if p.comparison else 0} for i, p in enumerate(points)]
    grid = [{"y": round(y_of(v), 1), "label": f"{v}%"} for v in (0, 25, 50, 75, 100)]
    return Chart(width, height, left, top, plot_w, plot_h, series, ticks, grid)


def case_rows(run: Run, comparison: Comparison | None) -> list[dict[str, Any]]:
    """The case table's rows and, for the detail view, each case's record, command, log and change."""
    changes = {ch.case_id: ch for ch in comparison.changes} if comparison else {}
    rows = []
    for i, record in enumerate(run.cases):
        cid = case_id_of(record)
        status = str(record.get("status"))
        log = run.path / "logs" / log_name(cid)
        change = changes.get(cid)
        timings = record.get("timings") if isinstance(record.get("timings"), dict) else {}
        rows.append({
            "i": i, "case_id": cid, "record": record, "status": status,
            "view": {**dict.fromkeys(RECORD_FIELDS), **record},  # every field present, for the template
            "group": "works" if status in WORKS else "fails" if status in JUDGED else "listed",
            "command": check_command(record),
            "log": f"logs/{log.name}" if log.exists() else None,
            "change": {"kind": change.kind, "before": change.before} if change else None,
            "total_s": timings.get("total_s"),
        })
    return rows


def render_site(runs: Sequence[Run], csp: bool = True) -> str:
    """The page for ``runs`` (any order; the newest is shown in detail). ``csp=False`` is for tests."""
    from jinja2 import Environment, FileSystemLoader, StrictUndefined

    ordered = order_runs(list(runs))
    latest = ordered[-1]
    points = trend(ordered)
    comparison = points[-1].comparison
    summary = summarize(latest)
    rows = case_rows(latest, comparison)
    css = _static("dashboard.css", "</style")
    js = _static("dashboard.js", "</script")
    payload = {"cases": [{k: r[k] for k in ("case_id", "record", "command", "log", "change")} for r in rows],
               "meanings": STATUS_MEANING, "run_path": str(latest.path)}
    env = Environment(loader=FileSystemLoader(DASHBOARD_DIR / "templates"), autoescape=True,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    policy = None
    if csp:
        policy = (f"default-src 'none'; script-src '{_sha256(js)}'; style-src '{_sha256(css)}'; "
                  "img-src data:; base-uri 'none'; form-action 'none'")
    return env.get_template("index.html.j2").render(
        summary=summary, points=points, chart=trend_chart(points), comparison=comparison, rows=rows,
        environments=[environment(r) for r in reversed(ordered)], n_runs=len(ordered),
        statuses=STATUSES, judged_statuses=JUDGED_STATUSES, listed_statuses=LISTED_STATUSES,
        denominator_rule=DENOMINATOR_RULE, meanings=STATUS_MEANING,
        deltas={d.key: d for d in comparison.headline} if comparison else {},
        css=Markup(css), js=Markup(js), csp=policy, data=script_json(payload),
    )


def build_dashboard(run_dirs: Sequence[str | Path], out: str | Path, tables: bool = True, csp: bool = True) -> Path:
    """Build ``out/index.html`` (and ``out/data/<run_id>/`` tables) from run directories.

    Every directory is read and the page rendered before anything is written; the page and the
    tables are written to a temporary folder and moved into place, so a failure leaves ``out`` as
    it was. Raises UsageError for no directories, a bad directory or an ``out`` that is a file.
    """
    if not run_dirs:
        raise UsageError("give at least one run directory")
    runs = [load_run(d) for d in run_dirs]
    site = Path(out)
    if site.exists() and not site.is_dir():
        raise UsageError(f"--out must be a directory, and {str(out)!r} is a file")
    html = render_site(runs, csp=csp)
    try:
        site.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".hfcompat-site-", dir=site))
    except OSError as exc:
        raise UsageError(f"cannot write the site to {str(out)!r}: {exc.strerror or exc}") from exc
    try:
        (staging / "index.html").write_text(html, encoding="utf-8")
        if tables:
            from hfcompat.records.tables import write_tables

            for run in runs:
                write_tables(run, staging / "data" / _safe_name(run.run_id))
        if (staging / "data").exists():
            shutil.rmtree(site / "data", ignore_errors=True)
            os.replace(staging / "data", site / "data")
        os.replace(staging / "index.html", site / "index.html")
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return site / "index.html"


def _static(name: str, forbidden: str) -> str:
    text = (DASHBOARD_DIR / "static" / name).read_text(encoding="utf-8")
    if forbidden in text.lower():  # would end the inline block early: a bug in our own asset
        raise RuntimeError(f"dashboard/static/{name} contains {forbidden!r}")
    return text


def _sha256(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")


def _safe_name(run_id: str) -> str:
    return log_name(run_id).removesuffix(".log")
