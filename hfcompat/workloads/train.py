"""``train``: one training step as a user writes it — forward, loss, backward, ``AdamW.step()``.

The loss is the model's own where its head has one, else its outputs weighted by fixed random
tensors (:mod:`hfcompat.workloads.loss`); the record's ``train_loss`` says which.

The optimizer is ``torch.optim.AdamW(model.parameters(), lr=1e-3)`` (PyTorch's defaults otherwise:
betas (0.9, 0.999), eps 1e-8, weight decay 0.01), the same on the CPU reference, the float64 arbiter
and the device. It steps before the device syncs, so a lazy stack compiles forward, backward and
update as one graph, as in a user's loop that marks the step after ``optimizer.step()``. On stacks
where PyTorch picks no foreach kernels (XLA, CPU) AdamW runs its per-tensor ops (``lerp_``,
``addcmul_``, ``addcdiv_``...): ops the forward and backward never reach.

Compared: the outputs (1e-3; a padded batch's at its real positions, :mod:`hfcompat.workloads.positions`),
the loss and every gradient (1e-2, ``None`` as zeros), and the updated parameters, group ``params``
(1e-2: one Adam step moves a weight by about lr, so the group catches an update that is wrong, NaN
or missing its dtype, not a rounding of its last bits).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import torch

from hfcompat.judging import compare
from hfcompat.judging.compare import GroupCheck
from hfcompat.workloads.base import Groups, PhaseTracker, StepOutput, StepRun, Workload, flatten_outputs
from hfcompat.workloads.kept import Keeper, TensorMap
from hfcompat.workloads.loss import WEIGHTED_OUTPUTS, loss_of, loss_source
from hfcompat.workloads.positions import padding_mask, real_positions

LR = 1e-3
#: torch.optim.AdamW's defaults, which the train step uses
BETAS, EPS, WEIGHT_DECAY = (0.9, 0.999), 1e-8, 1e-2
#: elements per chunk of :func:`first_adamw_step_`: its temporaries stay a few MB
ADAMW_CHUNK = 1 << 20
TOL_PARAMS = compare.TOL_TRAINING


@dataclass(slots=True)
class StepResult:
    """What one forward + backward produced, on CPU."""

    outputs: TensorMap
    loss: torch.Tensor | None
    grads: TensorMap
    #: which loss the step trained on (``train_loss``: model or weighted-outputs); None when read back
    source: str | None = None


def run_step(
    fn: Callable[..., Any],
    model: torch.nn.Module,
    inputs: dict[str, Any],
    tracker: PhaseTracker | None = None,
    sync: Callable[[], None] | None = None,
    optimizer: torch.optim.Optimizer | None = None,
    keeper: Keeper | None = None,
) -> StepResult:
    """Forward + backward (+ the optimizer's step), then everything copied to CPU (which also
    materialises lazy work); the gradients kept by ``keeper`` (default: in memory)."""
    tracker = tracker or PhaseTracker(None)
    model.zero_grad(set_to_none=True)
    tracker.enter("forward")
    out = fn(**inputs)
    mask = padding_mask(inputs)
    loss = loss_of(out, mask=mask)
    tracker.enter("backward")
    loss.backward()
    if optimizer is not None:
        tracker.enter("optimizer")
        optimizer.step()
    tracker.enter("sync")
    if sync is not None:
        sync()
    outputs = real_positions({k: v.detach().cpu() for k, v in flatten_outputs(out).items()}, mask)
    grads = (keeper or Keeper()).group("grads", ((n, p.grad) for n, p in trainable(model)))
    return StepResult(outputs, loss.detach().cpu(), grads, loss_source(out))


def bounded_step(run: StepRun) -> tuple[StepResult, TensorMap]:
    """The reference's train step, the same arithmetic as :func:`run_step` with AdamW, in bounded memory.

    Each gradient goes to the run's keeper the moment backward has accumulated it, and is dropped
    from the model; after backward, AdamW steps one parameter at a time (its state made and freed
    per tensor) and each updated weight goes to the keeper. So the run never holds the model's
    gradients or AdamW's moments whole: its peak is the weights and the activations, where a
    user's step holds weights, gradients and two moments (4x the weights). On CPU AdamW's default
    is its per-tensor loop (no foreach kernels), so stepping one tensor at a time is the same
    arithmetic, bit for bit (tests/unit/test_bounded_reference.py). Updating after backward, not
    inside the hook, leaves every weight as backward still needs it."""
    tracker = run.tracker
    named = list(trainable(run.model))
    run.model.zero_grad(set_to_none=True)
    tracker.enter("forward")
    out = run.fn(**run.inputs)
    mask = padding_mask(run.inputs)
    loss = loss_of(out, mask=mask)
    writer = run.keeper.open("grads")

    def hand_over(name: str) -> Callable[[torch.Tensor], None]:
        def hook(p: torch.Tensor) -> None:
            writer.put(name, p.grad)
            p.grad = None
        return hook

    handles = [p.register_post_accumulate_grad_hook(hand_over(n)) for n, p in named]
    tracker.enter("backward")
    try:
        loss.backward()
    finally:
        for handle in handles:
            handle.remove()
    for n, _ in named:  # a parameter backward never reached: no gradient, as in run_step
        writer.put(n, None)
    grads = writer.close()
    tracker.enter("optimizer")
    params = run.keeper.open("params")
    for n, p in named:
        grad = grads[n]
        updated = p.detach().clone()  # the model's own weight is never written: it may be borrowed
        if grad is not None:  # AdamW skips a parameter without a gradient: its weight stays
            first_adamw_step_(updated, grad)
        params.put(n, updated)
    outputs = real_positions({k: v.detach().cpu() for k, v in flatten_outputs(out).items()}, mask)
    return StepResult(outputs, loss.detach().cpu(), grads, loss_source(out)), params.close()


def first_adamw_step_(param: torch.Tensor, grad: torch.Tensor) -> None:
    """``torch.optim.AdamW(lr=LR)``'s first step on one tensor, in place, a chunk of elements at a time.

    The same operations, in the same order and with the same scalars, as AdamW's per-tensor loop
    (``torch.optim.adam._single_tensor_adam``, the default on CPU, where no foreach kernels are
    picked): decoupled weight decay, ``lerp_`` into a zero first moment, ``mul_``/``addcmul_``
    into a zero second moment, bias corrections at step 1, ``addcdiv_``. Each is elementwise, so
    a chunk gives its elements exactly what the whole tensor would (tests/unit/test_bounded_reference.py
    asserts it bit for bit), while the moments and temporaries are a chunk's, not the tensor's: a
    150k-token embedding's AdamW step otherwise holds five copies of it at once (3 GB in float32,
    measured)."""
    beta1, beta2 = BETAS
    step_size = LR / (1 - beta1 ** 1.0)
    bias_correction2_sqrt = (1 - beta2 ** 1.0) ** 0.5
    with torch.no_grad():
        p, g = param.detach(), grad.to(param.device)
        if p.is_complex():
            p, g = torch.view_as_real(p), torch.view_as_real(g)
        flat_p, flat_g = (p.view(-1), g.reshape(-1)) if p.is_contiguous() else (p, g)  # not contiguous: whole
        chunk = ADAMW_CHUNK if p.is_contiguous() else max(flat_p.numel(), 1)
        for start in range(0, flat_p.numel(), chunk):
            pc, gc = flat_p[start:start + chunk], flat_g[start:start + chunk]
            pc.mul_(1 - LR * WEIGHT_DECAY)
            exp_avg = torch.zeros_like(gc).lerp_(gc, 1 - beta1)
            exp_avg_sq = torch.zeros_like(gc).mul_(beta2).addcmul_(gc, gc, value=1 - beta2)
            denom = (exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(EPS)
            pc.addcdiv_(exp_avg, denom, value=-step_size)


def trainable(model: torch.nn.Module) -> Iterator[tuple[str, torch.nn.Parameter]]:
    """The parameters a user's AdamW updates, by name."""
    return ((n, p) for n, p in model.named_parameters() if p.requires_grad)


def adamw(model: torch.nn.Module) -> torch.optim.AdamW:
    """The optimizer, as a user creates it."""
    return torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=LR)


class TrainWorkload(Workload):
    """Forward, backward and one AdamW step; one optimizer per model, kept across repeated steps."""

    name = "train"
    # AdamW creates its state (exp_avg, exp_avg_sq) in its first step, so the second step is a new
    # graph on a tracing stack, as in any training loop; --stability counts from the third.
    warmup_steps = 1

    def __init__(self) -> None:
        # --stability repeats the step as a training loop would: with the same optimizer (its state
        # and step count advance), not a fresh one each time.
        self._optimizers: weakref.WeakKeyDictionary[torch.nn.Module, torch.optim.AdamW] = weakref.WeakKeyDictionary()

    def step(self, run: StepRun) -> StepOutput:
        if run.bounded:
            result, params = bounded_step(run)
        else:
            optimizer = self._optimizers.get(run.model)
            if optimizer is None:
                optimizer = self._optimizers[run.model] = adamw(run.model)
            result = run_step(run.fn, run.model, run.inputs, run.tracker, run.sync, optimizer, run.keeper)
            params = run.keeper.group("params", trainable(run.model), clone=True)
        return StepOutput({"outputs": result.outputs, "loss": {"loss": result.loss}, "grads": result.grads,
                           "params": params}, {"train_loss": result.source})

    def check(self, dev: Groups, ref: Groups, ref64: Groups | None,
              extra: Mapping[str, Any] | None = None) -> dict[str, GroupCheck]:
        # outputs, loss and grads by the comparator's step rule; params by the same rule at TOL_PARAMS.
        compute = compare.compute_dtype(*ref.values())
        from_outputs = (extra or {}).get("train_loss") == WEIGHTED_OUTPUTS  # its outputs' draws apply
        checks = compare.check_step(as_step(dev), as_step(ref), as_step(ref64) if ref64 else None, compute,
                                    from_outputs)
        # A gradient element that is rounding noise (often in bfloat16; in float32 where a model
        # recomputes its forward in backward: Reformer's reversible layers, cpu against itself)
        # gives Adam's first step (about lr * sign(grad)) a noise sign, so an element may be 2 * lr
        # off the float64 update: the step size is an absolute floor for the parameters (issue 14).
        checks["params"] = compare.check_group(dev["params"], ref["params"], ref64["params"] if ref64 else None,
                                               TOL_PARAMS, floor=LR, compute=compute)
        return checks


def as_step(groups: Groups) -> StepResult:
    """A step's groups in the comparator's shape (outputs, loss, grads)."""
    return StepResult(groups["outputs"], groups["loss"].get("loss"), groups["grads"])
