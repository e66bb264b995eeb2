"""The ``cuda`` backend: plain PyTorch on an NVIDIA GPU (eager, or ``torch.compile`` with inductor)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from hfcompat_backend.base import Availability, Backend, Counters, compile_fresh, dynamo_graphs

if TYPE_CHECKING:  # imported where used: resolving a backend's name and modes needs no torch
    import torch


class CudaBackend(Backend):
    """Plain PyTorch on the first visible CUDA device."""

    name: ClassVar[str] = "cuda"
    modes: ClassVar[tuple[str, ...]] = ("eager", "compile")
    capabilities: ClassVar[frozenset[str]] = frozenset({"op_recorder"})
    autocast_device: ClassVar[str | None] = "cuda"

    @classmethod
    def availability(cls) -> Availability:
        import torch

        if not torch.cuda.is_available():
            return Availability(ok=False, reason="no CUDA GPU found (torch.cuda.is_available() is False)")
        return Availability(ok=True, device=torch.cuda.get_device_name(0))

    @classmethod
    def versions(cls) -> dict[str, str]:
        import torch

        found = {"torch": str(torch.__version__)}
        if torch.version.cuda:  # None in a CPU-only build of torch: no CUDA version to report
            found["cuda"] = str(torch.version.cuda)
        return found

    def __init__(self) -> None:
        self._graphs0 = 0

    def setup(self, mode: str, cache_dir: Path | None = None) -> None:
        if cache_dir is not None:  # inductor's FX graph and kernel caches
            os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", str(cache_dir / "inductor"))
        import torch

        # Parity runs: no TF32 shortcuts in matmuls or convolutions.
        torch.set_float32_matmul_precision("highest")
        torch.backends.cudnn.allow_tf32 = False

    def device(self) -> torch.device:
        import torch

        return torch.device("cuda", 0)

    def prepare(self, fn: Callable[..., Any], mode: str) -> Callable[..., Any]:
        return compile_fresh(fn, backend="inductor") if mode == "compile" else fn

    def sync(self) -> None:
        import torch

        torch.cuda.synchronize()

    def reset_counters(self) -> None:
        self._graphs0 = dynamo_graphs()

    def read_counters(self) -> Counters:
        return Counters(compiles=dynamo_graphs() - self._graphs0)

