"""Where a run's time went: sums per part and the slowest cases, in the report's three formats."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from hfcompat.reporting.report import build_report
from hfcompat.reporting.time_spent import time_spent
from tests.dashboard.synthetic import record


def _timed(spec: str, total: float, **parts: float) -> dict:
    return record(spec, "pass_with_fallback", timings={"total_s": total, "build_s": 0.5, "device_s": total - 1,
                                                       "first_step_s": total - 1.5, **parts})


RECORDS = [
    _timed("arch:slow", 300.0, compile_s=6.0, execute_s=280.0, transfer_s=1.0, host_s=11.5, recorder_s=0.7),
    _timed("arch:mid", 40.0, compile_s=30.0, execute_s=2.0, transfer_s=0.1, host_s=6.4),
    _timed("arch:fast", 3.0),
    record("arch:killed", "fail_timeout", timings=None),  # killed: no total, not counted
]


def test_sums_per_part_and_slowest_first() -> None:
    spent = time_spent(RECORDS, limit=2)
    assert spent.n_cases == 3 and spent.total_s == 343.0
    assert spent.parts["execute_s"] == 282.0 and spent.parts["build_s"] == 1.5
    assert round(spent.shares["execute_s"], 3) == round(282 / 343, 3)
    assert [c.case_id.split("|")[0] for c in spent.slowest] == ["arch:slow", "arch:mid"]
    assert "recorder_s" not in spent.slowest[1].parts


def test_report_shows_where_time_went_and_the_slowest_cases(make_run: Callable[..., Path]) -> None:
    run = make_run("now", RECORDS)
    text, _ = build_report(run)
    assert "Where the case time went (343 s over 3 cases)" in text
    lines = text.splitlines()
    assert any(line.split() == [".", ".", "execute", "282.0", "82.2%"] for line in lines)  # within device, first step
    slow = next(i for i, line in enumerate(lines) if line.startswith("Slowest cases"))
    first_row = lines[slow + 3].split()
    assert first_row[0].startswith("arch:slow|") and first_row[2] == "300.0"
    md, _ = build_report(run, fmt="md")
    assert "| . . execute | 282.0 | 82.2% |" in md
    data = json.loads(build_report(run, fmt="json")[0])
    assert data["summary"]["time"]["slowest"][0]["parts"]["execute_s"] == 280.0
