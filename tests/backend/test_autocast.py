"""``bfloat16-autocast`` cases: float32 weights, each forward under torch.autocast, judged like bfloat16.

The faulty backend (tests/plugins) is the cpu backend with one op broken on purpose: under autocast
the forward's matmuls run in bfloat16 on both sides, so a 5% error planted in one must be caught and
named, while the CPU against itself must pass.
"""

from __future__ import annotations

import copy
import inspect
from pathlib import Path

import pytest
import torch

import hfcompat.process.adapters
from hfcompat.execution.case import run_case
from hfcompat.factory import build
from hfcompat.records.axes import DTYPES
from hfcompat.records.record import Case
from hfcompat.specs.spec import parse_spec
from hfcompat.workloads.base import StepRun, cast_inputs
from hfcompat.workloads.generate import GenerateWorkload
from hfcompat.workloads.precision import AUTOCAST, STORAGE, autocast_forward
from tests.backend.modules import Linear, planted


class Scale(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.proj = torch.nn.Linear(4, 4)

    def forward(self, x: torch.Tensor, *, gain: float = 1.0) -> torch.Tensor:
        return self.proj(x) * gain


def test_autocast_forward_computes_in_bfloat16_and_keeps_weights_float32() -> None:
    model = autocast_forward(Scale(), "bfloat16-autocast")
    out = model(torch.randn(2, 4))
    assert out.dtype == torch.bfloat16 and model.proj.weight.dtype == torch.float32
    # what generate() reads to choose the arguments it passes
    assert inspect.signature(model.forward) == inspect.signature(Scale().forward)


def test_every_copy_autocasts_itself_and_the_float64_arbiter_computes_exactly() -> None:
    model = autocast_forward(Scale(), "bfloat16-autocast")
    twin = copy.deepcopy(model)
    assert twin.forward.__self__ is twin  # bound to the copy, not to the model it was copied from
    assert twin(torch.randn(2, 4)).dtype == torch.bfloat16
    exact = copy.deepcopy(model).to(torch.float64)
    assert exact(torch.randn(2, 4, dtype=torch.float64)).dtype == torch.float64


def test_every_case_dtype_has_a_storage_dtype() -> None:
    # records.record stays torch-free (the sweep parent never imports torch), so the two tables are kept apart
    assert set(STORAGE) == set(DTYPES) and set(AUTOCAST) <= set(DTYPES)


@pytest.mark.parametrize("dtype", ["float32", "bfloat16"])
def test_other_dtypes_leave_the_forward_alone(dtype: str) -> None:
    model = autocast_forward(Scale(), dtype)
    assert "forward" not in vars(model)
    assert model(torch.randn(2, 4)).dtype == torch.float32


def test_autocast_case_on_cpu_passes_against_itself() -> None:
    record = run_case(Case("arch:bert", "cpu", "eager", dtype="bfloat16-autocast")).record
    assert record["status"] == "pass", record["error"]
    assert record["case_id"] == "arch:bert|cpu|eager|bfloat16-autocast|train|short"
    assert record["compare"]["grads"]["n"] > 3


def test_a_backend_without_autocast_skips_the_case_with_its_reason() -> None:
    record = run_case(Case("planted:Linear", "torchax", "eager", dtype="bfloat16-autocast"),
                      built=planted(Linear)).record
    if record["status"] == "skipped" and "unavailable" in record["error"]:
        pytest.skip(record["error"])
    assert record["status"] == "skipped" and "has no torch.autocast" in record["error"], record


@pytest.mark.parametrize(("fault", "status"), [("perturb5pct:aten::addmm", "fail_accuracy"), (None, "pass")])
def test_a_planted_error_in_a_bfloat16_matmul_is_caught_and_named(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fault: str | None, status: str) -> None:
    if fault:
        monkeypatch.setenv("HFCOMPAT_OP_FAULT", fault)
    monkeypatch.setattr(hfcompat.process.adapters, "_BACKENDS", {})  # a fresh adapter reads the fault
    record = run_case(Case("arch:bert", "faulty", "eager", dtype="bfloat16-autocast"),
                      repro_dir=tmp_path / "repros").record
    assert record["status"] == status, record["error"]
    if fault:
        assert (record["culprit_op"], record["culprit_phase"]) == ("aten::addmm", "forward")
        # the device's matmul ran in bfloat16 under autocast, its weights cast from float32
        assert '"dtype": "bfloat16"' in (tmp_path / record["repro"]).read_text()


@pytest.mark.parametrize(("dtype", "logits"), [("float32", torch.float32), ("bfloat16", torch.bfloat16),
                                               ("bfloat16-autocast", torch.bfloat16)])
def test_generate_hands_back_the_logits_in_the_dtype_the_model_computed(dtype: str, logits: torch.dtype) -> None:
    # transformers' generate() upcasts each step's scores to float32; the step casts a bfloat16
    # model's back (exactly), so its ties and tolerances are judged at bfloat16's resolution.
    built = build(parse_spec("arch:llama"))
    workload = GenerateWorkload()
    model = autocast_forward(copy.deepcopy(built.model).to(STORAGE[dtype]), dtype)
    out = workload.step(StepRun(model, model, cast_inputs(workload.inputs(built), STORAGE[dtype])))
    assert {t.dtype for t in out.groups["logits"].values()} == {logits}
    assert out.groups["tokens"]["tokens"].shape[-1] == 8
