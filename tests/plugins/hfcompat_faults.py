"""A test-only backend, registered through the real ``hfcompat.backends`` entry-point group.

``faulty`` is the ``cpu`` backend plus real faults planted per model type, chosen by the environment
(inherited by worker processes)::

    HFCOMPAT_FAULTS="gpt2=abort,bert=hang,t5=oom,opt=segv"

abort   os.abort() in the forward pass (SIGABRT, like an XLA CHECK failure)
segv    a real segmentation fault (reading address 0 through ctypes)
hang    sleeps for ever in the forward pass
oom     allocates and touches memory until the worker's bound is passed
flaky   raises RuntimeError the first time (per HFCOMPAT_FAULTS_STATE directory), then works
"""

from __future__ import annotations

import ctypes
import os
import time
from collections.abc import Callable
from typing import Any, ClassVar

from hfcompat_backend.cpu import CpuBackend


def _faults() -> dict[str, str]:
    pairs = [p.split("=", 1) for p in os.environ.get("HFCOMPAT_FAULTS", "").split(",") if "=" in p]
    return {k.strip(): v.strip() for k, v in pairs}


def _fault(kind: str) -> None:
    if kind == "abort":
        os.abort()
    elif kind == "segv":
        ctypes.string_at(0)
    elif kind == "hang":
        while True:
            time.sleep(3600)
    elif kind == "flaky":
        marker = os.path.join(os.environ["HFCOMPAT_FAULTS_STATE"], "flaky-fired")
        if not os.path.exists(marker):
            open(marker, "w").close()
            raise RuntimeError("a transient device error")
    elif kind == "oom":
        hog = []
        while True:  # 256 MB at a time, every page touched so it is resident
            hog.append(bytearray(b"\1" * (256 << 20)))


class FaultyBackend(CpuBackend):
    """CPU, except for the model types named in HFCOMPAT_FAULTS."""

    name: ClassVar[str] = "faulty"
    modes: ClassVar[tuple[str, ...]] = ("eager",)

    def prepare(self, fn: Callable[..., Any], mode: str) -> Callable[..., Any]:
        kind = _faults().get(getattr(getattr(fn, "config", None), "model_type", ""), "")
        if not kind:
            return fn

        def faulty(*args: Any, **kwargs: Any) -> Any:
            _fault(kind)
            return fn(*args, **kwargs)

        return faulty
