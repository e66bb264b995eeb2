"""The curated public surface of ``hfcompat`` and ``hfcompat_backend``."""

from __future__ import annotations

import subprocess
import sys

import hfcompat
import hfcompat_backend


def test_hfcompat_exports_are_sorted_and_resolve() -> None:
    assert hfcompat.__all__ == sorted(hfcompat.__all__)
    for name in hfcompat.__all__:
        assert getattr(hfcompat, name) is not None, name


def test_backend_exports_are_sorted_and_resolve() -> None:
    assert hfcompat_backend.__all__ == sorted(hfcompat_backend.__all__)
    for name in hfcompat_backend.__all__:
        assert getattr(hfcompat_backend, name) is not None, name


def test_import_hfcompat_is_cheap() -> None:
    code = "import sys, hfcompat; print(sorted(m for m in ('transformers', 'pandas', 'torch') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
