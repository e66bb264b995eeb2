"""Executors: where a sweep's cases run, behind one contract.

An executor takes the planned run (its directory, every case, the cases still to run) and leaves one
record per case in it. The plan's settings (specs, modes, workloads, shard, resume, timeout, -n)
reach every executor; the others, :data:`OPTIONS`, only some executors honour. Each executor names
the ones it does (``honours``), and :func:`refuse_unhonoured` makes any other one the user set a
UsageError before anything is written: a sweep option is honoured or refused, never dropped.

- ``local`` (:mod:`hfcompat.sweep.local_executor`): pytest-xdist worker processes on this machine.
- ``ray`` (:mod:`hfcompat.sweep.ray_executor`): actors on a Ray cluster.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from hfcompat.errors import UsageError
from hfcompat_backend.registry import LazyRegistry, UnknownNameError

if TYPE_CHECKING:
    from hfcompat.records.record import Case
    from hfcompat.records.run_writer import RunDir
    from hfcompat.sweep import SweepConfig

#: SweepConfig fields every executor takes: the plan and its bounds.
PLAN = frozenset({"out", "specs", "backend", "modes", "dtype", "workloads", "regimes", "workers", "executor",
                  "resume", "rerun", "shard", "timeout", "sources", "verbose", "parallel",
                  "sizes", "weights", "batch", "seq_len", "layers"})  # carried by each Case, whichever executor runs it
#: SweepConfig fields an executor may or may not honour, with the flag that sets each.
OPTIONS = {
    "ray_address": "--ray-address", "memory_mb": "--memory-mb", "junitxml": "--junitxml", "baseline": "--baseline",
    "recheck_crashes": "--recheck-crashes", "stability": "--stability", "perf": "--perf",
    "cache_dir": "--cache-dir",
    "durations": "--durations-from",
}
#: name -> "module:Class"; imported when chosen (the Ray one imports ray only when it runs).
EXECUTORS = {"local": "hfcompat.sweep.local_executor:LocalExecutor", "ray": "hfcompat.sweep.ray_executor:RayExecutor"}


@dataclass(slots=True)
class SweepResult:
    """What an executor reports besides the records it wrote."""

    code: int  # 0 when every case got its record, whatever the models did
    crashes: list[dict[str, Any]] | None = None  # second attempts of crashes/OOMs/timeouts (--recheck-crashes)
    regressions: list[dict[str, Any]] | None = None  # second attempts of regressions (--baseline)


class Executor(ABC):
    """Runs a sweep's cases somewhere; built from the sweep's config."""

    name: ClassVar[str]
    honours: ClassVar[frozenset[str]]  # the keys of OPTIONS this executor carries out

    def __init__(self, cfg: SweepConfig):
        self.cfg = cfg

    def blocks(self) -> int:
        """How many blocks the longest-first order is dealt into (one per queue the executor starts from)."""
        return 1

    @abstractmethod
    def run(self, run: RunDir, cases: list[Case], todo: list[Case]) -> SweepResult:
        """Run ``todo`` (of ``cases``, the whole plan) and leave a record of each in ``run``."""


REGISTRY: LazyRegistry[type[Executor]] = LazyRegistry("--executor", EXECUTORS, base=Executor)


def get_executor(name: str) -> type[Executor]:
    """The executor class ``name`` (one of :data:`EXECUTORS`; another is a one-line UsageError)."""
    try:
        return REGISTRY.get(name)
    except UnknownNameError as exc:
        raise UsageError(str(exc)) from exc


def refuse_unhonoured(cfg: SweepConfig) -> None:
    """A UsageError for the first option the user set that ``cfg.executor`` does not honour."""
    executor = get_executor(cfg.executor)
    for name, flag in OPTIONS.items():
        value = getattr(cfg, name)
        if value not in (None, False) and name not in executor.honours:
            others = [n for n, e in EXECUTORS.items() if name in get_executor(n).honours]
            raise UsageError(f"{flag} is not supported with --executor {cfg.executor} "
                             f"(it is with: --executor {' or '.join(others)})")
