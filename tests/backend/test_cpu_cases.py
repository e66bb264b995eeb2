"""Whole cases on the cpu backend, in process: statuses and records without a device compiler."""

from __future__ import annotations

import pytest

from hfcompat.execution.case import run_case
from hfcompat.records.record import RECORD_FIELDS, Case, type_problems
from tests.backend.modules import DiffersUnderDispatchMode, FailsOnCpu, Linear, planted


@pytest.mark.parametrize("arch", ["llama", "bert", "vit", "wav2vec2"])
def test_tiny_architectures_pass_on_cpu(arch: str) -> None:
    record = run_case(Case(f"arch:{arch}", "cpu", "eager")).record
    assert record["status"] == "pass", record
    assert record["works"] is True and record["source"] == "arch"
    assert record["compare"]["grads"]["n"] > 3 and record["compare"]["loss"]["ok"]
    assert set(RECORD_FIELDS) <= set(record)
    assert type_problems(record) == []  # a real record holds what the field table says
    assert record["case_id"] == f"arch:{arch}|cpu|eager|float32|train|short"


def test_class_name_form_builds_that_class() -> None:
    record = run_case(Case("arch:bert:BertForSequenceClassification", "cpu", "eager")).record
    assert record["status"] == "pass"
    assert record["model_class"] == "BertForSequenceClassification" and record["task"] == "sequence-classification"


def test_bfloat16_case() -> None:
    record = run_case(Case("arch:gpt2", "cpu", "eager", dtype="bfloat16")).record
    assert record["status"] == "pass" and record["dtype"] == "bfloat16"


def test_model_broken_on_cpu_is_a_reference_error() -> None:
    record = run_case(Case("planted:FailsOnCpu", "cpu", "eager"), built=planted(FailsOnCpu)).record
    assert record["status"] == "reference_error" and record["phase"] == "reference"
    assert "mat1 and mat2 shapes cannot be multiplied" in record["error"]


def test_class_that_does_not_exist_is_a_harness_error() -> None:
    record = run_case(Case("arch:bert:BertForTimeTravel", "cpu", "eager")).record
    assert record["status"] == "harness_error" and "BertForTimeTravel" in record["error"]


def test_unavailable_backend_is_skipped_with_its_reason() -> None:
    record = run_case(Case("planted:Linear", "torch-tpu", "eager"), built=planted(Linear)).record
    assert record["status"] == "skipped" and "no TPU found" in record["error"]


def test_a_mismatch_only_under_the_recorder_is_judged_without_it() -> None:
    record = run_case(
        Case("planted:DiffersUnderDispatchMode", "cpu", "eager"), built=planted(DiffersUnderDispatchMode)
    ).record
    assert record["status"] == "pass", record["error"]
    assert record["recorder_effect"].startswith("mismatch only under the op recorder: outputs worst")
    assert record["compare"]["outputs"]["ok"]


def test_the_input_probe_leaves_the_built_model_untouched() -> None:
    # Mimi caches its codebook in a plain attribute on first use; a probe on the model itself left a
    # CPU tensor there, which then failed the device step ("X1 and X2 must have the same device type").
    from hfcompat.factory import build
    from hfcompat.specs.spec import parse_spec

    built = build(parse_spec("arch:mimi"))
    codebooks = [m for m in built.model.modules() if hasattr(m, "_embed")]
    assert codebooks and all(m._embed is None for m in codebooks)
