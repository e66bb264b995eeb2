"""The actor pool of a Ray sweep: one actor per slot, the next case to the next free actor, one retry.

:class:`ActorPool` starts one :class:`~hfcompat.sweep.ray_runner.CaseRunner` per slot, asking Ray
for what one case occupies (:func:`ray_resources`), and hands each free actor the next case — work
stealing, as the local executor's ``--dist worksteal``, because tiny models take from one to tens of
seconds. Every answer becomes a record through the sweep's :class:`~hfcompat.sweep.sink.RecordSink`.

A lost actor (its process or its node died, or it stopped answering long after its case's timeout)
is replaced, and its case goes first in line for one more attempt on whichever actor is free next;
a second loss is a ``fail_crash`` record naming the node(s). Model crashes never get here: they
kill the actor's isolation worker, not the actor, and come back as records.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import ray
from ray.exceptions import (
    GetTimeoutError,
    NodeDiedError,
    ObjectLostError,
    OutOfMemoryError,
    RayActorError,
    RayTaskError,
    WorkerCrashedError,
)

from hfcompat.errors import UsageError
from hfcompat.records.record import FAIL_CRASH, HARNESS_ERROR, Case, new_record, one_line
from hfcompat.sweep.chips import GPU, TPU
from hfcompat.sweep.ray_runner import CaseRunner
from hfcompat.sweep.sink import RecordSink

#: Ray errors that mean the actor running a case is gone (its process, its node, its result), not the case.
LOST = (RayActorError, WorkerCrashedError, NodeDiedError, ObjectLostError, OutOfMemoryError)
#: Past its timeout, a case's actor gets this long to answer before the driver declares it lost.
GRACE_S = 120.0
POLL_S = 5.0


def ray_resources(accelerator: str, devices: int = 1) -> dict[str, Any]:
    """Actor options asking for what one case occupies: one TPU chip, one GPU, or one CPU — and
    ``devices`` of them for a sweep with parallel cases (a case on N chips holds N chips)."""
    if accelerator == TPU:
        return {"num_cpus": devices, "resources": {"TPU": devices}}
    if accelerator == GPU:
        return {"num_cpus": devices, "num_gpus": devices}
    return {"num_cpus": devices}


@dataclass(slots=True)
class Slot:
    """One actor of the pool and where it runs (from its ``where()``, asked at start)."""

    index: int
    actor: Any
    where: Any  # ObjectRef of CaseRunner.where()
    place: str = ""
    ip: str = ""


@dataclass(slots=True)
class Job:
    """A case handed to a slot: since when, and where it was lost before."""

    case: Case
    first_attempt: int = 1  # 2 for a baseline recheck
    slot: Slot | None = None
    started: float = 0.0
    lost_on: list[str] = field(default_factory=list)

    @property
    def attempt(self) -> int:
        """The ``attempt`` of the run in hand: each lost actor made one more."""
        return self.first_attempt + len(self.lost_on)


class ActorPool:
    """Runs cases on ``n_slots`` actors; writes every record through a sink, repros under ``out``."""

    def __init__(self, accelerator: str, n_slots: int, timeout: float, memory_mb: float | None,
                 env: dict[str, str], out: Path, devices: int = 1):
        self.sink: RecordSink | None = None
        self.timeout = timeout
        self.out = out
        # An actor class (Any to mypy: Ray adds .remote() to it and to its methods).
        self.actor_cls: Any = ray.remote(**ray_resources(accelerator, devices), max_restarts=0,
                                         max_task_retries=0)(CaseRunner)
        self.args = (accelerator, env, memory_mb)
        self.slots = [self._start(i) for i in range(n_slots)]
        self.free: deque[Slot] = deque(self.slots)
        self.running: dict[Any, Job] = {}

    def _start(self, index: int) -> Slot:
        actor = self.actor_cls.remote(index, *self.args)
        return Slot(index, actor, actor.where.remote())

    def place(self, slot: Slot, exc: BaseException | None = None) -> str:
        """``node <ip> (<node id>, pid <pid>)`` of a slot, or what Ray's error says when it never answered."""
        if not slot.place:
            try:
                where = ray.get(slot.where, timeout=5)
            except Exception:  # noqa: BLE001  (the actor died before answering)
                slot.ip = next((ln.split(":", 1)[1].strip() for ln in str(exc).splitlines()
                                if ln.strip().startswith("ip:")), "") or "unknown"
                return f"node {slot.ip}"
            slot.ip = where["node_ip"]
            slot.place = f"node {slot.ip} ({where['node_id'][:12]}, pid {where['pid']})"
        return slot.place

    def run(self, todo: list[Case], sink: RecordSink, first_attempt: int = 1) -> None:
        """Run every case of ``todo``; returns when ``sink`` has each one's record (attempts from ``first_attempt``)."""
        self.sink = sink
        pending: deque[Job] = deque(Job(case, first_attempt) for case in todo)
        while pending or self.running:
            while pending and self.free:
                self._submit(pending.popleft(), self.free.popleft())
            done, _ = ray.wait(list(self.running), num_returns=1, timeout=POLL_S)
            for ref in done:
                self._finish(ref, self.running.pop(ref), pending)
            self._expire_overdue()

    def _submit(self, job: Job, slot: Slot) -> None:
        job.slot, job.started = slot, time.monotonic()
        self.running[slot.actor.run.remote(job.case.to_dict(), self.timeout)] = job

    def _finish(self, ref: Any, job: Job, pending: deque[Job]) -> None:
        assert job.slot is not None and self.sink is not None
        sink = self.sink
        try:
            answer = ray.get(ref)
        except LOST as exc:
            self._lost(job, job.slot, exc, pending)
            return
        except RayTaskError as exc:  # CaseRunner itself raised: a harness bug; never lose the case
            record = new_record(job.case, status=HARNESS_ERROR, phase="harness", error_type="harness",
                                error=one_line(str(exc).strip().splitlines()[-1]), attempt=job.attempt)
            sink.write(record, str(exc))
        else:
            record = answer["record"]
            record["attempt"] = job.attempt
            for rel, text in answer["files"].items():  # repros written on the node, kept by the driver
                (self.out / rel).parent.mkdir(parents=True, exist_ok=True)
                (self.out / rel).write_text(text, encoding="utf-8")
            sink.write(record, answer["log"])
        self.free.append(job.slot)

    def _lost(self, job: Job, slot: Slot, exc: BaseException, pending: deque[Job]) -> None:
        """The actor is gone: replace it; retry its case once, first in line, then record the loss."""
        assert self.sink is not None
        sink = self.sink
        place = self.place(slot, exc)
        if isinstance(exc, RayActorError) and exc.actor_init_failed:
            raise UsageError(f"the Ray actor could not start on {place}: {one_line(str(exc))} "
                             "(is hfcompat installed on every node? see deploy/README.md)")
        attempt = job.attempt  # the attempt that was lost
        job.lost_on.append(place)
        ray.kill(slot.actor, no_restart=True)
        self.slots[slot.index] = self._start(slot.index)
        self.free.append(self.slots[slot.index])
        if len(job.lost_on) == 1:
            pending.appendleft(job)
            return
        record = new_record(job.case, status=FAIL_CRASH, phase=None, error_type="worker_lost", attempt=attempt,
                            worker=f"ray:{slot.ip}/{slot.index}",
                            error=f"the Ray worker running this case was lost twice: on {', then '.join(job.lost_on)}")
        sink.write(record, f"{type(exc).__name__}: {exc}")

    def _expire_overdue(self) -> None:
        """Kill an actor far past its case's timeout; the case then takes the lost path.

        The clock starts when the actor is up: an actor waiting for a node (an autoscaling cluster)
        is not overdue.
        """
        now = time.monotonic()
        for job in self.running.values():
            if job.slot is None or now - job.started <= self.timeout + GRACE_S:
                continue
            if not ray.wait([job.slot.where], timeout=0)[0]:
                job.started = now
                continue
            ray.kill(job.slot.actor, no_restart=True)

    def close(self) -> None:
        """Stop every actor (politely first, so their worker processes exit cleanly)."""
        for slot in self.slots:
            try:
                ray.get(slot.actor.close.remote(), timeout=30)
            except (GetTimeoutError, *LOST):
                pass
            ray.kill(slot.actor, no_restart=True)
