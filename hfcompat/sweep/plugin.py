"""The sweep's pytest plugin: parametrisation, worker processes, and the controller's records.

Loaded explicitly by :func:`hfcompat.sweep.run_sweep` (``-p hfcompat.sweep.plugin``), never through
``pytest11``: it must not add options to every pytest session in the environment.

- Every xdist worker reads the same ``cases.json`` and parametrises ``test_case`` with it, in the
  same order (xdist requires identical collection).
- Each xdist worker keeps a :class:`~hfcompat.isolation.pool.WorkerPool`: one isolation worker process
  per (backend, mode); on a TPU host xdist worker ``gwN`` owns chip N (:mod:`hfcompat.sweep.chips`)
  and keeps one at a time.
- The controller (the ``hfcompat sweep`` process) turns each test report into a record line as the
  case ends, prints progress, and writes a ``fail_crash`` record when an xdist worker itself dies with
  a case in hand (``pytest_handlecrashitem``), so no case is ever without a record.
- Progress goes to pytest's terminal, or, when ``hfcompat sweep`` sends pytest's own output to a log
  (without ``-v``), to the :class:`Console` it passes to ``pytest.main``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from hfcompat.isolation.pool import WorkerPool
from hfcompat.records.record import FAIL_CRASH, HARNESS_ERROR, Case, new_record, one_line
from hfcompat.records.run_writer import RunDir
from hfcompat.sweep import CASES_FILE
from hfcompat.sweep.chips import local_tpu_chips, local_worker_env
from hfcompat.sweep.sink import RecordSink


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("hfcompat")
    group.addoption("--hfcompat-out", required=True, help="the run directory")
    group.addoption("--hfcompat-timeout", type=float, default=600.0, help="seconds per case")
    group.addoption("--hfcompat-memory-mb", type=float, default=12_000.0, help="resident memory bound per case")


def _load_cases(config: pytest.Config) -> list[Case]:
    path = Path(config.getoption("--hfcompat-out")) / CASES_FILE
    return [Case(**c) for c in json.loads(path.read_text())]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "hfcompat_case" in metafunc.fixturenames:
        cases = _load_cases(metafunc.config)
        metafunc.parametrize("hfcompat_case", cases, ids=[c.case_id for c in cases])


@pytest.fixture(scope="session")
def hfcompat_workers(pytestconfig: pytest.Config) -> Iterator[WorkerPool]:
    """Worker processes of this xdist worker, one per (backend, mode), created on first use."""
    name = os.environ.get("PYTEST_XDIST_WORKER", "main")
    memory = float(pytestconfig.getoption("--hfcompat-memory-mb"))
    chips = local_tpu_chips()
    with WorkerPool(name, memory, pin=lambda backend: local_worker_env(backend, name, os.environ, chips)) as pool:
        yield pool


@pytest.fixture(scope="session")
def hfcompat_timeout(pytestconfig: pytest.Config) -> float:
    return float(pytestconfig.getoption("--hfcompat-timeout"))


class Console:
    """Where the controller's progress lines go when pytest's terminal is not the person's.

    ``hfcompat sweep`` (without ``-v``) runs pytest with its stdout in the run's ``logs/pytest.log``,
    so that pytest's and xdist's own lines (which read as a test suite's) stay out of the console,
    and passes one of these in ``pytest.main(..., plugins=[Console(say)])`` with its own stdout.
    It defines no hooks: the record writer looks for it.
    """

    def __init__(self, say: Callable[[str], None]):
        self.say = say


class RecordWriter:
    """Controller side: turns test reports into records through the sweep's :class:`RecordSink`."""

    def __init__(self, config: pytest.Config):
        console = next((p for p in config.pluginmanager.get_plugins() if isinstance(p, Console)), None)
        reporter = config.pluginmanager.get_plugin("terminalreporter")
        say = console.say if console is not None else reporter.write_line if reporter is not None else print
        self.sink = RecordSink(RunDir(config.getoption("--hfcompat-out")), _load_cases(config), say=say)

    def _case_of(self, nodeid: str) -> Case | None:
        case_id = nodeid.partition("[")[2].rpartition("]")[0]
        return self.sink.cases.get(case_id)

    @pytest.hookimpl
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        props = dict(report.user_properties)
        if "hfcompat_record" in props:
            self.sink.write(json.loads(str(props["hfcompat_record"])), str(props.get("hfcompat_log", "")))
            return
        case = self._case_of(report.nodeid)
        if case is None or not report.failed or case.case_id in self.sink.written:
            return
        if str(report.when) == "???":  # the xdist worker died with this case in hand (xdist's own "when")
            record = new_record(case, status=FAIL_CRASH, phase=None, error_type="worker_crash",
                                error=one_line(report.longreprtext) or "the sweep worker process died")
        else:  # a fixture or the harness itself failed: never lose the case
            record = new_record(case, status=HARNESS_ERROR, phase="harness", error_type="harness",
                                error=one_line(report.longreprtext.splitlines()[-1] if report.longreprtext else ""))
        self.sink.write(record, report.longreprtext)


def pytest_report_teststatus(report: pytest.TestReport, config: pytest.Config) -> tuple[str, str, str] | None:
    """No dots or letters: the record writer prints one progress line per case instead."""
    if report.when == "call" or report.skipped:
        return report.outcome, "", ""
    return None


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):  # the controller (or a run without xdist)
        config.pluginmanager.register(RecordWriter(config), "hfcompat-record-writer")
