"""``ddp``: ``torch.nn.parallel.DistributedDataParallel``, each rank a slice of the global batch.

As a user writes it: ``DistributedDataParallel(model)`` after ``init_process_group(<the stack's
backend>)``. DDP broadcasts rank 0's parameters and buffers in its constructor and averages the
gradients with one all-reduce per bucket in backward (``c10d::allreduce_``), so after the step
every rank holds the same gradients and updated parameters: rank 0's are compared. A model some of
whose parameters get no gradient needs ``find_unused_parameters=True``, as DDP tells its users;
the reference says which models those are.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from hfcompat.factory.model import BuiltModel
from hfcompat.parallel import RUNS
from hfcompat.parallel.base import RankContext, Strategy


class DdpStrategy(Strategy):
    """``DistributedDataParallel`` over every rank."""

    name = "ddp"
    workloads = RUNS["ddp"]
    splits_batch = True

    def options(self, built: BuiltModel, ref_grads: dict[str, torch.Tensor | None]) -> dict[str, Any]:
        return {"find_unused_parameters": any(g is None for g in ref_grads.values())}

    def load(self, ctx: RankContext, folder: Path, dtype: torch.dtype) -> tuple[Callable[..., Any], torch.nn.Module]:
        from torch.nn.parallel import DistributedDataParallel

        model = self.load_module(ctx, folder, dtype)
        ids = [ctx.device.index] if ctx.device.type == "cuda" else None
        wrapped = DistributedDataParallel(model, device_ids=ids,
                                          find_unused_parameters=bool(ctx.options.get("find_unused_parameters")))
        return wrapped, model
