"""``hfcompat report``: a run's summary (and its changes from a baseline) as text, Markdown or JSON.

The content is :class:`hfcompat.reporting.summary.Summary` and :class:`hfcompat.reporting.history.Comparison`, the same
objects the dashboard renders. Text and Markdown are two renderings of one list of
:class:`~hfcompat.reporting.sections.Section` s (:mod:`.sections` lays them out), so they cannot say
different things; JSON is the dataclasses as they are. ``--hub-list`` adds the Hub-weighted headline
(:mod:`.hub_weight`: each Hub model credited with the verdict of the class it loads), over every
workload and per workload, and the models whose own class's verdict differs from their architecture's
main class's; ``--hub-with DIR`` adds more runs' verdicts to it (a head-class run beside the
every-architecture run: each class's newest verdict counts).

Exit codes (docs/design.md §8): 0; 1 with ``--fail-on-regression`` when a case that worked in the
baseline no longer does; 2 (via :class:`UsageError`) for an unreadable or missing directory, an
unknown format, or ``--fail-on-regression`` without ``--baseline``. Everything is read and checked
before anything is printed or written.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from hfcompat.errors import UsageError
from hfcompat.records.axes import DEFAULT_DTYPE
from hfcompat.records.run_reader import load_run
from hfcompat.reporting.gradient_coverage import thin_section
from hfcompat.reporting.head_kinds import head_kind_section
from hfcompat.reporting.history import Change, Comparison, compare_runs, order_runs
from hfcompat.reporting.hub_weight import HubHeadline, hub_headlines_per_workload, hub_sections, newest_class_cases
from hfcompat.reporting.modality import ModalityRow
from hfcompat.reporting.ooms import OomRow, memory_text, where
from hfcompat.reporting.parity import Parity
from hfcompat.reporting.perf import PerfCase, PerfDiff, PerfSummary
from hfcompat.reporting.rollup import ModelHeadline, ModelStrategies, WorkloadHeadline
from hfcompat.reporting.sections import Section, render_markdown, render_text
from hfcompat.reporting.sizes import size_section
from hfcompat.reporting.strategies import STACK_SPECIFIC_NOTE, STRATEGY_NOTE
from hfcompat.reporting.summary import CaseRef, GroupRow, OpRow, Summary, finite_json, summarize
from hfcompat.reporting.time_spent import TimeSpent, depth, shown_parts
from hfcompat.specs.model_list import read_entries

FORMATS = ("text", "md", "json")
EXIT_OK, EXIT_REGRESSION = 0, 1
LIST_LIMIT = 20  # rows of a per-case list shown in text/md; JSON has them all
MODEL_LIMIT = 100  # rows of the per-model strategy table (one per model, not per case)


@dataclass(frozen=True, slots=True)
class Report:
    """The summary, the comparison if a baseline was given, and the exit code they imply."""

    summary: Summary
    comparison: Comparison | None
    exit_code: int
    hub: list[tuple[str, HubHeadline]] | None = None  # --hub-list: (workload, headline) rows
    hub_list: str | None = None
    hub_runs: tuple[str, ...] = ()  # the runs whose verdicts the Hub headline weighs (with --hub-with)

    def render(self, fmt: str) -> str:
        if fmt == "json":
            data: dict[str, Any] = {"summary": self.summary.to_dict(),
                                    "comparison": self.comparison.to_dict() if self.comparison else None}
            if self.hub is not None:
                data["hub_weighted"] = [{"workload": w, **asdict(h), "key": h.key} for w, h in self.hub]
            return json.dumps(finite_json(data), indent=2, default=str, allow_nan=False)
        hub = hub_sections(self.hub, self.hub_list, self.hub_runs, LIST_LIMIT) if self.hub is not None else []
        sections = build_sections(self.summary, self.comparison, hub)
        return render_markdown(sections) if fmt == "md" else render_text(sections)


def build_report(
    run_dir: str | Path, baseline: str | Path | None = None, fmt: str = "text",
    fail_on_regression: bool = False, tables: bool = False, hub_list: str | Path | None = None,
    hub_with: Sequence[str | Path] = (),
) -> tuple[str, int]:
    """The rendered report and its exit code. ``tables`` also writes the run's parquet/CSV tables;
    ``hub_list`` (a model list with model_type and downloads) adds the Hub-weighted headline, over the
    verdicts of this run and of ``hub_with``'s runs (each class's newest)."""
    if fmt not in FORMATS:
        raise UsageError(f"unknown format {fmt!r} (choose from: {', '.join(FORMATS)})")
    if fail_on_regression and baseline is None:
        raise UsageError("--fail-on-regression needs --baseline DIR (the run to compare with)")
    if hub_with and hub_list is None:
        raise UsageError("--hub-with needs --hub-list FILE (the Hub models to weigh the runs' verdicts with)")
    hub = read_entries(hub_list) if hub_list is not None else None
    run = load_run(run_dir)
    base = load_run(baseline) if baseline is not None else None
    weighed = order_runs([run, *(load_run(d) for d in hub_with)])
    comparison = compare_runs(run, base) if base is not None else None
    regressed = comparison is not None and bool(comparison.regressions)
    # Hub weighting gives each Hub model its class's single-device verdict, as the dashboard does.
    weighted = hub_headlines_per_workload(newest_class_cases(weighed), hub) if hub is not None else None
    report = Report(summarize(run), comparison, EXIT_REGRESSION if fail_on_regression and regressed else EXIT_OK,
                    weighted, str(hub_list) if hub_list is not None else None,
                    tuple(str(r.path) for r in weighed))
    text = report.render(fmt)
    if tables:
        from hfcompat.records.tables import write_tables

        write_tables(run)
    return text, report.exit_code


def build_sections(s: Summary, c: Comparison | None, hub: Sequence[Section] = ()) -> list[Section]:
    """The report's content, in reading order: the Hub-weighted headline (if any) and what changed come
    right after the headline."""
    out = [Section(f"hfcompat report: run {s.run.run_id}",
                   notes=[s.run.text, f"{s.total} cases ({s.records} records) in {s.run.path}",
                          s.run.harness.text])]  # several commits: verdicts of several rule versions (issue 47)
    # A run with parallel cases has one headline row per strategy, one with a dtype other than float32
    # a row per dtype (and says which); a float32 single-device run reads as before.
    par, dt = s.parallel, _dtyped(s)
    notes = [s.denominator_rule, *([STRATEGY_NOTE] if par else []),
             *([STACK_SPECIFIC_NOTE] if any(h.stack_specific for h in s.headline) else [])]
    out.append(Section(
        "Headline", notes=notes,
        headers=["backend", "mode", *(["dtype"] if dt else []), *(["strategy"] if par else []), "works unmodified",
                 "native", "cases", "not judged (listed, not counted)"],
        rows=[[h.backend, h.mode, *([h.dtype] if dt else []), *([h.strategy] if par else []), h.rate.text,
               h.rate.native_text, str(h.total), ", ".join(f"{n} {st}" for st, n in h.not_judged.items()) or "-"]
              for h in s.headline],
    ))
    out += _workload_sections(s)
    if (kinds := head_kind_section(s.head_kinds, s.parallel, _dtyped(s))) is not None:
        out.append(kinds)
    if s.sizes is not None:
        out.append(size_section(s.sizes, LIST_LIMIT))
    out += hub
    if c is not None:
        out += _comparison_sections(c)
    keys = [h.key for h in s.headline]
    out.append(Section(
        "Status counts", headers=["status", *keys, "all"],
        rows=[[st, *(str(h.counts.get(st, 0)) for h in s.headline), str(n)] for st, n in s.counts.items()],
    ))
    out.append(_ops_section("Culprit ops, ranked by cases blocked", s.culprit_ops, phases=True))
    if s.unattributed:
        out.append(_case_section("Failures with no culprit op named", s.unattributed))
    if s.ooms:
        out.append(_oom_section(s.ooms))
    if s.thin_train:
        out.append(thin_section(s.thin_train, sum(
            w.rate.works for w in s.workloads if w.workload == "train"), LIST_LIMIT))
    if s.fallback_ops:
        out.append(_ops_section("Ops that ran on the CPU (fallback), ranked by cases", s.fallback_ops, phases=False))
    if s.listed:
        out.append(_case_section("Not judged (listed, not counted)", s.listed))
    if s.flaky or s.retried:
        notes = []
        if s.flaky:
            notes.append("flaky (records of one case disagree on whether it works; the last counts): "
                         + ", ".join(s.flaky))
        if s.retried:
            notes.append(f"retried (last record has attempt > 1: a recheck, or --rerun after a harness fix): "
                         f"{', '.join(s.retried)}")
        out.append(Section("Reruns", notes=notes))
    if s.speedups:
        out.append(Section(
            "Speed-up over the eager mode (steady-state step, models that work in both)",
            headers=["backend", "mode", "over", "median", "p10", "p90", "models"],
            rows=[[x.backend, x.mode, x.baseline_mode, f"{x.median:.2f}x", f"{x.p10:.2f}x", f"{x.p90:.2f}x", str(x.n)]
                  for x in s.speedups]))
    if s.perf is not None:
        out += _perf_sections(s.perf)
    out.append(_group_section("Rates by modality (what the model takes in, from its class)", "modality",
                              s.modalities, s.parallel, dt))
    out.append(_group_section("Rates by task", "task", s.tasks, s.parallel, dt))
    if s.time is not None and s.time.n_cases:
        out += _time_sections(s.time)
    return out


def _dtyped(s: Summary) -> bool:
    """Whether rows name their dtype: only where some case ran in one other than float32."""
    return any(h.dtype != DEFAULT_DTYPE for h in s.headline)


def _workload_sections(s: Summary) -> list[Section]:
    """The headline per workload, and the per-model roll-up: works in every workload and regime it has."""
    par, dt = s.parallel, _dtyped(s)
    axes = [*(["dtype"] if dt else []), *(["strategy"] if par else [])]

    def axes_of(row: WorkloadHeadline | ModelHeadline) -> list[str]:
        return [*([row.dtype] if dt else []), *([row.strategy] if par else [])]

    out = [Section(
        "Headline per workload", headers=["backend", "mode", *axes, "workload", "works unmodified", "native",
                                          "cases", "not judged (listed, not counted)"],
        rows=[[w.backend, w.mode, *axes_of(w), w.workload, w.rate.text, w.rate.native_text,
               str(w.total), ", ".join(f"{n} {st}" for st, n in w.not_judged.items()) or "-"] for w in s.workloads],
    )]
    out.append(Section(
        "Models that work unmodified (in every workload and regime they have)"
        + (", per strategy" if par else ""),
        notes=["a model works unmodified when every case it has works; it does not when any judged case fails; "
               "otherwise it is not judged (listed, not counted)"],
        headers=["backend", "mode", *axes, "works unmodified", "native", "models", "not judged"],
        rows=[[m.backend, m.mode, *axes_of(m), m.rate.text, m.rate.native_text, str(m.models),
               str(m.not_judged)] for m in s.models],
    ))
    if s.model_strategies:
        out.append(_strategies_section(s.model_strategies))
    failing = [v for v in s.model_verdicts if v.verdict == "fails"]
    if failing:
        shown = failing[:LIST_LIMIT]
        out.append(Section("Models that do not work, and where",
                           headers=["backend/mode", *(["strategy"] if par else []), "model", "dtype", "fails in"],
                           rows=[[f"{v.backend}/{v.mode}", *([v.strategy] if par else []), v.spec, v.dtype,
                                  ", ".join(f"{k} ({v.cases[k]})" for k in v.failing)] for v in shown],
                           more=len(failing) - len(shown)))
    return out


def _strategies_section(rows: list[ModelStrategies]) -> Section:
    """Each model's verdict in each strategy it ran: where it works, where not and in which cases."""
    labels = list(dict.fromkeys(label for r in rows for label in r.verdicts))  # strategy order, as the verdicts come
    shown = rows[:MODEL_LIMIT]

    def cell(r: ModelStrategies, label: str) -> str:
        verdict = r.verdicts.get(label)
        if verdict == "fails":
            return "fails: " + ", ".join(r.fails_in[label])
        return {"works": "works", "not_judged": "not judged", None: "-"}[verdict]

    return Section("Where each model works, per strategy",
                   notes=["each cell is the model's verdict in that strategy over every case it has there; "
                          "- not run"],
                   headers=["backend/mode", "model", "dtype", "works in", *labels],
                   rows=[[f"{r.backend}/{r.mode}", r.spec, r.dtype, ", ".join(r.works_in) or "none",
                          *(cell(r, label) for label in labels)] for r in shown],
                   more=len(rows) - len(shown))


def _time_sections(t: TimeSpent) -> list[Section]:
    """Where the case time went (sum per part), then the slowest cases with their breakdowns."""
    parts = shown_parts(t)
    where = Section(
        f"Where the case time went ({t.total_s:.0f} s over {t.n_cases} cases)",
        notes=["a part led by dots is within the one above it with fewer: the device phase holds the step's "
               "first run (first step), a rerun without the op recorder, the stability steps and the comparison; "
               "the first step holds the stack's compile, execute and transfer time, the recorder's bookkeeping "
               "and host, the rest of it on the host (model Python, lazy tracing, CPU-fallback kernels)"],
        headers=["part", "seconds", "share of case time"],
        rows=[[". " * depth(key) + label, f"{t.parts[key]:.1f}", f"{100 * t.shares[key]:.1f}%"]
              for key, label in parts])
    slowest = Section(
        f"Slowest cases (seconds; {len(t.slowest)} of {t.n_cases})",
        headers=["case", "status", "total", *(label for _, label in parts)],
        rows=[[c.case_id, c.status, f"{c.total_s:.1f}",
               *(f"{c.parts[key]:.1f}" if key in c.parts else "-" for key, _ in parts)] for c in t.slowest])
    return [where, slowest]


def _comparison_sections(c: Comparison) -> list[Section]:
    out = [Section(
        f"Changes from baseline {c.baseline_run_id}",
        notes=[f"baseline: {c.baseline_path}",
               *([f"matched across dtypes: the baseline in {c.dtypes[0]}, this run in {c.dtypes[1]} (the changes "
                  "are the cases whose verdict differs between them)"] if c.dtypes else []),
               *([f"the two runs cover different workloads: the rates below are over those both have "
                  f"({', '.join(c.workloads) or 'none'})"] if c.workloads is not None else []),
               (f"new failures: {len(c.regressions)}, fixes: {len(c.fixes)}, other status flips: {len(c.flips)}, "
               f"cases added: {len(c.added)}, removed: {len(c.removed)}")],
        # a parallel strategy's key is backend/mode/ddp:2 (a single-device one's backend/mode, as before)
        headers=["backend/mode" + ("[/dtype][/strategy]" if any(d.key.count("/") > 1 for d in c.headline) else ""),
                 "baseline", "now", "change"],
        rows=[[d.key, d.before.text if d.before else "-", d.after.text if d.after else "-",
               "-" if d.delta_points is None else f"{d.delta_points:+.1f} points"] for d in c.headline],
    )]
    if c.parity is not None:  # right under the headline: the figure a run across backends is for
        out.append(_parity_section(c.parity))
    for title, changes, limit in (("New failures (worked in the baseline, not now)", c.regressions, None),
                                  ("Fixes (work now, did not in the baseline)", c.fixes, LIST_LIMIT),
                                  ("Other status flips", c.flips, LIST_LIMIT)):
        if changes:
            out.append(_changes_section(title, changes, limit))
    if c.perf is not None:
        out.append(_perf_changes_section(c.perf))
    return out


def _parity_section(p: Parity) -> Section:
    return Section(
        f"Parity with {p.baseline_backend}",
        notes=[p.text, f"the gap: the {p.works_baseline - p.works_both} cases that work on {p.baseline_backend} "
                       f"and not on {p.backend}, by the op blamed on {p.backend}"],
        headers=["culprit op", "cases", f"status on {p.backend}"] if p.gap else [],
        rows=[[g.op, str(g.cases), ", ".join(f"{k} {v}" for k, v in g.statuses.items())] for g in p.gap])


def _ms(seconds: float | None) -> str:
    return "-" if seconds is None else f"{1e3 * seconds:.3g}"


def _x(ratio: float | None) -> str:
    return "-" if ratio is None else f"{ratio:.2f}x"


def _perf_sections(p: PerfSummary) -> list[Section]:
    """--perf: the speed-up per mode (HUD's table), then every measured case."""
    notes = [p.note, "speed-up: geomean over the cases measured in both modes of the ratio of median steady "
             "step times; memory ratio: the baseline mode's peak over this mode's (>1: less memory); compile: "
             "the stack's compile seconds, else the cold first step less the steady step"]
    notes += [f"not measured: {n} passing case(s): {why}" for why, n in p.not_measured.items()]
    modes = Section("Speed per mode (--perf, steady-state step)", notes=notes,
                    headers=["backend", "mode", "workload", "over", "speed-up", "cases", "mean compile s",
                             "memory ratio", "recompiled in timed loop", "never settled"],
                    rows=[[m.backend, m.mode, m.workload, m.baseline_mode, _x(m.speedup), f"{m.both}/{m.measured}",
                           "-" if m.mean_compile_s is None else f"{m.mean_compile_s:.3g}", _x(m.memory_ratio),
                           str(m.recompiled), str(m.unsettled)] for m in p.modes])
    shown = p.cases[:MODEL_LIMIT]

    def flag(c: PerfCase) -> str:
        return ", ".join([*(["RECOMPILED in timed loop"] if c.recompiled else []),
                          *(["never settled"] if c.settled is False else [])])

    cases = Section("Perf per model (median steady step)", headers=[
        "model", "backend/mode", "workload", "step ms", "IQR ms", "samples/s", "tokens/s", "compile s",
        "peak MiB", "warm-up", "flags"],
        rows=[[c.spec, f"{c.backend}/{c.mode}", f"{c.workload} {c.regime}", _ms(c.step_s), _ms(c.iqr_s),
               "-" if c.samples_per_s is None else f"{c.samples_per_s:,.1f}",
               "-" if c.tokens_per_s is None else f"{c.tokens_per_s:,.0f}",
               "-" if c.compile_s is None else f"{c.compile_s:.3g}",
               "-" if c.peak_memory_mb is None else f"{c.peak_memory_mb:,.0f} ({c.memory_kind})",
               str(c.warmup_steps), flag(c) or "-"] for c in shown],
        more=len(p.cases) - len(shown))
    return [modes, cases]


def _perf_changes_section(d: PerfDiff) -> Section:
    rows = [[ch.case_id, ch.kind, _ms(ch.before_s), _ms(ch.after_s), f"{ch.ratio:.2f}x", f"±{ch.band:.0%}"]
            for ch in [*d.regressions, *d.gains]]
    return Section(
        "Step-time changes from baseline (--perf)",
        notes=[f"{d.compared} cases measured in both; {len(d.regressions)} perf regressions, {len(d.gains)} gains: "
               f"a change beyond both runs' IQRs and beyond the repeat noise (±{d.noise:.0%}) is flagged; "
               "it is not a status change"],
        headers=["case", "change", "baseline ms", "now ms", "now/baseline", "band"] if rows else [], rows=rows)


def _changes_section(title: str, changes: list[Change], limit: int | None) -> Section:
    shown = changes if limit is None else changes[:limit]
    return Section(title, headers=["case", "baseline", "now", "culprit op", "error"],
                   rows=[[ch.case_id, ch.before, ch.after, ch.culprit_op or "-", ch.error or "-"] for ch in shown],
                   more=len(changes) - len(shown))


def _ops_section(title: str, ops: list[OpRow], phases: bool) -> Section:
    headers = ["#", "op", "cases", "models", *(["phase"] if phases else []), "statuses", "example models", "repro"]
    rows = []
    for i, op in enumerate(ops, 1):
        # A case's repro is its culprit's: a fallback op's row shows one only where it is the culprit.
        repro = next((ref.repro for ref in op.cases if ref.repro and ref.culprit_op == op.op), None)
        rows.append([
            str(i), op.op, str(op.n_cases), str(op.n_models),
            *([", ".join(f"{p} {n}" for p, n in op.phases.items())] if phases else []),
            ", ".join(f"{st} {n}" for st, n in op.statuses.items()),
            ", ".join(op.models[:3]) + (f" (+{op.n_models - 3})" if op.n_models > 3 else ""), repro or "-",
        ])
    notes = [] if ops else ["none"]
    return Section(title, notes=notes, headers=headers if ops else [], rows=rows)


def _oom_section(rows: list[OomRow]) -> Section:
    """The cases that ran out of memory and where: apart from the culprit ops (hfcompat.records.oom)."""
    shown = rows[:LIST_LIMIT]
    return Section("Out of memory, and where (not culprit ops)",
                   notes=["the op in flight when memory ran out is where the step was, not an op to fix: "
                          "these cases are not ranked among the culprit ops"],
                   headers=["case", "ran out in", "memory", "error"],
                   rows=[[o.case_id, where(o), memory_text(o), o.error or "-"] for o in shown],
                   more=len(rows) - len(shown))


def _case_section(title: str, refs: list[CaseRef]) -> Section:
    shown = refs[:LIST_LIMIT]
    return Section(title, headers=["case", "status", "phase", "error"],
                   rows=[[r.case_id, r.status, r.phase or "-", r.error or "-"] for r in shown],
                   more=len(refs) - len(shown))


def _group_section(title: str, label: str, groups: Sequence[GroupRow | ModalityRow], par: bool = False,
                   dt: bool = False) -> Section:
    return Section(title, headers=["backend", "mode", *(["dtype"] if dt else []), *(["strategy"] if par else []),
                                   label, "works unmodified", "native", "not judged"],
                   rows=[[g.backend, g.mode, *([g.dtype] if dt else []), *([g.strategy] if par else []), g.group,
                          g.rate.text, g.rate.native_text, str(g.not_judged)] for g in groups])
