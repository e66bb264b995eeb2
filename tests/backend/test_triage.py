"""Triage on planted faults in real models: the culprit op and phase of each, and repros that reproduce.

The ``faulty`` test backend (tests/plugins) is the cpu backend with one op broken on purpose:
raising at dispatch, perturbed beyond tolerance, perturbed only in backward, or failing only at sync.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import torch

import hfcompat.process.adapters
from hfcompat.execution.case import run_case
from hfcompat.records.record import Case, one_line
from hfcompat.triage import from_replay_death
from hfcompat.triage.cause import graph_node_op
from hfcompat.triage.grouping import error_group
from hfcompat.workloads.train import run_step
from tests.conftest import plugin_env

CASES = [
    # fault, model, status, culprit op, culprit phase, named by, repro reproduces alone
    ("raise:aten::gelu", "vit", "fail_error", "aten::gelu", "forward", "exception", True),
    ("raise:aten::tanh_backward", "gpt2", "fail_error", "aten::tanh_backward", "backward", "exception", True),
    ("perturb:aten::addmm", "bert", "fail_accuracy", "aten::addmm", "forward", "replay", True),
    ("perturb:aten::convolution", "whisper", "fail_accuracy", "aten::convolution", "forward", "replay", True),
    # backward-only perturbation is tied to autograd, so a standalone call of the op cannot show it
    ("perturb-backward:aten::mm", "llama", "fail_accuracy", "aten::mm", "backward", "replay", False),
    ("sync:aten::rsqrt", "t5", "fail_error", "aten::rsqrt", "forward", "replay", True),
]
# A whole case, its replay and its repro in a fresh interpreter: the longest three are in the slow set,
# the fast set keeps one of each source (exception, replay) and phase.
SLOW_FAULTS = {"perturb:aten::convolution", "perturb-backward:aten::mm", "sync:aten::rsqrt"}


@pytest.fixture
def planted(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    def plant(fault: str) -> None:
        monkeypatch.setenv("HFCOMPAT_OP_FAULT", fault)
        monkeypatch.setattr(hfcompat.process.adapters, "_BACKENDS", {})  # a fresh adapter reads the fault
    return plant


@pytest.mark.parametrize(("fault", "arch", "status", "op", "phase", "source", "reproduces"), [
    pytest.param(*c, id=f"{c[0]}-{c[1]}", marks=[pytest.mark.slow] if c[0] in SLOW_FAULTS else []) for c in CASES])
def test_planted_fault_is_attributed(planted, tmp_path: Path, fault: str, arch: str, status: str, op: str,  # type: ignore[no-untyped-def]
                                     phase: str, source: str, reproduces: bool) -> None:
    planted(fault)
    record = run_case(Case(f"arch:{arch}", "faulty", "eager"), repro_dir=tmp_path / "repros").record
    assert record["status"] == status, record["error"]
    assert (record["culprit_op"], record["culprit_phase"], record["culprit_source"]) == (op, phase, source)
    if source == "replay":
        assert record["replay"]["op"] == op and record["replay"]["cut_short"] is None
        assert record["replay"]["ops_replayed"] > 10
    if fault.startswith("sync"):
        assert record["phase"] == "sync"
    assert record["error_group"]
    # The repro stands alone: a fresh interpreter, only the op, its recorded inputs, and the backend.
    assert record["repro"] and record["repro"].startswith("repros/")
    script = tmp_path / record["repro"]
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120,
                          env=plugin_env(HFCOMPAT_OP_FAULT=fault))
    assert (proc.returncode == 1) == reproduces, proc.stdout + proc.stderr[-2000:]
    assert ("REPRODUCED" in proc.stdout) == reproduces
    assert op in script.read_text()


@pytest.mark.parametrize(("fault", "phase", "reproduces"), [
    ("perturb5pct:aten::_safe_softmax", "forward", True),
    # backward-only: tied to autograd, so the op alone cannot show it (the blame gap)
    pytest.param("perturb5pct-backward:aten::_softmax_backward_data", "backward", False, marks=pytest.mark.slow),
])
def test_a_fault_in_an_op_only_the_devices_decomposition_runs_is_named(  # type: ignore[no-untyped-def]
        planted, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, fault: str, phase: str, reproduces: bool) -> None:
    # The device takes attention's math path (matmuls and _safe_softmax, as torch_xla lowers it); the CPU
    # reference runs the fused flash kernel, so no op of the CPU's sequence ever calls the faulty one.
    monkeypatch.setenv("HFCOMPAT_SDPA_MATH", "1")
    planted(fault)
    record = run_case(Case("arch:llama", "faulty", "eager"), repro_dir=tmp_path / "repros").record
    op = fault.partition(":")[2]
    assert record["status"] == "fail_accuracy", record["error"]
    assert record["replay"]["op"] is None  # the CPU's op sequence has no op out of line ...
    assert (record["culprit_op"], record["culprit_phase"], record["culprit_source"]) == (op, phase, "device_replay")
    assert record["replay"]["device"]["op"] == op  # ... the device's own has
    script = tmp_path / record["repro"]
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120,
                          env=plugin_env(HFCOMPAT_OP_FAULT=fault, HFCOMPAT_SDPA_MATH="1"))
    assert ("REPRODUCED" in proc.stdout) == reproduces, proc.stdout + proc.stderr[-2000:]


@pytest.mark.slow  # a case with its replay, then its repro in a fresh interpreter
def test_a_healthy_backend_does_not_reproduce(planted, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    planted("perturb:aten::addmm")
    record = run_case(Case("arch:bert", "faulty", "eager"), repro_dir=tmp_path / "repros").record
    proc = subprocess.run([sys.executable, str(tmp_path / record["repro"])], capture_output=True, text=True,
                          timeout=120, env=plugin_env(HFCOMPAT_OP_FAULT=""))
    assert proc.returncode == 0 and "not reproduced" in proc.stdout


def test_replay_of_a_healthy_model_names_nothing(planted, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from hfcompat.factory import build
    from hfcompat.specs.spec import parse_spec
    from hfcompat.triage.replay import replay

    planted("")
    built = build(parse_spec("arch:llama"))
    backend = hfcompat.process.adapters.backend_for("faulty", "eager")
    result = replay(lambda: run_step(built.model, built.model, built.inputs), backend)
    assert result.op is None and result.cut_short is None and result.ops_replayed > 50


def test_replay_bound_is_recorded(planted) -> None:  # type: ignore[no-untyped-def]
    from hfcompat.factory import build
    from hfcompat.specs.spec import parse_spec
    from hfcompat.triage.replay import replay

    planted("perturb-backward:aten::mm")
    built = build(parse_spec("arch:llama"))
    backend = hfcompat.process.adapters.backend_for("faulty", "eager")
    result = replay(
        lambda: run_step(built.model, built.model, built.inputs), backend, max_ops=20
    )
    assert result.op is None and result.ops_replayed == 20 and "bound reached" in (result.cut_short or "")


def test_a_replay_stopped_by_the_cpu_step_says_why(planted) -> None:  # type: ignore[no-untyped-def]
    # xcodec2's CPU step raised under the replay after 2,130 ops, and the cause read "no op out of
    # tolerance ... before the replay's bound": neither the bound nor the error were named.
    from hfcompat.triage import from_replay
    from hfcompat.triage.replay import replay

    planted("")
    backend = hfcompat.process.adapters.backend_for("faulty", "eager")

    def step() -> None:
        (torch.ones(3) * 2).sum()
        raise RuntimeError("the step cannot run under a dispatch mode\nsecond line")

    result = replay(step, backend)
    assert result.op is None and result.ops_replayed == 3  # ones, mul, sum
    assert result.cut_short == "CPU step raised during replay: RuntimeError: the step cannot run under a dispatch mode"
    record = {"status": "fail_accuracy"}
    from_replay(record, None, backend, None, step)  # type: ignore[arg-type]  # no op named: no case needed
    assert record["cause"].startswith("no op out of tolerance in the 3 ops replayed before the replay stopped "
                                      "(CPU step raised during replay: RuntimeError: the step cannot run")


def test_replay_judges_forward_ops_only_where_the_device_has_no_aten_backward(  # type: ignore[no-untyped-def]
        planted, monkeypatch: pytest.MonkeyPatch) -> None:
    # torchax differentiates with JAX: a CPU backward kernel replayed on it says nothing of the
    # device (before, torchax's missing lowering of sdpa's CPU backward was blamed for a NaN).
    from hfcompat.factory import build
    from hfcompat.specs.spec import parse_spec
    from hfcompat.triage.replay import replay

    planted("perturb-backward:aten::mm")
    built = build(parse_spec("arch:llama"))
    backend = hfcompat.process.adapters.backend_for("faulty", "eager")
    step = lambda: run_step(built.model, built.model, built.inputs)  # noqa: E731
    assert (replay(step, backend).op, replay(step, backend).phase) == ("aten::mm", "backward")
    monkeypatch.setattr(type(backend), "backward_ops", False)
    result = replay(step, backend)
    assert result.op is None and result.cut_short is None and result.ops_replayed > 50


def test_grouping_strips_what_varies_between_models() -> None:
    a = error_group("RuntimeError", "Value out of range (expected to be in range of [-16, 15], but got -4095)")
    b = error_group("RuntimeError", "Value out of range (expected to be in range of [-8, 7], but got -2047)")
    c = error_group("RuntimeError", "mat1 and mat2 shapes cannot be multiplied (4x8 and 3x3)")
    d = error_group("RuntimeError", "mat1 and mat2 shapes cannot be multiplied (2x16 and 5x5)")
    assert a == b and c == d and a != c
    assert error_group("KeyError", "'model.layers.3.mlp'") == error_group("KeyError", "'encoder.block.0'")
    assert error_group("ValueError", "x") != error_group("TypeError", "x")


class _Pooled(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.adaptive_avg_pool1d(x, 1)  # wants (C, L) or (N, C, L): fails on (2,)


class _Indexed(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x.shape[5] * x


@pytest.mark.parametrize(("module", "op"), [(_Pooled(), "aten::adaptive_avg_pool1d"), (_Indexed(), None)])
def test_a_graph_node_error_names_its_aten_op(module: torch.nn.Module, op: str | None) -> None:
    # torch.compile's errors come through torch.fx's interpreter, which names the node it ran.
    graph = torch.fx.symbolic_trace(module)
    with pytest.raises(Exception) as caught:
        torch.fx.Interpreter(graph).run(torch.ones(2))
    assert "While executing %" in str(caught.value)
    assert graph_node_op(caught.value) == op


def test_an_error_line_that_only_introduces_the_next_is_joined() -> None:
    assert one_line("backend='openxla' raised:\nRuntimeError: Expected XLA tensor\n\nWhile executing") == \
        "backend='openxla' raised: RuntimeError: Expected XLA tensor"
    assert one_line("\n  plain first line\nsecond") == "plain first line"


def test_a_replay_cut_by_timeout_keeps_the_failure_and_names_no_op() -> None:
    partial = {"case_id": "arch:t5|faulty|eager|float32", "status": "fail_accuracy", "phase": "compare",
               "culprit_op": None, "replay": None}
    record = from_replay_death(partial, "timeout", "no result after 20 s; the worker was killed",
                               ("replay:backward", "aten::mm"), "w0")
    assert (record["status"], record["phase"], record["culprit_op"], record["worker"]) == (
        "fail_accuracy",
        "compare",
        None,
        "w0",
    )
    assert (
        record["replay"]["cut_short"] == "no result after 20 s; the worker was killed (during the replay, at aten::mm)"
    )
    assert record["replay"]["kind"] is None and "ops_replayed" in record["replay"]


def test_a_repro_sees_a_1pct_error_in_small_values(tmp_path: Path) -> None:
    # Gradients of 1e-5 off by 1%: an absolute tolerance of 1e-3 called them equal (torch_xla's
    # elu_backward, wrong by 10x on such values, "did not reproduce" alone). The inputs are over the
    # inline limit, so the script reads them from its sidecar (issue 47).
    from hfcompat.records.repros import INLINE_MAX_BYTES, ReproCall, sidecar_of, write_repro
    from hfcompat.triage.argspec import encode

    x = torch.randn(512, generator=torch.Generator().manual_seed(0)) * 1e-5
    assert x.numel() * x.element_size() > INLINE_MAX_BYTES
    path = write_repro(tmp_path, ReproCall(
        op="aten::mul", overload="Tensor", args=[encode(x), encode(torch.ones(512))], kwargs={}, backend="faulty",
        mode="eager", case_id="planted", phase="forward", failure="planted", expected="mismatch"))
    side = sidecar_of(path)
    assert side is not None and side.is_file() and '"sidecar": "t0"' in path.read_text()
    bad = subprocess.run([sys.executable, str(path)], env=plugin_env(HFCOMPAT_OP_FAULT="perturb1pct:aten::mul"),
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 1 and "REPRODUCED" in bad.stdout, bad.stdout + bad.stderr[-2000:]
    good = subprocess.run([sys.executable, str(path)], env=plugin_env(HFCOMPAT_OP_FAULT=""),
                          capture_output=True, text=True, timeout=120)
    assert good.returncode == 0, good.stdout + good.stderr[-2000:]


class _DriftingStats:
    """A device whose batch norm saves its batch mean off by 1e-6 (a summation order's worth on a
    mean of ~0), or, with ``output=0``, whose normalised output itself is off by 1%."""

    backward_ops = True

    def __init__(self, output: int) -> None:
        self.output = output

    def run_op(self, func, args, kwargs):  # type: ignore[no-untyped-def]
        out = func(*args, **kwargs)
        if func._schema.name != "aten::native_batch_norm":
            return out
        outs = list(out)
        outs[self.output] = outs[self.output] * 1.01 if self.output == 0 else outs[self.output] + 1e-6
        return tuple(outs)


@pytest.mark.parametrize("output, culprit", [(1, None), (0, "aten::native_batch_norm")], ids=["saved-mean", "output"])
def test_a_norms_saved_statistics_are_not_compared_its_output_is(output: int, culprit: str | None) -> None:
    from hfcompat.triage.replay import replay

    torch.manual_seed(0)
    norm = torch.nn.BatchNorm2d(3).train()
    x = torch.randn(2, 3, 8, 8)
    x = x - x.mean((0, 2, 3), keepdim=True)  # centred, as after an earlier norm: batch means ~1e-8
    result = replay(lambda: norm(x).square().mean().backward(), _DriftingStats(output))  # type: ignore[arg-type]
    # without a culprit the replay goes on through the backward (batch norm's backward reads the stats)
    assert result.op == culprit and result.cut_short is None and result.ops_replayed >= (5 if culprit is None else 1)


class _TwoWrongOps:
    """A device that runs ``aten::mm`` a little out of line (2e-3 off, as a device whose sums round
    coarser than the CPU's) and ``aten::tanh`` later by a lot (5%); with ``raises``, whose later
    ``aten::tanh`` raises instead."""

    backward_ops = True

    def __init__(self, raises: bool = False) -> None:
        self.raises = raises

    def run_op(self, func, args, kwargs):  # type: ignore[no-untyped-def]
        out = func(*args, **kwargs)
        name = func._schema.name
        if name == "aten::tanh" and self.raises:
            raise RuntimeError("tanh has no kernel here")
        factor = {"aten::mm": 1.002, "aten::tanh": 1.05}.get(name)
        return out if factor is None else out * factor


@pytest.mark.parametrize("raises", [False, True], ids=["mismatch", "error"])
def test_replay_names_the_first_op_out_of_line_and_lists_the_others(raises: bool) -> None:
    """Issue 49: the replay names the first op out of line and goes on to list the others, most
    first, with how far out each is (a later one far out, or raising, does not displace it: XLA:CPU's
    bfloat16 sums are far out of line in every case and name no plant)."""
    from hfcompat.triage.replay import replay

    torch.manual_seed(0)
    x, w = torch.randn(8, 16), torch.randn(16, 4, requires_grad=True)
    result = replay(lambda: torch.tanh(x @ w).sum().backward(), _TwoWrongOps(raises))  # type: ignore[arg-type]
    assert (result.op, result.kind, result.cut_short) == ("aten::mm", "mismatch", None), result.detail
    assert 1 < result.used < 50
    others = result.to_record()["also_out_of_line"]
    assert others and others[0]["op"] == "aten::tanh", others
    assert others[0]["tolerance_used"] is None if raises else others[0]["tolerance_used"] > result.used


class _TwoWrongOpsMode(torch.utils._python_dispatch.TorchDispatchMode):
    """The same device as :class:`_TwoWrongOps`, as a dispatch mode around a step run directly."""

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):  # type: ignore[no-untyped-def]
        return _TwoWrongOps().run_op(func, args, kwargs or {})


def test_device_replay_names_the_first_op_out_of_line_and_lists_the_others() -> None:
    from hfcompat.triage.device_replay import device_replay

    torch.manual_seed(0)
    x, w = torch.randn(8, 16), torch.randn(16, 4, requires_grad=True)

    def step(replayer):  # type: ignore[no-untyped-def]
        with _TwoWrongOpsMode(), replayer:  # the replayer innermost: it sees what the device computes
            torch.tanh(x @ w).sum().backward()

    result = device_replay(step)
    assert (result.op, result.kind, result.cut_short) == ("aten::mm", "mismatch", None), result.detail
    others = result.to_record()["also_out_of_line"]
    assert others and others[0]["op"] == "aten::tanh" and others[0]["tolerance_used"] > result.used, others
