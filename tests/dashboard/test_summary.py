"""The summary's arithmetic: the denominator rule, n/N, native %, rankings, groups, reruns."""

from __future__ import annotations

import shlex
from collections.abc import Callable
from pathlib import Path

from hfcompat.records.run_reader import load_run
from hfcompat.reporting.rates import format_rate, rate_of
from hfcompat.reporting.summary import check_command, finite_json, summarize
from tests.dashboard.synthetic import record

MIX = [  # 4 work (3 native) of 7 judged; 4 more are listed, not counted
    record("arch:a", "pass"), record("arch:b", "pass"), record("arch:c", "pass"),
    record("arch:d", "pass_with_fallback", fallback_ops=["aten::histc"]),
    record("arch:e", "fail_error"), record("arch:f", "fail_error"), record("arch:g", "fail_crash"),
    record("arch:h", "harness_error"), record("arch:i", "reference_error"),
    record("arch:j", "skipped"), record("arch:k", "skipped"),
]


def test_headline_is_works_over_judged_with_n_of_n_and_native(make_run: Callable[..., Path]) -> None:
    s = summarize(load_run(make_run("r", MIX)))
    (h,) = s.headline
    assert (h.backend, h.mode, h.total) == ("torch-xla", "lazy", 11)
    assert (h.rate.works, h.rate.native, h.rate.judged) == (4, 3, 7)
    assert h.rate.text == "57.1% (4/7)"
    assert h.rate.native_text == "42.9% (3/7)"
    assert h.not_judged == {"harness_error": 1, "reference_error": 1, "skipped": 2}
    assert "harness_error, reference_error, skipped are listed, not counted" in s.denominator_rule
    assert [c.status for c in s.listed] == ["harness_error", "reference_error", "skipped", "skipped"]


def test_nothing_judged_is_na_not_zero_percent() -> None:
    rate = rate_of([record("arch:a", "skipped"), record("arch:b", "harness_error")])
    assert (rate.works_pct, rate.judged, rate.text) == (None, 0, "n/a (0/0)")
    assert format_rate(1, 3) == "33.3% (1/3)"


def test_one_headline_per_backend_and_mode(make_run: Callable[..., Path]) -> None:
    records = [record("arch:a", "pass", mode="lazy"), record("arch:a", "fail_error", mode="eager"),
               record("arch:b", "pass", mode="eager"), record("arch:a", "pass", backend="cpu", mode="eager")]
    s = summarize(load_run(make_run("r", records)))
    assert {h.key: h.rate.text for h in s.headline} == {
        "cpu/eager": "100.0% (1/1)", "torch-xla/eager": "50.0% (1/2)", "torch-xla/lazy": "100.0% (1/1)"}


def test_a_case_counts_once_by_its_last_record_and_disagreeing_reruns_are_flaky(make_run: Callable[..., Path]) -> None:
    records = [record("arch:a", "fail_crash"), record("arch:b", "pass"), record("arch:a", "pass", attempt=2),
               record("arch:c", "fail_error"), record("arch:c", "fail_accuracy")]
    s = summarize(load_run(make_run("r", records)))
    assert (s.total, s.records) == (3, 5)
    assert s.headline[0].rate.text == "66.7% (2/3)"
    assert s.counts["fail_crash"] == 0 and s.counts["fail_accuracy"] == 1
    assert s.flaky == ["arch:a|torch-xla|lazy|float32|train|short"]  # c failed both times: not flaky
    assert s.retried == ["arch:a|torch-xla|lazy|float32|train|short"]


def test_a_rate_never_mixes_two_dtypes(make_run: Callable[..., Path]) -> None:
    # A float32 run and its bfloat16 twin read together (a site holds both): each dtype keeps its own
    # headline, per-workload and per-model rates; float32's key is the one it always had.
    records = [record("arch:a", "pass"), record("arch:b", "pass"), record("arch:b", "pass", workload="infer"),
               record("arch:a", "pass", dtype="bfloat16"), record("arch:b", "fail_accuracy", dtype="bfloat16"),
               record("arch:b", "pass", dtype="bfloat16", workload="infer")]
    s = summarize(load_run(make_run("r", records)))
    assert [(h.key, h.dtype, h.rate.text) for h in s.headline] == [
        ("torch-xla/lazy", "float32", "100.0% (3/3)"), ("torch-xla/lazy/bfloat16", "bfloat16", "66.7% (2/3)")]
    assert [(w.key, w.rate.text) for w in s.workloads] == [
        ("torch-xla/lazy/train", "100.0% (2/2)"), ("torch-xla/lazy/infer", "100.0% (1/1)"),
        ("torch-xla/lazy/bfloat16/train", "50.0% (1/2)"), ("torch-xla/lazy/bfloat16/infer", "100.0% (1/1)")]
    assert [(m.key, m.rate.text) for m in s.models] == [("torch-xla/lazy", "100.0% (2/2)"),
                                                       ("torch-xla/lazy/bfloat16", "50.0% (1/2)")]


def test_culprit_ops_rank_by_cases_blocked_then_models(make_run: Callable[..., Path]) -> None:
    records = [
        # aten::a blocks 3 cases of 2 models (arch:x in two dtypes)
        record("arch:x", "fail_unsupported_op", culprit_op="aten::a", culprit_phase="forward", repro="repros/a.py"),
        record("arch:x", "fail_unsupported_op", dtype="bfloat16", culprit_op="aten::a", culprit_phase="backward"),
        record("arch:y", "fail_error", culprit_op="aten::a", culprit_phase="forward"),
        # aten::b blocks 3 cases of 3 models: ranks first on the tie
        *(record(f"arch:b{i}", "fail_accuracy", culprit_op="aten::b", culprit_phase="backward") for i in range(3)),
        record("arch:z", "fail_error", culprit_op="aten::c"),
        # neither of these is blocked by its op: one works, one is not judged
        record("arch:w", "pass_with_fallback", culprit_op="aten::c", fallback_ops=["aten::c"]),
        record("arch:v", "harness_error", culprit_op="aten::c"),
        record("arch:u", "fail_timeout"),
    ]
    s = summarize(load_run(make_run("r", records)))
    ranking = [(o.op, o.n_cases, o.n_models) for o in s.culprit_ops]
    assert ranking == [("aten::b", 3, 3), ("aten::a", 3, 2), ("aten::c", 1, 1)]
    a = s.culprit_ops[1]
    assert a.models == ["arch:x", "arch:y"]
    assert a.phases == {"backward": 1, "forward": 2}
    assert a.statuses == {"fail_error": 1, "fail_unsupported_op": 2}
    assert {c.case_id: c.repro for c in a.cases} == {"arch:x|torch-xla|lazy|bfloat16|train|short": None,
                                                      "arch:x|torch-xla|lazy|float32|train|short": "repros/a.py",
                                                      "arch:y|torch-xla|lazy|float32|train|short": None}
    assert [c.spec for c in s.unattributed] == ["arch:u"]
    assert [(o.op, o.n_cases) for o in s.fallback_ops] == [("aten::c", 1)]


def test_rates_per_modality_and_task(make_run: Callable[..., Path]) -> None:
    records = [record("arch:llama", "pass"), record("arch:llama", "fail_error", dtype="bfloat16"),
               record("arch:bert", "pass"), record("arch:gpt2", "skipped"), record("arch:vit", "pass")]
    s = summarize(load_run(make_run("r", records)))
    # Grouped by what the model takes in (from its class), not one row per model_type, and per dtype:
    # llama's bfloat16 failure is its own row, never folded into float32's rate.
    assert {(g.group, g.dtype): (g.rate.text, g.not_judged) for g in s.modalities} == {
        ("text decoder", "float32"): ("100.0% (1/1)", 1), ("text encoder", "float32"): ("100.0% (1/1)", 0),
        ("vision", "float32"): ("100.0% (1/1)", 0), ("text decoder", "bfloat16"): ("0.0% (0/1)", 0)}
    assert {(g.group, g.dtype): g.rate.text for g in s.tasks} == {
        ("causal-lm", "float32"): "100.0% (1/1)", ("masked-lm", "float32"): "100.0% (1/1)",
        ("image-classification", "float32"): "100.0% (1/1)", ("causal-lm", "bfloat16"): "0.0% (0/1)"}


def test_an_unknown_status_is_counted_and_listed_but_never_judged(make_run: Callable[..., Path]) -> None:
    s = summarize(load_run(make_run("r", [record("arch:a", "pass"), record("arch:b", "fail_someday")])))
    assert s.headline[0].rate.text == "100.0% (1/1)"
    assert s.counts["fail_someday"] == 1
    assert [c.status for c in s.listed] == ["fail_someday"]


def test_environment_says_backend_device_and_versions(make_run: Callable[..., Path]) -> None:
    s = summarize(load_run(make_run("r", [record("arch:a", "pass")])))
    assert s.run.devices == ["XLA:CPU"]
    assert s.run.versions["torch_xla"] == ["2.9.0"]
    assert "ran torch-xla (lazy) on XLA:CPU; torch 2.9.0; torch_xla 2.9.0; transformers 5.24.0" in s.run.text


def test_check_command_reproduces_the_case_and_survives_the_shell() -> None:
    r = record("org/model name;rm -rf x", "fail_error", backend="torch-xla", mode="eager", dtype="bfloat16")
    assert shlex.split(check_command(r)) == ["hfcompat", "check", "org/model name;rm -rf x", "--backend", "torch-xla",
                                             "--mode", "eager", "--dtype", "bfloat16", "--workload", "train",
                                             "--regime", "short"]


def test_finite_json_turns_nan_and_infinity_into_text() -> None:
    assert finite_json({"a": [float("nan"), 1.0, float("-inf")]}) == {"a": ["nan", 1.0, "-inf"]}
