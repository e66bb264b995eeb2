"""The README's runs-of-record table is made from the runs under reports/ (scripts/readme_runs.py):
one row per run, each figure what ``hfcompat report`` prints for it, and stale when they change."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

from hfcompat.reporting.report import build_report
from tests.conftest import ROOT
from tests.dashboard.synthetic import record, write_run


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("readme_runs", ROOT / "scripts" / "readme_runs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


readme_runs = _script()
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _listed() -> str:
    assert readme_runs.BEGIN in README, "the README has no runs-of-record table"
    return README.split(readme_runs.BEGIN + "\n", 1)[1].split(readme_runs.END, 1)[0]


def test_the_readme_table_is_the_one_the_runs_make() -> None:
    assert _listed() == readme_runs.table_markdown(), \
        "README.md's runs of record are out of date: run .venv/bin/python scripts/readme_runs.py"


def test_the_readme_stays_a_front_page() -> None:
    assert len(README.splitlines()) <= 150, "README.md is over 150 lines: move detail to docs/"


@pytest.mark.parametrize("run", readme_runs.runs())
def test_every_figure_of_a_row_is_printed_by_the_report(run: str) -> None:
    (row,) = [line for line in _listed().splitlines() if f"](reports/{run})" in line]
    spec = readme_runs.ROWS.get(run, readme_runs.Row(run))
    hub = ROOT / readme_runs.HUB_LIST if "hub" in spec.extras else None
    printed = build_report(ROOT / "reports" / run, fmt="text", hub_list=hub,
                           hub_with=readme_runs.hub_runs(ROOT / "reports" / run, spec))[0]
    cells = row.split(" | ")[1:]  # after the label
    # Each figure with its n/N ("85.0% (142/167)") and the row names before it ("eager", "spmd ×2").
    figures = [f for cell in cells[:3] for f in cell.split("; ") if f != "-"]
    lines = [" ".join(line.split()) for line in printed.splitlines()]
    assert figures and all(any(_on(f, line) for line in lines) for f in figures), run
    # The extras: every rate and count ("98.9%", "(167/174)", "19 of 19", "full size 19/19") is printed.
    extras = re.findall(r"\d+(?:\.\d)?%|\(\d+/\d+\)|\d+ of \d+|\w+ \d+/\d+", cells[3])
    assert all(x in printed for x in extras), run


def _on(figure: str, line: str) -> bool:
    """Whether a report line prints ``figure``: its rate with n/N, and each name of its row."""
    *names, rate, counts = figure.split(" ")
    return f"{rate} {counts}" in line and all(name in line for name in names)


def test_every_run_under_reports_gets_a_row_named_ones_in_their_order(tmp_path: Path) -> None:
    reports = tmp_path / "reports"
    write_run(reports / "zz-new-run", [record("arch:llama", "pass"), record("arch:bert", "fail_error")])
    write_run(reports / "core-torch-xla-workloads", [record("arch:gpt2", "pass_with_fallback")])
    # A sharded run, as scripts/sharded_run.sh makes one: read as the one run its shards join into.
    write_run(reports / "heads-torch-xla" / "shard-1-of-2", [record("arch:t5", "pass")], shard="1/2")
    write_run(reports / "heads-torch-xla" / "shard-2-of-2", [record("arch:vit", "fail_error")], shard="2/2")
    (reports / "site").mkdir()  # not a run: no records, no shards
    assert readme_runs.runs(reports) == ["core-torch-xla-workloads", "heads-torch-xla", "zz-new-run"]
    rows = readme_runs.table_markdown(reports).splitlines()[2:]
    assert rows[0].startswith(f"| [{readme_runs.ROWS['core-torch-xla-workloads'].label}]"
                              "(reports/core-torch-xla-workloads) | 100.0% (1/1) | 0.0% (0/1) |")
    assert rows[1].startswith(f"| [{readme_runs.ROWS['heads-torch-xla'].label}](reports/heads-torch-xla) "
                              "| 50.0% (1/2) |")
    assert "per head kind: image-classification 0.0% (0/1); seq2seq-lm 100.0% (1/1)" in rows[1]
    # A run ROWS does not name is labelled by its directory; its figures are still the report's.
    assert rows[2].startswith("| [zz-new-run](reports/zz-new-run) | 50.0% (1/2) | 50.0% (1/2) | 50.0% (1/2) |")
    assert len(rows) == 3  # the rows of ROWS whose runs are not there are left out


def test_a_stale_table_is_rewritten_between_the_markers_only() -> None:
    begin, end = readme_runs.BEGIN, readme_runs.END
    text = f"intro\n{begin}\n| old |\n{end}\nafter\n"
    assert readme_runs.with_table(text, "| new |\n") == f"intro\n{begin}\n| new |\n{end}\nafter\n"
    with pytest.raises(SystemExit, match="no runs-of-record markers"):
        readme_runs.with_table("no markers here\n", "| new |\n")
