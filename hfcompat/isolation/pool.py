"""The isolation workers one process keeps: one :class:`~hfcompat.isolation.worker.Worker` per
(backend, mode), started on first use and reused for every later case of that pair.

Every path that runs cases in workers holds one pool: an xdist worker of a local sweep
(:mod:`hfcompat.sweep.plugin`), a Ray actor (:mod:`hfcompat.sweep.ray_runner`) and the rechecks
(:mod:`hfcompat.sweep.recheck`). Modes are process-global in the device stacks, so a (backend, mode)
pair gets a process of its own; a device chip serves one process at a time, so a pool that holds a
chip (``exclusive``, or a backend that ``pin`` gives a chip to) stops its other workers before it
starts a new one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from hfcompat.isolation.worker import DEFAULT_TIMEOUT_S, Outcome, Worker
from hfcompat.records.record import Case


class WorkerPool:
    """Worker processes by (backend, mode). Not thread-safe: one case at a time.

    Args:
        name: the workers' name, shown in records' ``worker`` field.
        memory_mb: resident-memory bound per case.
        env: extra environment for every worker.
        pin: backend -> extra environment giving its worker a chip of its own (``{}``: none); a
            worker with a chip runs alone.
        exclusive: every worker runs alone (the pool's process holds one chip).
    """

    def __init__(self, name: str, memory_mb: float, env: Mapping[str, str] | None = None,
                 pin: Callable[[str], dict[str, str]] | None = None, exclusive: bool = False):
        self.name = name
        self.memory_mb = memory_mb
        self.env = dict(env or {})
        self.pin = pin
        self.exclusive = exclusive
        self.workers: dict[tuple[str, str], Worker] = {}

    def worker(self, backend: str, mode: str) -> Worker:
        """The worker for (backend, mode), started (and the others stopped, if it runs alone) when new."""
        key = (backend, mode)
        if key not in self.workers:
            chip = self.pin(backend) if self.pin is not None else {}
            if self.exclusive or chip:  # a chip serves one worker process at a time
                self.close()
            self.workers[key] = Worker(env={**self.env, **chip}, memory_mb=self.memory_mb, name=self.name)
        return self.workers[key]

    def run(self, case: Case, timeout: float = DEFAULT_TIMEOUT_S, repro_dir: Path | None = None) -> Outcome:
        """Run one case in its (backend, mode) worker."""
        return self.worker(case.backend, case.mode).run(case, timeout=timeout, repro_dir=repro_dir)

    def close(self) -> None:
        """Stop every worker process (a later case starts a new one)."""
        for worker in self.workers.values():
            worker.close()
        self.workers.clear()

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
