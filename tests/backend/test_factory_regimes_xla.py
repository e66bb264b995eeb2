"""The regimes on real torch_xla (XLA:CPU): the real sliding window at a short sequence, and the window cut.

With Mistral's real window (4096) and a 16-token batch, transformers' cache keeps the last
``sliding_window - 1`` keys by slicing from -4095, which torch_xla refuses (``aten::slice_copy``:
"Value out of range"); with the window below the sequence (the long regime) the step passes. This is
the failure users with short prompts hit, which the shrinker's old fixed window of 8 hid.
"""

from __future__ import annotations

import pytest

from hfcompat.execution.case import run_case
from hfcompat.factory import build, validate_spec
from hfcompat.records.record import Case

pytestmark = pytest.mark.xla


def _record(regime: str) -> dict:
    built = build(validate_spec("arch:mistral"), regime=regime)
    case = Case("arch:mistral", "torch-xla", "lazy", workload="train", regime=regime)
    return run_case(case, built=built).record


def test_short_regime_with_the_real_window_fails_naming_the_slice() -> None:
    record = _record("short")
    assert record["status"] == "fail_error" and record["phase"] == "forward"
    assert (record["culprit_op"], record["culprit_source"]) == ("aten::slice_copy", "exception")
    assert "-4095" in record["error"]
    assert record["inputs"]["attention_mask"] == [2, 16]


def test_long_regime_with_the_window_below_the_sequence_passes() -> None:
    record = _record("long")
    assert record["status"] == "pass", record.get("error")
    assert record["compare"]["grads"]["n"] > 0


def test_generate_prefill_slides_only_in_the_long_regime() -> None:
    """The long window is below the 6-token prompt too: a window of 8 made the prefill slice -7 of 6."""
    records = {}
    for regime in ("short", "long"):
        built = build(validate_spec("arch:mistral"), regime=regime)
        case = Case("arch:mistral", "torch-xla", "lazy", workload="generate", regime=regime)
        records[regime] = run_case(case, built=built).record
    assert records["short"]["culprit_op"] == "aten::slice_copy" and "-4095" in records["short"]["error"]
    assert records["long"]["works"], records["long"].get("error")
