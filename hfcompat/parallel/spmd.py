"""``spmd``: a stack's own SPMD API — stack-specific, counted apart from the unmodified headline.

torch_xla's native way to use N devices (its ``SpmdFullyShardedDataParallel`` and the tt-xla model
runner's data parallelism are built on it): one process with ``xr.use_spmd()``, a 1-D mesh over every
device, the batch sharded on dim 0 and every parameter whose dim 0 divides over the mesh sharded on it
(FSDP-style), everything else replicated; XLA's partitioner inserts the collectives into the one
compiled program, so the op recorder sees none. This is not the code a CUDA user runs unmodified (that
is ``ddp``/``fsdp``/``tp``), so reports count it apart. Backends with the ``spmd`` capability provide
:meth:`Backend.enable_spmd` and :meth:`Backend.shard`; tensors come back whole, as one device's.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from hfcompat.factory.inputs.context import BATCH
from hfcompat.factory.model import BuiltModel
from hfcompat.parallel import RUNS
from hfcompat.parallel.base import RankContext, Strategy


class SpmdStrategy(Strategy):
    """Batch and parameters sharded on dim 0 over every device, in one process."""

    name = "spmd"
    workloads = RUNS["spmd"]
    splits_batch = False
    stack_specific = True
    one_process = True
    requires = "spmd"

    def skip_reason(self, built: BuiltModel, workload: str, devices: int) -> str | None:
        why = super().skip_reason(built, workload, devices)
        if why is None and BATCH % devices:
            return f"the global batch of {BATCH} does not split evenly over {devices} devices"
        return why

    def load(self, ctx: RankContext, folder: Path, dtype: torch.dtype) -> tuple[Callable[..., Any], torch.nn.Module]:
        model = self.load_module(ctx, folder, dtype)
        for param in model.parameters():
            if param.dim() and param.shape[0] % ctx.world == 0:
                ctx.backend.shard(param, 0, ctx.world)
        return model, model

    def place_inputs(self, ctx: RankContext, inputs: dict[str, Any]) -> dict[str, Any]:
        for value in inputs.values():
            if isinstance(value, torch.Tensor) and value.dim() and value.shape[0] == BATCH:
                ctx.backend.shard(value, 0, ctx.world)
        return inputs
