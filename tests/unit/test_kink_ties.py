"""The near-tie rule for a ReLU's kink (issue 23), in float32 and bfloat16: a ReLU input the "device"
rounds to the other side of zero where the CPU's own input is within noise of it passes with a note,
one it puts on the other side by a clear margin fails, and a real 5% error after a near-tie flip
still fails.

The device is the cpu backend whose step context marks the step as the device's; the planted model
then moves one pre-activation across zero (a rounding of another kernel, or a real fault when large)
or scales its outputs. The flip matters: the gradient of the linear layer before the ReLU takes or
loses that element's whole contribution."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import torch

from hfcompat.check_command import describe
from hfcompat.execution.case import run_case
from hfcompat.factory import BuiltModel
from hfcompat.judging import kinks
from hfcompat.records.record import Case
from hfcompat_backend.cpu import CpuBackend

DTYPES = ["float32", "bfloat16"]
#: How far from zero the CPU's pre-activation (row 0, unit 3) is: exact in both dtypes.
GAP = {"float32": 2.0**-18, "bfloat16": 2.0**-10}
ON_DEVICE = [False]


class Planted(torch.nn.Module):
    """linear -> ReLU -> linear. On the device it adds ``shift`` to pre-activation ``at`` (2x the
    value there flips it across zero) and scales the output by ``gain``."""

    def __init__(self, at: tuple[int, int], flip: bool, gain: float = 1.0, inplace: bool = False):
        super().__init__()
        self.a, self.b = torch.nn.Linear(4, 8), torch.nn.Linear(8, 4)
        self.act = torch.nn.ReLU(inplace=inplace)
        with torch.no_grad():  # integer weights and inputs: the pre-activation at row 0, unit 3 is exactly its bias
            self.a.weight.copy_(torch.tensor([[1.0, -1.0, 2.0, 1.0]] * 8) * torch.arange(1, 9)[:, None])
            self.a.weight[3] = torch.tensor([1.0, 1.0, 0.0, 0.0])
            self.a.bias.zero_()
        self.at, self.flip, self.gain = at, flip, gain

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.a(x)
        if ON_DEVICE[0] and self.flip:
            # a rounding moves the value, not its gradient: the shift is a constant of the step
            at = torch.nn.functional.one_hot(torch.tensor(self.at[0] * 8 + self.at[1]), h.numel()).view_as(h)
            h = h - (2 * h * at).detach()
        out = self.b(self.act(h))
        return out * self.gain if ON_DEVICE[0] else out


@contextmanager
def _device_step() -> Iterator[None]:
    ON_DEVICE[0] = True
    try:
        yield
    finally:
        ON_DEVICE[0] = False


@pytest.fixture(autouse=True)
def device(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(CpuBackend, "step_context", lambda self: _device_step())


def _check(dtype: str, at: tuple[int, int] = (0, 3), flip: bool = True, gain: float = 1.0,
           inplace: bool = False, below: bool = False) -> dict[str, Any]:
    torch.manual_seed(0)
    x = torch.tensor([[1.0, -1.0, 2.0, 3.0], [2.0, 1.0, -1.0, 1.0], [-2.0, 1.0, 1.0, -1.0]])
    model = Planted(at, flip, gain, inplace)
    with torch.no_grad():
        model.a.bias[3] = -GAP[dtype] if below else GAP[dtype]  # row 0's unit 3: 1 - 1 + bias
    built = BuiltModel(model, {"x": x}, "planted", "Planted", "base", sum(p.numel() for p in model.parameters()))
    return run_case(Case("planted", "cpu", "eager", dtype), built=built).record


@pytest.mark.parametrize("below", [False, True], ids=["cpu-passes", "device-passes"])
@pytest.mark.parametrize("inplace", [False, True], ids=["relu", "relu_"])
@pytest.mark.parametrize("dtype", DTYPES)
def test_a_relu_flipped_at_a_near_tie_passes_with_a_note(dtype: str, inplace: bool, below: bool) -> None:
    # below: the CPU's input is just under zero and the device passes it, so the forced reference
    # must route the gradient through an output at (or under) zero: its threshold_backward is forced.
    record = _check(dtype, inplace=inplace, below=below)
    assert record["status"] == "pass", record["error"]
    note = record["selection"]
    op = "aten::relu_.default" if inplace else "aten::relu.default"
    assert note["tie_at"] == f"{op} call 0" and note["all_ties"] and note["rejudged"] is True
    (diff,) = note["differences"]
    assert diff["tie"] and diff["positions"] == 1 and diff["margin"] == GAP[dtype] and diff["used"] < 1
    assert f"selection {op} call 0 took the other side of zero at 1 position(s), margin" in describe(record)


@pytest.mark.parametrize("dtype", DTYPES)
def test_without_the_rule_the_near_tie_flip_fails(dtype: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kinks, "FORWARD", frozenset())  # no ReLU is kept or forced
    record = _check(dtype)
    assert record["status"] == "fail_accuracy" and "grads worst a.weight" in record["error"]


@pytest.mark.parametrize("dtype", DTYPES)
def test_a_relu_flipped_by_a_clear_margin_fails(dtype: str) -> None:
    record = _check(dtype, at=(0, 5))  # the device moves row 0's unit 5 from 54 to -54
    assert record["status"] == "fail_accuracy"
    note = record["selection"]
    assert not note["all_ties"] and note["rejudged"] is None
    assert any(not d["tie"] and d["used"] > 100 for d in note["differences"])


@pytest.mark.parametrize("dtype", DTYPES)
def test_a_real_5pct_error_after_a_near_tie_flip_still_fails(dtype: str) -> None:
    record = _check(dtype, gain=1.05)
    assert record["status"] == "fail_accuracy"
    assert record["selection"]["all_ties"] and record["selection"]["rejudged"] is False


@pytest.mark.parametrize("dtype", DTYPES)
def test_a_step_whose_relus_agree_has_no_selection_note(dtype: str) -> None:
    record = _check(dtype, flip=False, gain=1.05)
    assert record["status"] == "fail_accuracy" and record["selection"] is None


def _kink(x: list[float], device: list[bool], dtype: torch.dtype) -> kinks.Kink:
    t = torch.tensor(x, dtype=dtype)
    return kinks.Kink("aten::relu.default", 0, t, t > 0, torch.tensor(device), forced=True)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_a_side_the_cpus_own_rounding_flips_is_a_tie(dtype: torch.dtype) -> None:
    # The case dtype puts element 1 at -0.0625, float64 at +0.0625: the CPU's own error there (0.125)
    # says the side is noise. Without float64 the same distance from zero is a clear margin.
    noisy = _kink([1.0, -0.0625, -1.0, 1.0], [True, True, False, True], dtype)
    truth = _kink([1.0, 0.0625, -1.0, 1.0], [True, True, False, True], torch.float64)
    found = kinks.measure(noisy, truth, dtype)
    assert found.tie and found.positions == 1 and found.margin == 0.0625 and found.used is not None and found.used < 1
    alone = kinks.measure(noisy, None, dtype)
    assert not alone.tie and alone.used is not None and alone.used > 1
