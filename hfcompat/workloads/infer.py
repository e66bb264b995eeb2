"""``infer``: the model in eval mode, one forward under ``torch.no_grad()``, as inference and
evaluation loops run it.

It feeds what the factory built for the step (labels included where the head takes them: an eval
loop passes them to get its loss) and compares the outputs at the forward tolerance (1e-3), at the
real positions of a padded batch (:mod:`hfcompat.workloads.positions`). Eval
mode matters beyond dropout: batch norm uses its running statistics, and some models take other
code paths when ``self.training`` is False.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import torch

from hfcompat.judging import compare
from hfcompat.judging.compare import GroupCheck
from hfcompat.workloads.base import Groups, StepOutput, StepRun, Workload, flatten_outputs, on_cpu
from hfcompat.workloads.positions import padding_mask, real_positions


class InferWorkload(Workload):
    """``model.eval()``, then a forward under ``torch.no_grad()``."""

    name = "infer"

    def step(self, run: StepRun) -> StepOutput:
        run.model.eval()
        run.enter("forward")
        with torch.no_grad():
            out = run.fn(**run.inputs)
        run.synced()
        return StepOutput({"outputs": real_positions(on_cpu(flatten_outputs(out)), padding_mask(run.inputs))})

    def check(self, dev: Groups, ref: Groups, ref64: Groups | None,
              extra: Mapping[str, Any] | None = None) -> dict[str, GroupCheck]:
        return {"outputs": compare.check_group(dev["outputs"], ref["outputs"], ref64["outputs"] if ref64 else None,
                                               compare.TOL_OUTPUTS, compute=compare.compute_dtype(ref["outputs"]),
                                               outputs=True)}
