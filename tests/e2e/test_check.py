"""``hfcompat check`` as a user runs it: a real worker process, real torch_xla, real crashes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hfcompat.check_command import describe
from hfcompat.records.record import read_records
from tests.conftest import json_record, plugin_env, run_cli

pytestmark = pytest.mark.slow  # the CLI and a real worker process per test, torch_xla for some

ONE = ("--workload", "train", "--regime", "short")  # one case: these test check, not workloads


@pytest.mark.xla
@pytest.mark.parametrize("arch", ["llama", "bert", "gpt2", "t5", "vit"])
def test_check_passes_on_torch_xla(arch: str) -> None:
    proc = run_cli("check", *ONE, f"arch:{arch}", "--backend", "torch-xla", "--json")
    record = json_record(proc)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert record["status"] in ("pass", "pass_with_fallback")
    assert record["backend"] == "torch-xla" and record["mode"] == "lazy" and record["device"] == "XLA:CPU"


@pytest.mark.xla
def test_check_failure_prints_verdict_culprit_and_writes_the_run(tmp_path: Path) -> None:
    proc = run_cli("check", *ONE, "arch:mixtral", "--out", str(tmp_path))
    assert proc.returncode == 1
    assert "FAIL: the device refused an op" in proc.stdout
    assert "culprit   aten::histc in forward" in proc.stdout
    records = read_records(tmp_path / "records.jsonl")
    assert len(records) == 1 and records[0]["status"] == "fail_unsupported_op" and records[0]["run_id"]
    # The repro it names reproduces the failure on its own.
    repro = tmp_path / records[0]["repro"]
    alone = subprocess.run([sys.executable, str(repro)], capture_output=True, text=True, timeout=300)
    assert alone.returncode == 1 and "REPRODUCED" in alone.stdout, alone.stdout + alone.stderr[-2000:]
    meta = json.loads((tmp_path / "meta.json").read_text())
    assert meta["run_id"] == records[0]["run_id"]
    log = tmp_path / "logs" / "arch_mixtral_torch-xla_lazy_float32_train_short.log"
    assert "Traceback" in log.read_text()


@pytest.mark.parametrize(("fault", "signal_name"), [("abort", "SIGABRT"), ("segv", "SIGSEGV")])
def test_check_survives_a_real_crash(fault: str, signal_name: str) -> None:
    env = plugin_env(HFCOMPAT_FAULTS=f"gpt2={fault}")
    proc = run_cli("check", *ONE, "arch:gpt2", "--backend", "faulty", "--json", env=env)
    record = json_record(proc)
    assert proc.returncode == 1
    assert record["status"] == "fail_crash" and signal_name in record["error"]
    assert record["phase"] == "device"  # the fault fires when the device step starts


def test_an_op_that_kills_the_replay_is_the_culprit_and_the_failure_is_kept() -> None:
    # The step fails at sync; replaying its ops one by one, rsqrt aborts the worker. The record keeps
    # the step's failure and names the op the worker died in.
    env = plugin_env(HFCOMPAT_OP_FAULT="sync-crash:aten::rsqrt")
    proc = run_cli("check", *ONE, "arch:t5", "--backend", "faulty", "--json", env=env)
    record = json_record(proc)
    assert proc.returncode == 1
    assert (record["status"], record["phase"]) == ("fail_error", "sync"), record["error"]
    assert "planted deferred failure of aten::rsqrt" in record["error"]
    assert (record["culprit_op"], record["culprit_phase"], record["culprit_source"]) == (
        "aten::rsqrt",
        "forward",
        "replay",
    )
    assert record["replay"]["kind"] == "crash" and "SIGABRT" in record["replay"]["detail"]
    assert "replay    aten::rsqrt run alone on the device killed the worker: the worker process died (signal SIGABRT)" \
        in describe(record)


def test_check_survives_a_real_hang() -> None:
    env = plugin_env(HFCOMPAT_FAULTS="gpt2=hang")
    proc = run_cli("check", *ONE, "arch:gpt2", "--backend", "faulty", "--json", "--timeout", "20", env=env)
    record = json_record(proc)
    assert proc.returncode == 1 and record["status"] == "fail_timeout"


def test_healthy_case_on_the_plugin_backend_passes() -> None:
    proc = run_cli(
        "check", *ONE, "arch:gpt2", "--backend", "faulty", "--json", env=plugin_env(HFCOMPAT_FAULTS="bert=abort")
    )
    assert proc.returncode == 0 and json_record(proc)["status"] == "pass"


def test_check_plans_in_its_worker_then_runs_the_case_there() -> None:
    # No --regime: which regimes gpt2 has is asked of the check's worker (no planner child), which
    # then runs the one case it has.
    proc = run_cli("check", "arch:gpt2", "--workload", "train", "--backend", "faulty", "--json",
                   env=plugin_env(HFCOMPAT_FAULTS="bert=abort"))
    record = json_record(proc)
    assert proc.returncode == 0 and (record["status"], record["regime"]) == ("pass", "short"), proc.stderr[-2000:]
