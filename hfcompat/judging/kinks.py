"""Kinks at near ties: a ReLU whose input the device rounds to the other side of zero (issue 23).

A ReLU is a choice per element: pass the value and its gradient, or zero both. Where the CPU's own
input is within rounding of zero the device may choose the other side, and the gradient behind that
element then differs by all of its size, which is far past any tolerance in a tiny model whose
gradients flow through few elements: d_fine's float32 train step (one of 8,192 inputs of HGNetV2's
first-stage ReLU is 1.3e-4 from zero, and the gradient error goes from 4x to 52x the CPU's there)
and textnet's (two of 409,600, 1.5e-6 from zero), measured with ``bench/plain_step.py --relu``.
Such a flip is a near tie, as a top-k's is (:mod:`hfcompat.judging.selection`), and the rule is
the same one: the device step keeps each ReLU's output, the CPU reference runs again taking the
device's side of zero wherever it differs, and each difference is measured on the CPU's input.

At each element whose side differs the margin is the CPU's distance from the kink, ``|x|``, and its
bound is :func:`hfcompat.judging.tolerance.tie_bound` with the input's rms as the scale and the
CPU's own error at the element (against float64) as the noise. Forcing keeps the CPU's value where
the device passes it (``x``, a rounding from zero) and zero where the device zeroes it; its backward
(``threshold_backward`` of that output) routes the gradient by the device's side. Other kinked ops
(clamp, hardtanh, maximum, where) are not forced: a flip there keeps the first verdict.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import torch

from hfcompat.judging.tolerance import rms, tie_bound

#: ReLU as the dispatcher names it (``nn.ReLU(inplace=True)`` is ``relu_``), and the backward that
#: routes its gradient by its saved output.
FORWARD = frozenset({"aten::relu.default", "aten::relu_.default"})
BACKWARD = "aten::threshold_backward.default"


def device_side(kept: torch.Tensor) -> torch.Tensor:
    """Where the device's ReLU passed its input, from the output it kept (read after the step)."""
    return kept.detach().cpu() > 0


@dataclass(slots=True)
class Kink:
    """One ReLU call of a CPU run: its input, its own side of zero and the device's."""

    op: str
    call: int
    x: torch.Tensor  # the CPU's input, in the run's dtype
    own: torch.Tensor  # x > 0
    device: torch.Tensor | None
    forced: bool = False


class KinkForcer:
    """The part of a forced CPU run that takes the device's side of each ReLU's kink.

    The run's dispatch mode hands it every ReLU and every ``threshold_backward``; outputs it forced
    are known by storage, so their backward routes the gradient as the device's did."""

    def __init__(self, device: dict[tuple[str, int], torch.Tensor]):
        self.device = device
        self.seen: dict[tuple[str, int], Kink] = {}
        self._calls: dict[str, int] = {}
        self._sides: dict[tuple[int, tuple[int, ...]], torch.Tensor] = {}  # forced output -> device side

    def forward(self, op: str, func: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        call = self._calls.get(op, 0)
        self._calls[op] = call + 1
        x = args[0].detach().clone()  # before relu_ overwrites it
        out = func(*args, **kwargs)
        own, dev = x > 0, self.device.get((op, call))
        kink = Kink(op, call, x, own, dev)
        self.seen[(op, call)] = kink
        if dev is None or dev.shape != own.shape or bool(torch.equal(dev, own)):
            return out
        kink.forced = True
        forced = torch.where(dev, x, torch.zeros_like(x))
        if op == "aten::relu_.default":
            out.copy_(forced)
            forced = out
        self._sides[(forced.untyped_storage().data_ptr(), tuple(forced.shape))] = dev
        return forced

    def backward(self, func: Any, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        grad, result = args[0], args[1]
        side = self._sides.get((result.untyped_storage().data_ptr(), tuple(result.shape)))
        threshold = kwargs.get("threshold", args[2] if len(args) > 2 else 0)
        if side is None or threshold != 0:
            return func(*args, **kwargs)
        return torch.where(side, grad, torch.zeros_like(grad))


@dataclass(slots=True)
class Margin:
    """A kink's difference measured on the CPU's input: where the device took the other side."""

    positions: int
    margin: float  # the worst position's |x|, its distance from the kink
    bound: float
    used: float | None  # margin / bound at the worst position: above 1 is a clear margin
    tie: bool


def measure(kink: Kink, other: Kink | None, case_dtype: torch.dtype) -> Margin:
    """How far from zero the CPU's input is where the device took the other side. ``other`` is the
    other run's same call (float64 and the case dtype each other's): the CPU's own error there."""
    assert kink.device is not None
    differs = kink.device != kink.own
    x = kink.x.double()
    o = other.x.double() if other is not None and other.x.shape == x.shape else None
    noise = (x - o).abs() if o is not None else torch.zeros_like(x)
    size = rms(x if kink.x.dtype == torch.float64 or o is None else o)  # the float64 input's rms
    margin = x.abs()
    bound = tie_bound(torch.maximum(margin, torch.full_like(margin, size)), noise, case_dtype, x.numel())
    return worst(int(differs.sum()), differs, margin, bound)


def worst(positions: int, differs: torch.Tensor, margin: torch.Tensor, bound: torch.Tensor) -> Margin:
    """The differing position that uses most of its bound (a selection's or a kink's)."""
    used = torch.where(differs, margin / bound.clamp_min(torch.finfo(torch.float64).tiny), torch.zeros_like(margin))
    at = int(used.reshape(-1).argmax())
    most = float(used.reshape(-1)[at])
    return Margin(positions, float(margin.reshape(-1)[at]), float(bound.reshape(-1)[at]),
                  most if math.isfinite(most) else None, most <= 1.0)
