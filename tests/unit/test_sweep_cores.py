"""A local sweep's parallel case holds N workers' worth of cores: no other case runs beside its ranks."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from hfcompat.records.record import Case
from hfcompat.sweep.cores import cores_for, slots_of

ONE = Case("arch:llama", "cpu", "eager")
DDP = Case("arch:llama", "cpu", "eager", parallel="ddp", devices=2)


def _run_beside(case: Case, run_dir: Path, worker: int, log: list[str]) -> threading.Thread:
    def run() -> None:
        with cores_for(case, run_dir, worker=worker, workers=2):
            log.append(f"start gw{worker}")
    thread = threading.Thread(target=run)
    thread.start()
    return thread


def test_a_parallel_case_keeps_the_other_worker_waiting_until_it_ends(tmp_path: Path) -> None:
    log: list[str] = []
    with cores_for(DDP, tmp_path, worker=0, workers=2):
        beside = _run_beside(ONE, tmp_path, 1, log)
        time.sleep(0.3)
        assert log == []  # gw1's one-device case waits for the ranks' cores
        log.append("ddp ends")
    beside.join(5)
    assert log == ["ddp ends", "start gw1"]


def test_one_device_cases_on_different_workers_run_together(tmp_path: Path) -> None:
    log: list[str] = []
    with cores_for(ONE, tmp_path, worker=0, workers=2):
        beside = _run_beside(ONE, tmp_path, 1, log)
        beside.join(5)
        assert log == ["start gw1"]


def test_slots_are_taken_in_ascending_order_and_never_beyond_the_workers() -> None:
    assert slots_of(DDP, 1, 2) == [0, 1]
    assert slots_of(Case("arch:llama", "cpu", "eager", parallel="fsdp", devices=4), 3, 2) == [0, 1]
    assert slots_of(ONE, 3, 4) == [3]
    assert slots_of(DDP, 0, 1) == []  # one worker: nothing to share
