"""The op recorder: a TorchDispatchMode that knows which ATen op was running when an exception passed.

Attribution source 1 of DESIGN.md §6. Every ATen op dispatched while the recorder is active passes
through ``__torch_dispatch__``; when one raises, the innermost op sees the exception first, so the
recorder remembers (op, phase) for that exception object. The case runner later asks
``culprit_of(exc)`` with the exception that reached it: matching by identity (and along
``__cause__`` / ``__context__``) means an exception that model code caught and swallowed earlier can
never be blamed for a later one.

Autograd propagates thread-local dispatch modes to its worker threads, so backward ops are seen too;
the runner sets :attr:`OpRecorder.phase` before each phase.

The recorder also keeps the sequence of ops (bounded) and an optional ``on_enter`` callback, which the
isolation layer uses to leave the in-flight op somewhere a crash cannot erase it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode


@dataclass(frozen=True, slots=True)
class OpEvent:
    """One dispatched op: its name (``aten::addmm``), overload (``default``) and phase."""

    op: str
    overload: str
    phase: str


_NAMES: dict[Any, tuple[str, str]] = {}  # func -> op_name(func): reading a schema's name costs ~5 us


def op_name(func: Any) -> tuple[str, str]:
    """``("aten::addmm", "default")`` for an OpOverload; a best effort for anything else."""
    try:
        return _NAMES[func]
    except (KeyError, TypeError):  # TypeError: an unhashable callable
        pass
    schema = getattr(func, "_schema", None)
    name = (schema.name, schema.overload_name or "default") if schema is not None else (str(func), "default")
    try:
        _NAMES[func] = name
    except TypeError:
        pass
    return name


def _no_device_input(args: tuple[Any, ...], kwargs: Any) -> bool:
    """True for ops that make device tensors from nothing or from CPU ones (factories, transfers).

    Runs for every op, so it walks the arguments by hand instead of flattening them as a pytree
    (~40 us an op): an ATen op's arguments nest one level at most (``Tensor[]``, ``Tensor?[]``), and
    ``is_cpu`` is a flag where ``.device`` builds a device object (~6 us on XLA tensors).
    """
    for value in (*args, *kwargs.values()) if kwargs else args:
        if isinstance(value, torch.Tensor):
            if not value.is_cpu:
                return False
        elif isinstance(value, (list, tuple)):
            for item in value:
                if isinstance(item, torch.Tensor) and not item.is_cpu:
                    return False
    return True


@contextmanager
def _unexclude_functionalize() -> Iterator[None]:
    """Run an op with Functionalize allowed again, as it is at top level.

    Inside ``__torch_dispatch__`` the keys above Python are excluded, Functionalize among them, and
    torch_xla only wraps a new tensor for functionalization when that key is not excluded. A tensor
    created under the recorder (``x.to(xla)``, ``arange(device=xla)`` inside a forward) would then skip
    functionalization, and later view ops on it take torch_xla's raw kernels: split on a last dim
    returns wrong values (pytorch/xla#8640). Ops on device tensors keep the exclusion: they are
    already past the functionalization kernel, which wraps their outputs itself.
    """
    exclude = torch._C._dispatch_tls_local_exclude_set()
    if not exclude.has(torch._C.DispatchKey.Functionalize):
        yield
        return
    with torch._C._ForceDispatchKeyGuard(torch._C._dispatch_tls_local_include_set(),
                                         exclude.remove(torch._C.DispatchKey.Functionalize)):
        yield


class OpRecorder(TorchDispatchMode):
    """Records dispatched ATen ops and the innermost op each exception passed through.

    Args:
        max_events: how many op events to keep (the first ones); later ops are counted, not kept.
        on_enter: called with each op event before the op runs (must be cheap).
    """

    def __init__(self, max_events: int = 200_000, on_enter: Callable[[OpEvent], None] | None = None):
        super().__init__()
        self.phase = "forward"
        self.events: list[OpEvent] = []
        self.n_ops = 0
        self.max_events = max_events
        self.on_enter = on_enter
        # id(exception) -> (exception, event, func, args, kwargs) of the innermost op it passed.
        self._failures: dict[int, tuple[BaseException, OpEvent, Any, tuple[Any, ...], dict[str, Any]]] = {}
        self._lock = threading.Lock()  # backward may run on an autograd worker thread
        #: seconds spent in the recorder's own bookkeeping (naming, recording, ``on_enter``) before each
        #: op runs; the dispatcher's trip into Python and back is not in it (bench/recorder_cost.py)
        self.own_s = 0.0

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        start = time.perf_counter()
        name, overload = op_name(func)
        event = OpEvent(name, overload, self.phase)
        with self._lock:
            self.n_ops += 1
            if len(self.events) < self.max_events:
                self.events.append(event)
        if self.on_enter is not None:
            self.on_enter(event)
        self.own_s += time.perf_counter() - start  # a race between threads may drop a sample: a timing only
        try:
            if _no_device_input(args, kwargs):
                with _unexclude_functionalize():
                    return func(*args, **(kwargs or {}))
            return func(*args, **(kwargs or {}))
        except BaseException as exc:
            with self._lock:
                # The innermost op sees the exception first; outer ops must not overwrite it.
                self._failures.setdefault(id(exc), (exc, event, func, args, kwargs or {}))
            raise

    def culprit_of(self, exc: BaseException) -> OpEvent | None:
        """The innermost op that ``exc`` (or an exception it wraps or was raised from) passed through."""
        call = self.culprit_call(exc)
        return call[0] if call else None

    def culprit_call(self, exc: BaseException) -> tuple[OpEvent, Any, tuple[Any, ...], dict[str, Any]] | None:
        """Like :meth:`culprit_of`, with the op's callable and the arguments it failed on."""
        seen: set[int] = set()
        current: BaseException | None = exc
        while current is not None and id(current) not in seen:
            seen.add(id(current))
            hit = self._failures.get(id(current))
            if hit is not None and hit[0] is current:
                return hit[1], hit[2], hit[3], hit[4]
            inner = getattr(current, "inner_exception", None)  # dynamo's BackendCompilerFailed
            current = inner or current.__cause__ or current.__context__
        return None

    def ops_seen(self) -> set[str]:
        """Names of every op recorded."""
        return {e.op for e in self.events}

