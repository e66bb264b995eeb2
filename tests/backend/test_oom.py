"""A real out-of-memory case: where memory ran out is recorded, and no op is blamed (issue 23).

The fault backend allocates until the worker's resident-memory bound is passed, inside a chosen op
in a chosen phase (``HFCOMPAT_OP_FAULT="oom-backward:aten::mm"``): the isolation layer kills the
worker, and the record must say where memory ran out (phase, op in flight, the peak seen) in its
``oom`` field, and the report and dashboard must list it apart, never as a culprit op.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hfcompat.isolation.worker import Worker
from hfcompat.records.record import Case
from hfcompat.records.run_reader import load_run
from hfcompat.reporting.dashboard import build_dashboard
from hfcompat.reporting.report import build_report
from hfcompat.reporting.summary import summarize
from tests.conftest import plugin_env
from tests.dashboard.synthetic import write_run

pytestmark = pytest.mark.slow  # a real worker process filled to its memory bound
BOUND_MB = 1500.0


def test_a_planted_oom_says_where_memory_ran_out_and_gets_its_own_listing(tmp_path: Path) -> None:
    env = plugin_env(HFCOMPAT_OP_FAULT="oom-backward:aten::mm")
    with Worker(env=env, memory_mb=BOUND_MB) as worker:
        record = worker.run(Case("arch:llama", "faulty", "eager", workload="train"), timeout=300).record
    assert record["status"] == "fail_oom" and record["phase"] == "backward", record
    assert (record["culprit_op"], record["culprit_phase"], record["culprit_source"]) == (None, None, None)
    oom = record["oom"]
    assert (oom["phase"], oom["op"], oom["limit_mb"], oom["memory_kind"], oom["source"]) == (
        "backward", "aten::mm", BOUND_MB, "host_rss", "rss_bound")
    assert oom["peak_mb"] > BOUND_MB  # the resident memory the isolation layer saw when it killed the worker

    run = write_run(tmp_path / "run", [record])
    summary = summarize(load_run(run))
    assert summary.culprit_ops == [] and summary.unattributed == [] and len(summary.ooms) == 1
    text, _ = build_report(run)
    culprits, _, ooms = text.partition("Out of memory, and where (not culprit ops)")
    assert "aten::mm" not in culprits and re.search(r"backward, at aten::mm +[\d,]+ MB host_rss", ooms)
    html = build_dashboard([run], tmp_path / "site", tables=False).read_text()
    assert 'id="op-table"' not in html and 'id="no-ops"' in html  # no culprit-op row at all
    oom_table = re.search(r'<table id="oom-table".*?</table>', html, re.S)
    assert oom_table and "<code>aten::mm</code>" in oom_table.group(0)
