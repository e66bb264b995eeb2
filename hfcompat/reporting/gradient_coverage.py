"""Passing train cases that tested little of their backward (issue 39: "a loss that sees the whole backward").

A train case's verdict covers the gradients the comparator could judge on their numbers. Three kinds
of gradient tell nothing about the device's backward kernels, and a case where they are most of its
gradients "works" without having tested much:

- ``zeros``: float64 says the gradient is zero (the loss does not depend on the parameter along any
  path the step took: behind a final LayerNorm, the old mean-of-outputs loss made every gradient so);
- ``noise_floor``: the gradient is within a few times the CPU's own rounding error (no significant digit);
- ``missing``: no side computed one (the parameter is off the step's path: an unused tower, a head
  the loss never reaches).

The report lists each passing train case where these are at least half of its gradients, with the
largest kind as the reason, so a reader knows which "works" is thin. JSON carries every row.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hfcompat.records.record import WORKS, workload_of
from hfcompat.reporting.sections import Section

#: method -> why a gradient judged so tested nothing of the backward
UNTESTED = {
    "zeros": "float64 says zero (the loss does not depend on them)",
    "noise_floor": "at the noise floor (no significant digit)",
    "missing": "no gradient on either side (off the step's path)",
}
MOST = 0.5  # "most of its gradients"


@dataclass(frozen=True, slots=True)
class ThinCase:
    """A passing train case whose gradients were mostly not judged on their numbers."""

    case_id: str
    train_loss: str | None  # the record's: the model's own loss, or its outputs weighted
    gradients: int
    untested: dict[str, int]  # method -> gradients
    reason: str  # the largest kind's explanation

    @property
    def share(self) -> float:
        return sum(self.untested.values()) / self.gradients


def thin_train_cases(cases: list[dict[str, Any]]) -> list[ThinCase]:
    """The passing train cases with at least :data:`MOST` of their gradients untested, most untested first."""
    thin = []
    for case in cases:
        if workload_of(case) != "train" or case.get("status") not in WORKS:
            continue
        methods = (((case.get("compare") or {}).get("grads") or {}).get("methods")) or {}
        total = sum(int(n) for n in methods.values())
        untested = {m: int(methods[m]) for m in UNTESTED if methods.get(m)}
        if total and sum(untested.values()) >= MOST * total:
            largest = max(untested, key=lambda m: untested[m])
            thin.append(ThinCase(str(case.get("case_id")), case.get("train_loss"), total, untested,
                                 UNTESTED[largest]))
    return sorted(thin, key=lambda t: (-t.share, t.case_id))


def thin_section(thin: list[ThinCase], passing: int, limit: int) -> Section:
    """The report's section: how many of the ``passing`` train cases are thin, and (``limit``) which."""
    shown = thin[:limit]
    return Section(
        "Passing train cases that tested little of their backward",
        notes=[f"{len(thin)} of {passing} passing train cases judged at least half of their gradients as zeros, "
               "noise or absent (their verdict says little about the device's backward kernels)"],
        headers=["case", "train loss", "untested", "zeros", "noise floor", "no gradient", "reason (the most)"],
        rows=[[t.case_id, t.train_loss or "-", f"{sum(t.untested.values())}/{t.gradients}",
               str(t.untested.get("zeros", 0)), str(t.untested.get("noise_floor", 0)),
               str(t.untested.get("missing", 0)), t.reason] for t in shown],
        more=len(thin) - len(shown))
