"""Device variables written during a test (by an adapter's setup) do not leak into later tests."""

from __future__ import annotations

import os

import pytest

from tests.conftest import device_env_restored


def test_added_and_changed_device_variables_are_put_back(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XLA_HFCOMPAT_TEST_KEPT", "before")
    monkeypatch.delenv("TORCH_TPU_HFCOMPAT_TEST_NEW", raising=False)  # unset: monkeypatch records nothing
    with device_env_restored():
        os.environ["TORCH_TPU_HFCOMPAT_TEST_NEW"] = "written by an adapter"
        os.environ["XLA_HFCOMPAT_TEST_KEPT"] = "changed"
        del os.environ["XLA_HFCOMPAT_TEST_KEPT"]
        os.environ["HFCOMPAT_TEST_OTHER"] = "not a device variable"
    assert "TORCH_TPU_HFCOMPAT_TEST_NEW" not in os.environ
    assert os.environ["XLA_HFCOMPAT_TEST_KEPT"] == "before"
    assert os.environ.pop("HFCOMPAT_TEST_OTHER") == "not a device variable"  # only device variables are kept
