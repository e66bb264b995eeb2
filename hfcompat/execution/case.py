"""One case, in process: build, reference, device step, compare, attribute → one record (docs/design.md §5).

This module runs inside whatever process the isolation layer gives it (``hfcompat.isolation.child``); it
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

Each phase is a function of its own, in that order in :func:`run_case`; one that ends the case early
(skipped, harness_error, reference_error) says so through :meth:`_Run.stop`. The device side (steps
3 to 5, and the copies of the step that judging and triage run again) is :mod:`.case_steps`.
"""

from __future__ import annotations

import copy
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NoReturn

import torch

from hfcompat import triage
from hfcompat.errors import CaseSkipped, FactoryError, UsageError
from hfcompat.execution import perf
from hfcompat.execution.blame import raised_in_harness
from hfcompat.execution.case_steps import CaseResult, cpu_step, device_failure, device_step, replayed_step
from hfcompat.execution.refcache import CachedReference
from hfcompat.execution.reference import reference
from hfcompat.factory import BuiltModel, build, full_size, validate_spec
from hfcompat.factory.dims import model_dims
from hfcompat.judging.verdict import ARBITER_FLOAT64, ARBITER_WIDENED
from hfcompat.parallel import step as parallel_step
from hfcompat.process.adapters import backend_for
from hfcompat.records.axes import DEFAULT_PARALLEL
from hfcompat.records.record import (
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
from hfcompat.workloads import generate_limit, get_workload, precision, workloads_for
from hfcompat.workloads.base import Groups, Workload, input_shapes
from hfcompat.workloads.kept import Keeper, Spill
from hfcompat_backend import Backend, OpEvent, get_backend
from hfcompat_backend.registry import unknown_name_message

__all__ = ["CaseResult", "RandomDraws", "arbiter", "run_case"]


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
        run = _Run(case, keeper, on_phase or (lambda phase: None))
        try:
            backend_cls = run.backend_class()
            built = _built(run, backend_cls, built)
            workload = _workload(run, backend_cls, built)
            backend = _device(run, backend_cls, built)
            ref, ref64, rng = _references(run, built, workload)
        except _Stopped as stopped:  # a phase that ends the case before the device step
            return run.finish(stopped.result)
        if backend is None:
            return _parallel_step(run, backend_cls, built, workload, ref, ref64, timeout_s)
        return _device_phase(run, backend, built, workload, ref, ref64, rng, on_op, on_partial, repro_dir)
    finally:
        if isinstance(keeper, Spill):
            keeper.close()


class _Stopped(Exception):  # not an error: a phase's last word, caught in run_case alone
    """A phase ended the case early (skipped, not built, no reference): ``result`` is its answer."""

    def __init__(self, result: CaseResult):
        super().__init__(result.record.get("status"))
        self.result = result


@dataclass(slots=True)
class _Run:
    """A case on its way through the phases: its record and timings so far, and who hears its phase."""

    case: Case
    keeper: Keeper
    on_phase: Callable[[str], None]
    record: dict[str, Any] = field(init=False)
    timings: dict[str, float] = field(default_factory=dict)
    started: float = field(default_factory=time.perf_counter)
    arbiter: str | None = None  # the float64 run's name (judging.verdict), once the references ran

    def __post_init__(self) -> None:
        self.record = new_record(self.case, started_at=datetime.now(UTC).isoformat(timespec="seconds"))
        try:
            self.record["source"] = parse_spec(self.case.spec).source
        except UsageError:
            self.record["source"] = None  # a planted model (tests) has no parseable spec

    def backend_class(self) -> type[Backend]:
        """The case's backend, its mode checked (bad input: UsageError) and its versions recorded."""
        backend_cls = get_backend(self.case.backend)
        if self.case.mode not in backend_cls.modes:
            raise UsageError(unknown_name_message("mode", self.case.mode, backend_cls.modes,
                                                  where=f" for backend {self.case.backend!r}"))
        self.record["versions"] = {**_library_versions(), **backend_cls.versions()}
        return backend_cls

    def finish(self, result: CaseResult) -> CaseResult:
        """The record's total time, timings and ``works``: done last, and again after a partial answer."""
        self.timings["total_s"] = time.perf_counter() - self.started
        result.record["timings"] = {k: round(v, 4) for k, v in self.timings.items()}
        result.record["works"] = result.record["status"] in (PASS, PASS_WITH_FALLBACK)
        return result

    def stop(self, status: str, phase: str, error: str, log: str = "", **fields: Any) -> NoReturn:
        """End the case here with ``status`` (its one-line ``error``; ``log``: a traceback)."""
        self.record.update(status=status, phase=phase, error=error, **fields)
        raise _Stopped(CaseResult(self.record, log=log))

    def stop_not_built(self, exc: FactoryError) -> NoReturn:
        """The factory could not build the model or its inputs: the harness's fault, not the backend's."""
        self.stop(HARNESS_ERROR, exc.phase, one_line(str(exc)), log=traceback.format_exc(), error_type="FactoryError")


def _built(run: _Run, backend_cls: type[Backend], built: BuiltModel | None) -> BuiltModel:
    """1. The factory's model and inputs on the CPU (``built``: given by a test), as the case's dtype needs."""
    run.on_phase("build")
    t = time.perf_counter()
    try:
        if built is None:
            built = _build(run.case, backend_cls)
    except CaseSkipped as exc:
        run.stop(SKIPPED, "build", one_line(str(exc)))
    except FactoryError as exc:
        run.stop_not_built(exc)
    run.timings["build_s"] = time.perf_counter() - t
    # every copy of the model autocasts its forward (a copy: built may be shared)
    if run.case.dtype in precision.AUTOCAST:
        built = replace(built, model=precision.autocast_forward(copy.deepcopy(built.model), run.case.dtype))
    run.record.update(model_type=built.model_type, model_class=built.model_class, task=built.task,
                      n_params=built.n_params, dims=model_dims(built.model), batch=built.batch, seq_len=built.seq_len,
                      config_changes=list(built.config_changes))
    return built


def _workload(run: _Run, backend_cls: type[Backend], built: BuiltModel) -> Workload:
    """The case's workload, if the model has it and the backend's mode runs it (else skipped, saying why)."""
    case = run.case
    has = workloads_for(type(built.model))
    limit = backend_cls.unsupported.get((case.mode, case.workload))  # the adapter's, as data
    if case.workload not in has or limit:
        why = generate_limit(type(built.model)) if case.workload.startswith("generate") else None
        run.stop(SKIPPED, "build", (
            f"{case.backend} {case.mode} does not run {case.workload}: {limit}" if case.workload in has else
            f"{built.model_class} has no {case.workload} workload (it has: {', '.join(has)})"
            + (f": {why}" if why else "")))
    workload = get_workload(case.workload)
    run.record["inputs"] = input_shapes(workload.inputs(built))
    return workload


def _device(run: _Run, backend_cls: type[Backend], built: BuiltModel) -> Backend | None:
    """The device stack, set up (None for a parallel case: its ranks start theirs), or why the case
    cannot run here: the backend unavailable, no autocast device, a strategy that does not apply."""
    case, record = run.case, run.record
    available = backend_cls.availability()
    record["device"] = available.device or None
    if not available.ok:
        run.stop(SKIPPED, "device", f"backend {case.backend} unavailable: {available.reason}")
    if case.dtype in precision.AUTOCAST and backend_cls.autocast_device is None:
        run.stop(SKIPPED, "device", f"backend {case.backend} has no torch.autocast device type for {case.dtype} "
                 "(its adapter's autocast_device)")
    if case.parallel != DEFAULT_PARALLEL:
        if why := parallel_step.skip_reason(case, backend_cls, built):
            run.stop(SKIPPED, "build", why)
        parallel_step.start(case, backend_cls)  # the ranks import while the reference runs
        return None
    # The device stack is set up before the first backward of the process: autograd sizes its
    # per-device queues at its first run and would not know a device type registered later.
    # A parallel case's ranks set it up in their own processes, never here.
    try:
        return backend_for(case.backend, case.mode)
    except Exception as exc:  # a stack that cannot start is a device failure
        raise _Stopped(device_failure(exc, None, None, "device", record, case, None)) from exc


def _references(run: _Run, built: BuiltModel, workload: Workload) -> tuple[Groups, Groups | None, RandomDraws]:
    """2. The reference in the case dtype (a failure: ``reference_error``) and in float64, the arbiter
    (:func:`arbiter`; ``run.arbiter`` says which), from the cache if it has them."""
    run.on_phase("reference")
    dtype = precision.STORAGE[run.case.dtype]  # weights and inputs; an autocast case computes in its AUTOCAST dtype
    t = time.perf_counter()
    cached = CachedReference(run.case, built)
    rng = RandomDraws()  # whether the step draws random numbers: then CPU and device cannot agree op by op
    try:
        ref = cached.get(run.case.dtype)
        if ref is not None:
            rng.drew = cached.drew(run.case.dtype)
        else:
            ref = rng.watch(lambda: reference(built, dtype, workload, keeper=run.keeper))
            cached.put(run.case.dtype, ref, rng.drew)
    except CaseSkipped as exc:  # the workload does not apply to what the model computes
        run.stop(SKIPPED, "reference", one_line(str(exc)))
    except FactoryError as exc:
        run.stop_not_built(exc)
    except Exception as exc:  # the model itself fails on CPU: not the device's fault
        if raised_in_harness(exc):  # hfcompat's own bug: the worker's blame boundary makes it harness_error
            raise
        run.stop(REFERENCE_ERROR, "reference", one_line(str(exc)), log=traceback.format_exc(),
                 error_type=type(exc).__name__)
    run.timings["reference_case_s"] = time.perf_counter() - t
    ref64, run.arbiter = arbiter(built, workload, run.keeper, cached)
    run.timings["reference_s"] = time.perf_counter() - t
    run.timings["arbiter_s"] = run.timings["reference_s"] - run.timings["reference_case_s"]
    return ref, ref64, rng


def arbiter(built: BuiltModel, workload: Workload, keeper: Keeper | None = None,
            cached: CachedReference | None = None) -> tuple[Groups | None, str | None]:
    """The float64 run and its name: plain, else widened (a model whose own float32 tensors break its
    plain float64 run, :mod:`hfcompat.execution.widening`), else none, and the comparison falls back
    to PyTorch's ``same()``. ``cached`` keeps each under its name, so a widened case is not run plain
    again. The mutation benchmark measures a plant's effect against this same run."""
    for name in (ARBITER_FLOAT64, ARBITER_WIDENED):
        if cached is not None and (found := cached.get(name)) is not None:
            return found, name
    for name in (ARBITER_FLOAT64, ARBITER_WIDENED):
        try:
            groups = reference(built, torch.float64, workload, keeper=keeper, widen=name == ARBITER_WIDENED)
            return (cached.put(name, groups) if cached is not None else groups), name
        except Exception as exc:
            if raised_in_harness(exc):
                raise
    return None, None


def _parallel_step(run: _Run, backend_cls: type[Backend], built: BuiltModel, workload: Workload, ref: Groups,
                   ref64: Groups | None, timeout_s: float | None) -> CaseResult:
    """3. A parallel case's device step: the ranks' step, put back together and judged here."""
    run.on_phase("device")
    t = time.perf_counter()
    dtype = precision.STORAGE[run.case.dtype]
    log = parallel_step.run(run.case, backend_cls, built, workload, dtype, ref, ref64, run.arbiter, run.record,
                            timeout_s, run.timings)
    perf.attach(run.case, run.record, None, workload, None, run.timings)  # says --perf does not time it
    run.timings["device_s"] = time.perf_counter() - t
    return run.finish(CaseResult(run.record, log=log))


def _device_phase(run: _Run, backend: Backend, built: BuiltModel, workload: Workload, ref: Groups,
                  ref64: Groups | None, rng: RandomDraws, on_op: Callable[[OpEvent], None] | None,
                  on_partial: Callable[[dict[str, Any]], None] | None, repro_dir: Path | None) -> CaseResult:
    """3. The device step and its judging (:func:`.case_steps.device_step`); 4. a failure's culprit op,
    by op-by-op replay where the step itself did not name it."""
    case = run.case
    run.on_phase("device")
    dtype = precision.STORAGE[case.dtype]
    t = time.perf_counter()
    result = device_step(case, backend, built, workload, dtype, ref, ref64, run.arbiter, run.record, on_op, repro_dir,
                         run.keeper)
    run.timings["device_s"] = time.perf_counter() - t
    triage.group(result.record)  # the replay changes neither status nor error
    # A step that draws random numbers is not replayed: its mismatch is the RNGs', named without one.
    if triage.needs_replay(result.record) and not (rng.drew and triage.from_random_step(result.record,
                                                                                         result.op_events)):
        if on_partial is not None:
            on_partial(run.finish(result).record)
        run.on_phase("replay")
        t = time.perf_counter()
        on_device = None if case.mode == "compile" else replayed_step(backend, built, dtype, case.mode, workload)
        triage.from_replay(result.record, case, backend, repro_dir, cpu_step(built, dtype, workload), on_op, on_device)
        run.timings["replay_s"] = time.perf_counter() - t
    run.timings.update(result.timings)
    return run.finish(result)


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
    nonzero rate, sampling); None until one ran. A reference served from the cache says what its run
    saw (:meth:`hfcompat.execution.refcache.CachedReference.drew`). The step seeds the RNG itself
    (:func:`reference`), so the state after it is compared with the seeded one."""

    def __init__(self) -> None:
        self.drew: bool | None = None

    def watch(self, step: Callable[[], Groups]) -> Groups:
        torch.manual_seed(0)
        seeded = torch.get_rng_state()
        groups = step()
        self.drew = not torch.equal(seeded, torch.get_rng_state())
        return groups


