"""Outputs are judged at a padded batch's real positions; a device whose attention rounds the
padding otherwise passes, a planted fault still fails (issue 39, bfloat16 false alarms).

The device here is the cpu stack with transformers' eager attention (``HFCOMPAT_EAGER_ATTENTION=1``
in tests/plugins/hfcompat_faults.py) against the CPU's fused SDPA kernel, as a GPU's or a TPU's
attention is: in bfloat16 its logits at mistral's padded query rows are 54x further from float64
than the fused kernel's and as close at the real ones. Judged whole, that failed at 5.3x its bound.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

import hfcompat.process.adapters
from hfcompat.execution.case import run_case
from hfcompat.records.record import Case
from hfcompat.workloads.loss import loss_of
from hfcompat.workloads.positions import padding_mask, real_positions

SPEC = "arch:mistral"


@pytest.fixture
def eager_device(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    monkeypatch.setattr(hfcompat.process.adapters, "_BACKENDS", {})  # a fresh adapter reads the environment
    monkeypatch.setenv("HFCOMPAT_EAGER_ATTENTION", "1")
    monkeypatch.delenv("HFCOMPAT_OP_FAULT", raising=False)
    return monkeypatch


@pytest.mark.parametrize("workload", ["infer", pytest.param("train", marks=pytest.mark.slow)])
def test_eager_attention_in_bfloat16_passes_at_the_real_positions(eager_device: pytest.MonkeyPatch,
                                                                   workload: str) -> None:
    record = run_case(Case(SPEC, "faulty", "eager", dtype="bfloat16", workload=workload, regime="long")).record
    assert record["status"] == "pass", record["error"]


def test_a_planted_softmax_fault_in_eager_attention_still_fails(eager_device: pytest.MonkeyPatch,
                                                                 tmp_path: Path) -> None:
    eager_device.setenv("HFCOMPAT_OP_FAULT", "perturb5pct:aten::_softmax")
    # the train step: bfloat16's forward rule lets a 5% softmax through at 0.85 of its bound (noted
    # in docs/measurements.md); the gradients through attention do not
    record = run_case(Case(SPEC, "faulty", "eager", dtype="bfloat16", workload="train", regime="long"),
                      repro_dir=tmp_path / "repros").record
    assert record["status"] == "fail_accuracy", record["error"]
    assert record["culprit_op"] == "aten::_softmax"


def test_outputs_laid_along_the_mask_keep_the_real_positions_only() -> None:
    mask = torch.tensor([[0, 0, 1, 1], [1, 1, 1, 1]])
    logits, pooled = torch.arange(2 * 4 * 3.0).reshape(2, 4, 3), torch.ones(2, 5)
    cut = real_positions({"logits": logits, "pooled": pooled, "none": None}, mask)
    assert torch.equal(cut["logits"], logits[mask.bool()]) and cut["logits"].shape == (6, 3)
    assert cut["pooled"] is pooled and cut["none"] is None  # another shape is compared whole
    assert real_positions({"logits": logits}, torch.ones(2, 4))["logits"] is logits  # nothing padded
    assert padding_mask({"attention_mask": mask}) is mask and padding_mask({"input_ids": mask}) is None


def test_the_weighted_loss_sends_no_gradient_to_padded_positions() -> None:
    mask = torch.tensor([[0, 1, 1], [1, 1, 1]])
    hidden = torch.randn(2, 3, 4, requires_grad=True)

    class Out(dict):  # a ModelOutput-like mapping without a loss
        pass

    loss_of(Out(last_hidden_state=hidden), mask=mask).backward()
    assert hidden.grad is not None
    assert torch.all(hidden.grad[0, 0] == 0) and torch.all(hidden.grad[mask.bool()] != 0)
