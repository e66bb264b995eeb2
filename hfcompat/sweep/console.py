"""The sweep's closing lines for people: the headline, failures by culprit op, and where to look next.

:func:`hfcompat.sweep.run_sweep` prints them after every case has its record, whichever executor ran
them. The numbers are the report's: the run directory is read back (:func:`~hfcompat.records.run_reader.load_run`)
and summarised by :func:`hfcompat.reporting.summary.summarize`, so the console, ``hfcompat report``
and the dashboard cannot disagree, and a resumed run's summary covers the whole run.

The words are the harness's, not a test runner's: a model case that does not work "did not work";
it is not a failed test, and nothing here says "failed" or "passed" (issue 24: the sweep used to end
with pytest's "14 failed, 90 passed in 190.33s"). pytest's own output is in ``logs/pytest.log``
(:data:`PYTEST_LOG`) unless ``hfcompat sweep -v`` shows it as it runs.

Example (two cases did not work, one was not judged)::

    hfcompat sweep: 12 cases (6 models) on torch-xla lazy in 1.9 min
      works unmodified  75.0% (9/12) of judged cases · native 66.7% (8/12)
      models            50.0% (3/6) work in every workload and regime they have
      did not work      3: 2 fail_unsupported_op, 1 fail_accuracy
      not judged        1 skipped (listed, not counted)
    failures by culprit op (top 2 of 2):
      aten::histc              2 cases · 2 models · forward
      aten::addmm              1 case · 1 model · backward
    records    runs/core/records.jsonl  (logs: runs/core/logs/)
    repros     runs/core/repros/  (2 one-file scripts)
    report     hfcompat report runs/core
    dashboard  hfcompat dashboard runs/core --out runs/core/site
"""

from __future__ import annotations

import shlex
from pathlib import Path

from hfcompat.records.record import JUDGED
from hfcompat.records.run_reader import load_run
from hfcompat.reporting.summary import OpRow, Summary, summarize

TOP_OPS = 5  # culprit ops shown; `hfcompat report` ranks them all
PYTEST_LOG = Path("logs") / "pytest.log"  # in the run directory: pytest's and xdist's own output


def closing_summary(out: Path, elapsed_s: float | None = None, junitxml: str | None = None) -> str:
    """The closing lines for run directory ``out`` (its records as they are now), newline-terminated."""
    s = summarize(load_run(out))
    return "\n".join(["", *_headline(s, elapsed_s), *_culprits(s), *_where(out, junitxml)]) + "\n"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _headline(s: Summary, elapsed_s: float | None) -> list[str]:
    stacks = ", ".join(dict.fromkeys(f"{h.backend} {h.mode}" for h in s.headline)) or "no backend"  # once per strategy
    models = len({v.spec for v in s.model_verdicts})
    took = "" if elapsed_s is None else f" in {elapsed_s:.0f} s" if elapsed_s < 90 else f" in {elapsed_s / 60:.1f} min"
    lines = [f"hfcompat sweep: {_plural(s.total, 'case')} ({_plural(models, 'model')}) on {stacks}{took}"]
    several = len(s.headline) > 1  # --mode all, --parallel: one line per (backend, mode, strategy), each its n/N
    width = max(len(h.key) for h in s.headline) if s.parallel else 0  # strategies' keys differ in length: align
    for h in s.headline:
        label = f"{h.key:<{width}}  " if several else ""
        lines.append(f"  works unmodified  {label}{h.rate.text} of judged cases · native {h.rate.native_text}")
    for m in s.models:
        if m.rate.judged:
            label = f"{m.key:<{width}}  " if several else ""
            lines.append(f"  models            {label}{m.rate.text} work in every workload and regime they have")
    fails = {st: n for st, n in s.counts.items() if st in JUDGED and st.startswith("fail_") and n}
    if fails:
        detail = ", ".join(f"{n} {st}" for st, n in sorted(fails.items(), key=lambda kv: (-kv[1], kv[0])))
        lines.append(f"  did not work      {sum(fails.values())}: {detail}")
    listed = {st: n for st, n in s.counts.items() if st not in JUDGED and n}
    if listed:
        lines.append(f"  not judged        {', '.join(f'{n} {st}' for st, n in listed.items())} (listed, not counted)")
    return lines


def _op_line(row: OpRow, width: int) -> str:
    phases = "/".join(row.phases) if row.phases else ""
    return (f"  {row.op:<{width}}  {_plural(row.n_cases, 'case')} · {_plural(row.n_models, 'model')}"
            + (f" · {phases}" if phases else ""))


def _culprits(s: Summary) -> list[str]:
    if not s.culprit_ops and not s.unattributed and not s.ooms:
        return []
    shown = s.culprit_ops[:TOP_OPS]
    width = max([len(r.op) for r in shown] + [len("out of memory")])
    lines = [f"failures by culprit op (top {len(shown)} of {len(s.culprit_ops)}):" if s.culprit_ops
             else "failures by culprit op:"]
    lines += [_op_line(r, width) for r in shown]
    if s.unattributed:
        lines.append(f"  {'no op named':<{width}}  {_plural(len(s.unattributed), 'case')}")
    if s.ooms:  # where memory ran out is no op to blame: counted apart (hfcompat report lists where)
        lines.append(f"  {'out of memory':<{width}}  {_plural(len(s.ooms), 'case')}")
    return lines


def _where(out: Path, junitxml: str | None) -> list[str]:
    q = shlex.quote(str(out))
    lines = [f"records    {out / 'records.jsonl'}  (logs: {out / 'logs'}/)"]
    repros = sorted((out / "repros").glob("*.py")) if (out / "repros").is_dir() else []
    if repros:
        lines.append(f"repros     {out / 'repros'}/  ({_plural(len(repros), 'one-file script')})")
    if junitxml:
        lines.append(f"junit xml  {junitxml}")
    site = shlex.quote(str(out / "site"))  # where scripts/main.sh builds it
    lines += [f"report     hfcompat report {q}", f"dashboard  hfcompat dashboard {q} --out {site}"]
    return lines
