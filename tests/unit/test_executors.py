"""Executors honour or refuse every sweep option; the worker pool every executor runs cases through."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest

from hfcompat.errors import UsageError
from hfcompat.isolation.pool import WorkerPool
from hfcompat.sweep import SweepConfig
from hfcompat.sweep.executor import EXECUTORS, OPTIONS, PLAN, get_executor, refuse_unhonoured


def test_every_sweep_setting_is_the_plan_or_an_option_each_executor_takes_a_side_on() -> None:
    fields = {f.name for f in dataclasses.fields(SweepConfig)}
    assert fields == PLAN | set(OPTIONS), "a new SweepConfig field must be in PLAN or OPTIONS"
    for name in EXECUTORS:
        assert get_executor(name).honours <= set(OPTIONS) and get_executor(name).name == name


def _cfg(**options: Any) -> SweepConfig:
    return SweepConfig(out=Path("unused"), specs=["arch:llama"], backend="cpu", modes=[], **options)


@pytest.mark.parametrize(("executor", "option", "value", "flag"), [
    ("ray", "recheck_crashes", True, "--recheck-crashes"),
    ("local", "ray_address", "127.0.0.1:6379", "--ray-address"),
])
def test_an_option_the_executor_does_not_honour_is_refused(executor: str, option: str, value: object,
                                                          flag: str) -> None:
    with pytest.raises(UsageError, match=f"^{flag} is not supported with --executor {executor} "):
        refuse_unhonoured(_cfg(executor=executor, **{option: value}))


def test_options_left_unset_are_not_refused() -> None:
    refuse_unhonoured(_cfg(executor="ray"))  # recheck_crashes False, the default
    refuse_unhonoured(_cfg(executor="local", recheck_crashes=True, junitxml="j.xml", memory_mb=100.0))


def test_the_pool_keeps_one_worker_per_backend_and_mode() -> None:
    with WorkerPool("w", 1000.0, env={"A": "1"}) as pool:
        eager = pool.worker("cpu", "eager")
        assert pool.worker("cpu", "eager") is eager
        compiled = pool.worker("cpu", "compile")
        assert compiled is not eager and set(pool.workers) == {("cpu", "eager"), ("cpu", "compile")}
        assert eager.env["A"] == "1" and eager.name == "w" and eager.memory_mb == 1000.0
    assert pool.workers == {}


def test_a_worker_with_a_chip_runs_alone() -> None:
    pin = {"tpu-ish": {"TPU_VISIBLE_DEVICES": "3"}}
    pool = WorkerPool("gw3", 1000.0, pin=lambda backend: pin.get(backend, {}))
    pool.worker("cpu", "eager")
    pool.worker("cpu", "compile")
    chip = pool.worker("tpu-ish", "eager")
    assert list(pool.workers) == [("tpu-ish", "eager")] and chip.env["TPU_VISIBLE_DEVICES"] == "3"
    exclusive = WorkerPool("ray:x/0", 1000.0, exclusive=True)
    exclusive.worker("cpu", "eager")
    exclusive.worker("cpu", "compile")
    assert list(exclusive.workers) == [("cpu", "compile")]
    pool.close()
    exclusive.close()


@pytest.mark.parametrize("memory_mb", [None, 1234.0])
def test_a_crash_recheck_runs_alone_with_one_workers_share_of_memory(memory_mb: float | None, tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # -n 2 bounds each worker at half the machine; a full-size case killed there is rechecked alone, with
    # the bound of one worker (unless --memory-mb was given: the user's bound holds everywhere).
    from hfcompat.isolation.worker import memory_share
    from hfcompat.records.run_writer import RunDir
    from hfcompat.sweep import recheck
    from hfcompat.sweep.local_executor import LocalExecutor

    seen: list[float] = []
    monkeypatch.setattr(recheck, "recheck_crashes", lambda run, cases, timeout, mb: seen.append(mb) or [])
    executor = LocalExecutor(_cfg(executor="local", workers=2, recheck_crashes=True, memory_mb=memory_mb))
    executor.run(RunDir(tmp_path / "run"), cases=[], todo=[])
    assert executor.memory_mb == (memory_mb or memory_share(2))
    assert seen == [memory_mb or memory_share(1)] and seen[0] >= executor.memory_mb
