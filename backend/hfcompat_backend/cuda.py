"""The ``cuda`` backend: plain PyTorch on an NVIDIA GPU (eager, or ``torch.compile`` with inductor)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import torch

from hfcompat_backend.base import Availability, Backend


class CudaBackend(Backend):
    """Plain PyTorch on the first visible CUDA device."""

    name: ClassVar[str] = "cuda"
    modes: ClassVar[tuple[str, ...]] = ("eager", "compile")
    capabilities: ClassVar[frozenset[str]] = frozenset({"op_recorder"})

    @classmethod
    def availability(cls) -> Availability:
        if not torch.cuda.is_available():
            return Availability(ok=False, reason="no CUDA GPU found (torch.cuda.is_available() is False)")
        return Availability(ok=True, device=torch.cuda.get_device_name(0))

    @classmethod
    def versions(cls) -> dict[str, str]:
        return {"torch": torch.__version__, "cuda": str(torch.version.cuda)}

    def setup(self, mode: str) -> None:
        # Parity runs: no TF32 shortcuts in matmuls or convolutions.
        torch.set_float32_matmul_precision("highest")
        torch.backends.cudnn.allow_tf32 = False

    def device(self) -> torch.device:
        return torch.device("cuda", 0)

    def prepare(self, fn: Callable[..., Any], mode: str) -> Callable[..., Any]:
        return torch.compile(fn, backend="inductor") if mode == "compile" else fn

    def sync(self) -> None:
        torch.cuda.synchronize()

