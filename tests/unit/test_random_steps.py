"""Models whose step drew random numbers are judgeable (issue 23): with the factory's overrides
(vits' noise scales 0, univnet's and vit_mae's noise fed as inputs, switch_transformers' router jitter 0) their
train step no longer depends on the RNG, so a device that draws other numbers (here: another seed)
passes, and a real 5% error in the outputs still fails, in float32 and bfloat16."""

from __future__ import annotations

import copy
from functools import cache

import pytest
import torch

from hfcompat.factory import BuiltModel, build, validate_spec
from hfcompat.workloads import get_workload
from hfcompat.workloads.base import Groups, StepRun, cast_inputs

# (arch, dtype): a vits step takes ~1 min (its bfloat16 case 4 min in CI), a univnet one ~10 s; the
# overrides do not depend on the dtype, so vits is checked in float32 only
CASES = [pytest.param("vits", torch.float32, marks=pytest.mark.slow),
         *[pytest.param("univnet", d, marks=pytest.mark.slow) for d in (torch.float32, torch.bfloat16)],
         *[pytest.param(arch, d) for arch in ("switch_transformers", "vit_mae")
           for d in (torch.float32, torch.bfloat16)]]
TRAIN = get_workload("train")


@cache
def _built(arch: str) -> BuiltModel:
    return build(validate_spec(f"arch:{arch}"))


def _step(arch: str, dtype: torch.dtype, seed: int) -> Groups:
    """The train step on a CPU copy in ``dtype``, the RNG seeded with ``seed`` (as the case runner's
    reference and arbiter, whose MoE experts run their eager loop in float64)."""
    built = _built(arch)
    model = copy.deepcopy(built.model).to(dtype)
    if dtype == torch.float64 and getattr(model.config, "_experts_implementation", "eager") != "eager":
        model.set_experts_implementation("eager")  # type: ignore[operator]
    torch.manual_seed(seed)
    return TRAIN.step(StepRun(model, model, cast_inputs(TRAIN.inputs(built), dtype))).groups


@pytest.mark.parametrize(("arch", "dtype"), CASES, ids=str)
def test_a_step_that_drew_random_numbers_is_judged(arch: str, dtype: torch.dtype) -> None:
    ref, truth = _step(arch, dtype, seed=0), _step(arch, torch.float64, seed=0)
    other_rng = _step(arch, dtype, seed=1)  # what a device whose RNG draws other numbers computes
    checks = TRAIN.check(other_rng, ref, truth)
    assert all(c.ok for c in checks.values()), {n: c.describe(n) for n, c in checks.items() if not c.ok}
    # A real 5% error moves every group (in bfloat16 the CPU's own error on these outputs is wider
    # than 5%: the loss and the updated parameters see it).
    off = {group: {k: v * 1.05 if v is not None and v.is_floating_point() else v for k, v in tensors.items()}
           for group, tensors in other_rng.items()}
    planted = TRAIN.check(off, ref, truth)
    assert not all(c.ok for c in planted.values())
    if dtype == torch.float32:
        assert not planted["outputs"].ok


def test_the_overrides_say_why() -> None:
    from hfcompat.factory.overrides import OVERRIDES

    for arch in ("vits", "univnet", "switch_transformers", "vit_mae"):
        assert "issue 23" in OVERRIDES[arch].reason and "RNG" in OVERRIDES[arch].reason
