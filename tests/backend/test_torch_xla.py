"""Real torch_xla on XLA:CPU: real lowerings, real fallbacks, real failures, and their attribution."""

from __future__ import annotations

import pytest

from hfcompat.case import run_case
from hfcompat.record import Case
from tests.backend.modules import BackwardSlice, DeviceOnlyHistc, Glu, Linear, planted

pytestmark = pytest.mark.xla


def _run(module_cls: type) -> dict:
    return run_case(Case(f"planted:{module_cls.__name__}", "torch-xla", "lazy"), built=planted(module_cls)).record


def test_plain_module_passes_natively() -> None:
    record = _run(Linear)
    assert record["status"] == "pass" and record["fallback_ops"] == []
    assert record["device"] == "XLA:CPU" and record["versions"]["torch_xla"].startswith("2.9")
    assert record["timings"]["compile_s"] > 0


def test_op_without_lowering_runs_on_cpu_and_is_listed() -> None:
    record = _run(Glu)
    assert record["status"] == "pass_with_fallback"
    assert record["fallback_ops"] == ["aten::glu_backward"]


def test_forward_op_the_device_path_cannot_run_is_named() -> None:
    record = _run(DeviceOnlyHistc)
    assert record["status"] == "fail_unsupported_op"
    assert (record["culprit_op"], record["culprit_phase"], record["culprit_source"]) == ("aten::histc", "forward", "exception")
    assert record["phase"] == "forward" and "aten::histc" in record["fallback_ops"]


def test_backward_only_failure_is_named_in_backward() -> None:
    record = _run(BackwardSlice)
    assert record["status"] == "fail_error" and "Value out of range" in record["error"]
    assert (record["culprit_op"], record["culprit_phase"]) == ("aten::slice_copy", "backward")


def test_real_architecture_failure_moe_histc() -> None:
    # transformers' MoE routing calls histc on int32 off-CPU: no XLA lowering, no CPU Int kernel.
    record = run_case(Case("arch:mixtral", "torch-xla", "lazy")).record
    assert record["status"] == "fail_unsupported_op"
    assert (record["culprit_op"], record["culprit_phase"], record["culprit_source"]) == ("aten::histc", "forward", "exception")


def test_tied_weights_stay_tied_on_the_device() -> None:
    # BERT's MLM decoder shares the word embeddings; moving to XLA must not untie them.
    record = run_case(Case("arch:bert", "torch-xla", "lazy")).record
    assert record["status"] == "pass", record["error"]
    assert record["compare"]["grads"]["missing"] == []
