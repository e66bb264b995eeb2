"""Shared fixtures: the test-only fault backend on the path, the CLI as a subprocess, device markers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
PLUGINS = Path(__file__).resolve().parent / "plugins"

# The test-only backends register through a dist-info folder: the real entry-point mechanism.
if str(PLUGINS) not in sys.path:
    sys.path.insert(0, str(PLUGINS))


def plugin_env(**extra: str) -> dict[str, str]:
    """The environment for a child process that should see the test-only backends."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(PLUGINS), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep),
    }
    env.update(extra)
    return env


def run_cli(*args: str, env: dict[str, str] | None = None, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    """Run ``hfcompat ARGS`` as a user would, from the repository root."""
    return subprocess.run([sys.executable, "-m", "hfcompat.cli", *args], cwd=ROOT, env=env or plugin_env(),
                          capture_output=True, text=True, timeout=timeout)


def json_record(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    """The one JSON record a ``--json`` command printed (stdout must hold exactly one line)."""
    lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
    assert len(lines) == 1, f"expected one line on stdout, got {proc.stdout!r}\nstderr: {proc.stderr[-2000:]}"
    return json.loads(lines[0])


#: Variables device adapters write into os.environ in process (TorchTPU's cache names, torch_xla's
#: PJRT_DEVICE and XLA_FLAGS, JAX_PLATFORMS). ``monkeypatch.delenv(name, raising=False)`` records nothing
#: for a variable that is not set, so an adapter's write during a test would outlive it.
DEVICE_ENV_PREFIXES = ("TORCH_TPU_", "TPU_", "XLA_", "PJRT_", "JAX_")


@contextmanager
def device_env_restored() -> Iterator[None]:
    """On exit, the device variables are exactly as on entry: added ones removed, changed ones reset."""
    before = {k: v for k, v in os.environ.items() if k.startswith(DEVICE_ENV_PREFIXES)}
    try:
        yield
    finally:
        for name in [k for k in os.environ if k.startswith(DEVICE_ENV_PREFIXES) and k not in before]:
            del os.environ[name]
        os.environ.update(before)


@pytest.fixture(autouse=True)
def _device_env_per_test() -> Iterator[None]:
    with device_env_restored():
        yield


@pytest.fixture(autouse=True)
def _device_checked_between_tests() -> Iterator[None]:
    """After a test, the check the isolation worker makes between cases (``broken_backend``).

    Tests that call ``run_case`` in process are cases in one long-lived worker: a failed case's live
    tensors (instructblip's masked_scatter that cannot lower) would otherwise be synced with the next
    test's step and fail it. The check syncs (and collects) them away, as in a sweep; a device it
    cannot bring back fails the test that broke it, not the ones after.
    """
    yield
    from hfcompat.process.adapters import broken_backend

    if broken := broken_backend():
        pytest.fail(f"the test left a device adapter broken, which a sweep worker would restart for: {broken}")


@pytest.hookimpl(tryfirst=True)  # before pytest's own -m deselection reads the slow marks added here
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    from hfcompat_backend import get_backend

    # A real stack compiles (torch_xla) or runs in a child with JAX (torchax): every such test is in
    # the slow set, so `pytest -m "not slow"` stays the fast set as real-stack tests are added.
    for item in items:
        if item.get_closest_marker("xla") is not None or item.get_closest_marker("torchax") is not None:
            item.add_marker(pytest.mark.slow)
    for marker, backend in (("tpu", "torch-tpu"), ("cuda", "cuda")):
        available = get_backend(backend).availability()
        if available.ok:
            continue
        skip = pytest.mark.skip(reason=f"{backend} unavailable here: {available.reason}")
        for item in items:
            if item.get_closest_marker(marker) is not None:
                item.add_marker(skip)


def pytest_configure(config: pytest.Config) -> None:
    # Autograd sizes its per-device queues at a process's first backward; tests that run torch_xla
    # in process (tests/backend) need the XLA runtime started before any CPU test's backward, as
    # hfcompat's worker does (hfcompat.process.adapters.backend_for runs before the reference).
    from hfcompat_backend import get_backend

    is_xdist_controller = getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput")
    if not is_xdist_controller and get_backend("torch-xla").availability().ok:
        from hfcompat.process.adapters import backend_for

        backend_for("torch-xla", "lazy")
