"""What the dashboard page shows, computed from runs: the template context and the page's JSON data.

Everything here is a function of the runs (records and meta), the optional Hub list and the
upstream issue map; the templates only lay it out and the script only filters, sorts and opens
views over it. The detail sections show the *current* cases (:func:`hfcompat.reporting.views.current_cases`):
the newest run of each configuration, so runs of one list on two backends are shown side by side.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from hfcompat.records.axes import DEFAULT_DTYPE, WORKLOADS
from hfcompat.records.oom import blamed_op, oom_of
from hfcompat.records.record import JUDGED, RECORD_FIELDS, STATUSES, WORKS, regime_of, workload_of
from hfcompat.records.run_reader import Run, case_id_of, make_run
from hfcompat.reporting.failures import distinct_failures, op_views
from hfcompat.reporting.history import Comparison, TrendPoint, compare_runs, dtypes_of, order_runs, trend
from hfcompat.reporting.hub_weight import hub_headlines, newest_class_cases
from hfcompat.reporting.modality import modality_of, modality_rates
from hfcompat.reporting.rates import DENOMINATOR_RULE, JUDGED_STATUSES, LISTED_STATUSES
from hfcompat.reporting.site_files import SiteFiles, downloads
from hfcompat.reporting.strategies import has_parallel, key_of, strategy_label, strategy_of
from hfcompat.reporting.summary import STATUS_MEANING, check_command, environment, summarize
from hfcompat.reporting.views import config_of, current_cases, stack_of, status_grid, verdict_table
from hfcompat.specs.model_list import ListEntry

PALETTE = ("#2563eb", "#db2777", "#16a34a", "#9333ea", "#ea580c", "#0891b2", "#4d7c0f", "#b91c1c")
#: The case table's columns, in order (the column chooser and the URL's ``hide=`` use their numbers).
CASE_COLUMNS = ("model", "group", "task", "backend", "mode", "workload", "regime", "dtype", "status",
                "culprit op", "phase", "total s", "change", "run")
#: With parallel cases shown, the case table also has a strategy column, after the regime.
PARALLEL_CASE_COLUMNS = (*CASE_COLUMNS[:7], "strategy", *CASE_COLUMNS[7:])


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


def _log_of(run: Run, record: dict[str, Any], files: SiteFiles) -> str | None:
    # Run.log_of: the record's `log` field, else the case id as written (old runs: the 4-part id).
    return files.add(run, run.log_of(record), "logs")


def case_rows(pairs: Sequence[tuple[Run, dict[str, Any]]], comparison: Comparison | None, files: SiteFiles,
              repro_of: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """The case table's rows and, for the detail view, each case's record, command, log and change."""
    changes = {ch.case_id: ch for ch in comparison.changes} if comparison else {}
    rows = []
    for i, (run, record) in enumerate(pairs):
        cid = case_id_of(record)
        status = str(record.get("status"))
        change = changes.get(cid) if comparison and run.run_id == comparison.run_id else None
        timings = record["timings"] if isinstance(record.get("timings"), dict) else {}
        rows.append({
            "i": i, "case_id": cid, "record": record, "status": status, "run_id": run.run_id,
            "view": {**dict.fromkeys(RECORD_FIELDS), **record},  # every field present, for the template
            "modality": modality_of(record), "workload": workload_of(record), "regime": regime_of(record),
            "strategy": strategy_label(*strategy_of(record)),
            "group": "works" if status in WORKS else "fails" if status in JUDGED else "listed",
            "command": check_command(record), "log": _log_of(run, record, files),
            "failure": repro_of.get(cid), "change": {"kind": change.kind, "before": change.before} if change else None,
            "total_s": timings.get("total_s"),
            # The op blamed (never an OOM's op in flight, which old records wrote as culprit) and,
            # for an OOM, where memory ran out (hfcompat.records.oom).
            "culprit": blamed_op(record), "oom": oom_of(record),
        })
    return rows


def baseline_comparison(ordered: Sequence[Run]) -> Comparison | None:
    """The newest run against the newest earlier run that shares a configuration with it.

    A torchax run built beside last night's torch-xla run is compared with the torchax run before
    it, not with torch-xla (which would read as every case added and every case removed).
    """
    latest = ordered[-1]
    configs = {config_of(r) for r in latest.cases}
    for run in reversed(ordered[:-1]):
        if configs & {config_of(r) for r in run.cases}:
            return compare_runs(latest, run)
    return None


def page_context(runs: Sequence[Run], tables: bool, hub: Sequence[ListEntry] = (),
                 upstream: dict[str, list[dict[str, str]]] | None = None) -> tuple[dict[str, Any], SiteFiles]:
    """The template context (``data`` is the page's JSON payload) and the files the site must carry."""
    ordered = order_runs(list(runs))
    latest = ordered[-1]
    points = trend(ordered)
    comparison = baseline_comparison(ordered)
    pairs = current_cases(ordered)
    shown = make_run(latest.path, latest.meta, [r for _, r in pairs])
    summary = summarize(shown)
    files = SiteFiles()
    by_run = {run.run_id: run for run in ordered}
    history = [(run.run_id, run.cases) for run in ordered]
    failures = distinct_failures([(run.run_id, r) for run, r in pairs], history)
    failure_rows, repro_of = [], {}
    for f in failures:
        href = files.add(by_run[f.repro_run], f.repro, "repros") if f.repro and f.repro_run in by_run else None
        row = {**asdict(f), "repro_href": href, "n_cases": len(f.cases)}
        failure_rows.append(row)
        for c in f.cases:
            repro_of[c.case_id] = {"key": f.key, "repro": f.repro, "repro_href": href, "n_models": len(f.models)}
    rows = case_rows(pairs, comparison, files, repro_of)
    upstream = upstream or {}
    ops = [{**asdict(v), "failures": [f.key for f in v.failures], "upstream": upstream.get(v.op, [])}
           for v in op_views(failures, history)]
    cards = []
    for h in summary.headline:  # one card per (backend, mode, strategy)
        mine = [(run, r) for run, r in pairs if key_of(r) == h.key]
        cards.append({"h": h, "stack": stack_of([r for _, r in mine]), "runs": sorted({run.run_id for run, _ in mine})})
    # Hub weighting gives each Hub model its class's single-device verdict (the single card's key), from
    # every run given: a head-class run and the every-architecture run add up, each class's newest counts.
    hub_rows = {x.key: x for x in hub_headlines(newest_class_cases(ordered), hub)} if hub else {}
    parallel = has_parallel(r for _, r in pairs)
    case_columns = PARALLEL_CASE_COLUMNS if parallel else CASE_COLUMNS
    fallback_models = {op.op: list({c.spec: c.case_id for c in op.cases}.items()) for op in summary.fallback_ops}
    run_info = [{"run_id": run.run_id, "started_at": run.started_at,
                 "backends": sorted({str(r.get("backend")) for r in run.cases}),
                 "modes": sorted({str(r.get("mode")) for r in run.cases}),
                 "dtypes": list(dtypes_of(run)),
                 "n_cases": len(run.cases), "downloads": downloads(run, tables)} for run in ordered]
    payload = {
        "cases": [{k: r[k] for k in ("case_id", "record", "command", "log", "change", "failure", "run_id",
                                     "culprit", "oom")}
                  for r in rows],
        "meanings": STATUS_MEANING, "failures": failure_rows, "ops": ops,
        "runs": [{**info, "verdicts": verdict_table(run)} for info, run in zip(run_info, ordered)],
        "columns": list(case_columns), "judged": sorted(JUDGED), "works": sorted(WORKS),
        "workloads": list(WORKLOADS),
    }
    context = dict(
        summary=summary, points=points, chart=trend_chart(points), comparison=comparison, rows=rows,
        environments=[environment(r) for r in reversed(ordered)], n_runs=len(ordered), runs=run_info,
        statuses=STATUSES, judged_statuses=JUDGED_STATUSES, listed_statuses=LISTED_STATUSES,
        denominator_rule=DENOMINATOR_RULE, meanings=STATUS_MEANING, cards=cards, hub=hub_rows,
        hub_size=len([e for e in hub if e.model_type]),
        dtyped=any(h.dtype != DEFAULT_DTYPE for h in summary.headline),  # cards name their dtype
        deltas={d.key: d for d in comparison.headline} if comparison else {},
        modalities=modality_rates([r for _, r in pairs]), grid=status_grid(pairs), failures=failure_rows,
        ops_by_name={o["op"]: o for o in ops}, fallback_models=fallback_models, case_columns=case_columns,
        parallel=parallel,
        downloads={i["run_id"]: i["downloads"] for i in run_info}, payload=payload,
    )
    return context, files
