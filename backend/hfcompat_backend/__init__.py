"""hfcompat_backend: the backend adapter layer of hfcompat (DESIGN.md §3).

The contract (:class:`Backend` and its small data types), the registry of built-in and plugin
backends, and the op recorder shared by every adapter. Depends on torch only: no hfcompat, pandas,
pytest or jinja2, so a third party can implement a backend against this package alone.
"""

from __future__ import annotations

from hfcompat_backend.base import (
    KIND_ERROR,
    KIND_OOM,
    KIND_UNSUPPORTED,
    Availability,
    Backend,
    Counters,
    Explanation,
)
from hfcompat_backend.optrace import OpEvent, OpRecorder
from hfcompat_backend.registry import (
    BUILTIN_BACKENDS,
    DEFAULT_BACKEND,
    ENTRY_POINT_GROUP,
    UnknownBackendError,
    backend_names,
    get_backend,
)

__all__ = [
    "Availability",
    "BUILTIN_BACKENDS",
    "Backend",
    "Counters",
    "DEFAULT_BACKEND",
    "ENTRY_POINT_GROUP",
    "Explanation",
    "KIND_ERROR",
    "KIND_OOM",
    "KIND_UNSUPPORTED",
    "OpEvent",
    "OpRecorder",
    "UnknownBackendError",
    "backend_names",
    "get_backend",
]
