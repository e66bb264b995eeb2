"""Parallel cases on real gloo processes: DDP, FSDP2 and transformers' tensor parallelism on two
CPU ranks, judged against one CPU device, and planted collective faults caught and named."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from hfcompat.execution.case import run_case
from hfcompat.parallel import rank_pool
from hfcompat.parallel.rank_pool import close_pool
from hfcompat.records.record import Case, type_problems
from tests.conftest import PLUGINS

pytestmark = pytest.mark.slow


def _ranks_alive() -> list[str]:
    """Command lines of rank processes this test process started that still run (another xdist
    worker's warm ranks are its own)."""
    alive = []
    for proc in Path("/proc").iterdir():
        try:
            cmd = (proc / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            ppid = int((proc / "stat").read_text().rpartition(")")[2].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if "hfcompat.parallel.rank" in cmd and ppid == os.getpid():
            alive.append(cmd)
    return alive


@pytest.fixture(autouse=True, scope="module")
def _no_warm_ranks_after() -> Iterator[None]:
    yield
    close_pool()


def test_warm_ranks_serve_the_next_case_and_a_failed_case_leaves_none(monkeypatch: pytest.MonkeyPatch) -> None:
    run_case(Case("arch:llama", "cpu", "eager", parallel="ddp", devices=2), timeout_s=300)
    assert rank_pool._POOL is not None
    first = [p.pid for p in rank_pool._POOL.procs]
    record = run_case(Case("arch:llama", "cpu", "eager", parallel="fsdp", devices=2), timeout_s=300).record
    assert record["status"] == "pass", record
    assert [p.pid for p in rank_pool._POOL.procs] == first  # the same processes served the second case
    assert record["timings"]["ranks_start_s"] == 0.0 and record["timings"]["rank_step_s"] > 0
    # A rank that raises: its pool is killed, nothing is left, and the next case gets fresh ranks.
    monkeypatch.setenv("PYTHONPATH", str(PLUGINS))
    monkeypatch.setenv("HFCOMPAT_OP_FAULT", "raise-backward:aten::mm")
    assert run_case(Case("arch:llama", "faulty", "eager", parallel="ddp", devices=2),
                    timeout_s=300).record["status"] == "fail_error"
    assert rank_pool._POOL is None and _ranks_alive() == []


@pytest.mark.parametrize(("strategy", "collective"), [("ddp", "c10d::allreduce_"),
                                                      ("fsdp", "c10d::_reduce_scatter_base_"),
                                                      ("tp", None)])
def test_standard_strategies_match_one_device(strategy: str, collective: str | None) -> None:
    record = run_case(Case("arch:llama", "cpu", "eager", parallel=strategy, devices=2), timeout_s=300).record
    assert record["status"] == "pass", record
    assert record["case_id"] == f"arch:llama|cpu|eager|float32|train|short|{strategy}:2"
    assert (record["parallel"], record["devices"]) == (strategy, 2) and type_problems(record) == []
    assert record["compare"]["grads"]["n"] > 10 and record["compare"]["params"]["ok"]
    # Equal tokens per rank: the batch of a parallel case pads no sample.
    assert record["inputs"]["attention_mask"] == [2, 16]
    if collective:  # DTensor's own collectives (tp) run beneath the op recorder
        assert collective in record["collectives"]


@pytest.mark.parametrize(("fault", "strategy", "group", "op", "phase"), [
    ("sum:c10d::allreduce_", "ddp", "grads", "c10d::allreduce_", "backward"),
    ("drop1:c10d::allreduce_", "ddp", "grads", "c10d::allreduce_", "backward"),
    ("stale:c10d::_allgather_base_", "fsdp", "outputs", "c10d::_allgather_base_", "forward"),
])
def test_planted_collective_fault_is_caught_and_named(monkeypatch: pytest.MonkeyPatch, fault: str, strategy: str,
                                                      group: str, op: str, phase: str) -> None:
    monkeypatch.setenv("PYTHONPATH", str(PLUGINS))  # the ranks load the test-only backend
    monkeypatch.setenv("HFCOMPAT_COLLECTIVE_FAULT", fault)
    record = run_case(Case("arch:llama", "faulty", "eager", parallel=strategy, devices=2), timeout_s=300).record
    assert record["status"] == "fail_accuracy", record
    assert not record["compare"][group]["ok"]
    assert (record["culprit_op"], record["culprit_phase"], record["culprit_source"]) == (op, phase, "collective")
    assert record["replay"]["kind"] == "not run"  # a collective is not replayed alone


def test_a_rank_that_hangs_is_a_timeout_naming_the_collective_and_leaves_nothing_running(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTHONPATH", str(PLUGINS))
    monkeypatch.setenv("HFCOMPAT_COLLECTIVE_FAULT", "hang1:c10d::allreduce_")
    # 80% of the limit must cover the ranks' start-up on a loaded machine (imports took 50 s at load 9)
    record = run_case(Case("arch:llama", "faulty", "eager", parallel="ddp", devices=2), timeout_s=90).record
    assert record["status"] == "fail_timeout", record
    assert (record["culprit_op"], record["culprit_phase"]) == ("c10d::allreduce_", "backward")
    assert "rank 1 in c10d::allreduce_" in record["error"]
    assert _ranks_alive() == []


def test_a_rank_that_raises_names_its_rank_phase_and_op(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTHONPATH", str(PLUGINS))
    monkeypatch.setenv("HFCOMPAT_OP_FAULT", "raise-backward:aten::mm")
    record = run_case(Case("arch:llama", "faulty", "eager", parallel="ddp", devices=2), timeout_s=300).record
    assert record["status"] == "fail_error", record
    assert (record["culprit_op"], record["culprit_phase"], record["culprit_source"]) == \
        ("aten::mm", "backward", "exception")
    assert record["rank"] == 0 and "planted fault" in record["error"]
    assert _ranks_alive() == []


@pytest.mark.parametrize(("spec", "strategy", "why"), [
    ("arch:resnet", "ddp", "is not a mean over samples"),  # batch norm's batch statistics in training
    ("arch:bert", "tp", "no tensor-parallel plan"),
    ("arch:llama", "ddp", "runs the train workload"),
])
def test_what_a_strategy_cannot_run_is_skipped_with_its_reason(spec: str, strategy: str, why: str) -> None:
    workload = "infer" if why.startswith("runs the") else "train"
    record = run_case(Case(spec, "cpu", "eager", workload=workload, parallel=strategy, devices=2)).record
    assert record["status"] == "skipped" and why in record["error"], record


def test_what_an_adapter_cannot_run_in_parallel_is_skipped_with_its_reason() -> None:
    # torch_xla's thread-per-device collectives abort on XLA:CPU: the adapter says so, as data
    record = run_case(Case("arch:llama", "torch-xla", "lazy", parallel="ddp", devices=2)).record
    assert record["status"] == "skipped" and "xmp.spawn" in record["error"]
    assert os.environ.get("CPU_NUM_DEVICES") is None  # no device stack was started for it here
    record = run_case(Case("arch:llama", "cpu", "eager", parallel="spmd", devices=2)).record
    assert record["status"] == "skipped" and "stack-specific" in record["error"]


@pytest.mark.xla
def test_spmd_on_two_virtual_xla_devices_matches_one_cpu_device() -> None:
    record = run_case(Case("arch:llama", "torch-xla", "lazy", parallel="spmd", devices=2), timeout_s=300).record
    assert record["status"] == "pass", record
    assert record["case_id"].endswith("|spmd:2") and record["device"] == "XLA:CPU"
    assert record["compare"]["grads"]["ok"] and record["compare"]["params"]["ok"]
