"""Parallel strategies: how many devices run a case's step, and how (docs/design.md §5).

=======  =====================================================================================
single   one device: every case before the parallel axis (no module here: the case runner's own path)
ddp      ``DistributedDataParallel``, each rank a slice of the global batch; train (:mod:`.ddp`)
fsdp     FSDP2 ``fully_shard`` on each repeated block and the root, over a 1-D mesh; train (:mod:`.fsdp`)
tp       transformers' own plan, ``from_pretrained(dir, tp_plan="auto")`` (DTensor); train, infer (:mod:`.tp`)
spmd     stack-specific: one process over N devices, batch and parameters sharded on dim 0 by the
         stack's own SPMD API (torch_xla's ``mark_sharding``); train (:mod:`.spmd`)
=======  =====================================================================================

What runs on the ranks is the code a user writes on a CUDA cluster with the stack's process-group
backend and mesh device swapped in (:class:`hfcompat_backend.Parallelism`). The reference is one CPU
device on the same global batch; the ranks' shards are put back together and compared as full tensors.
The built-ins live in a table of import paths, so naming strategies imports no torch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hfcompat.errors import UsageError
from hfcompat.records.axes import DEFAULT_PARALLEL, PARALLEL
from hfcompat_backend.registry import LazyRegistry, unknown_name_message

if TYPE_CHECKING:
    from hfcompat.parallel.base import Strategy

BUILTINS: dict[str, str] = {
    "ddp": "hfcompat.parallel.ddp:DdpStrategy",
    "fsdp": "hfcompat.parallel.fsdp:FsdpStrategy",
    "tp": "hfcompat.parallel.tp:TpStrategy",
    "spmd": "hfcompat.parallel.spmd:SpmdStrategy",
}
assert (DEFAULT_PARALLEL, *BUILTINS) == PARALLEL  # the record contract's list and this table are one list
REGISTRY: LazyRegistry[type[Strategy]] = LazyRegistry("--parallel", BUILTINS)
#: The workloads each strategy runs (its class's ``workloads``), for planning without importing torch.
RUNS: dict[str, tuple[str, ...]] = {"ddp": ("train",), "fsdp": ("train",), "tp": ("train", "infer"), "spmd": ("train",)}
# The strategies whose class is ``stack_specific`` are hfcompat.records.axes.STACK_SPECIFIC (reports read
# that table without importing this layer); tests/dashboard/test_parallel_report.py holds the two to one list.


def get_strategy(name: str) -> Strategy:
    """A fresh instance of the strategy ``name`` (one of :data:`PARALLEL` but ``single``; another is an
    :class:`~hfcompat_backend.registry.UnknownNameError` with close matches)."""
    return REGISTRY.get(name)()


def crossed(pairs: list[tuple[str, str]], parallel: list[tuple[str, int]],
            asked: list[str]) -> list[tuple[str, str, str, int]]:
    """(workload, regime, strategy, devices) of a spec: each of its (workload, regime) pairs on one
    device, and in each parallel strategy that runs that workload — or any workload ``asked`` for by
    name, whose record then says why the strategy does not run it."""
    return [(w, r, name, n) for name, n in parallel for w, r in pairs
            if name == DEFAULT_PARALLEL or w in RUNS[name] or w in asked]


def parse_parallel(given: list[str], devices: int | None) -> list[tuple[str, int]]:
    """``--parallel`` values and ``--devices`` → the (strategy, devices) pairs to run, validated.

    ``[]`` → single only; ``["all"]`` → every strategy. ``--devices`` (default 2) applies to the
    parallel strategies; a parallel strategy on one device is no parallel run, a usage error."""
    if not given:
        given = [DEFAULT_PARALLEL]
    for value in given:
        if value not in (*PARALLEL, "all"):
            raise UsageError(unknown_name_message("--parallel", value, (*PARALLEL, "all")))
    if "all" in given and len(given) > 1:
        raise UsageError("--parallel all cannot be combined with other values")
    names = list(PARALLEL) if given == ["all"] else list(dict.fromkeys(given))
    n = 2 if devices is None else devices
    if n < 2 and any(name != DEFAULT_PARALLEL for name in names):
        raise UsageError(f"--devices {n}: a parallel strategy needs at least 2 devices")
    return [(name, 1 if name == DEFAULT_PARALLEL else n) for name in names]
