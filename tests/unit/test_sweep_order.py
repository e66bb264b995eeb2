"""Longest-first ordering from a previous run's durations (hfcompat.sweep.order)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hfcompat.errors import UsageError
from hfcompat.records.record import Case
from hfcompat.sweep.order import estimate, longest_first, read_durations


def _case(spec: str, workload: str = "train") -> Case:
    return Case(spec=spec, backend="cpu", mode="eager", workload=workload)


def _run(path: Path, times: dict[str, float | None], four_part: bool = False) -> Path:
    path.mkdir()
    (path / "meta.json").write_text(json.dumps({"run_id": "old"}))
    lines = []
    for spec, total in times.items():
        case = _case(spec)
        cid = f"{spec}|cpu|eager|float32" if four_part else case.case_id
        record = {"case_id": cid, "spec": spec, "backend": "cpu", "mode": "eager", "dtype": "float32",
                  "status": "pass", "timings": None if total is None else {"total_s": total}}
        if not four_part:
            record.update(workload="train", regime="short")
        lines.append(json.dumps(record))
    (path / "records.jsonl").write_text("\n".join(lines) + "\n")
    return path


def test_one_queue_runs_longest_first_and_unknown_before_known(tmp_path: Path) -> None:
    durations = read_durations(_run(tmp_path / "old", {"arch:a": 5.0, "arch:b": 50.0, "arch:c": 1.0}))
    cases = [_case("arch:a"), _case("arch:b"), _case("arch:c"), _case("arch:new")]
    order = [c.spec for c in longest_first(cases, durations)]
    assert order == ["arch:new", "arch:b", "arch:a", "arch:c"]


def test_a_new_workload_of_a_known_spec_is_estimated_by_that_spec(tmp_path: Path) -> None:
    # An old 4-part record reads as train/short; the infer case of the same spec borrows its time.
    durations = read_durations(_run(tmp_path / "old", {"arch:slow": 90.0, "arch:fast": 2.0}, four_part=True))
    assert estimate(_case("arch:slow"), durations) == 90.0
    assert estimate(_case("arch:slow", "infer"), durations) == 90.0
    order = longest_first([_case("arch:fast", "infer"), _case("arch:slow", "infer")], durations)
    assert [c.spec for c in order] == ["arch:slow", "arch:fast"]


def test_blocks_for_worksteal_give_each_worker_its_share_of_long_cases() -> None:
    durations = {_case(f"arch:m{i}").case_id: float(100 - i) for i in range(7)}  # m0 longest
    cases = [_case(f"arch:m{i}") for i in reversed(range(7))]
    order = [c.spec for c in longest_first(cases, durations, blocks=2)]
    # worksteal gives the first worker 7 // 2 = 3 cases, the second the other 4: each longest first.
    assert order[:3] == ["arch:m1", "arch:m3", "arch:m5"]
    assert order[3:] == ["arch:m0", "arch:m2", "arch:m4", "arch:m6"]
    first, second = order[:3], order[3:]
    total = {s: 100 - int(s[-1]) for s in order}
    assert abs(sum(total[s] for s in first) - sum(total[s] for s in second)) < max(total.values())


def test_ties_keep_the_planned_order() -> None:
    cases = [_case("arch:x"), _case("arch:y"), _case("arch:z")]
    assert longest_first(cases, {}) == cases


@pytest.mark.parametrize("make", ["missing", "empty", "untimed"])
def test_a_bad_run_is_a_usage_error(tmp_path: Path, make: str) -> None:
    path = tmp_path / "old"
    if make == "empty":
        path.mkdir()
    elif make == "untimed":
        _run(path, {"arch:a": None})
    with pytest.raises(UsageError, match="old"):
        read_durations(path)
