"""The semantic codecs' tiny models are judgeable (issue 23): at the factory's init std 0.2 X-Codec 2's
and NeuCodec's acoustic encoder (17 unnormalised convolutions) leaves at ~1e21, the quantizer's tanh
is saturated and its gradient exactly 0 on CPU; a stack whose tanh rounds one ulp below 1 (XLA's
does) then showed a 1e12 gradient where the CPU's is 0 - a float32 false alarm that no op replay can
place. With the override's init a tanh one ulp off moves no gradient past the comparator's bound,
and a real 5% error still fails."""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

import pytest
import torch
from torch.utils._python_dispatch import TorchDispatchMode

from hfcompat.factory import BuiltModel, build, validate_spec
from hfcompat.workloads import get_workload
from hfcompat.workloads.base import Groups, StepRun, cast_inputs

TRAIN = get_workload("train")


class TanhOneUlpLow(TorchDispatchMode):
    """Every tanh one ulp nearer zero: a correctly rounded stack's result, off in its last bit."""

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        out = func(*args, **(kwargs or {}))
        if func in (torch.ops.aten.tanh.default, torch.ops.aten.tanh_.default):
            return torch.nextafter(out, torch.zeros_like(out))
        return out


@cache
def _built(arch: str) -> BuiltModel:
    return build(validate_spec(f"arch:{arch}"))


def _step(arch: str, dtype: torch.dtype, nudge: bool = False) -> Groups:
    built = _built(arch)
    model = copy.deepcopy(built.model).to(dtype)
    torch.manual_seed(0)
    run = StepRun(model, model, cast_inputs(TRAIN.inputs(built), dtype))
    if nudge:
        with TanhOneUlpLow():
            return TRAIN.step(run).groups
    return TRAIN.step(run).groups


@pytest.mark.parametrize("arch", ["xcodec2", "neucodec"])
def test_a_codec_step_is_not_hostage_to_one_ulp_of_tanh(arch: str) -> None:
    ref, truth = _step(arch, torch.float32), _step(arch, torch.float64)
    grads = {k: v for k, v in ref["grads"].items() if v is not None}
    encoder = [v for k, v in grads.items() if k.startswith("acoustic_encoder.")]
    assert encoder and all(bool(v.isfinite().all()) for v in encoder)
    assert any(bool(v.abs().max() > 0) for v in encoder), "the acoustic encoder has no gradient: tanh saturated"
    nudged = _step(arch, torch.float32, nudge=True)
    checks = TRAIN.check(nudged, ref, truth)
    assert all(c.ok for c in checks.values()), {n: c.describe(n) for n, c in checks.items() if not c.ok}
    off = {group: {k: v * 1.05 if v is not None and v.is_floating_point() else v for k, v in tensors.items()}
           for group, tensors in nudged.items()}
    assert not TRAIN.check(off, ref, truth)["grads"].ok
