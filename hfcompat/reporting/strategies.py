"""The axes a rate never mixes, as reports show them: the parallel strategy and the dtype.

A case runs on one device (``single``: every case before the axis, and today's default) or in a
parallel strategy on N devices (``ddp``, ``fsdp``, ``tp``; :mod:`hfcompat.parallel`), in float32 or
bfloat16. A rate is never taken over cases of two strategies or two dtypes: the headline, the
per-workload and per-model rates and the group rates are each given per (backend, mode, dtype,
strategy), so a site holding a float32 run and its bfloat16 twin shows each headline, not a blend
of the two. A float32 single-device case keeps the headline key it had before either axis
(``backend/mode``), so an old baseline, a trend and a float32 run read as they always did; a
bfloat16 one is ``backend/mode/bfloat16``, a parallel one ``backend/mode/ddp:2``.

Stack-specific strategies (a stack's own API, :data:`hfcompat.records.axes.STACK_SPECIFIC`)
are not the unmodified code: their rows are marked and sorted after the standard ones, and never
folded into another strategy's rate. Like :mod:`.rates`, this imports nothing else of reporting.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hfcompat.records.axes import DEFAULT_DTYPE, DEFAULT_PARALLEL, DTYPES, PARALLEL, STACK_SPECIFIC
from hfcompat.records.record import parallel_of

STRATEGY_NOTE = ("one row per strategy: single = one device (the headline as before parallel runs); ddp, fsdp, "
                 "tp ×N = that standard PyTorch strategy, unmodified, on N devices; a rate never mixes strategies")
STACK_SPECIFIC_NOTE = ("stack-specific: the stack's own API rather than the standard PyTorch code, so not "
                       "'unmodified'; counted apart")


def strategy_of(record: dict[str, Any]) -> tuple[str, int]:
    """(strategy, devices) of a record; a record written before the axis ran on one device."""
    return parallel_of(record)


def is_single(record: dict[str, Any]) -> bool:
    return strategy_of(record)[0] == DEFAULT_PARALLEL


def is_stack_specific(parallel: str) -> bool:
    return parallel in STACK_SPECIFIC


def strategy_label(parallel: str, devices: int) -> str:
    """``single``, or ``ddp ×2`` (ddp on 2 devices); stack-specific ones say so."""
    if parallel == DEFAULT_PARALLEL:
        return parallel
    return f"{parallel} ×{devices}" + (" (stack-specific)" if is_stack_specific(parallel) else "")


def strategy_id(parallel: str, devices: int) -> str:
    """The case id's own form of the strategy: ``""`` for single, else ``ddp:2``."""
    return "" if parallel == DEFAULT_PARALLEL else f"{parallel}:{devices}"


def dtype_of(record: dict[str, Any]) -> str:
    """A record's dtype; a record written before the dtype axis ran in float32."""
    return str(record.get("dtype") or DEFAULT_DTYPE)


def dtype_rank(dtype: str) -> tuple[int, str]:
    """Sort order: float32 (the default) first, then the other dtypes the harness offers, then any other."""
    return (DTYPES.index(dtype) if dtype in DTYPES else len(DTYPES), dtype)


def headline_key(backend: str, mode: str, parallel: str = DEFAULT_PARALLEL, devices: int = 1,
                 dtype: str = DEFAULT_DTYPE) -> str:
    """``backend/mode`` for float32 single-device cases (the key they had before the axes); another dtype
    adds itself and a parallel strategy its id: ``backend/mode/bfloat16``, ``backend/mode/ddp:2``,
    ``backend/mode/bfloat16/ddp:2``."""
    parts = [backend, mode, *([dtype] if dtype != DEFAULT_DTYPE else []), strategy_id(parallel, devices)]
    return "/".join(p for p in parts if p)


def key_of(record: dict[str, Any]) -> str:
    """The headline key of a record's (backend, mode, dtype, strategy)."""
    return headline_key(str(record.get("backend")), str(record.get("mode")), *strategy_of(record), dtype_of(record))


def strategy_rank(parallel: str, devices: int) -> tuple[int, int, str, int]:
    """Sort order: single, then the standard strategies in contract order, then stack-specific ones."""
    known = PARALLEL.index(parallel) if parallel in PARALLEL else len(PARALLEL)
    return (int(is_stack_specific(parallel)), known, parallel, devices)


def has_parallel(cases: Iterable[dict[str, Any]]) -> bool:
    """Whether any case ran a parallel strategy: only then do reports show the strategy at all."""
    return any(not is_single(c) for c in cases)
