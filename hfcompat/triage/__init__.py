"""Triage: from a failed case to the op to fix, its phase, and a one-file repro (docs/design.md §6).

Sources, strongest first (the record's ``culprit_source`` says which named the culprit):

1. ``exception``: the op recorder saw the exception pass through an op at dispatch (inside a
   composite op, the inner op that raised: :mod:`hfcompat.triage.innermost`);
2. ``message``: the stack's own error message names the op (``Backend.explain``); a lowering error
   names its op even where it passed through another op in flight (:mod:`hfcompat.triage.lowering`);
   ``traceback``: the error was raised by an ATen op's Python or C++ front (``torch.cdist``), which
   no dispatch mode sees (:func:`hfcompat.triage.cause.raising_op`);
3. fallback ops: from the backend's counters (``fallback_ops``; ``pass_with_fallback``);
4. ``replay``: errors at sync/compile time and numeric mismatches, by op-by-op replay
   (:mod:`hfcompat.triage.replay`); ``device_replay``: a mismatch no op of the CPU's sequence
   explains, in the ops the device ran (:mod:`hfcompat.triage.device_replay`);
5. ``error_group``: failures without an op are grouped by a normalised message
   (:mod:`hfcompat.triage.grouping`); errors also get a named ``cause``: a known kind from the
   message and where the code raised it (:mod:`hfcompat.triage.cause`).

This module wires them into a record: it is called by the case runner after the device step.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from hfcompat.records.record import FAIL_ACCURACY, JUDGED, WORKS, Case
from hfcompat.triage.argspec import encode
from hfcompat.triage.cause import cause_of, graph_node_op, raising_op
from hfcompat.triage.device_replay import DeviceReplayer, device_replay
from hfcompat.triage.grouping import error_group
from hfcompat.triage.innermost import innermost_call
from hfcompat.triage.replay import BUDGET_S, RANDOM_WORDS, ReplayResult, active_replayer
from hfcompat.triage.replay import replay as run_replay
from hfcompat.triage.repro import add_repro
from hfcompat_backend import Backend, OpEvent

REPLAY_BUDGET_S = float(os.environ.get("HFCOMPAT_REPLAY_S", BUDGET_S))


def from_exception(record: dict[str, Any], case: Case, repro_dir: Path | None,
                   call: tuple[OpEvent, Any, tuple[Any, ...], dict[str, Any]], backend: Backend | None = None) -> None:
    """Source 1 with its repro: the recorder's innermost op and the arguments it failed on.

    Where that op is a composite and ``backend`` is given, it runs again alone with its
    decomposition visible (:mod:`hfcompat.triage.innermost`): the op inside that raises is the
    culprit, the composite its ``culprit_context``."""
    inner = innermost_call(call, backend.step_context) if backend is not None else None
    if inner is not None:
        record["culprit_context"] = call[0].op
        call = inner
    event, _func, args, kwargs = call
    record.update(culprit_op=event.op, culprit_phase=event.phase, culprit_source="exception")
    try:
        encoded = [encode(a) for a in args], {k: encode(v) for k, v in kwargs.items()}
    except Exception:  # noqa: BLE001  (a broken device may not give its tensors back: no repro)
        return
    add_repro(record, case, repro_dir, event.op, event.overload, event.phase, *encoded, expected="error")


def from_message(record: dict[str, Any], exc: BaseException, stack_op: str | None, phase: str) -> None:
    """Source 2: the op the stack's message names (``Backend.explain``), else the ATen op of the
    graph node a torch.compile error says it was running, else the ATen op whose front raised it
    (``traceback``: ``torch.cdist`` refusing a CPU and a device tensor). Any of them outranks the
    replay, which runs only where no op is named (:func:`needs_replay`)."""
    op = stack_op or graph_node_op(exc)
    if op:
        record.update(culprit_op=op, culprit_phase=phase, culprit_source="message")
    elif (front := raising_op(exc)) is not None:
        record.update(culprit_op=front, culprit_phase=phase, culprit_source="traceback")


def needs_replay(record: dict[str, Any]) -> bool:
    """A judged failure that no earlier source placed at an op (crashes and timeouts never get here)."""
    return record["status"] in JUDGED and record["status"] not in WORKS and not record.get("culprit_op")


def from_replay(record: dict[str, Any], case: Case, backend: Backend, repro_dir: Path | None,
                cpu_step: Callable[[], Any], on_op: Callable[[OpEvent], None] | None = None,
                device_step: Callable[[DeviceReplayer], Any] | None = None) -> None:
    """Source 4: replay the CPU step op by op on the device; name the op out of line (the first that
    raises or leaves tolerance, the others listed; a norm whose saved statistics put its backward out
    of line).

    Where no op of the CPU's sequence is out of line in a numeric mismatch, the device's own
    sequence is checked (``device_step``, :mod:`hfcompat.triage.device_replay`): an op only the
    device's decomposition runs is named there (``culprit_source`` ``device_replay``).
    ``on_op`` hears each op before it runs on the device, as phase ``replay:<forward|backward>``;
    if that op kills the process, :func:`from_replay_death` names it from there."""
    result = run_replay(cpu_step, backend, budget_s=REPLAY_BUDGET_S, on_op=on_op)
    record["replay"] = result.to_record()
    device_checked: bool | None = None  # whether the device's own sequence was checked to the end
    if (result.op is None and device_step is not None and record["status"] == FAIL_ACCURACY
            and not result.random_op):
        on_device = device_replay(device_step, budget_s=REPLAY_BUDGET_S / 2, on_op=on_op)  # each op syncs: slow
        record["replay"]["device"] = on_device.to_record()
        if on_device.op is not None:
            record.update(culprit_op=on_device.op, culprit_phase=on_device.phase, culprit_source="device_replay",
                          cause=f"{on_device.op} is out of line on the device's own op sequence (which the CPU's "
                                "does not run): " + on_device.detail)
            add_repro(record, case, repro_dir, on_device.op, on_device.overload, on_device.phase or "forward",
                      on_device.args, on_device.kwargs, expected="mismatch")
            return
        # A device replay cut short (a step that cannot run under a dispatch mode) leaves the CPU
        # replay's conclusion standing; the record's replay.device says how far it got.
        device_checked = on_device.cut_short is None
    if result.op is None:
        if record["status"] == FAIL_ACCURACY and result.random_op:
            # Not a device fault: the step draws random numbers, and CPU and device draw different ones.
            record["cause"] = f"the step draws random numbers ({result.random_op}): CPU and device RNGs differ"
        elif record["status"] == FAIL_ACCURACY and result.cut_short is None and _device_not_finite(record):
            # Drift stays finite: NaN/inf that no op makes alone comes from how the stack composes
            # them (a function-level lowering such as torchax's own scaled_dot_product_attention,
            # or a write through a view), which replaying ATen ops one at a time cannot see.
            record["cause"] = ("non-finite values (NaN/inf) on the device where the CPU has none, though every ATen "
                               "op is within tolerance on its own: a function-level lowering or a write through a "
                               "view, not one op" + _nearest(result))
        elif record["status"] == FAIL_ACCURACY and result.cut_short is None:
            # Every op agrees alone: the drift builds up across ops (a named cause, not an op).
            record["cause"] = ("accumulated numeric drift: every op is within tolerance on its own"
                               + (", in the CPU's op sequence and the device's" if device_checked else "")
                               + _nearest(result))
        elif record["status"] == FAIL_ACCURACY:
            # Say why the replay stopped (its bound, or a CPU step that cannot run under it) and what
            # the device's own sequence showed: where it was checked to its end, no op is out of line.
            record["cause"] = (f"no op out of tolerance in the {result.ops_replayed} ops replayed before the replay "
                               f"stopped ({result.cut_short})"
                               + (", nor in the device's own op sequence, checked to its end" if device_checked else "")
                               + _nearest(result))
        return
    record.update(culprit_op=result.op, culprit_phase=result.phase, culprit_source="replay")
    if result.context:
        record["culprit_context"] = result.context
    if result.kernels:  # a composite the device ran in place of a CPU-only kernel (triage.equivalents)
        record["culprit_kernels"] = result.kernels
    add_repro(record, case, repro_dir, result.op, result.overload, result.phase or "forward",
              result.args, result.kwargs, expected=result.kind or "error", backward=result.repro_backward)


def from_random_step(record: dict[str, Any], events: list[OpEvent]) -> bool:
    """A numeric mismatch of a step known to draw random numbers (its CPU reference moved the RNG):
    CPU and device draw different numbers, so no op is to blame, and an op-by-op replay (minutes at
    full size) would only find that again. Names the cause (the first random op the device ran,
    where the recorder saw one) and says the replay was not run; False (nothing written) for any
    other failure, which the replay still looks at."""
    if record["status"] != FAIL_ACCURACY:
        return False
    op = next((e.op for e in events if any(w in e.op for w in RANDOM_WORDS)), None)
    record["cause"] = (f"the step draws random numbers{f' ({op})' if op else ''}: CPU and device RNGs differ "
                       "(a dropout or sampling rate the config kept; not replayed op by op)")
    record["replay"] = {**ReplayResult().to_record(), "random_op": op,
                        "cut_short": "not run: the step draws random numbers"}
    return True


def from_replay_death(partial: dict[str, Any], failure: str, error: str, in_flight: tuple[str | None, str | None],
                      worker: str) -> dict[str, Any]:
    """The record of a case whose replay killed its worker: the failure found before the replay,
    plus what the replay got to. An op that crashes the process when run alone on the device is the
    culprit; a replay that ran out of time or memory names none and says it was cut short."""
    record = {**partial, "worker": worker}
    phase, op = in_flight
    op_phase = phase.partition(":")[2] if phase and phase.startswith("replay:") else None
    replay = ReplayResult().to_record()  # the same fields as a replay that ended
    if failure == "crash" and op and op_phase:
        replay.update(op=op, phase=op_phase, kind="crash", detail=error)
        record.update(culprit_op=op, culprit_phase=op_phase, culprit_source="replay")
    else:
        replay["cut_short"] = f"{error} (during the replay{f', at {op}' if op else ''})"
    record["replay"] = replay
    return record


def _device_not_finite(record: dict[str, Any]) -> bool:
    """A failed tensor whose device error is not finite while the CPU's float32 noise is."""
    for check in (record.get("compare") or {}).values():
        worst = check.get("worst_check") if isinstance(check, dict) else None
        if worst and not worst.get("ok") and worst.get("rmse_dev") is None and worst.get("rmse_ref") is not None:
            return True
    return False


def _nearest(result: ReplayResult) -> str:
    if not result.nearest:
        return ""
    op, phase, used = result.nearest
    return f" (nearest the edge: {op} in {phase}, {used:.0%} of its tolerance)"


def cpu_step_of(model: torch.nn.Module, dtype: torch.dtype, inputs: dict[str, Any],
                run_step: Callable[..., Any]) -> Callable[[], Any]:
    """A fresh CPU copy of the step to replay (the reference's weights, dtype and inputs).

    ``run_step(fn, model, inputs, sink)``: ``sink`` is the replayer the step runs under (or None),
    to be told the step's phases so an optimizer or generate op is named in its phase."""
    def step() -> Any:
        m = copy.deepcopy(model).to(dtype)
        torch.manual_seed(0)
        return run_step(m, m, inputs, active_replayer())
    return step


def name_cause(record: dict[str, Any], exc: BaseException) -> None:
    """An error's named cause (kind and place raised): a lead even where an op is named too."""
    record["cause"] = cause_of(exc)


def group(record: dict[str, Any]) -> None:
    """Source 5: every failure gets its normalised message group."""
    if record["status"] not in WORKS and record.get("error"):
        record["error_group"] = error_group(record.get("error_type"), record.get("error"))
