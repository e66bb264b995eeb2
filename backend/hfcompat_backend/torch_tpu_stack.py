"""The ``torch-tpu`` backend: TorchTPU (``torch_tpu`` 0.2.0), the TPU as a native PyTorch device.

Written against TorchTPU's public API as documented in shared/notes/backends.md §1 (TT-wheel 0.2.0).
It runs only on a TPU VM, in an environment of its own (torch 2.11-2.15 + libtpu); here it is
unit-tested with fakes and its real-run tests are marked ``tpu``.

Modes (DESIGN.md §3):
    eager           EagerMode.DEFER_NEVER (TorchTPU's default "strict eager")
    eager-fused     EagerMode.DEFER_AND_FUSE (ops deferred, fused at materialisation)
    eager-blocking  EagerMode.DEFER_NEVER_AND_LAUNCH_BLOCKING (synchronous, debug checks)
    compile         torch.compile(backend="tpu", dynamic=False)

Traps this adapter avoids: ``torch.tpu.is_available()``/``synchronize()``/``device_count()`` raise
when user code calls them (use ``torch.accelerator.*``); the tier-2 compile cache is off by default
in a single process (so it is named explicitly); CPU fallback is opt-in and logs on stderr instead
of counting.
"""

from __future__ import annotations

import importlib.util
import os
import re
from collections.abc import Callable
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any, ClassVar

import torch

from hfcompat_backend.base import (
    KIND_UNSUPPORTED,
    Availability,
    Backend,
    Counters,
    Explanation,
    compile_fresh,
    explain_common,
)

GOOGLE_PCI_VENDOR = "0x1ae0"
# PCI device ids of TPU chips: v4 0x005e, v4 lite 0x0056, v5p 0x0062, v5e 0x0063 (gVisor's
# pkg/abi/tpu), v6e 0x006f. Newer chips are caught by their PCI class, "processing accelerator".
TPU_PCI_DEVICE_IDS = frozenset({"0x005e", "0x0056", "0x0062", "0x0063", "0x006f"})
ACCELERATOR_PCI_CLASS = "0x1200"

MODE_TO_EAGER = {
    "eager": "DEFER_NEVER",
    "eager-fused": "DEFER_AND_FUSE",
    "eager-blocking": "DEFER_NEVER_AND_LAUNCH_BLOCKING",
    "compile": "DEFER_NEVER",
}

_MISSING_OP = re.compile(r"operator '(?P<op>[\w:.]+)' is not implemented for TPU")
_SPARSE_OP = re.compile(r"(?P<op>[\w:.]+)\(\): sparse operators are not supported on TPU yet")
_FELL_BACK = re.compile(r"operator '(?P<op>[\w:.]+)' is not implemented for TPU\. Falling back to CPU")


def count_tpu_chips(pci_root: str | Path = "/sys/bus/pci/devices") -> int:
    """TPU chips on the PCI bus, read from sysfs: safe, starts no runtime (like TorchTPU's probe)."""
    root = Path(pci_root)
    if not root.is_dir():
        return 0
    n = 0
    for dev in root.iterdir():
        try:
            vendor = (dev / "vendor").read_text().strip().lower()
            device = (dev / "device").read_text().strip().lower()
            pci_class = (dev / "class").read_text().strip().lower() if (dev / "class").exists() else ""
        except OSError:
            continue
        if vendor == GOOGLE_PCI_VENDOR and (
            device in TPU_PCI_DEVICE_IDS or pci_class.startswith(ACCELERATOR_PCI_CLASS)
        ):
            n += 1
    return n


def aten_name(op: str) -> str:
    """``aten::foo.out`` → ``aten::foo`` (records name ops without the overload)."""
    return op.split(".", 1)[0]


def fallback_ops_from_log(log: str) -> list[str]:
    """Ops TorchTPU ran on CPU, from its absl WARNING lines (it has no fallback counter API)."""
    return sorted({aten_name(m.group("op")) for m in _FELL_BACK.finditer(log)})


class TorchTpuBackend(Backend):
    """TorchTPU: ``torch.device("tpu")``."""

    name: ClassVar[str] = "torch-tpu"
    modes: ClassVar[tuple[str, ...]] = ("eager", "eager-fused", "eager-blocking", "compile")
    capabilities: ClassVar[frozenset[str]] = frozenset({"compile_counter", "op_recorder"})

    pci_root: ClassVar[str] = "/sys/bus/pci/devices"

    def __init__(self) -> None:
        self._misses0 = 0
        self._hits0 = 0

    @classmethod
    def availability(cls) -> Availability:
        chips = count_tpu_chips(cls.pci_root)
        if chips == 0:
            return Availability(ok=False, reason="no TPU found (no Google TPU on the PCI bus); torch-tpu runs on a TPU VM only")
        if importlib.util.find_spec("torch_tpu") is None:
            return Availability(ok=False, reason=f"{chips} TPU chip(s) found but torch_tpu is not installed (pip install '.[torch-tpu]' in a TPU VM environment)")
        return Availability(ok=True, device=f"TPU x{chips}")

    @classmethod
    def versions(cls) -> dict[str, str]:
        found = {"torch": torch.__version__}
        for dist in ("torch-tpu", "libtpu"):
            try:
                found[dist.replace("-", "_")] = version(dist)
            except PackageNotFoundError:
                pass
        return found

    def setup(self, mode: str, cache_dir: Path | None = None) -> None:
        # Read once at TorchTPU's init, so set before the import. The tier-2 cache is disabled by
        # default in a single process; both spellings of the variable exist across versions.
        cache = os.environ.get("HFCOMPAT_TPU_CACHE_NAME", "hfcompat")
        os.environ.setdefault("TORCH_TPU_TIER2_COMPILATION_CACHE", cache)
        os.environ.setdefault("TORCH_TPU_INTERNAL_TIER2_COMPILATION_CACHE", cache)
        if cache_dir is not None:  # tier 3: persistent and shareable (a local path or gs://)
            root = str(cache_dir / "torch_tpu")
            os.environ.setdefault("TORCH_TPU_TIER3_COMPILATION_CACHE_ROOT", root)
            os.environ.setdefault("TORCH_TPU_INTERNAL_TIER3_COMPILATION_CACHE_ROOT", root)
        if mode == "eager-blocking":
            os.environ["TPU_LAUNCH_BLOCKING"] = "1"
        import torch_tpu  # noqa: F401  (autoloaded by torch already; the import makes it explicit)

        tpu = torch.tpu  # type: ignore[attr-defined]  (installed by torch_tpu)
        tpu.eager_mode = getattr(tpu.EagerMode, MODE_TO_EAGER[mode])
        # Patched by TorchTPU to Precision.HIGHEST: f32 matmuls otherwise run as one bf16 pass.
        torch.set_float32_matmul_precision("highest")

    def device(self) -> torch.device:
        return torch.device("tpu")

    def prepare(self, fn: Callable[..., Any], mode: str) -> Callable[..., Any]:
        # dynamic=True raises NotImplementedError on TPU; static shapes are TorchTPU's default.
        return compile_fresh(fn, backend="tpu", dynamic=False) if mode == "compile" else fn

    def sync(self) -> None:
        torch.accelerator.synchronize()  # never torch.tpu.synchronize(): it raises from user code

    def reset_counters(self) -> None:
        tpu = torch.tpu  # type: ignore[attr-defined]
        self._misses0 = int(tpu._get_cache_misses())
        self._hits0 = int(tpu._get_cache_hits())

    def read_counters(self) -> Counters:
        # TorchTPU's own harness counts compiles as compilation-cache misses.
        tpu = torch.tpu  # type: ignore[attr-defined]
        return Counters(
            compiles=int(tpu._get_cache_misses()) - self._misses0,
            cache_hits=int(tpu._get_cache_hits()) - self._hits0,
        )

    def explain(self, exc: BaseException, log: str = "") -> Explanation | None:
        common = explain_common(exc)
        if common is not None:
            return common
        # Dynamo wraps backend errors; the original is in .inner_exception.
        inner = getattr(exc, "inner_exception", None) or exc
        text = f"{inner}\n{exc}"
        hit = _MISSING_OP.search(text) or _SPARSE_OP.search(text)
        if hit:
            return Explanation(kind=KIND_UNSUPPORTED, op=aten_name(hit.group("op")))
        return None
