"""Replay on a device without the CPU's own kernels (issue 39): the composite the model called is
judged in their place, and the culprit is always an op the device ran.

``HFCOMPAT_SDPA_MATH=refuse`` makes the ``faulty`` test backend's device refuse the CPU's fused
attention kernels in the dispatcher's words, as a GPU does, and run attention's math path.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import hfcompat.process.adapters
from hfcompat.execution.case import run_case
from hfcompat.records.record import Case
from hfcompat.triage import equivalents
from tests.conftest import plugin_env

FLASH = "aten::_scaled_dot_product_flash_attention_for_cpu"


@pytest.fixture
def refusing(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    def plant(fault: str) -> None:
        monkeypatch.setenv("HFCOMPAT_SDPA_MATH", "refuse")
        monkeypatch.setenv("HFCOMPAT_OP_FAULT", fault)
        monkeypatch.setattr(hfcompat.process.adapters, "_BACKENDS", {})  # a fresh adapter reads the fault
    return plant


@pytest.mark.parametrize(("fault", "phase", "cpu_kernel", "device_kernel"), [
    ("perturb5pct:aten::_safe_softmax", "forward", FLASH, "aten::_safe_softmax"),
    pytest.param("perturb5pct-backward:aten::_softmax_backward_data", "backward", f"{FLASH}_backward",
                 "aten::_softmax_backward_data", marks=pytest.mark.slow),
])
def test_a_fault_behind_a_cpu_only_kernel_names_the_composite(  # type: ignore[no-untyped-def]
        refusing, tmp_path: Path, fault: str, phase: str, cpu_kernel: str, device_kernel: str) -> None:
    refusing(fault)
    record = run_case(Case("arch:llama", "faulty", "eager"), repro_dir=tmp_path / "repros").record
    assert record["status"] == "fail_accuracy", record["error"]
    assert (record["culprit_op"], record["culprit_phase"], record["culprit_source"]) == (
        equivalents.SDPA, phase, "replay")
    kernels = record["culprit_kernels"]
    assert kernels["cpu"] == [cpu_kernel] and device_kernel in kernels["device"] and FLASH not in kernels["device"]
    assert record["replay"]["kernels"] == kernels and record["replay"]["kind"] == "mismatch"
    # The repro runs the composite: the CPU's fused kernel against the device's own path, and reproduces.
    proc = subprocess.run([sys.executable, str(tmp_path / record["repro"])], capture_output=True, text=True,
                          timeout=120, env=plugin_env(HFCOMPAT_OP_FAULT=fault, HFCOMPAT_SDPA_MATH="refuse"))
    assert "REPRODUCED" in proc.stdout, proc.stdout + proc.stderr[-2000:]


def _replay_llama():  # type: ignore[no-untyped-def]
    from hfcompat.factory import build
    from hfcompat.specs.spec import parse_spec
    from hfcompat.triage.replay import replay
    from hfcompat.workloads.train import run_step

    built = build(parse_spec("arch:llama"))
    backend = hfcompat.process.adapters.backend_for("faulty", "eager")
    return replay(lambda: run_step(built.model, built.model, built.inputs), backend)


def test_a_healthy_device_without_the_cpu_kernels_names_nothing(refusing) -> None:  # type: ignore[no-untyped-def]
    refusing("")
    result = _replay_llama()
    assert result.op is None and result.cut_short is None and not result.unjudged
    assert result.ops_replayed > 50
    assert result.nearest is not None  # the composite was compared, forward and backward, and agreed


def test_a_cpu_only_kernel_with_no_known_composite_is_left_unjudged(  # type: ignore[no-untyped-def]
        refusing, monkeypatch: pytest.MonkeyPatch) -> None:
    refusing("perturb5pct:aten::_safe_softmax")  # a real fault the device runs: still not pinned on the kernel
    monkeypatch.setattr(equivalents, "EQUIVALENTS", {})
    result = _replay_llama()
    assert result.op is None, f"{result.op} named: a kernel the device never ran, or nothing to name"
    assert result.unjudged and FLASH in result.unjudged[0] and "not judged" in result.unjudged[0]
