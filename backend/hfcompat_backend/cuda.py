"""The ``cuda`` backend: plain PyTorch on an NVIDIA GPU (eager, or ``torch.compile`` with inductor)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

import torch

from hfcompat_backend.base import Availability, Backend, Counters, compile_fresh, dynamo_graphs


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
        found = {"torch": str(torch.__version__)}
        if torch.version.cuda:  # None in a CPU-only build of torch: no CUDA version to report
            found["cuda"] = str(torch.version.cuda)
        return found

    def __init__(self) -> None:
        self._graphs0 = 0

    def setup(self, mode: str, cache_dir: Path | None = None) -> None:
        if cache_dir is not None:  # inductor's FX graph and kernel caches
            os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", str(cache_dir / "inductor"))
        # Parity runs: no TF32 shortcuts in matmuls or convolutions.
        torch.set_float32_matmul_precision("highest")
        torch.backends.cudnn.allow_tf32 = False

    def device(self) -> torch.device:
        return torch.device("cuda", 0)

    def prepare(self, fn: Callable[..., Any], mode: str) -> Callable[..., Any]:
        return compile_fresh(fn, backend="inductor") if mode == "compile" else fn

    def sync(self) -> None:
        torch.cuda.synchronize()

    def reset_counters(self) -> None:
        self._graphs0 = dynamo_graphs()

    def read_counters(self) -> Counters:
        return Counters(compiles=dynamo_graphs() - self._graphs0)

