"""The ``cpu`` backend: plain PyTorch on the host CPU (eager, or ``torch.compile`` with inductor).

Useful as a control (a model that fails on ``cpu`` eager has a harness or model problem, not a device
problem) and to check the factory's breadth without a device.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from hfcompat_backend.base import Availability, Backend, Counters, Parallelism, compile_fresh, dynamo_graphs

if TYPE_CHECKING:  # imported where used: resolving a backend's name and modes needs no torch
    import torch


class CpuBackend(Backend):
    """Plain PyTorch on CPU."""

    name: ClassVar[str] = "cpu"
    modes: ClassVar[tuple[str, ...]] = ("eager", "compile")
    capabilities: ClassVar[frozenset[str]] = frozenset({"op_recorder"})
    autocast_device: ClassVar[str | None] = "cpu"
    # Ranks as processes on gloo, as torchrun starts them; FSDP2's mesh must be named "cpu" (the
    # default mesh follows the host's accelerator, pytorch/pytorch#132471).
    parallelism: ClassVar[Parallelism | None] = Parallelism(ranks="processes", c10d_backend="gloo", mesh_device="cpu")

    @classmethod
    def availability(cls) -> Availability:
        return Availability(ok=True, device="CPU")

    def __init__(self) -> None:
        self._graphs0 = 0

    def setup(self, mode: str, cache_dir: Path | None = None) -> None:
        if cache_dir is not None:  # inductor's FX graph and kernel caches
            os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", str(cache_dir / "inductor"))
        import torch

        torch.set_float32_matmul_precision("highest")

    def rank_env(self, world: int) -> dict[str, str]:
        # accelerate (imported by transformers' modeling code) imports torch_xla when it is installed,
        # ~2-3 s per rank process and a PJRT client the ranks never use
        return {"USE_TORCH_XLA": "0"}

    def device(self) -> torch.device:
        import torch

        return torch.device("cpu")

    def prepare(self, fn: Callable[..., Any], mode: str) -> Callable[..., Any]:
        return compile_fresh(fn, backend="inductor") if mode == "compile" else fn

    def sync(self) -> None:
        """CPU ops run synchronously: nothing is pending."""

    def reset_counters(self) -> None:
        self._graphs0 = dynamo_graphs()

    def read_counters(self) -> Counters:
        return Counters(compiles=dynamo_graphs() - self._graphs0)
