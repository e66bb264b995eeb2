"""Finding backends by name: the built-in table plus the ``hfcompat.backends`` entry-point group.

Built-ins are listed statically (greppable, no import side effects); third-party adapters register
an entry point in their own distribution::

    [project.entry-points."hfcompat.backends"]
    my-chip = "my_package.adapter:MyChipBackend"

Loading a name imports only that adapter's module, and an adapter imports its device library only in
``setup``, so listing backends never pulls in torch_xla, torch_tpu or torchax.
"""

from __future__ import annotations

import difflib
import importlib
from importlib.metadata import entry_points

from hfcompat_backend.base import Backend

ENTRY_POINT_GROUP = "hfcompat.backends"

#: name -> "module:Class" of the adapters that ship with hfcompat (docs/design.md §3, contract: names).
BUILTIN_BACKENDS: dict[str, str] = {
    "cpu": "hfcompat_backend.cpu:CpuBackend",
    "cuda": "hfcompat_backend.cuda:CudaBackend",
    "torch-tpu": "hfcompat_backend.torch_tpu_stack:TorchTpuBackend",
    "torch-xla": "hfcompat_backend.torch_xla_stack:TorchXlaBackend",
    "torchax": "hfcompat_backend.torchax_stack:TorchaxBackend",
}

DEFAULT_BACKEND = "torch-xla"


class UnknownBackendError(KeyError):
    """A backend name that is neither built in nor registered; the message suggests close names."""

    def __str__(self) -> str:  # KeyError would repr() the message
        return str(self.args[0])


def backend_targets() -> dict[str, tuple[str, str]]:
    """Every known backend: name -> (``"module:Class"``, origin), origin ``"builtin"`` or a dist name."""
    found: dict[str, tuple[str, str]] = {n: (t, "builtin") for n, t in BUILTIN_BACKENDS.items()}
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        if ep.name not in found:  # built-ins win: a plugin cannot shadow "cpu"
            origin = ep.dist.name if ep.dist is not None else "entry point"
            found[ep.name] = (ep.value, origin)
    return dict(sorted(found.items()))


def backend_names() -> list[str]:
    """Sorted names of every known backend."""
    return list(backend_targets())


def get_backend(name: str) -> type[Backend]:
    """The adapter class registered as ``name``.

    Raises:
        UnknownBackendError: ``name`` is unknown; the message lists close matches and every name.
        TypeError: the registered target is not a :class:`Backend` subclass (a broken plugin).
    """
    targets = backend_targets()
    if name not in targets:
        raise UnknownBackendError(unknown_name_message("backend", name, list(targets)))
    target, _origin = targets[name]
    module_name, _, attr = target.partition(":")
    cls = getattr(importlib.import_module(module_name), attr)
    if not (isinstance(cls, type) and issubclass(cls, Backend)):
        raise TypeError(f"backend {name!r} points at {target}, which is not a hfcompat_backend.Backend")
    return cls


def unknown_name_message(what: str, name: str, allowed: list[str]) -> str:
    """One line: the unknown name, close matches if any, and every allowed value."""
    close = difflib.get_close_matches(name, allowed, n=3, cutoff=0.5)
    hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
    return f"unknown {what} {name!r}{hint} (choose from: {', '.join(allowed)})"
