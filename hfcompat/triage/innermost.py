"""The innermost op: when the op blamed is a composite, which op inside it failed (docs/design.md §6).

A dispatch mode sees a composite such as ``aten::_safe_softmax`` (a CompositeExplicitAutograd
kernel) but not the ops its kernel calls (``aten::_softmax``): a device kernel that fails inside is
blamed on the composite. Triage looks inside by running the composite again with its decomposition
visible (:class:`hfcompat_backend.OpRecorder` with ``expand``), in one of two ways, by what the
failure left behind:

- an exception: the recorder kept the composite's arguments, so the composite runs again alone, in
  process, on the device (:func:`innermost_call`); the innermost op the new exception passes is the
  culprit;
- a crash or a hang: the process and its arguments are gone, so the isolation layer runs the case
  again in a fresh worker with that call of the composite expanded (:func:`rerun_expanded`); the
  inner op in flight at the second death is the culprit.

Either way the record keeps the composite as ``culprit_context``.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

import torch

from hfcompat.process.adapters import backend_for  # the worker's one adapter per backend
from hfcompat.records.record import Case
from hfcompat_backend import OpEvent, OpRecorder
from hfcompat_backend.optrace import composite_for, device_keys, every_composite, expanding, is_composite

Call = tuple[OpEvent, Any, tuple[Any, ...], dict[str, Any]]


def innermost_call(call: Call, step_context: Callable[[], AbstractContextManager[Any]]) -> Call | None:
    """The op inside composite ``call`` that raises when it runs alone on the device, expanded.

    ``call`` is what the recorder kept of the op an exception passed (event, op, arguments);
    ``step_context`` is the backend's device-step context. ``None`` when the op is no composite, or
    alone it does not raise inside one of its inner ops (the failure needs the whole step)."""
    event, func, args, kwargs = call
    if event.context is not None or not is_composite(func, args, kwargs):
        return None
    recorder = OpRecorder(max_events=0, expand=every_composite)
    recorder.phase = event.phase
    try:
        with step_context(), recorder:
            func(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001  (the failure again: find the op it passed first)
        inner = recorder.culprit_call(exc)
        if inner is not None and inner[0].context is not None:
            return inner
    return None


def rerun_expanded(case: Case, target: dict[str, Any], run: Callable[[], Any]) -> bool:
    """In a fresh worker: run the case again (``run``) with call ``target["call"]`` of op
    ``target["op"]`` expanded, its inner ops noted in flight as they run.

    Returns False at once, running nothing, where that op has a kernel of the device's own (no
    composite: nothing inside to see)."""
    keys = device_keys((backend_for(case.backend, case.mode).to_device(torch.zeros(1)),), {})
    qualified = f"{target['op']}.{target.get('overload') or 'default'}"
    if keys is None or not composite_for(qualified, keys.highestPriorityTypeId().name):
        return False

    def selected(event: OpEvent) -> bool:
        return bool(event.op == target["op"] and event.call == target["call"])

    with expanding(selected):
        run()
    return True
