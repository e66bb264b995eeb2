"""Warm rank processes, kept by a case's worker between its parallel cases.

Starting a rank is starting Python, torch, transformers and the stack: 5-10 s here, where a tiny
model's parallel step takes well under one. A worker that runs case after case therefore keeps its
ranks (a :class:`RankPool`) and hands each case's folder to the same processes, which set the stack
up once (``python -m hfcompat.parallel.rank serve ...``). A case may be handed over before the
ranks have finished importing: the pool is started (:func:`warm`) while the worker still builds
the model and computes the CPU reference, so the imports overlap that work.

A pool serves only cases whose ranks are the same processes with the same environment (the
:class:`PoolKey`: backend, mode, world, which processes, and their environment, which tests change
between cases). Isolation is kept where it matters: after any case that did not succeed on every
rank (a raise, a death, a hang) the pool is killed and the next case starts fresh ranks, so no
case inherits a process group or a device a failure left broken. The ranks die with the worker
(``PR_SET_PDEATHSIG``), and the worker's exit closes the pool.

A stack whose ranks are threads of one process (torch_xla's ``xmp.spawn``) starts its launcher
once per process, so its cases keep one fresh process each (:func:`pool_for` returns None).
"""

from __future__ import annotations

import atexit
import os
import select
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

READY = "ready"


@dataclass(frozen=True, slots=True)
class PoolKey:
    """What makes two cases' ranks the same processes."""

    backend: str
    mode: str
    world: int
    which: tuple[str, ...]  # one entry per process: a rank number, or "spmd"
    env: tuple[tuple[str, str], ...]


class RankPool:
    """Rank processes that each serve one case at a time: the host writes a case folder's path to
    every process's stdin; each answers one line on its stdout, ``0`` (its answer is in the folder)
    or ``1`` (it raised; ``rank<R>.json`` says how). The first line each sends is ``ready``."""

    def __init__(self, key: PoolKey):
        self.key = key
        self.started = time.monotonic()
        self.ready = [False] * len(key.which)
        self.ready_at = self.started  # when the last process said it was ready
        self._buffers = [b""] * len(key.which)
        self._outcome: list[int | None] = [None] * len(key.which)  # of the case in flight
        # The ranks' output before their first case (each case's goes to its folder); lives as long as the pool
        self._log = tempfile.NamedTemporaryFile(prefix="hfcompat-rankpool-", suffix=".log", delete=False)  # noqa: SIM115
        env = dict(key.env)
        self.procs = [subprocess.Popen([sys.executable, "-m", "hfcompat.parallel.rank", "serve", key.backend,
                                        key.mode, w, str(key.world)],
                                       stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._log, env=env)
                      for w in key.which]

    def alive(self) -> bool:
        return all(p.poll() is None for p in self.procs)

    def submit(self, folder: Path) -> None:
        """Hand every process the case in ``folder``."""
        self._outcome = [None] * len(self.procs)
        for p in self.procs:
            assert p.stdin is not None
            p.stdin.write(f"{folder}\n".encode())
            p.stdin.flush()

    def codes(self) -> list[int | None]:
        """Each process's outcome of the case in flight: None while it runs, 0 done, else its
        failure code (1: raised; a process that died: its exit code, negative for a signal)."""
        out = self._outcome
        for i, p in enumerate(self.procs):
            if out[i] is not None:
                continue
            line = self._line(i)
            while line == READY:
                self.ready[i] = True
                self.ready_at = time.monotonic()
                line = self._line(i)
            if line is not None:
                out[i] = int(line)
            elif p.poll() is not None:
                out[i] = p.returncode if p.returncode != 0 else 1  # exited without answering
        return list(out)

    def _line(self, i: int) -> str | None:
        """The next complete answer line of process ``i``, without blocking."""
        stdout = self.procs[i].stdout
        assert stdout is not None
        while b"\n" not in self._buffers[i] and select.select([stdout], [], [], 0)[0]:
            chunk = os.read(stdout.fileno(), 4096)
            if not chunk:
                break
            self._buffers[i] += chunk
        if b"\n" not in self._buffers[i]:
            return None
        line, _, self._buffers[i] = self._buffers[i].partition(b"\n")
        return line.decode().strip()

    def close(self) -> None:
        """Kill every process and wait for it: nothing of the pool is left running."""
        for p in self.procs:
            if p.poll() is None:
                p.kill()
        for p in self.procs:
            p.wait()
        self._log.close()
        Path(self._log.name).unlink(missing_ok=True)


_POOL: RankPool | None = None


def pool_for(key: PoolKey | None) -> RankPool | None:
    """This process's pool for ``key``, started if need be (a pool of another key is closed
    first); None for ranks that cannot be kept warm (``key`` None)."""
    global _POOL
    if key is None:
        return None
    if _POOL is not None and (_POOL.key != key or not _POOL.alive()):
        close_pool()
    if _POOL is None:
        _POOL = RankPool(key)
    return _POOL


def close_pool() -> None:
    """Kill this process's pool, if any (after a failed case, at exit)."""
    global _POOL
    if _POOL is not None:
        _POOL.close()
        _POOL = None


atexit.register(close_pool)
