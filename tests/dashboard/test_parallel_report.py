"""The parallel axis on the reporting side: a headline per strategy, distinct case ids everywhere
(baseline diff, merge, resume, junit, tables, dashboard), and records from before the axis read as single."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hfcompat.errors import UsageError
from hfcompat.records.merge import merge_runs
from hfcompat.records.record import case_id_of, parallel_of
from hfcompat.records.run_reader import load_run
from hfcompat.records.run_writer import RunDir
from hfcompat.records.tables import cases_frame
from hfcompat.reporting import strategies
from hfcompat.reporting.history import compare_runs
from hfcompat.reporting.page import page_context
from hfcompat.reporting.report import build_report
from hfcompat.reporting.summary import check_command, summarize
from hfcompat.reporting.views import current_cases, status_grid
from hfcompat.sweep.junit import write_junit
from tests.dashboard.synthetic import record

LLAMA, BERT = "arch:llama", "arch:bert"


def mixed() -> list[dict[str, Any]]:
    """Two models on one device and in ddp and fsdp on 2: llama works everywhere, bert fails in ddp only."""
    return [
        record(LLAMA, "pass"), record(LLAMA, "pass", parallel="ddp", devices=2),
        record(LLAMA, "pass_with_fallback", parallel="fsdp", devices=2, fallback_ops=["aten::histc"]),
        record(BERT, "pass"), record(BERT, "pass", parallel="fsdp", devices=2),
        record(BERT, "fail_accuracy", parallel="ddp", devices=2, culprit_op="c10d::allreduce_",
               culprit_phase="backward", culprit_source="collective", rank=1),
        record(BERT, "skipped", parallel="tp", devices=2, error="no tp plan"),
    ]


def test_a_mixed_run_has_one_headline_per_strategy(make_run: Callable[..., Path]) -> None:
    s = summarize(load_run(make_run("r", mixed())))
    assert s.parallel
    assert [(h.key, h.strategy, h.rate.text, h.rate.native_text, h.total) for h in s.headline] == [
        ("torch-xla/lazy", "single", "100.0% (2/2)", "100.0% (2/2)", 2),  # the single-device key as before
        ("torch-xla/lazy/ddp:2", "ddp ×2", "50.0% (1/2)", "50.0% (1/2)", 2),
        ("torch-xla/lazy/fsdp:2", "fsdp ×2", "100.0% (2/2)", "50.0% (1/2)", 2),
        ("torch-xla/lazy/tp:2", "tp ×2", "n/a (0/0)", "n/a (0/0)", 1),
    ]
    assert s.headline[3].not_judged == {"skipped": 1}
    assert [(m.key, m.rate.text) for m in s.models] == [
        ("torch-xla/lazy", "100.0% (2/2)"), ("torch-xla/lazy/ddp:2", "50.0% (1/2)"),
        ("torch-xla/lazy/fsdp:2", "100.0% (2/2)"), ("torch-xla/lazy/tp:2", "n/a (0/0)")]
    assert [(w.key, w.rate.text) for w in s.workloads][:2] == [("torch-xla/lazy/train", "100.0% (2/2)"),
                                                               ("torch-xla/lazy/ddp:2/train", "50.0% (1/2)")]
    assert {g.strategy: g.rate.text for g in s.tasks if g.group == "masked-lm"} == {
        "single": "100.0% (1/1)", "ddp ×2": "0.0% (0/1)", "fsdp ×2": "100.0% (1/1)", "tp ×2": "n/a (0/0)"}


def test_a_models_verdict_says_in_which_strategies_it_works(make_run: Callable[..., Path]) -> None:
    s = summarize(load_run(make_run("r", mixed())))
    by_spec = {m.spec: m for m in s.model_strategies}
    assert by_spec[BERT].verdicts == {"single": "works", "ddp ×2": "fails", "fsdp ×2": "works", "tp ×2": "not_judged"}
    assert by_spec[BERT].works_in == ["single", "fsdp ×2"]
    assert by_spec[BERT].fails_in == {"ddp ×2": ["train/short"]}
    assert by_spec[LLAMA].works_in == ["single", "ddp ×2", "fsdp ×2"]
    failing = [(v.spec, v.strategy) for v in s.model_verdicts if v.verdict == "fails"]
    assert failing == [(BERT, "ddp ×2")]


def test_the_report_prints_a_headline_line_per_strategy(make_run: Callable[..., Path]) -> None:
    text, code = build_report(make_run("r", mixed()))
    assert code == 0
    headline = text.split("\nHeadline\n")[1].split("\n\n")[0].splitlines()
    rows = [line.split() for line in headline if line.startswith("  torch-xla")]
    assert [row[:5] for row in rows] == [
        ["torch-xla", "lazy", "single", "100.0%", "(2/2)"], ["torch-xla", "lazy", "ddp", "×2", "50.0%"],
        ["torch-xla", "lazy", "fsdp", "×2", "100.0%"], ["torch-xla", "lazy", "tp", "×2", "n/a"]]
    assert "Where each model works, per strategy" in text
    bert = next(line for line in text.splitlines() if "arch:bert" in line and "works in" not in line
                and "single, fsdp ×2" in line)
    assert "fails: train/short" in bert and "not judged" in bert
    md, _ = build_report(make_run("r2", mixed()), fmt="md")
    assert "| torch-xla | lazy | ddp ×2 | 50.0% (1/2) |" in md
    data = json.loads(build_report(make_run("r3", mixed()), fmt="json")[0])
    assert [h["key"] for h in data["summary"]["headline"]][1] == "torch-xla/lazy/ddp:2"


def test_a_single_device_run_reports_no_strategy_at_all(make_run: Callable[..., Path]) -> None:
    records = [record(LLAMA, "pass"), record(BERT, "fail_error", culprit_op="aten::histc")]
    run = make_run("r", records)
    s = summarize(load_run(run))
    assert not s.parallel and s.model_strategies == []
    assert [h.key for h in s.headline] == ["torch-xla/lazy"]
    for fmt in ("text", "md"):
        text, _ = build_report(run, fmt=fmt)
        assert "strateg" not in text and "×" not in text  # no new column, section or note


def test_a_parallel_case_never_matches_the_single_case_in_a_baseline_diff(make_run: Callable[..., Path]) -> None:
    base = load_run(make_run("base", [record(LLAMA, "pass"), record(LLAMA, "pass", parallel="ddp", devices=2),
                                      record(BERT, "pass")], started_at="2026-11-29T00:00:00+00:00"))
    now = load_run(make_run("now", [record(LLAMA, "pass"), record(LLAMA, "fail_error", parallel="ddp", devices=2),
                                    record(BERT, "fail_crash", parallel="ddp", devices=2)]))
    c = compare_runs(now, base)
    assert [(ch.case_id, ch.parallel, ch.devices) for ch in c.regressions] == [
        ("arch:llama|torch-xla|lazy|float32|train|short|ddp:2", "ddp", 2)]
    # bert's ddp case is new, its single case is gone: neither is a regression of the other.
    assert c.added == ["arch:bert|torch-xla|lazy|float32|train|short|ddp:2"]
    assert c.removed == ["arch:bert|torch-xla|lazy|float32|train|short"]
    assert {d.key: d.delta_points for d in c.headline} == {"torch-xla/lazy": 0.0, "torch-xla/lazy/ddp:2": -100.0}
    # the same strategy on other device counts is another case too
    four = load_run(make_run("four", [record(LLAMA, "fail_error", parallel="ddp", devices=4)]))
    assert compare_runs(four, base).regressions == []


def test_merge_keeps_a_models_single_and_parallel_cases(make_run: Callable[..., Path], tmp_path: Path) -> None:
    meta = {"dtype": "float32", "parallel": ["single:1", "ddp:2"]}
    one = make_run("s1", [record(LLAMA, "pass")], shard="1/2", **meta)
    two = make_run("s2", [record(LLAMA, "fail_error", parallel="ddp", devices=2)], shard="2/2", **meta)
    RunDir(one).add(record(LLAMA, "pass"), log="single log")  # a retry line in its own shard: fine
    RunDir(two).add(record(LLAMA, "fail_error", parallel="ddp", devices=2), log="ddp log")
    merged = load_run(merge_runs([one, two], tmp_path / "merged").path)
    assert [case_id_of(r) for r in merged.cases] == ["arch:llama|torch-xla|lazy|float32|train|short",
                                                     "arch:llama|torch-xla|lazy|float32|train|short|ddp:2"]
    logs = sorted(p.read_text() for p in (tmp_path / "merged" / "logs").iterdir())
    assert logs == ["ddp log", "single log"]
    assert merged.meta["parallel"] == ["single:1", "ddp:2"]
    other = make_run("s3", [record(BERT, "pass")], dtype="float32", parallel=["single:1"])
    with pytest.raises(UsageError, match="different parallel"):
        merge_runs([one, other], tmp_path / "refused")
    old_meta = make_run("old", [record("arch:gpt2", "pass")], dtype="float32")  # before the axis: single only
    merge_runs([other, old_meta], tmp_path / "with-old")


def test_resume_and_junit_see_distinct_case_ids(make_run: Callable[..., Path], tmp_path: Path) -> None:
    records = mixed()
    run = RunDir(make_run("r", records))
    ids = run.finished_case_ids()
    assert len(ids) == len(records) and "arch:llama|torch-xla|lazy|float32|train|short|fsdp:2" in ids
    write_junit(tmp_path / "junit.xml", records)
    names = [c.get("name") for c in ET.parse(tmp_path / "junit.xml").getroot().iter("testcase")]
    assert len(set(names)) == len(records) and "arch:bert|torch-xla|lazy|float32|train|short|ddp:2" in names


def test_an_old_record_without_the_fields_reads_as_single(make_run: Callable[..., Path]) -> None:
    old = {k: v for k, v in record(LLAMA, "pass").items() if k not in ("parallel", "devices", "rank", "collectives")}
    four_part = {**old, "spec": BERT, "case_id": f"{BERT}|torch-xla|lazy|float32", "workload": None, "regime": None}
    assert parallel_of(old) == ("single", 1) and case_id_of(old) == "arch:llama|torch-xla|lazy|float32|train|short"
    assert case_id_of(four_part) == "arch:bert|torch-xla|lazy|float32|train|short"
    run = load_run(make_run("r", [old, four_part, record(LLAMA, "pass", parallel="ddp", devices=2)]))
    s = summarize(run)
    assert [(h.key, h.rate.text) for h in s.headline] == [("torch-xla/lazy", "100.0% (2/2)"),
                                                          ("torch-xla/lazy/ddp:2", "100.0% (1/1)")]
    frame = cases_frame(run)
    assert list(zip(frame["parallel"], frame["devices"], strict=True)) == [("single", 1), ("single", 1), ("ddp", 2)]
    assert "--parallel" not in check_command(old)
    assert check_command(run.cases[-1]).endswith("--parallel ddp --devices 2")


def test_the_dashboard_grid_and_cards_show_the_strategy(make_run: Callable[..., Path]) -> None:
    run = load_run(make_run("r", mixed()))
    grid = status_grid(current_cases([run]))
    assert grid.parallel
    assert [c.label for c in grid.columns] == [
        "torch-xla · lazy · train · short", "torch-xla · lazy · ddp ×2 · train · short",
        "torch-xla · lazy · fsdp ×2 · train · short", "torch-xla · lazy · tp ×2 · train · short"]
    bert = next(r for r in grid.rows if r["spec"] == BERT)
    assert [c["short"] for c in bert["cells"]] == ["ok", "acc", "ok", "skip"]
    assert bert["cells"][1]["case_id"].endswith("|ddp:2")
    context, _ = page_context([run], tables=False)
    assert [(c["h"].key, c["runs"]) for c in context["cards"]][1] == ("torch-xla/lazy/ddp:2", [run.run_id])
    assert "strategy" in context["case_columns"] and context["parallel"]
    verdicts = context["payload"]["runs"][0]["verdicts"]
    assert {v[8] for v in verdicts} == {"", "ddp:2", "fsdp:2", "tp:2"}
    single = load_run(make_run("s", [record(LLAMA, "pass")]))
    assert not status_grid(current_cases([single])).parallel
    assert "strategy" not in page_context([single], tables=False)[0]["case_columns"]


def test_a_stack_specific_strategy_is_marked_and_counted_apart(make_run: Callable[..., Path],
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(strategies, "STACK_SPECIFIC", frozenset({"ddp"}))
    s = summarize(load_run(make_run("r", mixed())))
    assert [(h.strategy, h.stack_specific) for h in s.headline] == [
        ("single", False), ("fsdp ×2", False), ("tp ×2", False), ("ddp ×2 (stack-specific)", True)]
    text, _ = build_report(make_run("r2", mixed()))
    assert strategies.STACK_SPECIFIC_NOTE in text


def test_the_stack_specific_table_matches_the_strategy_classes() -> None:
    from hfcompat.parallel import BUILTINS, get_strategy
    from hfcompat.records.axes import STACK_SPECIFIC

    assert {name for name in BUILTINS if get_strategy(name).stack_specific} == STACK_SPECIFIC


@pytest.mark.slow  # headless Chromium
def test_the_page_opens_a_parallel_case_and_compares_it_with_its_own_strategy(
        page: Any, make_run: Callable[..., Path], tmp_path: Path) -> None:
    from hfcompat.reporting.dashboard import build_dashboard

    one = make_run("n1", [record(BERT, "pass"), record(BERT, "pass", parallel="ddp", devices=2)],
                   started_at="2026-11-29T02:00:00+00:00", run_id="n1")
    two = make_run("n2", mixed(), run_id="n2")
    index = build_dashboard([one, two], tmp_path / "site", tables=False)
    ddp = "arch:bert|torch-xla|lazy|float32|train|short|ddp:2"
    page.goto(index.as_uri() + "#case=" + ddp.replace("|", "%7C"))
    detail = page.locator("#case-detail")
    detail.wait_for()
    text = str(detail.text_content())
    assert "ddp on 2 devices" in text and "failed on rank1" in text and "c10d::allreduce_" in text
    page.goto(index.as_uri() + "#compare=n1..n2")
    page.wait_for_selector("#compare-table tbody tr")
    page.select_option("#compare-filter", "all")
    cells = page.eval_on_selector_all("#compare-table tbody tr", "rs => rs.map(r => r.cells[0].textContent + ' | '"
                                      " + r.cells[1].textContent + ' | ' + r.cells[4].textContent)")
    # bert's single and ddp cases are matched each with its own strategy, never with each other
    assert [c for c in cells if c.startswith(BERT)] == [
        "arch:bert | lazy · train · short | works on both",
        "arch:bert | lazy · train · short · ddp ×2 | works on run A (n1), fails on run B (n2)"]
