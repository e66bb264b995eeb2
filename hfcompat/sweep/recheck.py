"""Rechecks: a case that worked in the baseline and fails tonight runs once more before anyone is told;
with ``--recheck-crashes``, so does every crash, OOM and timeout, alone in a fresh worker process.

A regression that does not reproduce is flakiness, not a regression (pytorch#128715: eager results
themselves vary between runs). The second attempt is appended to records.jsonl with ``attempt = 2``
(records are never rewritten); reports call a case whose attempts disagree *flaky* and judge it by
its last attempt.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hfcompat.isolation.pool import WorkerPool
from hfcompat.records.record import FAIL_CRASH, FAIL_OOM, FAIL_TIMEOUT, WORKS, Case, case_id_of, read_records
from hfcompat.records.run_writer import RECORDS, RunDir


def regressions(run: RunDir, baseline: Path) -> list[str]:
    """Case ids that worked in the baseline and do not work in ``run`` (first attempts)."""
    # case_id_of: a baseline written before workloads (4-part ids) matches today's train/short cases.
    worked = {case_id_of(r) for r in read_records(baseline / RECORDS) if r.get("status") in WORKS}
    latest = {case_id_of(r): r for r in run.records()}
    return sorted(
        cid for cid, r in latest.items() if cid in worked and r["status"] not in WORKS and r.get("attempt", 1) == 1
    )


def recheck(run: RunDir, baseline: Path, cases: list[Case], timeout: float, memory_mb: float) -> list[dict[str, Any]]:
    """Run every regression once more, serially, and append the second attempts."""
    by_id = {c.case_id: c for c in cases}
    again = []
    with WorkerPool("recheck", memory_mb) as pool:
        for case_id in regressions(run, baseline):
            case = by_id.get(case_id)
            if case is not None:
                again.append(_another_attempt(run, case, pool, timeout))
    return again


KILLED = (FAIL_CRASH, FAIL_OOM, FAIL_TIMEOUT)  # the worker process died or was killed


def _another_attempt(run: RunDir, case: Case, pool: WorkerPool, timeout: float, attempt: int = 2) -> dict[str, Any]:
    outcome = pool.run(case, timeout=timeout, repro_dir=run.path / "repros")
    outcome.record["attempt"] = attempt
    return run.add(outcome.record, outcome.log)


def crashes(run: RunDir) -> dict[str, int]:
    """Case ids whose latest record is a crash, OOM or timeout not yet rechecked: a first attempt, or
    a --rerun's (which counts on from the attempts before it), with that record's attempt number."""
    latest = {case_id_of(r): r for r in run.records()}
    found: dict[str, int] = {}
    for cid, r in sorted(latest.items()):
        attempt = int(r.get("attempt") or 1)
        if r["status"] in KILLED and (attempt == 1 or r.get("rerun")):
            found[cid] = attempt
    return found


def recheck_crashes(run: RunDir, cases: list[Case], timeout: float, memory_mb: float) -> list[dict[str, Any]]:
    """Run every crashed case once more in a fresh worker process of its own; append the attempts.

    A long-lived worker carries state from earlier cases (memory, code mappings of compiled
    programs), so a crash there may be the worker's, not the model's; alone it tells which.
    """
    by_id = {c.case_id: c for c in cases}
    again = []
    for case_id, attempt in crashes(run).items():
        case = by_id.get(case_id)
        if case is None:
            continue
        with WorkerPool("recheck", memory_mb) as alone:  # a pool of its own: a fresh worker process
            again.append(_another_attempt(run, case, alone, timeout, attempt + 1))
    return again
