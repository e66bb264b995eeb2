"""The near-tie rule for top-k / argmax selections (issue 23), in float32 and bfloat16: a selection
the "device" decides otherwise at a near tie of the CPU's own scores passes with a note, one it
decides otherwise by a clear margin fails, and a real 5% error after a near tie still fails.

The device is the cpu backend whose step context marks the step as the device's; the planted model
then nudges its scores (a rounding of another kernel, or a real fault when large) or its outputs."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import torch

from hfcompat.check_command import describe
from hfcompat.execution.case import run_case
from hfcompat.factory import BuiltModel
from hfcompat.judging import selection
from hfcompat.records.record import Case
from hfcompat_backend.cpu import CpuBackend

DTYPES = ["float32", "bfloat16"]
#: The CPU's near tie between query 2 (ahead) and query 1: 1e-5 apart in float32, one bfloat16 ulp.
GAP = {"float32": 1e-5, "bfloat16": 2**-7}
ON_DEVICE = [False]


class QuerySelect(torch.nn.Module):
    """Selects the top 2 of 4 queries by a score, as a detection head's query selection does; on the
    device it adds ``nudge`` to the scores before and scales the outputs by ``gain`` after."""

    def __init__(self, nudge: list[float], gain: float = 1.0):
        super().__init__()
        self.score = torch.nn.Linear(4, 1)
        self.proj = torch.nn.Linear(4, 8)
        with torch.no_grad():  # the score is the first feature: the test sets the tie exactly
            self.score.weight.copy_(torch.tensor([[1.0, 0.0, 0.0, 0.0]]))
            self.score.bias.zero_()
        self.nudge, self.gain = nudge, gain

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scores = self.score(x[:, :4]).squeeze(-1)
        if ON_DEVICE[0]:
            scores = scores + torch.tensor(self.nudge, dtype=scores.dtype)
        values, idx = scores.topk(2)
        out = torch.tanh(self.proj(x[idx, 4:]) * values.sigmoid()[:, None])
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


def _check(dtype: str, nudge: list[float], gain: float = 1.0) -> dict[str, Any]:
    torch.manual_seed(0)
    x = torch.randn(4, 8)
    x[:, 0] = torch.tensor([3.0, 1.0, 1.0 + GAP[dtype], -3.0])
    model = QuerySelect(nudge, gain)
    built = BuiltModel(model, {"x": x}, "planted", "QuerySelect", "base", sum(p.numel() for p in model.parameters()))
    return run_case(Case("planted", "cpu", "eager", dtype), built=built).record


@pytest.mark.parametrize("dtype", DTYPES)
def test_a_selection_flipped_at_a_near_tie_passes_with_a_note(dtype: str) -> None:
    record = _check(dtype, [0.0, 2 * GAP[dtype], 0.0, 0.0])  # the device ranks query 1 ahead of query 2
    assert record["status"] == "pass", record["error"]
    note = record["selection"]
    assert note["tie_at"] == "aten::topk.default call 0" and note["all_ties"] and note["rejudged"] is True
    (diff,) = note["differences"]
    assert diff["tie"] and diff["positions"] == 1 and diff["margin"] == pytest.approx(GAP[dtype], rel=0.01)
    assert diff["used"] < 1 and diff["margin"] <= diff["bound"]
    assert "selection aten::topk.default call 0 picked otherwise at 1 position(s), margin" in describe(record)


@pytest.mark.parametrize("dtype", DTYPES)
def test_a_selection_that_differs_by_a_clear_margin_fails(dtype: str) -> None:
    record = _check(dtype, [0.0, 0.0, 0.0, 10.0])  # the device ranks query 3 (4 below) first
    assert record["status"] == "fail_accuracy"
    note = record["selection"]
    assert not note["all_ties"] and note["rejudged"] is None
    assert any(not d["tie"] and d["used"] > 100 for d in note["differences"])


@pytest.mark.parametrize("dtype", DTYPES)
def test_a_real_5pct_error_after_a_near_tie_still_fails(dtype: str) -> None:
    record = _check(dtype, [0.0, 2 * GAP[dtype], 0.0, 0.0], gain=1.05)
    assert record["status"] == "fail_accuracy"
    assert record["selection"]["all_ties"] and record["selection"]["rejudged"] is False
    assert "outputs" in record["error"]


@pytest.mark.parametrize("dtype", DTYPES)
def test_the_failure_after_a_near_tie_is_measured_with_the_devices_choices(dtype: str) -> None:
    # The recorded numbers are the 5% scale error's (a slope of 0.05 along float64), not the flipped
    # query's, which against the CPU's own choice moves one row by its whole size.
    record = _check(dtype, [0.0, 2 * GAP[dtype], 0.0, 0.0], gain=1.05)
    worst = record["compare"]["outputs"]["worst_check"]
    assert worst["slope"] == pytest.approx(0.05, abs=0.01), worst
    assert record["reduction_order"]["ok"] is False  # the second CPU run took the device's choices too


@pytest.mark.parametrize("dtype", DTYPES)
def test_a_step_whose_selections_agree_has_no_selection_note(dtype: str) -> None:
    record = _check(dtype, [0.0, 0.0, 0.0, 0.0], gain=1.05)  # a 5% error, every selection the CPU's
    assert record["status"] == "fail_accuracy" and record["selection"] is None


def _seen(scores: torch.Tensor, own: list[int], device: list[int]) -> selection.Seen:
    return selection.Seen("aten::argmax.default", 0, scores, torch.tensor(own), torch.tensor(device),
                          (scores, -1), {}, forced=True)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_a_pair_the_cpus_own_rounding_flips_is_a_tie(dtype: torch.dtype) -> None:
    # The case dtype ranks query 1 ahead by 0.0625, float64 ranks query 2 ahead: the CPU's own error
    # at the pair (0.125) says the order is noise. Without float64 the same margin is a clear one.
    truth = torch.tensor([[0.0, 1.0, 1.0625, -1.0]], dtype=torch.float64)
    case = torch.tensor([[0.0, 1.0, 0.9375, -1.0]], dtype=dtype)
    noisy = _seen(case, [1], [2])
    found = selection.measure(noisy, _seen(truth, [2], [2]), dtype)
    assert found.tie and found.used is not None and found.used < 1 and found.margin == 0.0625
    alone = selection.measure(noisy, None, dtype)
    assert not alone.tie and alone.used is not None and alone.used > 1


def test_integer_scores_have_no_near_tie() -> None:
    found = selection.measure(_seen(torch.tensor([[0, 5, 5, 1]]), [1], [2]), None, torch.float32)
    assert not found.tie and found.margin is None and found.used is None


def _sorted(op: str, keys: list[int], own: list[int], device: list[int], **kwargs: object) -> selection.Seen:
    scores = torch.tensor(keys)
    return selection.Seen(op, 0, scores, torch.tensor(own), torch.tensor(device), (scores, -1), dict(kwargs),
                          forced=True)


def test_an_unstable_sort_of_equal_integer_keys_in_another_order_is_a_tie() -> None:
    # an MoE sorts its tokens' expert ids: tokens 0, 2 and 3 all go to expert 1, in the kernel's order
    keys, own, other = [1, 0, 1, 1], [1, 0, 2, 3], [1, 3, 0, 2]
    found = selection.measure(_sorted("aten::sort.default", keys, own, other), None, torch.float32)
    assert found.tie and found.positions == 3 and found.margin == 0.0
    assert selection.measure(_sorted("aten::sort.stable", keys, own, other, stable=False), None, torch.float32).tie
    # asked to be stable, the order of equal keys is the op's contract: another order is another answer
    assert not selection.measure(_sorted("aten::sort.stable", keys, own, other, stable=True), None,
                                 torch.float32).tie
    # another key altogether is never a tie
    wrong = selection.measure(_sorted("aten::sort.default", keys, own, [0, 1, 2, 3]), None, torch.float32)
    assert not wrong.tie and wrong.margin is None
