"""The op recorder: a TorchDispatchMode that knows which ATen op was running when an exception passed.

Attribution source 1 of docs/design.md §6. Every ATen op dispatched while the recorder is active passes
through ``__torch_dispatch__``; when one raises, the innermost op sees the exception first, so the
recorder remembers (op, phase) for that exception object. The case runner later asks
``culprit_of(exc)`` with the exception that reached it: matching by identity (and along
``__cause__`` / ``__context__``) means an exception that model code caught and swallowed earlier can
never be blamed for a later one.

Autograd propagates thread-local dispatch modes to its worker threads, so backward ops are seen too;
the runner sets :attr:`OpRecorder.phase` before each phase.

The recorder also keeps the sequence of ops (bounded) and an optional ``on_enter`` callback, which the
isolation layer uses to leave the in-flight op somewhere a crash cannot erase it.

A mode sees only the ops dispatched to it: when a *composite* (an op whose kernel for the device is
CompositeExplicitAutograd or CompositeImplicitAutograd, e.g. ``aten::_safe_softmax``) runs, the ops its
kernel calls (``aten::_softmax``) pass below the mode unseen, so a failure inside is blamed on the
composite. An ``expand`` predicate makes the recorder run the composites it selects with their
decomposition visible: the kernel is redispatched below the Python key with the recorder pushed again,
so each inner op comes back through it, as an event whose ``context`` is the composite. Triage uses
this to name the innermost op (:mod:`hfcompat.triage.innermost`); the checked step runs unexpanded.
"""

from __future__ import annotations

import functools
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils._pytree import tree_leaves


@dataclass(frozen=True, slots=True)
class OpEvent:
    """One dispatched op: its name (``aten::addmm``), overload (``default``) and phase."""

    op: str
    overload: str
    phase: str
    call: int = 0  # this op's ordinal among the recorder's top-level ops of the same name
    context: str | None = None  # the top-level composite op it ran inside, when expanded


def every_composite(event: OpEvent) -> bool:
    """The ``expand`` predicate that selects every composite."""
    return True


_COMPOSITE_KEYS = ("CompositeExplicitAutograd", "CompositeExplicitAutogradNonFunctional", "CompositeImplicitAutograd")
_BELOW_PYTHON = torch._C._dispatch_keyset_full_after(torch._C.DispatchKey.Python)


def device_keys(args: tuple[Any, ...], kwargs: Any) -> Any | None:
    """The dispatch keys below Python of an op's tensor arguments, or ``None`` where there are no
    tensors or one is a Python tensor subclass (its device lives above the dispatcher's kernels)."""
    keys = None
    for t in tree_leaves((args, kwargs)):
        if isinstance(t, torch.Tensor):
            ks = torch._C._dispatch_keys(t)
            if ks.has(torch._C.DispatchKey.Python):
                return None
            keys = ks if keys is None else keys | ks
    return None if keys is None else keys & _BELOW_PYTHON


@functools.cache
def composite_for(qualified: str, backend_key: str) -> bool:
    """Whether op ``qualified`` (``"aten::_safe_softmax.default"``) runs a composite kernel on dispatch
    key ``backend_key`` (``"CPU"``, ``"XLA"``): no kernel of the backend's own, a composite one."""
    name = qualified[: -len(".default")] if qualified.endswith(".default") else qualified
    try:
        if torch._C._dispatch_has_kernel_for_dispatch_key(name, backend_key):
            return False
        return any(torch._C._dispatch_has_kernel_for_dispatch_key(name, k) for k in _COMPOSITE_KEYS)
    except RuntimeError:  # not a dispatcher op, or an unknown key
        return False


_default_expand: Callable[[OpEvent], bool] | None = None


@contextmanager
def expanding(predicate: Callable[[OpEvent], bool]) -> Iterator[None]:
    """While active, a new :class:`OpRecorder` without an ``expand`` of its own uses ``predicate``:
    how a rerun of a whole case expands one call of its step without the case runner knowing."""
    global _default_expand
    before, _default_expand = _default_expand, predicate
    try:
        yield
    finally:
        _default_expand = before


def is_composite(func: Any, args: tuple[Any, ...], kwargs: Any) -> bool:
    """Whether ``func`` on these arguments runs a composite kernel, whose inner ops an ``expand``ed
    recorder can show."""
    keys = device_keys(args, kwargs)
    if keys is None or not hasattr(func, "redispatch"):
        return False
    name, overload = op_name(func)
    return composite_for(f"{name}.{overload}", keys.highestPriorityTypeId().name)


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
        on_enter: called with each op event before the op runs (must be cheap); after an expanded
            composite returns, called with the composite's event again (it is the op in flight once
            more, so a later death is not blamed on its last inner op).
        expand: called with each top-level op event; a composite it selects runs with its inner ops
            visible (events with ``context`` set), and so do composites among those.
        on_result: called with each top-level op event, its arguments and its outputs after it
            returned (must be cheap and must not read device values: a lazy stack would run its graph
            there). The comparator keeps selections' indices and ReLUs' outputs this way
            (``hfcompat.judging.selection``).
    """

    def __init__(self, max_events: int = 200_000, on_enter: Callable[[OpEvent], None] | None = None,
                 expand: Callable[[OpEvent], bool] | None = None,
                 on_result: Callable[[OpEvent, tuple[Any, ...], Any, Any], None] | None = None):
        super().__init__()  # type: ignore[no-untyped-call]  # TorchDispatchMode.__init__ is unannotated
        self.phase = "forward"
        self.events: list[OpEvent] = []
        self.n_ops = 0
        self.max_events = max_events
        self.on_enter = on_enter
        self.on_result = on_result
        self.expand = expand if expand is not None else _default_expand
        self._calls: dict[str, int] = {}
        self._nesting = threading.local()  # per thread: the expanded composite being run, if any
        # id(exception) -> (exception, event, func, args, kwargs) of the innermost op it passed.
        self._failures: dict[int, tuple[BaseException, OpEvent, Any, tuple[Any, ...], dict[str, Any]]] = {}
        self._lock = threading.Lock()  # backward may run on an autograd worker thread
        #: seconds spent in the recorder's own bookkeeping (naming, recording, ``on_enter``) before each
        #: op runs; the dispatcher's trip into Python and back is not in it (bench/recorder_cost.py)
        self.own_s = 0.0

    def __torch_dispatch__(self, func: Any, types: Any, args: tuple[Any, ...] = (), kwargs: Any = None) -> Any:
        start = time.perf_counter()
        name, overload = op_name(func)
        outer: OpEvent | None = getattr(self._nesting, "outer", None)
        with self._lock:
            self.n_ops += 1
            if outer is None:
                call = self._calls.get(name, 0)
                self._calls[name] = call + 1
                event = OpEvent(name, overload, self.phase, call)
            else:
                event = OpEvent(name, overload, self.phase, outer.call, outer.op)
            if len(self.events) < self.max_events:
                self.events.append(event)
        if self.on_enter is not None:
            self.on_enter(event)
        self.own_s += time.perf_counter() - start  # a race between threads may drop a sample: a timing only
        try:
            if (outer is not None or (self.expand is not None and self.expand(event))) \
                    and func not in self._running() and is_composite(func, args, kwargs):
                return self._expanded(event, outer, func, args, kwargs or {})
            if outer is None and _no_device_input(args, kwargs):
                with _unexclude_functionalize():
                    out = func(*args, **(kwargs or {}))
            else:
                out = func(*args, **(kwargs or {}))
            if outer is None and self.on_result is not None:
                self.on_result(event, args, kwargs or {}, out)
            return out
        except BaseException as exc:
            with self._lock:
                # The innermost op sees the exception first; outer ops must not overwrite it.
                self._failures.setdefault(id(exc), (exc, event, func, args, kwargs or {}))
            raise

    def _expanded(self, event: OpEvent, outer: OpEvent | None, func: Any, args: tuple[Any, ...],
                  kwargs: dict[str, Any]) -> Any:
        """Run a composite's kernel below the Python key with this recorder pushed again: each op the
        kernel dispatches comes back here. (Inside a composite the Functionalize key stays excluded,
        as it is when the kernel runs natively, so factories there are not unexcluded.)"""
        keys = device_keys(args, kwargs)
        running = self._running()
        self._nesting.outer = outer or event
        running.append(func)
        try:
            with self:
                out = func.redispatch(keys, *args, **kwargs)
        finally:
            running.pop()
            self._nesting.outer = outer
        if outer is None and self.on_enter is not None:
            self.on_enter(event)
        return out

    def _running(self) -> list[Any]:
        """The composites being expanded on this thread, outermost first. One that dispatches
        itself again (``aten::detach``'s kernel does) runs plainly there, or it would never end."""
        running: list[Any] | None = getattr(self._nesting, "running", None)
        if running is None:
            running = self._nesting.running = []
        return running

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

