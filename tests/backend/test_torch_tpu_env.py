"""The torch-tpu adapter against the real torch_tpu: tests/tpu_env, run in its own environment.

torch_tpu 0.2.0 needs torch 2.11-2.15 and cannot share .venv with torch-xla's torch 2.9, so its
tests run in .venv-tpu, made by scripts/setup_torch_tpu.sh; the main suite runs them there when
that environment exists.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TPU_ENV = ROOT / ".venv-tpu"
SET_UP = TPU_ENV / ".hfcompat-setup"  # written by scripts/setup_torch_tpu.sh once it succeeded


@pytest.mark.slow
@pytest.mark.skipif(
    not SET_UP.exists(),
    reason=".venv-tpu is not set up: `bash scripts/setup_torch_tpu.sh` makes it (torch 2.13 + torch_tpu 0.2.0, "
    "about 260 MB from PyPI), then this runs tests/tpu_env in it",
)
def test_the_torch_tpu_adapter_against_the_real_package() -> None:
    # The child is another interpreter and another pytest session: nothing of this one's leaks in.
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "PYTHONPATH", "PYTHONHOME"))}
    env["PYTHONWARNINGS"] = "ignore:<TorchTpu/Performance/TcMalloc/"  # a host-performance hint, noise here
    proc = subprocess.run(
        [str(TPU_ENV / "bin" / "python"), "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs", "tests/tpu_env"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )
    summary = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else ""
    assert proc.returncode == 0 and " passed" in summary, f"{proc.stdout[-6000:]}\n{proc.stderr[-3000:]}"
