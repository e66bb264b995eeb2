"""Rewrite the README's table of the runs of record from what ``hfcompat report`` prints for each run.

    .venv/bin/python scripts/readme_runs.py          rewrite it
    .venv/bin/python scripts/readme_runs.py --check  exit 1 if it is out of date

Every run directory under reports/ (one with a records.jsonl, or a sharded one with shard-I-of-N
folders) gets one row. Its cells are copied from the Markdown rendering of the run's report
(:func:`hfcompat.reporting.report.build_report`, what ``hfcompat report reports/RUN --format md``
prints), never computed here, so the README cannot say a figure the report does not. The table sits
between the two marker comments below; tests/unit/test_readme_runs.py fails when a run was added or
rerun, or the report changed, and this script was not run.

To add a row, add a line to ``ROWS``: the run's directory name, the words of its row, and the extra
figures it carries (names from ``EXTRAS``: the Hub-weighted headline, the size comparison, the
headline per head kind). A run under reports/ that ``ROWS`` does not name still gets a row, labelled by
its directory name; a line of ``ROWS`` whose run is not there yet is left out. Rows follow ``ROWS``'
order, then unnamed runs by name. The works-unmodified, native and models cells are the report's
headline tables; where a table has several rows (modes, strategies, dtypes), each figure is led by
the cells that tell its row apart.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from hfcompat.records.shards import shard_dirs
from hfcompat.reporting.report import build_report

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
REPORTS = ROOT / "reports"
HUB_LIST = "model_lists/hub_top.txt"  # the Hub list the Hub-weighted figure is weighted by
BEGIN = "<!-- runs of record: made by scripts/readme_runs.py from hfcompat report of each run under reports/ -->"
END = "<!-- end of runs of record -->"
HEADER = ("| run of record (`reports/…`) | works unmodified (cases) | native | models that work | also |\n"
          "|---|---|---|---|---|\n")
# Columns that name a report row (the rest are its figures): the labels of a figure where a table has several rows.
KEY_COLUMNS = ("backend", "mode", "dtype", "strategy", "workload", "head kind")


@dataclass(frozen=True, slots=True)
class Row:
    """One run's row: its words, and the extra figures (names in ``EXTRAS``) it carries."""

    label: str
    extras: tuple[str, ...] = ()
    #: other runs whose verdicts the Hub-weighted figure also reads (each class's newest)
    hub_with: tuple[str, ...] = ()


ROWS: dict[str, Row] = {
    "core-torch-xla-workloads": Row("core list, every workload and regime, torch-xla lazy"),
    "core-torch-xla-bf16": Row("the same, **bfloat16**"),
    "core-torch-xla-autocast": Row("the same, **bfloat16-autocast**"),
    "core-torchax-all-modes": Row("core list, every workload and regime, torchax in its two modes"),
    "core-torch-xla-perf": Row("core list, train and infer, torch-xla in its three modes, `--perf`"),
    "core-torchax-perf": Row("core list, train and infer, torchax in its two modes, `--perf`"),
    "core-cpu-parallel": Row("core list, train, cpu on 2 gloo ranks, every strategy (self-check)"),
    "core-torch-xla-spmd": Row("core list, train, torch-xla lazy: single, ddp and spmd on 2 devices"),
    "core-cpu-compile": Row("core list, train and infer, cpu `compile` (inductor: a correct device that rounds "
                            "otherwise; its failures are the rule's false alarms or real differences)"),
    "core-cpu-compile-bf16": Row("the same, **bfloat16**"),
    "core-cpu-compile-autocast": Row("the same, **bfloat16-autocast**"),
    "all-archs-torch-xla-workloads": Row("every architecture, every workload and regime, torch-xla lazy (8 shards)",
                                         ("hub",)),
    "all-archs-torch-xla-train-bf16": Row("every architecture, train, torch-xla lazy, **bfloat16** (3 shards)"),
    "heads-torch-xla": Row("model classes by head kind: every task head and base model, and the generative "
                           "heads that are not their type's main class, train and infer, torch-xla lazy (5 shards); "
                           "Hub-weighted by each model's own class, with the every-architecture run",
                           ("head kinds", "hub"), hub_with=("all-archs-torch-xla-workloads",)),
    "hub-configs-torch-xla-sizes": Row("ten real Hub configs, train and infer, **tiny and full size** (1 x 512 "
                                       "tokens), torch-xla lazy", ("sizes",)),
    "hub-configs-torch-xla-sizes-bf16": Row("the same, **bfloat16**", ("sizes",)),
    "hub-configs-torch-xla-real-size": Row("29 real Hub configs and Qwen3-0.6B, train and infer, tiny and **real "
                                           "size** (1 x 128), torch-xla lazy", ("sizes",)),
    "hub-configs-torch-xla-real-size-bf16": Row("the same, **bfloat16**", ("sizes",)),
    "hub-configs-torch-xla-layers2": Row("12 of them at 2.6-70 B, infer, tiny and **real width with 2 layers** "
                                         "(`--layers 2`), torch-xla lazy", ("sizes",)),
    "hub-configs-torch-xla-layers2-train-bf16": Row("the same, train, **bfloat16**", ("sizes",)),
}


@dataclass(frozen=True, slots=True)
class Table:
    """One section of a report's Markdown: its notes, and its table's header and rows (cells as printed)."""

    notes: list[str]
    headers: list[str]
    rows: list[list[str]]


def parse_report(markdown: str) -> dict[str, Table]:
    """The sections of a report's Markdown rendering, by title (:func:`hfcompat.reporting.sections.render_markdown`)."""
    out: dict[str, Table] = {}
    for block in re.split(r"^## ", markdown, flags=re.M)[1:]:
        title, *lines = block.splitlines()
        table = [_cells(line) for line in lines if line.startswith("| ")]
        notes = [line.rstrip() for line in lines if line.endswith("  ") and not line.startswith("|")]
        out[title] = Table(notes, table[0] if table else [], table[1:])
    return out


def _cells(line: str) -> list[str]:
    # A cell's own "|" is escaped as "\|" (sections._md); it stays escaped, for the README is Markdown too.
    return [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]


def section(report: dict[str, Table], prefix: str) -> Table | None:
    """The report's first section whose title starts with ``prefix``."""
    return next((t for title, t in report.items() if title.startswith(prefix)), None)


def figures(table: Table | None, column: str, where: dict[str, str] | None = None) -> str:
    """The cells of ``column``, each led by the key cells that differ between the rows, joined by "; "."""
    if table is None or column not in table.headers:
        return "-"
    rows = [r for r in table.rows if all(r[table.headers.index(k)] == v for k, v in (where or {}).items())]
    keys = [i for i, h in enumerate(table.headers) if h in KEY_COLUMNS and len({r[i] for r in rows}) > 1]
    at = table.headers.index(column)
    return "; ".join(" ".join([*(r[i] for i in keys), r[at]]) for r in rows) or "-"


def _hub(report: dict[str, Table]) -> str:
    table = section(report, "Hub-weighted")
    where = {"workload": "every workload"}
    return (f"Hub-weighted: models work {figures(table, 'own class works', where)}, "
            f"weighted by downloads **{figures(table, 'weighted by downloads', where)}**")


def _sizes(report: dict[str, Table]) -> str:
    table = section(report, "Tiny and full size")
    return table.notes[0] if table and table.notes else "-"


#: The head kinds a row names: those with the most judged cases (the report lists every kind).
HEAD_KINDS_SHOWN = 6


def _head_kinds(report: dict[str, Table]) -> str:
    table = section(report, "Headline per head kind")
    if table is None or "works unmodified" not in table.headers or "head kind" not in table.headers:
        return "-"
    kind, works = table.headers.index("head kind"), table.headers.index("works unmodified")

    def judged(row: list[str]) -> int:  # "82.8% (240/290)" -> 290
        return int(row[works].rsplit("/", 1)[-1].rstrip(")")) if "/" in row[works] else 0

    rows = sorted(table.rows, key=judged, reverse=True)
    shown = "; ".join(f"{r[kind]} {r[works]}" for r in rows[:HEAD_KINDS_SHOWN])
    more = len(rows) - HEAD_KINDS_SHOWN
    return f"per head kind: {shown}" + (f"; {more} more kinds in the report" if more > 0 else "")


# The extra figures a row may carry: name -> the cell's text, from the run's report.
EXTRAS: dict[str, Callable[[dict[str, Table]], str]] = {"hub": _hub, "sizes": _sizes, "head kinds": _head_kinds}


def runs(reports: Path = REPORTS) -> list[str]:
    """The run directories under ``reports``: ``ROWS``' order first, then the others by name."""
    found = {p.name for p in reports.iterdir() if p.is_dir() and ((p / "records.jsonl").exists() or shard_dirs(p))}
    return [r for r in ROWS if r in found] + sorted(found - set(ROWS))


def report_of(run: Path, row: Row) -> str:
    """The report's Markdown for ``run``, with the Hub list where the row shows the Hub-weighted figure."""
    hub = ROOT / HUB_LIST if "hub" in row.extras else None
    return build_report(run, fmt="md", hub_list=hub, hub_with=hub_runs(run, row))[0]


def hub_runs(run: Path, row: Row) -> list[Path]:
    """The other runs ``row``'s Hub-weighted figure reads: those it names that sit beside ``run``."""
    return [run.parent / r for r in row.hub_with if (run.parent / r).is_dir()]


def table_markdown(reports: Path = REPORTS) -> str:
    """The runs-of-record table: one row per run under ``reports``."""
    lines = [HEADER]
    for name in runs(reports):
        row = ROWS.get(name, Row(name))
        report = parse_report(report_of(reports / name, row))
        models = section(report, "Models that work unmodified")
        cells = [f"[{row.label}](reports/{name})", figures(section(report, "Headline"), "works unmodified"),
                 figures(section(report, "Headline"), "native"), figures(models, "works unmodified"),
                 "; ".join(EXTRAS[e](report) for e in row.extras)]
        lines.append("| " + " | ".join(cells) + " |\n")
    return "".join(lines)


def with_table(text: str, table: str) -> str:
    """``text`` with the part between the markers replaced by ``table``."""
    if BEGIN not in text or END not in text:
        raise SystemExit(f"{README}: no runs-of-record markers ({BEGIN} ... {END})")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{BEGIN}\n{table}{END}{tail}"


def main(argv: list[str]) -> int:
    text = README.read_text(encoding="utf-8")
    new = with_table(text, table_markdown())
    if new == text:
        return 0
    if "--check" in argv:
        print(f"out of date: {README.relative_to(ROOT)} (run .venv/bin/python scripts/readme_runs.py)")
        return 1
    README.write_text(new, encoding="utf-8")
    print(f"rewrote: {README.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
