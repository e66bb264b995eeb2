"""The ``torch-tpu`` backend: TorchTPU (``torch_tpu`` 0.2.0), the TPU as a native PyTorch device.

Written against TorchTPU's public API (docs/backends.md, torch-tpu) and checked against the real
``torch_tpu`` 0.2.0: the package imports on a CPU-only machine (only the device is missing), so
tests/tpu_env runs this adapter's availability, set-up, modes, compile backend, counters and error
parsing in a second environment (``scripts/setup_torch_tpu.sh`` makes ``.venv-tpu``, torch 2.13).
Cases run only on a TPU VM; the device step's tests are marked ``tpu``.

Modes (docs/design.md §3):
    eager           EagerMode.DEFER_NEVER (TorchTPU's default "strict eager")
    eager-fused     EagerMode.DEFER_AND_FUSE (ops deferred, fused at materialisation)
    eager-blocking  EagerMode.DEFER_NEVER_AND_LAUNCH_BLOCKING (synchronous, debug checks)
    compile         torch.compile(backend="tpu", dynamic=False)

Traps this adapter avoids: ``torch.tpu.is_available()``/``synchronize()``/``device_count()`` raise
when user code calls them (use ``torch.accelerator.*``); the tier-2 compile cache is off by default
in a single process (so it is named explicitly); CPU fallback is opt-in and logs on stderr instead
of counting; ``import torch`` already loads TorchTPU (a ``torch.backends`` entry point), which reads
its eager-mode variables (``TORCH_TPU_LAUNCH_BLOCKING``...) then, so modes are set through the API.
"""

from __future__ import annotations

import importlib.util
import os
import re
from collections.abc import Callable
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from hfcompat_backend.base import (
    KIND_UNSUPPORTED,
    Availability,
    Backend,
    Counters,
    Explanation,
    Parallelism,
    compile_fresh,
    explain_common,
)

if TYPE_CHECKING:  # imported where used: resolving a backend's name and modes needs no torch
    import torch

GOOGLE_PCI_VENDOR = "0x1ae0"
# PCI device ids of the TPU chips TorchTPU 0.2.0 knows (its _internal/utils/hardware.py): v4 0x005e,
# v5p 0x0062, v5e 0x0063, v6e 0x006f, v7 0x0076. Newer chips are caught by their PCI class,
# "processing accelerator". Used where torch_tpu is not installed; where it is, its own probe decides.
TPU_PCI_DEVICE_IDS = frozenset({"0x005e", "0x0062", "0x0063", "0x006f", "0x0076"})
ACCELERATOR_PCI_CLASS = "0x1200"
# The environment variables TorchTPU 0.2.0 reads for its compilation caches (names as in its native
# library). The tier-2 cache is host-local, in /dev/shm; tier 3 is persistent (a path or gs://).
TIER2_CACHE_VAR = "TORCH_TPU_TIER2_COMPILATION_CACHE"
TIER3_CACHE_VAR = "TORCH_TPU_TIER3_COMPILATION_CACHE_ROOT"

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


def _dist_version(dist: str) -> str | None:
    try:
        return version(dist)
    except PackageNotFoundError:
        return None


#: The process-group backend TorchTPU registers for its devices (``default_device_backend_map["tpu"]``).
C10D_BACKEND = "tpu_dist"

class TorchTpuBackend(Backend):
    """TorchTPU: ``torch.device("tpu")``."""

    name: ClassVar[str] = "torch-tpu"
    modes: ClassVar[tuple[str, ...]] = ("eager", "eager-fused", "eager-blocking", "compile")
    autocast_device: ClassVar[str | None] = "tpu"  # its tensors' device type; autocast there needs a TPU VM
    capabilities: ClassVar[frozenset[str]] = frozenset({"compile_counter", "op_recorder"})
    # The seed's diff from a CUDA cluster: init_process_group("tpu_dist") (torch_tpu registers the
    # c10d backends "tpu" and "tpu_dist", devices=["tpu"]), torch.device("tpu", rank) and a "tpu" mesh;
    # a process per chip, as TorchTPU's own DTensor tests spawn them.
    parallelism: ClassVar[Parallelism | None] = Parallelism(ranks="processes", c10d_backend=C10D_BACKEND,
                                                            mesh_device="tpu")

    pci_root: ClassVar[str] = "/sys/bus/pci/devices"

    def __init__(self) -> None:
        self._misses0 = 0
        self._hits0 = 0

    @classmethod
    def availability(cls) -> Availability:
        if importlib.util.find_spec("torch_tpu") is None:
            chips = count_tpu_chips(cls.pci_root)
            if chips == 0:
                reason = "no TPU found (no Google TPU on the PCI bus); torch-tpu runs on a TPU VM only"
            else:
                reason = (f"{chips} TPU chip(s) found but torch_tpu is not installed "
                          "(pip install '.[torch-tpu]' in a TPU VM environment)")
            return Availability(ok=False, reason=reason)
        return cls._availability_by_torch_tpu()

    @staticmethod
    def _availability_by_torch_tpu() -> Availability:
        # TorchTPU's own probe (PCI ids and a VFIO node per chip; starts no runtime) is what decides
        # whether ``import torch`` gives it a device, so an installed torch_tpu is asked, never
        # torch.tpu.is_available(), which raises when called from user code.
        try:
            from torch_tpu._internal.utils import hardware
        except Exception as exc:  # noqa: BLE001  (never raises: a torch_tpu built for another torch fails here)
            reason = f"torch_tpu is installed but does not import: {type(exc).__name__}: {exc}"
            return Availability(ok=False, reason=reason)
        chips = hardware.get_tpu_device_count()
        if chips == 0:
            return Availability(
                ok=False,
                reason=f"no TPU found (torch_tpu {_dist_version('torch-tpu')} sees no TPU chip exposed through "
                "VFIO, so torch.device('tpu') does not exist); torch-tpu runs on a TPU VM only",
            )
        return Availability(ok=True, device=f"{hardware.get_tpu_device_name()} x{chips}")

    @classmethod
    def versions(cls) -> dict[str, str]:
        import torch

        found = {"torch": str(torch.__version__)}
        for dist in ("torch-tpu", "libtpu"):
            if (v := _dist_version(dist)) is not None:
                found[dist.replace("-", "_")] = v
        return found

    def setup(self, mode: str, cache_dir: Path | None = None) -> None:
        # The tier-2 cache is disabled by default in a single process, so it is named. Off a TPU,
        # TorchTPU never reads these (measured: no getenv of them up to a compile); on a TPU VM it
        # is unverified whether it reads them before this runs (its device starts in `import torch`).
        os.environ.setdefault(TIER2_CACHE_VAR, os.environ.get("HFCOMPAT_TPU_CACHE_NAME", "hfcompat"))
        if cache_dir is not None:
            os.environ.setdefault(TIER3_CACHE_VAR, str(cache_dir / "torch_tpu"))
        import torch
        import torch_tpu  # noqa: F401  (autoloaded by torch already; the import makes it explicit)

        # torch.tpu is installed by torch_tpu.
        tpu = torch.tpu  # type: ignore[attr-defined]
        # A property of the module (it sets the C++ runtime's mode); the environment variables that
        # also select a mode are read when torch_tpu loads, before any adapter code runs.
        tpu.eager_mode = getattr(tpu.EagerMode, MODE_TO_EAGER[mode])
        # With a device, TorchTPU maps this onto its Precision.HIGHEST (f32 matmuls otherwise run as
        # one bf16 pass); the mapping is installed when the device starts, so off a TPU it is torch's.
        torch.set_float32_matmul_precision("highest")

    def device(self) -> torch.device:
        import torch

        return torch.device("tpu")

    def rank_device(self, rank: int) -> torch.device:
        import torch

        device = torch.device("tpu", rank)
        torch.tpu.set_device(device)  # type: ignore[attr-defined]
        return device

    def prepare(self, fn: Callable[..., Any], mode: str) -> Callable[..., Any]:
        # dynamic=True raises NotImplementedError on TPU; static shapes are TorchTPU's default.
        return compile_fresh(fn, backend="tpu", dynamic=False) if mode == "compile" else fn

    def sync(self) -> None:
        import torch

        torch.accelerator.synchronize()  # never torch.tpu.synchronize(): it raises from user code

    def reset_counters(self) -> None:
        import torch

        tpu = torch.tpu  # type: ignore[attr-defined]
        self._misses0 = int(tpu._get_cache_misses())
        self._hits0 = int(tpu._get_cache_hits())

    def read_counters(self) -> Counters:
        import torch

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
