"""Speed-up per mode over eager, from records (the report's speed section)."""

from __future__ import annotations

from pathlib import Path

from hfcompat.records.record import Case, new_record
from hfcompat.records.run_writer import RunDir
from hfcompat.reporting.report import build_report
from hfcompat.reporting.speed import speedups


def _rec(spec: str, mode: str, step: float | None, status: str = "pass") -> dict:
    r = new_record(Case(spec, "torch-xla", mode), status=status)
    r["timings"] = {"step_s": step} if step is not None else {}
    return r


def _cases() -> list[dict]:
    out = []
    for i, (eager, lazy, comp) in enumerate([(1.0, 0.5, 0.25), (2.0, 1.0, 0.4), (3.0, 1.0, 1.0), (1.0, 1.0, 0.1)]):
        out += [
            _rec(f"arch:m{i}", "eager", eager),
            _rec(f"arch:m{i}", "lazy", lazy),
            _rec(f"arch:m{i}", "compile", comp),
        ]
    out.append(_rec("arch:broken", "eager", 1.0))
    out.append(_rec("arch:broken", "compile", 0.01, status="fail_error"))  # not working: not a speed-up
    out.append(_rec("arch:only_lazy", "lazy", 0.1))  # no eager time to compare with
    return out


def test_speedups_over_the_eager_mode() -> None:
    rows = {r.mode: r for r in speedups(_cases())}
    assert set(rows) == {"compile", "lazy"}
    assert rows["compile"].baseline_mode == "eager" and rows["compile"].n == 4
    assert rows["compile"].median == 4.5  # ratios 4, 5, 3, 10
    assert rows["lazy"].n == 4 and rows["lazy"].median == 2.0  # ratios 2, 2, 3, 1
    assert rows["compile"].p10 == 3.0 and rows["compile"].p90 == 10.0


def test_no_speed_section_without_two_modes() -> None:
    assert speedups([_rec("arch:a", "lazy", 0.1), _rec("arch:b", "lazy", 0.2)]) == []


def test_report_prints_per_mode_rates_and_speedups(tmp_path: Path) -> None:
    run = RunDir(tmp_path / "run")
    for r in _cases():
        run.add(r)
    text, code = build_report(str(tmp_path / "run"), fmt="text")
    assert code == 0
    assert "Speed-up over the eager mode" in text and "4.50x" in text
    for mode in ("eager", "lazy", "compile"):
        assert f"torch-xla  {mode}" in text
