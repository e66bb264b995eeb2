"""A model without a loss of its own trains on its weighted outputs, so its backward is judged (issue 39).

DINOv3ViTModel (``arch:dinov3_vit``, task base) ends in a LayerNorm. Under the old loss, the sum of
its outputs' means, nothing reached the backward below that norm but rounding, and a 5% error
planted in ``aten::gelu_backward`` passed. The faulty backend (tests/plugins: the cpu stack with
that op broken) must now fail the case and name the op; the healthy stacks must pass it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import hfcompat.process.adapters
from hfcompat.execution.case import run_case
from hfcompat.records.record import Case

SPEC = "arch:dinov3_vit"
FAULT = "perturb5pct-backward:aten::gelu_backward"


@pytest.fixture
def fresh_adapters(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    monkeypatch.setattr(hfcompat.process.adapters, "_BACKENDS", {})  # a fresh adapter reads the fault
    return monkeypatch


@pytest.mark.parametrize("dtype", ["float32", pytest.param("bfloat16", marks=pytest.mark.slow)])
def test_a_planted_error_in_the_backward_below_a_final_norm_is_caught_and_named(
        fresh_adapters: pytest.MonkeyPatch, tmp_path: Path, dtype: str) -> None:
    fresh_adapters.setenv("HFCOMPAT_OP_FAULT", FAULT)
    record = run_case(Case(SPEC, "faulty", "eager", dtype=dtype), repro_dir=tmp_path / "repros").record
    assert record["model_class"] == "DINOv3ViTModel" and record["train_loss"] == "weighted-outputs"
    assert record["status"] == "fail_accuracy", record["error"]
    assert not record["compare"]["grads"]["ok"]
    assert (record["culprit_op"], record["culprit_phase"]) == ("aten::gelu_backward", "backward")


def test_the_healthy_cpu_stack_passes(fresh_adapters: pytest.MonkeyPatch) -> None:
    fresh_adapters.delenv("HFCOMPAT_OP_FAULT", raising=False)
    record = run_case(Case(SPEC, "faulty", "eager")).record
    assert (record["status"], record["train_loss"]) == ("pass", "weighted-outputs"), record["error"]


@pytest.mark.xla
@pytest.mark.parametrize("dtype", ["float32", "bfloat16"])
def test_torch_xla_passes_the_weighted_loss(dtype: str) -> None:
    record = run_case(Case(SPEC, "torch-xla", "lazy", dtype=dtype)).record
    assert (record["status"], record["train_loss"]) == ("pass", "weighted-outputs"), record["error"]
    assert record["compare"]["grads"]["n"] > 40


def test_a_model_with_its_own_loss_trains_on_it() -> None:
    record = run_case(Case("arch:dinov2", "cpu", "eager")).record
    assert record["model_class"] == "Dinov2ForImageClassification"
    assert (record["status"], record["train_loss"]) == ("pass", "model"), record["error"]
