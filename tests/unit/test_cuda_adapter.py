"""The cuda adapter without a GPU: torch.cuda's answers replaced where a GPU would give them.

The real thing runs in tests/backend/test_cuda.py (marked ``cuda``, skipped without a GPU).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import torch

import hfcompat_backend.cuda as cuda_module
from hfcompat_backend import KIND_OOM, get_backend
from hfcompat_backend.base import Counters
from hfcompat_backend.cuda import CudaBackend

CUDA_OOM = ("CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.19 GiB of which "
            "1.06 GiB is free. Of the allocated memory 76.80 GiB is allocated by PyTorch")


def test_registered_with_its_modes() -> None:
    assert get_backend("cuda") is CudaBackend
    assert CudaBackend.modes == ("eager", "compile") and "op_recorder" in CudaBackend.capabilities


def test_without_a_gpu_availability_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    monkeypatch.setattr(torch.cuda, "get_device_name", lambda *a: pytest.fail("asked a device that is not there"))
    available = CudaBackend.availability()
    assert not available.ok and available.reason == "no CUDA GPU found (torch.cuda.is_available() is False)"


def test_with_a_gpu_availability_names_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "get_device_name", lambda index=0: f"NVIDIA H200 #{index}")
    available = CudaBackend.availability()
    assert available.ok and available.device == "NVIDIA H200 #0"


@pytest.mark.parametrize(("cuda_version", "expected"), [("12.8", {"cuda": "12.8"}), (None, {})])
def test_versions_name_cuda_only_in_a_cuda_build(monkeypatch: pytest.MonkeyPatch, cuda_version: str | None,
                                                  expected: dict[str, str]) -> None:
    monkeypatch.setattr(torch.version, "cuda", cuda_version)
    assert CudaBackend.versions() == {"torch": torch.__version__, **expected}


def test_setup_turns_off_tf32_and_names_the_inductor_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    precision: list[str] = []
    monkeypatch.setattr(torch, "set_float32_matmul_precision", precision.append)
    monkeypatch.setattr(torch.backends.cudnn, "allow_tf32", True)
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", "placeholder")  # recorded, so the write below is undone
    monkeypatch.delenv("TORCHINDUCTOR_CACHE_DIR")
    CudaBackend().setup("compile", cache_dir=tmp_path)
    assert precision == ["highest"] and torch.backends.cudnn.allow_tf32 is False
    import os

    assert os.environ["TORCHINDUCTOR_CACHE_DIR"] == str(tmp_path / "inductor")


def test_compile_mode_uses_inductor_and_eager_leaves_the_model(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[dict[str, Any]] = []
    monkeypatch.setattr(cuda_module, "compile_fresh", lambda fn, **options: seen.append(options) or fn)
    model = torch.nn.Linear(2, 2)
    backend = CudaBackend()
    assert backend.prepare(model, "eager") is model and seen == []
    assert backend.prepare(model, "compile") is model and seen == [{"backend": "inductor"}]
    assert backend.device() == torch.device("cuda", 0)


def test_sync_and_counters(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    monkeypatch.setattr(torch.cuda, "synchronize", lambda *a: calls.append("synchronize"))
    graphs = iter([5, 8])
    monkeypatch.setattr(cuda_module, "dynamo_graphs", lambda: next(graphs))
    backend = CudaBackend()
    backend.sync()
    backend.reset_counters()
    assert calls == ["synchronize"] and backend.read_counters() == Counters(compiles=3)


def test_explain_names_a_cuda_oom_and_nothing_else() -> None:
    backend = CudaBackend()
    oom = backend.explain(torch.OutOfMemoryError(CUDA_OOM))
    assert oom is not None and oom.kind == KIND_OOM and oom.op is None
    assert backend.explain(RuntimeError("CUDA error: an illegal memory access was encountered")) is None
