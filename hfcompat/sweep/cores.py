"""The cores a local sweep's case holds: a parallel case's N ranks are N workers' worth.

``-n W`` means W cases at once, one core's worth each. A parallel case runs N rank processes, so
left alone it would share W cores with W - 1 other cases' steps (measured: two fsdp cases at once on
2 cores, 4 busy processes, made each step ~2x slower). So each xdist worker ``gwK`` owns slot K of
W lock files: a one-device case holds its own slot while it runs; a parallel case holds slots
0 .. min(N, W) - 1, so while its ranks run, that many workers wait. Slots are taken in ascending
order, and a one-device case holds one slot and never waits while holding it, so no two cases can
wait on each other. The locks are ``flock`` locks on files in the temporary directory, one set
per run directory: a worker that dies frees its slots with its file descriptors.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import tempfile
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import IO

from hfcompat.records.axes import DEFAULT_PARALLEL
from hfcompat.records.record import Case


def slots_of(case: Case, worker: int, workers: int) -> list[int]:
    """The slots ``case`` holds on xdist worker ``worker`` of ``workers``, in the order taken."""
    if workers <= 1:
        return []
    if case.parallel == DEFAULT_PARALLEL:
        return [worker % workers]
    return list(range(min(case.devices, workers)))


@contextmanager
def cores_for(case: Case, run_dir: Path, worker: int | None = None, workers: int | None = None) -> Iterator[None]:
    """Hold the case's slots (waiting for them) while the body runs: this xdist worker's own for a
    one-device case, N workers' worth for a parallel case on N devices. ``worker`` and ``workers``
    default to xdist's (``PYTEST_XDIST_WORKER``, ``PYTEST_XDIST_WORKER_COUNT``)."""
    if workers is None:
        workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    if worker is None:
        worker = int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw") or 0)
    slots = slots_of(case, worker, workers)
    if not slots:
        yield
        return
    run = hashlib.sha256(str(run_dir.resolve()).encode()).hexdigest()[:16]
    folder = Path(tempfile.gettempdir()) / f"hfcompat-cores-{run}"
    folder.mkdir(exist_ok=True)
    with ExitStack() as held:
        for slot in slots:
            f: IO[bytes] = held.enter_context(open(folder / f"slot{slot}", "ab"))
            fcntl.flock(f, fcntl.LOCK_EX)  # released when the file closes
        yield
