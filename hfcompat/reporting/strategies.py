"""The parallel axis as reports show it: which strategy a case ran, its label, its headline key.

A case runs on one device (``single``: every case before the axis, and today's default) or in a
parallel strategy on N devices (``ddp``, ``fsdp``, ``tp``; :mod:`hfcompat.parallel`). A rate is
never taken over cases of two strategies: the headline, the per-workload and per-model rates and
the group rates are each given per (backend, mode, strategy). A single-device case keeps the
headline key it had before the axis (``backend/mode``), so an old baseline, a trend and a
single-device run read as they always did; a parallel one is ``backend/mode/ddp:2``.

Stack-specific strategies (a stack's own API, :attr:`hfcompat.parallel.base.Strategy.stack_specific`)
are not the unmodified code: their rows are marked and sorted after the standard ones, and never
folded into another strategy's rate. Like :mod:`.rates`, this imports nothing else of reporting.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hfcompat.parallel import STACK_SPECIFIC
from hfcompat.records.record import DEFAULT_PARALLEL, PARALLEL, parallel_of

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


def headline_key(backend: str, mode: str, parallel: str = DEFAULT_PARALLEL, devices: int = 1) -> str:
    """``backend/mode`` for single-device cases (the key they had before the axis), else ``backend/mode/ddp:2``."""
    sid = strategy_id(parallel, devices)
    return f"{backend}/{mode}/{sid}" if sid else f"{backend}/{mode}"


def strategy_rank(parallel: str, devices: int) -> tuple[int, int, str, int]:
    """Sort order: single, then the standard strategies in contract order, then stack-specific ones."""
    known = PARALLEL.index(parallel) if parallel in PARALLEL else len(PARALLEL)
    return (int(is_stack_specific(parallel)), known, parallel, devices)


def has_parallel(cases: Iterable[dict[str, Any]]) -> bool:
    """Whether any case ran a parallel strategy: only then do reports show the strategy at all."""
    return any(not is_single(c) for c in cases)
