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


#: ``compare.arbiter`` of a record: what judged its tensors. ``float64``: the float64 run and the rules
#: of docs/comparison.md; ``float64-widened``: the same, the run widened to float64 everywhere because
#: the model's own float32 tensors broke it plain (hfcompat.execution.widening); ``same()``: no float64
#: run, PyTorch's ``torch._dynamo.utils.same`` (allclose, else cosine similarity). Records written
#: before 2026-12-06 name the latter ``cosine``, the rule's last resort, not the rule
#: (:func:`arbiter_of` reads them as ``same()``).
ARBITER_FLOAT64, ARBITER_WIDENED, ARBITER_SAME = "float64", "float64-widened", "same()"
LEGACY_ARBITERS = {"cosine": ARBITER_SAME}


def arbiter_of(record: dict[str, Any]) -> str | None:
    """The arbiter a record's comparison had, in today's name; None where it was not compared."""
    found = (record.get("compare") or {}).get("arbiter")
    return LEGACY_ARBITERS.get(found, found) if found is not None else None


def judge(record: dict[str, Any], workload: Workload, dev: StepOutput, ref: Groups, arbiter: str | None,
          checks: dict[str, GroupCheck], fallback_ops: list[str]) -> None:
    """Record the comparison and the status: a pass (with fallback when ops ran on the CPU), or
    ``fail_accuracy`` naming each group out of tolerance. ``arbiter``: the float64 run's name, None
    where there was none."""
    workload.annotate(record, dev, ref, checks)
    record["compare"] = {name: c.to_record() for name, c in checks.items()}
    record["compare"]["arbiter"] = arbiter or ARBITER_SAME
    if all(c.ok for c in checks.values()):
        record["status"] = PASS_WITH_FALLBACK if fallback_ops else PASS
    else:
        bad = [name for name, c in checks.items() if not c.ok]
        record.update(status=FAIL_ACCURACY, phase="compare",
                      error=f"mismatch in {', '.join(bad)}: " + "; ".join(checks[n].describe(n) for n in bad))
