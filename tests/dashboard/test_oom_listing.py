"""Out of memory is listed apart from culprit ops, in the report and on the dashboard (issue 23).

The op in flight when memory runs out allocated last; it is not to blame. The all-archs run of record
ranked ``profiler::_record_function_exit`` as a culprit op for sam3's OOM: a record written before
the ``oom`` field (as that run's) and one written now must both be listed as OOMs, with where memory
ran out, and in no culprit-op row. A real planted OOM is in tests/backend/test_oom.py.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from hfcompat.records.oom import blamed_op, oom_field, oom_of
from hfcompat.records.run_reader import load_run
from hfcompat.records.tables import errors_frame
from hfcompat.reporting.dashboard import build_dashboard
from hfcompat.reporting.report import build_report
from hfcompat.reporting.summary import summarize
from tests.dashboard.synthetic import record

IN_FLIGHT = "profiler::_record_function_exit"
BOUND = "resident memory above 9642.22 MB; the worker was killed"
# As the run of record wrote sam3's case: the op in flight as an in_flight culprit, no oom field.
OLD = record("arch:sam3", "fail_oom", phase="optimizer", culprit_op=IN_FLIGHT, culprit_phase="optimizer",
             culprit_source="in_flight", error_type="oom", error=BOUND)
OLD.pop("oom")
NEW = record("arch:sam3_lite_text", "fail_oom", phase="backward", error_type="oom", error=BOUND,
             oom=oom_field(phase="backward", op="aten::detach_copy", peak_mb=9801.4, limit_mb=9642.22,
                           memory_kind="host_rss", source="rss_bound"))
HISTC = record("arch:mixtral", "fail_unsupported_op", culprit_op="aten::histc", culprit_phase="forward",
               culprit_source="exception", repro="repros/aten_histc.py")
RECORDS = [OLD, NEW, HISTC, record("arch:llama", "pass")]


def test_an_old_record_reads_as_an_oom_with_where_and_blames_no_op() -> None:
    assert blamed_op(OLD) is None and blamed_op(HISTC) == "aten::histc"
    assert oom_of(OLD) == {"phase": "optimizer", "op": IN_FLIGHT, "peak_mb": None, "limit_mb": 9642.2,
                           "memory_kind": "host_rss", "source": "rss_bound"}
    assert oom_of(NEW)["peak_mb"] == 9801.4 and oom_of(HISTC) is None


def test_the_summary_lists_ooms_apart_and_ranks_only_culprit_ops(make_run: Callable[..., Path]) -> None:
    s = summarize(load_run(make_run("run", RECORDS)))
    assert [op.op for op in s.culprit_ops] == ["aten::histc"]
    assert s.unattributed == []  # an OOM is not a failure with no op named either: it has its own list
    assert [(o.spec, o.phase, o.op, o.peak_mb) for o in s.ooms] == [
        ("arch:sam3_lite_text", "backward", "aten::detach_copy", 9801.4), ("arch:sam3", "optimizer", IN_FLIGHT, None)]


def test_report_text_md_and_json_list_ooms_in_their_own_section(make_run: Callable[..., Path]) -> None:
    run = make_run("run", RECORDS)
    text, _ = build_report(run)
    ops, _, rest = text.partition("Out of memory, and where (not culprit ops)")
    assert rest and IN_FLIGHT not in ops.partition("Culprit ops, ranked by cases blocked")[2]
    assert re.search(r"arch:sam3\|\S+ +optimizer, at profiler::_record_function_exit +peak not measured "
                     r"\(bound 9,642 MB\)", rest)
    assert re.search(r"backward, at aten::detach_copy +9,801 MB host_rss \(bound 9,642 MB\)", rest)
    md, _ = build_report(run, fmt="md")
    assert "## Out of memory, and where (not culprit ops)" in md
    assert "| arch:sam3\\|torch-xla\\|lazy\\|float32\\|train\\|short | optimizer, at " + IN_FLIGHT in md
    data = json.loads(build_report(run, fmt="json")[0])["summary"]
    assert [o["op"] for o in data["culprit_ops"]] == ["aten::histc"]
    assert {o["spec"]: o["op"] for o in data["ooms"]} == {"arch:sam3": IN_FLIGHT, "arch:sam3_lite_text":
                                                           "aten::detach_copy"}


def test_the_dashboard_has_an_oom_table_and_no_culprit_row_for_an_oom(make_run: Callable[..., Path],
                                                                       tmp_path: Path) -> None:
    html = build_dashboard([make_run("run", RECORDS)], tmp_path / "site", tables=False).read_text()
    op_table = re.search(r'<table id="op-table".*?</table>', html, re.S)
    oom_table = re.search(r'<table id="oom-table".*?</table>', html, re.S)
    assert op_table and oom_table
    assert "aten::histc" in op_table.group(0) and IN_FLIGHT not in op_table.group(0)
    assert "sam3" not in op_table.group(0)
    rows = re.findall(r'<tr class="oom-row">.*?</tr>', oom_table.group(0), re.S)
    assert len(rows) == 2 and "9801" in rows[0] and "not measured" in rows[1] and IN_FLIGHT in rows[1]
    # The case table shows no culprit for either OOM; the op page of the op in flight does not exist.
    payload = json.loads(re.search(r'<script type="application/json" id="hfc-data">(.*?)</script>', html,
                                   re.S).group(1))
    assert [o["op"] for o in payload["ops"]] == ["aten::histc"]
    cases = {c["case_id"].split("|")[0]: c for c in payload["cases"]}
    assert cases["arch:sam3"]["culprit"] is None and cases["arch:sam3"]["oom"]["op"] == IN_FLIGHT


def test_the_errors_table_has_an_oom_row_not_a_culprit_row(make_run: Callable[..., Path]) -> None:
    frame = errors_frame(load_run(make_run("run", RECORDS)))
    sam3 = frame[frame["spec"] == "arch:sam3"]
    assert sorted(sam3["kind"]) == ["error", "oom"] and IN_FLIGHT in set(sam3["op"])
