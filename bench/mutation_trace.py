"""The case-side half of bench/mutations.py: which ops a case runs, and what a plant does to it.

Both run a case's step in this process, on the CPU, as the harness builds it (the factory's model
and inputs, the case dtype's storage and autocast):

- :func:`trace` lists the ops of the step's own path, per phase, that a perturbation can change
  (:func:`device_trace`: of the device's own step, as a backend's device dispatches them):
  ops with a floating output, not all zeros (a scaled zero is zero), that is not a view of an
  input (a view's "output" is its input's memory; the fault backend's ``perturb`` returns a new
  tensor, which autograd's view tracking does not expect). A forward op is one seen while the
  model's forward runs, a backward op one autograd's engine runs (backward's seed, made outside
  it, is neither); the planted fault (``perturbXpct-forward``) fires on every call outside the
  backward, so on a forward op also in the optimizer's step.
- :func:`effect` runs the step three times, from the same weights: the reference in the case
  dtype, the same with the plant (``OpFault`` of tests/plugins/hfcompat_faults.py, the fault
  backend's own), and float64; per compared tensor it sets the plant's effect,
  ``rmse(planted, reference)``, beside the reference's own error, ``rmse(reference, float64)``.
  Where every compared tensor is bit for bit the same with and without the plant, and the plant
  fired, the op's perturbation provably reaches nothing compared: the evidence is the hit count
  and the identical tensors. A weighted-outputs loss's own error is the larger of its one draw and
  its outputs' draws, as the rule takes it (:mod:`hfcompat.judging.draws`).
"""

from __future__ import annotations

import math
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from hfcompat.workloads.loss import WEIGHTED_OUTPUTS


class _OpKinds(TorchDispatchMode):
    """Records each op with a floating, non-view output, per phase (the tracker sets ``phase``).

    ``lazy``: on a lazy device (torch_xla) reading whether an output is all zeros would sync the
    graph at every op; the test is kept as a device tensor and read once, after the step
    (:meth:`resolve`)."""

    def __init__(self, lazy: bool = False) -> None:
        super().__init__()
        self.phase = "device"
        self.lazy = lazy
        self.seen: dict[str, set[str]] = {"forward": set(), "backward": set()}
        self._pending: list[tuple[str, str, torch.Tensor]] = []

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        out = func(*args, **(kwargs or {}))
        schema = func._schema
        view = any(r.alias_info is not None and not r.alias_info.is_write for r in schema.returns)
        floats = [t for t in (out if isinstance(out, (tuple, list)) else (out,))
                  if isinstance(t, torch.Tensor) and t.is_floating_point() and t.numel()]
        if floats and not view and not schema.name.startswith("aten::empty"):  # empty: no values to perturb
            # the plant's own test of the phase: inside autograd's engine or not (the seed of
            # backward, ones_like(loss), is made outside it: neither a forward nor a backward op)
            backward = torch._C._current_graph_task_id() != -1
            phase = "backward" if backward else self.phase
            if phase in self.seen and (backward or phase == "forward"):
                # a plant scales values: an output of zeros only (aten::zeros, a mask's where) stays what it was
                flags = [t.detach().ne(0).any() for t in floats]
                here = [f for f in flags if not self.lazy or f.device.type == "cpu"]  # a device step's CPU ops too
                if any(bool(f) for f in here):
                    self.seen[phase].add(schema.name)
                elif len(here) < len(flags):
                    self._pending.append((phase, schema.name, torch.stack([f for f in flags if f.device.type != "cpu"])
                                          .any()))
        return out

    def resolve(self) -> None:
        """Read the deferred all-zeros tests (one transfer of the device's flags)."""
        for device in {f.device for _, _, f in self._pending}:
            pending = [(phase, name, f) for phase, name, f in self._pending if f.device == device]
            flags = torch.stack([f for _, _, f in pending]).cpu()
            for (phase, name, _), flag in zip(pending, flags.tolist(), strict=True):
                if flag:
                    self.seen[phase].add(name)
        self._pending.clear()


def _prepared(spec: str, dtype: str, workload: str) -> tuple[torch.nn.Module, dict[str, Any], Any]:
    from hfcompat.factory import build
    from hfcompat.specs.spec import parse_spec
    from hfcompat.workloads import get_workload, precision
    from hfcompat.workloads.base import cast_inputs

    built = build(parse_spec(spec))
    work = get_workload(workload)
    model = precision.autocast_forward(built.model.to(precision.STORAGE[dtype]), dtype)
    return model, cast_inputs(work.inputs(built), precision.STORAGE[dtype]), work


def built_case(spec: str, dtype: str, workload: str) -> tuple[Any, Any, torch.dtype]:
    """The factory's model for ``spec`` (autocast set up for ``dtype``), its workload, its storage dtype."""
    from hfcompat.factory import build
    from hfcompat.specs.spec import parse_spec
    from hfcompat.workloads import get_workload, precision

    built = build(parse_spec(spec))
    precision.autocast_forward(built.model, dtype)
    return built, get_workload(workload), precision.STORAGE[dtype]


def _step(work: Any, model: torch.nn.Module, inputs: dict[str, Any], sink: Any = None) -> dict[str, Any]:
    from hfcompat.workloads.base import PhaseTracker, StepRun

    torch.manual_seed(0)
    return dict(work.step(StepRun(model, model, inputs, PhaseTracker(sink))).groups)


def trace(spec: str, dtype: str, workload: str) -> dict[str, list[str]]:
    """phase -> the sorted ops of the step's own path that a perturbation can change."""
    model, inputs, work = _prepared(spec, dtype, workload)
    kinds = _OpKinds()
    with kinds:
        _step(work, model, inputs, kinds)
    return {phase: sorted(ops) for phase, ops in kinds.seen.items() if ops}


def device_trace(spec: str, dtype: str, workload: str, backend: str, mode: str = "lazy") -> dict[str, list[str]]:
    """:func:`trace`, of the device's own step: the ops ``backend``'s device dispatches (the harness's
    device run, in this process). On torch_xla these are not the CPU's: an op it decomposes above
    its key (``silu_backward``) never reaches it, and one it runs whole may be a CPU composite."""
    from hfcompat.execution.case_steps import device_run
    from hfcompat.process.adapters import backend_for
    from hfcompat.workloads.base import PhaseTracker

    device = backend_for(backend, mode)
    built, work, storage = built_case(spec, dtype, workload)
    kinds = _OpKinds(lazy=True)
    run = device_run(device, built, storage, mode, work, PhaseTracker(kinds))
    torch.manual_seed(0)
    with device.step_context(), kinds:
        work.step(run)
    kinds.resolve()
    return {phase: sorted(ops) for phase, ops in kinds.seen.items() if ops}


@dataclass(slots=True)
class Effect:
    """What a plant does to the compared tensors, against the reference's own error."""

    hits: int  # calls of the op the plant changed
    ratio: float | None  # the largest rmse(planted, ref) / rmse(ref, ref64) over compared tensors
    tensor: str | None  # where
    changed: int  # compared tensors the plant changed at all
    compared: int
    notes: list[str] = field(default_factory=list)
    #: per compared group (outputs, loss, grads, params): its largest ratio and where
    by_group: dict[str, tuple[float, str]] = field(default_factory=dict)

    @property
    def reaches_nothing(self) -> bool:
        return self.hits > 0 and self.changed == 0


def flat_tensors(groups: dict[str, Any]) -> dict[str, torch.Tensor]:
    out = {}
    for group, tensors in groups.items():
        for name, t in (tensors or {}).items():
            if isinstance(t, torch.Tensor) and (t.is_floating_point() or t.is_complex()):
                out[f"{group}.{name}"] = t.detach().cpu()  # a device's step may hand back its own
    return out


def _counting(kind: str, op: str, base: Any = None) -> Any:
    """The fault backends' own plant (``OpFault``, or the backend's ``plant_type``: faulty-xla's
    passes host transfers through), counting the calls it changed in ``hits``."""
    from hfcompat_faults import OpFault

    class Counting(base or OpFault):  # type: ignore[misc]
        hits = 0

        def _hit(self, func: Any) -> bool:
            hit = bool(super()._hit(func))
            self.hits += hit
            return hit

    return Counting(kind, op)


def effect(spec: str, dtype: str, workload: str, fault: str, train_loss: str = "") -> Effect:
    """The plant ``fault`` (``perturb5pct-backward:aten::mm``) on the case's step, measured. The three
    runs are the harness's own reference runs (:func:`hfcompat.execution.reference.reference`: a copy
    of the factory's model, float64's MoE experts on their eager loop), the plant entered as the
    dispatch mode of the second. ``train_loss``: the case record's (``weighted-outputs``: the loss's
    noise takes its outputs' draws)."""
    from hfcompat.execution.reference import reference

    kind, _, op = fault.partition(":")
    built, work, storage = built_case(spec, dtype, workload)
    ref = flat_tensors(dict(reference(built, storage, work)))
    plant = _counting(kind, op)
    planted = flat_tensors(dict(reference(built, storage, work, mode=plant)))
    return _measured(ref, planted, ref, float64_run(built, work), plant.hits, train_loss == WEIGHTED_OUTPUTS)


def device_effect(spec: str, dtype: str, workload: str, fault: str, backend: str, mode: str = "lazy",
                  train_loss: str = "") -> Effect:
    """:func:`effect` on the device: its step with and without the plant (entered as the dispatch
    mode of the second, as ``faulty-xla`` enters it), the difference set beside the CPU reference's
    own error against float64. For an op only the device runs (torch_xla's ``view_copy``), the only
    measure there is."""
    from hfcompat.execution.case_steps import device_run
    from hfcompat.execution.reference import reference
    from hfcompat.process.adapters import backend_for

    kind, _, op = fault.partition(":")
    device = backend_for(backend, mode)
    built, work, storage = built_case(spec, dtype, workload)

    def step(plant: Any) -> dict[str, torch.Tensor]:
        run = device_run(device, built, storage, mode, work)
        torch.manual_seed(0)
        with plant:
            return flat_tensors(dict(work.step(run).groups))

    healthy = step(nullcontext())
    plant = _counting(kind, op, getattr(device, "plant_type", None))
    planted = step(plant)
    ref = flat_tensors(dict(reference(built, storage, work)))
    return _measured(healthy, planted, ref, float64_run(built, work), plant.hits, train_loss == WEIGHTED_OUTPUTS)


def float64_run(built: Any, work: Any) -> dict[str, torch.Tensor]:
    """The harness's own float64 run (:func:`hfcompat.execution.case.arbiter`: plain, else widened)."""
    from hfcompat.execution.case import arbiter

    groups, _ = arbiter(built, work)
    if groups is None:
        raise RuntimeError("the model has no float64 run, widened or not: its plants are judged by same()")
    return flat_tensors(dict(groups))


def _measured(base: dict[str, torch.Tensor], planted: dict[str, torch.Tensor], ref: dict[str, torch.Tensor],
              ref64: dict[str, torch.Tensor], hits: int, loss_from_outputs: bool = False) -> Effect:
    """Per compared tensor, ``rmse(planted, base)`` over the reference's own ``rmse(ref, ref64)``
    (``loss_from_outputs``: the loss's, at least its outputs' draws)."""
    from hfcompat.judging.draws import output_draws

    def outputs(flat: dict[str, torch.Tensor]) -> dict[str, torch.Tensor | None]:
        return {k: v for k, v in flat.items() if k.startswith("outputs.")}

    drawn = output_draws(outputs(ref), outputs(ref64)) if loss_from_outputs else None
    best: tuple[float, str] | None = None
    by_group: dict[str, tuple[float, str]] = {}
    changed = 0
    for name, b in base.items():
        p, r, t = planted.get(name), ref.get(name), ref64.get(name)
        if p is None or p.shape != b.shape:
            changed += 1
            continue
        if torch.equal(p, b):
            continue
        changed += 1
        if t is None or r is None or t.shape != b.shape or r.shape != b.shape:
            continue
        finite = torch.isfinite(t) & torch.isfinite(r.double())
        finite &= torch.isfinite(p.double()) & torch.isfinite(b.double())
        noise = float((r.double() - t)[finite].pow(2).mean().sqrt())
        if name == "loss.loss" and drawn is not None:
            noise = max(noise, drawn)
        moved = float((p.double() - b.double())[finite].pow(2).mean().sqrt())
        ratio = moved / noise if noise > 0 else math.inf
        if best is None or ratio > best[0]:
            best = (ratio, name)
        group = name.partition(".")[0]
        if group not in by_group or ratio > by_group[group][0]:
            by_group[group] = (ratio, name)
    return Effect(hits, best[0] if best else None, best[1] if best else None, changed, len(base),
                  by_group=by_group)
