"""The torch-tpu adapter against fakes of TorchTPU 0.2.0's API (the real thing needs a TPU VM).

What the fakes stand for is in shared/notes/backends.md §1: device "tpu", ``torch.tpu.EagerMode``
and the ``eager_mode`` property, ``torch.compile(backend="tpu")``, ``torch.accelerator.synchronize``,
the cache counters, and the error messages of the missing-op fallback.
"""

from __future__ import annotations

import enum
import sys
import types
from pathlib import Path
from typing import Any

import pytest
import torch

from hfcompat_backend import KIND_OOM, KIND_UNSUPPORTED
from hfcompat_backend.torch_tpu_stack import TorchTpuBackend, count_tpu_chips, fallback_ops_from_log


def _pci_device(root: Path, slot: str, vendor: str, device: str, pci_class: str = "0x020000") -> None:
    d = root / slot
    d.mkdir(parents=True)
    (d / "vendor").write_text(vendor + "\n")
    (d / "device").write_text(device + "\n")
    (d / "class").write_text(pci_class + "\n")


def test_no_tpu_here_says_so_cleanly() -> None:
    available = TorchTpuBackend.availability()
    assert not available.ok and "no TPU found" in available.reason


def test_pci_scan_counts_tpus_and_ignores_other_google_devices(tmp_path: Path) -> None:
    _pci_device(tmp_path, "0000:00:04.0", "0x1ae0", "0x0042")  # gVNIC: Google, not a TPU
    _pci_device(tmp_path, "0000:00:05.0", "0x1ae0", "0x0063")  # v5e
    _pci_device(tmp_path, "0000:00:06.0", "0x1ae0", "0x0063")
    _pci_device(tmp_path, "0000:00:07.0", "0x1ae0", "0x00ff", pci_class="0x120000")  # a newer accelerator
    _pci_device(tmp_path, "0000:00:08.0", "0x10de", "0x2330", pci_class="0x030200")  # an NVIDIA GPU
    assert count_tpu_chips(tmp_path) == 3
    assert count_tpu_chips(tmp_path / "absent") == 0


def test_availability_with_chips_but_no_torch_tpu(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _pci_device(tmp_path, "0000:00:05.0", "0x1ae0", "0x0062")
    monkeypatch.setattr(TorchTpuBackend, "pci_root", str(tmp_path))
    available = TorchTpuBackend.availability()
    assert not available.ok and "torch_tpu is not installed" in available.reason
    fake_pkg = tmp_path / "site" / "torch_tpu"
    fake_pkg.mkdir(parents=True)
    (fake_pkg / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    available = TorchTpuBackend.availability()
    assert available.ok and available.device == "TPU x1"


class _EagerMode(enum.Enum):
    DEFER_NEVER = 0
    DEFER_NEVER_AND_LAUNCH_BLOCKING = 1
    DEFER_AND_FUSE = 2


@pytest.fixture
def fake_torch_tpu(monkeypatch: pytest.MonkeyPatch) -> types.SimpleNamespace:
    """A stand-in for what ``import torch_tpu`` installs: the torch.tpu namespace and its counters."""
    tpu = types.SimpleNamespace(EagerMode=_EagerMode, eager_mode=None, misses=0, hits=0, precision=[])
    tpu._get_cache_misses = lambda: tpu.misses
    tpu._get_cache_hits = lambda: tpu.hits
    monkeypatch.setitem(sys.modules, "torch_tpu", types.ModuleType("torch_tpu"))
    monkeypatch.setattr(torch, "tpu", tpu, raising=False)
    monkeypatch.setattr(torch, "set_float32_matmul_precision", tpu.precision.append)
    for var in ("TORCH_TPU_TIER2_COMPILATION_CACHE", "TORCH_TPU_INTERNAL_TIER2_COMPILATION_CACHE", "TPU_LAUNCH_BLOCKING"):
        monkeypatch.delenv(var, raising=False)
    return tpu


@pytest.mark.parametrize(("mode", "eager"), [
    ("eager", _EagerMode.DEFER_NEVER),
    ("eager-fused", _EagerMode.DEFER_AND_FUSE),
    ("eager-blocking", _EagerMode.DEFER_NEVER_AND_LAUNCH_BLOCKING),
    ("compile", _EagerMode.DEFER_NEVER),
])
def test_setup_selects_the_eager_mode_cache_and_precision(mode: str, eager: _EagerMode, fake_torch_tpu: Any) -> None:
    import os

    TorchTpuBackend().setup(mode)
    assert fake_torch_tpu.eager_mode is eager
    assert fake_torch_tpu.precision == ["highest"]
    # The tier-2 cache is disabled by default in a single process: the adapter names one, both spellings.
    assert os.environ["TORCH_TPU_TIER2_COMPILATION_CACHE"] == os.environ["TORCH_TPU_INTERNAL_TIER2_COMPILATION_CACHE"]
    assert (os.environ.get("TPU_LAUNCH_BLOCKING") == "1") == (mode == "eager-blocking")


def test_compile_mode_uses_the_tpu_dynamo_backend_with_static_shapes(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}

    def fake_compile(fn: Any, **kwargs: Any) -> Any:
        seen.update(kwargs)
        return fn

    monkeypatch.setattr(torch, "compile", fake_compile)
    backend = TorchTpuBackend()
    model = torch.nn.Linear(2, 2)
    assert backend.prepare(model, "eager") is model and not seen
    backend.prepare(model, "compile")
    assert seen == {"backend": "tpu", "dynamic": False}


def test_sync_uses_torch_accelerator_not_torch_tpu(monkeypatch: pytest.MonkeyPatch, fake_torch_tpu: Any) -> None:
    calls: list[str] = []
    monkeypatch.setattr(torch.accelerator, "synchronize", lambda *a: calls.append("accelerator"))
    fake_torch_tpu.synchronize = lambda: pytest.fail("torch.tpu.synchronize raises from user code")
    TorchTpuBackend().sync()
    assert calls == ["accelerator"]


def test_counters_are_deltas_of_the_compilation_cache(fake_torch_tpu: Any) -> None:
    backend = TorchTpuBackend()
    fake_torch_tpu.misses, fake_torch_tpu.hits = 10, 4
    backend.reset_counters()
    fake_torch_tpu.misses, fake_torch_tpu.hits = 13, 5
    counters = backend.read_counters()
    assert (counters.compiles, counters.cache_hits) == (3, 1)


class _BackendCompilerFailed(Exception):
    def __init__(self, inner: BaseException):
        super().__init__(f"backend='tpu' raised:\n{type(inner).__name__}: {inner}")
        self.inner_exception = inner


@pytest.mark.parametrize(("exc", "kind", "op"), [
    (NotImplementedError("operator 'aten::histc' is not implemented for TPU. Please file a feature request"), KIND_UNSUPPORTED, "aten::histc"),
    (NotImplementedError("operator 'aten::_fft_r2c.out' is not implemented for TPU. Please file a feature request"), KIND_UNSUPPORTED, "aten::_fft_r2c"),
    (NotImplementedError("aten::_sparse_coo_tensor_with_dims_and_tensors(): sparse operators are not supported on TPU yet"), KIND_UNSUPPORTED, "aten::_sparse_coo_tensor_with_dims_and_tensors"),
    (_BackendCompilerFailed(NotImplementedError("operator 'aten::nonzero' is not implemented for TPU. Please file a feature request")), KIND_UNSUPPORTED, "aten::nonzero"),
    (RuntimeError("RESOURCE_EXHAUSTED: Error allocating device buffer: Attempting to allocate 32.00G"), KIND_OOM, None),
])
def test_explain_reads_torchtpu_messages(exc: BaseException, kind: str, op: str | None) -> None:
    explanation = TorchTpuBackend().explain(exc)
    assert explanation is not None and (explanation.kind, explanation.op) == (kind, op)


def test_explain_says_nothing_about_an_unrelated_error() -> None:
    assert TorchTpuBackend().explain(ValueError("shapes (2,3) and (4,5) not aligned")) is None


def test_fallback_ops_from_the_absl_log() -> None:
    log = (
        "W1130 10:00:00.1 123 tpu_aten_kernels.cc:88] operator 'aten::histc' is not implemented for TPU. Falling back to CPU\n"
        "W1130 10:00:00.2 123 tpu_aten_kernels.cc:88] operator 'aten::_fft_c2c.default' is not implemented for TPU. Falling back to CPU\n"
        "W1130 10:00:00.3 123 tpu_aten_kernels.cc:88] operator 'aten::histc' is not implemented for TPU. Falling back to CPU\n"
    )
    assert fallback_ops_from_log(log) == ["aten::_fft_c2c", "aten::histc"]


@pytest.mark.tpu
def test_real_llama_on_a_tpu() -> None:
    from hfcompat.execution.case import run_case
    from hfcompat.records.record import Case

    record = run_case(Case("arch:llama", "torch-tpu", "eager")).record
    assert record["status"] in ("pass", "pass_with_fallback"), record
