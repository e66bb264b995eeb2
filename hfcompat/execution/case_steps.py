"""A case's steps beyond the reference: the device step under the op recorder, the record of one that
raised, and the fresh copies of the step that judging and triage run again (:mod:`.case` runs them).

- :func:`device_step`: the workload's step on the device, its counters, timings and stability, then
  the judging (:func:`hfcompat.judging.second_opinion.second_opinion`, :func:`hfcompat.judging.verdict.judge`);
- :func:`device_failure`: a step that raised, read by the backend (unsupported op, OOM, lowering error)
  and blamed on an op (the recorder's innermost op in flight, the stack's message);
- :func:`device_run`, :func:`plain_step`, :func:`replayed_step` and :func:`cpu_step`: fresh copies of the
  step on the device and on the CPU, for the second opinion and the op-by-op replay.
"""

from __future__ import annotations

import copy
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch

from hfcompat import triage
from hfcompat.errors import FactoryError
from hfcompat.execution import perf, stability
from hfcompat.execution.reference import reference
from hfcompat.factory import BuiltModel
from hfcompat.judging import selection
from hfcompat.judging.second_opinion import second_opinion
from hfcompat.judging.verdict import ARBITER_WIDENED, judge
from hfcompat.records.oom import DEVICE, DEVICE_ERROR, oom_field
from hfcompat.records.record import FAIL_ERROR, FAIL_OOM, FAIL_UNSUPPORTED_OP, HARNESS_ERROR, Case, one_line
from hfcompat.triage.lowering import from_lowering
from hfcompat.workloads.base import Groups, PhaseTracker, StepOutput, StepRun, Workload, cast_inputs
from hfcompat.workloads.kept import Keeper
from hfcompat_backend import KIND_LOWERING, KIND_OOM, KIND_UNSUPPORTED, Backend, Counters, OpEvent, OpRecorder


@dataclass(slots=True)
class CaseResult:
    """A record and the long text (traceback) that goes to logs/<case>.log."""

    record: dict[str, Any]
    log: str = ""
    op_events: list[OpEvent] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)  # device-step timings for the record


def cpu_step(built: BuiltModel, dtype: torch.dtype, workload: Workload) -> Callable[[], Any]:
    """A fresh CPU copy of the step for op-by-op replay (the reference's weights, dtype and inputs)."""
    def run(fn: Any, model: torch.nn.Module, inp: dict[str, Any], sink: Any) -> Any:
        return workload.step(StepRun(fn, model, inp, tracker=PhaseTracker(sink)))
    return triage.cpu_step_of(built.model, dtype, cast_inputs(workload.inputs(built), dtype), run)



@contextmanager
def _maybe(recorder: OpRecorder | None) -> Iterator[None]:
    with recorder if recorder is not None else nullcontext():
        yield


def device_step(
    case: Case, backend: Backend, built: BuiltModel, workload: Workload, dtype: torch.dtype, ref: Groups,
    ref64: Groups | None, arbiter: str | None, record: dict[str, Any], on_op: Callable[[OpEvent], None] | None,
    repro_dir: Path | None, keeper: Keeper,
) -> CaseResult:
    # Dynamo cannot trace through a Python dispatch mode that is active around the compiled call,
    # so compile mode runs without the recorder and relies on the stack's messages.
    picks = selection.DeviceSelections()  # the step's top-k/sort/argmax indices, for the near-tie rule
    recorder = None if case.mode == "compile" else OpRecorder(on_enter=on_op, on_result=picks.observe)
    tracker = PhaseTracker(recorder)
    try:
        run: StepRun | None = device_run(backend, built, dtype, case.mode, workload, tracker, keeper)
        assert run is not None
        backend.reset_counters()
        torch.manual_seed(0)
        t = time.perf_counter()
        with backend.step_context(), _maybe(recorder):
            dev = workload.step(run)
        first_step_s = time.perf_counter() - t
    except Exception as exc:  # noqa: BLE001  (a device failure is data)
        return device_failure(exc, backend, recorder, tracker.phase, record, case, repro_dir,
                               cpu_step(built, dtype, workload))

    counters = backend.read_counters()
    record["fallback_ops"] = counters.fallback_ops
    timings = {"first_step_s": first_step_s}
    if counters.compile_s is not None:
        timings["compile_s"] = counters.compile_s
    timings.update(_first_step_parts(first_step_s, counters, recorder))
    if counters.compiles is not None:
        record["compiles"] = counters.compiles
    if case.stability and workload.repeatable:
        try:
            with backend.step_context():
                again = stability.repeater(workload, run, recorded=recorder is not None)  # as the checked step
                t = time.perf_counter()
                for _ in range(workload.warmup_steps):
                    again(run.inputs)
                record["recompiles"], timings["step_s"] = stability.measure(backend, again, run.inputs)
                timings["stability_s"] = time.perf_counter() - t
        except Exception as exc:  # noqa: BLE001  (the checked step passed; a later failure is noted)
            record["recompiles"] = {"error": one_line(f"{type(exc).__name__}: {exc}")}
    if not case.perf:  # the device's model, gradients and optimizer state go before the judging reruns steps
        run = None
    t = time.perf_counter()
    checks = workload.check(dev.groups, ref, ref64, dev.extra)
    timings["compare_s"] = time.perf_counter() - t
    # The first verdict can be the harness's own (near ties, the CPU's thread count, the op recorder):
    # a failure is judged again before it stands (hfcompat.judging.second_opinion).
    recorded = recorder is not None  # only a recorded step has the device's picks, and a recorder to drop
    opinion = second_opinion(
        record, workload, dev, checks, ref, ref64, dtype,
        lambda dt, mode: reference(built, dt, workload, mode, keeper,
                                   widen=dt == torch.float64 and arbiter == ARBITER_WIDENED),
        picks=picks if recorded else None, timings=timings,
        plain_step=(lambda: plain_step(backend, built, dtype, case.mode, workload, keeper)) if recorded else None)
    judge(record, workload, opinion.dev, opinion.ref, arbiter if opinion.ref64 is not None else None, opinion.checks,
          counters.fallback_ops)
    perf.attach(case, record, backend, workload, run, timings)  # --perf: a passing case's steady-state step
    return CaseResult(record, op_events=recorder.events if recorder else [], timings=timings)


def _first_step_parts(first_step_s: float, counters: Counters, recorder: OpRecorder | None) -> dict[str, float]:
    """The stack's own timers for the first step, the recorder's bookkeeping, and ``host_s``: what is
    left of the step on the host (model Python, lazy tracing, CPU-fallback kernels)."""
    parts = dict(counters.timings)
    if recorder is not None:
        parts["recorder_s"] = recorder.own_s
    if counters.timings and counters.compile_s is not None:
        parts["host_s"] = max(0.0, first_step_s - counters.compile_s - sum(parts.values()))
    return parts


def device_run(backend: Backend, built: BuiltModel, dtype: torch.dtype, mode: str, workload: Workload,
                tracker: PhaseTracker | None = None, keeper: Keeper | None = None) -> StepRun:
    """Fresh copies of the model and the workload's inputs on the device, prepared for ``mode``."""
    model = backend.to_device(copy.deepcopy(built.model).to(dtype))
    inputs = backend.to_device(cast_inputs(workload.inputs(built), dtype))
    return StepRun(workload.prepare(backend, model, mode), model, inputs, tracker or PhaseTracker(None),
                   backend.sync, lambda: backend.read_counters().compiles, keeper or Keeper())


def plain_step(backend: Backend, built: BuiltModel, dtype: torch.dtype, mode: str, workload: Workload,
                keeper: Keeper) -> StepOutput:
    """The device step again, as a user runs it: fresh copies, no dispatch mode around it."""
    run = device_run(backend, built, dtype, mode, workload, keeper=keeper)
    torch.manual_seed(0)
    with backend.step_context():
        return workload.step(run)


def replayed_step(backend: Backend, built: BuiltModel, dtype: torch.dtype, mode: str,
                   workload: Workload) -> Callable[[Any], Any]:
    """The device step again under a device-side replayer (entered inside the stack's step context,
    told the step's phases), for :func:`hfcompat.triage.from_replay`."""
    def step(replayer: Any) -> Any:
        run = device_run(backend, built, dtype, mode, workload, PhaseTracker(replayer))
        torch.manual_seed(0)
        with backend.step_context(), replayer:
            return workload.step(run)
    return step


def device_failure(
    exc: BaseException, backend: Backend | None, recorder: OpRecorder | None, phase: str, record: dict[str, Any],
    case: Case, repro_dir: Path | None, cpu_step: Callable[[], Any] | None = None,
) -> CaseResult:
    """The record of a device step that raised: status from the backend's reading of the error, then
    who is to blame. An OOM names where memory ran out (``oom``), no op; a lowering error the op the
    stack names (:mod:`hfcompat.triage.lowering`, its repro from ``cpu_step``); otherwise the
    recorder's innermost op in flight, else the stack's message."""
    if isinstance(exc, FactoryError):  # e.g. no differentiable output: the harness's problem
        record.update(status=HARNESS_ERROR, phase=exc.phase, error_type="FactoryError", error=one_line(str(exc)))
        return CaseResult(record, log=traceback.format_exc())
    log = "".join(traceback.format_exception(exc))
    explanation = backend.explain(exc) if backend is not None else None
    kind = explanation.kind if explanation else None
    status = {KIND_UNSUPPORTED: FAIL_UNSUPPORTED_OP, KIND_OOM: FAIL_OOM}.get(kind or "", FAIL_ERROR)
    record.update(status=status, phase=phase, error_type=type(exc).__name__, error=one_line(str(exc)))
    if backend is not None:
        try:
            record["fallback_ops"] = backend.read_counters().fallback_ops
        except Exception:  # noqa: BLE001  (counters of a broken runtime are best effort)
            pass
    t = time.perf_counter()
    call = recorder.culprit_call(exc) if recorder is not None else None
    in_flight = call[0].op if call is not None else None
    lowered = explanation.op if explanation is not None and kind == KIND_LOWERING else None
    if status == FAIL_OOM:  # the op in flight allocated last; it is where, not what (hfcompat.records.oom)
        peak, memory_kind = perf.peak_memory_after_oom(backend)
        record["oom"] = oom_field(phase=phase, op=in_flight, peak_mb=peak, limit_mb=None,
                                  memory_kind=memory_kind or DEVICE, source=DEVICE_ERROR)
    elif lowered and lowered != in_flight and backend is not None and cpu_step is not None:
        from_lowering(record, case, repro_dir, lowered, phase, in_flight, backend, cpu_step)
    elif call is not None:
        triage.from_exception(record, case, repro_dir, call, backend)
    else:
        triage.from_message(record, exc, explanation.op if explanation else None, phase)
    if status == FAIL_ERROR:
        triage.name_cause(record, exc)
    return CaseResult(record, log=log, op_events=recorder.events if recorder else [],
                      timings={"triage_s": time.perf_counter() - t})
