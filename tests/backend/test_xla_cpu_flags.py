"""The torch-xla adapter's XLA:CPU compiler flags: added by default, each one only where the user set none."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

SETUP = ("import os; from hfcompat_backend.torch_xla_stack import TorchXlaBackend; "
         "TorchXlaBackend().setup('lazy'); print(os.environ.get('XLA_FLAGS', ''))")


def _flags_after_setup(**env: str) -> dict[str, str]:
    """XLA_FLAGS after the adapter's setup, as {flag: value} (torch_xla adds flags of its own too)."""
    base = {k: v for k, v in os.environ.items() if k not in ("XLA_FLAGS", "HFCOMPAT_XLA_CPU_OPT")}
    proc = subprocess.run([sys.executable, "-c", SETUP], env={**base, "PJRT_DEVICE": "CPU", **env},
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    line = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else ""
    return dict(f.split("=", 1) for f in line.split())


@pytest.mark.xla
def test_default_flags_compile_at_o0_without_llvms_expensive_passes() -> None:
    flags = _flags_after_setup()
    assert flags["--xla_backend_optimization_level"] == "0"
    assert flags["--xla_llvm_disable_expensive_passes"] == "true"


@pytest.mark.xla
def test_a_users_level_is_kept_and_the_other_flag_still_added() -> None:
    flags = _flags_after_setup(XLA_FLAGS="--xla_backend_optimization_level=1")
    assert flags["--xla_backend_optimization_level"] == "1"
    assert flags["--xla_llvm_disable_expensive_passes"] == "true"


@pytest.mark.xla
def test_default_opt_adds_nothing() -> None:
    flags = _flags_after_setup(HFCOMPAT_XLA_CPU_OPT="default", XLA_FLAGS="--xla_dump_to=/tmp/none")
    assert flags["--xla_dump_to"] == "/tmp/none"
    assert "--xla_backend_optimization_level" not in flags and "--xla_llvm_disable_expensive_passes" not in flags
