"""A model whose own float32 tensors break its plain float64 run keeps a float64 arbiter, widened.

Before, such a model (gemma4_audio, kosmos-2, dab-detr, xglm, ...) lost its arbiter and was judged
by PyTorch's ``same()``, whose ``allclose(atol=1e-2)`` let a 1% error planted in one op pass: every
miss of the mutation benchmark left unmeasured was one of them. Widened (hfcompat.execution.widening),
the planted error fails and is named; the healthy stack passes; and a model that breaks in float64
whatever is done still falls back to ``same()``, not to a harness error.
"""

from __future__ import annotations

import pytest
import torch

import hfcompat.process.adapters
from hfcompat.execution.case import run_case
from hfcompat.records.record import Case
from tests.backend.modules import Linear, planted


class OwnFloat32Table(Linear):
    """Keeps a float32 table of its own (an attribute, not a buffer: ``.to()`` does not cast it), as
    models keep position tables: its plain float64 run raises in the matmul."""

    def __init__(self) -> None:
        super().__init__()
        self.table = torch.linspace(-1, 1, 64).reshape(8, 8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (self.lin(x) @ self.table.to(x.device)).tanh()


class NoFloat64AtAll(Linear):
    """Breaks in float64 whatever its tensors, in an op (so under the widening dispatch mode, whose
    frame the blame boundary must pass over): no arbiter, ``same()`` judges."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.lin(x)
        return (y @ torch.ones(3, 3, dtype=y.dtype) if y.dtype == torch.float64 else y).tanh()


@pytest.fixture
def fresh_adapters(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    monkeypatch.setattr(hfcompat.process.adapters, "_BACKENDS", {})  # a fresh adapter reads the fault
    return monkeypatch


def test_the_plain_float64_run_of_the_planted_model_breaks() -> None:
    model = OwnFloat32Table().to(torch.float64)
    with pytest.raises(RuntimeError, match="dtype"):
        model(torch.randn(4, 8, dtype=torch.float64))


def test_a_healthy_stack_passes_against_the_widened_arbiter() -> None:
    record = run_case(Case("planted:OwnFloat32Table", "cpu", "eager"), built=planted(OwnFloat32Table)).record
    assert record["status"] == "pass", record["error"]
    assert record["compare"]["arbiter"] == "float64-widened"
    assert {group["methods"].get("scaled", 0) > 0 for group in record["compare"].values()
            if isinstance(group, dict)} == {True}  # the float64 rules judged, not same()


@pytest.mark.parametrize("fault, phase", [("perturb1pct-forward:aten::tanh", "forward"),
                                          ("perturb1pct-backward:aten::tanh_backward", "backward")])
def test_a_planted_1pct_error_fails_and_is_named(fresh_adapters: pytest.MonkeyPatch, fault: str,
                                                  phase: str) -> None:
    fresh_adapters.setenv("HFCOMPAT_OP_FAULT", fault)
    record = run_case(Case("planted:OwnFloat32Table", "faulty", "eager"), built=planted(OwnFloat32Table)).record
    assert record["compare"]["arbiter"] == "float64-widened"
    assert record["status"] == "fail_accuracy", record["compare"]
    assert (record["culprit_op"], record["culprit_phase"]) == (fault.partition(":")[2], phase)


def test_a_real_architecture_that_lost_its_arbiter_names_a_planted_error(fresh_adapters: pytest.MonkeyPatch) -> None:
    # gemma4_audio's float64 run raises "expected scalar type Float but found Double": under same()
    # this plant passed (reports/mutations-cpu-150-f32)
    fresh_adapters.setenv("HFCOMPAT_OP_FAULT", "perturb1pct-forward:aten::masked_fill")
    record = run_case(Case("arch:gemma4_audio", "faulty", "eager")).record
    assert record["compare"]["arbiter"] == "float64-widened"
    assert (record["status"], record["culprit_op"]) == ("fail_accuracy", "aten::masked_fill"), record["error"]


def test_a_model_without_any_float64_run_falls_back_to_same() -> None:
    record = run_case(Case("planted:NoFloat64AtAll", "cpu", "eager"), built=planted(NoFloat64AtAll)).record
    assert (record["status"], record["compare"]["arbiter"]) == ("pass", "same()"), record["error"]
