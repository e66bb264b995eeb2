"""--perf without a model: the warm-up and timed loop on a fake stack, bad input, and the report's reading."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hfcompat.errors import UsageError
from hfcompat.execution import perf
from hfcompat.records.run_reader import load_run
from hfcompat.reporting.history import compare_runs
from hfcompat.reporting.perf import PERF_NOISE, perf_case, perf_changes, summarize_perf
from hfcompat.reporting.report import build_report
from hfcompat_backend import Counters
from tests.conftest import run_cli
from tests.dashboard.synthetic import record, write_run


class FakeStack:
    """A backend whose step ``i`` compiles ``graphs(i)`` graphs in all (None: it cannot count)."""

    def __init__(self, graphs: Any):
        self.graphs, self.steps, self.synced, self.zero = graphs, 0, 0, 0

    def step(self) -> None:
        self.steps += 1

    def reset_counters(self) -> None:
        self.zero = self.graphs(self.steps) or 0

    def read_counters(self) -> Counters:
        n = self.graphs(self.steps)
        return Counters(compiles=None if n is None else n - self.zero)

    def sync(self) -> None:
        self.synced += 1

    def step_context(self) -> Any:
        from contextlib import nullcontext

        return nullcontext()

    def device(self) -> Any:
        import torch

        return torch.device("cpu")


def _measure(stack: FakeStack, steps: int = 5, warmup_max: int = 20) -> dict[str, Any]:
    return perf.measure(stack, stack.step, steps=steps, warmup_max=warmup_max, inputs={})  # type: ignore[arg-type]


def test_warm_up_stops_when_nothing_new_compiles_then_k_synced_steps() -> None:
    stack = FakeStack(lambda i: min(i, 3))  # compiles in its first 3 steps, then never
    p = _measure(stack)
    assert p["settled"] is True and p["warmup_steps"] == 4  # the 4th step compiled nothing new
    assert stack.steps == 4 + 5 and stack.synced == 2 * 5 and p["steps"] == 5
    assert p["recompiled"] is False and p["timed_compiles"] == 0
    assert p["step_s_min"] <= p["step_s_median"] <= p["step_s_max"] and p["memory_kind"] == "host_rss"


def test_a_model_that_never_settles_says_so_within_the_bound() -> None:
    p = _measure(FakeStack(lambda i: i), warmup_max=7)
    assert p["settled"] is False and p["warmup_steps"] == 7 and p["recompiled"] is True


def test_a_recompile_in_the_timed_loop_is_flagged() -> None:
    p = _measure(FakeStack(lambda i: 1 + (i >= 6)))  # settles at step 2, compiles again at step 6
    assert p["settled"] is True and p["recompiled"] is True and p["timed_compiles"] == 1


def test_a_stack_that_cannot_count_compiles_gets_a_fixed_warm_up() -> None:
    p = _measure(FakeStack(lambda i: None))
    assert p["warmup_steps"] == perf.FIXED_WARMUP and p["settled"] is None and p["recompiled"] is None


def test_perf_settings_and_unmeasured_strategies() -> None:
    assert perf.settings(False, None, None) is None
    assert perf.settings(True, None, None) == (perf.DEFAULT_STEPS, perf.DEFAULT_WARMUP_MAX)
    assert perf.settings(True, 3.0, 5.0) == (3, 5)
    with pytest.raises(UsageError, match="--perf-steps needs --perf"):
        perf.settings(False, 3.0, None)
    perf.refuse_unmeasured([])
    perf.refuse_unmeasured(["all"])
    perf.refuse_unmeasured(["single", "ddp"])
    with pytest.raises(UsageError, match="with --parallel ddp --parallel fsdp it would measure nothing"):
        perf.refuse_unmeasured(["ddp", "fsdp"])


def test_decode_rate_is_the_batch_s_new_tokens_after_the_first() -> None:
    # prompt at 0, first token at 0.5 s (prefill), then 4 more tokens 0.1 s apart
    calls = [[0.0, 0.5, 0.6, 0.7, 0.8, 0.9], [10.0, 10.7, 10.8, 10.9, 11.0, 11.1]]
    d = perf.decode_rate(calls, batch=2)
    assert d["prefill_s_median"] == pytest.approx(0.6) and d["decode_steps"] == 4
    assert d["tokens_per_s"] == pytest.approx(2 * 4 / 0.4)
    one = perf.decode_rate([[0.0, 0.5]], batch=2)  # a single new token: a prefill and no decode
    assert one["prefill_s_median"] == pytest.approx(0.5) and one["tokens_per_s"] is None


BAD = [
    (["check", "arch:llama", "--perf", "--perf-steps", "0"], "bad --perf-steps '0': expected a positive whole number"),
    (["check", "arch:llama", "--perf", "--perf-steps", "x"], "bad --perf-steps 'x'"),
    (["check", "arch:llama", "--perf", "--perf-steps", "2.5"], "bad --perf-steps '2.5'"),
    (["check", "arch:llama", "--perf", "--perf-warmup-max", "-1"], "bad --perf-warmup-max '-1'"),
    (["check", "arch:llama", "--perf-steps", "5"], "--perf-steps needs --perf"),
    (["check", "arch:llama", "--perf", "--parallel", "ddp"], "--perf times single-device steps"),
    (["sweep", "arch:llama", "--perf", "--perf-warmup-max", "zero"], "bad --perf-warmup-max 'zero'"),
    (["sweep", "arch:llama", "--perf", "--parallel", "fsdp", "--parallel", "tp"], "with --parallel fsdp --parallel tp"),
]


@pytest.mark.parametrize(("args", "message"), BAD, ids=[" ".join(a) for a, _ in BAD])
def test_bad_perf_input_is_one_line_and_exit_2(args: list[str], message: str, tmp_path: Path) -> None:
    out = tmp_path / "run"
    proc = run_cli(*args, "--backend", "cpu", "--out", str(out))
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2 and len(lines) == 1 and message in lines[0], proc.stderr
    assert not out.exists()


def _perf(step_ms: float, iqr_ms: float = 0.5, **extra: Any) -> dict[str, Any]:
    return {"measured": True, "step_s_median": step_ms / 1e3, "step_s_iqr": iqr_ms / 1e3, "steps": 10,
            "warmup_steps": 2, "settled": True, "recompiled": False, "cold_step_s": 1.0, "compile_s": None,
            "peak_memory_mb": 800.0, "memory_kind": "host_rss", "samples_per_s": 2e3 / step_ms, **extra}


def _runs(tmp_path: Path, slow: float = 1.0) -> tuple[Path, Path]:
    def recs(factor: float) -> list[dict[str, Any]]:
        return [record("arch:llama", "pass", backend="cpu", mode="eager", perf=_perf(20 * factor)),
                record("arch:llama", "pass", backend="cpu", mode="compile",
                       perf=_perf(8 * factor, peak_memory_mb=400.0)),
                record("arch:gpt2", "pass", backend="cpu", mode="eager", perf=_perf(30)),
                record("arch:gpt2", "pass", backend="cpu", mode="compile", perf=_perf(10, recompiled=True)),
                record("arch:bert", "fail_error", backend="cpu", mode="eager")]
    base, now = tmp_path / "base", tmp_path / "now"
    write_run(base, recs(1.0), started_at="2026-11-29T10:00:00+00:00")
    write_run(now, recs(slow), started_at="2026-11-30T10:00:00+00:00")
    return base, now


def test_speed_up_per_mode_is_the_geomean_over_models_in_both(tmp_path: Path) -> None:
    _, now = _runs(tmp_path)
    s = summarize_perf(load_run(now).cases)
    assert s is not None
    eager, compiled = s.modes
    assert eager.mode == "eager" and eager.speedup == pytest.approx(1.0)
    assert compiled.baseline_mode == "eager" and compiled.speedup == pytest.approx((2.5 * 3.0) ** 0.5)
    assert compiled.memory_ratio == pytest.approx(2 ** 0.5) and compiled.recompiled == 1 and compiled.both == 2
    assert compiled.mean_compile_s == pytest.approx(1.0 - (0.008 + 0.010) / 2)  # cold − steady where not reported
    assert len(s.cases) == 4  # the failed case has no perf


def test_speed_up_is_also_given_per_workload_where_a_run_measured_several() -> None:
    cases = [record("arch:llama", "pass", backend="cpu", mode="eager", workload="train", perf=_perf(40)),
             record("arch:llama", "pass", backend="cpu", mode="compile", workload="train", perf=_perf(20)),
             record("arch:llama", "pass", backend="cpu", mode="eager", workload="infer", perf=_perf(90)),
             record("arch:llama", "pass", backend="cpu", mode="compile", workload="infer", perf=_perf(10))]
    s = summarize_perf(cases)
    assert s is not None
    got = {(m.mode, m.workload): (m.speedup, m.both) for m in s.modes}
    assert got[("compile", "train")] == (pytest.approx(2.0), 1) and got[("compile", "infer")] == (pytest.approx(9.0), 1)
    assert got[("compile", "all")] == (pytest.approx(18 ** 0.5), 2) and got[("eager", "infer")][0] == pytest.approx(1.0)
    assert [m.workload for m in s.modes if m.mode == "compile"] == ["all", "train", "infer"]


def test_compiles_the_stack_counted_but_did_not_time_fall_back_to_the_cold_step() -> None:
    untimed = record("arch:llama", "pass", backend="torch-xla", mode="eager", compiles=177,
                     perf=_perf(20, compile_s=0.0, cold_step_s=2.0))
    cached = record("arch:llama", "pass", backend="torch-xla", mode="lazy", compiles=0,
                    perf=_perf(10, compile_s=0.0, cold_step_s=2.0))  # a cache hit compiles nothing: 0 s is right
    got = {m.mode: m.compile_s for m in map(perf_case, (untimed, cached)) if m is not None}
    assert got == {"eager": pytest.approx(2.0 - 0.020), "lazy": 0.0}


def test_a_slower_step_is_a_perf_regression_and_a_quiet_rerun_flags_nothing(tmp_path: Path) -> None:
    base, now = _runs(tmp_path, slow=1.0 + 2 * PERF_NOISE)
    diff = perf_changes(load_run(now).cases, load_run(base).cases)
    assert diff is not None and diff.compared == 4 and not diff.gains
    assert sorted(c.case_id.split("|")[2] for c in diff.regressions) == ["compile", "eager"]
    quiet_base, quiet = _runs(tmp_path / "quiet", slow=1.0 + PERF_NOISE / 2)
    quiet_diff = compare_runs(load_run(quiet), load_run(quiet_base)).perf
    assert quiet_diff is not None and not quiet_diff.regressions and not quiet_diff.gains
    text, code = build_report(now, baseline=base)
    assert code == 0 and "Step-time changes from baseline" in text and "perf_regression" in text
    data = json.loads(build_report(now, baseline=base, fmt="json")[0])
    assert len(data["comparison"]["perf"]["regressions"]) == 2 and data["summary"]["perf"]["modes"]


def test_a_run_without_perf_reports_as_before(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    write_run(plain, [record("arch:llama", "pass", backend="cpu", mode="eager"),
                      record("arch:llama", "pass", backend="cpu", mode="compile")])
    text, _ = build_report(plain, baseline=plain)
    assert "--perf" not in text and "Speed per mode" not in text and "Step-time" not in text
    data = json.loads(build_report(plain, baseline=plain, fmt="json")[0])
    assert "perf" not in data["summary"] and "perf" not in data["comparison"]


def test_the_dashboard_shows_speed_per_mode_only_for_a_run_with_perf(tmp_path: Path) -> None:
    from hfcompat.reporting.dashboard import build_dashboard

    base, now = _runs(tmp_path, slow=1.0 + 2 * PERF_NOISE)
    build_dashboard([base, now], tmp_path / "site", tables=False)
    html = (tmp_path / "site" / "index.html").read_text()
    assert 'id="perf-modes-table"' in html and 'id="perf-changes-table"' in html and "perf_regression" in html
    plain = tmp_path / "plain"
    write_run(plain, [record("arch:llama", "pass", backend="cpu", mode="eager")])
    build_dashboard([plain], tmp_path / "plain-site", tables=False)
    assert 'id="perf"' not in (tmp_path / "plain-site" / "index.html").read_text()
