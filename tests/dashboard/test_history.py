"""Runs against runs: regressions, fixes, flips, added and removed cases; the trend's order."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from hfcompat.records.run_reader import load_run
from hfcompat.reporting.history import compare_runs, trend
from tests.dashboard.synthetic import record

BASELINE = [record("arch:a", "pass"), record("arch:b", "pass"), record("arch:c", "fail_error"),
            record("arch:d", "pass"), record("arch:e", "fail_error"), record("arch:f", "pass"),
            record("arch:s", "pass_with_fallback"), record("arch:same", "fail_oom")]
NOW = [record("arch:a", "pass"), record("arch:b", "fail_error", culprit_op="aten::histc"),
       record("arch:c", "pass_with_fallback"), record("arch:d", "pass_with_fallback"),
       record("arch:e", "fail_unsupported_op"), record("arch:g", "pass"), record("arch:s", "skipped"),
       record("arch:same", "fail_oom")]


def _ids(changes: list) -> list[str]:
    return [c.case_id.split("|")[0] for c in changes]


def test_compare_sorts_every_change_into_one_kind(make_run: Callable[..., Path]) -> None:
    c = compare_runs(load_run(make_run("now", NOW)), load_run(make_run("base", BASELINE)))
    assert _ids(c.regressions) == ["arch:b", "arch:s"]  # skipped now: it no longer works either
    assert _ids(c.fixes) == ["arch:c"]
    assert _ids(c.flips) == ["arch:d", "arch:e"]  # status changed, works did not
    assert c.added == ["arch:g|torch-xla|lazy|float32|train|short"]
    assert c.removed == ["arch:f|torch-xla|lazy|float32|train|short"]  # gone is not a regression
    b = c.regressions[0]
    assert (b.before, b.after, b.kind, b.culprit_op) == ("pass", "fail_error", "regression", "aten::histc")


def test_compare_gives_the_headline_change_in_points(make_run: Callable[..., Path]) -> None:
    c = compare_runs(load_run(make_run("now", NOW)), load_run(make_run("base", BASELINE)))
    (d,) = c.headline
    assert (d.before.text, d.after.text) == ("62.5% (5/8)", "57.1% (4/7)")
    assert d.delta_points == -5.36  # 57.14 - 62.5


def test_trend_orders_runs_by_start_and_compares_each_with_the_one_before(make_run: Callable[..., Path]) -> None:
    late = make_run("late", NOW, started_at="2026-11-30T02:00:00+00:00")
    early = make_run("early", BASELINE, started_at="2026-11-29T02:00:00+00:00")
    points = trend([load_run(late), load_run(early), load_run(early)])  # out of order, one given twice
    assert [Path(p.path).name for p in points] == ["early", "late"]
    assert points[0].comparison is None
    assert points[1].comparison is not None and _ids(points[1].comparison.regressions) == ["arch:b", "arch:s"]
    assert [p.rates["torch-xla/lazy"].text for p in points] == ["62.5% (5/8)", "57.1% (4/7)"]


def test_trend_compares_a_run_with_the_last_one_on_its_backends(make_run: Callable[..., Path]) -> None:
    xla1 = make_run("xla1", BASELINE, started_at="2026-11-29T02:00:00+00:00")
    jax = make_run("jax", [dict(r, backend="torchax", mode="eager", case_id=r["case_id"].replace(
        "torch-xla|lazy", "torchax|eager")) for r in NOW], started_at="2026-11-29T03:00:00+00:00", backend="torchax")
    xla2 = make_run("xla2", NOW, started_at="2026-11-30T02:00:00+00:00")
    points = trend([load_run(xla1), load_run(jax), load_run(xla2)])
    assert [Path(p.path).name for p in points] == ["xla1", "jax", "xla2"]
    assert points[1].comparison is None  # the first torchax run: nothing of its own to compare with
    assert points[2].comparison is not None and points[2].comparison.baseline_run_id == load_run(xla1).run_id
    assert _ids(points[2].comparison.regressions) == ["arch:b", "arch:s"]


def test_runs_in_two_dtypes_are_matched_across_the_dtype(make_run: Callable[..., Path]) -> None:
    # A float32 run of record and its bfloat16 twin: the changes are the cases whose verdict differs.
    f32 = make_run("f32", BASELINE, started_at="2026-11-29T02:00:00+00:00")
    bf16 = make_run("bf16", [dict(record(r["spec"], r["status"], dtype="bfloat16"),
                                  culprit_op=r.get("culprit_op")) for r in NOW],
                    started_at="2026-11-30T02:00:00+00:00", dtype="bfloat16")
    c = compare_runs(load_run(bf16), load_run(f32))
    assert c.dtypes == ("float32", "bfloat16") and c.to_dict()["dtypes"] == ("float32", "bfloat16")
    assert _ids(c.regressions) == ["arch:b", "arch:s"] and _ids(c.fixes) == ["arch:c"]
    assert c.regressions[0].case_id == "arch:b|torch-xla|lazy|bfloat16|train|short"  # the run's own id
    assert c.added == ["arch:g|torch-xla|lazy|bfloat16|train|short"]
    assert c.removed == ["arch:f|torch-xla|lazy|float32|train|short"]
    # Runs in one dtype compare by case id as before, and say nothing of dtypes.
    assert "dtypes" not in compare_runs(load_run(f32), load_run(f32)).to_dict()
    # The trend keeps dtypes apart: a bfloat16 run after a float32 one is no night's regression.
    points = trend([load_run(f32), load_run(bf16)])
    assert [p.comparison for p in points] == [None, None]


def test_full_size_cases_at_other_asked_shapes_stay_apart_across_dtypes(make_run: Callable[..., Path]) -> None:
    # Matched across the dtype by the id itself: its size part keeps the shapes asked with --batch/--seq-len.
    hub = "/configs/openai-community--gpt2"
    f32 = make_run("f32", [record(hub, "pass", size="full"), record(hub, "pass", size="full", batch=2, seq_len=64)])
    bf16 = make_run("bf16", [record(hub, "fail_accuracy", dtype="bfloat16", size="full"),
                             record(hub, "pass", dtype="bfloat16", size="full", batch=2, seq_len=64)],
                    dtype="bfloat16")
    c = compare_runs(load_run(bf16), load_run(f32))
    assert [r.case_id for r in c.regressions] == [f"{hub}|torch-xla|lazy|bfloat16|train|short|full"]
    assert c.added == [] and c.removed == []


def test_report_lists_the_cases_whose_verdict_differs_between_dtypes(make_run: Callable[..., Path]) -> None:
    from hfcompat.reporting.report import build_report

    f32 = make_run("f32", [record("arch:gemma2", "pass"), record("arch:llama", "pass")])
    bf16 = make_run("bf16", [record("arch:gemma2", "fail_accuracy", dtype="bfloat16", culprit_op="aten::mm"),
                             record("arch:llama", "pass", dtype="bfloat16")], dtype="bfloat16")
    text, _ = build_report(bf16, baseline=f32)
    assert "matched across dtypes: the baseline in float32, this run in bfloat16" in text
    # The headline is compared with its twin: one row, float32's rate then bfloat16's.
    headline = json.loads(build_report(bf16, baseline=f32, fmt="json")[0])["comparison"]["headline"]
    assert [(d["key"], d["before"]["works"], d["after"]["works"], d["delta_points"]) for d in headline] == [
        ("torch-xla/lazy", 2, 1, -50.0)]
    # Its own report names the dtype in every rate row, keyed apart from float32's.
    own = build_report(bf16)[0]
    assert "backend    mode  dtype     works unmodified" in own and "torch-xla/lazy/bfloat16" in own
    regressions = json.loads(build_report(bf16, baseline=f32, fmt="json")[0])["comparison"]["regressions"]
    assert [(r["case_id"], r["before"], r["after"], r["culprit_op"]) for r in regressions] == [
        ("arch:gemma2|torch-xla|lazy|bfloat16|train|short", "pass", "fail_accuracy", "aten::mm")]


def test_a_train_only_run_is_compared_with_the_train_slice_of_an_every_workload_run(
        make_run: Callable[..., Path]) -> None:
    # bfloat16 train against float32 in every workload: 1/2 of bfloat16's train cases work, 2/2 of
    # float32's train cases, and float32's failing generate case must not pull its rate down to 2/3.
    f32 = make_run("f32", [record("arch:a", "pass"), record("arch:b", "pass"),
                           record("arch:a", "fail_error", workload="generate")])
    bf16 = make_run("bf16", [record("arch:a", "pass", dtype="bfloat16"),
                             record("arch:b", "fail_accuracy", dtype="bfloat16")], dtype="bfloat16")
    c = compare_runs(load_run(bf16), load_run(f32))
    (d,) = c.headline
    assert (d.before.text, d.after.text, d.delta_points) == ("100.0% (2/2)", "50.0% (1/2)", -50.0)
    assert c.workloads == ("train",) and c.removed == ["arch:a|torch-xla|lazy|float32|generate|short"]
    # Runs over the same workloads say nothing of them.
    assert "workloads" not in compare_runs(load_run(f32), load_run(f32)).to_dict()
    from hfcompat.reporting.report import build_report

    assert "the rates below are over those both have (train)" in build_report(bf16, baseline=f32)[0]
