"""bench/false_alarms.py's classes of a case: only a numeric failure is read plainly, and it is a real
difference only beyond the rule's multiplier (issue 49)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from false_alarms import classify, failed_tensors, measured


def row(device: float, cpu: float, bound: float = 2.0) -> dict[str, object]:
    return {"tensor": "grads.w", "device": device, "cpu": cpu, "numel": 4096, "bound": bound}


def test_each_status_has_its_class() -> None:
    assert classify({"status": "pass_with_fallback"}, None) == "pass"
    assert classify({"status": "reference_error"}, None) == "not judged"
    assert classify({"status": "fail_error"}, None) == "device failure"
    assert classify({"status": "fail_accuracy"}, "no float64 run: judged by same()") == "not measured"
    assert classify({"status": "fail_accuracy"}, []) == "not measured"


def test_a_numeric_failure_is_real_only_beyond_the_multiplier() -> None:
    failed = {"status": "fail_accuracy"}
    assert classify(failed, [row(1.9e-6, 1e-6)]) == "false alarm"
    assert classify(failed, [row(1.9e-6, 1e-6), row(2.1e-6, 1e-6)]) == "real difference"
    assert classify(failed, [row(2.9e-6, 1e-6, bound=3.0)]) == "false alarm"
    assert classify(failed, [row(1e-9, 0.0)]) == "real difference"  # the CPU exact, the device not
    assert classify(failed, [row(0.0, 0.0)]) == "false alarm"


def test_the_failed_tensors_are_read_from_every_group_of_the_record() -> None:
    record = {"compare": {"outputs": {"failed": ["logits"]}, "grads": {"failed": ["a.weight", "b.bias"]},
                          "loss": {"failed": []}, "arbiter": "float64"}}
    assert failed_tensors(record) == ["outputs.logits", "grads.a.weight", "grads.b.bias"]
    assert failed_tensors({}) == []


def test_a_case_judged_on_the_devices_picks_is_not_measured_plainly(tmp_path: Path) -> None:
    import argparse
    record = {"status": "fail_accuracy", "compare": {"arbiter": "float64"},
              "selection": {"tie_at": "aten::argmax.default call 1", "differences": [{"op": "aten::argmax.default"}]}}
    why = measured(argparse.Namespace(out=tmp_path), "apertus1p5", "bfloat16", "train", record)
    assert isinstance(why, str) and "near ties" in why and classify(record, why) == "not measured"
    same = measured(argparse.Namespace(out=tmp_path), "m", "float32", "train", {**record, "compare": {}})
    assert isinstance(same, str) and "same()" in same
