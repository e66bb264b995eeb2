"""JUnit XML from records, for executors that are not a pytest session (``--executor ray``).

The local executor's JUnit XML comes from pytest itself; this writes the same shape from the
records a sweep wrote, so CI shows a Ray sweep the same way: a case that works passes, one that
does not work fails with its verdict, one that was not judged is skipped with its reason.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from hfcompat.records.record import JUDGED, WORKS, case_id_of


def verdict(record: dict[str, Any]) -> str:
    """``<status>: <culprit op> <error>``, as the local executor's test reports say it."""
    parts = (record["status"] + ":", record.get("culprit_op") or "", record.get("error") or "")
    return " ".join(p for p in parts if p)


def write_junit(path: str | Path, records: list[dict[str, Any]]) -> None:
    """One ``<testcase>`` per record (name = case id), with ``<failure>`` or ``<skipped>`` as judged."""
    failures = sum(r["status"] in JUDGED and r["status"] not in WORKS for r in records)
    skipped = sum(r["status"] not in JUDGED for r in records)
    total = sum(float((r.get("timings") or {}).get("total_s") or 0.0) for r in records)
    suite = ET.Element("testsuite", name="hfcompat", tests=str(len(records)), failures=str(failures),
                       errors="0", skipped=str(skipped), time=f"{total:.3f}")
    for record in records:
        # case_id_of: the 6-part id (a record from before workloads is train/short), as CI matches names
        case = ET.SubElement(suite, "testcase", classname="hfcompat.sweep", name=case_id_of(record),
                             time=f"{float((record.get('timings') or {}).get('total_s') or 0.0):.3f}")
        if record["status"] in WORKS:
            continue
        tag = "failure" if record["status"] in JUDGED else "skipped"
        ET.SubElement(case, tag, message=verdict(record)).text = verdict(record)
    root = ET.Element("testsuites")
    root.append(suite)
    ET.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)
