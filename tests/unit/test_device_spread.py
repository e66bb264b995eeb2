"""bench/device_spread.py: a mutation's miss is set beside what correct devices reach, read from their
runs' records, and only a miss beyond every one of them is called a candidate defect (issue 49)."""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from device_spread import at_or_above, spread
from mutations import beside_correct_devices


def record(case: str, status: str, dtype: str, err: float, cpu_err: float, *, arbiter: str = "float64",
           method: str = "scaled", group: str = "grads") -> dict[str, Any]:
    worst = {"method": method, "rmse_dev": err, "rmse_ref": cpu_err, "scale": 1.0, "bound": 1.0}
    return {"case_id": f"arch:{case}|cuda|eager|{dtype}|train|short", "status": status, "dtype": dtype,
            "compare": {group: {"worst": f"{case}.w", "worst_check": worst}, "arbiter": arbiter}}


def write_run(path: Path, records: list[dict[str, Any]]) -> Path:
    path.mkdir()
    (path / "records.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def test_only_passing_checks_against_float64_in_the_dtype_count(tmp_path: Path) -> None:
    run = write_run(tmp_path / "run", [
        record("a", "pass", "float32", 30.0, 1.0),
        record("b", "pass_with_fallback", "float32", 5.0, 1.0),
        record("c", "fail_accuracy", "float32", 900.0, 1.0),  # a failing case is no correct device's
        record("d", "pass", "bfloat16", 800.0, 1.0),
        record("e", "pass", "float32", 700.0, 1.0, arbiter="same"),
        record("f", "pass", "float32", 600.0, 1.0, method="zeros"),
    ])
    census = tmp_path / "census.records.jsonl.gz"  # the GPU census keeps its records gzipped
    with gzip.open(census, "wt") as f:
        f.write(json.dumps(record("g", "pass", "float32", 12.0, 1.0)) + "\n")
        f.write(json.dumps(record("g", "pass", "float32", 40.0, 1.0)) + "\n")  # the latest line of a case
    found = spread([run, census], ["float32"])["float32"]["grads"]
    assert [(p.case_id.split("|")[0], p.ratio) for p in found] == [("arch:g", 40.0), ("arch:a", 30.0), ("arch:b", 5.0)]
    assert [p.ratio for p in at_or_above(found, 30.0)] == [40.0, 30.0]


def test_a_miss_beyond_every_correct_device_is_a_candidate_defect_and_one_within_is_not(tmp_path: Path) -> None:
    run = write_run(tmp_path / "run", [record("a", "pass", "bfloat16", 4.0, 1.0),
                                       record("b", "pass", "bfloat16", 2.0, 1.0, group="outputs")])
    correct = spread([run], ["bfloat16"])["bfloat16"]
    within = beside_correct_devices({"grads": [3.4, "grads.w"], "outputs": [1.5, "outputs.y"]}, correct)
    assert within.startswith("; within correct devices") and "arch:a 4x" in within and "ABOVE" not in within
    above = beside_correct_devices({"grads": [3.4, "grads.w"], "outputs": [2.5, "outputs.y"]}, correct)
    assert "ABOVE" in above and "outputs (theirs at most 2x)" in above and "grads" not in above.partition("ABOVE")[2]
    assert beside_correct_devices({"params": [100.0, "params.w"]}, correct) == ""  # no correct device there
