"""bench/false_alarms.py on real cases: a planted error is read as a real difference, a device that
rounds as the CPU does as a false alarm of the rule (issue 49)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

from false_alarms import classify, plain_errors, ratio

from tests.conftest import plugin_env


def test_a_planted_error_is_a_real_difference_and_its_report_says_so(tmp_path: Path) -> None:
    # 1% in one backward matmul: the rule fails the train case, and plainly the device is far further
    # from float64 than the CPU; the infer case never runs a backward and passes
    env = plugin_env(HFCOMPAT_OP_FAULT="bert=perturb1pct-backward:aten::mm")
    cmd = [sys.executable, "bench/false_alarms.py", "--models", "bert", "--dtype", "float32", "--backend", "faulty",
           "--mode", "eager", "--timeout", "300", "--out", str(tmp_path)]
    subprocess.run(cmd, cwd=ROOT, env=env, check=True, capture_output=True, timeout=600)
    results = {r["workload"]: r for r in json.loads((tmp_path / "false_alarms.json").read_text())["results"]}
    assert results["infer"]["class"] == "pass", results["infer"]
    train = results["train"]
    assert train["status"] == "fail_accuracy" and train["class"] == "real difference", train
    worst = max(train["plain"], key=ratio)
    assert worst["tensor"].startswith("grads.") and ratio(worst) > 100 * worst["bound"], worst
    report = subprocess.run([sys.executable, "bench/false_alarms.py", "--report", str(tmp_path / "false_alarms.json")],
                            cwd=ROOT, env=env, check=True, capture_output=True, text=True).stdout
    assert "float32 train" in report and "false alarms 0 (0.0%)" in report and "REAL DIFFERENCE bert" in report


def test_a_device_that_rounds_as_the_cpu_is_a_false_alarm_where_the_rule_fails_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HFCOMPAT_OP_FAULT", raising=False)
    rows = plain_errors("arch:bert", "float32", "train", "faulty", "eager", json.dumps(["grads.no.such.tensor"]))
    assert len(rows) > 10 and all(r["device"] == r["cpu"] for r in rows)  # every compared tensor, none named
    slopes = [r["slopes"] for r in rows if r["slopes"] is not None]  # each side's slope on float64: the same
    assert len(slopes) > 10 and all(dev == cpu for dev, cpu in slopes)
    assert classify({"status": "fail_accuracy"}, rows) == "false alarm"
