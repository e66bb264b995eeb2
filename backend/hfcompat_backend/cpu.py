"""The ``cpu`` backend: plain PyTorch on the host CPU (eager, or ``torch.compile`` with inductor).

Useful as a control (a model that fails on ``cpu`` eager has a harness or model problem, not a device
problem) and to check the factory's breadth without a device.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import torch

from hfcompat_backend.base import Availability, Backend


class CpuBackend(Backend):
    """Plain PyTorch on CPU."""

    name: ClassVar[str] = "cpu"
    modes: ClassVar[tuple[str, ...]] = ("eager", "compile")
    capabilities: ClassVar[frozenset[str]] = frozenset({"op_recorder"})

    @classmethod
    def availability(cls) -> Availability:
        return Availability(ok=True, device="CPU")

    def setup(self, mode: str) -> None:
        torch.set_float32_matmul_precision("highest")

    def device(self) -> torch.device:
        return torch.device("cpu")

    def prepare(self, fn: Callable[..., Any], mode: str) -> Callable[..., Any]:
        return torch.compile(fn, backend="inductor") if mode == "compile" else fn

    def sync(self) -> None:
        """CPU ops run synchronously: nothing is pending."""
