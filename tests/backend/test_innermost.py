"""The innermost op: a failure inside a composite names the op inside that failed, the composite as
its context, for an exception (in process), a mismatch (op-by-op replay) and a crash (a real
worker, killed for real).

The ``faulty`` backend's ``kernel-*`` faults replace the CPU kernel of ``aten::_softmax`` while on
the device, below every dispatch mode; T5's attention calls it only inside ``aten::_safe_softmax``,
a CompositeExplicitAutograd op, which is all a dispatch mode sees.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import torch

import hfcompat.process.adapters
from hfcompat.check_command import describe
from hfcompat.execution.case import run_case
from hfcompat.isolation.worker import Worker
from hfcompat.records.record import Case
from hfcompat_backend.optrace import OpRecorder, every_composite
from tests.conftest import plugin_env

T5 = Case("arch:t5", "faulty", "eager", workload="train")


def test_an_expanded_composite_shows_its_inner_ops_and_computes_the_same() -> None:
    x = torch.randn(3, 5, requires_grad=True)
    plain = torch.ops.aten._safe_softmax(x, -1)
    recorder = OpRecorder(expand=every_composite)
    with recorder:
        expanded = torch.ops.aten._safe_softmax(x, -1)
    assert torch.equal(plain, expanded)
    seen = {(e.op, e.context) for e in recorder.events}
    assert ("aten::_safe_softmax", None) in seen and ("aten::_softmax", "aten::_safe_softmax") in seen
    unexpanded = OpRecorder()
    with unexpanded:
        torch.ops.aten._safe_softmax(x, -1)
    # The checked step's recorder, as before: the composite, never what runs inside it.
    assert "aten::_safe_softmax" in unexpanded.ops_seen() and "aten::_softmax" not in unexpanded.ops_seen()
    assert all(e.context is None for e in unexpanded.events)


def test_a_raise_inside_a_composite_names_the_inner_op(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    fault = "kernel-raise:aten::_softmax"
    monkeypatch.setenv("HFCOMPAT_OP_FAULT", fault)
    monkeypatch.setattr(hfcompat.process.adapters, "_BACKENDS", {})  # a fresh adapter reads the fault
    record = run_case(T5, repro_dir=tmp_path / "repros").record
    assert (record["status"], record["phase"]) == ("fail_error", "forward"), record["error"]
    assert (record["culprit_op"], record["culprit_phase"], record["culprit_source"], record["culprit_context"]) == \
        ("aten::_softmax", "forward", "exception", "aten::_safe_softmax")
    # The repro is the inner op alone, and it fails alone.
    script = tmp_path / record["repro"]
    assert "aten::_softmax" in script.read_text() and "_safe_softmax" not in script.name
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120,
                          env=plugin_env(HFCOMPAT_OP_FAULT=fault))
    assert proc.returncode == 1 and "REPRODUCED" in proc.stdout, proc.stdout + proc.stderr[-2000:]


def test_a_mismatch_inside_a_composite_is_replayed_down_to_the_inner_op(monkeypatch: pytest.MonkeyPatch,
                                                                        tmp_path: Path) -> None:
    # No exception to follow: op-by-op replay finds the composite out of line, then replays it alone
    # with each of its inner ops run alone on the device.
    fault = "kernel-perturb:aten::_softmax"
    monkeypatch.setenv("HFCOMPAT_OP_FAULT", fault)
    monkeypatch.setattr(hfcompat.process.adapters, "_BACKENDS", {})
    record = run_case(T5, repro_dir=tmp_path / "repros").record
    assert record["status"] == "fail_accuracy"
    assert (record["culprit_op"], record["culprit_source"], record["culprit_context"]) == \
        ("aten::_softmax", "replay", "aten::_safe_softmax")
    assert (record["replay"]["op"], record["replay"]["kind"], record["replay"]["context"]) == \
        ("aten::_softmax", "mismatch", "aten::_safe_softmax")
    proc = subprocess.run([sys.executable, str(tmp_path / record["repro"])], capture_output=True, text=True,
                          timeout=120, env=plugin_env(HFCOMPAT_OP_FAULT=fault))
    assert proc.returncode == 1 and "REPRODUCED" in proc.stdout, proc.stdout + proc.stderr[-2000:]


@pytest.mark.slow  # a real worker that aborts, and a second one that reruns the case expanded
def test_a_crash_inside_a_composite_names_the_inner_op() -> None:
    with Worker(env=plugin_env(HFCOMPAT_OP_FAULT="kernel-abort:aten::_softmax")) as worker:
        record = worker.run(T5, timeout=300).record
    assert (record["status"], record["phase"]) == ("fail_crash", "forward") and "SIGABRT" in record["error"]
    assert (record["culprit_op"], record["culprit_source"], record["culprit_context"]) == \
        ("aten::_softmax", "in_flight", "aten::_safe_softmax")
    assert "culprit   aten::_softmax in forward, inside aten::_safe_softmax (named by: in_flight)" in describe(record)


@pytest.mark.slow  # a real worker that aborts, then serves the next case
def test_a_crash_in_an_op_with_its_own_kernel_runs_once_and_the_worker_serves_on() -> None:
    # rsqrt has a CPU kernel of its own: nothing inside to expand. The fresh worker that says so
    # at once is the one the next case gets.
    with Worker(env=plugin_env(HFCOMPAT_OP_FAULT="kernel-abort:aten::rsqrt")) as worker:
        record = worker.run(T5, timeout=300).record
        assert worker._proc is not None and worker._proc.poll() is None
    assert (record["status"], record["culprit_op"], record["culprit_context"]) == ("fail_crash", "aten::rsqrt", None)
