"""--perf on real tiny models (cpu, and the faulty test backend): planted slow op, planted recompile, failures."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hfcompat.execution.case import run_case
from hfcompat.records.record import Case
from hfcompat.records.run_reader import load_run
from hfcompat.reporting.history import compare_runs
from tests.conftest import json_record, run_cli
from tests.dashboard.synthetic import write_run

pytestmark = pytest.mark.slow  # each test builds and runs real tiny models, several steps each


def _run(monkeypatch: pytest.MonkeyPatch, spec: str = "arch:llama", backend: str = "faulty", workload: str = "train",
         **env: str) -> dict[str, Any]:
    for name in ("HFCOMPAT_FAULTS", "HFCOMPAT_OP_FAULT"):
        monkeypatch.setenv(name, env.get(name, ""))
    case = Case(spec=spec, backend=backend, mode="eager", workload=workload, perf=5, perf_warmup=10)
    return run_case(case).record


def test_a_passing_case_is_measured_and_its_perf_cost_recorded(monkeypatch: pytest.MonkeyPatch) -> None:
    record = _run(monkeypatch, workload="infer")
    p = record["perf"]
    assert record["status"] == "pass" and p["measured"] and p["steps"] == 5 and p["settled"] is True
    assert p["tokens_per_s"] > p["samples_per_s"] > 0 and p["recompiled"] is False and p["peak_memory_mb"] > 0
    assert record["timings"]["perf_s"] > 0 and record["case_id"].endswith("|infer|short")  # perf not in the id


def test_generate_is_measured_by_its_prefill_and_decode_rate(monkeypatch: pytest.MonkeyPatch) -> None:
    record = _run(monkeypatch, backend="cpu", workload="generate")
    p = record["perf"]
    assert record["status"] == "pass" and p["measured"] and p["steps"] == 5, record.get("error")
    assert p["decode_steps"] >= 1 and 0 < p["prefill_s_median"] < p["step_s_median"], p
    # the decode rate counts the batch's new tokens after the first, faster than whole calls
    assert p["tokens_per_s"] > 2 * p["decode_steps"] / p["step_s_median"], p


def test_a_failed_case_records_no_perf(monkeypatch: pytest.MonkeyPatch) -> None:
    record = _run(monkeypatch, HFCOMPAT_OP_FAULT="perturb:aten::mm")
    assert record["status"] == "fail_accuracy" and record["perf"] is None


def test_a_recompile_in_the_timed_loop_is_flagged_not_judged(monkeypatch: pytest.MonkeyPatch) -> None:
    record = _run(monkeypatch, HFCOMPAT_FAULTS="llama=recompile")
    p = record["perf"]
    assert record["status"] == "pass" and p["settled"] is True
    assert p["recompiled"] is True and p["timed_compiles"] >= 1


def test_a_planted_slow_op_is_a_perf_regression_against_a_baseline(monkeypatch: pytest.MonkeyPatch,
                                                                     tmp_path: Path) -> None:
    fast = _run(monkeypatch, spec="arch:gpt2", workload="infer")
    slow = _run(monkeypatch, spec="arch:gpt2", workload="infer", HFCOMPAT_OP_FAULT="slow:aten::addmm")
    assert slow["status"] == "pass" and slow["perf"]["step_s_median"] > fast["perf"]["step_s_median"]
    write_run(tmp_path / "base", [fast], started_at="2026-11-29T10:00:00+00:00")
    write_run(tmp_path / "now", [slow], started_at="2026-11-30T10:00:00+00:00")
    diff = compare_runs(load_run(tmp_path / "now"), load_run(tmp_path / "base")).perf
    assert diff is not None and [c.case_id for c in diff.regressions] == [fast["case_id"]] and not diff.gains
    again = compare_runs(load_run(tmp_path / "base"), load_run(tmp_path / "base")).perf
    assert again is not None and not again.regressions


def test_check_perf_prints_the_measurement() -> None:
    proc = run_cli("check", "arch:gpt2", "--backend", "cpu", "--workload", "infer", "--regime", "short", "--perf",
                   "--perf-steps", "3")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "  perf      steady step" in proc.stdout and "3 steps" in proc.stdout
    record = json_record(run_cli("check", "arch:gpt2", "--backend", "cpu", "--workload", "infer", "--regime",
                                 "short", "--perf", "--perf-steps", "3", "--json"))
    assert record["perf"]["steps"] == 3 and record["perf"]["memory_kind"] == "host_rss"
