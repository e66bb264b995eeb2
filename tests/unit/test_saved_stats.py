"""A norm whose saved statistics the device computes less precisely is named where its backward
reads them (hfcompat/triage/saved_stats.py; issue 49: BEiT's 2-value batch norm on torch-xla)."""

from __future__ import annotations

import pytest
import torch

from hfcompat.triage.replay import replay


class _CoarseStats:
    """A device whose batch norm saves its inverse std ``off`` (relative) from the CPU's; every
    other op, and the norm's normalised output, as the CPU computes them."""

    backward_ops = True

    def __init__(self, off: float) -> None:
        self.off = off

    def run_op(self, func, args, kwargs):  # type: ignore[no-untyped-def]
        out = func(*args, **kwargs)
        if func._schema.name != "aten::native_batch_norm" or not self.off:
            return out
        y, mean, invstd = out
        return y, mean, invstd * (1 + self.off)


def _step() -> None:
    torch.manual_seed(0)
    norm = torch.nn.BatchNorm2d(8).train()
    x = (torch.randn(2, 8, 1, 1) + 4).requires_grad_()  # 2 values per channel: a cancellation in the backward
    weight = torch.randn(2, 8, 1, 1)
    (norm(x) * weight).sum().backward()


@pytest.mark.parametrize(("off", "named"), [(0.0, None), (1e-3, "aten::native_batch_norm")],
                         ids=["the-cpus-statistics", "statistics-1e-3-off"])
def test_a_norm_whose_saved_statistics_are_off_is_named_by_its_backward(off: float, named: str | None) -> None:
    result = replay(_step, _CoarseStats(off))  # type: ignore[arg-type]
    assert result.op == named and result.cut_short is None, result.detail
    if named:
        assert result.phase == "forward" and result.kind == "mismatch" and result.repro_backward
        assert "aten::native_batch_norm_backward (backward)" in result.detail
