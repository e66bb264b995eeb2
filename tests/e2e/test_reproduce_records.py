"""The committed run of record still says what today's code says (scripts/reproduce_records.py).

A sample of its records — one working and one failing case of the train workload, picked by a
stable hash so CI reruns the same ones — is checked again through the real CLI on torch-xla.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.conftest import ROOT, plugin_env

RUN_OF_RECORD = ROOT / "reports" / "core-torch-xla-workloads"
SCRIPT = ROOT / "scripts" / "reproduce_records.py"


@pytest.mark.xla
@pytest.mark.slow
def test_a_sample_of_the_run_of_record_reproduces_its_statuses() -> None:
    proc = subprocess.run([sys.executable, str(SCRIPT), str(RUN_OF_RECORD), "--sample", "2", "--workload", "train",
                           "--timeout", "300"], cwd=ROOT, env=plugin_env(), capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr[-3000:]
    lines = [line for line in proc.stdout.splitlines() if line.startswith(("SAME", "DIFFERS"))]
    assert len(lines) == 2 and all(line.startswith("SAME") for line in lines), proc.stdout
    assert "2/2 sampled records reproduce their status" in proc.stdout


def test_a_changed_status_is_reported_and_fails(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # A record that claims a pass for a model that cannot be built: today's check says otherwise.
    record = {"case_id": "arch:no_such_arch|cpu|eager|float32|train|short", "spec": "arch:no_such_arch",
              "backend": "cpu", "mode": "eager", "dtype": "float32", "workload": "train", "regime": "short",
              "status": "pass", "works": True}
    (tmp_path / "records.jsonl").write_text(json.dumps(record) + "\n")
    proc = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path), "--sample", "1", "--timeout", "60"],
                          cwd=ROOT, env=plugin_env(), capture_output=True, text=True, timeout=300)
    assert proc.returncode == 1, proc.stdout + proc.stderr[-2000:]
    assert proc.stdout.startswith("DIFFERS") and "0/1 sampled records reproduce" in proc.stdout


def test_bad_input_is_one_line_and_exit_2(tmp_path) -> None:  # type: ignore[no-untyped-def]
    proc = subprocess.run([sys.executable, str(SCRIPT), str(tmp_path / "nope")], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 2 and "not a run directory" in proc.stderr and len(proc.stderr.splitlines()) == 1
