"""``faulty-xla``: torch-xla with one op fault planted on the device's own dispatch (issue 49's torch-xla subset).

The plant must fire where torch_xla's device runs: bert's forward linear reaches the XLA key as
``aten::mm`` (the CPU runs ``aten::addmm``), and its layer norm backward is decomposed above it.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from typing import Any

import pytest

from tests.conftest import ROOT, json_record, plugin_env, run_cli

pytestmark = pytest.mark.xla

CASE = ("check", "arch:bert", "--backend", "faulty-xla", "--workload", "train", "--json")


def _planted(fault: str) -> dict[str, Any]:
    return json_record(run_cli(*CASE, env=plugin_env(HFCOMPAT_OP_FAULT=fault)))


def test_the_ops_to_plant_and_their_effect_are_the_devices_own() -> None:
    # in a fresh process, the device first: torch_xla must start before the process's first backward
    code = ("import json, sys, dataclasses; sys.path.insert(0, 'bench'); "
            "from mutation_trace import device_effect, device_trace, trace; "
            "case = ('arch:bert', 'float32', 'train'); "
            "print(json.dumps([device_trace(*case, 'faulty-xla'), trace(*case)] + "
            "[dataclasses.asdict(device_effect(*case, f'perturb1pct-forward:aten::{op}', 'faulty-xla')) "
            "for op in ('mm', 'where')]))")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=plugin_env(), capture_output=True, text=True,
                          timeout=900)
    assert proc.returncode == 0, proc.stderr[-2000:]
    device, cpu, mm, where = json.loads(proc.stdout.splitlines()[-1])
    assert "aten::mm" in device["forward"] and "aten::mm" not in cpu["forward"]
    assert "aten::native_layer_norm_backward" in cpu["backward"]
    assert "aten::native_layer_norm_backward" not in device["backward"]  # decomposed above the XLA key
    # measured on the device's own step: 1% of the forward's matmuls, far above float32's own error there
    assert mm["hits"] > 0 and mm["changed"] > 0 and mm["ratio"] > 100, mm
    # bert's where makes its attention mask (-inf or 0): scaled, it changes nothing compared, bit for bit
    assert where["hits"] > 0 and where["changed"] == 0, where


def test_a_planted_raise_fails_the_case_and_names_the_op() -> None:
    record = _planted("raise-forward:aten::mm")
    assert record["status"] == "fail_error", record["error"]
    assert (record["culprit_op"], record["culprit_phase"]) == ("aten::mm", "forward"), record


def test_a_planted_5pct_error_is_caught_and_named() -> None:
    record = _planted("bert=perturb5pct-forward:aten::mm")
    assert record["status"] == "fail_accuracy", record["error"]
    assert (record["culprit_op"], record["culprit_phase"]) == ("aten::mm", "forward"), record


def test_a_plant_above_the_xla_key_never_fires() -> None:
    """Why the ops come from the device's dispatch: planted on the CPU's op, the device runs clean."""
    record = _planted("raise-backward:aten::native_layer_norm_backward")
    assert record["status"] == "pass", record["error"]


def test_replay_names_the_cpu_op_and_the_device_kernel_behind_it() -> None:
    """A plant on a kernel only the device runs (torch_xla's functionalised ``split_with_sizes_copy``)
    is named by the CPU's op whose run on the device dispatched it, with that kernel in
    ``culprit_kernels``. Before the inputs went to the device outside the plant's dispatch mode, the
    replay named ``as_strided`` for this plant and for none at all: under a mode torch_xla makes
    tensors that are not functionalised, and their ``as_strided`` with an offset reads wrong elements."""
    code = ("import os, torch; from hfcompat_faults_xla import FaultyXlaBackend; "
            "from hfcompat.triage.replay import replay; "
            "b = FaultyXlaBackend(); b.setup('lazy'); b.prepare(None, 'lazy'); x = torch.randn(4, 6); "
            "step = lambda: sum(t.exp().sum() for t in torch.split(x, [2, 4], dim=1)); r = replay(step, b); "
            "print(repr((r.op, r.context, r.kernels)))")
    found = {}
    for fault in ("perturb5pct:aten::split_with_sizes_copy", "perturb5pct:aten::hfcompat_sham"):
        proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=plugin_env(HFCOMPAT_OP_FAULT=fault),
                              capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stderr[-2000:]
        found[fault] = ast.literal_eval(proc.stdout.splitlines()[-1])
    op, context, kernels = found["perturb5pct:aten::split_with_sizes_copy"]
    assert (op, context, kernels["cpu"]) == ("aten::split_with_sizes", None, ["aten::split_with_sizes"])
    assert kernels["device"][0] == "aten::split_with_sizes_copy", kernels  # then the plant's own mul
    assert found["perturb5pct:aten::hfcompat_sham"] == (None, None, None)  # the mode alone changes nothing


def test_a_plant_on_to_copy_fires_on_the_devices_cast_not_on_a_transfer() -> None:
    """``_to_copy`` is both a kernel of the step (a dtype cast on the device) and the harness's transfer
    of results back to the host: planted, it must change the first, not every result read back
    (replay then blamed whichever op it was running, ``aten::detach``)."""
    code = ("import torch; from hfcompat_faults_xla import FaultyXlaBackend; "
            "b = FaultyXlaBackend(); b.setup('lazy'); b.prepare(None, 'lazy'); x = torch.randn(8); "
            "cast = b.run_op(torch.ops.aten._to_copy.default, (x,), {'dtype': torch.float64}); "
            "neg = b.run_op(torch.ops.aten.neg.default, (x,), {}); "
            "print(float((cast - x.double()).mean()), float((neg + x).abs().max()))")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          env=plugin_env(HFCOMPAT_OP_FAULT="perturb:aten::_to_copy"))
    assert proc.returncode == 0, proc.stderr[-2000:]
    cast, neg = map(float, proc.stdout.split()[-2:])
    assert abs(cast - 0.5) < 1e-6  # the device's cast is planted (perturb adds 0.5) ...
    assert neg == 0.0  # ... and reading a result back is not
