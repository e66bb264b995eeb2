"""The per-case time breakdown on torch-xla: the stack's timers and the runner's phases add up."""

from __future__ import annotations

from hfcompat.execution.case import run_case
from hfcompat.records.record import Case
from tests.backend.modules import DeviceOnlyHistc, Linear, planted


def _timings(module_cls: type) -> dict[str, float]:
    record = run_case(Case(f"planted:{module_cls.__name__}", "torch-xla", "lazy"), built=planted(module_cls)).record
    assert record["status"] in ("pass", "pass_with_fallback"), record
    return record["timings"]


def test_first_step_parts_come_from_the_stack_and_add_up() -> None:
    t = _timings(Linear)
    assert t["compile_s"] > 0 and t["execute_s"] > 0  # torch_xla's CompileTime / ExecuteTime metrics
    assert t["transfer_s"] > 0  # the step's results come back to the host
    assert t["recorder_s"] > 0 and t["host_s"] >= 0  # the checked step ran under the op recorder
    parts = sum(t[k] for k in ("compile_s", "execute_s", "transfer_s", "recorder_s", "host_s"))
    assert abs(parts - t["first_step_s"]) < 1e-3 * max(1.0, t["first_step_s"]) + 1e-3
    assert t["first_step_s"] + t["compare_s"] <= t["device_s"] + 1e-3 <= t["total_s"] + 1e-3


def test_a_failed_step_times_its_attribution() -> None:
    record = run_case(Case("planted:DeviceOnlyHistc", "torch-xla", "lazy"), built=planted(DeviceOnlyHistc)).record
    assert record["status"] == "fail_unsupported_op"
    t = record["timings"]
    assert "first_step_s" not in t and t["triage_s"] > 0 and t["triage_s"] <= t["device_s"] + 1e-3
