"""hfcompat_backend: the backend adapter layer of hfcompat (docs/design.md §3).

The contract (:class:`Backend` and its small data types), the registry of built-in and plugin
backends, and the op recorder shared by every adapter. Depends on torch only: no hfcompat, pandas,
pytest or jinja2, so a third party can implement a backend against this package alone.

Importing the package, the registry or an adapter module imports no torch: torch is imported where a
backend is used (``setup``, a step) and with the op recorder, a ``TorchDispatchMode`` that is loaded on
first use. ``hfcompat check`` validates its backend and mode in a process that then only waits
for its worker, and ``hfcompat ls`` lists backends, without paying for torch (issue 24).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hfcompat_backend.base import (
    KIND_ERROR,
    KIND_LOWERING,
    KIND_OOM,
    KIND_UNSUPPORTED,
    Availability,
    Backend,
    Counters,
    Explanation,
    Parallelism,
)
from hfcompat_backend.registry import (
    BUILTIN_BACKENDS,
    DEFAULT_BACKEND,
    ENTRY_POINT_GROUP,
    LazyRegistry,
    UnknownBackendError,
    UnknownNameError,
    backend_names,
    get_backend,
)

if TYPE_CHECKING:
    from hfcompat_backend.optrace import OpEvent, OpRecorder

__all__ = [
    "Availability",
    "BUILTIN_BACKENDS",
    "Backend",
    "Counters",
    "DEFAULT_BACKEND",
    "ENTRY_POINT_GROUP",
    "Explanation",
    "KIND_ERROR",
    "KIND_LOWERING",
    "KIND_OOM",
    "KIND_UNSUPPORTED",
    "LazyRegistry",
    "OpEvent",
    "OpRecorder",
    "Parallelism",
    "UnknownBackendError",
    "UnknownNameError",
    "backend_names",
    "get_backend",
]


def __getattr__(name: str) -> Any:
    """``OpEvent`` and ``OpRecorder``, imported (with torch) when first asked for."""
    if name in ("OpEvent", "OpRecorder"):
        from hfcompat_backend import optrace

        return getattr(optrace, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
