"""The sweep's record sink: the one writer of records.jsonl, and the progress line after each case.

Both executors feed it: the pytest-xdist controller (:mod:`hfcompat.sweep.plugin`) and the Ray
driver. A case id is written once; a second report for it (a crash report racing a record) is ignored.
A case that already has a record in the run is being run again (``--rerun``): its record is the next
attempt and names the statuses re-run (``rerun``), superseding the earlier records, which are kept.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from hfcompat.records.record import WORKS, Case
from hfcompat.records.run_writer import RunDir


class RecordSink:
    """Appends each case's record as it ends and reports done/total, works %, failures and ETA."""

    def __init__(self, run: RunDir, cases: list[Case], say: Callable[[str], None] = print):
        self.run = run
        self.cases = {c.case_id: c for c in cases}
        self.say = say
        self.written: set[str] = set()
        self.counts: Counter[str] = Counter()
        self.started = time.monotonic()
        self.earlier = {cid: int(r.get("attempt") or 1) for cid, r in run.finished().items()}
        last = (run.meta.get("reruns") or [{}])[-1]  # the latest --rerun's statuses and cases
        self.rerun, self.rerun_ids = ",".join(last.get("statuses") or []), set(last.get("cases") or [])

    def write(self, record: dict[str, Any], log: str = "") -> bool:
        """Write ``record`` unless its case already has one; True if written."""
        if record["case_id"] in self.written:
            return False
        self.written.add(record["case_id"])
        if record["case_id"] in self.rerun_ids and record["case_id"] in self.earlier:
            record.update(attempt=max(int(record.get("attempt") or 1), self.earlier[record["case_id"]] + 1),
                          rerun=self.rerun)
        self.run.add(record, log)
        self.counts[record["status"]] += 1
        self.say(self.progress_line(record))
        return True

    def progress_line(self, record: dict[str, Any]) -> str:
        done, total = len(self.written), len(self.cases)
        judged = sum(n for s, n in self.counts.items() if s.startswith(("pass", "fail_")))
        works = sum(self.counts[s] for s in WORKS)
        pct = f"{100 * works / judged:.0f}%" if judged else "-"
        fails = sum(n for s, n in self.counts.items() if s.startswith("fail_"))
        elapsed = time.monotonic() - self.started
        eta = elapsed / done * (total - done) if done else 0.0
        return (f"[{done:>{len(str(total))}}/{total}] {record['status']:<20} {record['case_id']}  "
                f"· works {pct} ({works}/{judged}) · failures {fails} · ETA {eta / 60:.1f} min")
