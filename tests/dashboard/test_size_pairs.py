"""``hfcompat report`` of a run swept at both sizes: each model's tiny verdict beside its full-size one (issue 40)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from hfcompat.reporting.report import build_report
from tests.dashboard.synthetic import record

HUB = "/configs/openai-community--gpt2"
BERT = "/configs/bert-base-uncased"
BOTH = [
    record(HUB, "pass", workload="train", regime="short"),
    record(HUB, "pass", workload="train", regime="short", size="full"),
    record(HUB, "pass", workload="infer", regime="short"),
    record(HUB, "fail_oom", workload="infer", regime="short", size="full", error="out of memory in aten::mm"),
    record(BERT, "fail_accuracy", workload="train", regime="short", culprit_op="aten::gelu_backward"),
    record(BERT, "fail_accuracy", workload="train", regime="short", size="full", culprit_op="aten::gelu_backward"),
    record(BERT, "pass", workload="infer", regime="short"),  # tiny only: no pair
    record(BERT, "pass", workload="train", regime="long"),
    record(BERT, "skipped", workload="train", regime="long", size="full", error="needs about 24.8 GiB"),  # listed
]


def test_a_run_of_both_sizes_sets_each_tiny_verdict_beside_its_full_one(make_run: Callable[..., Path]) -> None:
    run = make_run("both", BOTH)
    text, code = build_report(run)
    assert code == 0
    section = text.split("Tiny and full size")[1].split("\n\n")[0]
    assert ("same verdict at both sizes: 2 of 3 model cases judged at both (works tiny 2/3, full size 1/3); "
            "1 not judged at one size (listed, not counted)") in section
    rows = [ln.strip() for ln in section.splitlines() if ln.strip().startswith((HUB, BERT))]
    assert len(rows) == 4 and "infer" in rows[0] and " NO " in rows[0]  # the verdict that differs comes first
    assert "skipped" in rows[1] and "needs about 24.8 GiB" in rows[1]  # then the pair not judged at one size
    assert "fail_oom" in rows[0] and "out of memory in aten::mm" in rows[0]
    assert "aten::gelu_backward / aten::gelu_backward" in section  # fails at both sizes: the same verdict
    sizes = json.loads(build_report(run, fmt="json")[0])["summary"]["sizes"]
    assert (sizes["same"], sizes["judged"], sizes["pairs"]) == (2, 3, 4)
    assert sizes["rows"][0]["full_case"] == sizes["rows"][0]["case"] + "|full"
    assert "Tiny and full size" in build_report(run, fmt="md")[0]


def test_a_run_of_one_size_has_no_size_section(make_run: Callable[..., Path]) -> None:
    tiny_only = make_run("tiny", [r for r in BOTH if r["size"] != "full"])
    full_only = make_run("full", [r for r in BOTH if r["size"] == "full"])
    for run in (tiny_only, full_only):
        assert "Tiny and full size" not in build_report(run)[0]
        assert "sizes" not in json.loads(build_report(run, fmt="json")[0])["summary"]


def test_a_case_cut_to_fewer_layers_is_paired_but_never_counted_as_full_size(make_run: Callable[..., Path]) -> None:
    cut = record(BERT, "fail_error", workload="infer", regime="short", size="full", layers=2, culprit_op="aten::mm")
    assert cut["case_id"].endswith("|full:l2") and cut["layers"] == 2
    run = make_run("cut", [*BOTH, cut])
    text = build_report(run)[0].split("Tiny and full size")[1].split("\n\n")[0]
    # the full-size figures are the run's without the cut case; the cut one has its own line
    assert "same verdict at both sizes: 2 of 3 model cases judged at both (works tiny 2/3, full size 1/3)" in text
    assert "real width with fewer layers (--layers, not full size): 0 of 1 model cases judged at both " \
           "(works tiny 1/1, cut 0/1)" in text
    sizes = json.loads(build_report(run, fmt="json")[0])["summary"]["sizes"]
    assert (sizes["same"], sizes["judged"], sizes["pairs"]) == (2, 3, 5)
    assert [r["layers"] for r in sizes["rows"] if r["full_case"].endswith("l2")] == [2]
