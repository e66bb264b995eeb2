"""The torch-tpu adapter in the main environment, where torch_tpu is not installed.

What needs the real package (set-up, modes, compile backend, counters, error parsing) is tested
against it in .venv-tpu: tests/tpu_env, run from here by tests/backend/test_torch_tpu_env.py. Left
here: the PCI scan that decides what to say without torch_tpu, on a hand-made sysfs tree (no TPU on
this machine), the generic error kinds, and the real run, which needs a TPU VM.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from hfcompat_backend import KIND_OOM
from hfcompat_backend.torch_tpu_stack import TorchTpuBackend, count_tpu_chips

no_torch_tpu = pytest.mark.skipif(
    importlib.util.find_spec("torch_tpu") is not None, reason="torch_tpu is installed here (see tests/tpu_env)"
)


def _pci_device(root: Path, slot: str, vendor: str, device: str, pci_class: str = "0x020000") -> None:
    d = root / slot
    d.mkdir(parents=True)
    (d / "vendor").write_text(vendor + "\n")
    (d / "device").write_text(device + "\n")
    (d / "class").write_text(pci_class + "\n")


@no_torch_tpu
def test_no_tpu_here_says_so_cleanly() -> None:
    available = TorchTpuBackend.availability()
    assert not available.ok and "no TPU found" in available.reason


def test_pci_scan_counts_tpus_and_ignores_other_google_devices(tmp_path: Path) -> None:
    _pci_device(tmp_path, "0000:00:04.0", "0x1ae0", "0x0042")  # gVNIC: Google, not a TPU
    _pci_device(tmp_path, "0000:00:05.0", "0x1ae0", "0x0063")  # v5e
    _pci_device(tmp_path, "0000:00:06.0", "0x1ae0", "0x0076")  # v7
    _pci_device(tmp_path, "0000:00:07.0", "0x1ae0", "0x00ff", pci_class="0x120000")  # a newer accelerator
    _pci_device(tmp_path, "0000:00:08.0", "0x10de", "0x2330", pci_class="0x030200")  # an NVIDIA GPU
    assert count_tpu_chips(tmp_path) == 3
    assert count_tpu_chips(tmp_path / "absent") == 0


@no_torch_tpu
def test_availability_with_chips_but_no_torch_tpu(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _pci_device(tmp_path, "0000:00:05.0", "0x1ae0", "0x0062")
    monkeypatch.setattr(TorchTpuBackend, "pci_root", str(tmp_path))
    available = TorchTpuBackend.availability()
    assert not available.ok and available.reason.startswith("1 TPU chip(s) found but torch_tpu is not installed")


def test_explain_reads_out_of_memory_and_nothing_else() -> None:
    backend = TorchTpuBackend()
    oom = backend.explain(RuntimeError("RESOURCE_EXHAUSTED: Error allocating device buffer: allocating 32G"))
    assert oom is not None and (oom.kind, oom.op) == (KIND_OOM, None)
    assert backend.explain(ValueError("shapes (2,3) and (4,5) not aligned")) is None


@pytest.mark.tpu
def test_real_llama_on_a_tpu() -> None:
    from hfcompat.execution.case import run_case
    from hfcompat.records.record import Case

    record = run_case(Case("arch:llama", "torch-tpu", "eager")).record
    assert record["status"] in ("pass", "pass_with_fallback"), record
