"""The workload contract: what a user does with a model in one case (train, infer, generate).

A workload owns the step: what it feeds the model, what it runs (a training step, a forward under
``no_grad``, ``generate``), which named tensor groups it hands back for comparison, and how those
groups are judged. The case runner (:mod:`hfcompat.execution.case`) owns everything around it and
runs the same step three ways: on a CPU copy in the case dtype (the reference), in float64 (the
arbiter) and on the device in the backend's mode, under the op recorder (docs/design.md §5).

A step reads its model and inputs from a :class:`StepRun` and returns a :class:`StepOutput`:
``groups`` (group → name → CPU tensor, the form the reference cache stores) and ``extra`` (fields
the workload adds to the record, e.g. ``generation``). Model failures propagate as exceptions; the
case runner makes statuses of them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

import torch

from hfcompat.factory.model import BuiltModel
from hfcompat.judging.compare import GroupCheck
from hfcompat.workloads.kept import Keeper, TensorMap
from hfcompat_backend import Backend, OpRecorder

#: group -> name -> CPU tensor; a model-sized group may be a read-only mapping on disk (:mod:`.kept`)
Groups = dict[str, TensorMap]
SKIP_OUTPUT_KEYS = frozenset({"loss", "past_key_values", "cache_params"})


class PhaseSink(Protocol):
    """Hears the step's phase: the op recorder on the device, the replayer on CPU."""

    phase: str


class PhaseTracker:
    """Knows where the step is, so an exception can say so (and tells the recorder or replayer)."""

    def __init__(self, recorder: OpRecorder | PhaseSink | None):
        self.phase = "device"
        self.recorder = recorder

    def enter(self, phase: str) -> None:
        self.phase = phase
        if self.recorder is not None:
            self.recorder.phase = phase


@dataclass(slots=True)
class StepRun:
    """One run of a step: the model as prepared for the mode, its inputs, and the device's hooks.

    ``fn`` is what a forward calls (the module, or its compiled form), ``model`` the module itself.
    On CPU runs ``sync`` and ``compiles`` are None; on the device ``compiles`` reads the backend's
    compile count so far (None where the stack cannot count). ``keeper`` holds the model-sized
    tensors the step hands back (in memory, or on disk for a full-size case: :mod:`.kept`).
    ``bounded``: a CPU reference run, which may order the same arithmetic so that it never holds
    the model's gradients and optimizer state whole (the train step's reference, issue 48); the
    device's step is always the user's own."""

    fn: Callable[..., Any]
    model: torch.nn.Module
    inputs: dict[str, Any]
    tracker: PhaseTracker = field(default_factory=lambda: PhaseTracker(None))
    sync: Callable[[], None] | None = None
    compiles: Callable[[], int | None] | None = None
    keeper: Keeper = field(default_factory=Keeper)
    bounded: bool = False

    def enter(self, phase: str) -> None:
        self.tracker.enter(phase)

    def synced(self) -> None:
        self.tracker.enter("sync")
        if self.sync is not None:
            self.sync()


@dataclass(slots=True)
class StepOutput:
    """What a step produced, on CPU: tensor groups to compare, and record fields of its own."""

    groups: Groups
    extra: dict[str, Any] = field(default_factory=dict)
    #: generate on the device: when the prompt, then each new token, reached the host (perf_counter
    #: seconds), for --perf's prefill time and decode rate; None for other steps
    token_times: list[float] | None = None


class Workload(ABC):
    """One workload. Subclasses set ``name`` and implement :meth:`step` and :meth:`check`."""

    name: ClassVar[str]
    #: whether ``--stability`` can repeat the step (same shapes, then a shorter sequence)
    repeatable: ClassVar[bool] = True
    #: repeats run before ``--stability`` counts: steps a loop needs before it is steady
    warmup_steps: ClassVar[int] = 0

    def inputs(self, built: BuiltModel) -> dict[str, Any]:
        """What this workload feeds the model, from what the factory built (default: the step's inputs)."""
        return built.inputs

    def prepare(self, backend: Backend, model: torch.nn.Module, mode: str) -> Callable[..., Any]:
        """The callable the step's forward runs, prepared for ``mode`` (e.g. compiled)."""
        return backend.prepare(model, mode)

    @abstractmethod
    def step(self, run: StepRun) -> StepOutput:
        """Run the step once; tensors in the output are on CPU (which also materialises lazy work)."""

    @abstractmethod
    def check(self, dev: Groups, ref: Groups, ref64: Groups | None,
              extra: Mapping[str, Any] | None = None) -> dict[str, GroupCheck]:
        """Judge the device's groups against the reference's (float64 arbiter where there is one).
        ``extra``: the device step's own fields (:attr:`StepOutput.extra`; the train workload reads
        its ``train_loss``), None where they are not known."""

    def annotate(self, record: dict[str, Any], dev: StepOutput, ref: Groups, checks: dict[str, GroupCheck]) -> None:
        """Add the workload's own fields to the record of a step that ran (default: ``dev.extra``)."""
        record.update(dev.extra)


def flatten_outputs(out: Any, prefix: str = "") -> dict[str, torch.Tensor]:
    """Named tensors of a model output (a ModelOutput, tuple or tensor), loss and caches excluded."""
    found: dict[str, torch.Tensor] = {}
    if isinstance(out, torch.Tensor):
        found[prefix or "output"] = out
    elif isinstance(out, dict) or hasattr(out, "items"):
        for key, value in out.items():
            if key not in SKIP_OUTPUT_KEYS:
                found.update(flatten_outputs(value, f"{prefix}.{key}" if prefix else str(key)))
    elif isinstance(out, (list, tuple)):
        for i, value in enumerate(out):
            found.update(flatten_outputs(value, f"{prefix}.{i}" if prefix else str(i)))
    return found


def cast_inputs(inputs: dict[str, Any], dtype: torch.dtype) -> dict[str, Any]:
    """Floating-point inputs in ``dtype``; ids, masks and flags unchanged."""
    return {k: v.to(dtype) if isinstance(v, torch.Tensor) and v.is_floating_point() else v for k, v in inputs.items()}


def input_shapes(inputs: dict[str, Any]) -> dict[str, list[int]]:
    """What a step was fed, for the record: each tensor input's name and shape."""
    return {k: list(v.shape) for k, v in inputs.items() if isinstance(v, torch.Tensor)}


def on_cpu(tensors: dict[str, torch.Tensor]) -> dict[str, torch.Tensor | None]:
    return {k: v.detach().cpu() for k, v in tensors.items()}
