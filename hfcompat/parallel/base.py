"""The strategy contract: what one parallel strategy does on the host and on each rank.

On the host (the case's worker process, CPU only) a strategy says whether a model can run its way
(:meth:`Strategy.skip_reason`: a reason makes the case ``skipped``, never a verdict on the stack)
and saves what the ranks load (:meth:`Strategy.save`). On each rank it loads the model onto the
rank's device and wraps it as a user does (:meth:`Strategy.load`); the workload's own step then
runs on the wrapped model with the rank's inputs (:meth:`Strategy.local_inputs`).

Data-parallel strategies (``splits_batch``) give each rank an equal slice of the global batch, so
the ranks' mean losses average to the single-device mean; that holds only for a model whose
samples do not meet in the step (batch norm in training, contrastive losses and MoE routing with
capacity couple them), which :func:`batch_coupling` measures on the CPU in float64 first.
"""

from __future__ import annotations

import copy
import pickle
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import torch

from hfcompat.factory.inputs.context import BATCH
from hfcompat.factory.model import BuiltModel
from hfcompat.workloads.base import flatten_outputs
from hfcompat.workloads.loss import loss_of
from hfcompat_backend import Backend, Parallelism

MODEL_FILE = "model.pt"
STATE_FILE = "state.pt"  # the model's weights, where the module itself cannot be pickled
COUPLING_RTOL = 1e-6  # float64: a separable step agrees to ~1e-15; a coupled one is off by far more


@dataclass(slots=True)
class RankContext:
    """One rank: its number, the world, the stack's adapter and device, and how the stack runs ranks."""

    rank: int
    world: int
    backend: Backend
    device: torch.device
    parallelism: Parallelism
    options: dict[str, Any]
    case: dict[str, Any]  # the case's fields (Case.to_dict())

    def mesh(self) -> Any:
        """The 1-D device mesh over every rank, on the stack's mesh device type."""
        from torch.distributed.device_mesh import init_device_mesh

        return init_device_mesh(self.parallelism.mesh_device, (self.world,))


class Strategy(ABC):
    """One way of running a step on N devices. Subclasses set the class attributes and :meth:`load`.

    Class attributes:
        name: the ``--parallel`` name.
        workloads: the workloads it runs (others are ``skipped``).
        splits_batch: each rank gets a slice of the batch (data parallel) rather than all of it.
        stack_specific: a stack's own API rather than standard PyTorch (counted apart from the
            unmodified headline).
        one_process, requires: see below.
    """

    name: ClassVar[str]
    workloads: ClassVar[tuple[str, ...]]
    splits_batch: ClassVar[bool]
    stack_specific: ClassVar[bool] = False
    #: one process drives every device (no process group, no ranks): the stack's SPMD
    one_process: ClassVar[bool] = False
    #: a backend capability it needs (e.g. ``"spmd"``); a backend without it skips the case
    requires: ClassVar[str | None] = None

    def skip_reason(self, built: BuiltModel, workload: str, devices: int) -> str | None:
        """Why this model cannot be run this way on ``devices`` (host side, CPU), or None."""
        if workload not in self.workloads:
            return f"{self.name} runs the {' and '.join(self.workloads)} workload{'s' * (len(self.workloads) > 1)}"
        if self.splits_batch:
            if BATCH % devices:
                return f"the global batch of {BATCH} does not split evenly over {devices} devices"
            return batch_coupling(built, devices)
        return None

    def options(self, built: BuiltModel, ref_grads: dict[str, torch.Tensor | None]) -> dict[str, Any]:
        """What the ranks need to know beyond the model (JSON), e.g. that some parameters get no gradient."""
        return {}

    def save(self, built: BuiltModel, folder: Path) -> None:
        """Write what the ranks load into ``folder``: the module itself, pickled; or, for a module
        pickle cannot hold (transformers installs local hooks on some, e.g. LLaVA's output
        capturing; torch refuses parametrized modules, wav2vec2's weight norm), its weights, which
        the rank loads into the factory's rebuild of the case's model."""
        try:
            torch.save(built.model, folder / MODEL_FILE)
        except (AttributeError, TypeError, RuntimeError, pickle.PicklingError):  # RuntimeError: parametrized
            (folder / MODEL_FILE).unlink(missing_ok=True)
            torch.save(built.model.state_dict(), folder / STATE_FILE)

    def load_module(self, ctx: RankContext, folder: Path, dtype: torch.dtype) -> torch.nn.Module:
        """The saved module in ``dtype`` on the rank's device."""
        if (folder / MODEL_FILE).exists():
            model: torch.nn.Module = torch.load(folder / MODEL_FILE, weights_only=False)
        else:
            from hfcompat.factory import build, validate_spec

            case = ctx.case
            model = build(validate_spec(case["spec"]), size=case["size"], weights=case["weights"],
                          trust_remote_code=case["trust_remote_code"], regime=case["regime"], padded=False).model
            model.load_state_dict(torch.load(folder / STATE_FILE), strict=True)  # the host's exact weights
        moved: torch.nn.Module = ctx.backend.to_device(model.to(dtype))
        return moved

    @abstractmethod
    def load(self, ctx: RankContext, folder: Path, dtype: torch.dtype) -> tuple[Callable[..., Any], torch.nn.Module]:
        """On a rank, with the process group up: (what the step calls, the module whose parameters train)."""

    def local_inputs(self, inputs: dict[str, Any], rank: int, world: int) -> dict[str, Any]:
        """The rank's inputs: its slice of every batched tensor (data parallel), else all of them."""
        return split_batch(inputs, rank, world) if self.splits_batch else inputs

    def place_inputs(self, ctx: RankContext, inputs: dict[str, Any]) -> dict[str, Any]:
        """The rank's inputs once on its device (default: as they are)."""
        return inputs


def split_batch(inputs: dict[str, Any], rank: int, world: int) -> dict[str, Any]:
    """Rank ``rank``'s equal slice of every tensor whose first dimension is the batch."""
    return {k: v.chunk(world)[rank] if isinstance(v, torch.Tensor) and v.dim() and v.shape[0] == BATCH else v
            for k, v in inputs.items()}


def batch_coupling(built: BuiltModel, devices: int) -> str | None:
    """Why slicing this model's batch over ``devices`` is not the single-device step, or None.

    The model's train-mode forward runs in float64 on the whole batch and on each slice: where the
    slices' outputs, put back together, or their mean loss differ from the whole batch's, the
    samples meet in the step and data parallelism computes something else."""
    model = copy.deepcopy(built.model).double()
    if getattr(getattr(model, "config", None), "_experts_implementation", "eager") != "eager":
        # torch._grouped_mm has no float64 kernel; the eager loop is the same function (as the arbiter)
        model.set_experts_implementation("eager")  # type: ignore[operator]
    inputs = {k: v.double() if isinstance(v, torch.Tensor) and v.is_floating_point() else v
              for k, v in built.inputs.items()}
    try:
        with torch.no_grad():
            torch.manual_seed(0)
            whole = model(**inputs)
            parts = []
            for rank in range(devices):
                torch.manual_seed(0)
                parts.append(model(**split_batch(inputs, rank, devices)))
    except Exception as exc:  # noqa: BLE001  (a model whose inputs cannot be sliced per sample)
        return f"its inputs cannot be split per sample over {devices} devices: {type(exc).__name__}: {exc}"[:300]
    mean = torch.stack([loss_of(p, every_output=True) for p in parts]).mean()
    if not torch.allclose(mean, loss_of(whole, every_output=True), rtol=COUPLING_RTOL, atol=0.0):
        return ("its loss is not a mean over samples that do not meet (batch statistics, contrastive pairs, "
                "routing, or a sum over the batch): the ranks' mean loss is not the single-device loss")
    sliced = [flatten_outputs(p) for p in parts]
    for name, full in flatten_outputs(whole).items():
        pieces = [s.get(name) for s in sliced]
        if full.dim() == 0 or full.shape[0] != BATCH or any(
                p is None or p.shape != (BATCH // devices, *full.shape[1:]) for p in pieces):
            continue  # not batched (an auxiliary scalar, image features by patch): judged with the loss
        if not torch.allclose(torch.cat([p for p in pieces if p is not None]), full, rtol=COUPLING_RTOL,
                              atol=COUPLING_RTOL):
            return (f"its output {name} couples the samples of a batch (batch statistics or routing): "
                    "a slice's output is not the single-device output")
    return None
