"""The Ray actor of a sweep: one slot of the cluster (a TPU chip, a GPU or a CPU) running cases.

:mod:`hfcompat.sweep.ray_executor` starts one :class:`CaseRunner` per slot and hands it cases one at
a time. The actor runs each case exactly as a local sweep does — through an isolation
:class:`~hfcompat.isolation.worker.Worker` process with the same timeout and memory bound — so a crash,
hang or OOM of a *model* is that case's record; only the loss of the actor itself (its process or
its node) is Ray's business, handled by the driver.

The actor keeps its worker processes between cases (a :class:`~hfcompat.isolation.pool.WorkerPool`,
one per (backend, mode), like an xdist worker),
so torch and the device stack are imported once per slot, not once per case. It writes nothing to
the run directory: a repro script is read back and returned with the record, because the driver,
on another machine, is the only writer of the run.

This module imports ray only inside methods, which run on a Ray worker.
"""

from __future__ import annotations

import os
import shutil
import socket
import tempfile
from pathlib import Path
from typing import Any

from hfcompat.isolation.pool import WorkerPool
from hfcompat.isolation.worker import memory_share
from hfcompat.records.record import Case
from hfcompat.sweep.chips import GPU, TPU, chip_for_ray, tpu_pin_env

#: Driver environment variables that configure cases, forwarded to every actor's workers: a
#: sweep must not depend on the environment of the node it lands on.
FORWARDED_PREFIXES = ("HFCOMPAT_",)
FORWARDED_NAMES = ("PJRT_DEVICE", "XLA_FLAGS", "HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE")


def forwarded_env(env: dict[str, str]) -> dict[str, str]:
    """The part of the driver's environment that travels with the sweep to every node."""
    return {k: v for k, v in env.items() if k.startswith(FORWARDED_PREFIXES) or k in FORWARDED_NAMES}


class CaseRunner:
    """One actor: runs cases one at a time in isolation workers pinned to this actor's slot.

    Args:
        slot: the driver's index for this actor (names its workers in records).
        accelerator: ``"tpu"``, ``"gpu"`` or ``"cpu"``: what Ray granted this actor one of.
        env: environment for the workers (the driver's forwarded variables).
        memory_mb: resident-memory bound per case; ``None``: a share of this node's memory.
    """

    def __init__(self, slot: int, accelerator: str, env: dict[str, str], memory_mb: float | None):
        import ray

        ctx = ray.get_runtime_context()
        self.node_id = ctx.get_node_id()
        self.node_ip = ray.util.get_node_ip_address()
        self.env = dict(env)
        if accelerator == TPU:
            # Ray sets TPU_VISIBLE_CHIPS for the actor; TorchTPU reads TPU_VISIBLE_DEVICES instead.
            self.env.update(tpu_pin_env(chip_for_ray(ctx.get_accelerator_ids())))
        if memory_mb is None:
            key = {TPU: "TPU", GPU: "GPU"}.get(accelerator, "CPU")
            node: dict[str, Any] = next((n for n in ray.nodes() if n.get("NodeID") == self.node_id), {})
            memory_mb = memory_share(float(node.get("Resources", {}).get(key, 1.0)))
        self.name = f"ray:{self.node_ip}/{slot}"
        # A TPU chip or a GPU serves one worker process at a time.
        self.pool = WorkerPool(self.name, memory_mb, env=self.env, exclusive=accelerator in (TPU, GPU))
        self.tmp = Path(tempfile.mkdtemp(prefix="hfcompat-ray-"))

    def where(self) -> dict[str, Any]:
        """Where this actor runs: named in the record of a case whose actor is lost."""
        return {"node_ip": self.node_ip, "node_id": self.node_id, "host": socket.gethostname(), "pid": os.getpid()}

    def run(self, case: dict[str, Any], timeout: float) -> dict[str, Any]:
        """Run one case; returns its record, its log and the text of its repro script, if any."""
        outcome = self.pool.run(Case(**case), timeout=timeout, repro_dir=self.tmp / "repros")
        files: dict[str, str] = {}
        repro = outcome.record.get("repro")
        if repro and (self.tmp / repro).is_file():
            files[repro] = (self.tmp / repro).read_text(encoding="utf-8")
        return {"record": outcome.record, "log": outcome.log, "files": files}

    def close(self) -> None:
        """Stop this actor's worker processes and remove its scratch folder (the driver calls it last)."""
        self.pool.close()
        shutil.rmtree(self.tmp, ignore_errors=True)
