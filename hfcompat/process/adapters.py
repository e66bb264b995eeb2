"""The process's backend adapters: one instance per backend name, set up on first use.

A device stack is global to its process: torch_xla, TorchTPU and torchax each register PrivateUse1
(or the XLA device) once, keep one runtime, and autograd sizes its per-device queues at the first
backward it runs. So a process that runs cases (an isolation worker, ``hfcompat check`` in process,
a backend test) asks this module for its adapter instead of building one per case, and every part of
the case runner that needs the device (:mod:`hfcompat.execution.case`, the innermost-op rerun of
:mod:`hfcompat.triage.innermost`) gets the same instance.

It sits below both of them, and imports neither: the case runner calls triage, and triage needs the
adapter the case ran on; with the cache in ``case.py`` the two imported each other (issue 24).
"""

from __future__ import annotations

import os
from pathlib import Path

from hfcompat_backend import Backend, get_backend

#: name -> the adapter of this process. Tests that plant faults read at setup replace it with ``{}``.
_BACKENDS: dict[str, Backend] = {}


def backend_for(name: str, mode: str) -> Backend:
    """The process's adapter for ``name``, set up for ``mode`` on first use.

    Later calls return the same instance whatever ``mode`` they name: a stack is set up once per
    process, and its modes differ in how a step runs, not in the setup. Raises what the adapter's
    ``setup`` raises (a stack that cannot start); the case runner records that as a device failure.
    """
    if name not in _BACKENDS:
        backend = get_backend(name)()
        cache = os.environ.get("HFCOMPAT_CACHE_DIR")  # set by --cache-dir for worker processes
        backend.setup(mode, cache_dir=Path(cache) if cache else None)
        _BACKENDS[name] = backend
    return _BACKENDS[name]


def broken_backend() -> str | None:
    """Why one of this process's adapters cannot serve another case (``Backend.broken_state``), or None.

    The isolation worker asks after each case and exits when one is broken (a poisoned torch_xla
    runtime fails every later sync), so the next case starts in a fresh process.
    """
    return next((f"{name}: {why}" for name, b in _BACKENDS.items() if (why := b.broken_state())), None)
