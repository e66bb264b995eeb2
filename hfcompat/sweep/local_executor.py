"""The local executor: a pytest-xdist session on this machine, then the rechecks, in this process.

The session is parametrised over the cases still to run (:mod:`hfcompat.sweep.suite`) and spread
over xdist workers with work stealing; each xdist worker runs its cases through a
:class:`~hfcompat.isolation.pool.WorkerPool` (:mod:`hfcompat.sweep.plugin`), and only the controller
writes records. Then, as asked, crashes run once more alone and regressions once more
(:mod:`hfcompat.sweep.recheck`).

pytest's and xdist's own output ("bringing up nodes...", "3 failed, 9 passed in 40s") describes a
test suite, which a sweep is not: it goes to the run's ``logs/pytest.log`` and only the progress
lines reach the console, unless ``-v`` asks for pytest's output as it runs. ``--junitxml`` is
pytest's own and works either way.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from hfcompat.isolation.worker import memory_share, thread_share
from hfcompat.records.record import Case
from hfcompat.records.run_writer import RunDir
from hfcompat.sweep.executor import OPTIONS, Executor, SweepResult

if TYPE_CHECKING:
    from hfcompat.sweep import SweepConfig


class LocalExecutor(Executor):
    """Worker processes on this machine: every option but ``--ray-address``."""

    name = "local"
    honours = frozenset(OPTIONS) - {"ray_address"}

    def __init__(self, cfg: SweepConfig):
        super().__init__(cfg)
        from hfcompat.sweep.chips import local_tpu_chips, local_workers

        # One worker process per chip on a TPU host.
        self.workers = local_workers(self.cfg.backend, self.cfg.workers, os.environ, local_tpu_chips())
        self.memory_mb = self.cfg.memory_mb or memory_share(self.workers)
        # A recheck runs alone, so (unless --memory-mb says otherwise) it may hold one worker's share of
        # the machine, not one of -n's: a full-size case killed at -n 2's bound is judged there.
        self.alone_mb = self.cfg.memory_mb or memory_share(1)

    def blocks(self) -> int:
        return self.workers  # worksteal starts each xdist worker on one block of the collection

    def run(self, run: RunDir, cases: list[Case], todo: list[Case]) -> SweepResult:
        from hfcompat.sweep import recheck

        with threads_per_worker(self.workers):
            result = SweepResult(code=self._pytest(todo))
        if self.cfg.recheck_crashes:
            result.crashes = recheck.recheck_crashes(run, cases, self.cfg.timeout, self.alone_mb)
        if self.cfg.baseline is not None:
            result.regressions = recheck.recheck(run, self.cfg.baseline, cases, self.cfg.timeout, self.memory_mb)
        return result

    def _pytest(self, todo: list[Case]) -> int:
        """The pytest-xdist session over ``todo``."""
        import pytest

        cfg = self.cfg
        args = [
            str(Path(__file__).with_name("suite.py")),
            "-p", "hfcompat.sweep.plugin", "-p", "no:cacheprovider", "-c", os.devnull,
            "--rootdir", str(cfg.out), "-q", "--no-header", "-rN", "--tb=no", "-p", "no:warnings",
            "--hfcompat-out", str(cfg.out), "--hfcompat-timeout", str(cfg.timeout),
            "--hfcompat-memory-mb", str(self.memory_mb),
        ]
        if self.workers > 1 or todo:
            args += ["-n", str(self.workers), "--dist", "worksteal", "--max-worker-restart", str(max(4, len(todo)))]
        if cfg.junitxml:
            args += ["--junitxml", cfg.junitxml]
        if not todo:
            return 0
        if cfg.verbose:
            code = pytest.main(args)
        else:
            from hfcompat.records.run_writer import now_iso
            from hfcompat.sweep.console import PYTEST_LOG
            from hfcompat.sweep.plugin import Console

            console = sys.stdout  # the person's; pytest's terminal reporter takes the log as its stdout

            def say(line: str) -> None:
                print(line, file=console, flush=True)

            log = cfg.out / PYTEST_LOG
            log.parent.mkdir(parents=True, exist_ok=True)
            with log.open("a", encoding="utf-8") as pytest_out, contextlib.redirect_stdout(pytest_out):
                print(f"--- {now_iso()}: pytest {' '.join(args)}", flush=True)  # a resumed run appends its session
                code = pytest.main(args, plugins=[Console(say)])
        # Model failures fail their test (so JUnit shows them); the sweep itself still completed.
        if code in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED, pytest.ExitCode.NO_TESTS_COLLECTED):
            return 0
        if not cfg.verbose:  # the sweep itself broke (usage, internal error, interrupt): say where pytest said why
            name = code.name if isinstance(code, pytest.ExitCode) else str(code)
            print(f"the sweep's pytest session ended with exit code {int(code)} ({name}): its output is in "
                  f"{cfg.out / PYTEST_LOG}; `hfcompat sweep -v` shows it as it runs")
        return int(code)


@contextmanager
def threads_per_worker(workers: int) -> Iterator[None]:
    """Worker processes (which inherit the environment) share the cores instead of each taking all.

    Workers that each use every core thrash: 50 archs with -n 2 on 2 cores took 99.9 s with 2 OpenMP
    threads per worker, 64.2 s with 1 (bench/sweep_overhead.py). A user's own setting wins.
    """
    added = [v for v in ("OMP_NUM_THREADS", "MKL_NUM_THREADS") if v not in os.environ]
    os.environ.update({v: str(thread_share(workers)) for v in added})
    try:
        yield
    finally:
        for v in added:
            os.environ.pop(v, None)
