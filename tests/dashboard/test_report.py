"""``hfcompat report``: the three formats say the same thing; exit codes; bad directories."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from hfcompat.cli import main
from hfcompat.records.run_reader import load_run
from hfcompat.reporting.report import build_report
from hfcompat.reporting.summary import summarize
from tests.conftest import run_cli
from tests.dashboard.synthetic import record

BASE = [record("arch:a", "pass"), record("arch:b", "pass"), record("arch:c", "fail_error")]
SAME = [dict(r) for r in BASE]
WORSE = [record("arch:a", "pass"), record("arch:b", "fail_unsupported_op", culprit_op="aten::histc",
                                          culprit_phase="forward", repro="repros/aten_histc.py"),
         record("arch:c", "pass_with_fallback", fallback_ops=["aten::nonzero"]),
         record("arch:d", "harness_error", error="no input recipe | <b>bold</b>")]


def test_text_report_has_headline_rule_counts_and_ranked_ops(make_run: Callable[..., Path]) -> None:
    text, code = build_report(make_run("now", WORSE))
    assert code == 0
    assert "torch-xla  lazy  66.7% (2/3)       33.3% (1/3)" in text  # works, native, both with n/N
    assert "harness_error, reference_error, skipped are listed, not counted" in text
    assert "1  aten::histc  1      1       forward 1" in text
    assert "harness_error        0               0" not in text and "harness_error        1" in text


def test_markdown_escapes_record_text_that_would_break_a_table_or_inject_html(make_run: Callable[..., Path]) -> None:
    text, _ = build_report(make_run("now", WORSE), fmt="md")
    assert "| torch-xla | lazy | 66.7% (2/3) | 33.3% (1/3) | 4 | 1 harness_error |" in text
    assert "no input recipe \\| &lt;b&gt;bold&lt;/b&gt;" in text
    assert "<b>" not in text


def test_json_is_the_summary_itself_and_strict_json(make_run: Callable[..., Path]) -> None:
    odd = record("arch:e", "fail_accuracy", compare={"grads": {"ok": False, "max_abs": float("nan")}})
    run_dir = make_run("now", [*WORSE, odd])
    text, _ = build_report(run_dir, baseline=make_run("base", BASE), fmt="json")
    data = json.loads(text, parse_constant=lambda c: pytest.fail(f"non-strict JSON constant {c}"))
    assert data["summary"]["headline"] == json.loads(json.dumps(summarize(load_run(run_dir)).to_dict()["headline"]))
    assert [c["case_id"] for c in data["comparison"]["regressions"]] == ["arch:b|torch-xla|lazy|float32|train|short"]


def test_fail_on_regression_exits_1_only_when_a_working_case_stopped_working(make_run: Callable[..., Path]) -> None:
    base = make_run("base", BASE)
    assert build_report(make_run("worse", WORSE), baseline=base, fail_on_regression=True)[1] == 1
    assert build_report(make_run("same", SAME), baseline=base, fail_on_regression=True)[1] == 0
    assert build_report(make_run("worse2", WORSE), baseline=base)[1] == 0  # no flag: report only


def test_report_lists_new_failures_and_fixes_from_the_baseline(make_run: Callable[..., Path]) -> None:
    text, _ = build_report(make_run("now", WORSE), baseline=make_run("base", BASE))
    new_failures = text.split("New failures (worked in the baseline, not now)")[1].split("\n\n")[0]
    assert "arch:b|torch-xla|lazy|float32|train|short  pass      fail_unsupported_op  aten::histc" in new_failures
    assert "arch:c|torch-xla|lazy|float32|train|short  fail_error  pass_with_fallback" in text.split("Fixes")[1]
    assert "torch-xla/lazy  66.7% (2/3)  66.7% (2/3)  +0.0 points" in text


def test_tables_flag_writes_the_run_tables(make_run: Callable[..., Path]) -> None:
    run_dir = make_run("now", WORSE)
    build_report(run_dir, tables=True)
    assert sorted(p.name for p in run_dir.glob("*.*") if p.suffix in (".csv", ".parquet")) == [
        "cases.csv", "cases.parquet", "errors.csv", "errors.parquet", "timings.csv", "timings.parquet"]


def test_cli_report_exit_codes_in_process(make_run: Callable[..., Path], capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
    base, worse = make_run("base", BASE), make_run("worse", WORSE)
    assert main(["report", str(worse), "--baseline", str(base), "--fail-on-regression", "--format", "md"]) == 1
    assert capsys.readouterr().out.startswith("# hfcompat report: run ")
    assert main(["report", str(worse), "--fail-on-regression"]) == 2
    assert "--fail-on-regression needs --baseline" in capsys.readouterr().err
    not_a_run = tmp_path / "empty"
    not_a_run.mkdir()
    assert main(["report", str(not_a_run)]) == 2
    assert capsys.readouterr().err.strip() == (
        f"hfcompat report: error: not a run directory (no meta.json or records.jsonl): {str(not_a_run)!r}")


def test_cli_report_on_a_missing_dir_is_one_line_exit_2_and_writes_nothing(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-run"
    proc = run_cli("report", str(missing), "--tables", timeout=120)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.strip().splitlines() == [f"hfcompat report: error: no such run directory: {str(missing)!r}"]
    assert not missing.exists()


def test_a_fallback_row_shows_only_a_repro_of_its_own_op(make_run: Callable[..., Path]) -> None:
    # generate falls back on aten::isin in MoE models that fail on aten::histc: the isin row must
    # not offer the histc repro as its own.
    records = [record("arch:m", "fail_unsupported_op", culprit_op="aten::histc", culprit_phase="forward",
                      repro="repros/aten_histc.py", fallback_ops=["aten::isin", "aten::histc"]),
               record("arch:n", "pass_with_fallback", fallback_ops=["aten::isin"])]
    text, _ = build_report(make_run("now", records))
    fallback = text.split("Ops that ran on the CPU")[1]
    isin = next(line for line in fallback.splitlines() if "aten::isin" in line)
    histc = next(line for line in fallback.splitlines() if "aten::histc" in line)
    assert isin.rstrip().endswith("-") and histc.rstrip().endswith("repros/aten_histc.py")


def test_hub_list_adds_the_hub_weighted_headline_over_every_workload_and_per_workload(
        make_run: Callable[..., Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # bert works everywhere; llama trains but fails to generate, so it works in train and not overall.
    run = make_run("now", [record("arch:bert", "pass"), record("arch:llama", "pass"),
                           record("arch:llama", "fail_unsupported_op", workload="generate", culprit_op="aten::histc")])
    hub = tmp_path / "hub.txt"
    hub.write_text("a/bert  bert  300\nb/llama  llama  100\nc/vit  vit  50\n", encoding="utf-8")
    text, _ = build_report(run, hub_list=hub)
    assert f"Hub-weighted ({hub}: 3 models with a model type)" in text
    rows = {cells[3]: cells[4:] for line in text.splitlines()
            if len(cells := re.split(r"\s{2,}", line.strip())) == 10 and cells[:3] == ["torch-xla", "lazy", "float32"]}
    # own class works, weighted, by main class (no tags: all), main class only, weighted, not covered
    assert rows["every workload"] == ["50.0% (1/2)", "75.0%", "2", "50.0% (1/2)", "75.0%", "1"]
    assert rows["train"] == ["100.0% (2/2)", "100.0%", "2", "100.0% (2/2)", "100.0%", "1"]
    assert rows["generate"] == ["0.0% (0/1)", "0.0%", "1", "0.0% (0/1)", "0.0%", "2"]
    rows = json.loads(build_report(run, hub_list=hub, fmt="json")[0])["hub_weighted"]
    assert [(r["workload"], r["works"], r["covered"], r["not_covered"]) for r in rows] == [
        ("every workload", 1, 2, ["c/vit"]), ("train", 2, 2, ["c/vit"]), ("generate", 0, 1, ["a/bert", "c/vit"])]
    assert "Hub-weighted" not in build_report(run)[0]  # only when asked
    # A list that cannot be read is one error line, exit 2, and nothing printed.
    assert main(["report", str(run), "--hub-list", str(tmp_path / "missing.txt")]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.strip().startswith("hfcompat report: error: cannot read model list ")
