"""The cuda backend on a real NVIDIA GPU (marked ``cuda``: skipped where torch sees no GPU)."""

from __future__ import annotations

import pytest
import torch

from hfcompat.execution.case import run_case
from hfcompat.records.record import Case
from hfcompat_backend import KIND_OOM
from hfcompat_backend.cuda import CudaBackend

pytestmark = pytest.mark.cuda


def test_availability_names_the_gpu() -> None:
    available = CudaBackend.availability()
    assert available.ok and available.device == torch.cuda.get_device_name(0)
    assert CudaBackend.versions()["cuda"] == torch.version.cuda


@pytest.mark.parametrize("mode", CudaBackend.modes)
def test_a_tiny_model_passes_in_each_mode(mode: str) -> None:
    record = run_case(Case("arch:llama", "cuda", mode)).record
    assert record["status"] in ("pass", "pass_with_fallback"), record
    assert record["device"] == torch.cuda.get_device_name(0)
    assert record["compiles"] is None or (record["compiles"] > 0) == (mode == "compile")


def test_a_real_out_of_memory_is_explained_as_oom() -> None:
    free, _ = torch.cuda.mem_get_info()
    with pytest.raises(torch.OutOfMemoryError) as caught:
        torch.empty(free * 4, dtype=torch.uint8, device="cuda")
    explained = CudaBackend().explain(caught.value)
    assert explained is not None and explained.kind == KIND_OOM
    torch.cuda.empty_cache()
