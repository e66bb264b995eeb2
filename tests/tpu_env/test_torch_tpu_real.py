"""The torch-tpu adapter against the real torch_tpu 0.2.0, on a machine without a TPU.

The package imports here (torch.tpu, EagerMode, the "tpu" compile backend, its counters...); only the
device is missing, so only the device step is marked ``tpu``. Run in the second environment::

    bash scripts/setup_torch_tpu.sh && .venv-tpu/bin/python -m pytest tests/tpu_env
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Iterator
from pathlib import Path

import pytest
import torch

torch_tpu = pytest.importorskip(
    "torch_tpu", reason="torch_tpu is not installed here: these run in .venv-tpu (bash scripts/setup_torch_tpu.sh)"
)

from torch._dynamo.exc import BackendCompilerFailed
from torch_tpu._internal.utils import hardware

from hfcompat_backend import KIND_UNSUPPORTED
from hfcompat_backend.torch_tpu_stack import (
    GOOGLE_PCI_VENDOR,
    MODE_TO_EAGER,
    TIER2_CACHE_VAR,
    TIER3_CACHE_VAR,
    TPU_PCI_DEVICE_IDS,
    TorchTpuBackend,
    fallback_ops_from_log,
)
from tests.tpu_env.native import has_string

no_tpu_here = pytest.mark.skipif(hardware.get_tpu_device_count() > 0, reason="checks TorchTPU without a TPU")


@pytest.fixture(autouse=True)
def _process_state() -> Iterator[None]:
    """TorchTPU's mode, torch's precision and the environment are process-global: restored after each test."""
    mode, precision, environ = torch.tpu.eager_mode, torch.get_float32_matmul_precision(), dict(os.environ)
    for var in (TIER2_CACHE_VAR, TIER3_CACHE_VAR, "HFCOMPAT_TPU_CACHE_NAME"):
        os.environ.pop(var, None)
    yield
    torch.tpu.eager_mode = mode
    torch.set_float32_matmul_precision(precision)
    os.environ.clear()
    os.environ.update(environ)


# -- availability and versions --------------------------------------------------------------------


@no_tpu_here
def test_availability_asks_torch_tpus_own_probe_and_never_torch_tpu_is_available() -> None:
    available = TorchTpuBackend.availability()
    assert not available.ok
    assert available.reason.startswith("no TPU found (torch_tpu 0.2.0 sees no TPU chip exposed through VFIO")
    # The trap the adapter steps around: from user code this raises instead of answering.
    with pytest.raises(RuntimeError, match=r"internal to TorchTPU.*Use torch\.accelerator\.is_available"):
        torch.tpu.is_available()


def test_availability_with_chips_names_them_as_torch_tpu_does(monkeypatch: pytest.MonkeyPatch) -> None:
    # No TPU here: the probe's answer is what a v5e host with 4 chips would give (raising=True: the
    # functions must exist in the real package under these names).
    monkeypatch.setattr(hardware, "get_tpu_device_count", lambda: 4)
    monkeypatch.setattr(hardware, "get_tpu_device_name", lambda: "TPU v5e")
    available = TorchTpuBackend.availability()
    assert available.ok and available.device == "TPU v5e x4"


def test_the_adapters_pci_scan_knows_every_chip_torch_tpu_knows() -> None:
    # Used where torch_tpu is absent (to say "install it"); it must not miss a chip TorchTPU supports.
    assert hardware._GOOGLE_PCI_VENDOR_ID == GOOGLE_PCI_VENDOR
    assert set(hardware._TOPOLOGY_BY_TPU_PCI_DEVICE_ID) <= TPU_PCI_DEVICE_IDS


def test_versions_name_the_installed_stack() -> None:
    from importlib.metadata import version

    assert TorchTpuBackend.versions() == {"torch": torch.__version__, "torch_tpu": "0.2.0", "libtpu": version("libtpu")}


# -- set-up: modes, caches, precision -------------------------------------------------------------


@pytest.mark.parametrize(("mode", "eager"), sorted(MODE_TO_EAGER.items()))
def test_setup_selects_the_eager_mode_in_torch_tpus_runtime(mode: str, eager: str) -> None:
    from torch_tpu._internal.execution_mode import execution_mode_impl

    EagerMode = torch.tpu.EagerMode
    other = next(m for m in (EagerMode.DEFER_AND_FUSE, EagerMode.DEFER_NEVER) if m.name != eager)
    torch.tpu.eager_mode = other  # so that the set-up has to change it
    TorchTpuBackend().setup(mode)
    assert torch.tpu.eager_mode == getattr(EagerMode, eager)
    assert execution_mode_impl._get_eager_mode() == getattr(EagerMode, eager).value  # the C++ state itself


@pytest.mark.parametrize("mode", TorchTpuBackend.modes)
def test_setup_sets_only_variables_torch_tpu_reads(mode: str, tmp_path: Path) -> None:
    before = dict(os.environ)
    TorchTpuBackend().setup(mode, cache_dir=tmp_path)
    changed = sorted(k for k, v in os.environ.items() if before.get(k) != v)
    assert changed, "the set-up names the compilation caches"
    unread = [k for k in changed if not has_string(k)]
    assert not unread, f"torch_tpu's native library reads no such variable: {unread}"


def test_setup_names_both_compilation_caches(tmp_path: Path) -> None:
    TorchTpuBackend().setup("compile", cache_dir=tmp_path)
    assert os.environ[TIER2_CACHE_VAR] == "hfcompat"  # tier 2 is off by default in a single process
    assert os.environ[TIER3_CACHE_VAR] == str(tmp_path / "torch_tpu")


def test_setup_keeps_a_cache_name_the_user_chose() -> None:
    os.environ[TIER2_CACHE_VAR] = "mine"
    TorchTpuBackend().setup("eager")
    assert os.environ[TIER2_CACHE_VAR] == "mine" and TIER3_CACHE_VAR not in os.environ


def test_setup_sets_the_highest_float32_matmul_precision() -> None:
    torch.set_float32_matmul_precision("medium")
    TorchTpuBackend().setup("eager")
    assert torch.get_float32_matmul_precision() == "highest"


@pytest.mark.tpu
def test_on_a_tpu_highest_is_torch_tpus_own_precision() -> None:
    # TorchTPU installs this mapping when it starts its device, which does not happen here.
    from torch_tpu._internal.precision import precision_impl

    TorchTpuBackend().setup("eager")
    assert precision_impl._get_global_precision() == torch.tpu.Precision.HIGHEST


# -- compile mode, sync, counters -----------------------------------------------------------------


def _frames(exc: BaseException) -> list[str]:
    return [f"{frame.filename}:{frame.name}" for frame in traceback.extract_tb(exc.__traceback__)]


def test_compile_mode_reaches_torch_tpus_backend_with_static_shapes() -> None:
    backend, model, x = TorchTpuBackend(), torch.nn.Linear(2, 2), torch.ones(1, 2)
    assert backend.prepare(model, "eager") is model
    with pytest.raises(BackendCompilerFailed) as failed:
        backend.prepare(model, "compile")(x)
    # "tpu" named TorchTPU's registered backend, which took the graph past its static-shape check
    # and got as far as lowering it for a device (there is none on CPU inputs, so it stops there).
    inner = failed.value.inner_exception
    assert any("torch_tpu/_internal/compile/_backend.py:__call__" in f for f in _frames(inner))
    assert "dynamic=True" not in str(inner)
    assert backend.explain(failed.value) is None  # no op to blame
    # What dynamic=False avoids: TorchTPU refuses dynamic shapes outright.
    torch._dynamo.reset()
    refusal = r"TPU backend does not support torch.compile\(\.\.\., dynamic=True"
    with pytest.raises(BackendCompilerFailed, match=refusal):
        torch.compile(model, backend="tpu", dynamic=True)(x)


@no_tpu_here
def test_sync_goes_through_torch_accelerator() -> None:
    # torch.tpu.synchronize() would raise "synchronize is internal to TorchTPU"; torch.accelerator's
    # own error here shows which one the adapter called.
    with pytest.raises(RuntimeError, match="Cannot access accelerator device when none is available"):
        TorchTpuBackend().sync()


def test_counters_are_deltas_of_torch_tpus_cache_counters(monkeypatch: pytest.MonkeyPatch) -> None:
    backend = TorchTpuBackend()
    backend.reset_counters()
    real = backend.read_counters()  # nothing compiled in this process: the real counters did not move
    assert (real.compiles, real.cache_hits) == (0, 0)
    # The delta logic, with the counters moved by hand (raising=True: the names must be TorchTPU's).
    counts = {"misses": 10, "hits": 4}
    monkeypatch.setattr(torch.tpu, "_get_cache_misses", lambda: counts["misses"])
    monkeypatch.setattr(torch.tpu, "_get_cache_hits", lambda: counts["hits"])
    backend.reset_counters()
    counts.update(misses=13, hits=5)
    counters = backend.read_counters()
    assert (counters.compiles, counters.cache_hits) == (3, 1)


# -- the device -----------------------------------------------------------------------------------


@no_tpu_here
def test_without_a_tpu_the_device_is_refused_and_explain_blames_no_op() -> None:
    backend = TorchTpuBackend()
    backend.setup("eager")
    with pytest.raises(RuntimeError, match="device type at start of device string: tpu") as refused:
        backend.device()
    assert backend.explain(refused.value) is None


@pytest.mark.tpu
def test_on_a_tpu_tensors_go_to_the_device_and_back() -> None:
    backend = TorchTpuBackend()
    backend.setup("eager")
    x = backend.to_device(torch.arange(4.0))
    assert x.device.type == "tpu"
    y = x * 2
    backend.sync()
    assert torch.equal(y.cpu(), torch.arange(4.0) * 2)


# -- error parsing, on the messages compiled into torch_tpu ---------------------------------------

MISSING_OP = ("operator '", "' is not implemented for TPU. Please file a feature request")
FELL_BACK = ("operator '", "' is not implemented for TPU. Falling back to CPU")
SPARSE_OP = "(): sparse operators are not supported on TPU yet"


def test_the_messages_parsed_are_torch_tpus() -> None:
    missing = [s for s in (*MISSING_OP, *FELL_BACK, SPARSE_OP) if not has_string(s)]
    assert not missing, f"torch_tpu's native library has no such message (reworded?): {missing}"


@pytest.mark.parametrize(("op", "culprit"), [("aten::histc", "aten::histc"), ("aten::_fft_r2c.out", "aten::_fft_r2c")])
def test_explain_names_the_op_torch_tpu_refused(op: str, culprit: str) -> None:
    refused = NotImplementedError(f"{MISSING_OP[0]}{op}{MISSING_OP[1]}")
    backend = TorchTpuBackend()
    for exc in (refused, BackendCompilerFailed(torch_tpu._internal.compile.TpuBackend(), refused, None)):
        explanation = backend.explain(exc)
        assert explanation is not None and (explanation.kind, explanation.op) == (KIND_UNSUPPORTED, culprit)


def test_explain_names_a_sparse_op() -> None:
    op = "aten::_sparse_coo_tensor_with_dims_and_tensors"
    explanation = TorchTpuBackend().explain(NotImplementedError(f"{op}{SPARSE_OP}"))
    assert explanation is not None and (explanation.kind, explanation.op) == (KIND_UNSUPPORTED, op)


def test_explain_blames_no_op_for_torch_tpus_own_api_errors() -> None:
    with pytest.raises(RuntimeError) as internal:
        torch.tpu.synchronize()
    assert TorchTpuBackend().explain(internal.value) is None


def test_fallback_ops_from_torch_tpus_log_lines() -> None:
    log = "".join(
        f"W1201 08:00:00.{i} 123 tpu_aten_kernels.cc:364] {FELL_BACK[0]}{op}{FELL_BACK[1]}\n"
        for i, op in enumerate(("aten::histc", "aten::_fft_c2c.default", "aten::histc"))
    )
    assert fallback_ops_from_log(log) == ["aten::_fft_c2c", "aten::histc"]


def test_parallel_ranks_use_the_process_group_backend_torch_tpu_registers() -> None:
    # TorchTPU's loader registers its c10d backends as the device runtime starts (a TPU VM); the
    # registration function it calls is in the package and runs here.
    import torch.distributed as dist
    from torch_tpu._internal.distributed import torchcomm_tpu

    torchcomm_tpu.register_torchcomms_tpu()
    par = TorchTpuBackend.parallelism
    assert par is not None and par.ranks == "processes"
    assert par.c10d_backend in dist.Backend.backend_list
    assert dist.Backend.default_device_backend_map["tpu"] == par.c10d_backend
    assert par.mesh_device in dist.Backend.backend_capability[par.c10d_backend]
