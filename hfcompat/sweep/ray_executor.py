"""The Ray executor: ``hfcompat sweep --executor ray [--ray-address ADDR]``.

The local executor fills one machine; a nightly sweep over thousands of models and several modes
outgrows it, and TPU pods are many hosts of 4-8 chips. This executor does not schedule anything
itself: it attaches to a Ray cluster (or starts a local instance), and
:class:`~hfcompat.sweep.actor_pool.ActorPool` asks Ray for one actor per slot — one TPU chip, one GPU
or one CPU per case, whichever the backend needs (:func:`hfcompat.sweep.chips.accelerator_for`).

The contract is the local executor's: each case runs in an isolation worker with the sweep's
timeout and memory bound; only this driver writes the run, through
:class:`~hfcompat.sweep.sink.RecordSink`, so ``--resume``, ``merge``, reports and the dashboard see
a run like any other; progress lines are the same.

Actors rather than one task per case: a task would start a fresh worker process, and with it ~5 s
of imports (docs/measurements.md), for every case; an actor keeps its worker processes.

Nothing imports ray unless ``--executor ray``: this module imports it inside :func:`run_on_ray`,
after choosing how the driver process configures it.
"""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Callable, MutableMapping
from pathlib import Path
from typing import Any

from hfcompat.errors import UsageError
from hfcompat.records.record import Case, one_line
from hfcompat.records.run_writer import RunDir
from hfcompat.sweep.chips import CPU, GPU, TPU, accelerator_for
from hfcompat.sweep.executor import OPTIONS, Executor, SweepResult
from hfcompat.sweep.ray_runner import forwarded_env
from hfcompat.sweep.sink import RecordSink

LOCAL_OBJECT_STORE_BYTES = 200 * 2**20  # records are small: do not reserve 30% of RAM in /dev/shm
RESOURCE_KEY = {TPU: "TPU", GPU: "GPU", CPU: "CPU"}


def local_instance_env(env: MutableMapping[str, str] = os.environ) -> None:
    """How a local instance must be configured; set before ray is imported (Ray reads these then).

    ``ray.init(_node_ip_address="127.0.0.1")`` alone does not keep Ray on the loopback interface:
    Ray turns a loopback address into the machine's routable one (``resolve_ip_for_localhost``) and
    its servers then listen on every interface. With cluster mode off, it keeps to 127.0.0.1.
    Usage statistics stay off: a harness run must not phone home.
    """
    env.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
    env.setdefault("RAY_USAGE_STATS_ENABLED", "0")


def reachable(address: str, timeout: float = 10.0) -> bool:
    """Whether something listens at a ``host:port`` address (others: Ray's to judge).

    Checked first because Ray's own attempt to reach a head that is not there waits for minutes.
    """
    host, _, port = address.rpartition(":")
    if "://" in address or not port.isdigit():
        return True
    try:
        socket.create_connection((host or "127.0.0.1", int(port)), timeout=timeout).close()
    except OSError:
        return False
    return True


def connect(address: str | None, workers: int) -> bool:
    """Attach to the cluster at ``address`` or start a local instance; True if we started one."""
    import ray

    if ray.is_initialized():  # the caller (a notebook, a test) already chose the cluster
        return False
    if address:
        if not reachable(address):
            raise UsageError(f"--ray-address {address!r}: no Ray cluster answers there (is its head running?)")
        try:
            ray.init(address=address, logging_level=logging.WARNING, log_to_driver=False)
        except (ConnectionError, ValueError, RuntimeError) as exc:
            raise UsageError(f"--ray-address {address!r}: cannot attach ({one_line(str(exc))}); a cluster with "
                             "token authentication also needs RAY_AUTH_MODE=token and its token here") from None
        return False
    ray.init(num_cpus=workers or None, _node_ip_address="127.0.0.1", include_dashboard=False,
             object_store_memory=LOCAL_OBJECT_STORE_BYTES, logging_level=logging.WARNING, log_to_driver=False)
    return True


def run_on_ray(run: RunDir, todo: list[Case], *, backend: str, workers: int, timeout: float,
               memory_mb: float | None, address: str | None, baseline: Path | None = None,
               cases: list[Case] | None = None, say: Callable[[str], None] = print) -> list[dict[str, Any]]:
    """Run ``todo`` on Ray and write each case's record into ``run``; returns the rechecks' records.

    Args:
        workers: cases in flight (actors); 0 means as many as the cluster has of the resource.
        memory_mb: resident-memory bound per case; ``None``: a share of each node's memory.
        address: a cluster (``host:port``, ``auto``, ``ray://...``); ``None``: ``RAY_ADDRESS`` if
            set, else a local instance on the loopback interface, shut down at the end.
        baseline: a previous run: the cases (of ``cases``) that worked there and fail now run once
            more, on the cluster too (:mod:`hfcompat.sweep.recheck`), with ``attempt = 2``.
    """
    from hfcompat.sweep.recheck import regressions

    if not todo and baseline is None:
        return []
    address = address or os.environ.get("RAY_ADDRESS") or None
    if address is None:
        local_instance_env()
    try:
        import ray
    except ImportError:
        raise UsageError("--executor ray needs Ray: pip install 'hfcompat[ray]'") from None
    from hfcompat.sweep.actor_pool import ActorPool

    started = connect(address, workers)
    try:
        cluster = ray.cluster_resources()
        accelerator = accelerator_for(backend, os.environ, int(cluster.get("TPU", 0)), int(cluster.get("GPU", 0)))
        # A parallel case holds its N devices: every actor is sized for the widest case of the sweep.
        devices = max([c.devices for c in [*todo, *(cases or [])]] or [1])
        n_slots = max(1, min(len(todo) or 1, workers or int(cluster.get(RESOURCE_KEY[accelerator], 0)) // devices))
        say(f"ray: {n_slots} actor(s), {devices} {accelerator.upper()} each; the cluster has "
            f"{cluster.get('CPU', 0):g} CPU, {cluster.get('GPU', 0):g} GPU, {cluster.get('TPU', 0):g} TPU")
        pool = ActorPool(accelerator, n_slots, timeout, memory_mb, forwarded_env(dict(os.environ)), run.path,
                         devices)
        try:
            pool.run(todo, RecordSink(run, todo, say=say))
            if baseline is None:
                return []
            by_id = {c.case_id: c for c in cases or todo}
            again = [by_id[cid] for cid in regressions(run, baseline) if cid in by_id]
            pool.run(again, RecordSink(run, again, say=say), first_attempt=2)
            ids = {c.case_id for c in again}
            return [r for r in run.records() if r["case_id"] in ids and r.get("attempt", 1) >= 2]
        finally:
            pool.close()
    finally:
        if started:
            ray.shutdown()


class RayExecutor(Executor):
    """Actors on a Ray cluster. ``--recheck-crashes`` is refused: a crash's second attempt alone in
    a fresh worker process would need an actor of its own, which this pool does not start."""

    name = "ray"
    honours = frozenset(OPTIONS) - {"recheck_crashes"}

    def run(self, run: RunDir, cases: list[Case], todo: list[Case]) -> SweepResult:
        cfg = self.cfg
        again = run_on_ray(run, todo, backend=cfg.backend, workers=cfg.workers, timeout=cfg.timeout,
                           memory_mb=cfg.memory_mb, address=cfg.ray_address, baseline=cfg.baseline, cases=cases)
        if cfg.junitxml:  # written from the records (there is no pytest session here)
            from hfcompat.sweep.junit import write_junit

            latest = {r["case_id"]: r for r in run.records()}
            write_junit(cfg.junitxml, [latest[c.case_id] for c in todo if c.case_id in latest])
        return SweepResult(code=0, regressions=again if cfg.baseline is not None else None)
