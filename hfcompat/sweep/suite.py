"""The sweep's one test, parametrised over the run's cases by :mod:`hfcompat.sweep.plugin`.

A case that works passes; one that does not work fails with its verdict (so JUnit XML shows it);
one that was not judged (harness_error, reference_error, skipped) is skipped with its reason. The
record travels to the controller in ``user_properties``: only the controller writes records.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hfcompat.isolation.pool import WorkerPool
from hfcompat.records.record import JUDGED, WORKS, Case
from hfcompat.sweep.cores import cores_for


def test_case(hfcompat_case: Case, hfcompat_workers: WorkerPool, hfcompat_timeout: float,
              request: pytest.FixtureRequest) -> None:
    run_dir = Path(request.config.getoption("--hfcompat-out"))
    with cores_for(hfcompat_case, run_dir):  # a parallel case's ranks are N workers' worth of cores
        outcome = hfcompat_workers.run(hfcompat_case, timeout=hfcompat_timeout, repro_dir=run_dir / "repros")
    request.node.user_properties.append(("hfcompat_record", json.dumps(outcome.record, default=str)))
    request.node.user_properties.append(("hfcompat_log", outcome.log))
    record = outcome.record
    if record["status"] in WORKS:
        return
    message = f"{record['status']}: {record.get('culprit_op') or ''} {record.get('error') or ''}".strip()
    if record["status"] in JUDGED:
        pytest.fail(message, pytrace=False)
    pytest.skip(message)
