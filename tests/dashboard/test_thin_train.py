"""``hfcompat report`` lists the passing train cases that tested little of their backward (issue 39)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from hfcompat.reporting.report import build_report
from tests.dashboard.synthetic import record


def _grads(**methods: int) -> dict[str, object]:
    return {"grads": {"ok": True, "n": sum(methods.values()), "methods": methods}}


RUN = [
    record("arch:dinov3_vit", "pass", workload="train", train_loss="weighted-outputs",
           compare=_grads(zeros=9, scaled=1)),  # behind a final LayerNorm, under the old loss
    record("arch:phi4_multimodal", "pass_with_fallback", workload="train", train_loss="model",
           compare=_grads(missing=6, noise_floor=1, scaled=3)),  # a tower off the step's path
    record("arch:gpt2", "pass", workload="train", compare=_grads(scaled=8, zeros=2)),  # mostly judged
    record("arch:bert", "fail_accuracy", workload="train", compare=_grads(zeros=9, scaled=1)),  # not a pass
    record("arch:llama", "pass", workload="infer", compare=_grads(zeros=9)),  # not a train case
]


def test_passing_train_cases_with_most_gradients_untested_are_listed_with_a_reason(
        make_run: Callable[..., Path]) -> None:
    run = make_run("run", RUN)
    text, _ = build_report(run)
    section = text.split("Passing train cases that tested little of their backward")[1].split("\n\n")[0]
    assert "2 of 3 passing train cases judged at least half of their gradients as zeros, noise or absent" in section
    rows = [ln.split() for ln in section.splitlines() if ln.strip().startswith("arch:")]
    assert [r[0].split("|")[0] for r in rows] == ["arch:dinov3_vit", "arch:phi4_multimodal"]  # most untested first
    assert "float64 says zero" in section and "no gradient on either side" in section
    thin = json.loads(build_report(run, fmt="json")[0])["summary"]["thin_train"]
    assert [(t["gradients"], t["untested"], t["train_loss"]) for t in thin] == [
        (10, {"zeros": 9}, "weighted-outputs"), (10, {"noise_floor": 1, "missing": 6}, "model")]


def test_a_run_whose_passing_train_cases_judged_their_gradients_has_no_such_list(
        make_run: Callable[..., Path]) -> None:
    run = make_run("run", [r for r in RUN if r["model_type"] in ("gpt2", "bert", "llama")])
    assert "tested little of their backward" not in build_report(run)[0]
    assert "thin_train" not in json.loads(build_report(run, fmt="json")[0])["summary"]
