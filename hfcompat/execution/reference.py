"""A case's CPU reference: the workload's own step on a CPU copy of the factory's model.

It runs in the case dtype and in float64 (the arbiter); :class:`hfcompat.execution.refcache.CachedReference`
serves both from ``--cache-dir``. What this module imports is in that cache's key
(:func:`hfcompat.execution.refcache.key_modules`), so it imports only what computes a reference.
"""

from __future__ import annotations

import copy
from contextlib import nullcontext
from typing import Any

import torch

from hfcompat.execution.borrowed import borrowed
from hfcompat.execution.widening import widened
from hfcompat.factory import BuiltModel
from hfcompat.workloads.base import Groups, StepRun, Workload, cast_inputs
from hfcompat.workloads.kept import Keeper, Spill


def reference(built: BuiltModel, dtype: torch.dtype, workload: Workload, mode: Any = None,
              keeper: Keeper | None = None, widen: bool = False) -> Groups:
    """The workload's step on a CPU copy in ``dtype`` (``mode``: a dispatch mode to run it under;
    ``widen``: every op in float64, :mod:`hfcompat.execution.widening`, for an arbiter whose model
    breaks in plain float64).

    A reference run is ``bounded`` (:class:`~hfcompat.workloads.base.StepRun`): the same arithmetic
    as the user's step, never holding the model's gradients and optimizer state whole; what it hands
    back goes to ``keeper`` (in memory by default; on disk for a full-size case). A full-size
    case's float64 arbiter borrows the factory's model instead of copying it
    (:mod:`hfcompat.execution.borrowed`): the copy would be the case's largest allocation."""
    keeper = keeper or Keeper()
    lend = dtype == torch.float64 and isinstance(keeper, Spill)
    with borrowed(built.model, dtype) if lend else nullcontext(copy.deepcopy(built.model).to(dtype)) as model:
        experts = getattr(getattr(model, "config", None), "_experts_implementation", "eager")
        if dtype == torch.float64 and experts != "eager":
            # MoE experts default to torch._grouped_mm, which has no float64 kernel: without the eager
            # loop (the same function) every MoE model lost its arbiter and fell back to cosine.
            model.set_experts_implementation("eager")  # type: ignore[operator]
        torch.manual_seed(0)
        with mode if mode is not None else nullcontext(), widened() if widen else nullcontext():
            run = StepRun(model, model, cast_inputs(workload.inputs(built), dtype), keeper=keeper, bounded=True)
            return workload.step(run).groups
