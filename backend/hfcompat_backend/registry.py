"""Finding things by name: one lazy registry for every axis, and the backends' table.

Every pluggable axis (backends here; workloads, parallel strategies and sweep executors in hfcompat)
is a :class:`LazyRegistry`: built-ins listed statically as ``"module:Class"`` strings (greppable, no
import side effects), plus, for an axis that takes plugins, an entry-point group. A third-party
adapter registers one in its own distribution::

    [project.entry-points."hfcompat.backends"]
    my-chip = "my_package.adapter:MyChipBackend"

Loading a name imports only that module, and an adapter imports its device library only in
``setup``, so listing backends never pulls in torch_xla, torch_tpu or torchax. An unknown name is
one line: the name, close matches ("did you mean"), and every allowed value
(:func:`unknown_name_message`); the CLI prints it and exits 2. The helper sits in this package, the
lowest layer, because hfcompat_backend imports nothing of hfcompat and every hfcompat layer may import it.
"""

from __future__ import annotations

import difflib
import importlib
from collections.abc import Mapping
from importlib.metadata import entry_points
from typing import Any, Generic, TypeVar

from hfcompat_backend.base import Backend

T = TypeVar("T")

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


class UnknownNameError(KeyError):
    """A name that is neither built in nor registered; the message suggests close names."""

    def __str__(self) -> str:  # KeyError would repr() the message
        return str(self.args[0])


#: The backends' name for it, kept for third parties that catch it.
UnknownBackendError = UnknownNameError


def unknown_name_message(what: str, name: str, allowed: list[str] | tuple[str, ...], where: str = "") -> str:
    """One line: the unknown name (``what``, e.g. ``backend`` or ``--workload``; ``where``, e.g.
    `` for backend 'cpu'``), close matches if any, and every allowed value."""
    close = difflib.get_close_matches(name, list(allowed), n=3, cutoff=0.5)
    hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
    return f"unknown {what} {name!r}{where}{hint} (choose from: {', '.join(allowed)})"


class LazyRegistry(Generic[T]):
    """Names -> objects, imported on :meth:`get`: the ``builtins`` table (read live: a test may add to
    it) in its own order, then the plugins of the entry-point ``group`` (if any) by name. A plugin
    cannot shadow a built-in. ``what`` names the axis in messages; ``base`` is the class every
    loaded object must be a subclass of (a broken plugin is a TypeError, not a wrong answer)."""

    def __init__(self, what: str, builtins: Mapping[str, str], group: str | None = None,
                 base: type | None = None):
        self.what, self.builtins, self.group, self.base = what, builtins, group, base

    def targets(self) -> dict[str, tuple[str, str]]:
        """Every known name: name -> (``"module:attr"``, origin), origin ``"builtin"`` or a dist name."""
        found: dict[str, tuple[str, str]] = {n: (t, "builtin") for n, t in self.builtins.items()}
        plugins: dict[str, tuple[str, str]] = {}
        for ep in entry_points(group=self.group) if self.group else ():
            if ep.name not in found:  # built-ins win: a plugin cannot shadow "cpu"
                plugins[ep.name] = (ep.value, ep.dist.name if ep.dist is not None else "entry point")
        return {**found, **dict(sorted(plugins.items()))}

    def names(self) -> list[str]:
        """Every known name, built-ins first (in table order), then plugins."""
        return list(self.targets())

    def check(self, name: str) -> str:
        """``name`` if known, else :class:`UnknownNameError` (one line, with close matches)."""
        if name not in self.targets():
            raise UnknownNameError(unknown_name_message(self.what, name, self.names()))
        return name

    def get(self, name: str) -> T:
        """What ``name`` is registered as, its module imported now.

        Raises:
            UnknownNameError: ``name`` is unknown; the message lists close matches and every name.
            TypeError: the target is not a subclass of ``base`` (a broken plugin).
        """
        targets = self.targets()
        if name not in targets:
            raise UnknownNameError(unknown_name_message(self.what, name, list(targets)))
        target = targets[name][0]
        module_name, _, attr = target.partition(":")
        found: Any = getattr(importlib.import_module(module_name), attr)
        if self.base is not None and not (isinstance(found, type) and issubclass(found, self.base)):
            raise TypeError(f"{self.what} {name!r} points at {target}, which is not a {self.base.__module__}."
                            f"{self.base.__name__}")
        return found  # type: ignore[no-any-return]


BACKENDS: LazyRegistry[type[Backend]] = LazyRegistry("backend", BUILTIN_BACKENDS, ENTRY_POINT_GROUP, Backend)


def backend_targets() -> dict[str, tuple[str, str]]:
    """Every known backend: name -> (``"module:Class"``, origin), origin ``"builtin"`` or a dist name."""
    return dict(sorted(BACKENDS.targets().items()))


def backend_names() -> list[str]:
    """Sorted names of every known backend."""
    return list(backend_targets())


def get_backend(name: str) -> type[Backend]:
    """The adapter class registered as ``name``.

    Raises:
        UnknownBackendError: ``name`` is unknown; the message lists close matches and every name.
        TypeError: the registered target is not a :class:`Backend` subclass (a broken plugin).
    """
    if name not in BACKENDS.targets():  # sorted, as `hfcompat ls backends` lists them
        raise UnknownNameError(unknown_name_message("backend", name, backend_names()))
    return BACKENDS.get(name)
