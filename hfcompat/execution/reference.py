"""A case's CPU side: the reference step in a dtype, its disk cache, and the step replay repeats.

The reference is the workload's own step on a CPU copy of the factory's model, in the case dtype
and in float64 (the arbiter); :class:`CachedReference` serves both from ``--cache-dir`` where the
model and inputs fingerprint the same. :func:`cpu_step` is a fresh copy of that step for op-by-op
replay (:mod:`hfcompat.triage`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from contextlib import nullcontext
from typing import Any

import torch

from hfcompat import triage
from hfcompat.execution.borrowed import borrowed
from hfcompat.execution.refcache import RefCache, fingerprint
from hfcompat.factory import BuiltModel
from hfcompat.records.record import HOW_ONLY, Case
from hfcompat.workloads.base import Groups, PhaseTracker, StepRun, Workload, cast_inputs
from hfcompat.workloads.kept import Keeper, Spill


def reference(built: BuiltModel, dtype: torch.dtype, workload: Workload, mode: Any = None,
              keeper: Keeper | None = None) -> Groups:
    """The workload's step on a CPU copy in ``dtype`` (``mode``: a dispatch mode to run it under).

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
        with mode if mode is not None else nullcontext():
            run = StepRun(model, model, cast_inputs(workload.inputs(built), dtype), keeper=keeper, bounded=True)
            return workload.step(run).groups


def cpu_step(built: BuiltModel, dtype: torch.dtype, workload: Workload) -> Callable[[], Any]:
    """A fresh CPU copy of the step for op-by-op replay (the reference's weights, dtype and inputs)."""
    def run(fn: Any, model: torch.nn.Module, inp: dict[str, Any], sink: Any) -> Any:
        return workload.step(StepRun(fn, model, inp, tracker=PhaseTracker(sink)))
    return triage.cpu_step_of(built.model, dtype, cast_inputs(workload.inputs(built), dtype), run)


class CachedReference:
    """Reference results through the disk cache of ``--cache-dir`` (a no-op without one)."""

    def __init__(self, case: Case, built: BuiltModel, versions: dict[str, str]):
        self.cache = RefCache.from_env()
        self.case, self.versions = case, versions
        self.fp = fingerprint(built.model, built.inputs) if self.cache else ""

    def _key(self, dtype: str) -> str:
        assert self.cache is not None  # workload and regime are in the key: each has its own groups
        fields = {k: v for k, v in self.case.to_dict().items() if k not in ("backend", "mode", "dtype", *HOW_ONLY)}
        return self.cache.key(fields, dtype, self.versions)

    def get(self, dtype: str) -> Groups | None:
        return self.cache.load(self._key(dtype), self.fp) if self.cache is not None else None

    def put(self, dtype: str, groups: Groups) -> Groups:
        # groups kept on disk (a full-size case) are not cached: the cache would read every tensor back
        if self.cache is not None and all(isinstance(g, dict) for g in groups.values()):
            self.cache.save(self._key(dtype), self.fp, groups)
        return groups
