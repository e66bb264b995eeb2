"""One case, in process: build, reference, device step, compare, attribute → one record (docs/design.md §5).

This module runs inside whatever process the isolation layer gives it (``hfcompat.execution.worker``); it
never catches what it should not: model and device failures become statuses, a bug in hfcompat
itself propagates. The steps:

1. build the model and inputs on CPU in the case's regime (factory failures → ``harness_error`` /
   ``skipped``; a workload the model does not have → ``skipped``);
2. reference: the case's workload step (:mod:`hfcompat.workloads`: train, infer, generate) on a CPU
   copy in the case dtype, and in float64 as the arbiter (a failure of the case-dtype reference →
   ``reference_error``);
3. device: same weights and inputs, the same step in the mode under the op recorder, then sync;
4. compare the workload's groups (outputs, loss, grads, params; tokens, logits) by its rule
   (:mod:`hfcompat.judging.compare`);
5. attribute a failure: the recorder's innermost op, else the stack's own message; fallback ops from
   the backend's counters; else op-by-op replay of the CPU step.
"""

from __future__ import annotations

import copy
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import torch

from hfcompat import triage
from hfcompat.errors import CaseSkipped, FactoryError, UsageError
from hfcompat.execution import perf, stability
from hfcompat.execution.blame import raised_in_harness
from hfcompat.execution.reference import CachedReference, cpu_step, reference
from hfcompat.factory import BuiltModel, build, full_size, validate_spec
from hfcompat.factory.dims import model_dims
from hfcompat.judging import selection
from hfcompat.judging.second_opinion import second_opinion
from hfcompat.judging.verdict import judge
from hfcompat.parallel import step as parallel_step
from hfcompat.process.adapters import backend_for
from hfcompat.records.axes import DEFAULT_PARALLEL
from hfcompat.records.oom import DEVICE, DEVICE_ERROR, oom_field
from hfcompat.records.record import (
    FAIL_ERROR,
    FAIL_OOM,
    FAIL_UNSUPPORTED_OP,
    HARNESS_ERROR,
    PASS,
    PASS_WITH_FALLBACK,
    REFERENCE_ERROR,
    SKIPPED,
    Case,
    new_record,
    one_line,
)
from hfcompat.specs.spec import parse_spec
from hfcompat.triage.lowering import from_lowering
from hfcompat.workloads import generate_limit, get_workload, precision, workloads_for
from hfcompat.workloads.base import (
    Groups,
    PhaseTracker,
    StepOutput,
    StepRun,
    Workload,
    cast_inputs,
    input_shapes,
)
from hfcompat.workloads.kept import Keeper, Spill
from hfcompat_backend import (
    KIND_LOWERING,
    KIND_OOM,
    KIND_UNSUPPORTED,
    Backend,
    Counters,
    OpEvent,
    OpRecorder,
    get_backend,
)


@dataclass(slots=True)
class CaseResult:
    """A record and the long text (traceback) that goes to logs/<case>.log."""

    record: dict[str, Any]
    log: str = ""
    op_events: list[OpEvent] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)  # device-step timings for the record


def run_case(
    case: Case,
    built: BuiltModel | None = None,
    on_op: Callable[[OpEvent], None] | None = None,
    on_phase: Callable[[str], None] | None = None,
    repro_dir: Path | None = None,
    on_partial: Callable[[dict[str, Any]], None] | None = None,
    timeout_s: float | None = None,
) -> CaseResult:
    """Run one case and return its record. ``built`` skips the factory (tests plant modules this way).

    ``on_phase`` hears "build", "reference", "device" and "replay" as the case gets there, ``on_op``
    every op of the device step and each op the replay runs on the device (phase "replay:<phase>"):
    the isolation layer keeps both where a crash cannot erase them. ``on_partial`` hears the record
    of a failed case before its replay, the answer to keep if the replay itself kills the process.
    Culprit repros are written to ``repro_dir`` (a run directory's ``repros/``) when given.
    ``timeout_s`` is the case's time limit, within which a parallel case's ranks must finish.

    Raises only for harness bugs and bad input (:class:`UsageError`).
    """
    # A full-size case keeps its model-sized results on disk until the comparison (workloads.kept).
    keeper = Spill() if case.size == "full" else Keeper()
    try:
        return _run_case(case, built, on_op, on_phase, repro_dir, on_partial, timeout_s, keeper)
    finally:
        if isinstance(keeper, Spill):
            keeper.close()


def _run_case(case: Case, built: BuiltModel | None, on_op: Callable[[OpEvent], None] | None,
              on_phase: Callable[[str], None] | None, repro_dir: Path | None,
              on_partial: Callable[[dict[str, Any]], None] | None, timeout_s: float | None,
              keeper: Keeper) -> CaseResult:
    t_start = time.perf_counter()
    timings: dict[str, float] = {}
    record = new_record(case, started_at=datetime.now(UTC).isoformat(timespec="seconds"))
    try:
        record["source"] = parse_spec(case.spec).source
    except UsageError:
        record["source"] = None  # a planted model (tests) has no parseable spec
    backend_cls = get_backend(case.backend)
    if case.mode not in backend_cls.modes:
        raise UsageError(f"unknown mode {case.mode!r} for backend {case.backend!r} "
                         f"(choose from: {', '.join(backend_cls.modes)})")
    record["versions"] = {**_library_versions(), **backend_cls.versions()}

    def finish(result: CaseResult) -> CaseResult:
        timings["total_s"] = time.perf_counter() - t_start
        result.record["timings"] = {k: round(v, 4) for k, v in timings.items()}
        result.record["works"] = result.record["status"] in (PASS, PASS_WITH_FALLBACK)
        return result

    step = on_phase or (lambda phase: None)
    # 1. build
    step("build")
    t = time.perf_counter()
    try:
        if built is None:
            built = _build(case, backend_cls)
    except CaseSkipped as exc:
        record.update(status=SKIPPED, phase="build", error=one_line(str(exc)))
        return finish(CaseResult(record))
    except FactoryError as exc:
        record.update(status=HARNESS_ERROR, phase=exc.phase, error_type="FactoryError", error=one_line(str(exc)))
        return finish(CaseResult(record, log=traceback.format_exc()))
    timings["build_s"] = time.perf_counter() - t
    if case.dtype in precision.AUTOCAST:  # every copy of the model autocasts its forward (a copy: built may be shared)
        built = replace(built, model=precision.autocast_forward(copy.deepcopy(built.model), case.dtype))
    record.update(model_type=built.model_type, model_class=built.model_class, task=built.task, n_params=built.n_params,
                  dims=model_dims(built.model), batch=built.batch, seq_len=built.seq_len,
                  config_changes=list(built.config_changes))
    has = workloads_for(type(built.model))
    limit = backend_cls.unsupported.get((case.mode, case.workload))  # the adapter's, as data
    if case.workload not in has or limit:
        why = generate_limit(type(built.model)) if case.workload.startswith("generate") else None
        record.update(status=SKIPPED, phase="build", error=(
            f"{case.backend} {case.mode} does not run {case.workload}: {limit}" if case.workload in has else
            f"{built.model_class} has no {case.workload} workload (it has: {', '.join(has)})"
            + (f": {why}" if why else "")))
        return finish(CaseResult(record))
    workload = get_workload(case.workload)
    record["inputs"] = input_shapes(workload.inputs(built))

    available = backend_cls.availability()
    record["device"] = available.device or None
    if not available.ok:
        record.update(status=SKIPPED, phase="device", error=f"backend {case.backend} unavailable: {available.reason}")
        return finish(CaseResult(record))
    if case.dtype in precision.AUTOCAST and backend_cls.autocast_device is None:
        record.update(status=SKIPPED, phase="device", error=f"backend {case.backend} has no torch.autocast "
                      f"device type for {case.dtype} (its adapter's autocast_device)")
        return finish(CaseResult(record))
    parallel = case.parallel != DEFAULT_PARALLEL
    if parallel and (why := parallel_step.skip_reason(case, backend_cls, built)):
        record.update(status=SKIPPED, phase="build", error=why)
        return finish(CaseResult(record))

    # The device stack is set up before the first backward of the process: autograd sizes its
    # per-device queues at its first run and would not know a device type registered later.
    # A parallel case's ranks set it up in their own processes, never here.
    try:
        backend = None if parallel else backend_for(case.backend, case.mode)
    except Exception as exc:  # noqa: BLE001  (a stack that cannot start is a device failure)
        return finish(_device_failure(exc, None, None, "device", record, case, None))
    if parallel:
        parallel_step.start(case, backend_cls)  # the ranks import while the reference runs

    # 2. reference, in the case dtype and in float64
    step("reference")
    dtype = precision.STORAGE[case.dtype]  # weights and inputs; an autocast case computes in its AUTOCAST dtype
    t = time.perf_counter()
    cached = CachedReference(case, built, record["versions"])
    rng = RandomDraws()  # whether the step draws random numbers: then CPU and device cannot agree op by op
    try:
        ref = cached.get(case.dtype) or cached.put(
            case.dtype, rng.watch(lambda: reference(built, dtype, workload, keeper=keeper)))
    except CaseSkipped as exc:  # the workload does not apply to what the model computes
        record.update(status=SKIPPED, phase="reference", error=one_line(str(exc)))
        return finish(CaseResult(record))
    except FactoryError as exc:
        record.update(status=HARNESS_ERROR, phase=exc.phase, error_type="FactoryError", error=one_line(str(exc)))
        return finish(CaseResult(record, log=traceback.format_exc()))
    except Exception as exc:  # the model itself fails on CPU: not the device's fault
        if raised_in_harness(exc):  # hfcompat's own bug: the worker's blame boundary makes it harness_error
            raise
        record.update(status=REFERENCE_ERROR, phase="reference", error_type=type(exc).__name__,
                      error=one_line(str(exc)))
        return finish(CaseResult(record, log=traceback.format_exc()))
    timings["reference_case_s"] = time.perf_counter() - t
    try:
        ref64: Groups | None = (cached.get("float64")
                                or cached.put("float64", reference(built, torch.float64, workload, keeper=keeper)))
    except Exception as exc:  # no arbiter: the comparison falls back to cosine similarity
        if raised_in_harness(exc):
            raise
        ref64 = None
    timings["reference_s"] = time.perf_counter() - t
    timings["arbiter_s"] = timings["reference_s"] - timings["reference_case_s"]

    # 3. device
    step("device")
    t = time.perf_counter()
    if backend is None:  # a parallel case: the ranks' step, put back together and judged here
        log = parallel_step.run(case, backend_cls, built, workload, dtype, ref, ref64, record, timeout_s, timings)
        perf.attach(case, record, None, workload, None, timings)  # says --perf does not time it
        timings["device_s"] = time.perf_counter() - t
        return finish(CaseResult(record, log=log))
    result = _device_step(case, backend, built, workload, dtype, ref, ref64, record, on_op, repro_dir, keeper)
    timings["device_s"] = time.perf_counter() - t
    triage.group(result.record)  # the replay changes neither status nor error
    # A step that draws random numbers is not replayed: its mismatch is the RNGs', named without one.
    if triage.needs_replay(result.record) and not (rng.drew and triage.from_random_step(result.record,
                                                                                         result.op_events)):
        if on_partial is not None:
            on_partial(finish(result).record)
        step("replay")
        t = time.perf_counter()
        on_device = None if case.mode == "compile" else _replayed_step(backend, built, dtype, case.mode, workload)
        triage.from_replay(result.record, case, backend, repro_dir, cpu_step(built, dtype, workload), on_op, on_device)
        timings["replay_s"] = time.perf_counter() - t
    timings.update(result.timings)
    return finish(result)


def _library_versions() -> dict[str, str]:
    import transformers

    return {"torch": torch.__version__, "transformers": transformers.__version__}


def _build(case: Case, backend_cls: type[Backend]) -> BuiltModel:  # the factory's model for the case, in its regime
    # A parallel case's batch pads no sample: each rank's slice holds as many tokens as the others'.
    copies = backend_cls.step_copies

    def afford(count: full_size.ParamCount) -> None:  # a full-size case the host cannot hold is refused unbuilt
        on_host = "CPU" in (backend_cls.availability().device or "CPU").upper()  # the device's memory is the host's
        full_size.refuse_unaffordable(case.spec, count.total, case.dtype, case.workload, on_host,
                                      device_copies=copies.get(f"{case.workload}:{case.dtype}",
                                                               copies.get(case.workload)), largest=count.largest)

    return build(validate_spec(case.spec), size=case.size, weights=case.weights,
                 trust_remote_code=case.trust_remote_code, regime=case.regime,
                 padded=case.parallel == DEFAULT_PARALLEL, batch=case.batch, seq_len=case.seq_len, afford=afford,
                 layers=case.layers)


class RandomDraws:
    """Whether a step run under :meth:`watch` moved the CPU's RNG (drew random numbers: dropout at a
    nonzero rate, sampling); None until one ran (a cached reference says nothing). The step seeds
    the RNG itself (:func:`reference`), so the state after it is compared with the seeded one."""

    def __init__(self) -> None:
        self.drew: bool | None = None

    def watch(self, step: Callable[[], Groups]) -> Groups:
        torch.manual_seed(0)
        seeded = torch.get_rng_state()
        groups = step()
        self.drew = not torch.equal(seeded, torch.get_rng_state())
        return groups


@contextmanager
def _maybe(recorder: OpRecorder | None) -> Iterator[None]:
    with recorder if recorder is not None else nullcontext():
        yield


def _device_step(
    case: Case, backend: Backend, built: BuiltModel, workload: Workload, dtype: torch.dtype, ref: Groups,
    ref64: Groups | None, record: dict[str, Any], on_op: Callable[[OpEvent], None] | None, repro_dir: Path | None,
    keeper: Keeper,
) -> CaseResult:
    # Dynamo cannot trace through a Python dispatch mode that is active around the compiled call,
    # so compile mode runs without the recorder and relies on the stack's messages.
    picks = selection.DeviceSelections()  # the step's top-k/sort/argmax indices, for the near-tie rule
    recorder = None if case.mode == "compile" else OpRecorder(on_enter=on_op, on_result=picks.observe)
    tracker = PhaseTracker(recorder)
    try:
        run: StepRun | None = _device_run(backend, built, dtype, case.mode, workload, tracker, keeper)
        assert run is not None
        backend.reset_counters()
        torch.manual_seed(0)
        t = time.perf_counter()
        with backend.step_context(), _maybe(recorder):
            dev = workload.step(run)
        first_step_s = time.perf_counter() - t
    except Exception as exc:  # noqa: BLE001  (a device failure is data)
        return _device_failure(exc, backend, recorder, tracker.phase, record, case, repro_dir,
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
    checks = workload.check(dev.groups, ref, ref64)
    timings["compare_s"] = time.perf_counter() - t
    # The first verdict can be the harness's own (near ties, the CPU's thread count, the op recorder):
    # a failure is judged again before it stands (hfcompat.judging.second_opinion).
    recorded = recorder is not None  # only a recorded step has the device's picks, and a recorder to drop
    opinion = second_opinion(
        record, workload, dev, checks, ref, ref64, dtype,
        lambda dt, mode: reference(built, dt, workload, mode, keeper),
        picks=picks if recorded else None, timings=timings,
        plain_step=(lambda: _plain_step(backend, built, dtype, case.mode, workload, keeper)) if recorded else None)
    judge(record, workload, opinion.dev, opinion.ref, opinion.ref64 is not None, opinion.checks,
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


def _device_run(backend: Backend, built: BuiltModel, dtype: torch.dtype, mode: str, workload: Workload,
                tracker: PhaseTracker | None = None, keeper: Keeper | None = None) -> StepRun:
    """Fresh copies of the model and the workload's inputs on the device, prepared for ``mode``."""
    model = backend.to_device(copy.deepcopy(built.model).to(dtype))
    inputs = backend.to_device(cast_inputs(workload.inputs(built), dtype))
    return StepRun(workload.prepare(backend, model, mode), model, inputs, tracker or PhaseTracker(None),
                   backend.sync, lambda: backend.read_counters().compiles, keeper or Keeper())


def _plain_step(backend: Backend, built: BuiltModel, dtype: torch.dtype, mode: str, workload: Workload,
                keeper: Keeper) -> StepOutput:
    """The device step again, as a user runs it: fresh copies, no dispatch mode around it."""
    run = _device_run(backend, built, dtype, mode, workload, keeper=keeper)
    torch.manual_seed(0)
    with backend.step_context():
        return workload.step(run)


def _replayed_step(backend: Backend, built: BuiltModel, dtype: torch.dtype, mode: str,
                   workload: Workload) -> Callable[[Any], Any]:
    """The device step again under a device-side replayer (entered inside the stack's step context,
    told the step's phases), for :func:`hfcompat.triage.from_replay`."""
    def step(replayer: Any) -> Any:
        run = _device_run(backend, built, dtype, mode, workload, PhaseTracker(replayer))
        torch.manual_seed(0)
        with backend.step_context(), replayer:
            return workload.step(run)
    return step


def _device_failure(
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
