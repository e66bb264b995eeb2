"""Graph stability: does the step recompile when nothing changed, and how much when a length does?

After the checked step, the same step runs twice more on the device (docs/design.md §5, step 6):

1. with identical shapes: a stable graph compiles nothing new, and this run's time is the
   steady-state step time (``timings.step_s``, against ``first_step_s`` which includes compiling);
2. with a shorter sequence: every new shape costs compiles on a static-shape compiler; the count
   says how much a dynamic-length workload (generation, ragged batches) would pay.

``recompiles`` = ``{"same_shape": n, "new_shape": m | None, "stable": n == 0}``; ``None`` counts
mean the backend cannot count compiles (eager CPU) and ``new_shape`` is None for inputs that have
no sequence dimension to change.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import replace
from typing import Any

import torch

from hfcompat.workloads.base import PhaseTracker, StepOutput, StepRun, Workload
from hfcompat_backend import Backend, OpRecorder


def repeater(workload: Workload, run: StepRun, recorded: bool) -> Callable[[dict[str, Any]], StepOutput]:
    """The checked step again, on ``inputs``: same model, prepared function and (train) optimizer.

    ``recorded``: under an op recorder that keeps no events, as the checked step ran (a dispatch
    mode can change how composite ops decompose, and so the graph the stability check counts);
    --perf repeats without one, as users run the step (:mod:`hfcompat.execution.perf`).
    """

    def again(inputs: dict[str, Any]) -> StepOutput:
        with OpRecorder(max_events=0) if recorded else nullcontext():
            return workload.step(replace(run, inputs=inputs, tracker=PhaseTracker(None)))

    return again


def shorter_inputs(inputs: dict[str, Any]) -> dict[str, Any] | None:
    """The inputs with every (batch, seq, ...) token-like tensor cut by a quarter, or None.

    The sequence length is that of ``input_ids``; inputs without them (images, audio) have no
    length to change here.
    """
    ids = inputs.get("input_ids")
    if not isinstance(ids, torch.Tensor) or ids.dim() < 2 or ids.shape[1] < 4:
        return None
    seq = ids.shape[1]
    shorter = seq - seq // 4
    cut = {}
    changed = False
    for key, value in inputs.items():
        if (
            isinstance(value, torch.Tensor)
            and value.dim() >= 2
            and value.shape[1] == seq
            and not value.is_floating_point()
        ):
            cut[key] = value[:, :shorter].contiguous()
            changed = True
        else:
            cut[key] = value
    return cut if changed else None


def measure(
    backend: Backend, step: Callable[[dict[str, Any]], Any], inputs: dict[str, Any]
) -> tuple[dict[str, Any], float]:
    """Run the two extra steps; return (recompiles record, steady-state step seconds)."""
    backend.reset_counters()
    t = time.perf_counter()
    step(inputs)
    step_s = time.perf_counter() - t
    same = backend.read_counters().compiles
    new: int | None = None
    cut = shorter_inputs(inputs)
    if cut is not None:
        backend.reset_counters()
        step(backend.to_device(cut))
        new = backend.read_counters().compiles
    stable = None if same is None else same == 0
    return {"same_shape": same, "new_shape": new, "stable": stable}, step_s
