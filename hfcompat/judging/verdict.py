"""The verdict of a step that ran: its groups judged against the reference, written into the record.

Shared by the single-device step (:mod:`hfcompat.execution.case`) and the parallel one
(:mod:`hfcompat.parallel.step`), so both say the same thing the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hfcompat.records.record import FAIL_ACCURACY, PASS, PASS_WITH_FALLBACK

if TYPE_CHECKING:  # judging sits below the workloads (docs/design.md §2): it names their types only
    from hfcompat.judging.compare import GroupCheck
    from hfcompat.workloads.base import Groups, StepOutput, Workload


def judge(record: dict[str, Any], workload: Workload, dev: StepOutput, ref: Groups, has_arbiter: bool,
          checks: dict[str, GroupCheck], fallback_ops: list[str]) -> None:
    """Record the comparison and the status: a pass (with fallback when ops ran on the CPU), or
    ``fail_accuracy`` naming each group out of tolerance."""
    workload.annotate(record, dev, ref, checks)
    record["compare"] = {name: c.to_record() for name, c in checks.items()}
    record["compare"]["arbiter"] = "float64" if has_arbiter else "cosine"
    if all(c.ok for c in checks.values()):
        record["status"] = PASS_WITH_FALLBACK if fallback_ops else PASS
    else:
        bad = [name for name, c in checks.items() if not c.ok]
        record.update(status=FAIL_ACCURACY, phase="compare",
                      error=f"mismatch in {', '.join(bad)}: " + "; ".join(checks[n].describe(n) for n in bad))
