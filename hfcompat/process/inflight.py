"""Where a process was when it died: the phase and op in flight, in a file that outlives it.

A case's worker (:mod:`hfcompat.isolation.child`) and each rank of a parallel case
(:mod:`hfcompat.parallel.rank`) keep the phase and op in flight in a small memory-mapped state file,
so that when the device aborts the process (XLA CHECK failures do) or it hangs, its parent can
still say where; and both die with the process that started them.
"""

from __future__ import annotations

import mmap
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

STATE_SIZE = 256
#: Op namespaces whose ops do no work: a profiler marker (``torch.optim``'s step wraps itself in
#: ``record_function``) is never the op a death is in. Named in flight, ``profiler::_record_function_exit``
#: was the culprit of two SIGSEGV/LLVM deaths in the optimizer (grounding-dino, mm-grounding-dino,
#: bfloat16 train on torch-xla); the op before it stays in flight instead.
NOT_IN_FLIGHT = ("profiler::",)


@dataclass(frozen=True, slots=True)
class InFlightState:
    """Where a worker was: the phase, and the op in flight with its overload, its ordinal among the
    step's top-level calls of that op, and the composite it runs inside (when one was expanded)."""

    phase: str | None = None
    op: str | None = None
    overload: str = "default"
    call: int = 0
    context: str | None = None


class InFlight:
    """The phase and op in flight, written to a shared file that survives this process's death."""

    def __init__(self, path: str | None):
        self._map: mmap.mmap | None = None
        if path:
            with open(path, "r+b") as fh:
                self._map = mmap.mmap(fh.fileno(), STATE_SIZE)

    def set(self, phase: str, op: str = "") -> None:
        self._write(f"{phase}\t{op}")

    def op(self, event: Any) -> None:
        """Note an op event (:class:`hfcompat_backend.OpEvent`) as in flight (not a marker: :data:`NOT_IN_FLIGHT`)."""
        if str(event.op).startswith(NOT_IN_FLIGHT):
            return
        self._write(f"{event.phase}\t{event.op}\t{event.overload}\t{event.call}\t{event.context or ''}")

    def _write(self, text: str) -> None:
        if self._map is not None:
            data = text.encode()[: STATE_SIZE - 1]
            self._map[: len(data) + 1] = data + b"\0"


def read_state(path: str | Path) -> InFlightState:
    """What a worker left in its state file (all ``None`` if nothing)."""
    try:
        raw = Path(path).read_bytes()[:STATE_SIZE].split(b"\0", 1)[0].decode(errors="replace")
    except OSError:
        return InFlightState()
    phase, op, overload, call, context = (raw.split("\t") + [""] * 5)[:5]
    return InFlightState(phase or None, op or None, overload or "default", int(call) if call.isdigit() else 0,
                         context or None)


def die_with_parent() -> None:
    """On Linux, have the kernel SIGKILL this process when the process that started it dies.

    The parent (an xdist worker, a Ray actor, ``hfcompat check``) kills this process on a timeout,
    but a parent that is itself SIGKILLed (a lost Ray worker, a killed sweep) cannot: a case that
    hangs would then run for ever and hold its TPU chip. The signal follows the parent *thread*
    that spawned us; every parent spawns workers from its main thread.
    """
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import signal

    pr_set_pdeathsig = 1  # <linux/prctl.h>
    try:
        ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, int(signal.SIGKILL))
    except (OSError, AttributeError):  # no libc symbol: keep running, as before
        pass
