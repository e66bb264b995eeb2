"""``fsdp``: FSDP2, ``torch.distributed.fsdp.fully_shard``, each rank a slice of the global batch.

As the FSDP2 tutorial and torchtitan write it: ``fully_shard(block, mesh=mesh)`` for each of the
model's repeated blocks (the classes in its ``_no_split_modules``, transformers' own list of what
must not be split, that occur more than once; see :func:`blocks`), then
``fully_shard(model, mesh=mesh)`` for the root, on a 1-D mesh over every rank of the stack's mesh
device type. Parameters and their gradients become DTensors sharded on
dim 0; each rank's shards are put back together on the host. FSDP2 refuses 0-dim parameters: such
a model is skipped with that reason (FSDP2's limit on every stack, not the device's).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from hfcompat.factory.model import BuiltModel
from hfcompat.parallel import RUNS
from hfcompat.parallel.base import RankContext, Strategy


def blocks(model: torch.nn.Module) -> list[torch.nn.Module]:
    """The model's repeated blocks: modules whose class is in its ``_no_split_modules`` and occurs
    more than once (decoder layers, not the embeddings), outermost only, and holding no parameter
    shared with a module outside them: FSDP2 needs a shared (tied) parameter in one group, so an
    embedding tied to the LM head stays with the root, as torchtitan shards tied models."""
    names = set(getattr(model, "_no_split_modules", None) or ())
    candidates = [m for m in model.modules() if m is not model and type(m).__name__ in names]
    counts = Counter(type(m).__name__ for m in candidates)
    found: list[torch.nn.Module] = []
    for module in candidates:
        if counts[type(module).__name__] < 2 or any(module in set(outer.modules()) for outer in found):
            continue
        inside = {id(p) for p in module.parameters()}
        outside = {id(p) for m in model.modules() if m not in set(module.modules())
                   for p in m.parameters(recurse=False)}
        if not inside & outside:
            found.append(module)
    return found


class FsdpStrategy(Strategy):
    """FSDP2 ``fully_shard`` per block and on the root."""

    name = "fsdp"
    workloads = RUNS["fsdp"]
    splits_batch = True

    def skip_reason(self, built: BuiltModel, workload: str, devices: int) -> str | None:
        scalars = [n for n, p in built.model.named_parameters() if p.dim() == 0]
        if scalars and workload in self.workloads:
            return f"FSDP2 cannot shard 0-dim parameters ({', '.join(scalars[:3])})"
        return super().skip_reason(built, workload, devices)

    def load(self, ctx: RankContext, folder: Path, dtype: torch.dtype) -> tuple[Callable[..., Any], torch.nn.Module]:
        from torch.distributed.fsdp import fully_shard

        model = self.load_module(ctx, folder, dtype)
        mesh = ctx.mesh()
        for block in blocks(model):
            fully_shard(block, mesh=mesh)
        fully_shard(model, mesh=mesh)
        return model, model
