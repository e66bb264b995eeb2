"""Layering rules of DESIGN.md §2, checked in a fresh interpreter."""

from __future__ import annotations

import subprocess
import sys


def _modules_after(import_line: str, names: tuple[str, ...]) -> list[str]:
    code = f"import sys; {import_line}; print(','.join(n for n in {names!r} if n in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return [n for n in out.stdout.strip().split(",") if n]


def test_backend_package_pulls_in_no_host_code() -> None:
    import_line = "import hfcompat_backend, hfcompat_backend.registry, hfcompat_backend.optrace"
    assert _modules_after(import_line, ("hfcompat", "pandas", "pytest", "jinja2")) == []


def test_adapter_modules_import_no_device_library_at_import_time() -> None:
    import_line = "import hfcompat_backend.torch_xla_stack, hfcompat_backend.torch_tpu_stack, hfcompat_backend.cuda"
    assert _modules_after(import_line, ("torch_xla", "torch_tpu", "torchax", "jax")) == []


def test_the_sweep_parent_imports_no_torch() -> None:
    # The parent only schedules worker processes and reads their answers; torch is the workers'.
    assert _modules_after("import hfcompat.execution.isolation, hfcompat.sweep", ("torch",)) == []
